import Foundation
import Testing

@testable import XcodeProject

/// A folder that checks in its Carthage dependencies holds their own Xcode projects (demo, example
/// and test apps) under `Carthage/Checkouts/`: project mode audits the app's projects and says it
/// left the checkouts out. From OneBusAway (fresh round I), rewritten small.
@Suite struct CarthageCheckoutTests {
  /// An iPhone app target `name` shipping `storyboard`.
  static func project(name: String, storyboard: String) -> String {
    ProjectFixture.pbxproj(
      targets: ["T1"],
      objects: """
            G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = \(storyboard); sourceTree = "<group>"; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
            PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 12.0; }; name = Release; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (R1, ); name = \(name); productType = "com.apple.product-type.application"; };
            TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
            TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
            R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
        """)
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>
    """

  @Test func checkoutProjectsAreLeftOutWhenTheAppHasItsOwn() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Transit.xcodeproj/project.pbxproj",
      Self.project(name: "Transit", storyboard: "Transit/Main.storyboard"))
    try fixture.write("Transit/Main.storyboard", Self.storyboard)
    let demo = "Carthage/Checkouts/Logger/Demos/Capture"
    try fixture.write(
      demo + "/Capture.xcodeproj/project.pbxproj",
      Self.project(name: "Capture", storyboard: "Main.storyboard"))
    try fixture.write(demo + "/Main.storyboard", Self.storyboard)
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name) == ["Transit"])
    #expect(app.projects.count == 1)
    let note = try #require(app.notes.first { $0.message.contains("dependency checkouts") })
    #expect(note.file.hasSuffix("Carthage/Checkouts"), "\(note)")
    #expect(note.message.hasPrefix("1 Xcode project of dependency checkouts not audited"))
    // The checkout's storyboard is not listed among the app's unshipped files either.
    #expect(!app.unshipped.contains { $0.path.contains("Carthage") }, "\(app.unshipped)")
  }

  @Test func aCheckoutNamedItselfIsAudited() throws {
    let fixture = try ProjectFixture()
    let demo = "Carthage/Checkouts/Logger/Demos/Capture"
    try fixture.write(
      demo + "/Capture.xcodeproj/project.pbxproj",
      Self.project(name: "Capture", storyboard: "Main.storyboard"))
    try fixture.write(demo + "/Main.storyboard", Self.storyboard)
    // Only checkouts under the folder: nothing is set apart.
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name) == ["Capture"])
    #expect(!app.notes.contains { $0.message.contains("dependency checkouts") })
  }

  @Test func theCheckoutFolder() {
    #expect(
      AppProject.checkoutFolder(of: "/r/Carthage/Checkouts/A/B.xcodeproj", root: "/r")
        == "/r/Carthage/Checkouts")
    #expect(AppProject.checkoutFolder(of: "/r/Carthage/Build/B.xcodeproj", root: "/r") == nil)
    #expect(AppProject.checkoutFolder(of: "/r/App/B.xcodeproj", root: "/r") == nil)
    // Above the folder audited: not set apart (the user named the dependency).
    #expect(
      AppProject.checkoutFolder(
        of: "/Carthage/Checkouts/A/B.xcodeproj", root: "/Carthage/Checkouts/A") == nil)
  }
}
