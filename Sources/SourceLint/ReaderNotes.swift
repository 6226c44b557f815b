/// What a reader dropped and why, collected while it reads one file: an expression nested
/// deeper than ``LintExpression/maximumHeight``, a sum of thousands of terms. Each becomes a
/// located `note:` of the run (``SourceModel/notes``), so nothing is dropped without a word.
final class ReaderNotes {
  private(set) var notes: [(position: SourcePosition, message: String)] = []
  private var positions: Set<SourcePosition> = []

  /// The most notes one file gets; the last one says how many more there were.
  static let limit = 20
  private var more = 0

  func add(_ message: String, at position: SourcePosition) {
    guard positions.insert(position).inserted else { return }
    if notes.count < Self.limit {
      notes.append((position, message))
    } else {
      more += 1
    }
  }

  /// The notes, in source order, with a last one counting those left out.
  var collected: [(position: SourcePosition, message: String)] {
    var result = notes.sorted { $0.position < $1.position }
    if more > 0, let last = result.last {
      result.append((last.position, "and \(more) more places where the reader dropped code"))
    }
    return result
  }

  /// The note for an expression deeper than the readers keep.
  static func tooDeep(_ what: String) -> String {
    "\(what) nested too deeply is not read (past the readers' limit of "
      + "\(LintExpression.maximumHeight) tree levels, which brackets and operators both count "
      + "toward); findings in it may be missing"
  }
}
