import Foundation
import Testing

@testable import XcodeProject

/// Hostile XcodeGen specs (the robustness round of session 9: `Documentation/Robustness.md`,
/// "XcodeGen specs"): each is read in bounded time, and one that cannot be read is a located
/// error, never a hang.
@Suite struct XcodeGenSpecHostileTests {
  static func folder(_ spec: String) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("XcodeGenSpecHostileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try spec.write(
      to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    return root.path
  }

  @Test("an include of a FIFO or a device is a located error, not a blocked read")
  func specialFilesAreRefused() throws {
    let root = try Self.folder("include: [fifo.yml]\ntargets: {A: {type: application}}\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(mkfifo(root + "/fifo.yml", 0o600) == 0)
    #expect(throws: ProjectError.self) { try XcodeGenSpec.load(folder: root) }
    do {
      _ = try XcodeGenSpec.load(folder: root)
    } catch {
      #expect(error.file.hasSuffix("/fifo.yml"))
      #expect(error.message.contains("not a regular file"))
    }
    try "include: [/dev/zero]\n".write(
      toFile: root + "/project.yml", atomically: true, encoding: .utf8)
    #expect(throws: ProjectError.self) { try XcodeGenSpec.load(folder: root) }
    // The spec itself a FIFO.
    try FileManager.default.removeItem(atPath: root + "/project.yml")
    #expect(mkfifo(root + "/project.yml", 0o600) == 0)
    #expect(throws: ProjectError.self) { try XcodeGenSpec.load(folder: root) }
    #expect(XcodeGenSpec.read(folder: root) == nil)
  }

  @Test("malformed YAML is an error at its line and column")
  func malformedYAMLIsLocated() throws {
    let root = try Self.folder("targets:\n  App:\n    type: [application\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try XcodeGenSpec.load(folder: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .syntax)
      #expect(error.line == 4)
      #expect(error.file.hasSuffix("/project.yml"))
    }
  }

  @Test("a spec written with CRLF or CR line ends is located on its own lines")
  func lineEndsAreCounted() throws {
    for end in ["\r\n", "\r"] {
      let root = try Self.folder(
        ["targets:", "  App:", "    type: application", "    sources: *shared", ""].joined(
          separator: end))
      defer { try? FileManager.default.removeItem(atPath: root) }
      do {
        _ = try XcodeGenSpec.load(folder: root)
        Issue.record("expected an error")
      } catch {
        // The alias is on line 4 (it was line 1 with CRLF while lines were split at "\n"
        // Characters, which a CRLF is not).
        #expect((error.line, error.column) == (4, 14))
        #expect(error.sourceLine == "    sources: *shared")
      }
    }
  }

  @Test("anchors and aliases are refused where they are written, before anything expands")
  func aliasesAreRefused() throws {
    // Twelve levels of ten aliases each: 10^12 values once expanded.
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<12 {
      text +=
        "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    text += "targets: {A: {type: application, sources: *a11}}\n"
    let root = try Self.folder(text)
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try XcodeGenSpec.load(folder: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .structure)
      #expect((error.line, error.column) == (1, 5))
      #expect(error.message.contains("'&a0'"))
    }
    // An asterisk or ampersand inside a quoted string or a comment is text.
    try "# see *this*\ntargets: {A: {type: application, sources: ['*App', \"&App\"]}}\n".write(
      toFile: root + "/project.yml", atomically: true, encoding: .utf8)
    #expect(try XcodeGenSpec.load(folder: root)?.applications.map(\.name) == ["A"])
  }

  @Test("every target a target depends on is visited once")
  func dependencyFanOutIsLinear() throws {
    // 40 targets, each depending 30 times on the next: 30^40 paths, 40 targets.
    var text = "targets:\n  A:\n    type: application\n    sources: [App]\n"
    text +=
      "    dependencies: ["
      + Array(repeating: "{target: T0}", count: 30).joined(
        separator: ", ") + "]\n"
    for index in 0..<40 {
      text += "  T\(index):\n    type: framework\n    sources: [Kit\(index)]\n"
      text +=
        "    dependencies: ["
        + Array(repeating: "{target: T\(index + 1)}", count: 30).joined(separator: ", ")
        + ", {target: A}]\n"
    }
    let root = try Self.folder(text)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let spec = try #require(try XcodeGenSpec.load(folder: root))
    let app = try #require(spec.applications.first)
    #expect(app.roots.count == 41)
    #expect(app.ships(root + "/Kit39/Screen.xib"))
  }

  @Test("an include cycle and a missing include are skipped; the files read are listed")
  func includeCyclesAndMissingIncludes() throws {
    let root = try Self.folder(
      "include: [b.yml, missing.yml, project.yml]\ntargets: {A: {type: application}}\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "include: [project.yml]\ntargets: {B: {type: application}}\n".write(
      toFile: root + "/b.yml", atomically: true, encoding: .utf8)
    let spec = try #require(try XcodeGenSpec.load(folder: root))
    #expect(spec.applications.map(\.name) == ["A", "B"])
    #expect(spec.files.map { ($0 as NSString).lastPathComponent } == ["project.yml", "b.yml"])
    // A link loop is an error (it is there, and cannot be read).
    try FileManager.default.createSymbolicLink(
      atPath: root + "/loop1.yml", withDestinationPath: "loop2.yml")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/loop2.yml", withDestinationPath: "loop1.yml")
    try "include: [loop1.yml]\n".write(
      toFile: root + "/project.yml", atomically: true, encoding: .utf8)
    #expect(throws: ProjectError.self) { try XcodeGenSpec.load(folder: root) }
  }
}
