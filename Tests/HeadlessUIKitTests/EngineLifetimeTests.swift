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
}
