import Testing

@testable import AutoLayoutSolver

@Suite("Expression and constraint building")
struct ExpressionTests {
  let foo = Variable(id: 0, name: "foo")
  let bar = Variable(id: 1, name: "bar")

  /// py/tests/test_expression.py `test_expression_neg`, `test_expression_mul`,
  /// `test_expression_div`.
  @Test func scaling() {
    let e = Term(foo, 10) + 5
    let neg = -e
    #expect(neg.terms.count == 1 && neg.terms[0].coefficient == -10 && neg.constant == -5)
    for mul in [e * 2, 2 * e] {
      #expect(mul.terms[0].variable == foo && mul.terms[0].coefficient == 20)
      #expect(mul.constant == 10)
    }
    let div = e / 2
    #expect(div.terms[0].coefficient == 5 && div.constant == 2.5)
  }

  /// py/tests/test_expression.py `test_expression_addition`.
  @Test func addition() {
    let e = Term(foo, 10) + 5
    for add in [e + 2, 2.0 + e] {
      #expect(add.constant == 7 && add.terms.count == 1 && add.terms[0].coefficient == 10)
    }
    let add2 = e + bar
    #expect(add2.constant == 5 && add2.terms.count == 2)
    #expect(add2.terms[0].variable == foo && add2.terms[1].variable == bar)
    let add4 = e + (bar - 10)
    #expect(add4.constant == -5 && add4.terms.count == 2 && add4.terms[1].coefficient == 1)
  }

  /// py/tests/test_expression.py `test_expressions_substraction`.
  @Test func subtraction() {
    let e = Term(foo, 10) + 5
    let sub = e - 2
    #expect(sub.constant == 3 && sub.terms[0].coefficient == 10)
    let rsub = 2.0 - e
    #expect(rsub.constant == -3 && rsub.terms[0].coefficient == -10)
    let sub2 = bar - e
    #expect(sub2.constant == -5 && sub2.terms[0].variable == bar)
    #expect(sub2.terms[1].coefficient == -10)
  }

  /// py/tests/test_constraint.py `test_constraint_creation` and `test_constraint_or_operator`.
  @Test func constraintCreation() {
    let c = foo + 1 == 0
    #expect(c.strength == .required && c.relation == .equal)
    #expect(c.expression.constant == 1 && c.expression.terms.count == 1)
    #expect(c.description == "1 * foo + 1 == 0 | strength = required")
    let weak = c | .weak
    #expect(weak.strength == .weak && weak !== c && weak.relation == .equal)
    let custom = c | .create(1, 1, 0)
    #expect(custom.strength.value == 1_001_000)
    #expect((foo <= bar).relation == .lessThanOrEqual)
    #expect((foo >= 3).expression.constant == -3)
  }

  /// A constraint's identity is its own, not its contents (kiwi's shared data).
  @Test func constraintIdentity() throws {
    let a = foo == 1
    let b = foo == 1
    #expect(a != b && a == a)
    var s = Solver()
    try s.addConstraint(a)
    try s.addConstraint(b)
    #expect(s.constraintCount == 2)
  }
}
