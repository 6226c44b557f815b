import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// A background image that fills its screen's root view under the content (SnowHaze's passcode
/// and tutorial screens: `frame = view.bounds`, flexible width and height, aspect fill, the
/// content added after it) is that screen's background, full bleed wherever the screen ends
/// (round H, `Documentation/Journal/2026-11-29-precision-round-h.md`, H25–H26).
@MainActor
@Suite struct ScreenBackgroundTests {
  static func entries(_ subviews: String) throws -> (AuditedLayout, [String: AuditedLayout.Entry]) {
    let yaml = """
      root:
        controller:
          id: vc
          view:
            subviews:
      \(subviews)
      """
    let scene = try SceneLoader.parse(yaml, file: "background.yaml")
    let environment = Environment(device: try #require(DeviceCatalog.device(named: "iPhone X")))
    let snapshot = try AuditFixture.layOut(
      scene, in: environment, derivations: false, constraints: false)
    let layout = AuditedLayout(file: "background.yaml", snapshot: snapshot)
    var byID: [String: AuditedLayout.Entry] = [:]
    for entry in layout.entries {
      if let id = entry.view.sceneID { byID[id] = entry }
    }
    return (layout, byID)
  }

  @Test func anImageFillingTheRootViewUnderContentIsTheBackground() throws {
    let (layout, entries) = try Self.entries(
      """
                - imageView: { id: background, frame: [0, 0, superview.width, superview.height] }
                - label: { id: title, frame: [20, 100, 200, 40], text: Unlock }
      """)
    let background = try #require(entries["background"])
    #expect(layout.fillsScreenView(background))
    #expect(layout.isFullBleed(background, along: .bottom))
    // The label over it is content, not a background.
    #expect(!layout.fillsScreenView(try #require(entries["title"])))
  }

  @Test func notABackground() throws {
    // Nothing drawn over it: the screen's content (a picked photo).
    let (alone, aloneEntries) = try Self.entries(
      """
                - imageView: { id: photo, frame: [0, 0, superview.width, superview.height] }
      """)
    #expect(!alone.fillsScreenView(try #require(aloneEntries["photo"])))
    // Inset from the view's edges: not the whole screen.
    let (inset, insetEntries) = try Self.entries(
      """
                - imageView: { id: art, frame: [20, 0, 320, 460] }
                - label: { id: title, frame: [20, 100, 200, 40], text: Server }
      """)
    #expect(!inset.fillsScreenView(try #require(insetEntries["art"])))
  }
}
