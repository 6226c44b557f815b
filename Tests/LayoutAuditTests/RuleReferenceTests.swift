import Foundation
import GoldenFiles
import LayoutAudit
import Testing

/// `Documentation/Rules.md` is generated from the rule descriptions; this fails when it is stale.
@Suite("rule reference")
struct RuleReferenceTests {
  @Test("Documentation/Rules.md is up to date")
  func upToDate() {
    GoldenFile.expect(
      RuleReference.markdown(), at: packageRoot.appendingPathComponent("Documentation/Rules.md"))
  }

  @Test("rules are sorted and unique")
  func unique() {
    let ids = AuditRules.descriptions.map(\.identifier.rawValue)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }
}
