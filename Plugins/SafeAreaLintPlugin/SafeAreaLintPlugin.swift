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
    let sources = target.sourceFiles.filter { file in
      ["swift", "h", "m", "mm", "c"].contains(file.url.pathExtension.lowercased())
    }.map(\.url)
    guard !sources.isEmpty else { return [] }
    let tool = try context.tool(named: "safearea")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("SafeAreaLint.swift")
    // `sh -c`: run the lint, write the output file, keep the lint's exit status.
    let script = """
      "$0" lint --format xcode "$@"; status=$?
      printf '// safearea lint ran on this target (exit status %s)\\n' "$status" > \
      '\(output.path.replacingOccurrences(of: "'", with: "'\\''"))'
      exit $status
      """
    return [
      .buildCommand(
        displayName: "safearea lint \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, tool.url.path] + sources.map(\.path),
        inputFiles: [tool.url] + sources,
        outputFiles: [output])
    ]
  }
}
