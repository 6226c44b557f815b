import Foundation
import Testing

@testable import XcodeProject

/// A folder whose top-level workspace lists the app's projects, with a vendored library's demo
/// app (its own `.xcodeproj`) checked in below it: project mode audits what the workspace
/// builds. From edX and MEWconnect (fresh round J: `Libraries/FontAwesome.swift/Demo`,
/// `DevelopPods/MnemonicsView/Example`, four false alarms), rewritten small.
@Suite struct WorkspaceDemoProjectTests {
  static func workspace(_ projects: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
    \(projects.map { "   <FileRef\n      location = \"group:\($0)\">\n   </FileRef>" }.joined(separator: "\n"))
    </Workspace>
    """
  }

  /// The app's project, naming `subproject` among its file references when given.
  static func appProject(subproject: String? = nil) -> String {
    var text = CarthageCheckoutTests.project(name: "Courses", storyboard: "Courses/Main.storyboard")
    if let subproject {
      text = text.replacingOccurrences(
        of: "F1 = {",
        with:
          "S1 = {isa = PBXFileReference; name = \(subproject); path = Libraries/Icons/\(subproject); sourceTree = \"<group>\"; };\n        F1 = {"
      )
    }
    return text
  }

  func writeApp(_ fixture: ProjectFixture, workspace: [String]?, subproject: String? = nil) throws {
    try fixture.write("Courses.xcodeproj/project.pbxproj", Self.appProject(subproject: subproject))
    try fixture.write("Courses/Main.storyboard", CarthageCheckoutTests.storyboard)
    if let workspace {
      try fixture.write("Courses.xcworkspace/contents.xcworkspacedata", Self.workspace(workspace))
    }
    try fixture.write(
      "Libraries/Icons/Demo/Demo.xcodeproj/project.pbxproj",
      CarthageCheckoutTests.project(name: "IconsDemo", storyboard: "Main.storyboard"))
    try fixture.write("Libraries/Icons/Demo/Main.storyboard", CarthageCheckoutTests.storyboard)
  }

  @Test func aDemoProjectTheWorkspaceDoesNotListIsLeftOut() throws {
    let fixture = try ProjectFixture()
    try writeApp(fixture, workspace: ["Courses.xcodeproj", "Pods/Pods.xcodeproj"])
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name) == ["Courses"])
    let note = try #require(app.notes.first { $0.message.contains("does not list") })
    #expect(note.file.hasSuffix("Courses.xcworkspace"), "\(note)")
    #expect(note.message.hasPrefix("1 Xcode project that this workspace does not list"))
    #expect(!app.unshipped.contains { $0.path.contains("Libraries") }, "\(app.unshipped)")
  }

  @Test func withoutAWorkspaceEveryProjectIsTheApps() throws {
    let fixture = try ProjectFixture()
    try writeApp(fixture, workspace: nil)
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name).sorted() == ["Courses", "IconsDemo"])
    #expect(!app.notes.contains { $0.message.contains("does not list") })
  }

  @Test func aSubprojectOfAListedProjectIsKept() throws {
    let fixture = try ProjectFixture()
    try writeApp(fixture, workspace: ["Courses.xcodeproj"], subproject: "Demo.xcodeproj")
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name).sorted() == ["Courses", "IconsDemo"])
  }

  @Test func aWorkspaceListingNoneOfTheProjectsSetsNothingApart() throws {
    let fixture = try ProjectFixture()
    try writeApp(fixture, workspace: ["Elsewhere/Other.xcodeproj"])
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name).sorted() == ["Courses", "IconsDemo"])
  }

  @Test func aProjectBesideTheWorkspaceIsKeptThoughNotListed() throws {
    let fixture = try ProjectFixture()
    try writeApp(fixture, workspace: ["Courses.xcodeproj"])
    try fixture.write(
      "Companion.xcodeproj/project.pbxproj",
      CarthageCheckoutTests.project(name: "Companion", storyboard: "Companion/Main.storyboard"))
    try fixture.write("Companion/Main.storyboard", CarthageCheckoutTests.storyboard)
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name).sorted() == ["Companion", "Courses"])
  }

  @Test func subprojectNames() {
    let text = """
      S1 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; name = SnapKit.xcodeproj; path = Libraries/SnapKit/SnapKit.xcodeproj; sourceTree = "<group>"; };
      S2 = {isa = PBXFileReference; path = "../Libs/My Lib.xcodeproj"; sourceTree = "<group>"; };
      B1 /* SnapKit.xcodeproj */ = {isa = PBXBuildFile; };
      """
    #expect(AppProject.subprojectNames(in: text) == ["My Lib.xcodeproj", "SnapKit.xcodeproj"])
    #expect(AppProject.subprojectNames(in: "path = .xcodeproj;").isEmpty)
  }
}
