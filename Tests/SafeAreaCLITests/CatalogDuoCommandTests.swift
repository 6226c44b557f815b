import Foundation
import Testing

/// The iPhone Duo as a catalog device (two displays, each described in its measured poses —
/// both orientations of both displays since the inner portrait's top was measured, issue 32;
/// `Data/devices.csv`, R20.1) through every command that takes a device.
@Suite struct CatalogDuoCommandTests {
  @Test("audit --devices 'iPhone Duo': both displays in both orientations, nothing left out")
  func audit() throws {
    let result = try safearea(["audit", "Examples/A3-3.yaml", "--devices", "iPhone Duo"])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("no source measured"), "\(result.stderr)")
    // The safe area reaches the displays' leading corners (top 0, leading 0); the fix gives
    // what clears the inner display's 55-pt corner (issue 31). In the inner portrait the safe
    // area's top is 82 (DUO-PROBE, DUO-SOMNIO): 'view1' sits below the corner there.
    #expect(
      result.stdout.contains(
        "on 2 of 2 devices: iPhone Duo (inner display) in landscape; iPhone Duo (outer display)"
          + " in both orientations"))
    #expect(
      result.stdout.contains(
        "fix: move it 55 pt down or 55 pt right, clear of the display's 55-pt rounded corner: on"
          + " iPhone Duo (inner display) the safe area reaches that corner"))
    #expect(result.stdout.contains("2 findings (0 errors) in 1 file on 4 environments"))
  }

  @Test("no catalog note, by default or with --verbose; 'iPhone Duo only' headlines")
  func notesAndHeadlines() throws {
    let quiet = try safearea(["audit", "Examples/A3-3.yaml"])
    #expect(quiet.status == 0)
    #expect(!quiet.stderr.contains("no source measured"), "\(quiet.stderr)")
    // A3-3 is right on every ordinary device: what remains is the Duo's, and says so.
    #expect(
      quiet.stdout.contains(
        "Examples/A3-3.yaml:9:11: warning: iPhone Duo only: a corner of 'view1' (UIView) lies"))
    let verbose = try safearea(["audit", "Examples/A3-3.yaml", "--verbose"])
    // No pose of the catalog is left unmeasured any more: no catalog note even when verbose.
    #expect(!verbose.stderr.contains("no source measured"), "\(verbose.stderr)")
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
    #expect(result.stdout.contains("wrote 4 pictures"))
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
    // The inner display in portrait: top 82 (DUO-PROBE "t82 l0 b34 r0"; DUO-SOMNIO "top 82,
    // bottom 34"); 'view1' starts below it.
    let portrait = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--orientation", "portrait",
      "window.safeAreaInsets", "view1.frame",
    ])
    #expect(portrait.status == 0)
    #expect(
      portrait.stdout
        == "window.safeAreaInsets = {82, 0, 34, 0}\nview1.frame = {{0, 82}, {669, 200}}\n")
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
    #expect(both.stdout.contains("1 finding (0 errors) in 1 file on 4 environments"))
    let inner = try safearea([
      "query", file.path, "window.bounds", "vc.view.safeAreaInsets", "--display", "inner",
    ])
    #expect(inner.status == 0)
    #expect(
      inner.stdout
        == "window.bounds = {{0, 0}, {669, 951}}\nvc.view.safeAreaInsets = {82, 0, 34, 0}\n")
  }
}
