import DeviceCatalog
import Foundation

/// What a view draws inside its bounds, when a document says so: the part a person sees, which
/// the audit judges instead of the frame (issue 27, item 1). Not a UIKit type: UIKit draws; the
/// runtime has no renderer and no font metrics, so it describes the drawing and
/// ``rect(in:)`` places it by UIKit's documented layout of text, buttons and indicators.
///
/// Text widths are **estimates** (derived, never measured here): each character's advance is
/// Helvetica's from Adobe's Core 14 AFM metrics (the widths Apple's system fonts descend from)
/// scaled down by ``TextMetrics/lowerBoundFactor``, so that an estimate is a lower bound of the
/// drawn text. A smaller drawn rectangle can only take a finding away, never add one: an
/// estimate never makes a false alarm.
public indirect enum DrawnContent: Hashable, Sendable {
  /// Draws nothing a person sees: a plain view with a clear background, no border and no
  /// subviews (an empty hit area or container), or a transparent overlay whose drawing code the
  /// document does not show. It is not content.
  case nothing
  /// Fills its bounds (a background colour, a filled button): the frame is what is drawn.
  case bounds
  /// A glyph of a fixed size, centred (an activity indicator: 20 × 20 pt for the medium style,
  /// 37 × 37 pt for the large one, the sizes `sizeToFit()` prints).
  case centred(CGSize)
  /// A label's text (``TextContent``).
  case text(TextContent)
  /// A button's title and image, without a background (``ButtonContent``).
  case button(ButtonContent)
  /// Content a scroll view of the view's own insets by the safe area: a `WKWebView` (or
  /// `UIWebView`), whose scroll view's `contentInsetAdjustmentBehavior` insets the page by the
  /// view's `safeAreaInsets` on every edge (iOS 11 and later; a page can opt out with
  /// `viewport-fit=cover`, which the document cannot show). What is drawn at rest is the bounds
  /// less the view's safe area insets (``rect(in:safeAreaInsets:)``); before iOS 11, the frame.
  case insetBySafeArea
  /// Fills (and borders) its bounds with rounded corners of `cornerRadius` (`layer.cornerRadius`:
  /// "Setting the radius to a value greater than 0.0 causes the layer to begin drawing rounded
  /// corners on its background … it applies only to the background color and border of the
  /// layer", Apple's `CALayer.cornerRadius` reference), with `foreground` drawn over the fill (a
  /// button's title and image), if any. What the view covers is its frame, as for ``bounds``;
  /// its drawn outline is the rounded rectangle (``RoundedFillSnapshot``), which a display's rounded
  /// corner may leave whole where it cuts the frame's corner (fresh round M).
  case roundedFill(cornerRadius: CGFloat, foreground: DrawnContent?)
  /// Draws only inside its bounds less `insets`, what exactly not being known: a button with no
  /// background whose title or image code gives it (a custom class, a runtime attribute naming
  /// its icon, an image of unknown size) and that writes `contentEdgeInsets`. `UIButton` draws
  /// "its entire content" in `contentRect(forBounds:)` (Apple's UIButton reference), the bounds
  /// less `contentEdgeInsets` ("the inset or outset margins for the rectangle surrounding all of
  /// the button's content"), and places its title and image inside that rectangle
  /// (`titleRect(forContentRect:)`, `imageRect(forContentRect:)`). The rectangle is an upper
  /// bound of what is drawn: the frame's margins outside it are only a hit area (fresh round T:
  /// a 40-pt attach button with 11-pt insets, its frame's corner 4 pt outside a display's
  /// rounded corner, its icon 11 pt inside).
  case within(UIEdgeInsets)

  /// Where the content is drawn in `bounds`, given the view's `safeAreaInsets` (`nil` before
  /// iOS 11, when there are none); `nil` when the whole bounds are drawn.
  public func rect(in bounds: CGRect, safeAreaInsets: UIEdgeInsets?) -> CGRect? {
    guard case .insetBySafeArea = self else { return rect(in: bounds) }
    guard let insets = safeAreaInsets, insets != .zero else { return nil }
    let inner = bounds.inset(by: insets)
    return inner.width > 0 && inner.height > 0 ? inner : .null
  }

  /// Where the content is drawn in `bounds`, or `nil` when it fills them. `.null` for
  /// ``nothing``.
  public func rect(in bounds: CGRect) -> CGRect? {
    switch self {
    case .nothing: return .null
    case .bounds: return nil
    case .centred(let size):
      let width = min(size.width, bounds.width)
      let height = min(size.height, bounds.height)
      return CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    case .text(let text): return text.rect(in: bounds)
    case .button(let button): return button.rect(in: bounds)
    case .insetBySafeArea, .roundedFill: return nil
    case .within(let insets):
      let inner = bounds.inset(by: insets)
      return inner.width > 0 && inner.height > 0 ? inner : nil
    }
  }
}

/// Horizontal placement of text or of a button's content.
public enum ContentAlignment: String, Hashable, Sendable {
  case left, center, right, fill, natural, justified
}

/// Vertical placement of a button's content (`UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: String, Hashable, Sendable {
  case top, center, bottom, fill
}

/// A label's text, as a document gives it.
public struct TextContent: Hashable, Sendable {
  /// The text (lines separated by newlines).
  public var text: String
  /// The font's point size (after `minimumScaleFactor` when the label may shrink it).
  public var pointSize: CGFloat
  /// `textAlignment`.
  public var alignment: ContentAlignment
  /// `numberOfLines` (0: as many as fit).
  public var numberOfLines: Int

  public init(text: String, pointSize: CGFloat, alignment: ContentAlignment, numberOfLines: Int) {
    self.text = text
    self.pointSize = pointSize
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }

  /// The text's rectangle in `bounds`, as `UILabel` lays it out: `textRect(forBounds:
  /// limitedToNumberOfLines:)` gives the text's size (at most the bounds, at most
  /// `numberOfLines` lines, wrapped at the bounds' width), and `drawText(in:)` draws it centred
  /// vertically in the bounds and placed horizontally by `textAlignment` (`.natural` follows the
  /// text's direction: right for Arabic or Hebrew text). Widths are lower-bound estimates
  /// (``TextMetrics``); each line's glyphs are taken as the point size tall, below every system
  /// font's line height (derived, a lower bound too), the first one at the bottom of its line
  /// box, where the system font's metrics put it (fresh round T).
  public func rect(in bounds: CGRect) -> CGRect? {
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    var widest: CGFloat = 0
    var lines = 0
    for paragraph in paragraphs {
      let width = TextMetrics.width(of: paragraph, pointSize: pointSize)
      widest = max(widest, min(width, bounds.width))
      // Wrapped lines; a sub-point-wide label (a hostile 1e-300 frame) would need more than
      // `Int.max`: past a billion lines the height is the bounds' anyway.
      let wrapped = (width / bounds.width).rounded(.up)
      lines += wrapped.isNaN ? 1 : max(1, Int(min(wrapped, 1_000_000_000)))
      if numberOfLines == 1 { break }
    }
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    guard widest > 0 else { return .null }
    let height = min(bounds.height, CGFloat(lines) * pointSize)
    // The glyphs sit low in their lines: a line is the font's ascender plus descender tall
    // (1.193359375 em for the system font, R21.5; printed at 40 pt: ascender 38.0859375,
    // descender -9.6484375, lineHeight 47.734375), and the point-size box of its glyphs ends at
    // the descender, so the top 0.193 em of the first line holds nothing: Helvetica's capitals
    // and ascenders reach 0.718 em above the baseline (Adobe's `Helvetica.afm`, CapHeight and
    // Ascender 718), below the box's top at 0.759 em. The line boxes are centred in the bounds
    // (`drawText(in:)`); the top of the text is moved down to its first glyph box, never up, so
    // the rectangle only shrinks (fresh round S: 1.25 pt of a 36-pt title's empty line top
    // reported under a bar).
    let lineHeight = pointSize * IntrinsicSizeEstimate.systemLineHeightPerPoint
    let glyphTop = bounds.midY - CGFloat(lines) * lineHeight / 2 + (lineHeight - pointSize)
    let bottom = bounds.midY + height / 2
    let top = min(max(bounds.midY - height / 2, glyphTop), bottom)
    let width = alignment == .justified && lines > 1 ? bounds.width : widest
    let isRightToLeft = TextMetrics.isRightToLeft(text)
    let x: CGFloat
    switch alignment {
    case .left: x = bounds.minX
    case .right: x = bounds.maxX - width
    case .center: x = bounds.midX - width / 2
    case .natural, .justified, .fill: x = isRightToLeft ? bounds.maxX - width : bounds.minX
    }
    return CGRect(x: x, y: top, width: width, height: bottom - top)
  }
}

/// A button without a background: its title and image, placed by its content alignments and
/// insets (`UIButton`'s `contentHorizontalAlignment`, `contentVerticalAlignment`,
/// `contentEdgeInsets`; a configuration-style button's content is centred likewise).
public struct ButtonContent: Hashable, Sendable {
  /// The title, if any, at `pointSize`.
  public var title: String?
  public var pointSize: CGFloat
  /// The image's size, if the button has an image (a symbol's size when no size is known:
  /// ``TextMetrics/minimumSymbolSize``).
  public var imageSize: CGSize?
  public var horizontal: ContentAlignment
  public var vertical: ContentVerticalAlignment
  /// `contentEdgeInsets` (top, left, bottom, right).
  public var insets: UIEdgeInsets
  /// `imageEdgeInsets` and `titleEdgeInsets`: each moves its part's drawing rectangle ("a
  /// positive value shrinks, or insets, that edge — moving it closer to the center of the
  /// button; a negative value expands, or outsets, that edge", UIButton's documentation), and
  /// the part is placed in the moved rectangle by the content alignment.
  public var imageInsets: UIEdgeInsets
  public var titleInsets: UIEdgeInsets

  public init(
    title: String?, pointSize: CGFloat, imageSize: CGSize?, horizontal: ContentAlignment,
    vertical: ContentVerticalAlignment, insets: UIEdgeInsets,
    imageInsets: UIEdgeInsets = .zero, titleInsets: UIEdgeInsets = .zero
  ) {
    self.title = title
    self.pointSize = pointSize
    self.imageSize = imageSize
    self.horizontal = horizontal
    self.vertical = vertical
    self.insets = insets
    self.imageInsets = imageInsets
    self.titleInsets = titleInsets
  }

  /// How far `insets` move a part placed by the alignments: by the inset on the side it is
  /// aligned to, or by half the difference when it is centred in the shrunk rectangle.
  func offset(_ insets: UIEdgeInsets) -> CGPoint {
    let dx: CGFloat
    switch horizontal {
    case .left, .natural, .fill, .justified: dx = insets.left
    case .right: dx = -insets.right
    case .center: dx = (insets.left - insets.right) / 2
    }
    let dy: CGFloat
    switch vertical {
    case .top, .fill: dy = insets.top
    case .bottom: dy = -insets.bottom
    case .center: dy = (insets.top - insets.bottom) / 2
    }
    return CGPoint(x: dx, y: dy)
  }

  /// The title and image side by side (the image leading, no spacing: a lower bound), inside
  /// the bounds less the content insets, placed by the alignments; `nil` (the whole frame) when
  /// the button shows neither.
  public func rect(in bounds: CGRect) -> CGRect? {
    let titleWidth = title.map { TextMetrics.width(of: Substring($0), pointSize: pointSize) } ?? 0
    let titleHeight: CGFloat = (title?.isEmpty ?? true) ? 0 : pointSize
    let image = imageSize ?? .zero
    let contentWidth = titleWidth + image.width
    let contentHeight = max(titleHeight, image.height)
    guard contentWidth > 0, contentHeight > 0 else { return nil }
    let box = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let width = horizontal == .fill ? box.width : min(contentWidth, box.width)
    let height = vertical == .fill ? box.height : min(contentHeight, box.height)
    let x: CGFloat
    switch horizontal {
    case .left, .natural, .fill, .justified: x = box.minX
    case .right: x = box.maxX - width
    case .center: x = box.midX - width / 2
    }
    let y: CGFloat
    switch vertical {
    case .top, .fill: y = box.minY
    case .bottom: y = box.maxY - height
    case .center: y = box.midY - height / 2
    }
    let whole = CGRect(x: x, y: y, width: width, height: height)
    guard imageInsets != .zero || titleInsets != .zero, horizontal != .fill, vertical != .fill
    else { return whole }
    // The image leading, the title after it, each centred in the content's height, then each
    // moved by its own insets.
    var result = CGRect.null
    if image.width > 0, image.height > 0 {
      let move = offset(imageInsets)
      result = result.union(
        CGRect(
          x: whole.minX + move.x, y: whole.midY - min(image.height, height) / 2 + move.y,
          width: min(image.width, width), height: min(image.height, height)))
    }
    if titleWidth > 0, titleHeight > 0 {
      let move = offset(titleInsets)
      let start = whole.minX + min(image.width, width)
      result = result.union(
        CGRect(
          x: start + move.x, y: whole.midY - min(titleHeight, height) / 2 + move.y,
          width: max(0, min(titleWidth, whole.maxX - start)), height: min(titleHeight, height)))
    }
    return result.isNull ? whole : result
  }
}

/// Lower-bound text metrics (derived): no font is read on Linux.
public enum TextMetrics {
  /// Helvetica's advance widths in 1/1000 em for ASCII 32–126, from Adobe's Core 14 AFM file
  /// (`Helvetica.afm`, "C 32 ; WX 278 ; N space" …).
  static let helveticaWidths: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space–/
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0–?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @–O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P–_
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `–o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p–~
  ]

  /// The factor applied to Helvetica's widths so that an estimate stays below the drawn width
  /// of the system fonts (San Francisco's advances are at or above Helvetica's for Latin text,
  /// less a tracking of a few hundredths of an em): 0.85, a margin, derived.
  public static let lowerBoundFactor: CGFloat = 0.85

  /// A symbol image's size when the document gives none (an SF Symbol from the system catalog):
  /// 13 × 13 pt, below a symbol's size at the smallest default text style (derived, a lower
  /// bound).
  public static let minimumSymbolSize = CGSize(width: 13, height: 13)

  /// A lower bound of the width `text` takes at `pointSize` on one line. Characters outside
  /// ASCII: ideographs and Hangul 0.9 em (full width, 1 em), other letters 0.4 em.
  public static func width(of text: Substring, pointSize: CGFloat) -> CGFloat {
    var thousandths: CGFloat = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 32, value <= 126 {
        thousandths += CGFloat(helveticaWidths[Int(value - 32)])
      } else if (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
        || (0xFF00...0xFFEF).contains(value)
      {
        thousandths += 900 / lowerBoundFactor
      } else if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .nonspacingMark
      {
        continue
      } else {
        thousandths += 400 / lowerBoundFactor
      }
    }
    return thousandths / 1000 * pointSize * lowerBoundFactor
  }

  /// Whether the text's first strong character is right-to-left (Arabic, Hebrew and their
  /// blocks), which `.natural` alignment follows.
  public static func isRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
        || (0xFE70...0xFEFF).contains(value)
      {
        return true
      }
      if scalar.properties.isAlphabetic { return false }
    }
    return false
  }
}
