import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content cut by the display's rounded corners: A4-5.
public struct RoundedCornerClippingRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .roundedCornerClipping,
    name: "Content cut by a rounded corner",
    summary: "A view reaches into a corner of the display that its rounding cuts off.",
    rationale: """
      Face ID iPhones and recent iPads have rounded display corners (39–62 pt radius); a view \
      whose corner lies outside the rounding is partly not shown (A4-5: "not clipped by rounded \
      corners"). Backgrounds that span the screen's width or height are not reported, nor is a \
      backdrop: a decoration (an image, a visual effect, a plain view with content over it) that \
      covers at least half the window each way, such as a background image designed for a \
      smaller screen; a small image in the corner is.
      """,
    severity: .warning,
    traces: ["A4-5", "R1.2"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - button: { id: close, frame: [0, 0, 44, 44] }
        """, devices: "iPhone X", orientations: [.landscapeLeft]),
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: logo, frame: [0, 0, 120, 120] }
        """, devices: "iPad Pro 12.9-inch (3rd generation)", orientations: [.landscapeLeft]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - button: { id: close, frame: [safeArea.left + 8, safeArea.top + 8, 44, 44] }
        """, devices: "iPhone X,iPhone 15 Pro,iPad Pro 12.9-inch (2nd generation)"),
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: background, frame: [0, 0, 1024, 768] }
        """, devices: "iPad Pro 12.9-inch (3rd generation)", orientations: [.landscapeLeft]),
    ])

  public init() {}

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let radius = layout.device.cornerRadius.value
    guard radius > Geometry.tolerance else { return [] }
    let screen = layout.screen
    var result: [Observation] = []
    for entry in layout.contentEntries {
      let frame = entry.visibleFrame
      guard !layout.spansWidth(entry.spanFrame), !layout.spansHeight(entry.spanFrame) else {
        continue
      }
      // A backdrop (a decoration covering at least half the window each way: a background
      // image designed for a smaller screen) is cut by the display's corners like any
      // edge-to-edge background; what it shows there is not content.
      guard !layout.isBackdrop(entry) else { continue }
      // A plain view that only fills, placed as a background (a backdrop under a bottom bar's
      // controls, a strip filling the band outside the safe area, the whole screen's fill):
      // the corner cuts fill, and what is drawn over it is judged on its own (fresh round L).
      guard !layout.isFillDecoration(entry) else { continue }
      // An image with content drawn over it by a later sibling, spanning at least half the
      // window one way (a panel's artwork under its knobs, a header strip's image under its
      // buttons): a background, which the HIG asks to reach the display's edges (R12.10). At a
      // corner beside an edge it runs to, what the rounding cuts is that background (fresh
      // round O: ROMPlayer's header and panel images, their drawn text and arcs well inside).
      let imageBackground =
        entry.view.className.hasSuffix("ImageView") && entry.isDecoration
        && entry.isCoveredByLaterSibling
        && (entry.spanFrame.width >= layout.window.width / 2
          || entry.spanFrame.height >= layout.window.height / 2)
      // A picture laid across the whole width (or height) of the safe area: full-width artwork,
      // which the HIG asks to extend to the display's edges (R12.10). Where the safe area itself
      // reaches a rounded corner (the iPhone Duo's outer display: no top inset, its vertical bar
      // column on the far side), such a picture runs to the display's edges at that corner and
      // the rounding cuts it there by design (fresh round X: OONI Probe's onboarding
      // illustrations, pinned to the safe area's sides and the view's top).
      let safeArea = layout.window.inset(by: layout.windowInsets)
      let fullWidthArtwork: Bool = {
        guard entry.view.className.hasSuffix("ImageView"), entry.isDecoration, !entry.isControl
        else { return false }
        let whole = entry.view.frameInWindow
        let t = Geometry.tolerance
        return whole.minX <= safeArea.minX + t && whole.maxX >= safeArea.maxX - t
          || whole.minY <= safeArea.minY + t && whole.maxY >= safeArea.maxY - t
      }()
      var worst: CGFloat = 0
      var corner: RectEdge?
      // The worst corner's point and its arc's centre.
      var worstPoint: (x: CGFloat, y: CGFloat, cx: CGFloat, cy: CGFloat)?
      // Each corner: the rectangle's point nearest the screen corner, against the arc's centre.
      // The screen in window coordinates (a window smaller than the screen, R18.1, sees the
      // display's corners where it reaches them).
      let left = screen.minX + radius
      let top = screen.minY + radius
      let right = screen.maxX - radius
      let bottom = screen.maxY - radius
      var corners: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (max(frame.minX, screen.minX), max(frame.minY, screen.minY), left, top),
        (min(frame.maxX, screen.maxX), max(frame.minY, screen.minY), right, top),
        (max(frame.minX, screen.minX), min(frame.maxY, screen.maxY), left, bottom),
        (min(frame.maxX, screen.maxX), min(frame.maxY, screen.maxY), right, bottom),
      ]
      // A rounded fill (`layer.cornerRadius` on a background or border): its outline, not the
      // frame's corner, is what reaches toward the display's corner; its title and image, drawn
      // over it, are measured too (fresh round M). A fill (rounded or square) that runs to the
      // screen's edge beside a display corner is a background there, as a bar's is: the HIG
      // asks backgrounds to extend to the display's edges and controls and text to stay inside
      // (UIKitRules R12.10), so at that corner only its title and image are measured (fresh
      // round N; round M's green tabs spanning the width below a bar, their titles 190 pt away).
      if let fill = entry.roundedFill {
        let whole = entry.view.frameInWindow
        let outline =
          fill.cornerRadius > Geometry.tolerance
          ? Self.roundedOutline(whole, radius: fill.cornerRadius) : Self.cornerPoints(whole)
        let foreground = fill.foregroundFrameInWindow.map(Self.cornerPoints) ?? []
        let inside = frame.intersection(screen)
        corners = [(left, top), (right, top), (left, bottom), (right, bottom)].flatMap { cx, cy in
          let reachesEdge =
            (cx <= screen.midX
              ? whole.minX <= screen.minX + Geometry.tolerance
              : whole.maxX >= screen.maxX - Geometry.tolerance)
            || (cy <= screen.midY
              ? whole.minY <= screen.minY + Geometry.tolerance
              : whole.maxY >= screen.maxY - Geometry.tolerance)
          return (reachesEdge ? foreground : outline + foreground).map { point in
            (
              min(max(point.x, inside.minX), inside.maxX),
              min(max(point.y, inside.minY), inside.maxY), cx, cy
            )
          }
        }
      }
      for (x, y, cx, cy) in corners {
        let inCornerX = cx <= screen.midX ? x < cx : x > cx
        let inCornerY = cy <= screen.midY ? y < cy : y > cy
        guard inCornerX, inCornerY else { continue }
        // Artwork the layout bleeds past both edges of this corner: the screen cuts it there by
        // design (fresh round P).
        if layout.bleedsPastCorner(
          entry, horizontal: cx <= screen.midX ? .left : .right,
          vertical: cy <= screen.midY ? .top : .bottom)
        {
          continue
        }
        if imageBackground || fullWidthArtwork {
          let whole = entry.view.frameInWindow
          let t = Geometry.tolerance
          let reachesSide =
            cx <= screen.midX ? whole.minX <= screen.minX + t : whole.maxX >= screen.maxX - t
          let reachesEnd =
            cy <= screen.midY ? whole.minY <= screen.minY + t : whole.maxY >= screen.maxY - t
          if imageBackground, reachesSide || reachesEnd { continue }
          // Full-width artwork at a corner whose two edges it both reaches.
          if fullWidthArtwork, reachesSide, reachesEnd { continue }
        }
        let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
        if distance - radius > worst {
          worst = distance - radius
          worstPoint = (x, y, cx, cy)
          // The inset band the corner lies in: the deeper of the two edges that meet there
          // (the top in an iPhone's portrait or on an iPad, a side in an iPhone's landscape).
          let vertical: RectEdge = cy <= screen.midY ? .top : .bottom
          let horizontal: RectEdge = cx <= screen.midX ? .left : .right
          let insets = layout.windowInsets
          corner =
            insets[vertical] >= insets[horizontal] ? vertical : horizontal
        }
      }
      guard worst > Geometry.tolerance else { continue }
      // Where the safe area itself reaches a rounded corner (the iPhone Duo's displays: top and
      // leading insets 0), staying inside it is not enough.
      let safe = layout.window.inset(by: layout.windowInsets)
      let fix =
        safe.insetBy(dx: -Geometry.tolerance, dy: -Geometry.tolerance).contains(frame)
        ? Self.cornerFix(worstPoint, radius: radius, device: layout.device.name)
        : "keep it inside the safe area, or inset it from the corner by the layout margins"
      var observation = layout.observe(
        entry.view, amount: worst,
        // Named neutrally: the radius differs between the devices a finding groups.
        "a corner of \(ViewReference(entry.view).phrase) lies \(Geometry.points(worst)) pt"
          + " outside the display's rounded corner",
        fix: fix)
      observation.edge = corner
      observation.restsOnBothAxes = true
      result.append(observation)
    }
    return result
  }

  /// Points on the outline of `rect` with corners rounded to `radius`: each corner's quarter arc,
  /// sampled every 7.5°, its ends included (the straight edges between the arcs come no nearer
  /// a display corner than the arcs' ends do).
  static func roundedOutline(_ rect: CGRect, radius: CGFloat) -> [CGPoint] {
    let r = min(radius, min(rect.width, rect.height) / 2)
    let centres: [(CGFloat, CGFloat, Double)] = [
      (rect.minX + r, rect.minY + r, Double.pi), (rect.maxX - r, rect.minY + r, 1.5 * .pi),
      (rect.maxX - r, rect.maxY - r, 0), (rect.minX + r, rect.maxY - r, 0.5 * .pi),
    ]
    return centres.flatMap { cx, cy, start in
      (0...12).map { step in
        let angle = start + Double(step) * .pi / 24
        return CGPoint(x: cx + r * CGFloat(cos(angle)), y: cy + r * CGFloat(sin(angle)))
      }
    }
  }

  /// The four corners of `rect`.
  static func cornerPoints(_ rect: CGRect) -> [CGPoint] {
    guard !rect.isNull else { return [] }
    return [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
  }

  /// The fix where the safe area itself reaches the rounded corner (the iPhone Duo: top and
  /// leading insets 0): how far the view's corner must move along either edge to lie on the
  /// arc — `r − √(r² − d²)` from where it is, `d` its distance from the arc's centre along the
  /// other axis — since staying in the safe area does not clear it (nor do 16-pt layout
  /// margins against the inner display's 55-pt corner).
  static func cornerFix(
    _ point: (x: CGFloat, y: CGFloat, cx: CGFloat, cy: CGFloat)?, radius: CGFloat, device: String
  ) -> String {
    guard let point else {
      return "inset it from the corner (here the safe area reaches the display's rounded corner)"
    }
    let dx = abs(point.cx - point.x)
    let dy = abs(point.cy - point.y)
    // Vertically: the corner point moves until its distance along y from the centre is
    // √(r² − dx²); horizontally the same with dy.
    let vertical = max(0, dy - (max(0, radius * radius - dx * dx)).squareRoot())
    let horizontal = max(0, dx - (max(0, radius * radius - dy * dy)).squareRoot())
    let down = point.cy > point.y ? "down" : "up"
    let across = point.cx > point.x ? "right" : "left"
    return "move it \(Geometry.points(vertical)) pt \(down) or \(Geometry.points(horizontal)) pt"
      + " \(across), clear of the display's \(Geometry.points(radius))-pt rounded corner: on"
      + " \(device) the safe area reaches that corner, so staying inside it is not enough"
  }
}
