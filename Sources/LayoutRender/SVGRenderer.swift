import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// Draws one laid-out window as an SVG picture of the device: the screen with its corner radius,
/// the sensor housing, the status bar, the home indicator, the navigation, tab and tool bars,
/// each controller's safe area and layout margins, every view as a labelled box, scroll content
/// and the part of it that can never be scrolled into view, and the views findings name.
///
/// ```swift
/// let svg = SVGRenderer.render(window.snapshot(), findings: report.findings)
/// ```
///
/// Output is deterministic: the same snapshot and findings give the same bytes. One SVG unit is
/// one point; the origin is the screen's top-left corner.
public enum SVGRenderer {
  /// Space around the device, in points.
  static let margin: CGFloat = 16
  /// The bezel drawn around the screen.
  static let bezel: CGFloat = 10
  /// The band above the device that holds the title.
  static let titleBand: CGFloat = 26
  /// The most cells or items drawn per table or collection view.
  static let maximumCells = 2000

  /// The SVG of `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: a laid-out window.
  ///   - findings: the findings of an audit; those whose environments include the snapshot's are
  ///     drawn over the views they name, numbered by their position in this array (1-based), so
  ///     that a report can list them in the same order.
  ///   - title: the picture's title; the environment's description by default.
  ///   - idPrefix: a prefix for the ids the SVG defines (clip paths, patterns); give each SVG
  ///     inlined in one HTML page its own.
  /// - Returns: a standalone SVG document (no XML declaration, so that it can also be inlined
  ///   in HTML).
  public static func render(
    _ snapshot: LayoutSnapshot, findings: [Finding] = [], title: String? = nil,
    idPrefix: String = "sak"
  ) -> String {
    let environment = snapshot.environment
    let marks = findings.enumerated().compactMap { index, finding -> FindingMark? in
      guard let position = finding.environments.firstIndex(where: { same($0, environment) })
      else { return nil }
      let amount =
        finding.amounts.count == finding.environments.count
        ? finding.amounts[position] : finding.amount
      return FindingMark(number: index + 1, finding: finding, amount: amount)
    }
    return render(snapshot, marks: marks, title: title, idPrefix: idPrefix)
  }

  /// The SVG of `snapshot` drawn as `environment`'s device, with `marks` over the views they name.
  ///
  /// - Parameters:
  ///   - snapshot: a laid-out window.
  ///   - environment: the device and orientation to draw (its screen outline, sensor housing and
  ///     home indicator); the snapshot's own environment by default. Give another environment with
  ///     the same ``LayoutInputs`` to draw a shared layout on that device.
  ///   - marks: the findings to draw, with their numbers and amounts in this picture.
  ///   - title: the picture's title; the environment's description by default.
  ///   - idPrefix: a prefix for the ids the SVG defines.
  /// - Returns: a standalone SVG document.
  public static func render(
    _ snapshot: LayoutSnapshot, as environment: Environment? = nil, marks: [FindingMark],
    title: String? = nil, idPrefix: String = "sak"
  ) -> String {
    let drawn = environment ?? snapshot.environment
    var drawing = Drawing(
      snapshot: snapshot, environment: drawn, prefix: Markup.identifier(idPrefix))
    drawing.draw(marks: marks, title: title ?? drawn.description)
    return drawing.writer.text
  }

  /// Whether two environments are the same cell of a matrix (device, orientation, iOS, status
  /// bar), without comparing whole device values.
  static func same(_ a: Environment, _ b: Environment) -> Bool {
    a.device.id == b.device.id && a.orientation == b.orientation && a.ios == b.ios
      && a.statusBarHidden == b.statusBarHidden && a.keyboard == b.keyboard
  }

  /// Whether `environment` is one of `finding`'s environments.
  public static func finding(_ finding: Finding, appliesTo environment: Environment) -> Bool {
    finding.environments.contains { same($0, environment) }
  }

  /// Whether `view` is the view `reference` names.
  public static func view(_ view: ViewSnapshot, matches reference: ViewReference) -> Bool {
    view.sceneID == reference.sceneID && view.className == reference.className
      && (view.sourceLocation?.line ?? 0) == reference.line
      && (view.sourceLocation?.column ?? 0) == reference.column
  }
}

/// A finding as one picture draws it: its number in the report and its amount in the picture's
/// environment.
public struct FindingMark: Hashable, Sendable {
  /// The number the report lists the finding under (1-based).
  public var number: Int
  /// The finding.
  public var finding: Finding
  /// The amount, in points, in the picture's environment.
  public var amount: CGFloat

  /// Creates a mark.
  public init(number: Int, finding: Finding, amount: CGFloat) {
    self.number = number
    self.finding = finding
    self.amount = amount
  }

  /// What the picture writes beside the view: the amount and where it goes, `29 pt into the home
  /// indicator` (a rule without a phrase: `29 pt · <rule name>`).
  public var label: String {
    if let phrase = Self.phrases[finding.rule] {
      return "\(Geometry.points(amount)) pt \(phrase)"
    }
    let name =
      AuditRules.rule(named: finding.rule.rawValue)?.description.name ?? finding.rule.rawValue
    return "\(Geometry.points(amount)) pt · \(name)"
  }

  /// Each rule's amount as a place, for ``label``.
  static let phrases: [RuleIdentifier: String] = [
    .collectionItemsUnderHousing: "into the sensor housing's strip",
    .contentUnderBar: "under a bar",
    .controlInStatusBar: "into the status bar",
    .controlOverHomeIndicator: "into the home indicator",
    .doubleInset: "inset twice",
    .fixedPosition: "outside the safe area",
    .roundedCornerClipping: "outside the rounded corner",
    .sensorHousingOverlap: "under the sensor housing",
    .unreachableScrollContent: "never scrolled into view",
  ]
}

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

  /// The screen's white rounded rectangle in its dark bezel: one rectangle whose stroke, painted
  /// under its fill, shows only outside it (``SVGRenderer/bezel`` wide, its outer corners rounded
  /// by the screen's radius plus the bezel, as a round join makes them).
  mutating func drawScreen() {
    writer.empty(
      "rect",
      SVGWriter.rect(screen) + [("rx", .number(outline.cornerRadius)), ("class", .text("screen"))])
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

  /// The class names the `class` attributes of `svg` use.
  static func classes(in svg: String) -> Set<String> {
    var result: Set<String> = []
    var rest = Substring(svg)
    while let start = rest.range(of: " class=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      for name in rest[..<end].split(separator: " ") { result.insert(String(name)) }
      rest = rest[end...]
    }
    return result
  }

  /// The rules of ``style`` whose selector's classes are all in `used`, in their order, with the
  /// classes renamed by `renaming` (``shortClasses`` in a sheet).
  static func style(for used: Set<String>, renaming: [String: String] = [:]) -> String {
    var result = ""
    for rule in style.split(separator: "}") {
      guard let brace = rule.firstIndex(of: "{") else { continue }
      let classes = rule[..<brace].split(separator: ".").map { renaming[String($0)] ?? String($0) }
      if classes.allSatisfy(used.contains) {
        result += "." + classes.joined(separator: ".") + rule[brace...] + "}"
      }
    }
    return result
  }

  /// A device's vertical bar column (R20.2) and reserved regions (R20.3: a fold drawn as a dashed
  /// line when it has no width, an occlusion as a dashed box), as a custom device gives them.
  mutating func drawDeviceRegions() {
    if let column = environment.verticalBarColumn {
      writer.empty("rect", SVGWriter.rect(column) + [("class", .text("vertical-bar"))])
      writer.element(
        "text",
        [
          ("class", .text("window-label")), ("x", .number(column.minX + 4)),
          ("y", .number(column.minY + 14)),
        ], text: "bar column \(Markup.number(column.width)) pt")
    }
    for region in environment.reservedRegionFrames {
      let frame = region.frame
      if frame.width < 0.5 || frame.height < 0.5 {
        writer.empty(
          "line",
          [
            ("x1", .number(frame.minX)), ("y1", .number(frame.minY)),
            ("x2", .number(frame.maxX)), ("y2", .number(frame.maxY)),
            ("class", .text("reserved-region")),
          ])
      } else {
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("reserved-region"))])
      }
      writer.element(
        "text",
        [
          ("class", .text("window-label")), ("x", .number(frame.minX + 4)),
          ("y", .number(frame.minY - 3)),
        ], text: region.kind == .division ? "fold (division)" : "occlusion")
    }
  }

  /// The window controls at the frame the user supplied (R18.3; no source printed it), in window
  /// coordinates, full screen or windowed; labelled as supplied.
  mutating func drawSuppliedWindowControls() {
    guard let frame = outline.windowControlsFrame else { return }
    writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("window-controls"))])
    writer.element(
      "text",
      [
        ("class", .text("window-label")), ("x", .number(frame.minX)),
        ("y", .number(frame.maxY + 12)),
      ],
      text: "window controls \(Markup.number(frame.width)) x \(Markup.number(frame.height)) at"
        + " (\(Markup.number(frame.minX)), \(Markup.number(frame.minY))) (supplied, R18.3)")
  }

  /// A window smaller than the screen (R18.1): the rest of the screen shaded, the window's
  /// outline with its size and place, and the corner where the window controls show (R18.3:
  /// their frame is unknown, so only the corner is marked).
  mutating func drawWindow() {
    guard let window = outline.window else { return }
    let frame = environment.windowFrame
    // The screen outside the window, as four bands (even-odd would need a path).
    let bands = [
      CGRect(
        x: screen.minX, y: screen.minY, width: screen.width, height: window.minY - screen.minY),
      CGRect(
        x: screen.minX, y: window.maxY, width: screen.width, height: screen.maxY - window.maxY),
      CGRect(
        x: screen.minX, y: window.minY, width: window.minX - screen.minX, height: window.height),
      CGRect(
        x: window.maxX, y: window.minY, width: screen.maxX - window.maxX, height: window.height),
    ]
    writer.open("g", [("clip-path", .text("url(#\(screenClip))"))])
    for band in bands where band.width > 0.01 && band.height > 0.01 {
      writer.empty("rect", SVGWriter.rect(band) + [("class", .text("outside-window"))])
    }
    writer.close("g")
    writer.empty("rect", SVGWriter.rect(window) + [("class", .text("window"))])
    writer.element(
      "text",
      [
        ("class", .text("window-label")), ("x", .number(window.minX + 4)),
        ("y", .number(window.maxY - 6)),
      ],
      text: "window \(Markup.number(frame.width)) x \(Markup.number(frame.height)) at"
        + " (\(Markup.number(frame.minX)), \(Markup.number(frame.minY)))")
    if outline.windowControls, outline.windowControlsFrame == nil {
      writer.empty(
        "circle",
        [
          ("cx", .number(window.minX + 12)), ("cy", .number(window.minY + 12)), ("r", .number(5)),
          ("class", .text("window-controls")),
        ])
      writer.element(
        "text",
        [
          ("class", .text("window-label")), ("x", .number(window.minX + 22)),
          ("y", .number(window.minY + 16)),
        ], text: "window controls (frame not published, R18.3)")
    }
  }

  /// The short names a sheet writes for the classes used most (thousands of times in a report).
  static let shortClasses: [String: String] = [
    "title": "t", "screen": "s", "safe-area": "sa", "margins": "mg", "view": "v",
    "view-label": "vl", "cell": "ce", "rows": "rw", "content": "ct", "content-label": "cl",
    "unreachable": "ur", "unreachable-label": "ul", "status-bar": "sb", "bar": "b",
    "opaque": "o", "system-label": "sl", "middle": "m", "housing": "h", "home-indicator": "hi",
    "finding": "f", "finding-group": "fg", "error": "e", "warning": "w", "note": "n",
    "badge": "bg", "badge-label": "bl", "callout": "co", "split-column": "sc", "sidebar": "sd",
  ]

  /// Where the drawn geometry comes from, for the `<desc>` element.
  var description: String {
    let device = environment.device
    var parts = [
      "\(device.name): screen \(Markup.number(screen.width)) x \(Markup.number(screen.height)) pt",
      "corner radius \(Markup.number(outline.cornerRadius)) pt, \(device.cornerRadius.provenance)"
        + " (drawn as a circular arc; the display's corners are continuous curves)",
    ]
    if let housing = outline.housing {
      parts.append(
        "\(housing.shape.rawValue) "
          + (housing.isMeasured
            ? "from the catalog, \(housing.provenance.map { "\($0)" } ?? "no provenance")"
            : "approximate (generic shape from the catalog's housing kind)"))
    }
    if outline.homeIndicator != nil {
      parts.append("home indicator 134 x 5 pt, 8 pt above the bottom edge (approximate)")
    }
    parts.append("frames, safe areas, margins, bars and scroll geometry from the layout snapshot")
    return parts.joined(separator: "; ")
  }

  static let style = """
    .title{font-size:15px;font-weight:bold;fill:#222}\
    .screen{fill:#fff;stroke:#1c1c1e;stroke-width:20;stroke-linejoin:round;paint-order:stroke}\
    .safe-area{fill:#34c759;fill-opacity:0.10;stroke:#248a3d;stroke-width:1;stroke-dasharray:4 3}\
    .margins{fill:none;stroke:#007aff;stroke-width:0.75;stroke-dasharray:2 2}\
    .guide-label{font-size:10px;fill:#248a3d}\
    .view{fill:none;stroke:#5856d6;stroke-width:1}\
    .view-label{font-size:11px;fill:#3a3a8c;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .cell{fill:#5856d6;fill-opacity:0.06;stroke:#8e8cd8;stroke-width:0.5}\
    .rows{fill:none;stroke:#8e8cd8;stroke-width:0.5}\
    .content{fill:none;stroke:#ff9500;stroke-width:1;stroke-dasharray:6 3}\
    .content-label{font-size:10px;fill:#b36b00}\
    .unreachable{stroke:#d70015;stroke-width:1}\
    .unreachable-label{font-size:11px;font-weight:bold;fill:#d70015;paint-order:stroke;\
    stroke:#fff;stroke-width:2.5px}\
    .status-bar{fill:#8e8e93;fill-opacity:0.25}\
    .split-column{fill:#f2f2f7;stroke:#c6c6c8;stroke-width:0.5}\
    .split-column.sidebar{fill:#e5e5ea;stroke:#8e8e93}\
    .bar{fill:#c7c7cc;fill-opacity:0.55;stroke:#8e8e93;stroke-width:0.5}\
    .bar.opaque{fill-opacity:0.9}\
    .system-label{font-size:10px;fill:#3c3c43}\
    .middle{text-anchor:middle}\
    .housing{fill:#000}\
    .outside-window{fill:#8e8e93;fill-opacity:0.35}\
    .vertical-bar{fill:#c7c7cc;fill-opacity:0.55;stroke:#8e8e93;stroke-width:0.5}\
    .reserved-region{fill:none;stroke:#af52de;stroke-width:2;stroke-dasharray:6 3}\
    .window{fill:none;stroke:#1c1c1e;stroke-width:2}\
    .window-label{font-size:11px;fill:#1c1c1e;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .window-controls{fill:none;stroke:#1c1c1e;stroke-width:1;stroke-dasharray:2 2}\
    .home-indicator{fill:none;stroke:#000;stroke-width:5;stroke-linecap:round}\
    .finding{fill:none;stroke-width:2.5}\
    .finding.error{stroke:#ff3b30}.finding.warning{stroke:#ff9500}.finding.note{stroke:#007aff}\
    .badge.error{fill:#ff3b30}.badge.warning{fill:#ff9500}.badge.note{fill:#007aff}\
    .badge-label{font-size:11px;font-weight:bold;fill:#fff;text-anchor:middle}\
    .callout{font-size:12px;font-weight:bold;paint-order:stroke;stroke:#fff;stroke-width:3px;\
    stroke-linejoin:round}\
    .callout.error{fill:#d70015}.callout.warning{fill:#b25000}.callout.note{fill:#0040dd}
    """

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

  /// The safe area and layout margins of each controller's root view (iOS 10 behaviour: the
  /// area between the top and bottom layout guides).
  mutating func drawSafeAreas() {
    var drawn: [(area: CGRect, margins: CGRect)] = []
    for controller in snapshot.allControllers {
      guard let rootID = controller.rootViewID, let root = snapshot.view(id: rootID),
        !root.isHidden
      else { continue }
      let name = "\(controller.sceneID ?? controller.className).view"
      let area: CGRect
      let label: String
      if let frame = root.safeAreaLayoutFrame {
        area = Drawing.toWindow(frame, in: root)
        label = "\(name) safe area"
      } else {
        let bounds = root.bounds
        area = Drawing.toWindow(
          CGRect(
            x: bounds.minX, y: bounds.minY + controller.topLayoutGuideLength, width: bounds.width,
            height: max(
              0,
              bounds.height - controller.topLayoutGuideLength - controller.bottomLayoutGuideLength)),
          in: root)
        label = "\(name) layout guides"
      }
      writer.comment("\(label): \(rectText(area))")
      let margins = Drawing.toWindow(root.layoutMarginsLayoutFrame, in: root)
      // A container's child often has the same safe area and margins: drawn once.
      guard
        !drawn.contains(where: { Drawing.same($0.area, area) && Drawing.same($0.margins, margins) })
      else { continue }
      drawn.append((area, margins))
      writer.empty("rect", SVGWriter.rect(area) + [("class", .text("safe-area"))])
      writer.empty("rect", SVGWriter.rect(margins) + [("class", .text("margins"))])
    }
  }

  /// Every visible view as an outlined box with its id (or class), and table cells and
  /// collection items as light boxes.
  mutating func drawViews() {
    var rootLabels = 0
    // Labels go over the outlines, in one group that carries their style (written before a
    // presentation's backdrop, which dims them with what it covers).
    var labels: [(point: CGPoint, text: String)] = []
    func flushLabels(_ writer: inout SVGWriter) {
      guard !labels.isEmpty else { return }
      writer.open("g", [("class", .text("view-label"))])
      for label in labels {
        writer.element(
          "text", [("x", .number(label.point.x)), ("y", .number(label.point.y))], text: label.text)
      }
      writer.close("g")
      labels = []
    }
    defer { flushLabels(&writer) }
    for view in visibleViews where view.id != snapshot.window.id {
      guard !Self.barClasses.contains(view.className) else { continue }
      if view.className == "UITransitionView" {
        flushLabels(&writer)
        drawPresentationBackdrop(view)
        continue
      }
      let frame = view.frameInWindow
      drawCells(of: view)
      // A view that fills the screen is outlined by the screen's edge.
      if !Drawing.same(frame, screen) {
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("view"))])
      }
      var labelPoint = CGPoint(x: frame.minX + 3, y: frame.minY + 11)
      // Below the status bar, whose own label sits at the band's left, when the view starts
      // under it and reaches below it.
      let statusBar = snapshot.statusBarFrame
      if snapshot.isStatusBarVisible, statusBar.height > PointFormat.epsilon,
        statusBar.contains(labelPoint), frame.maxY > statusBar.maxY + 14
      {
        labelPoint.y = statusBar.maxY + 11
      }
      var label = view.sceneID ?? view.className
      if let controller = snapshot.controller(owningRootView: view.id) {
        label = "\(controller.sceneID ?? controller.className).view"
        // Root views fill the screen: label them inside their safe area, where it shows, one
        // above the other.
        let lift = CGFloat(rootLabels) * 11
        rootLabels += 1
        if let safe = view.safeAreaLayoutFrame {
          let area = Drawing.toWindow(safe, in: view)
          labelPoint = CGPoint(x: area.minX + 3, y: area.maxY - 4 - lift)
        } else {
          labelPoint = CGPoint(x: frame.minX + 3, y: frame.maxY - 4 - lift)
        }
      }
      // Out of the screen's rounded corners, where the label would be clipped.
      let corner = outline.cornerRadius
      if labelPoint.y < corner || labelPoint.y > screen.maxY - corner {
        labelPoint.x = min(max(labelPoint.x, corner * 0.75), max(frame.maxX - 20, frame.minX + 3))
      }
      labels.append((labelPoint, label))
    }
  }

  /// R14.5: each shown column of an expanded split view, the floating sidebar as a card over
  /// the column it covers, labelled with its column and width.
  mutating func drawSplitColumns() {
    for controller in snapshot.allControllers {
      guard let split = controller.split, !split.isCollapsed else { continue }
      // Back to front: the secondary first, the floating primary last.
      for column in split.columns.reversed() where column.isShown {
        guard let id = column.rootViewID, let view = snapshot.view(id: id) else { continue }
        let frame = view.frameInWindow
        writer.comment("\(controller.displayName) \(column.column) column: \(rectText(frame))")
        let floating = column.column == "primary" && snapshot.environment.ios >= 26
        writer.empty(
          "rect",
          SVGWriter.rect(frame) + [
            ("rx", .number(floating ? 12 : 0)),
            ("class", .text(floating ? "split-column sidebar" : "split-column")),
          ])
        writer.element(
          "text",
          [
            ("class", .text("system-label")), ("x", .number(frame.midX)),
            ("y", .number(frame.maxY - 18)), ("text-anchor", .text("middle")),
          ], text: "\(column.column) column \(Markup.number(frame.width))")
      }
    }
  }

  /// R13: a sheet dims what it covers and is drawn as a rounded card with its grabber; a
  /// full-screen presentation covers the presenter.
  mutating func drawPresentationBackdrop(_ container: ViewSnapshot) {
    guard let presented = container.subviews.first,
      let controller = snapshot.controller(owningRootView: presented.id),
      let presentation = controller.presentation
    else { return }
    let card = presented.frameInWindow
    writer.comment(
      "\(controller.displayName) presented as \(presentation.resolvedStyle.rawValue):"
        + " \(rectText(card))")
    guard presentation.isSheet, card != screen else { return }
    writer.empty(
      "rect",
      SVGWriter.rect(screen) + [
        ("fill", .text("#000")), ("fill-opacity", .number(0.2)), ("class", .text("dimming")),
      ])
    writer.empty(
      "rect",
      SVGWriter.rect(card) + [
        ("rx", .number(presentation.resolvedStyle == .formSheet ? 32 : 12)),
        ("fill", .text("#fff")), ("stroke", .text("#888")), ("class", .text("sheet")),
      ])
    if let grabber = presentation.grabberFrame {
      writer.empty(
        "rect",
        SVGWriter.rect(grabber) + [
          ("rx", .number(2.5)), ("fill", .text("#999")), ("class", .text("grabber")),
        ])
    }
  }

  /// A table's cells or a collection's items: one path of rectangles, each cut to the scroll
  /// view's frame (a rectangle cut by a rectangle needs no clip path); rows that span the scroll
  /// view's width are drawn as the lines between them.
  mutating func drawCells(of view: ViewSnapshot) {
    var frames: [CGRect] = []
    if let table = view.table {
      for section in table.sections { frames += section.map(\.frame) }
    }
    if let collection = view.collection {
      for section in collection.sections { frames += section }
    }
    guard !frames.isEmpty else { return }
    let visible = view.frameInWindow
    let rects = frames.prefix(SVGRenderer.maximumCells).compactMap { frame -> CGRect? in
      let rect = Drawing.toWindow(frame, in: view).intersection(visible)
      return !rect.isNull && rect.width > 0 && rect.height > 0 ? rect : nil
    }
    guard !rects.isEmpty else { return }
    let n = Markup.coordinate
    if rects.allSatisfy({ PointFormat.nearlyEqual($0.width, visible.width) }) {
      // Rows: each one's top edge, and the last one's bottom edge.
      var path = ""
      for rect in rects { path += "M\(n(rect.minX)) \(n(rect.minY))h\(n(rect.width))" }
      if let last = rects.last { path += "M\(n(last.minX)) \(n(last.maxY))h\(n(last.width))" }
      writer.empty("path", [("d", .text(path)), ("class", .text("rows"))])
      return
    }
    var path = ""
    for rect in rects {
      path +=
        "M\(n(rect.minX)) \(n(rect.minY))h\(n(rect.width))v\(n(rect.height))H\(n(rect.minX))z"
    }
    writer.empty("path", [("d", .text(path)), ("class", .text("cell"))])
  }

  /// Scroll content boxes at the current offset, and unreachable content hatched. Not clipped to
  /// the screen: content beyond it shows around the device, up to half a screen away.
  mutating func drawScrollContent() {
    let boxes = contentBoxes
    guard !boxes.isEmpty else { return }
    let limit = extentLimit
    for entry in boxes {
      let name = entry.view.sceneID ?? entry.view.className
      let size = entry.scroll.contentSize
      let box = entry.box.intersection(limit)
      if !box.isNull, box.width > 0, box.height > 0 {
        writer.empty("rect", SVGWriter.rect(box) + [("class", .text("content"))])
        writer.element(
          "text",
          [
            ("class", .text("content-label")), ("x", .number(box.minX + 3)),
            ("y", .number(box.maxY - 3)),
          ],
          text:
            "\(name) content \(Markup.number(size.width)) x \(Markup.number(size.height))"
            + " at offset \(Markup.number(entry.scroll.contentOffset.x)),"
            + " \(Markup.number(entry.scroll.contentOffset.y))")
      }
      guard entry.scroll.hasUnreachableContent else { continue }
      // Drawn where it sits when scrolled as far towards it as scrolling goes (the end, for
      // content past the middle), which is what shows why it never comes into view.
      let content = entry.scroll.unreachableContent
      let (unreachable, offset) = Self.unreachableInWindow(entry.view, entry.scroll)
      let shown = unreachable.intersection(limit)
      writer.comment(
        "\(name): unreachable content \(rectText(content)) in content coordinates, drawn at"
          + " offset \(Markup.number(offset.x)), \(Markup.number(offset.y))")
      guard !shown.isNull, shown.width > 0, shown.height > 0 else { continue }
      writer.empty(
        "rect",
        SVGWriter.rect(shown) + [
          ("class", .text("unreachable")), ("fill", .text("url(#\(hatch))")),
        ])
      writer.element(
        "text",
        [
          ("class", .text("unreachable-label")), ("x", .number(shown.minX + 3)),
          ("y", .number(shown.minY + 11)),
        ],
        text:
          "\(name): unreachable \(Markup.number(content.width)) x \(Markup.number(content.height))"
          + " (scrolled to \(Markup.number(offset.x)), \(Markup.number(offset.y)))")
    }
  }

  mutating func drawStatusBar() {
    let frame = snapshot.statusBarFrame
    guard snapshot.isStatusBarVisible, frame.height > PointFormat.epsilon else { return }
    writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("status-bar"))])
    // The label goes beside the housing, on the left of the band.
    writer.element(
      "text",
      [
        ("class", .text("system-label")), ("x", .number(frame.minX + outline.cornerRadius / 2 + 6)),
        ("y", .number(frame.maxY - 5)),
      ], text: "status bar \(Markup.number(frame.height))")
  }

  mutating func drawBars() {
    for controller in snapshot.allControllers {
      let bars: [(String, BarSnapshot?)] = [
        ("navigation bar", controller.navigationBar), ("toolbar", controller.toolbar),
        ("tab bar", controller.tabBar),
      ]
      for (index, (name, bar)) in bars.enumerated() {
        guard let bar, !bar.isHidden, bar.frame.height > PointFormat.epsilon else { continue }
        let kind = bar.isTranslucent ? "translucent" : "opaque"
        writer.comment("\(controller.displayName) \(name) (\(kind)): \(rectText(bar.frame))")
        writer.empty(
          "rect",
          SVGWriter.rect(bar.frame) + [("class", .text(bar.isTranslucent ? "bar" : "bar opaque"))])
        // R20.2: bars in the vertical column share it; their labels stack down the column.
        let vertical = environment.verticalBarColumn != nil && bar.frame.height > bar.frame.width
        writer.element(
          "text",
          [
            ("class", .text("system-label middle")), ("x", .number(bar.frame.midX)),
            (
              "y",
              .number(
                vertical
                  ? bar.frame.minY + 60 + CGFloat(index) * 14
                  : bar.frame.minY + min(bar.frame.height, 44) / 2 + 3)
            ),
          ],
          text: vertical
            ? "\(name) \(Markup.number(bar.frame.width)) wide"
            : "\(name) \(Markup.number(bar.frame.height)) (\(kind))")
        if let platter = bar.platterFrame {
          // R17.2: the iOS 26 floating tab bar's platter.
          writer.empty(
            "rect",
            SVGWriter.rect(platter) + [
              ("rx", .number(platter.height / 2)), ("fill", .text("none")),
              ("stroke", .text("#666")), ("class", .text("platter")),
            ])
        }
      }
    }
  }

  /// R16.1: the docked keyboard, when shown.
  mutating func drawKeyboard() {
    let frame = snapshot.keyboardFrame
    guard frame.height > PointFormat.epsilon else { return }
    writer.comment("keyboard: \(rectText(frame))")
    writer.empty(
      "rect",
      SVGWriter.rect(frame) + [
        ("fill", .text("#d1d3d9")), ("fill-opacity", .number(0.9)), ("class", .text("keyboard")),
      ])
    writer.element(
      "text",
      [
        ("class", .text("system-label")), ("x", .number(frame.midX)),
        ("y", .number(frame.minY + 16)), ("text-anchor", .text("middle")),
      ], text: "keyboard \(Markup.number(frame.height))")
  }

  mutating func drawHardware() {
    if let housing = outline.housing {
      switch housing.shape {
      case .island:
        let radius = min(housing.rect.width, housing.rect.height) / 2
        writer.empty(
          "rect",
          SVGWriter.rect(housing.rect) + [
            ("rx", .number(radius)), ("class", .text("housing")),
          ])
      case .notch:
        writer.empty(
          "path", [("d", .text(notchPath(housing))), ("class", .text("housing"))])
      }
    }
    if let indicator = outline.homeIndicator {
      // A pill: a line as thick as the pill is high, with round caps.
      let n = Markup.coordinate
      let radius = indicator.height / 2
      writer.empty(
        "path",
        [
          (
            "d",
            .text(
              "M\(n(indicator.minX + radius)) \(n(indicator.midY))H\(n(indicator.maxX - radius))")
          ),
          ("class", .text("home-indicator")),
        ])
    }
  }

  /// A notch: flat against its screen edge, rounded (radius 8) at the two inner corners.
  func notchPath(_ housing: DeviceOutline.Housing) -> String {
    let r = housing.rect
    let n = Markup.coordinate
    switch housing.edge {
    case .top, .bottom:
      let radius = min(8, r.width / 2, r.height)
      let (edgeY, innerY, sweep) =
        housing.edge == .top ? (r.minY, r.maxY, 0) : (r.maxY, r.minY, 1)
      let towards: CGFloat = housing.edge == .top ? -radius : radius
      return "M\(n(r.minX)) \(n(edgeY)) L\(n(r.minX)) \(n(innerY + towards))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(r.minX + radius)) \(n(innerY))"
        + " L\(n(r.maxX - radius)) \(n(innerY))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(r.maxX)) \(n(innerY + towards))"
        + " L\(n(r.maxX)) \(n(edgeY)) Z"
    case .left, .right:
      let radius = min(8, r.height / 2, r.width)
      let (edgeX, innerX, sweep) =
        housing.edge == .left ? (r.minX, r.maxX, 1) : (r.maxX, r.minX, 0)
      let towards: CGFloat = housing.edge == .left ? -radius : radius
      return "M\(n(edgeX)) \(n(r.minY)) L\(n(innerX + towards)) \(n(r.minY))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(innerX)) \(n(r.minY + radius))"
        + " L\(n(innerX)) \(n(r.maxY - radius))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(innerX + towards)) \(n(r.maxY))"
        + " L\(n(edgeX)) \(n(r.maxY)) Z"
    }
  }

  /// The marks, drawn over the views they name: an outline, a numbered badge, and a label with
  /// the amount beside the view.
  mutating func drawFindings(_ marks: [FindingMark]) {
    let views = visibleViews
    var opened = false
    // Marks already drawn per view id (lookups only, never iterated).
    var counts: [Int: Int] = [:]
    for mark in marks {
      let finding = mark.finding
      let matches = views.filter { SVGRenderer.view($0, matches: finding.view) }
      guard !matches.isEmpty else { continue }
      if !opened, !inSheet {
        writer.open("g", [("class", .text("findings"))])
        opened = true
      }
      let severity = finding.severity.rawValue
      for view in matches {
        let frame = view.frameInWindow
        // Several findings on one view: badges side by side, right to left; labels one below
        // the other.
        let stack = CGFloat(counts[view.id, default: 0])
        counts[view.id, default: 0] += 1
        writer.open("g", [("class", .text("finding-group"))])
        writer.element(
          "title", [],
          text: "\(mark.number). [\(finding.rule.rawValue)] \(Geometry.points(mark.amount)) pt"
            + " here; where worst: \(finding.message)")
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("finding \(severity)"))])
        // Inside the screen, clear of its rounded corners.
        let inner = screen.insetBy(dx: 8 + outline.cornerRadius * 0.3, dy: 8)
        let badge = CGPoint(
          x: min(max(frame.maxX - 9 - stack * 20, inner.minX), inner.maxX - stack * 20),
          y: min(max(frame.minY + 9, inner.minY), inner.maxY))
        writer.empty(
          "circle",
          [
            ("cx", .number(badge.x)), ("cy", .number(badge.y)), ("r", .number(9)),
            ("class", .text("badge \(severity)")),
          ])
        writer.element(
          "text",
          [
            ("class", .text("badge-label")), ("x", .number(badge.x)), ("y", .number(badge.y + 4)),
          ], text: String(mark.number))
        let text = "\(mark.number): \(mark.label)"
        let place = calloutPoint(for: frame, text: text, stack: stack)
        writer.element(
          "text",
          [
            ("class", .text("callout \(severity)")), ("x", .number(place.x)),
            ("y", .number(place.y)),
          ], text: text)
        writer.close("g")
      }
    }
    if opened { writer.close("g") }
  }

  /// Where a finding's label goes: below the view, or above it when the view reaches the screen's
  /// bottom, or inside its top when it fills the screen; within the screen horizontally.
  func calloutPoint(for frame: CGRect, text: String, stack: CGFloat) -> CGPoint {
    // 12 px bold Helvetica: about 0.6 em per character.
    let width = CGFloat(text.count) * 7.2
    let line: CGFloat = 16
    let bottomSpace = screen.maxY - 12 - line * stack
    var y = frame.maxY + 15 + line * stack
    if y > bottomSpace {
      y = frame.minY - 6 - line * stack
      if y < screen.minY + 14 { y = max(frame.minY, screen.minY) + 40 + line * stack }
    }
    let corner = outline.cornerRadius * 0.3
    let x = min(
      max(frame.minX, screen.minX + 6 + corner), max(screen.minX + 6, screen.maxX - 6 - width))
    return CGPoint(x: x, y: min(y, screen.maxY - 6))
  }

  func rectText(_ rect: CGRect) -> String {
    "(\(Markup.number(rect.minX)), \(Markup.number(rect.minY)), \(Markup.number(rect.width)),"
      + " \(Markup.number(rect.height)))"
  }
}
