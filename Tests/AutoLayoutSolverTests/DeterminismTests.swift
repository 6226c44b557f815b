import Testing

@testable import AutoLayoutSolver

@Suite("Determinism and invariants")
struct DeterminismTests {
  /// The same calls give bit-identical values: no hash order reaches a pivot.
  @Test(arguments: strategies)
  func sameSessionSameBits(strategy: Solver.Strategy) {
    for seed in [3, 17, 99] as [UInt64] {
      let (steps, variables) = randomScript(seed: seed, length: 40)
      let first = replay(steps, variables: variables, strategy: strategy)
      let second = replay(steps, variables: variables, strategy: strategy)
      #expect(first.failures == second.failures)
      #expect(first.values.map(\.bitPattern) == second.values.map(\.bitPattern))
    }
  }

  /// A determined layout gives the same values whatever order its constraints are added in
  /// (Cassowary guarantees it when the optimum is unique).
  @Test(arguments: strategies)
  func insertionOrderDoesNotMatterForDeterminedLayouts(strategy: Solver.Strategy) throws {
    let chain = ChainFixture(views: 10)
    var random = SplitMix64(state: 42)
    var baseline: [Double]?
    for _ in 0..<6 {
      var order = chain.constraints
      order.shuffle(using: &random)
      var s = Solver(strategy: strategy)
      for constraint in order { try s.addConstraint(constraint) }
      for edit in chain.edits.shuffled(using: &random) {
        try s.addEditVariable(edit, strength: .strong)
      }
      for (edit, value) in zip(chain.edits, ChainFixture.screens[2]) {
        try s.suggestValue(edit, value)
      }
      s.updateVariables()
      let values = chain.variables.map { s.value(of: $0) }
      if let baseline {
        #expect(zip(values, baseline).allSatisfy { close($0, $1) })
      } else {
        baseline = values
      }
    }
  }

  /// The invariants hold after every kind of mutation, including failed ones.
  @Test(arguments: strategies)
  func invariantsHoldThroughASession(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let c1 = x + y == 100
    let c2 = (x >= 80) | .medium
    try s.addConstraint(c1)
    s._checkInvariants()
    try s.addConstraint(c2)
    s._checkInvariants()
    try s.addEditVariable(y, strength: .strong)
    try s.suggestValue(y, 50)
    s._checkInvariants()
    #expect(throws: SolverError.self) { try s.addConstraint(x + y == 101) }
    s._checkInvariants()
    try s.removeConstraint(c1)
    s._checkInvariants()
    try s.removeEditVariable(y)
    s._checkInvariants()
    s.updateVariables()
    #expect(close(s.value(of: x), 80))
    s.reset()
    s._checkInvariants()
    #expect(s.constraintCount == 0 && s.tableauRowCount == 0)
  }
}
