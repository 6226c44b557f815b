import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SafeAreaKit
import SceneDocument

extension SafeArea {
  /// `safearea query FILE PATH...`: the contract of `scene-format.md`.
  struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print layout values of a scene (e.g. vc.view.safeAreaInsets).")

    @OptionGroup var input: LayoutFileArgument

    @Argument(help: "Query paths such as vc.view.safeAreaInsets or tb.adjustedContentInset.")
    var paths: [String]

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var formatOption: TextOrJSONOption

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one query path") }
    }

    func run() throws {
      try reportingInputErrors {
        let sources = try input.load()
        let overrides = try environment.overrides()
        let output = try MainActor.assumeIsolated { () throws -> String in
          let results = try LayoutSources.firstAnswering(paths, in: sources, overrides: overrides) {
            source, window, paths in try resolve(paths, in: window.snapshot())
          }
          let asked = zip(paths, results).map { QueryResult(path: $0, value: $1.value) }
          return formatOption.format == .json
            ? QueryOutput.json(results: asked) : QueryOutput.text(results: asked)
        }
        emit(output)
      }
    }
  }
}
