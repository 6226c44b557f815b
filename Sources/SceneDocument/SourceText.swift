import TextEscaping
import Yams

/// The text of a scene file: turns Yams marks and offsets into locations and errors with the
/// source line attached.
///
/// Locations count lines as editors do: a line ends at LF, CRLF or a lone CR. libYAML also ends a
/// line at NEL (U+0085), U+2028 and U+2029, which editors show inside a line, so its marks are
/// converted when the text holds any of those or a CR; a mark past the end of the text (libYAML's
/// end of stream after a final line break) is placed after the last line's text.
struct SourceText {
  let file: String
  let text: String
  /// Whether the text holds a CR, NEL, U+2028 or U+2029: then libYAML's lines and columns are
  /// not an editor's.
  private let needsConversion: Bool
  /// The number of lines an editor shows (a final line break does not start a line).
  private let lineCount: Int
  /// Where each editor line starts and ends (before its break), found once so that every
  /// location and error is O(1) in the file's size (a file of thousands of constraints asks for
  /// a source line per constraint). After a final break, one more empty line.
  private let lineRanges: [Range<String.Index>]
  /// When ``needsConversion``: the text's scalars, and the state of the libYAML-to-editor walk
  /// at the start of each libYAML line (see ``editorLocation(yamlLine:yamlColumn:)``).
  private let scalars: [Unicode.Scalar]
  private let yamlLineStarts: [(index: Int, line: Int, column: Int)]

  init(file: String, text: String) {
    self.file = file
    self.text = text
    var convert = false
    var breaks = 0
    var previous: UInt8 = 0
    var ranges: [Range<String.Index>] = []
    let utf8 = text.utf8
    var lineStart = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      switch byte {
      case 0x0A:
        if previous != 0x0D {
          breaks += 1
          ranges.append(lineStart..<index)
        }
        lineStart = next
      case 0x0D:
        breaks += 1
        convert = true
        ranges.append(lineStart..<index)
        lineStart = next
      case 0x85 where previous == 0xC2: convert = true
      case 0xA8, 0xA9: if previous == 0x80 { convert = true }
      default: break
      }
      previous = byte
      index = next
    }
    ranges.append(lineStart..<utf8.endIndex)
    lineRanges = ranges
    needsConversion = convert
    let endsWithBreak = previous == 0x0A || previous == 0x0D
    lineCount = max(1, endsWithBreak ? breaks : breaks + 1)
    if convert {
      let all = Array(text.unicodeScalars)
      scalars = all
      yamlLineStarts = SourceText.yamlLineStarts(all)
    } else {
      scalars = []
      yamlLineStarts = []
    }
  }

  /// The walk of ``editorLocation(yamlLine:yamlColumn:)`` over the whole text, recording where
  /// each libYAML line starts: its scalar index and the editor's line and column there.
  private static func yamlLineStarts(_ scalars: [Unicode.Scalar]) -> [(
    index: Int, line: Int, column: Int
  )] {
    var starts = [(index: 0, line: 1, column: 1)]
    var editor = (line: 1, column: 1)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r" || scalar == "\n" {
        if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        editor = (editor.line + 1, 1)
        starts.append((index + 1, editor.line, editor.column))
      } else if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        editor.column += 1
        starts.append((index + 1, editor.line, editor.column))
      } else {
        editor.column += 1
      }
      index += 1
    }
    return starts
  }

  var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

  func location(_ mark: Mark?) -> SourceLocation {
    guard let mark else { return start }
    return editorLocation(yamlLine: max(1, mark.line), yamlColumn: max(1, mark.column))
  }

  func location(of node: Node) -> SourceLocation { location(node.mark) }

  /// An editor's line and column for libYAML's (1-based) line and column.
  func editorLocation(yamlLine: Int, yamlColumn: Int) -> SourceLocation {
    var line = yamlLine
    var column = yamlColumn
    if needsConversion {
      // Start at the recorded state of the target line (or of the last line, for a mark past
      // the end): the same walk as from the start of the text, without the lines before.
      let start = yamlLineStarts[min(yamlLine, yamlLineStarts.count) - 1]
      var yaml = (line: min(yamlLine, yamlLineStarts.count), column: 1)
      var editor = (line: start.line, column: start.column)
      var index = start.index
      while index < scalars.count,
        yaml.line < yamlLine || (yaml.line == yamlLine && yaml.column < yamlColumn)
      {
        let scalar = scalars[index]
        if scalar == "\r" || scalar == "\n" {
          if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
          yaml = (yaml.line + 1, 1)
          editor = (editor.line + 1, 1)
        } else if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
          yaml = (yaml.line + 1, 1)
          editor.column += 1
        } else {
          yaml.column += 1
          editor.column += 1
        }
        index += 1
      }
      (line, column) = (editor.line, editor.column + max(0, yamlColumn - yaml.column))
    }
    if line > lineCount {
      // The end of the stream after a final line break: the end of the last line.
      line = lineCount
      column = (self.line(lineCount)?.unicodeScalars.count ?? 0) + 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The lines as an editor shows them (LF, CRLF or CR end a line), without their breaks.
  func editorLines() -> [Substring] {
    var lines: [Substring] = []
    var lineStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(text[lineStart..<index])
        lineStart = text.index(after: index)
      }
      index = text.index(after: index)
    }
    lines.append(text[lineStart..<text.endIndex])
    return lines
  }

  /// The text of line `number` (1-based) without its line break.
  ///
  /// - Complexity: O(the line's length).
  func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineRanges.count else { return nil }
    // Control characters are escaped when the error is printed (SceneError.description).
    return String(text[lineRanges[number - 1]])
  }

  func error(_ message: String, at location: SourceLocation) -> SceneError {
    SceneError(message, at: location, sourceLine: line(location.line))
  }

  func error(_ message: String, at node: Node) -> SceneError {
    error(message, at: location(of: node))
  }

  // MARK: Yams errors

  func error(converting yamlError: YamlError) -> SceneError {
    switch yamlError {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      if problem.hasPrefix("Maximum nesting level")
        || context?.text.contains("Maximum nesting") == true
      {
        return error(
          "the YAML is nested too deeply (more than 1000 levels of lists and mappings)",
          at: location(mark))
      }
      if problem == "but found another document" {
        return error(
          "the file holds more than one YAML document; a scene file holds exactly one",
          at: location(mark))
      }
      if problem == "found undefined alias" {
        return error(
          "YAML aliases are not supported in scene files; write the value out", at: location(mark))
      }
      var message = "invalid YAML: \(problem)"
      if let context, !context.text.isEmpty {
        let contextMark = location(context.mark)
        if contextMark.line == location(mark).line {
          message += " (\(context.text) at column \(contextMark.column))"
        } else {
          message += " (\(context.text) at line \(contextMark.line), column \(contextMark.column))"
        }
      }
      return error(message, at: location(mark))
    case .reader(let problem, let offset, _, _):
      return error("invalid text: \(problem)", at: location(utf8Offset: offset ?? 0))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.first ?? ""
      let first = location(context.mark)
      let message =
        "duplicate key '\(key)' in a mapping; the first is at line \(first.line), column \(first.column)"
      if let second = secondOccurrence(ofKey: key, after: first) {
        return error(message, at: second)
      }
      return error("duplicate key '\(key)' in this mapping", at: first)
    default:
      return error("cannot parse the file: \(yamlError)", at: start)
    }
  }

  /// The location of a UTF-8 offset (a libYAML reader error's): the one
  /// ``TextEscaping/TextLines`` convention (lines end at LF, CRLF or CR; columns in Unicode
  /// scalars).
  func location(utf8Offset: Int) -> SourceLocation {
    SourceLocation(
      file: file, position: TextLines(Array(text.utf8)).position(ofOffset: utf8Offset))
  }

  /// Finds the next `key:` after the first occurrence of a duplicated key: in a block mapping
  /// (the first key starts its line) at the same column on a later line, before the mapping
  /// ends; in a flow mapping anywhere after it.
  private func secondOccurrence(ofKey key: String, after first: SourceLocation) -> SourceLocation? {
    let lines = editorLines().map { Array($0.unicodeScalars) }
    guard first.line >= 1, first.line <= lines.count else { return nil }
    let firstLine = lines[first.line - 1]
    let indent = first.column - 1
    let isBlock =
      indent <= firstLine.count && firstLine[0..<indent].allSatisfy { $0 == " " || $0 == "-" }
    let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }

    func keyMatches(_ line: [Unicode.Scalar], at column: Int) -> Bool {
      for spelling in spellings where column + spelling.count <= line.count {
        guard Array(line[column..<(column + spelling.count)]) == spelling else { continue }
        var index = column + spelling.count
        while index < line.count, line[index] == " " {
          index += 1
        }
        if index < line.count, line[index] == ":" { return true }
      }
      return false
    }

    if isBlock {
      for number in first.line..<lines.count {
        let line = lines[number]
        let content = line.firstIndex { $0 != " " } ?? line.count
        if content >= line.count || line[content] == "#" { continue }
        if content < indent, line[content] != "-" { return nil }
        if keyMatches(line, at: indent) {
          return SourceLocation(file: file, line: number + 1, column: indent + 1)
        }
      }
      return nil
    }
    for number in (first.line - 1)..<lines.count {
      let line = lines[number]
      let startColumn = number == first.line - 1 ? indent + 1 : 0
      guard startColumn <= line.count else { continue }
      for column in startColumn..<line.count where keyMatches(line, at: column) {
        let previous = column > 0 ? line[column - 1] : " "
        if previous == " " || previous == "{" || previous == "," || previous == "\t" {
          return SourceLocation(file: file, line: number + 1, column: column + 1)
        }
      }
    }
    return nil
  }

  // MARK: Anchors and aliases

  /// The first `&anchor` or `*alias` written where a YAML node can start (``YAMLAnchorMark``,
  /// quotes and comments not tracked, so that no quoting trick can hide an anchor).
  func firstAnchorOrAlias() -> (location: SourceLocation, text: String)? {
    YAMLAnchorMark.first(in: text).map {
      (SourceLocation(file: file, line: $0.line, column: $0.column), $0.text)
    }
  }

  /// Refuses the first anchor (and so every alias) in document order. An alias shares the node
  /// of its anchor, so walking a document that uses them could take exponential time (a
  /// "billion laughs" file); the walk stops at the first anchor, before any repetition.
  func rejectAnchors(in node: Node) throws(SceneError) {
    if let anchor = node.anchor {
      throw error(
        "YAML anchors and aliases ('&\(anchor.rawValue)') are not supported in scene files; write the value out",
        at: node)
    }
    switch node {
    case .mapping(let mapping):
      for (key, value) in mapping {
        try rejectAnchors(in: key)
        try rejectAnchors(in: value)
      }
    case .sequence(let sequence):
      for element in sequence {
        try rejectAnchors(in: element)
      }
    case .scalar, .alias:
      break
    }
  }

  // MARK: Scalars

  /// Maps an offset in a scalar's value (in Unicode scalars) to its place in the file, when the
  /// scalar is written on one line; otherwise every offset maps to the scalar's start.
  func locator(for scalar: Node.Scalar) -> (Int) -> SourceLocation {
    let base = location(scalar.mark)
    guard let sourceLine = line(base.line) else { return { _ in base } }
    let raw = Array(sourceLine.unicodeScalars.dropFirst(base.column - 1))
    let value = Array(scalar.string.unicodeScalars)
    var rawOffsets: [Int] = []
    rawOffsets.reserveCapacity(value.count + 1)
    var index = 0
    switch scalar.style {
    case .singleQuoted:
      index = 1
      for scalarValue in value {
        guard index < raw.count else { break }
        rawOffsets.append(index)
        index += (scalarValue == "'" && index + 1 < raw.count && raw[index + 1] == "'") ? 2 : 1
      }
    case .doubleQuoted:
      index = 1
      for _ in value {
        guard index < raw.count else { break }
        rawOffsets.append(index)
        if raw[index] == "\\", index + 1 < raw.count {
          switch raw[index + 1] {
          case "x": index += 4
          case "u": index += 6
          case "U": index += 10
          default: index += 2
          }
        } else {
          index += 1
        }
      }
    case .plain:
      if raw.starts(with: value) {
        rawOffsets = Array(0..<value.count)
        index = value.count
      }
    default:
      break
    }
    let mapsWholeValue = rawOffsets.count == value.count
    if mapsWholeValue {
      rawOffsets.append(index)
    }
    return { offset in
      guard mapsWholeValue, offset >= 0, offset < rawOffsets.count else {
        return base
      }
      return SourceLocation(
        file: base.file, line: base.line, column: base.column + rawOffsets[offset])
    }
  }
}
