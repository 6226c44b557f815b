import AutoLayoutSolver
import Foundation

// A window's first layout pass installs every constraint into an empty solver, and that is most
// of the cost of laying out a constrained screen. The same screen laid out again (on another
// device, in the other orientation) installs the same constraints over the same items in the
// same order: only the geometry suggested afterwards differs. So the first batch of a fresh engine
// is recorded as a list of solver operations instead of being run; if an earlier window ran the
// same list, the engine takes a copy of the solver that list produced (the solver is a value and
// deterministic: the same calls give the same state, `AutoLayoutSolver`'s documentation) and
// otherwise it runs the list and keeps the result. A list in which a required constraint
// conflicts is not cached: the engine starts over and installs the batch the ordinary way, where
// a conflict breaks the constraint (AL2.1).

/// One solver call of a recorded batch.
enum SolverOperation: Equatable {
  case variable(name: String)
  case edit(variable: Variable, strength: Double)
  /// Terms as (variable id, coefficient); `index` numbers the batch's constraints.
  case constraint(
    terms: [Int], coefficients: [Double], constant: Double, relation: Relation,
    strength: Double, index: Int)
}

/// A batch being recorded: the operations, the solver constraints they made, and the variables
/// handed out.
struct SolverRecording {
  var operations: [SolverOperation] = []
  var constraints: [Constraint] = []
  var nextVariable = 0
  var edits = Set<Int>()
  var hasher = Hasher()

  mutating func variable(_ name: String) -> Variable {
    let variable = Variable(id: nextVariable, name: name)
    nextVariable += 1
    append(.variable(name: name))
    return variable
  }

  mutating func edit(_ variable: Variable, strength: Strength) {
    guard edits.insert(variable.id).inserted else { return }
    append(.edit(variable: variable, strength: strength.value))
  }

  mutating func constraint(_ constraint: Constraint) {
    let terms = constraint.expression.terms
    append(
      .constraint(
        terms: terms.map(\.variable.id), coefficients: terms.map(\.coefficient),
        constant: constraint.expression.constant, relation: constraint.relation,
        strength: constraint.strength.value, index: constraints.count))
    constraints.append(constraint)
  }

  private mutating func append(_ operation: SolverOperation) {
    switch operation {
    case .variable(let name):
      hasher.combine(0)
      hasher.combine(name)
    case .edit(let variable, let strength):
      hasher.combine(1)
      hasher.combine(variable.id)
      hasher.combine(strength)
    case .constraint(let terms, let coefficients, let constant, let relation, let strength, _):
      hasher.combine(2)
      hasher.combine(terms)
      hasher.combine(coefficients)
      hasher.combine(constant)
      hasher.combine(relation)
      hasher.combine(strength)
    }
    operations.append(operation)
  }

  /// Runs the operations on `solver` (empty); false when a constraint cannot be added.
  func run(on solver: inout Solver) -> Bool {
    for operation in operations {
      switch operation {
      case .variable(let name):
        _ = solver.makeVariable(name)
      case .edit(let variable, let strength):
        guard (try? solver.addEditVariable(variable, strength: Strength(strength))) != nil else {
          return false
        }
      case .constraint(_, _, _, _, _, let index):
        guard (try? solver.addConstraint(constraints[index])) != nil else { return false }
      }
    }
    return true
  }
}

/// Solvers produced by recorded batches, most recent first, bounded.
@MainActor
enum SolverTemplates {
  struct Entry {
    let key: Int
    let operations: [SolverOperation]
    let constraints: [Constraint]
    let solver: Solver
  }

  /// Enough for every scene of a storyboard in both size classes of an audit.
  static let capacity = 64
  private static var entries: [Entry] = []

  static func lookup(_ recording: SolverRecording, key: Int) -> Entry? {
    guard let index = entries.firstIndex(where: { $0.key == key }),
      entries[index].operations == recording.operations
    else { return nil }
    hits += 1
    return entries[index]
  }

  /// How many batches were found (for tests).
  static private(set) var hits = 0

  /// Forgets every template (for tests).
  static func removeAll() {
    entries = []
  }

  static func store(_ entry: Entry) {
    entries.insert(entry, at: 0)
    if entries.count > capacity { entries.removeLast() }
  }
}
