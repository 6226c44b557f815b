import Foundation
import Testing

/// End-to-end tests of `explain`, `audit`, `rules`, `render`, and every command on a storyboard.
@Suite struct AuditRenderCommandTests {
  /// A storyboard of the shared corpus (read from `../shared`, never copied into the repo).
  static let storyboard = SharedCorpus.path(
    "Ranchero-Software__NetNewsWire/iOS__Base.lproj__Main.storyboard")

  @Test("explain: the derivation of A0-3's 88 with rule ids")
  func explain() throws {
    let result = try safearea(["explain", "Examples/A0-3.yaml", "vc.view.safeAreaInsets.top"])
    #expect(result.status == 0)
    assertGolden(result.stdout, "explain-A0-3.txt")
    #expect(result.stdout.contains("+ 44 navigation bar (translucent) [R3.1]"))
  }

  @Test("--devices scene --windows: the notes count the scene's own device, not the catalog's")
  func sceneDeviceWindowNotes() throws {
    // The scene's iPad under iOS 18 in landscape: 'half' exists there, so nothing is left out;
    // the catalog's iPhones and iPadOS 26 environments are not in this matrix and get no note.
    let result = try safearea([
      "audit", "Examples/window-split-view.yaml", "--devices", "scene", "--windows", "half",
      "--ios", "18", "--orientations", "landscape",
    ])
    #expect(result.status == 1)  // screen_sized_in_window: the example's table is screen-wide
    #expect(!result.stderr.contains("note:"))
    #expect(result.stdout.contains("in 1 file on 1 environment\n"))
  }

  @Test("--devices FILE.yaml: that file's device (both displays) for every input")
  func devicesFromSceneFile() throws {
    let result = try safearea([
      "audit", "Examples/A3-3.yaml", "Examples/A0-1.yaml", "--devices",
      "Examples/vertical-bar-device.yaml", "--ios", "27",
    ])
    // A3-3 is laid out on the outer display in portrait and the inner one in landscape, the
    // poses the file describes; A0-1's navigation bar needs the column's width with bars.
    #expect(result.status == 65)
    #expect(result.stdout.contains("in 2 files on 2 environments"))
    #expect(result.stdout.contains("(inner display) in landscape"))
    #expect(result.stderr.contains("Examples/A0-1.yaml:5:3: error: from iOS 27"))
    #expect(result.stderr.contains("describes no portrait geometry"))
  }

  @Test("explain: a constraint-laid-out frame lists the constraints that determined it")
  func explainConstraints() throws {
    let result = try safearea(["explain", "Examples/A4-4-constraints.yaml", "chatInput.frame"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("solved by Auto Layout from its constraints [AL1.2]"))
    #expect(
      result.stdout.contains(
        "view.bottom == superview.safeArea.bottom at Examples/A4-4-constraints.yaml:22:17"))
  }

  @Test(
    "audit exit statuses: 0 clean, 1 errors, --strict, 64 usage, 65 bad input",
    arguments: [
      (["audit", "Examples/A0-2.yaml"], 0),
      (["audit", "Examples/A0-1.yaml", "--devices", "iPhone X"], 1),
      (["audit", "Examples/A0-8.yaml", "--devices", "iPhone X", "--orientations", "portrait"], 0),
      (
        [
          "audit", "Examples/A0-8.yaml", "--devices", "iPhone X", "--orientations", "portrait",
          "--strict", "--rules", "double_inset",
        ],
        1
      ),
      (["audit", "Examples/A0-2.yaml", "--orientations", "sideways"], 64),
      (["audit", "Examples/A0-2.yaml", "--devices", "Nokia 3310"], 64),
      (["audit", "Examples/missing.yaml"], 65),
    ] as [([String], Int32)])
  func auditStatus(arguments: [String], status: Int32) throws {
    #expect(try safearea(arguments).status == status)
  }

  @Test("audit --jobs: worker processes give the one-process report and the same bad-input error")
  func parallelAudit() throws {
    let arguments = [
      "audit", "Examples", "--devices", "iPhone 8,iPhone X,iPhone 15 Pro", "--format", "json",
    ]
    let serial = try safearea(arguments + ["--jobs", "1"])
    let parallel = try safearea(arguments + ["--jobs", "3"])
    #expect(serial.status == 1)
    #expect(parallel.status == serial.status)
    #expect(parallel.stdout == serial.stdout)
    #expect(serial.stdout.contains("fixed_position"))

    // A malformed file among good ones: the same located error and exit status 65.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-jobs-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["A0-1.yaml", "A3-2.yaml"] {
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("Examples/\(name)"),
        to: directory.appendingPathComponent(name))
    }
    try "root:\n  controller: { id: vc, view: { subviews: [ { view: { frame: [0, 0] } } ] } }\n"
      .write(to: directory.appendingPathComponent("B-bad.yaml"), atomically: true, encoding: .utf8)
    let bad = ["audit", directory.path, "--devices", "iPhone X"]
    let serialBad = try safearea(bad + ["--jobs", "1"])
    let parallelBad = try safearea(bad + ["--jobs", "2"])
    #expect(serialBad.status == 65)
    #expect(parallelBad.status == 65)
    #expect(parallelBad.stderr == serialBad.stderr)
    #expect(parallelBad.stdout == serialBad.stdout)
    #expect(serialBad.stderr.contains("B-bad.yaml:2:"))
    // The other files are still audited and reported.
    #expect(serialBad.stdout.contains("A0-1.yaml:"))
    #expect(serialBad.stdout.contains("A3-2.yaml:"))
    #expect(try safearea(["audit", "Examples/A0-2.yaml", "--jobs", "0"]).status == 64)
  }

  @Test(
    "audit --jobs N on the corpus: the one-process report byte for byte, every N, every run",
    SharedCorpus.trait)
  func parallelAuditOnCorpus() throws {
    try SharedCorpus.require()
    let arguments = [
      "audit", SharedCorpus.path("artsy__eidolon"), "--devices", "iPhone 8,iPhone X,iPad Air 2",
      "--format", "json",
    ]
    let serial = try safearea(arguments + ["--jobs", "1"])
    #expect(serial.stdout.contains("\"rule\""))
    for jobs in ["2", "3", "2"] {
      let parallel = try safearea(arguments + ["--jobs", jobs])
      #expect(parallel.status == serial.status)
      #expect(parallel.stdout == serial.stdout, "--jobs \(jobs)")
    }
  }

  @Test(
    "audit: three storyboards named Main.storyboard with shared scene ids keep every finding",
    SharedCorpus.trait)
  func sameNamedStoryboards() throws {
    try SharedCorpus.require()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-names-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let copies = [
      ("Samples", "Examples__Samples__Sources__Base.lproj__Main.storyboard"),
      ("Stocks", "Examples__Stocks__Stocks__Base.lproj__Main.storyboard"),
      ("Copy", "Examples__Samples__Sources__Base.lproj__Main.storyboard"),
    ]
    var alone = 0
    for (folder, file) in copies {
      let target = directory.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      let copy = target.appendingPathComponent("Main.storyboard")
      // The panels' contents are designed at freeform sizes (parts, not audited); without the
      // freeform size they are laid out full screen and give the findings this test follows.
      let text = try String(
        contentsOfFile: SharedCorpus.path("scenee__FloatingPanel/\(file)"), encoding: .utf8)
      try text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("key=\"freeformSize\"") && !$0.contains("freeformSimulatedSize") }
        .joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
      // iPhone X and 16 Pro: the drawn-content rule (issue 27) took the X's one finding here
      // (a label's frame corner 1.3 pt in the rounded corner; its text is not).
      let one = try safearea([
        "audit", copy.path, "--devices", "iPhone X,iPhone 16 Pro", "--format", "xcode",
      ])
      alone += one.stdout.split(separator: "\n").count
    }
    #expect(alone > 0)
    for jobs in ["1", "2"] {
      let all = try safearea([
        "audit", directory.path, "--devices", "iPhone X,iPhone 16 Pro", "--format", "xcode",
        "--jobs", jobs,
      ])
      #expect(all.stdout.split(separator: "\n").count == alone, "--jobs \(jobs)")
    }
  }

  @Test(
    "usage errors found while running exit 64 and name the option or argument",
    arguments: [
      (
        ["audit", "Examples/A0-2.yaml", "--devices", "iPhone X,,Nokia"],
        "--devices: unknown device or family 'Nokia'"
      ),
      (
        ["audit", "Examples/A0-2.yaml", "--orientations", "up"],
        "--orientations: unknown orientation 'up'"
      ),
      (["audit", "Examples/A0-2.yaml", "--ios", ""], "--ios: give at least one iOS"),
      (["rules", "no_such_rule"], "unknown rule 'no_such_rule' (argument IDENTIFIER)"),
      (["query", "Examples/A0-1.yaml", "red..frame"], "'red..frame'"),
      (
        ["query", "Examples/A0-1.yaml", "red.frame", "--device", "Nokia"],
        "--device: unknown device 'Nokia'"
      ),
      (["devices", "nokia"], "unknown device or family 'nokia'"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try safearea(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("safearea with no arguments prints its help and exits 64")
  func noArguments() throws {
    let result = try safearea([])
    #expect(result.status == 64)
    #expect(result.stderr.contains("USAGE: safearea"))
    #expect(result.stderr.contains("audit"))
  }

  @Test("audit reporters: xcode lines and SARIF on the command line")
  func reporters() throws {
    let xcode = try safearea([
      "audit", "Examples/A0-1.yaml", "--devices", "iPhone X", "--orientations", "portrait",
      "--format", "xcode",
    ])
    #expect(
      xcode.stdout.split(separator: "\n").first
        == "Examples/A0-1.yaml:12:17: error: 'red' (UIView) lies 44 pt under the sensor housing (approximate: no sourced outline, the inset strip stands for it) (on 1 device: iPhone X in portrait; by 44 pt; also: content_under_bar (details: --format json or the --render report)) [sensor_housing_overlap]"
    )
    let sarif = try safearea(["audit", "Examples/A4-4.yaml", "--format", "sarif"])
    let object = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
    #expect(object?["version"] as? String == "2.1.0")
  }

  @Test("rules: the list and one rule")
  func rules() throws {
    let list = try safearea(["rules"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("sensor_housing_overlap"))
    let one = try safearea(["rules", "control_over_home_indicator"])
    #expect(one.status == 0)
    #expect(one.stdout.contains("A4-4"))
    #expect(try safearea(["rules", "no_such_rule"]).status != 0)
  }

  @Test("render: a sheet and a page per scene and an index.html, byte-identical on a re-run")
  func render() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-render-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let arguments = [
      "render", "Examples/A0-9.yaml", "Examples/A0-1.yaml", "--devices", "iPhone X,iPhone 8",
      "--out", out.path,
    ]
    let run = try safearea(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("in 3 SVG sheets"))
    let files = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
    #expect(
      files == [
        "A0-1.html", "A0-9.html", "index.html", "pictures", "pictures/A0-1.svg",
        "pictures/A0-9.svg", "pictures/index-1.svg", "report.css", "report.js",
      ])
    let sheet = try String(
      contentsOf: out.appendingPathComponent("pictures/A0-9.svg"), encoding: .utf8)
    #expect(sheet.components(separatedBy: "<view id=").count - 1 == 4)
    let contents = try files.filter { $0.contains(".") }.map {
      try Data(contentsOf: out.appendingPathComponent($0))
    }
    #expect(try safearea(arguments).status == 0)
    let again = try files.filter { $0.contains(".") }.map {
      try Data(contentsOf: out.appendingPathComponent($0))
    }
    #expect(contents == again, "a re-run changed the report")
  }

  @Test("audit --render: the same report, byte for byte, with one worker process or three")
  func renderInParallel() throws {
    var reports: [[String: Data]] = []
    for jobs in ["1", "3"] {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "safearea-render-\(UUID())")
      defer { try? FileManager.default.removeItem(at: out) }
      let run = try safearea([
        "audit", "Examples/A0-1.yaml", "Examples/A4-4.yaml", "Examples/A1-2.yaml",
        "--devices", "iPhone X,iPhone 8,iPad Air 2", "--jobs", jobs, "--no-cache",
        "--render", out.path,
      ])
      #expect(run.status == 1)
      var files: [String: Data] = [:]
      for path in try FileManager.default.subpathsOfDirectory(atPath: out.path)
      where path.contains(".") {
        files[path] = try Data(contentsOf: out.appendingPathComponent(path))
      }
      #expect(files.count == 10)
      reports.append(files)
    }
    #expect(reports[0] == reports[1], "the report depends on the number of workers")
  }

  @Test("render: a scene that cannot be laid out is reported; the others are drawn (exit 65)")
  func renderWithFailure() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-render-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    // keyboard-chat needs iOS 15 (keyboardLayoutGuide); iOS 12 cannot lay it out.
    let run = try safearea([
      "render", "Examples/keyboard-chat.yaml", "Examples/A0-1.yaml", "--devices", "iPhone X",
      "--ios", "12", "--out", out.path,
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("keyboard-chat.yaml:"))
    #expect(run.stderr.contains("1 of 2 scene(s) could not be laid out"))
    let files = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
    #expect(files.contains("pictures/A0-1.svg"))
    #expect(!files.contains { $0.contains("keyboard-chat") })
  }

  @Test(
    "storyboards: query by userLabel, inspect with --scene, audit a directory",
    SharedCorpus.trait)
  func storyboard() throws {
    try SharedCorpus.require()
    let query = try safearea([
      "query", Self.storyboard, "Article.view.safeAreaInsets", "--device", "iPhone X",
    ])
    #expect(query.status == 0)
    // No segue reaches the Article scene; it has a navigation item, so it is laid out pushed onto
    // a navigation controller (assumed): status bar 44 + navigation bar 44.
    #expect(query.stdout == "Article.view.safeAreaInsets = {88, 0, 34, 0}\n")
    let inspect = try safearea([
      "inspect", Self.storyboard, "--scene", "yUG-lL-AsK", "--device", "iPhone X",
    ])
    #expect(inspect.status == 0)
    #expect(inspect.stdout.contains("ArticleViewController#JEX-9P-axG"))
    let unknownScene = try safearea(["inspect", Self.storyboard, "--scene", "nope"])
    #expect(unknownScene.status == 64)
    #expect(unknownScene.stderr.contains("--scene: no scene of"))
    let directory = URL(fileURLWithPath: Self.storyboard).deletingLastPathComponent().path
    // Its remaining findings rest on the X's approximate outline (and the context-menu preview,
    // designed smaller than any screen, is a part): shown with --include-approximate.
    let audit = try safearea([
      "audit", directory, "--devices", "iPhone X,iPhone 16 Pro", "--format", "xcode",
      "--include-approximate",
    ])
    #expect(audit.status == 0 || audit.status == 1)
    #expect(audit.stdout.contains(".storyboard:"))
    #expect(!audit.stdout.contains("YsT-Lt-Zry"))
    #expect(audit.stderr.contains("is reached by no segue and designed at 414 × 200 pt"))
  }

  @Test(
    "audit: a free-standing xib view is a component, not a screen; it is noted and not audited",
    SharedCorpus.trait)
  func componentXib() throws {
    try SharedCorpus.require()
    let xib = SharedCorpus.path("duckduckgo__iOS/DuckDuckGo__Base.lproj__OmniBar.xib")
    let audit = try safearea(["audit", xib, "--devices", "iPhone X", "--format", "json"])
    #expect(audit.status == 0)
    #expect(audit.stderr.contains("OmniBar.xib:14:9: note:"))
    #expect(audit.stderr.contains("free-standing xib view"))
    #expect(audit.stdout.contains("\"findings\": []"))
    // inspect still lays it out.
    let inspect = try safearea(["inspect", xib, "--device", "iPhone X"])
    #expect(inspect.status == 0)
    #expect(inspect.stdout.contains("OmniBar"))
  }
}
