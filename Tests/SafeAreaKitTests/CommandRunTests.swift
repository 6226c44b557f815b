import Findings
import Foundation
import Testing

@testable import SafeAreaKit

/// The exit statuses and output of `lint`, `render` and `init` as the library decides them
/// (the tool's documented contract: 0, 1 findings, 65 bad input, 73 output).
@MainActor
@Suite struct CommandRunTests {
  func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("command-run-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("lint: nothing readable is 65 with no report; an unreadable input among others is 65")
  func lintStatuses() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clean = folder + "/Clean.swift"
    try Data("let answer = 42\n".utf8).write(to: URL(fileURLWithPath: clean))
    let missing = folder + "/Missing.swift"
    let policy = ReportPolicy(configuration: Configuration())

    var outputs: [String] = []
    let nothingRead = try LintRequest(paths: [missing]).run(
      policy: policy, output: { outputs.append($0) }, messages: .discarded)
    #expect(nothingRead == 65)
    #expect(outputs.isEmpty)

    let cleanRun = try LintRequest(paths: [clean]).run(
      policy: policy, output: { outputs.append($0) }, messages: .discarded)
    #expect(cleanRun == 0)
    #expect(outputs.count == 1)

    let notes = Notes()
    let mixed = try LintRequest(paths: [clean, missing]).run(
      policy: policy, output: { outputs.append($0) }, messages: Messages { notes.append($0) })
    #expect(mixed == 65)
    #expect(outputs.count == 2)
    #expect(notes.all.contains { $0.contains("Missing.swift") && $0.contains("error") })
  }

  @Test("render: 0 and a summary line; 65 for a named file that does not parse")
  func renderStatuses() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = folder + "/box.yaml"
    try Data(
      """
      environment: { device: iPhone 8 }
      root:
        controller:
          id: vc
          view:
            subviews:
              - view: { id: box, frame: [100, 200, 50, 50] }
      """.utf8
    ).write(to: URL(fileURLWithPath: scene))
    let broken = folder + "/broken.yaml"
    try Data("root: [\n".utf8).write(to: URL(fileURLWithPath: broken))
    var request = RenderRequest(paths: [scene], directory: folder + "/out")
    request.matrix.devices = "iPhone 8"
    request.matrix.orientations = "portrait"
    var outputs: [String] = []
    let drawn = try request.run(output: { outputs.append($0) }, messages: .discarded)
    #expect(drawn == 0)
    #expect(outputs.count == 1)
    #expect(outputs.first?.hasPrefix("wrote 1 picture ") == true)
    #expect(FileManager.default.fileExists(atPath: folder + "/out/index.html"))

    request.paths = [scene, broken]
    #expect {
      _ = try request.run(output: { _ in }, messages: .discarded)
    } throws: { error in
      CommandFailure(error)?.status == 65
    }

    request.paths = [scene]
    request.rules = "no_such_rule"
    #expect {
      _ = try request.run(output: { _ in }, messages: .discarded)
    } throws: { error in
      CommandFailure(error)?.isOptionValue == true
    }
  }

  @Test("init: an existing file is kept unless overwritten (73)")
  func starterConfiguration() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/.safearea.yml"
    try Data("# mine\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      try StarterConfiguration.write(to: path, describing: folder, overwrite: false)
    } throws: { error in
      CommandFailure(error)
        == CommandFailure(text: "error: '\(path)' exists; use --force to overwrite it", status: 73)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
    try StarterConfiguration.write(to: path, describing: folder, overwrite: true)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    // Every audit rule is listed in the starter.
    #expect(written.contains("sensor_housing_overlap"))
  }
}
