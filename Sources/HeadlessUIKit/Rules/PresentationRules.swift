import DeviceCatalog
import Foundation

/// Where a modal presentation puts the presented view (§13 of `UIKitRules.md`): the style UIKit
/// resolves and the sheet's geometry per idiom, size class and iOS version.
public enum PresentationRules {
  /// R13.1: the style a presentation takes. `.automatic` is `.fullScreen` up to iOS 12,
  /// `.pageSheet` on iOS 13–17 and `.formSheet` from iOS 18; in compact width page sheets, form
  /// sheets and popovers become the phone's sheet (`.pageSheet`) from iOS 13 and full screen
  /// before.
  ///
  /// ```swift
  /// PresentationRules.resolvedStyle(.automatic, ios: 26, horizontalSizeClass: .compact)
  /// // .pageSheet
  /// ```
  public static func resolvedStyle(
    _ style: UIModalPresentationStyle, ios: Int, horizontalSizeClass: SizeClass
  ) -> UIModalPresentationStyle {
    var resolved = style
    if style == .automatic {
      resolved = ios < 13 ? .fullScreen : (ios < 18 ? .pageSheet : .formSheet)
    }
    guard horizontalSizeClass == .compact else { return resolved }
    switch resolved {
    case .pageSheet, .formSheet, .popover: return ios < 13 ? .fullScreen : .pageSheet
    default: return resolved
    }
  }

  /// Whether a resolved style covers the whole window with the presented view.
  static func coversWindow(_ style: UIModalPresentationStyle) -> Bool {
    switch style {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: true
    default: false
    }
  }

  /// Whether the presenting controller's view leaves the window once the presentation is shown
  /// (`.fullScreen` and `.currentContext`; the `over…` styles and sheets keep it).
  static func removesPresentingView(_ style: UIModalPresentationStyle) -> Bool {
    style == .fullScreen || style == .currentContext
  }

  /// What a sheet needs from its environment.
  public struct SheetContext: Sendable {
    /// The window's bounds.
    public var window: CGRect
    /// The window's safe-area insets (status bar included when shown).
    public var windowInsets: UIEdgeInsets
    /// The status bar's height when shown.
    public var statusBarHeight: CGFloat
    public var idiom: Idiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var ios: Int
    public var scale: CGFloat

    public init(
      window: CGRect, windowInsets: UIEdgeInsets, statusBarHeight: CGFloat, idiom: Idiom,
      horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, ios: Int, scale: CGFloat
    ) {
      self.window = window
      self.windowInsets = windowInsets
      self.statusBarHeight = statusBarHeight
      self.idiom = idiom
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
      self.ios = ios
      self.scale = scale
    }
  }

  /// Where a sheet is: the rect its views are laid out in and the rect it is drawn in.
  public struct SheetGeometry: Hashable, Sendable {
    /// The presented view's frame in window coordinates before any transform: its bounds' size,
    /// and what its safe area is computed from (R13.6, R13.7).
    public var layoutFrame: CGRect
    /// The frame in the window as drawn (`convert(bounds, to: window)`): the floating card's
    /// scaled rect (R13.6), else ``layoutFrame``.
    public var windowFrame: CGRect
    /// `context.maximumDetentValue` (R13.5), where known.
    public var maximumDetentValue: CGFloat?
    /// The resolved value of the shown detent (R13.5), where known.
    public var detentValue: CGFloat?
    /// Why the geometry is not known (R13.4, R13.5), or `nil`.
    public var missing: MissingValue?
    /// The rule that placed the sheet.
    public var rule: String
  }

  /// The detent a sheet shows, before resolution.
  public enum DetentRequest: Hashable, Sendable {
    case large
    case medium
    /// A custom detent's resolved value (`nil`: the resolver returned nil).
    case custom(CGFloat?)
  }

  /// R13.3–R13.6: the geometry of a page or form sheet (`style` resolved by
  /// ``resolvedStyle(_:ios:horizontalSizeClass:)``). `resolveCustom` is called with the
  /// maximum detent value, as a custom detent's resolver is.
  public static func sheetGeometry(
    style: UIModalPresentationStyle, detent: DetentRequest, edgeAttachedInCompactHeight: Bool,
    context: SheetContext
  ) -> SheetGeometry {
    let window = context.window
    let insets = context.windowInsets
    if context.verticalSizeClass == .compact {
      // R13.4: compact height: the full window; detents do not apply.
      var geometry = SheetGeometry(
        layoutFrame: window, windowFrame: window, rule: "R13.4")
      if edgeAttachedInCompactHeight {
        geometry.missing = MissingValue(
          "the geometry of an edge-attached sheet in compact height", rule: "R13.4")
      }
      return geometry
    }
    if context.horizontalSizeClass == .regular {
      return padSheetGeometry(style: style, detent: detent, context: context)
    }
    // Phones (compact width, regular height).
    let top: CGFloat
    let rule: String
    if context.ios >= 26 {
      top = max(30, insets.top)  // R13.3
      rule = "R13.3"
    } else if insets.bottom > 0 {
      // R13.3 (leaning), R3.9a: home-indicator phones (the indicator is the bottom inset).
      top = insets.top + 10
      rule = "R13.3"
    } else {
      top = context.statusBarHeight + 20  // R13.3: 40 = 20 + 10 + 10 (printed, iOS 16)
      rule = "R13.3"
    }
    let large = CGRect(x: 0, y: top, width: window.width, height: window.height - top)
    let maximum = window.height - top - insets.bottom  // R13.5
    var geometry = SheetGeometry(
      layoutFrame: large, windowFrame: large, maximumDetentValue: context.ios >= 16 ? maximum : nil,
      detentValue: context.ios >= 15 ? maximum : nil, rule: rule)
    let value: CGFloat
    switch detent {
    case .large:
      return geometry
    case .medium:
      guard context.ios >= 26 else {
        geometry.missing = MissingValue(
          "the medium detent's height before iOS 26", rule: "R13.5")
        return geometry
      }
      value = pixelRounded(maximum * 425 / 759, scale: context.scale)  // R13.5
    case .custom(let resolved):
      guard let resolved else { return geometry }
      value = resolved
    }
    if value >= maximum { return geometry }  // R13.5: at or above the maximum: the large frame
    guard context.ios >= 26 else {
      geometry.missing = MissingValue(
        "the frame of a sheet below its large detent before iOS 26", rule: "R13.5")
      return geometry
    }
    // R13.6: the floating card.
    let height = value + insets.bottom
    let scale = (window.width - 16) / window.width
    geometry.layoutFrame = CGRect(
      x: 0, y: window.height - height, width: window.width, height: height)
    geometry.windowFrame = CGRect(
      x: 8, y: window.height - 8 - scale * height, width: window.width - 16,
      height: scale * height)
    geometry.detentValue = value
    geometry.rule = "R13.6"
    return geometry
  }

  /// R13.4: iPad sheets, measured only on iOS 26.
  static func padSheetGeometry(
    style: UIModalPresentationStyle, detent: DetentRequest, context: SheetContext
  ) -> SheetGeometry {
    let window = context.window
    guard context.ios >= 26 else {
      return SheetGeometry(
        layoutFrame: window, windowFrame: window,
        missing: MissingValue(
          "the size of a \(style == .formSheet ? "form" : "page") sheet in regular width before"
            + " iOS 26", rule: "R13.4"), rule: "R13.4")
    }
    if style == .formSheet {
      let large = CGRect(
        x: (window.width - 580) / 2, y: (window.height - 650 - 10) / 2, width: 580, height: 650)
      var geometry = SheetGeometry(
        layoutFrame: large, windowFrame: large, maximumDetentValue: 650, detentValue: 650,
        rule: "R13.4")
      var value: CGFloat = 650
      switch detent {
      case .large: break
      case .medium: value = pixelRounded(650 * 425 / 759, scale: context.scale)
      case .custom(let resolved): value = min(650, resolved ?? 650)
      }
      // R13.5: the card keeps its large bottom edge and grows upward.
      geometry.layoutFrame = CGRect(
        x: large.minX, y: large.minY + 650 - value, width: 580, height: value)
      geometry.windowFrame = geometry.layoutFrame
      geometry.detentValue = value
      return geometry
    }
    let top = context.windowInsets.top + 10
    let frame = CGRect(x: 0, y: top, width: window.width, height: window.height - top)
    var geometry = SheetGeometry(layoutFrame: frame, windowFrame: frame, rule: "R13.4")
    if detent != .large {
      geometry.missing = MissingValue(
        "the detents of an iPad page sheet on iOS 26", rule: "R13.5")
    }
    return geometry
  }

  /// A length rounded to the device pixel (`scale` pixels per point).
  static func pixelRounded(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    return (value * scale).rounded() / scale
  }

  /// R13.10: the grabber, 36 × 5, centred 5 pt below the sheet's drawn top edge.
  public static func grabberFrame(sheetWindowFrame frame: CGRect) -> CGRect {
    CGRect(x: frame.midX - 18, y: frame.minY + 5, width: 36, height: 5)
  }
}
