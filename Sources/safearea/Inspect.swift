import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SafeAreaKit
import SceneDocument
import TextEscaping

extension SafeArea {
  /// `safearea inspect FILE`: the laid-out tree, one line per view.
  struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the laid-out tree of a scene, like Xcode's view debugger.")

    @OptionGroup var input: LayoutFileArgument

    @OptionGroup var environment: EnvironmentOptions

    @Flag(help: "Also print the callbacks UIKit would make, in order.")
    var events = false

    @Flag(help: "Lay the scene out on every catalog device in portrait and landscape.")
    var allDevices = false

    func run() throws {
      try reportingInputErrors {
        let sources = try input.load()
        let overrides = try environment.overrides()
        let text = try MainActor.assumeIsolated { () throws -> String in
          var blocks: [String] = []
          for source in sources {
            if sources.count > 1 { blocks.append("== \(source.name)".escapingControlCharacters) }
            for note in source.notes {
              blocks.append("not modelled: \(note)".escapingControlCharacters)
            }
            guard allDevices else {
              blocks.append(try source.inspectionText(overrides, events: events))
              continue
            }
            for pose in InspectionPose.allDevices(overrides) {
              switch pose {
              case .layOut(let perDevice):
                blocks.append(try source.inspectionText(perDevice, events: events))
              case .skipped(let note):
                // R20.1: a pose no source measured is left out, as in the audit matrix.
                blocks.append("skipped: \(note)".escapingControlCharacters)
              }
            }
          }
          return blocks.joined(separator: "\n")
        }
        emit(text)
      }
    }
  }
}
