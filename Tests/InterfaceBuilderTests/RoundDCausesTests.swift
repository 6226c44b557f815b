import DeviceCatalog
import Foundation
import HeadlessUIKit
import IBFixtures
import Testing

@testable import InterfaceBuilder

/// The causes of fresh rounds C and D's false alarms, each from a real case rewritten small
/// (`Documentation/Precision.md`): a `<view>` whose custom class is a scroll view (Moonlight's
/// settings side bar), a custom segue taken for a sheet (its `SWRevealViewController` segue), a
/// web view judged by its frame, and buttons whose image or title edge insets move their content.
@MainActor
@Suite struct RoundDCausesTests {
  /// A storyboard whose side bar is a `<view>` of class `viewClass` holding a segmented control
  /// at its bottom, shown by a segue of `kind` (`custom`, with a reveal segue class, or
  /// `presentation`).
  static func sideBar(viewClass: String, kind: String) -> String {
    let segueClass =
      kind == "custom" ? " customClass=\"SWRevealViewControllerSegueSetController\"" : ""
    let codec = """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="codec">
          <rect key="frame" x="20" y="630" width="200" height="32"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <segments>
              <segment title="H.264"/>
              <segment title="HEVC"/>
          </segments>
      </segmentedControl>
      """
    return IBFixture.storyboard(
      initial: "main", toolsVersion: "17701", attributes: IBFixture.traitCollectionAttributes,
      scenes: IBFixture.scene(
        "s1",
        IBFixture.viewController(
          id: "main", customClass: "MainFrameViewController", rootID: "mainView", width: 375,
          height: 667,
          connections:
            #"<segue destination="settings" kind="\#(kind)" identifier="sw_rear"\#(segueClass) id="g1"/>"#
        ))
        + IBFixture.scene(
          "s2",
          IBFixture.viewController(
            id: "settings", customClass: "SettingsViewController", rootID: "settingsRoot",
            rootAttributes: #" customClass="\#(viewClass)""#, width: 375, height: 667,
            subviews: codec)))
  }

  func settingsWindow(
    viewClass: String, kind: String, scrollClasses: Set<String> = []
  ) throws -> UIWindow {
    var document = try read(
      Self.sideBar(viewClass: viewClass, kind: kind), path: "iPhone.storyboard")
    document.scrollViewClasses = scrollClasses
    let scene = try #require(document.scenes.first { $0.controller.id == "settings" })
    return try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone 15")))
  }

  @Test func aViewWhoseCustomClassIsUIScrollViewIsAScrollView() throws {
    let window = try settingsWindow(viewClass: "UIScrollView", kind: "custom")
    let root = try #require(window.snapshot().view(sceneID: "settingsRoot"))
    #expect(root.className == "UIScrollView")
    #expect(root.scroll != nil, "laid out as a scroll view: its subviews scroll")
  }

  @Test func aSubclassTheCodeDeclaresIsAScrollViewToo() throws {
    let window = try settingsWindow(
      viewClass: "SettingsScrollView", kind: "custom", scrollClasses: ["SettingsScrollView"])
    let root = try #require(window.snapshot().view(sceneID: "settingsRoot"))
    #expect(root.className == "SettingsScrollView")
    #expect(root.scroll != nil)
    // Without the code's word, an unknown class is a plain view.
    let plain = try settingsWindow(viewClass: "SettingsScrollView", kind: "custom")
    #expect(try #require(plain.snapshot().view(sceneID: "settingsRoot")).scroll == nil)
  }

  @Test func aCustomSegueIsNotASheet() throws {
    let document = try read(
      Self.sideBar(viewClass: "UIView", kind: "custom"), path: "iPhone.storyboard")
    let context = IBPresentationContext.resolve("settings", in: document)
    #expect(context.kind == .root)
    #expect(context.isAssumed)
    #expect(context.presentationStyle == nil)
    #expect(
      context.description.contains("custom segue ('SWRevealViewControllerSegueSetController')"))
    // A presentation segue still presents (UIKit's automatic style: a page sheet since iOS 13).
    let modal = try read(
      Self.sideBar(viewClass: "UIView", kind: "presentation"), path: "iPhone.storyboard")
    #expect(IBPresentationContext.resolve("settings", in: modal).kind == .presented)
  }

  /// A full-screen WKWebView under a status bar and over the home indicator (issue 27's
  /// round: three false alarms): its scroll view insets the page by the view's safe area.
  static let webView = IBFixture.storyboard(
    initial: "reader", toolsVersion: "17701", attributes: IBFixture.traitCollectionAttributes,
    scenes: IBFixture.scene(
      "s1",
      IBFixture.viewController(
        id: "reader", customClass: "ReaderViewController", rootID: "root", width: 375,
        height: 667,
        subviews: """
          <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <wkWebViewConfiguration key="configuration">
                  <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                  <wkPreferences key="preferences"/>
              </wkWebViewConfiguration>
          </wkWebView>
          """,
        layout: """
          <constraints>
              <constraint firstItem="web" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
              <constraint firstItem="web" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="web" secondAttribute="trailing" id="c3"/>
              <constraint firstAttribute="bottom" secondItem="web" secondAttribute="bottom" id="c4"/>
          </constraints>
          """)))

  @Test func aWebViewDrawsItsPageInsideItsSafeArea() throws {
    let document = try read(Self.webView, path: "Reader.storyboard")
    let scene = try #require(document.scenes.first)
    let window = try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone 15")))
    let web = try #require(window.snapshot().view(sceneID: "web"))
    // iPhone 15 in portrait: 393 × 852, safe area insets 59 / 0 / 34 / 0 (catalog).
    #expect(web.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(web.contentFrameInWindow == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    #expect(DrawnContent.insetBySafeArea.rect(in: web.bounds, safeAreaInsets: nil) == nil)
  }

  /// Yep's register bar: 'Cancel' with an arrow image pulled 10 pt left by its image insets;
  /// Rocket.Chat's 'Join the community': a left-aligned title moved 62 pt right by its title
  /// insets, beside a logo drawn by a separate image view.
  @Test func imageAndTitleEdgeInsetsMoveWhatTheButtonDraws() {
    let bounds = CGRect(x: 0, y: 0, width: 345, height: 60)
    let plain = ButtonContent(
      title: "Join", pointSize: 15, imageSize: nil, horizontal: .left, vertical: .center,
      insets: .zero)
    let moved = ButtonContent(
      title: "Join", pointSize: 15, imageSize: nil, horizontal: .left, vertical: .center,
      insets: .zero, titleInsets: UIEdgeInsets(top: 0, left: 62, bottom: 0, right: 0))
    let before: CGRect? = plain.rect(in: bounds)
    let after: CGRect? = moved.rect(in: bounds)
    #expect(before?.minX == 0)
    // Left-aligned: moved by the left inset, its width unchanged.
    #expect(after?.minX == 62 && after?.width == before?.width)
    // Centred: moved by half the difference of the insets (the rectangle shrinks on the left).
    let image = ButtonContent(
      title: nil, pointSize: 15, imageSize: CGSize(width: 20, height: 20), horizontal: .center,
      vertical: .center, insets: .zero,
      imageInsets: UIEdgeInsets(top: 5, left: -10, bottom: 0, right: 0))
    let drawn = image.rect(in: CGRect(x: 0, y: 0, width: 78, height: 40))
    #expect(drawn == CGRect(x: 29 - 5, y: 10 + 2.5, width: 20, height: 20))
  }
}
