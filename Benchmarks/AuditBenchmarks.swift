// The audit benchmark (issue 5 item 6): every scene of Examples/ across every device × both
// orientations × every modelled iOS version, in one run; total time and time per
// scene-environment. Goal: under 1 second in a release build.
// iOS 10 is left out: scenes that use iOS 11 API (`safeArea.*` frames, additionalSafeAreaInsets)
// are bad input under iOS 10 behaviour.
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument

@MainActor
func runAuditBenchmarks() {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let directory = root.appendingPathComponent("Examples")
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()
  var scenes: [(String, SceneFile)] = []
  for name in names {
    guard let scene = try? SceneLoader.load(path: directory.appendingPathComponent(name).path)
    else { continue }
    scenes.append((name, scene))
  }
  let byName = Dictionary(scenes, uniquingKeysWith: { first, _ in first })
  let matrix = AuditMatrix(iosVersions: IOSBehaviour.modelled.filter { $0 >= 11 })
  let layout = { @MainActor (file: String, environment: Environment) throws -> LayoutSnapshot in
    guard let scene = byName[file] else {
      throw SceneError(file: file, line: 1, column: 1, message: "not loaded")
    }
    let overrides = EnvironmentOverrides(
      device: environment.device, orientation: environment.orientation, ios: environment.ios)
    let resolved = try SceneBuilder.environment(for: scene, overrides: overrides)
    return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
      derivations: false, constraints: false)
  }
  if isAuditWorker {
    Auditor(matrix: matrix).serveWorker(files: scenes.map(\.0), layout: layout)
    return
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let report: AuditReport? = Auditor(matrix: matrix).audit(
    files: scenes.map(\.0), jobs: jobs, worker: auditWorker, layout: layout)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  let layouts = scenes.count * matrix.environments.count
  print(
    "audit: \(scenes.count) scenes × \(matrix.environments.count) environments = \(layouts)"
      + " scene-environments (\(report?.layoutCount ?? 0) layouts computed, the others shared),"
      + " \(report?.findings.count ?? 0) findings, \(jobs) processes: "
      + String(
        format: "%.3f s total, %.1f µs per scene-environment", seconds,
        seconds * 1e6 / Double(max(1, layouts))))
}
