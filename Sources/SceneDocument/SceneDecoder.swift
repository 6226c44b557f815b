import Foundation
import HeadlessUIKit
import TextEscaping
import Yams

/// A key of a mapping with its value.
struct Entry {
  let key: String
  let keyLocation: SourceLocation
  let value: Node
}

/// Turns the Yams node tree of a scene file into the syntax tree, checking keys, types,
/// arity, enum values, ids and nesting depth.
struct SceneDecoder {
  let source: SourceText
  /// The first place each id was used (controller and view ids share one namespace).
  var ids: [String: SourceLocation] = [:]
  var depth = 0

  init(source: SourceText) {
    self.source = source
  }

  static let reservedIDs = ["window", "superview", "safeArea", "margins", "readable"]

  func error(_ message: String, at location: SourceLocation) -> SceneError {
    source.error(message, at: location)
  }

  // MARK: File

  mutating func decodeFile(_ document: Node) throws(SceneError) -> SceneFile {
    guard case .mapping = document else {
      throw error(
        "expected a mapping with 'root:' (and optionally 'environment:') at the top of the file, found \(describe(document))",
        at: source.location(of: document))
    }
    let entries = try self.entries(of: document, in: "the top-level mapping")
    try checkKeys(entries, allowed: ["environment", "root"], in: "the top-level mapping")
    var environment: EnvironmentSpec?
    if let entry = entries.first(where: { $0.key == "environment" }) {
      environment = try decodeEnvironment(entry)
    }
    guard let rootEntry = entries.first(where: { $0.key == "root" }) else {
      throw error(
        "missing key 'root'; a scene file needs 'root:' with a controller node (controller, navigation or tabBar)",
        at: source.location(of: document))
    }
    let root = try decodeController(rootEntry.value, what: "'root'")
    return SceneFile(file: source.file, environment: environment, root: root)
  }

  // MARK: Mappings

  /// The entries of a mapping node; `nil`/empty value gives no entries.
  func entries(of node: Node, in context: String) throws(SceneError) -> [Entry] {
    switch node {
    case .mapping(let mapping):
      var result: [Entry] = []
      for (key, value) in mapping {
        guard case .scalar(let scalar) = key else {
          throw error(
            "expected a key name in \(context), found \(describe(key))",
            at: source.location(of: key))
        }
        result.append(
          Entry(key: scalar.string, keyLocation: source.location(of: key), value: value))
      }
      return result
    case .scalar where isNull(node):
      return []
    default:
      throw error(
        "expected a mapping for \(context), found \(describe(node))", at: source.location(of: node))
    }
  }

  /// Rejects keys not in `allowed`; `elsewhere` names the places where a misplaced key belongs.
  func checkKeys(
    _ entries: [Entry], allowed: [String], in context: String,
    elsewhere: (String) -> String? = { _ in nil }
  ) throws(SceneError) {
    for entry in entries where !allowed.contains(entry.key) {
      if let place = elsewhere(entry.key) {
        throw error(
          "key '\(entry.key)' is not allowed in \(context); it applies to \(place)",
          at: entry.keyLocation)
      }
      throw error(
        "unknown key '\(entry.key)' in \(context); expected one of \(allowed.joined(separator: ", "))",
        at: entry.keyLocation)
    }
  }

  /// Finds the single kind key of a node (`controller:`, `tableView:`, …).
  func kindEntry(
    _ entries: [Entry], node: Node, kinds: [String], what: String, allowedBeside: [String] = []
  ) throws(SceneError) -> Entry {
    let kindList = kinds.joined(separator: ", ")
    let found = entries.filter { kinds.contains($0.key) }
    guard let first = found.first else {
      let detail =
        entries.first(where: { !allowedBeside.contains($0.key) }).map { "found key '\($0.key)'" }
        ?? "found \(describe(node))"
      throw error(
        "expected \(what) with one of \(kindList) as its key; \(detail)",
        at: entries.first(where: { !allowedBeside.contains($0.key) })?.keyLocation
          ?? source.location(of: node))
    }
    if found.count > 1 {
      throw error(
        "\(what) has both '\(first.key)' and '\(found[1].key)'; a node has exactly one of \(kindList)",
        at: found[1].keyLocation)
    }
    for entry in entries where entry.key != first.key && !allowedBeside.contains(entry.key) {
      throw error(
        "unexpected key '\(entry.key)' beside '\(first.key)'; move it inside '\(first.key):'",
        at: entry.keyLocation)
    }
    return first
  }

  func exclusive(_ entries: [Entry], _ a: String, _ b: String, hint: String) throws(SceneError) {
    let keys = entries.filter { $0.key == a || $0.key == b }
    if keys.count > 1 {
      throw error(
        "'\(keys[0].key)' and '\(keys[1].key)' cannot both be given; \(hint)",
        at: keys[1].keyLocation)
    }
  }

  // MARK: Ids

  mutating func decodeID(_ entry: Entry) throws(SceneError) -> Located<String> {
    let id = try string(entry)
    let scalars = Array(id.value.unicodeScalars)
    guard let first = scalars.first, isIdentifierStart(first),
      scalars.allSatisfy(isIdentifierScalar)
    else {
      throw error(
        "invalid id '\(id.value)'; an id is a letter or '_' followed by letters, digits or '_'",
        at: id.location)
    }
    if Self.reservedIDs.contains(id.value) {
      throw error(
        "id '\(id.value)' is reserved; \(Self.reservedIDs.map { "'\($0)'" }.joined(separator: ", ")) cannot be ids",
        at: id.location)
    }
    if let previous = ids[id.value] {
      throw error(
        "duplicate id '\(id.value)'; it is already used at line \(previous.line), column \(previous.column)",
        at: id.location)
    }
    ids[id.value] = id.location
    return id
  }

  // MARK: Depth

  mutating func enterNode(at location: SourceLocation) throws(SceneError) {
    depth += 1
    if depth > SceneLoader.maximumNestingDepth {
      throw error(
        "the scene is nested too deeply (more than \(SceneLoader.maximumNestingDepth) levels of controllers and views)",
        at: location)
    }
  }

  mutating func leaveNode() {
    depth -= 1
  }
}

// MARK: - Values

extension SceneDecoder {
  func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// How a node reads in a message: `'abc'`, `nothing`, `a list`, `a mapping`.
  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      if isNull(node) { return "nothing" }
      var text = scalar.string
      if text.count > 40 {
        text = String(text.prefix(40)) + "…"
      }
      text = text.replacingOccurrences(of: "\n", with: "\\n")
      return "'\(text)'"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .alias: return "an alias"
    }
  }

  func scalar(_ entry: Entry, expected: String) throws(SceneError) -> Node.Scalar {
    guard case .scalar(let scalar) = entry.value, !isNull(entry.value) else {
      throw error(
        "expected \(expected) for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    return scalar
  }

  /// Where a value starts; an empty value is placed at its key.
  func valueLocation(_ entry: Entry) -> SourceLocation {
    isNull(entry.value) ? entry.keyLocation : source.location(of: entry.value)
  }

  func string(_ entry: Entry) throws(SceneError) -> Located<String> {
    let scalar = try self.scalar(entry, expected: "a string")
    return Located(scalar.string, at: source.location(scalar.mark))
  }

  func bool(_ entry: Entry) throws(SceneError) -> Located<Bool> {
    let scalar = try self.scalar(entry, expected: "true or false")
    switch scalar.string {
    case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON":
      return Located(true, at: source.location(scalar.mark))
    case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF":
      return Located(false, at: source.location(scalar.mark))
    default:
      throw error(
        "expected true or false for '\(entry.key)', found \(describe(entry.value))",
        at: source.location(scalar.mark))
    }
  }

  /// A number within the bounds on layout numbers (``InputBounds``), or nil.
  func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, let value = Double(trimmed),
      InputBounds.geometryProblem(value) == nil
    else { return nil }
    return value
  }

  /// What a scalar that is not an acceptable number was: `'1e308' is beyond ±1000000 points, …`
  /// when it reads as a number out of bounds, else `found <description>`.
  func unacceptable(_ text: String, found: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), let problem = InputBounds.geometryProblem(value) else {
      return "found \(found)"
    }
    return "found \(problem)"
  }

  func number(_ entry: Entry, minimum: Double? = nil, exclusiveMinimum: Bool = false)
    throws(SceneError) -> Located<Double>
  {
    let scalar = try self.scalar(entry, expected: "a number")
    guard let value = parseNumber(scalar.string) else {
      throw error(
        "expected a number for '\(entry.key)', "
          + unacceptable(scalar.string, found: describe(entry.value)),
        at: source.location(scalar.mark))
    }
    if let minimum, exclusiveMinimum ? value <= minimum : value < minimum {
      let bound =
        exclusiveMinimum
        ? "greater than \(formatNumber(minimum))" : "\(formatNumber(minimum)) or more"
      throw error(
        "expected a number \(bound) for '\(entry.key)', found \(describe(entry.value))",
        at: source.location(scalar.mark))
    }
    return Located(value, at: source.location(scalar.mark))
  }

  func integer(_ entry: Entry, minimum: Int = 0) throws(SceneError) -> Located<Int> {
    let scalar = try self.scalar(entry, expected: "a whole number")
    guard let value = parseNumber(scalar.string), value.rounded() == value, abs(value) < 1e9
    else {
      throw error(
        "expected a whole number for '\(entry.key)', found \(describe(entry.value))",
        at: source.location(scalar.mark))
    }
    guard Int(value) >= minimum else {
      throw error(
        "expected a whole number of \(minimum) or more for '\(entry.key)', found \(describe(entry.value))",
        at: source.location(scalar.mark))
    }
    return Located(Int(value), at: source.location(scalar.mark))
  }

  func enumeration<Value: RawRepresentable & CaseIterable & Hashable & Sendable>(
    _ entry: Entry, as type: Value.Type = Value.self
  ) throws(SceneError) -> Located<Value> where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
    let scalar = try self.scalar(entry, expected: "one of \(names)")
    return try enumerationValue(scalar, node: entry.value, key: entry.key, as: type)
  }

  func enumerationValue<Value: RawRepresentable & CaseIterable & Hashable & Sendable>(
    _ scalar: Node.Scalar, node: Node, key: String, as type: Value.Type = Value.self
  ) throws(SceneError) -> Located<Value> where Value.RawValue == String {
    let text = scalar.string.trimmingCharacters(in: .whitespaces)
    let match =
      Value(rawValue: text)
      ?? Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    guard let match else {
      let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(
        "expected one of \(names) for '\(key)', found \(describe(node))",
        at: source.location(scalar.mark))
    }
    return Located(match, at: source.location(scalar.mark))
  }

  /// A list of exactly `count` numbers, e.g. `[top, left, bottom, right]`.
  func numbers(_ entry: Entry, names: [String]) throws(SceneError) -> Located<[Double]> {
    let shape = "[\(names.joined(separator: ", "))]"
    guard case .sequence(let sequence) = entry.value else {
      throw error(
        "expected a list of \(names.count) numbers \(shape) for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    let elements = Array(sequence)
    guard elements.count == names.count else {
      throw error(
        "expected \(names.count) numbers \(shape) for '\(entry.key)', found \(elements.count)",
        at: source.location(of: entry.value))
    }
    var values: [Double] = []
    for (element, name) in zip(elements, names) {
      guard case .scalar(let scalar) = element, let value = parseNumber(scalar.string) else {
        var found = "found \(describe(element))"
        if case .scalar(let scalar) = element {
          found = unacceptable(scalar.string, found: describe(element))
        }
        throw error(
          "expected a number for \(name) in '\(entry.key)', \(found)",
          at: source.location(of: element))
      }
      values.append(value)
    }
    return Located(values, at: source.location(of: entry.value))
  }

  func insets(_ entry: Entry) throws(SceneError) -> Located<InsetsSpec> {
    let list = try numbers(entry, names: ["top", "left", "bottom", "right"])
    let v = list.value
    return Located(InsetsSpec(top: v[0], left: v[1], bottom: v[2], right: v[3]), at: list.location)
  }

  func size(_ entry: Entry) throws(SceneError) -> Located<SizeSpec> {
    let list = try numbers(entry, names: ["width", "height"])
    return Located(SizeSpec(width: list.value[0], height: list.value[1]), at: list.location)
  }

  /// `sections: [N, …]`, each a whole number ≥ 0.
  func counts(_ entry: Entry) throws(SceneError) -> Located<[Int]> {
    guard case .sequence(let sequence) = entry.value else {
      throw error(
        "expected a list of whole numbers [N, …] for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    var values: [Int] = []
    for element in sequence {
      guard case .scalar(let scalar) = element, let value = parseNumber(scalar.string),
        value.rounded() == value, value >= 0, value < 1e9
      else {
        throw error(
          "expected a whole number of 0 or more in '\(entry.key)', found \(describe(element))",
          at: source.location(of: element))
      }
      values.append(Int(value))
    }
    return Located(values, at: source.location(of: entry.value))
  }

  /// A list of enum values, sorted in declaration order without repeats.
  func enumerationList<Value: RawRepresentable & CaseIterable & Hashable & Sendable & Comparable>(
    _ entry: Entry, as type: Value.Type = Value.self
  ) throws(SceneError) -> Located<[Value]> where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
    guard case .sequence(let sequence) = entry.value else {
      throw error(
        "expected a list of \(names) for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    var values = Set<Value>()
    for element in sequence {
      guard case .scalar(let scalar) = element, !isNull(element) else {
        throw error(
          "expected one of \(names) in '\(entry.key)', found \(describe(element))",
          at: source.location(of: element))
      }
      values.insert(try enumerationValue(scalar, node: element, key: entry.key, as: type).value)
    }
    return Located(values.sorted(), at: source.location(of: entry.value))
  }

  func list(_ entry: Entry, of what: String) throws(SceneError) -> [Node] {
    switch entry.value {
    case .sequence(let sequence): return Array(sequence)
    case _ where isNull(entry.value): return []
    default:
      throw error(
        "expected a list of \(what) for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
  }
}
