import Foundation
import Testing

@testable import CodeContext

/// Code-context classes of fresh round X (`Documentation/Journal/2026-12-02-context-X.md`),
/// rewritten small.
@Suite struct RoundXContextTests {
  // MARK: A showing inside `#if DEBUG … #else … #endif` (MHacks)

  static let compilationConditions = [
    (
      "App/UserViewController.swift",
      """
      class UserViewController: UIViewController {
        @objc func gamePressed() {
          let gameNav = UINavigationController(rootViewController: GameViewController())
          #if DEBUG
            self.present(gameNav, animated: true, completion: nil)
          #else
            if Date() >= opening {
              self.present(gameNav, animated: true, completion: nil)
            }
          #endif
        }
        @objc func debugPressed() {
          #if DEBUG
            present(DebugMenuViewController(), animated: true)
          #endif
        }
      }
      """
    )
  ]

  @Test func aShowingInACompilationConditionsElseBranchIsRead() throws {
    let index = CodeIndex.read(sources: Self.compilationConditions)
    let shown = index.showings(of: .controllerClass("GameViewController"))
    #expect(shown.count == 1)
    #expect(shown.first?.way == .presented)
    #expect(shown.first?.inNavigationController == true)
  }

  @Test func aDebugOnlyShowingIsNotInTheShippedApp() throws {
    let index = CodeIndex.read(sources: Self.compilationConditions)
    // Release builds do not define DEBUG (Xcode's Release configuration sets no
    // SWIFT_ACTIVE_COMPILATION_CONDITIONS): the debug menu is never presented there.
    #expect(index.showings(of: .controllerClass("DebugMenuViewController")).isEmpty)
  }

  // MARK: A segue's transitioning delegate with `.custom` set in the same branch (CycleStreets)

  /// CycleStreets' map screen gives each overlay's segue a transitioning delegate and the
  /// custom style in the same branch of `prepareForSegue:sender:`; the camera branch sets only
  /// the delegate.
  static let customPrepare = """
    @interface MapViewController : UIViewController <UIViewControllerTransitioningDelegate>
    @end
    @implementation MapViewController
    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
        if ([segue.identifier isEqualToString:@"showDebug"]) {
            UIViewController *controller = segue.destinationViewController;
            controller.transitioningDelegate = self;
            controller.modalPresentationStyle = UIModalPresentationCustom;
        } else if ([segue.identifier isEqualToString:@"showCamera"]) {
            UIViewController *vc = segue.destinationViewController;
            vc.transitioningDelegate = self;
        }
    }
    @end
    """

  @Test func aSegueWhoseBranchAlsoSetsTheCustomStyleIsACustomPresentation() throws {
    let debug = try RoundNContextTests.decideObjC(
      RoundNContextTests.segueScenes(), code: Self.customPrepare, id: "vc-Debug")
    let context = try #require(debug.context)
    #expect(context.isAssumed)
    #expect(
      debug.unresolved.first?.hasPrefix(
        "context assumed: presented with a custom presentation (modalPresentationStyle .custom"
          + " by Code.m:8)") == true, "\(debug.unresolved)")
    // The camera's branch sets no style: the delegate alone leaves the automatic style.
    let camera = try RoundNContextTests.decideObjC(
      RoundNContextTests.segueScenes(), code: Self.customPrepare, id: "vc-Camera")
    #expect(
      camera.unresolved.first?.contains("while its style stays automatic") == true,
      "\(camera.unresolved)")
  }

  // MARK: A controller's own `modalPresentationStyle` getter (Play SRG)

  @Test func aControllersOwnStyleGetterIsItsStyle() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/MediaPlayerViewController.m",
        """
        @implementation MediaPlayerViewController
        - (UIModalPresentationStyle)modalPresentationStyle
        {
            return UIModalPresentationCustom;
        }
        @end
        """
      ),
      (
        "App/Sheet.swift",
        """
        class SheetViewController: UIViewController {
          override var modalPresentationStyle: UIModalPresentationStyle {
            get { return .formSheet }
            set { }
          }
        }
        class ChoiceViewController: UIViewController {
          override var modalPresentationStyle: UIModalPresentationStyle {
            get { return compact ? .fullScreen : .formSheet }
            set { }
          }
        }
        """
      ),
    ])
    let player = index.facts(of: "MediaPlayerViewController").filter {
      $0.kind == .modalPresentationStyle
    }
    #expect(player.map(\.value) == [.name("custom")])
    let sheet = index.facts(of: "SheetViewController").filter { $0.kind == .modalPresentationStyle }
    #expect(sheet.map(\.value) == [.name("formSheet")])
    // An answer computed at run time states nothing.
    #expect(
      index.facts(of: "ChoiceViewController").filter { $0.kind == .modalPresentationStyle }
        .isEmpty)
  }

  // MARK: A nib named by the app's class method from the class name (CycleStreets)

  static let nibNameMethod = [
    (
      "App/SuperViewController.m",
      """
      @interface SuperViewController : UIViewController
      @end
      @implementation SuperViewController
      + (NSString *)nibName {
          return [[self className] stringByReplacingOccurrencesOfString:@"Controller" withString:@""];
      }
      @end
      """
    ),
    (
      "App/PhotoMapViewController.m",
      """
      @interface AccountViewController : SuperViewController
      @end
      @interface PhotoMapViewController : SuperViewController
      @end
      @implementation PhotoMapViewController
      - (void)showAccount {
          AccountViewController *account = [[AccountViewController alloc] initWithNibName:[AccountViewController nibName] bundle:nil];
          [self presentModalViewController:account animated:YES];
      }
      - (void)showOther {
          OtherViewController *other = [[OtherViewController alloc] initWithNibName:[OtherViewController nibName] bundle:nil];
          [self presentViewController:other animated:YES completion:nil];
      }
      @end
      """
    ),
  ]

  @Test func aNibNamedByTheClassNameMethodIsThatNib() throws {
    let index = CodeIndex.read(sources: Self.nibNameMethod)
    let shown = index.showings(of: .nib("AccountView"))
    #expect(shown.count == 1)
    #expect(shown.first?.way == .presented)
    // A class the app does not declare: its method is not known, nothing is claimed.
    #expect(index.showings(of: .nib("OtherView")).isEmpty)
  }

  // MARK: A static helper that is handed the presenter and never called (round W's CosmicCypher)

  static let staticHelpers = [
    (
      "App/TimeStreamInterfaceViewController.swift",
      """
      class TimeStreamInterfaceViewController: UIViewController {
        static func create() -> TimeStreamInterfaceViewController? {
          guard let viewController = UIStoryboard(name: "TimeStreamInterface", bundle: nil).instantiateViewController(withIdentifier: "TimeStreamInterfaceViewController") as? TimeStreamInterfaceViewController else {
            return nil
          }
          return viewController
        }
        static func present(from parentViewController: UIViewController) {
          guard let viewController = create() else { return }
          parentViewController.present(viewController, animated: true, completion: nil)
        }
        static func present(in containerView: UIView, parent: UIViewController) {
          guard let viewController = create() else { return }
          parent.addChild(viewController)
          containerView.addSubview(viewController.view)
        }
      }
      """
    ),
    (
      "App/ResonanceReportViewController.swift",
      """
      class ResonanceReportViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          TimeStreamInterfaceViewController.present(in: timeStreamContainer, parent: self)
          SettingsViewController.show(from: self)
        }
      }
      class SettingsViewController: UIViewController {
        static func show(from parent: UIViewController) {
          let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Settings")
          parent.present(settings, animated: true)
        }
      }
      """
    ),
  ]

  @Test func anUncalledStaticHelperShowsNothing() throws {
    let index = CodeIndex.read(sources: Self.staticHelpers)
    let shown = index.showings(
      of: .storyboardScene(
        storyboard: "TimeStreamInterface", identifier: "TimeStreamInterfaceViewController"))
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { $0.way == .child }, "\(shown.map(\.description))")
    // A static helper the app calls still shows its screen.
    let settings = index.showings(
      of: .storyboardScene(storyboard: "Settings", identifier: "Settings"))
    #expect(settings.contains { $0.way == .presented })
  }
}
