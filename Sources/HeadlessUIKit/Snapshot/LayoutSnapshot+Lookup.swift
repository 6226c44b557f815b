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

  /// Every controller, the root first, in pre-order.
  public var allControllers: [ControllerSnapshot] {
    var result: [ControllerSnapshot] = []
    func visit(_ controller: ControllerSnapshot) {
      result.append(controller)
      for child in controller.children { visit(child) }
    }
    if let rootController { visit(rootController) }
    return result
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
      for child in controller.children {
        if let found = search(child, path) { return found }
      }
      return nil
    }
    return rootController.flatMap { search($0, []) }
  }
}
