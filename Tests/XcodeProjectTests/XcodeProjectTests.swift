import Foundation
import Testing

@testable import XcodeProject

@Suite struct XcodeProjectTests {
  @Test func targetsFilesAndSettings() throws {
    let fixture = try ProjectFixture()
    let path = try fixture.writeStandardApp()
    let project = try XcodeProject.load(path: path)
    #expect(project.name == "App")
    #expect(project.targets.map(\.name) == ["App", "AppTests"])
    #expect(project.targets.map(\.productType) == [.application, .unitTest])
    let app = project.targets[0]
    let root = fixture.root
    // Variant group: the Base storyboard and the French strings, each with its localisation.
    #expect(
      project.resourceFiles(of: app).map { "\($0.path)|\($0.variant ?? "")|\($0.exists)" } == [
        "\(root)/App/Base.lproj/Main.storyboard|Base|true", "\(root)/App/Screen.xib||true",
        "\(root)/App/fr.lproj/Main.strings|fr|false",
      ])
    #expect(project.sourceFiles(of: app).map(\.path) == ["\(root)/App/App Delegate.swift"])
    #expect(
      project.resourceFiles(of: project.targets[1]).map(\.exists) == [true, false])
    // Shared (included by Project) < Project < project settings < App.xcconfig < target.
    let (settings, problems, _, files) = project.buildSettings(of: app)
    #expect(problems.isEmpty)
    #expect(settings.configuration == "Release")
    #expect(settings["IPHONEOS_DEPLOYMENT_TARGET"] == "15.0")
    #expect(settings["TARGETED_DEVICE_FAMILY"] == "1,2")
    #expect(settings["SWIFT_VERSION"] == "5.0")
    #expect(settings.expanded("INFOPLIST_FILE") == "App/Info.plist")
    #expect(
      files.map { ($0 as NSString).lastPathComponent } == [
        "Project.xcconfig", "Shared.xcconfig", "App.xcconfig",
      ])
    // Debug: the project's own setting beats its xcconfig; the target has no Debug.
    let debug = project.buildSettings(of: app, configuration: "Debug").settings
    #expect(debug["IPHONEOS_DEPLOYMENT_TARGET"] == "12.0")
  }

  @Test func sourceTreesResolve() throws {
    let fixture = try ProjectFixture()
    let objects = """
          G0 = {isa = PBXGroup; children = (G1, A1, A2); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (A3); name = Virtual; sourceTree = "<group>"; };
          A1 = {isa = PBXFileReference; path = /abs/One.xib; sourceTree = "<absolute>"; };
          A2 = {isa = PBXFileReference; path = Lib.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          A3 = {isa = PBXFileReference; path = "Sub/Two.xib"; sourceTree = SOURCE_ROOT; };
          PL = {isa = XCConfigurationList; buildConfigurations = (); };
      """
    let path = try fixture.write(
      "Nested/P.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: [], objects: objects))
    let project = try XcodeProject.load(path: (path as NSString).deletingLastPathComponent)
    #expect(project.resolvedPath("A1") == "/abs/One.xib")
    #expect(project.resolvedPath("A2") == nil)
    #expect(project.resolvedPath("A3") == fixture.root + "/Nested/Sub/Two.xib")
    #expect(project.sourceRoot == fixture.root + "/Nested")
  }

  /// Fresh round S, M3: TwitterClone's group ` Authentication` has the absolute path of its
  /// author's disk (`/Users/sleivaal/…/Controller/ Authentication`, `sourceTree =
  /// "<absolute>"`), and its two controllers were dropped without a word. Where a folder of the
  /// group's name is in the folder the enclosing groups give, the files are read from there,
  /// with a note (a file reference with such a path, TwitterClone's `FeedController.swift`, the
  /// same); the look-alike (no such folder here) keeps the files missing, also with a note.
  @Test func absentAbsoluteGroupIsReadWhereTheEnclosingGroupsPutIt() throws {
    let fixture = try ProjectFixture()
    let objects = """
          G0 = {isa = PBXGroup; children = (GC); sourceTree = "<group>"; };
          GC = {isa = PBXGroup; children = (GA, GB, F3); path = Controller; sourceTree = "<group>"; };
          GA = {isa = PBXGroup; children = (F1); name = " Authentication"; path = "/Users/nobody/App/Controller/ Authentication"; sourceTree = "<absolute>"; };
          GB = {isa = PBXGroup; children = (F2); name = Gone; path = "/Users/nobody/App/Controller/Gone"; sourceTree = "<absolute>"; };
          F1 = {isa = PBXFileReference; path = LoginController.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = GoneController.swift; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; name = Feed.swift; path = "/Users/nobody/App/Controller/Feed.swift"; sourceTree = "<absolute>"; };
          B3 = {isa = PBXBuildFile; fileRef = F3; };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
          T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (); };
      """
    try fixture.write(
      "P.xcodeproj/project.pbxproj", ProjectFixture.pbxproj(targets: ["T1"], objects: objects))
    try fixture.write("Controller/ Authentication/LoginController.swift", "import UIKit\n")
    try fixture.write("Controller/Feed.swift", "import UIKit\n")
    let project = try XcodeProject.load(path: fixture.root + "/P.xcodeproj")
    var notes: [ProjectNote] = []
    let files = project.sourceFiles(of: project.targets[0], notes: &notes)
    #expect(
      files.map { "\($0.path)|\($0.exists)" } == [
        "/Users/nobody/App/Controller/Gone/GoneController.swift|false",
        "\(fixture.root)/Controller/ Authentication/LoginController.swift|true",
        "\(fixture.root)/Controller/Feed.swift|true",
      ])
    #expect(
      notes.map(\.message) == [
        "the group '/Users/nobody/App/Controller/ Authentication' is not on this disk; its files"
          + " are read from '\(fixture.root)/Controller/ Authentication', where the enclosing"
          + " groups put a folder of its name",
        "the group '/Users/nobody/App/Controller/Gone' is not on this disk, nor a folder of its"
          + " name where the enclosing groups are; its files are not read",
        "the file '/Users/nobody/App/Controller/Feed.swift' is not on this disk; it is read from"
          + " '\(fixture.root)/Controller/Feed.swift', where the enclosing groups put a file of"
          + " its name",
      ])
  }

  @Test func synchronizedFoldersAndTheirExceptions() throws {
    let fixture = try ProjectFixture()
    let objects = """
          G0 = {isa = PBXGroup; children = (SG); sourceTree = "<group>"; };
          SG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); explicitFolders = (Raw, ); path = Shared; sourceTree = "<group>"; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, /Localized/Ext/Share.xib, ); target = T1; };
          E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (/Localized/Ext/Share.xib, ); target = T2; };
          T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SG, ); name = App; productType = "com.apple.product-type.application"; };
          T2 = {isa = PBXNativeTarget; buildPhases = (); name = Ext; productType = "com.apple.product-type.app-extension"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (); };
      """
    try fixture.write(
      "P.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1", "T2"], objects: objects))
    for file in [
      "Shared/Info.plist", "Shared/Main.storyboard", "Shared/View.swift",
      "Shared/Ext/Base.lproj/Share.xib", "Shared/Raw/Copied.xib", "Shared/.hidden.xib",
      "Shared/Assets.xcassets/Inside.xib",
    ] {
      try fixture.write(file, "")
    }
    let project = try XcodeProject.load(path: fixture.root + "/P.xcodeproj")
    let root = fixture.root + "/Shared/"
    #expect(
      project.resourceFiles(of: project.targets[0]).map {
        $0.path.replacingOccurrences(of: root, with: "")
      }
        == ["Main.storyboard"])
    #expect(project.sourceFiles(of: project.targets[0]).map(\.path) == [root + "View.swift"])
    let shared = project.resourceFiles(of: project.targets[1])
    #expect(shared.map(\.path) == [root + "Ext/Base.lproj/Share.xib"])
    #expect(shared.first?.variant == "Base")
  }

  /// Issue 32: a file the project names is not read through a link to a folder, nor as a link
  /// to a file outside the project's folder (a note each), as `audit`'s and `lint`'s folder
  /// walks never enter a linked folder; a link to a file inside the folder is read.
  @Test func symbolicLinksDoNotLeadOutOfTheProject() throws {
    let fixture = try ProjectFixture()
    let outside = try ProjectFixture()
    try outside.write("Far.swift", "")
    try outside.write("Synced.swift", "")
    let objects = """
          G0 = {isa = PBXGroup; children = (G1, G2, SG, SL); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1, F3); path = App; sourceTree = "<group>"; };
          G2 = {isa = PBXGroup; children = (F2); path = Linked; sourceTree = "<group>"; };
          SG = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
          SL = {isa = PBXFileSystemSynchronizedRootGroup; path = SyncedLink; sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = Far.swift; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = Alias.swift; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildPhases = (S1); fileSystemSynchronizedGroups = (SG, SL, ); name = App; productType = "com.apple.product-type.application"; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
          B3 = {isa = PBXBuildFile; fileRef = F3; };
          PL = {isa = XCConfigurationList; buildConfigurations = (); };
      """
    try fixture.write(
      "P.xcodeproj/project.pbxproj", ProjectFixture.pbxproj(targets: ["T1"], objects: objects))
    try fixture.write("App/View.swift", "")
    try fixture.write("Synced/Own.swift", "")
    let manager = FileManager.default
    let root = fixture.root
    try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: outside.root)
    try manager.createSymbolicLink(atPath: root + "/SyncedLink", withDestinationPath: outside.root)
    try manager.createSymbolicLink(
      atPath: root + "/Synced/Out.swift", withDestinationPath: outside.root + "/Synced.swift")
    try manager.createSymbolicLink(
      atPath: root + "/App/Alias.swift", withDestinationPath: root + "/Synced/Own.swift")
    let project = try XcodeProject.load(path: root + "/P.xcodeproj")
    var notes: [ProjectNote] = []
    let files = project.sourceFiles(of: project.targets[0], notes: &notes).map(\.path)
    #expect(
      files == [root + "/App/Alias.swift", root + "/App/View.swift", root + "/Synced/Own.swift"])
    let messages = notes.map(\.message)
    #expect(messages.count == 3)
    #expect(
      messages.contains {
        $0.contains("'\(root)/Linked/Far.swift' is reached through '\(root)/Linked'")
      })
    #expect(
      messages.contains {
        $0.contains("'\(root)/Synced/Out.swift' is a symbolic link to a file outside")
      })
    #expect(messages.contains { $0.contains("synchronized folder '\(root)/SyncedLink'") })
    #expect(notes.allSatisfy { $0.file == root + "/P.xcodeproj/project.pbxproj" })
  }

  @Test func malformedProjectsAreLocated() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Bad.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n")
    #expect {
      try XcodeProject.load(path: fixture.root + "/Bad.xcodeproj")
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.line == 4 && error.file.hasSuffix("Bad.xcodeproj/project.pbxproj")
    }
    try fixture.write(
      "NoRoot.xcodeproj/project.pbxproj", "{ objects = { A = {isa = PBXGroup;}; }; }")
    #expect {
      try XcodeProject.load(path: fixture.root + "/NoRoot.xcodeproj")
    } throws: { error in
      (error as? ProjectError)?.kind == .structure
    }
  }
}
