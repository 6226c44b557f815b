import DeviceCatalog
import SourceLint
import Testing

/// The largest causes of misses and wrong messages in fresh measurement E (29 November 2026,
/// third round; `Documentation/Journal/2026-11-29-lint-E.md`), each as a small rewrite of the
/// real case, never the real file.
@Suite struct MeasurementECasesTests {
  static func lint(_ files: [(String, String)], rules: Set<String>? = nil) -> LintReport {
    Linter(rules: rules).lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func found(_ report: LintReport) -> [String] {
    report.findings.map { "\($0.location.file):\($0.location.line):\($0.rule)" }
  }

  /// JokoGame, otusSecondHW: `extension UIDevice { var hasNotch: Bool { let bottom = …;
  /// return bottom > 0 } }` in one file, `UIDevice.current.hasNotch ? 40 : 20` in a SwiftUI
  /// modifier of another. The flag is read through its constant (it was "not defined in the
  /// files linted" and assumed right everywhere), and the use names it.
  @Test func aFlagBuiltThroughAConstantIsReadInItsOwnFile() throws {
    let device = """
      extension UIDevice {
          var hasNotch: Bool {
              let bottom = UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0
              return bottom > 0
          }
      }
      """
    let view = """
      struct Bar: View {
          var body: some View {
              Text("Title")
                  .padding(.top, UIDevice.current.hasNotch ? 40 : 20)
          }
      }
      """
    let report = Self.lint([("App/UIDevice+Notch.swift", device), ("App/Bar.swift", view)])
    #expect(
      Self.found(report) == ["App/Bar.swift:4:notch_flag", "App/UIDevice+Notch.swift:3:notch_flag"])
    let use = try #require(report.findings.first)
    #expect(use.definition == "hasNotch")
    #expect(use.message.contains("UIDevice+Notch.swift"))
    let summary = try #require(use.evaluation?.summary)
    #expect(!summary.contains("not defined in the files linted"))
  }

  /// JokoGame, SpyBug: `UIScreen.main.bounds.height < 700` is a device size test whatever the
  /// threshold, and a SwiftUI modifier choosing a value on it uses it.
  @Test func aScreenHeightThresholdIsASizeCheck() throws {
    let source = """
      struct MainView: View {
          let isSE: Bool = UIScreen.main.bounds.height < 700
          var body: some View {
              Image("logo")
                  .padding(.bottom, isSE ? 140 : 50)
          }
      }
      """
    let report = Self.lint([("App/MainView.swift", source)])
    #expect(
      Self.found(report) == [
        "App/MainView.swift:2:device_size_check", "App/MainView.swift:5:device_size_check",
      ])
    // True where the portrait height is below 700 pt: the iPhone SE (2nd generation, 667 pt),
    // not the iPhone 15 (852 pt).
    let cells = try #require(report.findings[0].evaluation?.cells)
    #expect(
      cells.first { $0.device == "iPhone SE (2nd generation)" && $0.orientation == "portrait" }?
        .value == .boolean(true))
    #expect(
      cells.first { $0.device == "iPhone 15" && $0.orientation == "portrait" }?.value
        == .boolean(false))
  }

  /// A threshold outside every screen's size (`height > 0`, `width > 5000`) splits no devices:
  /// not a size check.
  @Test func aComparisonNoScreenFallsOnEitherSideOfIsNot() {
    let source = """
      func layout() {
          if UIScreen.main.bounds.height > 0 { view.isHidden = false }
          if UIScreen.main.bounds.width > 5000 { view.alpha = 0.5 }
      }
      """
    let report = Self.lint([("App/View.swift", source)], rules: [LintRules.deviceSizeCheck])
    #expect(report.findings.isEmpty)
  }

  /// ProjectTwo, SocialTwist: an enum chosen by comparing the screen's height
  /// (`if screenHeight == 812 { return .iphoneX }` …, `switch UIScreen.main.bounds.height`),
  /// and the `switch` over that enum that sets a constraint.
  @Test func aDeviceEnumBuiltFromTheScreenHeight() {
    let device = """
      enum Device {
          case small, regular, tall
          static var current: Device {
              let screenHeight = UIScreen.main.bounds.size.height
              if screenHeight == 812 {
                  return .tall
              }
              if screenHeight == 667 {
                  return .regular
              }
              return .small
          }
      }
      """
    let controller = """
      final class Controller: UIViewController {
          func calculateConstraint() {
              switch Device.current {
              case .small:
                  buttonConstraint.constant = 8
              case .regular:
                  buttonConstraint.constant = 18
              case .tall:
                  buttonConstraint.constant = 36
              }
          }
      }
      """
    let report = Self.lint([("App/Device.swift", device), ("App/Controller.swift", controller)])
    let found = Self.found(report)
    // The definition, once (its body is not reported again), and the switch's
    // cases where they are.
    // Every case compares `Device.current`: one finding, where the switch reads it.
    #expect(found.contains("App/Controller.swift:3:device_size_check"))
    // (Since measurement J at the body's first check, once.)
    #expect(
      found.filter { $0.hasPrefix("App/Device.swift") } == ["App/Device.swift:5:device_size_check"])
    #expect(found.allSatisfy { $0.hasSuffix("device_size_check") })
  }

  /// SocialTwist: `UIScreen.size == .iPhone58 ? 100 : 76` chooses a value by the screen's size
  /// (an enum of sizes), not only reads the screen.
  @Test func aValueChosenOnASizeEnum() {
    let screen = """
      extension UIScreen {
          static var size: SizeType {
              switch self.main.bounds.height {
              case 568: return .iPhone40
              case 812: return .iPhone58
              default: return .iPhone47
              }
          }
      }
      """
    let header = """
      final class Header: UIView {
          let headerHeight: CGFloat = UIScreen.size == .iPhone58 ? 100 : 76
      }
      """
    let report = Self.lint([("App/UIScreen+Size.swift", screen), ("App/Header.swift", header)])
    let found = Self.found(report)
    #expect(found.contains("App/Header.swift:2:device_size_check"))
    #expect(found.contains("App/UIScreen+Size.swift:3:device_size_check"))
    #expect(!found.contains { $0.hasSuffix("main_screen_bounds") })
  }

  /// clouds: a global window kept in a static property of a nested type, its inset read by a
  /// static member, and that member used by its qualified name in a SwiftUI modifier and in a
  /// constant of another nested type.
  @Test func aGlobalWindowKeptInAPropertyAndItsQualifiedUses() {
    let dimension = """
      final class Dimension {
          final class Header {
              static let illustrationTopPadding: CGFloat = System.topSafeMargin
          }
          final class System {
              private static var firstWindow = UIApplication.shared.windows.first
              static var topSafeMargin: CGFloat {
                  return firstWindow?.safeAreaInsets.top ?? 0
              }
          }
      }
      """
    let view = """
      struct Layout: View {
          var body: some View {
              Illustration()
                  .padding(.top, Dimension.Header.illustrationTopPadding)
          }
      }
      """
    let report = Self.lint([("App/Dimension.swift", dimension), ("App/Layout.swift", view)])
    #expect(
      Self.found(report) == [
        "App/Dimension.swift:3:window_safe_area", "App/Dimension.swift:8:window_safe_area",
        "App/Layout.swift:4:window_safe_area",
      ])
  }

  /// GesturesInSwiftUI: a computed property made of `if let scene = … { return … }; return 0`,
  /// used in `.padding(.top, topPadding)`.
  @Test func aPropertyThatBindsTheSceneThenReturns() {
    let source = """
      struct NavigationBarStyle: ViewModifier {
          func body(content: Content) -> some View {
              content
                  .padding(.top, topPadding)
          }
          private var topPadding: CGFloat {
              if let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                  return windowScene.windows.first?.safeAreaInsets.top ?? 0
              }
              return 0
          }
      }
      """
    let report = Self.lint([("App/Style.swift", source)])
    let found = Self.found(report)
    #expect(found.contains("App/Style.swift:4:window_safe_area"))
    // (Measurement H: a getter's finding is where it reads the window.)
    #expect(found.contains("App/Style.swift:8:window_safe_area"))
  }

  /// JokoGame: an initialiser's parameter named like a stored property is the parameter.
  @Test func anInitialiserParameterShadowsTheProperty() {
    let source = """
      struct GameView: View {
          private let isSE: Bool = UIScreen.main.bounds.height < 700
          init(level: Int, isSE: Bool) {
              model = GameModel(level: level, isSE: isSE)
          }
      }
      """
    let report = Self.lint([("App/GameView.swift", source)])
    #expect(Self.found(report) == ["App/GameView.swift:2:device_size_check"])
  }

  /// FileBrowser, SocialTwist: the screen's rectangle given to a view is the screen's bounds
  /// read for layout; given to the app's window it is how a window is made.
  @Test func theScreenRectangleForAViewNotForTheWindow() {
    let controller = """
      - (void)viewDidLoad {
          self.view.frame = [[UIScreen mainScreen] bounds];
      }
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
          return YES;
      }
      """
    let swift = """
      func start() {
          window = UIWindow(frame: UIScreen.main.bounds)
          let bounds = UIScreen.main.bounds
          panel.frame = bounds
      }
      """
    let report = Self.lint(
      [("App/Controller.m", controller), ("App/Start.swift", swift)],
      rules: [LintRules.mainScreenBounds])
    // The constant; the frame set from it is not reported again.
    #expect(
      Self.found(report) == [
        "App/Controller.m:2:main_screen_bounds", "App/Start.swift:3:main_screen_bounds",
      ])
  }

  /// Hostile shapes of the readings above: a getter of 5,000 `if … { return … }` and one of 40
  /// constants each doubling the one before are read as statements, not as one value (no deep
  /// recursion on a reading thread's small stack, no tree of 2^40 nodes).
  @Test func longChainsOfIfsAndConstantsStayBounded() {
    var ifs = "var size: Int {\n"
    for index in 0..<5000 {
      ifs += "  if UIScreen.main.bounds.height == \(index) { return \(index) }\n"
    }
    ifs += "  return 0\n}\n"
    var constants = "var grown: CGFloat {\n  let a0 = UIScreen.main.bounds.height\n"
    for index in 1..<40 { constants += "  let a\(index) = a\(index - 1) + a\(index - 1)\n" }
    constants += "  return a39\n}\n"
    let report = Self.lint([("App/Ifs.swift", ifs), ("App/Constants.swift", constants)])
    // Each `if` is checked where it is: the heights of catalog devices among 0..<5000 are size
    // checks (568 and 667 among them).
    let lines = Set(
      report.findings.filter { $0.location.file == "App/Ifs.swift" }.map(\.location.line))
    #expect(lines.contains(2 + 568) && lines.contains(2 + 667))
  }
}
