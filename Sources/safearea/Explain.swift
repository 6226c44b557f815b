import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
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

    @Argument(help: "A scene file (.yaml, .yml or .json).")
    var file: String

    @Argument(help: "Paths such as vc.view.safeAreaInsets.top or tb.adjustedContentInset.")
    var paths: [String]

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one path to explain") }
    }

    func run() throws {
      try reportingInputErrors {
        let scene = try SceneLoader.load(path: file)
        let overrides = try environment.overrides()
        let output = try MainActor.assumeIsolated { () throws -> String in
          let env = try SceneBuilder.environment(for: scene, overrides: overrides)
          let window = try SceneBuilder.makeWindow(scene, environment: env)
          let snapshot = window.snapshot()
          var explanations: [Explanation] = []
          for path in paths {
            explanations.append(try explain(path, in: snapshot))
          }
          if format == .json {
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
