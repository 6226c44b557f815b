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
///
/// A project's plan is several audits (one per group of targets) over the same inputs. A worker
/// that has served one audit is given back (``giveBack(_:)``) and the next audit takes it with a
/// `group N` line (``switchLine``) instead of starting another, which would read every input
/// again: round P's Sora (92 layout sources, its Swift files read for the code context) took
/// three times the CPU of one process with `--jobs 2`, each group's new worker reading the app's
/// Swift files anew.
public final class StartedAuditWorkers: @unchecked Sendable {
  private let lock = NSLock()
  /// The workers waiting, each with whether it has been taken by an audit (then it is sent
  /// ``switchLine`` rather than ``firstLine``) and whether its ``WorkerPool/readyLine`` has been
  /// read.
  private var waiting: [(process: ChildProcess, served: Bool, ready: Bool)]
  private var line = "0\n"

  /// Starts `count` workers with `command` (fewer when some cannot be started).
  public init(command: AuditWorkerCommand, count: Int) {
    waiting = (0..<max(0, count)).compactMap { _ in
      ChildProcess(
        executable: command.executable.path, arguments: command.arguments, pipeInput: true,
        pipeOutput: true
      ).map { ($0, false, false) }
    }
  }

  /// The line that moves a worker that has served an audit on to the audit `group`.
  public static func switchLine(group: Int) -> String { "group \(group)\n" }

  /// The audit a ``switchLine(group:)`` names (without its `\n`); `nil` for any other line.
  public static func switchedGroup(_ line: String) -> Int? {
    guard line.hasPrefix("group ") else { return nil }
    return Int(line.dropFirst("group ".count))
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

  /// A started worker, the line to send it first (``firstLine``; the ``switchLine(group:)`` of
  /// the same audit for a worker given back) and whether it has said it is ready; `nil` when
  /// none is left.
  func take() -> (process: ChildProcess, firstLine: String, ready: Bool)? {
    lock.lock()
    defer { lock.unlock() }
    guard !waiting.isEmpty else { return nil }
    let (process, served, ready) = waiting.removeFirst()
    guard served else { return (process, line, ready) }
    let group = Int(line.trimmingCharacters(in: .newlines)) ?? 0
    return (process, Self.switchLine(group: group), ready)
  }

  /// Keeps a worker an audit has taken, waiting for its next request, for the next audit to
  /// take (or ``stop()`` to end); `ready`: its ``WorkerPool/readyLine`` has been read (a worker
  /// still reading its inputs when its audit ran out of files is given back unready).
  func giveBack(_ process: ChildProcess, ready: Bool) {
    lock.lock()
    defer { lock.unlock() }
    waiting.append((process, true, ready))
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
    for (worker, _, _) in unused {
      kill(worker.pid, SIGTERM)
      worker.wait()
    }
  }

  deinit { stop() }
}
