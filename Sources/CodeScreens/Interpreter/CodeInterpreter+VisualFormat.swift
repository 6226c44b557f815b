import SceneDocument

/// The visual format language (Apple's "Auto Layout Guide", Visual Format Language, and
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`):
///
/// ```
/// <format>     ::= (H|V:)? (|<connection>)? <view> (<connection><view>)* (<connection>|)?
/// <view>       ::= [ name (predicates)? ]
/// <connection> ::= ""  |  -<number or metric>-  |  -(predicates)-  |  -
/// <predicate>  ::= (== | <= | >=)? (number | metric | view name) (@priority)?
/// ```
///
/// `H:` (the default) makes leading/trailing constraints, `V:` top/bottom; a view's predicates
/// constrain its width (`H:`) or height (`V:`); `|` is the superview of the view next to it.
/// What is not read, each a note with the views left out: the standard spacing (a lone `-`,
/// whose value UIKit decides), alignment options (`.alignAllCenterY`), a format or a view or
/// metric that is not known statically.
extension CodeInterpreter {
  struct VisualPredicate {
    var relation: ConstraintSpec.Relation = .equal
    var constant: Double?
    var view: Int?
    var priority: Double = 1000
  }

  enum VisualItem {
    case superview
    case view(Int)
  }

  func visualFormat(_ arguments: [CodeArgument], _ scope: Scope, expression: CodeExpression)
    -> CodeValue
  {
    let at = expression.position
    let viewsValue = argument(arguments, "views").map { evaluate($0.value, scope) }
    func fail(_ reason: String) -> CodeValue {
      note(
        "visual format constraints '\(expression.text)': \(reason); the views they place are"
          + " left out", at: at)
      let why = Unknown(reason: "visual format constraints place it (\(reason))", position: at)
      if case .dictionary(let views)? = viewsValue {
        for key in views.keys.sorted() {
          if case .view(let index)? = views[key] { leaveOut(index, why) }
        }
      } else {
        leaveOutVisualFormatViews(arguments, scope, at: at)
      }
      return .unknown(why)
    }
    guard let formatArgument = argument(arguments, "withVisualFormat") ?? arguments.first,
      case .string(let format) = evaluate(formatArgument.value, scope)
    else { return fail("the format is not a literal string") }
    if let options = argument(arguments, "options"), !Self.isEmptyOptionSet(options.value) {
      switch evaluate(options.value, scope) {
      case .array([]), .number(0), .none, .enumCase("directionLeadingToTrailing"):
        break
      default:
        return fail("its options ('\(options.value.text)') are not read")
      }
    }
    guard case .dictionary(let views)? = viewsValue else {
      return fail("its views dictionary is not known statically")
    }
    var metrics: [String: Double] = [:]
    if let metricsArgument = argument(arguments, "metrics") {
      switch evaluate(metricsArgument.value, scope) {
      case .none: break
      case .dictionary(let values):
        for (key, value) in values {
          if let number = value.number { metrics[key] = number }
        }
      default:
        return fail("its metrics dictionary is not known statically")
      }
    }
    var characters = Array(format.filter { !$0.isWhitespace })
    var vertical = false
    if characters.count >= 2, characters[1] == ":" {
      guard characters[0] == "H" || characters[0] == "V" else {
        return fail("the orientation '\(characters[0])' is not H or V")
      }
      vertical = characters[0] == "V"
      characters.removeFirst(2)
    }
    let leadingEdge: ConstraintSpec.Attribute = vertical ? .top : .leading
    let trailingEdge: ConstraintSpec.Attribute = vertical ? .bottom : .trailing
    let dimension: ConstraintSpec.Attribute = vertical ? .height : .width
    var made: [Int] = []
    var index = 0

    func word() -> String {
      var result = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
          || characters[index] == "."
      {
        result.append(characters[index])
        index += 1
      }
      return result
    }
    func number(_ text: String) -> Double? {
      if let value = Double(text) { return value }
      return metrics[text]
    }
    /// `(==44@750,>=b)` or a simple predicate, from `index`; `nil` with `failure` set.
    var failure: String?
    func predicates() -> [VisualPredicate]? {
      var result: [VisualPredicate] = []
      let parenthesised = index < characters.count && characters[index] == "("
      if parenthesised { index += 1 }
      while index < characters.count {
        var predicate = VisualPredicate()
        if index + 1 < characters.count {
          let pair = String(characters[index...index + 1])
          if pair == "==" || pair == "<=" || pair == ">=" {
            predicate.relation =
              pair == "==" ? .equal : pair == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
          }
        }
        var object = ""
        if index < characters.count, characters[index] == "-" {
          object = "-"
          index += 1
        }
        object += word()
        if let value = number(object) {
          predicate.constant = value
        } else if case .view(let other)? = views[object] {
          predicate.view = other
        } else {
          failure = "'\(object)' is neither a number, a metric nor a view it names"
          return nil
        }
        if index < characters.count, characters[index] == "@" {
          index += 1
          let text = word()
          guard let priority = number(text) else {
            failure = "the priority '\(text)' is not known"
            return nil
          }
          predicate.priority = priority
        }
        result.append(predicate)
        guard parenthesised else { break }
        if index < characters.count, characters[index] == "," {
          index += 1
          continue
        }
        if index < characters.count, characters[index] == ")" {
          index += 1
          break
        }
        failure = "a predicate list is not closed"
        return nil
      }
      return result
    }
    func constrain(
      _ first: AnchorReference, _ relation: ConstraintSpec.Relation, _ second: AnchorReference?,
      _ constant: Double, _ priority: Double
    ) {
      constraints.append(
        ConstraintState(
          first: first, relation: relation, multiplier: 1, second: second, constant: constant,
          priority: priority, position: at, text: expression.text, isActive: false))
      made.append(constraints.count - 1)
    }

    var previous: VisualItem?
    // The connection waiting for the next item: nil for none yet; [] for flush (`][`).
    var connection: [VisualPredicate]?
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "|":
        index += 1
        if previous == nil {
          previous = .superview
          continue
        }
        guard case .view(let last)? = previous, let parent = self.views[last].superview else {
          return fail("a view it names has no superview yet")
        }
        // No connection before the closing `|` (`[v0]|`) is the empty connection: flush, a
        // spacing of 0 (Auto Layout Guide, Visual Format Syntax: `<connection>` is `e`, `-`
        // or `-<predicateList>-`), as after the opening `|` (`|[v0]`). Before, it was read as
        // a spacing naming a view, and every `[v0]|` left its views out (fresh round Q).
        for predicate in connection ?? [VisualPredicate(constant: 0)] {
          guard let constant = predicate.constant, predicate.view == nil else {
            return fail("a spacing names a view")
          }
          // superview.trailing (relation) view.trailing + spacing
          constrain(
            AnchorReference(view: parent, guide: nil, attribute: trailingEdge),
            predicate.relation, AnchorReference(view: last, guide: nil, attribute: trailingEdge),
            constant, predicate.priority)
        }
        connection = nil
        previous = .superview
      case "[":
        index += 1
        let name = word()
        guard case .view(let view)? = views[name] else {
          return fail("the view '\(name)' is not known statically")
        }
        if index < characters.count, characters[index] == "(" {
          guard let sizes = predicates() else {
            return fail(failure ?? "a predicate is not understood")
          }
          for size in sizes {
            constrain(
              AnchorReference(view: view, guide: nil, attribute: dimension), size.relation,
              size.view.map { AnchorReference(view: $0, guide: nil, attribute: dimension) },
              size.constant ?? 0, size.priority)
          }
        }
        guard index < characters.count, characters[index] == "]" else {
          return fail("a view is not closed with ']'")
        }
        index += 1
        if let previous {
          let spacing = connection ?? [VisualPredicate(constant: 0)]
          for predicate in spacing {
            guard let constant = predicate.constant, predicate.view == nil else {
              return fail("a spacing names a view")
            }
            switch previous {
            case .superview:
              guard let parent = self.views[view].superview else {
                return fail("the view '\(name)' has no superview yet")
              }
              constrain(
                AnchorReference(view: view, guide: nil, attribute: leadingEdge),
                predicate.relation,
                AnchorReference(view: parent, guide: nil, attribute: leadingEdge), constant,
                predicate.priority)
            case .view(let last):
              constrain(
                AnchorReference(view: view, guide: nil, attribute: leadingEdge),
                predicate.relation,
                AnchorReference(view: last, guide: nil, attribute: trailingEdge), constant,
                predicate.priority)
            }
          }
        }
        connection = nil
        previous = .view(view)
      case "-":
        index += 1
        guard previous != nil else { return fail("it starts with a connection") }
        if index < characters.count, characters[index] == "[" || characters[index] == "|" {
          return fail(
            "it uses the standard spacing (a lone '-'), whose value UIKit decides; not modelled")
        }
        guard let spacing = predicates() else {
          return fail(failure ?? "a spacing is not understood")
        }
        guard index < characters.count, characters[index] == "-" else {
          return fail("a spacing is not closed with '-'")
        }
        index += 1
        connection = spacing
      default:
        return fail("'\(character)' is not understood")
      }
    }
    guard !made.isEmpty else { return fail("it makes no constraint") }
    return .array(made.map { .constraint($0) })
  }
}

extension CodeInterpreter {
  /// `NSLayoutFormatOptions()`, `NSLayoutConstraint.FormatOptions()`: an option set made with
  /// its empty initializer, no options (Swift's `OptionSet.init()` makes the empty set).
  static func isEmptyOptionSet(_ expression: CodeExpression) -> Bool {
    guard case .call(let callee, let arguments, nil) = expression.kind, arguments.isEmpty,
      let path = callee.path
    else { return false }
    return ["NSLayoutFormatOptions", "NSLayoutConstraint.FormatOptions"].contains(path)
  }
}
