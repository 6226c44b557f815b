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
    let identifiers = StoryboardIdentifiers(documents)
    return documents.map { index.applying(to: $0, identifiers: identifiers) }
  }
}
