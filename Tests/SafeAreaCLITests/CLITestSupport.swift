import Foundation
import GoldenFiles
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The shared corpus next to the repository (`<repo>/../shared/corpus/ib`), read in place.
enum SharedCorpus {
  static let directory = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/ib")

  static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.path) }

  /// The path of a corpus file, relative to the corpus.
  static func path(_ relative: String) -> String {
    directory.appendingPathComponent(relative).path
  }

  /// Skipped with a visible note when the corpus is absent; run (and failing on ``require()``)
  /// when it is absent under `SAFEAREA_REQUIRE_CORPUS=1` (`.ci/run` sets it; a fork's CI, which
  /// has no corpus, does not).
  static var trait: ConditionTrait {
    .enabled(
      if: isPresent || ProcessInfo.processInfo.environment["SAFEAREA_REQUIRE_CORPUS"] == "1",
      "skipped: the shared corpus is not at <repo>/../shared/corpus/ib (a clone without ../shared); under SAFEAREA_REQUIRE_CORPUS=1 this fails"
    )
  }

  /// Fails the test when the corpus is absent (reached only under `SAFEAREA_REQUIRE_CORPUS=1`).
  static func require() throws {
    try #require(
      isPresent, "the shared corpus is absent under SAFEAREA_REQUIRE_CORPUS=1: \(directory.path)")
  }
}

/// What a run of the built `safearea` binary printed.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the `safearea` binary that `swift build` put next to the test bundle, with `input` as its
/// standard input when given.
///
/// The command tests were written when every audit rule ran by default; since issue 27 a rule
/// whose measured precision is below 90 % is opt-in. An `audit` here runs every rule
/// (`--rules all` is added) unless the test gives `--rules` itself or is about the default set
/// (`defaultRules: true`).
///
/// An `audit` here never reads or writes an audit cache (`--no-cache` is added) unless the test
/// is about the cache (`cache: true`, in a scratch folder of its own): run from the repository's
/// root, the tool's default cache is `./.safearea-cache`, keyed on the executable, so a second
/// `swift test` would replay the first one's audits instead of auditing, and the tests would
/// leave entries in the contributor's checkout.
func safearea(
  _ arguments: [String], in directory: URL = repositoryRoot, input: String? = nil,
  defaultRules: Bool = false, cache: Bool = false
) throws -> CLIResult {
  var arguments = arguments
  if !defaultRules, ["audit", "render"].contains(arguments.first), !arguments.contains("--rules"),
    !arguments.contains("--help")
  {
    arguments.insert(contentsOf: ["--rules", "all"], at: 1)
  }
  if !cache, arguments.first == "audit", !arguments.contains("--no-cache"),
    !arguments.contains("--help")
  {
    arguments.insert("--no-cache", at: 1)
  }
  let started = Date()
  defer { CommandLog.append(arguments, in: directory, seconds: Date().timeIntervalSince(started)) }
  let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var binary = products.appendingPathComponent("safearea")
  if !FileManager.default.fileExists(atPath: binary.path) {
    binary = repositoryRoot.appendingPathComponent(".build/debug/safearea")
  }
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  let stdin = Pipe()
  if input != nil { process.standardInput = stdin }
  let ended = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in ended.signal() }
  try process.run()
  if let input {
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
  }
  // Both pipes are drained at once (a child that fills one while the other is read to its end
  // would block forever), and a child that does not end is killed and reported, so that a hang
  // fails one test instead of stopping the suite (CI has a time budget).
  let reads = DispatchGroup()
  nonisolated(unsafe) var outData = Data()
  nonisolated(unsafe) var errData = Data()
  DispatchQueue.global().async(group: reads) {
    outData = out.fileHandleForReading.readDataToEndOfFile()
  }
  DispatchQueue.global().async(group: reads) {
    errData = err.fileHandleForReading.readDataToEndOfFile()
  }
  if ended.wait(timeout: .now() + .seconds(childDeadlineSeconds)) == .timedOut {
    kill(process.processIdentifier, SIGKILL)
    Issue.record(
      "safearea \(arguments.joined(separator: " ")) did not end within \(childDeadlineSeconds) s; killed"
    )
    ended.wait()
  }
  reads.wait()
  return CLIResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// `SAFEAREA_TEST_COMMAND_LOG=FILE` (an existing file): every `safearea` run of these tests is
/// appended to it as one line, `seconds<TAB>folder<TAB>arguments` — a diagnostic for finding the
/// runs that make the suite slow (Swift Testing's per-test durations do not: a test blocked on a
/// child holds one of the cooperative pool's threads, so the others' durations include the
/// wait). Nothing is asserted on it.
enum CommandLog {
  static let lock = NSLock()

  static func append(_ arguments: [String], in directory: URL, seconds: Double) {
    guard let path = ProcessInfo.processInfo.environment["SAFEAREA_TEST_COMMAND_LOG"] else {
      return
    }
    let line =
      "\(String(format: "%.2f", seconds))\t\(directory.path)\t\(arguments.joined(separator: " "))\n"
    lock.lock()
    defer { lock.unlock() }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
    try? handle.close()
  }
}

/// How long a `safearea` run may take before the test kills it and fails: 15 minutes, far beyond
/// any command the tests run, so it only ever catches a hang (the whole suite takes minutes).
let childDeadlineSeconds = 900

/// Compares `text` with `Golden/<name>` (``GoldenFile``).
func assertGolden(
  _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  GoldenFile.expect(
    text, named: name, in: repositoryRoot.appendingPathComponent("Tests/SafeAreaCLITests/Golden"),
    sourceLocation: sourceLocation)
}
