import AutoLayoutSolver
import Foundation

// A window's first layout pass installs every constraint into an empty solver, and that is most
// of the cost of laying out a constrained screen. The same screen laid out again (on another
// device, in the other orientation) installs the same constraints over the same items in the
// same order: only the geometry suggested afterwards differs. So the first batch of a fresh engine
// is recorded as a list of solver operations instead of being run; if an earlier window ran the
// same list, the engine takes a copy of the solver that list produced (the solver is a value and
// deterministic: the same calls give the same state, `AutoLayoutSolver`'s documentation) and
// otherwise it runs the list and keeps the result. A list in which a required constraint
// conflicts is not cached: the engine starts over and installs the batch the ordinary way, where
// a conflict breaks the constraint (AL2.1).

/// One solver call of a recorded batch. A constraint's terms are `termCount` entries of the
/// recording's flat term arrays from `termStart` (one pair of arrays for the whole batch, not two
/// arrays per constraint).
struct SolverOperation: Equatable {
  enum Kind: Equatable {
    case variable
    case edit
    case constraint
  }
  var kind: Kind
  /// How many variables a `.variable` operation makes; the edit variable's id; a constraint's
  /// index among the batch's constraints.
  var index = 0
  var strength = 0.0
  var constant = 0.0
  var relation = Relation.equal
  var termStart = 0
  var termCount = 0
}

/// A constraint's terms as the engine writes them (at most two per item attribute, two items):
/// kept inline, so installing a constraint makes no array for them.
struct TermBuffer {
  var variables = SIMD4<Int>(repeating: 0)
  var coefficients = SIMD4<Double>(repeating: 0)
  private(set) var count = 0

  mutating func append(_ variable: Int, _ coefficient: Double) {
    variables[count] = variable
    coefficients[count] = coefficient
    count += 1
  }

  /// The terms as the solver takes them.
  var terms: [Term] {
    var result: [Term] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      result.append(Term(Variable(id: variables[index]), coefficients[index]))
    }
    return result
  }
}

/// The recorded calls: the operations and the constraints' terms (variable id, coefficient).
struct SolverOperations: Equatable {
  var list: [SolverOperation] = []
  var termVariables: [Int] = []
  var termCoefficients: [Double] = []
}

/// A batch being recorded: the operations, the solver constraints they made (nil for one recorded
/// from its terms alone, made by ``completeConstraints()`` only when no template has the batch),
/// and the variables handed out.
struct SolverRecording {
  var operations = SolverOperations()
  var constraints: [Constraint?] = []
  var nextVariable = 0
  var edits = Set<Int>()
  var hasher = RecordingHasher()

  /// Makes `count` variables with consecutive ids; returns the first id.
  mutating func variables(_ count: Int) -> Int {
    let first = nextVariable
    nextVariable += count
    hasher.combine(0)
    hasher.combine(count)
    operations.list.append(SolverOperation(kind: .variable, index: count))
    return first
  }

  mutating func edit(_ variable: Variable, strength: Strength) {
    guard edits.insert(variable.id).inserted else { return }
    hasher.combine(1)
    hasher.combine(variable.id)
    hasher.combine(strength.value)
    operations.list.append(
      SolverOperation(kind: .edit, index: variable.id, strength: strength.value))
  }

  mutating func constraint(_ made: Constraint) {
    let expression = made.expression
    constraint(
      terms: expression.terms, constant: expression.constant, relation: made.relation,
      strength: made.strength)
    constraints[constraints.count - 1] = made
  }

  /// Records a constraint from its parts, without a solver constraint (made later only if the
  /// batch must run: the same operation as ``constraint(_:)`` records for an equal one).
  mutating func constraint(
    terms: [Term], constant: Double, relation: Relation, strength: Strength
  ) {
    let start = operations.termVariables.count
    hasher.combine(2)
    hasher.combine(terms.count)
    for term in terms {
      operations.termVariables.append(term.variable.id)
      operations.termCoefficients.append(term.coefficient)
      hasher.combine(term.variable.id)
      hasher.combine(term.coefficient)
    }
    finishConstraint(
      start: start, count: terms.count, constant: constant, relation: relation,
      strength: strength)
  }

  /// ``constraint(terms:constant:relation:strength:)`` for the engine's inline terms.
  mutating func constraint(
    terms: TermBuffer, constant: Double, relation: Relation, strength: Strength
  ) {
    let start = operations.termVariables.count
    hasher.combine(2)
    hasher.combine(terms.count)
    for index in 0..<terms.count {
      let variable = terms.variables[index]
      let coefficient = terms.coefficients[index]
      operations.termVariables.append(variable)
      operations.termCoefficients.append(coefficient)
      hasher.combine(variable)
      hasher.combine(coefficient)
    }
    finishConstraint(
      start: start, count: terms.count, constant: constant, relation: relation,
      strength: strength)
  }

  private mutating func finishConstraint(
    start: Int, count: Int, constant: Double, relation: Relation, strength: Strength
  ) {
    hasher.combine(constant)
    let relationCode: Int =
      switch relation {
      case .equal: 0
      case .lessThanOrEqual: 1
      case .greaterThanOrEqual: 2
      }
    hasher.combine(relationCode)
    hasher.combine(strength.value)
    operations.list.append(
      SolverOperation(
        kind: .constraint, index: constraints.count, strength: strength.value,
        constant: constant, relation: relation, termStart: start, termCount: count))
    constraints.append(nil)
  }

  /// Every recorded constraint, the ones recorded from their parts made now from the operations.
  func completeConstraints() -> [Constraint] {
    var result: [Constraint] = []
    result.reserveCapacity(constraints.count)
    var made = constraints
    for operation in operations.list where operation.kind == .constraint {
      guard made[operation.index] == nil else { continue }
      var terms: [Term] = []
      terms.reserveCapacity(operation.termCount)
      for k in operation.termStart..<(operation.termStart + operation.termCount) {
        terms.append(
          Term(Variable(id: operations.termVariables[k]), operations.termCoefficients[k]))
      }
      made[operation.index] = Constraint(
        Expression(terms, constant: operation.constant), operation.relation,
        strength: Strength(operation.strength))
    }
    for constraint in made {
      guard let constraint else { continue }
      result.append(constraint)
    }
    return result
  }

  /// Runs the operations on `solver` (empty) with the batch's constraints
  /// (``completeConstraints()``); false when a constraint cannot be added.
  func run(on solver: inout Solver, constraints: [Constraint]) -> Bool {
    for operation in operations.list {
      switch operation.kind {
      case .variable:
        for _ in 0..<operation.index { _ = solver.makeVariable() }
      case .edit:
        guard
          (try? solver.addEditVariable(
            Variable(id: operation.index), strength: Strength(operation.strength))) != nil
        else {
          return false
        }
      case .constraint:
        guard (try? solver.addConstraint(constraints[operation.index])) != nil else {
          return false
        }
      }
    }
    return true
  }
}

/// The key of a recorded batch: FNV-1a over the operations' integers and the bit patterns of
/// their numbers (a lookup compares the operations themselves, so the key only has to be cheap
/// and rarely equal for different batches; `Hasher` cost more than the recording).
struct RecordingHasher {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ bits: UInt64) {
    value = (value ^ bits) &* 0x100_0000_01b3
  }

  mutating func combine(_ integer: Int) {
    combine(UInt64(bitPattern: Int64(integer)))
  }

  mutating func combine(_ number: Double) {
    combine(number.bitPattern)
  }

  func finalize() -> Int {
    Int(truncatingIfNeeded: value)
  }
}

/// A batch being installed: checked operation by operation against a template that may hold it
/// (no copy of the operations is made while they match), or recorded once they part (or when no
/// template is a candidate). Every window after the first of a scene installs its whole batch
/// in the checking state.
struct BatchRecorder {
  private var check: TemplateCheck?
  private var recording = SolverRecording()

  init(candidate: SolverTemplates.Entry?) {
    if let candidate { check = TemplateCheck(entry: candidate) }
  }

  /// The template whose operations were all met, in order, and no others.
  var matchedTemplate: SolverTemplates.Entry? {
    guard let check, check.isComplete else { return nil }
    return check.entry
  }

  /// The operations as recorded (those of the template matched so far, then the recorded ones).
  var recorded: SolverRecording {
    check?.recordingSoFar() ?? recording
  }

  /// Stops checking: the operations matched so far become the recording.
  private mutating func part() {
    guard let check else { return }
    recording = check.recordingSoFar()
    self.check = nil
  }

  mutating func variables(_ count: Int) -> Int {
    if check != nil, let first = check?.variables(count) { return first }
    part()
    return recording.variables(count)
  }

  mutating func edit(_ variable: Variable, strength: Strength) {
    if check != nil, check?.edit(variable.id, strength: strength.value) == true { return }
    part()
    recording.edit(variable, strength: strength)
  }

  mutating func constraint(_ made: Constraint) {
    let expression = made.expression
    if check != nil, expression.terms.count <= 4 {
      var terms = TermBuffer()
      for term in expression.terms { terms.append(term.variable.id, term.coefficient) }
      if check?.constraint(
        terms: terms, constant: expression.constant, relation: made.relation,
        strength: made.strength.value) != nil
      {
        return
      }
    }
    part()
    recording.constraint(made)
  }

  /// Returns the position of the template's constraint for this operation in the template's
  /// ``SolverTemplates/Entry/constraints`` while the batch still matches it (immutable and equal
  /// to the one the operation makes), nil once recording.
  @discardableResult
  mutating func constraint(
    terms: TermBuffer, constant: Double, relation: Relation, strength: Strength
  ) -> Int? {
    if check != nil,
      let index = check?.constraint(
        terms: terms, constant: constant, relation: relation, strength: strength.value)
    {
      return index
    }
    part()
    recording.constraint(terms: terms, constant: constant, relation: relation, strength: strength)
    return nil
  }
}

/// The comparison of a batch's operations, as they come, with a template's: each must equal the
/// template's next one (the same test as comparing two recordings' operations, `==`).
struct TemplateCheck {
  let entry: SolverTemplates.Entry
  private var position = 0
  private var nextVariable = 0
  private var constraintCount = 0
  private var edits = Set<Int>()

  init(entry: SolverTemplates.Entry) {
    self.entry = entry
  }

  var isComplete: Bool { position == entry.operations.list.count }

  /// The template's next operation, if any.
  private var next: SolverOperation? {
    position < entry.operations.list.count ? entry.operations.list[position] : nil
  }

  /// The first of `count` new variables, or nil if the template's next operation is not this.
  mutating func variables(_ count: Int) -> Int? {
    guard let operation = next, operation.kind == .variable, operation.index == count else {
      return nil
    }
    position += 1
    let first = nextVariable
    nextVariable += count
    return first
  }

  /// Whether an edit variable matches (an edit repeated is no operation, as in a recording).
  mutating func edit(_ id: Int, strength: Double) -> Bool {
    if edits.contains(id) { return true }
    guard let operation = next, operation.kind == .edit, operation.index == id,
      operation.strength == strength
    else { return false }
    edits.insert(id)
    position += 1
    return true
  }

  /// The index of the template's constraint this operation matches, or nil.
  mutating func constraint(
    terms: TermBuffer, constant: Double, relation: Relation, strength: Double
  ) -> Int? {
    guard let operation = next, operation.kind == .constraint,
      operation.index == constraintCount, operation.termCount == terms.count,
      operation.constant == constant, operation.relation == relation,
      operation.strength == strength
    else { return nil }
    let operations = entry.operations
    for k in 0..<terms.count {
      guard operations.termVariables[operation.termStart + k] == terms.variables[k],
        operations.termCoefficients[operation.termStart + k] == terms.coefficients[k]
      else { return nil }
    }
    position += 1
    constraintCount += 1
    return operation.index
  }

  /// The operations matched so far, recorded as a ``SolverRecording`` would have recorded them
  /// (its constraints made from their parts).
  func recordingSoFar() -> SolverRecording {
    var recording = SolverRecording()
    let operations = entry.operations
    for operation in operations.list[0..<position] {
      switch operation.kind {
      case .variable:
        _ = recording.variables(operation.index)
      case .edit:
        recording.edit(Variable(id: operation.index), strength: Strength(operation.strength))
      case .constraint:
        var terms: [Term] = []
        for k in operation.termStart..<(operation.termStart + operation.termCount) {
          terms.append(
            Term(Variable(id: operations.termVariables[k]), operations.termCoefficients[k]))
        }
        recording.constraint(
          terms: terms, constant: operation.constant, relation: operation.relation,
          strength: Strength(operation.strength))
      }
    }
    return recording
  }
}

/// Solvers produced by recorded batches, most recent first, bounded.
@MainActor
enum SolverTemplates {
  struct Entry {
    let key: Int
    let operations: SolverOperations
    let constraints: [Constraint]
    let solver: Solver
    /// How many `NSLayoutConstraint`s the batch installed.
    let batchSize: Int
  }

  /// Enough for every scene of a storyboard in both size classes of an audit.
  static let capacity = 64
  private static var entries: [Entry] = []

  static func lookup(_ recording: SolverRecording, key: Int) -> Entry? {
    guard let index = entries.firstIndex(where: { $0.key == key }),
      entries[index].operations == recording.operations
    else { return nil }
    hits += 1
    return entries[index]
  }

  /// The template a batch of `batchSize` constraints is checked against first: the most recent
  /// one of that size.
  static func candidate(batchSize: Int) -> Entry? {
    entries.first { $0.batchSize == batchSize }
  }

  /// Counts a batch found by ``candidate(batchSize:)``.
  static func noteHit() {
    hits += 1
  }

  /// How many batches were found (for tests).
  static private(set) var hits = 0

  /// Forgets every template (for tests).
  static func removeAll() {
    entries = []
  }

  static func store(_ entry: Entry) {
    entries.insert(entry, at: 0)
    if entries.count > capacity { entries.removeLast() }
  }
}
