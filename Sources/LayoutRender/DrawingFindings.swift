import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// The findings drawn over the views they name.
extension Drawing {
  /// The marks, drawn over the views they name: an outline, a numbered badge, and a label with
  /// the amount beside the view.
  mutating func drawFindings(_ marks: [FindingMark]) {
    let views = visibleViews
    var opened = false
    // Marks already drawn per view id (lookups only, never iterated).
    var counts: [Int: Int] = [:]
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
        // Several findings on one view: badges side by side, right to left; labels one below
        // the other.
        let stack = CGFloat(counts[view.id, default: 0])
        counts[view.id, default: 0] += 1
        writer.open("g", [("class", .text("finding-group"))])
        writer.element(
          "title", [],
          text: "\(mark.number). [\(finding.rule.rawValue)] \(Geometry.points(mark.amount)) pt"
            + " here; where worst: \(finding.message)")
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("finding \(severity)"))])
        // Inside the screen, clear of its rounded corners.
        let inner = screen.insetBy(dx: 8 + outline.cornerRadius * 0.3, dy: 8)
        let badge = CGPoint(
          x: min(max(frame.maxX - 9 - stack * 20, inner.minX), inner.maxX - stack * 20),
          y: min(max(frame.minY + 9, inner.minY), inner.maxY))
        writer.empty(
          "circle",
          [
            ("cx", .number(badge.x)), ("cy", .number(badge.y)), ("r", .number(9)),
            ("class", .text("badge \(severity)")),
          ])
        writer.element(
          "text",
          [
            ("class", .text("badge-label")), ("x", .number(badge.x)), ("y", .number(badge.y + 4)),
          ], text: String(mark.number))
        let text = "\(mark.number): \(mark.label)"
        let place = calloutPoint(for: frame, text: text, stack: stack)
        writer.element(
          "text",
          [
            ("class", .text("callout \(severity)")), ("x", .number(place.x)),
            ("y", .number(place.y)),
          ], text: text)
        writer.close("g")
      }
    }
    if opened { writer.close("g") }
  }

  /// Where a finding's label goes: below the view, or above it when the view reaches the screen's
  /// bottom, or inside its top when it fills the screen; within the screen horizontally.
  func calloutPoint(for frame: CGRect, text: String, stack: CGFloat) -> CGPoint {
    // 12 px bold Helvetica: about 0.6 em per character.
    let width = CGFloat(text.count) * 7.2
    let line: CGFloat = 16
    let bottomSpace = screen.maxY - 12 - line * stack
    var y = frame.maxY + 15 + line * stack
    if y > bottomSpace {
      y = frame.minY - 6 - line * stack
      if y < screen.minY + 14 { y = max(frame.minY, screen.minY) + 40 + line * stack }
    }
    let corner = outline.cornerRadius * 0.3
    let x = min(
      max(frame.minX, screen.minX + 6 + corner), max(screen.minX + 6, screen.maxX - 6 - width))
    return CGPoint(x: x, y: min(y, screen.maxY - 6))
  }
}
