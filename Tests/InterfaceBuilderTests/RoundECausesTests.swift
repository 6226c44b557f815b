import DeviceCatalog
import Foundation
import HeadlessUIKit
import IBFixtures
import Testing

@testable import InterfaceBuilder

/// A cause of fresh round E's false alarms (`Documentation/Precision.md`), from a real case
/// rewritten small: a profile header's "scroll to top" button — no title, no image, no
/// background, laid over a hidden logo — was reported under the iPhone Duo's fold, though it
/// draws nothing.
@MainActor
@Suite struct RoundECausesTests {
  /// A scene with one 150 × 44 button at the top of a full-screen view; `button` is its
  /// element's attributes after the id, `states` its `<state>` elements, and `outlet` whether
  /// the controller has an outlet to it.
  static func header(button: String = "", states: String = "", outlet: Bool = false) -> String {
    IBFixture.storyboard(
      initial: "profile", toolsVersion: "17701", attributes: IBFixture.traitCollectionAttributes,
      scenes: IBFixture.scene(
        "s1",
        IBFixture.viewController(
          id: "profile", customClass: "ProfileViewController", rootID: "root", width: 414,
          height: 736,
          subviews: """
            <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" id="logo">
                <rect key="frame" x="132" y="20" width="150" height="44"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="top"\(button)>
                <rect key="frame" x="132" y="20" width="150" height="44"/>
                \(states)
            </button>
            """,
          connections: outlet
            ? #"<outlet property="scrollButton" destination="top" id="o1"/>"# : "")))
  }

  func drawnFrame(_ text: String) throws -> CGRect? {
    let document = try read(text, path: "Profile.storyboard")
    let scene = try #require(document.scenes.first)
    let window = try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone 15")))
    return try #require(window.snapshot().view(sceneID: "top")).contentFrameInWindow
  }

  @Test func aButtonThatWritesNothingDrawsNothing() throws {
    // Amaroq's profile header: buttonType="roundedRect", no state, only an action.
    #expect(try drawnFrame(Self.header(button: " buttonType=\"roundedRect\"")) == .null)
    // A normal state with a title colour but no title is still empty.
    let colourOnly =
      "<state key=\"normal\"><color key=\"titleColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></state>"
    #expect(try drawnFrame(Self.header(states: colourOnly)) == .null)
  }

  @Test func codeOrAnotherStateCanGiveItContent() throws {
    // An outlet: code may set its title or image (judged by its frame, as before).
    #expect(try drawnFrame(Self.header(outlet: true)) == nil)
    // A tag: code may find it with viewWithTag.
    #expect(try drawnFrame(Self.header(button: " tag=\"7\"")) == nil)
    // A custom class may draw.
    #expect(try drawnFrame(Self.header(button: " customClass=\"GlowButton\"")) == nil)
    // A title or an image in another state.
    let selected = "<state key=\"selected\" title=\"Top\"/>"
    #expect(try drawnFrame(Self.header(states: selected)) == nil)
    let attributed = """
      <state key="normal"><attributedString key="attributedTitle"><fragment content="Top"/></attributedString></state>
      """
    #expect(try drawnFrame(Self.header(states: attributed)) == nil)
    // A system type that draws a glyph.
    #expect(try drawnFrame(Self.header(button: " buttonType=\"infoLight\"")) == nil)
    // A background colour draws the frame.
    let filled =
      "<color key=\"backgroundColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
    #expect(try drawnFrame(Self.header(states: filled)) == nil)
  }
}
