import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
