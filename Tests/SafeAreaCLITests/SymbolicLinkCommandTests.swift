import Foundation
import Testing

/// Issue 32: symbolic links in and out of an audited tree, writes through links, and `--jobs`
/// past the machine's cores, through the built binary.
@Suite("symbolic links and jobs on the command line")
struct SymbolicLinkCommandTests {
  /// A scratch folder with `App/A3-2.yaml`.
  static func tree() throws -> URL {
    try ConfigurationCommandTests.project()
  }

  static let matrix = ["--devices", "iPhone X", "--orientations", "portrait", "--no-cache"]

  @Test func linkedFileInTheTreeIsRead() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    try FileManager.default.moveItem(
      at: app.appendingPathComponent("A3-2.yaml"), to: root.appendingPathComponent("real.yaml"))
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("Linked.yaml").path, withDestinationPath: "../real.yaml")
    let result = try safearea(["audit", "App"] + Self.matrix, in: root)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("App/Linked.yaml:"), "\(result.stdout)")
    #expect(!result.stderr.contains("not a regular file"))
    // Named directly, too.
    let direct = try safearea(["audit", "App/Linked.yaml"] + Self.matrix, in: root)
    #expect(direct.status == 1, "\(direct.stderr)")
  }

  @Test func linkedFoldersAreNotedAndNotFollowed() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    // A loop, a link to the machine's root, and a link to a sibling folder.
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("loop").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("everything").path, withDestinationPath: "/")
    let result = try safearea(["audit", "App"] + Self.matrix, in: root)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("note: 'App/loop' is a symbolic link to a folder"))
    #expect(result.stderr.contains("note: 'App/everything' is a symbolic link to a folder"))
    // One file audited: the report names A3-2.yaml only.
    let files = Set(
      result.stdout.split(separator: "\n").compactMap { line in
        line.split(separator: ":").first.map(String.init)
      }.filter { $0.hasSuffix(".yaml") })
    #expect(files == ["App/A3-2.yaml"], "\(files)")
  }

  @Test func baselineIsNotWrittenThroughALink() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("precious.txt")
    try Data("keep me\n".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("baseline.json").path,
      withDestinationPath: target.path)
    let result = try safearea(
      ["audit", "App", "--write-baseline", "baseline.json"] + Self.matrix, in: root)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("symbolic link"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
  }

  @Test func cacheThatIsALinkIsNotWritten() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let elsewhere = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(".safearea-cache").path,
      withDestinationPath: elsewhere.path)
    let result = try safearea(
      ["audit", "App", "--devices", "iPhone X", "--orientations", "portrait"], in: root)
    #expect(result.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func manyJobsAreCappedByTheWork() throws {
    // `--jobs 1000` started a thousand processes and hung; one file needs one.
    let result = try safearea(
      ["audit", "Examples/A3-2.yaml", "--jobs", "1000"] + Self.matrix)
    #expect(result.status == 1, "\(result.stderr)")
    let serial = try safearea(["audit", "Examples/A3-2.yaml", "--jobs", "1"] + Self.matrix)
    #expect(result.stdout == serial.stdout)
  }
}

/// Issue 32: the cache is keyed on every file a run read, a `--devices FILE` scene included.
@Suite("the audit cache's inputs")
struct CacheInputCommandTests {
  @Test func devicesFileIsAnInputOfTheCache() throws {
    let root = try ConfigurationCommandTests.project()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples/custom-device.yaml"),
      to: root.appendingPathComponent("devices.yaml"))
    let result = try safearea(["audit", "App", "--devices", "devices.yaml"], in: root, cache: true)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    let cache = root.appendingPathComponent(".safearea-cache")
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      .filter { $0.hasSuffix(".json") }
    #expect(entries.count == 1)
    let text = try String(
      contentsOf: cache.appendingPathComponent(try #require(entries.first)), encoding: .utf8)
    #expect(text.hasPrefix("safearea-cache 2 "))
    #expect(text.contains("\"path\":\"devices.yaml\""), "\(text.prefix(400))")
  }
}
