import Findings
import Foundation
import Testing

/// The golden file `Goldens/NAME`; with `RECORD_SNAPSHOTS=1` it is (re)written. A missing golden
/// fails.
func expectFindingsGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? Data(actual.utf8).write(to: url)
    return
  }
  guard let data = try? Data(contentsOf: url) else {
    Issue.record(
      "missing golden \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(String(decoding: data, as: UTF8.self) == actual, sourceLocation: sourceLocation)
}
