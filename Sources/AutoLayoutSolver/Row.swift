/// kiwi's tolerance for treating a computed number as zero (kiwi/util.h `nearZero`).
///
/// The one place the solver compares computed floating-point numbers with zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}

/// The kind of a tableau symbol (kiwi/symbol.h `Symbol::Type`).
enum SymbolKind: UInt8, Sendable {
  case invalid
  case external
  case slack
  case error
  case dummy
}

/// One non-zero coefficient of a row.
struct Cell: Sendable {
  var symbol: Int
  var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient · symbol` (kiwi/row.h).
///
/// Cells are kept sorted by symbol id, as kiwi's `AssocVector` keeps them, so every walk over a
/// row visits symbols in the same order on every run.
struct Row: Sendable {
  var cells: [Cell] = []
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The index of `symbol` in `cells`, or where it would be inserted.
  ///
  /// - Complexity: O(log cells).
  func position(of symbol: Int) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s < symbol {
        low = mid + 1
      } else if s > symbol {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// kiwi `Row::coefficientFor`: zero when the symbol is absent.
  func coefficient(for symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// kiwi `Row::insert(symbol, coefficient)` for a row no column index tracks.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if nearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !nearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// kiwi `Row::remove`.
  mutating func remove(_ symbol: Int) {
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  /// kiwi `Row::reverseSign`.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// kiwi `Row::solveFor(symbol)`: turns `0 = a·symbol + rest` into `symbol = -rest / a`.
  /// The symbol must be in the row.
  mutating func solve(for symbol: Int) {
    let (index, found) = position(of: symbol)
    precondition(found, "solver: solving a row for a symbol it does not contain")
    let factor = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// kiwi `Row::solveFor(lhs, rhs)`: turns `lhs = rest` into `rhs = …`.
  mutating func solve(for rhs: Int, replacing lhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
