import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Explains the value `path` names in `snapshot`: the value and how the layout arrived at it.
///
/// Paths are those of ``QueryPath``, and an inset property may name one edge:
/// `vc.view.safeAreaInsets.top`. A whole inset property explains its four edges.
///
/// ```swift
/// let explanation = try explain("tb.adjustedContentInset", in: window.snapshot())
/// explanation.sections.map(\.title)  // ["behaviour", "top", "left", "bottom", "right"]
/// ```
///
/// - Throws: ``QueryError`` naming the path, as ``resolve(_:in:)-(QueryPath,_)`` does, and
///   `malformedPath` for an edge after a property that is not an inset.
public func explain(_ path: String, in snapshot: LayoutSnapshot) throws(QueryError) -> Explanation {
  let (queryText, edge) = ExplainResolver.splitEdge(path.trimmingWhitespace())
  let query = try QueryPath(queryText)
  let value = try resolve(query, in: snapshot)
  var resolver = ExplainResolver(path: query, snapshot: snapshot, edge: edge)
  var shownValue = value
  if let edge {
    guard case .insets(let insets) = value else {
      throw QueryError(
        path: path, kind: .malformedPath,
        message: "'.\(edge.rawValue)' follows an inset property only; '\(query.property)' is not"
          + " an inset")
    }
    shownValue = .number(insets[edge])
  }
  let sections = resolver.sections()
  return Explanation(
    path: edge.map { "\(query.text).\($0.rawValue)" } ?? query.text,
    environment: snapshot.environmentDescription, value: shownValue, sections: sections)
}

struct ExplainResolver {
  let path: QueryPath
  let snapshot: LayoutSnapshot
  let edge: RectEdge?

  init(path: QueryPath, snapshot: LayoutSnapshot, edge: RectEdge?) {
    self.path = path
    self.snapshot = snapshot
    self.edge = edge
  }

  /// `vc.view.safeAreaInsets.top` → (`vc.view.safeAreaInsets`, `.top`).
  static func splitEdge(_ text: String) -> (String, RectEdge?) {
    for edge in RectEdge.allCases where text.hasSuffix(".\(edge.rawValue)") {
      let base = String(text.dropLast(edge.rawValue.count + 1))
      // Only an edge after an inset-valued name; `x.top` alone stays a (malformed) path.
      if base.contains(".") { return (base, edge) }
    }
    return (text, nil)
  }

  var edges: [RectEdge] { edge.map { [$0] } ?? RectEdge.allCases }

  /// The view the path names, if it names one.
  var view: ViewSnapshot? {
    switch path.subject {
    case .window: return snapshot.window
    case .object(let id): return snapshot.view(sceneID: id)
    case .rootView(let id):
      return snapshot.controller(sceneID: id)?.rootViewID.flatMap { snapshot.view(id: $0) }
    }
  }

  var controller: ControllerSnapshot? {
    switch path.subject {
    case .window, .rootView: return nil
    case .object(let id): return snapshot.controller(sceneID: id)
    }
  }

  mutating func sections() -> [ExplanationSection] {
    switch path.property {
    case .safeAreaInsets:
      guard let view, let derivation = view.safeAreaDerivation else { return [] }
      return safeArea(view, derivation) + splitColumn(view)
    case .primaryColumnWidth, .supplementaryColumnWidth:
      return splitWidths()
    case .searchBarFrame:
      return [
        ExplanationSection(
          title: "searchBar.frame",
          steps: [
            ExplanationStep(
              "iOS 26: at rest the hosted search bar takes 0 pt at the navigation bar's bottom edge;"
                + " while the search is active the bar grows by 6 (54 → 60) and the field fills"
                + " it", rule: "R15.3"),
            ExplanationStep(
              "a prompt adds 32 above the bar's content; the search field stays below it",
              rule: "R15.5"),
          ])
      ]
    case .safeAreaLayoutFrame:
      guard let view, let derivation = view.safeAreaDerivation else { return [] }
      return [
        ExplanationSection(
          title: "safeAreaLayoutFrame",
          steps: [ExplanationStep("the view's bounds inset by its safeAreaInsets", rule: "R2.2")])
      ] + safeArea(view, derivation)
    case .adjustedContentInset:
      guard let view, let scroll = view.scroll else { return [] }
      return adjustedContentInset(view, scroll)
    case .contentInset:
      guard let view, let scroll = view.scroll else { return [] }
      return contentInset(view, scroll)
    case .frame where path.subject == .window, .windowControlsFrame:
      return window()
    case .layoutRegionFrame(let region, let adaptation):
      return layoutRegion(region, adaptation)
    case .frame, .frameInWindow:
      guard let view else { return [] }
      // A view inside a split view's column: where the column goes too (R14.3–R14.7); the
      // column's own root view has it in its frame's explanation already.
      return frame(view) + (isSplitColumnRoot(view) ? [] : splitColumn(view))
    case .navigationBarFrame, .toolbarFrame, .tabBarFrame:
      return bar()
    case .maximumDetentValue, .detentValue:
      return snapshot.controller(sceneID: path.id).flatMap(presentation) ?? []
    case .keyboardFrame, .keyboardLayoutFrame:
      return keyboard()
    case .topLayoutGuideLength, .bottomLayoutGuideLength:
      return layoutGuide()
    case .unreachableContent, .minContentOffset, .maxContentOffset:
      guard let view, let scroll = view.scroll else { return [] }
      return reach(view, scroll)
    case .layoutMargins, .layoutMarginsLayoutFrame:
      return [
        ExplanationSection(
          title: path.property.name,
          steps: [
            ExplanationStep(
              "the view's own margins (8 on each side, or the system minimum for a root view),"
                + " plus its safe area on each edge", rule: "R8.3a"),
            ExplanationStep("system minimum: 16 in compact width, 20 in regular", rule: "R8.2"),
          ])
      ]
    case .readableContentLayoutFrame:
      return [
        ExplanationSection(
          title: path.property.name,
          steps: [ExplanationStep("the margins' frame, at most 672 pt wide, centred", rule: "R8.5")]
        )
      ]
    case .cellContentViewFrame:
      return [
        ExplanationSection(
          title: path.property.name,
          steps: [
            ExplanationStep(
              "the cell's bounds, inset left and right by the table's safe area when"
                + " insetsContentViewsToSafeArea is true", rule: "R6.1")
          ])
      ]
    case .itemFrame:
      return [
        ExplanationSection(
          title: path.property.name,
          steps: [
            ExplanationStep(
              "the flow layout's grid from the section insets, plus the safe area or margins"
                + " per sectionInsetReference; items are not inset automatically", rule: "R7.1"),
            ExplanationStep("collection-view cells are not inset by the safe area", rule: "R7.3"),
          ])
      ]
    case .contentSize, .contentOffset, .verticalScrollIndicatorInsets,
      .horizontalScrollIndicatorInsets, .contentInsetAdjustmentBehavior, .cellFrame, .bounds,
      .isHidden, .additionalSafeAreaInsets, .statusBarFrame:
      return plain()
    }
  }

  // MARK: Windows

  /// R18.1, R18.3: where the window is on its screen, and its controls.
  func window() -> [ExplanationSection] {
    let environment = snapshot.environment
    var steps: [ExplanationStep] = []
    if let frame = environment.windowedFrame {
      steps.append(
        ExplanationStep(
          "a \(WindowSize.describe(frame)) window on the"
            + " \(PointFormat.string(environment.screenBounds.width))×"
            + "\(PointFormat.string(environment.screenBounds.height)) screen; its safe area is the"
            + " part of the screen's insets it overlaps, its size classes"
            + " \(environment.sizeClasses.horizontal.rawValue)/"
            + "\(environment.sizeClasses.vertical.rawValue) from its own size", rule: "R18.1"))
    } else {
      steps.append(ExplanationStep("the window fills the screen", rule: "R18.1"))
    }
    steps.append(
      ExplanationStep(
        windowControlsStep(environment), rule: "R18.3"))
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  /// R18.3: where the window controls are, and where that comes from.
  func windowControlsStep(_ environment: Environment) -> String {
    guard environment.windowControls else {
      return "no window controls (windowControlsFrame is zero)"
    }
    guard let frame = environment.suppliedWindowControlsFrame else {
      return "window controls show in the window's top-leading corner; they add nothing to"
        + " safeAreaInsets, and no source printed their frame"
    }
    return "window controls at \(WindowSize.describe(frame)) in window coordinates, supplied by"
      + " the user (scene file or --window-controls-frame; not sourced: no source printed"
      + " their frame); they add nothing to safeAreaInsets"
  }

  /// R19.2: where a navigation bar term of the top inset comes from a minimised bar's height
  /// the user supplied, a step saying so; else `nil`.
  func suppliedNavigationBarStep(_ steps: [ExplanationStep]) -> ExplanationStep? {
    guard let height = snapshot.environment.suppliedMinimizedNavigationBarHeight,
      steps.contains(where: { $0.label.hasPrefix("navigation bar (") })
    else { return nil }
    return ExplanationStep(
      "the minimised navigation bar is \(PointFormat.string(height)) pt tall, supplied by the"
        + " user (scene file or --minimized-navigation-bar-height; not sourced: no source printed"
        + " it); the safe area follows it (safeAreaAdjustment"
        + " \(snapshot.environment.barsMinimized?.safeAreaAdjustment.rawValue ?? "automatic"))",
      rule: "R19.2")
  }

  /// R18.4: a layout region and its corner adaptation.
  func layoutRegion(
    _ region: QueryProperty.LayoutRegion, _ adaptation: QueryProperty.CornerAdaptation
  ) -> [ExplanationSection] {
    var steps = [
      ExplanationStep(
        "layoutGuide(for: .\(region.rawValue)) is the view's \(region.rawValue) guide",
        rule: "R18.4")
    ]
    if adaptation != .none {
      steps.append(
        ExplanationStep(
          "the \(adaptation.rawValue) corner adaptation insets the region where a corner"
            + " obstruction intrudes; with no window controls and no measured display-corner"
            + " value the model adds nothing (model choice)", rule: "R18.4"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  // MARK: Safe area

  func safeArea(_ view: ViewSnapshot, _ derivation: InsetDerivation) -> [ExplanationSection] {
    let owner = snapshot.controller(owningRootView: view.id)
    var result: [ExplanationSection] = []
    for edge in edges {
      var steps = derivation[edge].terms.map { ExplanationStep($0) }
      if let owner, let additional = owner.additionalSafeAreaInsets,
        !steps.contains(where: { $0.rule == "R3.6" })
      {
        steps.append(
          ExplanationStep(
            "additionalSafeAreaInsets of \(owner.displayName)", amount: additional[edge],
            rule: "R3.6"))
      }
      if steps.isEmpty {
        steps.append(ExplanationStep(emptyReason(view, owner: owner, edge: edge), rule: "R2.2"))
      }
      if edge == .top, let step = suppliedNavigationBarStep(steps) { steps.append(step) }
      result.append(
        ExplanationSection(title: edge.rawValue, value: derivation[edge].value, steps: steps))
    }
    return result
  }

  func emptyReason(_ view: ViewSnapshot, owner: ControllerSnapshot?, edge: RectEdge) -> String {
    if view.id == 0 { return "nothing covers the window's \(edge.rawValue) edge" }
    if owner != nil { return "no bar, status bar or screen edge covers this edge of the view" }
    return "the view does not overlap its superview's unsafe \(edge.rawValue) region"
  }

  // MARK: Scroll views

  func adjustedContentInset(_ view: ViewSnapshot, _ scroll: ScrollViewSnapshot)
    -> [ExplanationSection]
  {
    guard let adjusted = scroll.adjustedContentInset else { return [] }
    var result: [ExplanationSection] = []
    var behaviour: [ExplanationStep] = []
    if let mode = scroll.contentInsetAdjustmentBehavior {
      behaviour.append(
        ExplanationStep("contentInsetAdjustmentBehavior = .\(mode.rawValue)", rule: "R4.2"))
    }
    if let reason = scroll.adjustmentReason {
      behaviour.append(ExplanationStep(reason))
    }
    let size = view.bounds.size
    behaviour.append(
      ExplanationStep(
        "scrollable-axis test: contentSize \(QueryValue.size(scroll.contentSize).text) against"
          + " the frame's \(QueryValue.size(size).text)"
          + (scroll.isScrollEnabled ? "" : "; scrolling is disabled (R4.3a)"), rule: "R4.3"))
    result.append(ExplanationSection(title: "behaviour", steps: behaviour))
    let safe = view.safeAreaInsets ?? .zero
    for edge in edges {
      var steps: [ExplanationStep] = [
        ExplanationStep(
          "contentInset.\(edge.rawValue)", amount: scroll.contentInset[edge], rule: "R4.1")
      ]
      let added = adjusted[edge] - scroll.contentInset[edge]
      if !PointFormat.nearlyEqual(added, 0) {
        steps.append(
          ExplanationStep(
            "the scroll view's own safeAreaInsets.\(edge.rawValue) (its overlap with the unsafe"
              + " region)", amount: added, rule: "R4.7"))
        for term in view.safeAreaDerivation?[edge].terms ?? [] {
          steps.append(ExplanationStep(term, depth: 1))
        }
      } else if safe[edge] > PointFormat.epsilon {
        steps.append(
          ExplanationStep(
            "safeAreaInsets.\(edge.rawValue) \(PointFormat.string(safe[edge])) not added: the"
              + " behaviour does not adjust this edge",
            rule: edge == .top || edge == .bottom ? "R4.3" : "R4.2"))
      }
      result.append(ExplanationSection(title: edge.rawValue, value: adjusted[edge], steps: steps))
    }
    return result
  }

  func contentInset(_ view: ViewSnapshot, _ scroll: ScrollViewSnapshot) -> [ExplanationSection] {
    if snapshot.isSafeAreaAvailable {
      return edges.map { edge in
        ExplanationSection(
          title: edge.rawValue, value: scroll.contentInset[edge],
          steps: [
            ExplanationStep(
              "set by the app; from iOS 11 the system adds the safe area in adjustedContentInset"
                + " instead", rule: "R4.1")
          ])
      }
    }
    let owner = legacyOwner(of: view)
    return edges.map { edge in
      var steps: [ExplanationStep] = []
      if let owner, edge == .top || edge == .bottom {
        let guide = edge == .top ? owner.topLayoutGuideLength : owner.bottomLayoutGuideLength
        steps.append(
          ExplanationStep(
            "automaticallyAdjustsScrollViewInsets of \(owner.displayName) writes the"
              + " \(edge.rawValue) layout guide's length into contentInset, whatever the frame",
            amount: guide, rule: "R5.1"))
        let rest = scroll.contentInset[edge] - guide
        if !PointFormat.nearlyEqual(rest, 0) {
          steps.append(ExplanationStep("the rest, set by the app", amount: rest, rule: "R5.1"))
        }
      } else {
        steps.append(ExplanationStep("set by the app", amount: scroll.contentInset[edge]))
      }
      return ExplanationSection(
        title: edge.rawValue, value: scroll.contentInset[edge], steps: steps)
    }
  }

  /// R5.2: the controller whose legacy adjustment reaches the scroll view: its root view, or the
  /// root view's first subview.
  func legacyOwner(of view: ViewSnapshot) -> ControllerSnapshot? {
    if let owner = snapshot.controller(owningRootView: view.id) { return owner }
    for candidate in snapshot.allViews where candidate.subviews.first?.id == view.id {
      return snapshot.controller(owningRootView: candidate.id)
    }
    return nil
  }

  func reach(_ view: ViewSnapshot, _ scroll: ScrollViewSnapshot) -> [ExplanationSection] {
    let inset = scroll.adjustedContentInset ?? scroll.contentInset
    var steps: [ExplanationStep] = [
      ExplanationStep(
        "offsets run from −inset to contentSize − bounds + inset: content"
          + " \(QueryValue.size(scroll.contentSize).text), bounds"
          + " \(QueryValue.size(view.bounds.size).text), inset \(inset.description)", rule: "R4.8")
    ]
    if scroll.hasUnreachableContent {
      steps.append(
        ExplanationStep(
          "the content below \(PointFormat.string(scroll.unreachableContent.minY)) never reaches"
            + " the visible, safe part of the screen: the scroll view extends past its"
            + " controller's view and its inset on that edge is capped at the superview's",
          amount: scroll.unreachableContent.height, rule: "R2.3a"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  // MARK: Frames and bars

  func frame(_ view: ViewSnapshot) -> [ExplanationSection] {
    var steps: [ExplanationStep] = []
    if view.id == 0 {
      steps.append(ExplanationStep("the window fills the screen", rule: "R9.5"))
      return [ExplanationSection(title: "frame", steps: steps)]
    }
    let constraints = view.constraints.filter { $0.origin != .systemGuide }
    if let owner = snapshot.controller(owningRootView: view.id) {
      steps += rootViewPlacement(view, owner: owner)
    } else if !constraints.isEmpty {
      // AL1.2: Auto Layout solved the frame from these constraints.
      steps.append(
        ExplanationStep("solved by Auto Layout from its constraints", rule: "AL1.2"))
      for constraint in constraints {
        steps.append(
          ExplanationStep(
            (constraint.isBroken ? "broken to resolve a conflict: " : "") + constraint.description,
            rule: constraint.isBroken ? "AL2" : "AL1.2"))
      }
    } else if let location = view.sourceLocation {
      steps.append(ExplanationStep("the frame the scene gives the view at \(location)"))
      steps.append(
        ExplanationStep(
          "resized with its superview by its autoresizing mask, when it has one", rule: "R12.1"))
    } else {
      steps.append(ExplanationStep("the frame the app gave the view"))
    }
    if path.property == .frameInWindow {
      steps.append(ExplanationStep("converted to window coordinates through its superviews"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  /// R16.1, R16.2, R16.4: where the keyboard is and what a keyboard layout guide covers.
  func keyboard() -> [ExplanationSection] {
    let environment = snapshot.environment
    var steps: [ExplanationStep] = []
    if environment.keyboard.isShown {
      steps.append(
        ExplanationStep(
          "the docked keyboard spans the window's width and ends at the screen's bottom; its"
            + " height is the one printed for this screen size and iOS version",
          amount: snapshot.keyboardFrame.height, rule: "R16.2"))
    } else {
      steps.append(ExplanationStep("the keyboard is hidden: {{0, 0}, {0, 0}}", rule: "R16.1"))
    }
    if path.property == .keyboardLayoutFrame {
      steps.append(
        ExplanationStep(
          environment.keyboard.isShown
            ? "the part of the view the keyboard covers: from the keyboard's top to the view's"
              + " bottom (zero height when the view ends above it)"
            : "with the keyboard hidden: on the safe area's bottom, as tall as the bottom inset"
              + " (usesBottomSafeArea)", rule: "R16.4"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  /// R13: how a presented controller's style resolved and where its sheet is.
  func presentation(_ controller: ControllerSnapshot) -> [ExplanationSection]? {
    guard let layout = controller.presentation else { return nil }
    let environment = snapshot.environment
    let classes = environment.sizeClasses
    var steps = [
      ExplanationStep(
        "modalPresentationStyle '\(layout.requestedStyle.rawValue)' resolves to"
          + " '\(layout.resolvedStyle.rawValue)' (iOS \(environment.ios),"
          + " \(classes.horizontal.rawValue) width, \(classes.vertical.rawValue) height)",
        rule: "R13.1"),
      ExplanationStep(
        "drawn at \(QueryValue.rect(layout.windowFrame).text) in the window", rule: layout.rule),
    ]
    switch layout.rule {
    case "R13.3", "R13.6":
      steps.append(
        ExplanationStep(
          "maximumDetentValue = window height − the sheet's large top − the window's bottom"
            + " inset", amount: layout.maximumDetentValue, rule: "R13.5"))
    case "R13.4" where layout.maximumDetentValue != nil:
      steps.append(
        ExplanationStep(
          "the iPad form sheet's large height", amount: layout.maximumDetentValue, rule: "R13.4"))
    default:
      break
    }
    if path.property == .detentValue {
      steps.append(
        ExplanationStep(
          "the shown detent's value (the smallest detent unless one is selected)",
          amount: layout.detentValue, rule: "R13.5"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  /// The column placement of a split view's column (R14.3–R14.7), when `view` is one.
  func splitColumn(_ view: ViewSnapshot) -> [ExplanationSection] {
    func holds(_ root: ViewSnapshot) -> Bool {
      root.id == view.id || root.subviews.contains(where: holds)
    }
    func columnView(_ column: SplitSnapshot.ColumnSnapshot) -> ViewSnapshot? {
      column.rootViewID.flatMap { snapshot.view(id: $0) }
    }
    // The innermost split whose shown column holds the view.
    guard
      let split = snapshot.allControllers.last(where: { controller in
        controller.split?.columns.contains { columnView($0).map(holds) ?? false } ?? false
      }),
      let column = split.split?.columns.first(where: { columnView($0).map(holds) ?? false }),
      let root = columnView(column)
    else { return [] }
    let steps = splitColumnPlacement(root, split: split)
    return steps.isEmpty ? [] : [ExplanationSection(title: "split view column", steps: steps)]
  }

  /// Whether `view` is the root view of a split view's column container.
  func isSplitColumnRoot(_ view: ViewSnapshot) -> Bool {
    snapshot.allControllers.contains { controller in
      controller.split?.columns.contains { $0.rootViewID == view.id } ?? false
    }
  }

  /// R14.1, R14.2, R14.7: how a split view's column width was resolved.
  func splitWidths() -> [ExplanationSection] {
    guard let split = snapshot.controller(sceneID: path.id)?.split else { return [] }
    var steps: [ExplanationStep] = []
    if split.isCollapsed {
      steps.append(
        ExplanationStep(
          "the split view is collapsed: the column width is the split view's width (model"
            + " choice)", rule: "R14.7"))
    } else {
      steps.append(
        ExplanationStep(
          "a preferred width in points wins over the fraction; else fraction × the split view's"
            + " width; else the default (320; 280 for a triple column's primary)", rule: "R14.2"))
      steps.append(
        ExplanationStep(
          path.property == .primaryColumnWidth
            ? "a double-column or classic split caps it at width − 10 − the secondary minimum"
              + " (464), then clamps it to the minimum and maximum"
            : "capped at width − 0.5 − the secondary minimum (464), then clamped to the minimum"
              + " and maximum", rule: "R14.2"))
    }
    let value =
      path.property == .primaryColumnWidth
      ? split.primaryColumnWidth : split.supplementaryColumnWidth
    if let value {
      steps.append(
        ExplanationStep("\(path.property.name) = \(PointFormat.string(value))", rule: "R14.2"))
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  /// R14.3–R14.7: which column of `split` the view holds, and where the column goes.
  func splitColumnPlacement(_ view: ViewSnapshot, split parent: ControllerSnapshot)
    -> [ExplanationStep]
  {
    guard let split = parent.split else { return [] }
    let column = split.columns.first { $0.rootViewID == view.id }
    let name = column.map { "the \($0.column) column" } ?? "a column"
    if split.isCollapsed {
      return [
        ExplanationStep(
          "\(parent.displayName) is collapsed in a horizontally compact environment: \(name)'s"
            + " stack fills the split view and gets its safe area", rule: "R14.7")
      ]
    }
    var steps = [
      ExplanationStep(
        "\(parent.displayName) (\(split.style)) shows display mode \(split.displayMode)"
          + (split.preferredDisplayMode == split.displayMode
            ? "" : " for \(split.preferredDisplayMode)"),
        rule: "R14.3"),
      ExplanationStep(
        "primaryColumnWidth = \(PointFormat.string(split.primaryColumnWidth))", rule: "R14.2"),
    ]
    if let width = split.supplementaryColumnWidth {
      steps.append(
        ExplanationStep(
          "supplementaryColumnWidth = \(PointFormat.string(width))", rule: "R14.2"))
    }
    switch column?.column {
    case "primary":
      steps.append(
        ExplanationStep(
          snapshot.environment.ios >= 26
            ? "\(name) floats 10 pt from the leading edge, from the split view's top inset to"
              + " max(10, bottom inset − 10) above its bottom"
            : "\(name) reaches 100 pt past the leading edge",
          rule: snapshot.environment.ios >= 26 ? "R14.5" : "R14.4"))
    case .some(let other):
      if let inset = column?.leadingInset {
        steps.append(
          ExplanationStep(
            "\(name) runs under the \(inset.label): its leading safe-area inset leaves the"
              + " covered part", amount: inset.amount, rule: inset.rule))
      } else {
        steps.append(
          ExplanationStep(
            "\(other == "secondary" ? "the secondary column" : name) is tiled 0.5 pt after the"
              + " column before it, or fills the split view when it shows alone", rule: "R14.5"))
      }
    case nil:
      break
    }
    return steps
  }

  func rootViewPlacement(_ view: ViewSnapshot, owner: ControllerSnapshot) -> [ExplanationStep] {
    guard
      let chain = owner.sceneID.flatMap({ snapshot.controllerPath(to: $0) })
        ?? parentChain(of: owner), chain.count >= 2
    else {
      return [
        ExplanationStep("the window's root view controller's view fills the window", rule: "R9.5")
      ]
    }
    let parent = chain[chain.count - 2]
    var steps: [ExplanationStep] = []
    switch parent.kind {
    case .navigationController:
      if let bar = parent.navigationBar, !bar.isHidden {
        if bar.isTranslucent {
          steps.append(
            ExplanationStep(
              "\(parent.displayName) lays its top view controller's view out full screen under"
                + " the translucent navigation bar (y = 0)", rule: "R3.1"))
        } else {
          steps.append(
            ExplanationStep(
              "\(parent.displayName) starts the view at the opaque navigation bar's bottom"
                + " (window y = \(PointFormat.string(bar.frame.maxY)))", rule: "R3.2"))
        }
        steps.append(
          ExplanationStep(
            "edgesForExtendedLayout and extendedLayoutIncludesOpaqueBars decide which bars the"
              + " view extends under", rule: "R3.4"))
      } else {
        steps.append(
          ExplanationStep(
            "the navigation bar is hidden: the view fills \(parent.displayName)'s view",
            rule: "R3.5"))
      }
      if let toolbar = parent.toolbar, !toolbar.isHidden {
        steps.append(
          ExplanationStep(
            "the toolbar is \(toolbar.isTranslucent ? "translucent: the view extends under it" : "opaque: the view stops at its top")",
            rule: "R3.4"))
      }
    case .tabBarController:
      if let bar = parent.tabBar, !bar.isHidden {
        steps.append(
          ExplanationStep(
            "\(parent.displayName) lays the selected view out"
              + (bar.isTranslucent
                ? " full screen under the translucent tab bar" : " above the opaque tab bar"),
            rule: bar.isTranslucent ? "R3.7" : "R3.4"))
      } else {
        steps.append(
          ExplanationStep("the tab bar is hidden: the view fills the container", rule: "R3.10"))
      }
    case .splitViewController:
      steps += splitColumnPlacement(view, split: parent)
    case .viewController:
      steps.append(
        ExplanationStep(
          "a child of \(parent.displayName): the frame its parent gave it", rule: "R2.4"))
    }
    return steps
  }

  func parentChain(of owner: ControllerSnapshot) -> [ControllerSnapshot]? {
    func search(_ controller: ControllerSnapshot, _ path: [ControllerSnapshot])
      -> [ControllerSnapshot]?
    {
      let path = path + [controller]
      if controller == owner { return path }
      for child in controller.children {
        if let found = search(child, path) { return found }
      }
      return nil
    }
    return snapshot.rootController.flatMap { search($0, []) }
  }

  func bar() -> [ExplanationSection] {
    let environment = snapshot.environment
    let metrics = environment.barMetrics
    var steps: [ExplanationStep] = []
    if let column = metrics.verticalBarColumn, let edge = metrics.verticalBarEdge {
      // R20.2: container bars share the vertical bar column.
      let width = column.width
      return [
        ExplanationSection(
          title: path.property.name,
          steps: [
            ExplanationStep(
              "in the vertical bar column along the screen's \(edge.rawValue) edge, full height,"
                + " where the container reaches it (a container that does not is a missing"
                + " value)", rule: "R20.2"),
            ExplanationStep(
              "the column's width with container bars (the device's 'widthWithBars')",
              amount: width, rule: "R20.2"),
          ])
      ]
    }
    switch path.property {
    case .navigationBarFrame:
      let top = environment.navigationBarTop(statusBarVisible: snapshot.isStatusBarVisible)
      if let minimum = metrics.navigationBarMinimumTop {
        steps.append(
          ExplanationStep(
            "top at max(the navigation view's top inset, \(PointFormat.string(minimum.value)))"
              + " (\(top.provenance) for a full-screen container)", amount: top.value,
            rule: "R17.1"))
      } else {
        steps.append(
          ExplanationStep(
            "top at the window's top inset or the device's recorded bar top (\(top.provenance))",
            amount: top.value, rule: "R1.6"))
      }
      steps.append(
        ExplanationStep(
          "standard navigation bar height (\(metrics.navigationBarHeight.provenance))",
          amount: metrics.navigationBarHeight.value,
          rule: metrics.navigationBarMinimumTop == nil ? "R1.8" : "R17.1"))
    case .tabBarFrame where metrics.tabBarRegionHeight != nil:
      let region = metrics.tabBarRegionHeight?.value
      steps.append(
        ExplanationStep(
          "the floating tab bar's fixed region at the container's bottom, whatever the bottom"
            + " inset", amount: region, rule: "R17.2"))
    case .tabBarFrame, .toolbarFrame:
      let isTab = path.property == .tabBarFrame
      let height = isTab ? metrics.tabBarHeight : metrics.toolbarHeight
      steps.append(
        ExplanationStep(
          "\(isTab ? "tab bar" : "toolbar") height (\(height.provenance))", amount: height.value,
          rule: "R1.8"))
      steps.append(
        ExplanationStep(
          "plus the container's bottom safe-area inset (home indicator), at the container's"
            + " bottom", amount: snapshot.windowSafeAreaInsets?.bottom,
          rule: isTab ? "R3.7" : "R1.8a"))
    default:
      break
    }
    return [ExplanationSection(title: path.property.name, steps: steps)]
  }

  func layoutGuide() -> [ExplanationSection] {
    let isTop = path.property == .topLayoutGuideLength
    return [
      ExplanationSection(
        title: path.property.name,
        steps: [
          ExplanationStep(
            isTop
              ? "the covered top (status bar bottom, or the visible navigation bars' bottom)"
                + " minus the view's window y, at least 0"
              : "the view's window maxY minus the covered bottom (visible tab bars and"
                + " toolbars), at least 0", rule: "R5.4")
        ])
    ]
  }

  func plain() -> [ExplanationSection] {
    [
      ExplanationSection(
        title: path.property.name,
        steps: [
          ExplanationStep("a value the app or the layout set directly; no derivation recorded")
        ])
    ]
  }
}
