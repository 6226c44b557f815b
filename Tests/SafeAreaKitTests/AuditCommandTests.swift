import Findings
import Foundation
import LayoutInspection
import SceneDocument
import Testing
import XcodeProject

@testable import SafeAreaKit

/// What `safearea audit` decides past its argument parsing, in the library: the cache key and
/// when the cache is used, the change selection handed to workers, the worker flags, and the exit
/// statuses (the tool's documented contract: 0, 1 findings, 64 usage, 65 bad input, 73 output).
@MainActor
@Suite struct AuditCommandTests {
  /// A folder holding `files` (name → text), removed after `body`.
  func withFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("audit-command-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    return try body(folder)
  }

  /// How the run's bound counts each kind of input, as its located error says.
  static let weights =
    "a source's bytes count a third, a header's by what it declares, a screen built in code 60 bytes"
    + " and its views 80 and constraints 16 each, a storyboard's or xib's views 33 bytes each"

  /// A command over `paths` with the cache off, one process, portrait iPhones only.
  func command(_ paths: [String]) -> AuditCommand {
    var request = AuditRequest(paths: paths)
    request.jobs = 1
    request.matrix.devices = "iphone"
    request.matrix.orientations = "portrait"
    var command = AuditCommand(request: request, arguments: ["audit"] + paths, version: "9.9")
    command.cache = false
    return command
  }

  /// A small view in the middle of the screen: nothing of UIKit's chrome reaches it.
  let clean = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - view: { id: box, frame: [100, 200, 50, 50] }
    """

  /// A view at the very top of the screen under a navigation bar (Examples/A0-1: under the status
  /// bar and the bar, R3.1).
  let hidden = """
    root:
      navigation:
        id: nav
        viewControllers:
          - controller:
              id: vc
              view:
                subviews:
                  - view: { id: red, frame: [0, 0, screen.width, 88] }
    """

  @Test(
    "the cache key covers the version, the executable, the folder, the terminal and the arguments")
  func cacheKey() {
    var command = AuditCommand(
      request: AuditRequest(paths: ["A.yaml"]), arguments: ["audit", "A.yaml"], version: "1.2")
    let parts = [
      "1.2", AuditCache.executableIdentity, FileManager.default.currentDirectoryPath, "pipe",
      "audit", "A.yaml",
    ]
    #expect(command.cacheKey == AuditCache.key(parts))
    let pipe = command.cacheKey
    command.request.reporting.colour = true
    #expect(
      command.cacheKey == AuditCache.key(parts.enumerated().map { $0 == 3 ? "terminal" : $1 }))
    #expect(command.cacheKey != pipe)
    command.arguments = ["audit", "A.yaml", "--strict"]
    #expect(command.cacheKey != AuditCache.key(parts))
    command.version = "1.3"
    #expect(command.cacheKey != AuditCache.key(parts))
  }

  @Test("a run that writes files or asks git is neither replayed nor recorded")
  func whenTheCacheIsUsed() {
    let base = AuditCommand(request: AuditRequest(paths: ["A.yaml"]), arguments: [], version: "1")
    #expect(base.usesCache)
    var off = base
    off.cache = false
    var render = base
    render.renderDirectory = "out"
    var baseline = base
    baseline.request.reporting.writeBaseline = "baseline.json"
    var sarif = base
    sarif.request.reporting.sarifOutput = "report.sarif"
    var changed = base
    changed.changedSince = "main"
    var listed = base
    listed.filesFrom = "-"
    for command in [off, render, baseline, sarif, changed, listed] {
      #expect(!command.usesCache)
    }
    // Reading a baseline or a configuration is fine: their contents are part of the entry.
    var reading = base
    reading.request.reporting.baselineFile = "baseline.json"
    reading.request.reporting.configurationFile = "config.yml"
    #expect(reading.usesCache)
  }

  @Test(
    "the selection is handed to workers in a file, in place of --changed-since and --files-from")
  func selectionHandedOver() throws {
    let selection = FileSelection.listed(in: "Sources/A.swift\nB.storyboard\n")
    let (arguments, file) = try AuditCommand.handingOver(
      selection,
      arguments: ["audit", "--changed-since", "main", "App", "--files-from=x", "--jobs", "2"])
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(arguments == ["audit", "App", "--jobs", "2", "--files-from", file])
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written.split(separator: "\0").map(String.init) == selection.paths)
    #expect(FileSelection.listed(in: written).paths == selection.paths)
  }

  @Test("workers get the tool's arguments and the worker flags, and read them back")
  func workerArguments() {
    let early = AuditWorkerArguments.arguments(["audit", "App"], role: .startedEarly)
    #expect(early == ["audit", "App", "--audit-worker", "--audit-group-on-input"])
    #expect(AuditWorkerArguments.mode(in: early) == .init(group: nil))
    let third = AuditWorkerArguments.arguments(["audit", "App"], role: .audit(group: 3))
    #expect(third == ["audit", "App", "--audit-worker", "--audit-group", "3"])
    #expect(AuditWorkerArguments.mode(in: third) == .init(group: 3))
    let only = AuditWorkerArguments.arguments(["audit"], role: .audit(group: nil))
    #expect(only == ["audit", "--audit-worker"])
    #expect(AuditWorkerArguments.mode(in: only) == .init(group: 0))
    #expect(AuditWorkerArguments.mode(in: ["audit", "App"]) == nil)
  }

  @Test(
    "exit status: 0 clean, 1 with --strict and a finding (every rule), 65 for a named file that does not parse"
  )
  func exitStatuses() throws {
    try withFolder(["clean.yaml": clean, "hidden.yaml": hidden, "broken.yaml": "root: ["]) {
      folder in
      var outputs: [String] = []
      let status = try command([folder + "/clean.yaml"]).run(
        output: { outputs.append($0) }, messages: .discarded)
      #expect(status == 0)
      var strict = command([folder + "/hidden.yaml"])
      strict.request.reporting.strict = true
      strict.request.rules = "all"
      #expect(try strict.run(output: { _ in }, messages: .discarded) == 1)
      // A named file that does not parse stops the run: bad input, located (65).
      #expect {
        _ = try command([folder + "/clean.yaml", folder + "/broken.yaml"]).run(
          output: { _ in }, messages: .discarded)
      } throws: { error in
        CommandFailure(error)?.status == 65
          && CommandFailure(error)?.text.contains("broken.yaml:1:") == true
      }
    }
  }

  @Test(
    "past the run's bound on input files (a small limit): one located error at the first file left unread, the files before it audited, exit 65"
  )
  func inputFileBoundIsALocatedError() throws {
    // Five scene files, read in path order; a limit of three files leaves 3.yaml … 4.yaml.
    let files = Dictionary(uniqueKeysWithValues: (0..<5).map { ("\($0).yaml", clean) })
    try withFolder(files) { folder in
      let lines = Lines()
      var bounded = command([folder])
      bounded.request.inputLimits = InputBudget.Limits(maximumFiles: 3, maximumBytes: 1 << 20)
      let status = try bounded.run(output: { _ in }, messages: Messages { lines.append($0) })
      #expect(status == 65)
      let errors = lines.all.filter { $0.contains("error:") }
      #expect(
        errors.first
          == "\(folder)/3.yaml:1:1: error: this file would take the run past more than 3 input"
          + " files, the limit of one run; it and the 1 file after it are not read (audit fewer"
          + " files at a time: name a subfolder)")
      // The three files before it were read and audited.
      let result = try bounded.request.run(messages: .discarded)
      #expect(result.inputs.sources.map(\.name) == ["0", "1", "2"])
      #expect(result.inputs.unreadable == 1)
      // The bytes: the three files' sizes added up pass a limit of twice one file's.
      var bytes = command([folder])
      let size = clean.utf8.count
      bytes.request.inputLimits = InputBudget.Limits(maximumFiles: 100, maximumBytes: 2 * size)
      let byteResult = try bytes.request.run(messages: Messages { lines.append($0) })
      #expect(byteResult.inputs.sources.map(\.name) == ["0", "1"])
      let expected: String =
        "\(folder)/2.yaml:1:1: error: this file would take the run past more than \(2 * size)"
        + " bytes of input (\(2 * size) counted before it; \(Self.weights)), the limit of one run;"
        + " it and the 2 files after it are not read (audit fewer files at a time: name a subfolder)"
      #expect(lines.all.contains(expected), "\(lines.all)")
      // Under the standard limits the same folder is audited whole and clean.
      #expect(try command([folder]).run(output: { _ in }, messages: .discarded) == 0)
    }
  }

  /// A storyboard of one scene whose root view holds `subviews` empty views (`subviews` + 1
  /// views in all).
  func storyboard(subviews: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
    initialViewController="c"><scenes><scene sceneID="s"><objects><viewController id="c" \
    sceneMemberID="viewController"><view key="view" id="r"><subviews>
    """ + (0..<subviews).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
      + "</subviews></view></viewController></objects></scene></scenes></document>\n"
  }

  @Test(
    "past the run's bound on storyboard views: the document that passes it is left out with a located error"
  )
  func interfaceBuilderViewBoundIsALocatedError() throws {
    try withFolder([
      "A.storyboard": storyboard(subviews: 4), "B.storyboard": storyboard(subviews: 4),
      "C.storyboard": storyboard(subviews: 1),
    ]) { folder in
      let lines = Lines()
      var request = command([folder]).request
      // Each view counts 33 bytes. A holds 5 views; A and B together 10, past 8: B and C are
      // left out.
      request.inputLimits = InputBudget.Limits(maximumBytes: 8 * 33)
      let result = try request.run(messages: Messages { lines.append($0) })
      #expect(result.inputs.sources.map(\.file) == [folder + "/A.storyboard"])
      #expect(result.inputs.unreadable == 1)
      let expected: String =
        "\(folder)/B.storyboard:1:1: error: this file would take the run past more than 264 bytes"
        + " of input (165 counted before it; \(Self.weights)), the limit of one run; it and the 1"
        + " file after it are not read (audit fewer files at a time: name a subfolder)"
      #expect(lines.all.contains(expected), "\(lines.all)")
      request.inputLimits = InputBudget.Limits(maximumBytes: 10 * 33)
      #expect(try request.run(messages: .discarded).inputs.sources.count == 2)
    }
  }

  @Test("a named source past the code-screen size limit: the located error printed as it is, 65")
  func codeSourcePastItsLimitIsALocatedError() throws {
    let size = 4_000_001  // CodeScreens.maximumFileSize + 1
    _ = try withFolder(["Big.swift": String(repeating: "/", count: size - 1) + "\n"]) { folder in
      #expect {
        _ = try command([folder + "/Big.swift"]).run(output: { _ in }, messages: .discarded)
      } throws: { error in
        CommandFailure(error)?.status == 65
          && CommandFailure(error)?.text.hasPrefix(
            "\(folder)/Big.swift:1:1: error: the file is \(size) bytes, more than the 4000000"
              + " bytes read; not read") == true
      }
    }
  }

  @Test("a render folder that cannot be written is an output error (73)")
  func renderFolderUnwritable() throws {
    try withFolder(["clean.yaml": clean, "file": "not a folder"]) { folder in
      var rendering = self.command([folder + "/clean.yaml"])
      rendering.renderDirectory = folder + "/file"
      #expect {
        _ = try rendering.run(output: { _ in }, messages: .discarded)
      } throws: { error in
        CommandFailure(error)?.status == 73
          && CommandFailure(error)?.text.hasPrefix("error: cannot write to '") == true
      }
    }
  }
}

/// Messages collected by a test.
final class Notes: @unchecked Sendable {
  private let lock = NSLock()
  private var texts: [String] = []

  func append(_ text: String) { lock.withLock { texts.append(text) } }

  var all: [String] { lock.withLock { texts } }
}

/// How each error the library throws is reported: its text and the documented exit status.
@Suite struct CommandFailureTests {
  @Test("statuses follow sysexits.h: EX_USAGE 64, EX_DATAERR 65, EX_CANTCREAT 73")
  func statuses() {
    #expect(ExitStatus.success == 0)
    #expect(ExitStatus.findings == 1)
    #expect(ExitStatus.usage == 64)
    #expect(ExitStatus.badInput == 65)
    #expect(ExitStatus.cannotWrite == 73)
  }

  @Test("one-line errors are 'error: …', escaped, with their status")
  func oneLine() {
    #expect(
      CommandFailure(UsageError(description: "--device: unknown device 'x'"))
        == CommandFailure(text: "error: --device: unknown device 'x'", status: 64))
    #expect(
      CommandFailure(InputError(description: "cannot read 'a\u{1B}[31m'"))?.text
        .contains("\u{1B}") == false)
    #expect(CommandFailure(InputError(description: "x"))?.status == 65)
    #expect(
      CommandFailure(OutputError(description: "cannot write 'b'"))
        == CommandFailure(text: "error: cannot write 'b'", status: 73))
    #expect(
      CommandFailure(OptionError("unknown rule 'x' (--rules)"))
        == CommandFailure(text: "unknown rule 'x' (--rules)", status: 64, isOptionValue: true))
    #expect(CommandFailure(LayoutFailure(message: "a.yaml: cannot lay out"))?.status == 65)
    struct Other: Error {}
    #expect(CommandFailure(Other()) == nil)
  }

  @Test("a query path that names nothing anywhere is usage (64); one this file lacks is input (65)")
  func queryErrors() {
    func query(_ kind: QueryError.Kind) -> Int32? {
      CommandFailure(QueryError(path: "vc.x", kind: kind, message: "m"))?.status
    }
    #expect(query(.malformedPath) == 64)
    #expect(query(.unknownProperty) == 64)
    #expect(query(.unknownID) == 65)
    #expect(query(.notApplicable) == 65)
  }

  @Test("a reader's located error prints path:line:column, the line and a caret (65)")
  func locatedErrors() throws {
    var sceneError: SceneError?
    do { _ = try SceneLoader.parse("root: [\n", file: "s.yaml") } catch { sceneError = error }
    let scene = try #require(sceneError.flatMap { CommandFailure($0) })
    #expect(scene.status == 65)
    #expect(scene.text.hasPrefix("s.yaml:"))
    #expect(scene.text.hasSuffix("^"))
    let project = ProjectError(.syntax, "expected ';'", file: "p.pbxproj", line: 3, column: 5)
    #expect(CommandFailure(project)?.text.hasPrefix("p.pbxproj:3:5: error: expected ';'") == true)
    #expect(CommandFailure(project)?.status == 65)
  }
}

/// Messages collected in order (from a `@Sendable` closure).
final class Lines: @unchecked Sendable {
  private var lines: [String] = []
  private let lock = NSLock()
  func append(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}
