import Foundation
import SourceLint
import Testing

/// The causes of misses, false alarms and wrong messages in fresh measurement H (29 November
/// 2026, sixth round, SwiftUI; `Documentation/Journal/2026-11-29-lint-H.md`), each as a small
/// rewrite of the real case, never the real file.
@Suite struct MeasurementHCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    report.findings.filter { $0.rule == rule }
      .map { "\($0.location.file):\($0.location.line)" }
  }

  /// Spawn: the app's `TabBar` (an `HStack` of a `ForEach` of buttons, in its own file) laid
  /// in `.overlay(alignment: .bottom)` and after a `Spacer()`; BookyBooky: a `CustomTabView`
  /// under a `TabView` whose bar is hidden. None was found: the bars are views of other files.
  @Test func aTabBarViewOfAnotherFilePinnedToTheBottomIsAHandMadeBar() {
    let bar = """
      import SwiftUI
      struct TabBar: View {
          @Binding var selection: Int
          var body: some View {
              HStack(spacing: -8) {
                  ForEach(0..<4, id: \\.self) { tab in
                      Button { selection = tab } label: { Image(systemName: "house") }
                  }
              }
              .padding(4)
          }
      }
      struct Badge: View {
          var body: some View { HStack { Text("1"); Button("Clear") {} } }
      }
      """
    let screens = """
      import SwiftUI
      struct WithTabBar: View {
          @State private var selection = 0
          var body: some View {
              Color.clear
                  .overlay(alignment: .bottom) {
                      TabBar(selection: $selection)
                          .padding(.bottom, 16)
                  }
          }
      }
      struct Stacked: View {
          @State private var selection = 0
          var body: some View {
              VStack {
                  Spacer()
                  TabBar(selection: $selection)
              }
          }
      }
      struct Hidden: View {
          @State private var selection = 0
          var body: some View {
              VStack {
                  pages
                  TabBar(selection: $selection)
              }
          }
          var pages: some View {
              TabView(selection: $selection) { Text("a").tag(0) }
          }
      }
      struct OneButton: View {
          var body: some View {
              Color.clear.overlay(alignment: .bottom) { Badge() }
          }
      }
      """
    let report = Self.lint([("App/TabBar.swift", bar), ("App/Screens.swift", screens)])
    #expect(
      Self.found(report, "hand_made_bar")
        == ["App/Screens.swift:7", "App/Screens.swift:17", "App/Screens.swift:26"])
    let first = report.findings.first { $0.rule == "hand_made_bar" }
    #expect(
      first?.message.contains("'TabBar' (a row of buttons made by a ForEach, TabBar.swift)") == true
    )
  }

  /// Mestika: `VStack { Spacer(); ZStack(alignment: .bottom) { CustomBottomNavigationView(…);
  /// VStack { qr button } } }` in a `ZStack` that also holds a `NavigationLink` to a QR scanner.
  /// The link's destination is pushed, not laid out: the bar is not over a camera.
  @Test func aLinkToAScannerIsNotACameraUnderTheBar() {
    let source = """
      import SwiftUI
      struct Navigation: View {
          @Binding var selected: Int
          var body: some View {
              HStack {
                  Button("Home") { selected = 0 }
                  Button("Transfer") { selected = 1 }
              }
          }
      }
      struct Root: View {
          @State private var selected = 0
          @State private var scanning = false
          var body: some View {
              ZStack {
                  NavigationLink(destination: QrisScannerView(), isActive: $scanning) { EmptyView() }
                  VStack {
                      Spacer()
                      ZStack(alignment: .bottom) {
                          Navigation(selected: $selected)
                          VStack { Button("QR") { scanning = true } }
                      }
                  }
              }
          }
      }
      """
    let report = Self.lint([("App/Root.swift", source)])
    #expect(Self.found(report, "hand_made_bar") == ["App/Root.swift:20"])
  }

  /// Rows of a `ScrollView` under a stack that gives up only the bottom edge scroll clear of
  /// the home indicator; under one that gives up the sides too they stay under the housing in
  /// landscape (measurement G's side menu). Mestika's PIN form pads itself above the keyboard
  /// (`.KeyboardAwarePadding()`); a text field in a scroll view that ignores every region is
  /// still under the keyboard.
  @Test func scrollingRowsAndSelfMovingFormsAreNotOutOfReach() {
    let home = """
      import SwiftUI
      struct Library: View {
          var body: some View {
              VStack {
                  ScrollView { ForEach(0..<9) { i in NavigationLink("Song \\(i)") { Text("x") } } }
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      struct SideMenu: View {
          var body: some View {
              ZStack {
                  ScrollView { NavigationLink("Search") { Text("x") } }
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      struct PinForm: View {
          @State var pin = ""
          var body: some View {
              ZStack {
                  VStack {
                      ScrollView { SecureField("PIN", text: $pin) }
                  }
                  .KeyboardAwarePadding()
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      struct Notes: View {
          @State var text = ""
          var body: some View {
              ZStack { ScrollView { TextField("Note", text: $text) } }
                  .ignoresSafeArea()
          }
      }
      extension View {
          func KeyboardAwarePadding() -> some View { padding(.bottom, 0) }
      }
      """
    let report = Self.lint([("App/Home.swift", home)])
    // The library (bottom only) is not reported; the side menu, the form and the notes give up
    // their sides with a control in them.
    #expect(
      Self.found(report, "ignores_safe_area_controls")
        == ["App/Home.swift:15", "App/Home.swift:27", "App/Home.swift:34"])
    #expect(Self.found(report, "ignores_keyboard_safe_area") == ["App/Home.swift:34"])
  }

  /// Grocy: a barcode scanner whose buttons are in `.toolbar`, given every edge; Namo: a
  /// `VStack` inside `WithPerceptionTracking { … }` that gives up its bottom edge and ends with
  /// a spacer for the app's tab bar. Neither puts a control at an edge it gives up.
  @Test func toolbarItemsAndAWrappedStackEndingInASpacerAreNotReported() {
    let source = """
      import SwiftUI
      struct QuickScan: View {
          var body: some View {
              content.ignoresSafeArea()
          }
          var content: some View {
              ScannerPreview()
                  .toolbar {
                      ToolbarItem(placement: .topBarTrailing) { Button("Torch") {} }
                  }
          }
      }
      struct HomeMain: View {
          var body: some View {
              WithPerceptionTracking {
                  VStack(spacing: 0) {
                      HStack { Button("Today") {}; Button("Month") {} }
                      Text("calendar")
                      Spacer().frame(height: 80)
                  }
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      """
    let report = Self.lint([("App/Scan.swift", source)])
    #expect(Self.found(report, "ignores_safe_area_controls") == [])
  }

  /// Spawn's share drawer: its buttons are made by a view function with parameters
  /// (`shareButton(action:label:)`), in a stack that gives up every edge.
  @Test func aViewFunctionWithParametersMakesWhatItsBodyMakes() {
    let source = """
      import SwiftUI
      struct ShareDrawer: View {
          var body: some View {
              ZStack {
                  VStack(spacing: 0) {
                      Spacer()
                      HStack { shareButton(action: {}, label: "Copy") }
                  }
              }
              .ignoresSafeArea(.all)
          }
          private func shareButton(action: @escaping () -> Void, label: String) -> some View {
              Button(action: action) { Text(label) }
          }
      }
      """
    let report = Self.lint([("App/Share.swift", source)])
    #expect(Self.found(report, "ignores_safe_area_controls") == ["App/Share.swift:10"])
  }

  /// Spawn: a card that gives up every region when its chat room (a view of another file with
  /// a `TextField`) is expanded: `.ignoresSafeArea(expanded ? .all : .container, …)`.
  @Test func aTextFieldOfAnotherFileUnderEveryRegionIsUnderTheKeyboard() {
    let chat = """
      import SwiftUI
      struct ChatroomContentView: View {
          @State var message = ""
          var body: some View { VStack { Text("messages"); input } }
          var input: some View { TextField("Send a message!", text: $message) }
      }
      """
    let card = """
      import SwiftUI
      struct Card: View {
          var expanded: Bool
          var body: some View {
              VStack { ChatroomContentView() }
                  .ignoresSafeArea(expanded ? .all : .container, edges: expanded ? .all : .bottom)
          }
      }
      """
    let report = Self.lint([("App/Chat.swift", chat), ("App/Card.swift", card)])
    #expect(Self.found(report, "ignores_keyboard_safe_area") == ["App/Card.swift:6"])
    #expect(
      report.findings.first { $0.rule == "ignores_keyboard_safe_area" }?.message.contains(
        "'TextField' of 'ChatroomContentView'") == true)
  }

  /// Enterprise App: toolbar items shown only when the class is not compact — the bar's
  /// contents, Apple's adaptive layout, not a width picked by the class.
  @Test func toolbarItemsChosenBySizeClassAreNotAWidth() {
    let source = """
      import SwiftUI
      struct Root: View {
          @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
          var body: some View {
              Text("tasks")
                  .toolbar {
                      if horizontalSizeClass != .compact {
                          ToolbarItem(placement: .principal) {
                              Picker("View", selection: .constant(0)) { Text("a").tag(0) }
                                  .frame(width: 150)
                          }
                      }
                  }
          }
      }
      """
    let report = Self.lint([("App/Root.swift", source)])
    #expect(Self.found(report, "size_class_as_width") == [])
  }

  /// Spawn: `tabBarSpacing` (the app's own tab bar's 64-pt buttons, padding and spacing) in a
  /// file that pins its `TabBar` view at the bottom was called a stand-in for the system's tab
  /// bar, "wrong on 87 of 87 devices". Without the app's own bar, a tab-bar number still is.
  @Test func theHeightOfTheAppsOwnBarIsNotTheSystemsBar() {
    let bar = """
      import SwiftUI
      struct TabBar: View {
          var body: some View {
              HStack { ForEach(0..<3) { _ in Button("Tab") {} } }
          }
      }
      """
    let own = """
      import SwiftUI
      struct WithTabBar: View {
          private var tabBarSpacing: CGFloat { 64 + 4 * 2 + 20 }
          var body: some View {
              Color.clear
                  .frame(height: 600 - tabBarSpacing)
                  .overlay(alignment: .bottom) { TabBar() }
          }
      }
      """
    let system = """
      import UIKit
      let kTabBarHeight: CGFloat = 83
      """
    let report = Self.lint([
      ("App/TabBar.swift", bar), ("App/WithTabBar.swift", own), ("App/Metrics.swift", system),
    ])
    #expect(Self.found(report, "bar_constant") == ["App/Metrics.swift:2"])
  }

  /// Spawn's `private var screenHeight: CGFloat {` / `UIScreen.main.bounds.height` and
  /// Mestika's 30-line `func popupMessage() -> some View` with one
  /// `.frame(width: UIScreen.main.bounds.width - 60)`: the finding was on the declaration, the
  /// reviewer points at the read. A suppression on the declaration still suppresses it.
  @Test func aGettersFindingIsWhereItReadsTheScreen() {
    let source = """
      import SwiftUI
      struct Drawer: View {
          private var screenHeight: CGFloat {
              UIScreen.main.bounds.height
          }
          // safearea:disable-next-line main_screen_bounds
          private var screenWidth: CGFloat {
              UIScreen.main.bounds.width
          }
          func popup() -> some View {
              VStack {
                  Text("Locked")
              }
              .frame(width: UIScreen.main.bounds.width - 60)
          }
          var body: some View { Color.clear.offset(y: screenHeight + screenWidth) }
      }
      """
    let report = Self.lint([("App/Drawer.swift", source)])
    let definitions = report.findings.filter {
      $0.rule == "main_screen_bounds" && $0.message.hasSuffix("reads the main screen's bounds")
    }
    #expect(definitions.map(\.location.line) == [4, 14])
  }

  /// BookyBooky: `var mainScreen: CGRect { UIScreen.main.bounds }` in an extension of `View`,
  /// read as `mainScreen.height * 0.3` in other views; MusicOffline: `Helper.shared
  /// .safeAreaInsets?.top` (a singleton's getter reading the first window) in a view of another
  /// folder. A `GeometryReader`'s `proxy.safeAreaInsets.top` is the view's own.
  @Test func screenAndWindowHelpersAreFollowedThroughMembers() {
    let helpers = """
      import SwiftUI
      extension View {
          var mainScreen: CGRect {
              UIScreen.main.bounds
          }
      }
      final class Helper {
          static let shared = Helper()
          var safeAreaInsets: UIEdgeInsets? {
              let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
              return scene?.windows.first?.safeAreaInsets
          }
      }
      """
    let views = """
      import SwiftUI
      struct Cover: View {
          var body: some View {
              GeometryReader { proxy in
                  Color.red
                      .frame(height: mainScreen.height * 0.3)
                      .padding(.top, Helper.shared.safeAreaInsets?.top)
                      .padding(.bottom, proxy.safeAreaInsets.bottom)
              }
          }
      }
      """
    let report = Self.lint([
      ("App/Helpers/Helpers.swift", helpers), ("App/Views/Cover.swift", views),
    ])
    #expect(Self.found(report, "main_screen_bounds").contains("App/Views/Cover.swift:6"))
    #expect(Self.found(report, "window_safe_area").contains("App/Views/Cover.swift:7"))
    #expect(
      !report.findings.contains {
        $0.location.file.hasSuffix("Cover.swift") && $0.location.line == 8
      })
  }

  /// BookyBooky: `.padding(.bottom, safeAreaInsets.bottom != 0 ? 0 : 20)` ("bezel-less iPhones
  /// 0, iPhones with a bezel 20") was "decides 'has a notch' … wrong on 26 of 87 devices: true
  /// on iPad Air 13-inch (M4)". The test asks for a bottom inset, which that iPad has (the
  /// window's own value decides it on every cell), so no cell is wrong.
  @Test func aBottomInsetTestAsksForTheHomeIndicator() throws {
    let source = """
      import SwiftUI
      struct Buttons: View {
          var body: some View {
              HStack { Text("a") }
                  .padding(.bottom, UIApplication.shared.windows.first!.safeAreaInsets.bottom != 0 ? 0 : 20)
          }
      }
      """
    let report = Self.lint([("App/Buttons.swift", source)])
    let flag = try #require(report.findings.first { $0.rule == "notch_flag" })
    #expect(flag.message.hasPrefix("decides 'has a home indicator' from"))
    let evaluation = try #require(flag.evaluation)
    let ipad = evaluation.cells.filter { $0.device == "iPad Air 13-inch (M4)" }
    #expect(!ipad.isEmpty)
    #expect(evaluation.cells.allSatisfy { !$0.isWrong })
  }

  /// Spawn: `proxy.size.height <= 667` ("iPhone 8 and similar") was "cannot evaluate:
  /// 'proxy.size.height.isNaN' is not defined in the files linted": a GeometryProxy's size is
  /// no name of the files.
  @Test func aGeometryProxysSizeIsNotCalledUndefined() {
    let source = """
      import SwiftUI
      struct Bar: View {
          func padding(for proxy: GeometryProxy) -> CGFloat {
              let screenHeight = proxy.size.height.isNaN ? UIScreen.main.bounds.height : proxy.size.height
              if screenHeight <= 667 { return 100 }
              return 80
          }
          var body: some View { GeometryReader { proxy in Color.clear.padding(.bottom, padding(for: proxy)) } }
      }
      """
    let report = Self.lint([("App/Bar.swift", source)])
    #expect(!report.findings.contains { $0.message.contains("is not defined in the files linted") })
  }
}
