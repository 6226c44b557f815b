import Foundation
import Testing

@testable import CodeContext

/// Code-context classes of fresh round Y (`Documentation/Journal/2026-12-02-precision-Y.md`),
/// rewritten small.
@Suite struct RoundYPrecisionContextTests {
  // MARK: A storyboard named by a `String` enum case's raw value (fresh round Y: Evaluate Day)

  /// Evaluate Day's idiom, rewritten small: every storyboard is loaded by
  /// `UIStoryboard(name: Storyboards.x.rawValue, bundle: nil)`, the cases of a `String` enum,
  /// with an explicit raw value or the case's own name.
  static let storyboardEnum = [
    (
      "App/Helpers/Storyboards.swift",
      """
      enum Storyboards: String {
        case settings = "Settings"
        case reorderCards = "ReorderCards"
        case Pro
        case inferred, other = "Other"
      }
      enum Counts: Int {
        case one = 1
      }
      """
    ),
    (
      "App/Collection.swift",
      """
      class CollectionViewController: UIViewController {
        func openSettings() {
          let controller = UIStoryboard(name: Storyboards.settings.rawValue, bundle: nil).instantiateInitialViewController()!
          self.navigationController?.pushViewController(controller, animated: true)
        }
        func openReorder() {
          let controller = UIStoryboard(name: Storyboards.reorderCards.rawValue, bundle: nil).instantiateViewController(withIdentifier: "ReorderCardsViewController")
          controller.modalPresentationStyle = .formSheet
          present(controller, animated: true)
        }
        func openPro() {
          let controller = UIStoryboard(name: Storyboards.Pro.rawValue, bundle: nil).instantiateInitialViewController()!
          present(controller, animated: true)
        }
        func openInferred() {
          let controller = UIStoryboard(name: Storyboards.inferred.rawValue, bundle: nil).instantiateInitialViewController()!
          present(controller, animated: true)
        }
        func openCount() {
          let controller = UIStoryboard(name: Storyboards.missing.rawValue, bundle: nil).instantiateInitialViewController()!
          present(controller, animated: true)
        }
      }
      """
    ),
  ]

  @Test func aStoryboardNamedByAStringEnumCaseIsThatStoryboard() throws {
    let index = CodeIndex.read(sources: Self.storyboardEnum)
    let settings = index.showings(of: .storyboardInitial(storyboard: "Settings"))
    #expect(settings.count == 1)
    #expect(settings.first?.way == .pushed)
    let reorder = index.showings(
      of: .storyboardScene(storyboard: "ReorderCards", identifier: "ReorderCardsViewController"))
    #expect(reorder.count == 1)
    #expect(reorder.first?.presentationStyle == .name("formSheet"))
    // A case without a raw value: "the implicit value for each case is the text of that case's
    // name" (The Swift Programming Language, "Enumerations", "Implicitly Assigned Raw Values").
    #expect(index.showings(of: .storyboardInitial(storyboard: "Pro")).count == 1)
    #expect(index.showings(of: .storyboardInitial(storyboard: "inferred")).count == 1)
  }

  @Test func aCaseTheEnumDoesNotDeclareNamesNoStoryboard() throws {
    let index = CodeIndex.read(sources: Self.storyboardEnum)
    #expect(index.showings(of: .storyboardInitial(storyboard: "missing")).isEmpty)
  }

  // MARK: A version check inside the app's C functions (fresh round Y: Brushes)

  /// Brushes' layout, rewritten small: `WDUseModernAppearance()` returns `OSVersion() >= 7 ? YES
  /// : NO`, and `OSVersion()` keeps `[[[UIDevice currentDevice] systemVersion] integerValue]` in
  /// a static variable; the size screen sets `edgesForExtendedLayout` under the first.
  /// `modern` is the first function's body, `osVersion` the second's.
  static func helperFunctionApp(
    modern: String = "return OSVersion() >= 7 ? YES : NO;",
    osVersion: String = """
    static NSInteger  version_ = 0;
    // read once
    if (version_ == 0) {
        version_ = [[[UIDevice currentDevice] systemVersion] integerValue];
    }
    return version_;
    """
  ) throws -> (CodeIndex, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundYPrecisionContextTests-\(UUID().uuidString)")
    func write(_ text: String, _ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      """
      #import "WDUtilities.h"
      float OSVersion()
      {
      \(osVersion)
      }

      BOOL WDUseModernAppearance()
      {
          \(modern)
      }
      """, "App/Classes/WDUtilities.m")
    try write(
      """
      #import "WDUtilities.h"
      @interface WDPaintingSizeController : UIViewController
      @end
      @implementation WDPaintingSizeController
      - (void)viewDidLoad {
          [super viewDidLoad];
          if (WDUseModernAppearance()) {
              // we don't want to go under the nav bar and tool bar
              self.edgesForExtendedLayout = UIRectEdgeNone;
          }
      }
      @end
      """, "App/Classes/WDPaintingSizeController.m")
    let index = CodeIndex.read(
      files: [
        root.appendingPathComponent("App/Classes/WDUtilities.m").path,
        root.appendingPathComponent("App/Classes/WDPaintingSizeController.m").path,
      ], earliestIOS: 5)
    return (index, root)
  }

  @Test func aVersionCheckInTheAppsFunctionsThatAlwaysHoldsIsApplied() throws {
    let (index, root) = try Self.helperFunctionApp()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      index.context(ofClass: "WDPaintingSizeController").fact(.edgesForExtendedLayout)?.value
        == .edges([]))
  }

  @Test func aLaterVersionOrAFunctionThatIsNotTheVersionStaysOnABranch() throws {
    // iOS 26 or later: not on every modelled iOS.
    let (later, first) = try Self.helperFunctionApp(modern: "return OSVersion() >= 26 ? YES : NO;")
    defer { try? FileManager.default.removeItem(at: first) }
    #expect(
      later.context(ofClass: "WDPaintingSizeController").fact(.edgesForExtendedLayout)?.value
        != .edges([]))
    // A stored setting, not the system's version.
    let (setting, second) = try Self.helperFunctionApp(
      osVersion: "return [[NSUserDefaults standardUserDefaults] integerForKey:@\"v\"];")
    defer { try? FileManager.default.removeItem(at: second) }
    #expect(
      setting.context(ofClass: "WDPaintingSizeController").fact(.edgesForExtendedLayout)?.value
        != .edges([]))
    // The cached variable set twice (to the version and to something else): not one value.
    let (twice, third) = try Self.helperFunctionApp(
      osVersion: """
        static NSInteger version_ = 0;
        if (version_ == 0) { version_ = [[[UIDevice currentDevice] systemVersion] integerValue]; }
        if (override_) { version_ = 5; }
        return version_;
        """)
    defer { try? FileManager.default.removeItem(at: third) }
    #expect(
      twice.context(ofClass: "WDPaintingSizeController").fact(.edgesForExtendedLayout)?.value
        != .edges([]))
  }

  @Test func readingTheFunctionsWritesTheSystemsCheck() {
    let functions = CodeIndex.versionFunctionsFromTexts([
      """
      float OSVersion()
      {
          static NSInteger version_ = 0;
          if (version_ == 0) {
              version_ = [[[UIDevice currentDevice] systemVersion] integerValue];
          }
          return version_;
      }
      BOOL WDUseModernAppearance() { return OSVersion() >= 7 ? YES : NO; }
      BOOL WDDeviceIsPhone() { return [UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPhone; }
      """
    ])
    #expect(functions["OSVersion"] == "[[[UIDevice currentDevice] systemVersion] integerValue]")
    #expect(
      functions["WDUseModernAppearance"]
        == "[[[UIDevice currentDevice] systemVersion] integerValue] >= 7")
    #expect(functions["WDDeviceIsPhone"] == nil)
    #expect(
      versionCheckAlwaysHolds(
        CodeIndex.expandingVersionFunctions("WDUseModernAppearance()", functions)))
  }

  // MARK: A bar made opaque inside an animation block (fresh round Y: Evaluate Day)

  static func animatedAppearance(_ call: String) -> [(String, String)] {
    [
      (
        "App/ReorderCardsViewController.swift",
        """
        class ReorderCardsViewController: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            self.updateAppearance(animated: false)
          }

          func updateAppearance(animated: Bool) {
            let duration: TimeInterval = animated ? 0.2 : 0
            \(call) {
              self.navigationController?.navigationBar.barTintColor = UIColor.white
              self.navigationController?.navigationBar.isTranslucent = false
            }
          }
        }
        """
      )
    ]
  }

  @Test func aBarMadeOpaqueInAnAnimationBlockIsOpaque() throws {
    let animated = CodeIndex.read(
      sources: Self.animatedAppearance("UIView.animate(withDuration: duration)"))
    #expect(
      animated.context(ofClass: "ReorderCardsViewController").fact(.navigationBarTranslucent)?
        .value == .bool(false))
    // A block run later by other code (a dispatch) stays on a runtime branch.
    let later = CodeIndex.read(sources: Self.animatedAppearance("DispatchQueue.main.async"))
    #expect(
      later.context(ofClass: "ReorderCardsViewController").fact(.navigationBarTranslucent)?
        .value != .bool(false))
  }
}
