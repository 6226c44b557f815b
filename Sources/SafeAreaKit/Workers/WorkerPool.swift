import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

  /// What a worker writes once it has read its inputs, before it reads any request: a file is
  /// handed to a worker only after it (a file taken by a worker still reading its inputs waited
  /// for the reading while the calling process, out of files, waited for that file: the default
  /// `--jobs` was slower than `--jobs 1` on 9 of round Q's 10 apps; issue 27).
  static let readyLine = "ready\n"

  /// In a worker: says it has read its inputs (``readyLine`` on `output`); false when the
  /// parent is gone.
  static func sayReady(on output: Int32) -> Bool {
    LineReader.writeAll(output, Data(readyLine.utf8))
  }

  /// How often a thread whose worker is still reading its inputs looks whether files are left.
  static let readyPollMilliseconds: Int32 = 20

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

  /// Whether files are left to take.
  var hasWork: Bool {
    lock.lock()
    defer { lock.unlock() }
    return next < order.count
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

  /// One thread's loop: start a worker, wait until it has read its inputs, feed it files, replace
  /// it when it dies. Files are taken only for a ready worker; a worker not ready when none is
  /// left is given back unready to the started workers (the plan's next audit may use it) or
  /// ended. A worker that cannot start, or ends before it is ready, leaves every file to the
  /// calling process and the other workers.
  private func drive() {
    var worker: Worker? = nil
    while true {
      if worker == nil {
        worker = started?.take().flatMap(Worker.init(started:)) ?? Worker(command)
      }
      guard let current = worker else { return }
      switch current.awaitReady(while: { [self] in hasWork }) {
      case .ready:
        break
      case .noWorkLeft:
        if let started {
          started.giveBack(current.process, ready: false)
        } else {
          current.stop()
        }
        return
      case .ended:
        _ = current.end()
        return
      }
      guard let index = take() else { break }
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
    guard let worker else { return }
    // A worker with nothing unread serves the next audit of the plan, if there is one;
    // otherwise it is ended with the others (``StartedAuditWorkers/stop()``).
    if let started, worker.reader.isDrained {
      started.giveBack(worker.process, ready: true)
    } else {
      _ = worker.end()
    }
  }
}

/// One worker process and its two pipes.
final class Worker {
  let process: ChildProcess
  var reader: LineReader
  /// Whether its ``WorkerPool/readyLine`` has been read.
  private(set) var ready: Bool

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
    ready = false
  }

  /// A worker started earlier, sent `firstLine` (which audit it serves) before any request;
  /// `nil` when it has ended.
  init?(started: (process: ChildProcess, firstLine: String, ready: Bool)) {
    guard LineReader.writeAll(started.process.input, Data(started.firstLine.utf8)) else {
      return nil
    }
    process = started.process
    reader = LineReader(process.output)
    ready = started.ready
  }

  /// What ``awaitReady(while:)`` saw.
  enum Readiness {
    /// It has read its inputs (now or before).
    case ready
    /// `keepWaiting` turned false first.
    case noWorkLeft
    /// It ended, or wrote something else first.
    case ended
  }

  /// Waits for its ``WorkerPool/readyLine``, looking every
  /// ``WorkerPool/readyPollMilliseconds`` whether `keepWaiting` still holds (`poll(2)` on its
  /// output).
  func awaitReady(while keepWaiting: () -> Bool) -> Readiness {
    while !ready {
      if reader.isDrained {
        var descriptor = pollfd(fd: process.output, events: Int16(POLLIN), revents: 0)
        let count = poll(&descriptor, 1, WorkerPool.readyPollMilliseconds)
        if count < 0, errno == EINTR { continue }
        if count < 0 { return .ended }
        if count == 0 {
          guard keepWaiting() else { return .noWorkLeft }
          continue
        }
      }
      guard let line = reader.next(), line + "\n" == WorkerPool.readyLine else { return .ended }
      ready = true
    }
    return .ready
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

  /// Ends it at once (`SIGTERM`; one still reading its inputs reads no request) and reaps it.
  func stop() {
    kill(process.pid, SIGTERM)
    _ = process.wait()
  }
}
