import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A control inside the status bar, which takes its touches: A4-2.
public struct ControlInStatusBarRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .controlInStatusBar,
    name: "Control in the status bar",
    summary: "A button or other control overlaps the status bar, which takes its touches.",
    rationale: """
      The status bar receives the touches in its area, so the part of a control under it does \
      not respond (A4-2: an app that hid the navigation bar and drew its own at y = 0). The \
      status bar is 20 pt on home-button iPhones and 44–62 pt on Face ID iPhones (R1.1, R1.2, \
      R1.6); a control placed for one is under the status bar on the other.
      """,
    severity: .error,
    traces: ["A4-2", "A4-5", "R1.1", "R1.2", "R1.6"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            navigationBar: { hidden: true }
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view:
                          id: customBar
                          frame: [0, 0, screen.width, 64]
                          subviews:
                            - button: { id: backButton, frame: [8, 10, 44, 44] }
        """, devices: "iPhone X", orientations: [.portrait])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            navigationBar: { hidden: true }
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view:
                          id: customBar
                          frame: [0, 0, screen.width, safeArea.top + 44]
                          subviews:
                            - button: { id: backButton, frame: [safeArea.left + 8, safeArea.top, 44, 44] }
        """, devices: "iPhone X,iPhone 8,iPhone 15 Pro")
    ])

  public init() {}

  /// Reads the snapshot, the screen and the window's insets only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let statusBar = layout.snapshot.statusBarFrame
    guard layout.snapshot.isStatusBarVisible, statusBar.height > Geometry.tolerance else {
      return []
    }
    return layout.verticallyFixedControlEntries.compactMap { entry in
      // A control covering the whole safe area (a pop-up's dimming backdrop that dismisses it,
      // laid over the window or down to the safe area's bottom): the status bar takes only its
      // strip above the safe area, and every point of the safe area answers the same tap (fresh
      // round X: OONI Probe's quiz backdrop).
      guard !layout.isBackdropControl(entry) else { return nil }
      guard let overlap = Geometry.overlap(entry.visibleFrame, statusBar) else { return nil }
      var observation = layout.observe(
        entry.view, amount: overlap.height,
        "\(ViewReference(entry.view).phrase) reaches \(Geometry.points(overlap.height)) pt into"
          + " the status bar, which takes its touches there",
        fix: "move it below the safe area's top (safeAreaLayoutGuide.topAnchor), not a fixed y")
      observation.edge = .top
      return observation
    }
  }
}
