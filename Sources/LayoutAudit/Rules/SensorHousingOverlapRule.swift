import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content under the sensor housing (notch or Dynamic Island): A3-2.
public struct SensorHousingOverlapRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .sensorHousingOverlap,
    name: "Content under the sensor housing",
    summary: "A view's content lies under the notch or the Dynamic Island.",
    rationale: """
      The sensor housing cuts into the display: what lies under it is not shown. The window's \
      safe area excludes it (R1.2, R1.2a, R1.6); content placed from the screen's edges rather \
      than the safe area ends up under it on Face ID iPhones only (A3-2). Views that span the \
      screen edge to edge along the housing's axis are treated as backgrounds and not reported.
      """,
    severity: .error,
    traces: ["A3-2", "A4-5", "R1.2", "R1.2a", "R1.6"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: view1, frame: [0, 0, screen.width, 200] }
        """, devices: "iPhone X", orientations: [.portrait])
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
                    id: view1
                    frame: [safeArea.left, safeArea.top, screen.width - safeArea.left - safeArea.right, 200]
        """, devices: "iPhone X,iPhone 15 Pro,iPhone 8"),
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: background, frame: [0, 0, screen.width, screen.height] }
        """, devices: "iPhone X"),
    ])

  public init() {}

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let regions = layout.housingRegions
    guard !regions.isEmpty else { return [] }
    var result: [Observation] = []
    for entry in layout.contentEntries {
      let frame = entry.view.frameInWindow
      var worst: CGFloat = 0
      for (edge, rect) in regions {
        let spans = edge == .top ? layout.spansHeight(frame) : layout.spansWidth(frame)
        guard !spans, let overlap = Geometry.overlap(frame, rect) else { continue }
        worst = max(worst, edge == .top ? overlap.height : overlap.width)
      }
      guard worst > 0 else { continue }
      // Named neutrally: a finding groups devices with a notch and with a Dynamic Island, and
      // its message is the worst environment's.
      result.append(
        layout.observe(
          entry.view, amount: worst,
          "\(ViewReference(entry.view).phrase) lies \(Geometry.points(worst)) pt under the sensor housing",
          fix: "place it from the safe area (safeAreaLayoutGuide, or safeAreaInsets in"
            + " viewSafeAreaInsetsDidChange), not from the screen's edges"))
    }
    return result
  }
}
