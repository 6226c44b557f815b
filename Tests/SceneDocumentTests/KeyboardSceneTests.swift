import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// `keyboard:`, `textField`, `focused` and the `keyboard` constraint item (contract version 2),
/// from `Examples/keyboard-form.yaml` and `Examples/keyboard-chat.yaml`, against R16.1–R16.5.
@MainActor
@Suite struct KeyboardSceneTests {
  @Test(
    "R16.2, R16.5: iPhone 16, iOS 26: keyboard 335; the form's table absorbs it, safe area kept")
  func form() throws {
    let v = try query(
      "keyboard-form",
      ["window.keyboardFrame", "table.adjustedContentInset", "table.safeAreaInsets"])
    #expect(v["window.keyboardFrame"] == "{{0, 517}, {393, 335}}")
    #expect(v["table.adjustedContentInset"] == "{113, 0, 335, 0}")
    #expect(v["table.safeAreaInsets"] == "{113, 0, 34, 0}")
    let hidden = try query(
      "keyboard-form", ["window.keyboardFrame", "table.adjustedContentInset"],
      overrides: .init(keyboard: .hidden))
    #expect(hidden["window.keyboardFrame"] == "{{0, 0}, {0, 0}}")
    #expect(hidden["table.adjustedContentInset"] == "{113, 0, 34, 0}")
  }

  @Test("R16.4: iPhone SE, iOS 26: an input pinned to keyboard.top sits on the 260-pt keyboard")
  func chat() throws {
    let v = try query("keyboard-chat", ["chat.view.keyboardLayoutFrame", "input.frame"])
    #expect(v["chat.view.keyboardLayoutFrame"] == "{{0, 407}, {375, 260}}")
    #expect(v["input.frame"] == "{{0, 363}, {375, 44}}")
  }

  @Test("R16.2: an unsourced keyboard height is an error naming it, not a guess")
  func missingHeight() throws {
    do {
      _ = try query(
        "keyboard-form", ["window.keyboardFrame"],
        overrides: .init(device: DeviceCatalog.device(named: "iPhone 17")))
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .missingValue)
      #expect(error.message.contains("402×874"))
    }
  }

  @Test("the keyboard forms decode; a bad value is a located error")
  func decoding() throws {
    let scene = try parseScene(
      """
      environment:
        keyboard: { shown: true, predictive: false, type: numberPad }
      root:
        controller: {}
      """)
    #expect(
      scene.environment?.keyboard?.value
        == KeyboardState(isShown: true, predictive: false, type: .numberPad))
    #expect(
      sceneError("environment: { keyboard: open }\nroot:\n  controller: {}\n")?.location
        == at(1, 26))
    #expect(
      sceneError("environment: { keyboard: { size: 3 } }\nroot:\n  controller: {}\n")?.location
        == at(1, 28))
  }
}
