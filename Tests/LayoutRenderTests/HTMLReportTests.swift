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
  /// A0-1 on iPhone X and iPhone 16 Pro, portrait and landscape, with one finding by hand.
  func smallMatrix() throws -> String {
    let devices = ["iPhone X", "iPhone 16 Pro"].compactMap(DeviceCatalog.device(named:))
    #expect(devices.count == 2)
    var snapshots: [LayoutSnapshot] = []
    for device in devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        snapshots.append(
          try exampleSnapshot(
            "A0-1", overrides: EnvironmentOverrides(device: device, orientation: orientation)))
      }
    }
    let red = try #require(snapshots[0].view(sceneID: "red"))
    let finding = sampleFinding(
      sceneID: "red", line: red.sourceLocation?.line ?? 0,
      column: red.sourceLocation?.column ?? 0, file: "Examples/A0-1.yaml",
      environments: snapshots.map(\.environment))
    let pages = snapshots.map { snapshot in
      let stem = RenderPage.fileStem(for: snapshot.environment)
      return RenderPage(
        scene: "A0-1", file: "Examples/A0-1.yaml", environment: snapshot.environment,
        svg: SVGRenderer.render(snapshot, findings: [finding], idPrefix: "A0-1-\(stem)"),
        path: "A0-1/\(stem).svg")
    }
    return HTMLReport.render(pages: pages, findings: [finding])
  }

  @Test("a small matrix matches its golden HTML")
  func golden() throws {
    assertGolden(try smallMatrix(), "A0-1-matrix.html")
  }

  @Test("the report is deterministic, self-contained and has unique SVG ids")
  func selfContained() throws {
    let html = try smallMatrix()
    #expect(html == (try smallMatrix()))
    #expect(!html.contains("<script"))
    #expect(
      !html.contains("http://")
        || !html.replacingOccurrences(
          of: "http://www.w3.org/2000/svg", with: ""
        ).contains("http://"))
    #expect(!html.contains("https://"))
    var ids: [String] = []
    var rest = Substring(html)
    while let range = rest.range(of: " id=\"") {
      rest = rest[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      ids.append(String(rest[..<end]))
    }
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "duplicate ids in the report")
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
