import Foundation
import Testing

/// `render --out` and `audit --render` never write outside their directory (issue 17 item 4).
@Suite struct OutputDirectoryCommandTests {
  /// A fresh directory holding `out/` to render into and `outside.txt`, a file that must never
  /// change.
  static func workspace() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
    try "precious".write(
      to: directory.appendingPathComponent("outside.txt"), atomically: true, encoding: .utf8)
    return directory
  }

  static func render(_ out: String, in directory: URL) throws -> CLIResult {
    try safearea(
      [
        "render", repositoryRoot.appendingPathComponent("Examples/A0-1.yaml").path, "--out", out,
        "--devices", "iPhone X", "--orientations", "portrait",
      ], in: directory)
  }

  static func outside(_ directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent("outside.txt"), encoding: .utf8)
  }

  @Test func emptyOutIsAUsageError() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.render("", in: directory)
    #expect(result.status == 64)
    #expect(result.stderr.contains("--out"))
    let audit = try safearea(
      [
        "audit", repositoryRoot.appendingPathComponent("Examples/A0-1.yaml").path, "--render", "",
      ], in: directory)
    #expect(audit.status == 64)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "out", "outside.txt",
      ])
  }

  /// A link planted where `index.html` goes is refused, and its target keeps its contents.
  @Test func linkedTargetFileIsRefused() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("out/index.html").path,
      withDestinationPath: "../outside.txt")
    let result = try Self.render("out", in: directory)
    #expect(result.status == 73)
    #expect(result.stderr.contains("symbolic link"))
    #expect(try Self.outside(directory) == "precious")
  }

  /// A link planted where the pictures' directory goes is refused: nothing is written through it.
  @Test func linkedSubdirectoryIsRefused() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let elsewhere = directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("out/pictures").path,
      withDestinationPath: elsewhere.path)
    let result = try Self.render("out", in: directory)
    #expect(result.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  /// The output directory itself may not be a link.
  @Test func linkedOutputDirectoryIsRefused() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link").path, withDestinationPath: "out")
    let result = try Self.render("link", in: directory)
    #expect(result.status == 73)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent("out").path
      ).isEmpty)
  }

  /// Scene files named with `..`, slashes' look-alikes, a line break and ESC: every file written
  /// is under `out/`, and a re-render over the first one's files works (renames replace them).
  @Test func hostileNamesStayInside() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let example = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/A0-1.yaml"), encoding: .utf8)
    let inputs = directory.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    for name in ["..", "...", "..\n..\u{1B}[2J", "a∕..∕b"] {
      try example.write(
        to: inputs.appendingPathComponent(name + ".yaml"), atomically: true, encoding: .utf8)
    }
    for _ in 0..<2 {
      let result = try safearea(
        ["render", "in", "--out", "out", "--devices", "iPhone X", "--orientations", "portrait"],
        in: directory)
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "in", "out", "outside.txt",
      ])
    let written =
      FileManager.default.enumerator(atPath: directory.appendingPathComponent("out").path)?
      .allObjects as? [String] ?? []
    #expect(written.contains("index.html"))
    #expect(!written.contains { $0.contains("..") || $0.hasSuffix(".tmp") })
    #expect(try Self.outside(directory) == "precious")
  }
}
