import SourceLint
import Testing

/// The causes of misses and false alarms in fresh measurement F (29 November 2026, fourth
/// round; `Documentation/Journal/2026-11-29-lint-F.md`), each as a small rewrite of the real
/// case, never the real file.
@Suite struct MeasurementFCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func found(_ report: LintReport, _ rules: Set<String>? = nil) -> [String] {
    report.findings.filter { rules?.contains($0.rule) ?? true }
      .map { "\($0.location.file):\($0.location.line):\($0.rule)" }
  }

  static let swiftUIRules: Set<String> = ["ignores_safe_area_controls", "hand_made_bar"]

  /// Arrival: a segmented picker above a `List` of tappable rows, the stack and the rows giving
  /// up only the bottom edge. The list insets its rows and scrolls them; the picker sits at the
  /// top. Nothing reaches the home indicator — no finding. A button placed after the list is
  /// at the bottom edge, and is found.
  @Test func aListThatGivesUpTheBottomEdgeKeepsItsRowsReachable() {
    let quiet = """
      import SwiftUI
      struct Departures: View {
          @State var direction = 0
          var body: some View {
              VStack {
                  Picker("Direction", selection: $direction) { Text("North").tag(0) }
                  if loaded {
                      List {
                          ForEach(trains) { train in
                              Button(action: { open(train) }) { Row(train) }
                          }.edgesIgnoringSafeArea(.bottom)
                      }
                  } else {
                      VStack { Spacer(); Text("No trains"); Spacer() }
                  }
              }.padding().edgesIgnoringSafeArea(.bottom)
          }
      }
      """
    #expect(Self.found(Self.lint([("App/Departures.swift", quiet)]), Self.swiftUIRules) == [])
    let loud = """
      import SwiftUI
      struct Basket: View {
          var body: some View {
              VStack {
                  List { ForEach(items) { Text($0.name) } }
                  Button("Pay") { pay() }
              }.edgesIgnoringSafeArea(.bottom)
          }
      }
      """
    #expect(
      Self.found(Self.lint([("App/Basket.swift", loud)]), Self.swiftUIRules) == [
        "App/Basket.swift:7:ignores_safe_area_controls"
      ])
  }

  /// iOS15-template: a tab bar whose buttons come from a computed view (`var tabs: some View {
  /// ForEach … Button }`), stretched to the bottom by `.frame(maxHeight: .infinity, alignment:
  /// .bottom)` and ignoring every safe-area edge.
  @Test func aTabBarOfButtonsMadeByAComputedView() {
    let source = """
      import SwiftUI
      struct PillBar: View {
          @State var selected = 0
          var body: some View {
              HStack {
                  tabs
              }
              .frame(height: 88, alignment: .top)
              .background(.ultraThinMaterial)
              .frame(maxHeight: .infinity, alignment: .bottom)
              .ignoresSafeArea()
          }
          var tabs: some View {
              ForEach(0..<4) { index in
                  Button { selected = index } label: { Image(systemName: "star") }
              }
          }
      }
      """
    #expect(
      Self.found(Self.lint([("App/PillBar.swift", source)]), Self.swiftUIRules) == [
        "App/PillBar.swift:5:hand_made_bar", "App/PillBar.swift:11:ignores_safe_area_controls",
      ])
  }

  /// QuoteClub: the system tab bar hidden and a view named for a tab bar drawn at the bottom
  /// of a `ZStack` over the `TabView`. Without the `TabView`, a view that happens to be named
  /// so is not claimed.
  @Test func aCustomTabBarOverATabView() {
    let source = """
      import SwiftUI
      struct Root: View {
          @State var tab = 0
          var body: some View {
              ZStack(alignment: .bottom) {
                  TabView(selection: $tab) {
                      Feed().tag(0)
                      Search().tag(1)
                  }
                  PillTabBar(selection: $tab)
              }
          }
      }
      """
    #expect(
      Self.found(Self.lint([("App/Root.swift", source)]), Self.swiftUIRules) == [
        "App/Root.swift:10:hand_made_bar"
      ])
    let lookAlike = """
      import SwiftUI
      struct Preview: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  Color.gray
                  PillTabBar(selection: .constant(0))
              }
          }
      }
      """
    #expect(Self.found(Self.lint([("App/Preview.swift", lookAlike)]), Self.swiftUIRules) == [])
  }

  /// SwiftUIInterface: a `body` of one expression sized by the screen. The finding is at the
  /// modifier that reads the screen, not at `var body` four lines above.
  @Test func aScreenSizedFrameInABodyIsFoundAtTheModifier() {
    let source = """
      import SwiftUI
      struct Page: View {
          var body: some View {
              Text("Page")
                  .background(Color.green)
                  .frame(width: UIScreen.main.bounds.width, height: 300)
          }
      }
      """
    #expect(
      Self.found(Self.lint([("App/Page.swift", source)]), ["main_screen_bounds"]) == [
        "App/Page.swift:6:main_screen_bounds"
      ])
  }

  /// ShixiUS: `let kNavH = (SCREEN_HEIGHT == 812 ? 88 : 64).FloatValue` — an app's conversion
  /// member hid the navigation bar's height; kongxia: `#define NaviH 64`, a navigation height
  /// named without the word "bar".
  @Test func aBarHeightBehindAConversionOrAnAbbreviatedName() {
    let swift = """
      import UIKit
      let SCREEN_HEIGHT = UIScreen.main.bounds.size.height
      let kNavH = (SCREEN_HEIGHT == 812 ? 88 : 64).FloatValue
      """
    let header = """
      #define PageMenuH 50
      #define NaviH 64
      """
    let report = Self.lint([("App/Defines.swift", swift), ("App/Config.h", header)])
    #expect(
      Self.found(report, ["bar_constant"]) == [
        "App/Config.h:2:bar_constant", "App/Defines.swift:3:bar_constant",
      ])
  }

  /// `?? 0` after a window's inset (issue 29's leftover from measurement E): the flag is
  /// evaluated on the inset, exactly as the same flag written with `!`, not "cannot evaluate".
  @Test func aDefaultAfterAWindowsInsetIsReadAsTheInset() throws {
    func summary(_ read: String) throws -> String {
      let source = """
        import UIKit
        let isIPhoneX: Bool = \(read) > 0
        """
      let report = Self.lint([("App/Flags.swift", source)])
      let finding = try #require(report.findings.first { $0.evaluation != nil })
      return try #require(finding.evaluation?.summary)
    }
    let defaulted = try summary("(UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)")
    let unwrapped = try summary("UIApplication.shared.windows.first!.safeAreaInsets.bottom")
    #expect(!defaulted.contains("cannot evaluate"))
    #expect(defaulted == unwrapped)
  }
}
