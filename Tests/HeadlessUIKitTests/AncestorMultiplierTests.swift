import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// AL1.6: a multiplier on positions is measured in the ancestor's own coordinates
/// (`Documentation/AutoLayout.md`). The expected frames are computed from that rule by hand,
/// in the header's coordinates, as Interface Builder stores them (a header 100 pt tall, a
/// label `centerY == 0.75 × header.centerY`: centre 0.75 × 50 = 37.5, stored y 21.5 for a
/// 32-pt label), wherever the header sits.
@MainActor
@Suite struct AncestorMultiplierTests {
  /// A header placed `top` below the root's top and a label inside it, centred by multipliers.
  private func layout(headerTop: CGFloat) throws -> (header: UIView, label: UIView, UIWindow) {
    var made: [UIView] = []
    let vc = ConstraintViewController { (root: UIView) in
      let header = constrainedSubview(of: root, id: "header")
      let label = constrainedSubview(of: header, id: "label")
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.topAnchor, constant: headerTop),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 100),
        label.widthAnchor.constraint(equalToConstant: 98),
        label.heightAnchor.constraint(equalToConstant: 32),
        NSLayoutConstraint(
          item: label, attribute: .centerY, relatedBy: .equal, toItem: header,
          attribute: .centerY, multiplier: 0.75, constant: 0),
        NSLayoutConstraint(
          item: label, attribute: .centerX, relatedBy: .equal, toItem: header,
          attribute: .centerX, multiplier: 0.5, constant: 0),
      ])
      made = [header, label]
    }
    let window = try show(vc, on: "iPhone 8")
    return (made[0], made[1], window)
  }

  @Test(
    "centerY == 0.75 × superview.centerY: three eighths of the superview's height, wherever it is")
  func centreInSuperviewCoordinates() throws {
    for top in [CGFloat(0), 98, 300] {
      let (header, label, window) = try layout(headerTop: top)
      #expect(header.frame.minY == top)
      // In the header's coordinates: centre y 0.75 × 50 = 37.5 → y 21.5; centre x 0.5 × 187.5
      // = 93.75 → x 44.75.
      #expect(label.frame == CGRect(x: 44.75, y: 21.5, width: 98, height: 32))
      #expect(label.frameInWindow.minY == top + 21.5)
      #expect(window.layoutIssues.isEmpty)
    }
  }

  @Test("a bottom edge at 0.5 × an ancestor two levels up: half that ancestor's height")
  func bottomAgainstAGrandparent() throws {
    var made: [UIView] = []
    let vc = ConstraintViewController { (root: UIView) in
      let outer = constrainedSubview(of: root, id: "outer")
      let middle = constrainedSubview(of: outer, id: "middle")
      let leaf = constrainedSubview(of: middle, id: "leaf")
      NSLayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        outer.widthAnchor.constraint(equalToConstant: 300),
        outer.heightAnchor.constraint(equalToConstant: 400),
        middle.topAnchor.constraint(equalTo: outer.topAnchor, constant: 40),
        middle.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
        middle.widthAnchor.constraint(equalToConstant: 300),
        middle.heightAnchor.constraint(equalToConstant: 300),
        leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 20),
        // In outer's coordinates: bottom = 0.5 × 400 = 200, so top 180 in outer, 140 in middle.
        NSLayoutConstraint(
          item: leaf, attribute: .bottom, relatedBy: .equal, toItem: outer,
          attribute: .bottom, multiplier: 0.5, constant: 0),
      ])
      made = [leaf]
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(made[0].frame == CGRect(x: 0, y: 140, width: 10, height: 20))
    #expect(made[0].frameInWindow.minY == 380)
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("a multiplier of 1 and sizes are unchanged: a translation cancels out")
  func unchangedCases() throws {
    var made: [UIView] = []
    let vc = ConstraintViewController { (root: UIView) in
      let box = constrainedSubview(of: root, id: "box")
      let inner = constrainedSubview(of: box, id: "inner")
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 120),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 200),
        box.heightAnchor.constraint(equalToConstant: 100),
        inner.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        inner.centerXAnchor.constraint(equalTo: box.centerXAnchor, constant: 10),
        inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25),
        inner.heightAnchor.constraint(equalToConstant: 10),
      ])
      made = [inner]
    }
    try show(vc, on: "iPhone 8")
    #expect(made[0].frame == CGRect(x: 85, y: 45, width: 50, height: 10))
  }
}
