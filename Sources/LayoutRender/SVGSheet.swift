import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Many pictures in one SVG document: a report draws each scene's pictures as one sheet, so that
/// they share one file, one style sheet, the hatch pattern and the notes on where the numbers come
/// from.
///
/// Each picture is drawn as ``SVGRenderer/render(_:as:marks:title:idPrefix:)`` draws it, placed in
/// rows, and named by a `<view>` element: `A0-1.svg#iphone-x-portrait` shows that picture alone
/// (in an `<img>`, and when opened), while the sheet opened by itself shows every picture. What a
/// standalone picture's `<desc>` and comments say is left out: the sheet's `<desc>` says it once.
/// The classes used most are written short (``Drawing/shortClasses``: `sa` for `safe-area`), and
/// the style with them.
///
/// ```swift
/// let sheet = SVGSheet(pictures: [SVGSheet.Picture(snapshot: s, environment: e, title: "A0-1")],
///   title: "A0-1")
/// sheet.svg        // the document
/// sheet.frames[0]  // where picture 1 is: its view's viewBox, and its size
/// ```
///
/// Deterministic: pictures in the order given, in rows.
public struct SVGSheet: Sendable {
  /// One picture of a sheet.
  public struct Picture: Sendable {
    /// A laid-out window.
    public var snapshot: LayoutSnapshot
    /// The environment to draw it as (its device's outline); the snapshot's own by default.
    public var environment: Environment
    /// The findings to draw, with their numbers and amounts in this picture.
    public var marks: [FindingMark]
    /// The title written above the device; none when `nil` (a report's captions name it).
    public var title: String?
    /// The id of the picture's `<view>` (unique in the sheet; ``SVGSheet/viewID(_:)`` when
    /// `nil`).
    public var name: String?
    /// The caption the sheet writes above the picture, outside its `<view>` (so that a page
    /// showing the picture alone, with its own caption, does not show it twice): what the sheet
    /// opened by itself says of each picture. The environment's description and the findings'
    /// numbers when `nil`.
    public var caption: String?

    /// Creates a picture.
    public init(
      snapshot: LayoutSnapshot, environment: Environment? = nil, marks: [FindingMark] = [],
      title: String? = nil, name: String? = nil, caption: String? = nil
    ) {
      self.snapshot = snapshot
      self.environment = environment ?? snapshot.environment
      self.marks = marks
      self.title = title
      self.name = name
      self.caption = caption
    }

    /// The caption written above the picture: ``caption``, or the environment and the findings.
    var writtenCaption: String {
      if let caption { return caption }
      let numbers = marks.map { String($0.number) }
      return environment.description
        + (numbers.isEmpty
          ? ""
          : " · finding\(numbers.count == 1 ? "" : "s") "
            + numbers.joined(separator: ", "))
    }
  }

  /// What every picture of a sheet shares, written once in its `<desc>`.
  static let notes =
    "One picture per distinct layout; #name shows one alone. What is drawn and where each number"
    + " comes from (the device catalog, the layout snapshots; what is approximate):"
    + " Documentation/Render.md."

  /// The id of the sheet's hatch pattern.
  static let hatchID = "hatch"
  /// The band above each picture that holds its caption.
  static let captionBand: CGFloat = 22
  /// Where the style puts a caption relative to its picture's group (`.cp`'s `transform`).
  static let captionOffset = CGPoint(x: -10, y: -22)
  /// The widest a row of pictures grows before the next picture starts a new row.
  static let rowWidth: CGFloat = 2400

  /// The SVG document.
  public var svg: String
  /// Each picture's place in the sheet, in the order given: the viewBox of its `<view>`.
  public var frames: [CGRect]

  /// The fragment that shows picture `index` (0-based) alone when it has no name: `p1`, `p2`, …
  public static func viewID(_ index: Int) -> String {
    "p\(index + 1)"
  }

  /// How `picture` is drawn in a sheet, in window coordinates, with its clip path's id made from
  /// `prefix`, and the extent it takes: pictures whose bodies are equal look the same.
  public static func body(_ picture: Picture, prefix: String) -> (text: String, canvas: CGRect) {
    let drawn = draw(picture, prefix: prefix)
    return (drawn.text, drawn.canvas)
  }

  /// ``body(_:prefix:)`` and the picture's label size (``LabelPlacement/fontSize(_:canvas:)``).
  static func draw(_ picture: Picture, prefix: String) -> (
    text: String, canvas: CGRect, labelSize: CGFloat
  ) {
    var drawing = Drawing(
      snapshot: picture.snapshot, environment: picture.environment, prefix: prefix)
    drawing.writer.writesComments = false
    drawing.writer.classNames = Drawing.shortClasses
    drawing.writer.isCompact = true
    drawing.inSheet = true
    drawing.hasTitle = picture.title != nil
    drawing.drawDefinitions()
    drawing.drawPicture(marks: picture.marks, title: picture.title)
    return (drawing.writer.text, drawing.canvas, drawing.labelSize)
  }

  /// Draws `pictures` into one sheet titled `title`.
  ///
  /// - Complexity: linear in the pictures and their views.
  public init(pictures: [Picture], title: String) {
    var body = SVGWriter()
    var frames: [CGRect] = []
    var usesHatch = false
    var origin = CGPoint.zero
    var rowHeight: CGFloat = 0
    for (index, picture) in pictures.enumerated() {
      let viewID = picture.name ?? Self.viewID(index)
      let drawn = Self.draw(picture, prefix: "c\(index + 1)")
      let canvas = drawn.canvas
      if origin.x > 0, origin.x + canvas.width > Self.rowWidth {
        origin = CGPoint(x: 0, y: origin.y + rowHeight)
        rowHeight = 0
      }
      // The caption's band above the picture, outside its view.
      let frame = CGRect(
        origin: CGPoint(x: origin.x, y: origin.y + Self.captionBand), size: canvas.size)
      frames.append(frame)
      body.empty(
        "view",
        [
          ("id", .text(viewID)),
          (
            "viewBox",
            .text(
              [frame.minX, frame.minY, frame.width, frame.height].map(Markup.coordinate)
                .joined(separator: " "))
          ),
        ])
      body.open(
        "g",
        [
          (
            "transform",
            .text(
              "translate(\(Markup.coordinate(frame.minX - canvas.minX))"
                + " \(Markup.coordinate(frame.minY - canvas.minY)))")
          ),
          ("font-size", .number(drawn.labelSize)),
        ])
      // The caption, first in the picture's group: 6 points in from the picture's left edge and
      // 6 above its top (the band above its view). The style moves it by ``captionOffset``,
      // which is where that is for a picture whose canvas starts 16 points out from the screen
      // (every picture but a window's), so most captions carry no coordinates (110 KB on
      // Examples).
      let captionX = SVGRenderer.margin + canvas.minX - Self.captionOffset.x
      let captionY = -6 + canvas.minY - Self.captionOffset.y
      body.element(
        "text",
        [("class", .text(Drawing.shortClasses["caption"] ?? "caption"))]
          + (captionX == 0 ? [] : [("x", .number(captionX))])
          + (captionY == 0 ? [] : [("y", .number(captionY))]),
        text: picture.writtenCaption)
      usesHatch = usesHatch || drawn.text.contains("url(#\(Self.hatchID))")
      body.raw(drawn.text, newline: false)
      body.close("g")
      origin.x += canvas.width
      rowHeight = max(rowHeight, canvas.height + Self.captionBand)
    }
    let extent = frames.reduce(CGRect.zero) { $0.union($1) }
    // Each finding once: its number, rule and message (the pictures' titles give the number).
    var findings: [String] = []
    var listed: Set<Int> = []  // lookups only
    for picture in pictures {
      for mark in picture.marks where !listed.contains(mark.number) {
        listed.insert(mark.number)
        findings.append(
          "\(mark.number). [\(mark.finding.rule.rawValue)] \(mark.finding.message)")
      }
    }
    var head = SVGWriter()
    head.open(
      "svg",
      [
        ("xmlns", .text("http://www.w3.org/2000/svg")),
        (
          "viewBox",
          .text(
            [0, 0, extent.width, extent.height].map(Markup.coordinate).joined(separator: " "))
        ),
        ("font-family", .text("Helvetica, Arial, sans-serif")), ("class", .text("safearea-render")),
      ])
    head.element("title", [], text: title)
    head.element(
      "desc", [],
      text: Self.notes
        + (findings.isEmpty ? "" : " Findings (where worst): " + findings.joined(separator: " ")))
    var definitions = SVGWriter()
    definitions.open("defs")
    if usesHatch, let first = pictures.first {
      var drawing = Drawing(snapshot: first.snapshot, environment: first.environment, prefix: "")
      drawing.inSheet = true
      drawing.writer.classNames = Drawing.shortClasses
      drawing.drawHatch()
      definitions.raw(drawing.writer.text, newline: false)
    }
    definitions.close("defs")
    let drawn = (usesHatch ? definitions.text : "") + body.text
    svg =
      head.text + "<style>"
      + Drawing.style(for: Drawing.classes(in: drawn), renaming: Drawing.shortClasses)
      + "</style>\n" + drawn
      + "</svg>\n"
    self.frames = frames
  }
}
