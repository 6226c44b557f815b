import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The Auto Layout engine keeps its items in rows that hold their objects (views, guides) while a
/// constraint names them, and finds them through a slot on the object (`EngineSlot`), not a
/// dictionary keyed by identity. These tests drop objects and read the references afterwards:
/// nothing the engine held stays alive once its constraints are gone or its window is, and an
/// object (or constraint) that two windows' engines hold at once is laid out right in both.
@MainActor
@Suite struct EngineLifetimeTests {
  private func window(_ controller: UIViewController, _ name: String = "iPhone 15") throws
    -> UIWindow
  {
    let window = UIWindow(environment: Environment(device: try device(name), ios: 17))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  private func pin(_ view: UIView, in superview: UIView, x: CGFloat, y: CGFloat) {
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: superview.topAnchor, constant: y),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  @Test("a constrained view removed from its window is freed at the next layout pass")
  func removedViewIsFreed() throws {
    let controller = UIViewController()
    weak var weakView: UIView?
    var constraints: [NSLayoutConstraint] = []
    do {
      let view = constrainedSubview(of: controller.view, id: "card")
      pin(view, in: controller.view, x: 10, y: 20)
      // Leading and top on the superview (their common ancestor), width and height on the view.
      constraints = controller.view.constraints + view.constraints
      weakView = view
    }
    let window = try window(controller)
    #expect(weakView?.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    weakView?.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(weakView == nil)
    // The constraints outlive their item and read it as gone (weak, as UIKit's).
    #expect(constraints.count == 4)
    #expect(constraints.allSatisfy { $0.firstItem == nil })
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("a window's engine, its views and guides are freed with the window")
  func windowFreesEngine() throws {
    weak var weakWindow: UIWindow?
    weak var weakView: UIView?
    weak var weakGuide: UILayoutGuide?
    weak var weakEngine: AutoLayoutEngine?
    do {
      let controller = UIViewController()
      let view = constrainedSubview(of: controller.view, id: "card")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        view.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
      let window = try window(controller)
      #expect(view.frame.minY == 59)
      weakWindow = window
      weakView = view
      weakGuide = controller.view.safeAreaLayoutGuide
      weakEngine = window.autoLayoutEngine
      #expect(weakEngine != nil)
    }
    #expect(weakWindow == nil)
    #expect(weakEngine == nil)
    #expect(weakView == nil)
    #expect(weakGuide == nil)
  }

  @Test("a view that two windows' engines hold at once is laid out by the window it is in")
  func viewInTwoEngines() throws {
    let first = UIViewController()
    let view = constrainedSubview(of: first.view, id: "card")
    pin(view, in: first.view, x: 10, y: 20)
    let firstWindow = try window(first)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    // Moved without a layout of the first window: its engine still holds the view's slot.
    let second = UIViewController()
    second.view.addSubview(view)
    pin(view, in: second.view, x: 30, y: 40)
    let secondWindow = try window(second, "iPad Air 2")
    #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
    firstWindow.layoutIfNeeded()  // releases the view there
    #expect(firstWindow.layoutIssues.isEmpty)
    second.view.constraints.first { $0.firstAttribute == .leading }?.constant = 60
    secondWindow.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 60, y: 40, width: 100, height: 50))
    #expect(secondWindow.layoutIssues.isEmpty)
  }

  @Test("constraints that two windows' engines hold at once follow the container they live in")
  func constraintsInTwoEngines() throws {
    let first = UIViewController()
    let container = constrainedSubview(of: first.view, id: "container")
    pin(container, in: first.view, x: 10, y: 20)
    let child = constrainedSubview(of: container, id: "child")
    // Installed on the container (the common ancestor), so they move with it.
    let inner = [
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
      child.widthAnchor.constraint(equalToConstant: 7),
      child.heightAnchor.constraint(equalToConstant: 8),
    ]
    NSLayoutConstraint.activate(inner)
    #expect(inner[0].installedOn === container && inner[1].installedOn === container)
    let firstWindow = try window(first)
    #expect(child.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    let second = UIViewController()
    second.view.addSubview(container)
    pin(container, in: second.view, x: 30, y: 40)
    let secondWindow = try window(second, "iPad Air 2")
    #expect(container.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
    #expect(child.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    inner[0].constant = 15
    secondWindow.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 15, y: 6, width: 7, height: 8))
    firstWindow.layoutIfNeeded()  // the first engine lets go of the container and its constraints
    inner[1].constant = 16
    secondWindow.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 15, y: 16, width: 7, height: 8))
    #expect(firstWindow.layoutIssues.isEmpty)
    #expect(secondWindow.layoutIssues.isEmpty)
  }

  // Records do not retain a constraint while the view it is installed on holds it: each way a
  // constraint leaves its host makes the record hold it until the next sync removes the record.
  // Each test drops the constraints before that sync; the sync must not read freed memory.

  @Test("constraints deactivated and dropped before the next layout are removed from the engine")
  func deactivatedConstraintsDroppedBeforeSync() throws {
    let controller = UIViewController()
    let view = constrainedSubview(of: controller.view, id: "card")
    pin(view, in: controller.view, x: 10, y: 20)
    let window = try window(controller)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    weak var weakOne: NSLayoutConstraint?
    weak var weakAll: NSLayoutConstraint?
    do {
      // One deactivated by itself, the others at once (each host filtered once).
      let one = try #require(view.constraints.first { $0.firstAttribute == .width })
      one.isActive = false
      weakOne = one
      let rest = controller.view.constraints.filter { $0.firstItem === view }
      NSLayoutConstraint.deactivateAll(rest)
      weakAll = rest.first
    }
    // The records hold them until the sync.
    #expect(weakOne != nil && weakAll != nil)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 30),
      view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
      view.widthAnchor.constraint(equalToConstant: 60),
    ])
    window.layoutIfNeeded()
    #expect(weakOne == nil && weakAll == nil)
    #expect(view.frame == CGRect(x: 30, y: 40, width: 60, height: 50))
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("constraints whose host view is freed while its window lives are removed at the next sync")
  func hostFreedWhileWindowLives() throws {
    let controller = UIViewController()
    let box = constrainedSubview(of: controller.view, id: "box")
    pin(box, in: controller.view, x: 4, y: 8)
    weak var weakContainer: UIView?
    weak var weakInner: NSLayoutConstraint?
    do {
      // A container that no constraint names (no engine item holds it), whose two constrained
      // subviews are related to each other: those constraints are installed on it.
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
      controller.view.addSubview(container)
      let left = constrainedSubview(of: container, id: "left")
      let right = constrainedSubview(of: container, id: "right")
      let inner = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 5)
      NSLayoutConstraint.activate([
        inner, right.topAnchor.constraint(equalTo: left.topAnchor),
        left.widthAnchor.constraint(equalToConstant: 7),
        left.heightAnchor.constraint(equalToConstant: 8),
      ])
      #expect(inner.installedOn === container)
      weakContainer = container
      weakInner = inner
    }
    let window = try window(controller)
    #expect(weakContainer != nil)
    weakContainer?.removeFromSuperview()
    #expect(weakContainer == nil)
    // The engine's record holds the constraint its freed host let go, until the sync.
    #expect(weakInner != nil)
    box.constraints.first { $0.firstAttribute == .width }?.constant = 120
    window.layoutIfNeeded()
    #expect(weakInner == nil)
    #expect(box.frame == CGRect(x: 4, y: 8, width: 120, height: 50))
    #expect(window.layoutIssues.isEmpty)
  }

  @Test("constraints outlive their window's engine: freed later, or installed in a new window")
  func constraintsOutliveEngine() throws {
    var kept: [NSLayoutConstraint] = []
    let view = UIView()
    weak var weakEngine: AutoLayoutEngine?
    do {
      let controller = UIViewController()
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
      pin(view, in: controller.view, x: 1, y: 2)
      kept = controller.view.constraints + view.constraints
      let window = try window(controller)
      weakEngine = window.autoLayoutEngine
      #expect(view.frame == CGRect(x: 1, y: 2, width: 100, height: 50))
    }
    #expect(weakEngine == nil)
    // The view's own constraints still name it; the superview's went with the superview.
    #expect(kept.filter(\.isActive).count == 2)
    let second = UIViewController()
    second.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: second.view.leadingAnchor, constant: 3),
      view.topAnchor.constraint(equalTo: second.view.topAnchor, constant: 5),
    ])
    let window = try window(second)
    #expect(view.frame == CGRect(x: 3, y: 5, width: 100, height: 50))
    kept[3].isActive = false
    kept = []
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 3, y: 5, width: 100, height: 0))
  }
}
