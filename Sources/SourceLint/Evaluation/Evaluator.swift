import DeviceCatalog

/// The definitions of a lint run, by name: macros from every header and file of the run,
/// constants, properties, helpers and zero-argument methods.
public struct DefinitionTable: Sendable {
  private var byName: [String: [SourceDefinition]] = [:]  // lookups only, never iterated
  private var projectOf: [String: String] = [:]  // lookups only
  /// The folder every file of the run is in (its files' longest common folder).
  private var runRoot: Substring = ""

  public init(_ models: [SourceModel]) {
    var root: [Substring]?
    for model in models {
      if !model.project.isEmpty { projectOf[model.file] = model.project }
      for definition in model.definitions {
        byName[definition.name, default: []].append(definition)
      }
      let parts = Self.folder(model.file).split(separator: "/", omittingEmptySubsequences: false)
      if let known = root {
        root = Array(zip(known, parts).prefix { $0 == $1 }.map(\.0))
      } else {
        root = parts
      }
    }
    runRoot = Substring((root ?? []).joined(separator: "/"))
  }

  /// The folder of the run a file's project is taken to be when no project file marks it: the
  /// folder right under the run's common folder that holds it (`set/owner+app/…` when a folder
  /// of several apps is linted), or nil for a file in the common folder itself.
  func scope(_ file: String) -> Substring? {
    // Byte by byte: the run's common folder is a prefix of every folder of the run, ending
    // where a `/` (ASCII) or the folder ends; the first folder name after it is the one after
    // its slashes. Comparing characters and splitting the rest into all its folder names was
    // 30 % of auditing round I's bilibili-ios (its code screens' device-check macros resolved
    // for each environment; perf, 30 November 2026).
    let folder = Self.folder(file)
    let bytes = folder.utf8
    let root = runRoot.utf8
    guard bytes.count > root.count, bytes.starts(with: root) else { return nil }
    let slash = UInt8(ascii: "/")
    guard
      let start = bytes[bytes.index(bytes.startIndex, offsetBy: root.count)...].firstIndex(
        where: { $0 != slash })
    else { return nil }
    return folder[..<(bytes[start...].firstIndex(of: slash) ?? bytes.endIndex)]
  }

  /// Whether a member read in `file` can mean a definition in `other` when neither has a
  /// project: the same folder, or the same folder under the run's common one (measurement I:
  /// `UIDevice.isiPad` of `Extensions/` read in `Views/` of the same app, in a run over a
  /// folder of 23 apps copied without their project files).
  func sameScope(_ file: String, _ other: String) -> Bool {
    if Self.folder(file) == Self.folder(other) { return true }
    // A file in the run's common folder itself (`App/Constants.h` beside `App/Trending/`) is
    // shared by every folder under it.
    guard let scope = scope(file), let otherScope = self.scope(other) else { return true }
    return scope == otherScope
  }

  /// What `name` means in `file`: its definition, several in different branches, or nothing.
  public enum Resolution: Sendable {
    case definition(SourceDefinition)
    case ambiguous([SourceDefinition])
    case none
  }

  ///
  /// A name read as a member (`[Helper isNotched]`, `Device.isNotched`) resolves to methods,
  /// functions and properties only; a bare name to every kind. Among several definitions the
  /// one in the same file wins, then the ones in the same folder (the same project).
  public func resolve(_ name: String, from file: String, member: Bool = false) -> Resolution {
    guard var candidates = byName[name] else { return .none }
    // Most names have one definition: decided without building filtered copies (copying
    // `SourceDefinition`s was most of the retain/release in a profile of linting NetNewsWire).
    // The same answer as the general case below.
    if candidates.count == 1 {
      let only = candidates[0]
      if let project = projectOf[file], projectOf[only.location.file] != project { return .none }
      // Without project files, the run's folders of apps stand for projects: another app's
      // definition is another thing (measurement I: a `case .navigateAppleMap(let location)`
      // tied to another app's `@State var location`).
      if projectOf[file] == nil, !sameScope(file, only.location.file) { return .none }
      if !member { return .definition(only) }
      guard Self.isMember(only) else { return .none }
      return .definition(only)
    }
    // Within a project only: another project's definition of the name is another thing.
    if let project = projectOf[file] {
      candidates = candidates.filter { projectOf[$0.location.file] == project }
      if candidates.isEmpty { return .none }
    }
    // One definition of a bare name is what it means (the general case below gives the same).
    if !member, candidates.count == 1 { return .definition(candidates[0]) }
    if member {
      // (A Swift `static let` is a member too: `AppConstants.bigScreenSize`.)
      candidates = candidates.filter(Self.isMember)
    }
    // A method or property is looked up in the caller's folder only: the same selector in
    // another project of the run is another class's.
    // (Within a known project the project already scopes it: a helper class in `Utils/` is
    // the one its app's controllers in `Controllers/` call.)
    if member, projectOf[file] == nil {
      let folder = Self.folder(file)
      let sameFolder = candidates.filter { Self.folder($0.location.file) == folder }
      candidates =
        sameFolder.isEmpty ? candidates.filter { sameScope(file, $0.location.file) } : sameFolder
    }
    guard let first = candidates.first else { return .none }
    var valued = candidates.filter { $0.expression != nil }
    if valued.isEmpty { return .definition(first) }
    if valued.count == 1, let only = valued.first { return .definition(only) }
    let local = valued.filter { $0.location.file == file }
    if local.count == 1, let only = local.first { return .definition(only) }
    let folder = Self.folder(file)
    let near = valued.filter { Self.folder($0.location.file) == folder }
    if near.count == 1, let only = near.first { return .definition(only) }
    if !near.isEmpty { valued = near }
    // Without a project file, the one definition in the caller's folder of the run (its app)
    // is the one it means; another app's definition of the name is another thing.
    if projectOf[file] == nil {
      let scoped = valued.filter { sameScope(file, $0.location.file) }
      if scoped.count == 1, let only = scoped.first { return .definition(only) }
      if scoped.isEmpty { return .none }
      valued = scoped
    }
    // Definitions of one app that evaluate alike (`isiPad` as `userInterfaceIdiom == .pad` in
    // two of its files) mean one thing, wherever each is written; across apps only the same
    // text does.
    let oneApp =
      projectOf[file] != nil || valued.allSatisfy { sameScope(file, $0.location.file) }
    let distinct =
      oneApp
      ? Set(valued.compactMap(\.expression).map(\.evaluationShape)).count
      : Set(valued.compactMap(\.expression).map(\.kind)).count
    if distinct == 1, let only = valued.first { return .definition(only) }
    return .ambiguous(valued)
  }

  /// The definition of `name`, when it has exactly one meaning in `file`.
  public func definition(_ name: String, from file: String, member: Bool = false)
    -> SourceDefinition?
  {
    if case .definition(let definition) = resolve(name, from: file, member: member) {
      return definition
    }
    return nil
  }

  /// Whether a member name (`[Helper isNotched]`, `Device.isNotched`) can mean `definition`:
  /// methods, functions and properties, and a Swift `static let` (`AppConstants.bigScreenSize`).
  static func isMember(_ definition: SourceDefinition) -> Bool {
    switch definition.kind {
    case .method, .function, .property: true
    case .constant: definition.location.file.hasSuffix(".swift")
    case .macro: false
    }
  }

  static func folder(_ file: String) -> Substring {
    // Byte by byte: `/` is ASCII, so the index ends a whole character (the Character search
    // this replaces was 2.3 % of linting NetNewsWire, perf, 29 November 2026).
    guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return file[..<slash]
  }
}

/// Why an expression has no value in an environment.
public struct CannotEvaluate: Error, Hashable, Sendable {
  public var reason: String
  /// Whether the reason lies in the code whatever the device (a definition that refers to
  /// itself, nesting too deep): then no other cell is tried (a 10,000-deep chain of macros
  /// would be walked 64 deep in each of 896 cells for every one of them).
  public var isStructural = false

  public init(reason: String, isStructural: Bool = false) {
    self.reason = reason
    self.isStructural = isStructural
  }
}

/// Evaluates ``LintExpression``s in a ``CatalogEnvironment``, expanding macros, constants and
/// helpers of the run. A flag whose name says "has a notch" but whose body the run does not hold
/// is taken to be right (true exactly where the display has a housing), and the evaluation says
/// it assumed so.
public struct Evaluator: Sendable {
  public let table: DefinitionTable
  public let file: String

  public init(table: DefinitionTable, file: String) {
    self.table = table
    self.file = file
  }

  /// The names of opaque flags that evaluation assumed right, for the finding's message.
  public func assumptions(in expression: LintExpression) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    func visit(_ expression: LintExpression, depth: Int) {
      guard depth < 20 else { return }
      expression.walk { node in
        var name: String?
        if case .reference(let reference) = node.kind { name = reference }
        if case .path(let path) = node.kind {
          name = path.lastDotComponent.map(String.init)
        }
        guard let name, seen.insert(name).inserted else { return }
        let member: Bool
        if case .path = node.kind { member = true } else { member = false }
        if let definition = table.definition(name, from: file, member: member),
          let body = definition.expression
        {
          visit(body, depth: depth + 1)
        } else if NameMeaning.isNotchName(name)
          || (!member && NameMeaning.screenDimension(name) != nil)
        {
          result.append(name)
        }
      }
    }
    visit(expression, depth: 0)
    return result.sorted()
  }

  /// Of the names ``assumptions(in:)`` lists, those that are defined in the run but whose body
  /// could not be read (a getter of statements the reader does not follow), with where: the
  /// message says so rather than "not defined".
  public func unreadDefinitions(in expression: LintExpression) -> [String: String] {
    var result: [String: String] = [:]
    for name in assumptions(in: expression) {
      for member in [false, true] {
        if let definition = table.definition(name, from: file, member: member),
          definition.expression == nil
        {
          let place = definition.location
          let fileName = place.file.split(separator: "/").last.map(String.init) ?? place.file
          result[name] = "\(fileName):\(place.position.line)"
          break
        }
      }
    }
    return result
  }

  /// The value of `expression` in `environment`.
  public func evaluate(_ expression: LintExpression, in environment: CatalogEnvironment)
    throws(CannotEvaluate) -> LintValue
  {
    try evaluate(expression, in: environment, memo: Memo())
  }

  /// ``evaluate(_:in:)`` with a memo the caller reuses from cell to cell (emptied here): one
  /// allocation per evaluation instead of one per cell.
  func evaluate(_ expression: LintExpression, in environment: CatalogEnvironment, memo: Memo)
    throws(CannotEvaluate) -> LintValue
  {
    memo.reset()
    return try value(expression, environment, arguments: [], depth: 0, memo)
  }

  /// One evaluation's state: each definition without parameters is evaluated once (a chain of
  /// definitions that each name the one before twice is linear, not exponential), the
  /// definitions being evaluated (one reached again refers to itself) and how deep the walk is.
  struct CallKey: Hashable {
    var definition: SourceLocation
    var arguments: [LintValue]
  }

  final class Memo {
    var values: [SourceLocation: Result<LintValue, CannotEvaluate>] = [:]
    var calls: [CallKey: Result<LintValue, CannotEvaluate>] = [:]
    var inProgress: Set<SourceLocation> = []
    var frames = 0

    func reset() {
      if !values.isEmpty { values.removeAll(keepingCapacity: true) }
      if !calls.isEmpty { calls.removeAll(keepingCapacity: true) }
      if !inProgress.isEmpty { inProgress.removeAll(keepingCapacity: true) }
      frames = 0
    }
  }

  /// The deepest walk: trees are at most ``LintExpression/maximumHeight`` deep, but definitions
  /// expand into one another.
  static let maximumFrames = 2_048

  private func value(
    _ expression: LintExpression, _ environment: CatalogEnvironment, arguments: [LintValue],
    depth: Int, _ memo: Memo
  ) throws(CannotEvaluate) -> LintValue {
    guard depth < 64 else {
      throw CannotEvaluate(reason: "definitions nest too deeply", isStructural: true)
    }
    memo.frames += 1
    defer { memo.frames -= 1 }
    guard memo.frames < Self.maximumFrames else {
      throw CannotEvaluate(reason: "the expression nests too deeply", isStructural: true)
    }
    switch expression.kind {
    case .number(let value): return .number(value)
    case .boolean(let value): return .boolean(value)
    case .string(let value): return .string(value)
    case .fact(let fact, _): return environment.value(of: fact)
    case .parameter(let index):
      guard index < arguments.count else {
        throw CannotEvaluate(reason: "a macro argument is missing")
      }
      return arguments[index]
    case .reference(let name):
      return try named(name, environment, arguments: [], depth: depth, memo)
    case .path(let path):
      let parts = path.split(separator: ".")
      if let last = parts.last, parts.count >= 2 {
        return try named(
          String(last), environment, arguments: [], depth: depth, memo, path: path, member: true)
      }
      throw CannotEvaluate(reason: "'\(path)' is not a device fact")
    case .unknown(let text):
      throw CannotEvaluate(reason: "'\(text)' is not understood")
    case .local(let name):
      throw CannotEvaluate(
        reason: "'\(name)' is a local variable, whose value is not followed")
    case .unary(let op, let operand):
      let inner = try value(operand, environment, arguments: arguments, depth: depth, memo)
      switch (op, inner) {
      case ("!", _):
        guard let truth = inner.truth else { throw CannotEvaluate(reason: "'!' of a non-boolean") }
        return .boolean(!truth)
      case ("-", .number(let number)): return .number(-number)
      default: throw CannotEvaluate(reason: "operator '\(op)'")
      }
    case .conditional(let condition, let then, let otherwise):
      let test = try value(condition, environment, arguments: arguments, depth: depth, memo)
      guard let truth = test.truth else {
        throw CannotEvaluate(reason: "a condition is not boolean")
      }
      return try value(
        truth ? then : otherwise, environment, arguments: arguments, depth: depth, memo)
    case .binary(let op, let lhs, let rhs):
      let left = try value(lhs, environment, arguments: arguments, depth: depth, memo)
      // `window?.safeAreaInsets.bottom ?? 0`: the left side, when it has a value on a device
      // (a fact of the catalog does: the app's window, screen and scene exist there). A left
      // side that cannot be evaluated is not replaced by the default.
      if op == "??" { return left }
      if op == "&&", left.truth == false { return .boolean(false) }
      if op == "||", left.truth == true { return .boolean(true) }
      let right = try value(rhs, environment, arguments: arguments, depth: depth, memo)
      return try Self.apply(op, left, right)
    case .call(let name, let callArguments):
      return try call(name, callArguments, environment, arguments: arguments, depth: depth, memo)
    }
  }

  private func named(
    _ name: String, _ environment: CatalogEnvironment, arguments: [LintValue], depth: Int,
    _ memo: Memo, path: String? = nil, member: Bool = false
  ) throws(CannotEvaluate) -> LintValue {
    switch table.resolve(name, from: file, member: member) {
    case .definition(let definition):
      if let body = definition.expression {
        let key = definition.location
        if let known = memo.values[key] { return try known.get() }
        guard memo.inProgress.insert(key).inserted else {
          // A member path naming the definition being evaluated (`size.width` in `width`) is
          // another object's member of the same name: not followed, and not a cycle.
          if member {
            throw CannotEvaluate(reason: "'\(path ?? name)' is not followed")
          }
          throw CannotEvaluate(reason: "'\(name)' refers to itself", isStructural: true)
        }
        let result: Result<LintValue, CannotEvaluate>
        do {
          result = .success(
            try value(body, environment, arguments: arguments, depth: depth + 1, memo))
        } catch {
          result = .failure(error)
        }
        memo.inProgress.remove(key)
        memo.values[key] = result
        return try result.get()
      }
    case .ambiguous(let definitions):
      throw CannotEvaluate(
        reason: "'\(name)' has \(definitions.count) different definitions ("
          + definitions.map { "\($0.location)" }.joined(separator: ", ") + ")")
    case .none:
      break
    }
    if NameMeaning.isNotchName(name) { return .boolean(environment.hasHousing) }
    if !member, let fact = NameMeaning.screenDimension(name) { return environment.value(of: fact) }
    if let read = Self.geometryProxyRead(path ?? name) {
      // `proxy.size.height` in a `GeometryReader { proxy in … }`: a size the layout gives the
      // view, not a name the files should define (measurement H's message said "not defined").
      throw CannotEvaluate(
        reason: "'\(read)' is a GeometryReader's measure of the view, not a device value")
    }
    throw CannotEvaluate(
      reason: "'\(path ?? name)' is not defined in the files linted")
  }

  /// `proxy.size.height`, `geometry.safeAreaInsets.top`, `geo.size` (and what follows them,
  /// `.isNaN`): a `GeometryReader` proxy's measure, as written up to the measure; or nil.
  static func geometryProxyRead(_ path: String) -> String? {
    let parts = path.split(separator: ".").map(String.init)
    guard parts.count >= 2,
      ["proxy", "geometry", "geo", "geometryProxy", "reader"].contains(parts[0]),
      ["size", "safeAreaInsets"].contains(parts[1])
    else { return nil }
    return parts.prefix(min(parts.count, 3)).joined(separator: ".")
  }

  private func call(
    _ name: String, _ callArguments: [LintExpression], _ environment: CatalogEnvironment,
    arguments: [LintValue], depth: Int, _ memo: Memo
  ) throws(CannotEvaluate) -> LintValue {
    if name.hasSuffix("respondsToSelector:") || name.hasSuffix("RespondToSelector:") {
      return .boolean(true)  // the APIs tested exist on every catalog iOS version (11 on)
    }
    var values: [LintValue] = []
    for argument in callArguments {
      values.append(try value(argument, environment, arguments: arguments, depth: depth, memo))
    }
    let bare = name.lastDotComponent.map(String.init) ?? name
    switch bare {
    case "CGSizeMake", "CGSize":
      if values.count == 2, case .number(let width) = values[0],
        case .number(let height) = values[1]
      {
        return .size(width, height)
      }
    case "CGSizeEqualToSize", "isEqualToString:", "isEqual:", "equalTo":
      if values.count == 2, let equal = values[0].equals(values[1]) { return .boolean(equal) }
    case "hasPrefix:", "hasPrefix":
      if values.count == 2, case .string(let prefix) = values[1] {
        switch values[0] {
        case .identifiers(let names): return .boolean(names.contains { $0.hasPrefix(prefix) })
        case .string(let text): return .boolean(text.hasPrefix(prefix))
        default: break
        }
      }
    case "MAX", "max", "fmax", "fmaxf", "MIN", "min", "fmin", "fminf":
      let numbers = values.compactMap { value -> Double? in
        if case .number(let number) = value { return number }
        return nil
      }
      if numbers.count == values.count, let first = numbers.first {
        let isMax = bare.lowercased().contains("max")
        return .number(
          numbers.dropFirst().reduce(first) { isMax ? Swift.max($0, $1) : Swift.min($0, $1) })
      }
    case "fabs", "fabsf", "abs", "ABS":
      if values.count == 1, case .number(let number) = values[0] {
        return .number(Swift.abs(number))
      }
    default:
      break
    }
    if case .definition(let definition) = table.resolve(bare, from: file),
      definition.parameters != nil, let body = definition.expression
    {
      let key = CallKey(definition: definition.location, arguments: values)
      if let known = memo.calls[key] { return try known.get() }
      guard memo.inProgress.insert(definition.location).inserted else {
        throw CannotEvaluate(reason: "'\(bare)' refers to itself", isStructural: true)
      }
      let result: Result<LintValue, CannotEvaluate>
      do {
        result = .success(try value(body, environment, arguments: values, depth: depth + 1, memo))
      } catch {
        result = .failure(error)
      }
      memo.inProgress.remove(definition.location)
      memo.calls[key] = result
      return try result.get()
    }
    // `SVDevice.isIPhoneX()`, `self.isIPhoneX()`: a helper without parameters of the run.
    if callArguments.isEmpty, name.contains("."),
      case .definition(let definition) = table.resolve(bare, from: file, member: true),
      definition.parameters == nil, definition.expression != nil
    {
      return try named(
        bare, environment, arguments: arguments, depth: depth, memo, path: name, member: true)
    }
    throw CannotEvaluate(
      reason: "'\(name)' is not a call the linter can evaluate")
  }

  static func apply(_ op: String, _ left: LintValue, _ right: LintValue) throws(CannotEvaluate)
    -> LintValue
  {
    switch op {
    case "&&", "||":
      guard let a = left.truth, let b = right.truth else {
        throw CannotEvaluate(reason: "'\(op)' of non-booleans")
      }
      return .boolean(op == "&&" ? a && b : a || b)
    case "==", "===":
      guard let equal = left.equals(right) else {
        throw CannotEvaluate(reason: "'==' of mixed values")
      }
      return .boolean(equal)
    case "!=", "!==":
      guard let equal = left.equals(right) else {
        throw CannotEvaluate(reason: "'!=' of mixed values")
      }
      return .boolean(!equal)
    default: break
    }
    var a = 0.0
    var b = 0.0
    switch (left, right) {
    case (.number(let x), .number(let y)):
      a = x
      b = y
    case (.boolean(let x), .number(let y)):
      a = x ? 1 : 0
      b = y
    case (.number(let x), .boolean(let y)):
      a = x
      b = y ? 1 : 0
    default:
      throw CannotEvaluate(reason: "'\(op)' of non-numbers")
    }
    switch op {
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/":
      guard b != 0 else { throw CannotEvaluate(reason: "division by zero") }
      return .number(a / b)
    case "<": return .boolean(a < b - 1e-9)
    case ">": return .boolean(a > b + 1e-9)
    case "<=": return .boolean(a <= b + 1e-9)
    case ">=": return .boolean(a >= b - 1e-9)
    default: throw CannotEvaluate(reason: "operator '\(op)'")
    }
  }
}

extension LintExpression {
  /// The expression as evaluation reads it: every position zeroed and each fact without its
  /// spelling (`UIScreen.main.bounds.height` and `[UIScreen mainScreen].bounds.size.height`
  /// evaluate alike), so that equal checks written in different places share one evaluation.
  var evaluationShape: LintExpression {
    let kind: Kind
    switch self.kind {
    case .fact(let fact, _): kind = .fact(fact, path: "")
    case .unary(let op, let operand): kind = .unary(op, operand.evaluationShape)
    case .binary(let op, let lhs, let rhs):
      kind = .binary(op, lhs.evaluationShape, rhs.evaluationShape)
    case .conditional(let condition, let then, let otherwise):
      kind = .conditional(
        condition.evaluationShape, then.evaluationShape, otherwise.evaluationShape)
    case .call(let name, let arguments): kind = .call(name, arguments.map(\.evaluationShape))
    default: kind = self.kind
    }
    return LintExpression(kind, at: SourcePosition(line: 0, column: 0))
  }

  /// Whether the node names something the run may define (resolved from the file it is in).
  var namesDefinition: Bool {
    switch kind {
    case .reference, .path, .call: true
    default: false
    }
  }
}
