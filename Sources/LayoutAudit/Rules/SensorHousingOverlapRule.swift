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
      the notch of the 14 generation); where the catalog has no outline (the X–13 notches, the \
      15 family's island) the whole inset strip stands for it and the finding says so. Content \
      in that strip but away from the edge's centre (where every housing lies) is left out by \
      default unless a sourced outline of the matrix also shows it: the view may sit beside the \
      real notch (`--include-approximate` reports it).
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
        """, devices: "iPhone 16 Pro", orientations: [.portrait]),
      // Across the top edge's centre: under every notch, sourced outline or not.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - label: { id: title, frame: [100, 0, 200, 20] }
        """, devices: "iPhone X", orientations: [.portrait]),
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
      // In the strip that stands for an unsourced notch, beside its centre: the real notch may
      // leave it alone, so it is left out by default (`--include-approximate` reports it).
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - label: { id: clock, frame: [30, 4, 40, 20] }
        """, devices: "iPhone X", orientations: [.portrait]),
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
    let housing = layout.device.housing
    var result: [Observation] = []
    for entry in layout.contentEntries {
      // A control whose frame holds the whole safe area (a pop-up's dimming backdrop): the
      // housing takes only its strip outside the safe area, and every point of the safe area
      // answers the same tap (fresh round X: OONI Probe's quiz backdrop; the same reading as
      // `control_in_status_bar`'s).
      if layout.isBackdropControl(entry) { continue }
      let frame = entry.visibleFrame
      var worst: CGFloat = 0
      var worstEdge: RectEdge?
      var whereEveryHousingIs = false
      for (edge, rect) in regions {
        let spans =
          edge == .top
          ? layout.spansHeight(entry.spanFrame) : layout.spansWidth(entry.spanFrame)
        guard !spans, !layout.isFullBleed(entry, along: edge),
          !Self.bleedsPastEnds(of: edge, entry, layout),
          let overlap = Geometry.overlap(frame, rect)
        else { continue }
        let depth = edge == .top ? overlap.height : overlap.width
        if depth > worst {
          worst = depth
          worstEdge = edge
        }
        if housing.rect == nil,
          Self.coversCentre(frame, of: rect, edge: edge, open: housing.kind == .notch)
        {
          whereEveryHousingIs = true
        }
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
      if housing.rect == nil {
        observation.caveat = "approximate: no sourced outline, the inset strip stands for it"
      }
      observation.isApproximate = housing.rect == nil && !whereEveryHousingIs
      observation.edge = worstEdge
      result.append(observation)
    }
    return result
  }

  /// Whether `entry` is artwork the layout bleeds past `edge` (the housing's) and past one of
  /// the edges that meet it there (``AuditedLayout/bleedsPastCorner(_:horizontal:vertical:)``):
  /// the screen already cuts it at that corner by design, so the housing covers more of the same
  /// artwork, not content (fresh round P's welcome balloon, bled 25 pt past the top and trailing
  /// edges, under the notch).
  static func bleedsPastEnds(
    of edge: RectEdge, _ entry: AuditedLayout.Entry, _ layout: AuditedLayout
  )
    -> Bool
  {
    switch edge {
    case .top, .bottom:
      return layout.bleedsPastCorner(entry, horizontal: .left, vertical: edge)
        || layout.bleedsPastCorner(entry, horizontal: .right, vertical: edge)
    case .left, .right:
      return layout.bleedsPastCorner(entry, horizontal: edge, vertical: .top)
        || layout.bleedsPastCorner(entry, horizontal: edge, vertical: .bottom)
    }
  }

  /// Whether `frame` lies where every housing of its kind lies inside the inset strip `strip`
  /// that stands for an outline the catalog does not have. Derived, not sourced: every housing
  /// the catalog does outline is centred on its edge (the notch of the 14 generation, the Dynamic
  /// Island's pill), a notch is open to the display's edge, and a housing lies within the inset
  /// strip. So content crossing the edge's centre line overlaps any such housing when it reaches
  /// the edge (a notch, `open`) or spans the strip's whole depth (an island).
  static func coversCentre(_ frame: CGRect, of strip: CGRect, edge: RectEdge, open: Bool) -> Bool {
    let tolerance = Geometry.tolerance
    switch edge {
    case .top, .bottom:
      guard frame.minX < strip.midX - tolerance, frame.maxX > strip.midX + tolerance else {
        return false
      }
      let reachesEdge =
        edge == .top ? frame.minY <= strip.minY + tolerance : frame.maxY >= strip.maxY - tolerance
      let spansDepth =
        frame.minY <= strip.minY + tolerance && frame.maxY >= strip.maxY - tolerance
      return open ? reachesEdge : spansDepth
    case .left, .right:
      guard frame.minY < strip.midY - tolerance, frame.maxY > strip.midY + tolerance else {
        return false
      }
      let reachesEdge =
        edge == .left ? frame.minX <= strip.minX + tolerance : frame.maxX >= strip.maxX - tolerance
      let spansDepth =
        frame.minX <= strip.minX + tolerance && frame.maxX >= strip.maxX - tolerance
      return open ? reachesEdge : spansDepth
    }
  }
}
