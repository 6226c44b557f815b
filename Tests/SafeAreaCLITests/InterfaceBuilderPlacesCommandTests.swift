import Foundation
import IBFixtures
import Testing

/// Project mode: what an app's storyboards and xibs say about code screens no code shows
/// (`AuditInputs.placeCodeScreens`). Small rewrites of fresh round I's hniosreader (a storyboard
/// controller whose `viewDidLoad` adds a back button at y 25, under a storyboard navigation
/// controller that hides its bar) and PhishOD (`NowPlayingBarViewController.xib`, a 320 × 55
/// bar that code inserts at the bottom of another view).
@Suite struct InterfaceBuilderPlacesCommandTests {
  /// An iPhone app in portrait compiling `App/Code.swift` and shipping `files`.
  static func project(_ resources: [String]) -> String {
    let references = resources.enumerated().map { index, path in
      "R\(index) = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };"
        + " RB\(index) = {isa = PBXBuildFile; fileRef = R\(index); };"
    }.joined(separator: "\n    ")
    let refs = resources.indices.map { "R\($0), " }.joined()
    let builds = resources.indices.map { "RB\($0), " }.joined()
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };
          G0 = {isa = PBXGroup; children = (F2, \(refs)); sourceTree = "<group>"; };
          \(references)
          F2 = {isa = PBXFileReference; path = App/Code.swift; sourceTree = "<group>"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
          TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
          TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
          R1 = {isa = PBXResourcesBuildPhase; files = (\(builds)); };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
        };
        rootObject = P;
      }
      """
  }

  static func write(_ files: [(String, String)]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("InterfaceBuilderPlacesCommandTests-\(UUID().uuidString)")
    let resources = files.map(\.0).filter { !$0.hasSuffix(".swift") }
    for (path, text) in files + [("App.xcodeproj/project.pbxproj", project(resources))] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static func audit(_ root: URL) throws -> (findings: [[String: Any]], stderr: String) {
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--rules", "all", "--devices", "iPhone 15",
        "--format", "json", "App.xcodeproj",
      ], in: root)
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
      "\(run.stdout) \(run.stderr)")
    return (try #require(json["findings"] as? [[String: Any]]), run.stderr)
  }

  // MARK: A storyboard controller's code

  /// The controller's code: a 40-pt back button at (10, 25) added in `viewDidLoad`, and a title
  /// on its navigation item (so, shown by nothing, it is assumed pushed under a shown bar).
  static let comments = """
    import UIKit

    class CommentsViewController: UIViewController {
      var backButton: UIButton!
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Comments"
        backButton = UIButton(frame: CGRect(x: 10, y: 25, width: 40, height: 40))
        backButton.setTitle("Back", for: .normal)
        view.addSubview(backButton)
      }
    }
    """

  /// A navigation controller whose bar is hidden, its root `FeedViewController`; the comments
  /// scene stands alone (code or a segue shows it).
  static let storyboard = IBFixture.storyboard(
    initial: "nav",
    scenes: [
      IBFixture.scene(
        "s1",
        """
        <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
          </navigationBar>
          <connections>
            <segue destination="feed" kind="relationship" relationship="rootViewController" id="r1"/>
          </connections>
        </navigationController>
        """),
      IBFixture.scene(
        "s2",
        IBFixture.viewController(id: "feed", customClass: "FeedViewController", rootID: "v2")),
      IBFixture.scene(
        "s3",
        IBFixture.viewController(
          id: "comments", storyboardIdentifier: "Comments", customClass: "CommentsViewController",
          rootID: "v3")),
    ].joined(separator: "\n"))

  static func backButtonUnderBar(_ findings: [[String: Any]]) -> [[String: Any]] {
    // Every finding on the button rests on the top edge (the bar, and the status bar it
    // groups with: one finding, its other rules as "also").
    findings.filter { ($0["file"] as? String)?.hasSuffix("Code.swift") == true }
  }

  @Test func aStoryboardControllersCodeIsNotLaidOutUnderAnAssumedBar() throws {
    let root = try Self.write([
      ("App/Main.storyboard", Self.storyboard), ("App/Code.swift", Self.comments),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (findings, stderr) = try Self.audit(root)
    // The storyboard's navigation controller hides its bar: no bar over the back button. Since
    // every navigation controller the app has hides its bar (R22.30, 1 December 2026), the
    // button is laid out under the status bar alone, and what it reaches there may be reported,
    // naming that reading; never the navigation bar.
    let button = Self.backButtonUnderBar(findings)
    #expect(
      button.allSatisfy { ($0["rule"] as? String) != "content_under_bar" },
      "\(findings) \(stderr)")
    #expect(
      button.allSatisfy {
        ($0["message"] as? String)?.contains(
          "every navigation controller the app makes hides its bar")
          == true
      }, "\(findings)")
  }

  @Test func withoutTheSceneTheAssumedBarStays() throws {
    // The look-alike: no storyboard scene has the class, so it is assumed pushed under UIKit's
    // default (shown) bar: 25 + 40 = 65 < 59 + 44 = 103 on the iPhone 15, under the bar.
    let root = try Self.write([("App/Code.swift", Self.comments)])
    defer { try? FileManager.default.removeItem(at: root) }
    let (findings, stderr) = try Self.audit(root)
    #expect(Self.backButtonUnderBar(findings).count == 1, "\(findings) \(stderr)")
  }

  // MARK: A component xib

  static func bar(width: Int, height: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NowPlayingBarViewController">
          <connections>
            <outlet property="view" destination="root" id="o1"/>
            <outlet property="buttonPlay" destination="play" id="o2"/>
          </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
          <subviews>
    \(IBFixture.button("play", title: "Play", frame: (0, height - 44, 44, 44), autoresizing: #"flexibleMaxX="YES" flexibleMinY="YES""#))
          </subviews>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
      </objects>
    </document>
    """
  }

  static let barCode = """
    import UIKit

    class NowPlayingBarViewController: UIViewController {
      @IBOutlet weak var buttonPlay: UIButton!
    }
    """

  @Test func aCodeScreensXibDesignedAsAPartIsNotAFullScreen() throws {
    let root = try Self.write([
      ("App/NowPlayingBarViewController.xib", Self.bar(width: 320, height: 55)),
      ("App/Code.swift", Self.barCode),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (findings, stderr) = try Self.audit(root)
    // Laid out full screen, the play button (bottom-left, 44 pt) would sit in the home
    // indicator's band; as a part, nothing of it is audited.
    #expect(findings.isEmpty, "\(findings)")
    #expect(
      stderr.contains(
        "'Code.swift#NowPlayingBarViewController' is laid out from NowPlayingBarViewController.xib,"
          + " designed at 320 × 55 pt (smaller than any screen), and no code read shows it"),
      "\(stderr)")
  }

  @Test func aCodeScreensXibAtAScreensSizeIsStillAudited() throws {
    let root = try Self.write([
      ("App/NowPlayingBarViewController.xib", Self.bar(width: 393, height: 852)),
      ("App/Code.swift", Self.barCode),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (findings, stderr) = try Self.audit(root)
    // The 393 × 852 view is the iPhone 15's screen: laid out full screen, the play button
    // (y 808–852) lies across the home indicator.
    #expect(!findings.isEmpty, "\(stderr)")
    #expect(!stderr.contains("designed at 393 × 852"), "\(stderr)")
  }
}
