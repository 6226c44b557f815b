import Findings
import Foundation
import TextEscaping

extension FileSelection {
  /// The selection `--changed-since REF` or `--files-from FILE|-` asks for (`audit`, `lint`):
  /// the files git says changed since `changedSince`, or those listed in `filesFrom` (`-`:
  /// standard input; ``listed(in:workingDirectory:)``); `nil` when neither is given.
  ///
  /// - Throws: ``InputError`` naming the option when git cannot answer or the list cannot be
  ///   read (a missing file, a directory, a special file).
  public static func chosen(changedSince: String?, filesFrom: String?) throws -> FileSelection? {
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

  /// `arguments` without `--changed-since` and `--files-from` and their values (separate or
  /// after `=`): a worker is handed the resolved selection in a file instead.
  public static func removingSelectionOptions(from arguments: [String]) -> [String] {
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
