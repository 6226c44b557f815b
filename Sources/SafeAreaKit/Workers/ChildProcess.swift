import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`: what the audit's worker
/// processes and the project benchmark use instead of Foundation's `Process`, whose
/// `waitUntilExit` polls on Linux (about 50 ms between looks: every wait for a worker to end, and
/// every short command a benchmark timed, cost up to that much).
///
/// The child starts with an empty signal mask and every signal at its default action (a parent
/// that ignores `SIGPIPE`, or a test runner that blocks `SIGTERM` and `SIGCHLD`, does not pass
/// that on), in the parent's working directory unless one is given (the process's working directory is
/// changed for the spawn: give one only in a process with one thread). Its standard input and output
/// are pipes to the parent or `/dev/null`; its standard error is `/dev/null`. The parent's ends
/// of the pipes are close-on-exec, so a child started later (by another thread) does not hold
/// them open.
public final class ChildProcess: @unchecked Sendable {
  /// How a child ended.
  public enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// "exit status N" or "signal N".
    public var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }
  }

  /// The child's process id.
  public let pid: pid_t
  /// The parent's end of the child's standard input (`-1` when it reads `/dev/null`); closed by
  /// ``closeInput()`` and ``wait()``.
  public private(set) var input: Int32
  /// The parent's end of the child's standard output (`-1` when it writes to `/dev/null`);
  /// closed by ``wait()``.
  public private(set) var output: Int32
  private var termination: Termination?

  /// Starts `executable` with `arguments` (not counting the program name). With `pipeInput` the
  /// parent writes the child's standard input through ``input``, with `pipeOutput` it reads its
  /// standard output through ``output``; otherwise they are `/dev/null`. `directory`: where the
  /// child starts (default: the parent's working directory; this process's is changed for the
  /// spawn, so only a process with one thread may give one). `nil` when it cannot be started.
  public init?(
    executable: String, arguments: [String], pipeInput: Bool = false, pipeOutput: Bool = false,
    directory: String? = nil
  ) {
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    var requests: [Int32] = [-1, -1]
    var results: [Int32] = [-1, -1]
    func closeAll() {
      for descriptor in requests + results where descriptor >= 0 { close(descriptor) }
    }
    if pipeInput, !Self.makePipe(&requests) { return nil }
    if pipeOutput, !Self.makePipe(&results) {
      closeAll()
      return nil
    }
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if pipeInput {
      posix_spawn_file_actions_adddup2(&actions, requests[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if pipeOutput {
      posix_spawn_file_actions_adddup2(&actions, results[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child = pid_t()
    // The child starts in this process's working directory: move there for the spawn.
    let here = FileManager.default.currentDirectoryPath
    if let directory, !FileManager.default.changeCurrentDirectoryPath(directory) {
      closeAll()
      return nil
    }
    let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
    if directory != nil { _ = FileManager.default.changeCurrentDirectoryPath(here) }
    // The child's ends are the child's now (or nobody's).
    if requests[0] >= 0 { close(requests[0]) }
    if results[1] >= 0 { close(results[1]) }
    guard spawned == 0 else {
      if requests[1] >= 0 { close(requests[1]) }
      if results[0] >= 0 { close(results[0]) }
      return nil
    }
    pid = child
    input = requests[1]
    output = results[0]
  }

  /// Held from making a child's pipes to starting it: a child another thread starts meanwhile
  /// must not inherit a pipe end before it is marked close-on-exec (`pipe2` is not imported).
  private static let spawning = NSLock()

  /// A pipe whose two ends are close-on-exec.
  private static func makePipe(_ ends: inout [Int32]) -> Bool {
    var pair: [Int32] = [-1, -1]
    guard pipe(&pair) == 0 else { return false }
    for descriptor in pair { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    ends = pair
    return true
  }

  /// Closes the child's standard input (a worker ends at the end of its input).
  public func closeInput() {
    if input >= 0 {
      close(input)
      input = -1
    }
  }

  /// Closes the child's input, waits for it to end (`waitpid`: no polling) and closes its
  /// output; how it ended. Waiting again returns the same answer.
  @discardableResult
  public func wait() -> Termination {
    if let termination { return termination }
    closeInput()
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(pid, &status, 0)
    } while result == -1 && errno == EINTR
    if output >= 0 {
      close(output)
      output = -1
    }
    // <sys/wait.h>'s macros: the low 7 bits are the signal (0: exited), the next 8 the status.
    let ended: Termination =
      result == -1
      ? .exited(-1)
      : (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    termination = ended
    return ended
  }

  deinit {
    // Never leave a zombie behind.
    if termination == nil { wait() }
  }
}
