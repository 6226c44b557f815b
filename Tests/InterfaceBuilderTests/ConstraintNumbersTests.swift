import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Corpus scenes laid out with their constraints installed, against numbers computed by hand.
@Suite(Corpus.trait)
@MainActor
struct ConstraintNumbersTests {
  static let launchScreen =
    "home-assistant__iOS/Sources__App__Resources__Base.lproj__LaunchScreen.storyboard"

  /// Home Assistant's launch screen pins a 220×25 image's bottom 32 pt above the safe area's
  /// bottom (`safeArea.bottom == image.bottom + 32`), centres it, and stacks a label (no size
  /// constraints: its intrinsic size is estimated from its stored 144×16 frame) right on top of
  /// it; a 115×115 logo is centred 50 pt above the middle. On an iPhone X (812 high, 34 pt home
  /// indicator): image bottom 812 − 34 − 32 = 746, so (77.5, 721, 220, 25); label
  /// (375 − 144) / 2 = 115.5, 721 − 16 = 705; logo centre y 406 − 50 = 356 → (130, 298.5).
  @Test func safeAreaBottomOnIPhoneX() throws {
    let document = try Corpus.load(Self.launchScreen)
    let scene = try #require(document.scenes.first)
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let root = result.sceneController.view
    let image = try #require(root.descendant("pDB-na-0R2"))
    let label = try #require(root.descendant("9Kv-2m-Wq7"))
    let logo = try #require(root.descendant("mQh-tn-BC1"))
    #expect(!image.translatesAutoresizingMaskIntoConstraints)
    #expect(close(image.frame, CGRect(x: 77.5, y: 721, width: 220, height: 25)), "\(image.frame)")
    #expect(close(label.frame, CGRect(x: 115.5, y: 705, width: 144, height: 16)), "\(label.frame)")
    #expect(close(logo.frame, CGRect(x: 130, y: 298.5, width: 115, height: 115)), "\(logo.frame)")
    #expect(result.window.layoutIssues.isEmpty, "\(result.window.layoutIssues)")
    let installed = root.constraints.filter { $0.origin == .app }
    #expect(installed.count == 6)
    #expect(installed.allSatisfy { $0.sourceLocation?.line ?? 0 >= 45 })
    // The storyboard's own text of each constraint, made when read.
    #expect(installed.allSatisfy { $0.sourceText?.isEmpty == false })
    #expect(installed.contains { $0.sourceText?.contains("32") == true })
    #expect(!result.notes.contains { $0.message.contains("not installed") })
  }

  /// The same storyboard under iOS 10 on an iPhone 8: a storyboard's safe area back-deploys
  /// (spec §4.7), its bottom is the bottom layout guide's top, here the screen's bottom (667,
  /// no bars): image bottom 667 − 32 = 635. In landscape on the iPhone X (iOS 16, 375 high,
  /// 21 pt home indicator): 375 − 21 − 32 = 322.
  @Test func safeAreaBottomBackDeployedAndInLandscape() throws {
    let document = try Corpus.load(Self.launchScreen)
    let scene = try #require(document.scenes.first)
    let old = Environment(device: try device("iPhone 8"), ios: 10)
    let legacy = try IBBuilder.build(document, scene: scene, environment: old)
    let image = try #require(legacy.sceneController.view.descendant("pDB-na-0R2"))
    #expect(close(image.frame.maxY, 635), "\(image.frame)")
    let landscape = Environment(
      device: try device("iPhone X"), orientation: .landscapeLeft, ios: 16)
    let wide = try IBBuilder.build(document, scene: scene, environment: landscape)
    let moved = try #require(wide.sceneController.view.descendant("pDB-na-0R2"))
    #expect(close(moved.frame, CGRect(x: 296, y: 297, width: 220, height: 25)), "\(moved.frame)")
  }

  /// FloatingPanel's Stocks storyboard: a vertical stack view (alignment top, spacing −8) of two
  /// labels whose intrinsic sizes are their stored frames, 111×32.5 and 153.5×32.5, pinned 16 pt
  /// from the safe area's leading edge and to its top. On an iPhone X (safe top 44): stack
  /// (16, 44, 153.5, 57) with 57 = 32.5 + 32.5 − 8; labels at y 0 and 24.5 in the stack, left
  /// aligned, at their intrinsic widths.
  @Test func stackViewOfLabels() throws {
    let document = try Corpus.load(
      "scenee__FloatingPanel/Examples__Stocks__Stocks__Base.lproj__Main.storyboard")
    let scene = try #require(document.scenes.first { $0.controller.id == "BYZ-38-t0r" })
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let stack = try #require(result.sceneController.view.descendant("f7r-Al-pIN") as? UIStackView)
    #expect(stack.axis == .vertical)
    #expect(stack.alignment == .leading)
    #expect(stack.spacing == -8)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(close(stack.frame, CGRect(x: 16, y: 44, width: 153.5, height: 57)), "\(stack.frame)")
    let frames = stack.arrangedSubviews.map(\.frame)
    #expect(close(frames[0], CGRect(x: 0, y: 0, width: 111, height: 32.5)), "\(frames)")
    #expect(close(frames[1], CGRect(x: 0, y: 24.5, width: 153.5, height: 32.5)), "\(frames)")
  }

  /// RxSwift's Calculator pins its keypad 28 pt below the legacy top layout guide
  /// (`keypad.top == topLayoutGuide.bottom + 28`). Under iOS 10 on an iPhone 8 the guide ends
  /// under the 20 pt status bar: y 48. Under iOS 11+ the guide is the safe area's top; on an
  /// iPhone 8 that is still 20 (y 48) and on an iPhone X 44 (y 72).
  @Test func legacyTopLayoutGuideUnderIOS10And11() throws {
    let document = try Corpus.load(
      "ReactiveX__RxSwift/RxExample__RxExample__Examples__Calculator__Calculator.storyboard")
    let scene = try #require(document.scenes.first)
    for (name, ios, top) in [("iPhone 8", 10, 48.0), ("iPhone 8", 11, 48), ("iPhone X", 11, 72)] {
      let environment = Environment(device: try device(name), ios: ios)
      let result = try IBBuilder.build(document, scene: scene, environment: environment)
      let keypad = try #require(result.sceneController.view.descendant("xws-I8-RiJ"))
      #expect(close(keypad.frame.minY, top), "\(name) iOS \(ios): \(keypad.frame)")
      #expect(close(result.sceneController.topLayoutGuide.length, top - 28))
    }
  }

  /// Constraint forms: a multiplier written `a:b`, priorities and identifiers reach the runtime.
  @Test func multipliersPrioritiesAndIdentifiers() throws {
    let text = storyboard(
      """
      <scene sceneID="s1"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <constraints>
                  <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="16:9" id="ratio"/>
                  <constraint firstAttribute="height" constant="90" identifier="tall" id="h"/>
                  <constraint firstAttribute="height" constant="10" priority="250" id="weak"/>
                </constraints>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="sa"/>
            <constraints>
              <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      """)
    let document = try read(text)
    let scene = try #require(document.scenes.first)
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let box = try #require(result.sceneController.view.descendant("box"))
    // width = 90 × 16 / 9 = 160; leading margin of a root view on an iPhone X: 16.
    #expect(close(box.frame, CGRect(x: 16, y: 44, width: 160, height: 90)), "\(box.frame)")
    #expect(box.constraints.contains { $0.identifier == "tall" })
    #expect(box.constraints.contains { $0.priority == UILayoutPriority(250) })
    #expect(result.window.layoutIssues.isEmpty, "\(result.window.layoutIssues)")
  }
}
