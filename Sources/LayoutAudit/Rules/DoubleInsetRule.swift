import DeviceCatalog
import Foundation
import HeadlessUIKit

/// An inset applied twice: a manual `contentInset` for a bar plus the automatic adjustment
/// (A0-8, A1-1), or the iOS 10 layout-guide pitfall (A2-3, R11.3).
public struct DoubleInsetRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .doubleInset,
    name: "Inset applied twice",
    summary: "A scroll view is inset for a bar twice: by hand and by the system.",
    rationale: """
      From iOS 11 the system adds the scroll view's safe area to contentInset \
      (adjustedContentInset, R4.1); a contentInset written for the bars by hand, as before iOS \
      11, is added on top and the content starts a bar's height too low (A0-8, A1-1). Under iOS \
      7–10 automaticallyAdjustsScrollViewInsets adds the layout guide's length whatever the \
      frame (R5.1), so a scroll view already placed below the bar (pinned to the top layout \
      guide or the safe area) is inset again (A2-3, R11.3).
      """,
    severity: .warning,
    traces: ["A0-8", "A1-1", "A2-3", "R4.1", "R5.1", "R11.3"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - tableView: { id: tb, frame: bounds, rows: 60, contentInset: [64, 0, 0, 0] }
        """, devices: "iPhone 8", orientations: [.portrait]),
      RuleExample(
        """
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - tableView:
                          id: tb
                          frame: [0, 80, superview.width, superview.height - 80]
                          rows: 30
        """, devices: "iPhone 8", orientations: [.portrait], ios: [10]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - tableView: { id: tb, frame: bounds, rows: 60 }
        """, devices: "iPhone 8,iPhone X", ios: [10, 11, 26]),
      RuleExample(
        """
        root:
          navigation:
            id: nav
            navigationBar: { translucent: false }
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - tableView: { id: tb, frame: bounds, rows: 60, contentInset: [0, 0, 88, 0] }
        """, devices: "iPhone X", orientations: [.portrait]),
    ])

  public init() {}

  /// Reads the snapshot, the screen and the window's insets only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    var result: [Observation] = []
    let window = layout.windowInsets
    for index in layout.analysis.scrollIndices {
      let entry = layout.entries[index]
      guard !entry.isHiddenInWindow, let scroll = entry.view.scroll else { continue }
      if let adjusted = scroll.adjustedContentInset {
        for edge in [RectEdge.top, .bottom] {
          let manual = scroll.contentInset[edge]
          let automatic = adjusted[edge] - manual
          // The automatic part covers a bar when it is more than the window's own inset.
          let bar = automatic - window[edge]
          guard manual > Geometry.tolerance, bar > Geometry.tolerance,
            manual >= bar - Geometry.tolerance
          else { continue }
          let amount = min(manual, automatic)
          result.append(
            layout.observe(
              entry.view, amount: amount,
              "\(ViewReference(entry.view).phrase)'s contentInset.\(edge.rawValue)"
                + " \(Geometry.points(manual)) is added to the system's"
                + " \(Geometry.points(automatic)) for the bars: its content starts"
                + " \(Geometry.points(amount)) pt too far in",
              fix: "drop the manual contentInset (the system adds the bars since iOS 11), or set"
                + " contentInsetAdjustmentBehavior = .never and keep it"))
        }
      } else if let observation = legacy(entry, scroll, layout) {
        result.append(observation)
      }
    }
    return result
  }

  /// R5.1, R11.3: under iOS 10 the first scroll view of a controller's view gets the layout
  /// guide's length even when its frame already starts below the bar.
  func legacy(_ entry: AuditedLayout.Entry, _ scroll: ScrollViewSnapshot, _ layout: AuditedLayout)
    -> Observation?
  {
    let snapshot = layout.snapshot
    var owner = snapshot.controller(owningRootView: entry.view.id)
    var root = entry.view
    if owner == nil, let superview = entry.superview, superview.subviews.first?.id == entry.view.id
    {
      owner = snapshot.controller(owningRootView: superview.id)
      root = superview
    }
    guard let owner, owner.topLayoutGuideLength > Geometry.tolerance else { return nil }
    let coveredTop = root.frameInWindow.minY + owner.topLayoutGuideLength
    let frame = entry.view.frameInWindow
    guard frame.minY >= coveredTop - Geometry.tolerance,
      scroll.contentInset.top >= owner.topLayoutGuideLength - Geometry.tolerance
    else { return nil }
    let amount = owner.topLayoutGuideLength
    var observation = layout.observe(
      entry.view, amount: amount,
      "\(ViewReference(entry.view).phrase) starts below the bars, yet iOS 10's"
        + " automaticallyAdjustsScrollViewInsets adds \(Geometry.points(amount)) pt to its"
        + " contentInset.top again",
      fix: "set automaticallyAdjustsScrollViewInsets = false on the controller, or pin the scroll"
        + " view to the superview's top instead of the layout guide")
    // It rests on the top layout guide, so on the top edge: where the context is only assumed
    // full screen, the bars above are not known and the audit drops it (round J's training run:
    // bilibili-ios's search-result page, a child page laid out alone under an assumed context).
    observation.edge = .top
    return observation
  }
}
