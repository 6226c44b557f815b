import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument

@testable import SafeAreaKit

/// The repository's root (`Examples/` is read from there).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Scene layouts for the worker tests, through the library's ``LayoutSource`` (what
/// `safearea audit` lays out).
enum AuditFixture {
  struct LayoutFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// `scene` laid out in `environment` as the audit does (``LayoutSource/auditSnapshot(in:)``
  /// without derivations and constraints as text; with them when asked).
  @MainActor
  static func layOut(
    _ scene: SceneFile, in environment: Environment, derivations: Bool, constraints: Bool
  ) throws -> LayoutSnapshot {
    let source = LayoutSource(
      file: "scene", name: "scene", kind: .scene(scene), assumedContext: nil)
    guard derivations || constraints else { return try source.auditSnapshot(in: environment) }
    let window = try source.makeWindow(try source.environment(EnvironmentOverrides(environment)))
    return window.snapshot(derivations: derivations, constraints: constraints)
  }
}
