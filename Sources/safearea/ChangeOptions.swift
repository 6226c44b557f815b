import ArgumentParser
import Findings
import Foundation
import SafeAreaKit
import TextEscaping

/// `--changed-since REF` and `--files-from FILE|-` (`audit`, `lint`): check only what a change
/// touched. The inputs are found as without them (a project keeps its targets and matrix); the
/// library's ``Findings/FileSelection`` says which of them are checked.
struct ChangeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Check only the files changed since this git revision (since its merge base with HEAD;"
        + " uncommitted and untracked files included); paths default to '.'.",
      valueName: "ref"))
  var changedSince: String?

  @Option(
    help: ArgumentHelp(
      "Check only the files listed in this file, one per line or NUL-separated ('-': standard"
        + " input); paths default to '.'.",
      valueName: "file"))
  var filesFrom: String?

  /// Whether either option is given.
  var isActive: Bool { changedSince != nil || filesFrom != nil }

  func validate() throws {
    if changedSince != nil, filesFrom != nil {
      throw ValidationError("give --changed-since or --files-from, not both")
    }
    if filesFrom?.isEmpty == true { throw ValidationError("--files-from needs a file or '-'") }
  }

  /// The selection the options ask for (``FileSelection/chosen(changedSince:filesFrom:)``).
  func selection() throws -> FileSelection? {
    try FileSelection.chosen(changedSince: changedSince, filesFrom: filesFrom)
  }
}
