import ArgumentParser
import Findings
import Foundation
import LayoutAudit
import SafeAreaKit
import SourceLint
import TextEscaping
import XcodeProject

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
      let directory = FileManager.default.currentDirectoryPath
      let path = Configuration.fileName
      if !force, FileManager.default.fileExists(atPath: path) {
        printError("error: '\(path)' exists; use --force to overwrite it")
        throw ExitCode(73)
      }
      let text = StarterConfiguration.text(in: directory)
      do {
        try FileWriting.write(Array(text.utf8), to: path)
      } catch {
        printError("error: cannot write '\(path)': \(error.message)")
        throw ExitCode(73)
      }
      emit("wrote \(path)")
    }
  }
}
