import InterfaceBuilder
import XcodeProject

/// Project mode's code context for one app: its sources read once (``CodeIndex``), and its IB
/// documents with what the code decides applied (``ScreenDecision``).
///
/// ```swift
/// let context = AppCodeContext(app: app)
/// let decided = context.apply(to: documents)   // by path: the document and its decisions
/// ```
public struct AppCodeContext: Sendable {
  /// The app's code.
  public let index: CodeIndex

  public init(index: CodeIndex) {
    self.index = index
  }

  /// Reads the sources of `app`'s audited targets.
  public init(app: AppProject) {
    index = CodeIndex.read(app: app)
  }

  /// Each document with the code's decisions applied, in the order given, with its decisions by
  /// controller id. `documents` are all the app's documents (storyboard identifiers are matched
  /// across them).
  public func apply(to documents: [IBDocument]) -> [(
    document: IBDocument, decisions: [String: ScreenDecision]
  )] {
    let identifiers = StoryboardIdentifiers(documents.map(index.withNavigationClassBars))
    return documents.map { index.applying(to: $0, identifiers: identifiers) }
  }

  /// Each scene's document with the code's decisions applied, one scene at a time: `scenes` are
  /// the documents as each scene holds them (a scene another storyboard shows through a
  /// reference holds a copy that knows that context), with the scene's controller id. The
  /// context the code decides is applied only where that copy leaves it assumed; every
  /// controller of the file gets its traits (an embedded child is built with its container).
  public func apply(toScenes scenes: [(document: IBDocument, controllerID: String)]) -> [(
    document: IBDocument, decision: ScreenDecision
  )] {
    var firstByPath: [String: IBDocument] = [:]  // lookups only
    var paths: [String] = []
    for (document, _) in scenes where firstByPath[document.path] == nil {
      firstByPath[document.path] = document
      paths.append(document.path)
    }
    let documents = paths.compactMap { firstByPath[$0] }
    let identifiers = StoryboardIdentifiers(documents.map(index.withNavigationClassBars))
    var traits: [String: [String: IBCodeTraits]] = [:]  // lookups only: by path, controller id
    // The contexts the code decides for the file's scenes (lookups only: by path, controller
    // id): a scene's copy knows them for the other scenes too, so that a segue from a scene the
    // code shows (pushed onto a navigation controller, `setViewControllers`) starts where the
    // code puts that scene (R22.32; precision's fresh round Q, ShotVibe).
    var decided: [String: [String: IBPresentationContext]] = [:]
    for document in documents {
      let applied = index.applying(to: document, identifiers: identifiers).document
      traits[document.path] = applied.codeTraits
      decided[document.path] = applied.externalContexts.filter {
        document.externalContexts[$0.key] == nil
      }
    }
    return scenes.map { document, controllerID in
      guard
        let controller = document.scenes.first(where: { $0.controller.id == controllerID })?
          .controller
      else { return (document, ScreenDecision()) }
      let decision = index.decide(controller, in: document, identifiers: identifiers)
      var result = index.withBarAppearance(document)
      // Built apart and set once: each change of `externalContexts` resolves the file again.
      var contexts = result.externalContexts
      for (id, context) in decided[document.path] ?? [:]
      where id != controllerID && contexts[id] == nil {
        contexts[id] = context
      }
      if let context = decision.context { contexts[controllerID] = context }
      for (id, context) in decision.containerContexts { contexts[id] = context }
      if contexts != result.externalContexts { result.externalContexts = contexts }
      result.codeTraits = traits[document.path] ?? [:]
      result.scrollViewClasses = Set(index.scrollViewClasses)
      return (result, decision)
    }
  }
}
