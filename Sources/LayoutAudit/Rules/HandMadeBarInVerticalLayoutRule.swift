import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A hand-made top or bottom bar on a device whose container bars move to a vertical column
/// (R20.2, the iPhone Duo): the system moves the navigation bar, toolbar and tab bar; a view the
/// app pinned to the top or bottom edge stays there.
public struct HandMadeBarInVerticalLayoutRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .handMadeBarInVerticalLayout,
    name: "Hand-made bar on a vertical-bar device",
    summary: "A hand-made bar at the top or bottom will not move to the vertical bar column.",
    rationale: """
      With the iOS 27.1 SDK, the iPhone Duo moves the bars that come from containers (navigation \
      bar, toolbar, tab bar) into one vertical bar along a side edge, and runs the status bar \
      and the Dynamic Island along it; bars an app builds itself are not moved (R20.2). A view \
      that spans the window's width at its top or bottom edge, is no taller than a bar region \
      (120 pt: the tallest the catalog knows is 116, a 54-pt bar at a 62-pt inset; a model \
      choice) and holds a control looks like such a bar: on a vertical-bar device it stays \
      horizontal beside the system's vertical column. The rule runs only where the device has a \
      vertical bar column (the catalog's iPhone Duo, or a custom device's `verticalBar:`; R20.1) \
      under iOS 27 or later, and only on a screen that shows a container's bar: the problem is \
      the mismatch with the system's bars, which move while this one stays. A screen that shows \
      no system bar has nothing that moves: on fresh apps no finding of this rule was judged \
      real (issue 27 and rounds D to F of `Precision.md`: 0 real, 29 false, 1 uncertain), most \
      of them on screens without a system bar.
      """,
    severity: .warning,
    traces: ["R20.1", "R20.2"],
    triggeringExamples: [
      // A hand-made bottom bar on a screen whose navigation bar the system moves to the column.
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 0, 84] }
            verticalBar: { edge: right, width: 84, widthWithBars: 120 }
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view:
                          id: bottomBar
                          frame: [0, screen.height - 56, screen.width, 56]
                          subviews:
                            - button: { id: share, frame: [8, 6, 44, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [27])
    ],
    nonTriggeringExamples: [
      // The same kind of bar on a screen that shows no system bar: nothing moves.
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 0, 84] }
            verticalBar: { edge: right, width: 84 }
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: topBar
                    frame: [0, 0, superview.width, 56]
                    subviews:
                      - button: { id: back, frame: [8, 6, 44, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [27]),
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 0, 84] }
            verticalBar: { edge: right, width: 84 }
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: topBar
                    frame: [0, 0, superview.width, 56]
                    subviews:
                      - button: { id: back, frame: [8, 6, 44, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [26]),
      RuleExample(
        """
        environment:
          device:
            name: Vertical-bar phone
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 0, 84] }
            verticalBar: { edge: right, width: 84 }
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: card
                    frame: [0, 200, superview.width, 56]
                    subviews:
                      - button: { id: more, frame: [8, 6, 44, 44] }
        """, devices: "scene", orientations: [.portrait], ios: [27]),
    ])

  /// The tallest view that looks like a bar (model choice, see the rationale).
  public static let maximumBarHeight: CGFloat = 120

  public init() {}

  public static var readsOnlyLayoutInputs: Bool { true }

  public func check(_ layout: AuditedLayout) -> [Observation] {
    // Only beside a container's bar, which the system moves (see the rationale).
    guard layout.environment.verticalBarColumn != nil, !layout.visibleBars.isEmpty else {
      return []
    }
    let window = layout.window
    var result: [Observation] = []
    for entry in layout.entries {
      guard entry.parent != nil, !entry.isHiddenInWindow, !entry.isRootView, !entry.isBar,
        !entry.isInsideScrollView, entry.view.scroll == nil
      else { continue }
      let frame = entry.view.frameInWindow
      let tolerance = Geometry.tolerance
      guard frame.minX <= window.minX + tolerance, frame.maxX >= window.maxX - tolerance,
        frame.height > tolerance, frame.height <= Self.maximumBarHeight
      else { continue }
      let atTop = frame.minY <= window.minY + tolerance
      let atBottom = frame.maxY >= window.maxY - tolerance
      guard atTop || atBottom, Self.holdsControl(entry.view) else { continue }
      result.append(
        layout.observe(
          entry, amount: frame.height,
          "\(entry.reference.phrase) is a hand-made \(atTop ? "top" : "bottom") bar"
            + " (\(Geometry.points(frame.height)) pt tall, the window's full width): the"
            + " system's bars move to the vertical bar column, this one stays",
          fix: "use the container's bar (navigationItem, toolbarItems, a tab bar controller) so"
            + " the system can move it, or lay the bar out along the toolbarVerticalEdge trait"))
    }
    return result
  }

  static func holdsControl(_ view: ViewSnapshot) -> Bool {
    view.subviews.contains { !$0.isHidden && (AuditedLayout.isControl($0) || holdsControl($0)) }
  }
}
