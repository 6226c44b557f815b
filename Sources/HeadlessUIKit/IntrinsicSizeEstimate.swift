import Foundation

/// Estimated intrinsic content sizes for views whose size comes from content the runtime does not
/// render (text, images, controls): shared by every reader (Interface Builder documents, scene
/// files, view code), so that a label pinned in any of them gets the same height.
///
/// Two sources, never mixed: a size the document stores (Interface Builder writes each control's
/// frame as designed, and a control's designed size is its intrinsic size along the dimensions
/// ``storedDimensions(of:)`` gives), or a size computed from a font (``labelHeight(fontSize:scale:)``,
/// ``buttonHeight(fontSize:scale:)``). Text widths need glyph metrics the runtime does not have:
/// no width is estimated from text, so a label whose width no constraint fixes stays ambiguous
/// (and the audit says so) rather than guessed.
public enum IntrinsicSizeEstimate {
  /// Which dimensions of a stored size are a control's intrinsic size.
  public struct Dimensions: Hashable, Sendable {
    public var width: Bool
    public var height: Bool

    public init(width: Bool, height: Bool) {
      self.width = width
      self.height = height
    }

    public static let both = Dimensions(width: true, height: true)
    public static let heightOnly = Dimensions(width: false, height: true)
    public static let none = Dimensions(width: false, height: false)
  }

  /// The dimensions of a designed frame that are intrinsic, by Interface Builder element name
  /// (`label`, `button`, …): text controls, switches, steppers and pickers have both; sliders,
  /// progress views, search bars and bars only a height; an image view the image's size (handled
  /// by the caller, which knows the image); a text view both only when it does not scroll (also
  /// the caller's); anything else none.
  public static func storedDimensions(of elementName: String) -> Dimensions {
    switch elementName {
    case "label", "button", "textField", "switch", "stepper", "segmentedControl",
      "activityIndicatorView", "pageControl", "datePicker", "pickerView":
      .both
    case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
      .heightOnly
    default:
      .none
    }
  }

  /// The system font's line height per point of size: SF Pro's `hhea` ascender 1950 plus
  /// descender 494 over 2048 units per em = 1.193359375 (so `UIFont.systemFont(ofSize: 17)
  /// .lineHeight` is 20.287109375, the value printed on iOS 11 and later).
  public static let systemLineHeightPerPoint: CGFloat = 1.193359375

  /// The line height of the system font at `fontSize` points.
  public static func lineHeight(fontSize: CGFloat) -> CGFloat {
    fontSize * systemLineHeightPerPoint
  }

  /// A one-line `UILabel`'s intrinsic height: its font's line height rounded up to the screen's
  /// pixel grid (17 pt: 20.333 on 3× screens, 20.5 on 2×, the heights printed for a 17-point
  /// label). Derived from the font's line height and UIKit's pixel rounding of intrinsic sizes.
  public static func labelHeight(fontSize: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = max(scale, 1)
    return (lineHeight(fontSize: fontSize) * scale - 1e-9).rounded(.up) / scale
  }

  /// The title padding of a legacy (`UIButton.ButtonType.system` or `.custom`, no
  /// `UIButton.Configuration`) button: 6 points above and below its title label, so that the
  /// default 15-point title gives the 30-point height Interface Builder and UIKit print for a
  /// system button. Derived from that printed height and ``labelHeight(fontSize:scale:)``.
  public static let legacyButtonTitlePadding: CGFloat = 6

  /// A legacy button's intrinsic height with a one-line title of `fontSize` points (15 by
  /// default).
  public static func buttonHeight(fontSize: CGFloat, scale: CGFloat) -> CGFloat {
    let title = (lineHeight(fontSize: fontSize) * max(scale, 1) - 1e-9).rounded(.up) / max(scale, 1)
    return title + 2 * legacyButtonTitlePadding
  }

  /// The system font size of a label's text when none is set (UILabel: 17 points).
  public static let defaultLabelFontSize: CGFloat = 17
  /// A button's title font size when none is set (15 points).
  public static let defaultButtonFontSize: CGFloat = 15
}
