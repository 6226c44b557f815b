import Foundation
import Testing

/// End-to-end tests of `safearea query`: the contract of `scene-format.md` (output forms and
/// exit statuses), run on the built binary.
@Suite struct QueryCommandTests {
  @Test("the contract's example: text output")
  func contractExample() throws {
    let result = try safearea([
      "query", "Examples/A0-9.yaml", "vc.view.safeAreaInsets", "tb.adjustedContentInset",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "vc.view.safeAreaInsets = {0, 0, 34, 0}\ntb.adjustedContentInset = {0, 0, 34, 0}\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("A0-3 seed numbers, with every value form, in text and JSON")
  func valueForms() throws {
    let paths = [
      "vc.view.safeAreaInsets", "nav.view.safeAreaInsets", "vc.view.frame",
      "nav.navigationBar.frame",
      "vc.topLayoutGuide.length",
    ]
    let text = try safearea(["query", "Examples/A0-3.yaml"] + paths)
    #expect(text.status == 0)
    assertGolden(text.stdout, "query-A0-3.txt")
    let json = try safearea([
      "query", "Examples/A0-7.yaml", "tb.adjustedContentInset", "tb.contentOffset",
      "tb.contentSize", "tb.frame", "--format", "json",
    ])
    #expect(json.status == 0)
    assertGolden(json.stdout, "query-A0-7.json")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["tb.contentOffset"] != nil)
  }

  @Test("environment overrides on the command line")
  func overrides() throws {
    let result = try safearea([
      "query", "Examples/A2-1.yaml", "vc.view.safeAreaInsets", "--device", "iPhone 8",
      "--orientation", "landscapeLeft",
    ])
    #expect(result.stdout == "vc.view.safeAreaInsets = {32, 0, 0, 0}\n")
    let hidden = try safearea([
      "query", "Examples/A3-2.yaml", "vc.view.safeAreaInsets", "--status-bar-hidden", "--device",
      "iPhone 8",
    ])
    #expect(hidden.stdout == "vc.view.safeAreaInsets = {0, 0, 0, 0}\n")
  }

  @Test(
    "exit statuses: 64 bad usage, 65 bad input",
    arguments: [
      (["query", "Examples/A0-3.yaml"], 64, "Missing expected argument"),
      (
        ["query", "Examples/A0-3.yaml", "vc.view.safeAreaInsets", "--ios", "9"], 64,
        "not a modelled"
      ),
      (
        ["query", "Examples/A0-3.yaml", "vc.view.safeAreaInsets", "--orientation", "sideways"], 64,
        "sideways"
      ),
      (["query", "Examples/none.yaml", "vc.view.frame"], 65, "none.yaml"),
      (["query", "Examples/A0-3.yaml", "vcc.view.frame"], 65, "did you mean 'vc'"),
      (
        ["query", "Examples/A0-3.yaml", "vc.view.safeAreaInsets", "--device", "iPhone 99"], 64,
        "unknown device 'iPhone 99'"
      ),
      (
        ["query", "Examples/A0-3.yaml", "vc.view.safeAreaInsets", "--ios", "10"], 65,
        "does not exist under iOS 10"
      ),
      (["query", "Examples/A0-3.yaml", "red.adjustedContentInset"], 65, "scroll view"),
    ] as [([String], Int32, String)])
  func exitStatus(arguments: [String], status: Int32, message: String) throws {
    let result = try safearea(arguments)
    #expect(result.status == status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("a malformed scene file: path:line:column, the line and a caret, exit 65")
  func malformedScene() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-cli-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.yaml")
    try
      "root:\n  controller:\n    id: vc\n    view:\n      subviews:\n        - tableView: { id: tb, rowHeight: abc }\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try safearea(["query", file.path, "tb.frame"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("bad.yaml:6:"))
    #expect(result.stderr.contains("rowHeight"))
    #expect(result.stderr.contains("^"))
  }
}
