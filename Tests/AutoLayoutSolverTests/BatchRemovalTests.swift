import Testing

@testable import AutoLayoutSolver

/// `removeConstraints` removes what `removeConstraint` removes, one by one, with at most one
/// rebuild.
@Suite("Solver: removing several constraints at once")
struct BatchRemovalTests {
  /// A chain of views (left, width) pinned by required equalities (substituted), preferred widths
  /// (tableau rows with markers) and an edit on the first left.
  static func chain(_ strategy: Solver.Strategy) throws -> (Solver, [Variable], [Constraint]) {
    var s = Solver(strategy: strategy)
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    for index in 0..<6 {
      let left = s.makeVariable("v\(index).left")
      let width = s.makeVariable("v\(index).width")
      if let previous = variables.last {
        // previous right + 8 == left: a required equality over three variables.
        let previousLeft = variables[variables.count - 2]
        constraints.append(Constraint(previousLeft + previous + 8 - left, .equal))
      }
      constraints.append(Constraint(width - Double(40 + 10 * index), .equal, strength: .medium))
      constraints.append(Constraint(Expression(width) - 30, .greaterThanOrEqual))
      variables += [left, width]
    }
    for constraint in constraints { try s.addConstraint(constraint) }
    try s.addEditVariable(variables[0], strength: .strong)
    try s.suggestValue(variables[0], 20)
    return (s, variables, constraints)
  }

  @Test(arguments: strategies)
  func sameValuesAsOneByOne(strategy: Solver.Strategy) throws {
    for picks in [[1, 4], [0, 2, 5], [3], [1, 2, 3, 7, 9]] {
      var (batch, variables, constraints) = try Self.chain(strategy)
      var single = batch
      // Both start from the same state; only the second removes one by one.
      let removed = picks.filter { $0 < constraints.count }.map { constraints[$0] }
      try batch.removeConstraints(removed)
      for constraint in removed { try single.removeConstraint(constraint) }
      batch.updateVariables()
      single.updateVariables()
      for variable in variables {
        #expect(close(batch.value(of: variable), single.value(of: variable)))
      }
      for constraint in removed { #expect(!batch.hasConstraint(constraint)) }
      #expect(batch.constraintCount == single.constraintCount)
    }
  }

  @Test("an unknown constraint removes nothing")
  func unknownRemovesNothing() throws {
    var (s, _, constraints) = try Self.chain(.substitution)
    let stranger = Constraint(Expression(Variable(id: 999)) - 1, .equal)
    let count = s.constraintCount
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try s.removeConstraints([constraints[0], stranger])
    }
    #expect(s.constraintCount == count)
    #expect(s.hasConstraint(constraints[0]))
  }
}
