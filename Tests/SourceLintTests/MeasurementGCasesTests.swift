import Foundation
import SourceLint
import Testing

/// The causes of misses, false alarms and wrong messages in fresh measurement G (29 November
/// 2026, fifth round, SwiftUI; `Documentation/Journal/2026-11-29-lint-G.md`), each as a small
/// rewrite of the real case, never the real file.
@Suite struct MeasurementGCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func found(_ report: LintReport, _ rules: Set<String>? = nil) -> [String] {
    report.findings.filter { rules?.contains($0.rule) ?? true }
      .map { "\($0.location.file):\($0.location.line):\($0.rule)" }
  }

  /// Lproject: padding added where the first window has no bottom inset. The test asks "no
  /// notch" (no home indicator); it was evaluated as "has a notch" and called false on the
  /// iPhone 17 Pro Max, where for what the code asks it is right.
  @Test func aTestForNoInsetIsEvaluatedAsNoNotch() throws {
    let source = """
      import SwiftUI
      struct BottomPadding: ViewModifier {
          func body(content: Content) -> some View {
              if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
                 let window = scene.windows.first,
                 window.safeAreaInsets.bottom == 0 {
                  content.padding(.bottom)
              } else {
                  content
              }
          }
      }
      """
    let report = Self.lint([("App/Padding.swift", source)])
    let flag = try #require(report.findings.first { $0.rule == "notch_flag" })
    // (Measurement H: a test of the bottom inset asks for the home indicator, which iPads
    // without a housing have too; it is evaluated as that now.)
    #expect(flag.message.hasPrefix("decides 'has no home indicator' from"))
    // The iPhone 17 Pro Max has a Dynamic Island and a 34-pt home indicator inset (Apple's
    // device specifications; the catalog's printed insets): "no inset" is false there, and
    // "no notch" is false there too. No portrait cell of it is wrong.
    let evaluation = try #require(flag.evaluation)
    let proMax = evaluation.cells.filter {
      $0.device == "iPhone 17 Pro Max" && $0.orientation == "portrait"
    }
    #expect(!proMax.isEmpty)
    #expect(proMax.allSatisfy { !$0.isWrong })
    #expect(!(evaluation.summary.contains("false on iPhone 17 Pro Max")))
  }

  /// ConveniApp: `hasNotch` in an extension of `UIDevice`, a getter that binds the key window
  /// with `guard let` and returns by orientation. Its uses said "'hasNotch' (not defined in the
  /// files linted)"; it is defined, and read now.
  @Test func aGuardedGetterIsReadAndNeverCalledUndefined() {
    let source = """
      import SwiftUI
      extension UIDevice {
          var hasNotch: Bool {
              guard let window = UIApplication.shared.connectedScenes
                      .compactMap({ $0 as? UIWindowScene })
                      .first?.windows
                      .filter({ $0.isKeyWindow }).first else { return false }
              if UIDevice.current.orientation.isPortrait {
                  return window.safeAreaInsets.top >= 44
              } else {
                  return window.safeAreaInsets.left > 0 || window.safeAreaInsets.right > 0
              }
          }
      }
      struct Tabs: View {
          var body: some View {
              Text("tabs").padding(.horizontal, UIDevice.current.hasNotch ? 10 : 7)
          }
      }
      """
    let report = Self.lint([("App/Device.swift", source)])
    #expect(!report.findings.contains { $0.message.contains("not defined") })
    #expect(report.findings.contains { $0.rule == "notch_flag" && $0.location.line == 8 })
    #expect(report.findings.contains { $0.rule == "notch_flag" && $0.location.line == 17 })
    // The orientation read is the device's, and the message says so.
    let orientation = report.findings.filter { $0.rule == "orientation_layout" }
    #expect(orientation.allSatisfy { $0.message.contains("device orientation") })
  }

  /// A name defined in the run whose body is not read: the assumption names where it is.
  @Test func anUnreadDefinitionIsNamedWithItsPlace() throws {
    let source = """
      import SwiftUI
      extension UIDevice {
          var isNotchPhone: Bool {
              var found = false
              for window in UIApplication.shared.windows { found = found || window.safeAreaInsets.top > 20 }
              return found
          }
      }
      struct Tabs: View {
          var body: some View {
              Text("tabs").padding(.top, UIDevice.current.isNotchPhone ? 10 : 7)
          }
      }
      """
    let report = Self.lint([("App/Device.swift", source)])
    let use = try #require(
      report.findings.first { $0.rule == "notch_flag" && $0.location.line == 11 })
    let summary = try #require(use.evaluation?.summary)
    #expect(summary.contains("'isNotchPhone' (its body at Device.swift:3 is not read)"))
    #expect(!summary.contains("not defined"))
  }

  /// bike_index: a column count chosen by the size class on the `.pad` branch of an idiom
  /// switch. The iPhone's resizable window is not the reason there.
  @Test func aSizeClassOnAnIPadBranchGivesAnIPadReason() throws {
    let source = """
      import SwiftUI
      struct Grid<Content: View>: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var content: () -> Content
          var body: some View {
              switch UIDevice.current.userInterfaceIdiom {
              case .pad:
                  if horizontalSizeClass == .compact {
                      LazyVGrid(columns: Array(repeating: GridItem(), count: 2)) { content() }
                  } else {
                      LazyVGrid(columns: Array(repeating: GridItem(), count: 4)) { content() }
                  }
              default:
                  LazyVGrid(columns: Array(repeating: GridItem(), count: 2)) { content() }
              }
          }
      }
      """
    let report = Self.lint([("App/Grid.swift", source)])
    let finding = try #require(report.findings.first { $0.rule == "size_class_as_width" })
    #expect(finding.location.line == 8)
    #expect(!finding.message.contains("iPhone"))
    #expect(finding.message.contains("range of widths"))
  }

  /// FitConnect: `.padding(.top, 60) // Account for status bar` and a "Status Bar Spacer" of
  /// 44 pt. The comment says what the number stands for.
  @Test func anInlineNumberACommentCallsABarIsABarConstant() throws {
    let source = """
      import SwiftUI
      struct Search: View {
          @State var text = ""
          var body: some View {
              VStack {
                  // Status Bar Spacer
                  Spacer().frame(height: 44)
                  TextField("Search", text: $text)
                      .padding(.top, 60) // Account for status bar
                      .padding(.bottom, 20)
                  Text("Results").frame(height: 44) // a row
              }
          }
      }
      """
    let report = Self.lint([("App/Search.swift", source)])
    #expect(
      Self.found(report, ["bar_constant"]) == [
        "App/Search.swift:7:bar_constant", "App/Search.swift:9:bar_constant",
      ])
    let message = try #require(report.findings.first { $0.location.line == 9 }?.message)
    #expect(
      message.hasPrefix(
        "'60' stands in for the status bar's height (the comment says 'status bar')"))
    // No catalog phone in portrait has a 60-pt status bar (20, 44, 47, 48, 50, 54, 59, 62:
    // Apple's printed values, DeviceCatalog.md).
    #expect(message.contains(": right on 0 of "))
  }

  /// The same file saved with CRLF line ends: the comments are found on their own lines (the
  /// lines were split at `"\n"` Characters, which a CRLF is not: the file was one line and no
  /// comment was found).
  @Test func barCommentsAreFoundInACRLFFile() {
    let source = [
      "import SwiftUI", "struct Search: View {", "    @State var text = \"\"",
      "    var body: some View {", "        VStack {", "            // Status Bar Spacer",
      "            Spacer().frame(height: 44)", "            TextField(\"Search\", text: $text)",
      "                .padding(.top, 60) // Account for status bar", "        }", "    }", "}", "",
    ]
    for end in ["\r\n", "\n"] {
      let report = Self.lint([("App/Search.swift", source.joined(separator: end))])
      #expect(
        Self.found(report, ["bar_constant"]) == [
          "App/Search.swift:7:bar_constant", "App/Search.swift:9:bar_constant",
        ], "\(end.unicodeScalars.map(\.value))")
    }
  }

  /// EmployeeView: `.ignoresSafeArea()` on a link inside a padded row, and a `ZStack` giving
  /// up its bottom edge with a divider after it in its `VStack`: neither touches an edge. The
  /// row of two links there is a step's navigation in the content, not a bar at the screen's
  /// edge.
  @Test func viewsThatCannotTouchAnEdgeAreNotReported() {
    let source = """
      import SwiftUI
      struct Hours: View {
          @State var hours = 8
          var body: some View {
              VStack {
                  ZStack(alignment: .bottom) {
                      Picker("Hours", selection: $hours) { Text("8").tag(8) }.pickerStyle(.wheel)
                      HStack {
                          NavigationLink(destination: Custom()) { Text("Custom") }
                              .ignoresSafeArea()
                          Spacer()
                          NavigationLink(destination: Next()) { Text("Next") }
                              .ignoresSafeArea()
                      }
                      .padding()
                  }
                  .edgesIgnoringSafeArea(.bottom)
                  Divider().frame(height: 1)
              }
          }
      }
      """
    #expect(
      Self.found(
        Self.lint([("App/Hours.swift", source)]),
        ["ignores_safe_area_controls", "hand_made_bar", "ignores_keyboard_safe_area"]) == [])
  }

  /// LiveCameraScan: a close and a flash button pinned to the top of a camera preview's
  /// overlay (a computed view laid over the preview in a `ZStack`).
  @Test func aCamerasOwnControlsAreNoHandMadeBar() {
    let source = """
      import SwiftUI
      struct Scan: View {
          var body: some View {
              ZStack {
                  Color.black.ignoresSafeArea()
                  ManagerBasedCameraPreview(manager: manager).ignoresSafeArea()
                  cameraOverlay
              }
          }
          private var cameraOverlay: some View {
              VStack {
                  HStack {
                      Button { close() } label: { Image(systemName: "xmark") }
                      Spacer()
                      Text("Scan Meal")
                      Spacer()
                      Button { flash() } label: { Image(systemName: "bolt") }
                  }
                  Spacer()
                  Button { capture() } label: { Image(systemName: "camera") }
              }
          }
      }
      """
    #expect(Self.found(Self.lint([("App/Scan.swift", source)]), ["hand_made_bar"]) == [])
  }

  /// Windows picked by a query over the scenes (`filter`, `first(where:)`, `flatMap`) are
  /// global windows, read as `keyWindow` is (PresentFullView, Screen+Ext).
  @Test func aWindowQueryIsAGlobalWindow() {
    let source = """
      import SwiftUI
      struct Full: View {
          var body: some View {
              HStack { Text("Dismiss") }
                  .padding(.top, UIApplication.shared.windows.filter{$0.isKeyWindow}.first?.safeAreaInsets.top)
          }
      }
      class Screen {
          static var top: CGFloat {
              UIApplication.shared.connectedScenes
                  .compactMap { $0 as? UIWindowScene }
                  .flatMap(\\.windows)
                  .first(where: \\.isKeyWindow)?
                  .safeAreaInsets.top ?? 0
          }
      }
      """
    let lines = Self.lint([("App/Full.swift", source)]).findings
      .filter { $0.rule == "window_safe_area" }.map(\.location.line)
    #expect(lines.contains(5))
    // The getter reads it, and is reported where it reads it (measurement H).
    #expect(lines.contains(10))
  }

  /// swftuipresentandnavigation: a full-screen view of another file, with a Dismiss button,
  /// made to ignore every edge. A view of another file that ignores the safe area itself is
  /// reported there, not again where it is used.
  @Test func controlsInAViewOfAnotherFileCount() {
    let content = """
      import SwiftUI
      struct ContentView: View {
          @State var shown = false
          var body: some View {
              ZStack {
                  NavigationView { Text("Hello") }
                  PresentFullView(isShowing: $shown).background(Color.red)
                      .edgesIgnoringSafeArea(.all)
                  SideMenu().edgesIgnoringSafeArea(.all)
              }
          }
      }
      """
    let full = """
      import SwiftUI
      struct PresentFullView: View {
          @Binding var isShowing: Bool
          var body: some View {
              HStack { Button("Dismiss") { isShowing = false }; Spacer() }
          }
      }
      struct SideMenu: View {
          var body: some View {
              ZStack(alignment: .topLeading) { Button("Home") {} }.edgesIgnoringSafeArea(.all)
          }
      }
      """
    let report = Self.lint([
      ("App/ContentView.swift", content), ("App/PresentFullView.swift", full),
    ])
    #expect(
      Self.found(report, ["ignores_safe_area_controls"]) == [
        "App/ContentView.swift:8:ignores_safe_area_controls",
        "App/PresentFullView.swift:10:ignores_safe_area_controls",
      ])
    #expect(
      report.findings.first { $0.location.line == 8 }?.message
        == "'.edgesIgnoringSafeArea' lets 'Button' of 'PresentFullView' in this PresentFullView "
        + "reach under the sensor housing, the home indicator, the rounded corners or the "
        + "iPhone Duo's bar column")
  }

  /// Chcklst (measurement E's set): a `ZStack` giving up only its bottom edge holds a top bar of
  /// another file with a text field. Where the bar sits the file does not say — no finding.
  @Test func aViewOfAnotherFileInAStackGivingUpOneEdgeIsNotClaimed() {
    let dashboard = """
      import SwiftUI
      struct Dashboard: View {
          var body: some View {
              ZStack {
                  Color.gray.ignoresSafeArea()
                  VStack(spacing: 0) {
                      DashboardNavBar()
                      ScrollView { Text("rows") }
                  }
              }
              .ignoresSafeArea(.container, edges: .bottom)
          }
      }
      """
    let bar = """
      import SwiftUI
      struct DashboardNavBar: View {
          @State var text = ""
          var body: some View {
              HStack { TextField("Search", text: $text); Button("Filter") {} }
          }
      }
      """
    #expect(
      Self.found(
        Self.lint([("App/Dashboard.swift", dashboard), ("App/DashboardNavBar.swift", bar)]),
        ["ignores_safe_area_controls", "ignores_keyboard_safe_area"]) == [])
  }

  /// With a file selection the summary counts the selected files only (closing note 4).
  @Test func aSelectionCountsItsOwnLines() {
    let report = Self.lint([
      ("App/A.swift", "let a = 1\nlet b = 2\nlet c = 3\n"),  // 4 lines (3 and the empty last)
      ("App/B.swift", "let d = 4\n"),  // 2 lines
    ])
    #expect(report.lineCount == 6)
    let selected = report.restricted(to: { $0 == "App/B.swift" })
    #expect(selected.files == ["App/B.swift"])
    #expect(selected.lineCount == 2)
  }
}
