import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument

extension SafeArea {
  /// `safearea inspect FILE`: the laid-out tree, one line per view.
  struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the laid-out tree of a scene, like Xcode's view debugger.")

    @Argument(help: "A scene file (.yaml, .yml or .json).")
    var file: String

    @OptionGroup var environment: EnvironmentOptions

    @Flag(help: "Also print the callbacks UIKit would make, in order.")
    var events = false

    @Flag(help: "Lay the scene out on every catalog device in portrait and landscape.")
    var allDevices = false

    func run() throws {
      try reportingInputErrors {
        let scene = try SceneLoader.load(path: file)
        let overrides = try environment.overrides()
        let text = try MainActor.assumeIsolated { () throws -> String in
          if allDevices {
            var blocks: [String] = []
            for device in DeviceCatalog.devices {
              for orientation in [Orientation.portrait, .landscapeLeft] {
                var perDevice = overrides
                perDevice.device = device
                perDevice.orientation = overrides.orientation ?? orientation
                blocks.append(try inspect(scene, perDevice))
                if overrides.orientation != nil { break }
              }
            }
            return blocks.joined(separator: "\n")
          }
          return try inspect(scene, overrides)
        }
        emit(text)
      }
    }

    @MainActor
    private func inspect(_ scene: SceneFile, _ overrides: EnvironmentOverrides) throws -> String {
      let env = try SceneBuilder.environment(for: scene, overrides: overrides)
      let window = try SceneBuilder.makeWindow(scene, environment: env, recordEvents: events)
      var text = InspectFormatter.tree(window.snapshot())
      if events, let log = window.eventLog {
        if !text.hasSuffix("\n") { text += "\n" }
        text += "events:\n" + EventLogFormatter.text(log)
      }
      return text
    }
  }
}
