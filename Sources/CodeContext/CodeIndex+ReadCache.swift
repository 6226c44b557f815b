import Foundation
import SourceLint

extension CodeIndex {
  /// Each source file read, by path (``SourceReadCache``).
  static let readCache = SourceReadCache<CodeFile?>()

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
  }
}
