import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Fresh round T's code-context classes, rewritten small (training from then on;
/// `Documentation/CodeContext.md`, "Round T's code-context classes").
@Suite struct RoundTContextTests {
  // MARK: The app delegate's orientation lock, set by the screen while it shows

  /// StratoSnap's app delegate and helper (the common Stack Overflow pattern): the answer for
  /// every window is a stored property, which a static helper sets to the mask it is handed.
  static let appDelegate = """
    import UIKit
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var orientationLock = UIInterfaceOrientationMask.all
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            return self.orientationLock
        }
        struct AppUtility {
            static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                if let delegate = UIApplication.shared.delegate as? AppDelegate {
                    delegate.orientationLock = orientation
                }
            }
            static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
                self.lockOrientation(orientation)
                UIDevice.current.setValue(rotateOrientation.rawValue, forKey: "orientation")
            }
        }
    }
    """

  /// The launch screen, pushed by a show segue from the navigation controller's root; `body` is
  /// what its code does.
  static func launch(_ body: String) -> String {
    """
    import UIKit
    class LaunchViewController: UIViewController {
        var isRecording = false
    \(body)
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            AppDelegate.AppUtility.lockOrientation(.all)
        }
    }
    """
  }

  /// The decision for the pushed launch scene of a storyboard whose initial navigation
  /// controller holds a home screen that pushes it.
  static func pushedLaunch(_ body: String, appDelegate: String = appDelegate) throws
    -> ScreenDecision
  {
    let index = CodeIndex.read(sources: [
      ("App/AppDelegate.swift", appDelegate), ("App/LaunchViewController.swift", launch(body)),
    ])
    let storyboard = IBFixture.storyboard(
      initial: "nav",
      scenes: IBFixture.scene("s1", IBFixture.navigationController(id: "nav", root: "home"))
        + "\n"
        + IBFixture.scene(
          "s2",
          IBFixture.viewController(
            id: "home", rootID: "home-root",
            connections: #"<segue destination="launch" kind="show" id="go"/>"#))
        + "\n"
        + IBFixture.scene(
          "s3",
          IBFixture.viewController(
            id: "launch", customClass: "LaunchViewController", rootID: "launch-root")))
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    return index.decide(
      try #require(document.itemIndex.controller("launch")), in: document,
      identifiers: StoryboardIdentifiers([document]))
  }

  /// A pushed screen that locks the app to portrait from `viewWillAppear` through the nested
  /// helper's `andRotateTo:` overload (TMDBLecProject's spelling) is laid out in portrait on
  /// every device: the app delegate's answer holds whatever container the screen is in (fresh
  /// round T: StratoSnap's home and launch screens, 2 false landscape findings; probe S1 showed
  /// the screen's own `supportedInterfaceOrientations` would not be asked for a pushed screen).
  @Test func aPushedScreenThatSetsTheAppDelegatesLockIsLaidOutInItsMask() throws {
    let decision = try Self.pushedLaunch(
      """
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              AppDelegate.AppUtility.lockOrientation(UIInterfaceOrientationMask.portrait, andRotateTo: .portrait)
          }
      """)
    #expect(decision.orientationsByIdiom["phone"] == ["portrait"])
    #expect(decision.orientationsByIdiom["pad"] == ["portrait"])
    #expect(
      decision.summary?.contains(
        "the app's orientations [portrait] while it shows, set by LaunchViewController.swift:6"
          + " into the app delegate's 'orientationLock' (returned for every window by"
          + " AppDelegate.swift:7)") == true, "\(decision.applied)")
  }

  /// StratoSnap's own spelling: a top-level `AppUtility` and `lockOrientation(.portrait)`; a
  /// subclass inherits its base class's lock (TMDBLecProject's
  /// `OrientationPortraitLockedViewController`).
  @Test func aTopLevelHelperAndAnInheritedLockLockToo() throws {
    let appDelegate = """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var orientationLock = UIInterfaceOrientationMask.all
          func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
              return orientationLock
          }
      }
      struct AppUtility {
          static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
              guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
              delegate.orientationLock = orientation
          }
      }
      """
    let index = CodeIndex.read(sources: [
      ("App/AppDelegate.swift", appDelegate),
      (
        "App/Locked.swift",
        """
        import UIKit
        class PortraitLockedViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                AppUtility.lockOrientation(.portrait)
            }
        }
        class TrendViewController: PortraitLockedViewController {}
        """
      ),
    ])
    let lock = try #require(index.appOrientationLock(of: "TrendViewController"))
    #expect(lock.value == .orientations(["portrait"]))
    #expect(lock.location.fileNameAndLine == "Locked.swift:5")
  }

  /// Round S's time-board: `viewDidLoad` calls its own `configure()`, which calls the screen's
  /// own `orientationType(.portrait)`, which sets the app delegate's property. Look-alike: the
  /// same `configure()` called from an action sets nothing.
  @Test func aLockSetThroughTheScreensOwnHelpersLocks() throws {
    func index(_ caller: String) -> CodeIndex {
      CodeIndex.read(sources: [
        ("App/AppDelegate.swift", Self.appDelegate),
        (
          "App/LoginViewController.swift",
          """
          import UIKit
          class LoginViewController: UIViewController {
              private func configure() {
                  orientationType(.portrait)
                  navigationController?.setNavigationBarHidden(true, animated: false)
              }
              \(caller) {
                  configure()
              }
          }
          extension LoginViewController {
              func orientationType(_ orientation: UIInterfaceOrientationMask) {
                  guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
                  delegate.orientationLock = orientation
              }
          }
          """
        ),
      ])
    }
    let lock = try #require(
      index("override func viewDidLoad()").appOrientationLock(of: "LoginViewController"))
    #expect(lock.value == .orientations(["portrait"]))
    #expect(lock.location.fileNameAndLine == "LoginViewController.swift:4")
    #expect(
      index("@IBAction func tapped(_ sender: Any)").appOrientationLock(of: "LoginViewController")
        == nil)
  }

  /// Look-alikes that set nothing known: the lock set from an action (it runs on a tap), on a
  /// runtime branch, or to a mask that is not a literal; and an app delegate that answers a
  /// constant (no property, so no screen can set it).
  @Test func aLockFromAnActionABranchOrAVariableSetsNothing() throws {
    for body in [
      """
          @IBAction func record(_ sender: Any) {
              AppDelegate.AppUtility.lockOrientation(.portrait)
          }
      """,
      """
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              if isRecording { AppDelegate.AppUtility.lockOrientation(.portrait) }
          }
      """,
      """
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              AppDelegate.AppUtility.lockOrientation(savedMask)
          }
      """,
    ] {
      let decision = try Self.pushedLaunch(body)
      #expect(decision.orientationsByIdiom.isEmpty, "\(body)")
      #expect(decision.orientations == nil)
    }
    let constant = Self.appDelegate.replacingOccurrences(
      of: "return self.orientationLock", with: "return .all")
    let decision = try Self.pushedLaunch(
      """
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              AppDelegate.AppUtility.lockOrientation(.portrait)
          }
      """, appDelegate: constant)
    #expect(decision.summary?.contains("while it shows") != true)
  }
}
