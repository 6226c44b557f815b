// The `Benchmarks` executable: `swift build -c release --product Benchmarks`, then
// `.build/release/Benchmarks [layout | scroll | solver | audit | ib | all]` (default `layout`).
//
// - `layout`: frame-based hierarchies of 10, 1,000 and 100,000 views (issue 2 item 8).
// - `scroll`: a 10,000-row table and a 10,000-item collection view (issue 3 item 7).
// - `solver`: the AutoLayoutSolver workloads (SolverBenchmarks.swift).
// - `audit`: the audit of Examples/ across the device × orientation × iOS matrix.
// - `ib`: the largest corpus storyboard on every device × orientation, and the whole corpus.
// - `all`: every group above.

import Foundation

let modes = ["layout", "scroll", "solver", "audit", "ib", "all"]
let mode = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? "layout"
guard modes.contains(mode) else {
  print("usage: Benchmarks [\(modes.joined(separator: " | "))]")
  exit(2)
}
if mode == "layout" || mode == "all" { runLayoutBenchmarks() }
if mode == "scroll" || mode == "all" { runScrollViewBenchmarks() }
if mode == "solver" || mode == "all" {
  print("")
  runSolverBenchmarks()
}
if mode == "audit" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runAuditBenchmarks() }
}
if mode == "ib" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runInterfaceBuilderBenchmarks() }
}
