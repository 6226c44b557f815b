import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// A screen presented with `modalPresentationStyle = .custom`: its frame is its presentation
/// controller's `frameOfPresentedViewInContainerView`, code the reader does not evaluate, so the
/// screen's context is assumed (laid out full screen, its top edge not judged). From MEWconnect
/// (round J: a bottom card whose Typhoon assembly injects `UIModalPresentationCustom`, shown by a
/// storyboard presentation segue without a style; its close button 16 pt below the card's top
/// was reported "in the status bar"), rewritten small.
@Suite struct CustomPresentationTests {
  static func storyboard(segueStyle: String? = nil) -> String {
    let style = segueStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
    let close = """
      <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
        <rect key="frame" x="323" y="16" width="36" height="36"/>
      </button>
      """
    return IBFixture.storyboard(
      initial: "vc-Home",
      scenes: [
        IBFixture.scene(
          "s-Home",
          IBFixture.viewController(
            id: "vc-Home", customClass: "HomeViewController", rootID: "root-Home", width: 375,
            height: 667, resizes: false,
            connections:
              #"<segue destination="vc-Card" kind="presentation" identifier="HomeToCard"\#(style) id="sg-1"/>"#
          )),
        IBFixture.scene(
          "s-Card",
          IBFixture.viewController(
            id: "vc-Card", customClass: "CardViewController", rootID: "root-Card", width: 375,
            height: 667, resizes: false, subviews: close)),
      ].joined(separator: "\n"))
  }

  /// A Typhoon assembly that builds the card with the given style constant.
  static func assembly(_ style: String = "UIModalPresentationCustom") -> String {
    """
    @implementation CardAssembly
    - (CardViewController *)viewCard {
      return [TyphoonDefinition withClass:[CardViewController class]
                            configuration:^(TyphoonDefinition *definition) {
                              [definition injectProperty:@selector(output)
                                                    with:[self presenterCard]];
                              [definition injectProperty:@selector(modalPresentationStyle)
                                                    with:@(\(style))];
                            }];
    }
    @end
    """
  }

  static let classes = """
    @interface HomeViewController : UIViewController
    @end
    @interface CardViewController : UIViewController
    @end
    @interface BottomPresentationController : UIPresentationController
    @end
    @implementation BottomPresentationController
    - (CGRect)frameOfPresentedViewInContainerView {
      CGRect bounds = self.containerView.bounds;
      return CGRectMake(0, 60, bounds.size.width, bounds.size.height - 60);
    }
    @end
    """

  static func decide(segueStyle: String? = nil, sources: [(String, String)]) throws
    -> ScreenDecision
  {
    let document = try IBDocument(
      data: Data(storyboard(segueStyle: segueStyle).utf8), path: "App/Wallet.storyboard")
    let index = CodeIndex.read(sources: sources)
    let card = try #require(document.scenes.last?.controller)
    return index.decide(card, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  @Test func anInjectedCustomStyleLeavesTheFrameToThePresentationController() throws {
    let decision = try Self.decide(sources: [
      ("App/Classes.m", Self.classes), ("App/CardAssembly.m", Self.assembly()),
    ])
    let context = try #require(decision.context)
    #expect(context.kind == .root)
    #expect(context.isAssumed)
    #expect(context.isAssumedFullScreen)
    #expect(
      context.description
        == "context assumed: presented with a custom presentation (modalPresentationStyle .custom"
        + " by CardAssembly.m:7): its frame is its presentation controller's"
        + " frameOfPresentedViewInContainerView (Classes.m:8 in the app return their own frame),"
        + " not known statically; laid out full screen, what rests on its top edge is not reported"
    )
    #expect(decision.unresolved == [context.description])
  }

  @Test func theInjectionIsReadWithItsClassAndPlace() throws {
    let index = CodeIndex.read(sources: [
      ("App/Classes.m", Self.classes), ("App/CardAssembly.m", Self.assembly()),
    ])
    let fact = try #require(
      index.facts(of: "CardViewController").first { $0.kind == .modalPresentationStyle })
    #expect(fact.value == .name("custom"))
    #expect(fact.location.line == 7)
    // `output` is not a style: one fact only.
    #expect(index.facts(of: "CardViewController").count { $0.kind == .modalPresentationStyle } == 1)
    #expect(index.presentedFrameOverrides.map(\.line) == [8])
  }

  @Test func aFullScreenInjectionKeepsTheSeguesContext() throws {
    let decision = try Self.decide(sources: [
      ("App/Classes.m", Self.classes),
      ("App/CardAssembly.m", Self.assembly("UIModalPresentationFullScreen")),
    ])
    #expect(decision.context == nil)
    #expect(decision.unresolved.isEmpty)
  }

  @Test func aSegueWithItsOwnStyleWins() throws {
    // A segue that names a style sets it on the destination when it is performed.
    let decision = try Self.decide(
      segueStyle: "fullScreen",
      sources: [("App/Classes.m", Self.classes), ("App/CardAssembly.m", Self.assembly())])
    #expect(decision.context == nil)
  }

  @Test func theControllersOwnInitializerSetsTheStyle() throws {
    let swift = """
      class CardViewController: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          modalPresentationStyle = .custom
          transitioningDelegate = CardTransitions.shared
        }
      }
      """
    let decision = try Self.decide(sources: [("App/Card.swift", swift)])
    #expect(decision.context?.isAssumedFullScreen == true)
    #expect(
      decision.context?.description.hasPrefix(
        "context assumed: presented with a custom presentation (modalPresentationStyle .custom"
          + " by Card.swift:4): its frame is its presentation controller's"
          + " frameOfPresentedViewInContainerView (the default fills the container;") == true)
    // The same statement in an action runs on an event, not before the first presentation.
    let action = swift.replacingOccurrences(
      of: "override init(nibName: String?, bundle: Bundle?)",
      with: "func openCard(nibName: String?, bundle: Bundle?)")
    #expect(action != swift)
    #expect(try Self.decide(sources: [("App/Card.swift", action)]).context == nil)
  }
}
