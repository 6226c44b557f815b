import Foundation
import Testing

@testable import XcodeProject

/// A framework's IB files are shown by the apps that embed it (fresh round E: a wallet app's
/// 'Library' framework ships its 38 storyboards into a portrait-only iPhone app; audited with
/// every orientation on iPhone and iPad, 4 of its false alarms were in landscape or on iPads).
@Suite struct LibraryHostMatrixTests {
  /// An iPhone-only, portrait-only app `Wallet` (T1) that depends on the framework `Library`
  /// (T2, families 1,2, a storyboard); a second framework `Loose` (T3) no app depends on.
  func writeProject(appDependsOnLibrary: Bool = true) throws -> ProjectFixture {
    let fixture = try ProjectFixture()
    let dependency = appDependsOnLibrary ? "dependencies = (D1); " : ""
    let objects = """
          G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = Library/Wallet.storyboard; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = Loose/Panel.xib; sourceTree = "<group>"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (); \(dependency)name = Wallet; productType = "com.apple.product-type.application"; };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
          TR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Wallet/Info.plist"; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          D1 = {isa = PBXTargetDependency; target = T2; targetProxy = X1; };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (R2); name = Library; productType = "com.apple.product-type.framework"; };
          TL2 = {isa = XCConfigurationList; buildConfigurations = (TR2); defaultConfigurationName = Release; };
          TR2 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
          R2 = {isa = PBXResourcesBuildPhase; files = (B1); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          T3 = {isa = PBXNativeTarget; buildConfigurationList = TL3; buildPhases = (R3); name = Loose; productType = "com.apple.product-type.framework"; };
          TL3 = {isa = XCConfigurationList; buildConfigurations = (TR3); defaultConfigurationName = Release; };
          TR3 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
          R3 = {isa = PBXResourcesBuildPhase; files = (B2); };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
      """
    try fixture.write(
      "Wallet.xcodeproj/project.pbxproj",
      ProjectFixture.pbxproj(targets: ["T1", "T2", "T3"], objects: objects))
    try fixture.writePlist(
      "Wallet/Info.plist",
      ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]])
    try fixture.write("Library/Wallet.storyboard", "<document/>")
    try fixture.write("Loose/Panel.xib", "<document/>")
    return fixture
  }

  @Test func aFrameworkTakesTheMatrixOfTheAppThatDependsOnIt() throws {
    let fixture = try writeProject()
    let app = try #require(try AppProject.load(path: fixture.root))
    let library = try #require(app.targets.first { $0.name == "Library" })
    #expect(library.matrix.idioms == [.phone])
    #expect(library.matrix.phoneOrientations == [.portrait])
    #expect(!library.matrix.statusBarHidden)
    #expect(
      library.matrix.reasons.contains(
        "orientations iPhone portrait: the app target 'Wallet' that depends on it"))
    #expect(
      library.matrix.reasons.contains(
        "devices narrowed to iPhone: the app target 'Wallet' that depends on it"))
    // No app depends on 'Loose': its host is unknown, every orientation is assumed.
    let loose = try #require(app.targets.first { $0.name == "Loose" })
    #expect(loose.matrix.idioms == [.phone, .pad])
    #expect(loose.matrix.phoneOrientations == [.portrait, .landscapeLeft, .landscapeRight])
  }

  @Test func withoutTheDependencyTheMatrixIsAssumed() throws {
    let fixture = try writeProject(appDependsOnLibrary: false)
    let app = try #require(try AppProject.load(path: fixture.root))
    let library = try #require(app.targets.first { $0.name == "Library" })
    #expect(library.matrix.idioms == [.phone, .pad])
    #expect(library.matrix.phoneOrientations == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(
      library.matrix.reasons.contains(
        "orientations: a library's screens take its host app's; every orientation assumed"))
  }

  /// Fresh round O's Gnosis Safe, rewritten small: the framework `SafeAppUI` of `Kit.xcodeproj`
  /// (no app of that project depends on it) ships a storyboard; the portrait-only iPhone app
  /// `Safe` of `App.xcodeproj`, beside it in the folder, links and embeds `linked`.
  func writeTwoProjects(linked: String) throws -> ProjectFixture {
    let fixture = try ProjectFixture()
    let kit = """
          G0 = {isa = PBXGroup; children = (F1, P1); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = Kit/Main.storyboard; sourceTree = "<group>"; };
          P1 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = SafeAppUI.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (R1); name = SafeAppUI; productReference = P1; productType = "com.apple.product-type.framework"; };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
          TR1 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
          R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
      """
    let app = """
          G0 = {isa = PBXGroup; children = (L1); sourceTree = "<group>"; };
          L1 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = \(linked); sourceTree = BUILT_PRODUCTS_DIR; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (K1, E1); name = Safe; productType = "com.apple.product-type.application"; };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
          TR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Safe/Info.plist"; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          K1 = {isa = PBXFrameworksBuildPhase; files = (C1); };
          C1 = {isa = PBXBuildFile; fileRef = L1; };
          E1 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (C2); name = "Embed Frameworks"; };
          C2 = {isa = PBXBuildFile; fileRef = L1; };
      """
    try fixture.write(
      "Kit.xcodeproj/project.pbxproj", ProjectFixture.pbxproj(targets: ["T1"], objects: kit))
    try fixture.write(
      "App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj(targets: ["T1"], objects: app))
    try fixture.writePlist(
      "Safe/Info.plist", ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]])
    try fixture.write("Kit/Main.storyboard", "<document/>")
    return fixture
  }

  @Test("a framework takes the matrix of an app of another project that embeds its product")
  func aFrameworkOfAnotherProjectTakesItsEmbeddingAppsMatrix() throws {
    let fixture = try writeTwoProjects(linked: "SafeAppUI.framework")
    let app = try #require(try AppProject.load(path: fixture.root))
    let library = try #require(app.targets.first { $0.name == "SafeAppUI" })
    #expect(library.matrix.idioms == [.phone])
    #expect(library.matrix.phoneOrientations == [.portrait])
    #expect(
      library.matrix.reasons.contains(
        "orientations iPhone portrait: the app target 'Safe' (App.xcodeproj) that embeds it"))
    // The look-alike: the app embeds another framework; SafeAppUI's host stays unknown.
    let other = try writeTwoProjects(linked: "Other.framework")
    let loose = try #require(
      try AppProject.load(path: other.root)?.targets.first { $0.name == "SafeAppUI" })
    #expect(loose.matrix.phoneOrientations == [.portrait, .landscapeLeft, .landscapeRight])
  }
}
