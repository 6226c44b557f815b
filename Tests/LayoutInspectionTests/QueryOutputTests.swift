import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutInspection

@MainActor
@Suite struct QueryOutputTests {
  @Test func textIsOneLinePerPathInOrder() throws {
    let scene = try Scenes.navigationTable(ios: 11, translucent: false)
    let results = try resolve(
      ["vc.view.safeAreaInsets", "tb.adjustedContentInset"], in: scene.window.snapshot())
    #expect(
      QueryOutput.text(results: results) == """
        vc.view.safeAreaInsets = {0, 0, 34, 0}
        tb.adjustedContentInset = {0, 0, 34, 0}
        """)
  }

  @Test func jsonIsOneObjectInTheOrderAsked() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let results = try resolve(
      [
        "vc.view.safeAreaInsets", "vc.view.frame", "tb.contentSize", "tb.contentOffset",
        "vc.topLayoutGuide.length", "tb.isHidden", "vc.view.safeAreaInsets",
      ], in: scene.window.snapshot())
    let json = QueryOutput.json(results: results)
    #expect(
      json
        == #"{"vc.view.safeAreaInsets": {"top":88, "left":0, "bottom":34, "right":0}, "#
        + #""vc.view.frame": {"x":0, "y":0, "width":375, "height":812}, "#
        + #""tb.contentSize": {"width":375, "height":2640}, "tb.contentOffset": {"x":0, "y":-88}, "#
        + #""vc.topLayoutGuide.length": 88, "tb.isHidden": false}"#)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let insets = object?["vc.view.safeAreaInsets"] as? [String: Any]
    #expect((insets?["top"] as? NSNumber)?.doubleValue == 88)
  }

  @Test func emptyResults() {
    #expect(QueryOutput.text(results: []) == "")
    #expect(QueryOutput.json(results: []) == "{}")
  }

  @Test func jsonEscapesPaths() {
    let result = QueryResult(path: "a\"b", value: .number(1))
    #expect(QueryOutput.json(results: [result]) == #"{"a\"b": 1}"#)
  }
}
