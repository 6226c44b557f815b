import Foundation
import GoldenFiles
import SourceLint
import Testing

/// `Documentation/LintRules.md` is generated from the rule descriptions; this fails when it is
/// stale.
@Suite struct LintRuleReferenceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func upToDate() {
    GoldenFile.expect(
      LintRuleReference.markdown(),
      at: Self.packageRoot.appendingPathComponent("Documentation/LintRules.md"))
  }
}
