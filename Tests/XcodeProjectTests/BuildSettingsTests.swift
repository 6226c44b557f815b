import Foundation
import Testing

@testable import XcodeProject

@Suite struct BuildSettingsTests {
  @Test func xcconfigIncludesAndInheritance() throws {
    let fixture = try ProjectFixture()
    try fixture.write("Base.xcconfig", "FLAGS = -base\nDEVICES = 1\n")
    let path = try fixture.write(
      "Child.xcconfig",
      """
      #include "Base.xcconfig"
      #include? "Missing-Optional.xcconfig"
      #include "Pods/Missing.xcconfig"
        FLAGS = $(inherited) -child // a comment
      DEVICES[sdk=iphoneos*] = 1,2;
      DEVICES[sdk=macosx*] = 6
      URL = https:/$()/example.com
      """)
    let config = try XCConfig.load(path: path)
    #expect(config.files.count == 2)
    #expect(config.missingIncludes.count == 1)
    #expect(config.missingIncludes.first?.line == 3)
    var settings = BuildSettings(
      target: "App", project: "App", sourceRoot: fixture.root, configuration: "Release")
    // Within a level a later assignment sees the earlier one as inherited.
    settings.apply(config.assignments)
    #expect(settings["FLAGS"] == "-base -child")
    #expect(settings["DEVICES"] == "1,2")
    #expect(settings.expanded("URL") == "https://example.com")
    #expect(settings.origin(of: "DEVICES") == path + ":5")
  }

  @Test func levelsLayerAndVariablesExpand() {
    var settings = BuildSettings(
      target: "App", project: "Proj", sourceRoot: "/src", configuration: "Debug")
    func level(_ pairs: [(String, String)]) -> [BuildSettingAssignment] {
      pairs.map {
        let (key, conditions) = BuildSettingAssignment.parseKey($0.0) ?? ($0.0, [])
        return BuildSettingAssignment(
          key: key, conditions: conditions, value: $0.1, file: "f", line: 1)
      }
    }
    settings.apply(level([("OTHER", "a"), ("PLIST", "$(SRCROOT)/$(TARGET_NAME)/Info.plist")]))
    settings.apply(level([("OTHER", "$(inherited) b"), ("OTHER[config=Release]", "never")]))
    settings.apply(level([("OTHER[config=Debug]", "$(inherited) c"), ("NAME", "${PRODUCT_NAME}")]))
    #expect(settings["OTHER"] == "a b c")
    #expect(settings.expanded("PLIST") == "/src/App/Info.plist")
    #expect(settings.expanded("NAME") == "App")
    #expect(settings.expand("$(UNKNOWN)x$(UNSET:default=d)") == "xd")
    #expect(settings.bool("MISSING") == nil)
  }

  @Test(arguments: [
    ("KEY value", 1, "expected 'KEY = value'"),
    ("\n  9KEY = 1", 2, "is not a build setting name"),
    ("#include Base.xcconfig", 1, "expected '#include \"file.xcconfig\"'"),
    ("#import \"x\"", 1, "expected '#include"),
  ])
  func malformedXCConfigIsLocated(_ text: String, _ line: Int, _ message: String) {
    #expect {
      try XCConfig.parse(text, path: "/tmp/bad.xcconfig")
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.line == line && error.column >= 1 && error.message.contains(message)
    }
  }

  @Test func includeCycleIsANote() throws {
    // Issue 32: a cycle is named in a note at the `#include` that closes it; the rest is read.
    let fixture = try ProjectFixture()
    try fixture.write("A.xcconfig", "#include \"B.xcconfig\"\n")
    try fixture.write("B.xcconfig", "X = 1\n#include \"A.xcconfig\"\n")
    let config = try XCConfig.load(path: fixture.root + "/A.xcconfig")
    #expect(config.assignments.map(\.key) == ["X"])
    let note = try #require(config.missingIncludes.first)
    #expect(note.line == 2 && note.file.hasSuffix("B.xcconfig"))
  }
}
