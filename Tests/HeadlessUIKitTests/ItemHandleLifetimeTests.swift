import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The references UIKit holds weak — a constraint's and an anchor's items, a view's superview, a
/// constraint's host view, a guide's owning view — are not Swift `weak` here (a side table slows
/// every retain of its target): constraints and anchors hold the item's ``LayoutItemHandle``,
/// which the item's `deinit` clears, and a view clears the others in its `deinit`. Each test drops
/// the object and then reads the reference: nil, never a dangling pointer.
@MainActor
@Suite struct ItemHandleLifetimeTests {
  /// A class that is not a layout item: the public initializer still takes it, held `weak`.
  private final class Thing {}

  @Test("a constraint's items read nil once the views are freed")
  func constraintItemsOfFreedViews() {
    weak var weakFirst: UIView?
    weak var weakSecond: UIView?
    var constraints: [NSLayoutConstraint] = []
    do {
      let first = UIView()
      let second = UIView()
      constraints = [
        first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 8),
        NSLayoutConstraint(
          item: first, attribute: .width, relatedBy: .equal, toItem: second, attribute: .height,
          multiplier: 2, constant: 0),
      ]
      #expect(constraints.allSatisfy { $0.firstItem === first && $0.secondItem === second })
      weakFirst = first
      weakSecond = second
    }
    #expect(weakFirst == nil && weakSecond == nil)
    #expect(constraints.allSatisfy { $0.firstItem == nil && $0.secondItem == nil })
    // The attributes stay as made.
    #expect(constraints[1].secondAttribute == .height)
  }

  @Test("a constraint between a view and a guide reads nil for whichever is freed")
  func constraintItemsOfFreedGuide() {
    let view = UIView()
    var constraint: NSLayoutConstraint?
    weak var weakGuide: UILayoutGuide?
    do {
      let guide = UILayoutGuide()
      constraint = view.topAnchor.constraint(equalTo: guide.bottomAnchor)
      weakGuide = guide
    }
    #expect(weakGuide == nil)
    #expect(constraint?.firstItem === view)
    #expect(constraint?.secondItem == nil)
  }

  @Test("an anchor's item reads nil once it is freed; constraints made from it name nothing")
  func anchorOfFreedView() {
    var anchor: NSLayoutXAxisAnchor?
    var dimension: NSLayoutDimension?
    do {
      let view = UIView()
      anchor = view.leadingAnchor
      dimension = view.widthAnchor
      #expect(anchor?.item === view)
    }
    #expect(anchor?.item == nil)
    let other = UIView()
    let made = anchor.map { other.leadingAnchor.constraint(equalTo: $0, constant: 4) }
    #expect(made?.firstItem === other)
    #expect(made?.secondItem == nil)
    #expect(made?.secondAttribute == .notAnAttribute)
    let fromDead = dimension?.constraint(equalToConstant: 10)
    #expect(fromDead?.firstItem == nil)
    #expect(fromDead?.firstAttribute == .width)
  }

  @Test("a subview's superview reads nil once the superview is freed")
  func superviewOfFreedView() {
    let child = UIView()
    weak var weakParent: UIView?
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    // The freed superview's other ancestors are not reached either.
    let grandchild = UIView()
    do {
      let middle = UIView()
      child.addSubview(middle)
      middle.addSubview(grandchild)
    }
    #expect(grandchild.superview?.superview === child)
    child.subviews.first?.removeFromSuperview()
    #expect(grandchild.superview == nil)
  }

  @Test("a view moved to another superview keeps it when the first is freed")
  func movedSubviewKeepsNewSuperview() {
    let child = UIView()
    let second = UIView()
    do {
      let first = UIView()
      first.addSubview(child)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
    }
    #expect(child.superview === second)
  }

  @Test("a constraint is inactive once the view it was installed on is freed")
  func constraintOnFreedHost() {
    let left = UIView()
    let right = UIView()
    var constraint: NSLayoutConstraint?
    weak var weakHost: UIView?
    do {
      let host = UIView()
      host.addSubview(left)
      host.addSubview(right)
      let made = left.trailingAnchor.constraint(equalTo: right.leadingAnchor)
      made.isActive = true
      #expect(made.installedOn === host)
      constraint = made
      weakHost = host
    }
    #expect(weakHost == nil)
    #expect(constraint?.isActive == false)
    #expect(constraint?.installedOn == nil)
    // Its items are alive; activating it again installs it on what they share now (nothing:
    // the first item's view).
    #expect(constraint?.firstItem === left && constraint?.secondItem === right)
    constraint?.isActive = true
    #expect(constraint?.installedOn === left)
  }

  @Test("system and custom guides read their owning view as nil once it is freed")
  func guidesOfFreedView() {
    var guides: [UILayoutGuide] = []
    var keyboard: UIKeyboardLayoutGuide?
    weak var weakView: UIView?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
      let custom = UILayoutGuide()
      view.addLayoutGuide(custom)
      guides = [
        view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide, custom,
      ]
      keyboard = view.keyboardLayoutGuide
      #expect(guides.allSatisfy { $0.owningView === view })
      weakView = view
    }
    #expect(weakView == nil)
    #expect(guides.allSatisfy { $0.owningView == nil })
    #expect(keyboard?.owningView == nil)
    // A guide without a view has the frame Auto Layout last gave it (none: zero).
    #expect(guides.allSatisfy { $0.layoutFrame == .zero })
    keyboard?.usesBottomSafeArea = false  // tells no view
  }

  @Test("a custom guide moved to another view keeps it when the first is freed")
  func movedGuideKeepsNewView() {
    let guide = UILayoutGuide()
    let second = UIView()
    do {
      let first = UIView()
      first.addLayoutGuide(guide)
      second.addLayoutGuide(guide)
      #expect(first.layoutGuides.isEmpty)
    }
    #expect(guide.owningView === second)
    second.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
  }

  @Test("a constraint on a controller's layout guide reads nil once the controller is freed")
  func layoutSupportOfFreedController() {
    var constraint: NSLayoutConstraint?
    var anchor: NSLayoutYAxisAnchor?
    weak var weakSupport: UILayoutSupport?
    do {
      let controller = UIViewController()
      let view = UIView()
      controller.view.addSubview(view)
      let support = controller.topLayoutGuide
      constraint = view.topAnchor.constraint(equalTo: support.bottomAnchor)
      anchor = support.bottomAnchor
      #expect(constraint?.secondItem === support)
      weakSupport = support
    }
    #expect(weakSupport == nil)
    #expect(constraint?.secondItem == nil)
    #expect(anchor?.item == nil)
  }

  @Test("an item of another class is held weak: nil once it is freed")
  func foreignItem() {
    var constraint: NSLayoutConstraint?
    let view = UIView()
    do {
      let thing = Thing()
      constraint = NSLayoutConstraint(
        item: thing, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
        multiplier: 1, constant: 0)
      #expect(constraint?.firstItem === thing)
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem === view)
  }

  @Test("a window's views and constraints outlive nothing: freed with the window, read as nil")
  func windowTeardown() throws {
    var constraints: [NSLayoutConstraint] = []
    var guide: UILayoutGuide?
    let orphan = UIView()
    do {
      let controller = UIViewController()
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
      view.addSubview(orphan)
      constraints = [
        view.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        view.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 50),
      ]
      NSLayoutConstraint.activate(constraints)
      guide = controller.view.safeAreaLayoutGuide
      let window = UIWindow(environment: Environment(device: try device("iPhone 15"), ios: 17))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(view.frame.minY == 59)
    }
    #expect(constraints.allSatisfy { $0.firstItem == nil && !$0.isActive })
    // The margins guide went with its view; the safe-area guide is held here, its view is not.
    #expect(constraints[0].secondItem == nil)
    #expect(constraints[1].secondItem === guide)
    #expect(guide?.owningView == nil)
    #expect(orphan.superview == nil && orphan.window == nil)
  }

  @Test("an item's engine slot is on its handle: cleared when the engine lets the item go")
  func engineSlotOnHandle() throws {
    let controller = UIViewController()
    var constraints: [NSLayoutConstraint] = []
    var handle: LayoutItemHandle?
    weak var weakView: UIView?
    let window = UIWindow(environment: Environment(device: try device("iPhone 15"), ios: 17))
    do {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
      constraints = [
        view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 4),
        view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 8),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 50),
      ]
      NSLayoutConstraint.activate(constraints)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(view.frame == CGRect(x: 4, y: 8, width: 100, height: 50))
      handle = view.itemHandle
      #expect(handle?.engineItem.engine == window.autoLayoutEngine?.serial)
      // Gone from the layout: the engine releases the item and clears the slot.
      NSLayoutConstraint.deactivate(constraints)
      view.removeFromSuperview()
      window.layoutIfNeeded()
      #expect(handle?.engineItem.engine == 0)
      weakView = view
    }
    #expect(weakView == nil)
    #expect(handle?.object == nil)
    #expect(constraints.allSatisfy { $0.firstItem == nil && !$0.isActive })
    // A new view in the same window takes a slot of its own and lays out.
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(other)
    NSLayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 6),
      other.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 9),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 6, y: 9, width: 10, height: 10))
    #expect(other.itemHandle.engineItem.engine == window.autoLayoutEngine?.serial)
  }

  @Test("a view moved to a second window is found through its handle there once the first lets go")
  func engineSlotMovesWithView() throws {
    func window(with controller: UIViewController) throws -> UIWindow {
      let window = UIWindow(environment: Environment(device: try device("iPhone 15"), ios: 17))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }
    let first = UIViewController()
    let second = UIViewController()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    first.view.addSubview(view)
    let constraints = [
      view.widthAnchor.constraint(equalToConstant: 30),
      view.heightAnchor.constraint(equalToConstant: 40),
    ]
    NSLayoutConstraint.activate(constraints)
    let firstWindow = try window(with: first)
    #expect(view.itemHandle.engineItem.engine == firstWindow.autoLayoutEngine?.serial)
    second.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: second.view.leadingAnchor, constant: 3),
      view.topAnchor.constraint(equalTo: second.view.topAnchor, constant: 5),
    ])
    firstWindow.layoutIfNeeded()  // the first engine lets the view go
    #expect(view.itemHandle.engineItem.engine == 0)
    let secondWindow = try window(with: second)
    #expect(view.itemHandle.engineItem.engine == secondWindow.autoLayoutEngine?.serial)
    #expect(view.frame == CGRect(x: 3, y: 5, width: 30, height: 40))
  }

  @Test("the collection's marks on handles: a freed second item, a view outside the window")
  func collectionMarksOnHandles() throws {
    let controller = UIViewController()
    let window = UIWindow(environment: Environment(device: try device("iPhone 15"), ios: 17))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let outside = UIView()  // never in the window
    var toFreed: NSLayoutConstraint?
    do {
      let gone = UIView()
      controller.view.addSubview(gone)
      // Installed on the root (the common ancestor), then its second item is freed: it reads as
      // `box.width == 0 × nil + 30`, a constraint without a second item (UIKit's weak item).
      toFreed = box.widthAnchor.constraint(equalTo: gone.widthAnchor, multiplier: 2, constant: 30)
      toFreed?.isActive = true
      gone.removeFromSuperview()
    }
    #expect(toFreed?.secondItem == nil && toFreed?.isActive == true)
    // Installed on the box (no common ancestor yet); its second item is not in the window.
    let unrooted = box.heightAnchor.constraint(equalTo: outside.heightAnchor)
    unrooted.isActive = true
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 4),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 8),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(box.frame == CGRect(x: 4, y: 8, width: 30, height: 20))
    let noAncestor = window.layoutIssues.filter {
      if case .noCommonAncestor = $0 { return true }
      return false
    }
    #expect(noAncestor.count == 1)
    // The box's handle carries this window's marks; the outside view's handle none of them.
    #expect(box.itemHandle.memberMark == box.itemHandle.metMark)
    #expect(outside.itemHandle.memberMark != box.itemHandle.memberMark)
  }

  @Test("the unretained walk to a view's window stops where a freed ancestor was")
  func enclosingWindowOfFreedAncestor() throws {
    let window = UIWindow(environment: Environment(device: try device("iPhone 15"), ios: 17))
    let controller = UIViewController()
    let leaf = UIView()
    weak var weakMiddle: UIView?
    do {
      let middle = UIView()
      controller.view.addSubview(middle)
      middle.addSubview(leaf)
      weakMiddle = middle
    }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(leaf.enclosingWindow === window && leaf.window === window)
    #expect(window.enclosingWindow === window)
    // Activating a constraint on the leaf marks its window for layout (found by the walk).
    window.layoutIfNeeded()
    let width = leaf.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    #expect(width.isInstalled && width.installedOn === leaf)
    #expect(window.autoLayoutEngine?.isDirty == true)
    // The middle view goes: the leaf's walk ends there, and a change to its constraint reads
    // no freed view on the way.
    weakMiddle?.removeFromSuperview()
    #expect(weakMiddle == nil)
    #expect(leaf.superview == nil && leaf.enclosingWindow == nil && leaf.window == nil)
    width.constant = 20
    #expect(width.isInstalled && width.installedOn === leaf)
  }

  @Test("a constraint's host is tested without a reference: uninstalled once the host is freed")
  func installedOnFreedHostIsTestedWithoutReference() {
    let item = UIView()
    var constraints: [NSLayoutConstraint] = []
    do {
      let host = UIView()
      host.addSubview(item)
      constraints = [
        item.widthAnchor.constraint(equalToConstant: 10),
        item.heightAnchor.constraint(equalToConstant: 20),
      ]
      for constraint in constraints { constraint.activate(on: host, firstView: item) }
      #expect(constraints.allSatisfy { $0.isInstalled && $0.installedOn === host })
    }
    #expect(constraints.allSatisfy { !$0.isInstalled && $0.installedOn == nil && !$0.isActive })
    // Deactivating them all at once finds no host to filter.
    NSLayoutConstraint.deactivateAll(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.installedOn === item })
  }
}
