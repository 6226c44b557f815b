import Foundation

/// What reading each source file gave, kept for the process by path with the bytes it was read
/// from. A project audit reads the same files more than once: an app's targets share their
/// sources (a release and a development target compile the same files), each target's code
/// screens and code context are read in turn, and then the whole app's (round G's Cosmostation:
/// every file read three times; the readers were 43 % and 28 % of a 50-s project audit). A file
/// whose bytes changed is read again. Reading is a function of the path and the bytes only, so a
/// kept result is the result a new read would give.
///
/// At most ``maximumBytes`` of sources are kept (beyond, files are read and not kept): the kept
/// results are those the loaded programs hold anyway while an audit runs. The code-screen and
/// code-context readers each keep one (`CodeScreens.readCache`, `CodeIndex.readCache`).
package final class SourceReadCache<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: (data: Data, value: Value, stamp: Int)] = [:]  // lookups only
  private var bytes = 0
  /// The stamp the next kept result gets (``stampedValue(path:data:read:)``).
  private var nextStamp = 0
  /// Paths read and not kept (past ``maximumBytes``): reading one again makes another copy.
  private var dropped: Set<String> = []  // lookups only
  package let maximumBytes: Int

  package init(maximumBytes: Int = 64 << 20) { self.maximumBytes = maximumBytes }

  /// Forgets every kept result.
  package func removeAll() {
    lock.withLock {
      entries = [:]
      bytes = 0
      dropped = []
    }
  }

  /// The result of `read` for `path` with contents `data`, read once.
  package func value(path: String, data: Data, read: () -> Value) -> Value {
    stampedValue(path: path, data: data, read: read).value
  }

  /// ``value(path:data:read:)`` with the stamp of the kept result: a number that names `path`
  /// with these bytes for the rest of the process (a result kept again for other bytes gets a
  /// new one), so that what is made from several files' results can itself be kept by their
  /// stamps (``CodeContext``'s index of a target group's files, made once for groups that
  /// compile the same files). `nil` when the result is not kept (past ``maximumBytes``).
  package func stampedValue(path: String, data: Data, read: () -> Value) -> (
    value: Value, stamp: Int?
  ) {
    if let kept = lock.withLock({ entries[path] }), kept.data == data {
      return (kept.value, kept.stamp)
    }
    let value = read()
    let stamp = lock.withLock { () -> Int? in
      if let kept = entries[path], kept.data == data { return kept.stamp }
      let old = entries[path]?.data.count ?? 0
      guard bytes - old + data.count <= maximumBytes else {
        dropped.insert(path)
        return nil
      }
      bytes += data.count - old
      nextStamp += 1
      entries[path] = (data, value, nextStamp)
      dropped.remove(path)
      return nextStamp
    }
    return (value, stamp)
  }

  /// Reads the sources not yet kept on up to `jobs` threads and keeps what they gave, so that
  /// the calls of ``value(path:data:read:)`` after it, one at a time in their own order, find
  /// them read: a project audit's readers go through the app's files in turn, and on a machine
  /// with idle cores their parses need not wait for each other (round P's Sora: the reading was
  /// 82 % of a one-process audit). Sources over ``largeSource`` bytes are left to be read one
  /// at a time (a parse holds about 90 bytes a byte of Swift while it lasts; `Linter` does the
  /// same), and so are all of them when only a few are unread. The result is the one the
  /// one-at-a-time reads make: reading is a function of the path and the bytes.
  package func readAhead(
    _ sources: [(path: String, data: Data)], jobs: Int,
    read: @escaping (String, Data) -> Value
  ) {
    let unread = lock.withLock {
      sources.filter { entries[$0.path]?.data != $0.data && $0.data.count <= Self.largeSource }
    }
    guard jobs > 1, unread.count > 1 else { return }
    _ = Parallel.map(unread, jobs: jobs) { source in
      stampedValue(path: source.path, data: source.data) { read(source.path, source.data) }.stamp
    }
  }

  /// Sources larger than this are not read ahead (``readAhead(_:jobs:read:)``).
  package static var largeSource: Int { 1 << 20 }

  /// Whether `path` was read and not kept, so that reading it again makes another copy (a path
  /// never read, or kept, is read at most once per process while its bytes do not change).
  package func readsAgain(_ path: String) -> Bool {
    lock.withLock { dropped.contains(path) }
  }
}
