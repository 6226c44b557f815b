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

  // MARK: The app delegate's answer for every window (round M, training)

  /// Micro.blog's app delegate: portrait on phones through an idiom macro of a header it
  /// imports (`RFMacros.h`), every orientation on iPads; `answer` is the method's body.
  static func appDelegate(_ answer: String, imports: Bool = true) throws -> CodeIndex {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundMContextTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "#define RFIsPhone() (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)\n".write(
      to: folder.appendingPathComponent("RFMacros.h"), atomically: true, encoding: .utf8)
    let code = """
      \(imports ? "#import \"RFMacros.h\"" : "")
      @implementation RFAppDelegate
      - (UIInterfaceOrientationMask) application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window
      {
      \(answer)
      }
      @end
      """
    let path = folder.appendingPathComponent("RFAppDelegate.m").path
    try code.write(toFile: path, atomically: true, encoding: .utf8)
    return CodeIndex.read(files: [path])
  }

  static let byIdiom = """
    if (RFIsPhone()) {
      return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
    }
    else {
      return UIInterfaceOrientationMaskAll;
    }
    """

  @Test func theAppDelegatesAnswerByAnIdiomMacroLocksEveryScreen() throws {
    let index = try Self.appDelegate(Self.byIdiom)
    let answer = try #require(index.appOrientationAnswer)
    #expect(
      answer.value
        == .orientationsByIdiom(
          phone: ["portrait", "portraitUpsideDown"],
          pad: RoundLContextTests.all))
    // Every scene, even one no code shows, is intersected with it.
    let storyboard = IBFixture.storyboard(
      initial: "help",
      scenes: IBFixture.scene(
        "s-help", IBFixture.viewController(id: "help", rootID: "help-root")))
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let decision = try #require(
      AppCodeContext(index: index).apply(to: [document]).first?.decisions["help"])
    #expect(decision.orientationsByIdiom["phone"] == ["portrait", "portraitUpsideDown"])
    #expect(decision.orientationsByIdiom["pad"] == RoundLContextTests.all)
    #expect(decision.summary?.contains("by RFAppDelegate.m:6") == true, "\(decision.applied)")
  }

  @Test func aForwardedAnswerOrAMacroNotImportedLocksNothing() throws {
    // OpenStreetCam's forwarding: the root controller answers, per screen.
    #expect(
      try Self.appDelegate("return [window.rootViewController supportedInterfaceOrientations];")
        .appOrientationAnswer == nil)
    // The macro's header not imported: the branch is not known to test the idiom.
    #expect(try Self.appDelegate(Self.byIdiom, imports: false).appOrientationAnswer == nil)
  }
}
