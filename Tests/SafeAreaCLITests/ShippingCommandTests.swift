import Foundation
import Testing

/// What a user meets when installing and wiring the tool into CI (issue 31): `--version`, "did you
/// mean" for a misspelt subcommand, an unreadable `lint` input without a clean-run summary,
/// `--changed-since` / `--files-from`, `--sarif-output`, and storyboard views named by their
/// `userLabel`.
@Suite struct ShippingCommandTests {
  static let demo = repositoryRoot.appendingPathComponent("Examples/PluginDemo")

  @Test func versionPrintsTheLibraryVersionAndTheCatalogDate() throws {
    let result = try safearea(["--version"])
    #expect(result.status == 0)
    // The version as the library writes it (SafeAreaKitVersion.swift), read here as text.
    let source = try String(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Sources/DeviceCatalog/SafeAreaKitVersion.swift"), encoding: .utf8)
    let version = try #require(
      source.firstMatch(of: /public static let string = "([0-9.]+)"/)?.output.1)
    let line = result.stdout.trimmingCharacters(in: .newlines)
    #expect(
      line.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+ \(device catalog 20\d\d-\d\d-\d\d\)/) != nil)
    #expect(line.hasPrefix(version + " "))
  }

  @Test(arguments: [
    ("audt", "'audit'"), ("lnt", "'lint'"), ("device", "'devices'"), ("rendr", "'render'"),
  ])
  func misspeltSubcommandGetsASuggestion(typed: String, suggested: String) throws {
    let result = try safearea([typed, "Examples/A3-2.yaml"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("error: unknown subcommand '\(typed)'; did you mean \(suggested)"))
    #expect(result.stdout.isEmpty)
  }

  @Test func unrelatedWordGetsNoSuggestion() throws {
    let result = try safearea(["zzzzzzzz"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("error: unknown subcommand 'zzzzzzzz'\n"))
  }

  @Test func lintOfNothingReadableSaysOnlyTheError() throws {
    let result = try safearea(["lint", "Nope"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("Nope: error: no such file or directory"))
    #expect(!result.stdout.contains("no findings"))
    #expect(!result.stderr.contains("no findings"))
  }

  /// A folder with two Swift files, each with an error-severity device check.
  static func twoFiles() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-select-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let check = "if UIScreen.main.nativeBounds.height == 2436 { top = 44 }\n"
    for name in ["A.swift", "B.swift"] {
      try check.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func lintFilesFromAListOrStandardInput() throws {
    let directory = try Self.twoFiles()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "B.swift\n".write(
      to: directory.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
    let all = try safearea(["lint", "."], in: directory)
    #expect(all.status == 1)
    #expect(all.stdout.contains("A.swift:1:") && all.stdout.contains("B.swift:1:"))
    // The summary of a selection counts the selected file's lines, as linting it alone does,
    // not the lines of every file read (closing note 4, issue 29).
    let alone = try safearea(["lint", "B.swift"], in: directory)
    let aloneLines = alone.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(aloneLines.hasSuffix("in 1 file (2 lines)"))
    #expect(all.stdout.contains("in 2 files (4 lines)"))
    for (arguments, input) in [
      (["lint", "--files-from", "list.txt", "."], nil as String?),
      (["lint", "--files-from", "-"], "./B.swift\n"),
    ] {
      let result = try safearea(arguments, in: directory, input: input)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout.contains("B.swift:1:"), "\(arguments)")
      #expect(!result.stdout.contains("A.swift"), "\(arguments)")
      #expect(result.stdout.contains("in 1 file (2 lines)"), "\(arguments)")
    }
    let none = try safearea(["lint", "--files-from", "-", "."], in: directory, input: "C.swift\n")
    #expect(none.status == 0)
    #expect(none.stdout.contains("no findings in 0 files"))
    let both = try safearea(["lint", "--files-from", "-", "--changed-since", "x"], in: directory)
    #expect(both.status == 64)
  }

  @Test func lintChangedSinceABranch() throws {
    let directory = try Self.twoFiles()
    defer { try? FileManager.default.removeItem(at: directory) }
    func git(_ arguments: [String]) throws {
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
    try git(["init", "-q", "-b", "main"])
    try git(["add", "A.swift"])
    try git(["commit", "-q", "-m", "a"])
    // B.swift is untracked: changed since main; A.swift is not.
    let result = try safearea(["lint", "--changed-since", "main"], in: directory)
    #expect(result.status == 1)
    #expect(result.stdout.contains("B.swift:1:"))
    #expect(!result.stdout.contains("A.swift"))
    let bad = try safearea(["lint", "--changed-since", "nope"], in: directory)
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("error: --changed-since 'nope': git merge-base failed"))
  }

  @Test(arguments: ["1", "2"])
  func auditFilesFromStandardInputInOneOrTwoProcesses(jobs: String) throws {
    let result = try safearea(
      [
        "audit", "--files-from", "-", "Examples", "--devices", "iPhone X,iPhone 8",
        "--orientations", "portrait", "--jobs", jobs, "--no-cache",
      ], input: "Examples/A3-2.yaml\nExamples/A4-4.yaml\n")
    #expect(result.status == 1)
    let files = Set(
      result.stdout.split(separator: "\n").compactMap { line in
        line.hasPrefix("Examples/") ? line.split(separator: ":").first.map(String.init) : nil
      })
    #expect(files == ["Examples/A3-2.yaml", "Examples/A4-4.yaml"])
    #expect(result.stdout.contains(" in 2 files on "))
  }

  @Test func auditNamesStoryboardViewsByUserLabelAndWritesSARIF() throws {
    let sarif = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-\(UUID().uuidString).sarif")
    defer { try? FileManager.default.removeItem(at: sarif) }
    let result = try safearea(
      [
        "audit", "Storyboards/Main.storyboard", "--devices", "iPhone X", "--orientations",
        "portrait", "--format", "github-actions", "--sarif-output", sarif.path, "--no-cache",
      ], in: Self.demo)
    #expect(result.status == 1)
    #expect(result.stdout.contains("::error file=Storyboards/Main.storyboard,line="))
    #expect(result.stdout.contains("::'Close Button' (UIButton) "))
    #expect(!result.stdout.contains("'kTY-2b-qfu'"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    // The IB id stays the finding's identity (baselines, ignore entries, SARIF logical location).
    #expect(String(describing: results).contains("kTY-2b-qfu"))
  }
}
