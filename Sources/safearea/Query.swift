import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument

extension SafeArea {
  /// `safearea query FILE PATH...`: the contract of `scene-format.md`.
  struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print layout values of a scene (e.g. vc.view.safeAreaInsets).")

    @Argument(help: "A scene file (.yaml, .yml or .json).")
    var file: String

    @Argument(help: "Query paths such as vc.view.safeAreaInsets or tb.adjustedContentInset.")
    var paths: [String]

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one query path") }
    }

    func run() throws {
      try reportingInputErrors {
        let scene = try SceneLoader.load(path: file)
        let overrides = try environment.overrides()
        let output = try MainActor.assumeIsolated { () throws -> String in
          let env = try SceneBuilder.environment(for: scene, overrides: overrides)
          let window = try SceneBuilder.makeWindow(scene, environment: env)
          let results = try resolve(paths, in: window.snapshot())
          return format == .json
            ? QueryOutput.json(results: results) : QueryOutput.text(results: results)
        }
        emit(output)
      }
    }
  }
}
