import Foundation
import Testing

/// Compares `actual` with `ExplainGoldens/<name>`; with `RECORD_SNAPSHOTS=1` in the environment
/// writes it instead. A missing golden fails (record it first).
func expectExplainGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ExplainGoldens").appendingPathComponent(name)
  let text = actual.hasSuffix("\n") ? actual : actual + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
    return
  }
  guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "missing golden '\(name)'; run with RECORD_SNAPSHOTS=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  #expect(text == expected, "golden '\(name)' differs", sourceLocation: sourceLocation)
}
