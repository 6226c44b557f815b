import Testing

@testable import AutoLayoutSolver

@Suite("SolverError")
struct SolverErrorTests {
  /// Every one of kiwi's six errors (kiwi/errors.h) is thrown by the operation that causes it.
  @Test(arguments: strategies)
  func everyErrorIsThrown(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let c = x == 10
    try s.addConstraint(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try s.addConstraint(c) }
    let stranger = y == 1
    #expect(throws: SolverError.unknownConstraint(stranger)) { try s.removeConstraint(stranger) }
    let conflict = x == 11
    #expect(throws: SolverError.unsatisfiableConstraint(conflict)) {
      try s.addConstraint(conflict)
    }
    #expect(throws: SolverError.badRequiredStrength) {
      try s.addEditVariable(y, strength: .required)
    }
    try s.addEditVariable(y, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(y)) {
      try s.addEditVariable(y, strength: .weak)
    }
    #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(x, 1) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
  }

  @Test func messagesQuoteTheValueAndSayHowToFix() {
    let x = Variable(id: 0, name: "width")
    let c = x >= 10
    let errors: [SolverError] = [
      .unsatisfiableConstraint(c), .duplicateConstraint(c), .unknownConstraint(c),
      .duplicateEditVariable(x), .unknownEditVariable(x), .badRequiredStrength,
    ]
    for error in errors {
      let text = error.description
      #expect(text.first?.isLowercase == true)
      #expect(text.contains(";"))
    }
    #expect(SolverError.unknownEditVariable(x).description.contains("'width'"))
    #expect(
      SolverError.unsatisfiableConstraint(c).description.contains(
        "'1 * width + -10 >= 0 | strength = required'"))
  }
}
