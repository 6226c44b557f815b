import Foundation
import Yams

/// The findings a project has accepted for now, without their positions (SwiftLint's `Baseline`),
/// so that an old app can adopt the tool today and be held to it for new code:
/// `--write-baseline FILE` records a run's findings, `--baseline FILE` reports only the findings
/// that are not in it.
///
/// An entry is a finding's ``Report/Identity``: file, object id and rule. Lines are not compared
/// (they move when the file is edited above the finding), and messages are kept for people only
/// (they quote amounts that change with the catalog). When several findings share an identity
/// (views without an id in one file), the baseline absorbs as many as it recorded.
///
/// The file is JSON, entries sorted, paths relative to the baseline's own directory:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"file": "App/Main.storyboard", "id": "abc-12-xyz", "rule": "content_under_bar", "message": "…"}
///   ]
/// }
/// ```
public struct Baseline: Hashable, Sendable {
  /// One accepted finding.
  public struct Entry: Hashable, Sendable, Comparable {
    /// File, object id and rule; the file relative to the baseline's directory.
    public var identity: Report.Identity
    /// The finding's message when it was recorded, for people reading the file.
    public var message: String

    /// Creates an entry.
    public init(identity: Report.Identity, message: String) {
      self.identity = identity
      self.message = message
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.identity, lhs.message) < (rhs.identity, rhs.message)
    }
  }

  /// The entries, sorted.
  public var entries: [Entry]

  /// A baseline of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries.sorted()
  }

  /// The baseline of `findings`, with paths relative to `directory` (the baseline file's).
  public init(
    _ findings: [Report.Finding], directory: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.init(
      entries: findings.map { finding in
        Entry(
          identity: Self.identity(of: finding, directory: directory, from: workingDirectory),
          message: finding.message)
      })
  }

  /// `findings` without the ones the baseline holds, and how many it held back.
  public func filter(
    _ findings: [Report.Finding], directory: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> (findings: [Report.Finding], baselined: Int) {
    var remaining: [Report.Identity: Int] = [:]  // lookups only
    for entry in entries { remaining[entry.identity, default: 0] += 1 }
    var kept: [Report.Finding] = []
    var baselined = 0
    for finding in findings {
      let identity = Self.identity(of: finding, directory: directory, from: workingDirectory)
      if let count = remaining[identity], count > 0 {
        remaining[identity] = count - 1
        baselined += 1
      } else {
        kept.append(finding)
      }
    }
    return (kept, baselined)
  }

  /// The report without the findings the baseline holds.
  public func filter(
    _ report: Report, directory: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> (report: Report, baselined: Int) {
    var result = report
    let (findings, baselined) = filter(
      report.findings, directory: directory, workingDirectory: workingDirectory)
    result.findings = findings
    return (result, baselined)
  }

  static func identity(of finding: Report.Finding, directory: String, from workingDirectory: String)
    -> Report.Identity
  {
    var identity = finding.identity
    identity.file = PathPattern.relative(finding.file, to: directory, from: workingDirectory)
    return identity
  }

  // MARK: File

  /// The baseline as JSON, entries sorted, one per line.
  public var json: String {
    let lines = entries.map { entry in
      JSONString.value(
        .object([
          Report.Member("file", .string(entry.identity.file)),
          Report.Member("id", entry.identity.objectID.map(Report.Value.string) ?? .null),
          Report.Member("rule", .string(entry.identity.rule.rawValue)),
          Report.Member("message", .string(entry.message)),
        ]))
    }
    return JSONString.object([
      ("version", "1"),
      ("findings", JSONString.array(lines, indent: 1)),
    ]) + "\n"
  }

  /// Reads a baseline file (JSON, read as YAML so that errors have a line and column).
  ///
  /// - Throws: ``ConfigurationError`` at the problem.
  public static func load(path: String) throws(ConfigurationError) -> Baseline {
    let (source, text) = try YAMLSource.read(path: path)
    return try parse(text, source: source)
  }

  /// Parses baseline text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Baseline {
    try parse(text, source: YAMLSource(file: file, text: text))
  }

  static func parse(_ text: String, source: YAMLSource) throws(ConfigurationError) -> Baseline {
    guard let root = try source.compose(text), case .mapping(let top) = root else {
      throw source.error(
        "expected a baseline: {\"version\": 1, \"findings\": […]} as 'safearea audit"
          + " --write-baseline' writes it", line: 1, column: 1)
    }
    var entries: [Entry] = []
    for (key, value) in top {
      switch key.scalarText {
      case "version":
        guard value.scalarText == "1" else {
          throw source.error(
            "unsupported baseline version '\(value.scalarText ?? "")'; expected 1", at: value)
        }
      case "findings":
        guard case .sequence(let list) = value else {
          throw source.error("expected a list for 'findings'", at: value)
        }
        for element in list { entries.append(try entry(element, source: source)) }
      default:
        throw source.error(
          "unknown key '\(key.scalarText ?? "")' in a baseline; expected 'version', 'findings'",
          at: key)
      }
    }
    return Baseline(entries: entries)
  }

  private static func entry(_ node: Node, source: YAMLSource) throws(ConfigurationError) -> Entry {
    guard case .mapping(let mapping) = node else {
      throw source.error("expected a baseline entry {\"file\", \"id\", \"rule\"}", at: node)
    }
    var file: String?
    var id: String?
    var rule: String?
    var message = ""
    for (key, value) in mapping {
      let text: String?
      if case .scalar(let scalar) = value {
        text = scalar.style == .plain && scalar.string == "null" ? nil : scalar.string
      } else {
        throw source.error("expected text for '\(key.scalarText ?? "")'", at: value)
      }
      switch key.scalarText {
      case "file": file = text
      case "id": id = text
      case "rule": rule = text
      case "message": message = text ?? ""
      default:
        throw source.error(
          "unknown key '\(key.scalarText ?? "")' in a baseline entry; expected 'file', 'id',"
            + " 'rule', 'message'", at: key)
      }
    }
    guard let file, let rule, !rule.isEmpty else {
      throw source.error("a baseline entry needs 'file' and 'rule'", at: node)
    }
    return Entry(
      identity: Report.Identity(file: file, objectID: id, rule: RuleIdentifier(rawValue: rule)),
      message: message)
  }
}
