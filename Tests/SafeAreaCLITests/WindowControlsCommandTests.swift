import Foundation
import Testing

/// `--window-controls-frame` and `windowControls: { frame }` end to end (R18.3): the frame the
/// user supplies, on `query`, `explain`, `audit` and `render`; bad input is exit 64 or 65.
@Suite struct WindowControlsCommandTests {
  static let example = "Examples/window-controls-supplied.yaml"

  @Test("query: the file's frame, the flag's frame; explain says supplied")
  func query() throws {
    let file = try safearea(["query", Self.example, "window.windowControlsFrame"])
    #expect(file.status == 0)
    #expect(file.stdout == "window.windowControlsFrame = {{0, 0}, {100, 60}}\n")
    let flag = try safearea([
      "query", Self.example, "window.windowControlsFrame", "--window-controls-frame", "90,30",
    ])
    #expect(flag.stdout == "window.windowControlsFrame = {{0, 0}, {90, 30}}\n")
    let explain = try safearea(["explain", Self.example, "window.windowControlsFrame"])
    #expect(explain.status == 0)
    #expect(explain.stdout.contains("supplied by the user"))
    // Without a frame the bare flag still makes it a missing value (exit 65, R18.3).
    let bare = try safearea([
      "query", "Examples/window-split-view.yaml", "window.windowControlsFrame", "--ios", "26",
      "--window-controls",
    ])
    #expect(bare.status == 65)
    #expect(bare.stderr.contains("R18.3"))
  }

  @Test("bad frames: usage errors on the command line, located errors from the window")
  func badFrames() throws {
    for value in ["1,2,3", "a,b,c,d", "inf,0,1,1", "0,0,1e9,1"] {
      let run = try safearea([
        "query", Self.example, "window.frame", "--window-controls-frame", value,
      ])
      #expect(run.status == 64, "\(value)")
    }
    let outside = try safearea([
      "query", Self.example, "window.frame", "--window-controls-frame", "650,0,100,60",
    ])
    #expect(outside.status == 65)
    #expect(outside.stderr.contains("does not fit the 700×900 window"))
    let phone = try safearea([
      "query", "Examples/A0-1.yaml", "window.frame", "--window-controls-frame", "0,0,10,10",
    ])
    #expect(phone.status == 65)
    #expect(phone.stderr.contains("only on an iPad"))
  }

  @Test("audit: the rule fires on the iPad only with the flag; render draws the frame")
  func auditAndRender() throws {
    let arguments = [
      "audit", Self.example, "--devices", "iPad Pro 11-inch (M5),iPhone 16",
      "--orientations", "portrait",
    ]
    let without = try safearea(arguments)
    #expect(!without.stdout.contains("control_under_window_controls"))
    let with = try safearea(arguments + ["--window-controls-frame", "0,0,100,60"])
    #expect(with.status == 1)
    #expect(
      with.stdout.contains(
        "'close' (UIButton) overlaps the window controls (100×60 at (0, 0), supplied) by 44×28 pt"))
    #expect(with.stdout.contains("on 1 of 2 devices: iPad Pro 11-inch (M5) in portrait"))
    #expect(!with.stdout.contains("'share' (UIButton) overlaps"))
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-window-controls-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try safearea([
      "render", Self.example, "--devices", "iPad Pro 11-inch (M5)", "--orientations", "portrait",
      "--window-controls-frame", "0,0,100,60", "--out", out.path,
    ])
    #expect(render.status == 0)
    let sheet = try String(
      contentsOf: out.appendingPathComponent("pictures/window-controls-supplied.svg"),
      encoding: .utf8)
    // A sheet writes a plain rectangle as the path of its outline.
    #expect(sheet.contains("<path d=\"M0 0h100v60h-100z\" class=\"window-controls\"/>"))
    #expect(sheet.contains("window controls 100 x 60 at (0, 0) (supplied, R18.3)"))
  }
}
