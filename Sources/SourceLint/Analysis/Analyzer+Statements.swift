import DeviceCatalog
import Foundation

extension Analyzer {
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
}
