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

    @Argument(help: "A scene file (.yaml, .yml or .json), a storyboard or a xib.")
    var file: String

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var selection: SceneSelection

    @Flag(help: "Also print the callbacks UIKit would make, in order.")
    var events = false

    @Flag(help: "Lay the scene out on every catalog device in portrait and landscape.")
    var allDevices = false

    func run() throws {
      try reportingInputErrors {
        let sources = try LayoutSources.load([file], scene: selection.scene)
        let overrides = try environment.overrides()
        let text = try MainActor.assumeIsolated { () throws -> String in
          var blocks: [String] = []
          for source in sources {
            if sources.count > 1 { blocks.append("== \(source.name)".escapingControlCharacters) }
            for note in source.notes {
              blocks.append("not modelled: \(note)".escapingControlCharacters)
            }
            guard allDevices else {
              blocks.append(try inspect(source, overrides))
              continue
            }
            for device in DeviceCatalog.devices {
              for orientation in [Orientation.portrait, .landscapeLeft] {
                var perDevice = overrides
                perDevice.device = device
                perDevice.orientation = overrides.orientation ?? orientation
                if let note = device.undescribedPoseNote(overrides.orientation ?? orientation) {
                  // R20.1: a pose no source measured is left out, as in the audit matrix.
                  blocks.append("skipped: \(note)".escapingControlCharacters)
                  if overrides.orientation != nil { break }
                  continue
                }
                blocks.append(try inspect(source, perDevice))
                if overrides.orientation != nil { break }
              }
            }
          }
          return blocks.joined(separator: "\n")
        }
        emit(text)
      }
    }

    @MainActor
    private func inspect(_ source: LayoutSource, _ overrides: EnvironmentOverrides) throws -> String
    {
      let window = try source.makeWindow(try source.environment(overrides), recordEvents: events)
      var text = InspectFormatter.tree(window.snapshot())
      if events, let log = window.eventLog {
        if !text.hasSuffix("\n") { text += "\n" }
        text += "events:\n" + EventLogFormatter.text(log)
      }
      return text
    }
  }
}
