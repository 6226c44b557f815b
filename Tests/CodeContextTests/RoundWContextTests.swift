import Foundation
import Testing

@testable import CodeContext

/// Code-context classes of fresh round W (`Documentation/Journal/2026-12-02-context-W.md`),
/// rewritten small.
@Suite struct RoundWContextTests {
  // MARK: A storyboard named by a static property of a `UIStoryboard` extension (Zavala)

  static let storyboardExtension = [
    (
      "App/UIStoryboard+.swift",
      """
      extension UIStoryboard {
        static var main: UIStoryboard {
          return UIStoryboard(name: "Main", bundle: nil)
        }
        static var finder: UIStoryboard {
          UIStoryboard(name: "Finder", bundle: nil)
        }
        static var dynamic: UIStoryboard {
          UIStoryboard(name: Settings.shared.storyboardName, bundle: nil)
        }
      }
      """
    ),
    (
      "App/Browser.swift",
      """
      class BrowserViewController: UIViewController {
        func openFinder() {
          let nav = UIStoryboard.finder.instantiateViewController(withIdentifier: "FinderNav")
          nav.preferredContentSize = CGSize(width: 400, height: 100)
          nav.modalPresentationStyle = .formSheet
          present(nav, animated: true)
        }
        func openStart() {
          let start = UIStoryboard.main.instantiateInitialViewController()!
          present(start, animated: true)
        }
        func openOther() {
          let other = UIStoryboard.dynamic.instantiateViewController(withIdentifier: "Other")
          present(other, animated: true)
        }
      }
      """
    ),
  ]

  @Test func aStoryboardNamedByAnExtensionPropertyIsTheStoryboard() throws {
    let index = CodeIndex.read(sources: Self.storyboardExtension)
    let finder = index.showings(of: .storyboardScene(storyboard: "Finder", identifier: "FinderNav"))
    #expect(finder.count == 1)
    let showing = try #require(finder.first)
    #expect(showing.way == .presented)
    #expect(showing.presentationStyle == .name("formSheet"))
    #expect(showing.preferredContentSize == .size(width: 400, height: 100))
    #expect(index.showings(of: .storyboardInitial(storyboard: "Main")).count == 1)
  }

  @Test func anExtensionPropertyWithARunTimeNameNamesNoStoryboard() throws {
    let index = CodeIndex.read(sources: Self.storyboardExtension)
    // `Settings.shared.storyboardName` is not a constant: no scene called 'Other' is claimed.
    #expect(index.showings(of: .storyboardScene(storyboard: nil, identifier: "Other")).isEmpty)
    #expect(
      index.showings(of: .storyboardScene(storyboard: "Settings", identifier: "Other")).isEmpty)
  }

  // MARK: A failable factory that returns the storyboard's controller (CosmicCypher)

  static let factory = [
    (
      "App/SpectrographSettingsViewController.swift",
      """
      class SpectrographSettingsViewController: UIViewController {
        static func create() -> SpectrographSettingsViewController? {
          guard let viewController = UIStoryboard(name: "SpectrographSettings", bundle: nil).instantiateViewController(withIdentifier: "SpectrographSettingsViewController") as? SpectrographSettingsViewController else {
            return nil
          }
          return viewController
        }
        static func present(from parentViewController: UIViewController? = nil) {
          guard let viewController = create() else { return }
          if let presentingViewController = parentViewController ?? UIApplication.shared.keyWindow?.rootViewController {
            presentingViewController.present(viewController, animated: true, completion: nil)
          }
        }
      }
      """
    ),
    (
      // The app calls it (TimeStreamInterfaceViewController.swift:294): an uncalled static
      // helper shows nothing (round X, `RoundXContextTests.anUncalledStaticHelperShowsNothing`).
      "App/TimeStreamInterfaceViewController.swift",
      """
      class TimeStreamInterfaceViewController: UIViewController {
        @objc func settingsTapped() {
          SpectrographSettingsViewController.present()
        }
      }
      """
    ),
    (
      "App/Chooser.swift",
      """
      class ChooserViewController: UIViewController {
        static func make(_ flag: Bool) -> UIViewController? {
          if flag {
            return UIStoryboard(name: "A", bundle: nil).instantiateViewController(withIdentifier: "One")
          }
          return UIStoryboard(name: "B", bundle: nil).instantiateViewController(withIdentifier: "Two")
        }
        func open() {
          guard let chosen = ChooserViewController.make(true) else { return }
          present(chosen, animated: true)
        }
      }
      """
    ),
  ]

  @Test func aFailableFactoryReturnsItsStoryboardController() throws {
    let index = CodeIndex.read(sources: Self.factory)
    let shown = index.showings(
      of: .storyboardScene(
        storyboard: "SpectrographSettings", identifier: "SpectrographSettingsViewController"))
    #expect(shown.count == 1)
    #expect(shown.first?.way == .presented)
    #expect(shown.first?.presentationStyle == nil)  // the automatic style
  }

  @Test func aFactoryWithTwoControllersChoosesNone() throws {
    let index = CodeIndex.read(sources: Self.factory)
    #expect(index.showings(of: .storyboardScene(storyboard: "A", identifier: "One")).isEmpty)
    #expect(index.showings(of: .storyboardScene(storyboard: "B", identifier: "Two")).isEmpty)
  }

  // MARK: A controller's view put into a container view without `addChild` (CosmicCypher)

  @Test func aViewPutIntoAContainerIsPlacedByThatCode() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/TimeStreamInterfaceViewController.swift",
        """
        class TimeStreamInterfaceViewController: UIViewController {
          static var global: TimeStreamInterfaceViewController? = {
            guard let viewController = UIStoryboard(name: "TimeStreamInterface", bundle: nil).instantiateViewController(withIdentifier: "TimeStreamInterfaceViewController") as? TimeStreamInterfaceViewController else {
              return nil
            }
            return viewController
          }()
          static func present(in containerView: UIView) {
            guard let viewController = global else { return }
            containerView.addSubview(viewController.view)
            viewController.view.frame = containerView.bounds
          }
        }
        """
      ),
      (
        // The app calls it (ResonanceReportViewController+Setup.swift:31): an uncalled static
        // helper shows nothing (round X).
        "App/ResonanceReportViewController+Setup.swift",
        """
        extension ResonanceReportViewController {
          func setupTimeStream() {
            TimeStreamInterfaceViewController.present(in: timeStreamContainerView)
          }
        }
        """
      ),
    ])
    let shown = index.showings(
      of: .storyboardScene(
        storyboard: "TimeStreamInterface", identifier: "TimeStreamInterfaceViewController"))
    #expect(shown.count == 1)
    #expect(shown.first?.way == .child)
    #expect(shown.first?.childViewHost == "containerView")
  }

  @Test func aChildAddedAndPutIntoAViewIsOneChild() throws {
    // Look-alike: `addChild` with the same view put into a container stays one child showing.
    let index = CodeIndex.read(sources: [
      (
        "App/Host.swift",
        """
        class HostViewController: UIViewController {
          @IBOutlet var container: UIView!
          override func viewDidLoad() {
            super.viewDidLoad()
            let page = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Page")
            addChild(page)
            container.addSubview(page.view)
            page.didMove(toParent: self)
          }
        }
        """
      )
    ])
    let shown = index.showings(of: .storyboardScene(storyboard: "Main", identifier: "Page"))
    #expect(shown.count == 1)
    #expect(shown.first?.way == .child)
    #expect(shown.first?.childViewHost == "container")
  }

  // MARK: The Mac idiom's branch never runs on an iPhone or an iPad (Zavala)

  @Test func aMacIdiomBranchNeverRunsOnTheModelledDevices() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Split.swift",
        """
        class MainSplitViewController: UISplitViewController {
          func showOpenQuickly() {
            if traitCollection.userInterfaceIdiom == .mac {
              let quick = UIStoryboard(name: "OpenQuickly", bundle: nil).instantiateViewController(withIdentifier: "MacOpenQuickly")
              quick.preferredContentSize = CGSize(width: 300, height: 60)
              present(quick, animated: true)
            } else {
              let nav = UIStoryboard(name: "OpenQuickly", bundle: nil).instantiateViewController(withIdentifier: "OpenQuicklyNav")
              nav.preferredContentSize = CGSize(width: 400, height: 100)
              nav.modalPresentationStyle = .formSheet
              present(nav, animated: true)
            }
          }
          func showLink() {
            guard traitCollection.userInterfaceIdiom != .mac else { return }
            let link = UIStoryboard(name: "Dialog", bundle: nil).instantiateViewController(withIdentifier: "LinkNav")
            link.modalPresentationStyle = .formSheet
            present(link, animated: true)
          }
        }
        """
      )
    ])
    #expect(
      index.showings(of: .storyboardScene(storyboard: "OpenQuickly", identifier: "MacOpenQuickly"))
        .isEmpty)
    let nav = index.showings(
      of: .storyboardScene(storyboard: "OpenQuickly", identifier: "OpenQuicklyNav"))
    #expect(nav.count == 1)
    #expect(nav.first?.presentationStyle == .name("formSheet"))
    #expect(nav.first?.conditional == false)
    let link = index.showings(of: .storyboardScene(storyboard: "Dialog", identifier: "LinkNav"))
    #expect(link.count == 1)
    #expect(link.first?.presentationStyle == .name("formSheet"))
  }

  // MARK: SwiftGen's initial-scene accessors (Tsurukame)

  @Test func aSwiftGenInitialSceneIsItsStoryboardsInitialController() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Generated/IB-Scenes+Generated.swift",
        """
        internal enum StoryboardScene {
          internal enum Login: StoryboardType {
            internal static let storyboardName = "Login"
            internal static let initialScene = InitialSceneType<LoginViewController>(storyboard: Self.self)
          }
          internal enum SearchResult: StoryboardType {
            internal static let storyboardName = "SearchResult"
            internal static let initialScene = InitialSceneType<SearchResultViewController>(storyboard: Self.self)
          }
        }
        internal struct InitialSceneType<T: UIViewController> {
          internal let storyboard: StoryboardType.Type
          internal func instantiate() -> T {
            guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
              fatalError("ViewController is not of the expected class \\(T.self).")
            }
            return controller
          }
        }
        """
      ),
      (
        "App/Main.swift",
        """
        class LoginViewController: UIViewController {}
        class SearchResultViewController: UITableViewController {}
        class MainViewController: UIViewController {
          func showSearch() {
            let results = StoryboardScene.SearchResult.initialScene.instantiate()
            let nav = UINavigationController(rootViewController: results)
            nav.modalPresentationStyle = .formSheet
            present(nav, animated: true)
          }
          func logout() {
            let vc = StoryboardScene.Login.initialScene.instantiate()
            navigationController?.setViewControllers([vc], animated: true)
          }
        }
        """
      ),
    ])
    let search = index.showings(of: .storyboardInitial(storyboard: "SearchResult"))
    #expect(search.count == 1)
    #expect(search.first?.inNavigationController == true)
    #expect(search.first?.presentationStyle == .name("formSheet"))
    #expect(search.first?.className == "SearchResultViewController")
    let login = index.showings(of: .storyboardInitial(storyboard: "Login"))
    #expect(login.count == 1)
    #expect(login.first?.way == .pushed)
  }
}
