extension CodeInterpreter {
  /// The calls that put a view on screen, counted in a callback's body.
  static let viewAddingCalls: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
  ]

  /// A call not known statically that is handed closures (`NetworkTool.load { topics in … }`,
  /// `[manager GET:… success:^{ … } failure:^{ … }]`): the closures run when the callee calls
  /// back (a network response, a timer, a notification), with values only known then, and may
  /// not run at all (a failure). They are not run; when they put views on screen, one note says
  /// how many places do, so that what the layout leaves out is counted, never silent (round J's
  /// TodayNewsSwift topic buttons and channel pages, round K's Douyu category strip).
  func noteCallbacks(
    _ arguments: [CodeArgument], _ trailing: CodeClosure?, _ expression: CodeExpression
  ) {
    var closures: [CodeClosure] = trailing.map { [$0] } ?? []
    for argument in arguments {
      if case .closure(let closure) = argument.value.kind { closures.append(closure) }
    }
    guard !closures.isEmpty else { return }
    let methods = Dictionary(
      screenClass.methods.map { ($0.baseName, $0.body) }, uniquingKeysWith: { first, _ in first })
    let count = closures.reduce(0) { $0 + Self.viewAdditions(in: $1.body, methods: methods) }
    guard count > 0 else { return }
    let places = count == 1 ? "1 place that adds a view" : "\(count) places that add views"
    if Self.isSynchronousEnumeration(expression) {
      // Not a callback: the closure runs before the call returns, once per element of a
      // collection not known statically (a loop the reader cannot count).
      note(
        "'\(expression.text)' runs \(closures.count == 1 ? "its closure" : "its closures") once"
          + " per element of a collection only known at run time (an enumeration, not a"
          + " callback): \(places) in \(closures.count == 1 ? "it" : "them") are not laid out",
        at: expression.position)
      return
    }
    note(
      "'\(expression.text)' is handed \(closures.count == 1 ? "a closure" : "closures") run"
        + " when it calls back (a response, a timer, a notification), which the reader does not"
        + " follow: \(places) in \(closures.count == 1 ? "it" : "them") are not laid out",
      at: expression.position)
  }

  /// Methods that run the closures they are handed before they return, once per element of a
  /// collection (Foundation's `NSArray`, `NSDictionary`, `NSIndexSet` enumerations, which run
  /// "the block" for each object and return when done, `NSEnumerationConcurrent` included;
  /// Swift's `Sequence` methods): a loop, not a callback. Objective-C's selectors by their
  /// first part (``ObjectiveCCodeReader/swiftName(_:parts:count:)`` keeps it whole).
  static let synchronousEnumerations: Set<String> = [
    "enumerateObjectsUsingBlock", "enumerateObjectsWithOptions", "enumerateObjectsAtIndexes",
    "enumerateKeysAndObjectsUsingBlock", "enumerateKeysAndObjectsWithOptions",
    "enumerateIndexesUsingBlock", "enumerateIndexesWithOptions", "enumerateObjects",
    "enumerateKeysAndObjects", "forEach", "map", "compactMap", "flatMap", "filter", "reduce",
  ]

  /// Whether `expression` calls one of ``synchronousEnumerations`` on a receiver.
  static func isSynchronousEnumeration(_ expression: CodeExpression) -> Bool {
    guard case .call(let callee, _, _) = expression.kind,
      case .member(_?, let name) = callee.kind
    else { return false }
    return synchronousEnumerations.contains(name)
  }

  /// How many calls in `statements` (closures and nested blocks included, and the bodies of
  /// `methods` it calls by name, each once) add a view to a superview; bounded by the statements
  /// written, never run.
  static func viewAdditions(
    in statements: [CodeStatement], methods: [String: [CodeStatement]] = [:]
  ) -> Int {
    var count = 0
    var followed: Set<String> = []
    var pendingStatements = statements
    var pendingExpressions: [CodeExpression] = []
    var visited = 0
    while visited < 10_000, !(pendingStatements.isEmpty && pendingExpressions.isEmpty) {
      visited += 1
      if let statement = pendingStatements.popLast() {
        switch statement.kind {
        case .declare(_, let value):
          if let value { pendingExpressions.append(value) }
        case .assign(let target, _, let value):
          pendingExpressions += [target, value]
        case .expression(let expression):
          pendingExpressions.append(expression)
        case .ifStatement(_, let then, let otherwise):
          pendingStatements += then + (otherwise ?? [])
        case .guardStatement(_, let otherwise):
          pendingStatements += otherwise
        case .returnStatement(let value):
          if let value { pendingExpressions.append(value) }
        case .loop(let body), .forEach(_, _, let body, _):
          pendingStatements += body
        case .switchStatement(let cases, _, _):
          pendingStatements += cases.flatMap { $0 }
        case .unknown:
          break
        }
        continue
      }
      guard let expression = pendingExpressions.popLast() else { continue }
      switch expression.kind {
      case .call(let callee, let arguments, let trailing):
        var calledName: String?
        if case .member(_, let name) = callee.kind { calledName = name }
        if case .name(let name) = callee.kind { calledName = name }
        if let name = calledName {
          if viewAddingCalls.contains(name) {
            count += 1
          } else if let body = methods[name], followed.insert(name).inserted {
            pendingStatements += body
          }
        }
        pendingExpressions.append(callee)
        pendingExpressions += arguments.map(\.value)
        if let trailing { pendingStatements += trailing.body }
      case .closure(let closure):
        pendingStatements += closure.body
      case .member(let base?, _):
        pendingExpressions.append(base)
      case .binary(_, let lhs, let rhs):
        pendingExpressions += [lhs, rhs]
      case .unary(_, let operand):
        pendingExpressions.append(operand)
      case .conditional(let condition, let then, let otherwise):
        pendingExpressions += [condition, then, otherwise]
      case .array(let elements), .dictionary(let elements):
        pendingExpressions += elements
      default:
        break
      }
    }
    return count
  }
}
