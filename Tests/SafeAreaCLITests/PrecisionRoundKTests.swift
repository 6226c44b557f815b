import Foundation
import Testing

/// Fixes from the false alarms of fresh round K (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-round-k.md`), rewritten small: each with a case
/// that triggers and a look-alike that does not.
@Suite struct PrecisionRoundKTests {
  /// A xib whose root view fills with `rootColour` (a `<color>` element's attributes) and
  /// holds `subviews`; `outlets` are the File's Owner's extra outlets.
  static func xib(rootColour: String, _ subviews: String, outlets: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ScreenViewController">
          <connections>
            <outlet property="view" destination="root" id="o1"/>
    \(outlets)
          </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
    \(subviews)
          </subviews>
          <color key="backgroundColor" \(rootColour)/>
        </view>
      </objects>
    </document>
    """
  }

  /// Mixin's announcement screen: a 128-pt "Keyboard Placeholder" at the bottom edge, filled
  /// with the screen's own asset colour `background`: on an iPhone X in portrait its lower 34
  /// pt are in the home indicator's band, but nothing of it can be seen. `fill` is its colour
  /// element's attributes; `under` puts an image view under it (drawn first: the fill then
  /// covers the image, and is seen).
  static func placeholder(fill: String, under: Bool = false) -> String {
    """
            \(under ? """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
              <rect key="frame" x="0.0" y="600" width="375" height="150"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </imageView>
            """ : "")
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="spacer" userLabel="Keyboard Placeholder">
              <rect key="frame" x="0.0" y="684" width="300" height="128"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
              <color key="backgroundColor" \(fill)/>
            </view>
    """
  }

  static let arguments = ["--devices", "iPhone X", "--orientations", "portrait", "--rules", "all"]

  @Test(
    "a view filled with the colour behind it draws nothing; another colour, or over an image, does")
  func sameColourFillIsInvisible() throws {
    let result = try PrecisionCommandTests.audit(
      [
        (
          "Same.xib",
          Self.xib(rootColour: "name=\"background\"", Self.placeholder(fill: "name=\"background\""))
        ),
        (
          "Other.xib",
          Self.xib(rootColour: "name=\"background\"", Self.placeholder(fill: "name=\"panel\""))
        ),
        (
          "OverImage.xib",
          Self.xib(
            rootColour: "name=\"background\"",
            Self.placeholder(fill: "name=\"background\"", under: true))
        ),
        (
          "SameWhite.xib",
          Self.xib(
            rootColour: "white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"",
            Self.placeholder(fill: "white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\""))
        ),
        (
          "Translucent.xib",
          Self.xib(
            rootColour: "white=\"1\" alpha=\"0.5\" colorSpace=\"calibratedWhite\"",
            Self.placeholder(fill: "white=\"1\" alpha=\"0.5\" colorSpace=\"calibratedWhite\""))
        ),
      ], Self.arguments)
    #expect(!result.stdout.contains("Same.xib"), "\(result.stdout)")
    #expect(!result.stdout.contains("SameWhite.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("Other.xib"), "\(result.stdout)")
    let overImage = result.stdout.split(separator: "\n").filter { $0.contains("OverImage.xib:") }
    #expect(overImage.contains { $0.contains("Keyboard Placeholder") }, "\(result.stdout)")
    #expect(result.stdout.contains("Translucent.xib"), "\(result.stdout)")
  }

  /// WSDOT's toll disclaimer, made extreme: a 340-pt label at the bottom-left filled with the
  /// screen's `systemGroupedBackgroundColor`, its short text centred. On an iPhone X in
  /// landscape its fill cannot be seen, so it is judged by its text (around x = 170, clear of
  /// the rounded corner, the side strip and the home indicator); the same label filled with
  /// another colour draws its frame into the bottom-left rounded corner.
  static func disclaimer(fill: String) -> String {
    """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Toll" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="disclaimer">
              <rect key="frame" x="0.0" y="782" width="340" height="30"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
              <color key="backgroundColor" systemColor="\(fill)"/>
              <fontDescription key="fontDescription" type="system" pointSize="13"/>
              <nil key="textColor"/>
            </label>
    """
  }

  @Test("a label filled with its screen's colour is judged by its text; another fill by its frame")
  func sameColourLabelIsJudgedByItsText() throws {
    let root = "systemColor=\"systemGroupedBackgroundColor\""
    let result = try PrecisionCommandTests.audit(
      [
        (
          "Same.xib",
          Self.xib(rootColour: root, Self.disclaimer(fill: "systemGroupedBackgroundColor"))
        ),
        ("Filled.xib", Self.xib(rootColour: root, Self.disclaimer(fill: "systemRedColor"))),
      ], ["--devices", "iPhone X", "--orientations", "landscapeLeft", "--rules", "all"])
    #expect(!result.stdout.contains("Same.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("Filled.xib"), "\(result.stdout)")
  }

  /// Mixin's sticker-album preview and drop-down: a title-less button with an outlet filling a
  /// 375 × 603 wrapper at the bottom of the screen (clear, or a 40 %-black scrim), the tap
  /// that dismisses. It is the wrapper's background, not a control in the home indicator's
  /// band; the same button 300 pt wide (not filling the wrapper) stays a control there.
  static func catcher(width: Int, alpha: String) -> String {
    """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="wrapper">
              <rect key="frame" x="0.0" y="209" width="375" height="603"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
              <subviews>
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="catcher">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="603"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <color key="backgroundColor" white="0.0" alpha="\(alpha)" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </button>
              </subviews>
            </view>
    """
  }

  @Test("a title-less button filling its superview is a tap catcher; a narrower one is a control")
  func tapCatcherButton() throws {
    let white = "white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\""
    let outlet = "<outlet property=\"backgroundButton\" destination=\"catcher\" id=\"o2\"/>"
    let result = try PrecisionCommandTests.audit(
      [
        (
          "Clear.xib",
          Self.xib(rootColour: white, Self.catcher(width: 375, alpha: "0.0"), outlets: outlet)
        ),
        (
          "Scrim.xib",
          Self.xib(rootColour: white, Self.catcher(width: 375, alpha: "0.4"), outlets: outlet)
        ),
        (
          "Narrow.xib",
          Self.xib(rootColour: white, Self.catcher(width: 300, alpha: "0.0"), outlets: outlet)
        ),
      ], Self.arguments)
    #expect(!result.stdout.contains("Clear.xib"), "\(result.stdout)")
    #expect(!result.stdout.contains("Scrim.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("Narrow.xib"), "\(result.stdout)")
    #expect(result.stdout.contains("control_over_home_indicator"), "\(result.stdout)")
  }
}
