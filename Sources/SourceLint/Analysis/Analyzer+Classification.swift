import DeviceCatalog
import Foundation

extension Analyzer {
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
  /// What a value measures of the screen (``screenMeasure(_:file:depth:)``).
  enum ScreenMeasure: Equatable {
    case rectangle, size, width, height
  }

  /// What `node` measures of the screen, through the names it reads: the screen's rectangle
  /// (`[UIScreen mainScreen].bounds`, `#define kScreen_Bounds …`, `CGRect(x: 0, y: 0, width:
  /// screen width, height: screen height)`), its size, its width or its height
  /// (`Constants.kScreenWidth` defined as `kScreenSize.width`, `kScreenSize` the screen's
  /// bounds); nil for anything else.
  func screenMeasure(_ node: LintExpression, file: String, depth: Int = 0) -> ScreenMeasure? {
    guard depth < 8 else { return nil }
    switch node.kind {
    case .fact(.screenWidth, _): return .width
    case .fact(.screenHeight, _): return .height
    case .fact(.screenSize, _): return .size
    case .path(let path):
      if Shapes.isScreenRectangle(node) { return .rectangle }
      for (suffix, measure) in [
        (".size.width", ScreenMeasure.width), (".size.height", .height), (".width", .width),
        (".height", .height), (".size", .size),
      ] where path.hasSuffix(suffix) {
        let base = String(path.dropLast(suffix.count))
        let baseNode = LintExpression(
          base.contains(".") ? .path(base) : .reference(base), at: node.position)
        let measured = screenMeasure(baseNode, file: file, depth: depth + 1)
        if measured == .rectangle || (measured == .size && measure != .size) { return measure }
      }
    case .call(let name, let arguments):
      guard arguments.count == 4,
        ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name),
        case .number(0) = arguments[0].kind, case .number(0) = arguments[1].kind
      else { return nil }
      return screenMeasure(arguments[2], file: file, depth: depth + 1) == .width
        && screenMeasure(arguments[3], file: file, depth: depth + 1) == .height
        ? .rectangle : nil
    default: break
    }
    guard let definition = definition(named: node, file: file), definition.parameters == nil,
      let value = definition.expression
    else { return nil }
    return screenMeasure(value, file: file, depth: depth + 1)
  }

  /// Whether `node` is the screen's whole rectangle (``screenMeasure(_:file:depth:)``).
  func isWholeScreenRectangle(_ node: LintExpression, file: String) -> Bool {
    if MainScreenBoundsRule.isWholeScreenRectangle(node) { return true }
    switch node.kind {
    case .path, .reference, .call: return screenMeasure(node, file: file) == .rectangle
    default: return false
    }
  }

  /// ``LintExpression/valueNumbers`` and, for a sum of a number and a name (`SAFE_PAD + 49.0`,
  /// `49.0 + [self safeHeight]`), the number plus each value the name's definition can take
  /// (`IS_X ? 34.0 : 0.0` → 83 and 49), a level or two deep: which bar a sum stands for reads
  /// the values it can take (measurement W: the tab bar with the home indicator built through a
  /// macro or a method was compared with the bare bar, "34 pt too much on iPhone 13 mini").
  func foldedNumbers(_ expression: LintExpression, file: String, depth: Int = 0) -> [Double] {
    var result = expression.valueNumbers
    guard depth < 2 else { return result }
    expression.walk { node in
      guard case .binary("+", let lhs, let rhs) = node.kind else { return }
      for (number, name) in [(lhs, rhs), (rhs, lhs)] {
        guard case .number(let value) = number.kind,
          let found = definition(named: name, file: file), let body = found.expression
        else { continue }
        for other in foldedNumbers(body, file: found.location.file, depth: depth + 1) {
          result.append(value + other)
        }
      }
    }
    return result
  }

  func definition(named node: LintExpression, file: String) -> SourceDefinition? {
    switch node.kind {
    case .reference(let name):
      if isLocal(name) { return nil }
      return tableDefinition(name, from: file).flatMap { reaches($0, through: nil) ? $0 : nil }
    case .call(let name, let arguments):
      if let found = tableDefinition(name, from: file) { return found }
      // `SVDevice.navigationBarOffset()`: a helper without parameters, by its last name.
      guard arguments.isEmpty, let last = name.lastDotComponent else { return nil }
      guard let found = tableDefinition(String(last), from: file, member: true),
        found.parameters == nil, found.kind == .function || found.kind == .method,
        reaches(found, through: name.dropLast(last.count + 1))
      else { return nil }
      return found
    case .path(let path):
      if let through = screenOrWindowDefinition(inPath: path, file: file) { return through }
      // A member of a local (`value.location` of a gesture's closure parameter) is that
      // value's, not a property of the run named alike (measurement I).
      // (The first non-empty part, as `split(separator: ".").first` gives it, without splitting
      // the whole path: the split was 1.5 % of linting NetNewsWire.)
      let head = path.drop { $0 == "." }.prefix { $0 != "." }
      if !head.isEmpty, isLocal(String(head)) { return nil }
      guard let last = path.lastDotComponent else { return nil }
      // A rectangle's or insets' member of a value (`imageSize.width`, `self.view.frame
      // .height`) is that value's, not a property of the run named alike; reached from a type
      // (`Device.screen.width`) it can be one (measurement J: a photo's `imageSize.width` tied
      // to an app's `Device.width`).
      // A new instance is a value too (`UINavigationController().navigationBar.frame.size
      // .height`; measurement K: tied to an app's `Screen.height`, three false alarms).
      if Self.geometricMembers.contains(String(last)) || Self.viewGeometry.contains(String(last)),
        path.first.map({ !$0.isUppercase }) ?? true || Self.startsWithInstance(path)
      {
        return nil
      }
      return tableDefinition(String(last), from: file, member: true).flatMap {
        reaches($0, through: path.dropLast(last.count + 1)) ? $0 : nil
      }
    default: return nil
    }
  }

  /// A view's own geometry (`contentView.bounds`, `cell.frame`): read from an instance, it is
  /// that view's, not a definition of the run named alike (measurement M: a cell's
  /// `contentBgView.bounds` tied to another type's `static let bounds = UIScreen.main.bounds`).
  static let viewGeometry: Set<String> = ["bounds", "frame", "center"]

  /// Whether a member of a type (``SourceDefinition/owner``) can be what a name reached
  /// through `qualifier` means (measurement M: 24 false alarms from names tied across types):
  /// - through a type (`Helper.isNotched`, `[Helper isNotched]`, `Constants.Screen.width`):
  ///   only when the type written last before the member is its owner, an alias of it or a
  ///   subclass — `UIScreen.main.bounds` is not `SwiftCase.bounds`, `MemberSearchView
  ///   .loadView()` not `PasswordLoginView.loadView()`, `[[CAAnimationGroup alloc] init]` not
  ///   another class's `-init`; never through `super`;
  /// - bare (no qualifier), in Swift: only inside its owner (or a subclass, or an extension of
  ///   it) — `bounds` in a `UIView` extension is the view's;
  /// - through an instance (`self.helper.isNotched`, `device.top`): its type is not known, so
  ///   the member may be meant.
  /// A name of no type (a macro, a file-scope constant, a C function) is reached from anywhere.
  func reaches(_ definition: SourceDefinition, through qualifier: Substring?) -> Bool {
    guard let owner = definition.owner else { return true }
    guard let qualifier, !qualifier.isEmpty else {
      guard definition.location.file.hasSuffix(".swift"), let inside = currentEnclosingType
      else { return true }
      return table.names(inside, owner: owner)
    }
    let parts = qualifier.split(separator: ".")
    if parts.first == "super" { return false }
    // `[self init]` in an Objective-C file: a method of a class the file implements, or of one
    // of their ancestors, not a method of the same name in another class of the run
    // (measurement W: `EZRootViewController`'s `[self init]` tied to `EZTabbar`'s `-init`).
    if parts == ["self"], !definition.location.file.hasSuffix(".swift"), !checkedFileOwners.isEmpty
    {
      // (A class whose ancestry the run does not give may inherit the method: a maybe.)
      return checkedFileOwners.contains {
        !table.knowsAncestry(of: $0) || table.names($0, owner: owner)
      }
    }
    guard var type = parts.last(where: { $0.first?.isUppercase == true }) else { return true }
    if type.hasSuffix("()") { type = type.dropLast(2) }
    return table.names(String(type), owner: owner)
  }

  /// Whether the Swift type the statement is in is `owner`, or declares it as an ancestor or a
  /// conformance in the run's own declarations (no unknown ancestry taken as a maybe): a bare
  /// name there is `owner`'s member for sure (`ContentView: View` and `extension View`; a
  /// `UIView` subclass is not a SwiftUI `View`).
  func isSurelyInside(_ owner: String) -> Bool {
    guard let inside = currentEnclosingType else { return false }
    return table.names(inside, owner: owner, allowingUnknown: false)
  }

  /// Whether a path starts by making a value (`UITabBarController().tabBar…`): its first
  /// component is a call.
  static func startsWithInstance(_ path: String) -> Bool {
    guard let head = path.split(separator: ".", maxSplits: 1).first else { return false }
    return head.hasSuffix(")")
  }

  /// `table.definition(name, from: file, member: member)`, kept for the file being checked
  /// (``definitionAnswers``): the table is the run's and never changes.
  func tableDefinition(_ name: String, from file: String, member: Bool = false)
    -> SourceDefinition?
  {
    guard file == checkedFile else { return table.definition(name, from: file, member: member) }
    let query = DefinitionQuery(name: name, member: member)
    if let known = definitionAnswers[query] { return known }
    let answer = table.definition(name, from: file, member: member)
    definitionAnswers[query] = answer
    return answer
  }

  /// Members of a rectangle or of insets: what a path reads of a screen or window value.
  static let geometricMembers: Set<String> = [
    "width", "height", "size", "origin", "x", "y", "minX", "minY", "maxX", "maxY", "midX",
    "midY", "top", "bottom", "left", "right", "leading", "trailing",
  ]

  /// `mainScreen.height` (`var mainScreen: CGRect { UIScreen.main.bounds }` in an extension of
  /// `View`), `Helper.shared.safeAreaInsets.top` (a singleton's property reading the first
  /// window): a definition of the run that reads the main screen or a global window, named by
  /// the path before its geometric members, reached from `self` or a type (not from a local or
  /// a proxy: `proxy.safeAreaInsets.top` is the view's own). Measurement H: 9 labels.
  func screenOrWindowDefinition(inPath path: String, file: String) -> SourceDefinition? {
    // Most paths end in no geometric member: decided before the path is split (the split was
    // 1.7 % of linting NetNewsWire, perf, 30 November 2026).
    guard let lastPart = path.lastDotComponent, Self.geometricMembers.contains(String(lastPart))
    else { return nil }
    let parts = path.split(separator: ".").map(String.init)
    guard parts.count >= 2, Self.geometricMembers.contains(parts[parts.count - 1]) else {
      return nil
    }
    var index = parts.count - 2
    while index > 0, Self.geometricMembers.contains(parts[index]) { index -= 1 }
    var name = parts[index]
    // `getRect().width` (`func getRect() -> CGRect { UIScreen.main.bounds }` on `View`): a
    // helper without parameters, called (measurement I: 4 labels).
    let called = name.hasSuffix("()")
    if called { name.removeLast(2) }
    // What comes before the name: nothing (a member of `self`), or types and their shared
    // instances (`Helper.shared`, `AppUtility`).
    let reachedFromType = parts[..<index].allSatisfy { part in
      part.first?.isUppercase == true
        || ["shared", "default", "current", "standard"].contains(part)
    }
    guard reachedFromType, !(index == 0 && isLocal(name)),
      // By its name alone: the type before it scopes it (a member lookup keeps to the
      // caller's folder, and `Helper` lives in `Helpers/`).
      let found = tableDefinition(name, from: file)
        ?? tableDefinition(name, from: file, member: true),
      found.parameters == nil, !called || found.kind == .function || found.kind == .method,
      reaches(
        found, through: index == 0 ? nil : Substring(parts[..<index].joined(separator: "."))),
      let kind = classification(of: found)?.kind,
      kind == .mainScreenBounds || kind == .windowSafeArea
    else { return nil }
    return found
  }

  /// Whether `name` is a local variable where the current statement is.
  func isLocal(_ name: String) -> Bool {
    currentLocals.contains(name)
  }

  /// For a local of the current statement named for a bar (`statusBarHeight`) whose value is
  /// one of the bars' numbers (20, 44, 49, 64…, not 0): that number and the metric the name
  /// stands for; nil for any other name.
  func barNumberLocal(_ name: String) -> (Double, LayoutMetric)? {
    guard isLocal(name), let value = currentLocalValues[name],
      case .number(let number) = value.kind,
      number != 0, CatalogNumbers.isBarMetric(number), NameMeaning.mayNameMetric(name),
      let metric = NameMeaning.metric(name, numbers: [number], readsStatusBar: false)
    else { return nil }
    return (number, metric)
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
      } else if Self.opaqueSizeName(node, table: table, file: file) != nil {
        kinds.append(.deviceSizeCheck)
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

  /// A flag read by name whose body the run does not hold but whose name says one screen size
  /// (`[JPStyle iPhone4Inch]`, `IS_IPHONE_5`): ``NameMeaning/oneSizeHeights(_:)``.
  static func opaqueSizeName(_ node: LintExpression, table: DefinitionTable, file: String)
    -> String?
  {
    var name: String?
    switch node.kind {
    case .reference(let reference): name = reference
    case .path(let path): name = path.lastDotComponent.map(String.init)
    default: break
    }
    guard let name, NameMeaning.oneSizeHeights(name) != nil, !NameMeaning.isNotchName(name)
    else { return nil }
    var member = false
    if case .path = node.kind { member = true }
    if let definition = table.definition(name, from: file, member: member),
      definition.expression != nil
    {
      return nil
    }
    return name
  }

  /// `max(screen width, screen height)` (or `MIN`, `fmax`…): one side of the screen.
  static func isLargerOrSmallerScreenSide(_ expression: LintExpression) -> Bool {
    guard case .call(let name, let arguments) = expression.kind, arguments.count == 2,
      ["max", "min", "MAX", "MIN", "fmax", "fmin", "fmaxf", "fminf"].contains(name)
    else { return false }
    return arguments.allSatisfy {
      if case .fact(let fact, _) = $0.kind { return fact == .screenWidth || fact == .screenHeight }
      return false
    }
  }

  /// A member read through a type (`ScreenSize.SCREEN_MAX_LENGTH`): a path of two names whose
  /// first starts with a capital letter, without a call.
  static func isTypeMember(_ path: String) -> Bool {
    guard let first = path.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    else { return false }
    // One step only (`Type.member`): a member of a member (`Device.screen.width`) is a value's.
    return path.utf8.filter { $0 == UInt8(ascii: ".") }.count == 1
      && !path.utf8.contains(UInt8(ascii: "("))
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
    let hasHelpersWithParameters = table.hasFunctionsWithParameters
    let namesAny = expression.contains {
      if case .reference = $0.kind { return true }
      // A type's member (`ScreenSize.SCREEN_MAX_LENGTH`, measurement N: 9 size checks).
      if case .path(let path) = $0.kind, Self.isTypeMember(path) { return true }
      // A call with arguments of a helper the run defines (``inlinedCall``).
      if hasHelpersWithParameters, case .call(let name, let arguments) = $0.kind,
        !arguments.isEmpty,
        table.hasFunctionWithParameters(name.lastDotComponent.map(String.init) ?? name)
      {
        return true
      }
      return false
    }
    guard namesAny else { return expression }
    return rebuiltExpandingFacts(expression, file: file, depth: depth)
  }

  func rebuiltExpandingFacts(_ expression: LintExpression, file: String, depth: Int)
    -> LintExpression
  {
    guard depth < 16 else { return expression }
    var result = expression
    var isTypeMember = false
    if case .path(let path) = expression.kind { isTypeMember = Self.isTypeMember(path) }
    switch expression.kind {
    case .reference,
      .path where isTypeMember:
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
          if case .fact = expanded.kind {
            fact = expanded.kind
          } else if Self.isLargerOrSmallerScreenSide(expanded) {
            // `static let SCREEN_MAX_LENGTH = max(ScreenSize.SCREEN_WIDTH, …HEIGHT)`: the
            // larger side of the screen, which a size comparison reads as such (measurement N).
            fact = expanded.kind
          } else {
            fact = nil
          }
          factExpansions[definition.location] = fact
        }
        if let fact { return LintExpression(fact, at: expression.position) }
      } else if case .reference(let name) = expression.kind, !isLocal(name),
        case .none = table.resolve(name, from: file),
        let fact = NameMeaning.screenDimension(name)
      {
        // `SCREEN_HEIGHT` defined in a header the run was not given: read as the screen's
        // height by its name, which the finding and a note say (the path marks the guess).
        // (Defined in another project of the run, it is marked so: the finding and the note
        // then say where, not "defined nowhere".)
        let elsewhere = table.definingFileElsewhere(name, from: file)
        unknownNames.record(
          name, at: SourceLocation(file: file, position: expression.position), elsewhere: elsewhere)
        return LintExpression(
          .fact(
            fact,
            path: Self.assumedPrefix + (elsewhere == nil ? "" : Self.assumedElsewhereMark) + name),
          at: expression.position)
      } else if case .reference(let name) = expression.kind, !isLocal(name),
        case .none = table.resolve(name, from: file),
        let side = NameMeaning.screenSide(name)
      {
        // `SCREEN_MAX_LENGTH` defined nowhere in the run: the screen's longer (shorter) side by
        // its name, `MAX(width, height)`, marked as guessed as `SCREEN_HEIGHT` is.
        let elsewhere = table.definingFileElsewhere(name, from: file)
        unknownNames.record(
          name, at: SourceLocation(file: file, position: expression.position), elsewhere: elsewhere)
        let path = Self.assumedPrefix + (elsewhere == nil ? "" : Self.assumedElsewhereMark) + name
        return LintExpression(
          .call(
            side,
            [
              LintExpression(.fact(.screenWidth, path: path), at: expression.position),
              LintExpression(.fact(.screenHeight, path: path), at: expression.position),
            ]), at: expression.position)
      }
    case .unary(let op, let operand):
      result.kind = .unary(op, rebuiltExpandingFacts(operand, file: file, depth: depth))
    case .binary(let op, let lhs, let rhs):
      let left = rebuiltExpandingFacts(lhs, file: file, depth: depth)
      let right = rebuiltExpandingFacts(rhs, file: file, depth: depth)
      if LintExpression.isComparison(op),
        let comparison = screenComparison(op, left, right, file: file, depth: depth)
      {
        result.kind = comparison
      } else {
        result.kind = .binary(op, left, right)
      }
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        rebuiltExpandingFacts(condition, file: file, depth: depth),
        rebuiltExpandingFacts(then, file: file, depth: depth),
        rebuiltExpandingFacts(otherwise, file: file, depth: depth))
    case .call(let name, let arguments):
      let expanded = arguments.map { rebuiltExpandingFacts($0, file: file, depth: depth) }
      if let inlined = inlinedCall(
        name, expanded, at: expression.position, file: file, depth: depth)
      {
        return inlined
      }
      result.kind = .call(name, expanded)
    default: break
    }
    return result
  }

  /// A comparison of a screen read written with what C code spells a size in (measurement Q:
  /// 27 one-size macros were reported only as screen reads): `fabs(h - 568) < DBL_EPSILON` is
  /// `h == 568`, and `h == HEIGHT_IPHONE_5` with `#define HEIGHT_IPHONE_5 568` compares `h`
  /// with 568. Nil for every other comparison (a named number elsewhere keeps its name: a bar
  /// constant's uses are found through it).
  func screenComparison(
    _ op: String, _ left: LintExpression, _ right: LintExpression, file: String, depth: Int
  ) -> LintExpression.Kind? {
    // `fabs(a - b) < ε` (and `ε > fabs(a - b)`): `a == b`.
    if let (a, b) = Shapes.epsilonEquality(op, left, right),
      Shapes.readsScreenSize(a) || Shapes.readsScreenSize(b)
    {
      return screenComparison("==", a, b, file: file, depth: depth) ?? .binary("==", a, b)
    }
    // `h == NAME` with NAME a number.
    for (read, named, isLeft) in [(left, right, false), (right, left, true)] {
      guard Shapes.readsScreenSize(read), case .reference = named.kind,
        let definition = self.definition(named: named, file: file), definition.parameters == nil,
        let body = definition.expression, depth < 16,
        case .number(let value) = expandingNumber(
          body, file: definition.location.file, depth: depth),
        CatalogNumbers.isScreenDimension(abs(value))
      else { continue }
      let number = LintExpression(.number(value), at: named.position)
      return isLeft ? .binary(op, number, read) : .binary(op, read, number)
    }
    return nil
  }

  /// The number a definition's body is (`568`, `(568.0)`, `HEIGHT_A` of another number).
  private func expandingNumber(_ body: LintExpression, file: String, depth: Int)
    -> LintExpression.Kind?
  {
    guard depth < 16 else { return nil }
    switch body.kind {
    case .number: return body.kind
    case .reference:
      guard let next = definition(named: body, file: file), next.parameters == nil,
        let inner = next.expression
      else { return nil }
      return expandingNumber(inner, file: next.location.file, depth: depth + 1)
    default: return nil
    }
  }

  /// A call of a Swift helper with parameters that compares a device fact with them
  /// (`isSmallScreen(threshold: 680, for: \.height)`): its body with the arguments in place,
  /// every node placed at the call (the check is where it is called, not in the helper's
  /// file). Nil for any other call.
  func inlinedCall(
    _ name: String, _ arguments: [LintExpression], at position: SourcePosition, file: String,
    depth: Int
  ) -> LintExpression? {
    guard !arguments.isEmpty, !name.hasPrefix("["), !name.hasPrefix(".") else { return nil }
    let bare = name.lastDotComponent.map(String.init) ?? name
    guard
      let definition = tableDefinition(bare, from: file)
        ?? (name.includes(".") ? tableDefinition(bare, from: file, member: true) : nil),
      definition.kind == .function, definition.location.file.hasSuffix(".swift"),
      let parameters = definition.parameters, parameters.count == arguments.count,
      let body = definition.expression
    else { return nil }
    let inlined = Self.placing(Self.substitutingParameters(body, arguments), at: position)
    guard !inlined.isTooDeep else { return nil }
    return rebuiltExpandingFacts(inlined, file: file, depth: depth + 1)
  }

  /// `body` with each parameter replaced by its argument, and key-path subscripts given a key
  /// path literal read on as the member it names.
  static func substitutingParameters(_ body: LintExpression, _ arguments: [LintExpression])
    -> LintExpression
  {
    var result = body
    switch body.kind {
    case .parameter(let index) where index < arguments.count:
      return arguments[index]
    case .unary(let op, let operand):
      result.kind = .unary(op, substitutingParameters(operand, arguments))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(
        op, substitutingParameters(lhs, arguments), substitutingParameters(rhs, arguments))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        substitutingParameters(condition, arguments), substitutingParameters(then, arguments),
        substitutingParameters(otherwise, arguments))
    case .call(let name, let callArguments):
      let substituted = callArguments.map { substitutingParameters($0, arguments) }
      if name == SwiftExpressionConverter.keyPathSubscript, substituted.count == 2,
        let applied = SwiftExpressionConverter.applyingKeyPath(substituted[0], substituted[1])
      {
        return applied
      }
      result.kind = .call(name, substituted)
    default: break
    }
    return result
  }

  /// `expression` with every node at `position`.
  static func placing(_ expression: LintExpression, at position: SourcePosition) -> LintExpression {
    var result = LintExpression(expression.kind, at: position)
    switch expression.kind {
    case .unary(let op, let operand): result.kind = .unary(op, placing(operand, at: position))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(op, placing(lhs, at: position), placing(rhs, at: position))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        placing(condition, at: position), placing(then, at: position),
        placing(otherwise, at: position))
    case .call(let name, let arguments):
      result.kind = .call(name, arguments.map { placing($0, at: position) })
    default: break
    }
    return result
  }

  func classify(_ definition: SourceDefinition) -> Classification? {
    guard let written = definition.expression else { return nil }
    // A description of a value (`return NSStringFromCGRect(UIScreen.mainScreen.bounds);`) is
    // text, not a layout value.
    if case .call(let name, _) = written.kind, Self.makesText(name) { return nil }
    let file = definition.location.file
    // An alias (`#define M2 M1`, `let kNavBarHeight = UIScreen.navBarHeight`, and a call of a
    // helper without parameters, `static let navigationHeight = navBarHeight()`: measurement L)
    // is what it names.
    var isAlias = false
    switch written.kind {
    case .reference, .path: isAlias = true
    case .call(_, let arguments): isAlias = arguments.isEmpty
    default: break
    }
    if isAlias, let named = self.definition(named: written, file: file),
      named.location != definition.location,
      let inherited = classification(of: named)
    {
      // A bar constant keeps the metric its own name says, when it says one — unless what it
      // names is the status bar's height plus the navigation bar's, where the navigation bar
      // ends whatever the name says (measurement N: `#define kTopBarHeight
      // CGConstGetTopBarHeight()` compared with the navigation bar's height alone).
      if inherited.kind == .barConstant, inherited.metric != .navigationBarBottom,
        let metric = NameMeaning.metric(definition.name, numbers: [], readsStatusBar: false)
      {
        return Classification(kind: .barConstant, metric: metric)
      }
      return inherited
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
    // `mq_fit_tabbar_top() { return UIScreen.mainScreen.bounds.size.height -
    // mq_fit_tabbar_height(); }`: the screen's height less a bar is where the bar starts, a
    // position on the screen, not the bar's height its name names (measurement M: "stands in
    // for the tab bar's height" was said of it). A screen read, as such.
    var fromScreenEdge = false
    if case .binary("-", let lhs, _) = expression.kind, case .fact(let fact, _) = lhs.kind,
      fact == .screenHeight || fact == .screenWidth
    {
      fromScreenEdge = true
    }
    // `lazy var navBar = CustomNavigationBar(frame: …)`: a view built with a bar's height is
    // not a number standing in for the bar.
    if !boolean, !fromScreenEdge, Self.isNumericShape(written),
      let metric = NameMeaning.metric(
        definition.name, numbers: foldedNumbers(expression, file: file),
        readsStatusBar: facts.contains(.statusBarHeight) || references.contains(.statusBarFrame)),
      numbers.contains(where: CatalogNumbers.isBarMetric) || references.contains(.barConstant)
    {
      // `private var tabBarSpacing: CGFloat { 64 + 4 * 2 + 20 }` in a file that pins its own
      // `TabBar` view at the bottom: the height of the app's bar, which the app draws itself
      // (measurement H), not a stand-in for the system's.
      if let edges = ownBarEdges[file], edges.contains(metric.barEdge ?? "") {
        return nil
      }
      return Classification(kind: .barConstant, metric: metric)
    }
    if boolean {
      if NameMeaning.isNotchName(definition.name)
        || expression.contains({ Shapes.insetTest($0) != nil })
        || references.contains(.notchFlag) || Shapes.readsHousing(expression)
      {
        // A flag named for no notch that tests only the bottom inset (`kIsFullScreen = …window
        // .safeAreaInsets.bottom > 0`) asks for the home indicator, which iPads without a
        // housing have too: evaluated as that, as the same test in a statement is (measurement
        // L: "true on iPad Air 13-inch (M4)" was called wrong).
        var insetTests: [LintExpression] = []
        expression.walk { if let fact = Shapes.insetTest($0) { insetTests.append(fact) } }
        if !NameMeaning.isNotchName(definition.name), !references.contains(.notchFlag),
          !Shapes.readsHousing(expression), !insetTests.isEmpty,
          insetTests.allSatisfy({
            if case .fact(.safeAreaBottom, _) = $0.kind { return true }
            return false
          })
        {
          return Classification(
            kind: .notchFlag,
            metric: Shapes.insetAbsenceTest(expression) ? .lacksHomeIndicator : .hasHomeIndicator)
        }
        // `bottom == 0` asks "no notch": right where there is none.
        if Shapes.insetAbsenceTest(expression) {
          return Classification(kind: .notchFlag, metric: .lacksHousing)
        }
        return Classification(kind: .notchFlag, metric: .hasHousing)
      }
      if expression.contains({ Shapes.sizeComparison($0) != nil })
        || references.contains(.deviceSizeCheck) || references.contains(.sizeChoice)
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
      // A value chosen by the screen's size (`h == 896 ? .xMax : h == 812 ? .x : …`, a
      // `switch UIScreen.main.bounds.height` returning cases, `size == .iPhone58 ? 100 : 76`).
      // Any condition of the chain counts: a `switch` over the height may begin with a size no
      // catalog device has (`case 480:`, the iPhone 4s).
      var chainConditions: [LintExpression] = []
      var pending = [expression]
      while let node = pending.popLast() {
        if case .conditional(let test, let then, let otherwise) = node.kind {
          chainConditions.append(test)
          pending.append(then)
          pending.append(otherwise)
        }
      }
      if chainConditions.contains(where: { test in
        test.contains({ Shapes.sizeComparison($0) != nil })
          || referenced(test, file: file).contains { $0 == .deviceSizeCheck || $0 == .sizeChoice }
      }) {
        // A corner's radius or a font's size chosen by the screen's size draws, it places
        // nothing (measurement Q: `let corner: CGFloat = is5 ? 20 : 30` for rounded paths,
        // 9 false alarms).
        if Shapes.namesDrawingOnly(definition.name) { return nil }
        if Shapes.choosesImageScale(definition.name, expression) { return nil }
        return Classification(kind: .sizeChoice)
      }
      if Shapes.tests(.idiom, condition) != nil || conditionReferences.contains(.idiomFlag) {
        // A font's size chosen by idiom (`#define kFontSize (IS_IPAD ? 30 : 10)`) draws text, it
        // places nothing, as the same choice by the screen's size (measurement X: the
        // definition and its three `fontSize =` uses, 4 false alarms).
        if Shapes.namesDrawingOnly(definition.name) { return nil }
        return Classification(kind: .idiomChoice)
      }
      if Shapes.tests(.orientation, condition) != nil
        || conditionReferences.contains(.orientationFlag)
      {
        return Classification(kind: .orientationChoice)
      }
    }
    if facts.contains(.statusBarHeight) || Self.readsStatusBarFrame(expression) {
      // Compared with the top of the safe area only when it holds the status bar's height
      // itself: `96 + 44 + 20 + statusBarFrame.height` is a header's height, and "160 pt too
      // much" said of it was no claim about the status bar (measurement L, 4 wrong messages).
      return Classification(
        kind: .statusBarFrame, metric: Self.isStatusBarReadAlone(expression) ? .safeAreaTop : nil)
    }
    // Directly, or through a property of the run that holds a global window
    // (`static var firstWindow = UIApplication.shared.windows.first`, then
    // `firstWindow?.safeAreaInsets.top`).
    // (Also a value built on such a definition: `static let bannerHeight = 75 +
    // UIDevice.current.safeAreaInsets.bottom`, the app's `UIDevice` getter returning the key
    // window's insets; measurement L.)
    if expression.contains(Shapes.globalWindowSafeArea)
      || expression.contains({ windowThroughName($0, file: file) != nil })
      || references.contains(.windowSafeArea)
    {
      return Classification(kind: .windowSafeArea)
    }
    // (`lazy var topWindow: UIWindow = TopWindow(frame: CGRect(…, width: UIScreen.main.bounds
    // .width, height: 20))`: a window's frame is not layout; measurement T.)
    if !facts.isDisjoint(with: [.screenWidth, .screenHeight, .screenSize]),
      !Shapes.makesWindow(expression)
    {
      // A gesture's threshold made from the screen's width lays nothing out.
      if Shapes.namesThreshold(definition.name) { return nil }
      return Classification(kind: .mainScreenBounds)
    }
    if expression.contains(Shapes.isScreenRectangle), !Shapes.makesWindow(expression) {
      // (A cover made with the screen's rectangle: `MainScreenBoundsRule.coversTheWindow`.)
      if MainScreenBoundsRule.coversTheWindow(name: definition.name, expression) { return nil }
      return Classification(kind: .mainScreenBounds)
    }
    // (`#define APPLICATION_HEIGHT [[UIScreen mainScreen] applicationFrame].size.height`:
    // measurement R, 3 labels missed.)
    if expression.contains(Shapes.readsApplicationFrame) {
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
    let values = expression.chosenValues
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

  /// Whether `expression`'s value holds a read of the status bar's height (not only a test of
  /// it: `statusBarFrame.height > 20 ? 83 : 49` is fixed numbers chosen on a test, while
  /// `statusBarFrame.height + 44` holds the read).
  func valueReadsStatusBar(_ expression: LintExpression, file: String, depth: Int = 0) -> Bool {
    var pending = [expression]
    while let node = pending.popLast() {
      switch node.kind {
      case .conditional(_, let then, let otherwise):
        pending.append(then)
        pending.append(otherwise)
      case .binary(let op, let lhs, let rhs) where !LintExpression.isComparison(op):
        pending.append(lhs)
        pending.append(rhs)
      case .unary(_, let operand): pending.append(operand)
      default:
        if Self.isStatusBarReadAlone(node) { return true }
        // A name of the run holding the read (`kStatusBarHeight`, `CGConstGetStatusBarHeight()`).
        if let definition = definition(named: node, file: file),
          let kind = classification(of: definition)?.kind
        {
          if kind == .statusBarFrame { return true }
          // An alias of a bar constant made with the read (`#define kTopBarHeight
          // CGConstGetTopBarHeight()`), a few steps deep so cycles end.
          if kind == .barConstant, depth < 4, let body = definition.expression,
            valueReadsStatusBar(body, file: definition.location.file, depth: depth + 1)
          {
            return true
          }
        }
        if case .call(let name, let arguments) = node.kind,
          ["MAX", "MIN", "max", "min", "CGFloat"]
            .contains(name)
        {
          pending.append(contentsOf: arguments)
        }
      }
    }
    return false
  }

  /// Whether `expression` is the status bar's height alone: the read, or the read `?? 0`.
  static func isStatusBarReadAlone(_ expression: LintExpression) -> Bool {
    switch expression.kind {
    case .fact(.statusBarHeight, _): return true
    case .path(let path): return path.includes("statusBarFrame")
    case .binary("??", let lhs, _): return isStatusBarReadAlone(lhs)
    default: return false
    }
  }
}
