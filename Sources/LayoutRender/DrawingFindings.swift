import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// The findings drawn over the views they name.
extension Drawing {
  /// The marks, drawn over the views they name: an outline, a numbered badge, and a label beside
  /// the view with the amount; badges and labels are placed (``LabelPlacement``) before every
  /// other word of the picture, so that none covers them and they cover no view's name.
  mutating func drawFindings(_ marks: [FindingMark]) {
    let views = visibleViews
    var opened = false
    let radius = (labelSize * 0.75).rounded()
    for mark in marks {
      let finding = mark.finding
      let matches = views.filter { SVGRenderer.view($0, matches: finding.view) }
      guard !matches.isEmpty else { continue }
      if !opened, !inSheet {
        writer.open("g", [("class", .text("findings"))])
        opened = true
      }
      let severity = finding.severity.rawValue
      for view in matches {
        let frame = view.frameInWindow
        writer.open("g", [("class", .text("finding-group"))])
        // In a sheet the rule alone: the sheet's description gives each finding's message once.
        writer.element(
          "title", [],
          text: inSheet
            ? "\(mark.number). \(finding.rule.rawValue)"
            : "\(mark.number). [\(finding.rule.rawValue)] \(Geometry.points(mark.amount)) pt on"
              + " \(environment.description); where worst: \(finding.message)")
        // Outlined where it is on the screen (the picture is the device).
        let shown = frame.intersection(screen)
        writer.empty(
          "rect",
          SVGWriter.rect(shown.isNull ? frame : shown) + [("class", .text("finding \(severity)"))])
        // The badge at a corner of the view, inside the screen.
        let inner = screen.insetBy(dx: radius + 2, dy: radius + 2)
        let corners = [
          CGPoint(x: frame.maxX - radius, y: frame.minY + radius),
          CGPoint(x: frame.minX + radius, y: frame.minY + radius),
          CGPoint(x: frame.maxX - radius, y: frame.maxY - radius),
          CGPoint(x: frame.minX + radius, y: frame.maxY - radius),
          CGPoint(x: frame.maxX + radius + 2, y: frame.minY + radius),
          CGPoint(x: frame.minX - radius - 2, y: frame.minY + radius),
          CGPoint(x: frame.maxX - radius, y: frame.minY - radius - 2),
          CGPoint(x: frame.maxX - radius, y: frame.maxY + radius + 2),
        ].map {
          LabelPlacement.Spot(
            min(max($0.x, inner.minX), inner.maxX), min(max($0.y, inner.minY), inner.maxY))
        }
        var badge = LabelPlacement.Request(
          text: String(mark.number), spots: corners, priority: LabelPlacement.Priority.finding)
        badge.size = CGSize(width: radius * 2 + 2, height: radius * 2 + 2)
        if let placed = request(badge) {
          let centre = placed.spot.point
          writer.empty(
            "circle",
            [
              ("cx", .number(centre.x)), ("cy", .number(centre.y)), ("r", .number(radius)),
              ("class", .text("badge \(severity)")),
            ])
          writer.element(
            "text",
            [
              ("class", .text("badge-label")), ("x", .number(centre.x)),
              ("y", .number((centre.y + labelSize * 0.35).rounded())),
            ], text: String(mark.number))
        }
        label(
          "\(mark.number): \(mark.label)", classes: "callout \(severity)",
          spots: calloutSpots(for: frame), priority: LabelPlacement.Priority.finding, bold: true)
        writer.close("g")
      }
    }
    if opened { writer.close("g") }
  }

  /// Where a finding's label may go, best first: below the view, above it, inside its top and
  /// bottom; each from the view's left edge (kept inside the screen) and to its right edge.
  func calloutSpots(for frame: CGRect) -> [LabelPlacement.Spot] {
    let corner = outline.cornerRadius * 0.3
    let left = min(max(frame.minX, screen.minX + 6 + corner), screen.maxX - 6)
    let right = max(min(frame.maxX, screen.maxX - 6 - corner), screen.minX + 6)
    var spots: [LabelPlacement.Spot] = []
    var rows = [
      frame.maxY + topBaseline + 2, frame.minY - bottomBaseline - 2,
      frame.minY + topBaseline + labelSize * 1.6, frame.maxY - bottomBaseline - labelSize * 1.4,
      frame.minY + topBaseline, frame.maxY - bottomBaseline,
    ]
    // Then down a tall view, a line and a half apart (at most twelve more rows).
    let step = max(labelSize * 1.5, frame.height / 12)
    var y = frame.minY + topBaseline + labelSize * 3
    while y < frame.maxY - labelSize * 3 {
      rows.append(y)
      y += step
    }
    for y in rows {
      spots += [.init(left, y), .init(right, y, .end)]
    }
    return spots
  }
}
