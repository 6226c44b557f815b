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

  /// The size of every label, in points (``LabelPlacement/fontSize(_:canvas:)``).
  let labelSize: CGFloat

  /// The first pass's label requests (``LabelPlacement``): gathered while they are non-`nil`.
  var requests: [LabelPlacement.Request]?
  /// Where each request went, for the second pass, in request order.
  var placements: [LabelPlacement.Placed?] = []
  /// The next request's index in the second pass.
  var labelIndex = 0

  init(snapshot: LayoutSnapshot, environment: Environment, prefix: String) {
    self.snapshot = snapshot
    self.environment = environment
    self.prefix = prefix
    let outline = DeviceOutline(environment: environment)
    self.outline = outline
    let canvas = outline.screen.insetBy(
      dx: -SVGRenderer.bezel - SVGRenderer.margin, dy: -SVGRenderer.bezel - SVGRenderer.margin)
    labelSize = LabelPlacement.fontSize(environment, canvas: canvas.size)
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

  /// The device with its bezel and the margin around it, in window coordinates: what a picture
  /// shows (scroll content beyond the screen is cut at its edge and said in words, issue 31).
  var deviceCanvas: CGRect {
    screen.insetBy(
      dx: -SVGRenderer.bezel - SVGRenderer.margin, dy: -SVGRenderer.bezel - SVGRenderer.margin)
  }

  /// The picture's extent in window coordinates, title band included.
  var canvas: CGRect {
    let extent = deviceCanvas
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
        ("font-family", .text("Helvetica, Arial, sans-serif")),
        ("font-size", .number(labelSize)), ("class", .text("safearea-render")),
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
  /// and the findings. Drawn twice: the first pass gathers the labels, which are placed
  /// (``LabelPlacement``) before the second writes everything.
  mutating func drawPicture(marks: [FindingMark], title: String?) {
    var planning = self
    planning.writer = SVGWriter()
    planning.writer.isDiscarding = true
    planning.requests = []
    planning.drawContents(marks: marks, title: title)
    var placement = LabelPlacement(
      fontSize: labelSize, screen: screen, cornerRadius: outline.cornerRadius,
      reserved: hardwareBoxes)
    placements = placement.place(all: planning.requests ?? [])
    labelIndex = 0
    drawContents(marks: marks, title: title)
  }

  /// What no label may cover: the sensor housing and the home indicator.
  var hardwareBoxes: [CGRect] {
    var result: [CGRect] = []
    if let housing = outline.housing { result.append(housing.rect) }
    if let indicator = outline.homeIndicator { result.append(indicator.insetBy(dx: -2, dy: -2)) }
    return result
  }

  mutating func drawContents(marks: [FindingMark], title: String?) {
    if let title {
      let canvas = self.canvas
      writer.element(
        "text",
        [
          ("class", .text("title")), ("x", .number(canvas.minX + SVGRenderer.margin)),
          ("y", .number(canvas.minY + SVGRenderer.titleBand - 8)),
        ], text: title)
    }
    drawScreen()
    // Everything the layout computed is cut at the screen's rounded edge, scroll content
    // included (what lies beyond the screen is said in its label).
    writer.open("g", [("clip-path", .text("url(#\(screenClip))"))])
    drawSplitColumns()
    drawSafeAreas()
    drawViews()
    drawScrollContent()
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

  /// Asks for a label (the first pass) or gives where it was placed (the second).
  mutating func request(_ request: LabelPlacement.Request) -> LabelPlacement.Placed? {
    if requests != nil {
      requests?.append(request)
      return nil
    }
    defer { labelIndex += 1 }
    return labelIndex < placements.count ? placements[labelIndex] : nil
  }

  /// Writes a placed label with `classes` (`nil` in a group that carries them), anchored as
  /// placed.
  mutating func write(_ placed: LabelPlacement.Placed?, classes: String?) {
    guard let placed else { return }
    var names = classes.map { [$0] } ?? []
    switch placed.spot.anchor {
    case .start: break
    case .middle: names.append("middle")
    case .end: names.append("end")
    }
    var attributes: [(String, SVGWriter.Value)] = []
    if !names.isEmpty { attributes.append(("class", .text(names.joined(separator: " ")))) }
    attributes += [("x", .number(placed.spot.point.x)), ("y", .number(placed.spot.point.y))]
    writer.element("text", attributes, text: placed.text)
  }

  /// Asks for a label and writes it where it was placed.
  mutating func label(
    _ text: String, classes: String?, spots: [LabelPlacement.Spot], priority: Int,
    bold: Bool = false
  ) {
    let placed = request(
      LabelPlacement.Request(text: text, spots: spots, priority: priority, bold: bold))
    write(placed, classes: classes)
  }

  /// The baseline below a top edge and above a bottom edge, for a label inside a box.
  var topBaseline: CGFloat { labelSize * 0.8 + 2 }
  var bottomBaseline: CGFloat { labelSize * 0.22 + 2 }

  /// Whether two rectangles are the same within ``PointFormat/epsilon``.
  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
      && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
  }

  /// The id of the screen's clip path: in a sheet, the picture's prefix alone (its only id).
  var screenClip: String { inSheet ? prefix : id("screen") }

  /// The id of the screen's rectangle, which the clip path uses.
  var screenID: String { screenClip + "s" }

  /// The id of the pattern unreachable content is filled with.
  var hatch: String { inSheet ? SVGSheet.hatchID : id("hatch") }

  /// The picture's own definitions: the screen's clip path, and the hatch pattern when it hatches
  /// something (a sheet defines that once).
  mutating func drawDefinitions() {
    if !inSheet { writer.open("defs") }
    // The clip path is the screen's rectangle, drawn by ``drawScreen()`` (`<use>`, not a copy).
    writer.open("clipPath", [("id", .text(screenClip))])
    writer.empty("use", [("href", .text("#" + screenID))])
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
