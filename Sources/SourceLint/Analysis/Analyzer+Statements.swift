import DeviceCatalog
import Foundation

extension Analyzer {
  // MARK: Statements

  func location(_ file: String, _ node: LintExpression) -> SourceLocation {
    SourceLocation(file: file, position: node.position)
  }

  /// `print`, `debugPrint`, `dump`, `NSLog`, `os_log`: a call that only writes a log.
  static func isLogging(_ name: String) -> Bool {
    switch name {
    case "print", "debugPrint", "dump", "NSLog", "os_log", "NSLogv": true
    default: false
    }
  }

  /// Whether a call turns a value into text (`NSStringFromCGRect(UIScreen.mainScreen.bounds)`,
  /// `String(describing: UIScreen.main.bounds)`, `[NSString stringWithFormat:…]`): a
  /// description lays nothing out (measurement M: a device-information utility's
  /// `+mq_device_rect`, and the macro naming it, reported as screen reads).
  static func makesText(_ name: String) -> Bool {
    if name.hasPrefix("NSStringFrom") { return true }
    switch name {
    case "String", "String.init", "stringWithFormat:", "NSString.stringWithFormat:",
      "initWithFormat:", "localizedStringWithFormat:":
      return true
    default: return false
    }
  }

  /// Nodes that decide a `? :` whose branches are numbers or sizes.
  func layoutConditions(_ expression: LintExpression, file: String) -> [LintExpression] {
    var result: [LintExpression] = []
    expression.walk { node in
      if case .conditional(let condition, let then, let otherwise) = node.kind,
        Self.choosesLayoutNumbers(then, otherwise)
          || (readsIdiom(condition, file: file) && Self.namesLayoutSize(then)
            && Self.namesLayoutSize(otherwise) && !Self.sameBranch(then, otherwise))
      {
        result.append(condition)
      }
      // An app's modifier that gives up the safe area when told to
      // (`.ignoresSafeAreaWith(condition: UIDevice.isIPhone, edges: .top)`; measurement K):
      // what it is given decides where the content goes.
      if case .call(let name, let arguments) = node.kind,
        (name.lastDotComponent.map(String.init) ?? name).lowercased().includes("ignoressafearea")
      {
        result.append(contentsOf: arguments)
      }
    }
    return result
  }

  /// Whether the statement sets a status-bar view's geometry (`statusBarView.frame = …`): the
  /// status bar frame read for the status bar itself.
  /// Whether a `? :` chooses layout numbers: a number other than 0 and 1 in a branch (`? 1 : 0`
  /// is a boolean spelled as numbers).
  /// A `? :` whose two branches are the same number or the same name (`IS_IPAD ? (20) : (20)`,
  /// a game's score label placed alike on both idioms) chooses nothing (measurement X: 2 false
  /// alarms, "decides layout by idiom").
  static func choosesLayoutNumbers(_ then: LintExpression, _ otherwise: LintExpression) -> Bool {
    !Self.sameBranch(then, otherwise)
      && (then.numbers + otherwise.numbers).contains { $0 != 0 && $0 != 1 }
  }

  /// Whether two branches of a `? :` are the same number or the same name.
  static func sameBranch(_ then: LintExpression, _ otherwise: LintExpression) -> Bool {
    switch (then.kind, otherwise.kind) {
    case (.number(let a), .number(let b)): return a == b
    case (.reference(let a), .reference(let b)), (.path(let a), .path(let b)): return a == b
    default: return false
    }
  }

  /// Whether `condition` reads the interface idiom, directly or through a flag of the run
  /// classified as an idiom test: then a `? :` it decides between two named sizes (`idiom ==
  /// .pad ? Layout.buttonSizePad : Layout.buttonSizePhone`, `isIPad ? Spacing.large :
  /// Spacing.medium`) chooses layout (measurement M: a keyboard accessory's button size and
  /// the spacings a device flag picks). Only the idiom: other flags choosing named bar heights
  /// are the bar and notch rules' (unchanged).
  func readsIdiom(_ condition: LintExpression, file: String) -> Bool {
    var found = false
    condition.walk { node in
      if found { return }
      if case .fact(.idiom, _) = node.kind {
        found = true
      } else if let definition = definition(named: node, file: file),
        let kind = classification(of: definition)?.kind, kind == .idiomFlag
      {
        found = true
      }
    }
    return found
  }

  /// Whether `expression` is a name (`Layout.buttonSizePad`, `DesignSystem.Spacing.large`) one
  /// of whose parts names a layout size; not a font's or an SF Symbol's size, which is type.
  static func namesLayoutSize(_ expression: LintExpression) -> Bool {
    let name: String
    switch expression.kind {
    case .path(let path), .reference(let path): name = path.lowercased()
    default: return false
    }
    if ["font", "symbol", "pointsize", "textsize"].contains(where: { name.includes($0) }) {
      return false
    }
    return ["spacing", "size", "padding", "inset", "margin", "width", "height", "offset"]
      .contains { name.includes($0) }
  }

  /// Whether a statement chooses a type size (a font's, an SF Symbol's point size): what it
  /// decides is how large text and symbols draw, not where views go (measurement M: `let size:
  /// CGFloat = idiom == .pad ? 20 : 16` for `UIImage.SymbolConfiguration(pointSize: size, …)`).
  static func choosesTypeSize(_ statement: SourceStatement) -> Bool {
    let names = [statement.enclosing, statement.target].compactMap { $0?.lowercased() }
    return names.contains { name in
      ["font", "symbol", "pointsize", "textsize"].contains(where: { name.includes($0) })
    }
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

  /// Checks one statement: builds its ``StatementContext``, lets `bar_constant` decide whether
  /// it is an inline bar constant, reports the uses of classified definitions in it (each
  /// through its rule's `use` check), then walks its nodes once, handing each to the rules'
  /// statement checks in a fixed order (a check that settles a node ends that node's turn).
  /// Each rule's logic is in its file in `Rules/`.
  func check(_ statement: SourceStatement, file: String) {
    // Code that runs only where an availability check failed (below iOS 11, or without the
    // safe-area API) is a fallback: no device it runs on has a notch or a home indicator, and
    // the API it uses is the one that system has. Not a finding (issue 29: one iOS 7 branch
    // gave 8).
    if statement.isAvailabilityFallback { return }
    // What is only logged lays nothing out (measurement J: `print("Portrait", size,
    // screenSize)` reported as a use of the main screen's bounds, twice).
    if case .call(let name, _) = statement.expression.kind,
      Self.isLogging(name) || Self.makesText(name)
    {
      return
    }
    // Rebuilt only when it reads a local whose value is known (most statements read none).
    // (A bare name is the assigned-to side of a declaration, `CGFloat bottom = …`: not a read.)
    var isBareName = false
    if case .reference = statement.expression.kind { isBareName = true }
    // `UIView *headerV` of `UIView *headerV = …;`, read as `UIView * headerV`: the declared
    // local, not a product that reads it (its value put in its place repeated the value's
    // findings without the declaration's target, so a table header's width and a cover's name
    // were not seen there; measurement S).
    if case .binary("*", let type, let name) = statement.expression.kind,
      case .reference = type.kind, case .reference(let local) = name.kind,
      currentLocals.contains(local)
    {
      isBareName = true
    }
    let readsKnownLocal =
      !currentLocalValues.isEmpty && !isBareName
      && statement.expression.contains {
        if case .reference(let name) = $0.kind { return currentLocalValues[name] != nil }
        return false
      }
    var written =
      readsKnownLocal ? substitutingLocals(statement.expression) : statement.expression
    currentLocalReads = []
    currentLocalValueParts = []
    if readsKnownLocal {
      // Each read of a known local and everything its value put in its place.
      var roots: Set<SourcePosition> = []
      statement.expression.walk {
        if case .reference(let name) = $0.kind, currentLocalValues[name] != nil {
          roots.insert($0.position)
        }
      }
      written.walk { node in
        guard roots.contains(node.position) else { return }
        node.walk {
          currentLocalReads.insert($0.position)
          if $0.position != node.position { currentLocalValueParts.insert($0.position) }
        }
      }
    }
    // A frame given to a view whose width UIKit sets keeps only its height and origin
    // (measurement N: table header views and section headers given the screen's width).
    if !currentWidthSinks.isEmpty
      || statement.target.map(Self.lastName).map({
        ReplacedWidthSinks.headerTargets.contains($0)
      }) == true, currentWidthSinks.replacesWidth(of: statement)
    {
      written = ReplacedWidthSinks.droppingFrameWidths(written)
    }
    if currentWidthSinks.replacesSizeWidth(of: statement) {
      written = ReplacedWidthSinks.droppingSizeWidth(written)
    }
    let expression = expandingFacts(written, file: file)
    // A flag choosing a type size (`let font = UIFont(name, hasSafeArea ? 32 : 30)`) decides how
    // large text draws, not where views go (measurement Q: 2 false alarms).
    let typeSize = Self.choosesTypeSize(statement)
    let context = StatementContext(
      statement: statement, file: file, written: written, expression: expression,
      forStatusBar: isForStatusBar(statement),
      layoutConditionNodes: typeSize ? [] : layoutConditions(expression, file: file))
    currentDrawnPositions = MainScreenBoundsRule.imageDrawingPositions(written)
    for (position, axis) in MainScreenBoundsRule.outOfViewPositions(
      written, target: statement.target)
    {
      currentHidingOffsets[position] = HidingOffset(axis: axis, ownExtent: false)
    }
    BarConstantRule.checkInline(statement, context, self)
    BarConstantRule.checkStatusPlusNavigationBar(statement, context, self)
    let insetOrMinimum = NotchFlagRule.insetOrMinimumTests(expression)
    let hitTested = StatusBarFrameRule.hitTestedPositions(expression)
    // Uses of definitions, in the expression as written (not those of a type size, above).
    written.walk { node in
      if let definition = definition(named: node, file: file),
        let classification = classification(of: definition),
        !(typeSize && classification.isDeviceFlag),
        !(classification.kind == .mainScreenBounds
          && (context.inSizeComparison(node) || context.inComparison(node)
            || currentLocalValueParts.contains(node.position)
            || currentDrawnPositions.contains(node.position) || currentHarmlessLocal
            || MainScreenBoundsRule.coversTheWindow(context, self)
            // A window's frame through a name (`[[UIWindow alloc] initWithFrame:CGRectMake(0,
            // 0, WZScreenWidth, 20)]`, `window_.frame = …`), as a read (measurement T).
            || Shapes.makesWindow(context.expression)
            || (context.target.map {
              MainScreenBoundsRule.viewName($0).lowercased().includes("window")
            } ?? false)))
      {
        if classification.kind == .mainScreenBounds {
          // One finding per line of a Swift statement, for uses as for reads (measurement L:
          // `.frame(width: f * bounds.width, height: f * bounds.width)` reported twice).
          let line = context.location(node).line
          // A use that makes no finding (a name that only moves a view out of view) leaves
          // the line to the next one (`CGRect(x: 0, y: ScreenHeight, width: ScreenWidth, …)`).
          if file.hasSuffix(".swift"), context.screenReportedLines.contains(line) { return }
          let made = findings.count
          use(definition, classification, node, context)
          if findings.count > made { context.screenReportedLines.insert(line) }
        } else {
          use(definition, classification, node, context)
        }
      }
    }
    expression.walk { node in
      if definition(named: node, file: file).flatMap(classification(of:)) != nil { return }
      if NotchFlagRule.checkOpaqueFlag(node, context, self) { return }
      if DeviceSizeCheckRule.checkOpaqueSize(node, context, self) { return }
      if DeviceSizeCheckRule.check(node, context, self) { return }
      if DeviceModelCheckRule.check(node, context, self) { return }
      NotchFlagRule.checkInsetOrHousing(node, context, self, insetOrMinimum: insetOrMinimum)
      StatusBarFrameRule.check(node, context, self, hitTested: hitTested)
      WindowSafeAreaRule.check(node, context, self)
      DeprecatedLayoutGuideRule.check(node, context, self)
      MainScreenBoundsRule.check(node, context, self)
      IdiomLayoutRule.check(node, context, self)
      OrientationLayoutRule.check(node, context, self)
    }
  }

  /// A use of `definition` at `node`: reported by the rule of its classification (each rule's
  /// `use`), naming the definition.
  func use(
    _ definition: SourceDefinition, _ classification: Classification, _ node: LintExpression,
    _ context: StatementContext
  ) {
    // A flag's own body reading its cache variable is not a use of the flag.
    if context.enclosing == definition.name { return }
    let use = DefinitionUse(
      definition: definition, classification: classification, location: context.location(node),
      name: "'\(definition.name)' (\(definition.location))",
      decidesLayout: context.decidesLayout(node))
    switch classification.kind {
    case .notchFlag, .notchChoice: NotchFlagRule.use(use, context, self)
    case .deviceSizeCheck, .sizeChoice: DeviceSizeCheckRule.use(use, self)
    case .modelCheck: DeviceModelCheckRule.use(use, context, self)
    case .barConstant: BarConstantRule.use(use, self)
    case .statusBarFrame: StatusBarFrameRule.use(use, context, self)
    case .windowSafeArea:
      // One finding per line of a Swift statement, for uses as for reads (measurement O:
      // `getSafeArea().bottom > 0 ? getSafeArea().bottom + 4 : 8` reported twice).
      let line = use.location.line
      if context.file.hasSuffix(".swift"), context.windowReportedLines.contains(line) {
        return
      }
      WindowSafeAreaRule.use(use, self)
      context.windowReportedLines.insert(line)
    case .mainScreenBounds: MainScreenBoundsRule.use(use, self)
    case .idiomChoice, .idiomFlag: IdiomLayoutRule.use(use, self)
    case .orientationChoice, .orientationFlag: OrientationLayoutRule.use(use, self)
    }
  }

  /// The evaluation of a used definition on the catalog, or nil when it has no value.
  func evaluation(of use: DefinitionUse) -> CatalogEvaluation? {
    guard let expression = use.definition.expression else { return nil }
    return evaluate(definition: use.definition, expression, use.classification)
  }

  /// ` (taking 'SCREEN_HEIGHT', defined nowhere in the files linted, for the screen's height)`
  /// when `node` holds a fact read from an undefined name; ` (taking 'kScreenW', defined only
  /// in another project of the files linted, for the screen's size)` when another project of the
  /// run defines it (names resolve within a project: measurement N); empty otherwise.
  static func assumedNames(in node: LintExpression) -> String {
    var nowhere: [String] = []
    var elsewhere: [String] = []
    node.walk { child in
      if case .fact(_, let path) = child.kind, path.hasPrefix(assumedPrefix) {
        let marked = path.dropFirst(assumedPrefix.count)
        if marked.hasPrefix(assumedElsewhereMark) {
          let name = String(marked.dropFirst(assumedElsewhereMark.count))
          if !elsewhere.contains(name) { elsewhere.append(name) }
        } else if !nowhere.contains(String(marked)) {
          nowhere.append(String(marked))
        }
      }
    }
    guard !nowhere.isEmpty || !elsewhere.isEmpty else { return "" }
    let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
    var parts: [String] = []
    if !nowhere.isEmpty { parts.append(quoted(nowhere) + ", defined nowhere in the files linted") }
    if !elsewhere.isEmpty {
      parts.append(quoted(elsewhere) + ", defined only in another project of the files linted")
    }
    return " (taking " + parts.joined(separator: "; ") + ", for the screen's "
      + (nowhere.count + elsewhere.count == 1 ? "size" : "sizes") + ")"
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
