/// The marker and other symbols that track a constraint in the tableau (kiwi/solverimpl.h
/// `Tag`). Zero is the invalid symbol.
struct Tag: Sendable, Equatable {
  var marker = 0
  var other = 0
}

/// Cassowary's simplex tableau after kiwi's `SolverImpl` (kiwi/solverimpl.h).
///
/// The algorithm is kiwi's: rows for basic symbols in terms of parametric ones, the same subject
/// choice, Bland-free pivot rules, phase-two `optimize`, the artificial-variable fallback, and
/// the dual simplex for edit-variable suggestions. Two things differ, both about cost, not
/// results:
///
/// - **Column index.** For every parametric symbol the tableau keeps the sorted list of basic
///   symbols whose rows contain it. kiwi walks every row in `substitute`, `getLeavingRow`,
///   `getMarkerLeavingRow` and `suggestValue`; here those walks visit only the rows that hold the
///   symbol, in the same (sorted) order kiwi would meet them.
/// - **Storage by symbol id.** Rows, kinds and columns are arrays indexed by symbol id (kiwi
///   numbers symbols with `m_id_tick` the same way), so no hash order ever reaches a pivot.
///
/// Two knobs exist for the substitution strategy (``Solver/Strategy/substitution``):
/// `usesDummyMarkers == false` drops the dummy marker of required equalities (dummies are
/// parametric, zero-valued and never chosen to enter, so dropping them changes no pivot and no
/// value; they only serve removal, which the solver then handles by rebuilding), and
/// `choosesSparsestSubject` picks, among the external symbols of a new row, the one that occurs
/// in the fewest rows instead of the lowest id, so that new rows rarely need substituting.
struct Tableau: Sendable {
  private(set) var kinds: [SymbolKind] = [.invalid]
  private(set) var rows: [Row] = [Row()]
  private(set) var isBasic: [Bool] = [false]
  /// For each parametric symbol, the sorted basic symbols whose rows contain it.
  private(set) var columns: [[Int]] = [[]]
  private(set) var objective = Row()
  private var artificial: Row?
  private var infeasible: [Int] = []
  let usesDummyMarkers: Bool
  let choosesSparsestSubject: Bool
  /// Set when a failed artificial-variable add left its pivots behind: the tableau no longer
  /// matches its constraints and must be rebuilt.
  private(set) var isDamaged = false
  /// Why the simplex could not go on (an unbounded objective, no leaving row, no convergence):
  /// numbers too large or too far apart for floating point, which exact arithmetic never meets.
  /// Once set the tableau no longer optimises; the solver reports it and its values are not
  /// to be trusted. Not a trap: the numbers came from user data.
  private(set) var numericalFailure: String?

  /// Records a numerical failure (the first one is kept).
  mutating func fail(_ reason: String) {
    if numericalFailure == nil { numericalFailure = reason }
    infeasible.removeAll()
  }

  init(usesDummyMarkers: Bool, choosesSparsestSubject: Bool) {
    self.usesDummyMarkers = usesDummyMarkers
    self.choosesSparsestSubject = choosesSparsestSubject
  }

  /// The number of rows (basic symbols).
  var rowCount: Int { isBasic.reduce(0) { $0 + ($1 ? 1 : 0) } }

  /// Creates a symbol (kiwi's `m_id_tick++`).
  mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(Row())
    isBasic.append(false)
    columns.append([])
    return kinds.count - 1
  }

  /// The current value of a symbol: its row's constant when basic, zero when parametric.
  func value(of symbol: Int) -> Double {
    isBasic[symbol] ? rows[symbol].constant : 0
  }

  /// Whether a basic symbol is held where it is by cost: every parametric symbol of its row is
  /// a dummy (held at zero) or a slack or error symbol (it can only grow from zero) whose
  /// objective coefficient is positive, so any move of the symbol costs something. A
  /// sufficient test for a value no other optimal solution changes.
  /// Whether a basic symbol is held where it is: no move of the parametric symbols that costs
  /// nothing (zero objective coefficient) and keeps the tableau feasible changes it. Every
  /// parametric symbol of its row must be a dummy (held at zero), a slack or error symbol whose
  /// objective coefficient is positive (any move costs), or a zero-cost slack or error symbol
  /// that a degenerate row blocks (``isBlocked(_:)``). An external parametric symbol is never
  /// held. A sufficient test: `false` means "not shown held", not "free".
  func isHeldByCost(_ symbol: Int) -> Bool {
    guard symbol > 0, isBasic[symbol] else { return false }
    for cell in rows[symbol].cells {
      switch kinds[cell.symbol] {
      case .dummy:
        continue
      case .slack, .error:
        if objective.coefficient(for: cell.symbol) > Tableau.costEpsilon { continue }
        if !isBlocked(cell.symbol) { return false }
      default:
        return false
      }
    }
    return true
  }

  private static let costEpsilon = 1e-6

  /// Whether a zero-cost restricted parametric symbol cannot grow at zero cost: some basic
  /// restricted row sits at zero, decreases as the symbol grows, and can be raised back only by
  /// symbols that cost something.
  private func isBlocked(_ parametric: Int) -> Bool {
    for key in columns[parametric] {
      guard kinds[key] == .slack || kinds[key] == .error else { continue }
      let row = rows[key]
      guard abs(row.constant) <= 1e-9, row.coefficient(for: parametric) < 0 else { continue }
      var blocks = true
      for cell in row.cells where cell.symbol != parametric {
        switch kinds[cell.symbol] {
        case .dummy:
          continue
        case .external:
          blocks = false  // unrestricted: it could move either way to compensate
        default:
          if cell.coefficient > 0 && objective.coefficient(for: cell.symbol) <= Tableau.costEpsilon
          {
            blocks = false
          }
        }
        if !blocks { break }
      }
      if blocks { return true }
    }
    return false
  }

  // MARK: Column index

  private static func lowerBound(_ keys: [Int], _ key: Int) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) >> 1
      if keys[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private mutating func link(_ symbol: Int, to key: Int) {
    if let last = columns[symbol].last, last > key {
      let index = Tableau.lowerBound(columns[symbol], key)
      columns[symbol].insert(key, at: index)
    } else {
      columns[symbol].append(key)
    }
  }

  private mutating func unlink(_ symbol: Int, from key: Int) {
    let index = Tableau.lowerBound(columns[symbol], key)
    if index < columns[symbol].count, columns[symbol][index] == key {
      columns[symbol].remove(at: index)
    }
  }

  /// Puts a detached row into the tableau as the row of `key`.
  private mutating func attach(_ row: Row, as key: Int) {
    for cell in row.cells { link(cell.symbol, to: key) }
    rows[key] = row
    isBasic[key] = true
  }

  /// Takes the row of `key` out of the tableau.
  private mutating func detach(_ key: Int) -> Row {
    let row = rows[key]
    rows[key] = Row()
    isBasic[key] = false
    for cell in row.cells { unlink(cell.symbol, from: key) }
    return row
  }

  /// kiwi `Row::insert(other, coefficient)`: `row += k · other`, merging the sorted cells and
  /// keeping the column index of `key` (0: a row the index does not track).
  private mutating func add(_ other: Row, times k: Double, to row: inout Row, key: Int) {
    row.constant += other.constant * k
    if other.cells.isEmpty { return }
    let a = row.cells
    let b = other.cells
    var merged: [Cell] = []
    merged.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
        merged.append(a[i])
        i += 1
      } else if i == a.count || b[j].symbol < a[i].symbol {
        let c = b[j].coefficient * k
        if !nearZero(c) {
          merged.append(Cell(symbol: b[j].symbol, coefficient: c))
          if key != 0 { link(b[j].symbol, to: key) }
        }
        j += 1
      } else {
        let c = a[i].coefficient + b[j].coefficient * k
        if nearZero(c) {
          if key != 0 { unlink(a[i].symbol, from: key) }
        } else {
          merged.append(Cell(symbol: a[i].symbol, coefficient: c))
        }
        i += 1
        j += 1
      }
    }
    row.cells = merged
  }

  private mutating func addToObjective(_ other: Row, times k: Double) {
    var objective = self.objective
    self.objective = Row()
    add(other, times: k, to: &objective, key: 0)
    self.objective = objective
  }

  /// kiwi `SolverImpl::substitute`: replaces the parametric `symbol` with `row` everywhere.
  private mutating func substitute(_ symbol: Int, with row: Row) {
    let keys = columns[symbol]
    columns[symbol] = []
    for key in keys {
      var target = rows[key]
      rows[key] = Row()
      let (index, found) = target.position(of: symbol)
      if found {
        let coefficient = target.cells[index].coefficient
        target.cells.remove(at: index)
        add(row, times: coefficient, to: &target, key: key)
      }
      rows[key] = target
      if kinds[key] != .external && target.constant < 0 { infeasible.append(key) }
    }
    let k = objective.coefficient(for: symbol)
    if k != 0 {
      objective.remove(symbol)
      addToObjective(row, times: k)
    }
    if var artificial {
      self.artificial = nil
      let k = artificial.coefficient(for: symbol)
      if k != 0 {
        artificial.remove(symbol)
        add(row, times: k, to: &artificial, key: 0)
      }
      self.artificial = artificial
    }
  }

  /// Pivots `entering` into the basis in place of `leaving`.
  private mutating func pivot(leaving: Int, entering: Int) {
    var row = detach(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    attach(row, as: entering)
  }

  // MARK: Adding and removing constraints

  /// kiwi `SolverImpl::addConstraint` from `createRow` on.
  ///
  /// - Parameters:
  ///   - terms: External symbols and their (reduced, non-zero) coefficients.
  /// - Returns: The constraint's tag, or `nil` when the constraint is unsatisfiable.
  mutating func addConstraint(
    terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: Relation,
    strength: Double
  ) -> Tag? {
    var tag = Tag()
    var row = createRow(
      terms: terms, constant: constant, relation: relation, strength: strength, tag: &tag)
    var subject = chooseSubject(row, tag)
    if subject == 0 && allDummies(row) {
      if !nearZero(row.constant) { return nil }
      subject = tag.marker
      // Without dummy markers a redundant required equality leaves no row at all.
      if subject == 0 { return tag }
    }
    if subject == 0 {
      if !addWithArtificialVariable(row) { return nil }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      attach(row, as: subject)
    }
    optimize(artificialObjective: false)
    // Substituting an external subject can move restricted rows below zero (kiwi queues them
    // and fixes them only at the next suggestValue); restore feasibility now so values read
    // before any suggestion are a solution and the invariants hold.
    if !infeasible.isEmpty { dualOptimize() }
    return tag
  }

  /// kiwi `SolverImpl::createRow`.
  private mutating func createRow(
    terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: Relation,
    strength: Double, tag: inout Tag
  ) -> Row {
    var row = Row(constant: constant)
    for term in terms where !nearZero(term.coefficient) {
      if isBasic[term.symbol] {
        let basicRow = rows[term.symbol]
        add(basicRow, times: term.coefficient, to: &row, key: 0)
      } else {
        row.insert(term.symbol, term.coefficient)
      }
    }
    let required = strength >= Strength.required.value
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      tag.marker = slack
      row.insert(slack, coefficient)
      if !required {
        let error = makeSymbol(.error)
        tag.other = error
        row.insert(error, -coefficient)
        objective.insert(error, strength)
      }
    case .equal:
      if !required {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength)
        objective.insert(minus, strength)
      } else if usesDummyMarkers {
        let dummy = makeSymbol(.dummy)
        tag.marker = dummy
        row.insert(dummy, 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// kiwi `SolverImpl::chooseSubject`.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
    if choosesSparsestSubject {
      var best = 0
      var bestCount = Int.max
      for cell in row.cells where kinds[cell.symbol] == .external {
        let count = columns[cell.symbol].count
        if count < bestCount {
          best = cell.symbol
          bestCount = count
          if count == 0 { break }
        }
      }
      if best != 0 { return best }
    } else {
      for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
    }
    for symbol in [tag.marker, tag.other] where symbol != 0 {
      let kind = kinds[symbol]
      if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
    }
    return 0
  }

  private func allDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { kinds[$0.symbol] == .dummy }
  }

  /// kiwi `SolverImpl::addWithArtificialVariable`.
  ///
  /// Like kiwi, a failure leaves the pivots of the attempt in the tableau (and sets
  /// ``isDamaged``): the solver then rebuilds the tableau from its constraints. Saving a copy to
  /// restore instead would copy every row on every artificial-variable add, failed or not.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    if tryAddWithArtificialVariable(row) { return true }
    isDamaged = true
    return false
  }

  private mutating func tryAddWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    attach(row, as: art)
    artificial = row
    optimize(artificialObjective: true)
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    if isBasic[art] {
      var basicRow = detach(art)
      if basicRow.cells.isEmpty { return success }
      guard
        let entering = basicRow.cells.first(where: {
          kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error
        })?.symbol
      else { return false }
      basicRow.solve(for: entering, replacing: art)
      substitute(entering, with: basicRow)
      attach(basicRow, as: entering)
    }
    for key in columns[art] { rows[key].remove(art) }
    columns[art] = []
    objective.remove(art)
    return success
  }

  /// kiwi `SolverImpl::removeConstraint` after the bookkeeping: removes the objective effects of
  /// the constraint's error symbols and pivots its marker out.
  mutating func removeConstraint(tag: Tag, strength: Double) {
    for marker in [tag.marker, tag.other] where marker != 0 && kinds[marker] == .error {
      if isBasic[marker] {
        let basicRow = rows[marker]
        addToObjective(basicRow, times: -strength)
      } else {
        objective.insert(marker, -strength)
      }
    }
    if isBasic[tag.marker] {
      _ = detach(tag.marker)
    } else {
      guard let leaving = markerLeavingRow(tag.marker) else {
        fail("no leaving row for a constraint's marker")
        return
      }
      var row = detach(leaving)
      row.solve(for: tag.marker, replacing: leaving)
      substitute(tag.marker, with: row)
    }
    optimize(artificialObjective: false)
    // As in `addConstraint`: the substitution can queue restricted rows whose constant came out
    // below zero (a rounding error after fractional coefficients, e.g. a `fillProportionally`
    // stack view's). kiwi leaves them for the next suggestValue; restore feasibility now so the
    // values read after a removal are a solution and the invariants hold.
    if !infeasible.isEmpty { dualOptimize() }
  }

  /// kiwi `SolverImpl::getMarkerLeavingRow`.
  private func markerLeavingRow(_ marker: Int) -> Int? {
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    var first: Int?
    var second: Int?
    var third: Int?
    for key in columns[marker] {
      let c = rows[key].coefficient(for: marker)
      if c == 0 { continue }
      if kinds[key] == .external {
        third = key
      } else if c < 0 {
        let r = -rows[key].constant / c
        if r < r1 {
          r1 = r
          first = key
        }
      } else {
        let r = rows[key].constant / c
        if r < r2 {
          r2 = r
          second = key
        }
      }
    }
    return first ?? second ?? third
  }

  // MARK: Edit variables

  /// kiwi `SolverImpl::suggestValue` after the bookkeeping, including the dual optimisation.
  mutating func suggest(tag: Tag, delta: Double, optimizing: Bool = true) {
    defer { if optimizing { dualOptimize() } }
    if isBasic[tag.marker] {
      rows[tag.marker].constant -= delta
      if rows[tag.marker].constant < 0 { infeasible.append(tag.marker) }
      return
    }
    if isBasic[tag.other] {
      rows[tag.other].constant += delta
      if rows[tag.other].constant < 0 { infeasible.append(tag.other) }
      return
    }
    for key in columns[tag.marker] {
      let c = rows[key].coefficient(for: tag.marker)
      if c != 0 {
        rows[key].constant += delta * c
        if rows[key].constant < 0 && kinds[key] != .external { infeasible.append(key) }
      }
    }
  }

  // MARK: Simplex

  /// kiwi `SolverImpl::optimize`: phase two of the simplex on the objective (or the artificial
  /// objective while adding a row with an artificial variable).
  private mutating func optimize(artificialObjective: Bool) {
    // Bland-free simplex terminates in exact arithmetic; in floating point, values that overflow
    // or cancel can cycle. A bound far above any real layout's pivot count stops that.
    var pivots = 0
    let limit = 1_000 + 64 * kinds.count
    while numericalFailure == nil {
      let entering = enteringSymbol(artificialObjective: artificialObjective)
      if entering == 0 { return }
      guard let leaving = leavingRow(for: entering) else {
        fail("the objective is unbounded")
        return
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      if pivots > limit {
        fail("the simplex did not converge in \(limit) pivots")
        return
      }
    }
  }

  /// kiwi `SolverImpl::getEnteringSymbol`.
  private func enteringSymbol(artificialObjective: Bool) -> Int {
    let cells = artificialObjective ? (artificial?.cells ?? []) : objective.cells
    for cell in cells where kinds[cell.symbol] != .dummy && cell.coefficient < 0 {
      return cell.symbol
    }
    return 0
  }

  /// kiwi `SolverImpl::getLeavingRow`.
  private func leavingRow(for entering: Int) -> Int? {
    var ratio = Double.greatestFiniteMagnitude
    var found: Int?
    for key in columns[entering] where kinds[key] != .external {
      let c = rows[key].coefficient(for: entering)
      if c < 0 {
        let r = -rows[key].constant / c
        if r < ratio {
          ratio = r
          found = key
        }
      }
    }
    return found
  }

  /// kiwi `SolverImpl::dualOptimize`.
  mutating func dualOptimize() {
    var pivots = 0
    let limit = 1_000 + 64 * kinds.count
    while numericalFailure == nil, let leaving = infeasible.popLast() {
      guard isBasic[leaving] else { continue }
      let constant = rows[leaving].constant
      guard !nearZero(constant) && constant < 0 else { continue }
      guard let entering = dualEnteringSymbol(rows[leaving]) else {
        fail("the dual simplex found no entering symbol")
        return
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      if pivots > limit { fail("the dual simplex did not converge in \(limit) pivots") }
    }
  }

  /// kiwi `SolverImpl::getDualEnteringSymbol`.
  private func dualEnteringSymbol(_ row: Row) -> Int? {
    var ratio = Double.greatestFiniteMagnitude
    var entering: Int?
    for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
      let r = objective.coefficient(for: cell.symbol) / cell.coefficient
      if r < ratio {
        ratio = r
        entering = cell.symbol
      }
    }
    return entering
  }

  // MARK: Invariants

  /// Checks the tableau's invariants; a violation is a bug in the solver.
  ///
  /// - Complexity: O(cells + symbols).
  func checkInvariants() {
    // A numerically failed tableau is abandoned mid-pivot: its invariants no longer hold.
    guard numericalFailure == nil else { return }
    precondition(infeasible.isEmpty, "solver: infeasible rows left after a mutation")
    precondition(artificial == nil, "solver: artificial objective left after a mutation")
    for symbol in 1..<kinds.count {
      let column = columns[symbol]
      for index in column.indices {
        precondition(index == 0 || column[index - 1] < column[index], "solver: unsorted column")
        let key = column[index]
        precondition(isBasic[key], "solver: column of \(symbol) lists non-basic \(key)")
        precondition(
          rows[key].position(of: symbol).found, "solver: column of \(symbol) lists row \(key)")
      }
      guard isBasic[symbol] else {
        precondition(rows[symbol].cells.isEmpty, "solver: a parametric symbol has a row")
        continue
      }
      precondition(column.isEmpty, "solver: basic symbol \(symbol) occurs in a row")
      let row = rows[symbol]
      if kinds[symbol] != .external {
        precondition(
          row.constant >= 0 || nearZero(row.constant), "solver: restricted row \(symbol) infeasible"
        )
      }
      for index in row.cells.indices {
        let cell = row.cells[index]
        precondition(
          index == 0 || row.cells[index - 1].symbol < cell.symbol, "solver: unsorted row")
        precondition(!isBasic[cell.symbol], "solver: row \(symbol) holds basic \(cell.symbol)")
        precondition(!nearZero(cell.coefficient), "solver: zero cell in row \(symbol)")
        precondition(
          Tableau.lowerBound(columns[cell.symbol], symbol) < columns[cell.symbol].count
            && columns[cell.symbol][Tableau.lowerBound(columns[cell.symbol], symbol)] == symbol,
          "solver: row \(symbol) holds \(cell.symbol) missing from its column")
      }
    }
    for cell in objective.cells {
      precondition(!isBasic[cell.symbol], "solver: objective holds basic \(cell.symbol)")
    }
  }
}
