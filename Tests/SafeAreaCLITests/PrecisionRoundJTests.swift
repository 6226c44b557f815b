import Foundation
import Testing

/// Fixes from the false alarms of fresh round J (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-round-j.md`), rewritten small: one case that
/// triggers and one that does not.
@Suite struct PrecisionRoundJTests {
  /// Tidepool Mobile's event list: a plain `UIControl` filling the screen (a tap that dismisses
  /// the keyboard) holding the screen's views. As a container it is not a control in the home
  /// indicator's band; a plain `UIControl` strip with nothing in it is.
  static func tapCatcher(subviews: Bool) -> String {
    """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sceneContainer" customClass="UIControl">
              <rect key="frame" x="0.0" y="\(subviews ? 0 : 752)" width="375" height="\(subviews ? 812 : 60)"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              \(subviews ? """
              <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Events" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                  <rect key="frame" x="0.0" y="300" width="375" height="21"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  <nil key="textColor"/>
                </label>
              </subviews>
              """ : "")
            </view>
    """
  }

  @Test("a plain UIControl holding the screen's views is a container, not a control")
  func tapCatcherIsAContainer() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Container.xib", PrecisionCommandTests.xib(Self.tapCatcher(subviews: true))),
        ("Strip.xib", PrecisionCommandTests.xib(Self.tapCatcher(subviews: false))),
      ],
      ["--devices", "iPhone X", "--orientations", "portrait", "--rules", "all"])
    #expect(result.stdout.contains("Strip.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("control_over_home_indicator"))
    #expect(!result.stdout.contains("Container.xib"), "\(result.stdout)")
  }
}
