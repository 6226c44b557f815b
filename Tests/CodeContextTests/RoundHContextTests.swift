import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round H's code-context causes, each a small rewrite of the real case
/// (`Documentation/Journal/2026-11-29-precision-round-h.md`): a bar the root hides for every
/// screen pushed after it (ESP BLE Provisioning), every bar made opaque on the appearance proxy
/// (Blockstream Green), popover segues kept popovers by a delegate set in `prepare(for:sender:)`
/// (OctoPod), and round G's constraint constants set by code (Sileo).
@Suite struct RoundHContextTests {
  /// A scene `s-ID` of a controller `vc-ID` of `customClass` code instantiates by `ID`: its root
  /// view's `subviews` and `constraints` (inner content), the safe-area guide `safe-ID`, the
  /// controller's `items` (`<navigationItem>`) and `connections` (inner content).
  static func scene(
    _ id: String, _ customClass: String, subviews: String = "", constraints: String = "",
    items: String = "", connections: String = ""
  ) -> String {
    var layout = constraints.isEmpty ? [] : ["<constraints>\n\(constraints)\n</constraints>"]
    layout.append(#"<viewLayoutGuide key="safeArea" id="safe-\#(id)"/>"#)
    return IBFixture.scene(
      "s-\(id)",
      IBFixture.viewController(
        id: "vc-\(id)", storyboardIdentifier: id, customClass: customClass,
        attributes: #" customModule="App""#, rootID: "root-\(id)", resizes: false,
        subviews: subviews, layout: layout.joined(separator: "\n"), items: items,
        connections: connections))
  }

  static func storyboard(_ scenes: String..., navigation: String? = nil) -> String {
    IBFixture.storyboard(
      initial: nil, scenes: ([navigation].compactMap { $0 } + scenes).joined(separator: "\n"))
  }

  static func decide(_ storyboard: String, code: String, id: String) throws -> ScreenDecision {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    let controller = try #require(
      document.scenes.first { $0.controller.id == id }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  // MARK: A bar hidden by the root, kept for every screen pushed after it

  static let chain = storyboard(
    scene("Landing", "LandingViewController"), scene("Connect", "ConnectViewController"))

  /// ESP BLE Provisioning: the root hides the bar in `viewDidLoad`, pushes the landing screen,
  /// which pushes the connect screen; the code also makes a navigation controller, so which one
  /// holds them is not known — but the bar's state is.
  static func chainCode(landingAlsoPushedBy other: String = "") -> String {
    """
    class ViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: false)
      }
      func addNewDevice() {
        let landing = self.storyboard?.instantiateViewController(withIdentifier: "Landing") as! LandingViewController
        navigationController?.pushViewController(landing, animated: false)
      }
    }
    class LandingViewController: UIViewController {
      func connect() {
        let connect = self.storyboard?.instantiateViewController(withIdentifier: "Connect") as! ConnectViewController
        self.navigationController?.pushViewController(connect, animated: true)
      }
    }
    class ConnectViewController: UIViewController {}
    class Launcher {
      func start(window: UIWindow) {
        window.rootViewController = UINavigationController(rootViewController: ViewController())
      }
    }
    \(other)
    """
  }

  @Test func aBarTheRootHidesStaysHiddenTwoPushesLater() throws {
    let decision = try Self.decide(Self.chain, code: Self.chainCode(), id: "vc-Connect")
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barHidden == true)
    #expect(
      decision.summary == "pushed by Code.swift:14, its bar hidden by Code.swift:4",
      "\(decision.summary ?? "nil")")
    // The first push too (the pusher's own statement).
    let landing = try Self.decide(Self.chain, code: Self.chainCode(), id: "vc-Landing")
    #expect(landing.context?.navigationStyle?.barHidden == true)
  }

  @Test func pushersThatDisagreeLeaveTheBarAssumed() throws {
    let other = """
      class SettingsViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.setNavigationBarHidden(false, animated: false)
        }
        func open() {
          let landing = self.storyboard?.instantiateViewController(withIdentifier: "Landing") as! LandingViewController
          navigationController?.pushViewController(landing, animated: false)
        }
      }
      """
    let decision = try Self.decide(
      Self.chain, code: Self.chainCode(landingAlsoPushedBy: other), id: "vc-Connect")
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barHidden == nil)
  }

  // MARK: Every bar opaque through the appearance proxy

  static let opaqueProxy = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().isTranslucent = false
        return true
      }
    }
    class ScanViewController: UIViewController {
      func paired() {
        let next = self.storyboard?.instantiateViewController(withIdentifier: "Success") as! SuccessViewController
        navigationController?.pushViewController(next, animated: true)
      }
    }
    class SuccessViewController: UIViewController {}
    class OnboardViewController: UIViewController {}
    """

  static func navigation(translucent: Bool?) -> String {
    IBFixture.scene(
      "s-nav",
      IBFixture.navigationController(
        id: "nav", barAttributes: translucent == false ? #" translucent="NO""# : "",
        root: "vc-Scan"))
  }

  static func greenStoryboard(translucent: Bool?) -> String {
    storyboard(
      scene("Scan", "ScanViewController"), scene("Success", "SuccessViewController"),
      scene(
        "Onboard", "OnboardViewController",
        items: #"<navigationItem key="navigationItem" title="Welcome" id="item"/>"#),
      navigation: navigation(translucent: translucent))
  }

  @Test func theAppearanceProxyMakesEveryStoryboardBarOpaque() throws {
    let storyboard = Self.greenStoryboard(translucent: nil)
    // Pushed by code onto the storyboard's navigation controller.
    let pushed = try Self.decide(storyboard, code: Self.opaqueProxy, id: "vc-Success")
    #expect(pushed.context?.navigationStyle?.barTranslucent == false)
    #expect(pushed.summary?.contains("every bar opaque by Code.swift:3") == true)
    // A scene no segue or code reaches, with a navigation item: still assumed pushed, opaque.
    let assumed = try Self.decide(storyboard, code: Self.opaqueProxy, id: "vc-Onboard")
    #expect(assumed.context?.isAssumed == true)
    #expect(assumed.context?.navigationStyle?.barTranslucent == false)
    // The document's navigation controller itself.
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", Self.opaqueProxy)])
    let applied = index.withBarAppearance(document)
    let nav = try #require(applied.scenes.first { $0.controller.id == "nav" }?.controller)
    #expect(nav.navigationBar?.translucent == false)
  }

  @Test func aBarThatSetsItsOwnTranslucencyKeepsIt() throws {
    let translucentProxy = Self.opaqueProxy.replacingOccurrences(
      of: "isTranslucent = false", with: "isTranslucent = true")
    let storyboard = Self.greenStoryboard(translucent: false)
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", translucentProxy)])
    let nav = try #require(
      index.withBarAppearance(document).scenes.first { $0.controller.id == "nav" }?.controller)
    #expect(nav.navigationBar?.translucent == false)
    let pushed = try Self.decide(storyboard, code: translucentProxy, id: "vc-Success")
    #expect(pushed.context?.navigationStyle?.barTranslucent == false)
    // No proxy: nothing applied.
    let plain = try Self.decide(
      Self.greenStoryboard(translucent: nil),
      code: Self.opaqueProxy.replacingOccurrences(
        of: "UINavigationBar.appearance().isTranslucent = false", with: ""),
      id: "vc-Onboard")
    #expect(plain.context == nil)
  }

  // MARK: Popover segues kept popovers by the source's delegate

  static let popoverStoryboard = storyboard(
    scene(
      "Panel", "PanelViewController",
      subviews: """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="reason">
          <rect key="frame" x="20" y="100" width="100" height="44"/>
          <state key="normal" title="Why?"/>
          <connections>
            <segue destination="vc-Reason" kind="popoverPresentation" identifier="connection_error_details" popoverAnchorView="reason" id="pop">
              <popoverArrowDirection key="popoverArrowDirection" down="YES"/>
            </segue>
          </connections>
        </button>
        """), scene("Reason", "ReasonViewController"))

  static func panelCode(answersNone: Bool) -> String {
    """
    class PanelViewController: UIViewController, UIPopoverPresentationControllerDelegate {
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "connection_error_details", let controller = segue.destination as? ReasonViewController {
          controller.popoverPresentationController!.delegate = self
        }
      }
      \(answersNone ? """
      func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return UIModalPresentationStyle.none
      }
      """ : "")
    }
    class ReasonViewController: UITableViewController {}
    """
  }

  @Test func aPopoverSegueWhoseSourceAnswersNoneStaysAPopover() throws {
    let kept = try Self.decide(
      Self.popoverStoryboard, code: Self.panelCode(answersNone: true), id: "vc-Reason")
    #expect(kept.context?.keepsPopoverWhenCompact == true)
    #expect(
      kept.summary?.contains("kept a popover in compact width by PanelViewController") == true)
    let adapts = try Self.decide(
      Self.popoverStoryboard, code: Self.panelCode(answersNone: false), id: "vc-Reason")
    #expect(adapts.context?.keepsPopoverWhenCompact != true)
  }

  // MARK: Constraint constants set by code

  static let downloads = storyboard(
    scene(
      "Downloads", "DownloadsViewController",
      subviews: """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
          <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
          <subviews>
            <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
              <rect key="frame" x="0.0" y="0.0" width="393" height="0.0"/>
              <constraints>
                <constraint firstAttribute="height" id="header-height"/>
              </constraints>
            </imageView>
          </subviews>
        </scrollView>
        <label opaque="NO" text="Queue" translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="20" y="610" width="200" height="21"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
          <rect key="frame" x="0.0" y="818" width="393" height="0.0"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="confirm">
              <rect key="frame" x="16" y="0.0" width="361" height="50"/>
              <state key="normal" title="Confirm"/>
            </button>
          </subviews>
          <constraints>
            <constraint firstAttribute="height" id="footer-height"/>
          </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="safe-Downloads" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="200" id="title-bottom"/>
        """,
      connections: """
        <outlet property="footerViewHeight" destination="footer-height" id="o1"/>
        <outlet property="headerHeight" destination="header-height" id="o2"/>
        <outlet property="titleBottom" destination="title-bottom" id="o3"/>
        """))

  /// Sileo: the footer's height is 0 in the file and 90–190 from a state method; the header
  /// image's height 0 in the file and 200 from `viewDidLoad`. A keyboard handler's constant
  /// holds only while the keyboard shows.
  static let downloadsCode = """
    class DownloadsViewController: UIViewController {
      @IBOutlet var footerViewHeight: NSLayoutConstraint?
      @IBOutlet private var headerHeight: NSLayoutConstraint!
      @IBOutlet var titleBottom: NSLayoutConstraint!
      var queued = false
      override func viewDidLoad() {
        super.viewDidLoad()
        headerHeight.constant = 200
      }
      public func reloadControlsOnly() {
        if queued {
          self.footerViewHeight?.constant = 125
        } else {
          self.footerViewHeight?.constant = 0
        }
      }
      @objc func keyboardWillShow(_ notification: Notification) {
        titleBottom.constant = 300
      }
    }
    """

  @Test func viewsAConstantSetByCodePlacesAreNotJudged() throws {
    let decision = try Self.decide(Self.downloads, code: Self.downloadsCode, id: "vc-Downloads")
    #expect(decision.notJudgedViewIDs == ["confirm", "footer", "header", "scroll"])
    #expect(
      decision.remarks.contains {
        $0.hasPrefix("'footerViewHeight'.constant set by Code.swift:12 (reloadControlsOnly)")
      }, "\(decision.remarks)")
    #expect(!decision.remarks.contains { $0.contains("titleBottom") })
  }

  /// ESP BLE Provisioning: `textTopConstraint` pins the list below the header (`list.top =
  /// header.bottom`); `viewDidLoad` sets its constant. The list moves; the header, pinned to the
  /// top by its other constraints, does not, and stays judged.
  @Test func onlyTheConstraintsFirstViewIsLeftUnjudged() throws {
    let storyboard = Self.storyboard(
      Self.scene(
        "Landing", "LandingViewController",
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
            <rect key="frame" x="0.0" y="0.0" width="393" height="96"/>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="96" width="393" height="600"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="list" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="text-top"/>
          """,
        connections: """
          <outlet property="textTopConstraint" destination="text-top" id="o1"/>
          """))
    let code = """
      class LandingViewController: UIViewController {
        @IBOutlet var textTopConstraint: NSLayoutConstraint!
        override func viewDidLoad() {
          super.viewDidLoad()
          if !allowPrefixSearch {
            textTopConstraint.constant = -10
          }
        }
      }
      """
    let decision = try Self.decide(storyboard, code: code, id: "vc-Landing")
    #expect(decision.notJudgedViewIDs == ["list"])
  }

  /// Blockstream Green: the proxy is set inside `if #available(iOS 15.0, *)` and again after it,
  /// both `false`: every bar is opaque whichever runs last.
  @Test func aBranchWritingTheSameLiteralAgrees() throws {
    let code = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func setupAppearance() {
          if #available(iOS 15.0, *) {
            UINavigationBar.appearance().isTranslucent = false
          }
          UINavigationBar.appearance().isTranslucent = false
        }
      }
      """
    let index = CodeIndex.read(sources: [("App/AppDelegate.swift", code)])
    let appearance = try #require(index.navigationBarAppearance)
    #expect(appearance.translucent == false)
    #expect(appearance.fact.location.line == 6)
    // A branch that writes another value, or only branches: not decided.
    let disagree = """
      func setupAppearance() {
        if #available(iOS 15.0, *) {
          UINavigationBar.appearance().isTranslucent = true
        }
        UINavigationBar.appearance().isTranslucent = false
      }
      """
    #expect(CodeIndex.read(sources: [("App/A.swift", disagree)]).navigationBarAppearance == nil)
    let onlyBranch = """
      func setupAppearance() {
        if #available(iOS 15.0, *) {
          UINavigationBar.appearance().isTranslucent = false
        }
      }
      """
    #expect(CodeIndex.read(sources: [("App/A.swift", onlyBranch)]).navigationBarAppearance == nil)
  }

  @Test func objectiveCSetConstantCounts() throws {
    let code = """
      @implementation DownloadsViewController
      - (void)reload {
          [self.footerViewHeight setConstant:90];
      }
      @end
      """
    let document = try IBDocument(data: Data(Self.downloads.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [
      (
        "App/DownloadsViewController.h",
        "@interface DownloadsViewController : UIViewController\n@end\n"
      ),
      ("App/DownloadsViewController.m", code),
    ])
    let controller = try #require(
      document.scenes.first { $0.controller.id == "vc-Downloads" }?.controller)
    let decision = index.decide(
      controller, in: document, identifiers: StoryboardIdentifiers([document]))
    #expect(decision.notJudgedViewIDs == ["confirm", "footer"])
  }
}
