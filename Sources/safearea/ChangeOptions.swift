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

  /// The selection, or `nil` without either option; bad input when git fails or the list cannot
  /// be read.
  func selection() throws -> FileSelection? {
    if let changedSince {
      do {
        return try FileSelection.changed(since: changedSince)
      } catch {
        throw InputError(description: "--changed-since '\(changedSince)': \(error.message)")
      }
    }
    guard let filesFrom else { return nil }
    let data: Data?
    if filesFrom == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else if InputFileKind.problem(atPath: filesFrom) == nil {
      data = FileManager.default.contents(atPath: filesFrom)
    } else {
      data = nil
    }
    guard let data else {
      throw InputError(description: "--files-from: cannot read '\(filesFrom)'")
    }
    return FileSelection.listed(in: String(decoding: data, as: UTF8.self))
  }

  /// `arguments` without these options (both the `--option value` and `--option=value` forms):
  /// a worker process is handed the resolved selection instead.
  static func removing(from arguments: [String]) -> [String] {
    var result: [String] = []
    var skipNext = false
    for argument in arguments {
      if skipNext {
        skipNext = false
        continue
      }
      if argument == "--changed-since" || argument == "--files-from" {
        skipNext = true
        continue
      }
      if argument.hasPrefix("--changed-since=") || argument.hasPrefix("--files-from=") {
        continue
      }
      result.append(argument)
    }
    return result
  }
}
