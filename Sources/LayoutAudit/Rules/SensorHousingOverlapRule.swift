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
      screen edge to edge along the housing's axis are treated as backgrounds and not reported, \
      and so are full-bleed decorations (an image, a map, a visual effect, or a plain view with \
      content drawn over it, spanning the edge): the HIG asks backgrounds to reach the edges. \
      Only the visible part of a view counts: what lies off-screen or is cut away by an ancestor \
      that clips is not content. The housing is its sourced outline (the Dynamic Island's pill, \
      the notch of the 14 generation); where the catalog has no outline (the X–13 notches) the \
      whole inset strip stands for it and the finding says so.
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
        """, devices: "iPhone X", orientations: [.portrait]),
      // A label beside a full-bleed image is content: still reported.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: header, frame: [0, 0, screen.width, 200] }
                - label: { id: title, frame: [0, 0, screen.width, 40] }
        """, devices: "iPhone 15 Pro", orientations: [.portrait]),
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
      // A full-bleed decoration: a header image running to the edges (the HIG's advice).
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: header, frame: [0, 0, screen.width, 200] }
        """, devices: "iPhone X,iPhone 15 Pro", orientations: [.portrait]),
      // A backdrop: a plain view with content drawn over it, the content in the safe area.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: backdrop, frame: [0, 0, screen.width, 200] }
                - label: { id: title, frame: [16, safeArea.top, 200, 40] }
        """, devices: "iPhone X,iPhone 15 Pro", orientations: [.portrait]),
      // A full-width footer image reaches the side strips in landscape: still a background.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: footer, frame: [0, screen.height - 60, screen.width, 60] }
        """, devices: "iPhone X", orientations: [.landscapeLeft]),
      // Views nobody sees: above the screen, or cut away by an ancestor that clips.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - label: { id: offscreen, frame: [16, -300, 200, 40] }
                - view:
                    id: clip
                    clipsToBounds: true
                    frame: [0, safeArea.top, screen.width, 100]
                    subviews:
                      - label: { id: clipped, frame: [16, -40, 200, 40] }
        """, devices: "iPhone X,iPhone 15 Pro", orientations: [.portrait]),
    ])

  public init() {}

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let regions = layout.housingRegions
    guard !regions.isEmpty else { return [] }
    var result: [Observation] = []
    for entry in layout.contentEntries {
      let frame = entry.visibleFrame
      var worst: CGFloat = 0
      for (edge, rect) in regions {
        let spans = edge == .top ? layout.spansHeight(frame) : layout.spansWidth(frame)
        guard !spans, !layout.isFullBleed(entry, along: edge),
          let overlap = Geometry.overlap(frame, rect)
        else { continue }
        worst = max(worst, edge == .top ? overlap.height : overlap.width)
      }
      guard worst > 0 else { continue }
      // Named neutrally: a finding groups devices with a notch and with a Dynamic Island, and
      // its message is the worst environment's; whether the outline is approximate is a caveat
      // the finding counts over its devices.
      var observation = layout.observe(
        entry.view, amount: worst,
        "\(ViewReference(entry.view).phrase) lies \(Geometry.points(worst)) pt under the sensor"
          + " housing",
        fix: "place it from the safe area (safeAreaLayoutGuide, or safeAreaInsets in"
          + " viewSafeAreaInsetsDidChange), not from the screen's edges")
      if layout.device.housing.rect == nil {
        observation.caveat = "approximate: no sourced outline, the inset strip stands for it"
      }
      result.append(observation)
    }
    return result
  }
}
