import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import SceneDocument
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses `text` as XML with external entities off; returns the parser's error, if any, and the
/// element names in document order.
func parseXML(_ text: String) -> (error: String?, elements: [String]) {
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      elements.append(elementName)
    }
  }
  let parser = XMLParser(data: Data(text.utf8))
  parser.shouldResolveExternalEntities = false
  let collector = Collector()
  parser.delegate = collector
  let ok = parser.parse()
  return (ok ? nil : String(describing: parser.parserError), collector.elements)
}

@Suite("SVGRenderer")
@MainActor
struct SVGRendererTests {
  @Test("A0-1 on iPhone X in portrait matches its golden SVG")
  func goldenA01() throws {
    let snapshot = try exampleSnapshot("A0-1")
    #expect(snapshot.environmentDescription == "iPhone X, portrait, iOS 11")
    let red = try #require(snapshot.view(sceneID: "red"))
    let finding = sampleFinding(
      sceneID: "red", line: red.sourceLocation?.line ?? 0,
      column: red.sourceLocation?.column ?? 0, file: "Examples/A0-1.yaml",
      environments: [snapshot.environment])
    let svg = SVGRenderer.render(snapshot, findings: [finding], idPrefix: "a0-1")
    assertGolden(svg, "A0-1-iphone-x-portrait.svg")
  }

  @Test("A3-9 on iPhone X in landscape matches its golden SVG")
  func goldenA39() throws {
    let snapshot = try exampleSnapshot("A3-9")
    #expect(snapshot.environment.orientation == .landscapeLeft)
    let svg = SVGRenderer.render(snapshot, idPrefix: "a3-9")
    assertGolden(svg, "A3-9-iphone-x-landscape-left.svg")
  }

  @Test("rendering twice gives the same bytes", arguments: ["A0-1", "A0-9", "A3-9", "A1-5"])
  func deterministic(name: String) throws {
    let first = SVGRenderer.render(try exampleSnapshot(name))
    let second = SVGRenderer.render(try exampleSnapshot(name))
    #expect(first == second)
  }

  @Test("every seed scene on a few devices and all orientations is well-formed XML")
  func wellFormed() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(!examples.isEmpty)
    let devices = [
      "iPhone X", "iPhone 16 Pro", "iPhone SE (3rd generation)", "iPad Pro 11-inch (M4)",
    ]
    .compactMap(DeviceCatalog.device(named:))
    #expect(devices.count == 4)
    for example in examples {
      let name = String(example.dropLast(".yaml".count))
      for device in devices {
        for orientation in Orientation.allCases {
          // The whole screen: a scene's own `window:` is in its own device's screen points.
          // Window controls show on iPads only (R18.3): a scene's own stay there.
          let screen = CGRect(origin: .zero, size: device.screenSize(orientation))
          let snapshot = try exampleSnapshot(
            name,
            overrides: EnvironmentOverrides(
              device: device, orientation: orientation, window: screen,
              windowControls: device.idiom == .pad ? nil : false))
          let svg = SVGRenderer.render(snapshot)
          let parsed = parseXML(svg)
          #expect(parsed.error == nil, "\(name) on \(snapshot.environmentDescription)")
          #expect(parsed.elements.first == "svg")
        }
      }
    }
  }

  @Test("ids and labels with markup characters are escaped")
  func escaping() throws {
    let window = UIWindow(environment: Environment(device: DeviceCatalog.newestPhone))
    let controller = UIViewController()
    controller.sceneID = "vc\"'"
    let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
    view.sceneID = "<a&b>"
    controller.view.addSubview(view)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let snapshot = window.snapshot()
    let target = try #require(snapshot.view(sceneID: "<a&b>"))
    let finding = sampleFinding(
      sceneID: "<a&b>", line: 0, column: 0, file: "x<y>.yaml",
      environments: [snapshot.environment])
    #expect(SVGRenderer.view(target, matches: finding.view))
    let svg = SVGRenderer.render(
      snapshot, findings: [finding], title: "a <title> & \"more\"", idPrefix: "p<&>")
    #expect(svg.contains("&lt;a&amp;b&gt;"))
    #expect(!svg.contains("<a&b>"))
    #expect(svg.contains("vc&quot;&#39;.view"))
    #expect(svg.contains("a &lt;title&gt; &amp; &quot;more&quot;"))
    #expect(parseXML(svg).error == nil)

    let environment = snapshot.environment
    let report = RenderReport(
      scenes: [
        ReportScene(
          name: "s<1>&", file: "x<y>.yaml",
          layouts: [AuditedLayout(file: "x<y>.yaml", snapshot: snapshot)])
      ], findings: [finding],
      matrix: AuditMatrix(
        devices: [environment.device], orientations: [environment.orientation],
        iosVersions: [environment.ios]), title: "<report>")
    let html = HTMLReport.render(report)
    #expect(html.contains("<title>&lt;report&gt;</title>"))
    #expect(html.contains("x&lt;y&gt;.yaml"))
    #expect(html.contains("src=\"pictures/index-1.svg#s&lt;1&gt;&amp;-"))
    let page = HTMLReport.scenePage(report, scene: 0)
    #expect(page.contains("href=\"pictures/s&lt;1&gt;&amp;.svg\""))
    #expect(page.contains("var P={s:\"pictures/s\\u003c1>&.svg\","))
    #expect(!page.contains("<1>"))
    let sheet = try #require(report.scenes.first?.sheet)
    #expect(sheet.contains("&lt;a&amp;b&gt;"))
    #expect(!sheet.contains("<a&b>"))
    #expect(parseXML(sheet).error == nil)
    #expect(!html.contains("<a&b>"))
    #expect(!html.contains("<report>"))
  }

  @Test("control characters that XML forbids are replaced")
  func controlCharacters() {
    #expect(Markup.escape("a\u{1}b\tc") == "a\u{FFFD}b\tc")
    #expect(Markup.identifier("A0-1 / iPhone X") == "A0-1-iPhone-X")
  }

  @Test("a finding is drawn only in its environments and numbered by its position")
  func findingsHighlight() throws {
    let portrait = try exampleSnapshot("A0-1")
    let landscape = try exampleSnapshot(
      "A0-1", overrides: EnvironmentOverrides(orientation: .landscapeLeft))
    let red = try #require(portrait.view(sceneID: "red"))
    let other = sampleFinding(
      sceneID: "other", line: 1, column: 1, file: "Examples/A0-1.yaml",
      environments: [portrait.environment])
    let finding = sampleFinding(
      sceneID: "red", line: red.sourceLocation?.line ?? 0,
      column: red.sourceLocation?.column ?? 0, file: "Examples/A0-1.yaml",
      environments: [portrait.environment], severity: .warning)
    let drawn = SVGRenderer.render(portrait, findings: [other, finding])
    #expect(drawn.contains("class=\"finding warning\""))
    #expect(drawn.contains("<title>2. [content_under_bar]"))
    #expect(!drawn.contains("<title>1. "))
    let notDrawn = SVGRenderer.render(landscape, findings: [other, finding])
    #expect(!notDrawn.contains("class=\"finding"))
  }

  @Test("the housing sits at the device's top edge in each orientation")
  func housingOrientation() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone 16 Pro"))
    let left = DeviceOutline(environment: Environment(device: device, orientation: .landscapeLeft))
    let right = DeviceOutline(
      environment: Environment(device: device, orientation: .landscapeRight))
    let portrait = DeviceOutline(environment: Environment(device: device))
    let leftHousing = try #require(left.housing)
    let rightHousing = try #require(right.housing)
    let portraitHousing = try #require(portrait.housing)
    #expect(portraitHousing.edge == .top && portraitHousing.rect.minY == 11)
    #expect(portraitHousing.rect.width == 125)
    #expect(portraitHousing.isMeasured == (device.housing.rect != nil))
    // A notch without a catalog rectangle: generic, 43 % of the width, as deep as the top inset.
    let notched = try #require(
      DeviceCatalog.devices.first { $0.housing.kind == .notch && $0.housing.rect == nil })
    let generic = try #require(DeviceOutline(environment: Environment(device: notched)).housing)
    #expect(!generic.isMeasured && generic.rect.minY == 0)
    #expect(generic.rect.width == (notched.portraitSize.width * 0.43).rounded())
    // Landscape-left puts the top of the device on the right; landscape-right on the left.
    #expect(leftHousing.edge == .right && leftHousing.rect.minX > left.screen.midX)
    #expect(rightHousing.edge == .left && rightHousing.rect.maxX < right.screen.midX)
    #expect(rightHousing.rect.minX == 11 && rightHousing.rect.width == 37)
    let indicator = try #require(portrait.homeIndicator)
    #expect(indicator.maxY == portrait.screen.maxY - 8 && indicator.width == 134)
    let homeButton = try #require(DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
    let plain = DeviceOutline(environment: Environment(device: homeButton))
    #expect(plain.housing == nil && plain.homeIndicator == nil)
  }
}
