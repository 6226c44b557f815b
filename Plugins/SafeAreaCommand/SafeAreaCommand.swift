import Foundation
import PackagePlugin

/// `swift package safearea audit|lint [--target NAME]… [safearea options]`: runs the tool on the
/// package the plugin is added to.
///
/// - `lint` reads the Swift and C-family sources of the package's targets (those `--target`
///   names, else every source target).
/// - `audit` reads the package directory in project mode (its targets' storyboards, xibs and
///   scene files, in the matrix the package implies), or with `--target` those targets'
///   directories.
///
/// Every other argument goes to `safearea` unchanged (`--format sarif`, `--changed-since
/// origin/main`, `--strict`, …). The tool is the package's binary target when its artifact
/// bundle is present (`Artifacts/safearea.artifactbundle`, from `Scripts/release.sh`), else
/// `safearea` built from source (Documentation/Install.md).
@main
struct SafeAreaCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let subcommand = rest.first, subcommand == "audit" || subcommand == "lint" else {
      Diagnostics.error(
        "usage: swift package safearea audit|lint [--target NAME]… [safearea options];"
          + " found '\(rest.first ?? "")'")
      return
    }
    rest.removeFirst()
    let targets =
      targetNames.isEmpty
      ? context.package.targets.compactMap { $0 as? SourceModuleTarget }
      : try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
    var paths: [String]
    if subcommand == "lint" {
      paths = targets.filter { $0.kind != .test }.map(\.directoryURL.path)
    } else {
      paths =
        targetNames.isEmpty
        ? [context.package.directoryURL.path] : targets.map(\.directoryURL.path)
    }
    // The audit's cache lives in the working directory; a plugin run keeps none (the package
    // directory is read-only in the sandbox).
    let options = subcommand == "audit" && !rest.contains("--no-cache") ? ["--no-cache"] : []
    let tool = try context.tool(named: "safearea")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [subcommand] + options + rest + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // An error fails the command (`swift package` exits non-zero): findings at error severity
    // (status 1), bad usage (64) or bad input (65), as the tool says above.
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error("safearea \(subcommand) exited with status \(process.terminationStatus)")
    }
  }
}
