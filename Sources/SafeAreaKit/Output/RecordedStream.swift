import Foundation

/// Standard output or standard error, recorded while an audit runs so that the cache can replay
/// the run exactly (`emit` and `printError` write through these).
public final class RecordedStream: @unchecked Sendable {
  /// The process's standard output.
  public static let standardOutput = RecordedStream(FileHandle.standardOutput)
  /// The process's standard error.
  public static let standardError = RecordedStream(FileHandle.standardError)

  private let handle: FileHandle
  private let lock = NSLock()
  private var recording: String?

  private init(_ handle: FileHandle) { self.handle = handle }

  /// Writes `text` (a final newline added when missing) and records it when recording.
  public func write(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    handle.write(Data(line.utf8))
    lock.lock()
    recording? += line
    lock.unlock()
  }

  /// Starts recording both streams.
  public static func startRecording() {
    for stream in [standardOutput, standardError] {
      stream.lock.lock()
      stream.recording = ""
      stream.lock.unlock()
    }
  }

  /// Stops recording both streams and returns what was written since ``startRecording()``.
  public static func stopRecording() -> (output: String, error: String) {
    func stop(_ stream: RecordedStream) -> String {
      stream.lock.lock()
      defer {
        stream.recording = nil
        stream.lock.unlock()
      }
      return stream.recording ?? ""
    }
    return (stop(standardOutput), stop(standardError))
  }
}
