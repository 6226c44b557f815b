import Foundation
import Testing

@testable import XcodeProject

/// Fresh round L's Cyxbs: its Today widget (`ClassWidget`, an app extension whose Info.plist
/// names `com.apple.widget-extension`) was audited as a screen of the phone's size, in landscape,
/// and its labels reported at the rounded corners and under the sensor housing (11 false
/// findings). A widget's view is shown in the Today view's widget area (UIKitRules R22.13): the
/// target is not audited. The look-alike, a share extension (`com.apple.share-services`), is
/// audited as before.
@Suite struct TodayWidgetTargetTests {
  /// The standard app plus an app-extension target `Ext` compiling `Ext/TodayViewController.m`,
  /// shipping `Ext/MainInterface.storyboard`, with `extensionPoint` in its Info.plist.
  static func appWithExtension(_ extensionPoint: String) throws -> ProjectFixture {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    let objects =
      ProjectFixture.standardObjects
      .replacingOccurrences(
        of: "children = (G1, G2, FX1, FX2);", with: "children = (G1, G2, G3, FX1, FX2);")
        + """
            G3 = {isa = PBXGroup; children = (F7, F8); path = Ext; sourceTree = "<group>"; };
            F7 = {isa = PBXFileReference; path = TodayViewController.m; sourceTree = "<group>"; };
            F8 = {isa = PBXFileReference; path = MainInterface.storyboard; sourceTree = "<group>"; };
            T3 = {isa = PBXNativeTarget; buildConfigurationList = TL3; buildPhases = (S3, R3); name = Ext; productType = "com.apple.product-type.app-extension"; };
            TL3 = {isa = XCConfigurationList; buildConfigurations = (TR3); defaultConfigurationName = Release; };
            TR3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Ext/Info.plist"; SDKROOT = iphoneos; }; name = Release; };
            S3 = {isa = PBXSourcesBuildPhase; files = (B7); };
            R3 = {isa = PBXResourcesBuildPhase; files = (B8); };
            B7 = {isa = PBXBuildFile; fileRef = F7; };
            B8 = {isa = PBXBuildFile; fileRef = F8; };
        """
    try fixture.write(
      "App.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1", "T2", "T3"], objects: objects))
    try fixture.writePlist(
      "Ext/Info.plist",
      [
        "NSExtension": [
          "NSExtensionPointIdentifier": extensionPoint,
          "NSExtensionPrincipalClass": "TodayViewController",
        ]
      ])
    try fixture.write("Ext/TodayViewController.m", "")
    try fixture.write("Ext/MainInterface.storyboard", "<document/>")
    return fixture
  }

  @Test("a Today widget's target is not audited, and says why")
  func todayWidgetIsSkipped() throws {
    let fixture = try Self.appWithExtension("com.apple.widget-extension")
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name) == ["App"])
    let skipped = try #require(app.skippedTargets.first { $0.name == "Ext" })
    #expect(skipped.reason.hasPrefix("Today widget, com.apple.widget-extension"))
    #expect(
      app.unshipped.contains {
        $0.path.hasSuffix("Ext/MainInterface.storyboard")
          && $0.reason == "shipped only by the Today widget 'Ext'"
      })
  }

  @Test("a share extension's target is audited as before")
  func shareExtensionIsAudited() throws {
    let fixture = try Self.appWithExtension("com.apple.share-services")
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.targets.map(\.name) == ["App", "Ext"])
    let target = try #require(app.targets.last)
    #expect(target.info.extensionPointIdentifier == "com.apple.share-services")
    #expect(target.sourceFiles.contains { $0.hasSuffix("Ext/TodayViewController.m") })
  }
}
