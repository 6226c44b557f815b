import Testing

@testable import AutoLayoutSolver

/// The substitution strategy against the straightforward path: kiwi's rules on every
/// constraint (`Solver.Strategy.kiwi`).
@Suite("Substitution is equivalent to kiwi's tableau")
struct EquivalenceTests {
  /// Random sessions: the same steps fail, the same weighted error is reached (Cassowary's
  /// optimum), and every required constraint holds under both strategies.
  @Test(arguments: 0..<30)
  func randomSessionsReachTheSameOptimum(seed: Int) {
    let (steps, variables) = randomScript(seed: UInt64(seed) &* 7919 &+ 11)
    let fast = replay(steps, variables: variables, strategy: .substitution)
    let reference = replay(steps, variables: variables, strategy: .kiwi)
    #expect(fast.failures == reference.failures)
    let a = objective(steps, fast, variables: variables)
    let b = objective(steps, reference, variables: variables)
    #expect(a.requiredHold && b.requiredHold)
    #expect(close(a.error, b.error, tolerance: 1e-7))
  }

  /// A fully determined layout (the benchmark's chain) has one optimum: both strategies give
  /// the same value for every variable, on every screen, through edit variables.
  @Test func chainValuesMatchOnEveryScreen() throws {
    let chain = ChainFixture(views: 30)
    var fast = Solver(strategy: .substitution)
    var reference = Solver(strategy: .kiwi)
    for edit in chain.edits {
      try fast.addEditVariable(edit, strength: .strong)
      try reference.addEditVariable(edit, strength: .strong)
    }
    for constraint in chain.constraints {
      try fast.addConstraint(constraint)
      try reference.addConstraint(constraint)
    }
    #expect(fast.tableauRowCount < reference.tableauRowCount / 10)
    for screen in ChainFixture.screens {
      for (edit, value) in zip(chain.edits, screen) {
        try fast.suggestValue(edit, value)
        try reference.suggestValue(edit, value)
      }
      fast.updateVariables()
      reference.updateVariables()
      for v in chain.variables {
        #expect(close(fast.value(of: v), reference.value(of: v)), "\(v) on \(screen)")
      }
    }
  }

  /// The same scenario with the edit variables added after the constraints, and a constraint
  /// removed and re-added in between.
  @Test func chainValuesMatchAfterRemovals() throws {
    let chain = ChainFixture(views: 12)
    var solvers = [Solver(strategy: .substitution), Solver(strategy: .kiwi)]
    for index in solvers.indices {
      for constraint in chain.constraints { try solvers[index].addConstraint(constraint) }
      for edit in chain.edits { try solvers[index].addEditVariable(edit, strength: .strong) }
      for (edit, value) in zip(chain.edits, ChainFixture.screens[0]) {
        try solvers[index].suggestValue(edit, value)
      }
      let pinned = chain.constraints[10]
      try solvers[index].removeConstraint(pinned)
      try solvers[index].addConstraint((pinned.expression == 0) | .strong)
      for (edit, value) in zip(chain.edits, ChainFixture.screens[1]) {
        try solvers[index].suggestValue(edit, value)
      }
      solvers[index].updateVariables()
    }
    for v in chain.variables {
      #expect(close(solvers[0].value(of: v), solvers[1].value(of: v)), "\(v)")
    }
  }

  /// A grid of equal-width and equal-height chains (the benchmark's grid at test size).
  @Test func gridValuesMatch() throws {
    var solvers = [Solver(strategy: .substitution), Solver(strategy: .kiwi)]
    let n = 4
    var next = 0
    func make() -> Variable {
      defer { next += 1 }
      return Variable(id: next)
    }
    let (cx, cy, cw, ch) = (make(), make(), make(), make())
    var constraints = [cx == 0, cy == 0, cw == 1000, ch == 700]
    var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
    for i in 0..<n {
      var row: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
      for j in 0..<n {
        let cell = (x: make(), y: make(), w: make(), h: make())
        constraints.append(j == 0 ? cell.x == cx + 8 : cell.x == row[j - 1].x + row[j - 1].w + 8)
        if j > 0 { constraints.append(cell.w == row[0].w) }
        if j == n - 1 { constraints.append(cell.x + cell.w == cx + cw - 8) }
        if i == 0 {
          constraints.append(cell.y == cy + 8)
        } else {
          let above = cells[i - 1][j]
          constraints.append(cell.y == above.y + above.h + 8)
          constraints.append(cell.h == cells[0][j].h)
        }
        if i == n - 1 { constraints.append(cell.y + cell.h == cy + ch - 8) }
        row.append(cell)
      }
      cells.append(row)
    }
    for index in solvers.indices {
      for constraint in constraints { try solvers[index].addConstraint(constraint) }
      solvers[index].updateVariables()
    }
    #expect(solvers[0].tableauRowCount == 0)
    for cell in cells.joined() {
      for v in [cell.x, cell.y, cell.w, cell.h] {
        #expect(close(solvers[0].value(of: v), solvers[1].value(of: v)))
      }
    }
    #expect(close(solvers[0].value(of: cells[0][0].w), (1000 - 8 * 5) / 4))
  }

  /// Redundant and conflicting required equalities are recognised by both strategies.
  @Test(arguments: strategies)
  func redundantAndConflictingEqualities(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    let c = s.makeVariable("c")
    try s.addConstraint(a == b + 1)
    try s.addConstraint(b == c + 1)
    try s.addConstraint(a == c + 2)  // redundant
    let conflict = a == c + 3
    #expect(throws: SolverError.unsatisfiableConstraint(conflict)) {
      try s.addConstraint(conflict)
    }
    try s.addConstraint(c == 5)
    let fixedConflict = b <= 5
    #expect(throws: SolverError.unsatisfiableConstraint(fixedConflict)) {
      try s.addConstraint(fixedConflict)
    }
    s.updateVariables()
    #expect(close(s.value(of: a), 7))
  }
}
