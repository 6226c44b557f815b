import Testing

@testable import AutoLayoutSolver

/// `Solver.rebind(_:to:)`: a copy of a solver answers for equal constraints under other
/// identities, exactly as a solver built from those constraints would, and refuses anything
/// that is not equal.
struct RebindTests {
  /// The chain fixture's constraints, made twice: equal, not identical.
  static func twoCopies(views: Int) -> (ChainFixture, ChainFixture) {
    (ChainFixture(views: views), ChainFixture(views: views))
  }

  static func build(_ fixture: ChainFixture) throws -> Solver {
    var solver = Solver()
    for edit in fixture.edits { try solver.addEditVariable(edit, strength: .strong) }
    for constraint in fixture.constraints { try solver.addConstraint(constraint) }
    return solver
  }

  @Test("a rebound copy holds the caller's constraints and solves as one built from them")
  func reboundCopyBehavesAsBuilt() throws {
    let (theirs, ours) = RebindTests.twoCopies(views: 20)
    let template = try RebindTests.build(theirs)
    var copy = template
    let rebound = copy.rebind(theirs.constraints, to: ours.constraints)
    #expect(rebound)
    copy._checkInvariants()
    var built = try RebindTests.build(ours)
    for constraint in ours.constraints { #expect(copy.hasConstraint(constraint)) }
    for constraint in theirs.constraints {
      #expect(!copy.hasConstraint(constraint))
      #expect(template.hasConstraint(constraint))
    }
    // Removing the caller's constraints works on the copy as on the solver built from them.
    let removed = [ours.constraints[5], ours.constraints[17], ours.constraints[40]]
    try copy.removeConstraints(removed)
    try built.removeConstraints(removed)
    copy._checkInvariants()
    for (edit, value) in zip(ours.edits, [320.0, 568, 20, 0, 0, 0]) {
      try copy.suggestValue(edit, value)
      try built.suggestValue(edit, value)
    }
    copy.updateVariables()
    built.updateVariables()
    for variable in ours.variables {
      #expect(copy.value(of: variable) == built.value(of: variable))
    }
  }

  @Test("unequal or unknown constraints are refused and change nothing")
  func refusesWhatIsNotEqual() throws {
    let (theirs, ours) = RebindTests.twoCopies(views: 3)
    let template = try RebindTests.build(theirs)
    let c = theirs.constraints[0]
    let other = Constraint(c.expression, c.relation, strength: .weak)
    let shifted = Constraint(
      Expression(c.expression.terms, constant: c.expression.constant + 1), c.relation,
      strength: c.strength)
    for replacement in [other, shifted] {
      var copy = template
      let rebound = copy.rebind([c], to: [replacement])
      #expect(!rebound)
      #expect(copy.hasConstraint(c))
      #expect(!copy.hasConstraint(replacement))
    }
    var copy = template
    // Lengths differ; a constraint the solver does not hold; a replacement it already holds.
    let refused = [
      copy.rebind(theirs.constraints, to: Array(ours.constraints.dropLast())),
      copy.rebind([ours.constraints[0]], to: [theirs.constraints[0]]),
      copy.rebind([theirs.constraints[0]], to: [theirs.constraints[1]]),
    ]
    #expect(refused == [false, false, false])
    for constraint in theirs.constraints { #expect(copy.hasConstraint(constraint)) }
    copy._checkInvariants()
  }
}
