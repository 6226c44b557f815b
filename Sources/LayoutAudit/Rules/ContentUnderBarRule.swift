import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content hidden under a navigation bar, tab bar or toolbar: A0-1.
public struct ContentUnderBarRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .contentUnderBar,
    name: "Content under a bar",
    summary: "A view lies under a navigation bar, tab bar or toolbar of its container.",
    rationale: """
      A container lays its child's view out under its translucent bars (R3.1, R3.4, R3.7): the \
      view starts at the top of the screen, and a subview placed at y = 0 is hidden by the \
      status bar and the bar (A0-1). Scroll views are exempt (adjustedContentInset moves their \
      content, R4.1; what a scroll view cannot move vertically, a strip of labels in a \
      horizontal scroll view, is judged where it stays), as are backgrounds that span the screen's height and full-bleed \
      decorations (an image, a map, a visual effect, or a plain view with content over it, \
      spanning the screen's width), which the HIG asks to run under the bars. On a device with \
      a vertical bar column (iOS 27+, a custom device's `verticalBar:` with its \
      `widthWithBars`), the bars run down one side (R20.2): the depth under them is measured \
      across, and backgrounds spanning the screen's width are exempt instead. From iOS 15 a \
      navigation bar over a screen with no scroll view draws no background unless its \
      `scrollEdgeAppearance` says otherwise (R10.2): there only what reaches the band of its \
      title and buttons, or the status bar, is under it.
      """,
    severity: .error,
    traces: ["A0-1", "R3.1", "R3.4", "R3.7", "R10.2", "R20.2"],
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
                      - view: { id: red, frame: [0, 0, screen.width, 88] }
        """, devices: "iPhone X", orientations: [.portrait]),
      // An image that does not span the width is content (a logo), not a backdrop.
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
                      - imageView: { id: logo, frame: [16, 0, 80, 80] }
        """, devices: "iPhone X", orientations: [.portrait]),
      // R20.2: a button under the vertical bar column (the column's widths are the example's
      // own numbers, not a device's).
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 34, 84] }
            verticalBar: { edge: right, width: 84, widthWithBars: 120 }
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - button: { id: share, frame: [380, 300, 80, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [27]),
      // A title strip built as a scroll view of labels that cannot move vertically (no content
      // size set, nothing adjusts it): the label stays under the bar (round K's DYZB).
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
                      - scrollView:
                          id: titles
                          frame: [0, 64, screen.width, 44]
                          contentInsetAdjustmentBehavior: never
                          subviews:
                            - button: { id: hot, frame: [10, 0, 60, 44] }
        """, devices: "iPhone X", orientations: [.portrait]),
    ],
    nonTriggeringExamples: [
      // The same strip whose scroll view takes the safe area into its inset: the label rests
      // below the bar.
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
                      - scrollView:
                          id: titles
                          frame: [0, 64, screen.width, 44]
                          contentInsetAdjustmentBehavior: always
                          subviews:
                            - button: { id: hot, frame: [10, 0, 60, 44] }
        """, devices: "iPhone X", orientations: [.portrait]),
      // R20.2: the same button beside the column, and a header across the top, where no bar is.
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 34, 84] }
            verticalBar: { edge: right, width: 84, widthWithBars: 120 }
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - button: { id: share, frame: [220, 300, 80, 44] }
                      - label: { id: title, frame: [16, 0, 300, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [27]),
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
                      - view: { id: red, frame: [0, 0, screen.width, 88] }
        """, devices: "iPhone X,iPhone 8"),
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
                      - view: { id: red, frame: [0, safeArea.top, screen.width, 100] }
        """, devices: "iPhone X,iPhone 8,iPhone 15 Pro"),
      // A full-bleed header image under a translucent bar: decoration, shown through the bar.
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
                      - imageView: { id: header, frame: [0, 0, screen.width, 240] }
        """, devices: "iPhone X,iPhone 8", orientations: [.portrait]),
    ])

  public init() {}

  /// Reads the iOS version too (R10.2: a navigation bar without a scroll view under it draws
  /// no background from iOS 15), which environments sharing one layout may not share.
  public static let readsOnlyLayoutInputs = false

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let bars = layout.visibleBars
    guard !bars.isEmpty else { return [] }
    let content = layout.contentEntries
    let fixedInScroll = layout.verticallyFixedScrollContentEntries
    var result: [Observation] = []
    for bar in bars {
      // R20.2: in the vertical bar column a bar covers a side; the depth is horizontal.
      let vertical =
        layout.environment.verticalBarColumn != nil && bar.frame.height > bar.frame.width
      // Inside a scroll view that cannot move it vertically a view stays under a top or bottom
      // bar: no inset adjustment moves content on an axis the scroll view does not scroll.
      let judged = vertical || fixedInScroll.isEmpty ? content : content + fixedInScroll
      for entry in judged where bar.contentIDs.contains(entry.view.id) {
        let frame = entry.visibleFrame
        let edge: RectEdge =
          vertical
          ? (bar.frame.midX < layout.screen.midX ? .left : .right)
          : (bar.frame.midY < layout.screen.midY ? .top : .bottom)
        guard
          !(vertical ? layout.spansWidth(entry.spanFrame) : layout.spansHeight(entry.spanFrame)),
          !layout.isFullBleed(entry, along: edge),
          let overlap = Geometry.overlap(frame, bar.frame)
        else {
          continue
        }
        // R10.2: a bar that draws no background here (iOS 15+, no scroll view) hides nothing
        // by its fill; what it still draws over the view is its title and bar button items,
        // in its middle band, and above it the status bar draws its time and icons on no
        // background either. A view that stays below the bar's top and reaches only the band's
        // lower or upper edge is seen.
        if !vertical, bar.drawsNoBackground(ios: layout.environment.ios),
          frame.minY >= bar.frame.minY - Geometry.tolerance,
          Geometry.overlap(frame, bar.itemBand) == nil
        {
          continue
        }
        let depth = vertical ? overlap.width : overlap.height
        var observation = layout.observe(
          entry.view, amount: depth,
          "\(ViewReference(entry.view).phrase) lies \(Geometry.points(depth)) pt under"
            + " the \(bar.name)\(vertical ? " in the vertical bar column" : "")",
          fix: "place it from the safe area (safeAreaLayoutGuide), which excludes the bars, or"
            + " make the bar opaque so the view starts below it")
        observation.edge = edge
        result.append(observation)
      }
    }
    return result
  }
}
