import Foundation
import Testing

@testable import XcodeProject

/// Fresh round O's Musubi (2012, deployment iOS 5.0): its Info.plist names no launch storyboard
/// and it ships only the 3.5-inch launch images `Default.png` and `Default@2x.png`, so iOS runs
/// it letterboxed at 320 × 480 on every later iPhone (UIKitRules R22.19); it was laid out full
/// screen on Face ID iPhones and 13 findings reported there (housing, home indicator, bars) that
/// no user sees. The app's matrix now keeps only the screens its launch images cover. The
/// look-alikes: the same app with a launch storyboard, or with `UILaunchScreen`, fills every
/// screen; a 4-inch launch image adds the 320 × 568 screen.
@Suite struct LaunchImageScreensTests {
  /// The standard app whose resources phase also ships `App/<image>` for each of `images`, with
  /// `info` as its Info.plist.
  static func app(info: [String: Any], images: [String]) throws -> ProjectFixture {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp(info: info)
    var objects = ProjectFixture.standardObjects
    var references: [String] = []
    var buildFiles: [String] = []
    for (index, image) in images.enumerated() {
      objects += """
            L\(index) = {isa = PBXFileReference; path = "\(image)"; sourceTree = "<group>"; };
            LB\(index) = {isa = PBXBuildFile; fileRef = L\(index); };

        """
      references.append("L\(index)")
      buildFiles.append("LB\(index)")
      try fixture.write("App/\(image)", "png")
    }
    objects =
      objects
      .replacingOccurrences(
        of: "children = (F1, V1, F2);",
        with: "children = (F1, V1, F2\(references.map { ", " + $0 }.joined()));"
      )
      .replacingOccurrences(
        of: "R1 = {isa = PBXResourcesBuildPhase; files = (B1, B3); };",
        with:
          "R1 = {isa = PBXResourcesBuildPhase; files = (B1, B3\(buildFiles.map { ", " + $0 }.joined())); };"
      )
    try fixture.write(
      "App.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1", "T2"], objects: objects))
    return fixture
  }

  static var portraitOnly: [String: Any] {
    ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]
  }

  static func screens(_ fixture: ProjectFixture) throws -> [CGSize]? {
    let app = try #require(try AppProject.load(path: fixture.root))
    return try #require(app.targets.first { $0.name == "App" }).matrix.launchImageScreens
  }

  @Test("no launch screen and 3.5-inch launch images: only 320 × 480 and 768 × 1024 screens")
  func legacyLaunchImagesOnly() throws {
    let fixture = try Self.app(info: Self.portraitOnly, images: ["Default.png", "Default@2x.png"])
    let app = try #require(try AppProject.load(path: fixture.root))
    let target = try #require(app.targets.first { $0.name == "App" })
    #expect(
      target.matrix.launchImageScreens == [
        CGSize(width: 320, height: 480), CGSize(width: 768, height: 1024),
      ])
    #expect(target.matrix.reasons.contains { $0.hasPrefix("no launch screen") })
  }

  @Test("a 4-inch launch image adds the 320 × 568 screen; UILaunchImages adds its sizes")
  func tallerLaunchImages() throws {
    let byName = try Self.app(
      info: Self.portraitOnly, images: ["Default@2x.png", "Default-568h@2x.png"])
    #expect(try Self.screens(byName)?.contains(CGSize(width: 320, height: 568)) == true)
    var info = Self.portraitOnly
    info["UILaunchImages"] = [
      ["UILaunchImageName": "Launch-812h", "UILaunchImageSize": "{375, 812}"]
    ]
    let declared = try Self.app(info: info, images: [])
    #expect(try Self.screens(declared)?.contains(CGSize(width: 375, height: 812)) == true)
  }

  @Test("a launch storyboard or UILaunchScreen: every screen is the app's")
  func launchScreenFillsEveryScreen() throws {
    var storyboard = Self.portraitOnly
    storyboard["UILaunchStoryboardName"] = "Main"
    #expect(try Self.screens(try Self.app(info: storyboard, images: ["Default.png"])) == nil)
    var dictionary = Self.portraitOnly
    dictionary["UILaunchScreen"] = [String: Any]()
    #expect(try Self.screens(try Self.app(info: dictionary, images: [])) == nil)
  }
}
