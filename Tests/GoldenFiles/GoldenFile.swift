import Foundation
import Testing

/// Golden files: output a test compares byte for byte with a file kept in the repository (a
/// report, a rendering, an `inspect` tree, a generated documentation page). The one helper every
/// test target uses for them, so that recording, a missing file and a difference behave alike.
///
/// Run with `RECORD_SNAPSHOTS=1` in the environment to write the files instead of comparing
/// (then review the diff before committing). A missing golden fails: record it first.
///
/// ```swift
/// let goldens = GoldenFile.directory(besides: #filePath, "Goldens")
/// GoldenFile.expect(report, named: "A0-1.sarif", in: goldens)
/// ```
public enum GoldenFile {
  /// Whether this run records golden files (`RECORD_SNAPSHOTS=1`) instead of comparing.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// The folder `name` beside the test file at `filePath` (pass `#filePath`).
  public static func directory(besides filePath: String, _ name: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Compares `actual` with the golden file `name` in `directory`; records it instead when
  /// ``isRecording``. With `endingWithNewline`, a line break is added to `actual` when it has
  /// none (the file then ends like a text file).
  public static func expect(
    _ actual: String, named name: String, in directory: URL, endingWithNewline: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(
      actual, at: directory.appendingPathComponent(name), endingWithNewline: endingWithNewline,
      sourceLocation: sourceLocation)
  }

  /// Compares `actual` with the file at `url`; records it instead when ``isRecording``.
  public static func expect(
    _ actual: String, at url: URL, endingWithNewline: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = endingWithNewline && !actual.hasSuffix("\n") ? actual + "\n" : actual
    let name = url.lastPathComponent
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        Issue.record("cannot record golden '\(name)': \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record(
        "missing golden '\(name)'; run with RECORD_SNAPSHOTS=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard text != expected else { return }
    let difference = firstDifference(text, expected)
    let message =
      "golden '\(name)' differs \(difference); if the change is intended, re-record with"
      + " RECORD_SNAPSHOTS=1 and review the diff"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Where two texts first differ: `at line N: got '…', expected '…'`.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(got.count, want.count) {
      let left = index < got.count ? String(got[index]) : "(end of output)"
      let right = index < want.count ? String(want[index]) : "(end of file)"
      if left != right {
        return "at line \(index + 1): got '\(left.prefix(200))', expected '\(right.prefix(200))'"
      }
    }
    return "(same lines; the bytes differ)"
  }
}
