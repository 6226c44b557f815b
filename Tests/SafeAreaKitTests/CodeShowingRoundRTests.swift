import CodeContext
import Foundation
import IBFixtures
import Testing

@testable import SafeAreaKit

/// Fresh round R's code-screen context class, rewritten small (training from then on;
/// `Documentation/CodeContext.md`, "Round R's code-context classes").
@Suite("Code screens: every navigation controller hides its bar, by its root's code (round R)")
@MainActor
struct CodeShowingRoundRTests {
  /// Taka: the main storyboard's navigation controller keeps `navigationBarHidden` unset, but its
  /// root, `ViewController`, hides the bar in `viewDidLoad` and never shows it again; every
  /// navigation controller the code makes hides its bar too. Code screens pushed in the app are
  /// then laid out without a bar (R22.30). Before, the storyboard's navigation controller counted
  /// as one that shows its bar, and 27 pushed screens' headers were reported under it.
  /// Look-alike: a root whose code does not hide the bar keeps the storyboard's bar shown.
  @Test("a storyboard navigation controller whose root hides the bar for good counts as hidden")
  func rootHidingTheBarCounts() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeShowingRoundR-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try SourceFixture.takaStoryboard.write(
      to: root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    let nibs = ProjectNibs(root: root.path)
    let code = SourceFixture.takaMenu(use: "NSLog(@\"settings\");")
    let index = CodeIndex.read(sources: [("Taka/ViewController.m", code)])
    #expect(nibs.everyNavigationControllerHidesItsBar(rootHidesBar: index.hidesHeldBarForGood))
    #expect(!nibs.everyNavigationControllerHidesItsBar)
    let tinting = CodeIndex.read(sources: [
      (
        "Taka/ViewController.m",
        code.replacingOccurrences(
          of: "navigationBar.hidden = YES", with: "navigationBar.tintColor = [UIColor redColor]")
      )
    ])
    #expect(!nibs.everyNavigationControllerHidesItsBar(rootHidesBar: tinting.hidesHeldBarForGood))
  }
}
