import Foundation
import Testing

/// The iPhone Duo as a catalog device (two displays, each described in its measured poses;
/// `Data/devices.csv`, R20.1) through every command that takes a device.
@Suite struct CatalogDuoCommandTests {
  static let notes = [
    "note: iPhone Duo (inner display): no source measured its portrait top inset; left 0,"
      + " bottom 34 and right 0 are measured (Data/devices.csv: unmeasured): left out of 1"
      + " environment"
  ]

  @Test("audit --devices 'iPhone Duo': both displays in their measured poses, the other noted")
  func audit() throws {
    let result = try safearea(["audit", "Examples/A3-3.yaml", "--devices", "iPhone Duo"])
    #expect(result.status == 0)
    // Named: what was asked for and left out is noted without --verbose.
    for note in Self.notes { #expect(result.stderr.contains(note), "\(result.stderr)") }
    // The safe area reaches the displays' leading corners (top 0, leading 0); the fix gives
    // what clears the inner display's 55-pt corner (issue 31).
    #expect(result.stdout.contains("on 2 of 2 devices: every device in both orientations"))
    #expect(
      result.stdout.contains(
        "fix: move it 55 pt down or 55 pt right, clear of the display's 55-pt rounded corner: on"
          + " iPhone Duo (inner display) the safe area reaches that corner"))
    #expect(result.stdout.contains("2 findings (0 errors) in 1 file on 3 environments"))
  }

  @Test("the catalog's notes: none by default, once with --verbose; 'iPhone Duo only' headlines")
  func notesAndHeadlines() throws {
    let quiet = try safearea(["audit", "Examples/A3-3.yaml"])
    #expect(quiet.status == 0)
    #expect(!quiet.stderr.contains("no source measured"), "\(quiet.stderr)")
    // A3-3 is right on every ordinary device: what remains is the Duo's, and says so.
    #expect(
      quiet.stdout.contains(
        "Examples/A3-3.yaml:9:11: warning: iPhone Duo only: a corner of 'view1' (UIView) lies"))
    let verbose = try safearea(["audit", "Examples/A3-3.yaml", "--verbose"])
    let lines = verbose.stderr.split(separator: "\n").filter { $0.contains("no source measured") }
    #expect(lines.count == 1, "\(verbose.stderr)")
  }

  @Test("render --devices 'iPhone Duo': one picture per measured pose")
  func render() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-duo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try safearea([
      "render", "Examples/A3-3.yaml", "--devices", "iPhone Duo", "--out", out.path,
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("wrote 3 pictures"))
    for note in Self.notes { #expect(result.stderr.contains(note), "\(result.stderr)") }
  }

  @Test("inspect and query: --device 'iPhone Duo' is the inner display, --display picks the outer")
  func inspectAndQuery() throws {
    let inner = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--orientation", "landscapeLeft",
      "window.safeAreaInsets", "view1.frame",
    ])
    #expect(inner.status == 0)
    #expect(
      inner.stdout == "window.safeAreaInsets = {0, 0, 34, 84}\nview1.frame = {{0, 0}, {867, 200}}\n"
    )
    let outer = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--display", "outer",
      "window.safeAreaInsets", "window.bounds",
    ])
    #expect(outer.status == 0)
    #expect(
      outer.stdout
        == "window.safeAreaInsets = {0, 0, 34, 84}\nwindow.bounds = {{0, 0}, {466, 678}}\n")
    // An unmeasured pose is a located error, never a guess.
    let portrait = try safearea([
      "inspect", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--orientation", "portrait",
    ])
    #expect(portrait.status == 65)
    #expect(
      portrait.stderr.contains(
        "Examples/A3-3.yaml:3:1: error: no source measured the iPhone Duo (inner display)'s"
          + " portrait top inset; left 0, bottom 34 and right 0 are measured"))
    // The outer display's landscape is measured now (DUO-PROBE): the column on the left in
    // landscape-right.
    let landscape = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--display", "outer",
      "--orientation", "landscapeRight", "window.safeAreaInsets",
    ])
    #expect(landscape.status == 0)
    #expect(landscape.stdout == "window.safeAreaInsets = {0, 84, 34, 0}\n")
  }

  @Test("explain names the Duo's column and the readings behind its insets")
  func explain() throws {
    let result = try safearea([
      "explain", "Examples/A3-3.yaml", "vc.view.safeAreaInsets", "--device", "iPhone Duo",
      "--display", "outer", "--ios", "27",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "+ 84 vertical bar column: status bar and island (iPhone Duo (outer display), portrait;"
          + " measured (DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE))"
          + " [R20.2]"))
    #expect(
      result.stdout.contains(
        "+ 34 home indicator (iPhone Duo (outer display), portrait; measured (DUO-SIM;"
          + " DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE)) [R1.1]"))
  }

  @Test(
    "a scene file naming the catalog's iPhone Duo: 'display:' picks it, --devices scene lays out both"
  )
  func sceneFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-duo-scene-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("duo.yaml")
    try """
    environment: { device: iPhone Duo, display: outer, ios: 27 }
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: b, frame: [0, 0, 44, 44] }
    """.write(to: file, atomically: true, encoding: .utf8)
    let outer = try safearea(["query", file.path, "window.bounds", "vc.view.safeAreaInsets"])
    #expect(
      outer.stdout
        == "window.bounds = {{0, 0}, {466, 678}}\nvc.view.safeAreaInsets = {0, 0, 34, 84}\n")
    let both = try safearea(["audit", file.path, "--devices", "scene"])
    #expect(both.status == 0)
    #expect(both.stdout.contains("1 finding (0 errors) in 1 file on 3 environments"))
    let inner = try safearea(["query", file.path, "window.bounds", "--display", "inner"])
    #expect(inner.status == 65)
    #expect(
      inner.stderr.contains(
        "duo.yaml:1:1: error: no source measured the iPhone Duo (inner display)'s portrait top inset"
      ))
  }
}
