extension IBDocument {
  /// The scene of the storyboard's initial view controller, if any.
  public var initialScene: IBScene? {
    guard let id = initialViewControllerID else { return nil }
    return scenes.first { $0.controller.id == id }
  }

  /// The scenes a `--scene` selector names, in document order: a storyboard identifier, a scene
  /// id, a controller's IB id, or a custom class name (exact matches; empty when none).
  public func scenes(matching selector: String) -> [IBScene] {
    scenes.filter { scene in
      let controller = scene.controller
      return controller.storyboardIdentifier == selector || scene.id == selector
        || controller.id == selector || controller.customClass == selector
        || (scene.isSynthesized && controller.view?.customClass == selector)
    }
  }

  /// The IB object ids (set as `sceneID` on built views and controllers) that a query name
  /// stands for: an IB object id, a `userLabel`, or an accessibility identifier, in document
  /// order.
  public func objectIDs(named name: String) -> [String] {
    var result: [String] = []
    for scene in scenes {
      let controller = scene.controller
      if controller.id == name || controller.userLabel == name
        || controller.storyboardIdentifier == name
      {
        result.append(controller.id)
      }
      let roots =
        [controller.view].compactMap { $0 } + controller.barItemViews + scene.detachedViews
      for root in roots {
        root.forEachView { view in
          if view.id == name || view.userLabel == name || view.accessibilityIdentifier == name {
            result.append(view.id)
          }
        }
      }
    }
    return result
  }

  /// Every constraint of the document with its owner, in document order.
  public var allConstraints: [IBConstraint] {
    var result: [IBConstraint] = []
    for scene in scenes {
      for root in [scene.controller.view].compactMap({ $0 }) + scene.controller.barItemViews
        + scene.detachedViews
      {
        root.forEachView { result += $0.constraints }
      }
    }
    return result
  }
}
