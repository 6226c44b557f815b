import Foundation
import HeadlessUIKit
import TextEscaping
import Yams

/// Reads scene files (YAML or JSON) into a ``SceneFile``.
///
/// ```swift
/// let scene = try SceneLoader.load(path: "Examples/a0-2.yaml")
/// ```
///
/// Every problem is a ``SceneError`` at its line and column. The loader never crashes on bad
/// input: files over ``maximumFileSize`` bytes, YAML nested deeper than libYAML's 1000 levels,
/// scenes nested deeper than ``maximumNestingDepth`` controllers and views, and YAML anchors and
/// aliases (which could expand exponentially) are all reported as errors.
public enum SceneLoader {
  /// The largest file the loader reads, in bytes (8 MiB).
  public static let maximumFileSize = 8 * 1024 * 1024

  /// The deepest nesting of controller and view nodes the loader accepts.
  public static let maximumNestingDepth = 64

  /// Reads and parses the scene file at `path`. JSON (`.json`) and YAML (`.yaml`, `.yml`, any
  /// other extension) are read the same way: JSON is YAML.
  ///
  /// - Throws: ``SceneError`` when the file cannot be read or is not a valid scene.
  public static func load(path: String) throws(SceneError) -> SceneFile {
    let text = try readText(path: path)
    return try parse(text, file: path)
  }

  /// Whether the file at `path` is meant as a scene file: anything but a YAML (or JSON) document
  /// that parses and is not a mapping with `root` or `environment` at its top level — the
  /// linter, CI and localisation configurations a project's folders also hold (`crowdin.yml`,
  /// XcodeGen's `project.yml`, a JSON list). A file that cannot be read counts as meant, so that
  /// ``load(path:)`` reports its error where it is; one that does not parse is judged by its
  /// keys at column 1 (meant when one is `root` or `environment`; with none, when a key of either
  /// name is anywhere in it, as in a JSON object).
  public static func isMeantAsScene(path: String) -> Bool {
    guard let text = try? readText(path: path) else { return true }
    let reader = SourceText(file: path, text: text)
    // The keys at column 1 say it when the text is not parsed: with anchors (aliases can expand
    // without bound), or when the YAML parser rejects it (a duplicate key, which other tools'
    // parsers accept: element-ios's SwiftGen configuration). No such key: treated as meant, so
    // the full loader's located error shows.
    let byColumnOneKeys = {
      let keys = TextLines.split(text).compactMap { line -> String? in
        guard let first = line.first, first.isLetter || first == "_" || first == "\"",
          let colon = line.firstIndex(of: ":")
        else { return nil }
        return line[..<colon].trimmingCharacters(in: ["\"", "'", " "])
      }
      guard keys.isEmpty else { return keys.contains { $0 == "root" || $0 == "environment" } }
      // No key at column 1: a JSON object (its keys are indented) or a flow mapping. Meant when
      // a key named `root` or `environment` is anywhere in it; a TypeScript or VS Code
      // configuration with `//` comments, which no YAML parser reads, names neither (fresh
      // round T, Canvas: a `tsconfig.json` made a whole app folder exit 65).
      return Self.namesSceneKey(text)
    }
    if reader.firstAnchorOrAlias() != nil { return byColumnOneKeys() }
    guard let parser = try? Parser(yaml: text, encoding: .utf8) else { return byColumnOneKeys() }
    let root: Node?
    do {
      root = try parser.singleRoot()
    } catch {
      return byColumnOneKeys()
    }
    return withExtendedLifetime(parser) {
      guard let mapping = root?.mapping else { return false }
      return mapping.keys.contains { $0.string == "root" || $0.string == "environment" }
    }
  }

  /// Whether `text` holds a key `root` or `environment` at any depth: the word, quoted or not,
  /// followed by `:` (spaces allowed), and not the end of a longer name (`rootDir:`, `my_root:`).
  static func namesSceneKey(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
        || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }
    for key in ["root", "environment"] {
      let word = Array(key.utf8)
      var start = 0
      while start + word.count <= bytes.count {
        defer { start += 1 }
        guard bytes[start] == word[0], Array(bytes[start..<start + word.count]) == word else {
          continue
        }
        if start > 0, isNameByte(bytes[start - 1]) { continue }
        var after = start + word.count
        if after < bytes.count,
          bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'")
        {
          after += 1
        }
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == 9 {
          after += 1
        }
        if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return true }
      }
    }
    return false
  }

  /// Parses scene text; `file` names it in locations and errors.
  ///
  /// - Throws: ``SceneError`` when the text is not a valid scene.
  public static func parse(_ text: String, file: String) throws(SceneError) -> SceneFile {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" {
      text.unicodeScalars.removeFirst()
    }
    let reader = SourceText(file: file, text: text)
    if text.utf8.count > maximumFileSize {
      throw reader.error(
        "the file is too large (\(text.utf8.count) bytes); scene files are limited to \(maximumFileSize) bytes",
        at: reader.start)
    }
    if let anchor = reader.firstAnchorOrAlias() {
      throw reader.error(
        "YAML anchors and aliases ('\(anchor.text)') are not supported in scene files; write the value out (quote text that starts with '&' or '*')",
        at: anchor.location)
    }
    let parser: Parser
    let document: Node?
    do {
      parser = try Parser(yaml: text, encoding: .utf8)
      document = try parser.singleRoot()
    } catch let error as YamlError {
      throw reader.error(converting: error)
    } catch {
      throw reader.error("cannot parse the file: \(error)", at: reader.start)
    }
    // The parser owns the anchors the nodes refer to weakly; keep it alive while reading.
    return try withExtendedLifetime(parser) { () throws(SceneError) -> SceneFile in
      guard let document else {
        throw reader.error(
          "the file is empty; expected a mapping with 'root:' (and optionally 'environment:')",
          at: reader.start)
      }
      try reader.rejectAnchors(in: document)
      var decoder = SceneDecoder(source: reader)
      return try decoder.decodeFile(document)
    }
  }

  static func readText(path: String) throws(SceneError) -> String {
    let fileManager = FileManager.default
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SceneError("cannot read the file: no such file", at: start)
    }
    if isDirectory.boolValue {
      throw SceneError("cannot read the file: it is a directory; expected a scene file", at: start)
    }
    if let problem = InputFileKind.problem(atPath: path) {
      throw SceneError("cannot read the file: \(problem); expected a scene file", at: start)
    }
    if let size = (try? fileManager.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > maximumFileSize
    {
      throw SceneError(
        "the file is too large (\(size.intValue) bytes); scene files are limited to \(maximumFileSize) bytes",
        at: start)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SceneError("cannot read the file: permission denied", at: start)
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw SceneError("cannot read the file: \(error.localizedDescription)", at: start)
    }
    if data.count > maximumFileSize {
      throw SceneError(
        "the file is too large (more than \(maximumFileSize) bytes); scene files are limited to \(maximumFileSize) bytes",
        at: start)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let location = invalidUTF8Location(data, file: path)
      throw SceneError("the file is not valid UTF-8 text", at: location)
    }
    return text
  }

  private static func invalidUTF8Location(_ data: Data, file: String) -> SourceLocation {
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput, .error:
        break decoding
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
