import Foundation
import Testing

/// Project mode resolves a class name within the app targets that ship the storyboard: two
/// sample apps in one project that each declare `ReaderViewController` have two different
/// classes, and one's orientation lock says nothing about the other's screen. From ESP BLE
/// Provisioning's three sample apps (round H), rewritten small. Both apps' `Main.storyboard` are
/// audited: loaded file by file, their scenes had one name (`Main#s2`), and one file's layout
/// stood for both.
@Suite struct PerTargetCodeContextTests {
  static func code(locked: Bool) -> String {
    """
    import UIKit

    class FeedViewController: UIViewController {
      @objc func openReader() {
        let reader = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
        reader.modalPresentationStyle = .overFullScreen
        present(reader, animated: true)
      }
    }

    class ReaderViewController: UIViewController {
      @IBOutlet weak var promoButton: UIButton!
    \(locked ? "  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }" : "")
    }
    """
  }

  /// Two iPhone apps in portrait and landscape, `Alpha` and `Beta`, each with its own
  /// `Main.storyboard` and `Feed.swift`.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (TA, TB, ); };
        G0 = {isa = PBXGroup; children = (FA1, FA2, FB1, FB2, ); sourceTree = "<group>"; };
        FA1 = {isa = PBXFileReference; path = Alpha/Main.storyboard; sourceTree = "<group>"; };
        FA2 = {isa = PBXFileReference; path = Alpha/Feed.swift; sourceTree = "<group>"; };
        FB1 = {isa = PBXFileReference; path = Beta/Main.storyboard; sourceTree = "<group>"; };
        FB2 = {isa = PBXFileReference; path = Beta/Feed.swift; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
        PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
        TA = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SA, RA, ); name = Alpha; productType = "com.apple.product-type.application"; };
        TB = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SB, RB, ); name = Beta; productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"; INFOPLIST_KEY_UIMainStoryboardFile = Main; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
        SA = {isa = PBXSourcesBuildPhase; files = (BA2, ); };
        RA = {isa = PBXResourcesBuildPhase; files = (BA1, ); };
        SB = {isa = PBXSourcesBuildPhase; files = (BB2, ); };
        RB = {isa = PBXResourcesBuildPhase; files = (BB1, ); };
        BA1 = {isa = PBXBuildFile; fileRef = FA1; };
        BA2 = {isa = PBXBuildFile; fileRef = FA2; };
        BB1 = {isa = PBXBuildFile; fileRef = FB1; };
        BB2 = {isa = PBXBuildFile; fileRef = FB2; };
      };
      rootObject = P;
    }
    """

  static func writeApp() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("PerTargetCodeContextTests-\(UUID().uuidString)")
    for (path, text) in [
      ("Samples.xcodeproj/project.pbxproj", project),
      ("Alpha/Main.storyboard", CodeContextCommandTests.storyboard),
      ("Alpha/Feed.swift", code(locked: true)),
      ("Beta/Main.storyboard", CodeContextCommandTests.storyboard),
      ("Beta/Feed.swift", code(locked: false)),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func eachAppsClassesAreItsOwn() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone 15", "--format", "json", ".",
      ], in: root)
    let findings = try CodeContextCommandTests.findings(run.stdout)
    func close(_ app: String) -> [String: Any]? {
      findings.first {
        ($0["id"] as? String) == "close" && ($0["file"] as? String)?.hasPrefix(app + "/") == true
      }
    }
    // Alpha's reader is locked to portrait by Alpha's own code.
    let alpha = try #require(close("Alpha"), "\(findings)")
    let alphaMessage = try #require(alpha["message"] as? String)
    #expect(
      alphaMessage.contains("supportedInterfaceOrientations portrait by Feed.swift:13"),
      "\(alphaMessage)")
    #expect(!"\(alpha)".contains("landscape"), "\(alpha)")
    // Beta's reader has no lock: Alpha's same-named class does not reach it.
    let beta = try #require(close("Beta"), "\(findings)")
    let betaMessage = try #require(beta["message"] as? String)
    #expect(!betaMessage.contains("supportedInterfaceOrientations"), "\(betaMessage)")
    #expect(betaMessage.contains("shown presented (overFullScreen) by Feed.swift:7"))
    #expect("\(beta)".contains("landscape"), "\(beta)")
    #expect(run.stderr.contains("code context ('Alpha'): 1 source file"), "\(run.stderr)")
    #expect(run.stderr.contains("code context ('Beta'): 1 source file"), "\(run.stderr)")
  }
}
