import Foundation

/// What reading each source file gave, kept for the process by path with the bytes it was read
/// from: a project audit reads the code context of each target's sources and then of the whole
/// app's, so the same file was parsed once per target and once more (round G's Cosmostation:
/// every file read three times, 28 % of a 50-s project audit). A file whose bytes changed is
/// read again. Reading is a function of the path and the bytes only, so a kept result is the
/// result a new read would give.
///
/// At most ``maximumBytes`` of sources are kept (beyond, files are read and not kept).
final class CodeReadCache<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: (data: Data, value: Value)] = [:]  // lookups only
  private var bytes = 0
  /// Paths read and not kept (past ``maximumBytes``): reading one again makes another copy.
  private var dropped: Set<String> = []  // lookups only
  let maximumBytes: Int

  init(maximumBytes: Int = 64 << 20) { self.maximumBytes = maximumBytes }

  /// Forgets every kept result.
  func removeAll() {
    lock.withLock {
      entries = [:]
      bytes = 0
      dropped = []
    }
  }

  /// The result of `read` for `path` with contents `data`, read once.
  func value(path: String, data: Data, read: () -> Value) -> Value {
    if let kept = lock.withLock({ entries[path] }), kept.data == data { return kept.value }
    let value = read()
    lock.withLock {
      let old = entries[path]?.data.count ?? 0
      guard bytes - old + data.count <= maximumBytes else {
        dropped.insert(path)
        return
      }
      bytes += data.count - old
      entries[path] = (data, value)
      dropped.remove(path)
    }
    return value
  }

  /// Whether `path` was read and not kept, so that reading it again makes another copy (a path
  /// never read, or kept, is read at most once per process while its bytes do not change).
  func readsAgain(_ path: String) -> Bool {
    lock.withLock { dropped.contains(path) }
  }
}

extension CodeIndex {
  /// Each source file read, by path (``CodeReadCache``).
  static let readCache = CodeReadCache<CodeFile?>()

  /// Whether `path` was read and not kept by this process's reader (``CodeReadCache``): the
  /// run's input bound counts a source once unless reading it again makes another copy.
  package static func readsAgain(_ path: String) -> Bool {
    readCache.readsAgain(path)
  }

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
  }
}
