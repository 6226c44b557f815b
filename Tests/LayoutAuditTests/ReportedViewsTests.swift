import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// What a layout says about reporting: only its own views (`reportedViewIDs`, an IB scene's own
/// view tree), and nothing resting on the top edge when its full screen is assumed.
@MainActor
@Suite struct ReportedViewsTests {
  static let yaml = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: mine, frame: [20, 0, 100, 44] }
            - button: { id: theirs, frame: [200, 0, 100, 44] }
            - button: { id: low, frame: [20, screen.height - 30, 100, 30] }
    """

  func findings(_ adjust: @escaping (inout LayoutSnapshot) -> Void) throws -> [Finding] {
    try AuditFixture.findings(yaml: Self.yaml, file: "own.yaml", device: "iPhone X", adjust: adjust)
  }

  @Test func onlyTheLayoutsOwnViewsAreReported() throws {
    let all = Set(try findings { _ in }.compactMap(\.view.sceneID))
    #expect(all.isSuperset(of: ["mine", "theirs", "low"]), "\(all)")
    let own = Set(try findings { $0.reportedViewIDs = ["mine", "low"] }.compactMap(\.view.sceneID))
    #expect(own == ["mine", "low"])
  }

  @Test func anAssumedFullScreenReportsNothingOnTheTopEdge() throws {
    let found = try findings { $0.assumesFullScreen = true }
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.view.sceneID == "low" }, "\(found.map(\.message))")
  }

  /// An occlusion region rests on the screen edge it is nearest to (the top or bottom on a tie
  /// with a side): the Duo's outer camera, 29.333 pt from the top and the right of a 466 × 678
  /// display, rests on the top, so an assumed full screen does not report what lies under it.
  @Test func anOcclusionRegionRestsOnItsNearestEdge() {
    let window = CGRect(x: 0, y: 0, width: 466, height: 678)
    let nearest = { (x: CGFloat, y: CGFloat) in
      ContentUnderReservedRegionRule.nearestEdge(
        of: CGRect(x: x, y: y, width: 37, height: 37), in: window)
    }
    #expect(nearest(399.667, 29.333) == .top)
    #expect(nearest(200, 620) == .bottom)
    #expect(nearest(420, 300) == .right)
    #expect(nearest(5, 300) == .left)
  }
}
