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

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
  }
}
