import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that builds its subviews in `viewDidLoad` and changes something once, in its
/// first `viewDidLayoutSubviews`: between the two layout passes of a first appearance (R9.3).
@MainActor
private final class TwoPassController: UIViewController {
  let build: @MainActor (UIView) -> Void
  var betweenPasses: (@MainActor () -> Void)?

  init(
    build: @escaping @MainActor (UIView) -> Void,
    betweenPasses: @escaping @MainActor () -> Void
  ) {
    self.build = build
    self.betweenPasses = betweenPasses
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    build(view)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let change = betweenPasses {
      betweenPasses = nil
      change()
    }
  }
}

/// A view whose `updateConstraints` activates a width constraint once asked to.
@MainActor
private final class UpdatingView: UIView {
  var wantsWidth = false
  lazy var width = widthAnchor.constraint(equalToConstant: 120)

  override func updateConstraints() {
    if wantsWidth { width.isActive = true }
    super.updateConstraints()
  }
}

/// The engine skips collecting the window's constraints when nothing it reads changed since the
/// last collection (`AutoLayoutEngine.sync`). Each test changes one thing the collection reads
/// between the two passes of a first appearance and expects the second pass to lay it out (the
/// frames by hand from the constraints), as a full collection would.
@MainActor
@Suite struct EngineCollectionSkipTests {
  private func pin(
    _ view: UIView, in root: UIView, x: CGFloat, y: CGFloat, width: CGFloat? = 100,
    height: CGFloat? = 50
  ) {
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview == nil { root.addSubview(view) }
    var constraints = [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ]
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
  }

  @Test("nothing changed between the passes: one collection, the same frames after another pass")
  func collectsOnce() throws {
    let card = UIView()
    let controller = TwoPassController(
      build: { self.pin(card, in: $0, x: 10, y: 20) },
      betweenPasses: {})
    let window = try show(controller, on: "iPhone 15")
    #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(window.autoLayoutEngine?.collections == 1)
    controller.view.needsLayout = true
    window.layoutIfNeeded()
    #expect(window.autoLayoutEngine?.collections == 1)
    #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    controller.view.constraints.first { $0.firstAttribute == .leading }?.constant = 40
    window.layoutIfNeeded()
    #expect(window.autoLayoutEngine?.collections == 2)
    #expect(card.frame == CGRect(x: 40, y: 20, width: 100, height: 50))
  }

  @Test("a constant changed between the passes")
  func constantChanged() throws {
    let card = UIView()
    var leading: NSLayoutConstraint?
    let controller = TwoPassController(
      build: { root in
        self.pin(card, in: root, x: 10, y: 20)
        leading = root.constraints.first { $0.firstAttribute == .leading }
      },
      betweenPasses: { leading?.constant = 30 })
    _ = try show(controller, on: "iPhone 15")
    #expect(card.frame == CGRect(x: 30, y: 20, width: 100, height: 50))
  }

  @Test("constraints activated and deactivated between the passes")
  func activationChanged() throws {
    let card = UIView()
    let controller = TwoPassController(
      build: { self.pin(card, in: $0, x: 10, y: 20) },
      betweenPasses: {
        NSLayoutConstraint.deactivate(card.constraints.filter { $0.firstAttribute == .width })
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
      })
    _ = try show(controller, on: "iPhone 15")
    #expect(card.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
  }

  @Test("a constrained view added between the passes")
  func viewAdded() throws {
    let late = UIView()
    var root: UIView?
    let controller = TwoPassController(
      build: { root = $0 },
      betweenPasses: {
        if let root { self.pin(late, in: root, x: 5, y: 6, width: 70, height: 80) }
      })
    let window = try show(controller, on: "iPhone 15")
    #expect(late.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("a constrained view removed between the passes is let go at the second pass")
  func viewRemoved() throws {
    weak var weakCard: UIView?
    let controller = TwoPassController(
      build: { root in
        let card = UIView()
        weakCard = card
        self.pin(card, in: root, x: 10, y: 20)
      },
      betweenPasses: { weakCard?.removeFromSuperview() })
    let window = try show(controller, on: "iPhone 15")
    #expect(weakCard == nil)
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("translatesAutoresizingMaskIntoConstraints turned off between the passes")
  func autoresizingTurnedOff() throws {
    let anchor = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let follower = UIView()
    let controller = TwoPassController(
      build: { root in
        root.addSubview(anchor)
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        NSLayoutConstraint.activate([
          follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
          follower.topAnchor.constraint(equalTo: anchor.topAnchor),
          follower.widthAnchor.constraint(equalToConstant: 10),
          follower.heightAnchor.constraint(equalToConstant: 10),
        ])
      },
      betweenPasses: { anchor.translatesAutoresizingMaskIntoConstraints = false })
    _ = try show(controller, on: "iPhone 15")
    // Free now, and only the follower's constraints name it: its frame is ambiguous (AL2.4).
    #expect(anchor.hasAmbiguousLayout)
  }

  @Test("an intrinsic size changed between the passes (without invalidating it)")
  func intrinsicSizeChanged() throws {
    let label = IntrinsicView(size: CGSize(width: 50, height: 20))
    let controller = TwoPassController(
      build: {
        self.pin(label, in: $0, x: 10, y: 20, width: nil, height: nil)
      },
      betweenPasses: { label.size = CGSize(width: 70, height: 25) })
    _ = try show(controller, on: "iPhone 15")
    #expect(label.frame == CGRect(x: 10, y: 20, width: 70, height: 25))
  }

  @Test("a hugging priority raised between the passes")
  func huggingChanged() throws {
    let label = IntrinsicView(size: CGSize(width: 50, height: 20))
    let controller = TwoPassController(
      build: { root in
        self.pin(label, in: root, x: 10, y: 20, width: nil, height: 20)
        let wide = label.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = UILayoutPriority(500)
        wide.isActive = true
      },
      betweenPasses: { label.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal) })
    _ = try show(controller, on: "iPhone 15")
    // Hugging (width ≤ 50) at 750 now outweighs width = 100 at 500.
    #expect(label.frame == CGRect(x: 10, y: 20, width: 50, height: 20))
  }

  @Test("a stack view's arranged view hidden between the passes")
  func stackViewChanged() throws {
    let views = [
      IntrinsicView(size: .zero), IntrinsicView(size: .zero), IntrinsicView(size: .zero),
    ]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 15
    let controller = TwoPassController(
      build: { self.pin(stack, in: $0, x: 10, y: 100, width: 300) },
      betweenPasses: {
        views[2].isHidden = true
      })
    _ = try show(controller, on: "iPhone 15")
    // Two equal widths with one 15-point gap in 300 points.
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 142.5, height: 50))
    #expect(views[1].frame == CGRect(x: 157.5, y: 0, width: 142.5, height: 50))
  }

  @Test("a proportional stack view's intrinsic sizes changed between the passes")
  func stackViewSizesChanged() throws {
    let views = [20, 30, 50].map { IntrinsicView(size: CGSize(width: $0, height: 10)) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    let controller = TwoPassController(
      build: { self.pin(stack, in: $0, x: 10, y: 100, width: 300) },
      betweenPasses: {
        views[2].size = CGSize(width: 100, height: 10)
      })
    _ = try show(controller, on: "iPhone 15")
    // Widths in proportion to 20 : 30 : 100 in 300 points.
    #expect(views.map(\.frame.width) == [40, 60, 200])
  }

  @Test("setNeedsUpdateConstraints between the passes runs updateConstraints before the second")
  func updateConstraintsRequested() throws {
    let view = UpdatingView()
    let controller = TwoPassController(
      build: { self.pin(view, in: $0, x: 10, y: 20, width: nil) },
      betweenPasses: {
        view.wantsWidth = true
        view.setNeedsUpdateConstraints()
      })
    _ = try show(controller, on: "iPhone 15")
    #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 50))
  }
}
