import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Scroll content that can never be brought into view: A0-9, A2-2.
public struct UnreachableScrollContentRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .unreachableScrollContent,
    name: "Unreachable scroll content",
    summary: "Part of a scroll view's content can never be scrolled into the visible, safe area.",
    rationale: """
      A scroll view that runs past its controller's view (sized from the full screen in \
      viewDidLoad, or made taller by hand) keeps an inset capped at its superview's (R2.3a), so \
      the content beyond the screen can never be scrolled up into view (A0-9: the last 88 pt of \
      a table under an opaque bar; A2-2: a table 25 pt too tall). Only what the content shows \
      counts: a table's rows, a collection's items, a plain scroll view's views (its controls \
      and the views holding no other), not the padding below the last of them.
      """,
    severity: .error,
    traces: ["A0-9", "A2-2", "R2.3a", "R4.1"],
    triggeringExamples: [
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
                      - tableView: { id: tb, frame: [0, 0, screen.width, screen.height], rows: 60 }
        """, devices: "iPhone X", orientations: [.portrait]),
      // Content that fits (not scrollable, so no inset) with its last button in the home
      // indicator's band.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - scrollView:
                    id: sv
                    frame: bounds
                    contentSize: [375, 812]
                    subviews:
                      - button: { id: last, frame: [20, 758, 200, 44] }
        """, devices: "iPhone X", orientations: [.portrait]),
    ],
    nonTriggeringExamples: [
      // The same with the button higher: the hidden band holds only padding.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - scrollView:
                    id: sv
                    frame: bounds
                    contentSize: [375, 812]
                    subviews:
                      - button: { id: last, frame: [20, 692, 200, 44] }
        """, devices: "iPhone X", orientations: [.portrait]),
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
                      - tableView:
                          id: tb
                          frame: bounds
                          rows: 60
                          autoresizingMask: [flexibleWidth, flexibleHeight]
        """, devices: "iPhone X,iPhone 8,iPhone 15 Pro"),
    ])

  public init() {}

  /// Reads the snapshot, the screen and the window's insets only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let entries = layout.entries
    return layout.analysis.scrollIndices.compactMap { index in
      let entry = entries[index]
      guard !entry.isHiddenInWindow, let scroll = entry.view.scroll, scroll.hasUnreachableContent
      else { return nil }
      var hidden = scroll.unreachableContent
      // Content hidden at the start lies under the top (leading) unsafe region at rest: the
      // adjustment was removed (A1-2's negative inset, .never, an unscrollable axis). Decided on
      // the whole hidden region, before it is narrowed to the content it holds.
      let atStart = hidden.minX <= Geometry.tolerance && hidden.minY <= Geometry.tolerance
      // Only real content counts: the cells or items it holds, not a flow layout's empty section
      // insets or the space past a table's last row; in a plain scroll view, the views it holds,
      // not the padding below its last one (element-ios's screens end their content view 20 pt
      // below their last button).
      let cells: [CGRect]? =
        entry.view.collection.map { $0.sections.flatMap { $0 } }
        ?? entry.view.table.map { $0.sections.flatMap { $0.map(\.frame) } }
        ?? Self.contentFrames(ofScrollViewAt: index, in: entries)
      // The content hidden itself, before a cut item widens it to the band it lies in.
      var drawn = hidden
      if let cells {
        let touched = cells.map { $0.intersection(hidden) }.filter { !$0.isNull && !$0.isEmpty }
        guard let first = touched.first else { return nil }
        hidden = touched.dropFirst().reduce(first) { $0.union($1) }
        drawn = hidden
        if hidden.width < scroll.contentSize.width - Geometry.tolerance,
          hidden.height < scroll.contentSize.height - Geometry.tolerance
        {
          // Items cut on the cross axis count with the band they lie in.
          hidden = CGRect(
            x: 0, y: hidden.minY, width: scroll.contentSize.width, height: hidden.height)
        }
      }
      // A band across the content on the axis the view scrolls; a strip along the other axis
      // (a table's sides in landscape) is the content views' business (R6.1).
      let size = scroll.contentSize
      let bounds = entry.view.bounds.size
      let amount: CGFloat
      if hidden.width >= size.width - Geometry.tolerance {
        amount = hidden.height
      } else if hidden.height >= size.height - Geometry.tolerance,
        size.width > bounds.width + Geometry.tolerance
      {
        amount = hidden.width
      } else {
        return nil
      }
      guard amount > Geometry.tolerance else { return nil }
      // Which end is a caveat: on some devices of a finding the start is hidden, on others the end.
      var observation = layout.observe(
        entry.view, amount: amount,
        "\(Geometry.points(amount)) pt of \(ViewReference(entry.view).phrase)'s content can never"
          + " be scrolled into view",
        fix: atStart
          ? "let the scroll view adjust its content inset for the safe area"
            + " (contentInsetAdjustmentBehavior .automatic or .always, no negative contentInset)"
          : "size the scroll view from its superview at layout time (autoresizing, constraints,"
            + " or frame = bounds in viewDidLayoutSubviews) so it ends where the screen does")
      observation.caveat = atStart ? "at its start" : "at its end"
      // Hidden at the end only in the home indicator's band, possibly beside the indicator
      // (where the content lies at the largest offset): approximate, as content in an
      // unsourced housing's strip is. Fresh round L: forms whose last view ends 24 pt above
      // the bottom edge, 10 pt into the 34-pt band, with the indicator below it.
      // A control there meets the system's gesture whatever is drawn (as for
      // control_over_home_indicator): only content that is not a control is approximate.
      let controls = Self.contentFrames(ofScrollViewAt: index, in: entries, controlsOnly: true)
      let holdsControl = (controls ?? []).contains { !$0.intersection(drawn).isNull }
      if !atStart, !holdsControl {
        let origin = entry.view.frameInWindow.origin
        let shown = drawn.offsetBy(
          dx: origin.x - scroll.maxContentOffset.x, dy: origin.y - scroll.maxContentOffset.y)
        observation.isApproximate = layout.restsOnlyOnIndicatorBand(shown)
      }
      // Hidden across the content's whole width: the vertical start rests on the top inset.
      if hidden.width >= size.width - Geometry.tolerance {
        observation.edge = atStart ? .top : .bottom
      }
      return observation
    }
  }

  /// The frames, in the scroll view's content coordinates, of what a plain scroll view shows:
  /// its visible descendants that are controls or hold no visible subview (a nested scroll view
  /// counts whole). `nil` when it holds none (a scroll view described by its content size alone,
  /// as scene files may: the content size stands for the content).
  static func contentFrames(
    ofScrollViewAt index: Int, in entries: [AuditedLayout.Entry], controlsOnly: Bool = false
  ) -> [CGRect]? {
    let scrollEntry = entries[index]
    let view = scrollEntry.view
    let dx = view.bounds.minX - view.frameInWindow.minX
    let dy = view.bounds.minY - view.frameInWindow.minY
    var frames: [CGRect] = []
    // Whether it holds a leaf at all (one that draws nothing still means the content is views,
    // not a content size alone).
    var holdsLeaf = false
    var at = index + 1
    // Entries are in pre-order: the scroll view's descendants follow it.
    func descends(_ entry: AuditedLayout.Entry) -> (inside: Bool, inNestedScroll: Bool) {
      var nested = false
      var parent = entry.parent
      while let current = parent {
        if current === scrollEntry { return (true, nested) }
        if current.view.scroll != nil { nested = true }
        parent = current.parent
      }
      return (false, false)
    }
    while at < entries.count {
      let entry = entries[at]
      at += 1
      let (inside, inNestedScroll) = descends(entry)
      guard inside else { break }
      guard !inNestedScroll, !entry.isHiddenInWindow else { continue }
      let isLeaf =
        entry.isControl || entry.view.scroll != nil
        || entry.view.subviews.allSatisfy { $0.isHidden || $0.alpha < 0.01 }
      guard isLeaf, !controlsOnly || entry.isControl else { continue }
      holdsLeaf = true
      // What the leaf draws, not its frame (issue 27, item 1): a full-size tap-catcher button
      // whose only title is centred, or one that draws nothing, holds no content in a strip
      // at the content's end (fresh round V: bittr's sign-up pages, 34 pt "hidden" under the
      // home indicator where only such a button and the empty content view were). A control
      // keeps its whole frame for the controls-only question (a touch there meets the system's
      // gesture whatever is drawn).
      let drawn =
        controlsOnly
        ? entry.view.frameInWindow
        : (entry.view.contentFrameInWindow ?? entry.view.frameInWindow)
      guard !drawn.isNull, !drawn.isEmpty else { continue }
      frames.append(drawn.offsetBy(dx: dx, dy: dy))
    }
    return holdsLeaf ? frames : nil
  }
}
