import Foundation
import PackagePlugin

/// Lints a target's Swift and C-family sources with `safearea lint --format xcode` on every build
/// that changes them: findings show as compiler warnings and errors, and an error-severity
/// finding fails the build.
///
/// The lint runs as a build command (not a prebuild command, which SwiftPM allows only for
/// binary tools): its inputs are the target's sources and the tool, so it runs again when one of
/// them changes. Its output is a small Swift file the target compiles (`SafeAreaLint.swift`, a
/// comment only); a build command whose output nothing uses would never be run.
@main
struct SafeAreaLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget, target.kind != .test else { return [] }
    return try Self.commands(
      name: target.name, sources: target.sourceFiles.map(\.url),
      tool: context.tool(named: "safearea").url, workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The lint command over `sources`' Swift and C-family files, or none without such files.
  static func commands(name: String, sources: [URL], tool: URL, workDirectory: URL) -> [Command] {
    let sources = sources.filter { file in
      ["swift", "h", "m", "mm", "c"].contains(file.pathExtension.lowercased())
    }
    guard !sources.isEmpty else { return [] }
    let output = workDirectory.appendingPathComponent("SafeAreaLint.swift")
    // `sh -c`: run the lint, write the output file, keep the lint's exit status.
    let script = """
      "$0" lint --format xcode "$@"; status=$?
      printf '// safearea lint ran on this target (exit status %s)\\n' "$status" > \
      '\(output.path.replacingOccurrences(of: "'", with: "'\\''"))'
      exit $status
      """
    return [
      .buildCommand(
        displayName: "safearea lint \(name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, tool.path] + sources.map(\.path),
        inputFiles: [tool] + sources,
        outputFiles: [output])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same lint for a target of an Xcode project (Build Phases → Run Build Tool Plug-ins).
/// Written against Xcode's documented `XcodeProjectPlugin` API; not built here (no Xcode on
/// Linux).
extension SafeAreaLintPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    try Self.commands(
      name: target.displayName, sources: target.inputFiles.map(\.url),
      tool: context.tool(named: "safearea").url, workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
