import Foundation
import SourceLint

extension CodeScreens {
  /// Each source file read, by path (``SourceReadCache``).
  static let readCache = SourceReadCache<CodeFile>()

  /// Whether `path` was read and not kept by this process's reader (``SourceReadCache``): the
  /// run's input bound counts a source once unless reading it again makes another copy.
  package static func readsAgain(_ path: String) -> Bool {
    readCache.readsAgain(path)
  }

  /// The name this reader shares its Swift parses by (``SourceLint/SwiftParseSharing``).
  static let parseReader = "code screens"

  /// Shares this reader's Swift parses with the other sharing readers: a Swift file another
  /// reader parses is read here from that parse and kept (``readCache``), and a file parsed here
  /// is given to them (``SourceLint/SwiftParseSharing``). For a run that reads the same sources
  /// with the code context too.
  package static func shareSwiftParses() {
    readCache.shareSwiftParses(as: parseReader) { path, text, tree, converter in
      SwiftCodeReader.read(text, path: path, parsed: (tree, converter))
    }
  }

  /// Forgets what this process read (a benchmark's runs each read as a new process would).
  package static func forgetReadFiles() {
    readCache.removeAll()
    CodeSourceIndex.forgetIndexes()
  }
}
