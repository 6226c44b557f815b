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
    for model in models {
      for definition in model.definitions { _ = classification(of: definition) }
    }
  }

  /// An analyzer for one file, sharing `shared`'s table, classifications and evaluations.
  private init(sharing shared: Analyzer) {
    self.models = []
    self.table = shared.table
    self.enabled = shared.enabled
    self.environments = shared.environments
    self.evaluations = shared.evaluations
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
    for definition in model.definitions where reportDefinition(definition) {
      reported.insert(definition.name)
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
    case .call(let name, _): return table.definition(name, from: file)
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
        let expanded = expandingFacts(body, file: definition.location.file, depth: depth + 1)
        if case .fact = expanded.kind {
          return LintExpression(expanded.kind, at: expression.position)
        }
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
    if !boolean,
      let metric = NameMeaning.metric(
        definition.name, numbers: numbers,
        readsStatusBar: facts.contains(.statusBarHeight) || references.contains(.statusBarFrame)),
      numbers.contains(where: CatalogNumbers.isBarMetric)
    {
      return Classification(kind: .barConstant, metric: metric)
    }
    if boolean {
      if NameMeaning.isNotchName(definition.name)
        || expression.contains({ Shapes.insetTest($0) != nil })
        || references.contains(.notchFlag)
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
    {
      let conditionReferences = referenced(condition, file: file)
      if case .conditional(_, let then, let otherwise) = expression.kind,
        Self.choosesLayoutNumbers(then, otherwise),
        conditionReferences.contains(.notchFlag)
          || condition.contains({ Shapes.insetTest($0) != nil })
      {
        return Classification(kind: .notchChoice)
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
    guard let target = statement.target?.lowercased(), target.includes("statusbar") else {
      return false
    }
    let last = Self.lastName(target)
    return ["frame", "bounds", "center", "origin", "size"].contains(last)
  }

  func check(_ statement: SourceStatement, file: String) {
    let written = statement.expression
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
    let statusBarLocal = readsStatusBarLocal(expression)
    // An inline bar constant: `CGFloat navHeight = isX ? 88 : 64`, `statusBarHeight + 44`; a
    // returned value is named by its method (`- (CGFloat)navigationHeight { …; return … }`).
    if let target = statement.target
      ?? (statement.role == .returnValue ? statement.enclosing : nil),
      case let targetName = Self.hasWords(target) ? Self.lastName(target) : target,
      NameMeaning.mayNameMetric(targetName),
      let metric = NameMeaning.metric(
        targetName,
        numbers: expression.numbers,
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
      let evaluation = evaluate(markingLocals(expression), file: file, metric: metric)
      let name = statement.target.map(Self.lastName) ?? target
      report(
        LintRules.barConstant, at: location(file, literal),
        message: "'\(name)' stands in for \(metric.phrase) with fixed numbers",
        evaluation: evaluation)
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
          message: "compares the screen with a device's size",
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
          || hasTarget
      {
        report(
          LintRules.notchFlag, at: location(file, fact),
          message: "decides 'has a notch' from \(Self.factName(fact))",
          evaluation: evaluate(markingLocals(node), file: file, metric: .hasHousing))
      }
      switch node.kind {
      case .fact(.statusBarHeight, _) where !forStatusBar && !inlineBar:
        report(
          LintRules.statusBarFrame, at: location(file, node),
          message: "reads the status bar frame as a layout metric",
          evaluation: evaluate(node, file: file, metric: .safeAreaTop))
      case .path(let path) where path.hasSuffix("statusBarFrame") && !forStatusBar:
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
            message: "reads the main screen's bounds for layout")
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
      return evaluate(expression, file: definition.location.file, metric: classification.metric)
    default:
      return nil
    }
  }

  /// `expression` evaluated on every cell of the matrix, read from `file` (which resolves its
  /// names). Evaluations depend only on the expression's shape, the file when the expression
  /// names definitions, and the metric, so each distinct one is computed once per run.
  func evaluate(_ expression: LintExpression, file: String, metric: LayoutMetric?)
    -> CatalogEvaluation
  {
    let key = EvaluationCache.Key(expression: expression, file: file, metric: metric)
    if let cached = evaluations[key] { return cached }
    let evaluator = Evaluator(table: table, file: file)
    var cells: [EvaluatedCell] = []
    cells.reserveCapacity(environments.count)
    var failure: CannotEvaluate?
    for environment in environments {
      var value: LintValue?
      do {
        value = try evaluator.evaluate(expression, in: environment)
      } catch {
        failure = failure ?? error
      }
      cells.append(
        EvaluatedCell(
          device: environment.environment.device.name,
          orientation: environment.environment.orientation.isLandscape ? "landscape" : "portrait",
          ios: environment.environment.ios, value: value,
          expected: metric.map { environment.value(of: $0) }))
    }
    let assumptions = evaluator.assumptions(in: expression)
    let evaluation = CatalogEvaluation(
      metric: metric, cells: cells,
      summary: EvaluationSummary.text(
        cells: cells, metric: metric, failure: failure, assumptions: assumptions),
      assumptions: assumptions)
    evaluations[key] = evaluation
    return evaluation
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

    init(expression: LintExpression, file: String, metric: LayoutMetric?) {
      self.expression = expression.evaluationShape
      self.file = expression.contains(\.namesDefinition) ? file : ""
      self.metric = metric
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
