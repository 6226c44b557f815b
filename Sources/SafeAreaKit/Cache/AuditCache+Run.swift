import Findings
import Foundation

extension AuditCache {
  /// Where `.safearea.yml` is looked for: the working directory and its parents, up to the
  /// first that has one (for the cache: a configuration added later is a change).
  public static func configurationCandidates() -> [String] {
    var result: [String] = []
    var current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(Configuration.fileName).path
      result.append(candidate)
      if FileManager.default.fileExists(atPath: candidate) { break }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    return result
  }

  /// What a recorded run read: the files (their contents are checked on replay) and the
  /// folders (their listings are), and its exit status.
  public struct Dependencies {
    public var files: [String]
    public var folders: [String]
    public var status: Int32

    public init(files: [String], folders: [String], status: Int32) {
      self.files = files
      self.folders = folders
      self.status = status
    }
  }

  /// Replays the run stored under `key` (its standard error, then its standard output; returns
  /// its status), or runs `body` recording both streams (``RecordedStream``) and stores what it
  /// wrote under `key`. With `enabled` false, `body` just runs. A thrown error is not stored.
  public func replayingOrRecording(
    key: String, enabled: Bool, _ body: () throws -> Dependencies
  ) throws -> Int32 {
    guard enabled else { return try body().status }
    if let run = lookup(key) {
      if !run.standardError.isEmpty {
        FileHandle.standardError.write(Data(run.standardError.utf8))
      }
      if !run.standardOutput.isEmpty {
        FileHandle.standardOutput.write(Data(run.standardOutput.utf8))
      }
      return run.status
    }
    RecordedStream.startRecording()
    let dependencies: Dependencies
    do {
      dependencies = try body()
    } catch {
      _ = RecordedStream.stopRecording()
      throw error
    }
    let recorded = RecordedStream.stopRecording()
    store(
      Run(
        files: dependencies.files, folders: dependencies.folders,
        standardOutput: recorded.output, standardError: recorded.error,
        status: dependencies.status),
      key: key)
    return dependencies.status
  }
}
