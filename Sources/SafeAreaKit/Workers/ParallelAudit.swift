import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to start an audit worker: the tool itself, started fresh in its worker mode.
///
/// A worker is given the same inputs as the parent (so it reads the same files into the same
/// list of names) and then serves requests with ``Auditor/serveWorker(files:layout:accepts:input:output:)``.
public struct AuditWorkerCommand: Sendable, Hashable {
  /// The executable.
  public var executable: URL
  /// Its arguments, worker mode included.
  public var arguments: [String]

  /// Creates a command.
  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// The running executable with `arguments`; `nil` when its path is unknown.
  public static func current(arguments: [String]) -> AuditWorkerCommand? {
    guard let executable = Bundle.main.executableURL else { return nil }
    return AuditWorkerCommand(executable: executable, arguments: arguments)
  }
}

/// Audits spread over worker processes (`safearea audit --jobs N`).
///
/// The runtime is `@MainActor`, as UIKit is, so one process lays out one window at a time; a
/// machine's other cores are used by worker processes, each the tool itself started fresh
/// (``ChildProcess``: `posix_spawn`, reaped with `waitpid`) in its worker mode, never a fork of
/// the running process.
/// `jobs` counts the calling process: it audits files itself while `jobs - 1` workers do too.
/// A file is the unit of work (the rules that compare environments look at one file's layouts):
/// the calling process and one thread per worker take the next file index from a shared queue
/// (most expensive first when the caller gives each file's expected cost: a long file started
/// last would keep one process busy while the others wait);
/// a thread sends it to its worker (`index\n` on the worker's standard input) and reads back one
/// JSON line with that file's findings, layout count, or failure. The merged report is built from the per-file results in
/// file order, sorted in a total order (``Finding/totallyOrdered(_:_:)``): the one-process report,
/// byte for byte, whatever the number of workers and the order they finish in.
///
/// A worker that cannot be started leaves its files to the calling process, which audits them
/// itself; a worker that dies while auditing a file makes that file a failure ("the worker
/// auditing it ended …") and is replaced for the files left.
extension Auditor {
  /// Audits `files` in up to `jobs` processes: this one and up to `jobs - 1` workers started
  /// with `worker`; serially in this process when `jobs <= 1`, there is one file, or `worker` is
  /// `nil`. Same report as the serial audit.
  ///
  /// - Parameters:
  ///   - worker: the command that starts a worker serving the same `files`.
  ///   - costs: what each file is expected to cost, in any unit (one per file): files are handed
  ///     out most expensive first, equal ones in file order, so that a long file does not start
  ///     last while the other processes wait with nothing left to do. Only the order of the work
  ///     changes, never the report. `nil`: in file order.
  ///   - started: workers started earlier (while this process read its inputs), taken before
  ///     any is started with `worker`; each is sent ``StartedAuditWorkers/firstLine`` first.
  ///   - progress: called in the calling process with (layouts done, total), file by file.
  public func audit(
    files: [String], jobs: Int, worker: AuditWorkerCommand?,
    layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    costs: [Int]? = nil,
    started: StartedAuditWorkers? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) -> AuditReport {
    let workers = min(jobs, files.count)
    guard workers > 1, let worker else {
      return audit(files: files, layout: layout, accepts: accepts, progress: progress)
    }
    let prepared = Prepared(self)
    let pool = WorkerPool(
      command: worker, files: files, order: WorkerPool.order(costs: costs, count: files.count),
      started: started)
    let perFile = prepared.environments.count
    // This process is one of the `jobs`: it audits files from the same queue while `workers - 1`
    // threads each drive a worker process (which first reads the inputs again: the files this
    // process takes meanwhile are not waited for).
    pool.start(workers: workers - 1)
    var local: [Int: FileResult] = [:]  // lookups only
    while let index = pool.take() {
      local[index] = result(
        of: files[index], prepared, layout: layout, accepts: accepts, progress: nil)
      progress?(pool.finishedHere() * perFile, files.count * perFile)
    }
    pool.wait { done in
      progress?(done * perFile, files.count * perFile)
    }
    var results: [FileResult] = []
    for (index, file) in files.enumerated() {
      if let mine = local[index] {
        results.append(mine)
        continue
      }
      switch pool.outcomes[index] {
      case .result(let line):
        if let result = WireResult.decode(line, prepared) {
          results.append(result)
        } else {
          results.append(FileResult(failure: "\(file): the audit worker sent an unreadable result"))
        }
      case .failure(let message):
        results.append(FileResult(failure: message))
      case nil:
        // No worker could take it: audit it here.
        results.append(
          result(of: file, prepared, layout: layout, accepts: accepts, progress: nil))
      }
    }
    progress?(files.count * perFile, files.count * perFile)
    return merged(results, files: files)
  }

  /// The worker mode: reads file indices (one decimal number per line) from `input` until it
  /// ends, audits each of `files` asked for, and writes one JSON line per request to `output`.
  /// `files` must be the list the parent audits (the same inputs read the same way).
  public func serveWorker(
    files: [String], layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    input: FileHandle = .standardInput, output: FileHandle = .standardOutput
  ) {
    let prepared = Prepared(self)
    var reader = LineReader(input.fileDescriptor)
    while let line = reader.next() {
      guard let index = Int(line), files.indices.contains(index) else { return }
      let result = result(
        of: files[index], prepared, layout: layout, accepts: accepts, progress: nil)
      var data = WireResult.encode(result, prepared)
      data.append(UInt8(ascii: "\n"))
      guard LineReader.writeAll(output.fileDescriptor, data) else { return }
    }
  }
}

/// The worker processes of one audit and what each file gave.
final class WorkerPool: @unchecked Sendable {
  /// What became of a file sent to a worker.
  enum Outcome {
    /// The worker's JSON line.
    case result(Data)
    /// The worker ended while auditing it.
    case failure(String)
  }

  let command: AuditWorkerCommand
  let files: [String]
  /// The file indices in the order they are handed out.
  let order: [Int]
  private let lock = NSCondition()
  private var next = 0
  private var finishedThreads = 0
  private var startedThreads = 0
  private var done = 0
  /// By file index; `nil` for a file no worker took (audited by the caller). Read after `run`.
  private(set) var outcomes: [Outcome?]

  /// Workers started before the pool, used first.
  let started: StartedAuditWorkers?

  init(
    command: AuditWorkerCommand, files: [String], order: [Int]? = nil,
    started: StartedAuditWorkers? = nil
  ) {
    self.command = command
    self.files = files
    self.order = order ?? Array(files.indices)
    self.started = started
    outcomes = Array(repeating: nil, count: files.count)
  }

  /// The indices `0..<count` by decreasing cost, equal costs in index order (file order when
  /// `costs` is `nil` or does not have one cost per file).
  static func order(costs: [Int]?, count: Int) -> [Int] {
    guard let costs, costs.count == count else { return Array(0..<count) }
    return (0..<count).sorted { costs[$0] > costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }
  }

  /// Starts `workers` threads, each driving one worker process, until the queue is empty; the
  /// caller may take files from the same queue (``take()``, ``finishedHere()``) and then
  /// ``wait(progress:)``.
  func start(workers: Int) {
    // A worker that dies closes its pipe: writing to it must be an error, not a SIGPIPE that
    // ends the parent.
    signal(SIGPIPE, SIG_IGN)
    startedThreads = workers
    for _ in 0..<workers {
      let thread = Thread { [self] in
        drive()
        lock.lock()
        finishedThreads += 1
        lock.broadcast()
        lock.unlock()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// Counts a file the caller audited itself; returns the number of files done.
  func finishedHere() -> Int {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    return done
  }

  /// Waits for the threads ``start(workers:)`` started; calls `progress` on the calling thread
  /// with the number of files done.
  func wait(progress: (Int) -> Void) {
    let workers = startedThreads
    lock.lock()
    var reported = -1
    while finishedThreads < workers {
      if done != reported {
        reported = done
        let count = done
        lock.unlock()
        progress(count)
        lock.lock()
      }
      lock.wait()
    }
    lock.unlock()
  }

  /// Takes the next file index, or `nil` when none is left.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < order.count else { return nil }
    next += 1
    return order[next - 1]
  }

  private func record(_ index: Int, _ outcome: Outcome) {
    lock.lock()
    outcomes[index] = outcome
    done += 1
    lock.broadcast()
    lock.unlock()
  }

  /// One thread's loop: start a worker, feed it files, replace it when it dies.
  private func drive() {
    var worker: Worker? = nil
    while let index = take() {
      if worker == nil {
        worker = started?.take().flatMap(Worker.init(started:)) ?? Worker(command)
      }
      guard let current = worker else {
        // The worker cannot start: give the file back to the caller and stop.
        lock.lock()
        done += 1
        lock.unlock()
        return
      }
      if let line = current.request(index) {
        record(index, .result(line))
      } else {
        let status = current.end()
        record(
          index,
          .failure(
            "\(files[index]): error: the audit worker auditing this file ended (\(status));"
              + " run 'safearea audit --jobs 1' on it to see the failure"))
        worker = nil
      }
    }
    _ = worker?.end()
  }
}

/// One worker process and its two pipes.
final class Worker {
  let process: ChildProcess
  var reader: LineReader

  /// Starts a worker; `nil` when it cannot be started. A worker's notes and errors are the
  /// parent's to print (it reads the same inputs): its standard error is `/dev/null`.
  init?(_ command: AuditWorkerCommand) {
    guard
      let process = ChildProcess(
        executable: command.executable.path, arguments: command.arguments, pipeInput: true,
        pipeOutput: true)
    else { return nil }
    self.process = process
    reader = LineReader(process.output)
  }

  /// A worker started earlier, sent `firstLine` (which audit it serves) before any request;
  /// `nil` when it has ended.
  init?(started: (process: ChildProcess, firstLine: String)) {
    guard LineReader.writeAll(started.process.input, Data(started.firstLine.utf8)) else {
      return nil
    }
    process = started.process
    reader = LineReader(process.output)
  }

  /// Sends a file index and reads its result line; `nil` when the worker ended.
  func request(_ index: Int) -> Data? {
    guard LineReader.writeAll(process.input, Data("\(index)\n".utf8)) else { return nil }
    return reader.nextData()
  }

  /// Closes its input (a worker ends at the end of its input) and waits for it (`waitpid`, not
  /// `Process.waitUntilExit`, which polls on Linux): how it ended.
  func end() -> String {
    process.wait().description
  }
}

/// Worker processes started before the audit that uses them: a worker spends its first tenth of
/// a second or so reading the inputs again, and started as the tool starts it does that while the
/// calling process reads them too, instead of after (`safearea audit --jobs`). A worker started
/// so learns which audit it serves from the first line it reads (``firstLine``); the ones no audit
/// takes are ended (`SIGTERM`) and reaped by ``stop()``.
public final class StartedAuditWorkers: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [ChildProcess]
  private var line = "0\n"

  /// Starts `count` workers with `command` (fewer when some cannot be started).
  public init(command: AuditWorkerCommand, count: Int) {
    waiting = (0..<max(0, count)).compactMap { _ in
      ChildProcess(
        executable: command.executable.path, arguments: command.arguments, pipeInput: true,
        pipeOutput: true)
    }
  }

  /// The line a worker is sent when an audit takes it (set before each audit; `0\n` at first).
  public var firstLine: String {
    get {
      lock.lock()
      defer { lock.unlock() }
      return line
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      line = newValue
    }
  }

  /// How many are still waiting to be taken.
  public var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return waiting.count
  }

  /// A started worker and the line to send it first; `nil` when none is left.
  func take() -> (process: ChildProcess, firstLine: String)? {
    lock.lock()
    defer { lock.unlock() }
    guard !waiting.isEmpty else { return nil }
    return (waiting.removeFirst(), line)
  }

  /// In a worker started so: the first line of standard input (which audit to serve), read
  /// without consuming the requests after it; `nil` at the end of input.
  public static func readFirstLine() -> String? {
    LineReader.readLineUnbuffered(0)
  }

  /// Ends and reaps the workers no audit took.
  public func stop() {
    lock.lock()
    let unused = waiting
    waiting = []
    lock.unlock()
    for worker in unused {
      kill(worker.pid, SIGTERM)
      worker.wait()
    }
  }

  deinit { stop() }
}

/// Reads lines from a file descriptor without Foundation's buffering assumptions.
struct LineReader {
  let descriptor: Int32
  var buffer: [UInt8] = []
  var start = 0

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line's bytes without its `\n`; `nil` at the end of input (a last line without
  /// `\n` is dropped: it is a partial write from a process that died).
  mutating func nextData() -> Data? {
    while true {
      if let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[start..<end])
        start = end + 1
        if start > 65_536 {
          buffer.removeFirst(start)
          start = 0
        }
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  /// The next line as text.
  mutating func next() -> String? {
    nextData().map { String(decoding: $0, as: UTF8.self) }
  }

  /// One line read a byte at a time (nothing after its `\n` is consumed, so a ``LineReader`` on
  /// the same descriptor reads on from there); `nil` at the end of input.
  static func readLineUnbuffered(_ descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
      if bytes.count > 64 { return nil }
    }
  }

  /// Writes all of `data`; false when the other end is gone.
  static func writeAll(_ descriptor: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }
}

/// A file's result as it crosses the pipe: one JSON line.
struct WireResult: Codable {
  var layoutCount = 0
  var findings: [WireFinding] = []
  var failure: String?
  var skipped: WireSkipped?
  var approximateLeftOut: [String] = []

  /// ``SkippedEnvironments`` with its environments as indices into the matrix's.
  struct WireSkipped: Codable {
    var file: String
    var requiredIOS: Int
    var reason: String
    var environments: [Int]
    var summary: String
  }

  struct WireFinding: Codable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var column: Int
    var sceneID: String?
    var className: String
    var message: String
    var fix: String
    /// The exact bits of the amounts: the report prints them, and a decimal round trip must not
    /// change a digit.
    var amount: UInt64
    var minimumAmount: UInt64
    /// Indices into the matrix's environments.
    var environments: [Int]
    /// The amount in each environment, as exact bits.
    var amounts: [UInt64]
    var summary: String
    /// Evidence as rule, message, summary triples.
    var evidence: [[String]] = []
    var approximate = false
  }

  static func encode(_ result: Auditor.FileResult, _ prepared: Auditor.Prepared) -> Data {
    let index = prepared.grouping.index
    let wire = WireResult(
      layoutCount: result.layoutCount,
      findings: result.findings.map { finding in
        WireFinding(
          rule: finding.rule.rawValue, severity: finding.severity.rawValue,
          file: finding.view.file, line: finding.view.line, column: finding.view.column,
          sceneID: finding.view.sceneID, className: finding.view.className,
          message: finding.message, fix: finding.fix,
          amount: Double(finding.amount).bitPattern,
          minimumAmount: Double(finding.minimumAmount).bitPattern,
          environments: finding.environments.compactMap { index[EnvironmentKey($0)] },
          amounts: finding.amounts.map { Double($0).bitPattern }, summary: finding.summary,
          evidence: finding.evidence.map { [$0.rule.rawValue, $0.message, $0.summary] },
          approximate: finding.isApproximate)
      }, failure: result.failure,
      skipped: result.skipped.map { skipped in
        WireSkipped(
          file: skipped.file, requiredIOS: skipped.requiredIOS, reason: skipped.reason,
          environments: skipped.environments.compactMap { index[EnvironmentKey($0)] },
          summary: skipped.summary)
      }, approximateLeftOut: result.approximateLeftOut)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // JSON escapes line breaks inside strings, so a result is one line.
    return (try? encoder.encode(wire)) ?? Data()
  }

  static func decode(_ data: Data, _ prepared: Auditor.Prepared) -> Auditor.FileResult? {
    guard let wire = try? JSONDecoder().decode(WireResult.self, from: data) else { return nil }
    let environments = prepared.environments
    var result = Auditor.FileResult(
      layoutCount: wire.layoutCount, failure: wire.failure,
      approximateLeftOut: wire.approximateLeftOut)
    if let skipped = wire.skipped {
      guard skipped.environments.allSatisfy(environments.indices.contains) else { return nil }
      result.skipped = SkippedEnvironments(
        file: skipped.file, requiredIOS: skipped.requiredIOS, reason: skipped.reason,
        environments: skipped.environments.map { environments[$0] }, summary: skipped.summary)
    }
    for finding in wire.findings {
      guard let severity = Severity(rawValue: finding.severity),
        finding.environments.allSatisfy(environments.indices.contains)
      else { return nil }
      var decoded = Finding(
        rule: RuleIdentifier(rawValue: finding.rule), severity: severity,
        view: ViewReference(
          file: finding.file, line: finding.line, column: finding.column,
          sceneID: finding.sceneID, className: finding.className),
        message: finding.message, fix: finding.fix,
        amount: CGFloat(Double(bitPattern: finding.amount)),
        minimumAmount: CGFloat(Double(bitPattern: finding.minimumAmount)),
        environments: finding.environments.map { environments[$0] }, summary: finding.summary)
      decoded.amounts = finding.amounts.map { CGFloat(Double(bitPattern: $0)) }
      decoded.isApproximate = finding.approximate
      for triple in finding.evidence where triple.count == 3 {
        decoded.evidence.append(
          Finding.Evidence(
            rule: RuleIdentifier(rawValue: triple[0]), message: triple[1], summary: triple[2]))
      }
      result.findings.append(decoded)
    }
    return result
  }
}
