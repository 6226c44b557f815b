import Foundation
import SceneDocument

/// SnapKit's DSL, read as SnapKit 5 builds constraints (`ConstraintMaker`,
/// `ConstraintMakerRelatable`, `ConstraintMakerEditable`): `makeConstraints` turns the view's
/// `translatesAutoresizingMaskIntoConstraints` off and activates what the closure describes.
extension CodeInterpreter {
  /// SnapKit's attribute names and the attributes each stands for (`edges` is top, left, bottom,
  /// right, not leading and trailing: `ConstraintAttributes.edges`).
  static func snapAttributes(_ name: String) -> [ConstraintSpec.Attribute]? {
    switch name {
    case "top": [.top]
    case "bottom": [.bottom]
    case "left": [.left]
    case "right": [.right]
    case "leading": [.leading]
    case "trailing": [.trailing]
    case "width": [.width]
    case "height": [.height]
    case "centerX": [.centerX]
    case "centerY": [.centerY]
    case "edges": [.top, .left, .bottom, .right]
    case "horizontalEdges": [.left, .right]
    case "verticalEdges": [.top, .bottom]
    case "directionalEdges": [.top, .leading, .bottom, .trailing]
    case "directionalHorizontalEdges": [.leading, .trailing]
    case "directionalVerticalEdges": [.top, .bottom]
    case "size": [.width, .height]
    case "center": [.centerX, .centerY]
    default: nil
    }
  }

  /// `view.snp.topMargin` and friends: the view's layout margins guide.
  static let snapMarginAttributes: [String: ConstraintSpec.Attribute] = [
    "topMargin": .top, "bottomMargin": .bottom, "leftMargin": .left, "rightMargin": .right,
    "leadingMargin": .leading, "trailingMargin": .trailing, "centerXWithinMargins": .centerX,
    "centerYWithinMargins": .centerY,
  ]

  func snapConstraints(
    _ view: Int, _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope, expression: CodeExpression, masonry: Bool = false
  ) -> CodeValue {
    let at = expression.position
    let closure =
      trailing
      ?? arguments.compactMap { argument -> CodeClosure? in
        if case .closure(let closure) = argument.value.kind { return closure }
        return nil
      }.first
    switch name {
    case "makeConstraints", "remakeConstraints", "updateConstraints", "prepareConstraints":
      guard let closure else { return unknown("'\(expression.text)' without a closure", at: at) }
      views[view].constrainedByDSL = true
      if name == "remakeConstraints" {
        for index in constraints.indices where constraints[index].snapOwner == view {
          constraints[index].isActive = false
          constraints[index].snapOwner = nil
        }
      }
      let start = constraints.count
      _ = runClosure(
        closure, arguments: [.snapMaker(view: view, attributes: [])], selfValue: scope.selfValue,
        owner: scope.owner, outer: scope)
      if name == "updateConstraints", masonry {
        masonryUpdate(view, madeFrom: start)
      } else if name == "updateConstraints" {
        // An existing constraint with the same items, attributes and relation takes the new
        // constant; the others are added.
        for index in start..<constraints.count {
          let new = constraints[index]
          if let existing = constraints.indices.first(where: { other in
            other < start && constraints[other].snapOwner == view && constraints[other].isActive
              && constraints[other].first == new.first && constraints[other].second == new.second
              && constraints[other].relation == new.relation
          }) {
            constraints[existing].priority = new.priority
            update(existing, from: index)
          }
        }
      }
      if name == "prepareConstraints" {
        for index in start..<constraints.count { constraints[index].isActive = false }
      }
      return .none
    case "removeConstraints":
      for index in constraints.indices where constraints[index].snapOwner == view {
        constraints[index].isActive = false
      }
      return .none
    default:
      return unknown("SnapKit's '\(name)' is not read", at: at)
    }
  }

  /// Masonry's `mas_updateConstraints:`: each constraint the block made, in order, is installed
  /// with `updateExisting`, so `-[MASViewConstraint install]` looks for a similar installed one
  /// (`layoutConstraintSimilarTo:`: the latest with the same items, attributes, relation,
  /// multiplier and priority) and only sets its constant; else it is added. One installed a line
  /// before in the same block is found too: `make.edges.equalTo(table)` then
  /// `make.bottom.equalTo(table.mas_bottom).offset(10)` leave one bottom constraint, `+ 10`
  /// (fresh round M: WeChat_D's chat list, before read as two that can never hold together).
  func masonryUpdate(_ view: Int, madeFrom start: Int) {
    for index in start..<constraints.count where constraints[index].isActive {
      let new = constraints[index]
      guard
        let existing = constraints.indices.prefix(index).last(where: { other in
          constraints[other].snapOwner == view && constraints[other].isActive
            && constraints[other].first == new.first && constraints[other].second == new.second
            && constraints[other].relation == new.relation
            && constraints[other].multiplier == new.multiplier
            && constraints[other].priority == new.priority
        })
      else { continue }
      update(existing, from: index)
    }
  }

  /// The installed constraint `existing` takes the constant (and where it was written) of the
  /// one an update block made at `index`, which is then dropped.
  func update(_ existing: Int, from index: Int) {
    let new = constraints[index]
    constraints[existing].constant = new.constant
    constraints[existing].position = new.position
    constraints[existing].text = new.text
    constraints[existing].unknown = new.unknown ?? constraints[existing].unknown
    constraints[index].isActive = false
    constraints[index].snapOwner = nil
  }

  /// `make.top.equalTo(x)`, `make.edges.equalToSuperview()`, …: one constraint per attribute.
  func snapRelate(
    _ view: Int, _ attributes: [ConstraintSpec.Attribute], _ name: String,
    _ arguments: [CodeArgument], _ scope: Scope, expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    let relation: ConstraintSpec.Relation
    var toSuperview = false
    // Masonry's `mas_equalTo` boxes its value; the relation is the same.
    let name = name.hasPrefix("mas_") ? String(name.dropFirst(4)) : name
    switch name {
    case "equalTo": relation = .equal
    case "lessThanOrEqualTo": relation = .lessThanOrEqual
    case "greaterThanOrEqualTo": relation = .greaterThanOrEqual
    case "equalToSuperview":
      relation = .equal
      toSuperview = true
    case "lessThanOrEqualToSuperview":
      relation = .lessThanOrEqual
      toSuperview = true
    case "greaterThanOrEqualToSuperview":
      relation = .greaterThanOrEqual
      toSuperview = true
    default:
      return unknown("SnapKit's '\(name)' is not read", at: at)
    }
    var made: [Int] = []
    func add(
      _ attribute: ConstraintSpec.Attribute, second: AnchorReference?, constant: Double,
      unknown: Unknown? = nil
    ) {
      var state = ConstraintState(
        first: AnchorReference(view: view, guide: nil, attribute: attribute), relation: relation,
        multiplier: 1, second: second, constant: constant, priority: 1000, position: at,
        text: expression.text, isActive: true)
      state.snapOwner = view
      state.unknown = unknown
      constraints.append(state)
      made.append(constraints.count - 1)
    }
    let superview = views[view].superview
    /// A constant target for a position: from the superview's same edge.
    func addFromSuperview(_ attribute: ConstraintSpec.Attribute, constant: Double) {
      guard let superview else {
        add(
          attribute, second: nil, constant: 0,
          unknown: Unknown(reason: "the view has no superview yet", position: at))
        return
      }
      add(
        attribute, second: AnchorReference(view: superview, guide: nil, attribute: attribute),
        constant: constant)
    }
    var target: CodeValue
    if toSuperview {
      guard let superview else {
        let why = Unknown(
          reason: "'equalToSuperview()' before the view has a superview (SnapKit stops the app)",
          position: at)
        for attribute in attributes { add(attribute, second: nil, constant: 0, unknown: why) }
        return .snapDescription(made)
      }
      target = .view(superview)
    } else {
      guard let first = arguments.first else {
        return unknown("'\(expression.text)' without a target", at: at)
      }
      target = evaluate(first.value, scope)
    }
    for attribute in attributes {
      switch target {
      case .view(let other):
        add(
          attribute, second: AnchorReference(view: other, guide: nil, attribute: attribute),
          constant: 0)
      case .guide(let other, let guide):
        add(
          attribute, second: AnchorReference(view: other, guide: guide, attribute: attribute),
          constant: 0)
      case .snap(let other, let guide):
        add(
          attribute, second: AnchorReference(view: other, guide: guide, attribute: attribute),
          constant: 0)
      case .snapItem(let other, let guide, let targets):
        let matched =
          targets.count == 1 ? targets[0] : (targets.contains(attribute) ? attribute : nil)
        guard let matched, Self.compatible(attribute, matched) else {
          add(
            attribute, second: nil, constant: 0,
            unknown: Unknown(reason: "its attributes do not match", position: at))
          continue
        }
        add(
          attribute, second: AnchorReference(view: other, guide: guide, attribute: matched),
          constant: 0)
      case .layoutSupport:
        let root = ensureRootView(at: at)
        let edge: ConstraintSpec.Attribute = attribute == .bottom ? .bottom : .top
        add(
          attribute, second: AnchorReference(view: root, guide: .safeArea, attribute: edge),
          constant: 0)
      case .number(let number):
        if attribute.kind == .dimension {
          add(attribute, second: nil, constant: number)
        } else {
          // A number for a position is an offset from the superview's same edge.
          addFromSuperview(attribute, constant: number)
        }
      case .size(let width, let height) where attribute == .width || attribute == .height:
        add(attribute, second: nil, constant: attribute == .width ? width : height)
      case .insets(let top, let left, let bottom, let right) where attribute.kind != .dimension:
        // A `UIEdgeInsets` target (`make.edges.equalTo(UIEdgeInsetsMake(0, 0, 0, 0))`) is a
        // constant: the constraint relates to the superview's same edge ("use superview if
        // possible", SnapKit's `Constraint.init`), with the inset for that edge: left and top
        // as they are, right and bottom negated, centre by left or top (SnapKit's
        // `ConstraintConstantTarget.constraintConstantTargetValueFor(layoutAttribute:)`,
        // left to right). Round N's WeiBook: its bottom buttons fill their bar this way.
        let constant: Double
        switch attribute {
        case .top, .centerY: constant = top
        case .left, .leading, .centerX: constant = left
        case .bottom: constant = -bottom
        default: constant = -right
        }
        addFromSuperview(attribute, constant: constant)
      case .unknown(let unknown):
        add(attribute, second: nil, constant: 0, unknown: unknown)
      default:
        add(
          attribute, second: nil, constant: 0,
          unknown: Unknown(
            reason: "'\(expression.text)' has a target that is not read", position: at))
      }
    }
    return .snapDescription(made)
  }

  /// `.offset(8)`, `.inset(20)`, `.multipliedBy(0.5)`, `.priority(750)` on what `equalTo` made.
  func snapModify(
    _ made: [Int], _ name: String, _ arguments: [CodeArgument], _ scope: Scope,
    expression: CodeExpression, given: CodeValue? = nil
  ) -> CodeValue {
    let at = expression.position
    let value = given ?? arguments.first.map { evaluate($0.value, scope) } ?? .none
    if case .unknown(let unknown) = value {
      for index in made { constraints[index].unknown = constraints[index].unknown ?? unknown }
      return .snapDescription(made)
    }
    let name = name == "mas_offset" ? "offset" : name == "insets" ? "inset" : name
    switch name {
    case "offset":
      // ConstraintOffsetTarget: the same constant for every attribute.
      guard let number = value.number else { break }
      for index in made { constraints[index].constant = number }
      return .snapDescription(made)
    case "inset":
      // ConstraintInsetTarget: positive inwards from each edge.
      var insets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
      if let number = value.number {
        insets = (number, number, number, number)
      } else if case .insets(let t, let l, let b, let r) = value {
        insets = (t, l, b, r)
      } else {
        break
      }
      for index in made {
        // SnapKit reads the constant for the attribute related *to*
        // (`constraintConstantTargetValueFor(layoutAttribute: layoutToAttribute)`,
        // `Constraint.swift`): `top.equalTo(guide.snp.bottom).inset(47)` is 47 pt above the
        // guide's bottom (fresh round V: KnockKnock's confirm button, which the first attribute's
        // sign put below the screen). Masonry's `-[MASViewConstraint setInsets:]` switches on
        // the first view attribute.
        let attribute =
          isObjectiveC
          ? constraints[index].first.attribute
          : constraints[index].second?.attribute ?? constraints[index].first.attribute
        constraints[index].constant =
          switch attribute {
          case .top: insets.top
          case .left, .leading: insets.left
          case .bottom: -insets.bottom
          case .right, .trailing: -insets.right
          case .width: -(insets.left + insets.right)
          case .height: -(insets.top + insets.bottom)
          case .centerX: (insets.left - insets.right) / 2
          case .centerY: (insets.top - insets.bottom) / 2
          }
      }
      return .snapDescription(made)
    case "multipliedBy", "dividedBy":
      guard let number = value.number, number != 0 else { break }
      for index in made {
        constraints[index].multiplier = name == "dividedBy" ? 1 / number : number
      }
      return .snapDescription(made)
    case "priority":
      var priority = value.number
      if case .enumCase(let named) = value { priority = Self.priority(named) }
      guard let priority else { break }
      for index in made { constraints[index].priority = Swift.min(1000, Swift.max(1, priority)) }
      return .snapDescription(made)
    case "priorityHigh", "priorityMedium", "priorityLow", "priorityRequired":
      let priority = Self.priority(String(name.dropFirst("priority".count)).lowercased()) ?? 1000
      for index in made { constraints[index].priority = priority }
      return .snapDescription(made)
    case "labeled", "constraint":
      return .snapDescription(made)
    case "activate", "deactivate":
      // SnapKit's `Constraint.activate()` / `deactivate()`, on what `.constraint` kept.
      for index in made { constraints[index].isActive = name == "activate" }
      return .none
    case "update", "updateOffset", "updateInsets", "updatePriority":
      // `update(offset:)`, `update(inset:)`, `update(priority:)` (SnapKit 4+), and SnapKit 3's
      // `updateOffset(amount:)`: the constant or priority of what was made.
      let label = arguments.first?.label
      let kind =
        name == "updateOffset"
        ? "offset"
        : name == "updateInsets"
          ? "inset"
          : name == "updatePriority"
            ? "priority"
            : label ?? ""
      guard ["offset", "inset", "priority"].contains(kind) else { break }
      _ = snapModify(made, kind, arguments, scope, expression: expression)
      return .none
    default:
      break
    }
    let why = Unknown(reason: "SnapKit's '\(expression.text)' is not read", position: at)
    for index in made { constraints[index].unknown = constraints[index].unknown ?? why }
    return .snapDescription(made)
  }

  /// Masonry's constant methods called on a maker attribute that no `equalTo` relates.
  static let masonryConstantCalls: Set<String> = ["offset", "mas_offset", "inset", "insets"]

  /// Masonry's constant setters written as assignments (`make.top.offset = 20`,
  /// `make.top.equalTo(self.view).offset = 20`, `make.edges.insets = …`): `-[MASConstraint
  /// setOffset:]` and friends. A maker attribute that no `equalTo` relates is installed by
  /// Masonry as equal to the same attribute of the view's superview, or, for a width or height,
  /// as a constant (`-[MASViewConstraint install]`: "alignment attributes must have a
  /// secondViewAttribute, therefore we assume that is refering to superview") — the reading
  /// `make.top.equalTo(20)` already has.
  func masonryConstantSetter(
    _ receiver: CodeValue, _ name: String, _ value: CodeValue, at: CodePosition, scope: Scope
  ) -> Bool {
    guard ["offset", "inset", "insets"].contains(name) else { return false }
    let expression = CodeExpression(.name(name), at: at, text: "." + name + " = …")
    switch receiver {
    case .snapDescription(let made):
      _ = snapModify(made, name, [], scope, expression: expression, given: value)
      return true
    case .snapMaker(let view, let attributes) where isObjectiveC && !attributes.isEmpty:
      let zero = CodeExpression(.number(0), at: at, text: "0")
      guard
        case .snapDescription(let made) = snapRelate(
          view, attributes, "equalTo", [CodeArgument(label: nil, value: zero)], scope,
          expression: expression)
      else { return true }
      _ = snapModify(made, name, [], scope, expression: expression, given: value)
      return true
    default:
      return false
    }
  }
}
