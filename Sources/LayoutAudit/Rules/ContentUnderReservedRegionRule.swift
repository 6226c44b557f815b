import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content under a region the system reserves beside the safe area (R20.3): the iPhone Duo's fold
/// (`.division`) and its under-display camera (`.occlusion`), as a custom device describes them.
public struct ContentUnderReservedRegionRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .contentUnderReservedRegion,
    name: "Content under a reserved region",
    summary: "Content lies under a reserved region (a fold or an under-display camera).",
    rationale: """
      A foldable's fold and an under-display camera are not part of the safe area: UIKit reports \
      them beside it (`UIView.reservedRegions(kind:options:)`, iOS 27.1: `.division` while \
      folded, `.occlusion` while the camera is in use; R20.3), so a layout that only follows \
      the safe area can put a control on the fold or text under the camera. The rule checks the \
      regions the device lists (the catalog's iPhone Duo: the outer camera hole and the inner \
      display's fold, R20.1; a custom device's `reservedRegions:` in a scene file), which the \
      model treats as active (the fold: the device folded like a book). Content overlapping \
      an occlusion region, and a control that a division region (a fold line, possibly 0 pt \
      wide) runs through, are findings; backdrops spanning the window's width or height and \
      scroll and web views (whose content follows the safe area) are exempt from occlusion, \
      their subviews are checked one by one; controls inside a scroll, table or collection view \
      are exempt from the fold, since scrolling content may pass under it (R20.3a), and so is a \
      control wider across the fold than the larger side of the safe area (a full-width field or \
      slider), which no move can put on one side (R20.3b).
      """,
    severity: .warning,
    traces: ["R20.1", "R20.3", "R20.3a", "R20.3b"],
    triggeringExamples: [
      RuleExample(
        """
        environment:
          device:
            name: Foldable
            width: 669
            height: 951
            safeArea: { portrait: [24, 0, 20, 0] }
            reservedRegions:
              - { kind: occlusion, frame: [300, 30, 60, 40] }
              - { kind: division, frame: [0, 475.5, 669, 0] }
        root:
          controller:
            id: vc
            view:
              subviews:
                - label: { id: title, frame: [20, 30, 400, 30] }
                - button: { id: go, frame: [20, 450, 200, 50] }
        """, devices: "scene", orientations: [.portrait]),
      RuleExample(
        foldedInLandscape + "        - textField: { id: name, frame: [320, 100, 300, 44] }",
        devices: "scene", orientations: [.landscapeLeft]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        environment:
          device:
            name: Foldable
            width: 669
            height: 951
            safeArea: { portrait: [24, 0, 20, 0] }
            reservedRegions:
              - { kind: occlusion, frame: [300, 30, 60, 40] }
              - { kind: division, frame: [0, 475.5, 669, 0] }
        root:
          controller:
            id: vc
            view:
              subviews:
                - label: { id: title, frame: [20, 80, 400, 30] }
                - button: { id: go, frame: [20, 500, 200, 50] }
        """, devices: "scene", orientations: [.portrait]),
      RuleExample(
        """
        environment:
          device:
            name: Foldable
            width: 669
            height: 951
            safeArea: { portrait: [24, 0, 20, 0] }
            reservedRegions:
              - { kind: division, frame: [0, 475.5, 669, 0] }
        root:
          controller:
            id: vc
            view:
              subviews:
                - scrollView:
                    id: form
                    frame: bounds
                    contentSize: [669, 2000]
                    subviews:
                      - button: { id: go, frame: [20, 450, 200, 50] }
        """, devices: "scene", orientations: [.portrait]),
      RuleExample(
        foldedInLandscape + "        - textField: { id: name, frame: [20, 100, 827, 44] }",
        devices: "scene", orientations: [.landscapeLeft]),
    ])

  /// A foldable's inner display in landscape, its fold a line at x 475.5, with one controller
  /// whose subviews the fold examples append.
  static let foldedInLandscape = """
    environment:
      orientation: landscapeLeft
      device:
        name: Foldable
        width: 669
        height: 951
        orientations: [landscape]
        safeArea: { portrait: [0, 0, 0, 0], landscape: [0, 0, 34, 84] }
        reservedRegions:
          - { kind: division, frame: [0, 475.5, 669, 0] }
    root:
      controller:
        id: vc
        view:
          subviews:

    """

  public init() {}

  /// The edge of `window` that `region` lies nearest to; the top or bottom on a tie with a side.
  static func nearestEdge(of region: CGRect, in window: CGRect) -> RectEdge {
    let top = region.minY - window.minY
    let bottom = window.maxY - region.maxY
    let left = region.minX - window.minX
    let right = window.maxX - region.maxX
    if min(top, bottom) <= min(left, right) + Geometry.tolerance {
      return top <= bottom ? .top : .bottom
    }
    return left <= right ? .left : .right
  }

  /// Whether `entry` is decorative artwork the layout bleeds past both edges of the screen
  /// corner nearest `region` (``AuditedLayout/bleedsPastCorner(_:horizontal:vertical:)``): a
  /// camera in that corner covers more of an image the screen's edges already cut there by
  /// design (fresh round P).
  static func bleedsPastRegionCorner(
    _ entry: AuditedLayout.Entry, _ region: CGRect, in layout: AuditedLayout
  ) -> Bool {
    let screen = layout.screen
    let horizontal: RectEdge = region.midX <= screen.midX ? .left : .right
    let vertical: RectEdge = region.midY <= screen.midY ? .top : .bottom
    return layout.bleedsPastCorner(entry, horizontal: horizontal, vertical: vertical)
  }

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let regions = layout.environment.reservedRegionFrames
    guard !regions.isEmpty else { return [] }
    var result: [Observation] = []
    for entry in layout.contentEntries {
      let frame = entry.visibleFrame
      for region in regions {
        let amount: CGFloat
        switch region.kind {
        case .occlusion:
          // A backdrop spanning the window's width or height, or a scroll view (its content
          // follows the safe area), runs under the region by design; what it holds is checked
          // view by view.
          guard !layout.spansWidth(entry.spanFrame), !layout.spansHeight(entry.spanFrame),
            entry.view.scroll == nil,
            entry.view.className != "WKWebView",
            !Self.bleedsPastRegionCorner(entry, region.frame, in: layout),
            let overlap = Geometry.overlap(frame, region.frame)
          else { continue }
          amount = min(overlap.width, overlap.height)
        case .division:
          // A fold is a line (or a thin band): a control it runs through is split by it.
          // Scrolling content (a scroll, table or collection view's) may pass under the fold
          // (R20.3a): only controls outside scroll views are checked.
          guard AuditedLayout.isControl(entry.view), !entry.isInsideScrollView else { continue }
          let horizontal = region.frame.width >= region.frame.height
          let line = horizontal ? region.frame.midY : region.frame.midX
          let low = horizontal ? frame.minY : frame.minX
          let high = horizontal ? frame.maxY : frame.maxX
          let along =
            horizontal
            ? min(frame.maxX, region.frame.maxX) - max(frame.minX, region.frame.minX)
            : min(frame.maxY, region.frame.maxY) - max(frame.minY, region.frame.minY)
          guard line > low + Geometry.tolerance, line < high - Geometry.tolerance,
            along > Geometry.tolerance
          else { continue }
          // Displacement moves a control to one side of the fold; a control wider (across the
          // fold) than the larger side of the window's safe area cannot go to either side and
          // spans the fold by design (a full-width field or slider): its remedy is a new
          // layout, not a move, and it is usable on either half, so it is not reported.
          let safe = layout.window.inset(by: layout.windowInsets)
          let largerSide =
            horizontal
            ? max(line - safe.minY, safe.maxY - line) : max(line - safe.minX, safe.maxX - line)
          guard high - low <= largerSide + Geometry.tolerance else { continue }
          amount = min(line - low, high - line)
        }
        let message =
          region.kind == .division
          ? "while the device is folded, the fold (division region) runs through"
            + " \(entry.reference.phrase),"
            + " \(Geometry.points(amount)) pt in from its nearer edge"
          : "\(entry.reference.phrase) lies \(Geometry.points(amount)) pt under an occlusion region"
        var observation = layout.observe(
          entry, amount: amount, message,
          fix: "move it out of the reserved region: read UIView.reservedRegions(kind:options:)"
            + " (iOS 27.1) as well as the safe area")
        if region.kind == .occlusion {
          // An occlusion region rests on the screen edge it is nearest to, the top or bottom
          // when it is as near one of them as a side (a camera in a top corner): under an
          // assumed full screen that edge may be covered by a bar or a sheet's top.
          observation.edge = Self.nearestEdge(of: region.frame, in: layout.window)
        }
        result.append(observation)
        break
      }
    }
    return result
  }
}
