import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// `presents:` (contract version 2) read from `Examples/sheet-over-navigation.yaml`, checked
/// against the peer-measured iPhone 16 values of `uikit-rules-3.md` (R13.3, R13.5, R13.7).
@MainActor
@Suite struct PresentationSceneTests {
  @Test("R13.3, R13.5, R13.7, R13.8: iPhone 16, iOS 26: the sheet over a navigation controller")
  func sheetOverNavigation() throws {
    let v = try query(
      "sheet-over-navigation",
      [
        "sheetNav.view.frameInWindow", "sheetNav.view.safeAreaInsets",
        "sheetNav.navigationBar.frame",
        "form.view.safeAreaInsets", "sheetNav.maximumDetentValue", "sheetNav.detentValue",
        "list.view.safeAreaInsets",
      ])
    #expect(v["sheetNav.view.frameInWindow"] == "{{0, 59}, {393, 793}}")
    #expect(v["sheetNav.view.safeAreaInsets"] == "{0, 0, 34, 0}")
    #expect(v["sheetNav.navigationBar.frame"] == "{{0, 69}, {393, 54}}")
    #expect(v["form.view.safeAreaInsets"] == "{64, 0, 34, 0}")
    #expect(v["sheetNav.maximumDetentValue"] == "759")
    #expect(v["sheetNav.detentValue"] == "759")
    #expect(v["list.view.safeAreaInsets"] == "{113, 0, 34, 0}")
  }

  @Test("the presents keys decode; a misplaced or unknown key is a located error")
  func keys() throws {
    let scene = try parseScene(
      """
      root:
        controller:
          id: a
          presents:
            modalPresentationStyle: popover
            detent: 343
            prefersGrabberVisible: true
            popover: { sourceView: b, sourceRect: [0, 0, 10, 10], permittedArrowDirections: up }
            controller: { id: c }
      """)
    let presents = try #require(scene.root.presents)
    #expect(presents.modalPresentationStyle?.value == .popover)
    #expect(presents.detent?.value == .custom(343))
    #expect(presents.popover?.permittedArrowDirections?.value == .up)
    #expect(presents.controller.id?.value == "c")
    let misplaced = sceneError(
      """
      root:
        controller:
          presents:
            detent: large
            popover: { sourceView: b }
            controller: {}
      """)
    #expect(misplaced?.location == at(5, 7))
    let unknown = sceneError(
      """
      root:
        controller:
          presents:
            detents: large
            controller: {}
      """)
    #expect(unknown?.location == at(4, 7))
    let badDetent = sceneError(
      """
      root:
        controller:
          presents:
            detent: tall
            controller: {}
      """)
    #expect(badDetent?.location == at(4, 15))
  }

  @Test("maximumDetentValue of a controller that is not presented names what is wrong")
  func notPresented() throws {
    do {
      _ = try query("sheet-over-navigation", ["list.maximumDetentValue"])
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .notApplicable)
    }
  }
}
