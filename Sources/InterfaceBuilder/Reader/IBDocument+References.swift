/// Storyboard references across files: which scenes of other storyboards a document embeds.
extension IBDocument {
  /// A scene of another storyboard that this document embeds in a container view, through a
  /// storyboard reference (`viewControllerPlaceholder`) that an embed segue leads to: the
  /// storyboard's name (its file name without the extension) and the referenced storyboard
  /// identifier, `nil` for that storyboard's initial controller.
  public struct EmbeddedReference: Hashable, Sendable {
    public var storyboard: String
    public var identifier: String?

    public init(storyboard: String, identifier: String?) {
      self.storyboard = storyboard
      self.identifier = identifier
    }
  }

  /// The scenes of other storyboards this document embeds (``EmbeddedReference``), in document
  /// order.
  public var embeddedReferences: [EmbeddedReference] {
    let index = itemIndex
    var result: [EmbeddedReference] = []
    for scene in scenes where scene.controller.kind == .storyboardReference {
      let model = scene.controller
      guard let storyboard = model.referencedStoryboard, !storyboard.isEmpty,
        index.incomingSegues(to: model.id).contains(where: { $0.segue.kind == "embed" })
      else { continue }
      let reference = EmbeddedReference(
        storyboard: storyboard, identifier: model.referencedIdentifier)
      if !result.contains(reference) { result.append(reference) }
    }
    return result
  }

  /// Whether `scene` is the one `reference` names in this document (whose file name is
  /// `reference.storyboard`): the scene with that storyboard identifier, or the initial controller.
  public func isReferenced(_ scene: IBScene, by reference: EmbeddedReference) -> Bool {
    if let identifier = reference.identifier {
      return scene.controller.storyboardIdentifier == identifier
    }
    return scene.controller.id == initialViewControllerID
  }
}
