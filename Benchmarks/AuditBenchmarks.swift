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

/// The scene text of a vertical constraint chain of `count` views (issue 11 item 2): each view
/// pinned to the superview's leading edge, 10 × 0.1 points, its top on the previous view's bottom.
func constraintChainScene(_ count: Int) -> String {
  var lines = [
    "environment: { device: iPhone X, ios: 16 }", "root:", "  controller:", "    id: vc",
    "    view:", "      subviews:",
  ]
  lines.reserveCapacity(count + 6)
  for index in 0..<count {
    let top = index == 0 ? "top == superview.top" : "top == v\(index - 1).bottom"
    lines.append(
      "        - view: { id: v\(index), constraints: ['leading == superview.leading',"
        + " 'width == 10', 'height == 0.1', '\(top)'] }")
  }
  return lines.joined(separator: "\n") + "\n"
}

/// A 1,500- and a 10,000-view constraint chain in a scene: read, laid out once (the engine
/// around the solver), then audited on one device in both orientations. Compare with the
/// solver's own chain figure (`solver`: chain of 10,000 views).
@MainActor
func runConstraintChainBenchmarks() {
  for count in [1_500, 10_000] {
    let text = constraintChainScene(count)
    var start = DispatchTime.now().uptimeNanoseconds
    guard let scene = try? SceneLoader.parse(text, file: "chain\(count).yaml"),
      let environment = try? SceneBuilder.environment(for: scene, overrides: .init()),
      let window = try? SceneBuilder.makeWindow(scene, environment: environment)
    else {
      print("chain \(count): cannot build")
      continue
    }
    let layout = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    _ = window.snapshot(derivations: false, constraints: false)
    let matrix = AuditMatrix(
      devices: DeviceCatalog.devices.filter { $0.name == "iPhone X" },
      orientations: [.portrait, .landscapeLeft])
    start = DispatchTime.now().uptimeNanoseconds
    let report = Auditor(matrix: matrix).audit(files: ["chain"]) { _, environment in
      let overrides = EnvironmentOverrides(
        device: environment.device, orientation: environment.orientation, ios: environment.ios)
      let resolved = try SceneBuilder.environment(for: scene, overrides: overrides)
      return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
        derivations: false, constraints: false)
    }
    let audit = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
      "scene chain of \(count) views: read + build + first layout "
        + String(format: "%.3f s", layout) + ", audit on 2 environments "
        + String(format: "%.3f s", audit)
        + " (\(report.layoutCount) layouts, \(report.findings.count) findings,"
        + " \(report.failures.count) failures)")
  }
}

/// The window sweep (issue 15 item 6): one scene audited across every iPad in both orientations
/// under ten window sizes (`--windows` W×H at the screen's top-leading corner), layouts with equal
/// inputs shared as in any audit. Goal: under 5 ms per window size in a release build.
@MainActor
func runWindowSweepBenchmarks() {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let path = root.appendingPathComponent("Examples/window-split-view.yaml").path
  guard let scene = try? SceneLoader.load(path: path) else {
    print("windows: cannot read \(path)")
    return
  }
  let sizes: [WindowSize] = [
    .size(width: 320, height: 480), .size(width: 320, height: 700),
    .size(width: 375, height: 600), .size(width: 400, height: 700),
    .size(width: 500, height: 500), .size(width: 507, height: 700),
    .size(width: 600, height: 600), .size(width: 678, height: 700),
    .size(width: 700, height: 500), .size(width: 744, height: 700),
  ]
  var matrix = AuditMatrix(devices: DeviceCatalog.devices.filter { $0.idiom == .pad })
  matrix.windowSizes = sizes
  let layout = { @MainActor (file: String, environment: Environment) throws -> LayoutSnapshot in
    let resolved = try SceneBuilder.environment(
      for: scene, overrides: EnvironmentOverrides(environment))
    return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
      derivations: false, constraints: false)
  }
  var best = Double.infinity
  var report: AuditReport?
  for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    report = Auditor(matrix: matrix).audit(files: ["window-split-view.yaml"], layout: layout)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  let environments = matrix.environments.count
  print(
    "windows: 1 scene × \(matrix.devices.count) iPads × 2 orientations × \(sizes.count) window"
      + " sizes = \(environments) environments (\(report?.layoutCount ?? 0) layouts computed,"
      + " the others shared), \(report?.findings.count ?? 0) findings, best of 5: "
      + String(
        format: "%.2f ms total, %.3f ms per window size, %.1f µs per environment", best * 1000,
        best * 1000 / Double(sizes.count), best * 1e6 / Double(max(1, environments))))
}
