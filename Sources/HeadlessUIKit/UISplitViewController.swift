import DeviceCatalog
import Foundation

/// UIKit's `UISplitViewController`: the classic two-controller form and the iOS 14 column styles,
/// expanded into columns in a horizontally regular environment and collapsed into one navigation
/// stack in a compact one (R14.1–R14.7).
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(sidebar, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// window.rootViewController = split
/// ```
@MainActor
open class UISplitViewController: UIViewController {
  /// UIKit's `UISplitViewController.Style`.
  public enum Style: String, Sendable, CaseIterable {
    case unspecified, doubleColumn, tripleColumn
  }

  /// UIKit's `UISplitViewController.DisplayMode`.
  public enum DisplayMode: String, Sendable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
    case twoOverSecondary, twoDisplaceSecondary
  }

  /// UIKit's `UISplitViewController.Column`.
  public enum Column: String, Sendable, CaseIterable {
    case primary, supplementary, secondary, compact
  }

  /// UIKit's `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: String, Sendable, CaseIterable {
    case automatic, tile, overlay, displace
  }

  /// R14.1: `UISplitViewController.automaticDimension`.
  public static let automaticDimension = SplitViewRules.automaticDimension

  /// The split's style, fixed at creation.
  public let style: Style

  /// A classic split (`style` `.unspecified`), filled through ``viewControllers``.
  public override init() {
    style = .unspecified
    super.init()
  }

  /// A split with columns (iOS 14+), filled through ``setViewController(_:for:)``.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  // MARK: Settings

  public var preferredDisplayMode: DisplayMode = .automatic {
    didSet { viewIfLoaded?.needsLayout = true }
  }
  public var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { viewIfLoaded?.needsLayout = true }
  }
  public var preferredPrimaryColumnWidth = automaticDimension
  public var preferredPrimaryColumnWidthFraction = automaticDimension
  public var minimumPrimaryColumnWidth = automaticDimension
  public var maximumPrimaryColumnWidth = automaticDimension
  public var preferredSupplementaryColumnWidth = automaticDimension
  public var preferredSupplementaryColumnWidthFraction = automaticDimension
  public var minimumSupplementaryColumnWidth = automaticDimension
  public var maximumSupplementaryColumnWidth = automaticDimension
  public var minimumSecondaryColumnWidth = automaticDimension

  // MARK: Columns

  private var columns: [UIViewController?] = [nil, nil, nil, nil]
  private var wrappers: [UINavigationController?] = [nil, nil, nil, nil]
  /// Column containers pushed onto the primary's navigation stack while collapsed.
  private var collapsedPushes: [UIViewController] = []
  /// Whether the containment is arranged collapsed (`nil` before the first arrangement).
  private var arrangedCollapsed: Bool?

  private static func index(_ column: Column) -> Int {
    Column.allCases.firstIndex(of: column) ?? 0
  }

  /// The controller set for `column` (column styles; the classic style's primary and secondary
  /// too).
  public func viewController(for column: Column) -> UIViewController? {
    columns[Self.index(column)]
  }

  /// Sets the controller of a column (column styles only, as in UIKit; the supplementary column
  /// needs `.tripleColumn`).
  public func setViewController(_ controller: UIViewController?, for column: Column) {
    precondition(style != .unspecified, "column APIs need UISplitViewController(style:)")
    precondition(
      column != .supplementary || style == .tripleColumn,
      "the supplementary column needs the triple-column style")
    replace(column, with: controller)
  }

  /// The classic style's `[primary, secondary]`; for column styles the columns' controllers in
  /// order. Collapsed, the one controller shown.
  public var viewControllers: [UIViewController] {
    get {
      if arrangedCollapsed == true { return children }
      return orderedColumns.compactMap { container(for: $0) }
    }
    set {
      let order = orderedColumns
      for (index, column) in order.enumerated() {
        replace(column, with: index < newValue.count ? newValue[index] : nil)
      }
    }
  }

  private var orderedColumns: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  private func replace(_ column: Column, with controller: UIViewController?) {
    let index = Self.index(column)
    if columns[index] === controller { return }
    if let old = container(for: column) {
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    columns[index] = controller
    wrappers[index] = nil
    arrangedCollapsed = nil
    viewIfLoaded?.needsLayout = true
  }

  /// The controller the split holds for a column: column styles wrap every column but the
  /// compact one in a navigation controller unless it is one (Apple documentation; R14.7).
  func container(for column: Column) -> UIViewController? {
    let index = Self.index(column)
    guard let controller = columns[index] else { return nil }
    if style == .unspecified || column == .compact || controller is UINavigationController {
      return controller
    }
    if let wrapper = wrappers[index] { return wrapper }
    let wrapper = UINavigationController()
    wrapper.isColumnWrapper = true
    wrapper.setViewControllers([controller], animated: false)
    wrappers[index] = wrapper
    return wrapper
  }

  /// The column a child container stands for.
  func column(of child: UIViewController) -> Column? {
    Column.allCases.first { container(for: $0) === child }
  }

  // MARK: State

  /// The column shown on top of a collapsed split (R14.7): the compact column when given, else
  /// the last column pushed onto the primary's stack, else the one child.
  public var collapsedTopColumn: Column? {
    guard isCollapsed, let child = children.first else { return nil }
    if let pushed = collapsedPushes.last { return column(of: pushed) }
    return column(of: child)
  }

  /// Whether the split is collapsed into one stack (a horizontally compact environment, R14.7).
  public var isCollapsed: Bool {
    arrangedCollapsed ?? (traitCollection.horizontalSizeClass == .compact)
  }

  /// The display mode shown (R14.3); `oneBesideSecondary` when collapsed (R14.7).
  public private(set) var displayMode: DisplayMode = .secondaryOnly

  /// UIKit's `splitBehavior`: `tile` collapsed and for beside modes, `overlay` for the over modes,
  /// `displace` for `twoDisplaceSecondary`.
  public var splitBehavior: SplitBehavior {
    if isCollapsed { return .tile }
    switch displayMode {
    case .oneOverSecondary, .twoOverSecondary: return .overlay
    case .twoDisplaceSecondary: return .displace
    default: return .tile
    }
  }

  /// R14.2: the primary column's width; a collapsed split's own width (model choice, R14.7).
  public var primaryColumnWidth: CGFloat {
    let width = viewIfLoaded?.bounds.width ?? 0
    if isCollapsed, isViewLoaded { return width }
    let fallback =
      style == .tripleColumn
      ? SplitViewRules.defaultTripleColumnPrimaryWidth : SplitViewRules.defaultPrimaryWidth
    guard isViewLoaded else { return fallback }
    let cap: CGFloat? =
      style == .tripleColumn
      ? nil : width - SplitViewRules.sidebarInset - minimumSecondaryWidth
    return SplitViewRules.columnWidth(
      .init(
        preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
        minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth),
      splitWidth: width, fallback: fallback, cap: cap)
  }

  /// R14.2: the supplementary column's width (triple column only; UIKit raises otherwise, so
  /// this is `nil`); a collapsed split's own width (model choice, R14.7).
  public var supplementaryColumnWidth: CGFloat? {
    guard style == .tripleColumn else { return nil }
    let width = viewIfLoaded?.bounds.width ?? 0
    if isCollapsed, isViewLoaded { return width }
    guard isViewLoaded else { return SplitViewRules.defaultSupplementaryWidth }
    return SplitViewRules.columnWidth(
      .init(
        preferred: preferredSupplementaryColumnWidth,
        fraction: preferredSupplementaryColumnWidthFraction,
        minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth),
      splitWidth: width, fallback: SplitViewRules.defaultSupplementaryWidth,
      cap: width - SplitViewRules.separator - minimumSecondaryWidth)
  }

  var minimumSecondaryWidth: CGFloat {
    SplitViewRules.isSet(minimumSecondaryColumnWidth)
      ? minimumSecondaryColumnWidth : SplitViewRules.defaultMinimumSecondaryWidth
  }

  /// The placements of the last expanded layout (the columns shown, back to front).
  public private(set) var columnPlacements: [SplitViewRules.ColumnPlacement] = []

  // MARK: Containment

  open override var visibleChildren: [UIViewController] {
    arrange()
    if isCollapsed { return children }
    resolveDisplayMode()
    let shown = shownColumns
    return orderedColumns.filter { shown.contains($0) }.compactMap { container(for: $0) }
  }

  open override var childForStatusBarHidden: UIViewController? { visibleChildren.last }

  /// The columns the resolved display mode shows.
  var shownColumns: [Column] {
    switch displayMode {
    case .automatic, .secondaryOnly: return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary:
      return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      return style == .tripleColumn
        ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }
  }

  /// The column ``show(_:)`` asked for (or a storyboard scene being laid out), if any.
  private var revealedColumn: Column?

  /// UIKit's `show(_:)` (column styles): makes `column` visible: collapsed, it becomes the top of
  /// the stack; expanded, the display mode changes to one that shows it (R14.3: a triple column
  /// that cannot tile three columns shows the primary over the others, R14.6).
  public func show(_ column: Column) {
    precondition(style != .unspecified, "show(_:) needs UISplitViewController(style:)")
    reveal(column)
  }

  /// ``show(_:)`` for every style (storyboards lay out a classic split's column too).
  package func reveal(_ column: Column) {
    revealedColumn = column
    arrangedCollapsed = nil
    viewIfLoaded?.needsLayout = true
  }

  private func resolveDisplayMode() {
    guard !isCollapsed else {
      displayMode = .oneBesideSecondary
      return
    }
    defer { revealRequestedColumn() }
    let scale = viewIfLoaded?.window?.environment.device.scale ?? UIScreen.main.scale
    displayMode = SplitViewRules.resolvedDisplayMode(
      preferredDisplayMode, style: style, splitWidth: view.bounds.width, scale: scale,
      minimumPrimary: SplitViewRules.isSet(minimumPrimaryColumnWidth)
        ? minimumPrimaryColumnWidth : SplitViewRules.defaultMinimumTilingWidth,
      minimumSupplementary: SplitViewRules.isSet(minimumSupplementaryColumnWidth)
        ? minimumSupplementaryColumnWidth : SplitViewRules.defaultMinimumTilingWidth,
      minimumSecondary: minimumSecondaryWidth)
  }

  /// A display mode that shows the column ``show(_:)`` asked for, when the resolved one does not.
  private func revealRequestedColumn() {
    guard let column = revealedColumn, !shownColumns.contains(column) else { return }
    switch (column, style) {
    case (.primary, .tripleColumn):
      let tiles =
        SplitViewRules.resolvedDisplayMode(
          .automatic, style: style, splitWidth: view.bounds.width,
          scale: viewIfLoaded?.window?.environment.device.scale ?? UIScreen.main.scale,
          minimumPrimary: SplitViewRules.isSet(minimumPrimaryColumnWidth)
            ? minimumPrimaryColumnWidth : SplitViewRules.defaultMinimumTilingWidth,
          minimumSupplementary: SplitViewRules.isSet(minimumSupplementaryColumnWidth)
            ? minimumSupplementaryColumnWidth : SplitViewRules.defaultMinimumTilingWidth,
          minimumSecondary: minimumSecondaryWidth) == .twoBesideSecondary
      displayMode = tiles ? .twoBesideSecondary : .twoOverSecondary
    case (.primary, _):
      displayMode = preferredSplitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    case (.supplementary, _):
      displayMode = .oneBesideSecondary
    default:
      break
    }
  }

  /// Arranges the children for the environment's horizontal size class (R14.7): every column's
  /// container when expanded; when collapsed the `compact` controller alone, or the primary's
  /// navigation stack with the supplementary and secondary containers pushed onto it.
  private func arrange() {
    let collapsed = traitCollection.horizontalSizeClass == .compact
    guard arrangedCollapsed != collapsed else { return }
    // Undo the other arrangement.
    if let primaryNavigation = container(for: .primary) as? UINavigationController,
      !collapsedPushes.isEmpty
    {
      let pushed = collapsedPushes
      primaryNavigation.replaceStack(
        primaryNavigation.viewControllers.filter { controller in
          !pushed.contains { $0 === controller }
        })
    }
    collapsedPushes = []
    for child in children {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    arrangedCollapsed = collapsed
    if collapsed {
      if style != .unspecified, let compact = container(for: .compact) {
        adopt(compact)
        return
      }
      guard let primary = container(for: .primary) else {
        if let top = container(for: .secondary) ?? container(for: .supplementary) {
          adopt(top)
        }
        return
      }
      adopt(primary)
      if let navigation = primary as? UINavigationController {
        // The columns after the primary, up to the one `show(_:)` asked for.
        let after: [Column] =
          switch revealedColumn {
          case .primary: []
          case .supplementary: [.supplementary]
          default: [.supplementary, .secondary]
          }
        let pushes = after.compactMap { container(for: $0) }
        collapsedPushes = pushes
        navigation.replaceStack(navigation.viewControllers + pushes)
      }
    } else {
      for column in orderedColumns {
        if let container = container(for: column) { adopt(container) }
      }
    }
  }

  /// Adds a column's container as a child with both containment callbacks, as a tab bar
  /// controller adds its tabs.
  private func adopt(_ child: UIViewController) {
    addChild(child)
    child.didMove(toParent: self)
    child.hasMovedToParent = true
  }

  // MARK: Layout

  override func layoutContainedViews(in window: UIWindow) {
    arrange()
    let splitView = view
    let bounds = splitView.bounds
    var missing: [MissingValue] = []
    if style != .unspecified, window.environment.ios < 14 {
      missing.append(
        MissingValue(
          "a column-style split view before iOS 14 (UISplitViewController(style:) is iOS 14+)",
          rule: "R14.1"))
    }
    if isCollapsed {
      displayMode = .oneBesideSecondary
      columnPlacements = []
      // R14.7: the one stack fills the split.
      for child in children {
        let childView = child.view
        if childView.superview !== splitView { splitView.addSubview(childView) }
        childView.frame = bounds
      }
      missingValues = missing
      return
    }
    resolveDisplayMode()
    if preferredDisplayMode == .automatic, preferredSplitBehavior != .automatic,
      preferredSplitBehavior != .tile
    {
      missing.append(
        MissingValue(
          "the automatic display mode with split behaviour '\(preferredSplitBehavior.rawValue)'",
          rule: "R14.3"))
    }
    let layout = SplitViewRules.expandedLayout(
      .init(
        style: style, displayMode: displayMode, bounds: bounds, safeArea: splitView.safeAreaInsets,
        primaryWidth: primaryColumnWidth, supplementaryWidth: supplementaryColumnWidth ?? 0,
        minimumSecondaryWidth: minimumSecondaryWidth, ios: window.environment.ios))
    missing += layout.missing
    missingValues = missing
    columnPlacements = layout.placements.filter { container(for: $0.column) != nil }
    let shown = columnPlacements.compactMap { container(for: $0.column) }
    for child in children where !shown.contains(where: { $0 === child }) {
      child.viewIfLoaded?.removeFromSuperview()
    }
    for placement in columnPlacements {
      guard let child = self.container(for: placement.column) else { continue }
      let childView = child.view
      if childView.superview !== splitView { splitView.addSubview(childView) }
      splitView.bringSubviewToFront(childView)
      childView.frame = placement.frame
    }
  }

  override func providedInsets(forChild child: UIViewController) -> InsetDerivation {
    var result = parentDerivationOfOwnView()
    guard let column = column(of: child),
      let placement = columnPlacements.first(where: { $0.column == column }),
      let leading = placement.leadingInset
    else { return result }
    let current = result.left.value
    result.left.append(leading.label, leading.amount - current, rule: leading.rule)
    return result
  }
}

extension UIViewController {
  /// The nearest split view controller above this controller.
  public var splitViewController: UISplitViewController? {
    var current = parent
    while let candidate = current {
      if let split = candidate as? UISplitViewController { return split }
      current = candidate.parent
    }
    return nil
  }
}
