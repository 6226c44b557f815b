import Foundation
import SourceLint

extension CodeIndex {
  /// Each source file read, by path (``SourceReadCache``).
  static let readCache = SourceReadCache<CodeFile?>()

  /// Whether `path` was read and not kept by this process's reader (``SourceReadCache``): the
  /// run's input bound counts a source once unless reading it again makes another copy.
  package static func readsAgain(_ path: String) -> Bool {
    readCache.readsAgain(path)
  }

  /// The name this reader shares its Swift parses by (``SourceLint/SwiftParseSharing``).
  static let parseReader = "code context"

  /// Shares this reader's Swift parses with the other sharing readers: a Swift file another
  /// reader parses is read here from that parse and kept (``readCache``), and a file parsed here
  /// is given to them (``SourceLint/SwiftParseSharing``). For a run that reads the same sources
  /// with the code-screen reader too.
  package static func shareSwiftParses() {
    readCache.shareSwiftParses(as: parseReader) { path, text, tree, converter in
      SwiftCodeReader.read(text, path: path, parsed: (tree, converter))
    }
  }

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
    indexCache.removeAll()
  }

  /// The indexes made from the same kept reads (``IndexCache``).
  static let indexCache = IndexCache()
}

/// The last few indexes ``CodeIndex/read(files:)`` made, by the stamps of the reads they were
/// made from (``SourceLint/SourceReadCache/stampedValue(path:data:read:)``): a project audit
/// reads the code of each group of app targets that ship IB files, and the code screens' own,
/// and groups of targets that compile the same files (round G's Cosmostation: 'Cosmostation'
/// and 'Cosmostation' + 'CosmostationDev', 1,165 files each, and its code screens' 1,165) get
/// one index, made once. An index is a function of its files' paths and bytes, and equal stamps
/// are equal paths with equal bytes, so a kept index is the index a new one would be; groups
/// with other files still each resolve names in their own files.
final class IndexCache: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [(stamps: [Int], index: CodeIndex)] = []
  /// How many indexes are kept (a project's groups come one after the other).
  static let capacity = 4

  /// The index kept for `stamps`, or `make()`'s, kept.
  func index(for stamps: [Int], make: () -> CodeIndex) -> CodeIndex {
    if let found = lock.withLock({ kept.first(where: { $0.stamps == stamps })?.index }) {
      return found
    }
    let index = make()
    lock.withLock {
      guard !kept.contains(where: { $0.stamps == stamps }) else { return }
      kept.append((stamps, index))
      if kept.count > Self.capacity { kept.removeFirst() }
    }
    return index
  }

  /// How many indexes are kept (what a test counts).
  var count: Int { lock.withLock { kept.count } }

  func removeAll() { lock.withLock { kept = [] } }
}
