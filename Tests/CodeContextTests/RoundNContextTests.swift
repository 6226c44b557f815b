import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Fresh round M's code-context classes left after the eleventh session, rewritten small
/// (training from then on; `Documentation/CodeContext.md`, `/work/notes/M/roundM-context-classes.md`).
@Suite struct RoundNContextTests {
  // MARK: A view pinned to a view whose constraint constant code sets

  /// PocketTrailer's snooze editor: the picker's bottom constraint is an outlet whose constant
  /// the code sets (above the tab bar when shown, below the screen when hidden); the picker's
  /// backdrop is pinned top and bottom to the picker. A label pinned above the picker and to the
  /// root view's top, and a strip pinned beside the picker but to the safe area's bottom, are
  /// held by more than the picker.
  static let snooze = RoundHContextTests.storyboard(
    RoundHContextTests.scene(
      "Snooze", "SnoozingEditorViewController",
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="backdrop">
          <rect key="frame" x="0.0" y="636" width="393" height="216"/>
        </view>
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
          <rect key="frame" x="0.0" y="636" width="393" height="216"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wheel">
              <rect key="frame" x="0.0" y="0.0" width="393" height="216"/>
            </view>
          </subviews>
        </pickerView>
        <label opaque="NO" text="Snooze" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
          <rect key="frame" x="20" y="0.0" width="200" height="21"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
          <rect key="frame" x="0.0" y="800" width="393" height="52"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shade">
          <rect key="frame" x="0.0" y="0.0" width="393" height="216"/>
        </view>
        """,
      constraints: """
        <constraint firstAttribute="bottom" secondItem="picker" secondAttribute="bottom" id="picker-bottom"/>
        <constraint firstItem="backdrop" firstAttribute="top" secondItem="picker" secondAttribute="top" id="b1"/>
        <constraint firstItem="backdrop" firstAttribute="bottom" secondItem="picker" secondAttribute="bottom" id="b2"/>
        <constraint firstItem="backdrop" firstAttribute="leading" secondItem="picker" secondAttribute="leading" id="b3"/>
        <constraint firstItem="shade" firstAttribute="centerY" secondItem="wheel" secondAttribute="centerY" id="s1"/>
        <constraint firstItem="caption" firstAttribute="bottom" secondItem="picker" secondAttribute="top" id="c1"/>
        <constraint firstItem="caption" firstAttribute="top" secondItem="root-Snooze" secondAttribute="top" id="c2"/>
        <constraint firstItem="strip" firstAttribute="leading" secondItem="picker" secondAttribute="leading" id="t1"/>
        <constraint firstItem="strip" firstAttribute="bottom" secondItem="safe-Snooze" secondAttribute="bottom" id="t2"/>
        """,
      connections: """
        <outlet property="pickerBottom" destination="picker-bottom" id="o1"/>
        """))

  static let snoozeCode = """
    class SnoozingEditorViewController: UIViewController {
      @IBOutlet private var pickerBottom: NSLayoutConstraint!
      @IBOutlet private var picker: UIPickerView!
      private func showPicker() {
        pickerBottom.constant = tabBarController?.tabBar.frame.height ?? 0
      }
      private func hidePicker() {
        pickerBottom.constant = -picker.frame.height
      }
    }
    """

  @Test func aViewPinnedOnlyToAViewWhoseConstantCodeSetsIsNotJudged() throws {
    let decision = try RoundHContextTests.decide(
      Self.snooze, code: Self.snoozeCode, id: "vc-Snooze")
    // The picker (and its subviews), its backdrop, and a view pinned to a subview of it.
    #expect(decision.notJudgedViewIDs == ["backdrop", "picker", "shade", "wheel"])
    #expect(
      decision.remarks.contains {
        $0.hasPrefix("'pickerBottom'.constant set by Code.swift:5 (showPicker)")
      }, "\(decision.remarks)")
  }

  /// A decision for controller `id` of `storyboard` with Objective-C `code`.
  static func decideObjC(_ storyboard: String, code: String, id: String) throws -> ScreenDecision {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.m", code)])
    let controller = try #require(document.scenes.first { $0.controller.id == id }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  // MARK: The held bar hidden through its view's `hidden`

  /// OpenStreetCam's video player hides the bar of the navigation controller holding it in
  /// `viewDidLoad` with the bar view's own property, and shows it again when it goes away.
  static let player = """
    @interface PlayerViewController : UIViewController
    @end
    @implementation PlayerViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.navigationController.navigationBar.hidden = YES;
    }
    - (void)viewWillDisappear:(BOOL)animated {
        [super viewWillDisappear:animated];
        self.navigationController.navigationBar.hidden = NO;
    }
    @end
    """

  static func barHidden(_ code: String, file: String = "App/Player.m") -> CodeFact? {
    CodeIndex.read(sources: [(file, code)]).context(ofClass: "PlayerViewController").fact(
      .navigationBarHidden)
  }

  @Test func theHeldBarHiddenThroughItsViewHidesIt() throws {
    let fact = try #require(Self.barHidden(Self.player))
    #expect(fact.value == .bool(true))
    #expect(fact.location.fileNameAndLine == "Player.m:6")
    let swift = """
      class PlayerViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.navigationBar.isHidden = true
        }
      }
      """
    #expect(Self.barHidden(swift, file: "App/Player.swift")?.value == .bool(true))
    let message = Self.player.replacingOccurrences(
      of: "self.navigationController.navigationBar.hidden = YES;",
      with: "[self.navigationController.navigationBar setHidden:YES];")
    #expect(Self.barHidden(message)?.value == .bool(true))
  }

  @Test func aBarViewHiddenOnAnEventOrABranchOrItsTintSaysNothingDecided() {
    // Only in the action that leaves: no fact.
    let action = Self.player.replacingOccurrences(
      of: "self.navigationController.navigationBar.hidden = YES;",
      with: "self.navigationController.navigationBar.tintColor = UIColor.whiteColor;")
    #expect(Self.barHidden(action) == nil)
    let branch = Self.player.replacingOccurrences(
      of: "self.navigationController.navigationBar.hidden = YES;",
      with: "if (self.fullScreen) { self.navigationController.navigationBar.hidden = YES; }")
    #expect(Self.barHidden(branch).map { $0.value.isResolved } == false)
  }

  // MARK: A container the code fills with a view it makes

  static let mapScene = RoundHContextTests.storyboard(
    RoundHContextTests.scene(
      "Player", "PlayerViewController",
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map" userLabel="mapview">
          <rect key="frame" x="0.0" y="0.0" width="393" height="262"/>
          <color key="backgroundColor" white="0.23" alpha="1" colorSpace="calibratedWhite"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
          <rect key="frame" x="0.0" y="300" width="393" height="60"/>
        </view>
        """,
      connections: """
        <outlet property="mapViewContainer" destination="map" id="o1"/>
        <outlet property="badgeContainer" destination="badge" id="o2"/>
        """))

  /// OpenStreetCam's video player makes a map view to its container's bounds and hands both to
  /// a category helper that adds and pins it; here without the user setting around it.
  static func mapCode(_ make: String) -> String {
    """
    @interface PlayerViewController : UIViewController
    @end
    @implementation PlayerViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        \(make)
        [UIViewController addMapView:self.mapView toView:self.mapViewContainer];
        UIView *dot = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 8, 8)];
        [self.badgeContainer addSubview:dot];
    }
    @end
    """
  }

  @Test func aContainerTheCodeFillsWithAViewItMakesIsNotJudged() throws {
    let decision = try Self.decideObjC(
      Self.mapScene,
      code: Self.mapCode(
        "self.mapView = [[MKMapView alloc] initWithFrame:self.mapViewContainer.bounds];"),
      id: "vc-Player")
    // The map's container; not the badge's, which gets an 8-pt dot.
    #expect(decision.notJudgedViewIDs == ["map"])
    #expect(
      decision.remarks.contains {
        $0.hasPrefix("'mapViewContainer' filled by code with a 'MKMapView' made at Code.m:6")
      }, "\(decision.remarks)")
  }

  /// The real case: the map is made only when a user setting allows it; otherwise the
  /// document's grey view shows, and is judged.
  @Test func aContainerFilledOnABranchStaysJudged() throws {
    let decision = try Self.decideObjC(
      Self.mapScene,
      code: Self.mapCode(
        """
        if ([Defaults shared].enableMap) {
                self.mapView = [[MKMapView alloc] initWithFrame:self.mapViewContainer.bounds];
            }
        """),
      id: "vc-Player")
    #expect(decision.notJudgedViewIDs.isEmpty)
    #expect(
      decision.remarks.contains { $0.hasPrefix("outletFilled at Code.m:9 not applied") },
      "\(decision.remarks)")
  }

  // MARK: A presentation segue whose destination gets a transitioning delegate

  static func segueScenes() -> String {
    RoundHContextTests.storyboard(
      RoundHContextTests.scene(
        "Map", "MapViewController",
        connections: """
          <segue destination="vc-Camera" kind="presentation" identifier="showCamera" id="sg1"/>
          <segue destination="vc-Debug" kind="presentation" identifier="showDebug" id="sg2"/>
          """),
      RoundHContextTests.scene("Camera", "CameraViewController"),
      RoundHContextTests.scene("Debug", "DebugViewController"))
  }

  /// OpenStreetCam's map screen gives the camera screen's segue (among others) a transitioning
  /// delegate in `prepareForSegue:sender:`, on a branch of the segue's identifier; the debug
  /// screen's segue gets none.
  static let prepare = """
    @interface MapViewController : UIViewController <UIViewControllerTransitioningDelegate>
    @end
    @implementation MapViewController
    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
        if ([segue.identifier isEqualToString:@"showPlayer"]) {
            PlayerViewController *vc = segue.destinationViewController;
            vc.selectedIndex = 2;
        } else if ([segue.identifier isEqualToString:@"showCamera"] ||
                   [segue.identifier isEqualToString:@"showProfile"]) {
            UIViewController *vc = segue.destinationViewController;
            vc.transitioningDelegate = self;
        }
    }
    @end
    """

  @Test func aSegueGivenATransitioningDelegateKeepsAnAssumedContext() throws {
    let camera = try Self.decideObjC(Self.segueScenes(), code: Self.prepare, id: "vc-Camera")
    let context = try #require(camera.context)
    #expect(context.isAssumed)
    #expect(context.kind == .presented)
    #expect(
      camera.unresolved.first?.hasPrefix(
        "context assumed: presented by a segue whose destination gets a transitioning delegate"
          + " in prepare(for:sender:) (Code.m:11)") == true, "\(camera.unresolved)")
    // The debug screen's segue is on no branch that gives it the delegate.
    let debug = try Self.decideObjC(Self.segueScenes(), code: Self.prepare, id: "vc-Debug")
    #expect(debug.context == nil)
    #expect(debug.unresolved.isEmpty)
  }

  // MARK: Reading gaps: an initializer's `if (self)`, pushes inside blocks

  /// Micro.blog's filters screen sets `edgesForExtendedLayout` in its own initializer, inside
  /// `if (self)`.
  static func filters(_ condition: String) -> String {
    """
    @interface FiltersController : UIViewController
    @end
    @implementation FiltersController
    - (id) initWithPhoto:(Photo *)photo
    {
        self = [super initWithNibName:@"Filters" bundle:nil];
        if (\(condition)) {
            self.edgesForExtendedLayout = UIRectEdgeNone;
            self.photo = photo;
        }
        return self;
    }
    @end
    """
  }

  @Test func anInitializersSelfCheckHolds() throws {
    func edges(_ condition: String) -> CodeFact? {
      CodeIndex.read(sources: [("App/Filters.m", Self.filters(condition))])
        .context(ofClass: "FiltersController").fact(.edgesForExtendedLayout)
    }
    let fact = try #require(edges("self"))
    #expect(fact.value == .edges([]))
    #expect(fact.location.fileNameAndLine == "Filters.m:8")
    #expect(edges("self != nil")?.value == .edges([]))
    // A condition on anything else keeps it on a branch.
    #expect(edges("photo").map { $0.value.isResolved } == false)
  }

  /// Micro.blog pushes its WordPress screen from a completion handler, inside a main-queue
  /// dispatch macro: both blocks are handed to a message or a call.
  @Test func aPushInsideBlocksHandedToCallsIsRead() {
    let code = """
      @interface ExternalController : UIViewController
      @end
      @interface WordpressController : UIViewController
      @end
      @implementation ExternalController
      - (void) finish:(id)sender
      {
          [Session executeRequest:request completionHandler:^(Response* response) {
              if ([response.links count] > 0) {
                  DispatchMainAsync (^{
                      WordpressController* controller = [[WordpressController alloc] initWithWebsite:url];
                      [self.navigationController pushViewController:controller animated:YES];
                  });
              }
          }];
      }
      @end
      """
    let index = CodeIndex.read(sources: [("App/External.m", code)])
    let showing = index.showings(ofClass: "WordpressController").first
    #expect(showing?.way == .pushed)
    #expect(showing?.location.fileNameAndLine == "External.m:12")
    #expect(showing?.conditional == true)
  }

  // MARK: Round N (training): a popover whose own initializer sets its style

  /// Awful's page picker: its own `init` sets `.popover` and makes itself the popover's delegate,
  /// answering `.none`; the posts screen presents it without a style. Look-alike: a picker whose
  /// delegate answers a full screen adapts as before.
  static func selectotron(answer: String) -> String {
    SourceFixture.selectotron(answer: answer)
  }

  @Test func aPopoverWhoseOwnInitializerSetsItsStyleStaysAPopover() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Selectotron">
            <connections><outlet property="view" destination="v"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="v">
            <rect key="frame" x="0.0" y="0.0" width="320" height="260"/>
          </view>
        </objects>
      </document>
      """
    let document = try IBDocument(data: Data(xib.utf8), path: "App/Selectotron.xib")
    func decide(_ answer: String) throws -> ScreenDecision {
      CodeIndex.read(sources: [("App/Posts.swift", Self.selectotron(answer: answer))]).decide(
        try #require(document.scenes.first?.controller), in: document,
        identifiers: StoryboardIdentifiers([document]))
    }
    let kept = try decide(".none")
    #expect(kept.context?.presentationStyle == "popover")
    #expect(kept.context?.keepsPopoverWhenCompact == true)
    #expect(
      kept.context?.description.contains(
        "its own modalPresentationStyle .popover by Posts.swift:10")
        == true, "\(kept.context?.description ?? "")")
    let adapts = try decide(".fullScreen")
    #expect(adapts.context?.presentationStyle == "popover")
    #expect(adapts.context?.keepsPopoverWhenCompact == false)
  }

  // MARK: Round N (training): storyboard names and identifiers in string constants

  /// Glucosio names its storyboard and scenes through `static NSString *const` constants of a
  /// header (and a `#define`); a name defined twice with different values is not resolved.
  @Test func stringConstantsNameStoryboardsAndScenes() throws {
    let header = """
      static NSString *const kMainStoryboardIdentifier = @"Main";
      #define kNotesEditorIdentifier @"NotesEditor"
      static NSString *const kTwice = @"One";
      """
    let other = """
      static NSString *const kTwice = @"Two";
      """
    let code = """
      @interface ReadingEditorViewController : UIViewController
      @end
      @implementation ReadingEditorViewController
      - (void)notes:(id)sender {
          UIStoryboard *main = [UIStoryboard storyboardWithName:kMainStoryboardIdentifier bundle:nil];
          NotesEditorViewController *editor = (NotesEditorViewController *)[main instantiateViewControllerWithIdentifier:kNotesEditorIdentifier];
          [self.navigationController pushViewController:editor animated:YES];
          UIViewController *twice = [main instantiateViewControllerWithIdentifier:kTwice];
          [self presentViewController:twice animated:YES completion:nil];
      }
      @end
      """
    let index = CodeIndex.read(sources: [
      ("App/ViewController.h", header), ("App/Other.h", other), ("App/Editor.m", code),
    ])
    let screens = index.showings.map(\.screen)
    #expect(screens.contains(.storyboardScene(storyboard: "Main", identifier: "NotesEditor")))
    #expect(!screens.contains { if case .storyboardScene(_, "One") = $0 { true } else { false } })
    #expect(
      index.unresolved.contains { $0.reason.contains("kTwice") }, "\(index.unresolved)")
  }
}
