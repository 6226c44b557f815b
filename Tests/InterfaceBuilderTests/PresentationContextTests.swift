import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Each scene laid out in the context its segues show it in (`IBPresentationContext`), and
/// launch screens laid out as screens.
@MainActor
@Suite struct PresentationContextTests {
  /// A navigation controller (initial) → `list`, which shows `detail` (a button's show segue),
  /// presents `modal` as a form sheet, and embeds `child` in a container view; `orphanNav` and
  /// `orphan` are reached by no segue (one has a navigation item, the other none).
  static func plainScene(_ id: String, navigationItem: Bool = false, body: String = "") -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController storyboardIdentifier="\(id)" id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                                    <rect key="frame" x="16" y="0.0" width="200" height="20"/>
                                </label>
    \(body)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                        </view>
    \(navigationItem ? "<navigationItem key=\"navigationItem\" title=\"\(id)\" id=\"\(id)-ni\"/>" : "")
                    </viewController>
                </objects>
            </scene>
    """
  }

  static let text = storyboard(
    """
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
    """
      + plainScene(
        "list", navigationItem: true,
        body: """
                                  <button translatesAutoresizingMaskIntoConstraints="NO" id="list-button">
                                      <rect key="frame" x="16" y="100" width="100" height="44"/>
                                      <connections>
                                          <segue destination="detail" kind="show" id="g1"/>
                                          <segue destination="modal" kind="presentation" modalPresentationStyle="formSheet" id="g2"/>
                                      </connections>
                                  </button>
                                  <containerView translatesAutoresizingMaskIntoConstraints="NO" id="list-container">
                                      <rect key="frame" x="0.0" y="400" width="393" height="200"/>
                                      <connections>
                                          <segue destination="child" kind="embed" id="g3"/>
                                      </connections>
                                  </containerView>
          """)
      + plainScene("detail", navigationItem: true) + plainScene("modal") + plainScene("child")
      + plainScene("orphanNav", navigationItem: true) + plainScene("orphan"),
    initial: "nav")

  static func document() throws -> IBDocument { try read(text) }

  @Test func contextsFollowTheSegues() throws {
    let document = try Self.document()
    func context(_ id: String) -> IBPresentationContext {
      IBPresentationContext.resolve(id, in: document)
    }
    #expect(context("nav").kind == .root && !context("nav").isAssumed)
    #expect(context("list").kind == .root && !context("list").isAssumed)
    #expect(context("detail").kind == .pushed && context("detail").sourceID == "list")
    #expect(
      context("modal").kind == .presented && context("modal").presentationStyle == "formSheet")
    #expect(context("child").kind == .embedded && context("child").sourceID == "list")
    #expect(context("orphanNav").kind == .pushed && context("orphanNav").isAssumed)
    #expect(context("orphan").kind == .root && context("orphan").isAssumed)
    #expect(context("orphan").description.hasPrefix("context assumed"))
  }

  /// A child embedded in a container that no segue reaches goes where the container goes: its
  /// context is assumed in the container's words (full screen), not a known embedding.
  @Test func childOfAnAssumedContainerIsAssumedToo() throws {
    let document = try read(
      storyboard(
        Self.plainScene(
          "first",
          body: """
                                  <label translatesAutoresizingMaskIntoConstraints="NO" id="first-title">
                                      <rect key="frame" x="16" y="100" width="100" height="20"/>
                                  </label>
            """)
          + Self.plainScene(
            "orphan",
            body: """
                                    <containerView translatesAutoresizingMaskIntoConstraints="NO" id="orphan-container">
                                        <rect key="frame" x="0.0" y="400" width="393" height="200"/>
                                        <connections>
                                            <segue destination="inner" kind="embed" id="e1"/>
                                        </connections>
                                    </containerView>
              """) + Self.plainScene("inner"),
        initial: "first"))
    let orphan = IBPresentationContext.resolve("orphan", in: document)
    let inner = IBPresentationContext.resolve("inner", in: document)
    #expect(orphan.isAssumed && orphan.isAssumedFullScreen)
    #expect(inner.kind == .embedded && inner.sourceID == "orphan")
    #expect(inner.isAssumed && inner.isAssumedFullScreen)
    #expect(inner.description == orphan.description)
    // Embedded in a known context: known.
    let child = IBPresentationContext.resolve("child", in: try Self.document())
    #expect(!child.isAssumed && !child.isAssumedFullScreen)
  }

  func build(_ id: String) throws -> IBBuildResult {
    let document = try Self.document()
    let scene = try #require(document.scenes.first { $0.controller.id == id })
    return try IBBuilder.build(
      document, scene: scene, environment: Environment(device: try device("iPhone X"), ios: 16))
  }

  /// Pushed onto `list`'s stack: under the navigation bar, as UIKit shows it (iPhone X portrait:
  /// status bar 44 + bar 44 = 88, R3.1).
  @Test func showSegueDestinationIsPushed() throws {
    let result = try build("detail")
    let navigation = try #require(result.sceneController.navigationController)
    #expect(navigation.viewControllers.map(\.sceneID) == ["list", "detail"])
    #expect(result.window.rootViewController === navigation)
    #expect(close(result.sceneController.view.safeAreaInsets.top, 88))
  }

  @Test func embedDestinationIsInsideItsContainer() throws {
    let result = try build("child")
    let child = result.sceneController
    #expect(child.sceneID == "child" && child.parent?.sceneID == "list")
    #expect(child.view.superview?.sceneID == "list-container")
    #expect(close(child.view.frame.size.height, 200))
  }

  /// Presented with the segue's style: a form sheet resolves to a page sheet on an iPhone in
  /// portrait (compact width, R13.1), which starts below the status bar, not at the top.
  @Test func modalSegueIsPresentedWithItsStyle() throws {
    let result = try build("modal")
    let presented = result.sceneController
    #expect(presented.modalPresentationStyle == .formSheet)
    #expect(presented.presentingViewController === result.window.rootViewController)
    #expect(presented.view.frameInWindow.minY > 0)
  }

  @Test func unreachedSceneWithNavigationItemIsAssumedPushed() throws {
    let result = try build("orphanNav")
    #expect(result.sceneController.navigationController != nil)
    #expect(close(result.sceneController.view.safeAreaInsets.top, 88))
    #expect(result.notes.contains { $0.kind == .assumption && $0.message.contains("assumed") })
    let alone = try build("orphan")
    #expect(alone.sceneController.navigationController == nil)
    #expect(close(alone.sceneController.view.safeAreaInsets.top, 44))
  }

  /// A main storyboard that the app also names as its launch storyboard (TVHClient's 2014
  /// iPhone storyboard, fresh round N): the launch image is the initial controller's; a scene a
  /// segue pushes is still pushed under its navigation bar, not laid out as the launch screen
  /// with no bar. A scene of it that no segue reaches stays the launch screen.
  @Test func launchStoryboardScenesKeepTheirSegues() throws {
    var document = try Self.document()
    document.isNamedLaunchScreen = true
    let detail = IBPresentationContext.resolve("detail", in: document)
    #expect(detail.kind == .pushed && detail.sourceID == "list" && !detail.isAssumed)
    let nav = IBPresentationContext.resolve("nav", in: document)
    #expect(nav.kind == .root && !nav.isAssumed)
    let orphan = IBPresentationContext.resolve("orphan", in: document)
    #expect(!orphan.isAssumed && orphan.description == "the app's launch screen")
    let scene = try #require(document.scenes.first { $0.controller.id == "detail" })
    let result = try IBBuilder.build(
      document, scene: scene, environment: Environment(device: try device("iPhone X"), ios: 16))
    #expect(result.sceneController.navigationController != nil)
    #expect(close(result.sceneController.view.safeAreaInsets.top, 88))
  }

  /// A launch screen xib's top-level view (no File's Owner outlet) is the screen: it fills the
  /// window, where any other free-standing xib view keeps its stored size in a host.
  @Test(arguments: [("Launch.xib", " launchScreen=\"YES\""), ("LaunchScreen.xib", "")])
  func launchScreenIsAScreen(file: String, attribute: String) throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES"\(attribute) useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="launch-root">
                  <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              </view>
          </objects>
      </document>
      """
    let document = try read(xib, path: file)
    #expect(document.isLaunchScreen())
    let scene = try #require(document.scenes.first)
    let result = try IBBuilder.build(
      document, scene: scene, environment: Environment(device: try device("iPhone X"), ios: 16))
    let root = try #require(result.window.descendant("launch-root"))
    #expect(close(root.frame, CGRect(x: 0, y: 0, width: 375, height: 812)))
    let component = try read(xib.replacingOccurrences(of: attribute, with: ""), path: "Cell.xib")
    #expect(!component.isLaunchScreen())
    // Its context is the launch screen's, not an assumption (openHAB's `MainLaunchScreen.xib`,
    // named by UILaunchStoryboardName, said "context assumed"); a name given by project mode
    // after reading counts too.
    let context = IBPresentationContext.resolve(scene.controller.id, in: document)
    #expect(!context.isAssumed && context.description == "the app's launch screen")
    var named = try read(xib.replacingOccurrences(of: attribute, with: ""), path: "Splash.xib")
    let splash = try #require(named.scenes.first).controller.id
    #expect(IBPresentationContext.resolve(splash, in: named).isAssumed)
    named.isNamedLaunchScreen = true
    #expect(!IBPresentationContext.resolve(splash, in: named).isAssumed)
  }

  /// A scene of another storyboard reached through a storyboard reference: RxSwift's example list
  /// (an opaque navigation bar) pushes each example storyboard's initial controller, and Synth
  /// One presents its About storyboard over the current context.
  @Test func referencedScenesTakeTheReferencingSeguesContext() throws {
    let main = try read(
      storyboard(
        """
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
          + Self.plainScene(
            "list", navigationItem: true,
            body: """
                                      <button translatesAutoresizingMaskIntoConstraints="NO" id="list-button">
                                          <rect key="frame" x="16" y="100" width="100" height="44"/>
                                          <connections>
                                              <segue destination="ref-detail" kind="show" id="g1"/>
                                              <segue destination="ref-about" kind="presentation" modalPresentationStyle="overCurrentContext" id="g2"/>
                                          </connections>
                                      </button>
              """)
            + """
                    <scene sceneID="s-ref1">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Detail" id="ref-detail" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s-ref2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="About" referencedIdentifier="about" id="ref-about" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """, initial: "nav"), path: "Main.storyboard")
    let segues = main.referenceSegues
    #expect(segues.map(\.reference.storyboard) == ["Detail", "About"])
    let pushed = try #require(segues.first)
    #expect(pushed.reference.identifier == nil && pushed.context.kind == .pushed)
    #expect(pushed.context.navigationStyle?.barTranslucent == false)
    #expect(pushed.context.description.contains("in Main.storyboard"))
    #expect(segues.last?.context.kind == .presented)
    #expect(segues.last?.context.presentationStyle == "overCurrentContext")

    // Detail's initial controller, pushed onto an opaque bar: its view starts below the bar.
    var detail = try read(
      storyboard(Self.plainScene("detail", navigationItem: true), initial: "detail"),
      path: "Detail.storyboard")
    detail.isShownByCode = true
    #expect(IBPresentationContext.resolve("detail", in: detail).isAssumed)
    detail.externalContexts["detail"] = pushed.context
    #expect(!IBPresentationContext.resolve("detail", in: detail).isAssumed)
    let scene = try #require(detail.scenes.first)
    let result = try IBBuilder.build(
      detail, scene: scene, environment: Environment(device: try device("iPhone X"), ios: 16))
    let navigation = try #require(result.sceneController.navigationController)
    #expect(!navigation.navigationBar.isTranslucent)
    #expect(close(result.sceneController.view.frame.minY, 88))
  }

  /// In an app (project mode), a storyboard the app does not launch with is shown by code: its
  /// initial controller's context is assumed; a navigation controller's stays the root.
  @Test func initialControllerOfAStoryboardShownByCodeIsAssumed() throws {
    var document = try Self.document()
    #expect(!IBPresentationContext.resolve("nav", in: document).isAssumed)
    document.isShownByCode = true
    #expect(!IBPresentationContext.resolve("nav", in: document).isAssumed)
    var single = try read(storyboard(Self.plainScene("only"), initial: "only"))
    #expect(!IBPresentationContext.resolve("only", in: single).isAssumed)
    single.isShownByCode = true
    let context = IBPresentationContext.resolve("only", in: single)
    #expect(context.isAssumed && context.isAssumedFullScreen)
    #expect(context.description.contains("does not launch with"))
  }
}
