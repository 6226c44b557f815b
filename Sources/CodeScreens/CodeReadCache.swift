import Foundation

/// What reading each source file gave, kept for the process by path with the bytes it was read
/// from: an app's targets share their sources (a release and a development target compile the
/// same files), and each target's code screens are read in turn, so the same file was parsed
/// once per target (round G's Cosmostation: two targets, 43 % of a 50-s project audit in the
/// reader). A file whose bytes changed is read again. Reading is a function of the path and the
/// bytes only, so a kept result is the result a new read would give.
///
/// At most ``maximumBytes`` of sources are kept (beyond, files are read and not kept): the kept
/// results are those the loaded programs hold anyway while an audit runs.
final class CodeReadCache<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: (data: Data, value: Value)] = [:]  // lookups only
  private var bytes = 0
  let maximumBytes: Int

  init(maximumBytes: Int = 64 << 20) { self.maximumBytes = maximumBytes }

  /// Forgets every kept result.
  func removeAll() {
    lock.withLock {
      entries = [:]
      bytes = 0
    }
  }

  /// The result of `read` for `path` with contents `data`, read once.
  func value(path: String, data: Data, read: () -> Value) -> Value {
    if let kept = lock.withLock({ entries[path] }), kept.data == data { return kept.value }
    let value = read()
    lock.withLock {
      let old = entries[path]?.data.count ?? 0
      guard bytes - old + data.count <= maximumBytes else { return }
      bytes += data.count - old
      entries[path] = (data, value)
    }
    return value
  }
}

extension CodeScreens {
  /// Each source file read, by path (``CodeReadCache``).
  static let readCache = CodeReadCache<CodeFile>()

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
    CodeSourceIndex.forgetIndexes()
  }
}
