import Findings
import Foundation
import LayoutAudit
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `safearea audit` past its argument parsing: whether the cache replays the run and under
/// which key, the change selection handed to the workers, the report, `--render`, and the exit
/// status. The tool fills one from its options and prints what it gives; another tool can run
/// the same command.
///
/// ```swift
/// var command = AuditCommand(
///   request: AuditRequest(paths: ["Examples"]), arguments: ["audit", "Examples"], version: "1.0")
/// command.cache = false
/// let status = try command.run(output: { print($0) })  // 0, 1 (findings) or 65 (bad input)
/// ```
///
/// The cache records and replays the process's standard output and error (``RecordedStream``):
/// with ``cache`` on, give an `output` that writes through ``RecordedStream/standardOutput``, as
/// the tool does.
public struct AuditCommand {
  /// The audit. Its ``AuditRequest/selection`` and ``AuditRequest/workers`` are set by
  /// ``run(output:messages:)`` from ``changedSince``, ``filesFrom`` and ``arguments``.
  public var request: AuditRequest
  /// The command line after the tool's name: part of the cache key, and what workers are
  /// started with (``AuditWorkerArguments``).
  public var arguments: [String]
  /// The tool's version: part of the cache key.
  public var version: String
  /// Audit only the files changed since this git revision.
  public var changedSince: String?
  /// Audit only the files listed in this file (`-`: standard input).
  public var filesFrom: String?
  /// Also draw every layout of the matrix with its findings into this folder.
  public var renderDirectory: String?
  /// Read and write the cache when the run allows it (``usesCache``).
  public var cache = true
  /// The folder of the cache.
  public var cacheDirectory = FileManager.default.currentDirectoryPath + "/.safearea-cache"
  /// Whether workers are this executable started again with ``arguments`` and the worker flags
  /// (``AuditWorkerArguments/rerunning(_:)``): `safearea` sets it, being its own worker; `false`
  /// (the default): ``AuditRequest/workers`` as given (`nil`: one process).
  public var workersRerunTool = false

  /// Creates a command.
  public init(request: AuditRequest, arguments: [String], version: String) {
    self.request = request
    self.arguments = arguments
    self.version = version
  }

  /// The key the run is cached under: everything that changes the output — the tool (its
  /// version and executable), the working directory (relative paths, where `.safearea.yml` is
  /// looked for), the arguments, and whether the text is coloured (a terminal).
  public var cacheKey: String {
    AuditCache.key(
      [
        version, AuditCache.executableIdentity, FileManager.default.currentDirectoryPath,
        request.reporting.colour ? "terminal" : "pipe",
      ] + arguments)
  }

  /// Whether the cache may replay or record the run: never for one that writes files (pictures,
  /// a baseline, a SARIF copy) nor one that asks git what changed (a commit changes the answer,
  /// not the files).
  public var usesCache: Bool {
    cache && renderDirectory == nil && request.reporting.writeBaseline == nil
      && request.reporting.sarifOutput == nil && changedSince == nil && filesFrom == nil
  }

  /// Runs the audit, or replays it from the cache: the report goes to `output`, notes and
  /// located errors to `messages`. Returns the exit status: the report's (0, or 1 for a
  /// finding that fails the run), 65 when a layout source could not be laid out or an input
  /// file could not be read (the others are reported). Throws for bad input that stops the run
  /// (``CommandFailure`` says how the tool reports it). Call it on the main thread, as
  /// ``AuditRequest/run(messages:)``.
  public func run(
    output: (String) -> Void, messages: Messages = .standardError
  ) throws -> Int32 {
    try AuditCache(directory: cacheDirectory).replayingOrRecording(
      key: cacheKey, enabled: usesCache
    ) {
      // Every file the output depends on, the `--devices FILE` scene included.
      var files =
        AuditCache.configurationCandidates()
        + [
          request.reporting.configurationFile, request.reporting.baselineFile,
          request.matrix.devicesFile,
        ].compactMap { $0 }
      var folders: [String] = []
      let status = try audit(
        readFiles: &files, listedFolders: &folders, output: output, messages: messages)
      return AuditCache.Dependencies(files: files, folders: folders, status: status)
    }
  }

  /// The worker mode: serves the audit `group` of the plan (``AuditRequest/serveWorker(group:messages:)``)
  /// with the selection the parent handed over.
  public func serveWorker(group: Int?, messages: Messages = .standardError) throws {
    var request = self.request
    request.selection = try FileSelection.chosen(changedSince: changedSince, filesFrom: filesFrom)
    try request.serveWorker(group: group, messages: messages)
  }

  /// The change selection written to a file the workers are given (`--files-from FILE`): they
  /// cannot ask git again with the same answer guaranteed, nor read a standard input that is
  /// theirs for work. Returns the workers' arguments and the file (to remove after the run).
  static func handingOver(
    _ selection: FileSelection, arguments: [String]
  ) throws -> (arguments: [String], file: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-selection-\(getpid()).txt").path
    do {
      try Data(selection.paths.joined(separator: "\0").utf8).write(to: URL(fileURLWithPath: file))
    } catch {
      throw InputError(description: "cannot write the file selection to '\(file)': \(error)")
    }
    return (FileSelection.removingSelectionOptions(from: arguments) + ["--files-from", file], file)
  }

  /// The audit, written out; returns the exit status. The files read and folders listed are
  /// collected for the cache.
  func audit(
    readFiles: inout [String], listedFolders: inout [String], output: (String) -> Void,
    messages: Messages
  ) throws -> Int32 {
    var request = self.request
    request.selection = try FileSelection.chosen(changedSince: changedSince, filesFrom: filesFrom)
    var workerArguments = arguments
    var selectionFile: String?
    if let selection = request.selection {
      (workerArguments, selectionFile) = try Self.handingOver(selection, arguments: arguments)
    }
    defer { if let selectionFile { try? FileManager.default.removeItem(atPath: selectionFile) } }
    if workersRerunTool { request.workers = AuditWorkerArguments.rerunning(workerArguments) }
    let result = try request.run(messages: messages)
    readFiles += result.inputs.readFiles
    listedFolders += result.inputs.listedFolders
    let header = result.inputs.header
    if !header.isEmpty {
      // The header opens a text report; it goes to the messages beside machine formats.
      if (request.reporting.format ?? result.policy.configuration.reporter ?? .text) == .text {
        output(header.joined(separator: "\n") + "\n\n")
      } else {
        for line in header { messages.note(line) }
      }
    }
    var status = try request.reporting.write(
      result.report, policy: result.policy, output: output, messages: messages)
    let failures = result.auditReport.failures
    // Located reader errors describe themselves escaped, with their source line and caret.
    for failure in failures { messages.write(failure.message) }
    if !failures.isEmpty {
      messages.note(
        "error: \(failures.count) of \(result.inputs.sources.count) layout source(s) could not"
          + " be laid out (above); the others are reported")
      status = ExitStatus.badInput
    }
    if result.inputs.unreadable > 0 {
      messages.note("error: \(result.inputs.unreadable) input file(s) could not be read (above)")
      status = ExitStatus.badInput
    }
    if let renderDirectory {
      let failed = Set(failures.map(\.file))
      let sources = result.inputs.sources.filter { !failed.contains($0.name) }
      let (matrix, configuration) = (result.matrix, result.policy.configuration)
      let includeApproximate = request.includeApproximate
      let pictures = try MainActor.assumeIsolated {
        try LayoutRendering.render(
          sources, matrix: matrix, configuration: configuration,
          includeApproximate: includeApproximate)
      }
      try pictures.write(toDirectory: renderDirectory)
      messages.note(pictures.summary(directory: renderDirectory))
    }
    return status
  }
}

extension RenderOutput {
  /// ``write(to:)`` with the error the tool reports (``OutputError``, exit 73).
  public func write(toDirectory directory: String) throws {
    do {
      try write(to: directory)
    } catch {
      throw OutputError(description: "cannot write to '\(directory)': \(error)")
    }
  }
}
