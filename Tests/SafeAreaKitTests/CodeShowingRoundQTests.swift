import CodeContext
import Foundation
import IBFixtures
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round P's code-screen context leftovers, rewritten small (training; `Documentation/
/// CodeContext.md`, "Round Q's code-context classes").
@Suite("Code screens: a push onto a navigation class that may hide its bar (round P leftovers)")
@MainActor
struct CodeShowingRoundQTests {
  /// Pushed by a controller no resolved code shows, in an app whose code makes a navigation
  /// controller class that hides its own bar: whether the bar is shown is not known (R22.27), so
  /// what rests on the top edge is not reported, as for a push by a view's code. Before, the
  /// screen was laid out under UIKit's default bar and its title reported under it (8 false
  /// errors in weiboSwift, round P). Look-alike: a class that only tints its bar, and the label
  /// is reported under the default bar as before.
  @Test("a push that may go onto a navigation class hiding its bar leaves the top edge silent")
  func pushOntoAClassThatMayHideItsBar() throws {
    let hiding = try CodeScreenRoundLAuditTests.reported(
      SourceFixture.weiboTabs(barStatement: "navigationBar.isHidden = true"), name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(!hiding.contains("webTitle"), "\(hiding.sorted())")
    let tinting = try CodeScreenRoundLAuditTests.reported(
      SourceFixture.weiboTabs(barStatement: "navigationBar.tintColor = .orange"),
      name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(tinting.contains("webTitle"), "\(tinting.sorted())")
  }
}
