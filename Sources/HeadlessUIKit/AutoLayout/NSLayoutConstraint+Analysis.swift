import AutoLayoutSolver
import Foundation

extension NSLayoutConstraint {
  /// A required conflict among `constraints` that holds whatever the screen: every item's
  /// geometry is left free, so only the constraints themselves can contradict each other (a
  /// cycle such as `a.width == b.width + 10`, `b.width == a.width + 10`). Returns the first
  /// constraint, in order, that cannot be added, and a minimal set of earlier ones it conflicts
  /// with; `nil` when the required constraints can all hold. Not a UIKit API.
  ///
  /// - Complexity: O(n) when every required constraint names a variable no earlier one named
  ///   (the usual case, decided without a solver); otherwise O(n) solver additions, plus O(k²)
  ///   for a conflict's set of k constraints.
  public static func requiredConflict(in constraints: [NSLayoutConstraint])
    -> (broken: NSLayoutConstraint, conflictingSet: [NSLayoutConstraint])?
  {
    eachNamesAFreshVariable(constraints) ? nil : requiredConflictBySolving(constraints)
  }

  /// ``requiredConflict(in:)`` decided by the solver alone, constraint by constraint.
  static func requiredConflictBySolving(_ constraints: [NSLayoutConstraint])
    -> (broken: NSLayoutConstraint, conflictingSet: [NSLayoutConstraint])?
  {
    var variables: [ObjectIdentifier: [Variable]] = [:]
    var nextID = 0
    func expression(_ object: AnyObject, _ attribute: Attribute) -> LinearExpression {
      let key = ObjectIdentifier(object)
      let v: [Variable]
      if let known = variables[key] {
        v = known
      } else {
        v = (0..<4).map { Variable(id: nextID + $0) }
        nextID += 4
        variables[key] = v
      }
      switch attribute.withoutMargin ?? attribute {
      case .left, .leading: return LinearExpression(v[0])
      case .right, .trailing: return v[0] + v[2]
      case .centerX: return v[0] + 0.5 * v[2]
      case .top, .firstBaseline: return LinearExpression(v[1])
      case .bottom, .lastBaseline: return v[1] + v[3]
      case .centerY: return v[1] + 0.5 * v[3]
      case .width: return LinearExpression(v[2])
      case .height: return LinearExpression(v[3])
      default: return LinearExpression(constant: 0)
      }
    }
    var pairs: [(NSLayoutConstraint, Constraint)] = []
    for constraint in constraints where constraint.priority.isRequired {
      guard let first = constraint.firstItem else { continue }
      var lhs = expression(first, constraint.firstAttribute)
      if let second = constraint.secondItem {
        lhs = lhs - Double(constraint.multiplier) * expression(second, constraint.secondAttribute)
      }
      lhs = lhs - Double(constraint.constant)
      let relation: AutoLayoutSolver.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      pairs.append((constraint, Constraint(lhs, relation)))
    }
    func satisfiable(_ list: [Constraint]) -> Bool {
      var solver = Solver()
      for constraint in list {
        do { try solver.addConstraint(constraint) } catch { return false }
      }
      return true
    }
    var solver = Solver()
    for (index, pair) in pairs.enumerated() {
      do {
        try solver.addConstraint(pair.1)
      } catch {
        // Deletion filter over the earlier constraints.
        var set = Array(pairs[..<index])
        var position = 0
        while position < set.count {
          var trial = set
          trial.remove(at: position)
          if satisfiable(trial.map(\.1) + [pair.1]) {
            position += 1
          } else {
            set = trial
          }
        }
        return (pair.0, set.map(\.0))
      }
    }
    return nil
  }

  /// Whether every required constraint, in order, has a variable (an item's left, top, width or
  /// height, after combining its terms) that no earlier required constraint has. Then they can
  /// all hold: each one is met by choosing its fresh variable, which no earlier one depends on
  /// (and the solver adds each such constraint without a conflict: it can always take the
  /// fresh variable as its subject). A `false` says nothing; the solver decides.
  static func eachNamesAFreshVariable(_ constraints: [NSLayoutConstraint]) -> Bool {
    var check = FreshVariableCheck(capacity: constraints.count)
    for constraint in constraints where constraint.priority.isRequired {
      guard let first = constraint.firstItem else { continue }
      // Numbers the argument does not cover (not finite) are left to the solver.
      guard constraint.constant.isFinite, constraint.multiplier.isFinite else { return false }
      check.startConstraint()
      check.add(
        constraint.firstHandle, first,
        constraint.firstAttribute.withoutMargin
          ?? constraint.firstAttribute, times: 1)
      if let handle = constraint.secondHandle, let second = handle.object {
        check.add(
          handle, second,
          constraint.secondAttribute.withoutMargin
            ?? constraint.secondAttribute, times: -Double(constraint.multiplier))
      }
      guard check.finishConstraint() else { return false }
    }
    return true
  }
}

/// The bookkeeping of `NSLayoutConstraint.eachNamesAFreshVariable`: four variables per item
/// (left, top, width, height), whether an earlier constraint named each, and the current
/// constraint's terms combined by variable.
@MainActor
struct FreshVariableCheck {
  /// Items numbered on their handles (``LayoutItemHandle/passMark``) under this check's mark;
  /// an object of another class (whose handles are not one per object) by identity.
  private let mark: Int
  @exclusivity(unchecked) private static var lastMark = 0
  private var bases: [ObjectIdentifier: Int] = [:]
  private var seen: [Bool] = []
  private var variables: [Int] = []
  private var coefficients: [Double] = []

  init(capacity: Int) {
    FreshVariableCheck.lastMark += 1
    mark = FreshVariableCheck.lastMark
    seen.reserveCapacity(4 * capacity)
  }

  /// The item's first variable, numbered at its first appearance.
  private mutating func base(_ handle: LayoutItemHandle, _ object: AnyObject) -> Int {
    if handle.known != nil {
      if handle.passMark == mark { return handle.passNumber }
      handle.passMark = mark
      handle.passNumber = seen.count
    } else if let known = bases[ObjectIdentifier(object)] {
      return known
    } else {
      bases[ObjectIdentifier(object)] = seen.count
    }
    seen.append(contentsOf: repeatElement(false, count: 4))
    return seen.count - 4
  }

  mutating func startConstraint() {
    variables.removeAll(keepingCapacity: true)
    coefficients.removeAll(keepingCapacity: true)
  }

  /// Adds `factor` × the attribute's expression over the item's variables.
  mutating func add(
    _ handle: LayoutItemHandle, _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    times factor: Double
  ) {
    let b = base(handle, object)
    switch attribute {
    case .left, .leading: term(b, factor)
    case .right, .trailing:
      term(b, factor)
      term(b + 2, factor)
    case .centerX:
      term(b, factor)
      term(b + 2, 0.5 * factor)
    case .top, .firstBaseline: term(b + 1, factor)
    case .bottom, .lastBaseline:
      term(b + 1, factor)
      term(b + 3, factor)
    case .centerY:
      term(b + 1, factor)
      term(b + 3, 0.5 * factor)
    case .width: term(b + 2, factor)
    case .height: term(b + 3, factor)
    default: break
    }
  }

  private mutating func term(_ variable: Int, _ coefficient: Double) {
    for index in variables.indices where variables[index] == variable {
      coefficients[index] += coefficient
      return
    }
    variables.append(variable)
    coefficients.append(coefficient)
  }

  /// Whether the constraint has a fresh variable; marks its variables as named.
  mutating func finishConstraint() -> Bool {
    var fresh = false
    // Well above the solver's own zero (1e-8), so the solver sees the fresh variable too.
    for index in variables.indices where !seen[variables[index]] {
      if abs(coefficients[index]) > 1e-6 { fresh = true }
    }
    for variable in variables { seen[variable] = true }
    return fresh
  }
}
