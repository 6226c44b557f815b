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
      let text = Configuration.starter(
        in: directory,
        rules: AuditRules.descriptions.map(\.reported) + LintRules.reported,
        about: Self.about(directory))
      do {
        try FileWriting.write(Array(text.utf8), to: path)
      } catch {
        printError("error: cannot write '\(path)': \(error.message)")
        throw ExitCode(73)
      }
      emit("wrote \(path)")
    }

    /// What project mode reads in `directory`: each audited target with its matrix and why,
    /// the targets skipped, and how many IB files no target ships; empty when it holds no Xcode
    /// project or Swift package (or one that cannot be read: 'audit' reports that).
    static func about(_ directory: String) -> [String] {
      guard let app = try? AppProject.load(path: directory), !app.targets.isEmpty else {
        return []
      }
      var lines = ["What 'safearea audit .' reads here (project mode):"]
      for target in app.targets {
        lines += target.header(relativeTo: app.root).map { "  " + $0 }
      }
      for skipped in app.skippedTargets {
        lines.append("  target '\(skipped.name)' not audited: \(skipped.reason)")
      }
      if !app.unshipped.isEmpty {
        lines.append(
          "  \(app.unshipped.count) IB file\(app.unshipped.count == 1 ? "" : "s") no target ships"
            + " (tests, playgrounds, dropped files): skipped; --include-unshipped audits them")
      }
      // Paths relative to the project, so that the file reads the same on every checkout.
      return lines.map { $0.replacingOccurrences(of: directory + "/", with: "") }
    }
  }
}
