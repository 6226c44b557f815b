import Foundation
import Testing

@testable import XcodeProject

/// Issue 32: the project readers on hostile input — XML markup that crashed FoundationXML,
/// exponential includes and expansions, include cycles, an include of a file that is not an
/// xcconfig, deep workspaces, OpenStep Info.plists. Each case ends in a value, a note or a
/// located error, quickly.
@Suite struct HostileProjectInputTests {
  // MARK: XML: workspaces and Info.plists

  func workspace(_ fixture: ProjectFixture, _ text: String) throws -> String {
    try fixture.write("W.xcworkspace/contents.xcworkspacedata", text)
    return fixture.root + "/W.xcworkspace"
  }

  @Test(arguments: ["<?pi?>", "<?pi x?>", "<!---->", "<?XML?>"])
  func workspaceMarkupIsReadPast(_ markup: String) throws {
    let fixture = try ProjectFixture()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      \(markup)<Workspace version = "1.0">\(markup)
         <FileRef location = "group:App.xcodeproj">\(markup)</FileRef>
      </Workspace>\(markup)
      """
    let loaded = try Workspace.load(path: try workspace(fixture, text))
    #expect(loaded.projects == [fixture.root + "/App.xcodeproj"])
  }

  @Test func workspaceCDATAInsideElementsIsReadPast() throws {
    let fixture = try ProjectFixture()
    let text = """
      <Workspace version = "1.0"><![CDATA[]]><![CDATA[<?pi?>]]>
         <FileRef location = "group:App.xcodeproj"><![CDATA[]]></FileRef>
      </Workspace>
      """
    let loaded = try Workspace.load(path: try workspace(fixture, text))
    #expect(loaded.projects == [fixture.root + "/App.xcodeproj"])
    // Before the root element, character data is an error: located.
    #expect(throws: ProjectError.self) {
      try Workspace.load(path: try workspace(fixture, "<![CDATA[]]>" + text))
    }
  }

  @Test func workspaceHoldingOnlyAnInstructionIsALocatedError() throws {
    let fixture = try ProjectFixture()
    #expect {
      try Workspace.load(path: try workspace(fixture, "<?pi?>"))
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.kind == .syntax && error.line >= 1 && error.column >= 1
    }
  }

  @Test func workspaceDTDDeclarationsAreRefused() throws {
    let fixture = try ProjectFixture()
    let path = try workspace(
      fixture, "<!DOCTYPE W [<!ATTLIST a b CDATA #IMPLIED>]><Workspace version=\"1.0\"/>")
    #expect(throws: ProjectError.self) { try Workspace.load(path: path) }
  }

  @Test func deeplyNestedGroupsAreALocatedError() throws {
    // 40,000 nested groups took 30 s and 1.8 GB (each group's path is longer than its parent's).
    let fixture = try ProjectFixture()
    let depth = 40_000
    let text =
      "<Workspace version=\"1.0\">"
      + String(repeating: "<Group location=\"group:g\">\n", count: depth)
      + String(repeating: "</Group>", count: depth) + "</Workspace>"
    #expect {
      try Workspace.load(path: try workspace(fixture, text))
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.kind == .nestingTooDeep
        && error.line == ProjectReaderLimits.maximumDepth + 1
    }
  }

  @Test func manyProjectsAreListedOnceEach() throws {
    let fixture = try ProjectFixture()
    var text = "<Workspace version=\"1.0\">"
    for index in 0..<20_000 { text += "<FileRef location=\"group:P\(index % 10_000).xcodeproj\"/>" }
    text += "</Workspace>"
    let loaded = try Workspace.load(path: try workspace(fixture, text))
    #expect(loaded.projects.count == 10_000)
    #expect(loaded.projects.first == fixture.root + "/P0.xcodeproj")
  }

  @Test(arguments: [
    "<?pi?>", "<!DOCTYPE plist [<!ATTLIST a b CDATA #IMPLIED>]>",
    "<!DOCTYPE plist [<!NOTATION n SYSTEM \"x\">]>", "<!DOCTYPE plist [<?pi?>]>",
  ])
  func malformedPlistWithCrashingMarkupIsLocated(_ markup: String) throws {
    let fixture = try ProjectFixture()
    // Malformed (the `</dict>` is missing) so that the XML parser locates the error.
    try fixture.write(
      "Info.plist",
      "<?xml version=\"1.0\"?>\n\(markup)\n<plist version=\"1.0\">\n<dict>\n<?pi?><key>A</key>\n</plist>\n"
    )
    #expect {
      try InfoPlist.load(path: fixture.root + "/Info.plist")
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.kind == .syntax && error.line >= 3
    }
  }

  @Test func wellFormedPlistWithInstructionsIsRead() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <?pi?>
      <plist version="1.0"><?pi?><dict><!---->
      <key>UILaunchStoryboardName</key><?pi?><string>Launch</string>
      </dict></plist>
      """)
    let info = try InfoPlist.load(path: fixture.root + "/Info.plist")
    #expect(info.launchStoryboardNames == ["Launch"])
  }

  @Test func openStepInfoPlistIsReadByTheProjectReader() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Info.plist",
      "{ UILaunchStoryboardName = Launch; UIStatusBarHidden = YES;"
        + " UISupportedInterfaceOrientations = (UIInterfaceOrientationPortrait); }")
    let info = try InfoPlist.load(path: fixture.root + "/Info.plist")
    #expect(info.launchStoryboardNames == ["Launch"])
    #expect(info.statusBarHidden == true)
    #expect(info.supportedOrientations == ["UIInterfaceOrientationPortrait"])
  }

  @Test func malformedOpenStepInfoPlistIsLocated() throws {
    let fixture = try ProjectFixture()
    try fixture.write("Info.plist", "{\n  UILaunchStoryboardName = Launch\n  B = 2;\n}")
    #expect {
      try InfoPlist.load(path: fixture.root + "/Info.plist")
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.line == 3 && error.kind == .syntax
    }
  }

  // MARK: xcconfig

  @Test func filesIncludingTheNextOneTwiceAreReadOnceEach() throws {
    // 30 files, each including the next twice: 2^30 reads before.
    let fixture = try ProjectFixture()
    let count = 30
    for index in 0..<count {
      let next = index + 1 < count ? "#include \"C\(index + 1).xcconfig\"\n" : ""
      try fixture.write(
        "C\(index).xcconfig", next + next + "K\(index) = \(index)\nSHARED = \(index)\n")
    }
    let config = try XCConfig.load(path: fixture.root + "/C0.xcconfig")
    #expect(Set(config.files).count == count)
    #expect(config.files.count == count)
    var settings = BuildSettings(target: "A", project: "P", sourceRoot: "/", configuration: "R")
    settings.apply(config.assignments)
    // Every file's own assignments come after its includes: C0's value is the last.
    #expect(settings["SHARED"] == "0")
    #expect(settings["K29"] == "29")
    #expect(config.assignments.count < 4 * count * count)
  }

  @Test func includingAFileAgainAppliesItsLastValues() throws {
    let fixture = try ProjectFixture()
    try fixture.write("Base.xcconfig", "K = 1\nK = 2\nL = x\n")
    try fixture.write(
      "A.xcconfig", "#include \"Base.xcconfig\"\nK = 3\nL = y\n#include \"Base.xcconfig\"\n")
    let config = try XCConfig.load(path: fixture.root + "/A.xcconfig")
    var settings = BuildSettings(target: "A", project: "P", sourceRoot: "/", configuration: "R")
    settings.apply(config.assignments)
    // As applying Base.xcconfig a second time leaves it: K = 2, L = x.
    #expect(settings["K"] == "2")
    #expect(settings["L"] == "x")
  }

  @Test func includeCycleIsANoteNamingTheCycle() throws {
    let fixture = try ProjectFixture()
    try fixture.write("A.xcconfig", "#include \"B.xcconfig\"\nA = 1\n")
    try fixture.write("B.xcconfig", "X = 1\n#include \"A.xcconfig\"\n")
    let config = try XCConfig.load(path: fixture.root + "/A.xcconfig")
    let note = try #require(config.missingIncludes.first)
    #expect(note.file.hasSuffix("B.xcconfig") && note.line == 2)
    #expect(note.message.contains("A.xcconfig → B.xcconfig → A.xcconfig"), "\(note)")
    #expect(config.assignments.map(\.key) == ["X", "A"])
  }

  @Test func includedFileThatIsNotAnXCConfigIsNotEchoed() throws {
    let fixture = try ProjectFixture()
    try fixture.write("secret.txt", "root:x:0:0:TOPSECRET:/root:/bin/sh\nmore\n")
    try fixture.write("A.xcconfig", "K = 1\n  #include \"secret.txt\"\n")
    #expect {
      try XCConfig.load(path: fixture.root + "/A.xcconfig")
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      let text = error.description
      return error.kind == .includedFile && error.file.hasSuffix("A.xcconfig") && error.line == 2
        && error.column == 3 && !text.contains("TOPSECRET") && !text.contains("root:x")
        && text.contains("#include \"secret.txt\"") && text.contains("its line 1, column 1")
    }
  }

  @Test func xcconfigThatIsNotUTF8IsLocatedAtTheByte() throws {
    let fixture = try ProjectFixture()
    let path = fixture.root + "/Bad.xcconfig"
    try Data(Array("A = 1\nB = x".utf8) + [0xFF] + Array("\n".utf8)).write(
      to: URL(fileURLWithPath: path))
    #expect {
      try XCConfig.load(path: path)
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.kind == .unsupportedEncoding && error.line == 2 && error.column == 6
    }
  }

  /// An xcconfig saved with CRLF or CR line ends: every line is an assignment of its own. While
  /// lines were split at `"\n"` Characters (a CRLF is one Character, not a `"\n"`), a CRLF file
  /// was one line: `A`'s value took in every later line and `B` was never set.
  @Test func lineEndsOfEveryKindEndAnAssignment() throws {
    for end in ["\r\n", "\r", "\n"] {
      let text = [
        "// settings", "A = 1", "B[sdk=iphoneos*] = two", "#include? \"none.xcconfig\"", "",
      ]
      .joined(separator: end)
      let config = try XCConfig.parse(text, path: "/tmp/ends.xcconfig")
      #expect(config.assignments.map(\.key) == ["A", "B"], "\(end.unicodeScalars.map(\.value))")
      #expect(config.assignments.map(\.value) == ["1", "two"])
      #expect(config.assignments.map(\.line) == [2, 3])
    }
  }

  @Test func inheritedTwicePerLineIsBounded() throws {
    // `$(inherited)$(inherited)` on 41 levels doubled the value 41 times (over 1.4 GB).
    var text = "FLAGS = -a\n"
    for _ in 0..<41 { text += "FLAGS = $(inherited)$(inherited)\n" }
    let config = try XCConfig.parse(text, path: "/tmp/flags.xcconfig")
    var settings = BuildSettings(target: "A", project: "P", sourceRoot: "/", configuration: "R")
    settings.apply(config.assignments)
    let value = try #require(settings["FLAGS"])
    #expect(value.utf8.count <= ProjectReaderLimits.maximumSettingLength)
    let problem = try #require(settings.problems.first)
    #expect(problem.kind == .valueTooLong)
    #expect(problem.file == "/tmp/flags.xcconfig")
    // -a is 2 bytes; doubling reaches 1 MiB after 19 doublings: line 21 (the 20th) is refused.
    #expect(problem.line == 21, "\(problem)")
  }

  /// `V0` is 64 KiB and each `Vk` is `$(Vk-1)$(Vk-1)`: `V4` is exactly the 1 MiB limit, `V5`
  /// twice that.
  func doublingSettings() throws -> BuildSettings {
    var text = "V0 = " + String(repeating: "a", count: 65_536) + "\n"
    for level in 1...30 { text += "V\(level) = $(V\(level - 1))$(V\(level - 1))\n" }
    let config = try XCConfig.parse(text, path: "/tmp/v.xcconfig")
    var settings = BuildSettings(target: "A", project: "P", sourceRoot: "/", configuration: "R")
    settings.apply(config.assignments)
    return settings
  }

  @Test func variableExpansionIsBounded() throws {
    let settings = try doublingSettings()
    let limit = ProjectReaderLimits.maximumSettingLength
    #expect(settings.expanded("V5")?.utf8.count == limit)
    #expect(settings.expansionExceedsLimit("V5"))
    #expect(settings.expanded("V4")?.utf8.count == limit)
    #expect(!settings.expansionExceedsLimit("V4"))
    #expect(settings.expanded("V3")?.utf8.count == limit / 2)
    // Thirty doublings stop at the limit too (2^30 × 64 KiB asked for before).
    #expect(settings.expanded("V30")?.utf8.count ?? 0 <= limit)
  }

  @Test func plistValuesExpandBounded() throws {
    let settings = try doublingSettings()
    let info = InfoPlist(dictionary: ["UILaunchStoryboardName": "$(V12)"], settings: settings)
    #expect(
      info.launchStoryboardNames.first?.utf8.count == ProjectReaderLimits.maximumSettingLength)
  }

  /// A value cut at the expansion limit is a note at its key's line (it had none).
  @Test func plistValueCutIsANoteAtItsKey() throws {
    let settings = try doublingSettings()
    let fixture = try ProjectFixture()
    let path = try fixture.write(
      "Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>UIMainStoryboardFile</key>
      \t<string>Main</string>
      \t<key>UILaunchStoryboardName</key>
      \t<string>$(V12)</string>
      </dict>
      </plist>

      """)
    var notes: [ProjectNote] = []
    let info = try InfoPlist.load(
      path: path, settings: settings, preprocessing: nil, notes: &notes)
    #expect(info.mainStoryboardNames == ["Main"])
    #expect(notes.count == 1)
    #expect(notes.first?.file == path)
    #expect(notes.first?.line == 6)
    #expect(notes.first?.message.contains("'UILaunchStoryboardName'") == true)
    #expect(notes.first?.message.contains("it is cut there") == true)
    // Within the limit: no note.
    let short = try fixture.write(
      "Short.plist",
      "<plist version=\"1.0\"><dict><key>UILaunchStoryboardName</key><string>$(V4)</string>"
        + "</dict></plist>\n")
    var none: [ProjectNote] = []
    _ = try InfoPlist.load(path: short, settings: settings, preprocessing: nil, notes: &none)
    #expect(none.isEmpty)
  }

  // MARK: Preprocessed Info.plist

  @Test func doublingDefineChainIsEvaluatedOncePerMacro() throws {
    var text = "#define A_0 1\n"
    for level in 1...60 { text += "#define A_\(level) A_\(level - 1)+A_\(level - 1)\n" }
    text += "#if A_60 > 0\n<kept/>\n#endif\n#if A_10 == 1024\n<exact/>\n#endif\n"
    var definitions: [String: String] = [:]
    let output = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &definitions)
    #expect(output.contains("<kept/>"))
    #expect(output.contains("<exact/>"))
  }

  @Test func selfReferenceIsZeroWhereItRecurs() throws {
    var definitions: [String: String] = [:]
    let text = """
      #define C (C+C+C+C)
      #define P Q+1
      #define Q P*2
      #if C == 0
      <c/>
      #endif
      #if P == 1
      <p/>
      #endif
      """
    let output = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &definitions)
    // C: (C+C+C+C) with C unexpanded inside, each 0. P: Q+1 = (P*2)+1 with P 0 inside = 1.
    #expect(output.contains("<c/>"))
    #expect(output.contains("<p/>"))
  }
}

/// Issue 32: the audit cache is keyed on every file a run read; the app reader lists them.
@Suite struct AppInputFilesTests {
  @Test func prefixHeaderIsAnInputFile() throws {
    let fixture = try ProjectFixture()
    let objects = ProjectFixture.standardObjects.replacingOccurrences(
      of: "INFOPLIST_FILE = \"App/Info.plist\";",
      with:
        "INFOPLIST_FILE = \"App/Info.plist\"; INFOPLIST_PREPROCESS = YES;"
        + " INFOPLIST_PREFIX_HEADER = \"App/Prefix.h\";")
    #expect(objects != ProjectFixture.standardObjects)
    try fixture.writeStandardApp()
    try fixture.write(
      "App.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1", "T2"], objects: objects))
    try fixture.write("App/Prefix.h", "#define BETA 1\n")
    let app = try #require(try AppProject.load(path: fixture.root + "/App.xcodeproj"))
    #expect(app.inputFiles.contains(fixture.root + "/App/Prefix.h"))
  }
}
