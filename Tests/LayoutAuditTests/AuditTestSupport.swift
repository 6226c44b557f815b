import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Audits scenes the way `safearea audit` does: each file laid out in every environment.
@MainActor
enum AuditFixture {
  /// Audits `scenes` (file name → parsed scene) across `matrix`.
  static func audit(
    _ scenes: [(String, SceneFile)], matrix: AuditMatrix,
    rules: [any AuditRule.Type] = AuditRules.all, sharesLayouts: Bool = true
  ) throws -> AuditReport {
    let report = Auditor(matrix: matrix, rules: rules, sharesLayouts: sharesLayouts).audit(
      files: scenes.map(\.0)
    ) { file, environment in
      guard let scene = scenes.first(where: { $0.0 == file })?.1 else {
        throw SceneError(file: file, line: 1, column: 1, message: "not loaded")
      }
      return try layOut(scene, in: environment, derivations: false, constraints: false)
    }
    if let failure = report.failures.first { throw LayoutFailure(message: failure.message) }
    return report
  }

  /// The findings of a YAML scene audited on one device in portrait, each layout's snapshot
  /// changed by `adjust` first (what a test cannot write in a scene: a class name, ambiguity,
  /// the reported views).
  @MainActor
  static func findings(
    yaml: String, file: String, device: String,
    adjust: @escaping (inout LayoutSnapshot) -> Void
  ) throws -> [Finding] {
    let scene = try SceneLoader.parse(yaml, file: file)
    let matrix = AuditMatrix(
      devices: [try #require(DeviceCatalog.device(named: device))], orientations: [.portrait])
    let report = Auditor(matrix: matrix).audit(files: [file]) { _, environment in
      var snapshot = try layOut(scene, in: environment, derivations: false, constraints: false)
      adjust(&snapshot)
      return snapshot
    }
    return report.findings
  }

  /// Changes the view with scene id `id` (anywhere below `view`) with `change`.
  static func change(
    _ id: String, in view: inout ViewSnapshot, _ change: (inout ViewSnapshot) -> Void
  ) {
    if view.sceneID == id { change(&view) }
    for index in view.subviews.indices { Self.change(id, in: &view.subviews[index], change) }
  }

  /// A fixture whose layout failed (the audit keeps it as a failure; fixtures must lay out).
  struct LayoutFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Lays `scene` out in `environment` as `safearea audit` does (the environment's device,
  /// orientation, iOS version and status bar override the scene's own).
  static func layOut(
    _ scene: SceneFile, in environment: Environment, derivations: Bool, constraints: Bool
  ) throws -> LayoutSnapshot {
    let overrides = EnvironmentOverrides(environment)
    let resolved = try SceneBuilder.environment(for: scene, overrides: overrides)
    return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
      derivations: derivations, constraints: constraints)
  }

  /// Audits a YAML string.
  static func audit(yaml: String, file: String, matrix: AuditMatrix) throws -> AuditReport {
    try audit([(file, try SceneLoader.parse(yaml, file: file))], matrix: matrix)
  }

  /// Audits `Examples/<name>.yaml`, naming it `Examples/<name>.yaml` in findings.
  static func audit(example name: String, matrix: AuditMatrix = AuditMatrix()) throws
    -> AuditReport
  {
    let path = packageRoot.appendingPathComponent("Examples/\(name).yaml").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try audit(
      [("Examples/\(name).yaml", try SceneLoader.parse(text, file: "Examples/\(name).yaml"))],
      matrix: matrix)
  }
}
