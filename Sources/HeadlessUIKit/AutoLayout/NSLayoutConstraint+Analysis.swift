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
    // The answer depends only on the required constraints' shape (which items, attributes,
    // relations, multipliers and constants; items by order of first use): a shape known to
    // hold is not solved again. A screen laid out in many environments builds the same
    // constraints in each (a generated 40,000-line folder of code screens spent 9 % of its
    // time here).
    let shape = RequiredShape(constraints)
    if RequiredShape.holding.contains(shape) { return nil }
    guard let conflict = requiredConflictSolved(constraints) else {
      RequiredShape.holding.insert(shape)
      return nil
    }
    return conflict
  }

  /// ``requiredConflictBySolving(_:)`` without the record of shapes that hold.
  static func requiredConflictSolved(_ constraints: [NSLayoutConstraint])
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
    var solver = Solver()
    for (index, pair) in pairs.enumerated() {
      do {
        try solver.addConstraint(pair.1)
      } catch {
        // The deletion filter over the earlier constraints (AL2.3).
        let kept =
          AutoLayoutEngine.deletionFilter(pairs[..<index].map(\.1), target: pair.1)
          ?? Array(0..<index)
        return (pair.0, kept.map { pairs[$0].0 })
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
      let firstHandle = constraint.firstHandle
      guard firstHandle.isLive else { continue }
      // Numbers the argument does not cover (not finite) are left to the solver.
      guard constraint.constant.isFinite, constraint.multiplier.isFinite else { return false }
      check.startConstraint()
      check.add(
        firstHandle, constraint.firstAttribute.withoutMargin ?? constraint.firstAttribute,
        times: 1)
      if let handle = constraint.secondHandle, handle.isLive {
        check.add(
          handle, constraint.secondAttribute.withoutMargin ?? constraint.secondAttribute,
          times: -Double(constraint.multiplier))
      }
      guard check.finishConstraint() else { return false }
    }
    return true
  }
}

/// `NSLayoutConstraint.eachNamesAFreshVariable` fed by a builder as it makes each constraint
/// from its parts (the same test, without reading the constraints again): a scene builder
/// makes this test as it goes, and asks ``NSLayoutConstraint/requiredConflict(in:)`` only when
/// it fails.
@MainActor
package struct FreshVariableTest {
  private var check: FreshVariableCheck
  /// Whether every required constraint so far named a fresh variable.
  package private(set) var passed = true

  package init(capacity: Int) {
    check = FreshVariableCheck(capacity: capacity)
  }

  /// Adds the constraint `first.firstAttribute RELATION multiplier × second.secondAttribute +
  /// constant` held at `priority` (items given by their handles, of live items).
  package mutating func add(
    _ first: LayoutItemHandle, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ second: LayoutItemHandle?, _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority
  ) {
    guard passed, priority.isRequired else { return }
    guard constant.isFinite, multiplier.isFinite else {
      passed = false
      return
    }
    check.startConstraint()
    check.add(first, firstAttribute.withoutMargin ?? firstAttribute, times: 1)
    if let second {
      check.add(
        second, secondAttribute.withoutMargin ?? secondAttribute, times: -Double(multiplier))
    }
    if !check.finishConstraint() { passed = false }
  }
}

/// The bookkeeping of `NSLayoutConstraint.eachNamesAFreshVariable`: four variables per item
/// (left, top, width, height), whether an earlier constraint named each, and the current
/// constraint's terms combined by variable (at most four, kept inline).
@MainActor
struct FreshVariableCheck {
  /// Items numbered on their handles (``LayoutItemHandle/passMark``) under this check's mark;
  /// an object of another class (whose handles are not one per object) by identity.
  private let mark: Int
  @exclusivity(unchecked) private static var lastMark = 0
  private var bases: [ObjectIdentifier: Int] = [:]
  private var seen: [Bool] = []
  private var terms = TermBuffer()

  init(capacity: Int) {
    FreshVariableCheck.lastMark += 1
    mark = FreshVariableCheck.lastMark
    seen.reserveCapacity(4 * capacity)
  }

  /// The item's first variable, numbered at its first appearance.
  private mutating func base(_ handle: LayoutItemHandle) -> Int {
    if handle.isKnownAndLive {
      if handle.passMark == mark { return handle.passNumber }
      handle.passMark = mark
      handle.passNumber = seen.count
    } else if let object = handle.object {
      if let known = bases[ObjectIdentifier(object)] { return known }
      bases[ObjectIdentifier(object)] = seen.count
    }
    for _ in 0..<4 { seen.append(false) }
    return seen.count - 4
  }

  mutating func startConstraint() {
    terms = TermBuffer()
  }

  /// Adds `factor` × the attribute's expression over the item's variables.
  mutating func add(
    _ handle: LayoutItemHandle, _ attribute: NSLayoutConstraint.Attribute, times factor: Double
  ) {
    let b = base(handle)
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
    for index in 0..<terms.count where terms.variables[index] == variable {
      terms.coefficients[index] += coefficient
      return
    }
    terms.append(variable, coefficient)
  }

  /// Whether the constraint has a fresh variable; marks its variables as named.
  mutating func finishConstraint() -> Bool {
    var fresh = false
    // Well above the solver's own zero (1e-8), so the solver sees the fresh variable too.
    for index in 0..<terms.count where !seen[terms.variables[index]] {
      if abs(terms.coefficients[index]) > 1e-6 { fresh = true }
    }
    for index in 0..<terms.count { seen[terms.variables[index]] = true }
    return fresh
  }
}

/// The required constraints of a list as ``NSLayoutConstraint/requiredConflictBySolving(_:)``
/// reads them, each item named by the order it is first used in: two lists of the same shape
/// have the same required conflicts.
struct RequiredShape: Hashable, Sendable {
  struct Term: Hashable, Sendable {
    var first: Int
    var firstAttribute: NSLayoutConstraint.Attribute
    var second: Int
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: Double
    var constant: Double
    var relation: NSLayoutConstraint.Relation
  }

  var terms: [Term] = []

  @MainActor
  init(_ constraints: [NSLayoutConstraint]) {
    var numbers: [ObjectIdentifier: Int] = [:]  // lookups only
    func number(_ object: AnyObject) -> Int {
      let key = ObjectIdentifier(object)
      if let known = numbers[key] { return known }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    terms.reserveCapacity(constraints.count)
    for constraint in constraints where constraint.priority.isRequired {
      guard let first = constraint.firstItem else { continue }
      let firstNumber = number(first)
      terms.append(
        Term(
          first: firstNumber, firstAttribute: constraint.firstAttribute,
          second: constraint.secondItem.map(number) ?? -1,
          secondAttribute: constraint.secondAttribute,
          multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
          relation: constraint.relation))
    }
  }

  /// The shapes known to hold (a bounded record, emptied when full; shared by threads).
  static let holding = ShapeRecord()

  final class ShapeRecord: @unchecked Sendable {
    private var shapes: Set<RequiredShape> = []
    private let lock = NSLock()
    /// At most this many shapes are kept (the distinct screens of a run being laid out).
    static let capacity = 512

    func contains(_ shape: RequiredShape) -> Bool {
      lock.withLock { shapes.contains(shape) }
    }

    func insert(_ shape: RequiredShape) {
      lock.withLock {
        if shapes.count >= Self.capacity { shapes.removeAll() }
        shapes.insert(shape)
      }
    }
  }
}
