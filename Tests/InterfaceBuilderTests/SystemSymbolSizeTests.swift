import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Fresh round V (`Documentation/Journal/2026-12-02-precision-V.md`): a document lists every
/// SF Symbol it uses in `<resources>` at a 128-pt reference size (`<image name="xmark"
/// catalog="system" width="128" height="113"/>`; of the 111 such entries in round V's apps, 92
/// are 128 wide and 19 are 128 tall), which is not the size UIKit draws the symbol at. Rewritten
/// small from two of the round's screens: a 30-pt close button with an `xmark` and a 44 × 34
/// `flag` image view drawn centred, each reported before the fix as if a 128-pt glyph covered
/// its frame and beyond (into the status bar, past the display's corner). A named image keeps
/// the size its entry gives.
@MainActor
@Suite struct SystemSymbolSizeTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
    contentVerticalAlignment="center" lineBreakMode="middleTruncation" fixedFrame="YES" id="close">
                        <rect key="frame" x="325" y="44" width="30" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        <state key="normal" image="xmark" catalog="system"/>
                    </button>
                    <imageView clipsSubviews="YES" contentMode="center" image="flag" catalog="system" \
    fixedFrame="YES" id="flag">
                        <rect key="frame" x="20" y="100" width="44" height="34"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </imageView>
                    <imageView contentMode="center" image="logo" fixedFrame="YES" id="logo">
                        <rect key="frame" x="20" y="200" width="300" height="300"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </imageView>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="flag" catalog="system" width="128" height="124"/>
            <image name="logo" width="100" height="50"/>
            <image name="xmark" catalog="system" width="128" height="113"/>
        </resources>
    </document>
    """

  func snapshot() throws -> LayoutSnapshot {
    let document = try read(Self.xib, path: "Close.xib")
    let scene = try #require(document.scenes.first)
    let window = try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone 8")))
    return window.snapshot()
  }

  @Test("a system symbol's <resources> size is not taken as its drawn size; a named image's is")
  func referenceSizeIsNotTheDrawnSize() throws {
    let document = try read(Self.xib, path: "Close.xib")
    #expect(document.imageSizes.map(\.name) == ["logo"])
  }

  @Test("a close button's symbol is drawn inside its frame, a named image at its size")
  func symbolsDrawInsideTheirViews() throws {
    let snapshot = try snapshot()
    let close = try #require(snapshot.view(sceneID: "close"))
    let glyph = try #require(close.contentFrameInWindow)
    #expect(close.frameInWindow.contains(glyph) && glyph.height < close.frameInWindow.height)
    let flag = try #require(snapshot.view(sceneID: "flag"))
    #expect(flag.contentFrameInWindow.map { flag.frameInWindow.contains($0) } ?? true)
    let logo = try #require(snapshot.view(sceneID: "logo"))
    #expect(logo.contentFrameInWindow?.size == CGSize(width: 100, height: 50))
  }
}

/// Fresh round V: a navigation bar's own scroll-edge appearance, read from the storyboard, keeps
/// the audit from taking the bar as transparent over a screen without a scroll view (R10.2).
@MainActor
@Suite struct ScrollEdgeAppearanceReadingTests {
  static func text(appearance: Bool) -> String {
    storyboard(
      """
              <scene sceneID="s-nav">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
      \(appearance ? "                        <navigationBarAppearance key=\"scrollEdgeAppearance\"/>" : "")
                          </navigationBar>
                      </navigationController>
                  </objects>
              </scene>
      """, initial: "nav")
  }

  @Test("a navigation bar's scrollEdgeAppearance object is read and reaches the built bar")
  func scrollEdgeAppearanceIsRead() throws {
    for appearance in [false, true] {
      let document = try read(Self.text(appearance: appearance))
      let scene = try #require(document.scenes.first)
      #expect(scene.controller.navigationBar?.hasScrollEdgeAppearance == appearance)
      let window = try IBBuilder.makeWindow(
        document, scene: scene, environment: Environment(device: try device("iPhone 15")))
      let navigation = try #require(window.rootViewController as? UINavigationController)
      #expect(navigation.navigationBar.definesScrollEdgeAppearance == appearance)
    }
  }
}
