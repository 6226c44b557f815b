import Foundation

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

/// Scenes of other storyboards this document pushes or presents through storyboard references.
extension IBDocument {
  /// The context in which this document shows a scene of another storyboard through a storyboard
  /// reference that a show, push or modal segue leads to: `context` is what that scene's own
  /// document should resolve it to (``IBDocument/externalContexts``).
  public struct ReferenceSegue: Hashable, Sendable {
    public var reference: EmbeddedReference
    public var context: IBPresentationContext
  }

  /// The scenes of other storyboards this document pushes (a show or push segue from a
  /// controller with a navigation controller above it) or presents (any other segue but an
  /// embed), in document order; the first segue to each reference decides.
  public var referenceSegues: [ReferenceSegue] {
    let index = itemIndex
    var result: [ReferenceSegue] = []
    let fileName = URL(fileURLWithPath: path).lastPathComponent
    for scene in scenes where scene.controller.kind == .storyboardReference {
      let model = scene.controller
      guard let storyboard = model.referencedStoryboard, !storyboard.isEmpty,
        let (source, segue) = index.incomingSegues(to: model.id).map({
          ($0.sourceID, $0.segue)
        }).first(where: { $0.1.kind != "embed" && $0.1.kind != "custom" && !$0.1.kind.isEmpty })
      else { continue }
      let reference = EmbeddedReference(
        storyboard: storyboard, identifier: model.referencedIdentifier)
      guard !result.contains(where: { $0.reference == reference }) else { continue }
      let sourceName =
        index.controller(source).flatMap { $0.storyboardIdentifier ?? $0.customClass } ?? source
      let isShow = segue.kind == "show" || segue.kind == "push"
      let context: IBPresentationContext
      if isShow, let style = IBPresentationContext.navigation(above: source, in: self, depth: 0) {
        var pushed = IBPresentationContext(
          kind: .pushed, sourceID: nil, segueKind: segue.kind, presentationStyle: nil,
          isAssumed: false,
          description: "pushed by a \(segue.kind) segue from '\(sourceName)' in \(fileName)"
            + " (through a storyboard reference) onto its navigation stack")
        pushed.navigationStyle = style
        context = pushed
      } else {
        context = IBPresentationContext(
          kind: .presented, sourceID: nil, segueKind: segue.kind,
          presentationStyle: segue.modalPresentationStyle, isAssumed: false,
          description: "presented by a \(segue.kind) segue from '\(sourceName)' in \(fileName)"
            + " (through a storyboard reference)"
            + (segue.modalPresentationStyle.map { " (style '\($0)')" } ?? ""))
      }
      result.append(ReferenceSegue(reference: reference, context: context))
    }
    return result
  }
}
