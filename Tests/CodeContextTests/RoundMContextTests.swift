import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round L's code-context false alarms left after the tenth session, rewritten small (training;
/// `Documentation/CodeContext.md`): MIT Mobile's events search screen makes the bar of the
/// navigation controller holding it opaque through a `UINavigationBar` category method called
/// from a helper of `viewDidLoad` (L13).
@Suite struct RoundMContextTests {
  /// The category's body is `categoryLine`; the screen calls it from `setupNavBar`.
  static func code(categoryLine: String = "self.translucent = NO;") -> String {
    """
    @implementation UINavigationBar (ExtensionPrep)
    - (void)prepareForExtensionWithBackgroundColor:(UIColor *)backgroundColor
    {
        \(categoryLine)
        [self setBackgroundImage:nil forBarMetrics:UIBarMetricsDefault];
    }
    @end
    @interface EventSearchViewController : UIViewController
    @end
    @implementation EventSearchViewController
    - (void)viewDidLoad
    {
        [super viewDidLoad];
        [self setupNavBar];
    }
    - (void)setupNavBar
    {
        UIColor *grey = [UIColor colorWithWhite:0.97 alpha:1.0];
        [self.navigationController.navigationBar prepareForExtensionWithBackgroundColor:grey];
    }
    @end
    """
  }

  static func heldBar(_ code: String) -> CodeFact? {
    let index = CodeIndex.read(sources: [("App/Search.m", code)])
    return index.context(ofClass: "EventSearchViewController").fact(
      .navigationBarTranslucent, subject: "navigationController")
  }

  @Test func aBarCategoryMethodCalledFromAHelperMakesTheHeldBarOpaque() throws {
    let fact = try #require(Self.heldBar(Self.code()))
    #expect(fact.value == .bool(false))
    // Located at the call in the screen's own code, naming the category method.
    #expect(fact.location.fileNameAndLine == "Search.m:19")
    #expect(fact.snippet.contains("prepareForExtensionWithBackgroundColor at Search.m:2"))
  }

  @Test func aCategoryMethodThatOnlyColoursTheBarOrSetsItOnABranchSaysNothing() {
    #expect(Self.heldBar(Self.code(categoryLine: "self.barTintColor = backgroundColor;")) == nil)
    #expect(
      Self.heldBar(Self.code(categoryLine: "if (backgroundColor) { self.translucent = NO; }"))
        == nil)
  }

  // MARK: One walk for the bar the screens before a push leave (eleventh session)

  /// A storyboard scene the code pushes from a child list, whose parent makes the bar of the
  /// navigation controller holding it opaque (`barLine`): round K's TodayNewsSwift3.0 shape,
  /// which code screens followed and storyboard scenes did not.
  static func pushedFromAChild(barLine: String) throws -> ScreenDecision? {
    let storyboard = IBFixture.storyboard(
      initial: nil,
      scenes: IBFixture.scene(
        "s-article",
        IBFixture.viewController(
          id: "article", storyboardIdentifier: "Article", customClass: "ArticleViewController",
          rootID: "article-root")))
    let code = """
      import UIKit
      class HomeViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(barLine)
          let list = ListViewController()
          addChild(list)
          view.addSubview(list.view)
        }
      }
      class ListViewController: UIViewController {
        func open() {
          let article = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Article")
          navigationController?.pushViewController(article, animated: true)
        }
      }
      class ArticleViewController: UIViewController {}
      """
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Home.swift", code)])
    return try #require(AppCodeContext(index: index).apply(to: [document]).first).decisions[
      "article"]
  }

  @Test func aScenePushedFromAChildTakesTheBarItsParentLeft() throws {
    let decision = try #require(
      try Self.pushedFromAChild(
        barLine: "navigationController?.navigationBar.isTranslucent = false"))
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barTranslucent == false)
    #expect(decision.summary?.hasSuffix(", its bar made opaque by Home.swift:5") == true)
    // The look-alike: a parent that only tints the bar leaves UIKit's default.
    let tinted = try #require(
      try Self.pushedFromAChild(barLine: "navigationController?.navigationBar.barTintColor = .red"))
    #expect(tinted.context?.kind == .pushed)
    #expect(tinted.context?.navigationStyle?.barTranslucent == nil)
  }
}
