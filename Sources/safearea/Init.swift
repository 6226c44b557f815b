import ArgumentParser
import Findings
import Foundation
import SafeAreaKit

extension SafeArea {
  /// `safearea init`: a commented starter `.safearea.yml` in the working directory.
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a commented starter .safearea.yml for the project in this directory.",
      discussion: """
        Every key is shown with its default and the rules are listed; directories of \
        third-party code found here (Pods, Carthage, …) are excluded. Exit status: 0 written; \
        73 the file exists (use --force) or cannot be written.
        """)

    @Flag(help: "Overwrite an existing .safearea.yml.")
    var force = false

    func run() throws {
      try reportingInputErrors {
        let path = Configuration.fileName
        try StarterConfiguration.write(
          to: path, describing: FileManager.default.currentDirectoryPath, overwrite: force)
        emit("wrote \(path)")
      }
    }
  }
}
