import DeviceCatalog
import Foundation
import HeadlessUIKit
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Code-context classes of fresh round Y (`Documentation/Journal/2026-12-02-context-Y.md`),
/// rewritten small.
@Suite struct RoundYContextTests {
  // MARK: The status bar of a flow presented with `.custom` (Gulps)

  /// Gulps' drink screen presents the feedback flow (a navigation controller with its bar
  /// hidden) by a modal segue, giving it a transitioning delegate and `.custom` in
  /// `prepare(for:sender:)`; the flow's screens hide the status bar, the drink screen does not.
  static func feedbackStoryboard(segueStyle: String = "") -> String {
    RoundHContextTests.storyboard(
      RoundHContextTests.scene(
        "Drink", "DrinkViewController",
        connections: """
          <segue destination="nav-Feedback" kind="modal" identifier="feedback"\(segueStyle) id="sg1"/>
          """),
      IBFixture.scene(
        "s-nav",
        IBFixture.navigationController(
          id: "nav-Feedback", attributes: #" navigationBarHidden="YES""#, root: "vc-Feedback")),
      RoundHContextTests.scene(
        "Feedback", "FeedbackViewController",
        connections: #"<segue destination="vc-Sorry" kind="push" id="sg2"/>"#),
      RoundHContextTests.scene("Sorry", "FeedbackViewController"))
  }

  static func feedbackCode(_ prepareBody: String) -> String {
    """
    class DrinkViewController: UIViewController, UIViewControllerTransitioningDelegate {
      override var prefersStatusBarHidden: Bool {
        return false
      }
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "feedback" {
    \(prepareBody)
        }
      }
    }
    class FeedbackViewController: UIViewController {
      override var prefersStatusBarHidden: Bool {
        return true
      }
    }
    """
  }

  static let customPrepare = feedbackCode(
    """
          let controller = segue.destination
          controller.transitioningDelegate = self
          controller.modalPresentationStyle = .custom
    """)

  @Test func aFlowPresentedCustomIsNotAskedForTheStatusBar() throws {
    for id in ["vc-Feedback", "vc-Sorry"] {
      let decision = try RoundHContextTests.decide(
        Self.feedbackStoryboard(), code: Self.customPrepare, id: id)
      #expect(decision.traits.prefersStatusBarHidden == nil, "\(id)")
      #expect(
        !decision.applied.contains { $0.hasPrefix("status bar hidden") }, "\(decision.applied)")
      #expect(
        decision.remarks.contains {
          $0.hasPrefix(
            "prefersStatusBarHidden at Code.swift:15 not applied: the flow is presented with"
              + " .custom by Code.swift:9")
        }, "\(decision.remarks)")
    }
  }

  @Test func aFlowThatCapturesTheStatusBarOrIsPresentedFullScreenIsAsked() throws {
    // The same prepare that also hands the status bar over.
    let captures = Self.feedbackCode(
      """
            let controller = segue.destination
            controller.transitioningDelegate = self
            controller.modalPresentationStyle = .custom
            controller.modalPresentationCapturesStatusBarAppearance = true
      """)
    // No transitioning delegate: the segue's own full-screen style.
    let plain = Self.feedbackCode("      print(segue)")
    for (storyboard, code) in [
      (Self.feedbackStoryboard(), captures),
      (Self.feedbackStoryboard(segueStyle: #" modalPresentationStyle="fullScreen""#), plain),
    ] {
      let decision = try RoundHContextTests.decide(storyboard, code: code, id: "vc-Feedback")
      #expect(decision.traits.prefersStatusBarHidden == true)
      #expect(
        decision.applied.contains { $0.hasPrefix("status bar hidden by Code.swift:") },
        "\(decision.applied)")
    }
  }

  // MARK: A storyboard segue of the app's own class that sets the style (RWDevCon)

  /// RWDevCon's schedule presents the conference map by a presentation segue of its own class,
  /// whose `perform()` makes the map a page sheet on iPads before presenting.
  static func mapStoryboard(segueClass: String = "MapPresentationSegue") -> String {
    RoundHContextTests.storyboard(
      RoundHContextTests.scene(
        "Schedule", "ScheduleViewController",
        connections: """
          <segue destination="vc-Map" kind="presentation" customClass="\(segueClass)" customModule="App" id="sg1"/>
          """),
      RoundHContextTests.scene("Map", "ConferenceMapViewController"))
  }

  static func segueCode(_ performBody: String) -> String {
    """
    final class MapPresentationSegue: UIStoryboardSegue {
      override func perform() {
    \(performBody)
        super.perform()
      }
    }
    """
  }

  @Test func aSegueClassThatSetsTheStyleOnIPadsPresentsThereInIt() throws {
    let code = Self.segueCode(
      """
          let idiom = source.traitCollection.userInterfaceIdiom
          if idiom == .pad {
            destination.modalPresentationStyle = .pageSheet
          }
      """)
    let decision = try RoundHContextTests.decide(Self.mapStoryboard(), code: code, id: "vc-Map")
    let context = try #require(decision.context)
    #expect(!context.isAssumed)
    #expect(context.kind == .presented)
    #expect(context.presentationStyleByIdiom == ["pad": "pageSheet"])
    #expect(
      decision.applied == [
        "presented pageSheet on iPads by the segue's class MapPresentationSegue (Code.swift:5)"
      ], "\(decision.applied)")
  }

  @Test func aSegueClassThatSetsTheStyleEverywhereOrAfterPresentingOrOnARuntimeBranch() throws {
    // Unconditional: every device.
    let everywhere = Self.segueCode("    destination.modalPresentationStyle = .formSheet")
    let decided = try RoundHContextTests.decide(
      Self.mapStoryboard(), code: everywhere, id: "vc-Map")
    #expect(
      decided.context?.presentationStyleByIdiom == ["phone": "formSheet", "pad": "formSheet"])
    // After super.perform(): too late for the presentation; on a runtime branch: not known.
    let late = """
      final class MapPresentationSegue: UIStoryboardSegue {
        override func perform() {
          super.perform()
          destination.modalPresentationStyle = .formSheet
        }
      }
      """
    let branch = Self.segueCode(
      """
          if UserDefaults.standard.bool(forKey: "sheet") {
            destination.modalPresentationStyle = .pageSheet
          }
      """)
    for code in [late, branch] {
      let decision = try RoundHContextTests.decide(Self.mapStoryboard(), code: code, id: "vc-Map")
      #expect(decision.context == nil, "\(decision.applied)")
    }
    // A segue of a class the app does not declare sets nothing.
    let other = try RoundHContextTests.decide(
      Self.mapStoryboard(segueClass: "FadeSegue"), code: everywhere, id: "vc-Map")
    #expect(other.context == nil)
  }

  @MainActor @Test func theStyleByIdiomIsTheOneTheBuilderPresentsWith() throws {
    var document = try IBDocument(
      data: Data(Self.mapStoryboard().utf8), path: "App/Main.storyboard")
    var context = IBPresentationContext.resolve("vc-Map", in: document)
    context.presentationStyleByIdiom = ["pad": "formSheet"]
    document.externalContexts["vc-Map"] = context
    let scene = try #require(document.scenes.first { $0.controller.id == "vc-Map" })
    for (name, expected) in [
      ("iPad Air (5th generation)", UIModalPresentationStyle.formSheet),
      ("iPhone 15", .automatic),
    ] {
      let device = try #require(DeviceCatalog.device(named: name), "\(name)")
      let result = try IBBuilder.build(
        document, scene: scene, environment: Environment(device: device, ios: 17))
      #expect(result.sceneController.modalPresentationStyle == expected, "\(name)")
    }
  }

  // MARK: A constraint constant set on an idiom's branch only (iAmiga)

  /// iAmiga's state manager moves its name field's and list's right edges in
  /// `configureForDevice` (called from `viewDidLoad`), on iPads only; a third constant is set on
  /// a runtime branch.
  static let states = RoundHContextTests.storyboard(
    RoundHContextTests.scene(
      "States", "StateManagementController",
      subviews: """
        <tableView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
          <rect key="frame" x="0.0" y="100" width="393" height="600"/>
        </tableView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
          <rect key="frame" x="0.0" y="800" width="393" height="52"/>
        </view>
        """,
      constraints: """
        <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="list-right"/>
        <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="footer-bottom"/>
        """,
      connections: """
        <outlet property="listRight" destination="list-right" id="o1"/>
        <outlet property="footerBottom" destination="footer-bottom" id="o2"/>
        """))

  static let statesCode = """
    @interface StateManagementController : UIViewController
    @property (nonatomic, weak) IBOutlet NSLayoutConstraint *listRight;
    @property (nonatomic, weak) IBOutlet NSLayoutConstraint *footerBottom;
    @end
    @implementation StateManagementController
    - (void)viewDidLoad {
        [super viewDidLoad];
        [self configureForDevice];
    }
    - (void)configureForDevice {
        if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad) {
            int distance = self.view.frame.size.width - 300;
            self.listRight.constant = distance;
        }
        if (self.showsFooter) {
            self.footerBottom.constant = 0;
        }
    }
    @end
    """

  @Test func aConstantSetOnAnIdiomsBranchOnlyLeavesItsViewsUnjudgedThereOnly() throws {
    let decision = try RoundNContextTests.decideObjC(
      Self.states, code: Self.statesCode, id: "vc-States")
    // The runtime branch: any value is one some screen shows, so never judged.
    #expect(decision.notJudgedViewIDs == ["footer"], "\(decision.notJudgedViewIDs)")
    // The iPad branch: not judged on iPads only.
    #expect(
      decision.notJudgedViewIDsWhen == [
        ScreenDecision.ViewsNotJudged(when: EnvironmentCase(idiom: "pad"), viewIDs: ["list"])
      ], "\(decision.notJudgedViewIDsWhen)")
    #expect(
      decision.remarks.contains {
        $0.hasPrefix("'listRight'.constant set ") && $0.hasSuffix("not judged there")
      }, "\(decision.remarks)")
  }
}
