import DeviceCatalog
import Foundation
import GoldenFiles
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import SceneDocument
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The snapshot of `Examples/<name>.yaml` in the scene's own environment, with `overrides`.
@MainActor
func exampleSnapshot(_ name: String, overrides: EnvironmentOverrides = .init()) throws
  -> LayoutSnapshot
{
  let path = repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path
  let scene = try SceneLoader.load(path: path)
  let environment = try SceneBuilder.environment(for: scene, overrides: overrides)
  return try SceneBuilder.makeWindow(scene, environment: environment).snapshot()
}

/// `Examples/<name>.yaml` for each name, audited on `matrix` with the audit's own layouts (shared
/// among environments with equal inputs): the audit's report and each scene's layouts, by name
/// (none for a scene laid out in no environment).
@MainActor
func auditExamples(_ names: [String], matrix: AuditMatrix) throws -> (
  audit: AuditReport, layouts: [String: [AuditedLayout]]
) {
  var scenes: [String: SceneFile] = [:]
  for name in names {
    scenes[name] = try SceneLoader.load(
      path: repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path)
  }
  var layouts: [String: [AuditedLayout]] = [:]
  let audit = Auditor(matrix: matrix).audit(
    files: names,
    layout: { name, environment in
      let scene = try #require(scenes[name])
      let overrides = EnvironmentOverrides(
        device: environment.device, orientation: environment.orientation, ios: environment.ios)
      return try SceneBuilder.makeWindow(
        scene, environment: try SceneBuilder.environment(for: scene, overrides: overrides)
      ).snapshot()
    }, collect: { name, laidOut in layouts[name] = laidOut })
  return (audit, layouts)
}

/// Compares `text` with `Goldens/<name>` (``GoldenFile``).
func assertGolden(
  _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  GoldenFile.expect(
    text, named: name,
    in: repositoryRoot.appendingPathComponent("Tests/LayoutRenderTests/Goldens"),
    sourceLocation: sourceLocation)
}

/// A finding made by hand (so that goldens do not change when a rule's wording does).
func sampleFinding(
  sceneID: String, className: String = "UIView", line: Int, column: Int, file: String,
  environments: [Environment], severity: Severity = .error
) -> Finding {
  Finding(
    rule: .contentUnderBar, severity: severity,
    view: ViewReference(
      file: file, line: line, column: column, sceneID: sceneID, className: className),
    message: "'\(sceneID)' (\(className)) lies 44 pt under the navigation bar",
    fix: "pin it to the safe area", amount: 44, minimumAmount: 44, environments: environments,
    summary: "on \(environments.count) of \(environments.count) environments")
}
