import Testing

@testable import AutoLayoutSolver

/// The tests' one floating-point comparison: equal within `tolerance`, relative to the
/// magnitude once it exceeds 1.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b))
}

let strategies: [Solver.Strategy] = [.substitution, .kiwi]

/// kiwi's solver scenarios, ported from kiwi's own tests (nucleic/kiwi `py/tests/test_solver.py`
/// and `tests/SolverTest.cpp`, `tests/SimplexTest.cpp`); each test names its source.
@Suite("Solver: kiwi's scenarios")
struct SolverTests {
  /// py/tests/test_solver.py `test_managing_edit_variable`; tests/SolverTest.cpp
  /// `SolverTest.ManagingEditVariable`.
  @Test(arguments: strategies)
  func managingEditVariable(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v1 = s.makeVariable("foo")
    let v2 = s.makeVariable("bar")

    #expect(!s.hasEditVariable(v1))
    try s.addEditVariable(v1, strength: .weak)
    #expect(s.hasEditVariable(v1))
    #expect(throws: SolverError.duplicateEditVariable(v1)) {
      try s.addEditVariable(v1, strength: .medium)
    }
    #expect(throws: SolverError.unknownEditVariable(v2)) { try s.removeEditVariable(v2) }
    try s.removeEditVariable(v1)
    #expect(!s.hasEditVariable(v1))

    #expect(throws: SolverError.badRequiredStrength) {
      try s.addEditVariable(v1, strength: .required)
    }

    try s.addEditVariable(v2, strength: .strong)
    #expect(s.hasEditVariable(v2))
    #expect(throws: SolverError.unknownEditVariable(v1)) { try s.suggestValue(v1, 10) }

    s.reset()
    #expect(!s.hasEditVariable(v2))
  }

  /// py/tests/test_solver.py `test_suggesting_values_for_edit_variables`;
  /// tests/SolverTest.cpp `SolverTest.SuggestingValuesForEditVariables`.
  @Test(arguments: strategies)
  func suggestingValuesForEditVariables(strategy: Solver.Strategy) throws {
    // Suggest value for an edit variable entering a weak equality.
    var s = Solver(strategy: strategy)
    let v1 = s.makeVariable("foo")
    try s.addEditVariable(v1, strength: .medium)
    try s.addConstraint((v1 == 1) | .weak)
    try s.suggestValue(v1, 2)
    s.updateVariables()
    #expect(close(s.value(of: v1), 2))

    // Suggest a value for an edit variable entering multiple solver rows.
    s.reset()
    let v2 = s.makeVariable("bar")
    try s.addEditVariable(v2, strength: .weak)
    try s.addConstraint(v1 + v2 == 0)
    try s.addConstraint(v2 <= -1)
    try s.addConstraint((v2 >= 0) | .weak)
    try s.suggestValue(v2, 0)
    s.updateVariables()
    #expect(s.value(of: v2) <= -1 + 1e-9)
  }

  /// py/tests/test_solver.py `test_managing_constraints`; tests/SolverTest.cpp
  /// `SolverTest.ManagingConstraints`.
  @Test(arguments: strategies)
  func managingConstraints(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v = s.makeVariable("foo")
    let c1 = v >= 1
    let c2 = v <= 0

    #expect(!s.hasConstraint(c1))
    try s.addConstraint(c1)
    #expect(s.hasConstraint(c1))
    #expect(throws: SolverError.duplicateConstraint(c1)) { try s.addConstraint(c1) }
    #expect(throws: SolverError.unknownConstraint(c2)) { try s.removeConstraint(c2) }
    #expect(throws: SolverError.unsatisfiableConstraint(c2)) { try s.addConstraint(c2) }
    try s.removeConstraint(c1)
    #expect(!s.hasConstraint(c1))

    try s.addConstraint(c2)
    #expect(s.hasConstraint(c2))
    s.reset()
    #expect(!s.hasConstraint(c2))
  }

  /// py/tests/test_solver.py `test_solving_under_constrained_system`; tests/SolverTest.cpp
  /// `SolverTest.SolvingUnderConstrainedSystem`.
  @Test(arguments: strategies)
  func solvingUnderConstrainedSystem(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v = s.makeVariable("foo")
    let c = 2 * v + 1 >= 0
    try s.addEditVariable(v, strength: .weak)
    try s.addConstraint(c)
    try s.suggestValue(v, 10)
    s.updateVariables()

    #expect(close(s.value(of: c.expression), 21))
    #expect(close(s.value(of: Expression(c.expression.terms[0])), 20))
    #expect(close(s.value(of: v), 10))
  }

  /// py/tests/test_solver.py `test_solving_with_strength`; tests/SolverTest.cpp
  /// `SolverTest.SolvingWithStrength`.
  @Test(arguments: strategies)
  func solvingWithStrength(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v1 = s.makeVariable("foo")
    let v2 = s.makeVariable("bar")

    try s.addConstraint(v1 + v2 == 0)
    try s.addConstraint(v1 == 10)
    try s.addConstraint((v2 >= 0) | .weak)
    s.updateVariables()
    #expect(close(s.value(of: v1), 10) && close(s.value(of: v2), -10))

    s.reset()

    try s.addConstraint(v1 + v2 == 0)
    try s.addConstraint((v1 >= 10) | .medium)
    try s.addConstraint((v2 == 2) | .strong)
    s.updateVariables()
    #expect(close(s.value(of: v1), -2) && close(s.value(of: v2), 2))
  }

  /// py/tests/test_solver.py `test_dumping_solver` (the part that does not print): an
  /// unsatisfiable constraint after edit variables leaves the solver usable.
  @Test(arguments: strategies)
  func failedAddLeavesSolverUsable(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v1 = s.makeVariable("foo")
    let v2 = s.makeVariable("bar")
    try s.addEditVariable(v2, strength: .weak)
    try s.addConstraint(v1 + v2 == 0)
    try s.addConstraint(v2 <= -1)
    try s.addConstraint((v2 >= 0) | .weak)
    s.updateVariables()
    let bad = v2 >= 1
    #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try s.addConstraint(bad) }
    #expect(!s.hasConstraint(bad))
    s.updateVariables()
    #expect(close(s.value(of: v2), -1))
    #expect(close(s.value(of: v1), 1))
  }

  /// py/tests/test_solver.py `test_handling_infeasible_constraints`; tests/SolverTest.cpp
  /// `SolverTest.HandlingInfeasibleConstraints`: the Cassowary paper's midpoint example, whose
  /// last suggestion makes rows infeasible and needs the dual simplex.
  @Test(arguments: strategies)
  func handlingInfeasibleConstraints(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let xm = s.makeVariable("xm")
    let xl = s.makeVariable("xl")
    let xr = s.makeVariable("xr")

    try s.addEditVariable(xm, strength: .strong)
    try s.addEditVariable(xl, strength: .weak)
    try s.addEditVariable(xr, strength: .weak)
    try s.addConstraint(2 * xm == xl + xr)
    try s.addConstraint(xl + 20 <= xr)
    try s.addConstraint(xl >= -10)
    try s.addConstraint(xr <= 100)

    try s.suggestValue(xm, 40)
    try s.suggestValue(xr, 50)
    try s.suggestValue(xl, 30)
    try s.suggestValue(xm, 60)
    try s.suggestValue(xm, 90)
    s.updateVariables()
    #expect(close(s.value(of: xl) + s.value(of: xr), 2 * s.value(of: xm)))
    #expect(close(s.value(of: xl), 80))
    #expect(close(s.value(of: xr), 100))
  }

  /// py/tests/test_solver.py `test_constraint_violated`; tests/SolverTest.cpp
  /// `SolverTest.ConstraintViolated`.
  @Test(arguments: strategies)
  func constraintViolated(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let v = s.makeVariable("foo")
    let c1 = (v >= 10) | .required
    let c2 = (v <= -5) | .weak
    try s.addConstraint(c1)
    try s.addConstraint(c2)
    s.updateVariables()
    #expect(s.value(of: v) >= 10 - 1e-9)
    #expect(!s.isViolated(c1))
    #expect(s.isViolated(c2))
  }

  /// tests/SimplexTest.cpp `SimplexTest.Maximization`: a linear program solved through a weak
  /// edit variable suggested far beyond the optimum.
  @Test(arguments: strategies)
  func maximization(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let x1 = s.makeVariable("x1")
    let x2 = s.makeVariable("x2")
    let x3 = s.makeVariable("x3")
    let z = s.makeVariable("z")
    try s.addConstraint(x1 >= 0)
    try s.addConstraint(x2 >= 0)
    try s.addConstraint(x3 >= 0)
    try s.addConstraint(2 * x1 - 5 * x2 <= 11)
    try s.addConstraint(-x1 + 3 * x2 + x3 == 7)
    try s.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
    try s.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
    try s.addEditVariable(z, strength: .weak)
    try s.suggestValue(z, 1e6)
    s.updateVariables()
    #expect(abs(s.value(of: x1) - 13) < 1e-4)
    #expect(abs(s.value(of: x2) - 3) < 1e-4)
    #expect(abs(s.value(of: x3) - 11) < 1e-4)
    #expect(abs(s.value(of: z) - 39) < 1e-4)
  }

  /// Removing a required equality that was substituted rebuilds the solver; the values are
  /// those of a solver that never had it.
  @Test(arguments: strategies)
  func removingRequiredEqualities(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    let c = s.makeVariable("c")
    let ab = a == b + 10
    let bc = b == c + 5
    try s.addConstraint(c == 1)
    try s.addConstraint(ab)
    try s.addConstraint(bc)
    try s.addConstraint((b == 100) | .weak)
    s.updateVariables()
    #expect(close(s.value(of: a), 16))
    try s.removeConstraint(bc)
    s.updateVariables()
    #expect(close(s.value(of: b), 100))
    #expect(close(s.value(of: a), 110))
    #expect(close(s.value(of: c), 1))
    try s.removeConstraint(ab)
    try s.addConstraint(bc)
    s.updateVariables()
    #expect(close(s.value(of: b), 6))
  }

  /// Values are read back without `updateVariables`, too.
  @Test(arguments: strategies)
  func valuesWithoutUpdate(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    try s.addConstraint(a == 2 * b + 1)
    try s.addConstraint(b == 3)
    #expect(close(s.value(of: a), 7))
    #expect(s.value(of: Variable(id: 99)) == 0)
  }
}
