import Foundation
import Testing

/// `--minimized-navigation-bar-height` and `barsMinimized: { navigationBarHeight }` end to end
/// (R19.2): the height the user supplies, on `query`, `explain`, `audit` and `render`; bad input
/// is exit 64 or 65; the old forms are unchanged.
@Suite struct MinimizedNavigationBarCommandTests {
  static let example = "Examples/bars-minimized-supplied.yaml"

  @Test("query: the file's height, the flag's height; explain says supplied, not sourced")
  func query() throws {
    let file = try safearea(["query", Self.example, "vc.view.safeAreaInsets"])
    #expect(file.status == 0)
    // 59 (the iPhone 16's top inset) + the supplied 30.
    #expect(file.stdout == "vc.view.safeAreaInsets = {89, 0, 34, 0}\n")
    let flag = try safearea([
      "query", Self.example, "vc.view.safeAreaInsets", "--bars-minimized",
      "--minimized-navigation-bar-height", "20",
    ])
    #expect(flag.stdout == "vc.view.safeAreaInsets = {79, 0, 34, 0}\n")
    // .disabled: the expanded bar's insets (59 + 54), whatever the height.
    let disabled = try safearea([
      "query", Self.example, "vc.view.safeAreaInsets", "--bars-minimized",
      "--bar-safe-area-adjustment", "disabled", "--minimized-navigation-bar-height", "20",
    ])
    #expect(disabled.stdout == "vc.view.safeAreaInsets = {113, 0, 34, 0}\n")
    // The old form: no height, a missing value naming R19.2 (exit 65).
    let bare = try safearea([
      "query", "Examples/A0-1.yaml", "red.safeAreaInsets", "--ios", "27", "--bars-minimized",
    ])
    #expect(bare.status == 65)
    #expect(bare.stderr.contains("R19.2"))
    let explain = try safearea(["explain", Self.example, "vc.view.safeAreaInsets"])
    #expect(explain.status == 0)
    #expect(explain.stdout.contains("supplied by the user"))
    #expect(explain.stdout.contains("not sourced"))
  }

  @Test("bad heights: usage errors on the command line, located errors from the environment")
  func badHeights() throws {
    for arguments in [
      ["--bars-minimized", "--minimized-navigation-bar-height", "nan"],
      ["--bars-minimized", "--minimized-navigation-bar-height", "1e9"],
      ["--bars-minimized", "--minimized-navigation-bar-height=-1"],
      ["--minimized-navigation-bar-height", "20"],
    ] {
      let run = try safearea(["query", Self.example, "vc.view.safeAreaInsets"] + arguments)
      #expect(run.status == 64, "\(arguments)")
    }
    let tall = try safearea([
      "query", Self.example, "vc.view.safeAreaInsets", "--bars-minimized",
      "--minimized-navigation-bar-height", "60",
    ])
    #expect(tall.status == 65)
    #expect(tall.stderr.contains("taller than the expanded bar's 54"))
    #expect(tall.stderr.contains("bars-minimized-supplied.yaml:"))
    let old = try safearea(["query", Self.example, "vc.view.safeAreaInsets", "--ios", "26"])
    #expect(old.status == 65)
    #expect(old.stderr.contains("needs iOS 27"))
  }

  @Test("render: the minimised iOS 27 layouts appear only with a height; too tall is a note")
  func render() throws {
    let arguments = [
      "render", Self.example, "--devices", "iPhone 16", "--orientations", "portrait", "--ios",
      "27", "--bars-minimized",
    ]
    func run(_ extra: [String]) throws -> CLIResult {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "minimized-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: out) }
      return try safearea(arguments + extra + ["--out", out.path])
    }
    let without = try run([])
    #expect(without.status == 0)
    #expect(without.stdout.contains("wrote 1 picture"), "\(without.stdout)")
    let with = try run(["--minimized-navigation-bar-height", "30"])
    #expect(with.stdout.contains("wrote 2 pictures"), "\(with.stdout)")
    let tall = try run(["--minimized-navigation-bar-height", "55"])
    #expect(tall.stderr.contains("note: --minimized-navigation-bar-height"), "\(tall.stderr)")
    let bad = try run(["--minimized-navigation-bar-height", "inf"])
    #expect(bad.status == 64)
  }
}
