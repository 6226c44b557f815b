// Solver workloads of issue 4 item 5, timed for AutoLayoutSolver. The same workloads, in the
// same order, are built against kiwi's C++ core by Benchmarks/kiwi/harness.cpp; keep the two in
// step. Output: one line per measurement, `workload size milliseconds ms`, the format
// Scripts/kiwi-benchmark.sh joins.

import AutoLayoutSolver

/// A screen for the re-solve workload: size and safe-area insets in points.
private struct Screen {
  var width: Double
  var height: Double
  var top: Double
  var left: Double
  var bottom: Double
  var right: Double
}

/// 25 representative iPhone and iPad screens, portrait then landscape: 50 environments.
private let screens: [Screen] = {
  let portrait: [(Double, Double, Double, Double)] = [
    (320, 480, 20, 0), (320, 568, 20, 0), (375, 667, 20, 0), (414, 736, 20, 0),
    (375, 812, 44, 34), (414, 896, 48, 34), (414, 896, 44, 34), (375, 812, 50, 34),
    (390, 844, 47, 34), (428, 926, 47, 34), (393, 852, 59, 34), (430, 932, 59, 34),
    (402, 874, 62, 34), (440, 956, 62, 34), (420, 912, 68, 34), (768, 1024, 20, 0),
    (810, 1080, 20, 0), (820, 1180, 24, 20), (834, 1194, 24, 20), (1024, 1366, 24, 20),
    (744, 1133, 24, 20), (834, 1210, 24, 20), (1032, 1376, 24, 20), (1024, 1366, 20, 0),
    (834, 1112, 20, 0),
  ]
  var result: [Screen] = []
  for (width, height, top, bottom) in portrait {
    result.append(
      Screen(width: width, height: height, top: top, left: 0, bottom: bottom, right: 0))
  }
  for (width, height, top, bottom) in portrait {
    // Landscape: a notched phone moves its top inset to the sides; a tablet keeps it on top.
    let phone = width < 500
    let side = phone && bottom > 0 ? top : 0
    result.append(
      Screen(
        width: height, height: width, top: phone ? 0 : top, left: side,
        bottom: bottom > 0 ? (phone ? 21 : bottom) : 0, right: side))
  }
  return result
}()

/// N views in a vertical chain pinned to a container's safe-area guide; the container's size
/// and the insets are edit variables. UIKit's engine variables: minX, minY, width, height.
private struct ChainSystem {
  var solver: Solver
  /// container width, container height, inset top, left, bottom, right.
  var edits: [Variable]

  init(views: Int, strategy: Solver.Strategy) throws(SolverError) {
    var s = Solver(strategy: strategy)
    let cx = s.makeVariable("container.minX")
    let cy = s.makeVariable("container.minY")
    let cw = s.makeVariable("container.width")
    let ch = s.makeVariable("container.height")
    let top = s.makeVariable("inset.top")
    let left = s.makeVariable("inset.left")
    let bottom = s.makeVariable("inset.bottom")
    let right = s.makeVariable("inset.right")
    let gx = s.makeVariable("guide.minX")
    let gy = s.makeVariable("guide.minY")
    let gw = s.makeVariable("guide.width")
    let gh = s.makeVariable("guide.height")
    try s.addConstraint(cx == 0)
    try s.addConstraint(cy == 0)
    edits = [cw, ch, top, left, bottom, right]
    for edit in edits { try s.addEditVariable(edit, strength: .strong) }
    try ChainSystem.suggest(screens[0], to: &s, edits: edits)
    try s.addConstraint(gx == cx + left)
    try s.addConstraint(gy == cy + top)
    try s.addConstraint(gx + gw == cx + cw - right)
    try s.addConstraint(gy + gh == cy + ch - bottom)
    var previousY = gy
    var previousHeight: Variable?
    for _ in 0..<views {
      let x = s.makeVariable()
      let y = s.makeVariable()
      let w = s.makeVariable()
      let h = s.makeVariable()
      try s.addConstraint(x == gx + 16)
      try s.addConstraint(x + w == gx + gw - 16)
      try s.addConstraint(h == 44)
      if let previousHeight {
        try s.addConstraint(y == previousY + previousHeight + 8)
      } else {
        try s.addConstraint(y == gy + 8)
      }
      previousY = y
      previousHeight = h
    }
    if let previousHeight {
      try s.addConstraint((previousY + previousHeight <= gy + gh - 8) | .weak)
    }
    s.updateVariables()
    solver = s
  }

  static func suggest(
    _ screen: Screen, to solver: inout Solver, edits: [Variable]
  ) throws(SolverError) {
    let values = [
      screen.width, screen.height, screen.top, screen.left, screen.bottom, screen.right,
    ]
    for (edit, value) in zip(edits, values) { try solver.suggestValue(edit, value) }
  }

  /// Re-solves for every screen once; returns a checksum so the work is not optimised away.
  mutating func resolveAllScreens() throws(SolverError) -> Double {
    var checksum = 0.0
    for screen in screens {
      try ChainSystem.suggest(screen, to: &solver, edits: edits)
      solver.updateVariables()
      checksum += solver.value(of: edits[0])
    }
    return checksum
  }
}

/// An N×N grid: each row an equal-width chain across the container, each column an
/// equal-height chain down it.
private func buildGrid(_ n: Int, strategy: Solver.Strategy) throws(SolverError) -> Solver {
  var s = Solver(strategy: strategy)
  let cx = s.makeVariable("container.minX")
  let cy = s.makeVariable("container.minY")
  let cw = s.makeVariable("container.width")
  let ch = s.makeVariable("container.height")
  try s.addConstraint(cx == 0)
  try s.addConstraint(cy == 0)
  try s.addConstraint(cw == 1000)
  try s.addConstraint(ch == 1000)
  var above: [(y: Variable, h: Variable)] = []
  var firstHeights: [Variable] = []
  for i in 0..<n {
    var row: [(y: Variable, h: Variable)] = []
    var previous: (x: Variable, w: Variable)?
    var firstWidth: Variable?
    for j in 0..<n {
      let x = s.makeVariable()
      let y = s.makeVariable()
      let w = s.makeVariable()
      let h = s.makeVariable()
      if let previous {
        try s.addConstraint(x == previous.x + previous.w + 8)
      } else {
        try s.addConstraint(x == cx + 8)
      }
      if let firstWidth { try s.addConstraint(w == firstWidth) } else { firstWidth = w }
      if j == n - 1 { try s.addConstraint(x + w == cx + cw - 8) }
      if i == 0 {
        try s.addConstraint(y == cy + 8)
        firstHeights.append(h)
      } else {
        try s.addConstraint(y == above[j].y + above[j].h + 8)
        try s.addConstraint(h == firstHeights[j])
      }
      if i == n - 1 { try s.addConstraint(y + h == cy + ch - 8) }
      previous = (x, w)
      row.append((y, h))
    }
    above = row
  }
  s.updateVariables()
  return s
}

/// The solver's own chain figure (median milliseconds to build and solve a chain of `views`),
/// for the scene-chain benchmark to print next to its own.
func solverChainMilliseconds(_ views: Int) -> Double {
  (try? measure { () throws(SolverError) in
    _ = try ChainSystem(views: views, strategy: .substitution)
  }) ?? .nan
}

/// The solver's own chain in CPU seconds, best of three (the scene-chain benchmark's unit, so its
/// ratios do not count other processes' time on a shared machine against either side).
@inline(never)
func solverChainCPUSeconds(_ views: Int) -> Double {
  var best = Double.infinity
  for _ in 0..<3 {
    let start = processCPUSeconds()
    guard (try? ChainSystem(views: views, strategy: .substitution)) != nil else { return .nan }
    best = min(best, processCPUSeconds() - start)
  }
  return best
}

/// Times `body`, repeating it until about `budget` seconds have passed (at least `minimum`
/// times), and returns the median in milliseconds.
private func measure(
  minimum: Int = 3, budget: Double = 0.3, _ body: () throws(SolverError) -> Void
) throws(SolverError) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  var spent = 0.0
  while samples.count < minimum || (spent < budget && samples.count < 1000) {
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    samples.append(seconds * 1000)
    spent += seconds
  }
  samples.sort()
  return samples[samples.count / 2]
}

private func report(_ workload: String, _ size: String, _ milliseconds: Double) {
  let padded = workload.padding(8) + " " + size.padding(9)
  print("\(padded) \(formatMilliseconds(milliseconds)) ms")
}

private func formatMilliseconds(_ value: Double) -> String {
  // Four significant decimals without Foundation.
  let scaled = Int64(value * 10_000 + 0.5)
  let whole = scaled / 10_000
  let fraction = String(scaled % 10_000)
  return "\(whole)." + String(repeating: "0", count: 4 - fraction.count) + fraction
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

/// Runs the solver workloads of issue 4 item 5 and prints one line per measurement:
/// `chain N` (build and solve a chain of N views), `resolve N` (re-solve that chain for a new
/// screen through edit variables, per re-solve), `grid NxN` (build and solve the grid).
///
/// `SOLVER_STRATEGY=kiwi` in the environment is not read (no Foundation here); pass
/// `--kiwi-rules` to time the reference strategy instead.
func runSolverBenchmarks(arguments: [String] = CommandLine.arguments) {
  let strategy: Solver.Strategy = arguments.contains("--kiwi-rules") ? .kiwi : .substitution
  let chainSizes = arguments.contains("--quick") ? [10, 100, 1000] : [10, 100, 1000, 10_000]
  let gridSizes = arguments.contains("--quick") ? [10, 32] : [10, 32, 100]
  print("# AutoLayoutSolver (\(strategy == .kiwi ? "kiwi rules" : "substitution")), median")
  do {
    for n in chainSizes {
      let time = try measure { () throws(SolverError) in
        _ = try ChainSystem(views: n, strategy: strategy)
      }
      report("chain", "\(n)", time)
    }
    for n in chainSizes {
      var system = try ChainSystem(views: n, strategy: strategy)
      var checksum = 0.0
      let time = try measure { () throws(SolverError) in
        checksum += try system.resolveAllScreens()
      }
      report("resolve", "\(n)", time / Double(screens.count))
      precondition(checksum > 0, "benchmark: no work done")
    }
    for n in gridSizes {
      let time = try measure { () throws(SolverError) in
        _ = try buildGrid(n, strategy: strategy)
      }
      report("grid", "\(n)x\(n)", time)
    }
  } catch {
    print("error: \(error)")
  }
}
