import Foundation
import SourceLint
import Testing

/// `Documentation/LintRules.md` is generated from the rule descriptions; this fails when it is
/// stale.
@Suite struct LintRuleReferenceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func upToDate() throws {
    let url = Self.packageRoot.appendingPathComponent("Documentation/LintRules.md")
    let generated = LintRuleReference.markdown()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(generated.utf8).write(to: url)
      return
    }
    let current = try String(contentsOf: url, encoding: .utf8)
    #expect(
      current == generated,
      "Documentation/LintRules.md is stale; run RECORD_SNAPSHOTS=1 swift test --filter LintRuleReferenceTests"
    )
  }
}
