import Foundation
import Testing

/// Fixes from the false alarms of fresh round T and round S's open drawn-content classes
/// (`Documentation/Precision.md`, `Documentation/Journal/2026-12-01-precision-T.md`), rewritten
/// small: each with a case that triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundTTests {
  /// Each finding of a text report with its indented lines (where, `also:`).
  static func findings(_ stdout: String) -> [String] {
    stdout.components(separatedBy: "\n").reduce(into: [String]()) {
      if $1.hasPrefix(" "), !$0.isEmpty { $0[$0.count - 1] += "\n" + $1 } else { $0.append($1) }
    }
  }

  /// Canvas's comment composer attach button, rewritten (fresh round T): a 40 × 40 button of a
  /// custom class whose icon a runtime attribute names (no image in the file), near the screen's
  /// bottom-left corner, its frame's corner about 4 pt outside the iPhone 12's 47.33-pt arc.
  /// `insets`: its `contentEdgeInsets` on every side (0: none written); `attributes`: more
  /// runtime attributes.
  static func attachButton(insets: Int, attributes: String = "") -> String {
    """
            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="fill" contentVerticalAlignment="fill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="attach" customClass="IconButton">
              <rect key="frame" x="11" y="761" width="40" height="40"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
              \(insets > 0 ? "<inset key=\"contentEdgeInsets\" minX=\"\(insets)\" minY=\"\(insets)\" maxX=\"\(insets)\" maxY=\"\(insets)\"/>" : "")
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="iconName" value="paperclipLine"/>
                \(attributes)
              </userDefinedRuntimeAttributes>
            </button>
    """
  }

  /// `UIButton` draws its title and image inside `contentRect(forBounds:)`, the bounds less
  /// `contentEdgeInsets`: with 11-pt insets the icon code sets stays 11 pt inside the frame,
  /// and the frame's corner outside the display's arc is a hit area only. Without insets, or
  /// with a runtime attribute that may fill the frame (a background colour name), the frame is
  /// still judged.
  @Test("a button's content rectangle, not its frame, when code gives it its icon")
  func buttonContentRectangle() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Inset.xib", PrecisionCommandTests.xib(Self.attachButton(insets: 11))),
        ("Bare.xib", PrecisionCommandTests.xib(Self.attachButton(insets: 0))),
        (
          "Filled.xib",
          PrecisionCommandTests.xib(
            Self.attachButton(
              insets: 11,
              attributes:
                "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"backgroundColorName\" value=\"electric\"/>"
            ))
        ),
      ],
      [
        "--devices", "iPhone 12", "--orientations", "portrait", "--rules",
        "rounded_corner_clipping",
      ])
    let findings = Self.findings(result.stdout)
    #expect(!findings.contains { $0.contains("Inset.xib:") }, "\(result.stdout)")
    #expect(findings.contains { $0.contains("Bare.xib:") }, "\(result.stdout)")
    #expect(findings.contains { $0.contains("Filled.xib:") }, "\(result.stdout)")
  }

  /// Nightscouter's setup screen, rewritten (fresh round S, item 5): a storyboard whose root
  /// scene is pushed under a translucent navigation bar, a one-line 36-pt title at `y` in a
  /// 41.5-pt frame (no safe area).
  static func titleStoryboard(y: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Nightscouter" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                    <rect key="frame" x="46" y="\(y)" width="283" height="41.5"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue-UltraLight" family="Helvetica Neue" pointSize="36"/>
                  </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </view>
              <navigationItem key="navigationItem" title="Setup" id="ni"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  /// The top 0.19 em of a line box holds no glyph: a 36-pt title whose frame starts 4 pt under
  /// the iPhone 8's 64-pt bar (its centred 36-pt box 1.25 pt under it) draws nothing under the
  /// bar; the same title 12 pt under the bar still has its glyphs there.
  @Test("a title's empty line-box top under a bar is not content; its glyphs are")
  func emptyLineTopIsNotContent() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Shallow.storyboard", Self.titleStoryboard(y: 60)),
        ("Deep.storyboard", Self.titleStoryboard(y: 52)),
      ],
      // Under iOS 14, where the bar draws its background over a screen without a scroll view
      // (from iOS 15 it draws none there, and a title 12 pt under its lower edge is seen:
      // round V, `Audit.md`, "A navigation bar that draws no background").
      [
        "--devices", "iPhone 8", "--orientations", "portrait", "--ios", "14", "--rules",
        "content_under_bar",
      ])
    let findings = Self.findings(result.stdout)
    #expect(!findings.contains { $0.contains("Shallow.storyboard:") }, "\(result.stdout)")
    #expect(findings.contains { $0.contains("Deep.storyboard:") }, "\(result.stdout)")
  }
}
