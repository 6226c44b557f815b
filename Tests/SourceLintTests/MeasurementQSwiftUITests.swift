import Foundation
import SourceLint
import Testing

/// Measurement Q's SwiftUI false alarms and misses (1 December 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement Q (SwiftUI)"): each a small rewrite of the real case,
/// never the real file, with the look-alike that must still be told apart.
@Suite struct MeasurementQSwiftUITests {
  static func found(_ text: String, _ name: String, _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint([("App/\(name)", text)]), rule)
  }

  static let shell = #"""
    import SwiftUI

    struct Shell: View {
        @State private var open = false
        var body: some View {
            ZStack {
                Color.teal.ignoresSafeArea()
                Home(tab: "Inbox")
                    .offset(x: open ? 200 : 0)
            }
            .ignoresSafeArea()
        }
    }
    """#

  static let plainHome = #"""
    import SwiftUI

    struct Home: View {
        var tab: String
        var body: some View {
            NavigationView {
                Text(tab).navigationTitle(tab)
            }
        }
    }
    """#

  static let buttonHome = #"""
    import SwiftUI

    struct Home: View {
        var tab: String
        var body: some View {
            HStack {
                Button("Back") {}
                Spacer()
                Button("More") {}
            }
        }
    }
    """#

  /// Two apps of one repository each have a `Home`: the shell of the first lays out its own
  /// `Home` (no control) in a stack that gives up every edge; the second app's `Home` holds
  /// buttons. A view name resolves within its project, as other names do.
  @Test func aViewNameResolvesWithinItsProject() {
    let files = [
      ("Repo/Menu/Shell.swift", Self.shell), ("Repo/Menu/Home.swift", Self.plainHome),
      ("Repo/Chat/Home.swift", Self.buttonHome),
    ]
    let projects = [
      "Repo/Menu/Shell.swift": "Repo/Menu", "Repo/Menu/Home.swift": "Repo/Menu",
      "Repo/Chat/Home.swift": "Repo/Chat",
    ]
    let apart = Linter().lint(sources: files.map { (name: $0.0, text: $0.1) }, projects: projects)
    #expect(MeasurementJCasesTests.found(apart, "ignores_safe_area_controls").isEmpty)
    // The same shell with its own project's `Home` holding the buttons.
    let together = Linter().lint(
      sources: [("Repo/Menu/Shell.swift", Self.shell), ("Repo/Menu/Home.swift", Self.buttonHome)]
        .map { (name: $0.0, text: $0.1) },
      projects: ["Repo/Menu/Shell.swift": "Repo/Menu", "Repo/Menu/Home.swift": "Repo/Menu"])
    #expect(
      MeasurementJCasesTests.found(together, "ignores_safe_area_controls")
        == ["Repo/Menu/Shell.swift:11"])
  }

  static let inbox = #"""
    import SwiftUI

    struct Inbox: View {
        var insets = UIApplication.shared.windows.first?.safeAreaInsets
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Compose") {}
                    Spacer()
                    Button("Search") {}
                }
                .padding()
                .padding(.top, insets!.top)
                .background(Color.indigo)
                ScrollView {
                    Text("Threads")
                }
            }
            .ignoresSafeArea(.all, edges: .top)
        }
    }
    """#

  /// A header that gives up the top edge and pads it back by the insets a property of the file
  /// holds (`insets!.top`, the first window's): its buttons keep clear of the status bar
  /// (`window_safe_area` says where the insets are read). Padded by a number instead, they do not.
  @Test func aTopPaddedBackByAnInsetPropertyKeepsItsButtons() {
    #expect(Self.found(Self.inbox, "Inbox.swift", "ignores_safe_area_controls").isEmpty)
    let fixed = Self.inbox.replacingOccurrences(of: ".padding(.top, insets!.top)", with: "")
    #expect(fixed != Self.inbox)
    #expect(
      Self.found(fixed, "Inbox.swift", "ignores_safe_area_controls") == ["App/Inbox.swift:19"])
  }

  static let menuScreen = #"""
    import SwiftUI

    struct Dishes: View {
        var body: some View {
            VStack {
                ZStack {
                    HStack {
                        Button(action: {}) { Image(systemName: "line.3.horizontal") }
                        Spacer()
                        Button(action: {}) { Image(systemName: "magnifyingglass") }
                    }
                    Text("Dishes")
                }
                .padding()
                ScrollView {
                    Text("Today")
                }
            }
        }
    }
    """#

  /// A row of two buttons under a centred title, first in a stack whose scroll view fills the
  /// rest: the row is at the top edge, standing in for a navigation bar (as above a spacer,
  /// measurement P). The same header below a text (not first), or with no title, is not one.
  @Test func aTitledRowAboveAScrollViewIsAHandMadeBar() {
    #expect(Self.found(Self.menuScreen, "Dishes.swift", "hand_made_bar") == ["App/Dishes.swift:7"])
    let below = Self.menuScreen.replacingOccurrences(
      of: "        VStack {\n            ZStack {",
      with: "        VStack {\n            Text(\"Welcome\")\n            ZStack {")
    #expect(below != Self.menuScreen)
    #expect(Self.found(below, "Dishes.swift", "hand_made_bar").isEmpty)
    let untitled = Self.menuScreen.replacingOccurrences(
      of: "                Text(\"Dishes\")\n", with: "")
    #expect(untitled != Self.menuScreen)
    #expect(Self.found(untitled, "Dishes.swift", "hand_made_bar").isEmpty)
  }

  static let pages = #"""
    import SwiftUI

    struct Pages: View {
        @State private var page = 1
        let icons = ["chart.bar", "house", "leaf"]
        var body: some View {
            VStack(spacing: 24) {
                HStack(spacing: 60) {
                    ForEach(0..<3) { index in
                        Image(systemName: icons[index])
                            .onTapGesture { page = index }
                    }
                }
                TabView(selection: $page) {
                    Text("Charts").tag(0)
                    Text("Home").tag(1)
                    Text("Tree").tag(2)
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
            }
        }
    }
    """#

  /// Tab icons in a row at the top of the screen above a page `TabView`: a hand-made tab bar.
  /// A row of icons that only shows (no tap) is not one.
  @Test func tabIconsAboveAPageTabViewAreAHandMadeBar() {
    #expect(Self.found(Self.pages, "Pages.swift", "hand_made_bar") == ["App/Pages.swift:8"])
    let shown = Self.pages.replacingOccurrences(
      of: "\n                        .onTapGesture { page = index }", with: "")
    #expect(shown != Self.pages)
    #expect(Self.found(shown, "Pages.swift", "hand_made_bar").isEmpty)
  }

  static let renameSheet = #"""
    import SwiftUI

    struct RenameSheet: View {
        @Binding var keyboardHeight: CGFloat
        @State private var name = ""
        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Spacer()
                    VStack(spacing: 16) {
                        Text("Rename")
                        TextField("Name", text: $name)
                            .padding(.horizontal, 32)
                        Button("Done") {}
                        Spacer()
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height / 2 + keyboardHeight * 0.4)
                }
                .edgesIgnoringSafeArea(.all)
            }
        }
    }
    """#

  static let manageSheet = #"""
    import SwiftUI

    struct ManageSheet: View {
        var body: some View {
            VStack {
                Spacer()
                VStack(spacing: 16) {
                    Text("Project")
                    Button("Back") {}
                    Spacer()
                    Button("Delete", role: .destructive) {}
                        .padding(.bottom)
                    Spacer()
                }
                .background(Color.gray)
            }
            .edgesIgnoringSafeArea(.all)
        }
    }
    """#

  /// A sheet at the bottom of a stack that gives up every edge: its own last spacer keeps its
  /// Delete button off the bottom edge, and no button stretches to a side. Without that spacer
  /// the button is the sheet's last view, at the bottom edge.
  @Test func aButtonAboveItsStacksLastSpacerIsOffTheBottomEdge() {
    #expect(Self.found(Self.manageSheet, "Manage.swift", "ignores_safe_area_controls").isEmpty)
    let last = Self.manageSheet.replacingOccurrences(
      of: "                    .padding(.bottom)\n                Spacer()\n",
      with: "                    .padding(.bottom)\n")
    #expect(last != Self.manageSheet)
    #expect(
      Self.found(last, "Manage.swift", "ignores_safe_area_controls") == ["App/Manage.swift:16"])
  }

  /// The same sheet with a text field padded in a row between spacers: the field stretches to
  /// the sides (in landscape it reaches the housing), the buttons stay centred; the finding
  /// names the field. (A stack holding a text field was read as stretching whole.)
  @Test func aStackHoldingATextFieldDoesNotStretchItsButtons() {
    let withField = Self.manageSheet.replacingOccurrences(
      of: "                Text(\"Project\")\n",
      with: "                Text(\"Project\")\n"
        + "                HStack {\n                    Spacer()\n"
        + "                    TextField(\"Name\", text: .constant(\"\"))\n"
        + "                        .padding(.horizontal, 32)\n"
        + "                    Spacer()\n                }\n")
    #expect(withField != Self.manageSheet)
    let report = MeasurementJCasesTests.lint([("App/Manage.swift", withField)])
    let messages = report.findings.filter { $0.rule == "ignores_safe_area_controls" }
      .map(\.message)
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { $0.contains("'TextField'") })
  }

  /// A sheet that grows by the keyboard's height itself (a height the app keeps from the
  /// keyboard's notifications) must ignore the keyboard's region, as one offset or padded by it
  /// (measurement M): not `ignores_keyboard_safe_area`. The same sheet of a fixed height is.
  @Test func aSheetGrowingByTheKeyboardIgnoresItOnPurpose() {
    #expect(Self.found(Self.renameSheet, "RenameSheet.swift", "ignores_keyboard_safe_area").isEmpty)
    let fixed = Self.renameSheet.replacingOccurrences(of: " + keyboardHeight * 0.4", with: "")
    #expect(fixed != Self.renameSheet)
    #expect(
      Self.found(fixed, "RenameSheet.swift", "ignores_keyboard_safe_area")
        == ["App/RenameSheet.swift:19"])
  }

  static let signIn = #"""
    import SwiftUI

    struct SignIn: View {
        @State private var email = ""
        @State private var password = ""
        var body: some View {
            ZStack {
                Color.black
                VStack(spacing: 30) {
                    Text("Welcome")
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    Button("Log in") {}
                }
                .frame(width: 280)
            }
            .ignoresSafeArea(.container)
        }
    }
    """#

  /// A form column framed 280 pt wide, centred in a `ZStack` that gives up every edge: its text
  /// fields stretch to the column, not to the screen's sides, and stay clear of the side insets
  /// on every device and orientation of the catalog. The same column framed wider, or to fill,
  /// stretches into them.
  @Test func aNarrowCentredColumnKeepsItsFieldsOffTheSides() {
    #expect(Self.found(Self.signIn, "SignIn.swift", "ignores_safe_area_controls").isEmpty)
    // 320 pt is wider than the catalog allows: the iPhone Duo's outer display (466 pt, a
    // right inset of 84 pt) leaves 298 pt for a centred column.
    for wide in [".frame(width: 320)", ".frame(width: 900)", ".frame(maxWidth: .infinity)"] {
      let text = Self.signIn.replacingOccurrences(of: ".frame(width: 280)", with: wide)
      #expect(text != Self.signIn)
      #expect(
        Self.found(text, "SignIn.swift", "ignores_safe_area_controls") == ["App/SignIn.swift:17"])
    }
  }
}
