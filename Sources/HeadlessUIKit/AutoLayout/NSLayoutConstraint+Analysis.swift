import AutoLayoutSolver
import Foundation

extension NSLayoutConstraint {
  /// A required conflict among `constraints` that holds whatever the screen: every item's
  /// geometry is left free, so only the constraints themselves can contradict each other (a
  /// cycle such as `a.width == b.width + 10`, `b.width == a.width + 10`). Returns the first
  /// constraint, in order, that cannot be added, and a minimal set of earlier ones it conflicts
  /// with; `nil` when the required constraints can all hold. Not a UIKit API.
  ///
  /// - Complexity: O(n) solver additions, plus O(k²) for a conflict's set of k constraints.
  public static func requiredConflict(in constraints: [NSLayoutConstraint])
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
}
