// The project benchmark (issue 12 item 6): every app of `<repo>/../shared/corpus/apps` read in
// project mode (project, xcconfigs, Info.plists) and audited over its whole matrix (its devices,
// orientations and iOS versions from its deployment target to the newest), in this process; then,
// when the release `safearea` binary sits next to this one, the same apps through the command:
// a first run without the cache (`--no-cache`) in one process and in `--jobs` processes, and a
// re-run with nothing changed (a cache hit), each with its wall and CPU time.
// Goals: the largest app's audit under 1 s; the re-run under 100 ms.
// The code context (reading the app's Swift and Objective-C, applying it to its documents) is
// timed on its own, and the command once more with `--no-code-context`. `--apps DIR` (or
// `--apps-dir DIR`) runs on another folder of apps (the corpus's snapshots hold no sources), such
// as a 70-IB-file app (issue 27: its first audit, default options, under 2 s wall and 1.5 s CPU on
// a 2-core machine).
import Foundation
import SafeAreaKit
import XcodeProject

@MainActor
func runProjectBenchmarks() {
  let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let corpus =
    appsFolder ?? appsDirectory
    ?? repo.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps").path
  guard
    let apps = try? FileManager.default.contentsOfDirectory(atPath: corpus).filter({
      !$0.hasSuffix(".tsv") && (appFilter.map($0.contains) ?? true)
    }).sorted()
  else {
    print("project: corpus not found at \(corpus); skipped")
    return
  }
  for name in apps {
    // What `safearea audit APP --jobs 1` runs, through the same API: project discovery, the
    // plan, the code context, every target group's audit.
    let startCPU = processCPUSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    var request = AuditRequest(paths: [corpus + "/" + name])
    request.jobs = 1
    guard let result = try? request.run(messages: .discarded) else {
      print("project: \(name): cannot be audited; skipped")
      continue
    }
    guard let app = result.inputs.apps.first else {
      print("project: \(name): not a project (lone files); skipped")
      continue
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = processCPUSeconds() - startCPU
    let environments = result.inputs.units.map(\.matrix.environments.count).reduce(0, +)
    print(
      "project: \(name): \(app.targets.count) targets, \(result.inputs.units.count) audits"
        + " (\(environments) environments), \(result.inputs.sources.count) sources,"
        + " \(result.auditReport.layoutCount) layouts, \(result.auditReport.findings.count)"
        + " findings; "
        + String(
          format: "read + code context + audit %.3f s wall, %.3f s CPU (one process)",
          seconds, cpu))
  }
  runProjectCommandBenchmarks(corpus: corpus, apps: apps)
}

/// The command end to end, cold and cached, when `safearea` was built next to this executable.
func runProjectCommandBenchmarks(corpus: String, apps: [String]) {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("safearea")
  guard FileManager.default.fileExists(atPath: binary.path) else {
    print("project: no safearea binary at \(binary.path); the command's timings are skipped")
    return
  }
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent(
      "safearea-project-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  /// Runs the command (standard output and error to /dev/null, in `scratch`): its wall time and
  /// its CPU time (user + system, its worker processes included), in seconds.
  func run(_ arguments: [String]) -> (wall: Double, cpu: Double) {
    let cpu = childrenCPUSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    guard spawnAndWait(binary.path, arguments, in: scratch.path) else { return (.nan, .nan) }
    return (
      Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, childrenCPUSeconds() - cpu
    )
  }
  for name in apps {
    let path = corpus + "/" + name
    let single = run(["audit", "--no-cache", "--jobs", "1", path])
    let unread = run(["audit", "--no-cache", "--no-code-context", "--jobs", "1", path])
    // The first audit as a new user runs it: no --jobs (chosen from the work and the machine).
    let automatic = run(["audit", "--no-cache", path])
    let cold = run(["audit", "--no-cache", "--jobs", String(jobs), path])
    _ = run(["audit", "--jobs", String(jobs), path])  // fills the cache
    let warm = (0..<5).map { _ in run(["audit", "--jobs", String(jobs), path]) }
    let walls = warm.map(\.wall).sorted()
    let cpus = warm.map(\.cpu).sorted()
    print(
      "project: safearea audit \(name): first run, default --jobs: "
        + String(format: "%.3f s wall, %.3f s CPU", automatic.wall, automatic.cpu))
    print(
      "project: safearea audit \(name): first run "
        + String(
          format: "%.3f s wall, %.3f s CPU (--no-cache, 1 process; %.3f s wall, %.3f s CPU with"
            + " --no-code-context); %.3f s wall, %.3f s CPU"
            + " (--no-cache, %d processes); re-run, nothing changed: median %.0f ms wall"
            + " (best %.0f ms), %.0f ms CPU, of 5", single.wall, single.cpu, unread.wall,
          unread.cpu, cold.wall, cold.cpu,
          jobs, walls[2] * 1e3, walls[0] * 1e3, cpus[2] * 1e3))
  }
}

/// Starts `executable` with `arguments` in `directory`, standard output and error to /dev/null,
/// and waits for it; false when it cannot be started. Spawned and reaped directly
/// (``SafeAreaKit/ChildProcess``, as the audit's workers are): Foundation's
/// `Process.waitUntilExit` polls on Linux, which puts a floor of about 50 ms under a short run
/// (every cached re-run measured 51 ms).
func spawnAndWait(_ executable: String, _ arguments: [String], in directory: String) -> Bool {
  guard let child = ChildProcess(executable: executable, arguments: arguments, directory: directory)
  else { return false }
  child.wait()
  return true
}
