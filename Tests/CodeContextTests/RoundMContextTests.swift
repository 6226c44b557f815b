import Foundation
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
}
