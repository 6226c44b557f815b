import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SafeAreaKit
import SceneDocument

extension SafeArea {
  /// `safearea explain FILE PATH...`: a value and its derivation, with rule ids.
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Explain a layout value step by step, with the UIKit rule behind each step.",
      discussion: """
        Paths are those of 'query'; an inset may name one edge: vc.view.safeAreaInsets.top. \
        Rule ids refer to Documentation/UIKitRules.md.
        """)

    @OptionGroup var input: LayoutFileArgument

    @Argument(help: "Paths such as vc.view.safeAreaInsets.top or tb.adjustedContentInset.")
    var paths: [String]

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var formatOption: TextOrJSONOption

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one path to explain") }
    }

    func run() throws {
      try reportingInputErrors {
        let sources = try input.load()
        let overrides = try environment.overrides()
        let output = try MainActor.assumeIsolated { () throws -> String in
          let explanations = try LayoutSources.firstAnswering(
            paths, in: sources, overrides: overrides
          ) {
            _, window, paths in
            let snapshot = window.snapshot()
            return try paths.map { try explain($0, in: snapshot) }
          }
          if formatOption.format == .json {
            return explanations.count == 1
              ? ExplainOutput.json(explanations[0]) : ExplainOutput.json(explanations)
          }
          return ExplainOutput.text(explanations)
        }
        emit(output)
      }
    }
  }
}
