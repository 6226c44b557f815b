import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import SceneDocument
import Testing

@Suite("HTMLReport")
@MainActor
struct HTMLReportTests {
  /// `Examples/<name>.yaml` for each name, audited on `matrix` with the audit's own layouts (shared
  /// among environments with equal inputs), as a report.
  func report(_ names: [String], matrix: AuditMatrix) throws -> RenderReport {
    var scenes: [String: SceneFile] = [:]
    for name in names {
      scenes[name] = try SceneLoader.load(
        path: repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path)
    }
    var layouts: [String: [AuditedLayout]] = [:]
    let audit = Auditor(matrix: matrix).audit(
      files: names,
      layout: { name, environment in
        let scene = try #require(scenes[name])
        let overrides = EnvironmentOverrides(
          device: environment.device, orientation: environment.orientation, ios: environment.ios)
        return try SceneBuilder.makeWindow(
          scene, environment: try SceneBuilder.environment(for: scene, overrides: overrides)
        ).snapshot()
      }, collect: { name, laidOut in layouts[name] = laidOut })
    #expect(audit.failures.isEmpty)
    return RenderReport(
      scenes: names.map {
        ReportScene(
          name: $0, file: repositoryRoot.appendingPathComponent("Examples/\($0).yaml").path,
          layouts: layouts[$0] ?? [])
      },
      findings: audit.findings, matrix: matrix)
  }

  static let phones = AuditMatrix(
    devices: ["iPhone X", "iPhone 16 Pro", "iPhone SE (3rd generation)"].compactMap(
      DeviceCatalog.device(named:)))

  @Test("a small matrix matches its golden HTML")
  func golden() throws {
    let report = try report(["A0-1", "A4-4"], matrix: Self.phones)
    #expect(report.scenes.first?.pictures.count == 6)
    // Paths relative to the repository, so that the golden does not depend on the checkout.
    let html = HTMLReport.render(report).replacingOccurrences(
      of: repositoryRoot.path + "/", with: "")
    assertGolden(html, "A0-1-A4-4-matrix.html")
  }

  @Test("every environment is in exactly one picture, and a picture's environments lay out alike")
  func onePicturePerLayout() throws {
    let matrix = AuditMatrix(devices: DeviceCatalog.devices.filter { $0.idiom == .phone })
    let report = try report(["A0-1", "A3-9"], matrix: matrix)
    for scene in report.scenes {
      let environments = scene.pictures.flatMap(\.environments)
      #expect(environments.count == matrix.environments.count)
      #expect(
        Set(environments.map(\.description)).count == environments.count,
        "an environment in two pictures of \(scene.name)")
      #expect(scene.pictures.count < environments.count / 2, "\(scene.name) is not grouped")
      for picture in scene.pictures {
        let inputs = Set(picture.environments.map(LayoutInputs.init))
        #expect(inputs.count == 1, "\(picture.path) stands for different layouts")
        let housings = Set(picture.environments.map(\.device.housing.kind))
        #expect(housings.count == 1, "\(picture.path) mixes sensor housings")
      }
    }
  }

  @Test("each finding shows the picture where it is worst and one where the screen is right")
  func evidence() throws {
    let report = try report(["A0-1", "A3-9", "A4-4"], matrix: Self.phones)
    #expect(!report.findings.isEmpty)
    for (number, finding) in report.findings.enumerated() {
      let evidence = report.evidence[number]
      let worst = try #require(evidence.worst, "finding \(number + 1) has no picture")
      let picture = report.scenes[worst.scene].pictures[worst.picture]
      let mark = try #require(picture.marks.first { $0.number == number + 1 })
      #expect(PointFormat.nearlyEqual(mark.amount, finding.amount))
      #expect(picture.environments.contains { $0.description == worst.environment.description })
      #expect(worst.environment.description == finding.worstEnvironment?.description)
      if let right = evidence.right {
        let shown = finding.environments.map(\.description)
        #expect(!shown.contains(right.environment.description))
        let page = report.scenes[right.scene].pictures[right.picture]
        #expect(!page.marks.contains { $0.number == number + 1 })
      } else {
        // Right nowhere: the finding shows in every environment of its scene.
        #expect(finding.environments.count == Self.phones.environments.count)
      }
    }
  }

  @Test("the report is deterministic, self-contained and has unique ids")
  func selfContained() throws {
    let html = HTMLReport.render(try report(["A0-1", "A3-9"], matrix: Self.phones))
    #expect(html == HTMLReport.render(try report(["A0-1", "A3-9"], matrix: Self.phones)))
    #expect(!html.contains("https://"))
    #expect(!html.contains("http://"))
    #expect(!html.contains("<script src"))
    #expect(!html.contains("<link"))
    var ids: [String] = []
    var rest = Substring(html)
    while let range = rest.range(of: " id=\"") {
      rest = rest[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      ids.append(String(rest[..<end]))
    }
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "duplicate ids in the report")
    // Findings come before the pictures; the filters are hidden until the script shows them.
    let findings = try #require(html.range(of: "<section id=\"findings\">"))
    let scenes = try #require(html.range(of: "<section id=\"scenes\">"))
    #expect(findings.lowerBound < scenes.lowerBound)
    #expect(html.contains("<form id=\"filters\" hidden>"))
  }

  @Test("environment lists are written as ranges")
  func ranges() throws {
    let report = try report(["A0-1", "A4-4"], matrix: Self.phones)
    let html = HTMLReport.render(report)
    // The matrix: iPhone X, iPhone 16 Pro, iPhone SE, each in portrait then landscape. A0-1's
    // view is under the bar everywhere (0-5); A4-4's button reaches into the home indicator on
    // the two Face ID phones (0-3).
    #expect(html.contains("id=\"finding-1\" data-e=\"0-5\""))
    #expect(html.contains("id=\"finding-2\" data-e=\"0-3\""))
  }

  @Test("file stems name the device, orientation and, when asked, the iOS version")
  func fileStems() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone X"))
    #expect(
      RenderPage.fileStem(for: Environment(device: device, orientation: .landscapeLeft))
        == "iphone-x-landscape-left")
    #expect(
      RenderPage.fileStem(for: Environment(device: device, ios: 11), includeIOS: true)
        == "iphone-x-portrait-ios11")
  }
}
