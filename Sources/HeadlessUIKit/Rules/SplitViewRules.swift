import DeviceCatalog
import Foundation

/// How a `UISplitViewController` sizes and places its columns (§14 of `UIKitRules.md`,
/// R14.1–R14.7).
public enum SplitViewRules {
  /// R14.1: `UISplitViewController.automaticDimension`, −FLT_MAX as a `CGFloat`.
  public static let automaticDimension = CGFloat(-Float.greatestFiniteMagnitude)
  /// R14.1: the default primary width of classic and double-column splits.
  public static let defaultPrimaryWidth: CGFloat = 320
  /// R14.1: the default primary width of a triple-column split.
  public static let defaultTripleColumnPrimaryWidth: CGFloat = 280
  /// R14.1: the default supplementary width.
  public static let defaultSupplementaryWidth: CGFloat = 320
  /// R14.1: the secondary column's default minimum width.
  public static let defaultMinimumSecondaryWidth: CGFloat = 464
  /// R14.3: the default minimum primary and supplementary widths that decide whether three
  /// columns tile.
  public static let defaultMinimumTilingWidth: CGFloat = 240
  /// R14.5: the floating sidebar's distance from the leading edge, and its minimum bottom margin.
  public static let sidebarInset: CGFloat = 10
  /// R14.5: tiled neighbours are separated by 0.5 pt.
  public static let separator: CGFloat = 0.5
  /// R14.4: the iOS 14–18 primary column's view reaches 100 pt past the leading edge.
  public static let primaryOverhang: CGFloat = 100

  /// A column's width settings: UIKit's `preferred…ColumnWidth`, `…Fraction`, `minimum…` and
  /// `maximum…`, each ``automaticDimension`` when not set.
  public struct WidthRequest: Hashable, Sendable {
    public var preferred: CGFloat
    public var fraction: CGFloat
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(
      preferred: CGFloat = automaticDimension, fraction: CGFloat = automaticDimension,
      minimum: CGFloat = automaticDimension, maximum: CGFloat = automaticDimension
    ) {
      self.preferred = preferred
      self.fraction = fraction
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// Whether a width setting was given (is not ``automaticDimension``).
  static func isSet(_ value: CGFloat) -> Bool { value > automaticDimension }

  /// R14.2: a preferred width in points wins over the fraction; else `fraction × split width`;
  /// else `fallback` (R14.1). Then capped at `cap` when the cap is positive, and only then clamped
  /// to the minimum and maximum.
  public static func columnWidth(
    _ request: WidthRequest, splitWidth: CGFloat, fallback: CGFloat, cap: CGFloat?
  ) -> CGFloat {
    var width =
      isSet(request.preferred)
      ? request.preferred : isSet(request.fraction) ? splitWidth * request.fraction : fallback
    if let cap, cap > 0 { width = min(width, cap) }
    if isSet(request.minimum) { width = max(width, request.minimum) }
    if isSet(request.maximum) { width = min(width, request.maximum) }
    return width
  }

  /// R14.3: the display mode an expanded split shows for `preferred` when it first appears
  /// (iOS 26.1 on iPad).
  ///
  /// `automatic` is `oneBesideSecondary` for classic and double-column splits, `secondaryOnly`
  /// when the split is narrower than the secondary minimum; a triple-column split shows
  /// `twoBesideSecondary` only when the minimum primary, minimum supplementary, the 10-pt sidebar
  /// gap, one pixel and the minimum secondary fit in its width rounded to pixels, and
  /// `oneBesideSecondary` otherwise. A triple-column split that cannot tile three columns shows
  /// a requested `twoBesideSecondary` or `twoDisplaceSecondary` as `oneBesideSecondary`, and an
  /// over mode as `secondaryOnly` at its first appearance [peer-measured, splitwidthprobe]. Any
  /// other explicit mode is shown as asked.
  public static func resolvedDisplayMode(
    _ preferred: UISplitViewController.DisplayMode, style: UISplitViewController.Style,
    splitWidth: CGFloat, scale: CGFloat, minimumPrimary: CGFloat, minimumSupplementary: CGFloat,
    minimumSecondary: CGFloat
  ) -> UISplitViewController.DisplayMode {
    let narrow = splitWidth < minimumSecondary
    guard style == .tripleColumn else {
      guard preferred == .automatic else { return preferred }
      return narrow ? .secondaryOnly : .oneBesideSecondary
    }
    if narrow { return .secondaryOnly }
    let pixel = 1 / max(scale, 1)
    let available = (splitWidth * max(scale, 1)).rounded() / max(scale, 1)
    let required = minimumPrimary + minimumSupplementary + sidebarInset + pixel + minimumSecondary
    let tiles = available >= required
    switch preferred {
    case .automatic, .twoBesideSecondary, .twoDisplaceSecondary:
      return tiles ? .twoBesideSecondary : .oneBesideSecondary
    case .oneOverSecondary, .twoOverSecondary:
      return .secondaryOnly
    case .secondaryOnly, .oneBesideSecondary:
      return preferred
    }
  }

  /// A leading safe-area inset a column gets beyond its superview's (R14.4 overhang, R14.5
  /// floating sidebar), with what it is.
  public struct LeadingInset: Hashable, Sendable {
    public var amount: CGFloat
    public var label: String
    public var rule: String

    public init(amount: CGFloat, label: String, rule: String) {
      self.amount = amount
      self.label = label
      self.rule = rule
    }
  }

  /// Where one column's view goes in the split view.
  public struct ColumnPlacement: Hashable, Sendable {
    public var column: UISplitViewController.Column
    /// The frame in the split view's bounds.
    public var frame: CGRect
    /// The leading inset beyond the R2.3 overlap, or `nil`.
    public var leadingInset: LeadingInset?

    public init(
      column: UISplitViewController.Column, frame: CGRect, leadingInset: LeadingInset? = nil
    ) {
      self.column = column
      self.frame = frame
      self.leadingInset = leadingInset
    }
  }

  /// What an expanded split's columns need besides their widths.
  public struct ExpandedContext: Hashable, Sendable {
    public var style: UISplitViewController.Style
    public var displayMode: UISplitViewController.DisplayMode
    /// The split view's bounds.
    public var bounds: CGRect
    /// The split view's safe-area insets.
    public var safeArea: UIEdgeInsets
    /// The resolved primary and supplementary widths (R14.2).
    public var primaryWidth: CGFloat
    public var supplementaryWidth: CGFloat
    public var minimumSecondaryWidth: CGFloat
    public var ios: Int

    public init(
      style: UISplitViewController.Style, displayMode: UISplitViewController.DisplayMode,
      bounds: CGRect, safeArea: UIEdgeInsets, primaryWidth: CGFloat, supplementaryWidth: CGFloat,
      minimumSecondaryWidth: CGFloat, ios: Int
    ) {
      self.style = style
      self.displayMode = displayMode
      self.bounds = bounds
      self.safeArea = safeArea
      self.primaryWidth = primaryWidth
      self.supplementaryWidth = supplementaryWidth
      self.minimumSecondaryWidth = minimumSecondaryWidth
      self.ios = ios
    }
  }

  /// The columns an expanded split shows, back to front, and what the model cannot know about
  /// them.
  public struct ExpandedLayout: Hashable, Sendable {
    public var placements: [ColumnPlacement]
    public var missing: [MissingValue]
  }

  /// R14.3–R14.6: the frames of the columns `context.displayMode` shows, back to front (the
  /// secondary first, the floating primary last).
  public static func expandedLayout(_ context: ExpandedContext) -> ExpandedLayout {
    if context.ios < 26 { return legacyLayout(context) }
    var missing: [MissingValue] = []
    let bounds = context.bounds
    let safe = context.safeArea
    let width = bounds.width
    let height = bounds.height
    let pw = context.primaryWidth
    // R14.5: the floating sidebar.
    let margin = max(sidebarInset, safe.bottom - sidebarInset)
    let sidebar = CGRect(
      x: bounds.minX + sidebarInset, y: bounds.minY + safe.top, width: pw,
      height: max(0, height - safe.top - margin))
    let sidebarLabel =
      "floating sidebar (primary column \(PointFormat.string(pw)) + \(PointFormat.string(sidebarInset)))"
    let beside = LeadingInset(amount: pw + sidebarInset, label: sidebarLabel, rule: "R14.5")
    if safe.left > 0 || safe.right > 0 {
      missing.append(
        MissingValue(
          "the floating sidebar beside a leading or trailing safe-area inset (measured only with"
            + " none)", rule: "R14.5"))
    }
    func tiledSecondary(after leading: CGFloat) -> CGRect {
      let x = leading + separator
      return CGRect(
        x: bounds.minX + x, y: bounds.minY, width: max(0, width - x), height: height)
    }
    func shifted(_ dx: CGFloat) -> CGRect { bounds.offsetBy(dx: dx, dy: 0) }
    let mode = context.displayMode
    var placements: [ColumnPlacement] = []
    if context.style != .tripleColumn {
      switch mode {
      case .automatic, .secondaryOnly:
        placements = [ColumnPlacement(column: .secondary, frame: bounds)]
      case .oneBesideSecondary:
        placements = [
          ColumnPlacement(column: .secondary, frame: bounds, leadingInset: beside),
          ColumnPlacement(column: .primary, frame: sidebar),
        ]
      case .oneOverSecondary:
        missing.append(
          MissingValue("the column frames of an overlay display mode", rule: "R14.6"))
        placements = [
          ColumnPlacement(column: .secondary, frame: bounds),
          ColumnPlacement(column: .primary, frame: sidebar),
        ]
      case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
        missing.append(
          MissingValue(
            "the layout of display mode '\(mode.rawValue)' in a split view without a"
              + " supplementary column", rule: "R14.3"))
        placements = [
          ColumnPlacement(column: .secondary, frame: bounds, leadingInset: beside),
          ColumnPlacement(column: .primary, frame: sidebar),
        ]
      }
      // The classic style on iOS 26 is modelled with the double-column sidebar (model choice).
      return ExpandedLayout(placements: placements, missing: missing)
    }
    let sw = context.supplementaryWidth
    switch mode {
    case .automatic, .secondaryOnly:
      placements = [ColumnPlacement(column: .secondary, frame: bounds)]
    case .oneBesideSecondary:
      let supplementary = CGRect(x: bounds.minX, y: bounds.minY, width: sw, height: height)
      placements = [
        ColumnPlacement(column: .secondary, frame: tiledSecondary(after: sw)),
        ColumnPlacement(column: .supplementary, frame: supplementary),
      ]
    case .oneOverSecondary:
      missing.append(MissingValue("the column frames of an overlay display mode", rule: "R14.6"))
      placements = [
        ColumnPlacement(column: .secondary, frame: bounds),
        ColumnPlacement(
          column: .supplementary,
          frame: CGRect(x: bounds.minX, y: bounds.minY, width: sw, height: height)),
      ]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      let supplementaryWidth = pw + sidebarInset + sw
      let supplementary = CGRect(
        x: bounds.minX, y: bounds.minY, width: supplementaryWidth, height: height)
      let secondary: CGRect
      switch mode {
      case .twoBesideSecondary:
        secondary = tiledSecondary(after: supplementaryWidth)
        if secondary.width + 0.001 < context.minimumSecondaryWidth {
          missing.append(
            MissingValue(
              "the column widths of a triple-column split narrower than its primary and"
                + " supplementary widths plus the secondary minimum (only the boundary was measured)",
              rule: "R14.3"))
        }
      case .twoOverSecondary:
        missing.append(
          MissingValue("the column frames of an overlay display mode", rule: "R14.6"))
        secondary = bounds
      default:
        missing.append(
          MissingValue("the column frames of the displace display mode", rule: "R14.6"))
        secondary = shifted(supplementaryWidth + separator)
      }
      placements = [
        ColumnPlacement(column: .secondary, frame: secondary),
        ColumnPlacement(column: .supplementary, frame: supplementary, leadingInset: beside),
        ColumnPlacement(column: .primary, frame: sidebar),
      ]
    }
    return ExpandedLayout(placements: placements, missing: missing)
  }

  /// Before iOS 26 the expanded frames are open (§14 "Still open"): the columns tile after
  /// 0.5-pt separators as a stand-in, iOS 14–18 column styles give the primary the 100-pt
  /// overhang of R14.4, and the layout reports the frames as missing.
  static func legacyLayout(_ context: ExpandedContext) -> ExpandedLayout {
    let bounds = context.bounds
    let height = bounds.height
    let pw = context.primaryWidth
    var missing = [
      MissingValue("the column frames of an expanded split view before iOS 26", rule: "R14.4")
    ]
    let columnStyle = context.style != .unspecified
    if columnStyle, context.ios < 14 {
      missing.append(
        MissingValue(
          "a column-style split view before iOS 14 (UISplitViewController(style:) is iOS 14+)",
          rule: "R14.1"))
    }
    let overhang = columnStyle && context.ios >= 14
    let primary =
      overhang
      ? CGRect(
        x: bounds.minX - primaryOverhang, y: bounds.minY, width: pw + primaryOverhang,
        height: height)
      : CGRect(x: bounds.minX, y: bounds.minY, width: pw, height: height)
    let overhangInset =
      overhang
      ? LeadingInset(
        amount: primaryOverhang + context.safeArea.left,
        label: "primary column's \(PointFormat.string(primaryOverhang))-pt off-screen overhang",
        rule: "R14.4") : nil
    func tiled(after leading: CGFloat) -> CGRect {
      CGRect(
        x: bounds.minX + leading + separator, y: bounds.minY,
        width: max(0, bounds.width - leading - separator), height: height)
    }
    let mode = context.displayMode
    let shownPrimary: Bool
    let shownSupplementary: Bool
    switch mode {
    case .automatic, .secondaryOnly:
      shownPrimary = false
      shownSupplementary = false
    case .oneBesideSecondary, .oneOverSecondary:
      shownPrimary = context.style != .tripleColumn
      shownSupplementary = context.style == .tripleColumn
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      shownPrimary = true
      shownSupplementary = context.style == .tripleColumn
    }
    var placements: [ColumnPlacement] = []
    var leading: CGFloat = 0
    var front: [ColumnPlacement] = []
    if shownPrimary {
      front.append(ColumnPlacement(column: .primary, frame: primary, leadingInset: overhangInset))
      leading = pw
    }
    if shownSupplementary {
      let sw = context.supplementaryWidth
      front.append(
        ColumnPlacement(
          column: .supplementary,
          frame: CGRect(
            x: bounds.minX + (shownPrimary ? leading + separator : 0), y: bounds.minY, width: sw,
            height: height)))
      leading = (shownPrimary ? leading + separator : 0) + sw
    }
    placements.append(
      ColumnPlacement(column: .secondary, frame: leading > 0 ? tiled(after: leading) : bounds))
    placements += front.reversed()
    return ExpandedLayout(placements: placements, missing: missing)
  }
}
