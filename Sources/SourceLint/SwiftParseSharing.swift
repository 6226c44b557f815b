import Foundation
import SwiftParser
import SwiftSyntax

/// One swift-syntax parse of each Swift source for the readers that read it. The code-screen
/// reader and the code context each read every Swift file of a project, at different times of
/// the run (round G's Cosmostation: each of its 1,166 files parsed twice, most of a project
/// audit's time). A reader that shares its parse gives the parse to every other sharing reader
/// as soon as it is made, and each keeps what it reads of it in its own ``SourceReadCache``: the
/// tree itself is not kept (a parse takes about 110 bytes of memory per byte of source while it
/// lasts), so the readers' results are what both would have read, made from one parse.
///
/// Reading is a function of the path and the bytes only, so a result made early is the result
/// the reader would make later. A library that runs both readers (`SafeAreaKit`'s audit)
/// registers them; without registration each reader parses for itself, as before.
package enum SwiftParseSharing {
  /// What a sharing reader does with another reader's parse of `text` (`data`'s UTF-8 decoding)
  /// at `path`: read it and keep what it read.
  package typealias Reader =
    @Sendable (
      _ path: String, _ data: Data, _ text: String, _ tree: SourceFileSyntax,
      _ converter: SourceLocationConverter
    ) -> Void

  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var readers: [(name: String, read: Reader)] = []
    var parses = 0
    var parsesByPath: [String: Int] = [:]  // lookups only
  }

  private static let state = State()

  /// Registers `read` as the reader `name` (a second registration of a name replaces the
  /// first).
  package static func share(_ name: String, reader read: @escaping Reader) {
    state.lock.withLock {
      state.readers.removeAll { $0.name == name }
      state.readers.append((name, read))
    }
  }

  /// Whether a reader named `name` shares its parses.
  package static func isSharing(_ name: String) -> Bool {
    state.lock.withLock { state.readers.contains { $0.name == name } }
  }

  /// How many parses ``parse(_:path:data:by:)`` made in this process.
  package static var parses: Int { state.lock.withLock { state.parses } }

  /// How many parses of `path` ``parse(_:path:data:by:)`` made in this process (what a test
  /// counts).
  package static func parses(of path: String) -> Int {
    state.lock.withLock { state.parsesByPath[path] ?? 0 }
  }

  /// `Parser.parse(source: text)` and its converter named `path`, given to every other sharing
  /// reader when `by` shares its parses (`data` is the file's bytes, `text` their decoding).
  package static func parse(_ text: String, path: String, data: Data?, by name: String) -> (
    tree: SourceFileSyntax, converter: SourceLocationConverter
  ) {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let others: [Reader] = state.lock.withLock {
      state.parses += 1
      state.parsesByPath[path, default: 0] += 1
      guard data != nil, state.readers.contains(where: { $0.name == name }) else { return [] }
      return state.readers.filter { $0.name != name }.map(\.read)
    }
    if let data {
      for read in others { read(path, data, text, tree, converter) }
    }
    return (tree, converter)
  }
}

extension SourceReadCache {
  /// Shares Swift parses as the reader `name` (``SwiftParseSharing``): a Swift file another
  /// sharing reader parses is read here by `read` (path, text, tree, converter) from that parse
  /// and kept in this cache. The code-screen and code-context readers each share theirs.
  package func shareSwiftParses(
    as name: String,
    read: @escaping @Sendable (String, String, SourceFileSyntax, SourceLocationConverter) -> Value
  ) {
    SwiftParseSharing.share(name) { path, data, text, tree, converter in
      _ = self.value(path: path, data: data) { read(path, text, tree, converter) }
    }
  }
}
