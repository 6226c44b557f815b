import Foundation
import IBFixtures
import Testing

/// Fixes from the false alarms of fresh round L (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-11-30-precision-round-l.md`), rewritten small: each with a case
/// that triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundLTests {
  /// A xib whose root view (375 × 812, resizing with the screen) holds `subviews` with
  /// `constraints`; its safe-area guide is `sa`.
  static func xib(_ subviews: String, constraints: String = "") -> String {
    PrecisionCommandTests.xib(
      subviews,
      layout: """
        <viewLayoutGuide key="safeArea" id="sa"/>
        <constraints>
        \(constraints)
        </constraints>
        """)
  }

  /// A plain light-grey view `id`, its frame as designed.
  static func plain(_ id: String, y: Int, height: Int, x: Int = 0, width: Int = 375) -> String {
    """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
              <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
            </view>
    """
  }

  /// Waves Wallet's action sheet: a strip pinned from the safe area's bottom to the view's
  /// bottom and between the safe area's sides, carrying the sheet's colour under the home
  /// indicator. `top` is what its top is pinned to: the safe area's bottom (`sa`), or, for the
  /// look-alike, 60 pt above it (a 94-pt coloured block that reaches into the safe area).
  static func bandStrip(intoSafeArea: Bool) -> String {
    xib(
      plain("strip", y: 778, height: 34),
      constraints: """
                <constraint firstItem="strip" firstAttribute="top" secondItem="sa" secondAttribute="bottom" constant="\(intoSafeArea ? -60 : 0)" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c3"/>
                <constraint firstItem="sa" firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c4"/>
        """)
  }

  @Test(
    "a strip filling the band below the safe area is its background; a block reaching above it is not"
  )
  func bandStripIsBackground() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Strip.xib", Self.bandStrip(intoSafeArea: false)),
        ("Block.xib", Self.bandStrip(intoSafeArea: true)),
      ],
      ["--devices", "iPhone Duo (outer display)", "--orientations", "portrait", "--rules", "all"])
    #expect(!result.stdout.contains("Strip.xib"), "\(result.stdout)")
    // The look-alike's corner is cut by the outer display's rounded corner, as the strip's was.
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Block.xib:") && $0.contains("[rounded_corner_clipping]")
      }, "\(result.stdout)")
  }

  /// Waves Wallet's DEX pages: "bg bottom white", a white panel 64 pt tall reaching the bottom
  /// edge with 8-pt side margins, and a container of its size drawn over it (holding a centred
  /// button). With `covered` false the panel is a coloured block with nothing over it.
  static func bottomBackdrop(covered: Bool) -> String {
    xib(
      plain("backdrop", y: 748, height: 64, x: 8, width: 359)
        + (covered
          ? """

          <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="8" y="748" width="359" height="64"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
              <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                <rect key="frame" x="130" y="8" width="100" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal" title="Buy"/>
              </button>
            </subviews>
          </view>
          """ : ""),
      constraints: """
                <constraint firstItem="backdrop" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="backdrop" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="backdrop" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="backdrop" firstAttribute="height" constant="64" id="c4"/>
        """)
  }

  @Test("a backdrop under a bottom bar is not content cut by a corner; the same block alone is")
  func backdropIsNotCutContent() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Covered.xib", Self.bottomBackdrop(covered: true)),
        ("Alone.xib", Self.bottomBackdrop(covered: false)),
      ], ["--devices", "iPhone X", "--orientations", "portrait", "--rules", "all"])
    #expect(
      !result.stdout.split(separator: "\n").contains {
        $0.contains("Covered.xib:") && $0.contains("[rounded_corner_clipping]")
      }, "\(result.stdout)")
    // 8 pt from the sides, on the bottom edge: 20.2 pt outside the X's 39-pt rounded corner.
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Alone.xib:") && $0.contains("'backdrop'")
          && $0.contains("[rounded_corner_clipping]")
      }, "\(result.stdout)")
  }

  /// MIT Mobile's dining screen: a white container filling the root view of a controller
  /// pushed below an opaque navigation bar (code adds its content), after an earlier view of
  /// the same size. With `fills` false the last view is a 300-pt block at the bottom.
  static func pushedFill(fills: Bool) -> String {
    IBFixture.storyboard(
      initial: "nav",
      scenes: [
        IBFixture.scene(
          "s1",
          """
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
              <rect key="frame" x="0.0" y="44" width="375" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
              <segue destination="venue" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections>
          </navigationController>
          """),
        IBFixture.scene(
          "s2",
          IBFixture.viewController(
            id: "venue", customClass: "VenueViewController", rootID: "v2", width: 375,
            height: 724,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                <rect key="frame" x="0.0" y="0.0" width="375" height="724"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="meals">
                <rect key="frame" x="0.0" y="\(fills ? 0 : 424)" width="375" height="\(fills ? 724 : 300)"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
              </view>
              """,
            layout: """
              <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
              <constraints>
                <constraint firstItem="first" firstAttribute="top" secondItem="v2" secondAttribute="top" id="a1"/>
                <constraint firstAttribute="bottom" secondItem="first" secondAttribute="bottom" id="a2"/>
                <constraint firstItem="first" firstAttribute="leading" secondItem="v2" secondAttribute="leading" id="a3"/>
                <constraint firstAttribute="trailing" secondItem="first" secondAttribute="trailing" id="a4"/>
                \(fills ? #"<constraint firstItem="meals" firstAttribute="top" secondItem="v2" secondAttribute="top" id="b1"/>"# : #"<constraint firstItem="meals" firstAttribute="height" constant="300" id="b1"/>"#)
                <constraint firstAttribute="bottom" secondItem="meals" secondAttribute="bottom" id="b2"/>
                <constraint firstItem="meals" firstAttribute="leading" secondItem="v2" secondAttribute="leading" id="b3"/>
                <constraint firstAttribute="trailing" secondItem="meals" secondAttribute="trailing" id="b4"/>
              </constraints>
              """)),
      ].joined(separator: "\n"))
  }

  @Test("a plain view filling its screen is its background; a block at the bottom is content")
  func screenFillIsBackground() throws {
    let result = try PrecisionCommandTests.audit(
      [
        ("Fill.storyboard", Self.pushedFill(fills: true)),
        ("Block.storyboard", Self.pushedFill(fills: false)),
      ], ["--devices", "iPhone X,iPhone 8", "--orientations", "portrait", "--rules", "all"])
    #expect(!result.stdout.contains("Fill.storyboard:"), "\(result.stdout)")
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Block.storyboard:") && $0.contains("'meals'")
          && $0.contains("[fixed_position]")
      }, "\(result.stdout)")
  }

  /// Amperfy's launch screen (and round K's K1), rewritten: a copyright label, its text centred,
  /// 22 pt above the bottom edge — 12 pt of its frame in the iPhone X's 34-pt home-indicator
  /// band, its text above the indicator. The look-alike is a coloured bar across the bottom's
  /// centre from 40 pt above the edge to the edge itself, which meets the indicator wherever in
  /// the band it is drawn.
  static func bottomContent(reachesEdge: Bool) -> String {
    if reachesEdge {
      return xib(
        plain("footer", y: 772, height: 40, x: 100, width: 175),
        constraints: """
                  <constraint firstItem="footer" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                  <constraint firstItem="footer" firstAttribute="width" constant="175" id="c2"/>
                  <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="c3"/>
                  <constraint firstItem="footer" firstAttribute="height" constant="40" id="c4"/>
          """)
    }
    return xib(
      """
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Copyright © 2026" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="copyright">
                <rect key="frame" x="20" y="769" width="335" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
              </label>
      """,
      constraints: """
                <constraint firstItem="copyright" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="copyright" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="copyright" secondAttribute="bottom" constant="22" id="c3"/>
                <constraint firstItem="copyright" firstAttribute="height" constant="21" id="c4"/>
        """)
  }

  @Test(
    "content entering the home indicator's band above the indicator is left out as approximate; content across its centre and depth is reported"
  )
  func indicatorBandIsApproximate() throws {
    let arguments = [
      "--devices", "iPhone X,iPhone 8", "--orientations", "portrait", "--rules", "all",
    ]
    let result = try PrecisionCommandTests.audit(
      [
        ("Copyright.xib", Self.bottomContent(reachesEdge: false)),
        ("Footer.xib", Self.bottomContent(reachesEdge: true)),
      ], arguments)
    #expect(!result.stdout.contains("Copyright.xib:"), "\(result.stdout)")
    #expect(result.stdout.contains("1 finding left out"), "\(result.stdout)")
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Footer.xib:") && $0.contains("'footer'") && $0.contains("[fixed_position]")
      }, "\(result.stdout)")
    // Still reported on request.
    let all = try PrecisionCommandTests.audit(
      [("Copyright.xib", Self.bottomContent(reachesEdge: false))],
      arguments + ["--include-approximate"])
    #expect(all.stdout.contains("Copyright.xib:"), "\(all.stdout)")
  }

  /// Waves Wallet's token-burn form: a scroll view from the safe area's top to the view's bottom
  /// whose content view is exactly as tall (so it never scrolls), its last view (the fee view)
  /// ending `bottom` pt above the content's end, 10 pt into the iPhone X's home-indicator band
  /// at 24; the look-alike's last view reaches the end across the centre.
  static func form(bottom: Int) -> String {
    xib(
      """
              <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="44" width="375" height="768"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="768"/>
                    <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fee">
                        <rect key="frame" x="16" y="\(768 - bottom - 40)" width="343" height="40"/>
                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                      </view>
                    </subviews>
                    <constraints>
                      <constraint firstItem="fee" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="f1"/>
                      <constraint firstAttribute="trailing" secondItem="fee" secondAttribute="trailing" constant="16" id="f2"/>
                      <constraint firstAttribute="bottom" secondItem="fee" secondAttribute="bottom" constant="\(bottom)" id="f3"/>
                      <constraint firstItem="fee" firstAttribute="height" constant="40" id="f4"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                  <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s3"/>
                  <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                  <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                  <constraint firstItem="content" firstAttribute="height" secondItem="scroll" secondAttribute="height" id="s6"/>
                </constraints>
              </scrollView>
      """,
      constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
        """)
  }

  @Test(
    "a form's end entering the band above the indicator is approximate; an end across the band's centre and depth is not"
  )
  func unscrollableEndInBandIsApproximate() throws {
    let result = try PrecisionCommandTests.audit(
      [("Fee.xib", Self.form(bottom: 24)), ("Edge.xib", Self.form(bottom: 0))],
      [
        "--devices", "iPhone X", "--orientations", "portrait", "--rules",
        "unreachable_scroll_content",
      ])
    #expect(!result.stdout.contains("Fee.xib:"), "\(result.stdout)")
    #expect(result.stdout.contains("1 finding left out"), "\(result.stdout)")
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.contains("Edge.xib:") && $0.contains("[unreachable_scroll_content]")
      }, "\(result.stdout)")
  }
}
