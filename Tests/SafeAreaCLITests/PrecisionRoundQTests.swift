import Foundation
import IBFixtures
import Testing

/// Fixes from the false alarms of fresh round Q (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-12-01-precision-Q.md`), rewritten small: each with a case that
/// triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundQTests {
  /// SpreedMe's Spreedbox notice, rewritten: a home screen whose button presents `notice` with
  /// the default style (a page sheet on iOS 13 and later, R13.1); `notice` is designed for the
  /// full 393 × 852 screen and keeps a one-line 11-pt label centred in a 40-pt frame at a fixed
  /// distance `y` from its top (a flexible bottom margin: it does not follow the sheet's height).
  static func notice(labelY y: Int) -> String {
    let label = """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="More about the box" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="more">
        <rect key="frame" x="66" y="\(y)" width="260" height="40"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <fontDescription key="fontDescription" type="system" pointSize="11"/>
        <nil key="highlightedColor"/>
      </label>
      """
    let open = """
      <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="open">
        <rect key="frame" x="109" y="400" width="175" height="44"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <state key="normal" title="Open"/>
        <connections>
          <segue destination="notice" kind="presentation" id="present"/>
        </connections>
      </button>
      """
    return IBFixture.storyboard(
      initial: "home",
      scenes: IBFixture.scene(
        "s-home",
        IBFixture.viewController(
          id: "home", rootID: "home-root", width: 393, height: 852, subviews: open))
        + "\n"
        + IBFixture.scene(
          "s-notice",
          IBFixture.viewController(
            id: "notice", rootID: "notice-root", width: 393, height: 852, subviews: label)))
  }

  @Test(
    "a label whose frame ends below the sheet while its centred text is on screen is not cut; its text below the screen is"
  )
  func labelTextOnScreenInSheet() throws {
    // iPhone 16, iOS 26: the sheet's top is max(30, 59) = 59 (R13.3), so the notice's root view
    // runs from 59 to the screen's bottom at 852 and a label at y lies at 59 + y in the window.
    // At y 757 its frame (816…856) ends 4 pt below the screen, but 11-pt text centred in the
    // 40-pt frame is about 13 pt tall (829.5…842.5): on screen. At y 773 the frame (832…872)
    // straddles the screen's bottom and the text (845.5…858.5) crosses it too.
    let result = try PrecisionCommandTests.audit(
      [
        ("OnScreen.storyboard", Self.notice(labelY: 757)),
        ("Below.storyboard", Self.notice(labelY: 773)),
      ],
      [
        "--devices", "iPhone 16", "--ios", "26", "--orientations", "portrait", "--rules",
        "full_screen_layout_in_sheet",
      ])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      !lines.contains { $0.contains("OnScreen.storyboard:") && $0.contains("'more'") },
      "\(result.stdout)")
    #expect(
      lines.contains {
        $0.contains("Below.storyboard:") && $0.contains("'more'")
          && $0.contains("[full_screen_layout_in_sheet]")
      }, "\(result.stdout)")
  }

  /// LifeTrak's intro, rewritten: a 60-pt button with a background image and a centred title at
  /// (`x`, `y`), `width` wide, on a 375 × 812 root view (a fixed frame pinned to the bottom);
  /// `title` empty: the background image alone.
  static func plateButton(_ id: String, x: Int, y: Int, width: Int, title: String) -> String {
    """
            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="60"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
              <state key="normal"\(title.isEmpty ? "" : " title=\"\(title)\"") backgroundImage="plate"/>
            </button>
    """
  }

  @Test(
    "buttons whose background image tiles the screen's bottom edge are fills there; inset from the edges, or with no title, they are still measured"
  )
  func backgroundImageButtonsAtTheEdgeAreFills() throws {
    let resources = #"<image name="plate" width="160" height="60"/>"#
    let row = PrecisionCommandTests.xib(
      Self.plateButton("signUp", x: 0, y: 752, width: 187, title: "Sign up")
        + Self.plateButton("signIn", x: 187, y: 752, width: 188, title: "Sign in"),
      resources: resources)
    let inset = PrecisionCommandTests.xib(
      Self.plateButton("inset", x: 6, y: 746, width: 160, title: "Sign up"), resources: resources)
    let glyph = PrecisionCommandTests.xib(
      Self.plateButton("glyph", x: 0, y: 752, width: 187, title: ""), resources: resources)
    let result = try PrecisionCommandTests.audit(
      [("Row.xib", row), ("Inset.xib", inset), ("Glyph.xib", glyph)],
      [
        "--devices", "iPhone X", "--orientations", "portrait", "--rules",
        "rounded_corner_clipping",
      ])
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.contains { $0.contains("Row.xib:") }, "\(result.stdout)")
    // The iPhone X's 39-pt corner arc, centred at (39, 773): the inset button's corner (6, 806)
    // lies 46.7 pt from it, 7.7 pt outside the display; the image-only button's corner is the
    // screen's own (0, 812), 16.2 pt outside.
    for (file, id) in [("Inset.xib:", "'inset'"), ("Glyph.xib:", "'glyph'")] {
      #expect(
        lines.contains {
          $0.contains(file) && $0.contains(id) && $0.contains("[rounded_corner_clipping]")
        }, "\(file) \(result.stdout)")
    }
  }

  @Test(
    "a decorative image bled past the top and trailing edges is not under the housing there; flush with the corner or past one edge it is"
  )
  func imageBledPastACornerIsNotUnderTheHousing() throws {
    // In landscape the housing stands on the side edges (the inset strip of the iPhone X's
    // notch, 44 pt deep): the balloon pinned to the trailing edge lies across it, from the top.
    try PrecisionRoundPTests.expectOnlyTheBleedLeftOut(rule: "sensor_housing_overlap")
  }
}
