import Foundation

/// A folder of files written by a test, removed when the fixture is released.
final class ProjectFixture {
  let root: String

  /// A fresh folder in the temporary directory, or under `folder` (a fixture under the working
  /// directory has its files shown relative to it, ``AppProject/displayPath(_:)``).
  init(under folder: String? = nil) throws {
    root =
      (folder.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("XcodeProjectTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` at `relative` (folders created).
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Writes a property list (XML or binary).
  func writePlist(_ relative: String, _ object: [String: Any], binary: Bool = false) throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: binary ? .binary : .xml, options: 0)
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path))
  }

  /// A `project.pbxproj` with `objects` (OpenStep text of `id = {…};` entries) and a project
  /// object `P` whose targets, main group and configuration list are given.
  static func pbxproj(
    targets: [String], mainGroup: String = "G0", configurationList: String = "PL",
    objects: String
  ) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {
    \t\tP = {isa = PBXProject; buildConfigurationList = \(configurationList); mainGroup = \(mainGroup); projectDirPath = ""; targets = (\(targets.map { $0 + ", " }.joined())); };
    \(objects)
    \t};
    \trootObject = P;
    }

    """
  }

  /// The standard app used by several tests: an iPhone + iPad app target `App` shipping
  /// `App/Screen.xib` and the variant group `App/Base.lproj/Main.storyboard`, a unit-test target
  /// `AppTests` shipping `AppTests/Fixture.xib`, settings layered through
  /// `Config/Project.xcconfig` (which includes `Config/Shared.xcconfig`) and `Config/App.xcconfig`.
  static let standardObjects = """
        G0 = {isa = PBXGroup; children = (G1, G2, FX1, FX2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, V1, F2); path = App; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F4, F5); path = AppTests; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Screen.xib; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = "App Delegate.swift"; sourceTree = "<group>"; };
        V1 = {isa = PBXVariantGroup; children = (F3, F6); name = Main.storyboard; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        F6 = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
        F4 = {isa = PBXFileReference; path = Fixture.xib; sourceTree = "<group>"; };
        F5 = {isa = PBXFileReference; path = Gone.xib; sourceTree = "<group>"; };
        FX1 = {isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = SOURCE_ROOT; };
        FX2 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
        PD = {isa = XCBuildConfiguration; baseConfigurationReference = FX1; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.0; }; name = Debug; };
        PR = {isa = XCBuildConfiguration; baseConfigurationReference = FX1; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
        TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
        TR1 = {isa = XCBuildConfiguration; baseConfigurationReference = FX2; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; "TARGETED_DEVICE_FAMILY[sdk=iphoneos*]" = "$(inherited),2"; }; name = Release; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B3); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        B3 = {isa = PBXBuildFile; fileRef = V1; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (R2); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        TL2 = {isa = XCConfigurationList; buildConfigurations = (TR2); };
        TR2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        R2 = {isa = PBXResourcesBuildPhase; files = (B4, B5); };
        B4 = {isa = PBXBuildFile; fileRef = F4; };
        B5 = {isa = PBXBuildFile; fileRef = F5; };
    """

  /// Writes the standard app (see ``standardObjects``) and returns the `.xcodeproj` path.
  @discardableResult
  func writeStandardApp(info: [String: Any]? = nil) throws -> String {
    try write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(targets: ["T1", "T2"], objects: Self.standardObjects))
    try write(
      "Config/Shared.xcconfig",
      "// shared\nIPHONEOS_DEPLOYMENT_TARGET = 14.0\nTARGETED_DEVICE_FAMILY = 1\n")
    try write(
      "Config/Project.xcconfig",
      "#include \"Shared.xcconfig\"\n#include? \"Optional.xcconfig\"\nSWIFT_VERSION = 5.0;\n")
    try write("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0 // the app's own\n")
    try writePlist(
      "App/Info.plist",
      info ?? [
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UISupportedInterfaceOrientations~ipad": [
          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
          "UIInterfaceOrientationLandscapeRight",
        ],
        "UILaunchStoryboardName": "Main",
      ])
    try write("App/Screen.xib", "<document/>")
    try write("App/Base.lproj/Main.storyboard", "<document/>")
    try write("App/App Delegate.swift", "")
    try write("AppTests/Fixture.xib", "<document/>")
    try write("Playground.playground/Resources/Old.xib", "<document/>")
    try write("Stray/Dropped.storyboard", "<document/>")
    return root + "/App.xcodeproj"
  }
}
