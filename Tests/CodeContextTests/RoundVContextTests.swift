import Foundation
import Testing

@testable import CodeContext

/// Code-context classes of round U (measured on other apps; its journal was lost with the
/// machine it ran on) and fresh round V (`Documentation/Journal/2026-12-02-context-V.md`),
/// rewritten small.
@Suite struct RoundVContextTests {
  static let all = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

  static func lock(of className: String, in sources: [(String, String)]) -> CodeValue? {
    CodeIndex.read(sources: sources).context(ofClass: className)
      .fact(.supportedInterfaceOrientations)?.value
  }

  // MARK: An orientation mask chosen by the idiom in a `? :` (round U)

  @Test func anIdiomChoiceLocksPerEnvironment() throws {
    let value = Self.lock(
      of: "PlayerViewController",
      in: [
        (
          "App/Player.swift",
          """
          class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
              UIDevice.current.userInterfaceIdiom == .phone ? .portrait : [.portrait, .landscape]
            }
          }
          """
        )
      ])
    #expect(
      value
        == .orientationsByIdiom(
          phone: ["portrait"], pad: ["portrait", "landscapeLeft", "landscapeRight"]))
  }

  @Test func anIdiomChoiceThroughAnAppHelperLocksPerEnvironment() throws {
    let sources = [
      (
        "App/Device.swift",
        """
        extension UIDevice {
          static var phone: Bool { UIDevice.current.userInterfaceIdiom == .phone }
          static var wide: Bool { UIScreen.main.bounds.width > 500 }
        }
        final class Utils {
          class func isPad() -> Bool {
            return UIDevice.current.userInterfaceIdiom == .pad
          }
        }
        """
      ),
      (
        "App/Screens.swift",
        """
        class GameViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return UIDevice.phone ? .portrait : .all
          }
        }
        class PortraitNavigationController: UINavigationController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return Utils.isPad() ? .all : .portrait
          }
        }
        class BoardViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return UIDevice.wide ? .all : .portrait
          }
        }
        """
      ),
    ]
    for name in ["GameViewController", "PortraitNavigationController"] {
      #expect(
        Self.lock(of: name, in: sources)
          == .orientationsByIdiom(phone: ["portrait"], pad: Self.all), "\(name)")
    }
    // Look-alike: a helper that tests the screen's width, not the idiom, decides nothing.
    #expect(Self.lock(of: "BoardViewController", in: sources)?.isResolved == false)
  }

  @Test func anIfOnAnIdiomHelperLocksPerEnvironment() throws {
    let sources = [
      (
        "App/Helpers.swift",
        """
        class ViewsHelpers {
          class func IsiPad() -> Bool {
            return UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad
          }
          class func IsLoggedIn() -> Bool {
            return UserDefaults.standard.bool(forKey: "in")
          }
        }
        """
      ),
      (
        "App/Base.swift",
        """
        class BaseNavigationController: UINavigationController {
          open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            if ViewsHelpers.IsiPad() {
              return [.landscapeLeft, .landscapeRight]
            }
            return [.portrait, .portraitUpsideDown]
          }
        }
        class FormViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            if !ViewsHelpers.IsiPad() {
              return .portrait
            } else {
              return .all
            }
          }
        }
        class AccountViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            if ViewsHelpers.IsLoggedIn() {
              return .all
            }
            return .portrait
          }
        }
        """
      ),
    ]
    #expect(
      Self.lock(of: "BaseNavigationController", in: sources)
        == .orientationsByIdiom(
          phone: ["portrait", "portraitUpsideDown"], pad: ["landscapeLeft", "landscapeRight"]))
    #expect(
      Self.lock(of: "FormViewController", in: sources)
        == .orientationsByIdiom(phone: ["portrait"], pad: Self.all))
    // Look-alike: a helper that answers something else leaves the answer on a runtime branch.
    #expect(Self.lock(of: "AccountViewController", in: sources)?.isResolved == false)
  }

  // MARK: Objective-C version macros (round U)

  static func screen(_ condition: String, defines: String) -> [(String, String)] {
    [
      (
        "App/Base.m",
        """
        \(defines)
        @interface BaseViewController : UIViewController
        @end
        @implementation BaseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (\(condition)) {
                self.edgesForExtendedLayout = UIRectEdgeNone;
            }
        }
        @end
        """
      )
    ]
  }

  static let systemVersionMacro = """
    #define SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(v)  ([[[UIDevice currentDevice] systemVersion] compare:v options:NSNumericSearch] != NSOrderedAscending)
    #define IOS7_OR_LATER ([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0)
    #define IOS8_OR_LATER ([[[UIDevice currentDevice] systemVersion] floatValue] >= 8.0)
    #define IOS7_LEXICAL ( [[[UIDevice currentDevice] systemVersion] compare:@"7.0"] != NSOrderedAscending )
    """

  static func edges(_ condition: String, defines: String = systemVersionMacro) -> CodeValue? {
    CodeIndex.read(sources: screen(condition, defines: defines))
      .context(ofClass: "BaseViewController").fact(.edgesForExtendedLayout)?.value
  }

  @Test func aVersionMacroThatHoldsOnEveryModelledIOSIsReadAsTheCheck() throws {
    #expect(Self.edges("SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@\"7.0\")") == .edges([]))
    #expect(Self.edges("IOS7_OR_LATER") == .edges([]))
  }

  @Test func aVersionMacroOfALaterVersionOrALexicalCompareStaysOnABranch() throws {
    // iOS 8 is later than the earliest modelled iOS (7).
    #expect(Self.edges("SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@\"8.0\")")?.isResolved == false)
    #expect(Self.edges("IOS8_OR_LATER")?.isResolved == false)
    // `compare:` without `NSNumericSearch` compares text: "10.3" sorts before "7.0", so the
    // check fails on iOS 10 (Apple's `NSString.compare(_:)`: a literal comparison).
    #expect(Self.edges("IOS7_LEXICAL")?.isResolved == false)
    // A macro with a parameter used without one, and an unknown macro, are not expanded.
    #expect(Self.edges("SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO")?.isResolved == false)
    #expect(Self.edges("IOS7_OR_ABOVE")?.isResolved == false)
  }

  @Test func aVersionMacroFromAHeaderBesideTheFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundVContextTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.systemVersionMacro.write(
      to: directory.appendingPathComponent("Macros.h"), atomically: true, encoding: .utf8)
    let source = directory.appendingPathComponent("Base.m")
    try Self.screen(
      "SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@\"7.0\")", defines: "#import \"Macros.h\"")[0].1
      .write(to: source, atomically: true, encoding: .utf8)
    let index = CodeIndex.read(files: [source.path])
    #expect(
      index.context(ofClass: "BaseViewController").fact(.edgesForExtendedLayout)?.value
        == .edges([]))
  }

  // MARK: An idiom macro from the prefix header (fresh round V: TookTODO)

  /// TookTODO's layout, rewritten small: sources in `src/`, the macros in `inc/Constance/`,
  /// the prefix header in `prj/` importing them; the app delegate gets `IS_PHONE` only through
  /// the prefix header. `otherHeader` adds a second header under `inc/`.
  static func prefixHeaderApp(
    macro: String = "#define IS_PHONE    UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone",
    otherHeader: String? = nil
  ) throws -> (CodeIndex, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundVContextTests-\(UUID().uuidString)")
    func write(_ text: String, _ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "#ifndef Macroses_h\n#define Macroses_h\n\(macro)\n#endif\n", "inc/Constance/Macroses.h")
    if let otherHeader { try write(otherHeader, "inc/Other/Device.h") }
    try write("#import \"Macroses.h\"\n#import \"Device.h\"\n", "prj/PrefixHeader.pch")
    try write(
      """
      #import "AppDelegate.h"
      @implementation AppDelegate
      - (BOOL) application: (UIApplication*) application didFinishLaunchingWithOptions: (NSDictionary*) launchOptions
      {
          return YES;
      }
      - (UIInterfaceOrientationMask) application: (UIApplication*) application
         supportedInterfaceOrientationsForWindow: (UIWindow*) window
      {
          if ( IS_PHONE )
          {
              return UIInterfaceOrientationMaskPortrait;
          }
          else
          {
              return UIInterfaceOrientationMaskLandscape;
          }
      }
      @end
      """, "src/AppDelegate.m")
    try write(
      "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n", "src/AppDelegate.h")
    try write(
      """
      #import "Macroses.h"
      @interface DocumentsViewController : UIViewController
      @end
      @implementation DocumentsViewController
      @end
      """, "src/Modules/Documents/DocumentsViewController.m")
    let index = CodeIndex.read(files: [
      root.appendingPathComponent("src/AppDelegate.m").path,
      root.appendingPathComponent("src/Modules/Documents/DocumentsViewController.m").path,
    ])
    return (index, root)
  }

  @Test func anIdiomMacroFromThePrefixHeaderChoosesTheAppDelegatesAnswer() throws {
    let (index, root) = try Self.prefixHeaderApp()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      index.appOrientationAnswer?.value
        == .orientationsByIdiom(phone: ["portrait"], pad: ["landscapeLeft", "landscapeRight"]))
  }

  @Test func aMacroDefinedTwiceOrNotAnIdiomTestChoosesNothing() throws {
    // Two headers the prefix header imports define `IS_PHONE` differently: which one a file
    // sees is the preprocessor's choice.
    let (twice, first) = try Self.prefixHeaderApp(
      otherHeader: "#define IS_PHONE ([[UIScreen mainScreen] bounds].size.width < 400)")
    defer { try? FileManager.default.removeItem(at: first) }
    #expect(twice.appOrientationAnswer == nil)
    // A macro that reads a setting, not the idiom.
    let (setting, second) = try Self.prefixHeaderApp(
      macro: "#define IS_PHONE [[NSUserDefaults standardUserDefaults] boolForKey:@\"phone\"]")
    defer { try? FileManager.default.removeItem(at: second) }
    #expect(setting.appOrientationAnswer == nil)
  }
}
