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
    try laidOut(names, matrix: matrix).report
  }

  /// The report of ``report(_:matrix:)`` and the layouts it was made from, by scene name.
  func laidOut(_ names: [String], matrix: AuditMatrix) throws -> (
    report: RenderReport, layouts: [String: [AuditedLayout]]
  ) {
    let (audit, layouts) = try auditExamples(names, matrix: matrix)
    #expect(audit.failures.isEmpty)
    let report = RenderReport(
      scenes: names.map {
        ReportScene(
          name: $0, file: repositoryRoot.appendingPathComponent("Examples/\($0).yaml").path,
          layouts: layouts[$0] ?? [])
      },
      findings: audit.findings, matrix: matrix)
    return (report, layouts)
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

  @Test("a scene page shows its broken layouts first; the rule table links to every finding")
  func brokenFirstAndRuleLinks() throws {
    // The home-button phone first in the matrix: in matrix order A4-4's first picture is clean.
    let matrix = AuditMatrix(
      devices: ["iPhone SE (3rd generation)", "iPhone X", "iPhone 16 Pro"].compactMap(
        DeviceCatalog.device(named:)))
    let report = try report(["A4-4", "A4-4-fixed"], matrix: matrix)
    #expect(report.scenes.first?.pictures.first?.marks.isEmpty == true)
    for (index, scene) in report.scenes.enumerated() {
      let page = HTMLReport.scenePage(report, scene: index)
      // Each figure's id in page order, and whether a finding is drawn on it.
      let ids = pictureNames(page)
      #expect(ids.count == scene.pictures.count)
      let broken = Set(scene.pictures.filter { !$0.marks.isEmpty }.map(\.name))
      let flags = ids.map { broken.contains($0) }
      // No clean picture before a broken one.
      #expect(flags == flags.sorted { $0 && !$1 }, "\(scene.name): \(ids)")
      if scene.name == "A4-4" { #expect(flags.first == true && flags.last == false) }
    }
    let index = HTMLReport.render(report)
    for number in report.findings.indices {
      // The rule table, after the findings, links to each finding's number.
      let rules = try #require(index.range(of: "<section id=\"rules\">"))
      #expect(index[rules.upperBound...].contains("href=\"#finding-\(number + 1)\""))
    }
  }

  @Test("every environment is in exactly one picture, and a picture's environments draw alike")
  func onePicturePerLayout() throws {
    let matrix = AuditMatrix(devices: DeviceCatalog.devices.filter { $0.idiom == .phone })
    let (report, layouts) = try laidOut(["A0-1", "A3-9"], matrix: matrix)
    for scene in report.scenes {
      let environments = scene.pictures.flatMap(\.environments)
      #expect(environments.count == matrix.environments.count)
      #expect(
        Set(environments.map(\.description)).count == environments.count,
        "an environment in two pictures of \(scene.name)")
      #expect(scene.pictures.count < environments.count / 2, "\(scene.name) is not grouped")
      let laidOut = try #require(layouts[scene.name])
      for picture in scene.pictures {
        let housings = Set(picture.environments.map(\.device.housing.kind))
        #expect(housings.count == 1, "\(picture.path) mixes sensor housings")
        // Environments with equal layout inputs share a picture; pictures of different inputs
        // are one picture only when they are drawn byte for byte alike, each as its own device.
        var bodies: [LayoutInputs: String] = [:]
        for environment in picture.environments {
          let inputs = LayoutInputs(environment)
          guard bodies[inputs] == nil else { continue }
          let layout = try #require(
            laidOut.first { $0.environment.description == environment.description })
          bodies[inputs] =
            SVGSheet.body(
              SVGSheet.Picture(
                snapshot: layout.snapshot, environment: environment, marks: picture.marks),
              prefix: "c"
            ).text
        }
        #expect(Set(bodies.values).count == 1, "\(picture.path) stands for different drawings")
      }
    }
  }

  @Test("each scene's pictures are one well-formed sheet whose views the pages name")
  func sheets() throws {
    let report = try report(["A0-1", "A3-9", "A4-4"], matrix: Self.phones)
    for (index, scene) in report.scenes.enumerated() {
      #expect(parseXML(scene.sheet).error == nil, "\(scene.sheetPath)")
      #expect(scene.sheetPath == "pictures/\(scene.name).svg")
      var views: [String] = []
      var rest = Substring(scene.sheet)
      while let range = rest.range(of: "<view id=\"") {
        rest = rest[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        views.append(String(rest[..<end]))
      }
      #expect(views == scene.pictures.map(\.name))
      #expect(scene.pictures.allSatisfy { $0.path == "\(scene.sheetPath)#\($0.name)" })
      #expect(scene.pictures.allSatisfy { $0.size.width > 0 && $0.size.height > 0 })
      let page = HTMLReport.scenePage(report, scene: index)
      // The page's data names the sheet once and each picture by its view in it.
      #expect(page.contains("var P={s:\"\(scene.sheetPath)\","))
      #expect(Set(pictureNames(page)) == Set(scene.pictures.map(\.name)))
      #expect(page.contains("<noscript>"))
    }
    // The files: one sheet and one page per scene, the index's sheets, then the index; nothing
    // twice.
    let paths = report.files.map(\.path)
    #expect(Set(paths).count == paths.count)
    #expect(paths.last == "index.html")
    let indexSheets = report.indexSheets.map(\.path)
    #expect(!indexSheets.isEmpty)
    #expect(paths.filter { $0.hasSuffix(".svg") }.count == report.scenes.count + indexSheets.count)
    // The index shows each finding's pictures from small sheets of its own, each picture once.
    let index = HTMLReport.render(report)
    var shown: [String] = []
    for evidence in report.evidence {
      for (reference, path) in [
        (evidence.worst, evidence.worstPath), (evidence.right, evidence.rightPath),
      ] {
        guard let reference else { continue }
        let path = try #require(path)
        #expect(index.contains("<img src=\"\(path)\" loading=\"lazy\""))
        let scene = report.scenes[reference.scene]
        // A right picture is drawn as its own device when its picture's first is another.
        #expect(
          path.hasSuffix("#" + scene.name + "-" + scene.pictures[reference.picture].name)
            || path.hasSuffix(
              "#" + scene.name + "-" + RenderPage.fileStem(for: reference.environment))
        )
        let sheet = try #require(report.indexSheets.first { path.hasPrefix($0.path + "#") })
        #expect(parseXML(sheet.contents).error == nil)
        #expect(sheet.contents.components(separatedBy: "<view ").count - 1 <= 8)
        shown.append(path)
      }
    }
    let views = report.indexSheets.map { $0.contents.components(separatedBy: "<view ").count - 1 }
    #expect(views.reduce(0, +) == Set(shown).count)
  }

  @Test("scenes drawn alike share one sheet file")
  func sharedSheet() throws {
    // A0-4 and A0-5 lay out alike (the same screen built two ways).
    let report = try report(["A0-4", "A0-5"], matrix: Self.phones)
    let first = try #require(report.scenes.first)
    let second = try #require(report.scenes.last)
    #expect(first.sheet == second.sheet)
    #expect(second.sheetPath == first.sheetPath)
    #expect(report.files.filter { $0.path.hasSuffix(".svg") }.count == 1)
    #expect(second.pictures.allSatisfy { $0.path.hasPrefix(first.sheetPath + "#") })
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
      // The largest amount (the audit's worst environment's), on the smallest screen that has it.
      let at = try #require(
        finding.environments.firstIndex { $0.description == worst.environment.description })
      #expect(PointFormat.nearlyEqual(finding.amounts[at], finding.amount))
      let area = { (environment: Environment) in
        environment.device.portraitSize.width * environment.device.portraitSize.height
      }
      for (other, environment) in finding.environments.enumerated()
      where PointFormat.nearlyEqual(finding.amounts[other], finding.amount) {
        #expect(area(environment) >= area(worst.environment))
      }
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

  @Test("the right picture: an ordinary device, the newest of the worst's orientation and family")
  func rightPicture() throws {
    // The whole catalog: the iPhone Duo and devices of every year are candidates.
    let matrix = AuditMatrix()
    let (report, layouts) = try laidOut(["A3-2", "A4-4"], matrix: matrix)
    var checked = 0
    for (number, finding) in report.findings.enumerated() {
      guard let worst = report.evidence[number].worst?.environment,
        let right = report.evidence[number].right?.environment
      else { continue }
      // Never one display of a two-display device, never a layout with a missing value.
      #expect(!right.device.hasTwoDisplays, "\(finding.message)")
      let scene = try #require(
        layouts[report.scenes[report.evidence[number].right?.scene ?? 0].name])
      let layout = try #require(scene.first { $0.environment.description == right.description })
      #expect(layout.snapshot.missingValues.isEmpty)
      // Among the environments where the finding does not show, of the worst's orientation and
      // family, the right one is of the newest year.
      let shown = Set(finding.environments.map(\.description))
      let candidates = scene.filter {
        !shown.contains($0.environment.description) && !$0.environment.device.hasTwoDisplays
          && $0.snapshot.missingValues.isEmpty
          && $0.environment.orientation.isLandscape == worst.orientation.isLandscape
          && $0.environment.device.idiom == worst.device.idiom
      }
      guard !candidates.isEmpty else { continue }
      #expect(right.orientation.isLandscape == worst.orientation.isLandscape)
      #expect(right.device.idiom == worst.device.idiom)
      let newest = candidates.compactMap { $0.environment.device.releaseYear }.max()
      #expect(right.device.releaseYear == newest, "\(finding.message): \(right.description)")
      checked += 1
    }
    #expect(checked > 0)
  }

  @Test("the report is deterministic, self-contained and has unique ids")
  func selfContained() throws {
    let html = HTMLReport.render(try report(["A0-1", "A3-9"], matrix: Self.phones))
    #expect(html == HTMLReport.render(try report(["A0-1", "A3-9"], matrix: Self.phones)))
    #expect(!html.contains("https://"))
    #expect(!html.contains("http://"))
    // One style sheet and one script, both files of the report (written once for every page).
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(html.contains("<script src=\"report.js\"></script>"))
    #expect(html.components(separatedBy: "<link").count == 2)
    #expect(html.contains("<link rel=\"stylesheet\" href=\"report.css\">"))
    let files = try report(["A0-1"], matrix: Self.phones).files.map(\.path)
    #expect(files.contains("report.css") && files.contains("report.js"))
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
    #expect(html.contains("<form id=\"filters\" hidden data-f="))
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

/// The pictures a scene page lists, in its order: the first element of each row of its data
/// (`["iphone-x-portrait",407,844,0,"0 3",""]`, one a line).
func pictureNames(_ page: String) -> [String] {
  page.split(separator: "\n").filter { $0.hasPrefix("[\"") }.map {
    String($0.dropFirst(2).prefix { $0 != "\"" })
  }
}
