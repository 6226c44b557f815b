import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Issue 27, item 1 ("judge what is drawn, not the frame") for screens laid out by their code.
/// Round J's fresh apps, rewritten small:
/// - a passcode screen whose view is in its xib (`PinViewController.xib`): a label 20 pt from
///   each edge of the root view with centred text. Project mode lays such a controller out as a
///   code screen with the xib inside it, and the xib's drawing attributes were lost on the
///   way, so `fixed_position` judged the label's frame end (20 pt from the right edge, in the
///   iPhone Duo outer display's 84-pt right inset and over its camera hole) though no glyph is
///   there;
/// - a crop screen's toolbar made in code (`let toolbar = UIToolbar()`, a clear bar tint),
///   built as a plain view and reported cut by the rounded corner as if it were content.
@Suite("audit: code screens judge what their xib says is drawn; code-made bars are bars")
@MainActor
struct DrawnContentCodeScreenTests {
  /// Two labels pinned 20 pt from the root view's leading and trailing edges (not the safe
  /// area), 40 and 50 pt below its top, 45 pt tall: `title` with centred text that no code changes, `subtitle` whose text
  /// the code sets from a localized string (not known statically).
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
    customClass="PinViewController">
                <connections>
                    <outlet property="titleLabel" destination="lbl-1" id="o-1"/>
                    <outlet property="subtitleLabel" destination="lbl-2" id="o-3"/>
                    <outlet property="view" destination="root-1" id="o-2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
    text="Enter your Passcode" textAlignment="center" lineBreakMode="tailTruncation" \
    numberOfLines="0" baselineAdjustment="alignBaselines" minimumScaleFactor="0.75" \
    translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                        <rect key="frame" x="20" y="40" width="335" height="45"/>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="0.0" \
    colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="45" id="c-h1"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
    text="Try again" textAlignment="center" lineBreakMode="tailTruncation" \
    numberOfLines="0" baselineAdjustment="alignBaselines" \
    translatesAutoresizingMaskIntoConstraints="NO" id="lbl-2">
                        <rect key="frame" x="20" y="50" width="335" height="45"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="45" id="c-h2"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="root-1" \
    secondAttribute="leading" constant="20" id="c-1"/>
                    <constraint firstItem="root-1" firstAttribute="trailing" secondItem="lbl-1" \
    secondAttribute="trailing" constant="20" id="c-2"/>
                    <constraint firstItem="lbl-1" firstAttribute="top" secondItem="root-1" \
    secondAttribute="top" constant="40" id="c-3"/>
                    <constraint firstItem="lbl-2" firstAttribute="leading" secondItem="root-1" \
    secondAttribute="leading" constant="20" id="c-4"/>
                    <constraint firstItem="root-1" firstAttribute="trailing" secondItem="lbl-2" \
    secondAttribute="trailing" constant="20" id="c-5"/>
                    <constraint firstItem="lbl-2" firstAttribute="top" secondItem="root-1" \
    secondAttribute="top" constant="50" id="c-6"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  static let pinSource = """
    import UIKit
    class PinViewController: UIViewController {
      @IBOutlet weak var titleLabel: UILabel!
      @IBOutlet weak var subtitleLabel: UILabel!
      override func viewDidLoad() {
        super.viewDidLoad()
        subtitleLabel.text = NSLocalizedString("settings.passcode.mismatch", comment: "")
      }
    }
    """

  /// A crop screen: a toolbar made in code with a clear bar tint in the bottom-left corner, and
  /// a plain view of the same size in the top-left one.
  static let cropSource = """
    import UIKit
    class CropViewController: UIViewController {
      let panel = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = buildToolbar()
        view.addSubview(toolbar)
        view.addSubview(panel)
        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        panel.backgroundColor = .white
        toolbar.frame = CGRect(x: 0, y: 331, width: 200, height: 44)
      }
      private func buildToolbar() -> UIToolbar {
        let toolbar = UIToolbar()
        toolbar.barTintColor = UIColor.clear
        return toolbar
      }
    }
    """

  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentCodeScreen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try xib.write(
      to: folder.appendingPathComponent("PinViewController.xib"), atomically: true,
      encoding: .utf8)
    try pinSource.write(
      to: folder.appendingPathComponent("PinViewController.swift"), atomically: true,
      encoding: .utf8)
    try cropSource.write(
      to: folder.appendingPathComponent("CropViewController.swift"), atomically: true,
      encoding: .utf8)
    return folder.path
  }

  static func audit(
    _ path: String, rules: [any AuditRule.Type], devices: [String],
    orientations: [Orientation]
  ) throws -> AuditReport {
    let sources = try CodeScreenSources.load([path], messages: .discarded)
    let matrix = AuditMatrix(
      devices: devices.compactMap { DeviceCatalog.device(named: $0) },
      orientations: orientations, iosVersions: [27])
    let (layout, accepts) = LayoutSources.closures(sources)
    return Auditor(matrix: matrix, rules: rules).audit(
      files: sources.map(\.name),
      layout: { name, environment in
        try MainActor.assumeIsolated { try layout(name, environment) }
      }, accepts: accepts)
  }

  /// iPhone 8 (375 pt wide), iPhone 11 Pro Max (414) and the iPhone Duo outer display (466,
  /// right inset 84 in portrait, its camera hole at x 399.7–436.7, y 29.3–66.3: the catalog)
  /// in portrait. Both labels' frames end 20 pt from the right edge on every device, over the
  /// Duo's camera hole: by the frame both are at a fixed distance, outside the safe area (and
  /// under the hole) on the Duo only (the build before this change reported both). The title's centred text (about
  /// 110 pt wide, a lower bound) ends (W − 40 − 110) / 2 + 20 from the edge: a different
  /// distance on each width, and about 178 pt on the Duo, far inside its safe area (no finding).
  /// The subtitle's text is set by the code to a string not known statically: it stays judged by
  /// its frame (the finding stays).
  @Test(
    "a xib's centred text in a code-laid-out screen is judged by its text; unknown text by its frame"
  )
  func centredTextFromTheXib() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("PinViewController.swift")
    let report = try Self.audit(
      path, rules: [FixedPositionRule.self],
      devices: ["iPhone 8", "iPhone 11 Pro Max", "iPhone Duo (outer display)"],
      orientations: [.portrait])
    let views = Set(report.findings.map(\.view.sceneID))
    #expect(!views.contains("titleLabel"), "\(report.findings.map(\.message))")
    #expect(views.contains("subtitleLabel"), "\(report.findings.map(\.message))")
  }

  /// iPhone X in landscape (812 × 375, display corner radius 39: the catalog). The plain view's
  /// corner at (0, 0) lies outside the rounding (its frame is what is judged: the rule's own
  /// triggering example); the toolbar's at (0, 375) as well, but a bar is not content: its
  /// background reaches the edges by design and UIKit places its items inside it.
  @Test("a toolbar made in code is a bar, not content; a plain view in the other corner is judged")
  func toolbarMadeInCode() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("CropViewController.swift")
    let report = try Self.audit(
      path, rules: [RoundedCornerClippingRule.self], devices: ["iPhone X"],
      orientations: [.landscapeLeft])
    let views = Set(report.findings.map(\.view.sceneID))
    #expect(views.contains("panel"), "\(report.findings.map(\.message))")
    #expect(
      !views.contains { $0?.hasPrefix("toolbar") == true || $0?.hasPrefix("UIToolbar") == true },
      "\(report.findings.map(\.message))")
  }
}
