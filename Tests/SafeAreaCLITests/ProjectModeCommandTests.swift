import Foundation
import IBFixtures
import Testing

/// `safearea audit` on an app: a folder with a project written by the test.
@Suite struct ProjectModeCommandTests {
  static let storyboard = IBFixture.storyboard(
    initial: "vc",
    scenes: IBFixture.scene(
      "s1",
      IBFixture.viewController(
        id: "vc", rootID: "root",
        subviews: IBFixture.button(
          "btn", frame: (0, 0, 393, 44), autoresizing: #"widthSizable="YES" flexibleMaxY="YES""#),
        layout: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)))

  /// An iPhone-only, portrait-only app `App` launching with `App/Main.storyboard` (as Xcode's
  /// template sets `INFOPLIST_KEY_UIMainStoryboardFile`; without it the storyboard is shown only by
  /// code, its context assumed and its top edge silent); a test target shipping
  /// `Tests/Fixture.storyboard`.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, T2, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = Tests/Fixture.storyboard; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
        PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (R2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        R2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
      };
      rootObject = P;
    }
    """

  /// Writes the app into a new temporary folder.
  static func writeApp() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProjectModeCommandTests-\(UUID().uuidString)")
    for (path, text) in [
      ("App.xcodeproj/project.pbxproj", project), ("App/Main.storyboard", storyboard),
      ("Tests/Fixture.storyboard", storyboard),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func auditsTheShippedFilesInTheAppsMatrix() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(
      result.stdout.contains("target 'App' (application, Release) in App.xcodeproj: 1 IB file"))
    #expect(
      result.stdout.contains("iPhone orientations portrait: UISupportedInterfaceOrientations"))
    #expect(result.stdout.contains("Info.plist: generated from INFOPLIST_KEY_* settings"))
    // iOS 27 for the iPhone Duo's two displays only (it ships with iOS 27.1): both describe
    // portrait (the inner display's top, 82, measured since issue 32's fourth round).
    #expect(
      result.stdout.contains(
        "matrix: 39 iPhones in portrait × iOS 16–27 behaviours, status bar shown: 109"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("iPad"))
    #expect(result.stdout.contains("targets not audited: 'AppTests' (bundle.unit-test target)"))
    #expect(
      result.stdout.contains(
        "  Tests/Fixture.storyboard: shipped only by bundle.unit-test target 'AppTests'"))
    #expect(!result.stdout.contains("Tests/Fixture.storyboard:" + "1"))
    // Machine formats keep the header on standard error; --include-unshipped audits the fixture.
    let json = try safearea(["audit", "--no-cache", "--format", "json", "App.xcodeproj"], in: root)
    #expect(json.stderr.contains("target 'App' (application, Release)"))
    #expect(json.stdout.hasPrefix("{"))
    #expect(json.stdout.contains("Main.storyboard") && !json.stdout.contains("Fixture"))
    let all = try safearea(
      ["audit", "--no-cache", "--format", "json", "--include-unshipped", "."], in: root)
    #expect(all.stdout.contains("Fixture"))
  }

  @Test func aMalformedProjectIsLocatedAndTheOthersAreAudited() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let bad = root.appendingPathComponent("Broken/Broken.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "{\n  objects = {\n    A = {isa = PBXGroup\n".write(
      to: bad, atomically: true, encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(result.status == 65)
    #expect(result.stderr.contains("Broken/Broken.xcodeproj/project.pbxproj:3:24: error: "))
    #expect(result.stdout.contains("target 'App' (application, Release)"))
  }

  @Test func aFolderWhoseOnlyProjectIsMalformedIsAuditedFileByFile() throws {
    // A merge conflict left in the only project file (round F, Precision.md): the project is
    // located as an error, and the folder's storyboards are still audited.
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    try "<<<<<<< HEAD\n".appending(Self.project).write(
      to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true,
      encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(result.status == 65)
    #expect(result.stderr.contains("App.xcodeproj/project.pbxproj:1:"), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "note: .: its project could not be read (above); the folder is audited file by file,"
          + " every context assumed"), "\(result.stderr)")
    #expect(result.stdout.contains("in 2 files"), "\(result.stdout)")
    // A project bundle named alone is not a folder of the app's files: nothing more to audit.
    let named = try safearea(["audit", "--no-cache", "App.xcodeproj"], in: root)
    #expect(named.status == 65)
    #expect(!named.stderr.contains("audited file by file"))
  }

  @Test func aCachedRunPrintsWhatAnUncachedRunPrints() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let uncached = try safearea(["audit", "--no-cache", "."], in: root)
    let first = try safearea(["audit", "."], in: root, cache: true)
    let cache = root.appendingPathComponent(".safearea-cache")
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
    let second = try safearea(["audit", "."], in: root, cache: true)
    for run in [first, second] {
      #expect(run.stdout == uncached.stdout)
      #expect(run.stderr == uncached.stderr)
      #expect(run.status == uncached.status)
    }
    // A changed file is a miss: the output follows the file, as an uncached run's does.
    let main = root.appendingPathComponent("App/Main.storyboard")
    try Self.storyboard.replacingOccurrences(of: "height=\"44\"", with: "height=\"45\"")
      .write(to: main, atomically: true, encoding: .utf8)
    let changed = try safearea(["audit", "."], in: root, cache: true)
    let fresh = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(changed.stdout == fresh.stdout)
    // A new IB file in the folder is a change too (the unshipped list grows).
    try Self.storyboard.write(
      to: root.appendingPathComponent("Stray.storyboard"), atomically: true, encoding: .utf8)
    let listed = try safearea(["audit", "."], in: root, cache: true)
    #expect(listed.stdout.contains("Stray.storyboard: in no target of App.xcodeproj"))
  }

  /// A free-standing xib view named `Splash.xib` (not a name that starts with "Launch").
  static let splash = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="splash-root">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <label opaque="NO" text="Loading" textAlignment="center" id="title">
              <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </label>
          </subviews>
        </view>
      </objects>
    </document>
    """

  @Test("the xib UILaunchStoryboardName names is audited as a screen, whatever its name")
  func launchStoryboardNameMakesAScreen() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let pbxproj = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
    func write(launchKey: Bool) throws {
      let project = Self.project
        .replacingOccurrences(
          of: "children = (F1, F2, );", with: "children = (F1, F2, F3, );"
        )
        .replacingOccurrences(
          of: "F2 = {isa = PBXFileReference;",
          with:
            "F3 = {isa = PBXFileReference; path = App/Splash.xib; sourceTree = \"<group>\"; };\n"
            + "    B3 = {isa = PBXBuildFile; fileRef = F3; };\n    F2 = {isa = PBXFileReference;"
        )
        .replacingOccurrences(of: "files = (B1, );", with: "files = (B1, B3, );")
        .replacingOccurrences(
          of: "GENERATE_INFOPLIST_FILE = YES;",
          with: "GENERATE_INFOPLIST_FILE = YES;"
            + (launchKey ? " INFOPLIST_KEY_UILaunchStoryboardName = Splash;" : ""))
      try project.write(to: pbxproj, atomically: true, encoding: .utf8)
    }
    try Self.splash.write(
      to: root.appendingPathComponent("App/Splash.xib"), atomically: true, encoding: .utf8)
    try write(launchKey: false)
    let component = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(component.stderr.contains("is a free-standing xib view (a component"))
    #expect(!component.stdout.contains("App/Splash.xib:"))
    try write(launchKey: true)
    let screen = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(!screen.stderr.contains("free-standing"))
    // The label's centred text at the top of the launch screen lies under the housing: a
    // finding in the file.
    #expect(screen.stdout.contains("App/Splash.xib:"))
  }
}

/// A storyboard scene no segue reaches whose root view is smaller than any screen.
@Suite struct SmallSceneCommandTests {
  @Test("a scene no segue reaches, designed smaller than any screen, is a part: noted, not audited")
  func smallUnreachedSceneIsAPart() throws {
    let preview =
      IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "pv", storyboardIdentifier: "Preview", rootID: "proot", width: 414, height: 200,
          subviews: """
            <label opaque="NO" text="Title" id="plabel">
              <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            </label>
            """)) + "\n</scenes>"
    let storyboard = ProjectModeCommandTests.storyboard.replacingOccurrences(
      of: "</scenes>", with: preview)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("SmallSceneCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try storyboard.write(
      to: root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "Main.storyboard"], in: root)
    #expect(result.stderr.contains("is reached by no segue and designed at 414 × 200 pt"))
    #expect(!result.stdout.contains("plabel"))
    // The full-screen initial scene is still audited.
    #expect(result.stdout.contains("'btn' (UIButton)"))
  }
}

/// In project mode, the initial controller of a storyboard the app does not launch with is
/// instantiated by code: designed at a freeform size that is no screen's, it is a part.
@Suite struct FreeformPanelCommandTests {
  @Test(
    "a freeform 1024 × 299 initial controller of a second storyboard is a part; Main is a screen")
  func panelStoryboardIsAPart() throws {
    let root = try ProjectModeCommandTests.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let panel = ProjectModeCommandTests.storyboard
      .replacingOccurrences(
        of: "width=\"393\" height=\"852\"", with: "width=\"1024\" height=\"299\""
      )
      .replacingOccurrences(
        of: "</viewController>",
        with: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
          + "<size key=\"freeformSize\" width=\"1024\" height=\"299\"/></viewController>")
    try panel.write(
      to: root.appendingPathComponent("App/Panel.storyboard"), atomically: true, encoding: .utf8)
    let pbxproj = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let project = ProjectModeCommandTests.project
      .replacingOccurrences(of: "children = (F1, F2, );", with: "children = (F1, F2, F3, );")
      .replacingOccurrences(
        of: "F2 = {isa = PBXFileReference;",
        with:
          "F3 = {isa = PBXFileReference; path = App/Panel.storyboard; sourceTree = \"<group>\"; };\n"
          + "    B3 = {isa = PBXBuildFile; fileRef = F3; };\n    F2 = {isa = PBXFileReference;"
      )
      .replacingOccurrences(of: "files = (B1, );", with: "files = (B1, B3, );")
      .replacingOccurrences(
        of: "GENERATE_INFOPLIST_FILE = YES;",
        with: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main;")
    try project.write(to: pbxproj, atomically: true, encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(
      result.stderr.contains(
        "is the initial controller of a storyboard the app does not launch with and designed at"
          + " 1024 × 299 pt"))
    #expect(!result.stdout.contains("App/Panel.storyboard:"))
    // Main's initial controller (393 × 852, its button in the status bar) is the window's root.
    #expect(result.stdout.contains("App/Main.storyboard:"))
  }
}

/// A scene another storyboard embeds through a storyboard reference is a child its container
/// places, and so is a scene embedded in such a part.
@Suite struct StoryboardReferenceCommandTests {
  static func controller(_ id: String, body: String) -> String {
    IBFixture.scene(
      "s-\(id)",
      IBFixture.viewController(
        id: id, storyboardIdentifier: id, rootID: "\(id)-root", width: 375, height: 812,
        subviews: IBFixture.button(
          "\(id)-bottom", frame: (100, 768, 175, 44), autoresizing: #"flexibleMinY="YES""#)
          + "\n" + body))
  }

  static func container(_ id: String, to destination: String) -> String {
    """
    <containerView opaque="NO" contentMode="scaleToFill" id="\(id)">
      <rect key="frame" x="0.0" y="300" width="375" height="200"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      <connections>
        <segue destination="\(destination)" kind="embed" id="\(id)-segue"/>
      </connections>
    </containerView>
    """
  }

  @Test("embedded through a reference, or in such a part: noted, not audited; the embedder is")
  func referencedAndNestedChildrenAreParts() throws {
    let main = IBFixture.storyboard(
      initial: "home",
      scenes: Self.controller("home", body: Self.container("home-box", to: "ref"))
        + IBFixture.scene(
          "s-ref",
          #"<viewControllerPlaceholder storyboardName="Panel" id="ref" sceneMemberID="viewController"/>"#
        ))
    let panel = IBFixture.storyboard(
      initial: "panel",
      scenes: Self.controller("panel", body: Self.container("panel-box", to: "inner"))
        + Self.controller("inner", body: ""))
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("StoryboardReferenceCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try main.write(
      to: root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    try panel.write(
      to: root.appendingPathComponent("Panel.storyboard"), atomically: true, encoding: .utf8)
    let result = try safearea(
      ["audit", "--no-cache", "--devices", "iPhone X", "--orientations", "portrait", "."],
      in: root)
    #expect(result.stderr.contains("is embedded in a container view of"))
    #expect(result.stderr.contains("is embedded in 'Panel#s-panel', a part code places"))
    #expect(!result.stdout.contains("Panel.storyboard:"), "\(result.stdout)")
    // The embedding storyboard's own scene is a screen: its bottom button is in the band.
    #expect(result.stdout.contains("Main.storyboard:"))
    // Alone, the panel's storyboard is laid out as before.
    let alone = try safearea(
      [
        "audit", "--no-cache", "--devices", "iPhone X", "--orientations", "portrait",
        "Panel.storyboard",
      ],
      in: root)
    #expect(alone.stdout.contains("Panel.storyboard:"))
  }
}

/// A scene laid out full screen only by assumption reports nothing that rests on the top edge.
@Suite struct AssumedFullScreenCommandTests {
  static func scene(_ id: String) -> String {
    IBFixture.scene(
      "s-\(id)",
      IBFixture.viewController(
        id: "vc-\(id)", storyboardIdentifier: id, rootID: "root-\(id)", width: 375, height: 812,
        subviews: IBFixture.button(
          "top-\(id)", frame: (100, 0, 175, 44), autoresizing: #"flexibleMaxY="YES""#)
          + "\n"
          + IBFixture.button(
            "bottom-\(id)", frame: (100, 768, 175, 44), autoresizing: #"flexibleMinY="YES""#)))
  }

  static let storyboard = IBFixture.storyboard(
    initial: "vc-First", scenes: scene("First") + scene("Unreached"))

  @Test(
    "an unreached scene: no status-bar finding, the home-indicator one stays; the initial scene keeps both"
  )
  func topEdgeIsNotReportedInAnAssumedFullScreen() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssumedFullScreenCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.storyboard.write(
      to: root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    let result = try safearea(
      [
        "audit", "--no-cache", "--devices", "iPhone X", "--orientations", "portrait",
        "--format", "json", "Main.storyboard",
      ],
      in: root)
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let pairs = Set(
      findings.compactMap { finding -> String? in
        guard let rule = finding["rule"] as? String, let id = finding["id"] as? String else {
          return nil
        }
        return "\(rule) \(id)"
      })
    // The initial scene's top button: under the housing and in the status bar (one finding).
    #expect(pairs.contains { $0.hasSuffix(" top-First") }, "\(pairs)")
    #expect(pairs.contains("control_over_home_indicator bottom-First"))
    #expect(pairs.contains("control_over_home_indicator bottom-Unreached"))
    #expect(!pairs.contains { $0.hasSuffix("top-Unreached") }, "\(pairs)")
  }
}

/// A xib controller's view designed at the simulated size "Freeform": a part when the size is no
/// screen's, a screen when it is one.
@Suite struct FreeformSceneCommandTests {
  static func xib(width: Int, height: Int, freeform: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PopupViewController">
          <connections>
            <outlet property="view" destination="root" id="o1"/>
          </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" id="close">
              <state key="normal" title="Button"/>
              <rect key="frame" x="0.0" y="\(height - 44)" width="\(width)" height="44"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            </button>
          </subviews>
          \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
        </view>
      </objects>
    </document>
    """
  }

  @Test("a freeform size that is no screen's makes a part; a screen's size or no freeform does not")
  func freeformNonScreenSizeIsAPart() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("FreeformSceneCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, text) in [
      ("Popup.xib", Self.xib(width: 320, height: 598, freeform: true)),
      ("ScreenSized.xib", Self.xib(width: 375, height: 812, freeform: true)),
      ("NotFreeform.xib", Self.xib(width: 320, height: 598, freeform: false)),
    ] {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let result = try safearea(
      ["audit", "--no-cache", "--devices", "iPhone X", "--orientations", "portrait", "."],
      in: root)
    #expect(
      result.stderr.contains(
        "Popup.xib:9:5: note: 'Popup' is reached by no segue and designed at 320 × 598 pt,"
          + " a freeform size that is no device's screen"))
    #expect(!result.stdout.contains("Popup.xib"))
    // 375 × 812 is the iPhone X's screen: designed as a screen, audited (its bottom button in
    // the home indicator's band); so is a view without the freeform metrics.
    #expect(!result.stderr.contains("ScreenSized.xib:9:5: note"))
    #expect(result.stdout.contains("ScreenSized.xib"))
    #expect(result.stdout.contains("NotFreeform.xib"))
  }
}

/// A folder's other YAML files (linter, CI and localisation configurations) are not scenes.
@Suite struct OtherYAMLCommandTests {
  @Test("hidden files and YAML without 'root' or 'environment' are skipped; a broken scene is not")
  func configurationsAreNotScenes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("OtherYAMLCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/A0-2.yaml")
    try FileManager.default.copyItem(at: example, to: root.appendingPathComponent("A0-2.yaml"))
    for (name, text) in [
      (".swiftlint.yml", "opt_in_rules:\n  - empty_count\n"),
      ("crowdin.yml", "project_id_env: CROWDIN_PROJECT_ID\nfiles: []\n"),
      ("list.json", "[1, 2, 3]\n"),
      ("compose.yml", "x-common: &common\n  image: app\nservices:\n  web: *common\n"),
      // A duplicate key (SwiftGen's parser accepts it; YAML's does not): its column-1 keys say.
      ("swiftgen.yml", "plist:\n  inputs: a\nstrings:\n  inputs: b\nplist:\n  inputs: c\n"),
      // An XcodeGen project checks in its .xcodeproj's schemes, not its project.pbxproj.
      ("Gen.xcodeproj/xcshareddata/xcschemes/Gen.xcscheme", "<Scheme/>\n"),
      ("Assets.xcassets/Contents.json", "{\"info\": {\"version\": 1}}\n"),
      // JSON with comments (a TypeScript configuration) parses as neither JSON nor YAML, and its
      // keys are indented: it names no `root` or `environment` (`rootDir` is another name).
      (
        "web/tsconfig.json",
        "{\n  // comment\n  \"compilerOptions\": {\n    \"rootDir\": \"src\", /* x */\n  }\n}\n"
      ),
    ] {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(result.status == 0 || result.status == 1)  // no file is an error
    // One line for them all (aliases are not parsed: the keys at column 1 say it); nothing
    // inside an asset catalog is an input.
    #expect(
      result.stderr.contains(
        "note: skipped 5 YAML or JSON files that are not a scene file (no 'root' or"
          + " 'environment' at the top): ./compose.yml, ./crowdin.yml, ./list.json, …"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "note: Gen.xcodeproj has no project.pbxproj (a generated project: XcodeGen or Tuist?);"
          + " its folder is audited file by file"), "\(result.stderr)")
    let named = try safearea(["audit", "--no-cache", "Gen.xcodeproj"], in: root)
    #expect(named.status == 65)
    #expect(named.stderr.contains("Gen.xcodeproj/project.pbxproj:1:1: error: the project has no"))
    #expect(!result.stderr.contains("Contents.json"))
    #expect(!result.stderr.contains("swiftlint"))
    #expect(!result.stderr.contains("error:"))
    // A list is not a mapping: it is meant as nothing else, so the loader says what is wrong.
    try FileManager.default.removeItem(at: root.appendingPathComponent("list.json"))
    try "root:\n  controller: 3\n".write(
      to: root.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let broken = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(broken.status == 65)
    #expect(broken.stderr.contains("broken.yaml:2:"))
    // A JSON scene that does not parse names its `root`: meant as a scene, its error located.
    try "{\n  // a comment\n  \"root\": {\"controller\": 3}\n}\n".write(
      to: root.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    let brokenJSON = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(brokenJSON.status == 65)
    #expect(brokenJSON.stderr.contains("broken.json:"), "\(brokenJSON.stderr)")
    #expect(brokenJSON.stderr.contains(": error: "), "\(brokenJSON.stderr)")
    try FileManager.default.removeItem(at: root.appendingPathComponent("broken.json"))
    // A scene with a duplicate key is meant as a scene: its error is located.
    try FileManager.default.removeItem(at: root.appendingPathComponent("broken.yaml"))
    try "root:\n  controller: {}\nroot:\n  controller: {}\n".write(
      to: root.appendingPathComponent("twice.yaml"), atomically: true, encoding: .utf8)
    let twice = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(twice.status == 65)
    #expect(twice.stderr.contains("twice.yaml:3:"), "\(twice.stderr)")
  }
}

/// A folder of scene files audited twice: the cache folder it leaves is not read as input.
@Suite struct HiddenFolderCommandTests {
  @Test("hidden folders (the cache's JSON entries) are not inputs")
  func cacheIsNotAScene() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("HiddenFolderCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".safearea-cache"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/A0-2.yaml")
    try FileManager.default.copyItem(at: example, to: root.appendingPathComponent("A0-2.yaml"))
    try "{\"files\": []}".write(
      to: root.appendingPathComponent(".safearea-cache/entry.json"), atomically: true,
      encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "."], in: root)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("entry.json"))
  }
}

/// A folder without an Xcode project whose app Info.plist names the storyboard it launches with:
/// another storyboard's initial controller is shown by code, its context assumed.
@Suite struct FolderInfoPlistCommandTests {
  @Test("a folder's app Info.plist decides which storyboards code shows")
  func folderInfoPlist() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("FolderInfoPlistCommandTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["App/Main.storyboard", "App/Other.storyboard"] {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ProjectModeCommandTests.storyboard.write(to: url, atomically: true, encoding: .utf8)
    }
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchStoryboardName": "Launch", "UIMainStoryboardFile": "Main"],
      format: .xml, options: 0)
    try plist.write(to: root.appendingPathComponent("App/Info.plist"))
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(result.stderr.contains("has no Xcode project; its app Info.plist"), "\(result.stderr)")
    #expect(result.stdout.contains("App/Main.storyboard:11:15: error:"), "\(result.stdout)")
    #expect(!result.stdout.contains("App/Other.storyboard:11:15: error:"))
  }
}

/// The command tests audit without a cache unless a test is about the cache: nothing is
/// replayed from an earlier run (a second `swift test` audits as the first did), and no
/// `.safearea-cache` is left in the folder a test runs in (the repository's root, for most).
@Suite struct CommandTestCacheTests {
  @Test func anAuditInTheTestsLeavesNoCache() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-no-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples/A0-2.yaml"),
      to: root.appendingPathComponent("A0-2.yaml"))
    let cache = root.appendingPathComponent(".safearea-cache")
    let plain = try safearea(
      ["audit", "A0-2.yaml", "--devices", "iPhone X", "--orientations", "portrait"], in: root)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cache.path))
    // The same run as a cache test makes it: the cache is on, and written where the run is.
    let cached = try safearea(
      ["audit", "A0-2.yaml", "--devices", "iPhone X", "--orientations", "portrait"], in: root,
      cache: true)
    #expect(cached.stdout == plain.stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
  }
}
