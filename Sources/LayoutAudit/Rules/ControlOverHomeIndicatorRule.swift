import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A control over the home-indicator band: A4-3, A4-4.
public struct ControlOverHomeIndicatorRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .controlOverHomeIndicator,
    name: "Control over the home indicator",
    summary: "A button or other control overlaps the home indicator's band at the bottom.",
    rationale: """
      On devices without a home button the bottom of the screen is the home indicator's: a swipe \
      there leaves the app, and a control in the band competes with the gesture (A4-3: a centre \
      "+" button sinking into it; A4-4: a chat input pinned to the screen's bottom). The band is \
      the window's bottom inset: 34 pt in portrait, 20–21 pt in landscape (R1.2, R1.2a).
      """,
    severity: .error,
    traces: ["A4-3", "A4-4", "A4-5", "R1.2", "R1.2a"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: chatInput
                    frame: [0, screen.height - 50, screen.width, 50]
                    subviews:
                      - button: { id: sendButton, frame: [superview.width - 60, 5, 52, 40] }
        """, devices: "iPhone X")
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: chatInput
                    frame: [0, screen.height - safeArea.bottom - 50, screen.width, 50]
                    subviews:
                      - button: { id: sendButton, frame: [superview.width - 60, 5, 52, 40] }
        """, devices: "iPhone X,iPhone 8,iPhone 15 Pro")
    ])

  public init() {}

  public func check(_ layout: AuditedLayout) -> [Observation] {
    guard let band = layout.homeIndicatorBand else { return [] }
    return layout.verticallyFixedControlEntries.compactMap { entry in
      guard let overlap = Geometry.overlap(entry.visibleFrame, band) else { return nil }
      var observation = layout.observe(
        entry.view, amount: overlap.height,
        "\(ViewReference(entry.view).phrase) reaches \(Geometry.points(overlap.height)) pt into"
          + " the home indicator's band",
        fix: "pin it to the safe area's bottom (safeAreaLayoutGuide.bottomAnchor) rather than the"
          + " screen's")
      // The band runs along the screen's bottom edge.
      observation.edge = .bottom
      return observation
    }
  }
}
