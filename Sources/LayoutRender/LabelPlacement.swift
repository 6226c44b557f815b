import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Where a picture's words go, so that no two overlap and each is large enough to read on a
/// phone (issue 31).
///
/// Every label of a picture (a view's name, a bar's height, a finding's amount and badge, a
/// scroll view's content) is a ``LabelRequest``: its text and the places it may go, best first.
/// A picture is drawn twice: the first pass only gathers the requests, in drawing order; they are
/// then placed by priority (the hardware and the findings first, the views' names last), each at
/// its first place whose box is inside the screen (clear of its rounded corners) and meets no box
/// placed before it; failing that, shortened with `…`; failing that, left out (a view whose name
/// is left out carries it as a `<title>`). The second pass writes the labels where they were
/// placed.
///
/// Text boxes are estimated from Helvetica's AFM widths (``TextMetrics``, the font the pictures
/// ask for and Liberation Sans, which Linux substitutes, matches in width), 10 % wider for bold
/// text, plus the halo each label is drawn with.
struct LabelPlacement {
  /// How a label's point anchors its text.
  enum Anchor: Hashable {
    case start, middle, end
  }

  /// One place a label may go: its text's anchor point (on the baseline).
  struct Spot: Hashable {
    var point: CGPoint
    var anchor: Anchor = .start

    /// A spot at `x`, `y` rounded to whole points (a label moved by less than half a point
    /// looks the same, and its numbers are shorter).
    init(_ x: CGFloat, _ y: CGFloat, _ anchor: Anchor = .start) {
      point = CGPoint(x: x.rounded(), y: y.rounded())
      self.anchor = anchor
    }
  }

  /// What placing is asked for, in the order a picture draws: lower ``priority`` places first.
  struct Request {
    var text: String
    var spots: [Spot]
    var priority: Int
    var bold = false
    /// Whether the text may be shortened with `…` when it fits nowhere whole.
    var shortenable = true
    /// A fixed size for the box, centred on the spot (a badge); the text's own box otherwise.
    var size: CGSize?
  }

  /// Where a request went: its spot and its text (shortened or whole).
  struct Placed: Hashable {
    var spot: Spot
    var text: String
  }

  /// Priorities, lowest placed first.
  enum Priority {
    static let finding = 0
    static let system = 1
    static let content = 2
    static let view = 3
  }

  /// The labels' font size, in points (CSS pixels at the picture's own size).
  let fontSize: CGFloat
  /// The screen (labels stay inside it) and its corner radius.
  let screen: CGRect
  let cornerRadius: CGFloat
  /// The boxes taken so far: placed labels and what no label may cover.
  private(set) var boxes: [CGRect] = []

  init(fontSize: CGFloat, screen: CGRect, cornerRadius: CGFloat, reserved: [CGRect] = []) {
    self.fontSize = fontSize
    self.screen = screen
    self.cornerRadius = cornerRadius
    boxes = reserved
  }

  /// The smallest label size read on a phone, in CSS pixels.
  static let minimumReadSize: CGFloat = 12

  /// The width a scene page shows a picture at on a 390-px phone held upright: the page less its
  /// 10-pixel padding each side (`HTMLReport.style`).
  static let phonePageWidth: CGFloat = 370

  /// The widest a picture of `environment` is shown on a device of its kind held the picture's
  /// way, in CSS pixels: a phone's picture on a 390 × 844 phone, an iPad's on a 768 × 1024 iPad
  /// mini, less the page's 10-pixel padding each side (`HTMLReport.style`).
  static func viewingWidth(_ environment: Environment, canvas: CGSize) -> CGFloat {
    let portrait = canvas.height >= canvas.width
    switch environment.device.idiom {
    case .pad: return portrait ? 748 : 1004
    default: return portrait ? phonePageWidth : 824
    }
  }

  /// The label size of a picture `canvas` wide: 12 px once the picture is scaled down to its
  /// ``viewingWidth(_:canvas:)``, rounded up to half a point, never below 12.
  static func fontSize(_ environment: Environment, canvas: CGSize) -> CGFloat {
    let scale = min(1, viewingWidth(environment, canvas: canvas) / max(canvas.width, 1))
    return max(minimumReadSize, (minimumReadSize / scale * 2).rounded(.up) / 2)
  }

  /// The width `text` takes at `size`: Helvetica's advances (``TextMetrics``, undoing its lower
  /// bound's margin), 10 % more when bold.
  static func width(of text: String, size: CGFloat, bold: Bool) -> CGFloat {
    var plain =
      TextMetrics.width(of: Substring(text), pointSize: size) / TextMetrics.lowerBoundFactor
    // The ellipsis a shortened word ends with is 1 em wide in Helvetica (AFM "C 188 ; WX 1000 ;
    // N ellipsis"), not the 0.4 em ``TextMetrics`` counts for a character outside ASCII.
    let ellipses = CGFloat(text.unicodeScalars.filter { $0 == "\u{2026}" }.count)
    plain += ellipses * (1 - 0.4 / TextMetrics.lowerBoundFactor) * size
    return bold ? plain * 1.1 : plain
  }

  /// The box of `text` drawn at `spot`: from the ascender (0.8 em above the baseline) to the
  /// descender (0.22 em below), with the 1.5-point halo on each side.
  static func box(_ text: String, at spot: Spot, size: CGFloat, bold: Bool) -> CGRect {
    let width = Self.width(of: text, size: size, bold: bold)
    let x: CGFloat
    switch spot.anchor {
    case .start: x = spot.point.x
    case .middle: x = spot.point.x - width / 2
    case .end: x = spot.point.x - width
    }
    return CGRect(x: x, y: spot.point.y - 0.8 * size, width: width, height: 1.02 * size)
      .insetBy(dx: -1.5, dy: -1.5)
  }

  /// The box of a request at `spot` with `text`.
  func box(_ request: Request, _ text: String, at spot: Spot) -> CGRect {
    if let size = request.size {
      return CGRect(
        x: spot.point.x - size.width / 2, y: spot.point.y - size.height / 2, width: size.width,
        height: size.height)
    }
    return Self.box(text, at: spot, size: fontSize, bold: request.bold)
  }

  /// Whether `box` is inside the screen's rounded rectangle.
  func isOnScreen(_ box: CGRect) -> Bool {
    guard screen.contains(box) else { return false }
    let r = cornerRadius
    guard r > 0 else { return true }
    let centres = [
      CGPoint(x: screen.minX + r, y: screen.minY + r),
      CGPoint(x: screen.maxX - r, y: screen.minY + r),
      CGPoint(x: screen.minX + r, y: screen.maxY - r),
      CGPoint(x: screen.maxX - r, y: screen.maxY - r),
    ]
    let corners = [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
    ]
    for (index, corner) in corners.enumerated() {
      let centre = centres[index]
      let outsideX = index % 2 == 0 ? corner.x < centre.x : corner.x > centre.x
      let outsideY = index < 2 ? corner.y < centre.y : corner.y > centre.y
      if outsideX, outsideY, hypot(corner.x - centre.x, corner.y - centre.y) > r { return false }
    }
    return true
  }

  /// Whether `box` can be placed: on the screen and meeting no box taken.
  func isFree(_ box: CGRect) -> Bool {
    isOnScreen(box) && !boxes.contains { $0.intersects(box) }
  }

  /// Takes `box` (what no label may cover).
  mutating func reserve(_ box: CGRect) {
    boxes.append(box)
  }

  /// `text` cut to at most `count` characters, ending in `…`.
  static func shortened(_ text: String, to count: Int) -> String {
    String(text.prefix(max(1, count - 1))) + "…"
  }

  /// Places `request`: its first free spot with its whole text; then, when it may be shortened,
  /// the longest shortening (down to three characters) that fits at some spot; `nil` when none.
  mutating func place(_ request: Request) -> Placed? {
    for spot in request.spots {
      let box = box(request, request.text, at: spot)
      if isFree(box) {
        boxes.append(box)
        return Placed(spot: spot, text: request.text)
      }
    }
    guard request.shortenable, request.size == nil, request.text.count > 3 else { return nil }
    // Halving, then finer: at most a handful of tries per spot.
    var lengths: [Int] = []
    var length = request.text.count - 1
    while length >= 3 {
      lengths.append(length)
      length = length > 12 ? length * 3 / 4 : length - 2
    }
    for length in lengths {
      let text = Self.shortened(request.text, to: length)
      for spot in request.spots {
        let box = box(request, text, at: spot)
        if isFree(box) {
          boxes.append(box)
          return Placed(spot: spot, text: text)
        }
      }
    }
    return nil
  }

  /// Places `requests` by priority (then in order) and returns where each went, in their order.
  mutating func place(all requests: [Request]) -> [Placed?] {
    var result = [Placed?](repeating: nil, count: requests.count)
    let order = requests.indices.sorted {
      (requests[$0].priority, $0) < (requests[$1].priority, $1)
    }
    for index in order { result[index] = place(requests[index]) }
    return result
  }
}
