import Foundation

/// The files a change touched, for a CI job or a hook that checks only those (`audit` and `lint`
/// with `--changed-since REF` or `--files-from FILE|-`): the inputs are still found as without
/// it (a project's targets and matrix, a folder's files), and only the selected ones are checked
/// and reported.
///
/// ```swift
/// let selection = try FileSelection.changed(since: "origin/main")
/// selection.contains("App/Base.lproj/Main.storyboard")  // true when the branch changed it
/// let listed = FileSelection.listed(in: "a.swift\nb/c.storyboard\n")
/// ```
public struct FileSelection: Hashable, Sendable {
  /// The selected files: absolute, standardised paths with symbolic links resolved, sorted.
  public private(set) var paths: [String]
  private var lookup: Set<String>

  /// A selection of `paths`, each relative to `workingDirectory` or absolute.
  public init(
    paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    let resolved = Set(paths.map { Self.canonical($0, from: workingDirectory) })
    lookup = resolved
    self.paths = resolved.sorted()
  }

  /// Whether `path` (relative to `workingDirectory`, or absolute) is selected.
  public func contains(
    _ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Bool {
    lookup.contains(Self.canonical(path, from: workingDirectory))
  }

  /// The selection a list names: one path per line (a `git diff --name-only` output), or
  /// NUL-separated (`-z`) when the text holds a NUL; blank lines and surrounding whitespace of a
  /// line are ignored, and relative paths are relative to `workingDirectory`.
  public static func listed(
    in text: String, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> FileSelection {
    let separator: Character = text.contains("\0") ? "\0" : "\n"
    let paths = text.split(separator: separator, omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
    return FileSelection(paths: paths, workingDirectory: workingDirectory)
  }

  /// The files changed since `reference` in the git repository holding `workingDirectory`: those
  /// that differ between the working tree and the merge base of `reference` and `HEAD` (what a
  /// pull request onto `reference` changes, with uncommitted edits), added, copied, modified,
  /// renamed or retyped (deleted files have nothing to check), plus untracked files git does not
  /// ignore.
  ///
  /// - Throws: ``FileSelectionError`` when git cannot be run, the directory is in no repository,
  ///   or `reference` names no commit (a shallow clone without the base branch, say).
  public static func changed(
    since reference: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(FileSelectionError) -> FileSelection {
    guard !reference.isEmpty, !reference.hasPrefix("-") else {
      throw FileSelectionError(message: "'\(reference)' is not a git revision")
    }
    let top = try git(["rev-parse", "--show-toplevel"], in: workingDirectory)
      .trimmingCharacters(in: .newlines)
    let base = try git(["merge-base", reference, "HEAD"], in: workingDirectory)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let changed = try git(
      ["diff", "--name-only", "-z", "--no-renames", "--diff-filter=ACMRT", base, "--"],
      in: workingDirectory)
    let untracked = try git(
      ["ls-files", "--others", "--exclude-standard", "-z", "--full-name", "--", top],
      in: workingDirectory)
    let relative = (changed + "\0" + untracked).split(separator: "\0").map(String.init)
    return FileSelection(paths: relative, workingDirectory: top)
  }

  /// `path` made absolute against `directory`, standardised, symbolic links resolved (a working
  /// directory reached through a link names the same files as git's top level).
  static func canonical(_ path: String, from directory: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Runs `git arguments` in `directory`; its standard output, or the error git printed.
  static func git(_ arguments: [String], in directory: String) throws(FileSelectionError)
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw FileSelectionError(message: "cannot run git: \(error.localizedDescription)")
    }
    // Read both pipes before waiting: a full pipe would block git.
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let said = String(decoding: errorData, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw FileSelectionError(
        message: "git \(arguments.first ?? "") failed"
          + (said.isEmpty ? "" : ": \(said.split(separator: "\n").first ?? "")"))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Why the changed files could not be listed: git is missing, the directory is in no
/// repository, or the revision names no commit.
public struct FileSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, lowercase, with what git said.
  public var message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  public var description: String { message }
}

extension Report {
  /// The report with only the findings in files `selection` holds, and only those files among
  /// ``files``.
  public func restricted(to selection: FileSelection) -> Report {
    var result = self
    result.findings = findings.filter { selection.contains($0.file) }
    result.files = files.filter { selection.contains($0) }
    return result
  }
}
