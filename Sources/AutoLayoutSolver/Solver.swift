/// An incremental Cassowary constraint solver after kiwi (kiwi/solver.h, kiwi/solverimpl.h).
///
/// Add constraints, optionally declare edit variables and suggest values for them, then read the
/// solution. Required constraints always hold; among the solutions that satisfy them, the solver
/// finds one that minimises the weighted error of the others (see ``Strength``).
///
/// ```swift
/// var solver = Solver()
/// let width = solver.makeVariable("width")
/// let left = solver.makeVariable("left")
/// try solver.addConstraint(left == 16)
/// try solver.addConstraint(left + width == 390 - 16)
/// try solver.addEditVariable(width, strength: .strong)  // suggestions are weaker than required
/// solver.updateVariables()
/// solver.value(of: width)  // 358
/// ```
///
/// **Design.** Two layers solve one system:
///
/// 1. *Substitution.* A required equality that, once the variables already eliminated are
///    substituted, relates at most two variables (`x = a·y + c`, or `x = c`) is solved on the
///    spot: one variable becomes an affine function of the other (a union–find forest with
///    scales and offsets and path compression). This is Gaussian elimination of the equality, so
///    the solution set is unchanged; most Auto Layout constraints are of this form.
/// 2. *Simplex.* Every other constraint is rewritten in terms of the remaining (root) variables
///    and given to a Cassowary tableau that follows kiwi's algorithm pivot for pivot (subject
///    choice, phase-two optimisation, artificial variables, dual simplex for edits).
///
/// The results are Cassowary's: whenever the optimum is unique, the values are kiwi's values
/// (up to rounding). When several solutions are optimal (an ambiguous layout), kiwi's own
/// answer depends on insertion order; the two strategies may then pick different optimal
/// solutions. ``Strategy/kiwi`` runs every constraint through the tableau with kiwi's rules
/// unchanged, as an oracle.
///
/// **Determinism.** All storage is arrays indexed by variable or symbol id, and rows are kept
/// sorted by symbol id; the only dictionary maps a constraint's identity to its record and is
/// never iterated. The same calls give bit-identical results on every run.
public struct Solver: Sendable {
  /// How the solver handles required equalities.
  public enum Strategy: Sendable, Hashable {
    /// Required equalities between at most two variables are substituted away before the
    /// simplex sees them (the default; linear time on chains and grids).
    case substitution
    /// Every constraint goes through kiwi's tableau with kiwi's rules, dummy markers included:
    /// the reference the substitution strategy is tested against.
    case kiwi
  }

  /// Where a constraint lives in the solver.
  enum Placement: Sendable {
    /// A row of the tableau, tracked by its tag.
    case tableau(Tag)
    /// A required equality solved by substitution.
    case substituted
    /// A constraint over no remaining variable; it cannot change any value.
    case absorbed
  }

  struct ConstraintRecord: Sendable {
    let constraint: Constraint
    var placement: Placement
  }

  struct EditRecord: Sendable {
    let variable: Variable
    let constraint: Constraint
    var constant: Double
    var tag: Tag?
  }

  /// The strategy this solver was created with.
  public let strategy: Strategy

  // Variables, indexed by `Variable.id`. `parent` is `root` for a free variable, `ground` for a
  // variable fixed to `offset`, or another variable `p` with `value = scale · value(p) + offset`.
  private static let root = -1
  private static let ground = -2
  private var parent: [Int] = []
  private var scale: [Double] = []
  private var offset: [Double] = []
  /// The tableau symbol of a root variable, or 0 if the tableau has not seen it.
  private var symbol: [Int] = []
  /// The order in which variables were first used in a constraint (`Int.max`: never).
  private var firstUse: [Int] = []
  private var useCount = 0
  private var nextVariableID = 0

  private var records: [ConstraintRecord?] = []
  private var recordIndex = IdentityTable()
  private var edits: [EditRecord?] = []
  /// For each variable id, its index in `edits`, or -1.
  private var editSlot: [Int] = []

  private var tableau: Tableau
  private var isRebuilding = false
  private var cachedValues: [Double] = []
  private var valuesAreCurrent = false

  // Scratch storage reused by `reduce` and `resolve`.
  private var scratchCoefficient: [Double] = []
  private var scratchSeen: [Bool] = []
  private var scratchPath: [Int] = []
  private var scratchRoots: [Int] = []
  private var scratchTerms: [(root: Int, coefficient: Double)] = []

  /// Creates an empty solver.
  ///
  /// - Parameter strategy: ``Strategy/substitution`` (the default) or the reference
  ///   ``Strategy/kiwi``.
  public init(strategy: Strategy = .substitution) {
    self.strategy = strategy
    self.tableau = Solver.makeTableau(strategy)
  }

  private static func makeTableau(_ strategy: Strategy) -> Tableau {
    switch strategy {
    case .substitution: Tableau(usesDummyMarkers: false, choosesSparsestSubject: true)
    case .kiwi: Tableau(usesDummyMarkers: true, choosesSparsestSubject: false)
    }
  }

  // MARK: Variables

  /// Creates a variable whose id is one more than the largest id this solver has seen.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func makeVariable(_ name: String = "") -> Variable {
    let variable = Variable(id: nextVariableID, name: name)
    ensureVariable(variable.id)
    return variable
  }

  @inline(__always)
  private mutating func ensureVariable(_ id: Int) {
    if id >= parent.count { growVariables(to: id) }
    if id >= nextVariableID { nextVariableID = id + 1 }
  }

  /// Grows the per-variable storage geometrically; unused ids behave as unseen variables.
  private mutating func growVariables(to id: Int) {
    let count = Swift.max(id + 1, parent.count * 2, 64) - parent.count
    parent.append(contentsOf: repeatElement(Solver.root, count: count))
    scale.append(contentsOf: repeatElement(1, count: count))
    offset.append(contentsOf: repeatElement(0, count: count))
    symbol.append(contentsOf: repeatElement(0, count: count))
    firstUse.append(contentsOf: repeatElement(Int.max, count: count))
    editSlot.append(contentsOf: repeatElement(-1, count: count))
    scratchCoefficient.append(contentsOf: repeatElement(0, count: count))
    scratchSeen.append(contentsOf: repeatElement(false, count: count))
  }

  /// Finds the root (or `ground`) a variable is bound to, compressing the path on the way.
  private mutating func resolve(_ id: Int) -> (root: Int, scale: Double, offset: Double) {
    let first = parent[id]
    if first == Solver.root { return (id, 1, 0) }
    if first == Solver.ground { return (Solver.ground, 0, offset[id]) }
    let second = parent[first]
    if second == Solver.root { return (first, scale[id], offset[id]) }
    scratchPath.removeAll(keepingCapacity: true)
    var top = id
    while parent[top] >= 0 {
      scratchPath.append(top)
      top = parent[top]
    }
    var target = top
    var s = 1.0
    var o = 0.0
    if parent[top] == Solver.ground {
      target = Solver.ground
      s = 0
      o = offset[top]
    }
    var index = scratchPath.count
    while index > 0 {
      index -= 1
      let node = scratchPath[index]
      let nodeScale = scale[node] * s
      let nodeOffset = scale[node] * o + offset[node]
      parent[node] = target
      scale[node] = nodeScale
      offset[node] = nodeOffset
      s = nodeScale
      o = nodeOffset
    }
    return (target, s, o)
  }

  /// Rewrites an expression over root variables into `scratchTerms`: combined, non-zero
  /// coefficients, ordered by variable id (kiwi's `Constraint::reduce` orders by variable too).
  /// Returns the constant.
  private mutating func reduce(_ expression: Expression) -> Double {
    var constant = expression.constant
    scratchRoots.removeAll(keepingCapacity: true)
    for term in expression.terms {
      let id = term.variable.id
      ensureVariable(id)
      if firstUse[id] == Int.max {
        firstUse[id] = useCount
        useCount += 1
      }
      let (root, s, o) = resolve(id)
      constant += term.coefficient * o
      guard root >= 0 else { continue }
      if !scratchSeen[root] {
        scratchSeen[root] = true
        scratchRoots.append(root)
      }
      scratchCoefficient[root] += term.coefficient * s
    }
    if scratchRoots.count > 1 { scratchRoots.sort() }
    scratchTerms.removeAll(keepingCapacity: true)
    for root in scratchRoots {
      let coefficient = scratchCoefficient[root]
      scratchCoefficient[root] = 0
      scratchSeen[root] = false
      if !nearZero(coefficient) { scratchTerms.append((root, coefficient)) }
    }
    return constant
  }

  private mutating func tableauSymbol(_ root: Int) -> Int {
    if symbol[root] == 0 { symbol[root] = tableau.makeSymbol(.external) }
    return symbol[root]
  }

  private func rootValue(_ root: Int) -> Double {
    symbol[root] == 0 ? 0 : tableau.value(of: symbol[root])
  }

  // MARK: Constraints

  /// Adds a constraint (kiwi `Solver::addConstraint`).
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if the constraint was already added;
  ///   ``SolverError/unsatisfiableConstraint(_:)`` if it is required and conflicts with the
  ///   required constraints already added (the solver then holds the same constraints and edits
  ///   as before; a failed artificial-variable add rebuilds its tableau from them).
  /// - Complexity: O(terms) for a required equality that is substituted (amortised, with path
  ///   compression); otherwise kiwi's cost, bounded by the rows that contain the symbols it
  ///   pivots.
  public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
    if recordIndex[constraint.id] != nil { throw .duplicateConstraint(constraint) }
    let placement = try place(constraint)
    recordIndex.set(records.count, for: constraint.id)
    records.append(ConstraintRecord(constraint: constraint, placement: placement))
    valuesAreCurrent = false
    #if DEBUG
    _checkInvariants()
    #endif
  }

  private mutating func place(_ constraint: Constraint) throws(SolverError) -> Placement {
    let constant = reduce(constraint.expression)
    let terms = scratchTerms
    let relation = constraint.relation
    let required = constraint.strength.isRequired
    if strategy == .substitution {
      if terms.isEmpty {
        if required && !Solver.holds(constant, relation) {
          throw .unsatisfiableConstraint(constraint)
        }
        return .absorbed
      }
      if required && relation == .equal && terms.count <= 2 && substitute(terms, constant) {
        return .substituted
      }
    }
    var symbolTerms: [(symbol: Int, coefficient: Double)] = []
    symbolTerms.reserveCapacity(terms.count)
    for term in terms { symbolTerms.append((tableauSymbol(term.root), term.coefficient)) }
    guard
      let tag = tableau.addConstraint(
        terms: symbolTerms, constant: constant, relation: relation,
        strength: constraint.strength.value)
    else {
      // A failed artificial-variable add leaves its pivots behind (as kiwi's does): rebuild from
      // the constraints held, which this one is not yet part of.
      if tableau.isDamaged, !isRebuilding { rebuild() }
      throw .unsatisfiableConstraint(constraint)
    }
    return .tableau(tag)
  }

  /// Whether `constant ⋈ 0` holds, with kiwi's tolerance.
  private static func holds(_ constant: Double, _ relation: Relation) -> Bool {
    switch relation {
    case .equal: nearZero(constant)
    case .lessThanOrEqual: constant <= 0 || nearZero(constant)
    case .greaterThanOrEqual: constant >= 0 || nearZero(constant)
    }
  }

  /// Solves `Σ terms + constant = 0` (one or two roots) for a root the tableau has not seen.
  ///
  /// Like kiwi's `chooseSubject`, which picks the external symbol with the lowest id (the
  /// variable seen first), the variable used first becomes the dependent one when both are
  /// free. Returns false when every root is already in the tableau.
  private mutating func substitute(
    _ terms: [(root: Int, coefficient: Double)], _ constant: Double
  ) -> Bool {
    if terms.count == 1 {
      let term = terms[0]
      guard symbol[term.root] == 0 else { return false }
      bind(term.root, to: Solver.ground, scale: 0, offset: -constant / term.coefficient)
      return true
    }
    let free0 = symbol[terms[0].root] == 0
    let free1 = symbol[terms[1].root] == 0
    let childIndex: Int
    if free0 && free1 {
      childIndex = firstUse[terms[0].root] <= firstUse[terms[1].root] ? 0 : 1
    } else if free0 {
      childIndex = 0
    } else if free1 {
      childIndex = 1
    } else {
      return false
    }
    let child = terms[childIndex]
    let other = terms[1 - childIndex]
    bind(
      child.root, to: other.root, scale: -other.coefficient / child.coefficient,
      offset: -constant / child.coefficient)
    return true
  }

  private mutating func bind(_ child: Int, to target: Int, scale: Double, offset: Double) {
    parent[child] = target
    self.scale[child] = scale
    self.offset[child] = offset
  }

  /// Removes a constraint (kiwi `Solver::removeConstraint`).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver.
  /// - Complexity: kiwi's cost for a constraint in the tableau. Removing a required equality
  ///   under ``Strategy/substitution`` rebuilds the solver from the remaining constraints and
  ///   edit suggestions: O(constraints).
  public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let index = recordIndex[constraint.id], let record = records[index] else {
      throw .unknownConstraint(constraint)
    }
    records[index] = nil
    recordIndex.remove(constraint.id)
    switch record.placement {
    case .absorbed:
      break
    case .tableau(let tag) where tag.marker != 0:
      tableau.removeConstraint(tag: tag, strength: constraint.strength.value)
    case .tableau, .substituted:
      rebuild()
    }
    valuesAreCurrent = false
    #if DEBUG
    _checkInvariants()
    #endif
  }

  /// Removes several constraints: as ``removeConstraint(_:)`` one by one, but rebuilding at most
  /// once when some of them need it.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if one is not in the solver (then none is
  ///   removed).
  public mutating func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
    var indices: [Int] = []
    indices.reserveCapacity(constraints.count)
    for constraint in constraints {
      guard let index = recordIndex[constraint.id], records[index] != nil else {
        throw .unknownConstraint(constraint)
      }
      indices.append(index)
    }
    let needsRebuild = indices.contains { index in
      switch records[index]?.placement {
      case .tableau(let tag): tag.marker == 0
      case .substituted: true
      case .absorbed, nil: false
      }
    }
    for (constraint, index) in zip(constraints, indices) {
      guard let record = records[index] else { continue }
      records[index] = nil
      recordIndex.remove(constraint.id)
      if !needsRebuild, case .tableau(let tag) = record.placement {
        tableau.removeConstraint(tag: tag, strength: constraint.strength.value)
      }
    }
    if needsRebuild { rebuild() }
    valuesAreCurrent = false
    #if DEBUG
    _checkInvariants()
    #endif
  }

  /// Whether the solver holds this constraint (kiwi `Solver::hasConstraint`).
  ///
  /// - Complexity: O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordIndex[constraint.id] != nil
  }

  /// Makes the solver hold `replacements[i]` wherever it holds `constraints[i]`: a constraint
  /// with the same expression (terms in the same order), relation and strength under another
  /// identity. A copy of a solver built from equal constraints can then answer for its
  /// caller's own constraints (`hasConstraint`, `removeConstraint`) without being built again.
  /// Changes nothing and returns `false` if the lists differ in length, a pair differs, a
  /// constraint is not held, or a replacement is already held.
  ///
  /// - Complexity: O(terms of the constraints).
  public mutating func rebind(_ constraints: [Constraint], to replacements: [Constraint]) -> Bool {
    guard constraints.count == replacements.count else { return false }
    var indices: [Int] = []
    indices.reserveCapacity(constraints.count)
    for (old, new) in zip(constraints, replacements) {
      guard let index = recordIndex[old.id], records[index] != nil,
        old === new || recordIndex[new.id] == nil,
        old.relation == new.relation, old.strength.value == new.strength.value,
        old.expression.constant == new.expression.constant,
        old.expression.terms.count == new.expression.terms.count
      else { return false }
      for (a, b) in zip(old.expression.terms, new.expression.terms)
      where a.variable.id != b.variable.id || a.coefficient != b.coefficient {
        return false
      }
      indices.append(index)
    }
    for ((old, new), index) in zip(zip(constraints, replacements), indices) where old !== new {
      guard let record = records[index] else { continue }
      records[index] = ConstraintRecord(constraint: new, placement: record.placement)
      recordIndex.remove(old.id)
      recordIndex.set(index, for: new.id)
    }
    return true
  }

  /// The number of variables handed out or seen (the next ``makeVariable(_:)`` id).
  public var variableCount: Int { nextVariableID }

  /// The number of constraints in the solver, edit constraints included.
  public var constraintCount: Int { recordIndex.count }

  /// Re-adds every remaining constraint in its original order, then every edit suggestion.
  private mutating func rebuild() {
    isRebuilding = true
    defer { isRebuilding = false }
    let kept = records.compactMap { $0 }
    let keptEdits = edits.compactMap { $0 }
    clearState()
    for record in kept {
      do {
        let placement = try place(record.constraint)
        recordIndex.set(records.count, for: record.constraint.id)
        records.append(ConstraintRecord(constraint: record.constraint, placement: placement))
      } catch {
        // In exact arithmetic a subset of satisfiable constraints stays satisfiable; in floating
        // point, numbers far apart can make it fail.
        tableau.fail("a subset of satisfiable constraints became unsatisfiable")
      }
    }
    for var edit in keptEdits {
      edit.tag = tag(of: edit.constraint)
      editSlot[edit.variable.id] = edits.count
      edits.append(edit)
      if let tag = edit.tag, edit.constant != 0 {
        tableau.suggest(tag: tag, delta: edit.constant)
      }
    }
  }

  private func tag(of constraint: Constraint) -> Tag? {
    guard let index = recordIndex[constraint.id], let record = records[index],
      case .tableau(let tag) = record.placement
    else { return nil }
    return tag
  }

  /// Clears everything but the variable numbering.
  private mutating func clearState() {
    for id in parent.indices {
      parent[id] = Solver.root
      scale[id] = 1
      offset[id] = 0
      symbol[id] = 0
      firstUse[id] = Int.max
      editSlot[id] = -1
    }
    useCount = 0
    records = []
    recordIndex = IdentityTable()
    edits = []
    tableau = Solver.makeTableau(strategy)
    valuesAreCurrent = false
  }

  /// Resets the solver to its empty starting state (kiwi `Solver::reset`). Variables keep their
  /// ids, and ``makeVariable(_:)`` continues after them.
  ///
  /// - Complexity: O(variables).
  public mutating func reset() {
    clearState()
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable whose value can be suggested (kiwi
  /// `Solver::addEditVariable`): adds the constraint `variable == suggestion` with `strength`.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one;
  ///   ``SolverError/badRequiredStrength`` if `strength` is required.
  /// - Complexity: that of ``addConstraint(_:)``.
  public mutating func addEditVariable(
    _ variable: Variable, strength: Strength
  ) throws(SolverError) {
    ensureVariable(variable.id)
    if editSlot[variable.id] >= 0 { throw .duplicateEditVariable(variable) }
    if strength.isRequired { throw .badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    editSlot[variable.id] = edits.count
    edits.append(
      EditRecord(variable: variable, constraint: constraint, constant: 0, tag: tag(of: constraint)))
  }

  /// Removes an edit variable and its constraint (kiwi `Solver::removeEditVariable`).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  /// - Complexity: that of ``removeConstraint(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let slot = editSlotOf(variable), let edit = edits[slot] else {
      throw .unknownEditVariable(variable)
    }
    edits[slot] = nil
    editSlot[variable.id] = -1
    try removeConstraint(edit.constraint)
  }

  /// Whether `variable` is an edit variable (kiwi `Solver::hasEditVariable`).
  ///
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editSlotOf(variable) != nil
  }

  private func editSlotOf(_ variable: Variable) -> Int? {
    guard variable.id < editSlot.count, editSlot[variable.id] >= 0 else { return nil }
    return editSlot[variable.id]
  }

  /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex
  /// (kiwi `Solver::suggestValue`).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  /// - Complexity: O(rows that hold the edit's error symbols) plus the dual pivots the change
  ///   needs, over the tableau only: variables solved by substitution cost nothing here.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let slot = editSlotOf(variable), let edit = edits[slot] else {
      throw .unknownEditVariable(variable)
    }
    let delta = value - edit.constant
    edits[slot]?.constant = value
    if let tag = edit.tag { tableau.suggest(tag: tag, delta: delta) }
    valuesAreCurrent = false
    #if DEBUG
    _checkInvariants()
    #endif
  }

  /// Whether no other optimal solution can change `variable`: it is pinned
  /// (``isPinned(_:)``), or it hangs off a basic tableau symbol that no zero-cost, feasible move
  /// of the parametric symbols changes (`Tableau.isHeldByCost`). A cheap, sufficient test;
  /// `false` means "probe it" (pull it with a weak edit variable), not "ambiguous".
  ///
  /// - Complexity: O(depth + terms of the root's row).
  public func isDetermined(_ variable: Variable) -> Bool {
    if isPinned(variable) { return true }
    guard let root = substitutionRoot(of: variable), root < symbol.count, symbol[root] != 0
    else { return false }
    return tableau.isHeldByCost(symbol[root])
  }

  /// The variable that required equalities tie `variable` to (its root in the substitution
  /// forest: `value = a · value(root) + b` with `a ≠ 0`), as an id; the variable's own id when
  /// nothing ties it, `nil` when it is tied to a constant. Two variables with the same root move
  /// together.
  ///
  /// - Complexity: O(depth) in the substitution forest (O(1) after ``updateVariables()``).
  public func substitutionRoot(of variable: Variable) -> Int? {
    var node = variable.id
    guard node < parent.count else { return node }
    while parent[node] >= 0 { node = parent[node] }
    return parent[node] == Solver.ground ? nil : node
  }

  /// Whether required equalities alone tie `variable` to a constant: then nothing can move it.
  ///
  /// (Being tied to an edit variable is not enough: two edits of one strength that contradict
  /// each other can trade places at no cost.)
  ///
  /// - Complexity: O(depth) in the substitution forest (O(1) after ``updateVariables()``).
  public func isPinned(_ variable: Variable) -> Bool {
    substitutionRoot(of: variable) == nil
  }

  /// What the optimal solutions allow a variable (``freedom(of:in:)``).
  public enum Freedom: Sendable, Equatable {
    /// No other optimal solution changes it.
    case determined
    /// Another optimal solution changes it: it moves at no cost at any strength.
    case movable
    /// Deciding needs a linear program (a degenerate row that other symbols could compensate
    /// limits its moves): pull it with a weak edit variable to find out.
    case undecided
  }

  /// The result of one pass over the optimal tableau that ``freedom(of:in:)`` reads (which
  /// parametric symbols can move at zero cost, and how far alone).
  public struct ZeroCostMoves: Sendable {
    fileprivate let moves: Tableau.ZeroCostMoves
  }

  /// One pass over the tableau: which parametric symbols can move without changing the
  /// objective (the optimal face; see `Tableau+ZeroCostMoves.swift` for the rule and its
  /// sources). Valid until the solver changes.
  ///
  /// - Complexity: O(symbols + tableau cells).
  public func zeroCostMoves() -> ZeroCostMoves {
    ZeroCostMoves(moves: tableau.zeroCostMoves())
  }

  /// Whether another optimal solution changes `variable`, decided from the tableau alone where
  /// one pass can (``zeroCostMoves()``), in the terms of a weak edit-variable probe (pull the
  /// variable with a weak edit and see whether it moves):
  ///
  /// - ``Freedom/determined`` when ``isDetermined(_:)`` says so, or every symbol of its row is
  ///   held at zero on the optimal face and each that costs something costs more than a weak
  ///   pull on the variable gains (twice over);
  /// - ``Freedom/movable`` when its row holds a zero-cost symbol that no degenerate row limits
  ///   and that can move it by more than 10⁻³ alone, or nothing in the tableau names it;
  /// - ``Freedom/undecided`` otherwise.
  ///
  /// - Complexity: O(depth + terms of the root's row).
  public func freedom(of variable: Variable, in moves: ZeroCostMoves) -> Freedom {
    if isDetermined(variable) { return .determined }
    guard let root = substitutionRoot(of: variable) else { return .determined }
    guard root < symbol.count, symbol[root] != 0 else { return .movable }
    // variable = s · root + b: a move of the root moves the variable |s| times as far.
    var node = variable.id
    var s = 1.0
    while node < parent.count, parent[node] >= 0 {
      s *= scale[node]
      node = parent[node]
    }
    let m = moves.moves
    var undecided = false
    for cell in tableau.expression(of: symbol[root]).cells {
      let j = cell.symbol
      let gain = abs(cell.coefficient * s)
      switch m.motion[j] {
      case .free:
        let step = Swift.max(m.stepUp[j], m.stepDown[j])
        if gain * step > 1e-3 { return .movable }
        undecided = true
      case .entangled:
        undecided = true
      case .held:
        // A weak pull (strength 1 per point) gains `gain` per unit of the symbol; it moves the
        // symbol when that beats the symbol's cost.
        if m.cost[j] > 0 && m.cost[j] <= 2 * gain * Strength.weak.value { undecided = true }
      }
    }
    return undecided ? .undecided : .determined
  }

  /// Suggests values for several edit variables, then re-solves once: the same solution as
  /// suggesting them one by one (when the optimum is unique), with one dual-simplex run instead
  /// of one per value.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if one is not an edit variable (the ones
  ///   before it are applied).
  public mutating func suggestValues(_ suggestions: [(Variable, Double)]) throws(SolverError) {
    defer {
      tableau.dualOptimize()
      valuesAreCurrent = false
      #if DEBUG
      _checkInvariants()
      #endif
    }
    for (variable, value) in suggestions {
      guard let slot = editSlotOf(variable), let edit = edits[slot] else {
        throw .unknownEditVariable(variable)
      }
      let delta = value - edit.constant
      edits[slot]?.constant = value
      if let tag = edit.tag { tableau.suggest(tag: tag, delta: delta, optimizing: false) }
    }
  }

  // MARK: Values

  /// Computes every variable's value and path-compresses the substitution forest, so that
  /// ``value(of:)`` afterwards is O(1) (kiwi `Solver::updateVariables`).
  ///
  /// - Complexity: O(variables).
  public mutating func updateVariables() {
    let count = parent.count
    // Compress every path longer than one step, so each variable hangs off a root or ground.
    for id in 0..<count {
      let p = parent[id]
      if p >= 0 && parent[p] >= 0 { _ = resolve(id) }
    }
    var values = cachedValues
    cachedValues = []
    if values.count != count { values = Array(repeating: 0, count: count) }
    values.withUnsafeMutableBufferPointer { values in
      parent.withUnsafeBufferPointer { parent in
        // Roots and constants first, then every other variable from its root.
        for id in 0..<count {
          let p = parent[id]
          if p == Solver.root {
            values[id] = rootValue(id)
          } else if p == Solver.ground {
            values[id] = offset[id]
          }
        }
        scale.withUnsafeBufferPointer { scale in
          offset.withUnsafeBufferPointer { offset in
            for id in 0..<count {
              let p = parent[id]
              if p >= 0 { values[id] = scale[id] * values[p] + offset[id] }
            }
          }
        }
      }
    }
    cachedValues = values
    valuesAreCurrent = true
  }

  /// The value of one variable in the current solution, bit for bit as ``updateVariables()``
  /// computes it, without computing the others: a solver probed variable by variable (an edit,
  /// a suggestion, a read) stays linear in the probes instead of paying for every variable at
  /// each read. Compresses the variable's path in the substitution forest.
  ///
  /// - Complexity: O(depth) in the substitution forest, amortised O(1).
  public mutating func currentValue(of variable: Variable) -> Double {
    let id = variable.id
    guard id < parent.count else { return 0 }
    if valuesAreCurrent { return cachedValues[id] }
    // The same arithmetic as updateVariables: a root reads its tableau value, a grounded
    // variable its offset, any other `scale · value(root) + offset` once its path is compressed
    // (a path ending in a grounded variable one step up is not compressed there either).
    let p = parent[id]
    if p == Solver.root { return rootValue(id) }
    if p == Solver.ground { return offset[id] }
    if parent[p] == Solver.ground { return scale[id] * offset[p] + offset[id] }
    let (root, s, o) = resolve(id)
    if root == Solver.ground { return o }
    return s * rootValue(root) + o
  }

  /// The value of a variable in the current solution; zero for a variable the solver has never
  /// seen, as in kiwi.
  ///
  /// - Complexity: O(1) after ``updateVariables()``; otherwise O(depth) in the substitution
  ///   forest.
  public func value(of variable: Variable) -> Double {
    let id = variable.id
    guard id < parent.count else { return 0 }
    if valuesAreCurrent { return cachedValues[id] }
    var node = id
    var s = 1.0
    var o = 0.0
    while true {
      let p = parent[node]
      if p == Solver.root { return s * rootValue(node) + o }
      if p == Solver.ground { return s * offset[node] + o }
      o += s * offset[node]
      s *= scale[node]
      node = p
    }
  }

  /// The values of four variables with consecutive ids from `first` (an item's left, top, width
  /// and height): ``value(of:)`` of each, in one call.
  public func values(ofFourFrom first: Int) -> SIMD4<Double> {
    if valuesAreCurrent, first >= 0, first + 3 < cachedValues.count {
      return SIMD4(
        cachedValues[first], cachedValues[first + 1], cachedValues[first + 2],
        cachedValues[first + 3])
    }
    return SIMD4(
      value(of: Variable(id: first)), value(of: Variable(id: first + 1)),
      value(of: Variable(id: first + 2)), value(of: Variable(id: first + 3)))
  }

  /// The value of an expression in the current solution (kiwi `Expression::value`).
  ///
  /// - Complexity: O(terms) after ``updateVariables()``.
  public func value(of expression: Expression) -> Double {
    var result = expression.constant
    for term in expression.terms { result += term.coefficient * value(of: term.variable) }
    return result
  }

  /// Whether the current solution violates a constraint (kiwi `Constraint::violated`).
  public func isViolated(_ constraint: Constraint) -> Bool {
    let value = value(of: constraint.expression)
    switch constraint.relation {
    case .equal: return !nearZero(value)
    case .greaterThanOrEqual: return value < 0
    case .lessThanOrEqual: return value > 0
    }
  }

  // MARK: Introspection

  /// The number of rows in the simplex tableau: what substitution left for the simplex.
  public var tableauRowCount: Int { tableau.rowCount }

  /// Why the simplex stopped, when numbers too large or too far apart for floating point (a
  /// product of multipliers along a chain, say) left it without a pivot or cycling; `nil` while
  /// the solver is sound. The values of a failed solver are not to be trusted, and it stays
  /// failed: build a new one. A caller reports this as a problem of its input, never a trap.
  public var numericalFailure: String? { tableau.numericalFailure }

  /// Checks the solver's invariants; run after every mutation in debug builds.
  ///
  /// - Complexity: O(variables + constraints + tableau cells).
  public func _checkInvariants() {
    tableau.checkInvariants()
    for id in 0..<Swift.min(nextVariableID, parent.count) {
      let p = parent[id]
      precondition(p >= Solver.ground && p < parent.count, "solver: bad parent of variable \(id)")
      if p != Solver.root {
        precondition(symbol[id] == 0, "solver: substituted variable \(id) is in the tableau")
        precondition(strategy == .substitution, "solver: the kiwi strategy never substitutes")
      }
      if symbol[id] != 0 {
        precondition(
          tableau.kinds[symbol[id]] == .external, "solver: variable \(id) has a non-external symbol"
        )
      }
      if editSlot[id] >= 0 {
        precondition(edits[editSlot[id]]?.variable.id == id, "solver: edit slot of \(id) is stale")
      }
    }
    var live = 0
    for (index, record) in records.enumerated() {
      guard let record else { continue }
      live += 1
      precondition(recordIndex[record.constraint.id] == index, "solver: stale constraint index")
    }
    precondition(live == recordIndex.count, "solver: constraint index out of step")
    for edit in edits {
      guard let edit else { continue }
      precondition(hasConstraint(edit.constraint), "solver: edit constraint missing")
    }
  }
}
