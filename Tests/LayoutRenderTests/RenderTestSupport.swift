import DeviceCatalog
import Foundation
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

/// Compares `text` with `Goldens/<name>`; `RECORD_SNAPSHOTS=1` writes it instead. A missing
/// golden file fails.
func assertGolden(
  _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let url = repositoryRoot.appendingPathComponent("Tests/LayoutRenderTests/Goldens/\(name)")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "missing golden file \(name); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(text == expected, "output differs from Goldens/\(name)", sourceLocation: sourceLocation)
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
