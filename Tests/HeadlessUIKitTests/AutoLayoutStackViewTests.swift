import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// `UIStackView` distributions, alignments, spacing and margins (AL4).
@MainActor
@Suite struct AutoLayoutStackViewTests {
  /// A 300 × 100 stack at (10, 100) in an iPhone 8 root view with three arranged views.
  private func stack(
    axis: UILayoutConstraintAxis = .horizontal, distribution: UIStackView.Distribution,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0, margins: Bool = false,
    hugging: [Float] = [],
    sizes: [CGSize] = [
      CGSize(width: 50, height: 20), CGSize(width: 30, height: 40), CGSize(width: 20, height: 60),
    ]
  ) throws -> (UIStackView, [UIView]) {
    let views = sizes.map { IntrinsicView(size: $0) }
    for (view, priority) in zip(views, hugging) {
      view.setContentHuggingPriority(UILayoutPriority(priority), for: axis)
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.isLayoutMarginsRelativeArrangement = margins
    let vc = ConstraintViewController { root in
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        stack.widthAnchor.constraint(equalToConstant: 300),
        stack.heightAnchor.constraint(equalToConstant: 100),
      ])
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    return (stack, views)
  }

  @Test("fill: the least-hugging view stretches; fill alignment spans the cross axis")
  func fill() throws {
    let (_, views) = try stack(distribution: .fill, spacing: 10, hugging: [200, 250, 250])
    #expect(views.map(\.frame.minX) == [0, 240, 280])
    #expect(views.map(\.frame.width) == [230, 30, 20])
    #expect(views.allSatisfy { $0.frame.height == 100 })
  }

  @Test("fillEqually: equal widths")
  func fillEqually() throws {
    let (_, views) = try stack(distribution: .fillEqually, spacing: 15)
    #expect(views.map(\.frame.width) == [90, 90, 90])
    #expect(views.map(\.frame.minX) == [0, 105, 210])
  }

  @Test("fillProportionally: widths in proportion to intrinsic widths")
  func fillProportionally() throws {
    let (_, views) = try stack(distribution: .fillProportionally)
    #expect(views.map(\.frame.width) == [150, 90, 60])
  }

  @Test("equalSpacing: intrinsic widths and equal gaps")
  func equalSpacing() throws {
    let (_, views) = try stack(distribution: .equalSpacing)
    #expect(views.map(\.frame.width) == [50, 30, 20])
    #expect(views.map(\.frame.minX) == [0, 150, 280])
  }

  @Test("equalCentering: centres equally apart")
  func equalCentering() throws {
    let (_, views) = try stack(distribution: .equalCentering)
    let centres = views.map(\.frame.midX)
    #expect(PointFormat.nearlyEqual(centres[1] - centres[0], centres[2] - centres[1]))
    #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
  }

  @Test("alignments across the axis: top, center, bottom")
  func alignments() throws {
    let (_, top) = try stack(distribution: .fillEqually, alignment: .top)
    #expect(top.map(\.frame.minY) == [0, 0, 0])
    #expect(top.map(\.frame.height) == [20, 40, 60])
    let (_, center) = try stack(distribution: .fillEqually, alignment: .center)
    #expect(center.map(\.frame.midY) == [50, 50, 50])
    let (_, bottom) = try stack(distribution: .fillEqually, alignment: .bottom)
    #expect(bottom.map(\.frame.maxY) == [100, 100, 100])
  }

  @Test("vertical axis with layout margins and hidden views")
  func verticalMargins() throws {
    let (stack, views) = try stack(
      axis: .vertical, distribution: .fillEqually, spacing: 4, margins: true)
    // Default margins 8: canvas 284 × 84; three rows of (84 - 8) / 3.
    #expect(views.map(\.frame.minX) == [8, 8, 8])
    #expect(views.allSatisfy { PointFormat.nearlyEqual($0.frame.height, 76.0 / 3) })
    views[1].isHidden = true
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(views[0].frame.height == 40 && views[2].frame.minY == 8 + 40 + 4)
  }
}
