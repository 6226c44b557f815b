import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// The analysis walks the snapshot's views through pointers into their lists' buffers (a view
/// read whole out of an array and passed on is copied, a dozen retains), and each entry keeps its
/// list and its place in it. Each test drops the layout, its analysis and the snapshot before
/// reading the entries: every value is an entry's own, as the scene set it, in pre-order.
@MainActor
@Suite struct AnalysisLifetimeTests {
  static let yaml = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - view:
                id: card
                frame: [10, 100, 200, 120]
                subviews:
                  - button: { id: ok, frame: [20, 30, 80, 44] }
                  - view: { id: gone, frame: [0, 0, 10, 10], hidden: true }
            - scrollView:
                id: list
                frame: [0, 300, 375, 300]
                subviews:
                  - label: { id: row, frame: [0, 0, 375, 44] }
    """

  /// The entries of the scene's layout on an iPhone X, with nothing else kept.
  private func entriesOfDroppedLayout() throws -> [AuditedLayout.Entry] {
    let scene = try SceneLoader.parse(Self.yaml, file: "lifetime.yaml")
    let environment = Environment(device: try #require(DeviceCatalog.device(named: "iPhone X")))
    weak var weakAnalysis: AuditedLayout.Analysis?
    var entries: [AuditedLayout.Entry] = []
    do {
      let snapshot = try AuditFixture.layOut(
        scene, in: environment, derivations: false, constraints: false)
      let layout = AuditedLayout(file: "lifetime.yaml", snapshot: snapshot)
      entries = layout.entries
      weakAnalysis = layout.analysis
    }
    #expect(weakAnalysis == nil)
    return entries
  }

  @Test("entries read their views, parents and flags after the layout and snapshot are gone")
  func entriesOutliveTheirLayout() throws {
    let entries = try entriesOfDroppedLayout()
    // Pre-order: the window, the root view, card, ok, gone, list, row.
    #expect(entries.map(\.view.id) == Array(0..<7))
    #expect(
      Array(entries.map(\.view.sceneID).dropFirst(2)) == ["card", "ok", "gone", "list", "row"])
    let card = entries[2]
    #expect(card.view.frame == CGRect(x: 10, y: 100, width: 200, height: 120))
    #expect(card.parent?.view.id == 1 && card.parent?.isRootView == true)
    let ok = entries[3]
    #expect(ok.view.className == "UIButton" && ok.isControl)
    #expect(ok.view.frame == CGRect(x: 20, y: 30, width: 80, height: 44))
    #expect(ok.parent === card && ok.superview?.id == 2)
    #expect(ok.reference.sceneID == "ok" && ok.reference.className == "UIButton")
    #expect(ok.reference.file == "lifetime.yaml" && ok.reference.line > 0)
    let gone = entries[4]
    #expect(gone.isHiddenInWindow && !card.isHiddenInWindow)
    let list = entries[5]
    #expect(list.view.scroll != nil && !list.isInsideScrollView)
    let row = entries[6]
    #expect(row.isInsideScrollView && row.parent === list)
  }
}
