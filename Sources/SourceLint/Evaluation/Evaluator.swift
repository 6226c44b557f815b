import DeviceCatalog

/// The definitions of a lint run, by name: macros from every header and file of the run,
/// constants, properties, helpers and zero-argument methods.
public struct DefinitionTable: Sendable {
  private var byName: [String: [SourceDefinition]] = [:]  // lookups only, never iterated
  private var projectOf: [String: String] = [:]  // lookups only
  /// The folder every file of the run is in (its files' longest common folder).
  private var runRoot: Substring = ""
  /// Whether ``runRoot`` is plain ASCII (no `\r`): ``scope(_:)`` may then compare bytes.
  private var runRootIsPlainASCII = true

  public init(_ models: [SourceModel]) {
    var root: [Substring]?
    for model in models {
      if !model.project.isEmpty { projectOf[model.file] = model.project }
      for (alias, type) in model.typeAliases { typeAliases[alias] = type }
      for (type, inherited) in model.superTypes { superTypes[type, default: []] += inherited }
      declaredTypes.formUnion(model.declaredTypes)
      for definition in model.definitions {
        byName[definition.name, default: []].append(definition)
        if definition.kind == .function, definition.parameters != nil {
          functionsWithParameters.insert(definition.name)
        }
      }
      let parts = Self.folder(model.file).split(separator: "/", omittingEmptySubsequences: false)
      if let known = root {
        root = Array(zip(known, parts).prefix { $0 == $1 }.map(\.0))
      } else {
        root = parts
      }
    }
    runRoot = Substring((root ?? []).joined(separator: "/"))
    runRootIsPlainASCII = runRoot.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    // Each file's folder and scope, computed once: `sameScope` is asked for every candidate of
    // a name with several definitions (5.5 % of linting NetNewsWire when computed each time,
    // perf, 30 November 2026).
    for model in models where fileScopes[model.file] == nil {
      fileScopes[model.file] = (Self.folder(model.file), scope(model.file))
    }
  }

  /// The run's `typealias`es, alias to type (lookups only; where two files alias one name
  /// differently, the last file read wins — the alias only widens which qualifier reaches a
  /// member).
  private var typeAliases: [String: String] = [:]
  /// What the run's types inherit from or conform to, and the types it declares (lookups
  /// only).
  private var superTypes: [String: [String]] = [:]
  private var declaredTypes: Set<String> = []

  /// Whether the run says what `type` inherits from (an `@interface Type : Super`, a Swift
  /// declaration with an inheritance clause).
  public func knowsAncestry(of type: String) -> Bool { superTypes[type] != nil }

  /// Whether a member of `owner` can be reached through the type written `qualifier`: the type
  /// itself, an alias of it, a subclass, or a type conforming to a protocol `owner` extends —
  /// or a type the run does not declare (a framework's or a library's, whose ancestry is not
  /// read) when `owner` is not declared by the run either (`extension UIViewController`'s
  /// member from a library's view controller). A type the run does not declare never inherits
  /// from one it does: `UIScreen` does not reach `SwiftCase`'s members. A few steps up, so
  /// cycles end. `allowingUnknown` false: only through the run's own declarations.
  public func names(_ qualifier: String, owner: String, allowingUnknown: Bool = true) -> Bool {
    var seen: Set<String> = []
    var frontier = [typeAliases[qualifier] ?? qualifier]
    var reachesUnknown = false
    for _ in 0..<8 where !frontier.isEmpty {
      var next: [String] = []
      for type in frontier where seen.insert(type).inserted {
        if type == owner { return true }
        // (An undeclared type's conformances added by the run's extensions are read, but its
        // ancestry is still unknown.)
        if !declaredTypes.contains(type) { reachesUnknown = true }
        next += (superTypes[type] ?? []).map { typeAliases[$0] ?? $0 }
      }
      frontier = next
    }
    return allowingUnknown && reachesUnknown && !declaredTypes.contains(owner)
  }

  /// Each file's folder and ``scope(_:)`` (lookups only).
  private var fileScopes: [String: (folder: Substring, scope: Substring?)] = [:]

  /// The folder of the run a file's project is taken to be when no project file marks it: the
  /// folder right under the run's common folder that holds it (`set/owner+app/…` when a folder
  /// of several apps is linted), or nil for a file in the common folder itself.
  func scope(_ file: String) -> Substring? {
    let folder = Self.folder(file)
    // Paths are nearly always ASCII: there a Character is a byte (a `\r\n` pair aside), and the
    // same answer is found on the bytes. The Character walk below (a count, a prefix test and a
    // split) was 27 % of a project audit of Habitica (perf, release, 30 November 2026): each
    // code screen's reuse test resolves its device checks' names once per environment.
    if runRootIsPlainASCII, let scope = Self.asciiScope(folder, root: runRoot) { return scope }
    return Self.characterScope(folder, root: runRoot)
  }

  /// ``scope(_:)`` of the folder `folder` under the run's common folder `root`, by Characters.
  static func characterScope(_ folder: Substring, root: Substring) -> Substring? {
    guard folder.count > root.count, folder.hasPrefix(root) else { return nil }
    var rest = folder.dropFirst(root.count)
    if rest.first == "/" { rest = rest.dropFirst() }
    guard let first = rest.split(separator: "/").first else { return nil }
    return folder[..<first.endIndex]
  }

  /// ``scope(_:)`` on the bytes, when `folder` is plain ASCII (no `\r`, which pairs with a
  /// following `\n` into one Character) and `root` is too: `.some(nil)` for a folder outside
  /// the root or the root itself, `nil` when `folder` is not plain ASCII (the Character walk
  /// then decides).
  static func asciiScope(_ folder: Substring, root: Substring) -> Substring?? {
    // On the contiguous bytes where the strings have them (native strings always do): the
    // collection walk of `Substring.UTF8View` was still 6 % of Habitica's audit.
    let end: Int?? =
      folder.utf8.withContiguousStorageIfAvailable { bytes in
        root.utf8.withContiguousStorageIfAvailable { rootBytes in
          asciiScopeEnd(bytes, root: rootBytes)
        } ?? asciiScopeEnd(bytes, root: Array(root.utf8))
      } ?? asciiScopeEnd(Array(folder.utf8), root: Array(root.utf8))
    guard let end else { return nil }
    guard let end else { return .some(nil) }
    return .some(folder[..<folder.utf8.index(folder.utf8.startIndex, offsetBy: end)])
  }

  /// Where ``asciiScope(_:root:)``'s answer ends in `bytes` (the folder's UTF-8): `.some(nil)`
  /// for no scope, `nil` when the folder is not plain ASCII.
  static func asciiScopeEnd<Folder: RandomAccessCollection, Root: RandomAccessCollection>(
    _ bytes: Folder, root: Root
  ) -> Int?? where Folder.Element == UInt8, Root.Element == UInt8, Folder.Index == Int {
    let slash = UInt8(ascii: "/")
    for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
    // Characters are bytes here: the count, the prefix and the split compare bytes.
    guard bytes.count > root.count, bytes.starts(with: root) else { return .some(nil) }
    var at = bytes.startIndex + root.count
    if bytes[at] == slash { at += 1 }
    // The first non-empty component after the root (`split` omits empty ones).
    while at < bytes.endIndex, bytes[at] == slash { at += 1 }
    guard at < bytes.endIndex else { return .some(nil) }
    let end = bytes[at...].firstIndex(of: slash) ?? bytes.endIndex
    return .some(end - bytes.startIndex)
  }

  /// Whether a member read in `file` can mean a definition in `other` when neither has a
  /// project: the same folder, or the same folder under the run's common one (measurement I:
  /// `UIDevice.isiPad` of `Extensions/` read in `Views/` of the same app, in a run over a
  /// folder of 23 apps copied without their project files).
  func sameScope(_ file: String, _ other: String) -> Bool {
    if let a = fileScopes[file], let b = fileScopes[other] {
      if a.folder == b.folder { return true }
      guard let scope = a.scope, let otherScope = b.scope else { return true }
      return scope == otherScope
    }
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
    // A bare name in Objective-C is never a Swift global: Swift does not export its global
    // constants and variables to Objective-C (measurement N: an Objective-C file's macro
    // `keyWindowSafeArea` reported through a Swift `let keyWindowSafeArea` of its app).
    // Nor is a bare name in Swift a macro of Objective-C beside a Swift definition of it:
    // Swift imports only macros that are plain constants, not `[UIApplication
    // sharedApplication].keyWindow.safeAreaInsets`.
    if !member, candidates.count > 1 {
      let swift = file.hasSuffix(".swift")
      let sameLanguage = candidates.filter { $0.location.file.hasSuffix(".swift") == swift }
      if !sameLanguage.isEmpty, sameLanguage.count < candidates.count {
        candidates = sameLanguage
      }
    } else if !member, !file.hasSuffix(".swift"),
      candidates.allSatisfy({ $0.location.file.hasSuffix(".swift") })
    {
      return .none
    }
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
    // Without project files, the run's folders of apps stand for projects here too: before a
    // definition is chosen for having a value, another app's are set aside (measurement J: a
    // view's own `@State private var screenSize = CGSizeZero`, which has no value the reader
    // keeps, lost to another app's `let screenSize = UIScreen.main.bounds`: 5 false alarms).
    if projectOf[file] == nil, candidates.contains(where: { !sameScope(file, $0.location.file) }) {
      candidates = candidates.filter { sameScope(file, $0.location.file) }
      if candidates.isEmpty { return .none }
    }
    // The definition in the same file is what the name means there, valued or not.
    var sameFile: Int?
    var sameFileCount = 0
    for index in candidates.indices where candidates[index].location.file == file {
      sameFile = index
      sameFileCount += 1
    }
    if sameFileCount == 1, let index = sameFile, !member || Self.isMember(candidates[index]) {
      return .definition(candidates[index])
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
    // Alike once each one's own macros and constants are expanded: `SCREENHEIGHT == 812` in one
    // class and `App_Frame_Height == 812` in another, both the screen's height (measurement P:
    // two base controllers' `navHeightWithHeight`, and none of its 19 uses read).
    if oneApp, !member || valued.allSatisfy(Self.isMember),
      Set(
        valued.compactMap { definition in
          definition.expression.map { expandedShape($0, from: definition.location.file, depth: 0) }
        }
      ).count == 1, let only = valued.first
    {
      return .definition(only)
    }
    return .ambiguous(valued)
  }

  /// `expression`'s ``LintExpression/evaluationShape`` with the names of macros and constants
  /// that have one meaning from `file` replaced by their values' shapes, a few levels deep.
  func expandedShape(_ expression: LintExpression, from file: String, depth: Int)
    -> LintExpression
  {
    guard depth < 4 else { return expression.evaluationShape }
    return expression.rewriting { node in
      // One definition of the name in `file`'s project (not ``resolve(_:from:member:)``,
      // which comes back here for a name defined twice).
      guard case .reference(let name) = node.kind,
        let candidates = byName[name]?.filter({
          if let project = projectOf[file] { return projectOf[$0.location.file] == project }
          return sameScope(file, $0.location.file)
        }), candidates.count == 1, let definition = candidates.first,
        definition.kind == .macro || definition.kind == .constant,
        let value = definition.expression
      else { return nil }
      return expandedShape(value, from: definition.location.file, depth: depth + 1)
    }.evaluationShape
  }

  /// Names of helpers with parameters (Swift functions a call is read through).
  private var functionsWithParameters: Set<String> = []

  /// A file of the run, in another project than `file`'s, that defines `name`: the name is
  /// defined in the files linted, only not where `file` can see it (names resolve within a
  /// project). Nil when no file of the run defines it.
  public func definingFileElsewhere(_ name: String, from file: String) -> String? {
    guard let definitions = byName[name] else { return nil }
    // (Without project files, another app folder of the run stands for another project.)
    guard let project = projectOf[file] else {
      return definitions.first { !sameScope(file, $0.location.file) }?.location.file
    }
    return definitions.first { projectOf[$0.location.file] != project }?.location.file
  }

  /// Whether some file of the run defines a helper with parameters named `name` (a set lookup,
  /// for the fast path of statements that name nothing else).
  public func hasFunctionWithParameters(_ name: String) -> Bool {
    functionsWithParameters.contains(name)
  }

  /// Whether the run defines any helper with parameters.
  public var hasFunctionsWithParameters: Bool { !functionsWithParameters.isEmpty }

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
    // On the contiguous bytes where the string has them (a native string always does).
    if let found = file.utf8.withContiguousStorageIfAvailable({
      $0.lastIndex(of: UInt8(ascii: "/"))
    }) {
      guard let offset = found else { return "" }
      return file[..<file.utf8.index(file.utf8.startIndex, offsetBy: offset)]
    }
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
        } else if NameMeaning.isNotchName(name) || NameMeaning.oneSizeHeights(name) != nil
          || (!member && NameMeaning.screenDimension(name) != nil)
          || (!member && NameMeaning.screenSide(name) != nil)
        {
          result.append(name)
        }
      }
    }
    visit(expression, depth: 0)
    return result.sorted()
  }

  /// What a number stands for: a length in points, a ratio (a length over a length), a bare
  /// number (which takes the meaning of what it is combined with), or something else.
  enum Dimension: Equatable { case length, ratio, number, unknown }

  /// Whether `expression`'s numbers are ratios, not lengths: a screen measure divided by a
  /// design size (`UIScreen.main.bounds.width / 390`, a number of 100 or more, which a layout
  /// is drawn for) or by another measure, as a helper scaling a design to the screen returns.
  /// Its summary has no unit (measurement J: 1Catch's `sizeScreen()` "evaluates to 0.673–1.715
  /// pt", 38 wrong messages). A division by a small number (`height / 3.5`) keeps a length,
  /// and numbers chosen by a condition (`isX ? 20 : 0`) are not ratios whatever it reads.
  public func isScaleFactor(_ expression: LintExpression) -> Bool {
    dimension(of: expression, depth: 0) == .ratio
  }

  func dimension(of expression: LintExpression, depth: Int) -> Dimension {
    guard depth < 16 else { return .unknown }
    // Two dimensions combined where they must agree (`+`, `-`, `MIN`, the branches of `? :`):
    // a bare number takes the other's.
    func agreeing(_ a: Dimension, _ b: Dimension) -> Dimension {
      if a == b { return a }
      if a == .number { return b }
      if b == .number { return a }
      return .unknown
    }
    switch expression.kind {
    case .number: return .number
    case .fact(let fact, _):
      switch fact {
      case .screenWidth, .screenHeight, .safeAreaTop, .safeAreaBottom, .safeAreaLeft,
        .safeAreaRight, .statusBarHeight:
        return .length
      case .scale: return .number
      default: return .unknown
      }
    case .reference(let name):
      guard let body = table.definition(name, from: file)?.expression else { return .unknown }
      return dimension(of: body, depth: depth + 1)
    case .call(let name, let arguments):
      let bare = name.lastDotComponent.map(String.init) ?? name
      if ["MAX", "max", "fmax", "MIN", "min", "fmin", "fabs", "abs", "trunc"].contains(bare) {
        return arguments.map { dimension(of: $0, depth: depth + 1) }.reduce(.number, agreeing)
      }
      guard arguments.isEmpty,
        let body =
          (table.definition(bare, from: file)
          ?? table.definition(bare, from: file, member: true))?.expression
      else { return .unknown }
      return dimension(of: body, depth: depth + 1)
    case .unary("-", let operand): return dimension(of: operand, depth: depth + 1)
    case .conditional(_, let then, let otherwise):
      return agreeing(
        dimension(of: then, depth: depth + 1), dimension(of: otherwise, depth: depth + 1))
    case .binary(let op, let lhs, let rhs):
      let a = dimension(of: lhs, depth: depth + 1)
      let b = dimension(of: rhs, depth: depth + 1)
      switch op {
      case "+", "-": return agreeing(a, b)
      case "*":
        if a == .number { return b }
        if b == .number { return a }
        if a == .ratio, b == .ratio { return .ratio }
        if (a == .ratio && b == .length) || (a == .length && b == .ratio) { return .length }
        return .unknown
      case "/":
        if a == .length, case .number(let divisor) = rhs.kind, divisor >= 100 { return .ratio }
        if a == .length, b == .length { return .ratio }
        if b == .number || b == .ratio { return a }
        return .unknown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  /// Of the names ``assumptions(in:)`` lists, those that are defined in the run but whose body
  /// could not be read (a getter of statements the reader does not follow), or that only another
  /// project of the run defines, each with what the message says of it rather than "not
  /// defined": `(its body at Device.swift:3 is not read)`, `(defined only in another project of
  /// the files linted, CoreGraphics+AXAdd.h)` (measurement N).
  public func unreadDefinitions(in expression: LintExpression) -> [String: String] {
    var result: [String: String] = [:]
    for name in assumptions(in: expression) {
      for member in [false, true] {
        if let definition = table.definition(name, from: file, member: member),
          definition.expression == nil
        {
          result[name] = "(" + Self.unreadBody(definition) + ")"
          break
        }
      }
      if result[name] == nil, let other = table.definingFileElsewhere(name, from: file) {
        let fileName = other.split(separator: "/").last.map(String.init) ?? other
        result[name] = "(defined only in another project of the files linted, \(fileName))"
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

  /// A catalog fact an evaluation read and the value it read (``evaluateRecordingFacts(_:in:)``).
  public struct FactRead: Hashable, Sendable {
    public var fact: DeviceFact
    public var value: LintValue

    public init(fact: DeviceFact, value: LintValue) {
      self.fact = fact
      self.value = value
    }
  }

  /// ``evaluate(_:in:)`` (`nil` where it throws), with the catalog facts the evaluation read,
  /// each once, in the order first read. The evaluator reads its environment only through its
  /// `value(of:)` of a ``DeviceFact`` and the display's housing (read here as
  /// ``DeviceFact/sensorHousing``), so in every environment where each of these facts has the
  /// value recorded the evaluation takes the same path and gives the same result: a caller
  /// asking about many environments (a code screen's reuse test) evaluates once per distinct
  /// set of facts read, not once per environment.
  public func evaluateRecordingFacts(
    _ expression: LintExpression, in environment: CatalogEnvironment
  ) -> (value: LintValue?, facts: [FactRead]) {
    let memo = Memo()
    memo.facts = []
    let value = try? evaluate(expression, in: environment, memo: memo)
    return (value, memo.facts ?? [])
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
    /// The catalog facts read, each once, when recording (``evaluateRecordingFacts(_:in:)``);
    /// `nil`: not recorded.
    var facts: [FactRead]?

    func reset() {
      if !values.isEmpty { values.removeAll(keepingCapacity: true) }
      if !calls.isEmpty { calls.removeAll(keepingCapacity: true) }
      if !inProgress.isEmpty { inProgress.removeAll(keepingCapacity: true) }
      if facts?.isEmpty == false { facts?.removeAll(keepingCapacity: true) }
      frames = 0
    }

    /// `environment`'s value of `fact`, recorded when recording.
    func read(_ fact: DeviceFact, in environment: CatalogEnvironment) -> LintValue {
      let value = environment.value(of: fact)
      if facts != nil, facts?.contains(where: { $0.fact == fact }) == false {
        facts?.append(FactRead(fact: fact, value: value))
      }
      return value
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
    case .fact(let fact, _): return memo.read(fact, in: environment)
    case .parameter(let index):
      guard index < arguments.count else {
        throw CannotEvaluate(reason: "a macro argument is missing")
      }
      return arguments[index]
    case .reference(let name):
      return try named(name, environment, arguments: [], depth: depth, memo)
    case .path(let path):
      let parts = path.split(separator: ".")
      if let size = try classMethodSize(parts, environment, depth: depth, memo) {
        return size
      }
      // `screenSizeFor65Inch.width` of `static var screenSizeFor65Inch: CGSize { return
      // CGSize(width: 414, height: 896) }`: the member of the size the run's property gives
      // (measurement T: "'screenSizeFor65Inch.width' is not defined in the files linted" was
      // said in the file that defines it).
      if parts.count == 2, parts[1] == "width" || parts[1] == "height",
        let head =
          table.definition(String(parts[0]), from: file)
          ?? table.definition(String(parts[0]), from: file, member: true),
        head.expression != nil, head.parameters == nil,
        let size = try? named(
          String(parts[0]), environment, arguments: [], depth: depth, memo,
          member: table.definition(String(parts[0]), from: file) == nil),
        case .size(let width, let height) = size
      {
        return .number(parts[1] == "width" ? width : height)
      }
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
      // `static void *dataArrayContext = &dataArrayContext;` (a KVO context): an address, not
      // a value — not evaluated, and no cycle (measurement T: "'dataArrayContext' refers to
      // itself; a definition that needs its own value …" was said of it).
      if op == "&" { throw CannotEvaluate(reason: "'&' takes an address, not a value") }
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
      // `fabs(h - 568) < DBL_EPSILON` is C's `h == 568` (measurement Q).
      if let (a, b) = Shapes.epsilonEquality(op, lhs, rhs) {
        let x = try value(a, environment, arguments: arguments, depth: depth, memo)
        let y = try value(b, environment, arguments: arguments, depth: depth, memo)
        return try Self.apply("==", x, y)
      }
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
    var unread: SourceDefinition?
    switch table.resolve(name, from: file, member: member) {
    case .definition(let definition):
      unread = definition
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
    // (`value(of: .sensorHousing)` is `.boolean(hasHousing)`.)
    if NameMeaning.isNotchName(name) { return memo.read(.sensorHousing, in: environment) }
    // `[JPStyle iPhone4Inch]`: a flag named for one screen size and not in the run is true
    // where the screen's longer side is that size (said as an assumption: measurement T).
    if let heights = NameMeaning.oneSizeHeights(name),
      case .number(let width) = memo.read(.screenWidth, in: environment),
      case .number(let height) = memo.read(.screenHeight, in: environment)
    {
      return .boolean(heights.contains(Swift.max(width, height)))
    }
    if !member, let fact = NameMeaning.screenDimension(name) {
      return memo.read(fact, in: environment)
    }
    if !member, let side = NameMeaning.screenSide(name),
      case .number(let width) = memo.read(.screenWidth, in: environment),
      case .number(let height) = memo.read(.screenHeight, in: environment)
    {
      return .number(side == "MAX" ? Swift.max(width, height) : Swift.min(width, height))
    }
    if let read = Self.geometryProxyRead(path ?? name) {
      // `proxy.size.height` in a `GeometryReader { proxy in … }`: a size the layout gives the
      // view, not a name the files should define (measurement H's message said "not defined").
      throw CannotEvaluate(
        reason: "'\(read)' is a GeometryReader's measure of the view, not a device value")
    }
    // Defined here with a body the reader does not follow (a method of nested statements, a
    // computed tuple whose member is read): said so, not "not defined" (measurement O).
    if let unread = unread.flatMap({ Self.hasUnreadBody($0) ? $0 : nil }) {
      throw CannotEvaluate(reason: "'\(path ?? name)': " + Self.unreadBody(unread))
    }
    if let head = definedHead(of: path) {
      if Self.hasUnreadBody(head) {
        throw CannotEvaluate(reason: "'\(path ?? name)': " + Self.unreadBody(head))
      }
      // `jx_layoutInsets().top` of a function whose value is read: the member of that value is
      // what is not followed (measurement O: said "not defined in the files linted").
      let place = head.location
      let fileName = place.file.split(separator: "/").last.map(String.init) ?? place.file
      throw CannotEvaluate(
        reason: "'\(path ?? name)': the member of what '\(head.name)' (\(fileName):"
          + "\(place.position.line)) gives is not followed")
    }
    // `[[UIDevice currentDevice] model]`: "iPhone" on a phone, "iPad" on a tablet (Apple's
    // `UIDevice.model`: "Possible examples of model strings are "iPhone" and "iPod touch""; an
    // iPad's is "iPad"; derived from the device's idiom, the catalog having no iPod touch).
    // (Measurement Q: `IS_IPHONE ([[[UIDevice currentDevice] model] isEqualToString:
    // @"iPhone"])` was "'UIDevice.currentDevice.model' is not defined in the files linted".)
    if path == "UIDevice.currentDevice.model" || path == "UIDevice.current.model",
      case .string(let idiom) = memo.read(.idiom, in: environment)
    {
      return .string(idiom == "pad" ? "iPad" : "iPhone")
    }
    // `self.height`, `self.navigationController`: a member of the object the code runs in,
    // which exists only at run time (measurement Q: "'self.navigationController' is not defined
    // in the files linted" was said of the navigation bar's runtime height, and "'self.height'
    // …" of a view's own height, 25 messages).
    if let path, path.hasPrefix("self.") {
      throw CannotEvaluate(
        reason: "'\(path)' is read at run time from the app's own objects, not a device value")
    }
    // A name another project of the run defines is not "defined nowhere" (measurement N: a
    // kit's `kScreenW` read from its example app).
    if path == nil, let other = table.definingFileElsewhere(name, from: file) {
      let fileName = other.split(separator: "/").last.map(String.init) ?? other
      throw CannotEvaluate(
        reason: "'\(name)' is defined only in another project of the files linted (\(fileName))")
    }
    throw CannotEvaluate(
      reason: "'\(path ?? name)' is not defined in the files linted")
  }

  /// `[Const sizeFor58Inch].width` (the path `Const.sizeFor58Inch.width`): the width or height
  /// of the size a class method of `Const` the files define returns, evaluated as its body's
  /// one `return` is (`return CGSizeMake(375, 812);`); nil when the path is not of that form or
  /// the method does not return a size (fresh round S, M6: DouYuZhiBo's `IS_FULLSCREEN`
  /// compares `SCREEN_WIDTH` with `[YQConst sizeFor58Inch].width`). The method must be the
  /// type's own: a member of another object (`self.view.frame.size.width`) is not read so.
  private func classMethodSize(
    _ parts: [Substring], _ environment: CatalogEnvironment, depth: Int, _ memo: Memo
  ) throws(CannotEvaluate) -> LintValue? {
    guard parts.count == 3, parts[2] == "width" || parts[2] == "height",
      case .definition(let definition) = table.resolve(
        String(parts[1]), from: file, member: true),
      definition.kind == .method, definition.owner == String(parts[0]),
      definition.expression != nil
    else { return nil }
    let value = try named(
      String(parts[1]), environment, arguments: [], depth: depth, memo,
      path: parts[0] + "." + parts[1], member: true)
    guard case .size(let width, let height) = value else { return nil }
    return .number(parts[2] == "width" ? width : height)
  }

  /// The function, method or computed Swift global a member path starts from (`HasSafeArea.has`
  /// of a computed `var HasSafeArea: (has: Bool, inset: UIEdgeInsets)`, `jx_layoutInsets()
  /// .top`), or nil.
  func definedHead(of path: String?) -> SourceDefinition? {
    guard let path, let head = path.split(separator: ".").first, head != Substring(path) else {
      return nil
    }
    let name = head.hasSuffix("()") ? String(head.dropLast(2)) : String(head)
    // (A method of the type the path is read in is reached as a member.)
    guard
      let definition = table.definition(name, from: file)
        ?? table.definition(name, from: file, member: true)
    else { return nil }
    switch definition.kind {
    case .function, .method: return definition
    case .property:
      // A Swift global read with a value whose member is not followed (`HasSafeArea.has` of a
      // computed tuple the reader now reads through its `let`s and `guard`s) is the member of
      // what it gives, as for a function.
      let globalWithValue =
        definition.expression != nil && definition.owner == nil
        && definition.location.file.hasSuffix(".swift")
      return Self.hasUnreadBody(definition) || globalWithValue ? definition : nil
    case .macro, .constant: return nil
    }
  }

  /// Whether `definition` has a body the reader did not follow: a method or function, or a
  /// Swift global without a value (a global must be initialized unless computed; a type's stored
  /// `var window: UIWindow?` has no body at all).
  static func hasUnreadBody(_ definition: SourceDefinition) -> Bool {
    guard definition.expression == nil else { return false }
    switch definition.kind {
    case .function, .method: return true
    case .property: return definition.owner == nil && definition.location.file.hasSuffix(".swift")
    case .macro, .constant: return false
    }
  }

  /// "its body at Common.swift:2 is not read", for a definition without a value.
  static func unreadBody(_ definition: SourceDefinition) -> String {
    let place = definition.location
    let fileName = place.file.split(separator: "/").last.map(String.init) ?? place.file
    return "its body at \(fileName):\(place.position.line) is not read"
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
    // `[platformSet containsObject:platform]`: the element tested first (a local whose value is
    // not followed says so), then the collection, whose elements the reader does not keep
    // (measurement N: "'NSSet' is not defined in the files linted" was said of the set's class).
    if name.hasSuffix("containsObject:"), let element = callArguments.last {
      _ = try value(element, environment, arguments: arguments, depth: depth, memo)
      throw CannotEvaluate(
        reason: "the elements of the collection 'containsObject:' tests are not read")
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
    case "[keyPath:]":
      // `size[keyPath: \.height]` of a helper's parameter given a key path literal.
      if values.count == 2, case .size(let width, let height) = values[0],
        case .string(let path) = values[1]
      {
        if path == ".width" { return .number(width) }
        if path == ".height" { return .number(height) }
      }
    case "trunc":
      // A value stored in a C integer (`NSInteger notchValue = w / h * 100;`, read by
      // ``StatementExpression``) keeps its integer part.
      if values.count == 1, case .number(let number) = values[0] {
        return .number(number.rounded(.towardZero))
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
    // `isIphoneX()` inside the type that defines it (measurement L: fzg's `ScreenInfo`, whose
    // bar heights said "'isIphoneX' is not a call the linter can evaluate").
    if callArguments.isEmpty, !name.contains("."),
      case .definition(let definition) = table.resolve(bare, from: file),
      definition.parameters == nil, definition.expression != nil,
      definition.kind == .function || definition.kind == .method
    {
      return try named(bare, environment, arguments: arguments, depth: depth, memo)
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
