/// The command line of an audit worker: the tool's own arguments and the worker flags, which
/// the tool (its hidden options) and every executable that serves as its own worker
/// (`Benchmarks`) read back.
///
/// ```swift
/// request.workers = AuditWorkerArguments.rerunning(arguments)
/// // in the started process:
/// if let mode = AuditWorkerArguments.mode(in: CommandLine.arguments) { try request.serveWorker(group: mode.group) }
/// ```
public enum AuditWorkerArguments {
  /// `--audit-worker`: the process is a worker (never given by a person).
  public static let worker = "audit-worker"
  /// `--audit-group N`: the audit of a project's plan the worker serves.
  public static let group = "audit-group"
  /// `--audit-group-on-input`: the worker was started before its parent knew which audit it
  /// serves; that audit's index is the first line of its standard input.
  public static let groupOnInput = "audit-group-on-input"

  /// What a worker serves.
  public struct Mode: Hashable, Sendable {
    /// The audit of the plan (``AuditRequest/serveWorker(group:messages:)``); `nil`: read from
    /// standard input's first line.
    public var group: Int?
  }

  /// The worker flags for `role`, after `arguments`.
  public static func arguments(_ arguments: [String], role: AuditRequest.WorkerRole) -> [String] {
    switch role {
    case .startedEarly: return arguments + ["--" + worker, "--" + groupOnInput]
    case .audit(let index):
      return arguments + ["--" + worker] + (index.map { ["--" + group, String($0)] } ?? [])
    }
  }

  /// How to start workers: the running executable with `arguments` (the command line after the
  /// tool's name) and the flags of each role.
  public static func rerunning(
    _ arguments: [String]
  ) -> @Sendable (AuditRequest.WorkerRole) -> AuditWorkerCommand? {
    { role in .current(arguments: Self.arguments(arguments, role: role)) }
  }

  /// The worker mode `arguments` ask for (with the flags as ``arguments(_:role:)`` writes
  /// them), or `nil` when they start no worker.
  public static func mode(in arguments: [String]) -> Mode? {
    guard arguments.contains("--" + worker) else { return nil }
    return mode(
      group: arguments.firstIndex(of: "--" + group).flatMap {
        $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil
      }, onInput: arguments.contains("--" + groupOnInput))
  }

  /// The worker mode of the parsed flags: the audit `group` (default 0), or the one named on
  /// standard input when `onInput`.
  public static func mode(group: Int?, onInput: Bool) -> Mode {
    Mode(group: onInput ? nil : (group ?? 0))
  }
}
