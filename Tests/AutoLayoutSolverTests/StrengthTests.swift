import Testing

@testable import AutoLayoutSolver

@Suite("Strength")
struct StrengthTests {
  /// py/tests/test_strength.py `test_accessing_predefined_strength`.
  @Test func predefinedStrengthsAreOrdered() {
    #expect(Strength.weak < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    #expect(Strength.required.value == 1_001_001_000)
  }

  /// py/tests/test_strength.py `test_creating_strength`.
  @Test func creatingStrength() {
    #expect(Strength.create(0, 0, 1) < .create(0, 1, 0))
    #expect(Strength.create(0, 1, 0) < .create(1, 0, 0))
    #expect(Strength.create(1, 0, 0, 1) < .create(1, 0, 0, 4))
  }

  @Test func clipsToRequired() {
    #expect(Strength(2e9) == .required)
    #expect(Strength(-5).value == 0)
    #expect(Strength.create(2000, 0, 0) == .create(1000, 0, 0))
  }

  @Test func uikitPrioritiesAreMonotonicBelowRequired() {
    #expect(Strength.uikit(priority: 1000) == .required)
    #expect(Strength.uikit(priority: 1001) == .required)
    #expect(Strength.uikit(priority: 750).value == 750_000)
    #expect(Strength.uikit(priority: 250).value == 250_000)
    #expect(Strength.uikit(priority: 1) == .medium)
    var previous = Strength.uikit(priority: 0)
    for priority in stride(from: Float(0.5), through: 999.5, by: 0.5) {
      let strength = Strength.uikit(priority: priority)
      #expect(previous < strength)
      #expect(strength < .strong)
      previous = strength
    }
  }

  /// A higher UIKit priority wins a conflict with a lower one, as in Auto Layout.
  @Test(arguments: strategies)
  func higherPriorityWins(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let width = s.makeVariable("width")
    try s.addConstraint((width == 100) | .uikit(priority: 250))
    try s.addConstraint((width == 200) | .uikit(priority: 750))
    try s.addConstraint((width <= 500) | .uikit(priority: 1000))
    s.updateVariables()
    #expect(close(s.value(of: width), 200))
  }

  /// A strong constraint beats a medium one, which beats a weak one.
  @Test(arguments: strategies)
  func strengthOrderDecidesConflicts(strategy: Solver.Strategy) throws {
    var s = Solver(strategy: strategy)
    let x = s.makeVariable("x")
    try s.addConstraint((x == 1) | .weak)
    try s.addConstraint((x == 2) | .medium)
    s.updateVariables()
    #expect(close(s.value(of: x), 2))
    try s.addConstraint((x == 3) | .strong)
    s.updateVariables()
    #expect(close(s.value(of: x), 3))
  }
}
