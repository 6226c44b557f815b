import Foundation
import SourceLint
import Testing

/// Measurement O's SwiftUI false alarms and misses (30 November 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement O (SwiftUI)"): each a small rewrite of the real case,
/// never the real file, with the look-alike that must still be found.
@Suite struct MeasurementOSwiftUITests {
  static func found(_ files: [(String, String)], _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint(files), rule)
  }

  /// A side menu as wide as the screen less 90, made with that width and moved by minus it
  /// through an offset state (and a state added into it) to hide it, compared with it in its
  /// drag handlers and its animation's value; a row's swipe threshold half the screen's width.
  /// Only the width's definition and the menu made with it lay anything out.
  @Test func aMenuHiddenByItsOwnWidthAndComparedWithItLaysNothingOut() {
    let drawer = """
      import SwiftUI
      struct Drawer: View {
          @State private var offset: CGFloat
          @State private var lastStoredOffset: CGFloat
          @GestureState var gestureOffset: CGFloat = 0
          let menuWidth = UIScreen.main.bounds.width - 90

          init() {
              offset = -menuWidth
              lastStoredOffset = -menuWidth
          }

          var body: some View {
              ZStack {
                  Text("Home")
                  MenuPanel(menuWidth: menuWidth)
                      .offset(x: offset >= 0 ? 0 : offset)
              }
              .animation(.easeOut, value: offset == -menuWidth)
              .gesture(
                  DragGesture()
                      .updating($gestureOffset) { value, out, _ in out = value.translation.width }
                      .onEnded { value in close(value.translation.width) }
              )
              .onChange(of: gestureOffset) { _ in offset = gestureOffset + lastStoredOffset }
          }

          func close(_ translation: CGFloat) {
              if -translation > menuWidth / 3 {
                  offset = -menuWidth
              }
              lastStoredOffset = offset
          }
      }

      struct MenuPanel: View {
          let menuWidth: CGFloat
          var body: some View { Color.blue.frame(width: menuWidth) }
      }

      struct Row: View {
          @State private var offset: CGFloat = 0
          var body: some View {
              Text("Row")
                  .offset(x: offset)
                  .gesture(DragGesture().onEnded { value in
                      if -value.translation.width > UIScreen.main.bounds.width / 2 { offset = 0 }
                  })
          }
      }
      """
    #expect(
      Self.found([("App/Drawer.swift", drawer)], "main_screen_bounds") == [
        "App/Drawer.swift:6", "App/Drawer.swift:16",
      ])
    // Look-alike: a menu 280 pt wide moved by the screen's width less 90 is not hidden by
    // its own width (the assignments stay findings), and a row moved by half the screen's
    // width is placed, not compared.
    let other =
      drawer
      .replacingOccurrences(
        of: "MenuPanel(menuWidth: menuWidth)", with: "MenuPanel(menuWidth: 280)"
      )
      .replacingOccurrences(
        of: "if -value.translation.width > UIScreen.main.bounds.width / 2 { offset = 0 }",
        with: "offset = UIScreen.main.bounds.width / 2")
    #expect(
      Self.found([("App/Drawer.swift", other)], "main_screen_bounds") == [
        "App/Drawer.swift:6", "App/Drawer.swift:9", "App/Drawer.swift:10", "App/Drawer.swift:30",
        "App/Drawer.swift:47",
      ])
  }

  static let windowHelper = """
      import SwiftUI

      extension View {
          func windowInsets() -> UIEdgeInsets {
              let none = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
              guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
                  return none
              }
              guard let insets = scene.windows.first?.safeAreaInsets else {
                  return none
              }
              return insets
          }
      }
    """

  /// A helper of another file that keeps a constant for its `guard`s' `else` and returns the
  /// first window's insets through a `guard let`: the padding that calls it uses the window's
  /// insets.
  @Test func aWindowHelperWithAConstantBeforeItsGuardsIsFollowedToItsUses() {
    let panel = """
      import SwiftUI

      struct RecordPanel: View {
          var body: some View {
              VStack {
                  Spacer()
                  Button("Record") {}
                      .padding(.bottom, windowInsets().bottom + 4)
              }
          }
      }
      """
    #expect(
      Self.found(
        [("App/Ext.swift", Self.windowHelper), ("App/Panel.swift", panel)], "window_safe_area")
        == ["App/Ext.swift:12", "App/Panel.swift:8"])
    // Look-alike: the same helper returning the window's layout margins reads no safe area.
    let margins = Self.windowHelper.replacingOccurrences(
      of: "scene.windows.first?.safeAreaInsets", with: "scene.windows.first?.layoutMargins")
    #expect(margins != Self.windowHelper)
    #expect(
      Self.found([("App/Ext.swift", margins), ("App/Panel.swift", panel)], "window_safe_area")
        .isEmpty)
  }

  /// A back row that gives up the top edge and pads itself by the window's top inset (a helper
  /// of another file) puts its button back below the status bar; padded by 10 pt only, it is
  /// under the status bar.
  @Test func aRowPaddedByTheInsetOfTheEdgeItGivesUpKeepsItsControls() {
    let row = """
      import SwiftUI

      struct BackRow: View {
          let action: () -> Void
          var body: some View {
              HStack(spacing: 15) {
                  Button(action: action) {
                      Image(systemName: "chevron.left")
                  }
                  Spacer()
              }
              .padding(.top, windowInsets().top + 10)
              .padding([.horizontal, .bottom], 15)
              .background(Color.green)
              .ignoresSafeArea(.container, edges: .top)
          }
      }
      """
    #expect(
      Self.found(
        [("App/Ext.swift", Self.windowHelper), ("App/BackRow.swift", row)],
        "ignores_safe_area_controls"
      ).isEmpty)
    let fixed = row.replacingOccurrences(of: "windowInsets().top + 10", with: "10")
    #expect(fixed != row)
    #expect(
      Self.found(
        [("App/Ext.swift", Self.windowHelper), ("App/BackRow.swift", fixed)],
        "ignores_safe_area_controls") == ["App/BackRow.swift:15"])
  }
  /// A small-screen test of two comparisons on one line, both true on the same two phones: one
  /// finding. Where the two claims differ (a width of 375 is true on more phones), two.
  @Test func theSameSizeClaimTwiceOnOneLineIsOneFinding() {
    let levels = """
      import SwiftUI
      struct Levels: View {
          var body: some View {
              let screenHeight = UIScreen.main.bounds.height
              let screenWidth = UIScreen.main.bounds.width
              let isSmallScreen = screenHeight <= 568 || screenWidth <= 320
              Group {
                  if isSmallScreen { ScrollView { Text("Levels") } } else { Text("Levels") }
              }
          }
      }
      """
    #expect(
      Self.found([("App/Levels.swift", levels)], "device_size_check") == ["App/Levels.swift:6"])
    let wider = levels.replacingOccurrences(of: "screenWidth <= 320", with: "screenWidth <= 375")
    #expect(wider != levels)
    #expect(
      Self.found([("App/Levels.swift", wider)], "device_size_check") == [
        "App/Levels.swift:6", "App/Levels.swift:6",
      ])
  }
  /// A private constant of the screen's third nothing reads, and a private state only ever
  /// assigned a tenth of the screen's width: neither lays anything out. Framed by the state,
  /// the assignment is a use again.
  @Test func privatePropertiesNothingReadsLayNothingOut() {
    let results = """
      import SwiftUI
      struct Results: View {
          @State private var itemWidth: Double = 0
          @State private var screenWith = UIScreen.main.bounds.width
          private let cellSide = UIScreen.main.bounds.width / 3

          var body: some View {
              VStack {
                  Text("Hits")
              }
              .onAppear {
                  itemWidth = screenWith / 10
              }
          }
      }
      """
    #expect(
      Self.found([("App/Results.swift", results)], "main_screen_bounds") == ["App/Results.swift:4"])
    let framed = results.replacingOccurrences(
      of: "Text(\"Hits\")", with: "Text(\"Hits\").frame(width: itemWidth)")
    #expect(framed != results)
    #expect(
      Self.found([("App/Results.swift", framed)], "main_screen_bounds") == [
        "App/Results.swift:4", "App/Results.swift:12",
      ])
  }
}
