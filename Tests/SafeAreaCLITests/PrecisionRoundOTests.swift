import Foundation
import IBFixtures
import Testing

/// Fixes from the false alarms of fresh round O (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-O.md`), rewritten small: each with a case that
/// triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundOTests {
  /// ROMPlayer's header, rewritten: an image of `width` × 38 pt at the root view's top-left
  /// corner (its artwork's text starts well inside), and (when `covered`) a button drawn over it
  /// by a later sibling. Laid out in landscape, where no status bar covers the top corners.
  static func headerImage(width: Int, covered: Bool) -> String {
    PrecisionCommandTests.xib(
      """
              <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="headerback" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="38"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </imageView>
      """
        + (covered
          ? """

                  <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="previous">
                    <rect key="frame" x="70" y="6" width="32" height="26"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" image="left-arrow"/>
                  </button>
          """ : ""),
      resources: """
        <image name="headerback" width="\(width)" height="38"/><image name="left-arrow" width="20" height="20"/>
        """)
  }

  @Test(
    "a wide image under a later sibling's content is a background at the corner; alone or small it is content"
  )
  func coveredWideImageIsABackgroundAtTheCorner() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Covered.xib", Self.headerImage(width: 500, covered: true)),
        ("Alone.xib", Self.headerImage(width: 500, covered: false)),
        ("Logo.xib", Self.headerImage(width: 120, covered: true)),
      ],
      [
        "--devices", "iPhone X", "--orientations", "landscapeLeft", "--rules",
        "rounded_corner_clipping",
      ])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      !lines.contains { $0.contains("Covered.xib:") && $0.contains("'header'") }, "\(result.stdout)"
    )
    // The iPhone X's 39-pt arc in landscape (812 pt wide, status bar hidden): the image's
    // top-left corner lies 16.2 pt outside it; 500 pt is over half the width, 120 pt is not.
    for file in ["Alone.xib:", "Logo.xib:"] {
      #expect(
        lines.contains {
          $0.contains(file) && $0.contains("'header'") && $0.contains("[rounded_corner_clipping]")
        }, "\(file) \(result.stdout)")
    }
  }
}
