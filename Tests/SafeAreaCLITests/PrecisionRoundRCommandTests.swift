import Foundation
import IBFixtures
import Testing

/// Round Q's leftover (`Documentation/Journal/2026-12-01-precision-Q.md`: 13 false alarms in
/// storyboard copies nothing loads), rewritten small: an app that launches with `Main` and whose
/// code names `Settings` ships a third storyboard, `Main_iPhone`, that no name reaches. Its
/// findings are kept, one severity lower, saying so (UIKitRules R22.33); the storyboard the code
/// names keeps its severity.
@Suite struct PrecisionRoundRCommandTests {
  /// An iPhone app: three storyboards in its resources, one Swift file in its sources.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = App/Main_iPhone.storyboard; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = App/Settings.storyboard; sourceTree = "<group>"; };
        F4 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
        PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        B3 = {isa = PBXBuildFile; fileRef = F3; };
        B4 = {isa = PBXBuildFile; fileRef = F4; };
      };
      rootObject = P;
    }
    """

  static let code = """
    import UIKit
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func openSettings() {
        let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
        window?.rootViewController?.present(settings!, animated: true)
      }
    }
    """

  /// A storyboard whose initial scene holds a titled button pinned 30 pt from the bottom of a
  /// 393 × 852 view: inside the 34-pt home indicator band of an iPhone 15 (the catalog).
  static func storyboard(_ prefix: String) -> String {
    IBFixture.storyboard(
      initial: "\(prefix)-vc",
      scenes: IBFixture.scene(
        "\(prefix)-s",
        IBFixture.viewController(
          id: "\(prefix)-vc", rootID: "\(prefix)-root",
          subviews: IBFixture.button(
            "\(prefix)-go", title: "Continue", frame: (x: 100, y: 822, width: 193, height: 30),
            autoresizing: #"flexibleMaxX="YES" flexibleMinY="YES""#))))
  }

  @Test(
    "a storyboard no name reaches keeps its findings one severity lower; one the code names does not"
  )
  func storyboardNoNameReaches() throws {
    let root = try CodeContextCommandTests.writeApp([
      ("App.xcodeproj/project.pbxproj", Self.project),
      ("App/Main.storyboard", Self.storyboard("main")),
      ("App/Main_iPhone.storyboard", Self.storyboard("copy")),
      ("App/Settings.storyboard", Self.storyboard("settings")),
      ("App/AppDelegate.swift", Self.code),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone 15", "--orientations",
        "portrait", "--rules", "control_over_home_indicator", "--format", "json", ".",
      ], in: root)
    let findings = try CodeContextCommandTests.findings(run.stdout)
    func finding(_ id: String) throws -> [String: Any] {
      try #require(findings.first { ($0["id"] as? String) == id }, "\(run.stdout)")
    }
    let why = "no name in the app reaches this storyboard"
    let main = try finding("main-go")
    let settings = try finding("settings-go")
    let copy = try finding("copy-go")
    // The three scenes are alike and each an error; the one in the storyboard no name reaches
    // is one severity lower, and says why.
    #expect(main["severity"] as? String == "error")
    #expect(settings["severity"] as? String == "error")
    #expect((settings["message"] as? String)?.contains(why) == false)
    #expect(copy["severity"] as? String == "warning")
    #expect((copy["message"] as? String)?.contains(why) == true, "\(copy)")
    #expect(run.stderr.contains("Main_iPhone.storyboard: \(why)"), "\(run.stderr)")
  }
}
