import DeviceCatalog
import Foundation
import SceneDocument
import SourceLint

/// Interprets one screen's code in one environment: walks the controller's (or view's) methods in
/// the order UIKit calls them, keeping names → values, and records the views, frames and
/// constraints the code makes. A value it cannot compute poisons what depends on it into a named
/// unknown (a note), never a guess.
final class CodeInterpreter {
  /// When UIKit runs the code being read, which decides what geometry reads give.
  enum Phase {
    /// Initializers, property initializers, `loadView`, `viewDidLoad`: a controller's root view
    /// has the screen's bounds (UIKit's `loadView` makes it with `UIScreen.main.bounds`) and no
    /// safe-area insets yet (they are zero until the first layout pass).
    case load
    /// `viewWillAppear`, `updateViewConstraints`: the container has not laid the view out; sizes
    /// read here are not known statically.
    case beforeLayout
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewSafeAreaInsetsDidChange`,
    /// `layoutSubviews`, `viewDidAppear`: sizes and insets are the laid-out ones (read from the
    /// previous pass's layout).
    case layout
  }

  /// Sizes and insets of the previous pass's layout, by view index.
  struct Measured {
    var bounds: [Int: (width: Double, height: Double)] = [:]
    var frames: [Int: (x: Double, y: Double, width: Double, height: Double)] = [:]
    var safeAreaInsets: [Int: (top: Double, left: Double, bottom: Double, right: Double)] = [:]
  }

  /// Limits on hostile input.
  static let maximumCallDepth = 24
  /// Properties whose initializers read each other, evaluated one inside the next.
  static let maximumPropertyNesting = 200
  static let maximumSteps = 200_000

  let program: CodeProgram
  let screenClass: CodeClass
  let environment: Environment
  /// The catalog's facts in ``environment``, made when lint first evaluates something.
  lazy var catalog = CatalogEnvironment(environment)
  let measured: Measured?
  let evaluator: Evaluator

  var views: [ViewState] = []
  var constraints: [ConstraintState] = []
  var notes: [CodeNote] = []
  var controller = ControllerSettings()
  var phase: Phase = .load
  var rootView: Int?
  var steps = 0
  var callDepth = 0
  /// Set when code running for a geometry value's extension (``valueExtensionCall``) writes to
  /// that value itself (a `mutating` method): the reader does not write such changes back.
  var valueSelfWritten = false
  var stoppedForSize = false
  /// Whether some value was read that only a layout gives (another pass is needed).
  var readsLayout = false
  /// What the run read from its environment, in order, once each (``CodeLayoutCache``).
  var reads: [EnvironmentRead] = []
  private var readSet: Set<EnvironmentRead> = []
  /// The frames of the views kept with the screen's size as terms, by view id, made by
  /// ``export()`` (``FrameTerms``).
  var exportedFrameTerms: [String: FrameTerms] = [:]
  /// Properties of the controller and of each custom view instance (by view index; -1 for the
  /// controller), evaluated on first read as Swift's stored and lazy properties are.
  var properties: [Int: [String: CodeValue]] = [:]
  var evaluatingProperty: Set<String> = []
  /// Static properties of the program's types read so far, by pseudo-class and name.
  var staticValues: [String: CodeValue] = [:]
  /// Controllers of the program made by the code (child controllers), counted for their
  /// identity, and the root view made for each one's `view`, by identity.
  var childInstances = 0
  var childRoots: [String: Int] = [:]
  /// How deep this interpreter runs inside parents' (a child controller's code run for its
  /// parent's layout); at most ``maximumChildDepth``.
  var childDepth = 0
  static let maximumChildDepth = 2
  /// The start of an ``CodeValue/object(_:)`` naming an instance of a controller class of the
  /// program (`controller 3:HotViewController`).
  static let controllerInstancePrefix = "controller "
  /// The prefix of the ids of this run's views (a child controller's, inside its parent), and
  /// the id of its root view (its parent's name for `child.view`).
  var idPrefix = ""
  var rootID = "view"
  var noted: Set<String> = []
  /// For a child controller's code run for its parent (``childContent(_:rootID:frame:at:)``):
  /// the frame the parent's code gave the child's root view, which is what the child's layout
  /// callbacks read as `self.view.frame` (round J's baisibudejie: a segment strip framed from
  /// `self.view.width` in the child's `viewWillLayoutSubviews`).
  var parentGivenRootFrame: (x: Double, y: Double, width: Double, height: Double)?
  /// The ids of child controllers' root views whose content is partly left out
  /// (``childContent(_:rootID:frame:at:)``).
  var partlyKnownChildRoots: Set<String> = []
  /// How many Cartography `constrain` closures are running (their operators make constraints).
  var cartographyDepth = 0
  /// The project's xibs, for code that loads one (``CodeNib``).
  var nibs: (any CodeNibProvider)?
  /// The xib the root view was made from, when it was.
  var rootNib: String?
  /// The nib name the screen's initializer passes to `super.init(nibName:bundle:)`.
  var requestedNibName: String?

  struct ControllerSettings {
    var edgesForExtendedLayout: ExtendedEdges?
    var extendedLayoutIncludesOpaqueBars: Bool?
    var automaticallyAdjustsScrollViewInsets: Bool?
    var additionalSafeAreaInsets: InsetsSpec?
    var prefersStatusBarHidden: Bool?
    var title: String?
    var hidesBottomBarWhenPushed: Bool?
    /// Whether the code uses its navigation item or controller (it expects to be pushed).
    var usesNavigation = false
    var usesNavigationAt: CodePosition?
    var navigationBarHidden: Bool?
    var navigationBarTranslucent: Bool?
    var prefersLargeTitles: Bool?
    var largeTitleDisplayMode: ControllerNode.LargeTitleDisplayMode?
    var modalPresentationStyle: String?
  }

  init(
    program: CodeProgram, screen: CodeClass, environment: Environment, measured: Measured?
  ) {
    self.program = program
    self.screenClass = screen
    self.environment = environment
    self.measured = measured
    self.evaluator = Evaluator(table: program.table, file: screen.file)
  }

  /// Records a value read from the environment.
  func record(_ read: EnvironmentRead) {
    if readSet.insert(read).inserted { reads.append(read) }
  }

  /// Replaces the reads recorded since `mark` (a count of ``reads``) by `read`, which fixes all
  /// the values they were read for (``ScreenTest``).
  func replaceReads(since mark: Int, with read: EnvironmentRead) {
    for dropped in reads[mark...] { readSet.remove(dropped) }
    reads.removeSubrange(mark...)
    record(read)
  }

  /// The screen's size, recorded as read.
  var screenSize: CGSize {
    let size = environment.screenBounds.size
    if !screenReadsSuppressed {
      record(.screenSize(width: Double(size.width), height: Double(size.height)))
    }
    return size
  }

  /// While true, reading ``screenSize`` does not record it: a frame's term reads it
  /// (``termValue(_:_:)``), and the frame is computed again for each screen size.
  var screenReadsSuppressed = false

  // MARK: Notes

  func note(_ message: String, at position: CodePosition, file: String? = nil) {
    let key = "\(position.file ?? ""):\(position.line):\(position.column):\(message)"
    guard noted.insert(key).inserted else { return }
    notes.append(
      CodeNote(
        file: file ?? position.file ?? screenClass.file, position: position, message: message))
  }

  func unknown(_ reason: String, at position: CodePosition) -> CodeValue {
    .unknown(Unknown(reason: reason, position: position))
  }

  /// Marks a view as left out of the layout, with the first reason.
  func leaveOut(_ index: Int, _ unknown: Unknown) {
    guard views.indices.contains(index), index != rootView else { return }
    // A transform an animation later undoes (``transformReason``) gives way to any other reason.
    if let known = views[index].unknown, known.reason != Self.transformReason { return }
    if views[index].unknown != nil, unknown.reason == Self.transformReason { return }
    views[index].unknown = unknown
  }

  static let transformReason = "a transform is not modelled"

  // MARK: Scopes

  /// The names visible in a body: locals (innermost last), and whose `self` the body runs for.
  final class Scope {
    var locals: [[String: CodeValue]] = [[:]]
    /// `self`: `.controller` or `.view(index)` of a custom view.
    let selfValue: CodeValue
    /// The class whose methods and properties bare names reach.
    let owner: CodeClass?
    var returned: CodeValue?
    var stopped = false
    /// Locals bound to an `Int` (a `for` loop's offset from `enumerated()`, an element of an
    /// integer range): an interpolation writes them as integers (`"v\(index)"` is `"v0"`).
    var integerNames: Set<String> = []

    init(selfValue: CodeValue, owner: CodeClass?) {
      self.selfValue = selfValue
      self.owner = owner
    }

    func lookup(_ name: String) -> CodeValue? {
      for frame in locals.reversed() {
        if let value = frame[name] { return value }
      }
      return nil
    }

    func declare(_ name: String, _ value: CodeValue) {
      locals[locals.count - 1][name] = value
    }

    /// Sets an existing local (in the frame that declares it); false when none does.
    func set(_ name: String, _ value: CodeValue) -> Bool {
      for index in locals.indices.reversed() where locals[index][name] != nil {
        locals[index][name] = value
        return true
      }
      return false
    }
  }

  var selfKey: (CodeValue) -> Int = { value in
    switch value {
    case .view(let index): return index
    // An instance of a model class of the program (one per class: `.object` has no identity),
    // kept apart from the controller's properties (-1) and from views (0 and up).
    case .object(let name): return -2 - Int(CodeInterpreter.stableHash(name) % 1_000_000_000)
    // A geometry value running its type's extension (``valueExtensionCall``): a value has no
    // stored properties (a Swift extension declares none); kept apart from the controller's.
    case .rect, .size, .point, .insets: return Int.min
    default: return -1
    }
  }

  /// FNV-1a of `text`'s UTF-8 (deterministic across runs, unlike `hashValue`).
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  // MARK: Running

  /// Runs `method` of `owner` for `selfValue` with `arguments`; returns what it returns. With the
  /// call's `labels`, arguments that leave out parameters with default values in between
  /// (`anchor(top:left:paddingTop:)`) go to the parameters they name.
  @discardableResult
  func invoke(
    _ method: CodeMethod, owner: CodeClass, selfValue: CodeValue, arguments: [CodeValue],
    labels: [String?]? = nil
  ) -> CodeValue {
    guard callDepth < Self.maximumCallDepth else {
      note(
        "calls nest deeper than \(Self.maximumCallDepth) levels (recursion?): '\(method.name)'"
          + " is not followed further, and what it would set is not known",
        at: method.position, file: owner.file)
      return unknown("calls nest too deeply", at: method.position)
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = Scope(selfValue: selfValue, owner: owner)
    if let labels, labels.count == arguments.count,
      Array(method.labels.prefix(labels.count)) != labels,
      let indices = method.argumentIndices(for: labels)
    {
      // A default argument is evaluated at the call, in the callee's scope of its parameters
      // (The Swift Programming Language, "Default Parameter Values").
      for (offset, name) in method.parameters.enumerated() {
        if let index = indices[offset] {
          scope.declare(name, arguments[index])
        } else if offset < method.defaults.count, let value = method.defaults[offset] {
          scope.declare(name, defaultValue(value, of: method, offset, scope))
        }
      }
      return runBody(method.body, scope)
    }
    var arguments = arguments
    if method.isVariadic, let last = method.parameters.indices.last, arguments.count >= last {
      // The variadic parameter is the array of the call's remaining arguments.
      arguments = Array(arguments.prefix(last)) + [.array(Array(arguments.dropFirst(last)))]
    }
    for (name, value) in zip(method.parameters, arguments) { scope.declare(name, value) }
    for (offset, name) in method.parameters.enumerated().dropFirst(arguments.count) {
      // A parameter the call leaves out takes its default value (`startIndex: Int = 0`).
      if offset < method.defaults.count, let value = method.defaults[offset] {
        scope.declare(name, defaultValue(value, of: method, offset, scope))
      } else {
        scope.declare(name, unknown("the argument '\(name)' is not known", at: method.position))
      }
    }
    return runBody(method.body, scope)
  }

  /// A parameter's default value, evaluated at the call in the callee's scope; an implicit
  /// member (`padding: UIEdgeInsets = .zero`) is its declared type's (``implicitMember(_:of:_:)``).
  func defaultValue(_ value: CodeExpression, of method: CodeMethod, _ offset: Int, _ scope: Scope)
    -> CodeValue
  {
    if offset < method.parameterTypes.count, let type = method.parameterTypes[offset],
      let member = implicitMember(value, of: type, scope)
    {
      return member
    }
    return evaluate(value, scope)
  }

  /// Runs a function's or getter's body and gives what it returns: a body of one expression
  /// returns that expression's value (Swift's implicit return, SE-0255).
  func runBody(_ statements: [CodeStatement], _ scope: Scope) -> CodeValue {
    if statements.count == 1, case .expression(let expression) = statements[0].kind {
      steps += 1
      return evaluate(expression, scope)
    }
    run(statements, scope)
    return scope.returned ?? .none
  }

  func run(_ statements: [CodeStatement], _ scope: Scope) {
    for statement in statements {
      if scope.stopped { return }
      steps += 1
      if steps > Self.maximumSteps {
        if !stoppedForSize {
          stoppedForSize = true
          note(
            "the code runs more than \(Self.maximumSteps) steps; the rest is not read",
            at: statement.position)
        }
        scope.stopped = true
        return
      }
      execute(statement, scope)
    }
  }

  func execute(_ statement: CodeStatement, _ scope: Scope) {
    switch statement.kind {
    case .declare(let name, let value):
      let result = value.map { evaluate($0, scope) } ?? .none
      bindName(result, name, byProperty: false)
      scope.declare(name, result)
    case .assign(let target, let op, let value):
      // A view's frame keeps how it was computed from the screen's size (``FrameTerms``).
      var terms: FrameTerms?
      var result: CodeValue
      if op == "=", case .member(_?, "frame") = target.kind {
        (result, terms) = frameValue(value, scope)
      } else {
        result = evaluate(value, scope)
      }
      if op != "=" {
        let current = evaluate(target, scope)
        result = arithmetic(String(op.dropLast()), current, result, at: statement.position)
      }
      assign(target, result, scope, statement: statement, frameTerms: terms)
    case .expression(let expression):
      _ = evaluate(expression, scope)
    case .ifStatement(let conditions, let then, let otherwise):
      switch test(conditions, scope) {
      case .known(true, let bindings):
        scope.locals.append(bindings)
        run(then, scope)
        scope.locals.removeLast()
      case .known(false, _):
        if let otherwise {
          scope.locals.append([:])
          run(otherwise, scope)
          scope.locals.removeLast()
        }
      case .unknown(let why):
        if let styled = drawingOnly(then + (otherwise ?? []), scope) {
          // Whichever branch runs, the geometry is the same (issue 28, item 5: "both branches
          // when both give the same geometry"); only what the views draw is not known.
          for index in styled { views[index].drawingUnknown = true }
          break
        }
        note(
          "'\(statement.text)' depends on \(why); what its branches set is left out",
          at: statement.position)
        poison(then + (otherwise ?? []), scope, Unknown(reason: why, position: statement.position))
      }
    case .guardStatement(let conditions, let otherwise):
      switch test(conditions, scope) {
      case .known(true, let bindings):
        for (name, value) in bindings { scope.declare(name, value) }
      case .known(false, _):
        run(otherwise, scope)
        scope.stopped = true
      case .unknown(let why):
        // The code after a guard is the path the screen is written for; what the guard binds is
        // not known.
        for case .binding(let name, _, _) in conditions {
          scope.declare(name, unknown(why, at: statement.position))
        }
        let exits = otherwise.allSatisfy { statement in
          if case .returnStatement = statement.kind { return true }
          if case .expression(let expression) = statement.kind,
            case .call(let callee, _, _) = expression.kind, callee.path == "fatalError"
          {
            return true
          }
          return false
        }
        if !exits {
          poison(otherwise, scope, Unknown(reason: why, position: statement.position))
        }
      }
    case .returnStatement(let value):
      scope.returned = value.map { evaluate($0, scope) }
      scope.stopped = true
    case .forEach(let name, let sequence, let body, let index):
      runLoop(name, index: index, over: sequence, body, statement, scope)
    case .loop(let body):
      note(
        "'\(statement.text)' runs a number of times only known at run time; what it sets is"
          + " left out", at: statement.position)
      poison(body, scope, Unknown(reason: "a loop", position: statement.position))
    case .switchStatement(let cases, let subject, let labels):
      if let chosen = chosenCase(subject, labels, count: cases.count, scope) {
        // The case the subject's value matches runs (Swift runs the first case whose pattern
        // matches, `default` when none does, and nothing falls through without `fallthrough`:
        // The Swift Programming Language, "Switch"); none when nothing matches.
        if let chosen {
          scope.locals.append([:])
          run(cases[chosen], scope)
          scope.locals.removeLast()
        }
        return
      }
      if let styled = drawingOnly(cases.flatMap { $0 }, scope) {
        // Whichever case runs, the geometry is the same (as for an `if`, above).
        for index in styled { views[index].drawingUnknown = true }
        return
      }
      note(
        "'\(statement.text)': which case runs is not known statically; what its cases set is"
          + " left out", at: statement.position)
      poison(
        cases.flatMap { $0 }, scope,
        Unknown(reason: "a switch on run-time state", position: statement.position))
    case .unknown:
      break
    }
  }

  /// The case a `switch` runs: `.some(index)`, `.some(nil)` when no case matches and there is no
  /// `default`, `nil` when that is not known statically (no subject kept, a label the reader
  /// does not compare, a value not known). Values are compared as `==` compares them
  /// (``arithmetic(_:_:_:at:)``): enumeration cases by name, numbers, strings, booleans.
  func chosenCase(
    _ subject: CodeExpression?, _ labels: [CodeSwitchLabel], count: Int, _ scope: Scope
  ) -> Int?? {
    guard let subject, labels.count == count, !labels.contains(.unreadable) else { return nil }
    let value = evaluate(subject, scope)
    if case .unknown = value { return nil }
    var fallback: Int?
    for (index, label) in labels.enumerated() {
      switch label {
      case .otherwise:
        fallback = index
      case .values(let patterns):
        for pattern in patterns {
          switch arithmetic("==", value, evaluate(pattern, scope), at: pattern.position) {
          case .boolean(true): return .some(index)
          case .boolean(false): continue
          default: return nil
          }
        }
      case .unreadable:
        return nil
      }
    }
    return .some(fallback)
  }

  /// The most iterations a loop is run for: a bound of the reader (a screen's row of tabs or
  /// buttons is short; a longer loop is left out with a note), not a UIKit value.
  static let maximumLoopIterations = 32

  /// Runs a `for` loop's body once per element of `sequence` when it is statically known (a
  /// range of known integers, a known array) and at most ``maximumLoopIterations`` long; else
  /// leaves out what the body sets, with a note.
  func runLoop(
    _ name: String, index: String? = nil, over sequence: CodeExpression,
    _ body: [CodeStatement], _ statement: CodeStatement, _ scope: Scope
  ) {
    var elements: [CodeValue]?
    var why = "its sequence '\(sequence.text)' is not known statically"
    var isRange = false
    if case .binary(let op, let lhs, let rhs) = sequence.kind, op == "..<" || op == "..." {
      isRange = true
      if case .number(let low) = evaluate(lhs, scope),
        case .number(let high) = evaluate(rhs, scope),
        low.isFinite, high.isFinite, low == low.rounded(), high == high.rounded(),
        abs(low) < 1e6, abs(high) < 1e6
      {
        let last = op == "..<" ? Int(high) - 1 : Int(high)
        elements = Int(low) > last ? [] : (Int(low)...last).map { .number(Double($0)) }
      }
    } else if case .array(let list) = evaluate(sequence, scope) {
      elements = list
    }
    if let count = elements?.count, count > Self.maximumLoopIterations {
      why = "it runs \(count) times, more than the \(Self.maximumLoopIterations) the reader follows"
      elements = nil
    }
    guard let elements else {
      note(
        "'\(statement.text)' runs a number of times only known at run time (\(why)); what it"
          + " sets is left out", at: statement.position)
      poison(body, scope, Unknown(reason: "a loop", position: statement.position))
      return
    }
    var integers: Set<String> = []
    if let index, index != "_" { integers.insert(index) }
    if isRange, name != "_" { integers.insert(name) }
    integers.subtract(scope.integerNames)
    scope.integerNames.formUnion(integers)
    defer { scope.integerNames.subtract(integers) }
    for (offset, element) in elements.enumerated() {
      if scope.stopped { return }
      var bound: [String: CodeValue] = [:]
      if name != "_" { bound[name] = element }
      if let index, index != "_" { bound[index] = .number(Double(offset)) }
      scope.locals.append(bound)
      run(body, scope)
      scope.locals.removeLast()
    }
  }

  enum Test {
    case known(Bool, [String: CodeValue])
    case unknown(String)
  }

  func test(_ conditions: [CodeCondition], _ scope: Scope) -> Test {
    var bindings: [String: CodeValue] = [:]
    for condition in conditions {
      switch condition {
      case .available(let major, let unavailable):
        let available = environment.ios >= major
        record(.ios(major: major, holds: available))
        let holds = available != unavailable
        if !holds { return .known(false, [:]) }
      case .expression(let expression):
        scope.locals.append(bindings)
        let value = evaluate(expression, scope)
        scope.locals.removeLast()
        switch value {
        case .boolean(false), .none: return .known(false, [:])
        case .boolean(true), .view, .controller, .object, .constraint, .closure: continue
        case .unknown(let unknown):
          return .unknown("'\(expression.text)' (\(unknown.reason))")
        default: return .unknown("'\(expression.text)', which is not a known boolean")
        }
      case .binding(let name, let value, let position):
        let bound =
          value.map { evaluate($0, scope) } ?? scope.lookup(name)
          ?? lookupName(
            name, scope, at: position)
        switch bound {
        case .none: return .known(false, [:])
        case .unknown(let unknown):
          return .unknown("whether '\(name)' is nil (\(unknown.reason))")
        default: bindings[name] = bound
        }
      case .unknown(let text, _):
        return .unknown("'\(text)'")
      }
    }
    return .known(true, bindings)
  }

  /// Marks what `statements` would set as unknown: locals and properties assigned there, and the
  /// views they assign to, call methods on or constrain.
  func poison(_ statements: [CodeStatement], _ scope: Scope, _ unknown: Unknown) {
    var pending = statements
    var visited = 0
    while let statement = pending.popLast(), visited < 10_000 {
      visited += 1
      switch statement.kind {
      case .assign(let target, _, _):
        poisonTarget(target, scope, unknown)
      case .expression(let expression):
        if case .call(let callee, let arguments, let trailing) = expression.kind {
          if case .member(let base?, _) = callee.kind { poisonTarget(base, scope, unknown) }
          for argument in arguments { poisonTarget(argument.value, scope, unknown) }
          if trailing != nil, case .member(let base?, _) = callee.kind {
            poisonTarget(base, scope, unknown)
          }
        }
      case .ifStatement(_, let then, let otherwise):
        pending += then + (otherwise ?? [])
      case .guardStatement(_, let otherwise):
        pending += otherwise
      case .loop(let body), .forEach(_, _, let body, _):
        pending += body
      case .switchStatement(let cases, _, _):
        pending += cases.flatMap { $0 }
      case .declare, .returnStatement, .unknown:
        break
      }
    }
  }

  /// The views `statements` may change the drawing of without placing anything, or `nil` when
  /// a statement may place something (or is not one the reader can tell): calls of a view's
  /// methods that change nothing the layout reads (``UIKitClasses/harmlessViewMethods``: loading
  /// a page, setting a title or an image, adding a target; an image loader's setter,
  /// ``UIKitClasses/isImageLoader(_:)``), assignments to a view's cosmetic properties
  /// (``UIKitClasses/cosmeticProperties``, its `layer`'s), and local declarations the branch
  /// keeps to itself. Nothing is run.
  func drawingOnly(_ statements: [CodeStatement], _ scope: Scope) -> [Int]? {
    var changed: [Int] = []
    for statement in statements {
      switch statement.kind {
      case .declare:
        continue
      case .expression(let expression):
        guard case .call(let callee, _, nil) = expression.kind,
          case .member(let base?, let name) = callee.kind,
          UIKitClasses.harmlessViewMethods.contains(name) || UIKitClasses.isImageLoader(name),
          case .view(let index)? = namedValue(base, scope)
        else { return nil }
        changed.append(index)
      case .assign(let target, "=", _):
        guard case .member(var base?, let name) = target.kind else { return nil }
        var property = name
        if case .member(let owner?, "layer") = base.kind {
          base = owner
          property = "layer"
        }
        guard UIKitClasses.cosmeticProperties.contains(property),
          case .view(let index)? = namedValue(base, scope)
        else { return nil }
        changed.append(index)
      default:
        return nil
      }
    }
    return changed
  }

  /// The value `expression` names without running anything: a local, a property of `self`
  /// (`name`, `self.name`) or the controller's root view (`view`, `self.view`).
  func namedValue(_ expression: CodeExpression, _ scope: Scope) -> CodeValue? {
    var name: String
    switch expression.kind {
    case .name(let bare):
      if let local = scope.lookup(bare) { return local }
      name = bare
    case .member(let base?, let member):
      guard case .name("self") = base.kind else { return nil }
      name = member
    default:
      return nil
    }
    if name == "view", case .controller = scope.selfValue, let rootView { return .view(rootView) }
    guard let owner = scope.owner, owner.property(name) != nil else { return nil }
    return properties[selfKey(scope.selfValue)]?[name]
  }

  /// The view (or variable) at the root of `target`, marked unknown without running anything.
  func poisonTarget(_ target: CodeExpression, _ scope: Scope, _ unknown: Unknown) {
    // `NSLayoutConstraint.activate([a, b])` on a branch: each element.
    if case .array(let elements) = target.kind {
      for element in elements { poisonTarget(element, scope, unknown) }
      return
    }
    var base = target
    var names: [String] = []
    while case .member(let inner?, let name) = base.kind {
      names.append(name)
      base = inner
    }
    guard case .name(let root) = base.kind else { return }
    if names.isEmpty {
      // The view a name held is left out with it (`webView.removeFromSuperview()` on the
      // branch): a view the code placed before the branch, which the branch may move or remove,
      // is not judged where it was (fresh round W: a web view kept at its unplaced zero frame
      // was reported under the navigation bar).
      if let current = scope.lookup(root) {
        poisonConstraints(current, unknown)
        if case .view(let index) = current, index != rootView { leaveOut(index, unknown) }
        _ = scope.set(root, .unknown(unknown))
      } else if scope.owner?.property(root) != nil {
        let current = properties[selfKey(scope.selfValue)]?[root]
        poisonConstraints(current, unknown)
        if case .view(let index)? = current, index != rootView { leaveOut(index, unknown) }
        properties[selfKey(scope.selfValue), default: [:]][root] = .unknown(unknown)
      }
      return
    }
    // `self.x.frame = …`, `x.snp…`, `view.addSubview(x)`: the view reached by names only.
    var value: CodeValue? = root == "self" ? scope.selfValue : scope.lookup(root)
    if value == nil, let owner = scope.owner, owner.property(root) != nil {
      value = properties[selfKey(scope.selfValue)]?[root]
    }
    var rest = names.reversed().makeIterator()
    if root == "self", let first = rest.next() {
      value = properties[selfKey(scope.selfValue)]?[first]
      if first == "view", case .controller = scope.selfValue, let rootView {
        value = .view(rootView)
      }
    }
    if case .view(let index)? = value {
      leaveOut(index, unknown)
    } else {
      // `self.bottomConstraint.isActive = false`, `c.constant = 8` on the branch.
      poisonConstraints(value, unknown)
    }
  }

  /// The constraints `value` holds (an anchor constraint, what SnapKit's `.constraint` kept, an
  /// array of them), switched on a branch of run-time state: whether each is active in the
  /// state the screen shows is not known (Antidote's login form deactivates one of two "bottom
  /// equal to the form" constraints depending on the selected profile).
  func poisonConstraints(_ value: CodeValue?, _ unknown: Unknown) {
    guard let value else { return }
    switch value {
    case .constraint(let index):
      guard constraints.indices.contains(index), constraints[index].activityUnknown == nil else {
        return
      }
      // (The branch's line is named where the note is made, with its file when that is
      // another than the note's: ``CodeInterpreter/export()``.)
      constraints[index].activityUnknown = Unknown(
        reason: "the code switches it on a branch that depends on \(unknown.reason)",
        position: unknown.position)
    case .snapDescription(let made):
      for index in made { poisonConstraints(.constraint(index), unknown) }
    case .array(let elements):
      for element in elements { poisonConstraints(element, unknown) }
    default:
      break
    }
  }

  // MARK: Naming

  /// Gives a view the name of the variable or property it is bound to (a property's name wins).
  func bindName(_ value: CodeValue, _ name: String, byProperty: Bool) {
    guard case .view(let index) = value, index != rootView else { return }
    if views[index].name == nil || (byProperty && !views[index].namedByProperty) {
      views[index].name = name
      views[index].namedByProperty = byProperty
    }
  }
}
