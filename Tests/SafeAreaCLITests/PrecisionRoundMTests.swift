import Foundation
import IBFixtures
import Testing

/// Fixes from the false alarms of fresh round M (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-round-m.md`), rewritten small: each with a case
/// that triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundMTests {
  /// OpenStreetCam's debug screen, rewritten: a white button of `side` pt at (4, 754) of the
  /// root view (the bottom-left corner), its corners rounded to `radius` by `layer.cornerRadius`,
  /// a 25-pt image centred in it.
  static func roundedButton(side: Int, radius: Int) -> String {
    PrecisionCommandTests.xib(
      """
              <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                <rect key="frame" x="4" y="754" width="\(side)" height="\(side)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <state key="normal" image="icon_cancel"/>
                <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <integer key="value" value="\(radius)"/>
                  </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
              </button>
      """,
      resources: #"<image name="icon_cancel" width="25" height="25"/>"#)
  }

  @Test(
    "a circle button's frame corner outside a display corner is not cut; a rounded square's corner is"
  )
  func roundedFillIsMeasuredByItsOutline() throws {
    let result = try PrecisionCommandTests.audit(
      [
        // A 54-pt circle centred at (31, 781): 11.3 pt from the iPhone X's 39-pt arc centre
        // (39, 773), its farthest point 38.3 pt from it (inside); its frame's corner 10.5 pt
        // outside.
        ("Circle.xib", Self.roundedButton(side: 54, radius: 27)),
        // Corners rounded to 8 pt: the corner arc's farthest point lies 46.2 pt from the arc
        // centre, 7.2 pt outside the display.
        ("Square.xib", Self.roundedButton(side: 54, radius: 8)),
      ],
      ["--devices", "iPhone X", "--orientations", "portrait", "--rules", "rounded_corner_clipping"])
    #expect(!result.stdout.contains("Circle.xib:"), "\(result.stdout)")
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Square.xib:") && $0.contains("lies 7.")
          && $0.contains("[rounded_corner_clipping]")
      }, "\(result.stdout)")
  }

  /// IRCCloud's chat screen, rewritten: a 1-pt border made of two plain views — a blue
  /// container and a white fill inset 1 pt at its sides — across the bottom 212 pt of the
  /// screen, and (when `covered`) a list drawn over them by a later sibling.
  static func borderedBackdrop(covered: Bool) -> String {
    PrecisionCommandTests.xib(
      """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="borders">
                <rect key="frame" x="0.0" y="600" width="375" height="212"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                    <rect key="frame" x="1" y="0.0" width="373" height="212"/>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                  </view>
                </subviews>
                <color key="backgroundColor" red="0.7" green="0.78" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <constraints>
                  <constraint firstItem="fill" firstAttribute="top" secondItem="borders" secondAttribute="top" id="f1"/>
                  <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="f2"/>
                  <constraint firstItem="fill" firstAttribute="leading" secondItem="borders" secondAttribute="leading" constant="1" id="f3"/>
                  <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" constant="1" id="f4"/>
                </constraints>
              </view>
      """
        + (covered
          ? """

                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                  <rect key="frame" x="0.0" y="600" width="375" height="212"/>
                </tableView>
          """ : ""),
      layout: """
        <viewLayoutGuide key="safeArea" id="sa"/>
        <constraints>
          <constraint firstItem="borders" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="borders" secondAttribute="trailing" id="c2"/>
          <constraint firstAttribute="bottom" secondItem="borders" secondAttribute="bottom" id="c3"/>
          <constraint firstItem="borders" firstAttribute="height" constant="212" id="c4"/>
          \(covered ? #"<constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d1"/><constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="d2"/><constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="d3"/><constraint firstItem="list" firstAttribute="height" constant="212" id="d4"/>"# : "")
        </constraints>
        """)
  }

  @Test("fills making a border behind a list are its backdrop; the same fills alone are content")
  func borderBackdropIsNotContent() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Covered.xib", Self.borderedBackdrop(covered: true)),
        ("Alone.xib", Self.borderedBackdrop(covered: false)),
      ], ["--devices", "iPhone X,iPhone 8", "--orientations", "portrait", "--rules", "all"])
    #expect(
      !result.stdout.split(separator: "\n").contains {
        $0.contains("Covered.xib:") && $0.contains("'fill'")
      }, "\(result.stdout)")
    // Alone, the white fill is a coloured block pinned to the bottom edge: 34 pt in the
    // iPhone X's home-indicator band, 0 pt from the edge on the iPhone 8.
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Alone.xib:") && $0.contains("'fill'")
      }, "\(result.stdout)")
  }
}
