import SceneDocument

/// Anchors of a Cartography expression (`view.top + 20`, `inset(view.edges, 8)`, `view.size`),
/// with one multiplier and a constant per anchor, as Cartography's `Expression` keeps its
/// `Coefficients` per property.
struct CartographyExpression: Hashable, Sendable {
  var anchors: [AnchorReference]
  var multiplier: Double = 1
  var constants: [Double]

  init(_ anchors: [AnchorReference]) {
    self.anchors = anchors
    self.constants = Array(repeating: 0, count: anchors.count)
  }
}

extension CodeInterpreter {
  /// Cartography's compound properties (`LayoutProxy.swift`: `edges` is top, leading, bottom,
  /// trailing; `size` width, height; `center` centerX, centerY) and its single ones.
  static let cartographyAttributes: [String: [ConstraintSpec.Attribute]] = [
    "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right],
    "leading": [.leading], "trailing": [.trailing], "width": [.width], "height": [.height],
    "centerX": [.centerX], "centerY": [.centerY],
    "edges": [.top, .leading, .bottom, .trailing], "size": [.width, .height],
    "center": [.centerX, .centerY],
  ]

  /// Cartography's margin properties: the same attributes of the layout margins guide.
  static let cartographyMargins: [String: ConstraintSpec.Attribute] = [
    "topMargin": .top, "bottomMargin": .bottom, "leftMargin": .left, "rightMargin": .right,
    "leadingMargin": .leading, "trailingMargin": .trailing, "centerXWithinMargins": .centerX,
    "centerYWithinMargins": .centerY,
  ]

  /// `constrain(a, b) { a, b in a.top == b.bottom + 8 }` (Cartography): the closure runs once
  /// with a layout proxy for each view, and each relation it states is a constraint, active,
  /// whose first view stops translating its autoresizing mask (Cartography's
  /// `Context.addConstraint(from:…)` sets it). `replace:` (a `ConstraintGroup`) replaces the
  /// group's constraints at run time: the ones made here stand for the group's current ones.
  /// `nil` when `name` is not Cartography's `constrain`.
  func cartographyConstrain(
    _ arguments: [CodeArgument], _ trailing: CodeClosure?, _ scope: Scope,
    expression: CodeExpression
  ) -> CodeValue? {
    let viewArguments = arguments.filter { $0.label == nil }
    guard
      let closure = trailing
        ?? arguments.last.flatMap({ argument -> CodeClosure? in
          if argument.label == "block", case .closure(let literal) = argument.value.kind {
            return literal
          }
          return nil
        }), !viewArguments.isEmpty
    else { return nil }
    var proxies: [CodeValue] = []
    for argument in viewArguments {
      switch evaluate(argument.value, scope) {
      case .view(let index): proxies.append(.cartographyProxy(view: index, guide: nil))
      case .guide(let index, let guide):
        proxies.append(.cartographyProxy(view: index, guide: guide))
      case .unknown(let unknown):
        leaveOutViewArguments(arguments, scope, callText: expression.text, at: expression.position)
        return .unknown(unknown)
      default:
        leaveOutViewArguments(arguments, scope, callText: expression.text, at: expression.position)
        return unknown(
          "'\(argument.value.text)' is not a view known statically", at: expression.position)
      }
    }
    cartographyDepth += 1
    defer { cartographyDepth -= 1 }
    let made = constraints.count
    _ = runClosure(
      closure, arguments: proxies, selfValue: scope.selfValue, owner: scope.owner, outer: scope)
    return .array((made..<constraints.count).map { .constraint($0) })
  }

  /// A member of a Cartography layout proxy: an expression of its attributes, its superview's
  /// proxy, or a guide's proxy.
  func cartographyMember(
    _ view: Int, _ guide: ConstraintItem.Guide?, _ name: String, at: CodePosition
  )
    -> CodeValue
  {
    if let attributes = Self.cartographyAttributes[name] {
      return .cartographyExpression(
        CartographyExpression(
          attributes.map { AnchorReference(view: view, guide: guide, attribute: $0) }))
    }
    if guide == nil, let attribute = Self.cartographyMargins[name] {
      return .cartographyExpression(
        CartographyExpression([AnchorReference(view: view, guide: .margins, attribute: attribute)]))
    }
    if guide == nil, name == "superview" {
      guard let superview = views[view].superview else {
        return unknown("the proxy's superview before the view has one", at: at)
      }
      return .cartographyProxy(view: superview, guide: nil)
    }
    if guide == nil,
      let named = Self.guides[name] ?? Self.guides[name.replacingOccurrences(of: "car_", with: "")]
    {
      return .cartographyProxy(view: view, guide: named)
    }
    return unknown("Cartography's '\(name)' is not read", at: at)
  }

  /// `inset(edges, all)`, `inset(edges, horizontal, vertical)`,
  /// `inset(edges, top, leading, bottom, trailing)` (Cartography's `Edges.swift`: the bottom and
  /// trailing constants negated).
  func cartographyInset(_ values: [CodeValue], at: CodePosition) -> CodeValue? {
    guard case .cartographyExpression(var edges) = values.first, edges.anchors.count == 4 else {
      return nil
    }
    let numbers = values.dropFirst().compactMap(\.number)
    guard numbers.count == values.count - 1 else {
      return unknown("an inset not known statically", at: at)
    }
    let insets: [Double]
    switch numbers.count {
    case 1: insets = [numbers[0], numbers[0], numbers[0], numbers[0]]
    case 2: insets = [numbers[1], numbers[0], numbers[1], numbers[0]]
    case 4: insets = numbers
    default: return nil
    }
    edges.constants = [insets[0], insets[1], -insets[2], -insets[3]]
    return .cartographyExpression(edges)
  }

  static let cartographyOperators: Set<String> = ["+", "-", "*", "/", "==", ">=", "<=", "~"]

  /// A binary operator inside a `constrain` closure when one side is a Cartography
  /// expression: arithmetic on its coefficients, a relation (one constraint per attribute), or
  /// `~` (a priority on the constraints made); `nil` when neither side is one.
  func cartographyBinary(
    _ op: String, _ lhs: CodeExpression, _ rhs: CodeExpression, _ scope: Scope,
    expression: CodeExpression
  ) -> CodeValue? {
    let at = expression.position
    let left = evaluate(lhs, scope)
    if op == "~" {
      let written = evaluate(rhs, scope)
      var priority = written.number
      if priority == nil, case .enumCase(let name) = written { priority = Self.priority(name) }
      var indices: [Int] = []
      if case .constraint(let index) = left { indices = [index] }
      if case .array(let list) = left {
        for case .constraint(let index) in list { indices.append(index) }
      }
      guard !indices.isEmpty else { return nil }
      guard let priority else {
        for index in indices {
          constraints[index].unknown = Unknown(
            reason: "a priority not known statically", position: at)
        }
        return left
      }
      for index in indices { constraints[index].priority = priority }
      return left
    }
    let right = evaluate(rhs, scope)
    switch (op, left, right) {
    case ("+", .cartographyExpression(var e), .number(let n)),
      ("+", .number(let n), .cartographyExpression(var e)):
      e.constants = e.constants.map { $0 + n }
      return .cartographyExpression(e)
    case ("-", .cartographyExpression(var e), .number(let n)):
      e.constants = e.constants.map { $0 - n }
      return .cartographyExpression(e)
    case ("*", .cartographyExpression(var e), .number(let n)),
      ("*", .number(let n), .cartographyExpression(var e)):
      e.multiplier *= n
      e.constants = e.constants.map { $0 * n }
      return .cartographyExpression(e)
    case ("/", .cartographyExpression(var e), .number(let n)) where n != 0:
      e.multiplier /= n
      e.constants = e.constants.map { $0 / n }
      return .cartographyExpression(e)
    case ("==", .cartographyExpression(let e), _), (">=", .cartographyExpression(let e), _),
      ("<=", .cartographyExpression(let e), _):
      let relation: ConstraintSpec.Relation =
        op == "==" ? .equal : op == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
      return cartographyRelation(e, relation, right, at: at, text: expression.text)
    default:
      if case .cartographyExpression = left { break }
      if case .cartographyExpression = right { break }
      return nil
    }
    return unknown("'\(expression.text)' is not read", at: at)
  }

  /// `first == second` in a `constrain` closure: a constraint per attribute of `first`, related
  /// to the same attribute of `second` (with its multiplier and constants) or to a number.
  func cartographyRelation(
    _ first: CartographyExpression, _ relation: ConstraintSpec.Relation, _ second: CodeValue,
    at: CodePosition, text: String
  ) -> CodeValue {
    var made: [CodeValue] = []
    for (offset, anchor) in first.anchors.enumerated() {
      var state = ConstraintState(
        first: anchor, relation: relation, multiplier: 1, second: nil, constant: 0,
        priority: 1000, position: at, text: text, isActive: true)
      switch second {
      case .cartographyExpression(let other) where other.anchors.count == first.anchors.count:
        let target = other.anchors[offset]
        if Self.compatible(anchor.attribute, target.attribute) {
          state.second = target
          state.multiplier = other.multiplier
          state.constant = other.constants[offset]
        } else {
          state.unknown = Unknown(reason: "its anchors measure different things", position: at)
        }
      case .number(let constant) where anchor.attribute.kind == .dimension:
        state.constant = constant
      case .unknown(let unknown):
        state.unknown = unknown
      default:
        state.unknown = Unknown(reason: "'\(text)' is not read", position: at)
      }
      if anchor.guide == nil {
        views[anchor.view].translatesAutoresizingMask = false
      }
      constraints.append(state)
      made.append(.constraint(constraints.count - 1))
    }
    return made.count == 1 ? made[0] : .array(made)
  }
}
