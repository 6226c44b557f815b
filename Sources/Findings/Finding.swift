extension Report {
  /// One finding, as every reporter, configuration and baseline sees it: shared by `audit` and
  /// `lint`.
  ///
  /// How each tool fills it:
  ///
  /// | field | `audit` (a layout finding) | `lint` (a source finding) |
  /// |---|---|---|
  /// | `file`, `line`, `column` | where the view is declared | the token |
  /// | `objectID` | the view's IB object id or scene-file id | the macro, constant or symbol name |
  /// | `objectClass` | the view's class (`UIButton`) | `nil` (or the kind of declaration) |
  /// | `scopes` | its scene's id and storyboard identifier | the enclosing type or function |
  /// | `details` | `on 31 of 85 devices: …; by 44 pt` | `wrong on 61 of 85 devices: …` |
  /// | `properties` | `amount`, `minimumAmount`, `where`, `environments` | per-device values |
  ///
  /// The ``identity`` (file, object id, rule) is what baselines and `ignore` entries match on:
  /// never the line, which moves when the file is edited above the finding.
  public struct Finding: Hashable, Sendable {
    /// The rule.
    public var rule: RuleIdentifier
    /// The severity, after the configuration's `severity` overrides.
    public var severity: Severity
    /// The file, as the run names it (relative to the working directory when given so).
    public var file: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// The stable name of what the finding is about: an IB object id, a scene file's view id, or
    /// for `lint` a macro or symbol name; `nil` when it has none.
    public var objectID: String?
    /// The object's class (`UIButton`): the JSON report's `class`, omitted when `nil`.
    public var objectClass: String?
    /// Other names an `ignore` entry may use for the object, outermost first: a storyboard
    /// scene's id and storyboard identifier, or the enclosing declaration of a lint finding.
    public var scopes: [String]
    /// What is wrong, in one sentence.
    public var message: String
    /// Lines that say where and by how much: indented lines in text, in parentheses in Xcode.
    public var details: [String]
    /// How to fix it.
    public var fix: String
    /// The JSON report's members after `fix`, in order.
    public var properties: [Member]
    /// The SARIF result's `properties`, in order.
    public var resultProperties: [Member]

    /// Creates a finding.
    public init(
      rule: RuleIdentifier, severity: Severity, file: String, line: Int, column: Int,
      objectID: String?, objectClass: String? = nil, scopes: [String] = [], message: String,
      details: [String] = [], fix: String, properties: [Member] = [],
      resultProperties: [Member] = []
    ) {
      self.rule = rule
      self.severity = severity
      self.file = file
      self.line = line
      self.column = column
      self.objectID = objectID
      self.objectClass = objectClass
      self.scopes = scopes
      self.message = message
      self.details = details
      self.fix = fix
      self.properties = properties
      self.resultProperties = resultProperties
    }

    /// `path:line:column`, or the path alone when the line is unknown.
    public var location: String {
      line > 0 ? "\(file):\(line):\(column)" : file
    }

    /// What baselines and suppressions match on: file, object id and rule, not the position.
    public var identity: Identity {
      Identity(file: file, objectID: objectID, rule: rule)
    }

    /// Report order: file, line, column, rule, then object id and class.
    public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.rule.rawValue, lhs.objectID ?? "", lhs.objectClass ?? "")
        < (
          rhs.file, rhs.line, rhs.column, rhs.rule.rawValue, rhs.objectID ?? "",
          rhs.objectClass ?? ""
        )
    }
  }

  /// A finding without its position: the key of a baseline entry.
  public struct Identity: Hashable, Sendable, Comparable {
    /// The file, as the run names it.
    public var file: String
    /// The object's stable name, if any.
    public var objectID: String?
    /// The rule.
    public var rule: RuleIdentifier

    /// Creates an identity.
    public init(file: String, objectID: String?, rule: RuleIdentifier) {
      self.file = file
      self.objectID = objectID
      self.rule = rule
    }

    public static func < (lhs: Identity, rhs: Identity) -> Bool {
      (lhs.file, lhs.objectID ?? "", lhs.rule.rawValue)
        < (rhs.file, rhs.objectID ?? "", rhs.rule.rawValue)
    }
  }
}
