import Foundation
import Testing

/// Fresh round V (`Documentation/Journal/2026-12-02-precision-V.md`), rewritten small from
/// bittr's sign-up pages: a scroll view filling the screen (pinned to the view's edges, its
/// content view the scroll view's size), holding a full-size tap-catcher button (a plain
/// configuration, the state's placeholder title) and a centred prompt. On a Face ID iPhone the
/// content's last 34 pt lie in the home indicator's band and cannot be scrolled up, but nothing
/// is drawn there: the button's title is centred, the prompt is 400 pt up. Before the fix the
/// button's frame counted as content there and the strip was reported. The look-alike puts a
/// footer label in that strip: still reported.
@Suite("audit command: fresh round V's unreachable strip that holds nothing drawn")
struct PrecisionRoundVCLITests {
  static let footerLabel = """
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Step 4 of 7" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                                    <rect key="frame" x="0.0" y="822" width="393" height="30"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
    """

  static let footerConstraints = """
                                                <constraint firstItem="foot" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="f1"/>
                                                <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="f2"/>
                                                <constraint firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="f3"/>
                                                <constraint firstItem="foot" firstAttribute="height" constant="30" id="f4"/>
    """

  static func page(footer: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="backdrop">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                                    <state key="normal" title="Button"/>
                                                    <buttonConfiguration key="configuration" style="plain"/>
                                                </button>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Enter these words" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="prompt">
                                                    <rect key="frame" x="40" y="400" width="313" height="32"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>\(footer ? Self.footerLabel : "")
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="backdrop" firstAttribute="top" secondItem="content" secondAttribute="top" id="b1"/>
                                                <constraint firstItem="backdrop" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="b2"/>
                                                <constraint firstAttribute="trailing" secondItem="backdrop" secondAttribute="trailing" id="b3"/>
                                                <constraint firstAttribute="bottom" secondItem="backdrop" secondAttribute="bottom" id="b4"/>
                                                <constraint firstItem="prompt" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="p1"/>
                                                <constraint firstItem="prompt" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="40" id="p2"/>
                                                <constraint firstAttribute="trailing" secondItem="prompt" secondAttribute="trailing" constant="40" id="p3"/>\(footer ? Self.footerConstraints : "")
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1c"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s2c"/>
                                        <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s3c"/>
                                        <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4c"/>
                                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5c"/>
                                        <constraint firstItem="content" firstAttribute="height" secondItem="scroll" secondAttribute="height" id="s6c"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test("an unreachable strip at the content's end holding only a tap-catcher is not reported")
  func stripWithNothingDrawn() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Empty.storyboard", Self.page(footer: false)),
        ("Footer.storyboard", Self.page(footer: true)),
      ],
      [
        "--devices", "iPhone 14", "--orientations", "portrait", "--rules",
        "unreachable_scroll_content",
      ])
    let findings = PrecisionRoundTTests.findings(result.stdout)
    #expect(!findings.contains { $0.contains("Empty.storyboard:") }, "\(result.stdout)")
    #expect(findings.contains { $0.contains("Footer.storyboard:") }, "\(result.stdout)")
  }
}
