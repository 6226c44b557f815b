import Foundation
import Testing

/// The iPhone Duo as a catalog device (two displays, each described in its measured pose only;
/// `Data/devices.csv`, R20.1) through every command that takes a device.
@Suite struct CatalogDuoCommandTests {
  static let notes = [
    "note: iPhone Duo (inner display): no source measured its portrait geometry"
      + " (Data/devices.csv: unmeasured): left out of 1 environment",
    "note: iPhone Duo (outer display): no source measured its landscape geometry"
      + " (Data/devices.csv: unmeasured): left out of 1 environment",
  ]

  @Test("audit --devices 'iPhone Duo': both displays in their measured poses, the others noted")
  func audit() throws {
    let result = try safearea(["audit", "Examples/A3-3.yaml", "--devices", "iPhone Duo"])
    #expect(result.status == 0)
    for note in Self.notes { #expect(result.stderr.contains(note), "\(result.stderr)") }
    // The safe area reaches the displays' leading corners (top 0, leading 0).
    #expect(
      result.stdout.contains(
        "on 2 of 2 devices: iPhone Duo (inner display) in landscape; iPhone Duo (outer display)"
          + " in portrait"))
    #expect(result.stdout.contains("2 findings (0 errors) in 1 file on 2 environments"))
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
    #expect(result.stdout.contains("wrote 2 pictures"))
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
          + " portrait geometry"))
    let landscape = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone Duo", "--display", "outer",
      "--orientation", "landscapeRight", "window.safeAreaInsets",
    ])
    #expect(landscape.status == 65)
    #expect(landscape.stderr.contains("iPhone Duo (outer display)'s landscape geometry"))
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
          + " measured (DUO-SIM; DUO-FLUTTER; DUO-FORUM)) [R20.2]"))
    #expect(
      result.stdout.contains(
        "+ 34 home indicator (iPhone Duo (outer display), portrait; measured (DUO-SIM;"
          + " DUO-FLUTTER; DUO-FORUM)) [R1.1]"))
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
    #expect(both.stdout.contains("1 finding (0 errors) in 1 file on 2 environments"))
    let inner = try safearea(["query", file.path, "window.bounds", "--display", "inner"])
    #expect(inner.status == 65)
    #expect(
      inner.stderr.contains(
        "duo.yaml:1:1: error: no source measured the iPhone Duo (inner display)'s portrait geometry"
      ))
  }
}
