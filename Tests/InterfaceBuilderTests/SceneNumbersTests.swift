import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Specific corpus scenes, laid out, against UIKit's numbers.
@Suite(Corpus.trait)
@MainActor
struct SceneNumbersTests {
  /// NetNewsWire `Account.storyboard`: `LocalAccountViewController`, a table view controller,
  /// is the root of a navigation controller with a translucent bar. On an iPhone X (iOS 16) the
  /// table is the root view and fills the screen under the bar: frame 375×812, safe area
  /// {88, 0, 34, 0} (44 status bar + 44 navigation bar; 34 home indicator).
  @Test func navigationAndTableOnIPhoneX() throws {
    let document = try Corpus.load(
      "Ranchero-Software__NetNewsWire/iOS__Account__Account.storyboard")
    let scene = try #require(document.scenes(matching: "LocalAccountViewController").first)
    #expect(scene.controller.kind == .tableViewController)
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let navigation = try #require(result.window.rootViewController as? UINavigationController)
    #expect(navigation.sceneID == "TMY-HB-vAu")
    #expect(navigation.topViewController === result.sceneController)
    let table = try #require(result.sceneController.view as? UITableView)
    #expect(table.sceneID == "YLa-nM-G7t")
    #expect(close(table.frame, CGRect(x: 0, y: 0, width: 375, height: 812)))
    #expect(close(table.safeAreaInsets, UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)))
    #expect(close(table.adjustedContentInset, UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)))
    #expect(result.sceneController.className == "LocalAccountViewController")
  }

  /// RxSwift `Calculator.storyboard` pins its keypad to the legacy top and bottom layout guides.
  /// The reader resolves those ids to the controller's guides; under iOS 10 behaviour on an
  /// iPhone 8 the top guide's length is the 20 pt status bar and the bottom guide's is 0.
  @Test func legacyLayoutGuides() throws {
    let document = try Corpus.load(
      "ReactiveX__RxSwift/RxExample__RxExample__Examples__Calculator__Calculator.storyboard")
    let scene = try #require(document.scenes.first)
    let guides = scene.controller.layoutGuides
    #expect(guides.map(\.id) == ["BGU-Fc-pLc", "LFx-RC-K1L"])
    #expect(guides.map(\.edge) == [.top, .bottom])
    let index = IBItemIndex(document)
    let rootID = try #require(scene.controller.view?.id)
    #expect(
      index.item("BGU-Fc-pLc")
        == .controllerGuide(controllerID: "ErT-E8-uY3", rootViewID: rootID, edge: .top))
    let toGuides = document.allConstraints.filter {
      $0.secondItem == "BGU-Fc-pLc" || $0.secondItem == "LFx-RC-K1L"
        || $0.writtenFirstItem == "BGU-Fc-pLc" || $0.writtenFirstItem == "LFx-RC-K1L"
    }
    #expect(toGuides.count == 5)
    let keypadTop = try #require(toGuides.first { $0.id == "9PT-aA-C9h" })
    #expect(keypadTop.description == "xws-I8-RiJ.top == BGU-Fc-pLc.bottom + 28")
    #expect(keypadTop.location.line == 278)
    let environment = Environment(device: try device("iPhone 8"), ios: 10)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    #expect(close(result.sceneController.topLayoutGuide.length, 20))
    #expect(close(result.sceneController.bottomLayoutGuide.length, 0))
  }

  /// IQKeyboardManager's Xcode 6 `KeyboardTextFieldDemo` storyboard has no constraints at all.
  /// Its text field `(20, 84, 280, 33)`, flexible width and top and bottom margins, stored on a
  /// 320×568 root, follows the root to the iPhone X's 375×812: the width takes all 55 extra
  /// points; the 244 extra points of height are shared by the top (84) and bottom (451) margins
  /// in proportion, so y = 84 + 244 × 84 / 535.
  @Test func autoresizingOnlyScene() throws {
    let document = try Corpus.load(
      "hackiftekhar__IQKeyboardManager/KeyboardTextFieldDemo__KeyboardTextFieldDemo__Base.lproj__Main.storyboard"
    )
    #expect(!document.usesAutoLayout)
    let scene = try #require(document.scenes(matching: "TextFieldViewController").first)
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let root = result.sceneController.view
    #expect(close(root.frame, CGRect(x: 0, y: 0, width: 375, height: 812)))
    let field = try #require(root.subviews.first { $0.tag == 100 })
    let y = 84 + 244.0 * 84 / 535
    #expect(close(field.frame, CGRect(x: 20, y: y, width: 335, height: 33)))
    #expect(field.sourceLocation?.line ?? 0 > 12)
  }

  /// A container view embeds its child controller (embed segue), whose root fills the container.
  @Test func embeddedControllerFillsContainer() throws {
    let document = try Corpus.load(
      "hackiftekhar__IQKeyboardManager/KeyboardTextFieldDemo__KeyboardTextFieldDemo__Base.lproj__Main.storyboard"
    )
    let scene = try #require(document.scenes.first { $0.id == "Wk6-cH-l7E" })
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    let result = try IBBuilder.build(document, scene: scene, environment: environment)
    let parent = result.sceneController
    let child = try #require(parent.children.first)
    #expect(child.sceneID == "M0Y-Zn-cGg")
    let container = try #require(parent.view.descendant("Xls-wd-svL"))
    #expect(child.view.superview === container)
    #expect(close(child.view.frame, container.bounds))
    // The scene is pushed (a show segue) onto its navigation controller, and its view does not
    // extend under the bar (edgesForExtendedLayout none): 812 − 44 − 44 = 724 tall, at y 88.
    #expect(parent.navigationController != nil)
    #expect(close(parent.view.frame, CGRect(x: 0, y: 88, width: 375, height: 724)))
    #expect(close(container.frame, CGRect(x: 0, y: 0, width: 375, height: 724)))
  }
}
