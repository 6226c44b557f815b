import DeviceCatalog
import Dispatch
import Foundation

/// Runs the rules over the models of one lint run: classifies each definition once, reports it
/// where it is defined, reports each use where it is used (naming the definition), finds the
/// inline checks in statements, and evaluates what can be evaluated on the catalog.
///
/// A run has two steps. ``init(models:enabled:environments:)`` builds what every file shares:
/// the definition table and the classification of every definition, in file order. Then each
/// file is checked by its own analyzer (``findings(jobs:)``), on as many threads as asked; the
/// files' findings are merged in file order, so the result is the same on one thread or many.
final class Analyzer {
  let models: [SourceModel]
  let table: DefinitionTable
  let enabled: Set<String>
  let environments: [CatalogEnvironment]
  /// Evaluations on the catalog, shared by every file's analyzer.
  let evaluations: EvaluationCache
  private var classifications: [SourceLocation: Classification?] = [:]
  private var visiting: Set<SourceLocation> = []
  /// Names read as facts by their name alone (`SCREEN_HEIGHT` defined nowhere in the run),
  /// shared by every file's analyzer: each becomes one note.
  let unknownNames: UnknownNames
  /// How a fact's path marks that it was read from an undefined name.
  static let assumedPrefix = "?"

  /// The device fact each definition stands for (`SCREEN_HEIGHT`), or nil: computed once each.
  private var factExpansions: [SourceLocation: LintExpression.Kind?] = [:]
  private(set) var findings: [LintFinding] = []
  /// Where each rule has reported (one finding per place and rule).
  private var seen: Set<ReportKey> = []

  struct ReportKey: Hashable {
    var location: SourceLocation
    var rule: String
  }

  /// The shared step: the definition table and every definition's classification.
  init(models: [SourceModel], enabled: Set<String>, environments: [CatalogEnvironment]) {
    self.models = models
    self.table = DefinitionTable(models)
    self.enabled = enabled
    self.environments = environments
    self.evaluations = EvaluationCache()
    self.unknownNames = UnknownNames()
    classifyAll()
  }

  /// Definitions that refer to themselves, directly or through others, each cycle once, as
  /// located notes (they are not evaluated: ``Evaluator`` says "refers to itself").
  private(set) var cycleNotes: [LintNote] = []

  /// Classifies every definition, each once, in file order, the definitions it refers to
  /// first: an explicit depth-first walk (a chain of 10,000 macros, each naming the one
  /// before, recursed 10,000 calls deep and overflowed the stack), noting each cycle.
  private func classifyAll() {
    var cycles: Set<[SourceLocation]> = []
    for model in models {
      for root in model.definitions where classifications[root.location] == nil {
        guard visiting.insert(root.location).inserted else { continue }
        var stack: [(definition: SourceDefinition, dependencies: [SourceDefinition], next: Int)] =
          [(root, dependencies(of: root), 0)]
        while let top = stack.last {
          if top.next < top.dependencies.count {
            stack[stack.count - 1].next += 1
            let dependency = top.dependencies[top.next]
            if classifications[dependency.location] != nil { continue }
            if visiting.contains(dependency.location) {
              // A cycle: the definitions from `dependency` to `top` on the stack.
              if let start = stack.firstIndex(where: {
                $0.definition.location == dependency.location
              }) {
                let members = stack[start...].map(\.definition)
                if cycles.insert(members.map(\.location).sorted()).inserted {
                  cycleNotes.append(Self.cycleNote(members))
                }
              }
              continue
            }
            visiting.insert(dependency.location)
            stack.append((dependency, dependencies(of: dependency), 0))
            continue
          }
          stack.removeLast()
          // Every definition it refers to is classified (or on the stack: a cycle, which
          // ``classification(of:)`` answers with nil while `visiting` holds it).
          classifications[top.definition.location] = classify(top.definition)
          visiting.remove(top.definition.location)
        }
      }
    }
  }

  /// The definitions `definition`'s value names, in order, each once.
  private func dependencies(of definition: SourceDefinition) -> [SourceDefinition] {
    guard let expression = definition.expression else { return [] }
    var result: [SourceDefinition] = []
    var seen: Set<SourceLocation> = []
    expression.walk { node in
      if let named = self.definition(named: node, file: definition.location.file),
        // `self.selectedViewController.shouldAutorotate` in `shouldAutorotate`: another
        // object's member of the same name, not a cycle.
        !(named.location == definition.location
          && { if case .path = node.kind { true } else { false } }()),
        seen.insert(named.location).inserted
      {
        result.append(named)
      }
    }
    return result
  }

  /// `A → B → A`: where the first member is defined.
  static func cycleNote(_ members: [SourceDefinition]) -> LintNote {
    let first = members.min { $0.location < $1.location } ?? members[0]
    let names = members.map { "'\($0.name)'" }
    let path =
      members.count == 1
      ? "\(names[0]) refers to itself"
      : "\(names[0]) refers to itself through " + names.dropFirst().joined(separator: ", ")
    return LintNote(
      location: first.location,
      message: path + "; a definition that needs its own value is not evaluated",
      isUnreadable: false)
  }

  /// An analyzer for one file, sharing `shared`'s table, classifications and evaluations.
  private init(sharing shared: Analyzer) {
    self.models = []
    self.table = shared.table
    self.enabled = shared.enabled
    self.environments = shared.environments
    self.evaluations = shared.evaluations
    self.unknownNames = shared.unknownNames
    self.classifications = shared.classifications
  }

  /// Every file's findings, in file order (within a file: its definitions, then its statements),
  /// each file's passed through `finish` on the thread that checked it, checking the files on
  /// `jobs` threads.
  func findings<Result>(jobs: Int, finish: (SourceModel, [LintFinding]) -> Result) -> [Result] {
    Parallel.map(models, jobs: jobs) { model in
      let analyzer = Analyzer(sharing: self)
      analyzer.run(model)
      return finish(model, analyzer.findings)
    }
  }

  /// Checks one file.
  private func run(_ model: SourceModel) {
    var reported: Set<String> = []
    for definition in model.definitions {
      if reportDefinition(definition) {
        reported.insert(definition.name)
      } else if let expression = definition.expression, !Self.isNumericShape(expression) {
        // `lazy var navBar = Bar(frame: CGRect(…, height: kNavBarHeight))`: not a finding
        // itself, but what its value uses is, as in any statement.
        check(SourceStatement(expression: expression, role: .value), file: model.file)
      }
    }
    for pattern in model.patternFindings {
      report(
        pattern.rule, at: SourceLocation(file: model.file, position: pattern.position),
        message: pattern.message)
    }
    for statement in model.statements {
      // The body of a definition reported where it is defined is not reported again.
      if let enclosing = statement.enclosing, reported.contains(enclosing) { continue }
      currentLocals = statement.enclosing.flatMap { model.localNames[$0] } ?? []
      currentLocalValues = statement.enclosing.flatMap { model.localValues[$0] } ?? [:]
      check(statement, file: model.file)
    }
    currentLocals = []
    currentLocalValues = [:]
  }

  /// The locals of the function or property the statement being checked is in, and the values
  /// of those bound by `if let` / `guard let` (a local shadows a definition). Kept apart from
  /// the statement: reading a struct out of a class property copies all of it, on every node.
  private var currentLocals: Set<String> = []
  private var currentLocalValues: [String: LintExpression] = [:]

  // MARK: Classification

  func classification(of definition: SourceDefinition) -> Classification? {
    if let known = classifications[definition.location] { return known }
    guard visiting.insert(definition.location).inserted else { return nil }
    defer { visiting.remove(definition.location) }
    let result = classify(definition)
    classifications[definition.location] = result
    return result
  }

  /// The definition a reference or message path names, if the run defines it.
  func definition(named node: LintExpression, file: String) -> SourceDefinition? {
    switch node.kind {
    case .reference(let name):
      if isLocal(name) { return nil }
      return table.definition(name, from: file)
    case .call(let name, let arguments):
      if let found = table.definition(name, from: file) { return found }
      // `SVDevice.navigationBarOffset()`: a helper without parameters, by its last name.
      guard arguments.isEmpty, let last = name.lastDotComponent else { return nil }
      guard let found = table.definition(String(last), from: file, member: true),
        found.parameters == nil, found.kind == .function || found.kind == .method
      else { return nil }
      return found
    case .path(let path):
      guard let last = path.lastDotComponent else { return nil }
      return table.definition(String(last), from: file, member: true)
    default: return nil
    }
  }

  /// Whether `name` is a local variable where the current statement is.
  func isLocal(_ name: String) -> Bool {
    currentLocals.contains(name)
  }

  /// `expression` with each local variable marked as one (``LintExpression/Kind/local(_:)``),
  /// so that evaluation does not take another file's definition of the same name for it.
  func markingLocals(_ expression: LintExpression) -> LintExpression {
    var result = expression
    switch expression.kind {
    case .reference(let name) where isLocal(name): result.kind = .local(name)
    case .unary(let op, let operand): result.kind = .unary(op, markingLocals(operand))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(op, markingLocals(lhs), markingLocals(rhs))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        markingLocals(condition), markingLocals(then), markingLocals(otherwise))
    case .call(let name, let arguments): result.kind = .call(name, arguments.map(markingLocals))
    default: break
    }
    return result
  }

  /// `expression` with each local whose value is known (a `let`, a local assigned once, an `if
  /// let` binding) replaced by that value at the local's position, a few levels deep: a check
  /// built through locals is a check.
  func substitutingLocals(_ expression: LintExpression, depth: Int = 0) -> LintExpression {
    guard depth < 4, !currentLocalValues.isEmpty else { return expression }
    var result = expression
    switch expression.kind {
    case .reference(let name):
      if isLocal(name), let value = currentLocalValues[name] {
        let inner = substitutingLocals(value, depth: depth + 1)
        return LintExpression(inner.kind, at: expression.position)
      }
    case .unary(let op, let operand):
      result.kind = .unary(op, substitutingLocals(operand, depth: depth))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(
        op, substitutingLocals(lhs, depth: depth), substitutingLocals(rhs, depth: depth))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        substitutingLocals(condition, depth: depth), substitutingLocals(then, depth: depth),
        substitutingLocals(otherwise, depth: depth))
    case .call(let name, let arguments):
      result.kind = .call(name, arguments.map { substitutingLocals($0, depth: depth) })
    default: break
    }
    return result.isTooDeep ? expression : result
  }

  /// A safe-area read whose path starts with a name that stands for a global window's view or
  /// controller: a local bound to it (`guard let rootVC = rootViewController`) or a property or
  /// helper of the run returning it (`application.keyWindow?.rootViewController`). Returns the
  /// name and the path it stands for.
  func windowThroughName(_ node: LintExpression, file: String) -> (String, String)? {
    let path: String
    switch node.kind {
    case .fact(let fact, let text) where fact.isSafeAreaInset: path = text
    case .path(let text) where text.hasSuffix("safeAreaInsets"): path = text
    default: return nil
    }
    guard let headEnd = path.firstIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
    let head = String(path[..<headEnd])
    var current = path
    var end = headEnd
    // The head may be a local (its value as bound here), then names of the run, a few deep.
    for step in 0..<4 {
      let name = String(current[..<end])
      var value: LintExpression?
      if step == 0, isLocal(name) {
        value = currentLocalValues[name]
      } else {
        value = table.definition(name, from: file)?.expression
      }
      guard let value, let replacement = CExpressionParser.path(of: value) else { break }
      current = replacement + current[end...]
      guard let next = current.firstIndex(where: { $0 == "." || $0 == "[" }) else { break }
      end = next
    }
    guard current != path else { return nil }
    let rewritten: LintExpression
    if case .fact(let fact, _) = node.kind {
      rewritten = LintExpression(.fact(fact, path: current), at: node.position)
    } else {
      rewritten = LintExpression(.path(current), at: node.position)
    }
    guard Shapes.globalWindowSafeArea(rewritten),
      let insets = current.range(of: ".safeAreaInsets")
    else { return nil }
    return (head, String(current[..<insets.lowerBound]))
  }

  /// Whether `expression` reads a local variable whose name says it holds the status bar's
  /// height (`CGFloat statusBarHeight = …; return statusBarHeight + 44;`).
  func readsStatusBarLocal(_ expression: LintExpression) -> Bool {
    expression.contains { node in
      guard case .reference(let name) = node.kind, isLocal(name) else { return false }
      // The status bar's metric needs `statusbar` in the joined lower-case name.
      if let joined = NameMeaning.asciiJoined(name), !joined.includes("statusbar") { return false }
      return NameMeaning.metric(name, numbers: [], readsStatusBar: false) == .statusBarHeight
    }
  }

  /// Classifications of the definitions `expression` refers to.
  func referenced(_ expression: LintExpression, file: String) -> [Classification.Kind] {
    var kinds: [Classification.Kind] = []
    expression.walk { node in
      if let definition = definition(named: node, file: file),
        let kind = classification(of: definition)?.kind
      {
        kinds.append(kind)
      } else if Self.opaqueNotchName(node, table: table, file: file) != nil {
        kinds.append(.notchFlag)
      }
    }
    return kinds
  }

  /// A flag read by name whose body the run does not hold but whose name says "notch".
  static func opaqueNotchName(_ node: LintExpression, table: DefinitionTable, file: String)
    -> String?
  {
    var name: String?
    switch node.kind {
    case .reference(let reference): name = reference
    case .path(let path): name = path.lastDotComponent.map(String.init)
    default: break
    }
    guard let name, NameMeaning.isNotchName(name) else { return nil }
    var member = false
    if case .path = node.kind { member = true }
    if let definition = table.definition(name, from: file, member: member),
      definition.expression != nil
    {
      return nil
    }
    return name
  }

  func directFacts(_ expression: LintExpression) -> Set<DeviceFact> {
    var facts: Set<DeviceFact> = []
    expression.walk { if case .fact(let fact, _) = $0.kind { facts.insert(fact) } }
    return facts
  }

  /// `expression` with each name that stands for a device fact (`SCREEN_HEIGHT` defined as
  /// `[UIScreen mainScreen].bounds.size.height`) replaced by that fact, at the name's position,
  /// so that shape tests see `SCREEN_HEIGHT == 812` as a size comparison.
  func expandingFacts(_ expression: LintExpression, file: String, depth: Int = 0) -> LintExpression
  {
    // Most statements name no definition: nothing to expand, nothing to rebuild.
    let namesAny = expression.contains {
      if case .reference = $0.kind { return true }
      return false
    }
    guard namesAny else { return expression }
    return rebuiltExpandingFacts(expression, file: file, depth: depth)
  }

  private func rebuiltExpandingFacts(_ expression: LintExpression, file: String, depth: Int)
    -> LintExpression
  {
    guard depth < 16 else { return expression }
    var result = expression
    switch expression.kind {
    case .reference:
      if let definition = self.definition(named: expression, file: file),
        definition.parameters == nil, let body = definition.expression
      {
        // Each definition's expansion is computed once: `#define A1 (A0 + A0)`, `A2 (A1 + A1)`…
        // expanded afresh at every use doubles the work at every step.
        let fact: LintExpression.Kind?
        if let known = factExpansions[definition.location] {
          fact = known
        } else {
          factExpansions[definition.location] = .some(nil)  // a cycle expands to nothing
          let expanded = expandingFacts(body, file: definition.location.file, depth: depth + 1)
          if case .fact = expanded.kind { fact = expanded.kind } else { fact = nil }
          factExpansions[definition.location] = fact
        }
        if let fact { return LintExpression(fact, at: expression.position) }
      } else if case .reference(let name) = expression.kind, !isLocal(name),
        case .none = table.resolve(name, from: file),
        let fact = NameMeaning.screenDimension(name)
      {
        // `SCREEN_HEIGHT` defined in a header the run was not given: read as the screen's
        // height by its name, which the finding and a note say (the path marks the guess).
        unknownNames.record(name, at: SourceLocation(file: file, position: expression.position))
        return LintExpression(.fact(fact, path: Self.assumedPrefix + name), at: expression.position)
      }
    case .unary(let op, let operand):
      result.kind = .unary(op, rebuiltExpandingFacts(operand, file: file, depth: depth))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(
        op, rebuiltExpandingFacts(lhs, file: file, depth: depth),
        rebuiltExpandingFacts(rhs, file: file, depth: depth))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        rebuiltExpandingFacts(condition, file: file, depth: depth),
        rebuiltExpandingFacts(then, file: file, depth: depth),
        rebuiltExpandingFacts(otherwise, file: file, depth: depth))
    case .call(let name, let arguments):
      result.kind = .call(
        name, arguments.map { rebuiltExpandingFacts($0, file: file, depth: depth) })
    default: break
    }
    return result
  }

  func classify(_ definition: SourceDefinition) -> Classification? {
    guard let written = definition.expression else { return nil }
    let file = definition.location.file
    // An alias (`#define M2 M1`, `let kNavBarHeight = UIScreen.navBarHeight`) is what it names.
    switch written.kind {
    case .reference, .path:
      if let named = self.definition(named: written, file: file),
        named.location != definition.location,
        let inherited = classification(of: named)
      {
        // A bar constant keeps the metric its own name says, when it says one.
        if inherited.kind == .barConstant,
          let metric = NameMeaning.metric(definition.name, numbers: [], readsStatusBar: false)
        {
          return Classification(kind: .barConstant, metric: metric)
        }
        return inherited
      }
    default: break
    }
    let expression = expandingFacts(written, file: file)
    let facts = directFacts(expression)
    let references = referenced(expression, file: file)
    let numbers = expression.numbers
    let isFlagReference: Bool = {
      switch expression.kind {
      case .reference, .path:
        return references.contains(.notchFlag) || NameMeaning.isNotchName(definition.name)
      default: return false
      }
    }()
    let boolean = Shapes.isBoolean(expression) || isFlagReference
    // `statusBarHeight + 44` is where the navigation bar ends, whatever the name says
    // (`xTopHeight`, `kNavigationBar_Height`).
    if !boolean, isStatusPlusNavigationBar(expression, file: file) {
      return Classification(kind: .barConstant, metric: .navigationBarBottom)
    }
    // `lazy var navBar = CustomNavigationBar(frame: …)`: a view built with a bar's height is
    // not a number standing in for the bar.
    if !boolean, Self.isNumericShape(written),
      let metric = NameMeaning.metric(
        definition.name, numbers: expression.valueNumbers,
        readsStatusBar: facts.contains(.statusBarHeight) || references.contains(.statusBarFrame)),
      numbers.contains(where: CatalogNumbers.isBarMetric) || references.contains(.barConstant)
    {
      return Classification(kind: .barConstant, metric: metric)
    }
    if boolean {
      if NameMeaning.isNotchName(definition.name)
        || expression.contains({ Shapes.insetTest($0) != nil })
        || references.contains(.notchFlag) || Shapes.readsHousing(expression)
      {
        return Classification(kind: .notchFlag, metric: .hasHousing)
      }
      if expression.contains({ Shapes.sizeComparison($0) != nil })
        || references.contains(.deviceSizeCheck)
      {
        return Classification(kind: .deviceSizeCheck)
      }
      if expression.contains({ Shapes.modelComparison($0) != nil })
        || references.contains(.modelCheck)
      {
        return Classification(kind: .modelCheck)
      }
      if Shapes.tests(.idiom, expression) != nil || references.contains(.idiomFlag) {
        return Classification(kind: .idiomFlag)
      }
      if Shapes.tests(.orientation, expression) != nil || references.contains(.orientationFlag) {
        return Classification(kind: .orientationFlag)
      }
    } else if case .conditional(let condition, _, _) = expression.kind,
      !numbers.isEmpty
        || condition.contains({ Shapes.modelComparison($0) != nil })
    {
      let conditionReferences = referenced(condition, file: file)
      if case .conditional(_, let then, let otherwise) = expression.kind,
        Self.choosesLayoutNumbers(then, otherwise),
        conditionReferences.contains(.notchFlag)
          || condition.contains({ Shapes.insetTest($0) != nil }) || Shapes.readsHousing(condition)
      {
        return Classification(kind: .notchChoice)
      }
      // A value chosen by model (`switch Device.current { case .iPhone8: return .small … }`),
      // unless every value is a name (a table of marketing names is not about layout).
      if condition.contains({ Shapes.modelComparison($0) != nil })
        || conditionReferences.contains(.modelCheck),
        !Self.choosesNamesOnly(expression)
      {
        return Classification(kind: .modelCheck)
      }
      if Shapes.tests(.idiom, condition) != nil || conditionReferences.contains(.idiomFlag) {
        return Classification(kind: .idiomChoice)
      }
      if Shapes.tests(.orientation, condition) != nil
        || conditionReferences.contains(.orientationFlag)
      {
        return Classification(kind: .orientationChoice)
      }
    }
    if facts.contains(.statusBarHeight) || Self.readsStatusBarFrame(expression) {
      return Classification(kind: .statusBarFrame, metric: .safeAreaTop)
    }
    if expression.contains(Shapes.globalWindowSafeArea) {
      return Classification(kind: .windowSafeArea)
    }
    if !facts.isDisjoint(with: [.screenWidth, .screenHeight, .screenSize]) {
      return Classification(kind: .mainScreenBounds)
    }
    return nil
  }

  /// `a + b` where one side is the status bar's height (a read, or a constant standing for it)
  /// and the other a navigation bar's height (44, or a constant standing for it).
  func isStatusPlusNavigationBar(_ expression: LintExpression, file: String) -> Bool {
    guard case .binary("+", let lhs, let rhs) = expression.kind else { return false }
    func metric(_ side: LintExpression) -> LayoutMetric? {
      if case .fact(.statusBarHeight, _) = side.kind { return .statusBarHeight }
      if case .number(let value) = side.kind, value == 44 { return .navigationBarHeight }
      guard let named = definition(named: side, file: file),
        let classification = classification(of: named)
      else { return nil }
      if classification.kind == .statusBarFrame { return .statusBarHeight }
      if classification.kind == .barConstant { return classification.metric }
      return nil
    }
    let metrics = [metric(lhs), metric(rhs)]
    return metrics.contains(.statusBarHeight) && metrics.contains(.navigationBarHeight)
  }

  /// Whether a definition's value is a number by its shape: anything but a call other than
  /// arithmetic (`MAX`, `CGFloat(…)`, `ceil`).
  static func isNumericShape(_ expression: LintExpression) -> Bool {
    guard case .call(let name, _) = expression.kind else { return true }
    let bare = name.lastDotComponent.map(String.init) ?? name
    return [
      "MAX", "MIN", "max", "min", "fmax", "fmin", "fmaxf", "fminf", "CGFloat", "Double", "Float",
      "ceil", "floor", "round", "ceilf", "floorf", "roundf", "fabs", "fabsf", "abs", "ABS",
    ].contains(bare)
  }

  /// Whether every value a `? :` chain chooses is a string literal.
  static func choosesNamesOnly(_ expression: LintExpression) -> Bool {
    var values: [LintExpression] = []
    var pending = [expression]
    while let node = pending.popLast() {
      if case .conditional(_, let then, let otherwise) = node.kind {
        pending.append(then)
        pending.append(otherwise)
      } else {
        values.append(node)
      }
    }
    return values.allSatisfy {
      if case .string = $0.kind { return true }
      if case .unknown = $0.kind { return false }
      return false
    } && !values.isEmpty
  }

  static func readsStatusBarFrame(_ expression: LintExpression) -> Bool {
    expression.contains { node in
      if case .path(let path) = node.kind { return path.includes("statusBarFrame") }
      if case .fact(.statusBarHeight, _) = node.kind { return true }
      return false
    }
  }

  // MARK: Reporting

  func report(
    _ rule: String, at location: SourceLocation, message: String,
    definition: SourceDefinition? = nil,
    definitionName: String? = nil, evaluation: CatalogEvaluation? = nil
  ) {
    guard enabled.contains(rule), let description = LintRules.description(rule) else { return }
    guard seen.insert(ReportKey(location: location, rule: rule)).inserted else { return }
    findings.append(
      LintFinding(
        rule: rule, severity: description.severity, location: location, message: message,
        fix: description.fix, definition: definition?.name ?? definitionName,
        definitionLocation: definition?.location, evaluation: evaluation))
  }

  @discardableResult
  func reportDefinition(_ definition: SourceDefinition) -> Bool {
    guard let classification = classification(of: definition), classification.reportsDefinition,
      let expression = definition.expression
    else { return false }
    let evaluation = evaluate(definition: definition, expression, classification)
    report(
      classification.rule, at: definition.location,
      message: Self.definitionMessage(definition, classification), definition: definition,
      evaluation: evaluation)
    return true
  }

  static func definitionMessage(_ definition: SourceDefinition, _ classification: Classification)
    -> String
  {
    let name = "'\(definition.name)'"
    switch classification.kind {
    case .notchFlag: return "\(name) decides 'has a notch' by device"
    case .notchChoice: return "\(name) chooses a layout value by 'has a notch'"
    case .deviceSizeCheck: return "\(name) compares the screen with device sizes"
    case .modelCheck: return "\(name) compares the hardware model with model identifiers"
    case .barConstant:
      return
        "\(name) stands in for \(classification.metric?.phrase ?? "a system bar") with fixed numbers"
    case .statusBarFrame: return "\(name) reads the status bar frame as a layout metric"
    case .windowSafeArea: return "\(name) reads a global window's safe area"
    case .mainScreenBounds: return "\(name) reads the main screen's bounds"
    case .idiomChoice: return "\(name) chooses a layout value by interface idiom"
    case .orientationChoice: return "\(name) chooses a layout value by interface orientation"
    case .idiomFlag, .orientationFlag: return name
    }
  }

  // MARK: Statements

  func location(_ file: String, _ node: LintExpression) -> SourceLocation {
    SourceLocation(file: file, position: node.position)
  }

  /// Nodes that decide a `? :` whose branches are numbers or sizes.
  func layoutConditions(_ expression: LintExpression) -> [LintExpression] {
    var result: [LintExpression] = []
    expression.walk { node in
      if case .conditional(let condition, let then, let otherwise) = node.kind,
        Self.choosesLayoutNumbers(then, otherwise)
      {
        result.append(condition)
      }
    }
    return result
  }

  /// Whether the statement sets a status-bar view's geometry (`statusBarView.frame = …`): the
  /// status bar frame read for the status bar itself.
  /// Whether a `? :` chooses layout numbers: a number other than 0 and 1 in a branch (`? 1 : 0`
  /// is a boolean spelled as numbers).
  static func choosesLayoutNumbers(_ then: LintExpression, _ otherwise: LintExpression) -> Bool {
    (then.numbers + otherwise.numbers).contains { $0 != 0 && $0 != 1 }
  }

  func isForStatusBar(_ statement: SourceStatement) -> Bool {
    // Inside a helper named for the status bar (`CRGetStatusBarHeightForOrientation`): its
    // statements read the status bar for the status bar; where it is used is what counts.
    if let enclosing = statement.enclosing, enclosing.lowercased().includes("statusbar") {
      return true
    }
    guard let target = statement.target?.lowercased(), target.includes("statusbar") else {
      return false
    }
    let last = Self.lastName(target)
    return ["frame", "bounds", "center", "origin", "size"].contains(last)
  }

  func check(_ statement: SourceStatement, file: String) {
    // Code that runs only where an availability check failed (below iOS 11, or without the
    // safe-area API) is a fallback: no device it runs on has a notch or a home indicator, and
    // the API it uses is the one that system has. Not a finding (issue 29: one iOS 7 branch
    // gave 8).
    if statement.isAvailabilityFallback { return }
    // Rebuilt only when it reads a local whose value is known (most statements read none).
    // (A bare name is the assigned-to side of a declaration, `CGFloat bottom = …`: not a read.)
    var isBareName = false
    if case .reference = statement.expression.kind { isBareName = true }
    let readsKnownLocal =
      !currentLocalValues.isEmpty && !isBareName
      && statement.expression.contains {
        if case .reference(let name) = $0.kind { return currentLocalValues[name] != nil }
        return false
      }
    let written =
      readsKnownLocal ? substitutingLocals(statement.expression) : statement.expression
    // The statement's fields the per-node tests read, taken out once (a closure reading the
    // struct copied all of it on every node).
    let role = statement.role
    let controlsNameOnly = statement.controlsNameOnly
    let hasTarget = statement.target != nil
    let isFallback = statement.isAvailabilityFallback
    let forStatusBar = isForStatusBar(statement)
    let context = UseContext(
      enclosing: statement.enclosing, controlsNameOnly: controlsNameOnly,
      forStatusBar: forStatusBar)
    let expression = expandingFacts(written, file: file)
    let inLayoutCondition =
      statement.role == .condition ? statement.controlsLayout : false
    let layoutConditionNodes = layoutConditions(expression)
    func decidesLayout(_ node: LintExpression) -> Bool {
      inLayoutCondition
        || layoutConditionNodes.contains { condition in
          condition.contains { $0 == node }
        }
    }
    var inlineBar = false
    // A local named for the status bar counts as written, before its value replaced it.
    let statusBarLocal =
      readsStatusBarLocal(expression) || readsStatusBarLocal(statement.expression)
    // An inline bar constant: `CGFloat navHeight = isX ? 88 : 64`, `statusBarHeight + 44`; a
    // returned value is named by its method (`- (CGFloat)navigationHeight { …; return … }`).
    if let target = statement.target
      ?? (statement.role == .returnValue ? statement.enclosing : nil),
      case let targetName = Self.hasWords(target) ? Self.lastName(target) : target,
      NameMeaning.mayNameMetric(targetName),
      let metric = NameMeaning.metric(
        targetName,
        numbers: expression.valueNumbers,
        readsStatusBar: directFacts(expression).contains(.statusBarHeight) || statusBarLocal),
      let literal = Self.firstNode(
        expression,
        where: {
          if case .number(let value) = $0.kind { return CatalogNumbers.isBarMetric(value) }
          return false
        }),
      Self.firstNode(
        expression,
        where: {
          if case .conditional = $0.kind { return true }
          if case .fact(.statusBarHeight, _) = $0.kind { return true }
          return false
        }) != nil || statusBarLocal || !referenced(expression, file: file).isEmpty
    {
      inlineBar = true
      let name = statement.target.map(Self.lastName) ?? target
      let evaluation = evaluate(
        markingLocals(expression), file: file, metric: metric, idiom: NameMeaning.idiom(name))
      report(
        LintRules.barConstant, at: location(file, literal),
        message: "'\(name)' stands in for \(metric.phrase) with fixed numbers",
        evaluation: evaluation)
    }
    // `insets.bottom > 0 ? insets.bottom : 15`: the inset where there is one, else a minimum —
    // the inset read, not a notch test.
    var insetOrMinimum: Set<SourcePosition> = []
    expression.walk { node in
      guard case .conditional(let condition, let then, let otherwise) = node.kind,
        let tested = Shapes.insetTest(condition), case .fact(let fact, _) = tested.kind
      else { return }
      let readsSame = { (branch: LintExpression) in
        branch.contains { if case .fact(fact, _) = $0.kind { return true } else { return false } }
      }
      if readsSame(then) || readsSame(otherwise) { insetOrMinimum.insert(condition.position) }
    }
    // The status bar's rectangle tested against a point or a rectangle (a tap on the status
    // bar, an overlap with it) is about the status bar itself, not a layout metric.
    var hitTested: Set<SourcePosition> = []
    expression.walk { node in
      guard case .call(let name, let arguments) = node.kind else { return }
      let bare = name.lastDotComponent.map(String.init) ?? name
      guard
        [
          "CGRectContainsPoint", "CGRectIntersectsRect", "CGRectContainsRect", "contains",
          "intersects", "contains:", "intersects:",
        ].contains(bare)
      else { return }
      for argument in arguments { hitTested.insert(argument.position) }
    }
    var screenReported = false
    var sizeComparisonNodes: [LintExpression] = []
    expression.walk { if Shapes.sizeComparison($0) != nil { sizeComparisonNodes.append($0) } }
    func inSizeComparison(_ node: LintExpression) -> Bool {
      sizeComparisonNodes.contains { comparison in
        comparison.contains { $0.position == node.position }
      }
    }
    // Uses of definitions, in the expression as written.
    written.walk { node in
      if let definition = definition(named: node, file: file),
        let classification = classification(of: definition),
        !(classification.kind == .mainScreenBounds && inSizeComparison(node))
      {
        use(
          definition, classification, node, context, file: file, inlineBar: inlineBar,
          decidesLayout: decidesLayout(node))
        if classification.kind == .mainScreenBounds { screenReported = true }
      }
    }
    expression.walk { node in
      if definition(named: node, file: file).flatMap(classification(of:)) != nil { return }
      if !inlineBar, let name = Self.opaqueNotchName(node, table: table, file: file),
        Shapes.isBoolean(expression) || role == .condition || decidesLayout(node)
      {
        let evaluation = evaluate(node, file: file, metric: .hasHousing)
        report(
          LintRules.notchFlag, at: location(file, node),
          message: "branches on notch flag '\(name)'", definitionName: name, evaluation: evaluation)
        return
      }
      if let literal = Shapes.sizeComparison(node) {
        report(
          LintRules.deviceSizeCheck, at: location(file, literal),
          message: "compares the screen with a device's size" + Self.assumedNames(in: node),
          evaluation: evaluate(markingLocals(node), file: file, metric: nil))
        return
      }
      if let literal = Shapes.modelComparison(node), !controlsNameOnly {
        report(
          LintRules.deviceModelCheck, at: location(file, literal),
          message: "compares the hardware model with a model identifier",
          evaluation: evaluate(markingLocals(node), file: file, metric: nil))
        return
      }
      if let fact = Shapes.insetTest(node),
        role == .condition || decidesLayout(node)
          || hasTarget,
        !insetOrMinimum.contains(node.position)
      {
        report(
          LintRules.notchFlag, at: location(file, fact),
          message: "decides 'has a notch' from \(Self.factName(fact))",
          evaluation: evaluate(markingLocals(node), file: file, metric: .hasHousing))
      }
      if case .fact(.sensorHousing, _) = node.kind, !inlineBar,
        role == .condition || decidesLayout(node) || hasTarget
      {
        report(
          LintRules.notchFlag, at: location(file, node),
          message: "decides 'has a notch' from \(Self.factName(node))",
          evaluation: evaluate(node, file: file, metric: .hasHousing))
      }
      switch node.kind {
      case .fact(.statusBarHeight, _) where !forStatusBar && !inlineBar:
        report(
          LintRules.statusBarFrame, at: location(file, node),
          message: "reads the status bar frame as a layout metric",
          evaluation: evaluate(node, file: file, metric: .safeAreaTop))
      case .path(let path)
      where path.hasSuffix("statusBarFrame") && !forStatusBar
        && !hitTested.contains(node.position):
        report(
          LintRules.statusBarFrame, at: location(file, node),
          message: "reads the status bar frame as a layout metric")
      default: break
      }
      if Shapes.globalWindowSafeArea(node) {
        report(
          LintRules.windowSafeArea, at: location(file, node),
          message: "reads a global window's safe area for another view's layout")
      } else if let (head, window) = windowThroughName(node, file: file) {
        report(
          LintRules.windowSafeArea, at: location(file, node),
          message:
            "reads a global window's safe area for another view's layout ('\(head)' is '\(window)')"
        )
      }
      if !isFallback {
        var text: String?
        if case .path(let path) = node.kind { text = path }
        if case .fact(_, let path) = node.kind { text = path }
        // `automaticallyAdjustsScrollViewInsets = NO` inside the controller, without `self.`.
        if case .reference(let name) = node.kind, name == "automaticallyAdjustsScrollViewInsets" {
          text = name
        }
        if let text, let name = Shapes.deprecatedGuide(text) {
          report(
            LintRules.deprecatedLayoutGuide, at: location(file, node),
            message: "uses '\(name)' outside an availability fallback")
        }
      }
      if case .fact(let fact, _) = node.kind {
        if [.screenWidth, .screenHeight, .screenSize].contains(fact), !screenReported,
          !inSizeComparison(node)
        {
          screenReported = true
          report(
            LintRules.mainScreenBounds, at: location(file, node),
            message: "reads the main screen's bounds for layout" + Self.assumedNames(in: node))
        }
        if fact == .idiom,
          decidesLayout(node) || (role == .condition && inLayoutCondition)
        {
          report(
            LintRules.idiomLayout, at: location(file, node),
            message: "decides layout by interface idiom")
        }
        if fact == .orientation, decidesLayout(node) {
          report(
            LintRules.orientationLayout, at: location(file, node),
            message: "decides layout by interface orientation")
        }
      }
    }
  }

  /// What ``use(_:_:_:_:file:inlineBar:decidesLayout:)`` needs of the statement.
  struct UseContext {
    var enclosing: String?
    var controlsNameOnly: Bool
    var forStatusBar: Bool
  }

  func use(
    _ definition: SourceDefinition, _ classification: Classification, _ node: LintExpression,
    _ statement: UseContext, file: String, inlineBar: Bool, decidesLayout: Bool
  ) {
    // A flag's own body reading its cache variable is not a use of the flag.
    if statement.enclosing == definition.name { return }
    let name = "'\(definition.name)' (\(definition.location))"
    let at = location(file, node)
    let evaluation = { () -> CatalogEvaluation? in
      guard let expression = definition.expression else { return nil }
      return self.evaluate(definition: definition, expression, classification)
    }
    switch classification.kind {
    case .notchFlag where !inlineBar:
      report(
        LintRules.notchFlag, at: at, message: "branches on notch flag \(name)",
        definition: definition, evaluation: evaluation())
    case .notchChoice where !inlineBar:
      report(
        LintRules.notchFlag, at: at, message: "uses notch-chosen value \(name)",
        definition: definition, evaluation: evaluation())
    case .deviceSizeCheck:
      report(
        LintRules.deviceSizeCheck, at: at, message: "branches on device size check \(name)",
        definition: definition, evaluation: evaluation())
    case .modelCheck where !statement.controlsNameOnly:
      report(
        LintRules.deviceModelCheck, at: at, message: "branches on model check \(name)",
        definition: definition, evaluation: evaluation())
    case .barConstant:
      report(
        LintRules.barConstant, at: at, message: "uses bar constant \(name)", definition: definition,
        evaluation: evaluation())
    case .statusBarFrame where !statement.forStatusBar && !inlineBar:
      report(
        LintRules.statusBarFrame, at: at, message: "uses the status bar frame through \(name)",
        definition: definition, evaluation: evaluation())
    case .windowSafeArea:
      report(
        LintRules.windowSafeArea, at: at,
        message: "uses a global window's safe area through \(name)", definition: definition)
    case .mainScreenBounds:
      report(
        LintRules.mainScreenBounds, at: at,
        message: "uses the main screen's bounds through \(name)",
        definition: definition)
    case .idiomChoice:
      report(
        LintRules.idiomLayout, at: at, message: "uses idiom-chosen value \(name)",
        definition: definition)
    case .idiomFlag where decidesLayout:
      report(
        LintRules.idiomLayout, at: at, message: "decides layout by idiom through \(name)",
        definition: definition)
    case .orientationChoice:
      report(
        LintRules.orientationLayout, at: at, message: "uses orientation-chosen value \(name)",
        definition: definition)
    case .orientationFlag where decidesLayout:
      report(
        LintRules.orientationLayout, at: at,
        message: "decides layout by orientation through \(name)",
        definition: definition)
    default:
      break
    }
  }

  /// ` (taking 'SCREEN_HEIGHT', defined nowhere in the files linted, for the screen's height)`
  /// when `node` holds a fact read from an undefined name; empty otherwise.
  static func assumedNames(in node: LintExpression) -> String {
    var names: [String] = []
    node.walk { child in
      if case .fact(_, let path) = child.kind, path.hasPrefix(assumedPrefix) {
        let name = String(path.dropFirst(assumedPrefix.count))
        if !names.contains(name) { names.append(name) }
      }
    }
    guard !names.isEmpty else { return "" }
    return " (taking " + names.map { "'\($0)'" }.joined(separator: ", ")
      + ", defined nowhere in the files linted, for the screen's "
      + (names.count == 1 ? "size" : "sizes") + ")"
  }

  /// The last name of an assigned-to path (`self.view.frame` → `frame`): the last run of
  /// characters other than ` *.()[]`, or `target` when it has none.
  static func lastName(_ target: String) -> String {
    func isSeparator(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "*"), UInt8(ascii: "."), UInt8(ascii: "("),
        UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
        true
      default: false
      }
    }
    let bytes = target.utf8
    guard let last = bytes.lastIndex(where: { !isSeparator($0) }) else { return target }
    let start = bytes[..<last].lastIndex(where: isSeparator).map { bytes.index(after: $0) }
    // Separators are ASCII, so both ends are ends of whole characters.
    return String(decoding: bytes[(start ?? bytes.startIndex)...last], as: UTF8.self)
  }

  /// Whether ``NameMeaning/words(_:)`` finds a word in `name`: a character other than `_`, `.`
  /// and `:`.
  static func hasWords(_ name: String) -> Bool {
    name.utf8.contains {
      $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: ":")
    }
  }

  static func factName(_ node: LintExpression) -> String {
    if case .fact(let fact, _) = node.kind { return fact.apiName }
    return "an inset"
  }

  static func firstNode(_ expression: LintExpression, where predicate: (LintExpression) -> Bool)
    -> LintExpression?
  {
    var found: LintExpression?
    expression.walk { if found == nil, predicate($0) { found = $0 } }
    return found
  }

  // MARK: Evaluation

  func evaluate(
    definition: SourceDefinition, _ expression: LintExpression, _ classification: Classification
  ) -> CatalogEvaluation? {
    switch classification.kind {
    case .notchFlag, .notchChoice, .deviceSizeCheck, .modelCheck, .barConstant, .statusBarFrame:
      return evaluate(
        expression, file: definition.location.file, metric: classification.metric,
        idiom: classification.kind == .barConstant ? NameMeaning.idiom(definition.name) : nil)
    default:
      return nil
    }
  }

  /// `expression` evaluated on every cell of the matrix, read from `file` (which resolves its
  /// names). Evaluations depend only on the expression's shape, the file when the expression
  /// names definitions, and the metric, so each distinct one is computed once per run.
  ///
  /// With `idiom`, only that idiom's devices are evaluated (a constant named for the iPad is
  /// not wrong on iPhones: it is not meant for them).
  func evaluate(
    _ expression: LintExpression, file: String, metric: LayoutMetric?, idiom: Idiom? = nil
  )
    -> CatalogEvaluation
  {
    let key = EvaluationCache.Key(expression: expression, file: file, metric: metric, idiom: idiom)
    if let cached = evaluations[key] { return cached }
    let evaluator = Evaluator(table: table, file: file)
    var cells: [EvaluatedCell] = []
    cells.reserveCapacity(environments.count)
    var failure: CannotEvaluate?
    let memo = Evaluator.Memo()
    for environment in environments
    where idiom == nil || environment.environment.device.idiom == idiom {
      var value: LintValue?
      // A reason in the code (a name defined nowhere, a cycle) is the same in every cell.
      if failure?.isStructural != true {
        do {
          value = try evaluator.evaluate(expression, in: environment, memo: memo)
        } catch {
          failure = failure ?? error
        }
      }
      cells.append(
        EvaluatedCell(
          device: environment.environment.device.name,
          orientation: environment.environment.orientation.isLandscape ? "landscape" : "portrait",
          ios: environment.environment.ios, value: value,
          expected: metric.map { environment.value(of: $0) }))
    }
    // Nothing evaluated for a reason in the code: no cells to keep (a 10,000-deep chain of
    // macros made 896 empty cells for each of its 10,000 definitions).
    if failure?.isStructural == true { cells = [] }
    let assumptions = evaluator.assumptions(in: expression)
    let evaluation = CatalogEvaluation(
      metric: metric, cells: cells,
      summary: EvaluationSummary.text(
        cells: cells, metric: metric, failure: failure, assumptions: assumptions,
        devices: idiom == .pad ? "iPads" : idiom == .phone ? "iPhones" : "devices"),
      assumptions: assumptions)
    evaluations[key] = evaluation
    return evaluation
  }
}

/// Names of the run read by their name alone, each with the first place it was read; safe to
/// share between threads (the first place is the least, so the notes do not depend on them).
final class UnknownNames: @unchecked Sendable {
  private var places: [String: SourceLocation] = [:]  // lookups only; `notes` sorts
  private let lock = NSLock()

  func record(_ name: String, at location: SourceLocation) {
    lock.lock()
    defer { lock.unlock() }
    if let known = places[name], known < location { return }
    places[name] = location
  }

  /// One note per name, at its first place.
  var notes: [LintNote] {
    lock.lock()
    defer { lock.unlock() }
    return places.map { name, location in
      LintNote(
        location: location,
        message: "'\(name)' is not defined in the files linted; read as the main screen's "
          + (NameMeaning.screenDimension(name) == .screenWidth ? "width" : "height")
          + " by its name (lint its header too to check it)",
        isUnreadable: false)
    }.sorted { $0.location < $1.location }
  }
}

/// Catalog evaluations of a run, by what they depend on; safe to share between threads.
final class EvaluationCache: @unchecked Sendable {
  /// What an evaluation depends on: the expression's shape (``LintExpression/evaluationShape``),
  /// the file that resolves its names (only when it names any) and the metric compared with.
  struct Key: Hashable {
    var expression: LintExpression
    var file: String
    var metric: LayoutMetric?
    var idiom: Idiom?

    init(expression: LintExpression, file: String, metric: LayoutMetric?, idiom: Idiom? = nil) {
      self.expression = expression.evaluationShape
      self.file = expression.contains(\.namesDefinition) ? file : ""
      self.metric = metric
      self.idiom = idiom
    }
  }

  private var entries: [Key: CatalogEvaluation] = [:]  // lookups only
  private let lock = NSLock()

  subscript(key: Key) -> CatalogEvaluation? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return entries[key]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      entries[key] = newValue
    }
  }
}

/// Work spread over threads, results in input order.
enum Parallel {
  /// `transform` applied to every element on `jobs` threads (the calling thread alone for one
  /// job), each thread taking the next element when it is done with one.
  static func map<Element, Result>(
    _ elements: [Element], jobs: Int, _ transform: (Element) -> Result
  ) -> [Result] {
    let workers = min(max(jobs, 1), elements.count)
    guard workers > 1 else { return elements.map(transform) }
    return withoutActuallyEscaping(transform) { transform in
      let work = ParallelWork(elements, transform)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in work.runWorker() }
      return work.results.compactMap { $0 }
    }
  }
}

/// What ``Parallel/map(_:jobs:_:)``'s threads share: the input, the work and the results, behind
/// a lock (each element is transformed by exactly one thread; the transform's own state is its
/// caller's responsibility).
private final class ParallelWork<Element, Result>: @unchecked Sendable {
  let elements: [Element]
  let transform: (Element) -> Result
  var results: [Result?]
  var next = 0
  let lock = NSLock()

  init(_ elements: [Element], _ transform: @escaping (Element) -> Result) {
    self.elements = elements
    self.transform = transform
    self.results = Array(repeating: nil, count: elements.count)
  }

  func runWorker() {
    while true {
      lock.lock()
      let index = next
      next += 1
      lock.unlock()
      guard index < elements.count else { return }
      let result = transform(elements[index])
      lock.lock()
      results[index] = result
      lock.unlock()
    }
  }
}
