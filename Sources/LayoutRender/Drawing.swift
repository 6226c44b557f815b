import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit


/// One SVG being drawn.
struct Drawing {
  let snapshot: LayoutSnapshot

  /// The environment drawn (the snapshot may have been taken in another one with equal inputs).
  let environment: Environment

  let prefix: String

  let outline: DeviceOutline

  var writer = SVGWriter()

  /// Whether the picture is drawn into a sheet (``SVGSheet``), which defines the hatch pattern
  /// once and says once what a standalone picture's `<desc>` says.
  var inSheet = false

  /// Whether the picture has a title (and the band above the device that holds it).
  var hasTitle = true

  static let barClasses: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]

  init(snapshot: LayoutSnapshot, environment: Environment, prefix: String) {
    self.snapshot = snapshot
    self.environment = environment
    self.prefix = prefix
    self.outline = DeviceOutline(environment: environment)
  }

  var screen: CGRect { outline.screen }

  /// A rectangle in `view`'s bounds coordinates, in window coordinates.
  static func toWindow(_ rect: CGRect, in view: ViewSnapshot) -> CGRect {
    rect.offsetBy(
      dx: view.frameInWindow.minX - view.bounds.minX,
      dy: view.frameInWindow.minY - view.bounds.minY)
  }

  /// Every view that shows: not hidden, and no hidden ancestor.
  var visibleViews: [ViewSnapshot] {
    var result: [ViewSnapshot] = []
    func visit(_ view: ViewSnapshot) {
      guard !view.isHidden else { return }
      result.append(view)
      for subview in view.subviews { visit(subview) }
    }
    visit(snapshot.window)
    return result
  }

  /// The region scroll content may extend the picture to: the screen and half its size around.
  var extentLimit: CGRect {
    screen.insetBy(dx: -screen.width / 2, dy: -screen.height / 2)
  }

  /// The scroll views' content boxes in window coordinates.
  var contentBoxes: [(view: ViewSnapshot, box: CGRect, scroll: ScrollViewSnapshot)] {
    visibleViews.compactMap { view in
      guard let scroll = view.scroll else { return nil }
      let box = Self.toWindow(CGRect(origin: .zero, size: scroll.contentSize), in: view)
      return (view, box, scroll)
    }
  }

  /// A scroll view's unreachable content in window coordinates, where it sits when scrolled as
  /// far towards it as scrolling goes (the end, for content past the middle), and that offset.
  static func unreachableInWindow(_ view: ViewSnapshot, _ scroll: ScrollViewSnapshot) -> (
    rect: CGRect, offset: CGPoint
  ) {
    let content = scroll.unreachableContent
    let size = scroll.contentSize
    let offset = CGPoint(
      x: content.midX > size.width / 2 ? scroll.maxContentOffset.x : scroll.minContentOffset.x,
      y: content.midY > size.height / 2 ? scroll.maxContentOffset.y : scroll.minContentOffset.y)
    let frame = view.frameInWindow
    return (content.offsetBy(dx: frame.minX - offset.x, dy: frame.minY - offset.y), offset)
  }

  /// The picture's extent in window coordinates, title band included.
  var canvas: CGRect {
    var extent = screen.insetBy(dx: -SVGRenderer.bezel, dy: -SVGRenderer.bezel)
    let limit = extentLimit
    for entry in contentBoxes where entry.box.width > 0 && entry.box.height > 0 {
      let clipped = entry.box.intersection(limit)
      if !clipped.isNull { extent = extent.union(clipped) }
      if entry.scroll.hasUnreachableContent {
        let unreachable = Self.unreachableInWindow(entry.view, entry.scroll).rect
          .intersection(limit)
        if !unreachable.isNull { extent = extent.union(unreachable) }
      }
    }
    extent = extent.insetBy(dx: -SVGRenderer.margin, dy: -SVGRenderer.margin)
    let band = hasTitle ? SVGRenderer.titleBand : 0
    return CGRect(
      x: extent.minX, y: extent.minY - band, width: extent.width, height: extent.height + band)
  }

  func id(_ name: String) -> String { "\(prefix)-\(name)" }

  mutating func draw(marks: [FindingMark], title: String) {
    let canvas = self.canvas
    writer.open(
      "svg",
      [
        ("xmlns", .text("http://www.w3.org/2000/svg")), ("width", .number(canvas.width)),
        ("height", .number(canvas.height)),
        (
          "viewBox",
          .text(
            [canvas.minX, canvas.minY, canvas.width, canvas.height].map(Markup.coordinate)
              .joined(separator: " "))
        ),
        ("font-family", .text("Helvetica, Arial, sans-serif")), ("class", .text("safearea-render")),
      ])
    writer.element("title", [], text: title)
    writer.element("desc", [], text: description)
    // The style goes here once the picture is drawn: only the rules of the classes it uses.
    let styleOffset = writer.text.utf8.count
    drawDefinitions()
    drawPicture(marks: marks, title: title)
    writer.close("svg")
    let text = writer.text
    let head = text.utf8.prefix(styleOffset)
    let tail = text.utf8.dropFirst(styleOffset)
    writer = SVGWriter()
    writer.raw(
      String(decoding: head, as: UTF8.self) + "<style>" + Self.style(for: Self.classes(in: text))
        + "</style>\n" + String(decoding: tail, as: UTF8.self), newline: false)
  }

  /// The picture itself, in window coordinates: its title, the device, what the layout computed
  /// and the findings.
  mutating func drawPicture(marks: [FindingMark], title: String?) {
    if let title {
      let canvas = self.canvas
      writer.element(
        "text",
        [
          ("class", .text("title")), ("x", .number(canvas.minX + SVGRenderer.margin)),
          ("y", .number(canvas.minY + 18)),
        ], text: title)
    }
    drawScreen()
    writer.open("g", [("clip-path", .text("url(#\(screenClip))"))])
    drawSplitColumns()
    drawSafeAreas()
    drawViews()
    writer.close("g")
    drawScrollContent()
    writer.open("g", [("clip-path", .text("url(#\(screenClip))"))])
    drawStatusBar()
    drawBars()
    drawKeyboard()
    writer.close("g")
    drawWindow()
    drawSuppliedWindowControls()
    drawDeviceRegions()
    drawHardware()
    drawFindings(marks)
  }

  /// Whether two rectangles are the same within ``PointFormat/epsilon``.
  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
      && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
  }

  /// The id of the screen's clip path: in a sheet, the picture's prefix alone (its only id).
  var screenClip: String { inSheet ? prefix : id("screen") }

  /// The id of the pattern unreachable content is filled with.
  var hatch: String { inSheet ? SVGSheet.hatchID : id("hatch") }

  /// The picture's own definitions: the screen's clip path, and the hatch pattern when it hatches
  /// something (a sheet defines that once).
  mutating func drawDefinitions() {
    if !inSheet { writer.open("defs") }
    writer.open("clipPath", [("id", .text(screenClip))])
    writer.empty("rect", SVGWriter.rect(screen) + [("rx", .number(outline.cornerRadius))])
    writer.close("clipPath")
    guard !inSheet else { return }
    if contentBoxes.contains(where: { $0.scroll.hasUnreachableContent }) { drawHatch() }
    writer.close("defs")
  }

  /// The pattern unreachable content is filled with.
  mutating func drawHatch() {
    writer.open(
      "pattern",
      [
        ("id", .text(hatch)), ("width", .number(6)), ("height", .number(6)),
        ("patternUnits", .text("userSpaceOnUse")), ("patternTransform", .text("rotate(45)")),
      ])
    writer.empty(
      "rect",
      [
        ("width", .number(6)), ("height", .number(6)), ("fill", .text("#ff3b30")),
        ("fill-opacity", .number(0.08)),
      ])
    writer.empty(
      "line",
      [
        ("x1", .number(0)), ("y1", .number(0)), ("x2", .number(0)), ("y2", .number(6)),
        ("stroke", .text("#d70015")), ("stroke-width", .number(1.5)),
      ])
    writer.close("pattern")
  }

  func rectText(_ rect: CGRect) -> String {
    "(\(Markup.number(rect.minX)), \(Markup.number(rect.minY)), \(Markup.number(rect.width)),"
      + " \(Markup.number(rect.height)))"
  }
}
