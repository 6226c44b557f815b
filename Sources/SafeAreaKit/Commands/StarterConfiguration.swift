import Findings
import Foundation
import LayoutAudit
import SourceLint
import TextEscaping
import XcodeProject

/// The commented starter `.safearea.yml` that `safearea init` writes.
public enum StarterConfiguration {
  /// The starter for `directory`: every audit and lint rule with its default state and
  /// severity (``Configuration/starter(in:rules:about:)``), headed by ``projectSummary(_:)``.
  public static func text(in directory: String) -> String {
    Configuration.starter(
      in: directory,
      rules: AuditRules.descriptions.map(\.reported) + LintRules.reported,
      about: projectSummary(directory))
  }

  /// Writes ``text(in:)`` for `directory` to `path`. An existing file (unless `overwrite`) or
  /// one that cannot be written is an ``OutputError`` (exit 73).
  public static func write(to path: String, describing directory: String, overwrite: Bool) throws {
    if !overwrite, FileManager.default.fileExists(atPath: path) {
      throw OutputError(description: "'\(path)' exists; use --force to overwrite it")
    }
    do {
      try FileWriting.write(Array(text(in: directory).utf8), to: path)
    } catch {
      throw OutputError(description: "cannot write '\(path)': \(error.message)")
    }
  }

  /// What project mode reads in `directory`: each audited target with its matrix and why,
  /// the targets skipped, and how many IB files no target ships; empty when it holds no Xcode
  /// project or Swift package (or one that cannot be read: 'audit' reports that). Paths are
  /// relative to `directory`, so that the file reads the same on every checkout.
  public static func projectSummary(_ directory: String) -> [String] {
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
    return lines.map { $0.replacingOccurrences(of: directory + "/", with: "") }
  }
}
