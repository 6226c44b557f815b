import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Where an image view draws its image (`UIView.ContentMode`), from the document's
/// `contentMode` and `<resources><image>` size: openHAB's launch screen shows a 1679 × 1463 logo
/// aspect-fit in a view 20 pt in from every edge, whose frame reaches under the sensor housing
/// while the drawn logo does not.
@MainActor
@Suite struct ImageContentModeTests {
  static func xib(contentMode: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="\(contentMode)" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                        <rect key="frame" x="20" y="20" width="440" height="440"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="logo" secondAttribute="trailing" constant="20" id="c1"/>
                    <constraint firstAttribute="bottom" secondItem="logo" secondAttribute="bottom" constant="20" id="c2"/>
                    <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                    <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="logo" width="100" height="50"/>
        </resources>
    </document>
    """
  }

  func logo(_ contentMode: String) throws -> ViewSnapshot {
    let document = try read(Self.xib(contentMode: contentMode), path: "Launch.xib")
    let scene = try #require(document.scenes.first)
    // iPhone 8: 375 × 667, so the logo's view is 335 × 627 at (20, 20).
    let window = try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone 8")))
    return try #require(window.snapshot().view(sceneID: "logo"))
  }

  @Test func aspectFitDrawsTheImageScaledAndCentred() throws {
    let view = try logo("scaleAspectFit")
    #expect(view.frameInWindow == CGRect(x: 20, y: 20, width: 335, height: 627))
    // Scale min(335 / 100, 627 / 50) = 3.35: 335 × 167.5, centred vertically.
    let drawn = try #require(view.contentFrameInWindow)
    #expect(abs(drawn.width - 335) < 0.001 && abs(drawn.height - 167.5) < 0.001)
    #expect(abs(drawn.midY - (20 + 627 / 2)) < 0.001 && abs(drawn.minX - 20) < 0.001)
  }

  @Test func positioningModesDrawAtTheImagesSize() throws {
    let center = try #require(try logo("center").contentFrameInWindow)
    #expect(
      center == CGRect(x: 137.5, y: 308.5, width: 100, height: 50))
    let bottomRight = try #require(try logo("bottomRight").contentFrameInWindow)
    #expect(bottomRight == CGRect(x: 355 - 100, y: 647 - 50, width: 100, height: 50))
    let top = try #require(try logo("top").contentFrameInWindow)
    #expect(top.minY == 20 && top.midX == 20 + 335 / 2)
  }

  @Test func fillingModesDrawAcrossTheFrame() throws {
    for mode in ["scaleToFill", "scaleAspectFill", "redraw"] {
      #expect(try logo(mode).contentFrameInWindow == nil, "\(mode)")
    }
  }

  @Test func contentModeRectsFollowUIKit() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    let size = CGSize(width: 50, height: 50)
    #expect(
      UIView.ContentMode.scaleAspectFit.rect(for: size, in: bounds)
        == CGRect(x: 50, y: 0, width: 100, height: 100))
    #expect(
      UIView.ContentMode.topLeft.rect(for: size, in: bounds)
        == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(
      UIView.ContentMode.right.rect(for: size, in: bounds)
        == CGRect(x: 150, y: 25, width: 50, height: 50))
    #expect(
      UIView.ContentMode.bottomLeft.rect(for: size, in: bounds)
        == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(UIView.ContentMode.scaleAspectFill.rect(for: size, in: bounds) == bounds)
  }
}
