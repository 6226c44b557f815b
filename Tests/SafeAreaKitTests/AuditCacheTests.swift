import Foundation
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Issue 32: the audit cache against a hostile or stale `.safearea-cache/` — entries checked
/// before replay, statuses outside the tool's range never replayed, symbolic links never read or
/// written through, and the number of entries bounded.
@Suite struct AuditCacheTests {
  final class Folder {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("AuditCacheTests-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  func run(status: Int32 = 1, input: String) -> AuditCache.Run {
    AuditCache.Run(
      files: [input], folders: [], standardOutput: "out\n", standardError: "err\n",
      status: status)
  }

  @Test func storedRunIsReplayed() throws {
    let folder = try Folder()
    let input = folder.path + "/a.yaml"
    try "a".write(toFile: input, atomically: true, encoding: .utf8)
    let cache = AuditCache(directory: folder.path + "/cache")
    cache.store(run(input: input), key: "k")
    #expect(cache.lookup("k")?.standardOutput == "out\n")
    // A changed input is a miss.
    try "b".write(toFile: input, atomically: true, encoding: .utf8)
    #expect(cache.lookup("k") == nil)
  }

  @Test func tamperedEntryIsAMiss() throws {
    let folder = try Folder()
    let input = folder.path + "/a.yaml"
    try "a".write(toFile: input, atomically: true, encoding: .utf8)
    let cache = AuditCache(directory: folder.path + "/cache")
    cache.store(run(input: input), key: "k")
    let entry = folder.path + "/cache/k.json"
    let text = try String(contentsOfFile: entry, encoding: .utf8)
    try text.replacingOccurrences(of: "out\\n", with: "forged\\n").write(
      toFile: entry, atomically: true, encoding: .utf8)
    #expect(cache.lookup("k") == nil)
    // An entry without the checksum line (an older or a hand-written one) is a miss too.
    let body = text.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
    try body.write(toFile: entry, atomically: true, encoding: .utf8)
    #expect(cache.lookup("k") == nil)
  }

  @Test(arguments: [Int32(-9), 126, 247, 255, 1000])
  func statusOutsideTheToolsRangeIsNeverReplayed(_ status: Int32) throws {
    let folder = try Folder()
    let input = folder.path + "/a.yaml"
    try "a".write(toFile: input, atomically: true, encoding: .utf8)
    // Written with a valid checksum, as a hostile checkout could.
    var stored = run(input: input)
    stored.status = status
    let bytes = try #require(AuditCache.encode(stored))
    try FileManager.default.createDirectory(
      atPath: folder.path + "/cache", withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/cache/k.json"))
    #expect(AuditCache(directory: folder.path + "/cache").lookup("k") == nil)
  }

  @Test func symbolicLinksAreNeitherReadNorWrittenThrough() throws {
    let folder = try Folder()
    let input = folder.path + "/a.yaml"
    try "a".write(toFile: input, atomically: true, encoding: .utf8)
    let elsewhere = folder.path + "/elsewhere"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/cache", withDestinationPath: elsewhere)
    let cache = AuditCache(directory: folder.path + "/cache")
    cache.store(run(input: input), key: "k")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    // An entry that is a link to a valid entry elsewhere is not read.
    let real = AuditCache(directory: folder.path + "/real")
    real.store(run(input: input), key: "k")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/linked", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked/k.json", withDestinationPath: folder.path + "/real/k.json")
    #expect(real.lookup("k") != nil)
    #expect(AuditCache(directory: folder.path + "/linked").lookup("k") == nil)
  }

  @Test func oldestEntriesAreEvicted() throws {
    let folder = try Folder()
    let input = folder.path + "/a.yaml"
    try "a".write(toFile: input, atomically: true, encoding: .utf8)
    let cache = AuditCache(directory: folder.path + "/cache")
    let count = AuditCache.maximumEntries + 10
    for index in 0..<count {
      cache.store(run(input: input), key: "k\(index)")
      // Distinct modification times, oldest first.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))],
        ofItemAtPath: folder.path + "/cache/k\(index).json")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache")
      .filter { $0.hasSuffix(".json") }
    #expect(names.count == AuditCache.maximumEntries)
    #expect(cache.lookup("k\(count - 1)") != nil)
    #expect(cache.lookup("k0") == nil)
  }

  @Test func linkedFolderIsListedNotFollowed() throws {
    let folder = try Folder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/tree/sub", withIntermediateDirectories: true)
    try "x".write(toFile: folder.path + "/tree/sub/a.yaml", atomically: true, encoding: .utf8)
    // A link back up: following it would never end.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/tree/sub/loop", withDestinationPath: folder.path + "/tree")
    let digest = AuditCache.digest(folder: folder.path + "/tree")
    #expect(digest != "absent")
    #expect(digest == AuditCache.digest(folder: folder.path + "/tree"))
  }
}
