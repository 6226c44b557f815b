/// Which parametric symbols of an optimal tableau can move without changing the objective: one
/// pass over the tableau instead of one edit-variable probe per variable.
///
/// At an optimum the objective reads `z = z₀ + Σ dⱼ·pⱼ` over the parametric symbols, with every
/// reduced cost `dⱼ ≥ 0` for a restricted (slack or error) symbol. A solution is optimal exactly
/// when it is feasible and every restricted symbol with `dⱼ > 0` is zero (complementary
/// slackness; Chvátal, *Linear Programming*, 1983: the "optimal face"). Dummy
/// symbols stand for required equalities and stay zero. So the optimal solutions near the
/// current one are the moves `d` of the remaining ("zero-cost") parametric symbols with
/// `dⱼ ≥ 0` for a restricted one, free for an external one (unrestricted in Cassowary: Badros,
/// Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI
/// 8(4), 2001 — restricted variables are the slack and error variables, and a
/// basic feasible solve form sets every parametric variable to zero), that keep every restricted
/// basic row non-negative. Rows with a positive constant allow a small enough move either way;
/// only degenerate rows (constant zero) limit the directions: `Σ aᵢⱼ·dⱼ ≥ 0`.
///
/// A variable whose row holds no zero-cost symbol cannot move on the optimal face; one whose
/// row holds a zero-cost symbol that no degenerate row limits can (the direction `±eⱼ` is an
/// optimal move). Degenerate rows are resolved as far as propagation goes: a degenerate row none
/// of whose zero-cost symbols can raise it (each is restricted with a non-positive coefficient)
/// holds every symbol that would lower it at zero, and those may in turn settle other rows
/// (each row is settled once: O(cells)). What is left — a symbol in a degenerate row that
/// another zero-cost symbol could compensate — is *entangled*: deciding it needs a linear
/// program, and the caller probes it (kiwi's edit-variable trick, Cassowary's edit constraints: add a weak
/// edit variable, suggest a value, see whether it moves).
extension Tableau {
  /// What a parametric symbol can do on the optimal face.
  enum Motion: UInt8, Sendable {
    /// Zero on every optimal solution near this one: a dummy, a restricted symbol that costs,
    /// or one a degenerate row holds at zero. Also every basic symbol (rows are read instead).
    case held
    /// Can move at zero cost, and no degenerate row limits it.
    case free
    /// Can move at zero cost only as far as a degenerate row that other symbols could
    /// compensate allows: undecided here.
    case entangled
  }

  /// The tolerance below which a reduced cost counts as zero (as ``isHeldByCost(_:)``).
  static let zeroCost = 1e-6
  /// The tolerance below which a restricted row's constant counts as zero (degenerate).
  static let degenerateConstant = 1e-9

  /// Per symbol: its ``Motion``, its reduced cost, and how far it can move alone (up; and down,
  /// for an external symbol) before a restricted row with a positive constant reaches zero
  /// (`.infinity`: no row limits it).
  struct ZeroCostMoves: Sendable {
    var motion: [Motion]
    var cost: [Double]
    var stepUp: [Double]
    var stepDown: [Double]
  }

  /// The one-pass analysis described above.
  ///
  /// - Complexity: O(symbols + cells).
  func zeroCostMoves() -> ZeroCostMoves {
    let count = kinds.count
    var cost = [Double](repeating: 0, count: count)
    for cell in objective.cells { cost[cell.symbol] = cell.coefficient }
    var motion = [Motion](repeating: .held, count: count)
    for symbol in 1..<max(count, 1) where !isBasic[symbol] {
      switch kinds[symbol] {
      case .external:
        // A parametric external with a cost would be unbounded in one direction; no optimum
        // kiwi reaches has one, but say "undecided" rather than guess.
        motion[symbol] = abs(cost[symbol]) <= Tableau.zeroCost ? .free : .entangled
      case .slack, .error:
        if cost[symbol] > Tableau.zeroCost { continue }
        motion[symbol] = cost[symbol] < -Tableau.zeroCost ? .entangled : .free
      case .dummy, .invalid:
        continue
      }
    }
    // Degenerate restricted rows, and for each how many of its zero-cost symbols could raise it
    // (an external one either way, a restricted one with a positive coefficient).
    var raisers = [Int](repeating: -1, count: count)  // -1: not a degenerate restricted row
    var settled: [Int] = []
    for key in 1..<max(count, 1) where isBasic[key] {
      guard kinds[key] == .slack || kinds[key] == .error,
        rows[key].constant <= Tableau.degenerateConstant
      else { continue }
      var n = 0
      for cell in rows[key].cells where raises(cell, motion) { n += 1 }
      raisers[key] = n
      if n == 0 { settled.append(key) }
    }
    // A degenerate row nothing can raise holds each symbol that lowers it at zero (they are all
    // restricted: a free external would raise it); a symbol held so no longer raises the other
    // degenerate rows it is in, which may settle them in turn. Each symbol is held once.
    while let key = settled.popLast() {
      for cell in rows[key].cells where motion[cell.symbol] == .free && cell.coefficient < 0 {
        motion[cell.symbol] = .held
        for other in columns[cell.symbol] where raisers[other] > 0 {
          guard rows[other].coefficient(for: cell.symbol) > 0 else { continue }
          raisers[other] -= 1
          if raisers[other] == 0 { settled.append(other) }
        }
      }
    }
    // The degenerate rows left limit every zero-cost symbol that could lower them.
    for key in 1..<max(count, 1) where raisers[key] > 0 {
      for cell in rows[key].cells where motion[cell.symbol] == .free {
        if kinds[cell.symbol] == .external || cell.coefficient < 0 {
          motion[cell.symbol] = .entangled
        }
      }
    }
    // How far each free symbol can move alone before a restricted row reaches zero.
    var stepUp = [Double](repeating: .infinity, count: count)
    var stepDown = [Double](repeating: .infinity, count: count)
    for key in 1..<max(count, 1) where isBasic[key] {
      guard kinds[key] == .slack || kinds[key] == .error else { continue }
      let constant = Swift.max(0, rows[key].constant)
      for cell in rows[key].cells where motion[cell.symbol] == .free {
        let limit = constant / abs(cell.coefficient)
        if cell.coefficient < 0 {
          stepUp[cell.symbol] = Swift.min(stepUp[cell.symbol], limit)
        } else {
          stepDown[cell.symbol] = Swift.min(stepDown[cell.symbol], limit)
        }
      }
    }
    for symbol in 1..<max(count, 1) where kinds[symbol] != .external {
      stepDown[symbol] = 0  // a restricted symbol cannot go below zero
    }
    return ZeroCostMoves(motion: motion, cost: cost, stepUp: stepUp, stepDown: stepDown)
  }

  /// Whether a cell of a degenerate row can raise it at zero cost.
  private func raises(_ cell: Cell, _ motion: [Motion]) -> Bool {
    switch motion[cell.symbol] {
    case .held: false
    case .entangled: true
    case .free: kinds[cell.symbol] == .external || cell.coefficient > 0
    }
  }

  /// The row of a symbol: its tableau row when basic, the symbol itself when parametric.
  func expression(of symbol: Int) -> Row {
    if isBasic[symbol] { return rows[symbol] }
    var row = Row()
    row.cells = [Cell(symbol: symbol, coefficient: 1)]
    return row
  }
}
