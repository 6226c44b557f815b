import CodeScreens
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import XcodeProject

/// One audit, as `safearea audit` runs it: the inputs, the matrix, the rules and
/// configuration, how many processes, and which files a change touched.
///
/// ```swift
/// var request = AuditRequest(paths: ["App.xcodeproj"])
/// request.matrix.devices = "iphone"
/// let result = try request.run()
/// print(result.report.findings.count, result.auditReport.skipped.count)
/// ```
///
/// ``run(messages:)`` opens the inputs (``AuditInputs``), audits each unit over its matrix (in
/// worker processes when ``jobs`` and ``workers`` allow) and returns the report with the
/// sources' names and scopes. Notes (skipped files, components left out, what a code screen's
/// reading left out) go to the ``Messages`` as they happen.
public struct AuditRequest {
  /// Scene files, storyboards, xibs, Swift or Objective-C screens, folders of them, or an app
  /// (an `.xcodeproj`, an `.xcworkspace`, a folder with projects or a `Package.swift`); empty:
  /// the working directory.
  public var paths: [String]
  /// The matrix asked for (in project mode it narrows each app's own).
  public var matrix = MatrixRequest()
  /// The configuration and baseline (``ReportRequest/configurationFile``,
  /// ``ReportRequest/baselineFile``); the rest of it says how the report is written.
  public var reporting = ReportRequest()
  /// For storyboards and xibs: a storyboard identifier, scene id or custom class.
  public var scene: String?
  /// `all` or rule ids separated by commas: opt-in rules to run too.
  public var rules: String?
  /// In project mode, also audit the IB files no target ships.
  public var includeUnshipped = false
  /// Also report findings seen only under approximate housing outlines.
  public var includeApproximate = false
  /// In project mode, read the app's sources for how each screen is shown (code context).
  public var codeContext = true
  /// Processes to audit with; `nil`: chosen from the work and the machine (``AutomaticJobs``).
  public var jobs: Int?
  /// Only these files are audited and reported (`--changed-since`, `--files-from`).
  public var selection: FileSelection?
  /// The bound on the run's input files taken together (``InputBudget``; issue 32). A worker
  /// process opens the inputs with the standard limits.
  public var inputLimits = InputBudget.Limits.standard
  /// How to start this tool as an audit worker (``WorkerRole``); `nil`: one process.
  public var workers: (@Sendable (WorkerRole) -> AuditWorkerCommand?)?
  /// Called with (layouts done, total) as the audit goes.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(paths: [String]) {
    self.paths = paths
  }

  /// Who a worker process started by ``workers`` serves.
  public enum WorkerRole: Sendable {
    /// Started before the inputs are read: it reads which audit it serves (an index) as the
    /// first line of its standard input.
    case startedEarly
    /// Serves the audit `group` of a project's plan (`nil`: the only audit).
    case audit(group: Int?)
  }

  /// What an audit gave.
  public struct Result {
    /// The inputs as opened (sources, units, header, apps, unreadable count).
    public var inputs: AuditInputs
    /// The merged audit report (every unit's).
    public var auditReport: AuditReport
    /// The report as the reporters read it: views named as their author named them, with
    /// their IB scopes; before the configuration and baseline apply (``ReportRequest/write``).
    public var report: Report
    /// The command's matrix (each project group has its own in ``AuditInputs/units``).
    public var matrix: AuditMatrix
    /// The configuration and baseline.
    public var policy: ReportPolicy
  }

  /// The configuration and baseline, with ``rules`` opted in (bad input when malformed).
  public func policy() throws -> ReportPolicy {
    try reporting.policy(optingIn: rules)
  }

  /// Runs the audit. Throws for bad input that stops the run (a malformed configuration, an
  /// unknown device, a named file that cannot be read); an input found in a folder or project
  /// that cannot be read is reported to `messages` and counted in
  /// ``AuditInputs/unreadable``, and the others are audited.
  public func run(messages: Messages = .standardError) throws -> Result {
    // The workers start now and read the inputs while this process does (they would otherwise
    // start reading only when this one is done); the ones no audit takes are ended.
    let started = startWorkers()
    defer { started?.stop() }
    let policy = try self.policy()
    let matrix = try self.matrix.auditMatrix(configured: policy.configuration.matrix)
    // With `devices: scene` the notes count the scene files' own devices (AuditInputs).
    if self.matrix.devices != "scene" {
      for note in matrix.windowNotes { messages.note("note: \(note)") }
      // The catalog's own gaps (a pose no source measured) for devices the user did not name:
      // once per run, when verbose only.
      if self.matrix.verbose {
        for note in matrix.catalogNotes { messages.note("note: \(note)") }
      }
    }
    let inputs = try AuditInputs.open(self, matrix: matrix, policy: policy, messages: messages)
    var reports: [AuditReport] = []
    var saidCodeNotes: Set<String> = []
    for (index, unit) in inputs.units.enumerated() {
      reports.append(
        audit(
          unit, configuration: policy.configuration,
          group: inputs.units.count > 1 || inputs.hasProjectGroups ? index : nil,
          started: started, messages: messages, saidCodeNotes: &saidCodeNotes))
    }
    var report =
      reports.count == 1 && inputs.header.isEmpty
      ? reports[0] : AppAuditPlan.merge(reports, matrix: matrix)
    // Storyboards no name in the app reaches (UIKitRules R22.33): kept, one severity lower.
    report.findings = Self.lowering(
      report.findings, unreached: inputs.apps.flatMap { $0.storyboardsNoNameReaches() },
      messages: messages)
    // Suppression comments in code screens' sources (`// safearea:disable-next-line RULE`).
    let codeScreens = inputs.sources.compactMap { source -> CodeScreen? in
      if case .code(let screen) = source.kind { screen } else { nil }
    }
    if !codeScreens.isEmpty {
      report.findings.removeAll { finding in
        codeScreens.contains {
          $0.suppresses(finding.rule.rawValue, file: finding.view.file, line: finding.view.line)
        }
      }
    }
    return Result(
      inputs: inputs, auditReport: report,
      report: LayoutSources.report(report, sources: inputs.sources), matrix: matrix,
      policy: policy)
  }

  /// `findings` with those in a storyboard of `unreached` (no name in the app reaches it:
  /// ``XcodeProject/AppProject/storyboardsNoNameReaches()``) one severity lower, each saying
  /// why; a note names each such storyboard that has findings. The storyboard may be a copy
  /// nothing loads, or be named at run time: never dropped (issue 27).
  static func lowering(_ findings: [Finding], unreached: [String], messages: Messages)
    -> [Finding]
  {
    // The same file may be named `./App/Main.storyboard` by the project and `App/Main.storyboard`
    // by the report: compared as absolute, standardized paths.
    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }
    let files = Set(unreached.map(standardized))
    guard !files.isEmpty else { return findings }
    let why =
      "no name in the app reaches this storyboard: not the main or launch storyboard, no"
      + " storyboard reference, not in its targets' code; it may be a copy nothing loads"
    var result = findings
    var noted: Set<String> = []
    for index in result.indices where files.contains(standardized(result[index].view.file)) {
      result[index].message += " (\(why))"
      for evidence in result[index].evidence.indices {
        result[index].evidence[evidence].message += " (\(why))"
      }
      // Shown only by code, its scene may already be one severity lower for its assumed
      // context: the same doubt, said again, not lowered twice.
      if !result[index].contextLowered {
        result[index].severity = result[index].severity.lowered
        result[index].contextLowered = true
      }
      noted.insert(result[index].view.file)
    }
    for file in noted.sorted() {
      messages.note(
        "note: \(file): \(why) (a name built at run time is not followed); its findings are one"
          + " severity lower")
    }
    return result
  }

  /// The worker mode: opens the same inputs the same way, quietly, says so (``WorkerPool/readyLine``
  /// on standard output), and serves the parent's requests for the audit `group` (read from
  /// standard input's first line when `nil`) over standard input and output; a `group N` line (``StartedAuditWorkers/switchLine(group:)``)
  /// moves it on to the plan's audit `N`, with the inputs it has already read.
  public func serveWorker(group: Int?, messages: Messages = .standardError) throws {
    let policy = try self.policy()
    let matrix = try self.matrix.auditMatrix(configured: policy.configuration.matrix)
    let inputs = try AuditInputs.open(
      self, matrix: matrix, policy: policy, messages: messages, quiet: true)
    // The inputs are read: the parent hands this worker files from now on (a file taken before
    // would wait for the reading while the parent runs out of work; ``WorkerPool``).
    guard WorkerPool.sayReady(on: FileHandle.standardOutput.fileDescriptor) else { return }
    var index = group ?? 0
    if group == nil {
      guard let line = StartedAuditWorkers.readFirstLine(), let asked = Int(line) else { return }
      index = asked
    }
    var reader = LineReader(FileHandle.standardInput.fileDescriptor)
    while inputs.units.indices.contains(index) {
      let unit = inputs.units[index]
      let (layout, accepts) = LayoutSources.closures(unit.sources)
      var auditor = Auditor(
        matrix: unit.matrix, configuration: policy.configuration,
        scopes: LayoutSources.scopes(unit.sources))
      auditor.reportsApproximateOutlines = includeApproximate
      let ended = MainActor.assumeIsolated {
        auditor.serve(
          files: unit.sources.map(\.name), layout: layout, accepts: accepts, reader: &reader,
          output: FileHandle.standardOutput.fileDescriptor)
      }
      guard let ended, let next = StartedAuditWorkers.switchedGroup(ended) else { return }
      index = next
    }
  }

  /// The processes an audit of `work` files runs in: ``jobs`` (default: the cores), never more
  /// than the cores nor than the files (`--jobs 1000` started a thousand processes).
  func workerCount(work: Int) -> Int {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return max(1, min(jobs ?? cores, cores, work))
  }

  /// The processes ``jobs`` asks for besides this one, started as ``WorkerRole/startedEarly``;
  /// `nil` in one process or when no worker command is known.
  func startWorkers() -> StartedAuditWorkers? {
    // Without `jobs`, workers are started for the idle cores (the amount of work is not known
    // yet: those no audit takes are ended; AutomaticJobs).
    let count =
      (jobs == nil
        ? AutomaticJobs.count(layouts: AutomaticJobs.minimumLayoutsForWorkers)
        : workerCount(work: Int.max)) - 1
    guard count > 0, let command = workers?(.startedEarly) else { return nil }
    return StartedAuditWorkers(command: command, count: count)
  }

  /// The audit of `unit` (components skipped with a note), in worker processes: those
  /// `started` first (sent the group's index), then new ones started for `group`. A code note
  /// in `saidCodeNotes` (said for an earlier unit) is not said again.
  func audit(
    _ unit: AuditInputs.Unit, configuration: Configuration, group: Int?,
    started: StartedAuditWorkers?, messages: Messages, saidCodeNotes: inout Set<String>
  ) -> AuditReport {
    let sources = unit.sources
    started?.firstLine = "\(group ?? 0)\n"
    for note in sources.compactMap(\.componentNote) where saidCodeNotes.insert(note).inserted {
      messages.note(note)
    }
    // What a code screen's reading left out: said, not silent, and once per place and text in
    // the run (screens that inherit or show the same code each note it; fresh round S, W4: one
    // base controller's note 8 times).
    for note in sources.flatMap(\.codeNotes) where saidCodeNotes.insert(note).inserted {
      messages.note(note)
    }
    let (layout, accepts) = LayoutSources.closures(sources)
    var auditor = Auditor(
      matrix: unit.matrix, configuration: configuration, scopes: LayoutSources.scopes(sources))
    auditor.reportsApproximateOutlines = includeApproximate
    let jobs =
      self.jobs == nil
      ? min(
        AutomaticJobs.count(layouts: sources.count * unit.matrix.environments.count),
        max(1, sources.count))
      : workerCount(work: sources.count)
    let worker = workers?(.audit(group: group))
    let progress = self.progress
    return MainActor.assumeIsolated { () -> AuditReport in
      auditor.audit(
        files: sources.map(\.name), jobs: jobs, worker: worker,
        layout: layout, accepts: accepts, costs: sources.map(\.expectedCost), started: started,
        progress: progress)
    }
  }
}
