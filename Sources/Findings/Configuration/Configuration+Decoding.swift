import DeviceCatalog
import Foundation
import Yams

extension Configuration {
  /// The top-level keys, in the order `safearea init` writes them.
  public static let keys = [
    "disabled_rules", "opt_in_rules", "severity", "excluded", "included", "matrix", "reporter",
    "lint_cells", "ignore",
  ]

  /// The keys of `matrix`.
  public static let matrixKeys = ["devices", "orientations", "ios", "status_bar_hidden"]

  /// The keys of an `ignore` entry.
  public static let ignoreKeys = ["file", "id", "rule", "reason"]

  /// Reads the configuration file at `path`; paths in it are relative to its directory.
  ///
  /// - Parameter knownRules: every rule id the tool has (audit and lint); a rule the file names
  ///   that is not among them is an error. `nil` accepts any id.
  /// - Throws: ``ConfigurationError`` at the line and column of the problem.
  public static func load(path: String, knownRules: [RuleIdentifier]? = nil)
    throws(ConfigurationError) -> Configuration
  {
    let (source, text) = try YAMLSource.read(path: path)
    let directory = (path as NSString).deletingLastPathComponent
    let root =
      directory.isEmpty
      ? FileManager.default.currentDirectoryPath
      : PathPattern.absolute(directory, from: FileManager.default.currentDirectoryPath)
    return try parse(
      text, source: source, rootDirectory: root, knownRules: knownRules)
  }

  /// Parses configuration text; `file` names it in errors.
  ///
  /// - Throws: ``ConfigurationError`` at the line and column of the problem.
  public static func parse(
    _ text: String, file: String, rootDirectory: String, knownRules: [RuleIdentifier]? = nil
  ) throws(ConfigurationError) -> Configuration {
    try parse(
      text, source: YAMLSource(file: file, text: text), rootDirectory: rootDirectory,
      knownRules: knownRules)
  }

  static func parse(
    _ text: String, source: YAMLSource, rootDirectory: String, knownRules: [RuleIdentifier]?
  ) throws(ConfigurationError) -> Configuration {
    var configuration = Configuration(rootDirectory: rootDirectory)
    configuration.file = source.file
    guard let root = try source.compose(text) else { return configuration }
    var reader = ConfigurationReader(source: source, knownRules: knownRules)
    try reader.read(root, into: &configuration)
    return configuration
  }

  /// The configuration file that applies in `directory`: `.safearea.yml` there or in the nearest
  /// parent directory that has one.
  public static func find(from directory: String = FileManager.default.currentDirectoryPath)
    -> String?
  {
    var current = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The configuration a command uses: the file given (`--config FILE`), else the one
  /// ``find(from:)`` finds, else the default.
  public static func resolve(
    explicit path: String?, knownRules: [RuleIdentifier]? = nil,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ConfigurationError) -> Configuration {
    if let path { return try load(path: path, knownRules: knownRules) }
    guard let found = find(from: workingDirectory) else {
      return Configuration(rootDirectory: workingDirectory)
    }
    return try load(path: relativeIfInside(found, workingDirectory), knownRules: knownRules)
  }

  /// `path` relative to `directory` when it is inside it, for shorter messages.
  static func relativeIfInside(_ path: String, _ directory: String) -> String {
    let relative = PathPattern.relative(path, to: directory, from: directory)
    return relative.hasPrefix("/") ? path : relative
  }
}

/// Walks the composed YAML of a configuration, checking each key and value.
private struct ConfigurationReader {
  let source: YAMLSource
  let knownRules: [RuleIdentifier]?

  mutating func read(_ root: Node, into configuration: inout Configuration)
    throws(ConfigurationError)
  {
    for (keyNode, value) in try mapping(root, "the configuration") {
      let key = try keyText(keyNode, allowed: Configuration.keys)
      switch key {
      case "disabled_rules": configuration.disabledRules = try rules(value, key)
      case "opt_in_rules": configuration.optInRules = try rules(value, key)
      case "severity":
        configuration.severities = []
        for (ruleNode, levelNode) in try mapping(value, "'severity'") {
          let rule = try self.rule(ruleNode)
          let name = try scalar(levelNode, "a severity")
          guard let severity = Severity(rawValue: name) else {
            throw source.error(
              "unknown severity '\(name)' for '\(rule.rawValue)'; expected note, warning or error",
              at: levelNode)
          }
          configuration.severities.append(.init(rule: rule, severity: severity))
        }
      case "excluded":
        configuration.excluded = try strings(value, key).map(PathPattern.init)
      case "included":
        configuration.included = try strings(value, key).map(PathPattern.init)
      case "matrix": configuration.matrix = try matrix(value)
      case "reporter":
        let name = try scalar(value, "a reporter")
        guard let format = ReportFormat(rawValue: name) else {
          throw source.error(
            "unknown reporter '\(name)'; expected \(ReportFormat.list)", at: value)
        }
        configuration.reporter = format
      case "lint_cells":
        let text = try scalar(value, "true or false")
        guard let flag = Bool(text) else {
          throw source.error("expected true or false for 'lint_cells', found '\(text)'", at: value)
        }
        configuration.lintCells = flag
      default:  // "ignore"
        configuration.ignore = try sequence(value, key).map { (entry) throws(ConfigurationError) in
          try suppression(entry)
        }
      }
    }
  }

  func matrix(_ node: Node) throws(ConfigurationError) -> Configuration.Matrix {
    var matrix = Configuration.Matrix()
    for (keyNode, value) in try mapping(node, "'matrix'") {
      switch try keyText(keyNode, allowed: Configuration.matrixKeys, in: "matrix") {
      case "devices":
        matrix.devices = try strings(value, "devices")
        for (selector, element) in zip(matrix.devices ?? [], elements(value)) {
          guard DeviceCatalog.devices(matching: selector) != nil else {
            throw source.error(
              DeviceCatalog.notLaidOutMessage(for: selector)
                ?? "unknown device '\(selector)'; expected 'all', a family (iphone, ipad,"
                + " notched, dynamic-island, home-button, face-id) or a device name from"
                + " 'safearea devices'",
              at: element)
          }
        }
      case "orientations":
        var orientations: [Orientation] = []
        for element in elements(value) {
          let name = try scalar(element, "an orientation")
          guard let orientation = Configuration.Matrix.orientation(named: name) else {
            throw source.error(
              "unknown orientation '\(name)'; expected portrait, landscape, landscapeLeft,"
                + " landscapeRight or portraitUpsideDown", at: element)
          }
          if !orientations.contains(orientation) { orientations.append(orientation) }
        }
        matrix.orientations = orientations
      case "ios":
        var versions: [Int] = []
        for element in elements(value) {
          let text = try scalar(element, "an iOS version")
          guard let version = Int(text), IOSBehaviour.isModelled(version) else {
            throw source.error(
              "'\(text)' is not a modelled iOS behaviour version; expected one of "
                + IOSBehaviour.modelled.map(String.init).joined(separator: ", "), at: element)
          }
          if !versions.contains(version) { versions.append(version) }
        }
        matrix.ios = versions
      default:  // "status_bar_hidden"
        let text = try scalar(value, "true or false")
        guard let flag = Bool(text) else {
          throw source.error(
            "expected true or false for 'status_bar_hidden', found '\(text)'", at: value)
        }
        matrix.statusBarHidden = flag
      }
    }
    return matrix
  }

  func suppression(_ node: Node) throws(ConfigurationError) -> Configuration.Suppression {
    var file: String?
    var id: String?
    var rule: RuleIdentifier?
    var reason: String?
    for (keyNode, value) in try mapping(node, "an 'ignore' entry") {
      switch try keyText(keyNode, allowed: Configuration.ignoreKeys, in: "ignore") {
      case "file": file = try scalar(value, "a path")
      case "id": id = try scalar(value, "an object id")
      case "rule": rule = try self.rule(value)
      default: reason = try scalar(value, "a reason")
      }
    }
    for (name, value) in [("file", file), ("rule", rule?.rawValue), ("reason", reason)]
    where (value ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
      throw source.error(
        "this 'ignore' entry needs '\(name)' (each entry names file, rule and reason; id is"
          + " optional)", at: node)
    }
    return Configuration.Suppression(
      file: PathPattern(file ?? ""), id: id, rule: rule ?? RuleIdentifier(rawValue: ""),
      reason: reason ?? "")
  }

  // MARK: Shapes

  func mapping(_ node: Node, _ what: String) throws(ConfigurationError) -> [(Node, Node)] {
    if isNull(node) { return [] }
    guard case .mapping(let mapping) = node else {
      throw source.error("expected a mapping for \(what), found \(kind(node))", at: node)
    }
    return Array(mapping)
  }

  func sequence(_ node: Node, _ key: String) throws(ConfigurationError) -> [Node] {
    if isNull(node) { return [] }
    guard case .sequence(let sequence) = node else {
      throw source.error("expected a list for '\(key)', found \(kind(node))", at: node)
    }
    return Array(sequence)
  }

  /// The elements of a list, or a lone scalar as a list of one.
  func elements(_ node: Node) -> [Node] {
    if isNull(node) { return [] }
    if case .sequence(let sequence) = node { return Array(sequence) }
    return [node]
  }

  func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
    var result: [String] = []
    for element in elements(node) {
      result.append(try scalar(element, "text in '\(key)'"))
    }
    return result
  }

  func scalar(_ node: Node, _ what: String) throws(ConfigurationError) -> String {
    guard let text = node.scalarText else {
      throw source.error("expected \(what), found \(kind(node))", at: node)
    }
    return text
  }

  func keyText(_ node: Node, allowed: [String], in parent: String? = nil)
    throws(ConfigurationError) -> String
  {
    let key = try scalar(node, "a key")
    guard allowed.contains(key) else {
      var message = "unknown key '\(key)'"
      if let parent { message += " in '\(parent)'" }
      message += "; expected " + allowed.map { "'\($0)'" }.joined(separator: ", ")
      throw source.error(message, at: node)
    }
    return key
  }

  func rules(_ node: Node, _ key: String) throws(ConfigurationError) -> [RuleIdentifier] {
    var result: [RuleIdentifier] = []
    for element in elements(node) { result.append(try rule(element)) }
    return result
  }

  func rule(_ node: Node) throws(ConfigurationError) -> RuleIdentifier {
    let rule = RuleIdentifier(rawValue: try scalar(node, "a rule id"))
    if let knownRules, !knownRules.contains(rule) {
      throw source.error(
        "unknown rule '\(rule.rawValue)'; 'safearea rules' lists the rules", at: node)
    }
    return rule
  }

  /// An empty value (`key:` with nothing after it, `~` or `null`).
  func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
    return ["", "~", "null"].contains(scalar.string)
  }

  func kind(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(scalar.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }
}
