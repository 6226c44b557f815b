import DeviceCatalog
import Foundation
import GoldenFiles
import HeadlessUIKit
import Testing

@testable import LayoutInspection

@MainActor
@Suite("explain")
struct ExplainTests {
  @Test("A0-3: vc.view.safeAreaInsets.top = 88 is status bar 44 + navigation bar 44")
  func rootViewTop() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let explanation = try explain("vc.view.safeAreaInsets.top", in: scene.window.snapshot())
    #expect(explanation.value == .number(88))
    let section = try #require(explanation.sections.first)
    #expect(section.title == "top")
    let amounts = section.steps.compactMap(\.amount)
    #expect(amounts.reduce(0, +) == 88)
    let rules = section.steps.compactMap(\.rule)
    #expect(rules.contains("R1.2"))
    #expect(rules.contains("R3.1"))
    #expect(rules.contains("R3.6"))
  }

  @Test("a whole inset property explains all four edges")
  func wholeInsets() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let explanation = try explain("vc.view.safeAreaInsets", in: scene.window.snapshot())
    #expect(explanation.sections.map(\.title) == ["top", "left", "bottom", "right"])
    #expect(explanation.sections.map(\.value) == [88, 0, 34, 0])
  }

  @Test("a subview's inset names the part of the parent's inset its frame overlaps (R2.3)")
  func subviewOverlap() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    scene.tb.frame = CGRect(x: 0, y: 50, width: 375, height: 600)
    scene.window.layoutIfNeeded()
    let explanation = try explain("tb.safeAreaInsets.top", in: scene.window.snapshot())
    #expect(explanation.value == .number(38))
    let steps = try #require(explanation.sections.first).steps
    #expect(steps.contains { $0.rule == "R2.3" && $0.amount == -50 })
  }

  @Test("adjustedContentInset: behaviour, axis test and amounts")
  func adjustedContentInset() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let explanation = try explain("tb.adjustedContentInset", in: scene.window.snapshot())
    #expect(explanation.sections.map(\.title) == ["behaviour", "top", "left", "bottom", "right"])
    let behaviour = explanation.sections[0].steps
    #expect(behaviour.contains { $0.label.contains(".automatic") })
    #expect(behaviour.contains { $0.rule == "R4.3" })
    #expect(explanation.sections[1].value == 88)
    #expect(explanation.sections[1].steps.contains { $0.rule == "R4.7" && $0.amount == 88 })
  }

  @Test("an opaque bar: the frame starts at the bar's bottom (R3.2)")
  func opaqueFrame() throws {
    let scene = try Scenes.navigationTable(ios: 11, translucent: false)
    let explanation = try explain("vc.view.frame", in: scene.window.snapshot())
    #expect(explanation.sections[0].steps.contains { $0.rule == "R3.2" })
  }

  @Test("iOS 10: contentInset includes the layout guide's length (R5.1)")
  func legacyContentInset() throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let explanation = try explain("tb.contentInset.top", in: scene.window.snapshot())
    #expect(explanation.value == .number(88))
    #expect(explanation.sections[0].steps.contains { $0.rule == "R5.1" && $0.amount == 88 })
  }

  @Test("errors name the path", arguments: ["vc.frame.top", "nope.view.safeAreaInsets", "vc"])
  func errors(path: String) throws {
    let scene = try Scenes.navigationTable(ios: 11)
    #expect(throws: QueryError.self) { try explain(path, in: scene.window.snapshot()) }
  }

  @Test("text and JSON goldens")
  func goldens() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let snapshot = scene.window.snapshot()
    for (name, path) in [
      ("vc-view-safeAreaInsets", "vc.view.safeAreaInsets"),
      ("tb-adjustedContentInset", "tb.adjustedContentInset"),
      ("vc-view-frame", "vc.view.frame"),
      ("nav-navigationBar-frame", "nav.navigationBar.frame"),
    ] {
      let explanation = try explain(path, in: snapshot)
      let goldens = GoldenFile.directory(besides: #filePath, "ExplainGoldens")
      GoldenFile.expect(
        ExplainOutput.text(explanation), named: "\(name).txt", in: goldens,
        endingWithNewline: true)
      GoldenFile.expect(
        ExplainOutput.json(explanation), named: "\(name).json", in: goldens,
        endingWithNewline: true)
    }
  }
}
