import Testing

@testable import AutoLayoutSolver

/// Shortcuts agree with the reference they stand for. `Solver.isDetermined` stands for the
/// ambiguity probe (AL2.4: pull a variable with a weak edit variable; if it moves, another
/// solution is as good): it may answer "not shown held" for a determined variable, never "held"
/// for one the probe moves. `suggestValues` stands for one `suggestValue` per variable.
@Suite("Solver shortcuts agree with their reference")
struct ShortcutTests {
  /// Whether a weak pull of ±10 moves the variable (the reference test of AL2.4).
  private func probeMoves(_ solver: Solver, _ variable: Variable) -> Bool {
    var work = solver
    work.updateVariables()
    let base = work.value(of: variable)
    guard (try? work.addEditVariable(variable, strength: .weak)) != nil else { return false }
    for delta in [10.0, -10.0] {
      try? work.suggestValue(variable, base + delta)
      work.updateVariables()
      if abs(work.value(of: variable) - base) > 1e-6 { return true }
    }
    return false
  }

  /// Auto Layout–like systems without a wish on every variable: required equalities and
  /// inequalities, hugging and compression pairs (250/750 around a size), fixed-geometry edits.
  private func randomLayout(seed: UInt64) -> (Solver, [Variable]) {
    var random = SplitMix64(state: seed)
    var solver = Solver()
    let variables = (0..<10).map { _ in solver.makeVariable() }
    for variable in variables.prefix(2) {
      try? solver.addEditVariable(variable, strength: .create(999, 0, 0))
      try? solver.suggestValue(variable, Double(random.below(300)))
    }
    for _ in 0..<12 {
      let a = random.pick(variables)
      let b = random.pick(variables)
      let k = Double(random.below(41) - 20)
      let constraint: Constraint
      switch random.below(6) {
      case 0, 1: constraint = a == b + k
      case 2: constraint = a >= b + k
      case 3: constraint = (a <= k + 60) | .uikit(priority: 250)
      case 4: constraint = (a >= k + 60) | .uikit(priority: 750)
      default: constraint = (a == b + 2 * k) | .uikit(priority: 500)
      }
      try? solver.addConstraint(constraint)
    }
    solver.updateVariables()
    return (solver, variables)
  }

  @Test func neverClaimsAVariableTheProbeMoves() {
    var held = 0
    var moved = 0
    for seed in 0..<300 as Range<UInt64> {
      let (solver, variables) = randomLayout(seed: seed)
      for variable in variables {
        let moves = probeMoves(solver, variable)
        if moves { moved += 1 }
        if solver.isDetermined(variable) {
          held += 1
          #expect(!moves, "seed \(seed): \(variable) is called determined but a weak pull moves it")
        }
      }
    }
    // Not vacuous: both answers occur.
    #expect(held > 500)
    #expect(moved > 100)
  }

  /// `Solver.freedom(of:in:)` (one pass over the optimal tableau) gives the probe's answer
  /// whenever it decides, on the random layouts above and on stack-view-like chains (views with
  /// no size between two fixed edges, some with a minimum or a hugging wish: degenerate rows),
  /// and decides most variables.
  @Test func freedomAgreesWithTheProbeWhenItDecides() {
    var decided = 0
    var undecided = 0
    var movable = 0
    func check(_ solver: Solver, _ variables: [Variable], _ label: String) {
      let moves = solver.zeroCostMoves()
      // An edit variable cannot be pulled by another edit (the engine asks only about free
      // items, which have none).
      for variable in variables where !solver.hasEditVariable(variable) {
        let freedom = solver.freedom(of: variable, in: moves)
        guard freedom != .undecided else {
          undecided += 1
          continue
        }
        decided += 1
        if freedom == .movable { movable += 1 }
        let moved = probeMoves(solver, variable)
        #expect(moved == (freedom == .movable), "\(label): \(variable) is \(freedom)")
      }
    }
    for seed in 0..<300 as Range<UInt64> {
      let (solver, variables) = randomLayout(seed: seed)
      check(solver, variables, "layout seed \(seed)")
    }
    for seed in 0..<100 as Range<UInt64> {
      var random = SplitMix64(state: seed &+ 7_000)
      var solver = Solver()
      let top = solver.makeVariable()
      let bottom = solver.makeVariable()
      try? solver.addEditVariable(top, strength: .create(999, 0, 0))
      try? solver.addEditVariable(bottom, strength: .create(999, 0, 0))
      try? solver.suggestValue(top, 0)
      try? solver.suggestValue(bottom, Double(300 + random.below(400)))
      var previous = top
      var variables: [Variable] = []
      for _ in 0..<(2 + random.below(12)) {
        let y = solver.makeVariable()
        let height = solver.makeVariable()
        variables += [y, height]
        try? solver.addConstraint(y == previous + Double(random.below(3) * 4))
        switch random.below(4) {
        case 0: try? solver.addConstraint(height >= Double(random.below(30)))
        case 1: try? solver.addConstraint((height <= 44) | .uikit(priority: 250))
        case 2: try? solver.addConstraint((height >= 44) | .uikit(priority: 750))
        default: break
        }
        previous = solver.makeVariable()
        try? solver.addConstraint(previous == y + height)
        variables.append(previous)
      }
      try? solver.addConstraint(previous == bottom)
      solver.updateVariables()
      check(solver, variables, "chain seed \(seed)")
    }
    // Not vacuous, and a real shortcut: both answers occur, and few variables need a probe.
    #expect(decided > 3_000)
    #expect(movable > 300)
    #expect(undecided * 10 < decided)
  }

  @Test func hugAndCompressionPairHoldsAWidthWithoutAProbe() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    try solver.addEditVariable(left, strength: .create(999, 0, 0))
    try solver.suggestValue(left, 16)
    try solver.addConstraint((width <= 120) | .uikit(priority: 250))
    try solver.addConstraint((width >= 120) | .uikit(priority: 750))
    solver.updateVariables()
    #expect(solver.isDetermined(left))
    #expect(solver.isDetermined(width))
    #expect(solver.value(of: width) == 120)
    // A width bounded on one side only is not held.
    var loose = Solver()
    let other = loose.makeVariable("other")
    try loose.addConstraint(other >= 10)
    loose.updateVariables()
    #expect(!loose.isDetermined(other))
    #expect(probeMoves(loose, other))
  }

  @Test func batchedSuggestionsMatchOneByOne() throws {
    for seed in 0..<100 as Range<UInt64> {
      var random = SplitMix64(state: seed)
      let chain = ChainFixture(views: 6)
      var one = Solver()
      for constraint in chain.constraints { try one.addConstraint(constraint) }
      let edits = Array(chain.edits.shuffled(using: &random).prefix(3))
      for variable in edits where !one.hasEditVariable(variable) {
        try? one.addEditVariable(variable, strength: .create(999, 0, 0))
      }
      var batch = one
      let suggestions = edits.filter { one.hasEditVariable($0) }.map {
        ($0, Double(random.below(400)))
      }
      for (variable, value) in suggestions { try one.suggestValue(variable, value) }
      try batch.suggestValues(suggestions)
      one.updateVariables()
      batch.updateVariables()
      for variable in chain.variables {
        #expect(abs(one.value(of: variable) - batch.value(of: variable)) < 1e-6, "seed \(seed)")
      }
    }
  }

  /// `currentValue(of:)` stands for `updateVariables()` then `value(of:)`: bit for bit, on
  /// random layouts with long substitution paths (chains of required equalities, some ending in
  /// a constant), after edits and suggestions that leave the cached values stale.
  @Test func currentValueIsUpdateVariablesBitForBit() {
    for seed in 0..<200 as Range<UInt64> {
      let layout = randomLayout(seed: seed)
      var solver = layout.0
      let layoutVariables = layout.1
      var random = SplitMix64(state: seed &+ 1_000)
      // A chain x0 = 0.5·x1 + 3, x1 = 2·x2 − 1, …: paths several steps long; every third one
      // ends in a constant.
      var chain = (0..<12).map { _ in solver.makeVariable() }
      for (a, b) in zip(chain, chain.dropFirst()) {
        try? solver.addConstraint(
          a == Double(random.below(3) + 1) * 0.5 * b + Double(random.below(7)))
      }
      if seed % 3 == 0, let last = chain.last { try? solver.addConstraint(last == 17.25) }
      chain.shuffle(using: &random)
      let all = layoutVariables + chain
      var reference = solver
      reference.updateVariables()
      var probed = solver
      for variable in all {
        #expect(
          probed.currentValue(of: variable).bitPattern
            == reference.value(of: variable).bitPattern, "seed \(seed)")
      }
      // Stale caches: an edit and a suggestion, then one variable at a time.
      let edited = all[random.below(all.count)]
      _ = try? solver.addEditVariable(edited, strength: .weak)
      _ = try? solver.suggestValue(edited, Double(random.below(500)))
      reference = solver
      reference.updateVariables()
      probed = solver
      for variable in all.shuffled(using: &random) {
        #expect(
          probed.currentValue(of: variable).bitPattern
            == reference.value(of: variable).bitPattern, "seed \(seed)")
      }
    }
  }
}
