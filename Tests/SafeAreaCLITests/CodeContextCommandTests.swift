import Foundation
import IBFixtures
import Testing

/// Project mode reads the app's code: a scene no segue reaches, which the code presents, is laid
/// out as the code shows it, and its findings name the line.
@Suite struct CodeContextCommandTests {
  static func button(_ id: String, x: Int) -> String {
    IBFixture.button(
      id, frame: (x, 808, 120, 44), autoresizing: #"flexibleMaxX="YES" flexibleMinY="YES""#)
  }

  static let storyboard = IBFixture.storyboard(
    initial: "feed",
    scenes: IBFixture.scene(
      "s1",
      IBFixture.viewController(
        id: "feed", customClass: "FeedViewController", attributes: #" customModule="App""#,
        rootID: "feed-root", layout: #"<viewLayoutGuide key="safeArea" id="feed-sa"/>"#))
      + IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "reader", storyboardIdentifier: "Reader", customClass: "ReaderViewController",
          attributes: #" customModule="App""#, rootID: "reader-root",
          subviews: button("close", x: 20) + "\n" + button("promo", x: 250),
          layout: #"<viewLayoutGuide key="safeArea" id="reader-sa"/>"#,
          connections: #"<outlet property="promoButton" destination="promo"/>"#)))

  static let code = """
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
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      override func viewDidLoad() {
        super.viewDidLoad()
        promoButton.isHidden = true
      }
    }
    """

  /// An iPhone app in portrait and landscape: `App/Main.storyboard` and `App/Feed.swift`.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = App/Feed.swift; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
        PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"; INFOPLIST_KEY_UIMainStoryboardFile = Main; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
      };
      rootObject = P;
    }
    """

  static func writeApp() throws -> URL {
    try writeApp([
      ("App.xcodeproj/project.pbxproj", project), ("App/Main.storyboard", storyboard),
      ("App/Feed.swift", code),
    ])
  }

  /// `files` (paths relative to the app's folder, with their text) written in a fresh folder.
  static func writeApp(_ files: [(path: String, text: String)]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeContextCommandTests-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// The findings' rule, view id, severity, message and environments from a JSON report.
  static func findings(_ stdout: String) throws -> [[String: Any]] {
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    return try #require(json["findings"] as? [[String: Any]])
  }

  @Test func codeContextDecidesAndIsNamed() throws {
    let root = try Self.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let arguments = [
      "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone 15", "--format", "json", ".",
    ]
    let before = try Self.findings(
      try safearea(arguments.dropLast() + ["--no-code-context", "."], in: root).stdout)
    let run = try safearea(arguments, in: root)
    let after = try Self.findings(run.stdout)
    func reader(_ findings: [[String: Any]], _ id: String) -> [[String: Any]] {
      findings.filter { ($0["id"] as? String) == id }
    }
    // Without the code: both buttons, the context assumed, one severity lower.
    let assumedClose = try #require(reader(before, "close").first)
    #expect((assumedClose["message"] as? String)?.contains("context assumed") == true)
    #expect(reader(before, "promo").count == 1)
    // With it: presented over the full screen by Feed.swift:7, named; the hidden button is not
    // judged; the portrait lock leaves landscape out.
    let close = try #require(reader(after, "close").first)
    let message = try #require(close["message"] as? String)
    #expect(message.contains("shown presented (overFullScreen) by Feed.swift:7"), "\(message)")
    #expect(message.contains("supportedInterfaceOrientations portrait by Feed.swift:13"))
    #expect(!message.contains("context assumed"))
    #expect(reader(after, "promo").isEmpty)
    #expect(!"\(close)".contains("landscape"), "\(close)")
    #expect("\(assumedClose)".contains("landscape"), "\(assumedClose)")
    #expect(
      run.stderr.contains("code context: 1 source file, 2 view controllers, 1 place that shows one")
    )
    #expect(run.stderr.contains("Main#s2: 'promoButton' hidden by Feed.swift:16"))
    // The count names what it counts (fresh round V: code-built apps read "0 screens shown as the
    // code says" while their findings named the code that showed them).
    #expect(
      run.stderr.contains("; 1 storyboard or xib screen shown as the code says"), "\(run.stderr)")
  }
}
