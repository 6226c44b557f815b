@testable import AutoLayoutSolver

/// SplitMix64: a tiny deterministic generator, so random systems are the same on every run.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One step of a scripted solver session, replayed on several solvers.
enum Step {
  case add(Constraint)
  case remove(Constraint)
  case addEdit(Variable, Strength)
  case suggest(Variable, Double)
}

/// The outcome of replaying a script: which steps threw, and the final values.
struct Outcome {
  var failures: [Int] = []
  var values: [Double] = []
}

func replay(_ steps: [Step], variables: [Variable], strategy: Solver.Strategy) -> Outcome {
  var solver = Solver(strategy: strategy)
  var outcome = Outcome()
  for (index, step) in steps.enumerated() {
    do {
      switch step {
      case .add(let c): try solver.addConstraint(c)
      case .remove(let c): try solver.removeConstraint(c)
      case .addEdit(let v, let s): try solver.addEditVariable(v, strength: s)
      case .suggest(let v, let value): try solver.suggestValue(v, value)
      }
    } catch {
      outcome.failures.append(index)
    }
  }
  solver._checkInvariants()
  solver.updateVariables()
  outcome.values = variables.map { solver.value(of: $0) }
  return outcome
}

/// The weighted error of the non-required constraints a script left in the solver, and
/// whether every required one holds: Cassowary's objective, computed from the values alone.
func objective(
  _ steps: [Step], _ outcome: Outcome, variables: [Variable]
) -> (error: Double, requiredHold: Bool) {
  var live: [Constraint] = []
  var edits: [(Variable, Strength, Double)] = []
  for (index, step) in steps.enumerated() where !outcome.failures.contains(index) {
    switch step {
    case .add(let c): live.append(c)
    case .remove(let c): live.removeAll { $0 === c }
    case .addEdit(let v, let s): edits.append((v, s, 0))
    case .suggest(let v, let value):
      if let i = edits.firstIndex(where: { $0.0 == v }) { edits[i].2 = value }
    }
  }
  func value(_ e: Expression) -> Double {
    var sum = e.constant
    for term in e.terms {
      if let index = variables.firstIndex(of: term.variable) {
        sum += term.coefficient * outcome.values[index]
      }
    }
    return sum
  }
  var error = 0.0
  var requiredHold = true
  for c in live {
    let v = value(c.expression)
    let violation: Double
    switch c.relation {
    case .equal: violation = abs(v)
    case .lessThanOrEqual: violation = Swift.max(0, v)
    case .greaterThanOrEqual: violation = Swift.max(0, -v)
    }
    if c.strength.isRequired {
      if violation > 1e-6 { requiredHold = false }
    } else {
      error += violation * c.strength.value
    }
  }
  for (v, s, target) in edits {
    error += abs(value(Expression(v)) - target) * s.value
  }
  return (error, requiredHold)
}

/// A random session over a few variables: required equalities of two and three variables,
/// required inequalities, preferences of every strength, edit variables and suggestions, and
/// removals (which exercise the substitution strategy's rebuild).
func randomScript(seed: UInt64, variableCount: Int = 8, length: Int = 28) -> (
  steps: [Step], variables: [Variable]
) {
  var random = SplitMix64(state: seed)
  let variables = (0..<variableCount).map { Variable(id: $0, name: "x\($0)") }
  let strengths: [Strength] = [.weak, .medium, .strong, .uikit(priority: 250)]
  var steps: [Step] = []
  var added: [Constraint] = []
  var edits: [Variable] = []
  // Every variable gets a distinct weak wish, which makes most optima unique.
  for (index, v) in variables.enumerated() {
    steps.append(.add((v == Double(index * 7 % 23)) | .weak))
  }
  for _ in 0..<length {
    let a = random.pick(variables)
    let b = random.pick(variables)
    let c = random.pick(variables)
    let k = Double(random.below(41) - 20)
    let kind = random.below(10)
    let constraint: Constraint
    switch kind {
    case 0, 1, 2: constraint = a == b + k
    case 3: constraint = a == random.pick([2.0, 0.5, -1]) * b + k
    case 4: constraint = a + b == c + k
    case 5: constraint = a >= b + k
    case 6: constraint = a <= k + 40
    case 7: constraint = (a == b + k) | random.pick(strengths)
    default: constraint = (a + b >= k) | random.pick(strengths)
    }
    if kind == 9, !edits.contains(a) {
      edits.append(a)
      steps.append(.addEdit(a, random.pick([Strength.strong, .medium])))
    }
    steps.append(.add(constraint))
    added.append(constraint)
    if random.below(6) == 0, let victim = added.randomElement(using: &random) {
      steps.append(.remove(victim))
      added.removeAll { $0 === victim }
    }
    if let edit = edits.randomElement(using: &random) {
      steps.append(.suggest(edit, Double(random.below(200) - 50)))
    }
  }
  return (steps, variables)
}

extension SplitMix64: RandomNumberGenerator {}

/// The chain workload of Benchmarks/SolverBenchmarks.swift at test size.
struct ChainFixture {
  var variables: [Variable] = []
  var edits: [Variable] = []
  var constraints: [Constraint] = []

  init(views: Int) {
    var next = 0
    func make() -> Variable {
      defer { next += 1 }
      return Variable(id: next)
    }
    let (cx, cy, cw, ch) = (make(), make(), make(), make())
    let (top, left, bottom, right) = (make(), make(), make(), make())
    let (gx, gy, gw, gh) = (make(), make(), make(), make())
    variables = [cx, cy, cw, ch, top, left, bottom, right, gx, gy, gw, gh]
    edits = [cw, ch, top, left, bottom, right]
    constraints = [
      cx == 0, cy == 0, gx == cx + left, gy == cy + top, gx + gw == cx + cw - right,
      gy + gh == cy + ch - bottom,
    ]
    var previous: (y: Variable, h: Variable)?
    for _ in 0..<views {
      let (x, y, w, h) = (make(), make(), make(), make())
      variables += [x, y, w, h]
      constraints += [x == gx + 16, x + w == gx + gw - 16, h == 44]
      if let previous {
        constraints.append(y == previous.y + previous.h + 8)
      } else {
        constraints.append(y == gy + 8)
      }
      previous = (y, h)
    }
    if let previous { constraints.append((previous.y + previous.h <= gy + gh - 8) | .weak) }
  }

  static let screens: [[Double]] = [
    [390, 844, 47, 0, 34, 0], [844, 390, 0, 47, 21, 47], [320, 568, 20, 0, 0, 0],
    [1024, 1366, 24, 0, 20, 0], [430, 932, 59, 0, 34, 0], [200, 300, 10, 5, 10, 5],
  ]
}
