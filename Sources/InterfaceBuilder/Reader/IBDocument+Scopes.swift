extension IBDocument {
  /// The other names an object answers to in a configuration's `ignore` entry: the id of the
  /// scene it belongs to, its controller's id, and the controller's storyboard identifier, in
  /// that order; empty when `id` is no view of the document.
  ///
  /// ```swift
  /// document.scopes(ofObject: "xyz-ab-123")  // ["BYZ-38-t0r", "vc-1", "Login"]
  /// ```
  public func scopes(ofObject id: String) -> [String] {
    var root = id
    while let parent = itemIndex.parent(of: root) { root = parent }
    for scene in scenes {
      let controller = scene.controller
      let roots =
        [controller.view?.id].compactMap { $0 } + controller.barItemViews.map(\.id)
        + scene.detachedViews.map(\.id)
      guard roots.contains(root) || controller.id == id else { continue }
      var result = [scene.id]
      if controller.id != scene.id { result.append(controller.id) }
      if let identifier = controller.storyboardIdentifier { result.append(identifier) }
      return result
    }
    return []
  }
}
