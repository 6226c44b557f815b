import DeviceCatalog
import Foundation

extension UIWindow {
  /// An immutable value copy of the window as laid out now: views, controllers, bars, insets,
  /// scroll state and cell geometry. It does not run a layout pass.
  ///
  /// ```swift
  /// window.makeKeyAndVisible()
  /// let snapshot = window.snapshot()
  /// ```
  ///
  /// - Parameters:
  ///   - derivations: whether to record how each view's `safeAreaInsets` came to be
  ///     (``ViewSnapshot/safeAreaDerivation``, the terms `explain` prints). The audit leaves them
  ///     out: no rule reads them, and they name the device, which a layout shared among
  ///     environments with the same ``LayoutInputs`` does not have.
  ///   - constraints: whether to record each view's constraints as text
  ///     (``ViewSnapshot/constraints``, for `inspect` and `explain`) and the engine's layout
  ///     issues (``LayoutSnapshot/layoutIssues``, which `inspect` prints: finding ambiguous views
  ///     costs a pass over the solver); no audit rule reads either.
  ///   - ambiguity: whether to record, on each view whose frame the constraints leave
  ///     undetermined, which parts (``ViewSnapshot/ambiguousAttributes``): the audit does not
  ///     report what rests on a position UIKit may set differently. Implied by `constraints`.
  @MainActor
  public func snapshot(
    derivations: Bool = true, constraints: Bool = true, ambiguity: Bool = false
  ) -> LayoutSnapshot {
    var capture = SnapshotCapture(
      window: self, derivations: derivations, constraints: constraints,
      ambiguity: ambiguity || constraints)
    // The window's snapshot is made in place in a one-element array, then moved out of it.
    var windowList = [ViewSnapshot](unsafeUninitializedCapacity: 1) { buffer, count in
      guard let slot = buffer.baseAddress else { return }
      capture.capture(self, into: slot)
      count = 1
    }
    let tree = windowList.removeLast()
    let root = rootViewController.map { capture.controller($0) }
    var snapshot = LayoutSnapshot(
      environment: environment, window: tree,
      windowSafeAreaInsets: capture.safeAreaAvailable ? safeAreaInsets : nil,
      statusBarFrame: statusBarFrame, isStatusBarVisible: isStatusBarVisible,
      rootController: root)
    if constraints { snapshot.layoutIssues = layoutIssues }
    snapshot.keyboardFrame = keyboardFrame
    snapshot.keyboardMissing = keyboardMissing
    return snapshot
  }
}

/// Walks a window's hierarchy once, numbering views in pre-order.
@MainActor
private struct SnapshotCapture {
  let window: UIWindow
  let safeAreaAvailable: Bool
  let derivations: Bool
  /// Constraints the engine broke (lookups only).
  private var broken: Set<ObjectIdentifier> = []
  private var nextID = 0
  /// Each view's identity in pre-order: a view's snapshot id is its place here. Only the
  /// controllers' views are looked up (``id(of:)``), so the walk does not hash every view into a
  /// table.
  private var order: [ObjectIdentifier] = []
  /// `order` as a table from identity to id, made at the lookup after ``linearLookups``.
  private var ids: [ObjectIdentifier: Int]?
  /// Lookups made by scanning `order`; a controller's view is near the front of a pre-order
  /// walk (the window's root view is id 1), and after this many the table is made.
  private var linearLookups = 0

  /// Active constraints by the view of their first item (lookups only).
  private var constraintsByView: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  /// The undetermined parts of ambiguous views' frames (lookups only).
  private var ambiguous: [ObjectIdentifier: [String]] = [:]

  init(window: UIWindow, derivations: Bool, constraints: Bool, ambiguity: Bool) {
    self.window = window
    self.derivations = derivations
    self.safeAreaAvailable = window.environment.ios >= IOSBehaviour.safeAreaIntroduced
    if constraints, let engine = window.autoLayoutEngine {
      collectConstraints(window)
      broken = Set(engine.broken.map { ObjectIdentifier($0.constraint) })
    }
    if ambiguity, let engine = window.autoLayoutEngine {
      let found = engine.ambiguities()
      for (view, issue) in zip(found.views, found.issues) {
        ambiguous[ObjectIdentifier(view)] = issue.attributes
      }
    }
  }

  /// The snapshot id of `view`, or nil when it is not in the window's hierarchy.
  private mutating func id(of view: UIView) -> Int? {
    let key = ObjectIdentifier(view)
    if let ids { return ids[key] }
    if linearLookups < 8 {
      linearLookups += 1
      return order.firstIndex(of: key)
    }
    var table: [ObjectIdentifier: Int] = [:]
    table.reserveCapacity(order.count)
    for (id, identity) in order.enumerated() { table[identity] = id }
    ids = table
    return table[key]
  }

  private mutating func collectConstraints(_ view: UIView) {
    for constraint in view.constraints {
      guard let owner = NSLayoutConstraint.view(of: constraint.firstItem) else { continue }
      constraintsByView[ObjectIdentifier(owner), default: []].append(constraint)
    }
    for subview in view.subviews { collectConstraints(subview) }
  }

  /// Makes the snapshot of `view` (with its subviews') in `slot`, uninitialized memory: each
  /// field is computed first and the value made once, in place. (A value returned up the
  /// recursion and changed after its initializer was copied twice, and one appended to an array
  /// once: each copy retains and its destruction releases a dozen references.)
  ///
  /// - Parameters:
  ///   - slot: where the snapshot goes; initialized on return.
  ///   - superviewDerivation: the superview's safe-area derivation, when recorded.
  ///   - superviewPath: the superview's way up to the window (``UIView/pathToRoot()``), taken
  ///     once for all its subviews; nil for the window.
  mutating func capture(
    _ view: UIView, into slot: UnsafeMutablePointer<ViewSnapshot>,
    superviewDerivation: InsetDerivation? = nil, superviewPath: PathToRoot? = nil
  ) {
    let id = nextID
    nextID += 1
    order.append(ObjectIdentifier(view))
    let margins = view.layoutMargins
    let marginsFrame = view.bounds.inset(by: margins)
    let derivation =
      safeAreaAvailable && derivations
      ? view.safeAreaDerivation(superviewDerivation: superviewDerivation) : nil
    let children = view.subviews
    var subviews: [ViewSnapshot] = []
    if !children.isEmpty {
      let path = view.pathToRoot()
      // Each subview's snapshot is made in its place in the array's buffer, and the count set
      // as each is: the buffer's first `count` elements are always initialized (all of them on
      // return), which is what the initializer requires.
      subviews = [ViewSnapshot](unsafeUninitializedCapacity: children.count) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        for subview in children {
          capture(
            subview, into: base + count, superviewDerivation: derivation, superviewPath: path)
          count += 1
        }
      }
    }
    let inWindow =
      view === window ? view.frame : view.frameInWindow(superviewPath: superviewPath)
    let bounds = view.bounds
    // Where the view draws: an image view's image, else what the document says it draws
    // (``DrawnContent``), kept only when it is not the whole bounds.
    var contentFrame: CGRect?
    let drawn =
      (view as? UIImageView)?.imageRect.map { Optional($0) }
      ?? view.drawnContent?.rect(
        in: bounds, safeAreaInsets: safeAreaAvailable ? view.safeAreaInsets : nil)
    if let drawn, drawn != bounds {
      contentFrame =
        drawn.isNull
        ? .null : drawn.offsetBy(dx: inWindow.minX - bounds.minX, dy: inWindow.minY - bounds.minY)
    }
    var roundedFill: RoundedFillSnapshot?
    if case .roundedFill(let radius, let foreground) = view.drawnContent {
      let drawn = foreground.flatMap { $0.rect(in: bounds) ?? bounds }
      roundedFill = RoundedFillSnapshot(
        cornerRadius: min(radius, min(bounds.width, bounds.height) / 2),
        foregroundFrameInWindow: drawn.flatMap {
          $0.isNull
            ? nil : $0.offsetBy(dx: inWindow.minX - bounds.minX, dy: inWindow.minY - bounds.minY)
        })
    }
    // R16.4: stored only where it is not the hidden keyboard's default (the bottom safe inset).
    var keyboardFrame: CGRect?
    if window.keyboardFrame.height > 0 || view.storedKeyboardGuide?.usesBottomSafeArea == false {
      keyboardFrame = KeyboardRules.layoutFrame(
        of: view, usesBottomSafeArea: view.storedKeyboardGuide?.usesBottomSafeArea ?? true)
    }
    var constraints: [ConstraintSnapshot] = []
    if !constraintsByView.isEmpty, let found = constraintsByView[ObjectIdentifier(view)] {
      constraints = self.constraints(found, of: view)
    }
    var safeAreaInsets: UIEdgeInsets?
    var safeAreaFrame: CGRect?
    if safeAreaAvailable {
      safeAreaInsets = view.safeAreaInsets
      safeAreaFrame = bounds.inset(by: view.safeAreaInsets)
    }
    var scroll: ScrollViewSnapshot?
    var table: TableViewSnapshot?
    var collection: CollectionViewSnapshot?
    if let scrollView = view as? UIScrollView {
      scroll = self.scroll(scrollView)
      if let tableView = scrollView as? UITableView { table = self.table(tableView) }
      if let collectionView = scrollView as? UICollectionView {
        collection = self.collection(collectionView)
      }
    }
    var ambiguousAttributes: [String]?
    if !ambiguous.isEmpty { ambiguousAttributes = ambiguous[ObjectIdentifier(view)] }
    // The memberwise initializer, the locals handed over (`consume`) rather than copied.
    slot.initialize(
      to: ViewSnapshot(
        id: id, className: view.className, sceneID: view.sceneID, isHidden: view.isHidden,
        clipsToBounds: view.clipsToBounds, isUserInteractionEnabled: view.isUserInteractionEnabled,
        isFirstResponder: view.isFirstResponder, alpha: view.alpha, frame: view.frame,
        frameInWindow: inWindow, scroll: consume scroll, table: consume table,
        collection: consume collection, keyboardLayoutFrame: keyboardFrame,
        contentFrameInWindow: contentFrame, roundedFill: roundedFill,
        ambiguousAttributes: consume ambiguousAttributes,
        subviews: consume subviews, constraints: consume constraints,
        sourceLocation: view.sourceLocation, safeAreaDerivation: consume derivation,
        bounds: bounds, safeAreaInsets: safeAreaInsets, safeAreaLayoutFrame: safeAreaFrame,
        layoutMargins: margins, layoutMarginsLayoutFrame: marginsFrame,
        readableContentLayoutFrame: MarginRules.readableContentFrame(marginsFrame: marginsFrame)))
  }

  /// The snapshots of `found`, the active constraints whose first item is `view` or one of its
  /// guides, in activation order.
  private func constraints(_ found: [NSLayoutConstraint], of view: UIView) -> [ConstraintSnapshot] {
    found.sorted { $0.activationSequence < $1.activationSequence }
      .map {
        ConstraintText.snapshot(
          $0, relativeTo: view, isBroken: broken.contains(ObjectIdentifier($0)))
      }
  }

  private func scroll(_ scrollView: UIScrollView) -> ScrollViewSnapshot {
    let range = scrollView.contentOffsetRange
    return ScrollViewSnapshot(
      contentSize: scrollView.contentSize, contentInset: scrollView.contentInset,
      adjustedContentInset: safeAreaAvailable ? scrollView.adjustedContentInset : nil,
      contentOffset: scrollView.contentOffset,
      verticalScrollIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
      horizontalScrollIndicatorInsets: scrollView.horizontalScrollIndicatorInsets,
      minContentOffset: range.min, maxContentOffset: range.max,
      unreachableContent: scrollView.unreachableContent,
      contentInsetAdjustmentBehavior: safeAreaAvailable
        ? scrollView.contentInsetAdjustmentBehavior : nil,
      adjustmentReason: safeAreaAvailable ? scrollView.adjustmentGate?.reason : nil,
      isScrollEnabled: scrollView.isScrollEnabled)
  }

  private func table(_ tableView: UITableView) -> TableViewSnapshot {
    var sections: [[CellSnapshot]] = []
    for (section, rows) in tableView.numberOfRowsInSection.enumerated() {
      var cells: [CellSnapshot] = []
      cells.reserveCapacity(max(0, rows))
      for row in 0..<max(0, rows) {
        guard let frame = tableView.rectForRow(section: section, row: row),
          let content = tableView.contentViewFrame(section: section, row: row)
        else { continue }
        cells.append(CellSnapshot(frame: frame, contentViewFrame: content))
      }
      sections.append(cells)
    }
    return TableViewSnapshot(style: tableView.style.rawValue, sections: sections)
  }

  private func collection(_ collectionView: UICollectionView) -> CollectionViewSnapshot {
    CollectionViewSnapshot(sections: collectionView.layoutItems().frames)
  }

  mutating func split(_ split: UISplitViewController) -> SplitSnapshot {
    var columns: [SplitSnapshot.ColumnSnapshot] = []
    for column in UISplitViewController.Column.allCases {
      guard let content = split.viewController(for: column),
        let container = split.container(for: column)
      else { continue }
      let placement = split.columnPlacements.first { $0.column == column }
      let shown = split.isCollapsed ? split.collapsedTopColumn == column : placement != nil
      columns.append(
        SplitSnapshot.ColumnSnapshot(
          column: column.rawValue, controllerSceneID: content.sceneID,
          containerSceneID: container.sceneID,
          rootViewID: container.viewIfLoaded.flatMap { id(of: $0) },
          isShown: shown, leadingInset: placement?.leadingInset))
    }
    return SplitSnapshot(
      style: split.style.rawValue, preferredDisplayMode: split.preferredDisplayMode.rawValue,
      displayMode: split.displayMode.rawValue, isCollapsed: split.isCollapsed,
      primaryColumnWidth: split.primaryColumnWidth,
      supplementaryColumnWidth: split.supplementaryColumnWidth, columns: columns)
  }

  mutating func controller(_ controller: UIViewController) -> ControllerSnapshot {
    let kind: ControllerKind
    var navigationBar: BarSnapshot?
    var toolbar: BarSnapshot?
    var tabBar: BarSnapshot?
    if let navigation = controller as? UINavigationController {
      kind = .navigationController
      navigationBar = BarSnapshot(
        frame: navigation.navigationBar.frameInWindow,
        isHidden: navigation.isNavigationBarHidden || navigation.isNestedInNavigation,
        isTranslucent: navigation.navigationBar.isTranslucent)
      navigationBar?.definesScrollEdgeAppearance =
        navigation.navigationBar.definesScrollEdgeAppearance
      toolbar = BarSnapshot(
        frame: navigation.toolbar.frameInWindow,
        isHidden: navigation.isToolbarHidden || navigation.isNestedInNavigation,
        isTranslucent: navigation.toolbar.isTranslucent)
    } else if let tabs = controller as? UITabBarController {
      kind = .tabBarController
      tabBar = BarSnapshot(
        frame: tabs.tabBar.frameInWindow, isHidden: !tabs.isTabBarVisible,
        isTranslucent: tabs.tabBar.isTranslucent)
      let origin = tabs.tabBar.frameInWindow.origin
      tabBar?.platterFrame = tabs.tabBar.platterFrame?.offsetBy(dx: origin.x, dy: origin.y)
    } else if controller is UISplitViewController {
      kind = .splitViewController
    } else {
      kind = .viewController
    }
    let rootViewID = controller.viewIfLoaded.flatMap { id(of: $0) }
    var snapshot = ControllerSnapshot(
      className: controller.className, sceneID: controller.sceneID,
      sourceLocation: controller.sourceLocation, kind: kind, rootViewID: rootViewID,
      navigationBar: navigationBar, toolbar: toolbar, tabBar: tabBar,
      topLayoutGuideLength: controller.topLayoutGuide.length,
      bottomLayoutGuideLength: controller.bottomLayoutGuide.length,
      additionalSafeAreaInsets: safeAreaAvailable ? controller.additionalSafeAreaInsets : nil,
      children: controller.children.map { self.controller($0) })
    snapshot.missingValues = controller.missingValues
    snapshot.presentation = controller.presentationLayout
    if let navigation = controller as? UINavigationController,
      let frame = navigation.searchBarFrame
    {
      snapshot.searchBarFrame = navigation.view.convert(frame, to: nil)
    }
    if let navigation = controller as? UINavigationController, !navigation.navigationBar.isHidden {
      snapshot.prompt = navigation.displayedNavigationItem?.prompt
    }
    if let split = controller as? UISplitViewController { snapshot.split = self.split(split) }
    if controller.parent == nil, let presented = controller.storedPresentedViewController,
      presented.presentationContainer != nil
    {
      snapshot.presented = [self.controller(presented)]
    }
    return snapshot
  }
}
