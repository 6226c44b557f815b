import Foundation
import IBFixtures
import Testing

/// Project mode lays a xib whose File's Owner `view` is a code screen's root view out once,
/// inside the code screen (with what the code adds), and drops it from the IB files audited
/// alone (`AuditInputs`, "a xib whose File's Owner view is a code screen's root view"). The
/// look-alike: the same xib when the controller makes its view in `loadView` is audited alone.
/// A small rewrite of round H's TSWeChat (`TSChatViewController.xib`) and round I's DanTang
/// (`YMLoginViewController.xib`).
@Suite struct CodeRootNibCommandTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ChatViewController" customModule="App" customModuleProvider="target">
          <connections>
            <outlet property="view" destination="root" id="o1"/>
            <outlet property="sendButton" destination="send" id="o2"/>
          </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
    \(IBFixture.button("send", title: "Send", frame: (273, 808, 100, 44), autoresizing: #"flexibleMinX="YES" flexibleMinY="YES""#))
          </subviews>
          <viewLayoutGuide key="safeArea" id="sa"/>
        </view>
      </objects>
    </document>
    """

  static func code(loadView: Bool) -> String {
    """
    import UIKit

    class ChatViewController: UIViewController {
      @IBOutlet weak var sendButton: UIButton!
    \(loadView ? "  override func loadView() { view = UIView() }" : "")
    }
    """
  }

  /// An iPhone app in portrait: `App/Chat.swift` compiled, `App/ChatViewController.xib` shipped.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = App/ChatViewController.xib; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = App/Chat.swift; sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
        PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
      };
      rootObject = P;
    }
    """

  static func writeApp(loadView: Bool) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeRootNibCommandTests-\(UUID().uuidString)")
    for (path, text) in [
      ("App.xcodeproj/project.pbxproj", project), ("App/ChatViewController.xib", xib),
      ("App/Chat.swift", code(loadView: loadView)),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// The scenes a JSON report lists and its findings; with `selection`, `--files-from` a list
  /// naming that path.
  static func report(_ root: URL, selecting selection: String? = nil) throws -> (
    files: [String], findings: [[String: Any]]
  ) {
    var options: [String] = []
    if let selection {
      let list = root.appendingPathComponent("selection-\(UUID().uuidString).txt")
      try (selection + "\n").write(to: list, atomically: true, encoding: .utf8)
      options = ["--files-from", list.path]
    }
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone 15", "--format", "json",
      ] + options + ["App.xcodeproj"], in: root)
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
      "\(run.stdout) \(run.stderr)")
    return (
      try #require(json["files"] as? [String]),
      try #require(json["findings"] as? [[String: Any]])
    )
  }

  @Test func aXibThatIsACodeScreensRootIsAuditedOnceInsideIt() throws {
    let root = try Self.writeApp(loadView: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let (files, findings) = try Self.report(root)
    // The code screen is audited; the xib is not audited again alone.
    #expect(files.contains("Chat.swift#ChatViewController"), "\(files)")
    #expect(files.count == 1, "\(files)")
    // The send button (y 808–852 on an 852-pt screen) over the home indicator: one finding,
    // located in the xib, from the code screen's layout.
    let send = findings.filter {
      ($0["file"] as? String)?.hasSuffix("ChatViewController.xib") == true
    }
    #expect(send.count == 1, "\(findings)")
  }

  /// `--files-from` naming only the xib audits the code screen it is the root view of (its only
  /// layout), not nothing: the recall check of round P listed a finding's xib and got "no findings
  /// in 0 files" (Zom's `ZomTransferOwnershipViewController.xib`). The look-alike: a list naming
  /// another file audits neither.
  @Test func selectingTheXibSelectsTheCodeScreenItIsTheRootOf() throws {
    let root = try Self.writeApp(loadView: false)
    defer { try? FileManager.default.removeItem(at: root) }
    for (listed, expected) in [("App/ChatViewController.xib", 1), ("App/Other.xib", 0)] {
      let (files, findings) = try Self.report(root, selecting: listed)
      #expect(files.count == expected, "\(listed): \(files)")
      #expect(findings.count == expected, "\(listed): \(findings)")
    }
  }

  @Test func theSameXibIsAuditedAloneWhenTheCodeMakesTheView() throws {
    let root = try Self.writeApp(loadView: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let (files, _) = try Self.report(root)
    #expect(files.contains("Chat.swift#ChatViewController"), "\(files)")
    #expect(files.count == 2, "\(files)")
  }
}
