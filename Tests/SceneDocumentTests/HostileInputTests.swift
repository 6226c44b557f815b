import Foundation
import Testing

@testable import SceneDocument

/// Bad input gets an error, fast, never a crash or a hang.
@Suite struct HostileInputTests {
  static func laughs(keys: Bool) -> String {
    var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
      let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
      text += "\(name): &\(name) [\(aliases)]\n"
      previous = name
    }
    return text + (keys ? "root: {*i: 1, *h: 2}\n" : "root: *i\n")
  }

  @Test(arguments: [false, true])
  func billionLaughsIsRefusedAtTheFirstAnchor(aliasesAsKeys: Bool) throws {
    let error = try #require(sceneError(Self.laughs(keys: aliasesAsKeys)))
    #expect(error.location == at(1, 4))
    #expect(error.message.hasPrefix("YAML anchors and aliases ('&a') are not supported"))
  }

  @Test func textThatMerelyContainsAmpersandsAndStarsIsFine() throws {
    let scene = try parseScene(
      """
      root:
        controller:
          title: Tom & Jerry *live*
          view:
            constraints: [width == 0.5 * superview.width, 'height == 2*superview.width']
      """)
    #expect(scene.root.title?.value == "Tom & Jerry *live*")
    #expect(scene.root.view?.constraints?.count == 2)
  }

  @Test func deepFlowNestingIsAnError() throws {
    let error = try #require(sceneError("root: " + String(repeating: "[", count: 100_000)))
    #expect(
      error.message == "the YAML is nested too deeply (more than 1000 levels of lists and mappings)"
    )
  }

  @Test func deepBlockNestingIsAnError() throws {
    let error = try #require(sceneError("root:\n" + String(repeating: "- ", count: 50_000) + "x\n"))
    #expect(error.message.contains("nested too deeply"))
  }

  @Test func nestingJustUnderLibYAMLsLimitIsAPlainTypeError() throws {
    let nested = String(repeating: "[", count: 990) + String(repeating: "]", count: 990)
    let error = try #require(sceneError("root: " + nested))
    #expect(error.message.hasPrefix("expected a controller node"))
  }

  @Test func deepViewTreesAreBounded() throws {
    func scene(depth: Int) -> String {
      var text = "root:\n  controller:\n    view:\n      subviews:\n"
      var indent = "        "
      for _ in 0..<depth {
        text += indent + "- view:\n" + indent + "    subviews:\n"
        indent += "      "
      }
      return text
    }
    let error = try #require(sceneError(scene(depth: 70)))
    #expect(
      error.message
        == "the scene is nested too deeply (more than 64 levels of controllers and views)")
    #expect(throws: Never.self) { try parseScene(scene(depth: 60)) }
  }

  @Test func deepControllerTreesAreBounded() throws {
    var text = "root:\n"
    var indent = "  "
    for _ in 0..<70 {
      text += indent + "navigation:\n" + indent + "  viewControllers:\n" + indent + "    -\n"
      indent += "      "
    }
    text += indent + "controller: {}\n"
    let error = try #require(sceneError(text))
    #expect(error.message.contains("nested too deeply"))
  }

  @Test func hugeTextIsRefusedBeforeParsing() throws {
    let text = "root: {controller: {}}\n" + String(repeating: "# padding\n", count: 900_000)
    let error = try #require(sceneError(text))
    #expect(
      error.message
        == "the file is too large (9000023 bytes); scene files are limited to 8388608 bytes")
  }

  @Test func hugeFileIsRefusedBeforeReading() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "huge-\(UUID().uuidString).yaml"
    ).path
    let data = Data(repeating: UInt8(ascii: "#"), count: SceneLoader.maximumFileSize + 1)
    try data.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = try #require(throws: SceneError.self) { try SceneLoader.load(path: path) }
    #expect(error.message.hasPrefix("the file is too large"))
  }

  @Test func invalidUTF8IsLocated() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-\(UUID().uuidString).yaml"
    ).path
    var data = Data("root:\n  controller: {title: ab".utf8)
    data.append(contentsOf: [0xFF, 0xFE])
    data.append(contentsOf: Array("}\n".utf8))
    try data.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = try #require(throws: SceneError.self) { try SceneLoader.load(path: path) }
    #expect(error.message == "the file is not valid UTF-8 text")
    #expect(error.line == 2)
    #expect(error.column == 25)
  }

  @Test func nulBytesAreAnError() throws {
    let error = try #require(sceneError("root: {controller: {title: \"a\u{0}\"}}\n"))
    #expect(error.message == "invalid text: control characters are not allowed")
    #expect(!error.description.contains("\u{0}"))
  }

  @Test func byteOrderMarkIsIgnored() throws {
    #expect(try parseScene("\u{FEFF}root: {controller: {id: a}}").root.id?.value == "a")
  }

  @Test func longExpressionsAndConstraintsAreBounded() throws {
    let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
    let error = try #require(
      sceneError("root: {controller: {view: {frame: [0, 0, 1, '\(deep)']}}}"))
    #expect(error.message == "expression is nested too deeply (more than 64 levels)")
  }
}
