import Foundation
import IBFixtures
import Testing

/// Fixes from the false alarms of fresh round P (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-P.md`), rewritten small: each with a case that
/// triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundPTests {
  /// Infinit's welcome balloon, rewritten: a 230 × 226 decorative image at the root view's
  /// top-right corner, `past` pt beyond its top and trailing edges (`top` false: flush with the
  /// top edge), pinned there (flexible left and bottom margins), under a label.
  static func balloon(past: Int, top: Bool = true) -> String {
    PrecisionCommandTests.xib(
      """
              <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="bg-balloon" translatesAutoresizingMaskIntoConstraints="NO" id="balloon">
                <rect key="frame" x="\(375 - 230 + past)" y="\(top ? -past : 0)" width="230" height="226"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
              </imageView>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Welcome" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="40" y="300" width="295" height="30"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                <nil key="highlightedColor"/>
              </label>
      """,
      resources: #"<image name="bg-balloon" width="230" height="226"/>"#)
  }

  /// Audits the balloon bled 25 pt past the top and trailing edges, flush with the corner, and
  /// bled past the trailing edge only, on the iPhone X in landscape with `rule` alone, and
  /// checks that only the bled one is left out.
  static func expectOnlyTheBleedLeftOut(rule: String) throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Bleed.xib", balloon(past: 25)),
        ("Flush.xib", balloon(past: 0)),
        ("Side.xib", balloon(past: 25, top: false)),
      ],
      ["--devices", "iPhone X", "--orientations", "landscapeLeft", "--rules", rule])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      !lines.contains { $0.contains("Bleed.xib:") && $0.contains("'balloon'") }, "\(result.stdout)")
    for file in ["Flush.xib:", "Side.xib:"] {
      #expect(
        lines.contains {
          $0.contains(file) && $0.contains("'balloon'") && $0.contains("[\(rule)]")
        },
        "\(file) \(result.stdout)")
    }
  }

  @Test(
    "a decorative image bled past both edges of a corner is not cut content; flush with the corner or past one edge it is"
  )
  func imageBledPastACornerIsNotClipped() throws {
    // The iPhone X's 39-pt arc in landscape (812 pt wide, no status bar there): the image's
    // visible top-right corner, (812, 0) flush or cut from a frame past the trailing edge only,
    // lies 16.2 pt outside it.
    try Self.expectOnlyTheBleedLeftOut(rule: "rounded_corner_clipping")
  }

  /// A foldable's camera hole in its top-right corner (a custom device, as the rule's own
  /// examples describe one: R20.1's occlusion region) over a 249 × 226 decorative image at
  /// (`x`, `y`).
  static func cameraOverImage(x: Int, y: Int) -> String {
    """
    environment:
      device:
        name: Foldable
        width: 669
        height: 951
        safeArea: { portrait: [24, 0, 20, 0] }
        reservedRegions:
          - { kind: occlusion, frame: [610, 10, 40, 40] }
    root:
      controller:
        id: vc
        view:
          subviews:
            - imageView: { id: balloon, frame: [\(x), \(y), 249, 226] }
            - label: { id: title, frame: [20, 300, 400, 30] }
    """
  }

  @Test(
    "a camera over a decorative image bled past both edges of its corner is not a finding; flush with the corner or past one edge it is"
  )
  func cameraOverImageBledPastItsCorner() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Bleed.yaml", Self.cameraOverImage(x: 445, y: -25)),
        ("Flush.yaml", Self.cameraOverImage(x: 420, y: 0)),
        ("Side.yaml", Self.cameraOverImage(x: 445, y: 0)),
      ],
      [
        "--devices", "scene", "--orientations", "portrait", "--rules",
        "content_under_reserved_region",
      ])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      !lines.contains { $0.contains("Bleed.yaml:") && $0.contains("'balloon'") }, "\(result.stdout)"
    )
    // The 40-pt camera (610…650 × 10…50) lies wholly inside the other two images' frames.
    for file in ["Flush.yaml:", "Side.yaml:"] {
      #expect(
        lines.contains {
          $0.contains(file) && $0.contains("'balloon'")
            && $0.contains("lies 40 pt under an occlusion region")
        }, "\(file) \(result.stdout)")
    }
  }
}
