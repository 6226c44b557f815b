import DeviceCatalog
import Foundation

extension LayoutSnapshot {
  /// Every view, the window first, in pre-order (each view before its subviews, back to front).
  public var allViews: [ViewSnapshot] {
    var result: [ViewSnapshot] = []
    func visit(_ view: ViewSnapshot) {
      result.append(view)
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return result
  }

  /// Every controller, the root first, in pre-order (a presented controller after its presenter's
  /// children).
  public var allControllers: [ControllerSnapshot] {
    var result: [ControllerSnapshot] = []
    func visit(_ controller: ControllerSnapshot) {
      result.append(controller)
      for child in controller.children { visit(child) }
      for presented in controller.presented { visit(presented) }
    }
    if let rootController { visit(rootController) }
    return result
  }

  /// Every value the layout needed and the model cannot know, sorted, each once.
  public var missingValues: [MissingValue] {
    var all = allControllers.flatMap { $0.missingValues + ($0.presentation?.missingValues ?? []) }
    if let keyboardMissing { all.append(keyboardMissing) }
    return Array(Set(all)).sorted()
  }

  /// What the model cannot know about the view with snapshot id `viewID`: the missing values of
  /// every container above it whose children's views contain it (a container's own root view is
  /// not affected by its bars). Empty when the view's values are known.
  public func missingValues(affectingView viewID: Int) -> [MissingValue] {
    var result: [MissingValue] = []
    func holds(_ controller: ControllerSnapshot) -> Bool {
      controller.rootViewID.flatMap { self.view(id: $0) }.map { contains($0, viewID) } ?? false
    }
    func visit(_ controller: ControllerSnapshot) {
      if !controller.missingValues.isEmpty, controller.children.contains(where: holds) {
        result += controller.missingValues
      }
      if let presentation = controller.presentation, !presentation.missingValues.isEmpty,
        holds(controller)
      {
        result += presentation.missingValues
      }
      for child in controller.children { visit(child) }
      for presented in controller.presented { visit(presented) }
    }
    if let rootController { visit(rootController) }
    return Array(Set(result)).sorted()
  }

  /// What the model cannot know about the controller with scene id `sceneID`: its own missing
  /// values (its bars) and those of the containers above it.
  public func missingValues(affectingController sceneID: String) -> [MissingValue] {
    guard let path = controllerPath(to: sceneID) else { return [] }
    var result = path.last?.missingValues ?? []
    // A container's missing bars affect its children, not what it presents.
    for (container, next) in zip(path, path.dropFirst())
    where container.children.contains(where: { $0 == next }) {
      result += container.missingValues
    }
    for controller in path { result += controller.presentation?.missingValues ?? [] }
    return Array(Set(result)).sorted()
  }

  private func contains(_ root: ViewSnapshot, _ viewID: Int) -> Bool {
    if root.id == viewID { return true }
    guard let next = root.subviews.last(where: { $0.id <= viewID }) else { return false }
    return contains(next, viewID)
  }

  /// Whether a controller is presented modally (R13) or a split view controller is in this
  /// layout (R14: column styles from iOS 14, the floating sidebar from 26): its layout then
  /// depends on the iOS version's behaviour (`LayoutInputs(_:presentations:)`).
  public var presentsControllers: Bool {
    allControllers.contains { $0.presentation != nil || $0.split != nil }
  }

  /// The view with snapshot id `id`.
  public func view(id: Int) -> ViewSnapshot? {
    func find(_ view: ViewSnapshot) -> ViewSnapshot? {
      if view.id == id { return view }
      // Ids are pre-order: the target is under the last subview whose id is not greater.
      guard let next = view.subviews.last(where: { $0.id <= id }) else { return nil }
      return find(next)
    }
    return find(window)
  }

  /// The first view, in pre-order, whose scene id is `sceneID`.
  public func view(sceneID: String) -> ViewSnapshot? {
    allViews.first { $0.sceneID == sceneID }
  }

  /// The first controller, in pre-order, whose scene id is `sceneID`.
  public func controller(sceneID: String) -> ControllerSnapshot? {
    allControllers.first { $0.sceneID == sceneID }
  }

  /// The controller whose root view has snapshot id `viewID`.
  public func controller(owningRootView viewID: Int) -> ControllerSnapshot? {
    allControllers.first { $0.rootViewID == viewID }
  }

  /// The chain of controllers from the root down to the first controller with id `sceneID`
  /// (the controller last), or `nil` when there is none.
  public func controllerPath(to sceneID: String) -> [ControllerSnapshot]? {
    func search(_ controller: ControllerSnapshot, _ path: [ControllerSnapshot])
      -> [ControllerSnapshot]?
    {
      let path = path + [controller]
      if controller.sceneID == sceneID { return path }
      for child in controller.children + controller.presented {
        if let found = search(child, path) { return found }
      }
      return nil
    }
    return rootController.flatMap { search($0, []) }
  }
}
