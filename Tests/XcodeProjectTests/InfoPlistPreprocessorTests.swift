import Foundation
import Testing

@testable import XcodeProject

/// `INFOPLIST_PREPROCESS = YES`: Xcode runs the C preprocessor over the Info.plist (the
/// ownCloud app's Info.plist wraps `NSAppTransportSecurity` in `#ifndef DISABLE_PLAIN_HTTP`).
@Suite struct InfoPlistPreprocessorTests {
  @Test func conditionalsKeepTheTakenBranchAndLineNumbers() throws {
    let text = """
      <a/>
      #ifdef BETA
      <beta/>
      #elif defined(STAGING) && LEVEL >= 2
      <staging/>
      #else
      <release/>
      #endif
      #ifndef DISABLE_PLAIN_HTTP
      <http/>
      #endif
      """
    var none: [String: String] = [:]
    let plain = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &none)
    #expect(
      plain.components(separatedBy: "\n") == [
        "<a/>", "", "", "", "", "", "<release/>", "", "", "<http/>", "",
      ])
    var staging = ["STAGING": "1", "LEVEL": "3", "DISABLE_PLAIN_HTTP": "1"]
    let kept = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &staging)
    #expect(kept.components(separatedBy: "\n").filter { !$0.isEmpty } == ["<a/>", "<staging/>"])
    var low = ["STAGING": "1", "LEVEL": "1"]
    let lowKept = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &low)
    #expect(lowKept.contains("<release/>") && !lowKept.contains("<staging/>"))
  }

  @Test func nestedSkippedBlocksAndDefines() throws {
    let text = """
      #define FLAG 1
      #if 0
      #if FLAG
      <never/>
      #endif
      #undef FLAG
      #endif
      #if FLAG && !defined NOPE
      <kept/>
      #endif
      """
    var definitions: [String: String] = [:]
    let result = try InfoPlistPreprocessor.preprocess(text, file: "f", definitions: &definitions)
    #expect(result.contains("<kept/>") && !result.contains("<never/>"))
    #expect(definitions["FLAG"] == "1")
  }

  @Test func errorsAreLocated() throws {
    let cases: [(String, Int, String)] = [
      ("<a/>\n#endif\n", 2, "'#endif' without an open '#if'"),
      ("#if 1\n<a/>\n", 1, "never closed"),
      ("\n  #if (1\n#endif\n", 2, "'(' without ')'"),
      ("#if 1 / 0\n#endif\n", 1, "division by zero"),
      ("#error stop here\n", 1, "'#error stop here'"),
      ("#if 1\n#else\n#else\n#endif\n", 3, "without an open '#if'"),
    ]
    for (text, line, message) in cases {
      var definitions: [String: String] = [:]
      #expect {
        _ = try InfoPlistPreprocessor.preprocess(
          text, file: "Info.plist", definitions: &definitions)
      } throws: { error in
        guard let error = error as? ProjectError else { return false }
        return error.line == line && error.message.contains(message) && error.file == "Info.plist"
      }
    }
    // Nesting is bounded before it grows.
    var definitions: [String: String] = [:]
    let deep = String(repeating: "#if 1\n", count: InfoPlistPreprocessor.maximumNesting + 1)
    #expect(throws: ProjectError.self) {
      _ = try InfoPlistPreprocessor.preprocess(deep, file: "f", definitions: &definitions)
    }
    // Hostile expressions do not exhaust the stack.
    for hostile in [
      String(repeating: "!", count: 100_000) + "1",
      String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000),
      String(repeating: "1 ? ", count: 50_000) + "1" + String(repeating: " : 0", count: 50_000),
    ] {
      #expect(throws: ProjectError.self) {
        _ = try InfoPlistPreprocessor.preprocess(
          "#if \(hostile)\n#endif\n", file: "f", definitions: &definitions)
      }
    }
    // A macro defined as itself does not recurse without end: as in the C preprocessor (GCC's
    // manual, "Self-Referential Macros"), the name is not expanded again and `#if` reads the
    // identifier left as 0 (issue 32).
    var selfReferring = ["LOOP": "LOOP", "MORE": "MORE + 1"]
    let output = try InfoPlistPreprocessor.preprocess(
      "#if LOOP\n<loop/>\n#endif\n#if MORE == 1\n<more/>\n#endif\n", file: "f",
      definitions: &selfReferring)
    #expect(!output.contains("<loop/>"))
    #expect(output.contains("<more/>"))
  }

  @Test func definitionsComeFromTheSettings() {
    var settings = BuildSettings(
      target: "App", project: "App", sourceRoot: "/", configuration: "Release")
    settings.apply([
      .init(key: "FLAGS", value: "BETA", file: "f", line: 1),
      .init(
        key: "INFOPLIST_PREPROCESSOR_DEFINITIONS", value: #"$(FLAGS) "NAME=a b" -DLEVEL=2"#,
        file: "f", line: 2),
    ])
    #expect(
      InfoPlistPreprocessor.definitions(from: settings) == [
        "BETA": "1", "NAME": "a b", "LEVEL": "2",
      ])
  }

  @Test func aTargetThatPreprocessesItsInfoPlistIsRead() throws {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    let objects = ProjectFixture.standardObjects.replacingOccurrences(
      of: #"INFOPLIST_FILE = "App/Info.plist";"#,
      with: #"INFOPLIST_FILE = "App/Info.plist"; INFOPLIST_PREPROCESS = YES; "#
        + #"INFOPLIST_PREPROCESSOR_DEFINITIONS = "LANDSCAPE"; "#
        + #"INFOPLIST_PREFIX_HEADER = "$(DERIVED_FILE_DIR)/Prefix.h";"#)
    try fixture.write(
      "App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj(targets: ["T1"], objects: objects))
    try fixture.write(
      "App/Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>UISupportedInterfaceOrientations</key>
      \t<array>
      #ifdef LANDSCAPE
      \t\t<string octype="app">UIInterfaceOrientationLandscapeLeft</string>
      #else
      \t\t<string>UIInterfaceOrientationPortrait</string>
      #endif
      \t</array>
      </dict>
      </plist>
      """)
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.problems.isEmpty)
    let target = try #require(app.targets.first)
    #expect(target.matrix.phoneOrientations == [.landscapeLeft])
    // The prefix header a build step would write is missing: noted, not fatal.
    #expect(app.notes.contains { $0.message.contains("prefix header") })
    // Without INFOPLIST_PREPROCESS, the same file is an error at its first directive's line.
    try fixture.write(
      "App.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1"], objects: ProjectFixture.standardObjects))
    let plain = try #require(try AppProject.load(path: fixture.root))
    #expect(plain.problems.count == 1)
  }
}
