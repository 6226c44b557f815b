import Foundation
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers an audit's output so that a re-run with nothing changed prints it again without
/// laying anything out (`.safearea-cache/`).
///
/// An entry is found by a key over the tool's identity and the run's configuration (arguments,
/// options, anything that changes the output), and is used only when every file the run read
/// still has the same contents (SHA-256) and every folder it listed still lists the same files.
/// A hit replays the exact standard output, standard error and exit status, so the cache never
/// changes a report; anything it cannot check is a miss.
///
/// Hostile caches (`Documentation/HostileInput.md`, "The audit cache"): an entry starts with a
/// line holding the SHA-256 of the rest, checked before anything is replayed; a status outside
/// `0...125` (what the tool exits with) is never replayed; a cache folder or entry that is a
/// symbolic link is neither read nor written through; entries larger than
/// ``maximumEntrySize`` are not stored; and after each store the oldest entries are removed
/// until at most ``maximumEntries`` remain.
///
/// ```swift
/// let cache = AuditCache(directory: ".safearea-cache")
/// let key = AuditCache.key(["safearea 0.1.0", "audit", "--format", "text", "App"])
/// if let run = cache.lookup(key) { print(run.standardOutput) } else { … cache.store(run, key) }
/// ```
public struct AuditCache: Sendable {
  /// The folder entries are stored in.
  public var directory: String

  /// A cache in `directory` (created on first store).
  public init(directory: String) { self.directory = directory }

  /// One recorded run: what it read and what it printed.
  public struct Run: Codable, Hashable, Sendable {
    /// Each file read, with the SHA-256 of its contents (`absent` for a file looked for and not
    /// found).
    public var files: [Input]
    /// Each folder listed, with the SHA-256 of its sorted listing.
    public var folders: [Input]
    /// What the run wrote to standard output.
    public var standardOutput: String
    /// What the run wrote to standard error (progress excepted).
    public var standardError: String
    /// The exit status.
    public var status: Int32

    /// Records a run, hashing `files` and `folders` now.
    public init(
      files: [String], folders: [String], standardOutput: String, standardError: String,
      status: Int32
    ) {
      self.files = Array(Set(files)).sorted().map {
        Input(path: $0, digest: AuditCache.digest(file: $0))
      }
      self.folders = Array(Set(folders)).sorted().map {
        Input(path: $0, digest: AuditCache.digest(folder: $0))
      }
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.status = status
    }
  }

  /// A path and the digest of what it held.
  public struct Input: Codable, Hashable, Sendable {
    /// The file or folder.
    public var path: String
    /// SHA-256 in hexadecimal, or `absent`.
    public var digest: String
  }

  /// The key of a configuration: SHA-256 of its parts joined with NUL.
  public static func key(_ parts: [String]) -> String {
    SHA256.hex(Array(parts.joined(separator: "\u{0}").utf8))
  }

  /// The identity of the running executable (path, size, modification time): a rebuilt tool
  /// never reads its predecessor's entries, even with the same version number.
  public static var executableIdentity: String {
    let path = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path } ?? ""
    let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      return resolved
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(resolved)|\(size)|\(date)"
  }

  /// SHA-256 of a file's contents, or `absent`.
  public static func digest(file: String) -> String {
    guard let data = FileManager.default.contents(atPath: file) else { return "absent" }
    return SHA256.hex([UInt8](data))
  }

  /// SHA-256 of the sorted paths of every file under `folder` (hidden files and build folders
  /// excepted; links to folders listed, not followed), or `absent`.
  public static func digest(folder: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return "absent" }
    let skipped: Set<String> = [".build", ".git", ".safearea-cache", "DerivedData"]
    let walk = InputFileKind.walk(folder) { relative in
      let name = (relative as NSString).lastPathComponent
      return !skipped.contains(name) && !name.hasPrefix(".")
    }
    let listing =
      (walk.files.filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }
      + walk.linkedFolders.map { $0 + "@" }).sorted()
    return SHA256.hex(Array(listing.joined(separator: "\n").utf8))
  }

  /// The most entries kept: the oldest (by modification time) are removed past it.
  public static let maximumEntries = 64
  /// The largest entry stored (its output included): 16 MiB.
  public static let maximumEntrySize = 16 << 20
  /// The first bytes of every entry, before the SHA-256 of the rest.
  static let header = "safearea-cache 2 "

  func path(_ key: String) -> String { directory + "/" + key + ".json" }

  /// The run stored under `key`, if its checksum holds, its status is one the tool exits with,
  /// and every file and folder it read is unchanged.
  public func lookup(_ key: String) -> Run? {
    guard !InputFileKind.isSymbolicLink(atPath: directory),
      !InputFileKind.isSymbolicLink(atPath: path(key)),
      InputFileKind.problem(atPath: path(key)) == nil,
      let data = FileManager.default.contents(atPath: path(key)),
      data.count <= Self.maximumEntrySize + 128,
      let run = Self.decode([UInt8](data))
    else { return nil }
    for input in run.files where Self.digest(file: input.path) != input.digest { return nil }
    for input in run.folders where Self.digest(folder: input.path) != input.digest { return nil }
    return run
  }

  /// The run in an entry's bytes, or nil when the checksum or the status does not hold.
  static func decode(_ bytes: [UInt8]) -> Run? {
    let prefix = Array(header.utf8)
    guard bytes.count > prefix.count + 65, Array(bytes.prefix(prefix.count)) == prefix,
      bytes[prefix.count + 64] == UInt8(ascii: "\n")
    else { return nil }
    let stored = String(decoding: bytes[prefix.count..<(prefix.count + 64)], as: UTF8.self)
    let body = Array(bytes[(prefix.count + 65)...])
    guard SHA256.hex(body) == stored,
      let run = try? JSONDecoder().decode(Run.self, from: Data(body)),
      (0...125).contains(run.status)
    else { return nil }
    return run
  }

  /// An entry's bytes: the header, the SHA-256 of the JSON, a line break, the JSON.
  static func encode(_ run: Run) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(run) else { return nil }
    let body = [UInt8](data)
    return Array((header + SHA256.hex(body) + "\n").utf8) + body
  }

  /// Stores `run` under `key`, then removes the oldest entries past ``maximumEntries``; a cache
  /// that cannot be written (or is a symbolic link) is ignored (the run already printed its
  /// output).
  public func store(_ run: Run, key: String) {
    guard (0...125).contains(run.status), let bytes = Self.encode(run),
      bytes.count <= Self.maximumEntrySize,
      !InputFileKind.isSymbolicLink(atPath: directory)
    else { return }
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    var isDirectory: ObjCBool = false
    guard !InputFileKind.isSymbolicLink(atPath: directory),
      FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue, !InputFileKind.isSymbolicLink(atPath: path(key))
    else { return }
    let temporary = path(key) + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
    // O_EXCL | O_NOFOLLOW: never through a link planted at the temporary name.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(bytes))
      try handle.close()
    } catch {
      unlink(temporary)
      return
    }
    // rename(2) replaces an older entry atomically (and replaces a link, never its target).
    if rename(temporary, path(key)) != 0 {
      unlink(temporary)
      return
    }
    evict()
  }

  /// Removes the oldest entries until at most ``maximumEntries`` remain.
  func evict() {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
    var entries: [(date: Date, name: String)] = []
    for name in names where name.hasSuffix(".json") {
      let date =
        (try? manager.attributesOfItem(atPath: directory + "/" + name))?[.modificationDate]
        as? Date ?? .distantPast
      entries.append((date, name))
    }
    guard entries.count > Self.maximumEntries else { return }
    entries.sort { ($0.date, $0.name) < ($1.date, $1.name) }
    for entry in entries.prefix(entries.count - Self.maximumEntries) {
      unlink(directory + "/" + entry.name)
    }
  }
}
