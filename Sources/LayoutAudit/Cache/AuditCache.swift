import Foundation

/// Remembers an audit's output so that a re-run with nothing changed prints it again without
/// laying anything out (`.safearea-cache/`).
///
/// An entry is found by a key over the tool's identity and the run's configuration (arguments,
/// options, anything that changes the output), and is used only when every file the run read
/// still has the same contents (SHA-256) and every folder it listed still lists the same files.
/// A hit replays the exact standard output, standard error and exit status, so the cache never
/// changes a report; anything it cannot check is a miss.
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
  /// excepted), or `absent`.
  public static func digest(folder: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return "absent" }
    let skipped: Set<String> = [".build", ".git", ".safearea-cache", "DerivedData"]
    var listing: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let next = enumerator?.nextObject() as? String {
      let name = (next as NSString).lastPathComponent
      if skipped.contains(name) || name.hasPrefix(".") {
        enumerator?.skipDescendants()
        continue
      }
      listing.append(next)
    }
    return SHA256.hex(Array(listing.sorted().joined(separator: "\n").utf8))
  }

  func path(_ key: String) -> String { directory + "/" + key + ".json" }

  /// The run stored under `key`, if every file and folder it read is unchanged.
  public func lookup(_ key: String) -> Run? {
    guard let data = FileManager.default.contents(atPath: path(key)),
      let run = try? JSONDecoder().decode(Run.self, from: data)
    else { return nil }
    for input in run.files where Self.digest(file: input.path) != input.digest { return nil }
    for input in run.folders where Self.digest(folder: input.path) != input.digest { return nil }
    return run
  }

  /// Stores `run` under `key`; a cache that cannot be written is ignored (the run already
  /// printed its output).
  public func store(_ run: Run, key: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(run) else { return }
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let temporary = path(key) + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    // rename(2) replaces an older entry atomically: a reader sees the old entry or the new one.
    if rename(temporary, path(key)) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
    }
  }
}
