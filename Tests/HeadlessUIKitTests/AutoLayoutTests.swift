import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// A controller that builds its subviews with constraints in `viewDidLoad`, as app code does.
@MainActor
final class ConstraintViewController: UIViewController {
  let build: @MainActor (ConstraintViewController, UIView) -> Void

  init(_ build: @escaping @MainActor (UIView) -> Void) {
    self.build = { _, view in build(view) }
    super.init()
  }

  /// A controller whose `build` is also given the controller (its layout guides).
  init(withController build: @escaping @MainActor (ConstraintViewController, UIView) -> Void) {
    self.build = build
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    build(self, view)
  }
}

/// A view with a fixed intrinsic content size (a label stand-in).
@MainActor
final class IntrinsicView: UIView {
  var size: CGSize

  init(size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { size }
}

@MainActor
func constrainedSubview(of superview: UIView, id: String? = nil) -> UIView {
  let view = UIView()
  view.sceneID = id
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

/// Anchors, guides, multipliers, priorities, autoresizing-mask items and re-solving
/// (`Documentation/AutoLayout.md`, AL1–AL3).
@MainActor
@Suite struct AutoLayoutTests {
  @Test("W16: a view constrained to Safe Area.top with constant 0 sits at y = 59 on iPhone 15")
  func w16() throws {
    var pinned: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 0),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        view.heightAnchor.constraint(equalToConstant: 44),
      ])
      pinned = view
    }
    try show(vc, on: "iPhone 15", ios: 17)
    let view = try #require(pinned)
    #expect(view.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
  }

  @Test("M02: a label pinned to the root margins guide's leading is 16 from the screen edge")
  func m02() throws {
    var pinned: UIView?
    let vc = ConstraintViewController { root in
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        label.heightAnchor.constraint(equalToConstant: 21),
      ])
      pinned = label
    }
    try show(vc, on: "iPhone 8")
    let label = try #require(pinned)
    #expect(label.frameInWindow.minX == 16)
    #expect(PointFormat.nearlyEqual(label.frame.width, 375 - 32))
  }

  @Test("AL1.5: a constrained view's own margins and safe area move with it")
  func guidesOfAConstrainedViewFollowIt() throws {
    var made: [UIView] = []
    let vc = ConstraintViewController { root in
      // The box's width comes only from a constraint on its own margins guide: UIKit ties the
      // guide to the box (margin 8), so box.right = 375 − 50 + 8 and the width is 283.
      let box = constrainedSubview(of: root, id: "box")
      // A card placed by constraints, and a label pinned to the card's margins.
      let card = constrainedSubview(of: root, id: "card")
      let label = constrainedSubview(of: card, id: "label")
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 400),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
        box.layoutMarginsGuide.trailingAnchor.constraint(
          equalTo: root.trailingAnchor, constant: -50),
        box.heightAnchor.constraint(equalToConstant: 100),
        card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
        card.heightAnchor.constraint(equalToConstant: 200),
        label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        label.heightAnchor.constraint(equalToConstant: 40),
      ])
      made = [box, card, label]
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(made[0].frame == CGRect(x: 50, y: 400, width: 283, height: 100))
    #expect(made[1].frame == CGRect(x: 30, y: 40, width: 315, height: 200))
    #expect(made[2].frame == CGRect(x: 8, y: 8, width: 299, height: 40))
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("multipliers and centres: width == 0.5 × superview.width, centred")
  func multiplier() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2, constant: 10),
        view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
      ])
      made = view
    }
    let window = try show(vc, on: "iPhone X", ios: 11)
    let view = try #require(made)
    // safe area {44, 0, 34, 0}: centre y = 44 + (812 - 78) / 2 = 411
    #expect(view.frame == CGRect(x: 93.75, y: 411 - 192.5, width: 187.5, height: 385))
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("priorities: the higher non-required constraint wins; required beats both")
  func priorities() throws {
    var made: UIView?
    var weakWidth: NSLayoutConstraint?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      let strong = view.widthAnchor.constraint(equalToConstant: 100)
      strong.priority = .defaultHigh
      let weak = view.widthAnchor.constraint(equalToConstant: 200)
      weak.priority = .defaultLow
      NSLayoutConstraint.activate([
        strong, weak, view.heightAnchor.constraint(equalToConstant: 10),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      made = view
      weakWidth = weak
    }
    let window = try show(vc, on: "iPhone 8")
    let view = try #require(made)
    #expect(view.frame.width == 100)
    // Raising the 200 constraint above the other re-solves at the next layout.
    try #require(weakWidth).priority = UILayoutPriority(800)
    window.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  @Test("a mutable constant re-solves; deactivation removes the constraint")
  func constantAndDeactivate() throws {
    var made: UIView?
    var top: NSLayoutConstraint?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      let pin = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      NSLayoutConstraint.activate([
        pin, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
      made = view
      top = pin
    }
    let window = try show(vc, on: "iPhone 8")
    let view = try #require(made)
    let pin = try #require(top)
    #expect(view.frame.minY == 10)
    pin.constant = 30
    window.layoutIfNeeded()
    #expect(view.frame.minY == 30)
    #expect(pin.isActive)
    pin.isActive = false
    #expect(!pin.isActive)
    window.layoutIfNeeded()
    #expect(
      window.layoutIssues.contains { issue in
        if case .ambiguous(let ambiguity) = issue { return ambiguity.attributes == ["y"] }
        return false
      })
  }

  @Test("rotation re-solves through edit variables: a view pinned to the safe area follows it")
  func rotation() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      let guide = root.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
      made = view
    }
    let window = try show(vc, on: "iPhone X", ios: 11)
    let view = try #require(made)
    #expect(view.frame == CGRect(x: 0, y: 812 - 34 - 50, width: 375, height: 50))
    let iPhoneX = try device("iPhone X")
    window.setEnvironment(Environment(device: iPhoneX, orientation: .landscapeLeft, ios: 11))
    #expect(view.frame == CGRect(x: 44, y: 375 - 21 - 50, width: 812 - 88, height: 50))
    window.setEnvironment(Environment(device: iPhoneX, orientation: .portrait, ios: 11))
    #expect(view.frame == CGRect(x: 0, y: 812 - 34 - 50, width: 375, height: 50))
  }

  @Test("a view with translatesAutoresizingMaskIntoConstraints keeps its frame as constraints")
  func autoresizingMaskItem() throws {
    var header: UIView?
    var below: UIView?
    let vc = ConstraintViewController { root in
      let fixed = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
      root.addSubview(fixed)
      let view = constrainedSubview(of: root)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
        view.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
        view.widthAnchor.constraint(equalTo: fixed.widthAnchor),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
      header = fixed
      below = view
    }
    try show(vc, on: "iPhone 8")
    #expect(try #require(header).frame == CGRect(x: 0, y: 100, width: 200, height: 80))
    #expect(try #require(below).frame == CGRect(x: 0, y: 188, width: 200, height: 20))
  }

  @Test("a custom layout guide gets its layoutFrame from the solver")
  func customGuide() throws {
    let guide = UILayoutGuide()
    let vc = ConstraintViewController { root in
      root.addLayoutGuide(guide)
      NSLayoutConstraint.activate([
        guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
        guide.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        guide.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
    try show(vc, on: "iPhone X", ios: 11)
    #expect(guide.layoutFrame == CGRect(x: 20, y: 44, width: 93.75, height: 30))
  }

  @Test("iOS 10: topLayoutGuide.bottomAnchor and bottomLayoutGuide.topAnchor as items")
  func legacyLayoutGuides() throws {
    var made: UIView?
    let vc = ConstraintViewController(withController: { controller, root in
      let view = constrainedSubview(of: root)
      made = view
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
        view.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
    })
    let navigation = UINavigationController(rootViewController: vc)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    try show(tabs, on: "iPhone 8", ios: 10)
    let view = try #require(made)
    #expect(view.frame == CGRect(x: 0, y: 64, width: 375, height: 667 - 64 - 49))
  }

  @Test("leadingMargin and the other margin attributes are the layoutMarginsGuide's edges")
  func marginAttributes() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root)
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          item: view, attribute: .leading, relatedBy: .equal, toItem: root,
          attribute: .leadingMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(
          item: view, attribute: .trailing, relatedBy: .equal, toItem: root,
          attribute: .trailingMargin, multiplier: 1, constant: 0),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      made = view
    }
    try show(vc, on: "iPad Air 2")
    #expect(try #require(made).frame == CGRect(x: 20, y: 0, width: 768 - 40, height: 10))
  }
}
