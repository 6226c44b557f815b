import Foundation

/// Standard error, recorded while an audit runs so that a cached run can replay it exactly.
final class StandardError: @unchecked Sendable {
  /// The process's standard error.
  static let shared = StandardError()

  private let lock = NSLock()
  private var recording: String?

  /// Writes `text` (a final newline added when missing) and records it when recording.
  func write(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    FileHandle.standardError.write(Data(line.utf8))
    lock.lock()
    recording? += line
    lock.unlock()
  }

  /// Starts recording what ``write(_:)`` writes.
  func startRecording() {
    lock.lock()
    recording = ""
    lock.unlock()
  }

  /// Stops recording and returns what was written since ``startRecording()``.
  func stopRecording() -> String {
    lock.lock()
    defer {
      recording = nil
      lock.unlock()
    }
    return recording ?? ""
  }
}
