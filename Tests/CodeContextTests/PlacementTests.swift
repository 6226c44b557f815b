import Foundation
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Views the app's own helper code places (``CodeFact/Kind/outletPlaced``): small rewrites of
/// a base controller whose margins helper hands the subclass's top bar to a utility class that
/// sets its frame, of a `UIView` extension that sets a frame, and of constraints made in code;
/// each with a look-alike that places nothing.
@Suite struct PlacementTests {
  /// A base class whose `viewWillAppear` helper hands `[self topView]` (the subclass's answer) to
  /// a class method that sets its frame; a look-alike helper that only styles its argument.
  static let objectiveC = """
    @interface BaseController : UIViewController
    @end
    @implementation BaseController
    - (UIView *)topView { return nil; }
    - (UIView *)bottomView { return nil; }
    - (void)applyMargins { [self applyMargins:self.view.frame.size]; }
    - (void)applyMargins:(CGSize)size
    {
        [LayoutUtilities adjust:size top:[self topView] bottom:[self bottomView]];
    }
    - (void)viewWillAppear:(BOOL)animated
    {
        [super viewWillAppear:animated];
        [self applyMargins];
    }
    @end

    @interface LayoutUtilities : NSObject
    @end
    @implementation LayoutUtilities
    + (void)adjust:(CGSize)size top:(UIView *)top bottom:(UIView *)bottom
    {
        CGRect frame = top.frame;
        frame.size.height = 64 + [self statusBarHeight];
        top.frame = frame;
        bottom.layer.shadowOpacity = 0.3;
    }
    + (void)styleView:(UIView *)view { view.backgroundColor = UIColor.redColor; }
    @end

    @interface FilterController : BaseController
    @property (weak, nonatomic) IBOutlet UIView *header;
    @property (weak, nonatomic) IBOutlet UIView *footer;
    @property (weak, nonatomic) IBOutlet UIView *badge;
    @end
    @implementation FilterController
    - (UIView *)topView { return _header; }
    - (UIView *)bottomView { return _footer; }
    - (void)viewDidLoad
    {
        [super viewDidLoad];
        [LayoutUtilities styleView:_badge];
    }
    @end
    """

  @Test func objectiveCHelperPlacesTheSubclassOutlet() throws {
    let index = CodeIndex.read(sources: [("App/Filter.m", Self.objectiveC)])
    let placed = index.context(ofClass: "FilterController").facts.filter {
      $0.kind == .outletPlaced
    }
    // The header's frame is set by the utility (line 25); the footer is only styled there, the
    // badge only coloured: neither is placed.
    #expect(placed.map(\.subject) == ["_header"])
    let fact = try #require(placed.first)
    #expect(fact.value == .name("adjust"))
    #expect(fact.placedAt?.line == 25)
    #expect(fact.location.line == 14)  // `[self applyMargins]` in the base's viewWillAppear
    #expect(fact.method == "viewWillAppear")
    // The base class's own `topView` returns nil: nothing of its own is placed.
    #expect(!index.context(ofClass: "BaseController").facts.contains { $0.kind == .outletPlaced })
  }

  /// A Swift controller calling a `UIView` extension on an outlet, a free function that makes
  /// SnapKit constraints, and anchors in `viewDidLoad`; look-alikes: an extension method that
  /// only reads the frame, a helper called on a branch.
  static let swift = """
    extension UIView {
      func pinToBottom(of container: UIView) {
        frame = CGRect(x: 0, y: container.bounds.height - 60, width: container.bounds.width, height: 60)
      }
      func describeFrame() -> String { "\\(frame)" }
    }
    func layoutBanner(_ banner: UIView, in parent: UIView) {
      banner.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }
    class PanelViewController: UIViewController {
      @IBOutlet weak var toolbar: UIView!
      @IBOutlet weak var banner: UIView!
      @IBOutlet weak var caption: UILabel!
      @IBOutlet weak var badge: UIView!
      @IBOutlet weak var spinner: UIView!
      override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.pinToBottom(of: view)
        layoutBanner(banner, in: view)
        _ = caption.describeFrame()
        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        if isEditing { badge.pinToBottom(of: view) }
      }
    }
    """

  @Test func swiftExtensionFunctionAndAnchors() throws {
    let index = CodeIndex.read(sources: [("App/Panel.swift", Self.swift)])
    let placed = index.context(ofClass: "PanelViewController").facts.filter {
      $0.kind == .outletPlaced
    }
    #expect(placed.map(\.subject) == ["toolbar", "banner", "spinner", "badge"])
    #expect(placed.map(\.value.isResolved) == [true, true, true, false])
    #expect(placed[0].value == .name("pinToBottom"))
    #expect(placed[0].placedAt?.line == 3)
    #expect(placed[1].value == .name("layoutBanner"))
    #expect(placed[2].value == .name("constraint"))
    #expect(placed[3].value == .unresolved("placed on a runtime branch"))
  }

  /// In project mode the placed outlet's subtree is not judged, and the decision says why.
  @Test func placedOutletIsNotJudged() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FilterController">
            <connections>
              <outlet property="header" destination="hdr" id="o1"/>
              <outlet property="footer" destination="ftr" id="o2"/>
              <outlet property="view" destination="root" id="o3"/>
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
              <view contentMode="scaleToFill" id="hdr">
                <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" id="close">
                    <rect key="frame" x="8" y="20" width="44" height="44"/>
                  </button>
                </subviews>
              </view>
              <view contentMode="scaleToFill" id="ftr">
                <rect key="frame" x="0.0" y="808" width="393" height="44"/>
              </view>
            </subviews>
          </view>
        </objects>
      </document>
      """
    let document = try IBDocument(data: Data(xib.utf8), path: "App/FilterController.xib")
    let index = CodeIndex.read(sources: [("App/Filter.m", Self.objectiveC)])
    let controller = try #require(document.scenes.first?.controller)
    let decision = index.decide(
      controller, in: document, identifiers: StoryboardIdentifiers([document]))
    #expect(decision.notJudgedViewIDs == ["close", "hdr"])
    #expect(
      decision.remarks.contains { $0.hasPrefix("'header' placed by code: adjust at Filter.m:25") })
  }
}
