import Foundation
import TextEscaping
import Yams

/// A small YAML file (a configuration or a baseline) read into Yams nodes, with every problem a
/// ``ConfigurationError`` at its line and column.
struct YAMLSource {
  /// The largest file read, in bytes (4 MiB: a configuration is a page; a baseline of 5,000
  /// findings is about 600 KB).
  static let maximumFileSize = 4 * 1024 * 1024

  let file: String
  /// The lines, split at line feeds (scalars, so that CRLF splits too), without their `\r`.
  let lines: [String]

  init(file: String, text: String) {
    self.file = file
    lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String(String.UnicodeScalarView($0))
      if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
      return line
    }
  }

  /// Reads `path`; a missing or unreadable file, or one that is not a regular file (a directory,
  /// a FIFO, a device: reading those would fail or block), is an error at 1:1. `/dev/null` is
  /// the one device read: it is the empty configuration (`--config /dev/null`).
  static func read(path: String) throws(ConfigurationError) -> (YAMLSource, String) {
    if path != "/dev/null", let problem = InputFileKind.problem(atPath: path) {
      throw ConfigurationError(
        file: path, line: 1, column: 1,
        message: "cannot read the file: \(problem); expected a regular YAML file")
    }
    // Read through a handle: `/dev/null` (an empty configuration) has no size to map.
    let handle = FileHandle(forReadingAtPath: path)
    defer { try? handle?.close() }
    guard let handle, let data = try? handle.read(upToCount: maximumFileSize + 1) ?? Data()
    else {
      throw ConfigurationError(
        file: path, line: 1, column: 1, message: "cannot read the file (missing or unreadable)")
    }
    guard data.count <= maximumFileSize else {
      throw ConfigurationError(
        file: path, line: 1, column: 1,
        message: "the file is too large (\(data.count) bytes; the limit is \(maximumFileSize))")
    }
    guard var text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(file: path, line: 1, column: 1, message: "the file is not UTF-8")
    }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return (YAMLSource(file: path, text: text), text)
  }

  /// The single document of `text`, or `nil` when it is empty.
  func compose(_ text: String) throws(ConfigurationError) -> Node? {
    if let alias = YAMLAnchorMark.first(in: text) {
      throw error(
        "YAML anchors and aliases ('\(alias.text)') are not supported here; write the value out",
        line: alias.line, column: alias.column)
    }
    do {
      return try Yams.compose(yaml: text)
    } catch let yamlError as YamlError {
      throw error(converting: yamlError)
    } catch {
      throw self.error("cannot parse the file: \(error)", line: 1, column: 1)
    }
  }

  func error(_ message: String, line: Int, column: Int) -> ConfigurationError {
    // libYAML reports the end of the stream one line past a last line without a line break:
    // point at the end of that line instead.
    if line > lines.count, let last = lines.last {
      return error(message, line: lines.count, column: last.unicodeScalars.count + 1)
    }
    let text = line >= 1 && line <= lines.count ? lines[line - 1] : nil
    return ConfigurationError(
      file: file, line: line, column: column, message: message, sourceLine: text)
  }

  func error(_ message: String, at node: Node) -> ConfigurationError {
    error(message, line: max(1, node.mark?.line ?? 1), column: max(1, node.mark?.column ?? 1))
  }

  func error(converting yamlError: YamlError) -> ConfigurationError {
    switch yamlError {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return error("invalid YAML: \(problem)", line: max(1, mark.line), column: max(1, mark.column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return error(
        "duplicate key '\(duplicates.first ?? "")' in this mapping; write each key once",
        line: max(1, context.mark.line), column: max(1, context.mark.column))
    case .reader(let problem, _, _, _):
      return error("invalid text: \(problem)", line: 1, column: 1)
    default:
      return error("cannot parse the file: \(yamlError)", line: 1, column: 1)
    }
  }
}

extension Node {
  /// The node's text when it is a scalar.
  var scalarText: String? {
    if case .scalar(let scalar) = self { return scalar.string }
    return nil
  }
}
