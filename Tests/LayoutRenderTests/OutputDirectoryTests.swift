import Foundation
import LayoutRender
import Testing

/// ``OutputDirectory`` refuses paths that would leave it and links planted in it.
@Suite struct OutputDirectoryTests {
  static func directory() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)").path
  }

  @Test(arguments: [
    "../escape.svg", "/tmp/absolute.svg", "a//b.svg", "./a.svg", "a/../../b.svg", "",
  ])
  func pathsThatLeaveAreRefused(_ path: String) throws {
    let root = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: OutputDirectoryError.self) {
      try OutputDirectory(path: root).write([(path, "x")])
    }
  }

  @Test func emptyDirectoryPathIsRefused() {
    #expect(throws: OutputDirectoryError.self) { try OutputDirectory(path: "") }
  }

  @Test func writesAndReplacesFiles() throws {
    let root = Self.directory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = try OutputDirectory(path: root)
    try output.write([("index.html", "one"), ("a/b/c.svg", "two")])
    try output.write([("index.html", "three")])
    #expect(try String(contentsOfFile: root + "/index.html", encoding: .utf8) == "three")
    #expect(try String(contentsOfFile: root + "/a/b/c.svg", encoding: .utf8) == "two")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a", "index.html"])
  }
}
