import Foundation
import Testing

@testable import XcodeProject

@Suite struct AppProjectTests {
  @Test func appTargetsShippedAndUnshippedFiles() throws {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    // The folder, the project and a workspace naming it describe the same app.
    try fixture.write(
      "App.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <Group location = "container:" name = "Apps">
            <FileRef location = "group:App.xcodeproj"></FileRef>
         </Group>
         <FileRef location = "group:Missing/Other.xcodeproj"></FileRef>
      </Workspace>
      """)
    let root = fixture.root
    for input in [root, root + "/App.xcodeproj", root + "/App.xcworkspace"] {
      let app = try #require(try AppProject.load(path: input))
      #expect(app.root == root)
      #expect(app.targets.map(\.name) == ["App"])
      let target = try #require(app.targets.first)
      #expect(
        target.interfaceFiles.map(\.path) == [
          root + "/App/Base.lproj/Main.storyboard", root + "/App/Screen.xib",
        ])
      #expect(target.launchScreenFiles == [root + "/App/Base.lproj/Main.storyboard"])
      #expect(target.matrix.idioms == [.phone, .pad])
      #expect(target.matrix.phoneOrientations == [.portrait])
      #expect(target.matrix.padOrientations == [.portrait, .landscapeLeft, .landscapeRight])
      #expect(target.matrix.deploymentTarget?.major == 15)
      #expect(!target.matrix.statusBarHidden)
      #expect(app.skippedTargets.map(\.reason) == ["bundle.unit-test target"])
      #expect(
        app.unshipped.map { "\(AppProject.relative($0.path, to: root)): \($0.reason)" } == [
          "AppTests/Fixture.xib: shipped only by bundle.unit-test target 'AppTests'",
          "Playground.playground/Resources/Old.xib: in no target of App.xcodeproj",
          "Stray/Dropped.storyboard: in no target of App.xcodeproj",
        ])
      // The test target's missing Gone.xib is not the app's business; the optional include and
      // the French strings are not notes either.
      #expect(app.notes.isEmpty || input.hasSuffix(".xcworkspace"))
      #expect(app.problems.isEmpty)
      #expect(app.inputFiles.contains(root + "/Config/Shared.xcconfig"))
      #expect(app.inputFiles.contains(root + "/App/Info.plist"))
    }
    let workspace = try #require(try AppProject.load(path: root + "/App.xcworkspace"))
    #expect(workspace.kind == .workspace)
    #expect(
      workspace.notes.map(\.message) == ["the workspace lists this project; it does not exist"])
  }

  @Test func malformedInfoPlistIsLocatedAndTheRestIsRead() throws {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    try fixture.write(
      "App/Info.plist",
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>A</key>\n  <string>x</strin>\n</dict>\n</plist>\n"
    )
    let app = try #require(try AppProject.load(path: fixture.root))
    let problem = try #require(app.problems.first)
    #expect(problem.file == fixture.root + "/App/Info.plist")
    #expect(problem.line == 5)
    #expect(problem.description.contains(":5:"))
    // The target is still audited, with UIKit's default orientations.
    #expect(app.targets.first?.interfaceFiles.count == 2)
    #expect(
      app.targets.first?.matrix.phoneOrientations == [.portrait, .landscapeLeft, .landscapeRight])
  }

  @Test func missingFilesAreNotesNotErrors() throws {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    try FileManager.default.removeItem(atPath: fixture.root + "/App/Screen.xib")
    try FileManager.default.removeItem(atPath: fixture.root + "/App/Info.plist")
    try FileManager.default.removeItem(atPath: fixture.root + "/Config/App.xcconfig")
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.problems.isEmpty)
    let messages = app.notes.map(\.message).joined(separator: "\n")
    #expect(messages.contains("ships '\(fixture.root)/App/Screen.xib', which does not exist"))
    #expect(messages.contains("names Info.plist 'App/Info.plist', which does not exist"))
    #expect(messages.contains("App.xcconfig', which does not exist"))
    #expect(app.targets.first?.interfaceFiles.count == 1)
    // Without App.xcconfig the deployment target comes from Shared.xcconfig.
    #expect(app.targets.first?.matrix.deploymentTarget?.major == 14)
  }

  @Test func generatedInfoPlistAndStatusBar() throws {
    var settings = BuildSettings(
      target: "App", project: "App", sourceRoot: "/", configuration: "Release")
    settings.apply([
      .init(key: "GENERATE_INFOPLIST_FILE", value: "YES", file: "f", line: 1),
      .init(
        key: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
        value: "UIInterfaceOrientationLandscapeRight UIInterfaceOrientationLandscapeLeft",
        file: "f", line: 2),
      .init(key: "INFOPLIST_KEY_UIStatusBarHidden", value: "YES", file: "f", line: 3),
      .init(
        key: "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance", value: "NO", file: "f",
        line: 4),
      .init(key: "INFOPLIST_KEY_UILaunchStoryboardName", value: "Launch", file: "f", line: 5),
      .init(key: "TARGETED_DEVICE_FAMILY", value: "2", file: "f", line: 6),
    ])
    let generated = InfoPlist.generated(from: settings)
    #expect(generated.launchStoryboardNames == ["Launch"])
    let matrix = AppMatrix(settings: settings, info: generated, origin: "target 'App'")
    #expect(matrix.idioms == [.pad])
    #expect(matrix.phoneOrientations == [.landscapeLeft, .landscapeRight])
    #expect(matrix.statusBarHidden)
    #expect(matrix.deploymentTarget == nil)
    // A file's keys win over generated ones; UIStatusBarHidden alone hides it at launch only.
    var file = InfoPlist()
    file.viewControllerBasedStatusBarAppearance = true
    let merged = file.filling(from: generated)
    #expect(merged.statusBarHidden == true)
    #expect(!AppMatrix(settings: settings, info: merged, origin: "t").statusBarHidden)
  }

  @Test func binaryInfoPlistIsRead() throws {
    let fixture = try ProjectFixture()
    try fixture.writePlist(
      "Info.plist",
      [
        "UIStatusBarHidden": true, "UIRequiresFullScreen": true,
        "UIMainStoryboardFile~ipad": "Pad", "UIMainStoryboardFile": "Main",
        "UIApplicationSceneManifest": [
          "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Scene"]]
          ]
        ],
      ], binary: true)
    let info = try InfoPlist.load(path: fixture.root + "/Info.plist")
    #expect(info.statusBarHidden == true)
    #expect(info.requiresFullScreen == true)
    #expect(info.mainStoryboardNames == ["Main", "Pad"])
    #expect(info.usesScenes)
    #expect(info.sceneStoryboardNames == ["Scene"])
  }

  @Test func swiftPackageTestFoldersHoldFixtures() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [
        .target(name: "Kit", resources: [.process("Views")]),
        .testTarget(name: "KitSpecs", dependencies: ["Kit"], path: "Specs/Kit"),
      ])
      """)
    try fixture.write("Sources/Kit/Views/Card.xib", "<document/>")
    try fixture.write("Tests/KitTests/Fixture.storyboard", "<document/>")
    try fixture.write("Specs/Kit/Other.xib", "<document/>")
    let app = try #require(try AppProject.load(path: fixture.root))
    #expect(app.kind == .swiftPackage)
    #expect(app.packageFiles == [fixture.root + "/Sources/Kit/Views/Card.xib"])
    #expect(
      app.unshipped.map(\.reason) == [
        "a fixture in the Swift package's test folder 'Specs/Kit'",
        "a fixture in the Swift package's test folder 'Tests'",
      ])
    // A folder with neither a project nor a manifest is not an app.
    try FileManager.default.removeItem(atPath: fixture.root + "/Package.swift")
    #expect(try AppProject.load(path: fixture.root) == nil)
    #expect(try AppProject.load(path: fixture.root + "/Specs/Kit/Other.xib") == nil)
  }

  /// An application's storyboards other than its launch screen and the one it launches with are
  /// shown by code, only when its Info.plist was read (naming none: the window is made in code).
  @Test func storyboardsShownByCode() throws {
    let fixture = try ProjectFixture()
    try fixture.writeStandardApp()
    let launch = try #require(try AppProject.load(path: fixture.root)).targets.first
    #expect(launch?.launchScreenFiles.count == 1)
    #expect(launch?.storyboardsShownByCode == [])
    try fixture.writeStandardApp(info: ["UIMainStoryboardFile": "Other"])
    let byCode = try #require(try AppProject.load(path: fixture.root)).targets.first
    #expect(byCode?.storyboardsShownByCode == [fixture.root + "/App/Base.lproj/Main.storyboard"])
    try fixture.writeStandardApp(info: ["UIMainStoryboardFile": "Main"])
    #expect(try AppProject.load(path: fixture.root)?.targets.first?.storyboardsShownByCode == [])
    // An Info.plist that cannot be read says nothing about it.
    try fixture.write("App/Info.plist", "<plist><dict><key>A</key></plist>")
    #expect(try AppProject.load(path: fixture.root)?.targets.first?.storyboardsShownByCode == [])
  }

  /// An app under the working directory has its shipped files shown relative to it; the
  /// storyboards shown by code are the same paths, or the audit plan, which matches them against
  /// the shipped files, finds none (fresh round T: in project mode no secondary storyboard's
  /// initial scene was ever taken as shown by code — Turmeric's `Post.storyboard`, FlagBoard's
  /// login storyboard, round S's OpenMRS). Look-alike: the app's main storyboard is not one.
  @Test func storyboardsShownByCodeAreTheShippedFilesPaths() throws {
    let fixture = try ProjectFixture(
      under: FileManager.default.currentDirectoryPath + "/.build")
    try fixture.writeStandardApp(info: ["UIMainStoryboardFile": "Other"])
    let target = try #require(try AppProject.load(path: fixture.root)?.targets.first)
    let shipped = target.interfaceFiles.map(\.path)
    #expect(!target.storyboardsShownByCode.isEmpty)
    #expect(target.storyboardsShownByCode.allSatisfy(shipped.contains), "\(shipped)")
    #expect(target.storyboardsShownByCode.allSatisfy { !$0.hasPrefix("/") })
    try fixture.writeStandardApp(info: ["UIMainStoryboardFile": "Main"])
    #expect(try AppProject.load(path: fixture.root)?.targets.first?.storyboardsShownByCode == [])
  }
}

/// A folder without a project (XcodeGen, Tuist) whose app Info.plist names the launch screen and
/// the storyboard it launches with.
@Suite struct FolderInfoPlistsTests {
  @Test func appInfoPlistsSayWhichStoryboardsCodeShows() throws {
    let fixture = try ProjectFixture()
    try fixture.writePlist(
      "App/Info.plist", ["UILaunchStoryboardName": "Launch", "UIMainStoryboardFile": "Main"])
    // An extension's Info.plist names no launch storyboard; a dependency's is not looked at.
    try fixture.writePlist("Share/Info.plist", ["NSExtension": ["a": "b"]])
    try fixture.writePlist("Pods/Lib/Info.plist", ["UILaunchStoryboardName": "Pod"])
    try fixture.write("Broken/Info.plist", "<plist><dict><key>A</key></plist>")
    let plists = try #require(FolderInfoPlists.read(folder: fixture.root))
    #expect(plists.plists == [fixture.root + "/App/Info.plist"])
    #expect(plists.launchStoryboardNames == ["Launch"] && plists.mainStoryboardNames == ["Main"])
    #expect(plists.role(ofStoryboard: "App/Base.lproj/Launch.storyboard") == .launchScreen)
    #expect(plists.role(ofStoryboard: "App/Main.storyboard") == .main)
    #expect(plists.role(ofStoryboard: "App/Settings.storyboard") == .shownByCode)
    let empty = try ProjectFixture()
    try empty.writePlist("Share/Info.plist", ["NSExtension": ["a": "b"]])
    #expect(FolderInfoPlists.read(folder: empty.root) == nil)
  }
}

/// XcodeGen's spec: an application target's Info.plist (named, or the first in its sources) and
/// what it ships (its sources, its local packages, its target dependencies'), includes read.
@Suite struct XcodeGenSpecTests {
  @Test func applicationTargetsTheirPlistsAndRoots() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("XcodeGenSpecTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["App/Support", "Host", "Modules/Feature", "Kit", "Extra/Example"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data().write(to: root.appendingPathComponent("App/Support/Info.plist"))
    try """
    include:
      - Extra/project.yml
    packages:
      Feature:
        path: Modules/Feature
      Remote:
        url: https://example.com/remote.git
    targets:
      App:
        type: application
        sources: [App]
        dependencies:
          - package: Feature
          - package: Remote
          - target: Kit
      Kit:
        type: framework
        sources:
          - path: Kit
      Host:
        type: application
        sources: Host
        settings:
          base:
            INFOPLIST_FILE: Host/Host-Info.plist
      Tests:
        type: bundle.unit-test
        sources: [Tests]
    """.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    try """
    targets:
      Example:
        type: application
        info:
          path: Example/Info.plist
        sources:
          - path: Example
    """.write(
      to: root.appendingPathComponent("Extra/project.yml"), atomically: true, encoding: .utf8)
    let spec = try #require(XcodeGenSpec.read(folder: root.path))
    let base = URL(fileURLWithPath: root.path).standardizedFileURL.path
    #expect(spec.applications.map(\.name) == ["App", "Example", "Host"])
    let app = spec.applications[0]
    #expect(app.infoPlist == base + "/App/Support/Info.plist")
    #expect(app.roots == [base + "/App", base + "/Kit", base + "/Modules/Feature"])
    #expect(app.ships(base + "/Modules/Feature/Sources/Screen.xib"))
    #expect(!app.ships(base + "/Modules/FeatureTwo/Screen.xib"))
    #expect(spec.applications[1].infoPlist == base + "/Extra/Example/Info.plist")
    #expect(spec.applications[2].infoPlist == base + "/Host/Host-Info.plist")
    #expect(!spec.applications[2].ships(base + "/Modules/Feature/Sources/Screen.xib"))
    // No spec, or one that does not parse: nil.
    #expect(XcodeGenSpec.read(folder: base + "/Host") == nil)
    try "targets: [".write(
      to: root.appendingPathComponent("Host/project.yml"), atomically: true, encoding: .utf8)
    #expect(XcodeGenSpec.read(folder: base + "/Host") == nil)
  }
}
