// The `Benchmarks` executable: `swift build -c release --product Benchmarks`, then
// `.build/release/Benchmarks [layout | scroll | solver | audit | ib | chain | ambiguity | memory | lint | hostile | all]`
// (default `layout`).
//
// - `layout`: frame-based hierarchies of 10, 1,000 and 100,000 views (issue 2 item 8).
// - `scroll`: a 10,000-row table and a 10,000-item collection view (issue 3 item 7).
// - `solver`: the AutoLayoutSolver workloads (SolverBenchmarks.swift).
// - `audit`: the audit of Examples/ across the device × orientation × iOS matrix.
// - `ib`: the largest corpus storyboard on every device × orientation, and the whole corpus.
// - `project`: every corpus app in project mode over its whole matrix, in-process and through the
//   `safearea` command (first run and cached re-run; ProjectBenchmarks.swift).
// - `chain`: 1,500- and 10,000-view constraint chains, a 100×100 grid and an ambiguous chain in a
//   scene, read, laid out and audited (CPU time); the chains built in code, next to the solver
//   alone on the engine's system and the solver's own chain; a 1,000-deep stack; stack views of
//   500, 1,000 and 2,000 arranged views without sizes (the ambiguity check); seat maps of 11 × 19
//   and 22 × 19 buttons in stack views (a layout, and one after a changed constant).
// - `ambiguity`: only the stack views of `chain` (500, 1,000 and 2,000 arranged views without
//   sizes: the ambiguity check).
// - `windows`: one scene across every iPad under ten window sizes (issue 15 item 6).
// - `memory`: peak resident memory for the largest corpus file and a 1,000,000-element storyboard.
// - `lint`: 100,000 generated lines of Swift and Objective-C linted, evaluation included.
// - `hostile`: issue 32's quadratic and exponential inputs through the `safearea` command built
//   next to this executable (HostileInputBenchmarks.swift; not in `all`).
// - `all`: every group above but `hostile`.
//
// `--jobs N` sets how many processes the `audit` and `ib` audits use and how many threads `lint`
// uses besides its one-thread run (default: every active core; `--jobs 1` is the single-process
// figure). `--lines N` sets the size of the `lint` input (default 100,000);
// `--write-lint-sources DIR` writes that input to DIR (for `hyperfine 'safearea lint DIR'`) and
// ends; `--write-code-sources DIR` writes the `code` benchmark's generated package (`--lines`)
// and ends. `--lint-dir DIR` (or `lint DIR`) lints the real sources under DIR (a fetched app)
// instead of the generated input, in-process, generated files skipped as the command skips
// them, then times `safearea lint` on the same files when it was built next to this executable. `--views N`
// makes `chain` run only chains of N views (for profiling one size). `--app NAME` runs the
// `project` benchmark on the corpus apps whose folder name contains NAME only; `--apps DIR` on the
// apps of another folder.

import Foundation
import LayoutAudit
import SafeAreaKit

let modes = [
  "layout", "scroll", "solver", "audit", "ib", "chain", "ambiguity", "windows", "project",
  "memory", "lint", "code", "hostile", "all",
]
let arguments = Array(CommandLine.arguments.dropFirst())
/// `--jobs N`: the processes the audit benchmarks use, the threads of the lint benchmark
/// (default: the machine's active cores).
let jobs: Int = {
  guard let at = arguments.firstIndex(of: "--jobs"), at + 1 < arguments.count else {
    return ProcessInfo.processInfo.activeProcessorCount
  }
  return max(1, Int(arguments[at + 1]) ?? 1)
}()
/// `--audit-worker`: this process is an audit worker of another `Benchmarks` process (started by
/// it, with its arguments, to serve one benchmark's audit; see `AuditRequest.serveWorker`), with
/// the flags the tool's workers take (`AuditWorkerArguments`).
let auditWorkerMode = AuditWorkerArguments.mode(in: arguments)

/// `paths` as `safearea audit` audits them (the library's `AuditRequest`, notes discarded),
/// in `jobs` processes: this executable started again in its worker mode. In a worker, serves
/// the audit and returns `nil`.
func benchmarkAudit(_ request: AuditRequest) -> AuditRequest.Result? {
  var request = request
  request.jobs = jobs
  request.workers = AuditWorkerArguments.rerunning(arguments)
  if let auditWorkerMode {
    try? request.serveWorker(group: auditWorkerMode.group, messages: .discarded)
    return nil
  }
  do {
    return try request.run(messages: .discarded)
  } catch {
    print("audit: \(error)")
    return nil
  }
}
/// `--lines N`: the size of the lint benchmark's input (default 100,000; smaller for profiling).
let lintLines: Int = {
  guard let at = arguments.firstIndex(of: "--lines"), at + 1 < arguments.count else {
    return 100_000
  }
  return max(1, Int(arguments[at + 1]) ?? 100_000)
}()
/// `--lint-dir DIR`, or a path after `lint` (`Benchmarks lint DIR`): the lint benchmark reads
/// the Swift and Objective-C files under DIR (a fetched app) instead of the generated input.
let lintDirectory: String? = {
  if let at = arguments.firstIndex(of: "--lint-dir"), at + 1 < arguments.count {
    return arguments[at + 1]
  }
  guard let at = arguments.firstIndex(of: "lint"), at + 1 < arguments.count,
    !arguments[at + 1].hasPrefix("-")
  else { return nil }
  return arguments[at + 1]
}()
/// `--views N`: `chain` runs only the chains of N views (in a scene, in code), without the grid,
/// the ambiguous chain, the solver rows and the deep stack (for profiling one size).
let chainViews: Int? = {
  guard let at = arguments.firstIndex(of: "--views"), at + 1 < arguments.count else {
    return nil
  }
  return Int(arguments[at + 1]).map { max(1, $0) }
}()
/// `--apps DIR`: the folder of apps the `project` benchmark runs on (default: the corpus's).
let appsFolder: String? = {
  guard let at = arguments.firstIndex(of: "--apps"), at + 1 < arguments.count else { return nil }
  return arguments[at + 1]
}()
/// `--app NAME`: the `project` benchmark runs only the corpus apps whose folder name contains NAME
/// (for profiling one app).
let appFilter: String? = {
  guard let at = arguments.firstIndex(of: "--app"), at + 1 < arguments.count else { return nil }
  return arguments[at + 1]
}()
/// `--code-dir DIR`: the `code` benchmark reads this app folder's sources instead of generated
/// ones.
let appDirectory: String? = {
  guard let at = arguments.firstIndex(of: "--code-dir"), at + 1 < arguments.count else {
    return nil
  }
  return arguments[at + 1]
}()
/// `--apps-dir DIR`: the same as `--apps DIR` (two sessions named it twice; both are kept).
let appsDirectory: String? = {
  guard let at = arguments.firstIndex(of: "--apps-dir"), at + 1 < arguments.count else {
    return nil
  }
  return arguments[at + 1]
}()
let mode =
  arguments.enumerated().first { index, argument in
    !argument.hasPrefix("-")
      && (index == 0
        || ![
          "--jobs", "--lines", "--write-lint-sources", "--write-code-sources", "--views", "--app",
          "--apps", "--apps-dir", "--lint-dir",
          "--code-dir", "--audit-group",
        ].contains(arguments[index - 1]))
  }?.element ?? "layout"
if let at = arguments.firstIndex(of: "--write-lint-sources"), at + 1 < arguments.count {
  exit(writeLintSources(to: arguments[at + 1]) ? 0 : 1)
}
if let at = arguments.firstIndex(of: "--write-code-sources"), at + 1 < arguments.count {
  // The `code` benchmark's generated package, for timing the command on it.
  let written = writeCodeScreenSources(
    totalLines: lintLines, to: URL(fileURLWithPath: arguments[at + 1]))
  exit(written.isEmpty ? 1 : 0)
}
if mode == "memory-child", arguments.count > 1 {
  MainActor.assumeIsolated { runMemoryChild(path: arguments[1]) }
  exit(0)
}
guard modes.contains(mode) else {
  print("usage: Benchmarks [\(modes.joined(separator: " | "))]")
  exit(2)
}
if auditWorkerMode != nil {
  // Serve the one audit benchmark named (`audit` or `ib`), then end.
  MainActor.assumeIsolated {
    if mode == "audit" { runAuditBenchmarks() } else { runInterfaceBuilderBenchmarks() }
  }
  exit(0)
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
if mode == "chain" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runConstraintChainBenchmarks(views: chainViews) }
}
if mode == "ambiguity" {
  print("")
  MainActor.assumeIsolated {
    for children in [500, 1_000, 2_000] { runStackViewAmbiguityBenchmark(children: children) }
  }
}
if mode == "windows" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runWindowSweepBenchmarks() }
}
if mode == "ib" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runInterfaceBuilderBenchmarks() }
}
if mode == "project" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runProjectBenchmarks() }
}
if mode == "memory" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runMemoryBenchmarks() }
}
if mode == "lint" || mode == "all" {
  print("")
  runLintBenchmarks()
}
if mode == "hostile" { runHostileInputBenchmarks() }
if mode == "code" || mode == "all" {
  print("")
  MainActor.assumeIsolated { runCodeScreenBenchmarks() }
}
