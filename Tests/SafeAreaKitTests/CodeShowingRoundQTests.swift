import CodeContext
import Foundation
import IBFixtures
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round P's code-screen context leftovers, rewritten small (training; `Documentation/
/// CodeContext.md`, "Round Q's code-context classes").
@Suite("Code screens: a push onto a navigation class that may hide its bar (round P leftovers)")
@MainActor
struct CodeShowingRoundQTests {
  /// Pushed by a controller no resolved code shows, in an app whose code makes a navigation
  /// controller class that hides its own bar: whether the bar is shown is not known (R22.27), so
  /// what rests on the top edge is not reported, as for a push by a view's code. Before, the
  /// screen was laid out under UIKit's default bar and its title reported under it (8 false
  /// errors in weiboSwift, round P). Look-alike: a class that only tints its bar, and the label
  /// is reported under the default bar as before.
  @Test("a push that may go onto a navigation class hiding its bar leaves the top edge silent")
  func pushOntoAClassThatMayHideItsBar() throws {
    let hiding = try CodeScreenRoundLAuditTests.reported(
      SourceFixture.weiboTabs(barStatement: "navigationBar.isHidden = true"), name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(!hiding.contains("webTitle"), "\(hiding.sorted())")
    let tinting = try CodeScreenRoundLAuditTests.reported(
      SourceFixture.weiboTabs(barStatement: "navigationBar.tintColor = .orange"),
      name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(tinting.contains("webTitle"), "\(tinting.sorted())")
  }

  /// naPost (code's fresh round Q): the window's navigation controller comes from the main
  /// storyboard with `navigationBarHidden="YES"`, the code makes none, and code screens are
  /// pushed onto it: every navigation controller the app has hides its bar (R22.30), so they are
  /// laid out without one. Before, only an app whose code made every navigation controller was
  /// read so, and the pushed screens' report button was placed under a bar never shown.
  /// Look-alikes: a storyboard navigation controller that keeps its bar; code that makes a plain
  /// navigation controller besides.
  @Test("storyboard navigation controllers that all hide their bar count for code screens")
  func storyboardNavigationsHidingTheirBar() throws {
    func folder(_ attributes: String) throws -> ProjectNibs {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("CodeShowingRoundQ-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
            <scene sceneID="s1">
              <objects>
                <navigationController \(attributes)id="nav" sceneMemberID="viewController"/>
              </objects>
            </scene>
          </scenes>
        </document>
        """
      try storyboard.write(
        to: root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
      return ProjectNibs(root: root.path)
    }
    #expect(try folder(#"navigationBarHidden="YES" "#).everyNavigationControllerHidesItsBar)
    #expect(try !folder("").everyNavigationControllerHidesItsBar)
    let pushes = """
      class CustomVC: UIViewController {
        func report() { navigationController?.pushViewController(ReportVC(), animated: true) }
      }
      class ReportVC: CustomVC {}
      """
    let none = CodeShowingContext(
      index: CodeIndex.read(sources: [("App/CustomVC.swift", pushes)]),
      documentNavigationsHideTheirBar: true)
    #expect(
      none.everyNavigationHidesItsBar()
        == "every navigation controller the app makes hides its bar (its storyboards' and xibs')")
    let plain = CodeShowingContext(
      index: CodeIndex.read(sources: [
        ("App/CustomVC.swift", pushes),
        (
          "App/Launcher.swift",
          "class Launcher { func start(_ window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: ReportVC()) } }"
        ),
      ]),
      documentNavigationsHideTheirBar: true)
    #expect(plain.everyNavigationHidesItsBar() == nil)
  }
}
