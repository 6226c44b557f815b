import AutoLayoutSolver
import Testing

@testable import HeadlessUIKit

/// The minimal conflicting set (AL2.3) is the deletion filter's: drop each fact in turn while the
/// rest still conflicts with the target. ``AutoLayoutEngine/deletionFilter(_:target:)`` finds it
/// with one solver pass per kept fact; on random sets of required relations over a few
/// variables it must keep exactly what the filter written out plainly (one check per fact) keeps.
@MainActor
struct DeletionFilterTests {
  typealias Fact = AutoLayoutEngine.Fact

  /// The filter as AL2.3 states it: one satisfiability check per fact.
  static func plainFilter(_ facts: [Fact], target: Fact) -> [Fact]? {
    guard !AutoLayoutEngine.satisfiable(facts + [target]) else { return nil }
    var set = facts
    var index = 0
    while index < set.count {
      var trial = set
      trial.remove(at: index)
      if AutoLayoutEngine.satisfiable(trial + [target]) {
        index += 1
      } else {
        set = trial
      }
    }
    return set
  }

  /// `.fixed` facts (a variable held at a value) and `.link` facts (a relation between two
  /// variables, or a bound), numbered by their position so results compare by number.
  static func randomFacts(count: Int, using random: inout RequiredConflictTests.Generator)
    -> [Fact]
  {
    let variables = (0..<4).map { Variable(id: 1_000 + $0, name: "v\($0)") }
    return (0..<count).map { number in
      let a = variables[Int.random(in: 0..<4, using: &random)]
      let b = variables[Int.random(in: 0..<4, using: &random)]
      let value = Double(Int.random(in: 0..<4, using: &random) * 10)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return .fixed(number, 0, a, value)
      case 1:
        return .link(
          number,
          Constraint(
            AutoLayoutSolver.Expression(a) - AutoLayoutSolver.Expression(b) - value, .equal))
      case 2:
        return .link(
          number,
          Constraint(
            AutoLayoutSolver.Expression(a) - AutoLayoutSolver.Expression(b) - value,
            .greaterThanOrEqual)
        )
      default:
        return .link(number, Constraint(AutoLayoutSolver.Expression(a) - value, .lessThanOrEqual))
      }
    }
  }

  static func numbers(_ facts: [Fact]?) -> [Int]? {
    facts?.map { fact in
      switch fact {
      case .fixed(let number, _, _, _), .link(let number, _): number
      case .constraint: -1
      }
    }
  }

  @Test func keepsWhatThePlainFilterKeeps() {
    var random = RequiredConflictTests.Generator(state: 27)
    var conflicts = 0
    for round in 0..<60 {
      let facts = Self.randomFacts(count: 2 + round % 7, using: &random)
      let target = Self.randomFacts(count: 1, using: &random)[0]
      let plain = Self.numbers(Self.plainFilter(facts, target: target))
      #expect(Self.numbers(AutoLayoutEngine.deletionFilter(facts, target: target)) == plain)
      if plain != nil { conflicts += 1 }
    }
    // Both answers occur: the sets are neither all satisfiable nor all conflicting.
    #expect(conflicts > 6 && conflicts < 54, "\(conflicts) conflicts of 60")
  }
}
