import DeviceCatalog
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import SceneDocument

/// The fuzz targets: each takes one input's bytes and runs it through a part of the pipeline.
/// Errors are expected (most mutants are bad input); a crash, a hang or a sanitizer report is a
/// finding.
enum FuzzTarget: String, CaseIterable {
  /// The scene-file reader (YAML/JSON → `SceneFile`) and the scene builder on one device.
  case scene
  /// The Interface Builder reader (XML → `IBDocument`) and its model queries.
  case ib
  /// The whole path: read (scene file or IB document, told apart by a leading `<`), lay every
  /// scene out on a small matrix, and audit.
  case audit

  /// Runs the target on one input.
  @MainActor
  func run(_ data: Data) {
    switch self {
    case .scene: FuzzTarget.scene(data)
    case .ib: FuzzTarget.interfaceBuilder(data)
    case .audit: FuzzTarget.audit(data)
    }
  }

  /// A small matrix with a notched phone in both orientations, a home-button phone under iOS 10
  /// rules and an iPad: every inset source the rules read, at a fuzzer's speed.
  static let matrix = AuditMatrix(
    devices: ["iPhone X", "iPhone SE (1st generation)", "iPad Pro 11-inch (M4)"].compactMap {
      DeviceCatalog.device(named: $0)
    }, orientations: [.portrait, .landscapeLeft])

  @MainActor
  static func scene(_ data: Data) {
    guard let scene = try? SceneLoader.parse(String(decoding: data, as: UTF8.self), file: "fuzz")
    else { return }
    guard let environment = try? SceneBuilder.environment(for: scene, overrides: .init()),
      let window = try? SceneBuilder.makeWindow(scene, environment: environment)
    else { return }
    _ = window.snapshot()
  }

  static func interfaceBuilder(_ data: Data) {
    guard let document = try? IBDocument(data: data, path: "fuzz.storyboard") else { return }
    let index = IBItemIndex(document)
    _ = document.allConstraints.map(\.description)
    for scene in document.scenes {
      _ = document.scenes(matching: scene.id)
      for view in scene.controller.view?.allViews() ?? [] {
        _ = view.installedConstraints(for: .phonePortrait)
        _ = index.parent(of: view.id)
      }
    }
    _ = document.notes.sorted().map(\.description)
  }

  @MainActor
  static func audit(_ data: Data) {
    let auditor = Auditor(matrix: matrix)
    if data.first == UInt8(ascii: "<") {
      guard let document = try? IBDocument(data: data, path: "fuzz.storyboard") else { return }
      let scenes = document.scenes
      _ = auditor.audit(files: scenes.map(\.id)) { id, environment in
        guard let scene = scenes.first(where: { $0.id == id }) else {
          throw FuzzInputError()
        }
        return try IBBuilder.makeWindow(document, scene: scene, environment: environment)
          .snapshot(derivations: false, constraints: false)
      }
    } else {
      guard
        let scene = try? SceneLoader.parse(String(decoding: data, as: UTF8.self), file: "fuzz")
      else { return }
      _ = auditor.audit(files: ["fuzz"]) { _, environment in
        let overrides = EnvironmentOverrides(
          device: environment.device, orientation: environment.orientation, ios: environment.ios,
          statusBarHidden: environment.statusBarHidden)
        let resolved = try SceneBuilder.environment(for: scene, overrides: overrides)
        return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
          derivations: false, constraints: false)
      }
    }
  }
}

struct FuzzInputError: Error {}
