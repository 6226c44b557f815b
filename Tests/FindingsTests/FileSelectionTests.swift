import Findings
import Foundation
import Testing

/// `--changed-since` / `--files-from`: which files a run checks (issue 31).
@Suite("file selection")
struct FileSelectionTests {
  @Test("a list is one path per line or NUL-separated, relative to the working directory")
  func listed() {
    let lines = FileSelection.listed(
      in: "App/Main.storyboard\n\n  App/View.swift  \n", workingDirectory: "/repo")
    #expect(lines.paths == ["/repo/App/Main.storyboard", "/repo/App/View.swift"])
    #expect(lines.contains("App/Main.storyboard", workingDirectory: "/repo"))
    #expect(lines.contains("./App/../App/View.swift", workingDirectory: "/repo"))
    #expect(lines.contains("/repo/App/View.swift", workingDirectory: "/elsewhere"))
    #expect(!lines.contains("App/Other.swift", workingDirectory: "/repo"))
    // A name with a line break survives NUL separation (`git diff -z`).
    let nul = FileSelection.listed(in: "a b.swift\0odd\nname.swift\0", workingDirectory: "/r")
    #expect(nul.paths == ["/r/a b.swift", "/r/odd\nname.swift"])
  }

  @Test("a report restricted to a selection keeps the selected files' findings only")
  func restricted() {
    func finding(_ file: String) -> Report.Finding {
      Report.Finding(
        rule: RuleIdentifier(rawValue: "device_size_check"), severity: .error, file: file, line: 1,
        column: 1, objectID: nil, message: "m", fix: "f")
    }
    let report = Report(
      findings: [finding("A.swift"), finding("B.swift"), finding("A.swift")],
      files: ["A.swift", "B.swift", "C.swift"], rules: [])
    let selection = FileSelection(
      paths: ["A.swift", "C.swift"], workingDirectory: FileManager.default.currentDirectoryPath)
    let kept = report.restricted(to: selection)
    #expect(kept.findings.map(\.file) == ["A.swift", "A.swift"])
    #expect(kept.files == ["A.swift", "C.swift"])
  }

  /// Runs git in `directory` (the test's own repository), failing the test on an error.
  static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-C", directory.path, "-c", "user.email=t@example.com", "-c", "user.name=t"]
      + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments)")
  }

  @Test("changed since a branch: the branch's commits, uncommitted edits and untracked files")
  func changedSince() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-selection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ name: String, _ text: String = "x\n") throws {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try Self.git(["init", "-q", "-b", "main"], in: root)
    for name in ["Same.swift", "Edited.swift", "Deleted.swift", "Sub/Committed.swift"] {
      try write(name)
    }
    try Self.git(["add", "."], in: root)
    try Self.git(["commit", "-q", "-m", "base"], in: root)
    try Self.git(["checkout", "-q", "-b", "feature"], in: root)
    try write("Sub/Committed.swift", "changed on the branch\n")
    try write("Added.swift")
    try Self.git(["add", "."], in: root)
    try Self.git(["commit", "-q", "-m", "feature"], in: root)
    // The base branch moves on: its own change is not the feature's.
    try Self.git(["checkout", "-q", "main"], in: root)
    try write("Same.swift", "changed on main\n")
    try Self.git(["commit", "-q", "-am", "main moves"], in: root)
    try Self.git(["checkout", "-q", "feature"], in: root)
    try write("Edited.swift", "uncommitted\n")
    try write("Untracked.swift")
    try write(".gitignore", "Ignored.swift\n")
    try write("Ignored.swift")
    try FileManager.default.removeItem(at: root.appendingPathComponent("Deleted.swift"))

    // From a subdirectory: git's paths are the top level's, the selection's absolute.
    let selection = try FileSelection.changed(
      since: "main", workingDirectory: root.appendingPathComponent("Sub").path)
    let top = root.resolvingSymlinksInPath().path
    #expect(
      selection.paths
        == [".gitignore", "Added.swift", "Edited.swift", "Sub/Committed.swift", "Untracked.swift"]
        .map { top + "/" + $0 })
    #expect(selection.contains("Committed.swift", workingDirectory: root.path + "/Sub"))
    #expect(!selection.contains("Same.swift", workingDirectory: root.path))

    #expect(throws: FileSelectionError.self) {
      try FileSelection.changed(since: "no-such-branch", workingDirectory: root.path)
    }
    #expect(throws: FileSelectionError.self) {
      try FileSelection.changed(since: "--output=/tmp/x", workingDirectory: root.path)
    }
  }
}
