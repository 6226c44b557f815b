import TextEscaping

/// Finds the outlets whose geometry a controller's code sets through the app's own helper code:
/// `[self applyMargins]` whose body hands `[self topView]` to `+[Utilities adjust:topView:…]`,
/// which sets `topView.frame`; `panel.applyLayout()` in an `extension UIView` that sets
/// `frame`; `layout(panel)` that makes SnapKit, Masonry or anchor constraints. The static IB
/// reading lays such a view out where its document puts it, which is not where the user sees it:
/// the view is *placed by code* (``CodeFact/Kind/outletPlaced``).
///
/// Only the view's own geometry counts: an assignment to its `frame`, `center`, `bounds` or
/// `transform` (or a part of them), `setFrame:`/`setCenter:`/`setBounds:`/`setTransform:`,
/// constraints made on it (`snp.makeConstraints`, `mas_makeConstraints`, `xAnchor.constraint…`
/// with the view's anchor first, `NSLayoutConstraint(item: view, …)`). A helper that only reads
/// the view, styles it, or names it among its arguments places nothing.
///
/// The walk starts at the controller's lifecycle methods (``FactReader/lifecycleMethods``: what
/// runs before the user first sees the screen), follows `self`'s methods by dynamic dispatch from
/// the concrete class (a base class's helper calling `[self topView]` gets the subclass's
/// answer), a superclass's lifecycle method only when the nearer one calls `super`, class and
/// static methods, free functions, and methods of the app's view classes and `UIView`
/// extensions called on an outlet; four calls deep. A placement on a runtime branch (an `if`, a
/// `switch`) is reported unresolved, as ``FactReader`` reports a move on a branch.
struct PlacementReader {
  let table: ClassTable
  /// The app's free functions by name (lookups only).
  let functions: [String: [CodeMethod]]
  /// The controller whose outlets are looked for.
  let concrete: String
  /// The methods of the app's non-controller classes and extensions by name (built once per
  /// index: ``viewMethods(_:)``), for a call on an outlet or another object.
  let viewMethods: [String: [OwnedMethod]]

  /// ``viewMethods`` of `table`: every method of a class or extension that is not a view
  /// controller, by name, in the table's name order.
  static func viewMethods(_ table: ClassTable) -> [String: [OwnedMethod]] {
    var result: [String: [OwnedMethod]] = [:]  // lookups only
    for type in table.names where !table.isController(type) {
      for declaration in table.declarations[type] ?? [] {
        for method in declaration.methods {
          result[method.name, default: []].append(
            OwnedMethod(method: method, declaringClass: type))
        }
      }
    }
    return result
  }

  static let maximumDepth = 4
  static let literals: Set<String> = ["nil", "self", "super", "true", "false", "null", "_"]
  static let geometry: Set<String> = ["frame", "center", "bounds", "transform"]
  static let geometrySetters: Set<String> = ["setFrame", "setCenter", "setBounds", "setTransform"]
  static let constraintMakers: Set<String> = [
    "makeConstraints", "remakeConstraints", "updateConstraints",
  ]
  static let masonryMakers: Set<String> = [
    "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints",
  ]

  /// What an expression is, as far as placement goes.
  enum Subject: Hashable {
    /// The controller itself (`self` in its methods).
    case controller
    /// One of its properties (an outlet, when the document connects one of that name).
    case outlet(String)
  }

  /// One outlet placed by code, found from one statement of a lifecycle method.
  struct Placement {
    var outlet: String
    /// Where the geometry is set (in the helper).
    var geometry: SourceLocation
    var geometrySnippet: String
    /// The helper that sets it (`adjustViewsToNotch`).
    var helper: String
    var conditional: Bool
  }

  /// The placement facts of the concrete class: one per outlet, from the first lifecycle
  /// statement (in source order) that places it.
  func facts() -> [CodeFact] {
    var result: [CodeFact] = []
    var placed: [String: Int] = [:]  // lookups only: outlet → index in result
    for method in lifecycleChain() {
      for statement in method.method.statements {
        var stack: [SourceLocation] = [method.location]
        var found: [Placement] = []
        var environment: [String: Subject?] = [:]
        for parameter in method.method.parameters { environment[parameter.name] = .some(nil) }
        calls(
          in: statement, environment: &environment, selfSubject: .controller,
          owner: method.declaringClass, depth: 0, conditional: statement.conditional,
          stack: &stack, helper: nil, into: &found)
        for placement in found {
          let fact = CodeFact(
            kind: .outletPlaced, subject: placement.outlet,
            value: placement.conditional
              ? .unresolved("placed on a runtime branch") : .name(placement.helper),
            location: statement.location, snippet: statement.snippet, method: method.method.name,
            placedAt: placement.geometry)
          if let at = placed[placement.outlet] {
            // An unconditional placement wins over one on a branch.
            if !result[at].value.isResolved, fact.value.isResolved { result[at] = fact }
          } else {
            placed[placement.outlet] = result.count
            result.append(fact)
          }
        }
      }
    }
    return result
  }

  struct OwnedMethod {
    var method: CodeMethod
    var declaringClass: String
    var location: SourceLocation { method.location }
  }

  /// The lifecycle methods that run for the concrete class: each name's nearest implementation,
  /// and a superclass's only while the nearer one calls `super`.
  func lifecycleChain() -> [OwnedMethod] {
    var result: [OwnedMethod] = []
    for name in FactReader.lifecycleMethods.sorted() {
      var current: String? = concrete
      var steps = 0
      while let className = current, steps < 64 {
        steps += 1
        let own = table.methods(name, of: className)
        current = table.superclass(of: className).map(Self.plain)
        guard let method = own.first else { continue }
        result.append(OwnedMethod(method: method, declaringClass: className))
        if !Self.callsSuper(method) { break }
      }
    }
    return result
  }

  static func callsSuper(_ method: CodeMethod) -> Bool {
    method.statements.contains { statement in
      var found = false
      visit(statement) { expression in
        if case .call(.member(.name("super"), method.name), _) = expression { found = true }
      }
      return found
    }
  }

  static func plain(_ name: String) -> String {
    let base = name.split(separator: "<").first.map(String.init) ?? name
    return (base.split(separator: ".").last.map(String.init) ?? base)
      .trimmingCharacters(in: .whitespaces)
  }

  // MARK: Walking

  /// The subject an expression names, in a method whose `self` is `selfSubject`.
  func subject(
    _ expression: CodeExpression, _ environment: [String: Subject?], selfSubject: Subject?,
    owner: String, depth: Int
  ) -> Subject? {
    switch expression.uncast {
    case .name("self"): return selfSubject
    case .name(let name):
      if let bound = environment[name] { return bound }
      // An implicit `self.name` or an Objective-C instance variable (`_name`), in a
      // controller's method; not a literal.
      guard selfSubject == .controller, !Self.literals.contains(name),
        let first = name.first, first.isLowercase || first == "_"
      else { return nil }
      return .outlet(name)
    case .member(let base, let name):
      guard
        subject(base, environment, selfSubject: selfSubject, owner: owner, depth: depth)
          == .controller
      else { return nil }
      return .outlet(name)
    case .call(.member(let base, let name), let arguments) where arguments.isEmpty:
      // `[self topView]`, `self.bottomView()`: a getter of the concrete class that returns one
      // property unconditionally.
      guard depth < Self.maximumDepth,
        subject(base, environment, selfSubject: selfSubject, owner: owner, depth: depth)
          == .controller,
        let getter = dispatch(name, arguments: [], from: concrete)
      else { return nil }
      let returns = getter.method.statements.filter {
        if case .returns = $0.kind { return true }
        return false
      }
      guard returns.count == 1, !returns[0].conditional, case .returns(let value) = returns[0].kind
      else { return nil }
      return subject(
        value, [:], selfSubject: .controller, owner: getter.declaringClass, depth: depth + 1)
    default:
      return nil
    }
  }

  /// The method `name` that a call with `arguments` reaches on an instance of `className`: the
  /// nearest class that declares one whose parameters take those arguments.
  func dispatch(_ name: String, arguments: [CodeArgument], from className: String) -> OwnedMethod? {
    var current: String? = className
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      let candidates = table.methods(name, of: type).filter {
        Self.binding($0.parameters, to: arguments) != nil
      }
      if candidates.count == 1 { return OwnedMethod(method: candidates[0], declaringClass: type) }
      if candidates.count > 1 { return nil }
      current = table.superclass(of: type).map(Self.plain)
    }
    return nil
  }

  /// Which parameter each argument goes to (by label, in order; a Swift parameter with a
  /// default value may be left out), or `nil` when the call cannot be to this method.
  static func binding(_ parameters: [CodeParameter], to arguments: [CodeArgument]) -> [Int]? {
    var result: [Int] = []
    var next = 0
    for argument in arguments {
      while next < parameters.count, parameters[next].label != argument.label,
        parameters[next].hasDefault
      {
        next += 1
      }
      guard next < parameters.count, parameters[next].label == argument.label else { return nil }
      result.append(next)
      next += 1
    }
    guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
    return result
  }

  /// Records the placements one statement makes, directly (below the lifecycle method itself,
  /// whose own moves ``FactReader`` reads) or through the helpers it calls.
  func calls(
    in statement: CodeStatement, environment: inout [String: Subject?], selfSubject: Subject?,
    owner: String, depth: Int, conditional: Bool, stack: inout [SourceLocation],
    helper: String?, into found: inout [Placement]
  ) {
    // `direct`: constraints made in the lifecycle method itself (its own frame moves are
    // ``FactReader``'s `outletMoved`).
    func place(_ target: CodeExpression, direct: String? = nil) {
      guard let helper = helper ?? direct,
        case .outlet(let name)? = subject(
          target, environment, selfSubject: selfSubject, owner: owner, depth: depth),
        name != "view"
      else { return }
      found.append(
        Placement(
          outlet: name, geometry: statement.location, geometrySnippet: statement.snippet,
          helper: helper, conditional: conditional))
    }
    var expressions: [CodeExpression] = []
    switch statement.kind {
    case .bind(let name, let value):
      expressions.append(value)
      environment[name] = .some(
        subject(value, environment, selfSubject: selfSubject, owner: owner, depth: depth))
    case .assign(let target, let value):
      expressions += [target, value]
      // `frame = …` in a view's own method is `self.frame = …`.
      if case .name(let name) = target, Self.geometry.contains(name),
        environment[name] == nil, selfSubject != .controller
      {
        place(.name("self"))
      }
      var current = target
      while case .member(let base, let name) = current {
        if Self.geometry.contains(name) {
          place(base)
          break
        }
        current = base
      }
    case .evaluate(let value), .returns(let value):
      expressions.append(value)
    }
    for expression in expressions {
      Self.visit(expression) { call in
        guard case .call(let callee, let arguments) = call else { return }
        switch callee {
        case .member(let view, let name) where Self.geometrySetters.contains(name):
          place(view)
        case .member(.member(let view, "snp"), let name) where Self.constraintMakers.contains(name):
          place(view, direct: name)
        case .member(let view, let name) where Self.masonryMakers.contains(name):
          place(view, direct: name)
        case .member(.member(let view, let anchor), let name)
        where anchor.hasSuffix("Anchor") && name.hasPrefix("constraint"):
          place(view, direct: name)
        case .name("NSLayoutConstraint"), .member(.name("NSLayoutConstraint"), "init"),
          .member(.name("NSLayoutConstraint"), "constraintWithItem"):
          if let first = arguments.first, first.label == "item" || first.label == nil {
            place(first.value, direct: "NSLayoutConstraint")
          }
        default:
          follow(
            callee, arguments, environment: environment, selfSubject: selfSubject, owner: owner,
            depth: depth, conditional: conditional, stack: &stack, into: &found)
        }
      }
    }
  }

  /// Follows a call into the app's own code, with its arguments bound to the parameters.
  func follow(
    _ callee: CodeExpression, _ arguments: [CodeArgument], environment: [String: Subject?],
    selfSubject: Subject?, owner: String, depth: Int, conditional: Bool,
    stack: inout [SourceLocation], into found: inout [Placement]
  ) {
    guard depth < Self.maximumDepth else { return }
    let bound = arguments.map {
      subject($0.value, environment, selfSubject: selfSubject, owner: owner, depth: depth)
    }
    var target: OwnedMethod?
    var calleeSelf: Subject?
    switch callee {
    case .name(let name):
      if selfSubject == .controller,
        let method = dispatch(name, arguments: arguments, from: concrete)
      {
        (target, calleeSelf) = (method, .controller)
      } else if let list = functions[name]?.filter({
        Self.binding($0.parameters, to: arguments) != nil
      }), list.count == 1 {
        target = OwnedMethod(method: list[0], declaringClass: "")
      }
    case .member(.name("super"), let name):
      guard selfSubject == .controller, let parent = table.superclass(of: owner).map(Self.plain)
      else { return }
      // A lifecycle method's own `super` call is walked as the chain's next method.
      guard !FactReader.lifecycleMethods.contains(name) || depth > 0 else { return }
      if let method = dispatch(name, arguments: arguments, from: parent) {
        (target, calleeSelf) = (method, .controller)
      }
    case .member(let base, let name):
      let receiver = subject(
        base, environment, selfSubject: selfSubject, owner: owner, depth: depth)
      if receiver == .controller {
        if let method = dispatch(name, arguments: arguments, from: concrete) {
          (target, calleeSelf) = (method, .controller)
        }
      } else if case .name(let type) = base, environment[type] == nil,
        type.first?.isUppercase == true, table.declarations[type] != nil
      {
        // A class or static method: `[Utilities adjust:…]`, `Layout.apply(to:)`.
        if let method = dispatch(name, arguments: arguments, from: type) {
          target = method
        }
      } else {
        // A method of the app's view code called on an outlet (`panel.applyLayout()`), or on
        // another object: the one method of that name the app's non-controller code declares.
        let candidates = (viewMethods[name] ?? []).filter {
          Self.binding($0.method.parameters, to: arguments) != nil
        }
        guard candidates.count == 1 else { return }
        target = candidates[0]
        if case .outlet = receiver { calleeSelf = receiver }
      }
    default:
      return
    }
    guard let target, !stack.contains(target.location),
      let slots = Self.binding(target.method.parameters, to: arguments)
    else { return }
    var inner: [String: Subject?] = [:]
    for parameter in target.method.parameters { inner[parameter.name] = .some(nil) }
    for (argument, slot) in zip(bound, slots) {
      inner[target.method.parameters[slot].name] = .some(argument)
    }
    guard calleeSelf != nil || bound.contains(where: { $0 != nil }) else { return }
    stack.append(target.location)
    for statement in target.method.statements {
      calls(
        in: statement, environment: &inner, selfSubject: calleeSelf,
        owner: target.declaringClass.isEmpty ? owner : target.declaringClass, depth: depth + 1,
        conditional: conditional || statement.conditional, stack: &stack,
        helper: target.method.name, into: &found)
    }
    stack.removeLast()
  }

  /// Calls `body` with `expression` and every expression inside it, outermost first.
  static func visit(_ expression: CodeExpression, _ body: (CodeExpression) -> Void) {
    var pending = [expression]
    var steps = 0
    while let next = pending.popLast(), steps < 10_000 {
      steps += 1
      body(next)
      switch next {
      case .member(let base, _), .cast(let base, _): pending.append(base)
      case .call(let callee, let arguments):
        pending += arguments.map(\.value).reversed()
        pending.append(callee)
      case .array(let list), .union(let list): pending += list.reversed()
      default: break
      }
    }
  }

  static func visit(_ statement: CodeStatement, _ body: (CodeExpression) -> Void) {
    switch statement.kind {
    case .bind(_, let value), .evaluate(let value), .returns(let value): visit(value, body)
    case .assign(let target, let value):
      visit(target, body)
      visit(value, body)
    }
  }
}
