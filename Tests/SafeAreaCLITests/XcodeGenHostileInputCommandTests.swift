import Foundation
import Testing

/// A folder whose XcodeGen spec cannot be read (the robustness round of session 9): a located
/// error and exit 65, and its IB files still audited in the command's orientations; a spec with
/// YAML anchors a located note. Never a hang: a spec that includes a FIFO blocked the read
/// before.
@Suite struct XcodeGenHostileInputCommandTests {
  static func folder(_ spec: String) throws -> URL {
    let root = try XcodeGenOrientationCommandTests.folder(hostUsesFeature: false)
    try spec.write(
      to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    return root
  }

  @Test("malformed YAML: located error, exit 65, the storyboard still audited")
  func malformedSpec() throws {
    let root = try Self.folder("targets:\n  WalletApp: {type: application\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("project.yml:3:1: error: invalid YAML"), "\(result.stderr)")
    #expect(
      result.stderr.contains("the XcodeGen spec is not read (above); the IB files keep the"),
      "\(result.stderr)")
    // Portrait and landscape: the command's matrix.
    let environments = try #require(XcodeGenOrientationCommandTests.environments(result.stdout))
    let good = try XcodeGenOrientationCommandTests.folder(hostUsesFeature: false)
    defer { try? FileManager.default.removeItem(at: good) }
    let portrait = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: good)
    #expect(
      try #require(XcodeGenOrientationCommandTests.environments(portrait.stdout)) * 2
        == environments)
  }

  @Test("an include of a FIFO: located error, no blocked read; --jobs 2 says the same")
  func fifoInclude() throws {
    let root = try Self.folder(
      "include: [fifo.yml]\ntargets: {WalletApp: {type: application, sources: [App]}}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(mkfifo(root.appendingPathComponent("fifo.yml").path, 0o600) == 0)
    let one = try safearea(["audit", "--devices", "iPhone X", "--jobs", "1", "."], in: root)
    #expect(one.status == 65, "\(one.stderr)")
    #expect(one.stderr.contains("fifo.yml:1:1: error: cannot read the file"), "\(one.stderr)")
    let two = try safearea(["audit", "--devices", "iPhone X", "--jobs", "2", "."], in: root)
    #expect((two.status, two.stdout, two.stderr) == (one.status, one.stdout, one.stderr))
  }

  @Test("anchors and aliases: a located note, exit 0")
  func anchors() throws {
    let root = try Self.folder(
      "base: &base {type: application}\ntargets:\n  WalletApp: *base\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "project.yml:1:7: note: YAML anchors and aliases ('&base') are not read in an XcodeGen"
          + " spec"), "\(result.stderr)")
  }
}
