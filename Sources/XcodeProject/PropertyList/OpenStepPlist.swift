import Foundation
import TextEscaping

/// A value of an OpenStep (ASCII) property list, the format of `project.pbxproj`: a string, a data
/// block, an array or a dictionary, each with the byte offset it starts at (for located notes).
public indirect enum OpenStepValue: Hashable, Sendable {
  /// A quoted or unquoted string (numbers are strings in this format).
  case string(String, offset: Int)
  /// `<0fbd 77>`.
  case data([UInt8], offset: Int)
  /// `( a, b, )`.
  case array([OpenStepValue], offset: Int)
  /// `{ key = value; }`: keys in file order (a dictionary's order never reaches output; lookups
  /// go through ``OpenStepDictionary/subscript(_:)``).
  case dictionary(OpenStepDictionary)

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  /// The array, if this is one.
  public var array: [OpenStepValue]? {
    if case .array(let value, _) = self { return value }
    return nil
  }

  /// The dictionary, if this is one.
  public var dictionary: OpenStepDictionary? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The strings of an array of strings (other elements are dropped).
  public var strings: [String] { array?.compactMap(\.string) ?? [] }

  /// Where the value starts in the file's bytes.
  public var offset: Int {
    switch self {
    case .string(_, let offset), .data(_, let offset), .array(_, let offset): offset
    case .dictionary(let dictionary): dictionary.offset
    }
  }
}

/// An OpenStep dictionary: its entries in file order and an index for lookups.
public struct OpenStepDictionary: Hashable, Sendable {
  /// The entries, in file order.
  public private(set) var entries: [(key: String, value: OpenStepValue)] = []
  private var index: [String: Int] = [:]  // lookups only
  /// Where the `{` is.
  public var offset: Int

  /// An empty dictionary at `offset`.
  public init(offset: Int) { self.offset = offset }

  /// The value for `key` (the last one, when a key repeats).
  public subscript(key: String) -> OpenStepValue? {
    index[key].map { entries[$0].value }
  }

  /// Adds or replaces an entry.
  mutating func set(_ key: String, _ value: OpenStepValue) {
    if let at = index[key] {
      entries[at].value = value
    } else {
      index[key] = entries.count
      entries.append((key, value))
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.offset == rhs.offset && lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(offset)
    for entry in entries {
      hasher.combine(entry.key)
      hasher.combine(entry.value)
    }
  }
}

/// A strict reader of OpenStep property lists (`project.pbxproj`): dictionaries, arrays, quoted
/// and unquoted strings with their escapes, `/* */` and `//` comments, and `<hex>` data. Anything
/// else is a ``ProjectError`` with the file, line and column. Nesting is bounded by
/// ``ProjectReaderLimits/maximumDepth``.
///
/// ```swift
/// let root = try OpenStepPlist.parse(bytes, file: "App.xcodeproj/project.pbxproj")
/// root.dictionary?["rootObject"]?.string  // "8D1107260486CEB800E47090"
/// ```
public struct OpenStepPlist {
  let bytes: [UInt8]
  let file: String
  var at = 0
  var depth = 0

  /// Parses `bytes` (UTF-8) as one value followed only by whitespace and comments.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ bytes: [UInt8], file: String) throws(ProjectError) -> OpenStepValue {
    var parser = OpenStepPlist(bytes: bytes, file: file)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.at = 3 }
    try parser.skipTrivia()
    guard parser.at < bytes.count else {
      throw parser.error("the file is empty; expected a '{' dictionary", at: parser.at)
    }
    let value = try parser.value()
    try parser.skipTrivia()
    if parser.at < bytes.count {
      throw parser.error(
        "unexpected '\(parser.character(parser.at))' after the end of the property list",
        at: parser.at)
    }
    return value
  }

  /// Parses `bytes` as an XML (or binary) property list with `PropertyListSerialization`, as
  /// the same values the OpenStep reader gives: strings (numbers and booleans as their
  /// `stringValue`), data, arrays, dictionaries with their keys in sorted order (XML
  /// dictionaries have no order a reader keeps). Every offset is 0 (the reader does not say
  /// where a value is). A document that declares entities, one that is not a property list and
  /// values nested deeper than ``ProjectReaderLimits/maximumDepth`` are ``ProjectError``s.
  public static func parseXML(_ bytes: [UInt8], file: String) throws(ProjectError)
    -> OpenStepValue
  {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if head.contains("<!ENTITY") { throw InfoPlist.locatedError(bytes, path: file) }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw InfoPlist.locatedError(bytes, path: file)
    }
    return try openStepValue(object, file: file, depth: 0)
  }

  static func openStepValue(_ object: Any, file: String, depth: Int) throws(ProjectError)
    -> OpenStepValue
  {
    guard depth <= ProjectReaderLimits.maximumDepth else {
      throw ProjectError(
        .nestingTooDeep, "values nest more than \(ProjectReaderLimits.maximumDepth) deep",
        file: file)
    }
    switch object {
    case let text as String: return .string(text, offset: 0)
    case let data as Data: return .data(Array(data), offset: 0)
    case let array as [Any]:
      var values: [OpenStepValue] = []
      for element in array {
        values.append(try openStepValue(element, file: file, depth: depth + 1))
      }
      return .array(values, offset: 0)
    case let dictionary as [String: Any]:
      var result = OpenStepDictionary(offset: 0)
      for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
        result.set(key, try openStepValue(value, file: file, depth: depth + 1))
      }
      return .dictionary(result)
    case let number as NSNumber: return .string(number.stringValue, offset: 0)
    case let date as Date: return .string(ISO8601DateFormatter().string(from: date), offset: 0)
    default:
      throw ProjectError(
        .structure, "a value of the property list is neither a string, data, array nor dictionary",
        file: file)
    }
  }

  /// Reads and parses the file at `path`.
  public static func parse(contentsOf path: String) throws(ProjectError) -> OpenStepValue {
    try parse(try readBytes(path), file: path)
  }

  func error(_ message: String, at offset: Int) -> ProjectError {
    let lines = TextLines(bytes)
    let position = lines.position(ofOffset: offset)
    return ProjectError(
      .syntax, message, file: file, line: position.line, column: position.column,
      sourceLine: lines.line(position.line))
  }

  func character(_ offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    if byte >= 0x20, byte < 0x7F { return String(UnicodeScalar(byte)) }
    return String(format: "\\x%02X", byte)
  }

  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  mutating func skipTrivia() throws(ProjectError) {
    while at < bytes.count {
      let byte = bytes[at]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        at += 1
      } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*")
      {
        let start = at
        at += 2
        while at + 1 < bytes.count,
          !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/"))
        {
          at += 1
        }
        guard at + 1 < bytes.count else {
          throw error("unterminated '/*' comment; close it with '*/'", at: start)
        }
        at += 2
      } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/")
      {
        while at < bytes.count, bytes[at] != 0x0A { at += 1 }
      } else {
        return
      }
    }
  }

  mutating func value() throws(ProjectError) -> OpenStepValue {
    guard at < bytes.count else { throw error("expected a value, found the end of file", at: at) }
    let start = at
    switch bytes[at] {
    case UInt8(ascii: "{"):
      try enter(start)
      defer { depth -= 1 }
      at += 1
      var dictionary = OpenStepDictionary(offset: start)
      while true {
        try skipTrivia()
        guard at < bytes.count else {
          throw error("unterminated dictionary; expected '}'", at: start)
        }
        if bytes[at] == UInt8(ascii: "}") {
          at += 1
          return .dictionary(dictionary)
        }
        let keyStart = at
        guard case .string(let key, _) = try value() else {
          throw error("a dictionary key must be a string", at: keyStart)
        }
        try skipTrivia()
        try expect("=", after: "the key '\(key)'")
        try skipTrivia()
        let entry = try value()
        try skipTrivia()
        try expect(";", after: "the value of '\(key)'")
        dictionary.set(key, entry)
      }
    case UInt8(ascii: "("):
      try enter(start)
      defer { depth -= 1 }
      at += 1
      var elements: [OpenStepValue] = []
      while true {
        try skipTrivia()
        guard at < bytes.count else { throw error("unterminated array; expected ')'", at: start) }
        if bytes[at] == UInt8(ascii: ")") {
          at += 1
          return .array(elements, offset: start)
        }
        elements.append(try value())
        try skipTrivia()
        guard at < bytes.count else { throw error("unterminated array; expected ')'", at: start) }
        if bytes[at] == UInt8(ascii: ",") {
          at += 1
        } else if bytes[at] != UInt8(ascii: ")") {
          throw error("expected ',' or ')' in an array, found '\(character(at))'", at: at)
        }
      }
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return .string(try quoted(), offset: start)
    case UInt8(ascii: "<"):
      return .data(try data(), offset: start)
    case let byte where Self.isUnquoted(byte):
      while at < bytes.count, Self.isUnquoted(bytes[at]) { at += 1 }
      return .string(String(decoding: bytes[start..<at], as: UTF8.self), offset: start)
    default:
      throw error(
        "expected a value ('{', '(', a string or '<data>'), found '\(character(at))'", at: at)
    }
  }

  mutating func enter(_ start: Int) throws(ProjectError) {
    depth += 1
    if depth > ProjectReaderLimits.maximumDepth {
      let position = TextLines(bytes).position(ofOffset: start)
      throw ProjectError(
        .nestingTooDeep,
        "values nest more than \(ProjectReaderLimits.maximumDepth) deep",
        file: file, line: position.line, column: position.column)
    }
  }

  mutating func expect(_ symbol: Character, after what: String) throws(ProjectError) {
    guard let ascii = symbol.asciiValue, at < bytes.count, bytes[at] == ascii else {
      throw error("expected '\(symbol)' after \(what), found '\(character(at))'", at: at)
    }
    at += 1
  }

  mutating func quoted() throws(ProjectError) -> String {
    let start = at
    let quote = bytes[at]
    at += 1
    var result: [UInt8] = []
    while true {
      guard at < bytes.count else {
        throw error("unterminated string; close it with \(character(start))", at: start)
      }
      let byte = bytes[at]
      if byte == quote {
        at += 1
        break
      }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        at += 1
        continue
      }
      let escapeStart = at
      at += 1
      guard at < bytes.count else { throw error("unterminated escape", at: escapeStart) }
      let code = bytes[at]
      at += 1
      switch code {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "a"): result.append(0x07)
      case UInt8(ascii: "v"): result.append(0x0B)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\n"):
        result.append(code)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var scalar: UInt32 = 0
        for _ in 0..<4 {
          guard at < bytes.count, let digit = Self.hexValue(bytes[at]) else {
            throw error("'\\U' needs four hexadecimal digits", at: escapeStart)
          }
          scalar = scalar * 16 + UInt32(digit)
          at += 1
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw error("'\\U' names no Unicode scalar", at: escapeStart)
        }
        result += Array(String(Character(unicode)).utf8)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(code - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, at < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[at])
        {
          value = value * 8 + UInt32(bytes[at] - UInt8(ascii: "0"))
          at += 1
          digits += 1
        }
        guard value < 256 else { throw error("octal escape above \\377", at: escapeStart) }
        result.append(UInt8(value))
      default:
        throw error("unknown escape '\\\(character(at - 1))'", at: escapeStart)
      }
    }
    guard let text = String(bytes: result, encoding: .utf8) else {
      let position = TextLines(bytes).position(ofOffset: start)
      throw ProjectError(
        .unsupportedEncoding, "the string is not UTF-8", file: file, line: position.line,
        column: position.column)
    }
    return text
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  mutating func data() throws(ProjectError) -> [UInt8] {
    let start = at
    at += 1
    var result: [UInt8] = []
    var high: UInt8?
    while true {
      guard at < bytes.count else { throw error("unterminated data; expected '>'", at: start) }
      let byte = bytes[at]
      at += 1
      if byte == UInt8(ascii: ">") { break }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      guard let digit = Self.hexValue(byte) else {
        throw error(
          "expected a hexadecimal digit in data, found '\(character(at - 1))'", at: at - 1)
      }
      if let first = high {
        result.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
    if high != nil { throw error("data has an odd number of hexadecimal digits", at: start) }
    return result
  }
}
