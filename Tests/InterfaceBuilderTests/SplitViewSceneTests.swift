import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// `splitViewController` scenes (R14) built from their relationship segues, as Interface Builder
/// writes them (NetNewsWire's root split: `allowDoubleColumnStyle`, `preferredDisplayMode="beside"`,
/// `behavior="tile"` and master / supplementary / detail segues).
@MainActor
@Suite struct SplitViewSceneTests {
  static func split(attributes: String, segues: String) -> String {
    """
            <scene sceneID="s-split">
                <objects>
                    <splitViewController id="split" \(attributes) sceneMemberID="viewController">
                        <connections>
    \(segues)
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
    """
  }

  static let columns =
    PresentationContextTests.plainScene("master")
    + PresentationContextTests.plainScene("middle") + PresentationContextTests.plainScene("detail")
    + PresentationContextTests.plainScene("phone")

  func build(_ text: String, scene id: String, device name: String) throws -> IBBuildResult {
    let document = try read(text)
    let scene = try #require(document.scenes.first { $0.controller.id == id })
    return try IBBuilder.build(
      document, scene: scene, environment: Environment(device: try device(name), ios: 26))
  }

  @Test("a column-style split with a supplementary segue is a triple column; beside tiles it")
  func tripleColumn() throws {
    let text = storyboard(
      Self.split(
        attributes: #"allowDoubleColumnStyle="YES" preferredDisplayMode="beside" behavior="tile""#,
        segues: """
          <segue destination="detail" kind="relationship" relationship="detailViewController" id="r1"/>
          <segue destination="master" kind="relationship" relationship="masterViewController" id="r2"/>
          <segue destination="middle" kind="relationship" relationship="supplementaryViewController" id="r3"/>
          """) + Self.columns, initial: "split")
    let result = try build(text, scene: "detail", device: "iPad (A16)")
    let split = try #require(result.sceneController.splitViewController)
    #expect(split.style == .tripleColumn)
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredSplitBehavior == .tile)
    #expect(split.viewController(for: .primary)?.sceneID == "master")
    #expect(split.viewController(for: .supplementary)?.sceneID == "middle")
    // 820 wide cannot tile three columns: beside shows the supplementary and the secondary
    // (R14.3); the secondary is tiled 0.5 pt after the 320-pt supplementary (R14.5).
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(close(result.sceneController.view.frameInWindow.minX, 320.5))
  }

  @Test("a classic split lays master beside detail on iPad and collapses onto a phone")
  func classic() throws {
    let text = storyboard(
      Self.split(
        attributes: "",
        segues: """
          <segue destination="master" kind="relationship" relationship="masterViewController" id="r2"/>
          <segue destination="detail" kind="relationship" relationship="detailViewController" id="r1"/>
          """) + Self.columns, initial: "split")
    let pad = try build(text, scene: "detail", device: "iPad (A16)")
    let split = try #require(pad.sceneController.splitViewController)
    #expect(split.style == .unspecified)
    #expect(split.viewControllers.map(\.sceneID) == ["master", "detail"])
    #expect(close(pad.sceneController.view.safeAreaInsets.left, 330))
    // A classic primary that is not a navigation controller: collapsed, the primary shows alone.
    let phone = try build(text, scene: "master", device: "iPhone 16")
    #expect(phone.sceneController.splitViewController?.isCollapsed == true)
    #expect(
      close(phone.sceneController.view.frameInWindow, CGRect(x: 0, y: 0, width: 393, height: 852)))
  }

  @Test("a compact segue gives the compact column on a phone")
  func compact() throws {
    let text = storyboard(
      Self.split(
        attributes: #"allowDoubleColumnStyle="YES""#,
        segues: """
          <segue destination="master" kind="relationship" relationship="masterViewController" id="r2"/>
          <segue destination="detail" kind="relationship" relationship="detailViewController" id="r1"/>
          <segue destination="phone" kind="relationship" relationship="compactViewController" id="r4"/>
          """) + Self.columns, initial: "split")
    let result = try build(text, scene: "phone", device: "iPhone 16")
    #expect(result.sceneController.parent is UISplitViewController)
    #expect(
      close(
        result.sceneController.view.safeAreaInsets,
        UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
  }
}
