import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import SafeAreaKit

/// A controller whose view is in a xib (round H's TSWeChat: `TSChatViewController.xib`),
/// rewritten small: the xib's File's Owner view holds a button pinned 20 pt above the safe
/// area's bottom; the code screen's root view is that view.
@Suite("Project xibs for code screens")
@MainActor
struct ProjectNibsTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
    customClass="ChatViewController">
                <connections>
                    <outlet property="sendButton" destination="btn-1" id="o-1"/>
                    <outlet property="view" destination="root-1" id="o-2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" \
    translatesAutoresizingMaskIntoConstraints="NO" id="btn-1">
                        <rect key="frame" x="16" y="603" width="343" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="c-4"/>
                        </constraints>
                        <state key="normal" title="Send"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa-1"/>
                <constraints>
                    <constraint firstItem="btn-1" firstAttribute="leading" secondItem="sa-1" \
    secondAttribute="leading" constant="16" id="c-1"/>
                    <constraint firstItem="sa-1" firstAttribute="trailing" secondItem="btn-1" \
    secondAttribute="trailing" constant="16" id="c-2"/>
                    <constraint firstItem="sa-1" firstAttribute="bottom" secondItem="btn-1" \
    secondAttribute="bottom" constant="20" id="c-3"/>
                    <constraint firstItem="btn-1" firstAttribute="top" secondItem="root-1" \
    secondAttribute="top" constant="8" id="c-5"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c-5"/>
                    </mask>
                </variation>
            </view>
        </objects>
    </document>
    """

  static func project() throws -> (folder: String, swift: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProjectNibs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try xib.write(
      to: folder.appendingPathComponent("ChatViewController.xib"), atomically: true,
      encoding: .utf8)
    let swift = folder.appendingPathComponent("ChatViewController.swift").path
    try """
    import UIKit
    class ChatViewController: UIViewController {
      @IBOutlet weak var sendButton: UIButton!
      override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.isHidden = false
      }
    }
    """.write(toFile: swift, atomically: true, encoding: .utf8)
    return (folder.path, swift)
  }

  @Test("a xib's owner view, outlets and safe-area constraints, as the code reader needs them")
  func readsTheXib() throws {
    let (folder, _) = try Self.project()
    let nib = try #require(ProjectNibs(root: folder).nib(named: "ChatViewController"))
    #expect(nib.unreadable == nil)
    #expect(nib.ownerClass == "ChatViewController")
    #expect(nib.ownerOutlets == ["sendButton": "btn-1", "view": "root-1"])
    #expect(nib.ownerView?.subviews.map(\.id) == ["btn-1"])
    // `sa-1.bottom == btn-1.bottom + 20`: the root view's safe-area guide, not a view.
    let bottom = try #require(nib.constraints.first { $0.firstAttribute == .bottom })
    #expect(bottom.first == "root-1" && bottom.firstGuide == .safeArea)
    #expect(bottom.second == "btn-1" && bottom.secondGuide == nil && bottom.constant == 20)
    // `c-5` (top == root.top + 8) is excluded by the default variation: not installed.
    #expect(nib.constraints.count == 4)
    #expect(!nib.constraints.contains { $0.firstAttribute == .top })
  }

  /// Laid out on the iPhone X, full screen (assumed: nothing shows the controller): the safe
  /// area's bottom is 812 − 34 (the catalog's home indicator inset in portrait) = 778; the
  /// button's bottom 20 above it, 44 tall: y 714, x 16, 343 wide.
  @Test("a controller whose view is in a xib is laid out from the xib")
  func controllerViewFromXib() throws {
    let (_, swift) = try Self.project()
    let sources = try CodeScreenSources.load([swift], messages: .discarded)
    let source = try #require(sources.first)
    #expect(source.codeRootNib?.hasSuffix("ChatViewController.xib") == true)
    guard case .code(let screen) = source.kind else {
      Issue.record("not a code screen")
      return
    }
    let environment = Environment(
      device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: 17)
    let window = try screen.makeWindow(environment)
    var found: CGRect?
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if view.sceneID == "sendButton" { found = view.frameInWindow }
      pending += view.subviews
    }
    let frame = try #require(found)
    #expect(abs(frame.minY - 714) < 0.01 && abs(frame.minX - 16) < 0.01, "\(frame)")
    #expect(abs(frame.width - 343) < 0.01 && abs(frame.height - 44) < 0.01, "\(frame)")
  }
}
