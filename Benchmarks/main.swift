// The `Benchmarks` executable: `swift build -c release --product Benchmarks`, then
// `.build/release/Benchmarks [layout | scroll | solver | audit | ib | lint | all]` (default `layout`).
//
// - `layout`: frame-based hierarchies of 10, 1,000 and 100,000 views (issue 2 item 8).
// - `scroll`: a 10,000-row table and a 10,000-item collection view (issue 3 item 7).
// - `solver`: the AutoLayoutSolver workloads (SolverBenchmarks.swift).
// - `audit`: the audit of Examples/ across the device × orientation × iOS matrix.
// - `ib`: the largest corpus storyboard on every device × orientation, and the whole corpus.
// - `lint`: 100,000 generated lines of Swift and Objective-C linted, evaluation included.
// - `all`: every group above.
//
// `--jobs N` sets how many processes the `audit` and `ib` audits use (default: every active core;
// `--jobs 1` is the single-process figure).

import Foundation

let modes = ["layout", "scroll", "solver", "audit", "ib", "lint", "all"]
let arguments = Array(CommandLine.arguments.dropFirst())
/// `--jobs N`: the processes the audit benchmarks use (default: the machine's active cores).
let jobs: Int = {
  guard let at = arguments.firstIndex(of: "--jobs"), at + 1 < arguments.count else {
    return ProcessInfo.processInfo.activeProcessorCount
  }
  return max(1, Int(arguments[at + 1]) ?? 1)
}()
let mode =
  arguments.enumerated().first { index, argument in
    !argument.hasPrefix("-") && (index == 0 || arguments[index - 1] != "--jobs")
  }?.element ?? "layout"
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
if mode == "lint" || mode == "all" {
  print("")
  runLintBenchmarks()
}
