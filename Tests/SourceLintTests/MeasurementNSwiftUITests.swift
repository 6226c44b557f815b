import Foundation
import SourceLint
import Testing

/// Measurement N's SwiftUI false alarms, wrong messages and misses (30 November 2026;
/// `Documentation/SourceLint.md`, "Fixes from measurement N (SwiftUI)"): each a small rewrite of
/// the real case, never the real file, with the look-alike that must still be found.
@Suite struct MeasurementNSwiftUITests {
  static func found(_ files: [(String, String)], _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint(files), rule)
  }

  static func found(_ text: String, _ rule: String) -> [String] {
    found([("App/Screen.swift", text)], rule)
  }

  static func messages(_ text: String, _ rule: String) -> [String] {
    MeasurementJCasesTests.lint([("App/Screen.swift", text)]).findings
      .filter { $0.rule == rule }.map(\.message)
  }

  /// An offline screen: a retry button of fixed width centred in a stack framed to fill the
  /// screen, which gives up every edge. No edge is near it, in either orientation.
  @Test func aButtonCentredInAFullScreenStackReachesNoEdge() {
    let screen = """
      import SwiftUI
      struct Offline: View {
          var body: some View {
              VStack(spacing: 20) {
                  Image(systemName: "wifi.slash")
                  Text("No connection")
                  Button(action: {}) {
                      Text("Retry").padding().frame(width: 150, height: 50)
                  }
              }
              .padding()
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(Color.black)
              .ignoresSafeArea()
          }
      }
      """
    #expect(Self.found(screen, "ignores_safe_area_controls").isEmpty)
    // Look-alike: the button stretched across the screen reaches its sides in landscape.
    let wide = screen.replacingOccurrences(
      of: ".frame(width: 150, height: 50)", with: ".frame(maxWidth: .infinity)")
    #expect(wide != screen)
    #expect(Self.found(wide, "ignores_safe_area_controls") == ["App/Screen.swift:14"])
  }

  /// A link centred over a colour in a `ZStack` that gives up every edge, and links between
  /// spacers: centred, away from every edge. A text field between the same spacers stretches to
  /// the sides (landscape: the housing); a link below the last spacer is at the bottom edge.
  @Test func linksBetweenSpacersOrCentredInAZStackReachNoEdge() {
    let centred = """
      import SwiftUI
      struct Home: View {
          var body: some View {
              NavigationView {
                  ZStack {
                      Color.red
                      NavigationLink(destination: Text("Detail")) {
                          Text("Play")
                      }
                  }
                  .edgesIgnoringSafeArea(.all)
              }
          }
      }
      """
    #expect(Self.found(centred, "ignores_safe_area_controls").isEmpty)
    let welcome = """
      import SwiftUI
      struct Welcome: View {
          @State private var name = ""
          var body: some View {
              ZStack {
                  LinearGradient(colors: [.pink, .red], startPoint: .top, endPoint: .bottom)
                  VStack {
                      Spacer()
                      Image("logo")
                      NavigationLink(destination: Text("Sign in")) {
                          Text("SIGN IN").frame(width: 300, height: 60)
                      }
                      Spacer()
                  }
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      """
    #expect(Self.found(welcome, "ignores_safe_area_controls").isEmpty)
    let field = welcome.replacingOccurrences(
      of: "Image(\"logo\")", with: "TextField(\"Name\", text: $name).padding()")
    #expect(field != welcome)
    #expect(Self.found(field, "ignores_safe_area_controls") == ["App/Screen.swift:16"])
    let last = welcome.replacingOccurrences(
      of: "                Spacer()\n            }\n        }", with: "            }\n        }")
    #expect(last != welcome)
    #expect(Self.found(last, "ignores_safe_area_controls") == ["App/Screen.swift:15"])
  }

  /// A button given to `.navigationBarItems` is laid out in the navigation bar, not in the
  /// `ZStack` that gives up every edge; a hidden link (activated from code) is neither drawn
  /// nor tapped.
  @Test func barItemsAndHiddenLinksAreNotInTheStack() {
    let detail = """
      import SwiftUI
      struct Detail: View {
          @State private var shown = false
          var body: some View {
              ZStack {
                  Color.gray
                  VStack {
                      Text("Alex")
                  }
                  .navigationBarItems(trailing: Button(action: { shown = true }) {
                      Image(systemName: "person.circle")
                  })
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      """
    #expect(Self.found(detail, "ignores_safe_area_controls").isEmpty)
    // Look-alike: the same button heading the stack is at the top edge.
    let inStack = detail.replacingOccurrences(
      of: "Text(\"Alex\")", with: "Button(\"Profile\") { shown = true }\n                Spacer()")
    #expect(inStack != detail)
    #expect(Self.found(inStack, "ignores_safe_area_controls") == ["App/Screen.swift:15"])
    let search = """
      import SwiftUI
      struct Search: View {
          @State private var go = false
          var body: some View {
              VStack {
                  NavigationLink(destination: Text("Results"), isActive: $go) { }
                      .hidden()
                  Spacer()
                  Button("Search") { go = true }
                  Spacer()
              }
              .ignoresSafeArea(.all)
          }
      }
      """
    #expect(Self.found(search, "ignores_safe_area_controls").isEmpty)
    let shown = search.replacingOccurrences(of: "\n                .hidden()", with: "")
    #expect(shown != search)
    #expect(Self.found(shown, "ignores_safe_area_controls") == ["App/Screen.swift:11"])
  }

  /// A welcome screen's link to a sign-up form: the form is pushed as its own screen, so the
  /// keyboard rising for its fields has nothing to do with this view's regions.
  @Test func aLinksDestinationIsNotLaidOutHere() {
    let signUp = """
      import SwiftUI
      struct SignUp: View {
          @State private var password = ""
          var body: some View {
              SecureField("Password", text: $password)
          }
      }
      """
    let welcome = """
      import SwiftUI
      struct Welcome: View {
          var body: some View {
              ZStack {
                  Color.pink
                  VStack {
                      Spacer()
                      NavigationLink(destination: SignUp()) {
                          Text("Create account")
                      }
                      Spacer()
                  }
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      """
    let files = [("App/Welcome.swift", welcome), ("App/SignUp.swift", signUp)]
    #expect(Self.found(files, "ignores_keyboard_safe_area").isEmpty)
    // Look-alike: the form laid out in the stack itself, below its last spacer.
    let inline = welcome.replacingOccurrences(
      of: "NavigationLink(destination: SignUp()) {\n                    Text(\"Create account\")\n"
        + "                }\n                Spacer()",
      with: "SignUp()")
    #expect(inline != welcome)
    #expect(
      Self.found(
        [("App/Welcome.swift", inline), ("App/SignUp.swift", signUp)],
        "ignores_keyboard_safe_area") == ["App/Welcome.swift:11"])
  }

  /// A cart's pay button centred between spacers at the end of a scroll view that gives up
  /// every edge: it scrolls clear of the top and bottom and is centred sideways. A button
  /// pushed to the row's end by a spacer reaches the side (the housing in landscape).
  @Test func aCentredRowInAScrollViewReachesNoSide() {
    let cart = """
      import SwiftUI
      struct Cart: View {
          var body: some View {
              ScrollView {
                  Text("Wish list").font(.title)
                  HStack {
                      Spacer()
                      Button(action: {}) {
                          Text("Pay").padding(.horizontal, 100)
                      }
                      Spacer()
                  }
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      """
    #expect(Self.found(cart, "ignores_safe_area_controls").isEmpty)
    let end = cart.replacingOccurrences(
      of: "                Spacer()\n            }\n        }",
      with: "            }\n        }")
    #expect(end != cart)
    #expect(Self.found(end, "ignores_safe_area_controls") == ["App/Screen.swift:13"])
  }

  /// A main view that gives up every edge and pads its menu row by the first window's top inset
  /// and its tab row by the bottom one: the message says both are put back.
  @Test func theMessageNamesEveryVerticalInsetPutBack() {
    let main = """
      import SwiftUI
      struct Main: View {
          var body: some View {
              ZStack {
                  VStack {
                      HStack { Button("Menu") {}; Spacer(); Button("Grid") {} }
                          .padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top)
                      Spacer()
                      HStack { Button("News") {}; Button("Chats") {} }
                          .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom)
                  }
              }
              .ignoresSafeArea(.all)
          }
      }
      """
    let both = Self.messages(main, "vertical_insets_only")
    #expect(both.count == 1)
    #expect(both.first?.contains("only the top and bottom insets are put back") == true)
    let top = main.replacingOccurrences(
      of: "\n                    .padding(.bottom, UIApplication.shared.windows.first?"
        + ".safeAreaInsets.bottom)",
      with: "")
    #expect(top != main)
    let one = Self.messages(top, "vertical_insets_only")
    #expect(one.count == 1)
    #expect(one.first?.contains("only the top inset is put back") == true)
  }

  /// `windows.first?.safeAreaInsets.bottom == 0 ? 10 : windows.first?.safeAreaInsets.bottom`:
  /// one padding decided on one line, one finding; the same reads on two lines are two.
  @Test func oneWindowFindingPerLine() {
    let row = """
      import SwiftUI
      struct Tabs: View {
          var body: some View {
              HStack { Text("A"); Text("B") }
                  .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom == 0 ? 10 : UIApplication.shared.windows.first?.safeAreaInsets.bottom)
          }
      }
      """
    #expect(Self.found(row, "window_safe_area") == ["App/Screen.swift:5"])
    let two = row.replacingOccurrences(
      of: " ? 10 : UIApplication",
      with: " ? 10 :\n                    UIApplication")
    #expect(two != row)
    #expect(
      Self.found(two, "window_safe_area") == ["App/Screen.swift:5", "App/Screen.swift:6"])
  }

  /// A tab bar of another file placed in `.safeAreaInset(edge: .bottom)` of a `TabView` whose
  /// own bar is hidden: a hand-made bar. A single call to action placed there is not.
  @Test func aBarOfTheRunInASafeAreaInsetIsAHandMadeBar() {
    let row = """
      import SwiftUI
      struct TabRow: View {
          @Binding var selected: Int
          var body: some View {
              HStack {
                  ForEach(0..<3) { index in
                      Button { selected = index } label: { Image(systemName: "house") }
                  }
              }
          }
      }
      """
    let tabs = """
      import SwiftUI
      struct Tabs: View {
          @State private var tab = 0
          var body: some View {
              TabView(selection: $tab) {
                  Text("Home").tag(0).toolbar(.hidden, for: .tabBar)
                  Text("News").tag(1).toolbar(.hidden, for: .tabBar)
              }
              .safeAreaInset(edge: .bottom) {
                  TabRow(selected: $tab)
                      .padding(.horizontal, 14)
              }
          }
      }
      """
    #expect(
      Self.found([("App/Tabs.swift", tabs), ("App/TabRow.swift", row)], "hand_made_bar")
        == ["App/Tabs.swift:10"])
    // Look-alike: a single call to action of the run placed the same way.
    let action = """
      import SwiftUI
      struct TabRow: View {
          @Binding var selected: Int
          var body: some View {
              Button("Continue") { selected += 1 }
          }
      }
      """
    #expect(
      Self.found([("App/Tabs.swift", tabs), ("App/TabRow.swift", action)], "hand_made_bar")
        .isEmpty)
  }

  // MARK: Measurement M's idiom leftovers (the shared idiom analysis)

  /// A keyboard accessory's button: 44 pt on iPad, 36 on iPhone, written as two named
  /// constants. The idiom chooses a size as when the numbers are written in place.
  @Test func theIdiomChoosingTwoNamedSizesDecidesLayout() {
    let accessory = """
      import UIKit
      final class Accessory: UIView {
          private enum Layout {
              static let buttonSizePhone: CGFloat = 36
              static let buttonSizePad: CGFloat = 44
          }
          var buttonSize: CGFloat {
              traitCollection.userInterfaceIdiom == .pad ? Layout.buttonSizePad : Layout.buttonSizePhone
          }
      }
      """
    #expect(Self.found(accessory, "idiom_layout") == ["App/Screen.swift:8"])
    // Look-alike: the idiom choosing between two named titles lays nothing out.
    let titles = accessory.replacingOccurrences(
      of: "Layout.buttonSizePad : Layout.buttonSizePhone", with: "Titles.pad : Titles.phone")
    #expect(titles != accessory)
    #expect(Self.found(titles, "idiom_layout").isEmpty)
  }

  /// An SF Symbol's point size chosen by the idiom (20 or 16) is how large the symbol draws,
  /// not where anything goes; the same numbers choosing a row's height are layout.
  @Test func theIdiomChoosingASymbolsPointSizeIsNotLayout() {
    let symbol = """
      import UIKit
      final class Accessory: UIView {
          var symbolConfiguration: UIImage.SymbolConfiguration {
              let size: CGFloat = traitCollection.userInterfaceIdiom == .pad ? 20 : 16
              return UIImage.SymbolConfiguration(pointSize: size, weight: .semibold)
          }
      }
      """
    #expect(Self.found(symbol, "idiom_layout").isEmpty)
    let row = symbol.replacingOccurrences(
      of: "var symbolConfiguration: UIImage.SymbolConfiguration {", with: "var rowHeight: CGFloat {"
    ).replacingOccurrences(
      of: "return UIImage.SymbolConfiguration(pointSize: size, weight: .semibold)",
      with: "return size")
    #expect(row != symbol)
    // (One finding for the row height's one decision; a getter choosing by idiom is reported
    // at its declaration.)
    #expect(Self.found(row, "idiom_layout").count == 1)
  }
}
