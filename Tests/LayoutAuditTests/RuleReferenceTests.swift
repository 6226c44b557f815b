import Foundation
import LayoutAudit
import Testing

/// `Documentation/Rules.md` is generated from the rule descriptions; this fails when it is stale.
@Suite("rule reference")
struct RuleReferenceTests {
  @Test("Documentation/Rules.md is up to date")
  func upToDate() throws {
    let url = packageRoot.appendingPathComponent("Documentation/Rules.md")
    let generated = RuleReference.markdown()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(generated.utf8).write(to: url)
      return
    }
    let current = try String(contentsOf: url, encoding: .utf8)
    #expect(
      current == generated,
      "Documentation/Rules.md is stale; run RECORD_SNAPSHOTS=1 swift test --filter RuleReferenceTests"
    )
  }

  @Test("rules are sorted and unique")
  func unique() {
    let ids = AuditRules.descriptions.map(\.identifier.rawValue)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }
}
