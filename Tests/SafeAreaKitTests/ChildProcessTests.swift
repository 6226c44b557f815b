import Foundation
import LayoutAudit
import Testing

@testable import SafeAreaKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The audit's worker processes are started with `posix_spawn` and reaped with `waitpid`
/// (``ChildProcess``): how a child ended, its pipes, its working directory and its signals.
@Suite struct ChildProcessTests {
  /// Runs `script` with `/bin/sh -c`.
  func shell(
    _ script: String, pipeInput: Bool = false, pipeOutput: Bool = false, directory: String? = nil
  ) throws -> ChildProcess {
    try #require(
      ChildProcess(
        executable: "/bin/sh", arguments: ["-c", script], pipeInput: pipeInput,
        pipeOutput: pipeOutput, directory: directory))
  }

  /// Everything the child wrote to its standard output.
  func readAll(_ child: ChildProcess) -> String {
    var reader = LineReader(child.output)
    var lines: [String] = []
    while let line = reader.next() { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  @Test func exitStatusAndSignal() throws {
    #expect(try shell("exit 0").wait() == .exited(0))
    let failed = try shell("exit 3")
    #expect(failed.wait() == .exited(3))
    #expect(failed.wait() == .exited(3), "waiting again gives the same answer")
    #expect(failed.wait().description == "exit status 3")
    let killed = try shell("kill -9 $$")
    #expect(killed.wait() == .signalled(SIGKILL))
    #expect(killed.wait().description == "signal 9")
  }

  @Test func pipesBothWays() throws {
    // The worker protocol: a line in, a line out, until the input ends.
    let child = try shell(
      "while read line; do echo \"got $line\"; done", pipeInput: true, pipeOutput: true)
    #expect(LineReader.writeAll(child.input, Data("1\n2\n".utf8)))
    var reader = LineReader(child.output)
    #expect(reader.next() == "got 1")
    #expect(reader.next() == "got 2")
    child.closeInput()
    #expect(reader.next() == nil, "the child ends at the end of its input")
    #expect(child.wait() == .exited(0))
  }

  @Test func standardStreamsNotPipedAreDevNull() throws {
    // Standard input is /dev/null (read ends at once), standard error too.
    let child = try shell("cat; echo done; echo lost >&2", pipeOutput: true)
    #expect(readAll(child) == "done")
    #expect(child.wait() == .exited(0))
  }

  @Test func workingDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    let here = FileManager.default.currentDirectoryPath
    let child = try shell("pwd -P", pipeOutput: true, directory: directory)
    #expect(readAll(child) == directory)
    child.wait()
    #expect(FileManager.default.currentDirectoryPath == here, "the parent's is restored")
  }

  @Test func signalsStartAtTheirDefaults() throws {
    // The parent ignores SIGPIPE (ParallelAudit): the child must not inherit that, nor a
    // blocked signal. /proc/self/status lists ignored (SigIgn) and blocked (SigBlk) signals.
    #if os(Linux)
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTERM)
    var old = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    let child = try shell("grep -E '^Sig(Ign|Blk)' /proc/self/status", pipeOutput: true)
    let masks = readAll(child).split(separator: "\n").map {
      UInt64($0.split(separator: "\t").last ?? "", radix: 16) ?? .max
    }
    child.wait()
    // Bit n - 1 is signal n. (glibc's own real-time signals, 32 and 33, are not sigfillset's.)
    let standard = UInt64(1) << 31 - 1
    #expect(masks.count == 2)
    #expect(masks.first.map { $0 & standard } == 0, "nothing ignored: SIGPIPE is at its default")
    #expect(masks.last.map { $0 & standard } == 0, "nothing blocked: SIGTERM is not")
    #endif
  }

  @Test func missingExecutableIsNil() {
    #expect(ChildProcess(executable: "/nonexistent/safearea", arguments: []) == nil)
  }
}

/// Workers started before the audit that uses them (`safearea audit --jobs`): the first line
/// they read names their audit and leaves the requests after it unread; the ones no audit takes
/// are ended.
@Suite struct StartedAuditWorkersTests {
  @Test func firstLineLeavesTheRestForTheLineReader() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
    }
    #expect(LineReader.writeAll(ends[1], Data("3\n7\n8\n".utf8)))
    close(ends[1])
    #expect(LineReader.readLineUnbuffered(ends[0]) == "3")
    var reader = LineReader(ends[0])
    #expect(reader.next() == "7")
    #expect(reader.next() == "8")
    #expect(reader.next() == nil)
  }

  @Test func aTakenWorkerIsSentTheFirstLine() throws {
    // A stand-in worker: says it is ready, echoes the group line, then answers each request.
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "echo ready; read g; while read i; do echo \"group $g file $i\"; done"])
    let started = StartedAuditWorkers(command: command, count: 1)
    #expect(started.count == 1)
    started.firstLine = "2\n"
    let taken = try #require(started.take())
    #expect(started.count == 0)
    #expect(started.take() == nil)
    let worker = try #require(Worker(started: taken))
    #expect(worker.awaitReady(while: { true }) == .ready)
    #expect(worker.request(5).map { String(decoding: $0, as: UTF8.self) } == "group 2 file 5")
    #expect(worker.end() == "exit status 0")
  }

  @Test("a worker that served one audit of a plan serves the next: given back, sent 'group N'")
  func aServedWorkerIsGivenBackAndSwitched() throws {
    // A stand-in worker: the group from its first line or a `group N` line, then an answer per
    // request. A new worker (the pools' own command) would answer "new".
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c",
        "echo ready; read g; while read i; do case \"$i\" in group*) g=${i#group };;"
          + " *) echo \"g$g f$i\";; esac; done",
      ])
    let fresh = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "echo ready; while read i; do echo new; done"])
    let started = StartedAuditWorkers(command: command, count: 1)
    defer { started.stop() }
    func answers(_ pool: WorkerPool) -> [String] {
      pool.outcomes.map {
        if case .result(let line) = $0 { String(decoding: line, as: UTF8.self) } else { "-" }
      }
    }
    started.firstLine = "0\n"
    let first = WorkerPool(command: fresh, files: ["a", "b"], started: started)
    first.start(workers: 1)
    first.wait { _ in }
    #expect(answers(first) == ["g0 f0", "g0 f1"])
    #expect(started.count == 1, "given back, not ended")
    started.firstLine = "3\n"
    let second = WorkerPool(command: fresh, files: ["c"], started: started)
    second.start(workers: 1)
    second.wait { _ in }
    #expect(answers(second) == ["g3 f0"], "the same process, moved on to group 3")
    #expect(StartedAuditWorkers.switchedGroup("group 3") == 3)
    #expect(StartedAuditWorkers.switchedGroup("3") == nil)
    #expect(StartedAuditWorkers.switchedGroup("group x") == nil)
  }

  /// The outcomes of `pool` as text ("-": audited by the caller, or failed).
  static func answers(_ pool: WorkerPool) -> [String] {
    pool.outcomes.map {
      if case .result(let line) = $0 { String(decoding: line, as: UTF8.self) } else { "-" }
    }
  }

  @Test(
    "a worker still reading its inputs is handed no file; when the caller has taken them all it is ended, not waited for"
  )
  func anUnreadyWorkerGetsNoFile() throws {
    // Never ready: the worker of round Q's apps that was handed the largest file while it read
    // the app, with the calling process out of files and waiting for it.
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec sleep 30"])
    let pool = WorkerPool(command: command, files: ["a", "b", "c"])
    pool.start(workers: 1)
    var here: [Int] = []
    while let index = pool.take() {
      here.append(index)
      _ = pool.finishedHere()
    }
    let clock = ContinuousClock()
    let start = clock.now
    pool.wait { _ in }
    #expect(here == [0, 1, 2], "every file audited by the caller")
    #expect(Self.answers(pool) == ["-", "-", "-"])
    // Not a speed check: a worker handed a file would be waited for, 30 s.
    #expect(clock.now - start < .seconds(20), "ended by SIGTERM, not waited for")
  }

  @Test(
    "a started worker not ready when its audit ran out of files serves the plan's next audit once ready"
  )
  func anUnreadyStartedWorkerIsGivenBack() throws {
    // A stand-in started worker that says it is ready only once it has read a second line (the
    // next audit's `group N`), then answers with that group.
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "read g; read s; g=${s#group }; echo ready; while read i; do echo \"g$g f$i\"; done",
      ])
    let fresh = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec sleep 30"])
    let started = StartedAuditWorkers(command: command, count: 1)
    defer { started.stop() }
    started.firstLine = "0\n"
    let first = WorkerPool(command: fresh, files: ["a", "b"], started: started)
    first.start(workers: 1)
    while first.take() != nil { _ = first.finishedHere() }
    first.wait { _ in }
    #expect(Self.answers(first) == ["-", "-"])
    #expect(started.count == 1, "given back unready, not ended")
    started.firstLine = "3\n"
    let second = WorkerPool(command: fresh, files: ["c", "d"], started: started)
    second.start(workers: 1)
    second.wait { _ in }
    #expect(Self.answers(second) == ["g3 f0", "g3 f1"], "its ready line read, then its files")
  }

  @Test func untakenWorkersAreEnded() throws {
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec sleep 1000"])
    let started = StartedAuditWorkers(command: command, count: 2)
    #expect(started.count == 2)
    let clock = ContinuousClock()
    let start = clock.now
    started.stop()
    #expect(started.count == 0)
    // Not a speed check: a worker waited for instead of ended would take 1000 s.
    #expect(clock.now - start < .seconds(60), "ended by SIGTERM, not waited for")
  }
}
