import DeviceCatalog
import Foundation

extension CodeInterpreter {
  /// Runs the screen's code in the order UIKit calls it.
  func runScreen() {
    let name = screenClass.name
    let isView = program.isViewClass(name)
    phase = .load
    if isView {
      // A view class read as a screen: made as `loadView` would make it (`view = MyView()`) and
      // laid out as a full-screen controller's root view.
      let scope = Scope(selfValue: .controller, owner: nil)
      if case .view(let index) = construct(name, [], scope, at: screenClass.position) {
        views[index].name = "view"
        views[index].namedByProperty = true
        rootView = index
      }
    } else {
      if program.nearestUIKit(name) == nil {
        // The class of the chain that is not read, not the direct superclass (which may be read:
        // fresh round T, W3, "'ZZFirstTableViewController' is not among the files read" of a
        // file that was, whose own superclass, a development pod's, was not).
        var unread = program.classes[name]?.superclass
        var seen: Set<String> = [name]
        while let current = unread, let read = program.classes[current],
          seen.insert(current).inserted
        {
          unread = read.superclass
        }
        let base = unread.map { "'\($0)'" } ?? "its superclass"
        note(
          "\(base) is not among the files read; '\(name)' is read as a UIViewController subclass"
            + " (it implements a view controller's callbacks), and what the superclass sets up is not"
            + " known", at: screenClass.position)
      }
      runInitializer()
      if let (owner, method) = program.method("loadView", arguments: [], of: name) {
        invoke(method, owner: owner, selfValue: .controller, arguments: [])
      }
      _ = ensureRootView(at: screenClass.position)
      callback("viewDidLoad", arguments: [])
      if let value = property(
        "prefersStatusBarHidden", of: screenClass, for: .controller, at: screenClass.position)
      {
        if case .boolean(let hidden) = value { controller.prefersStatusBarHidden = hidden }
      }
      phase = .beforeLayout
      callback("viewWillAppear", arguments: [.boolean(false)])
      runUpdateConstraints()
      callback("updateViewConstraints", arguments: [])
    }
    if isView {
      phase = .beforeLayout
      runUpdateConstraints()
    }
    phase = .layout
    if !isView { callback("viewWillLayoutSubviews", arguments: []) }
    runLayoutSubviews(onlyRoot: true)
    if !isView {
      callback("viewDidLayoutSubviews", arguments: [])
      callback("viewSafeAreaInsetsDidChange", arguments: [])
    }
    runLayoutSubviews(onlyRoot: false)
    if !isView { callback("viewDidAppear", arguments: [.boolean(false)]) }
  }

  func callback(_ name: String, arguments: [CodeValue]) {
    let labels = arguments.map { _ in
      CodeArgument(
        label: nil, value: CodeExpression(.nilLiteral, at: screenClass.position, text: ""))
    }
    guard let (owner, method) = program.method(name, arguments: labels, of: screenClass.name) else {
      return
    }
    invoke(method, owner: owner, selfValue: .controller, arguments: arguments)
  }

  /// The initializer the screen is made with: one without parameters, else the one with the
  /// fewest (its arguments unknown). `init(coder:)` is a storyboard's, not code's. A class
  /// without initializers of its own is made with its nearest project superclass's.
  func runInitializer() {
    var current: CodeClass? = program.classes[screenClass.name] ?? screenClass
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      let inits = type.methods.filter {
        $0.baseName == "init" && $0.labels != ["coder"] && $0.labels != ["nibName", "bundle"]
      }
      if let chosen = inits.min(by: { $0.parameters.count < $1.parameters.count }) {
        invoke(chosen, owner: type, selfValue: .controller, arguments: [])
        return
      }
      // No other initializer: UIKit's `init` calls the designated initializer
      // `init(nibName:bundle:)` with `nil` and `nil`, so a class that overrides only that one
      // runs it (round J: CJWTakeAway's base controller makes its hand-made bar in
      // `initWithNibName:bundle:`).
      if type.methods.contains(where: {
        $0.baseName == "init" && $0.labels == ["nibName", "bundle"]
      }),
        let (declaring, designated) = designatedControllerInitializer()
      {
        invoke(designated, owner: declaring, selfValue: .controller, arguments: [.none, .none])
        return
      }
      current = type.superclass.flatMap { program.classes[$0] }
    }
  }

  /// `layoutSubviews` of the program's view classes: the root view's first, then the others in
  /// the order they were made.
  func runLayoutSubviews(onlyRoot: Bool) {
    let count = views.count
    for index in 0..<count {
      guard (index == rootView) == onlyRoot, views[index].unknown == nil,
        let (owner, method) = program.method(
          "layoutSubviews", arguments: [], of: views[index].className),
        isInHierarchy(index)
      else { continue }
      invoke(method, owner: owner, selfValue: .view(index), arguments: [])
    }
  }

  /// The constraint pass of UIKit's layout: each view of the hierarchy that asked for it with
  /// `setNeedsUpdateConstraints()` runs its `updateConstraints()` ("the system calls
  /// updateConstraints() as part of its normal layout pass", Apple's `UIView`
  /// `setNeedsUpdateConstraints()`), later-made views (subviews, usually) first, as the pass
  /// goes from the leaves up; then the controller's `updateViewConstraints`. Fresh round V:
  /// Talula's views make every constraint there, and were left zero-sized.
  ///
  /// A view starts with its constraints needing an update (a new `UIView`'s
  /// `needsUpdateConstraints()` is true), so once the window runs a constraint pass — some view
  /// asked for one, or some constraint is made — every view of the hierarchy that overrides
  /// `updateConstraints()` runs it (Talula's about view never asks, and its screen shows). With
  /// neither, UIKit runs no constraint pass (`requiresConstraintBasedLayout`: a view that
  /// cannot lay out without constraints says so), and nothing is run.
  func runUpdateConstraints() {
    let pass = !constraints.isEmpty || views.contains { $0.needsUpdateConstraints }
    guard pass else { return }
    for index in (0..<views.count).reversed() {
      guard views[index].unknown == nil, isInHierarchy(index),
        let (owner, method) = program.method(
          "updateConstraints", arguments: [], of: views[index].className)
      else { continue }
      views[index].needsUpdateConstraints = false
      invoke(method, owner: owner, selfValue: .view(index), arguments: [])
    }
  }

  func isInHierarchy(_ index: Int) -> Bool {
    var current: Int? = index
    var steps = 0
    while let view = current, steps < 10_000 {
      if view == rootView { return true }
      current = views[view].superview
      steps += 1
    }
    return false
  }
}
