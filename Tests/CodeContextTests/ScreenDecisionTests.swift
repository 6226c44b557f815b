import DeviceCatalog
import Foundation
import HeadlessUIKit
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// What the code decides for storyboard scenes and xib controllers, and that the builder lays
/// them out that way.
@Suite struct ScreenDecisionTests {
  static func scene(_ id: String, customClass: String, outlets: String = "", subviews: String = "")
    -> String
  {
    IBFixture.scene(
      "s-\(id)",
      IBFixture.viewController(
        id: "vc-\(id)", storyboardIdentifier: id, customClass: customClass,
        attributes: #" customModule="App""#, rootID: "root-\(id)", subviews: subviews,
        connections: outlets))
  }

  static let storyboard = IBFixture.storyboard(
    initial: "vc-Feed",
    scenes: scene("Feed", customClass: "FeedViewController")
      + scene(
        "Reader", customClass: "ReaderViewController",
        outlets: #"<outlet property="banner" destination="banner"/>"#,
        subviews:
          #"<view contentMode="scaleToFill" id="banner"><rect key="frame" x="0.0" y="808" width="393" height="44"/><subviews><view contentMode="scaleToFill" id="inner"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews></view>"#
      )
      + scene("Player", customClass: "PlayerViewController")
      + scene("Unshown", customClass: "UnshownViewController"))

  static let code = """
    class FeedViewController: UIViewController {
      func openReader() {
        let reader = storyboard!.instantiateViewController(withIdentifier: "Reader")
        reader.modalPresentationStyle = .popover
        present(reader, animated: true)
      }
      func play() {
        let player = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Player")
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
        let elsewhere = UIStoryboard(name: "Second", bundle: nil).instantiateViewController(withIdentifier: "Unshown")
        present(elsewhere, animated: true)
      }
    }
    class ReaderViewController: UIViewController {
      @IBOutlet var banner: UIView!
      override var prefersStatusBarHidden: Bool { true }
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = true
      }
    }
    class PlayerViewController: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }
    class UnshownViewController: UIViewController {}
    """

  static func document() throws -> IBDocument {
    try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
  }

  @Test func codeDecidesTheAssumedContexts() throws {
    let document = try Self.document()
    let index = CodeIndex.read(sources: [("App/Feed.swift", Self.code)])
    let context = AppCodeContext(index: index)
    let (decided, decisions) = try #require(context.apply(to: [document]).first)
    // The reader: shown as a popover (line 5), its banner hidden and not judged, its own
    // orientation lock not applied (a popover does not fill the window).
    let reader = try #require(decisions["vc-Reader"])
    #expect(reader.context?.kind == .presented)
    #expect(reader.context?.presentationStyle == "popover")
    #expect(
      reader.summary == "shown as a popover by Feed.swift:5; status bar hidden by Feed.swift:17")
    #expect(reader.traits.hiddenViewIDs == ["banner"])
    #expect(reader.notJudgedViewIDs == ["banner", "inner"])
    #expect(reader.orientations == nil)
    #expect(IBPresentationContext.resolve("vc-Reader", in: decided).isAssumed == false)
    // The player: presented full screen, so its landscape lock narrows its matrix.
    let player = try #require(decisions["vc-Player"])
    #expect(player.orientations == ["landscapeLeft", "landscapeRight"])
    // A scene of the same identifier in another storyboard is not this one: still assumed.
    #expect(decisions["vc-Unshown"]?.context == nil)
    #expect(IBPresentationContext.resolve("vc-Unshown", in: decided).isAssumed)
    // The initial scene's context comes from the document: the code does not change it.
    #expect(decisions["vc-Feed"]?.context == nil)
  }

  @MainActor
  @Test func theBuilderLaysTheDecidedContextOut() throws {
    let document = try Self.document()
    let index = CodeIndex.read(sources: [("App/Feed.swift", Self.code)])
    let (decided, _) = try #require(AppCodeContext(index: index).apply(to: [document]).first)
    let scene = try #require(decided.scenes.first { $0.controller.id == "vc-Reader" })
    let pad = try #require(DeviceCatalog.devices.first { $0.idiom == .pad })
    let result = try IBBuilder.build(decided, scene: scene, environment: Environment(device: pad))
    let presented = result.window.rootViewController?.presentedViewController
    #expect(presented === result.sceneController)
    #expect(presented?.modalPresentationStyle == .popover)
    #expect(result.sceneController.prefersStatusBarHidden)
    let banner = result.sceneController.view.subviews.first
    #expect(banner?.isHidden == true)
  }

  @Test func xibOwnerShownByClassName() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController">
            <connections><outlet property="view" destination="v"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="v">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          </view>
        </objects>
      </document>
      """
    let document = try IBDocument(data: Data(xib.utf8), path: "App/SettingsView.xib")
    let pushed = CodeIndex.read(sources: [
      (
        "App/Feed.swift",
        """
        class FeedViewController: UIViewController {
          func settings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
        }
        class SettingsViewController: UIViewController {}
        """
      )
    ])
    let decision = pushed.decide(
      try #require(document.scenes.first?.controller), in: document,
      identifiers: StoryboardIdentifiers([document]))
    #expect(decision.context?.kind == .pushed)
    #expect(decision.summary == "pushed by Feed.swift:2")
    // A nib that is not named after the class (nor given by name) is not found.
    let other = try IBDocument(data: Data(xib.utf8), path: "App/Preferences.xib")
    let none = pushed.decide(
      try #require(other.scenes.first?.controller), in: other,
      identifiers: StoryboardIdentifiers([other]))
    #expect(none.context == nil)
  }

  @Test func twoWaysOfShowingStayAssumed() throws {
    let document = try Self.document()
    let index = CodeIndex.read(sources: [
      (
        "App/Feed.swift",
        """
        class FeedViewController: UIViewController {
          func a() {
            let r = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
            navigationController?.pushViewController(r, animated: true)
          }
          func b() {
            let r = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
            r.modalPresentationStyle = .formSheet
            present(r, animated: true)
          }
        }
        """
      )
    ])
    let decision = index.decide(
      try #require(document.scenes.first { $0.controller.id == "vc-Reader" }?.controller),
      in: document, identifiers: StoryboardIdentifiers([document]))
    #expect(decision.context == nil)
    #expect(decision.unresolved.first?.hasPrefix("context assumed: shown in 2 ways") == true)
  }
}
