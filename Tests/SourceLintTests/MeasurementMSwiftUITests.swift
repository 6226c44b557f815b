import Foundation
import SourceLint
import Testing

/// Measurement M's SwiftUI misses and false alarms (30 November 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement M (SwiftUI)"): each a small rewrite of the real
/// case, never the real file, with the look-alike that must not change.
@Suite struct MeasurementMSwiftUITests {
  static func found(_ files: [(String, String)], _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint(files), rule)
  }

  static func found(_ text: String, _ rule: String) -> [String] {
    found([("App/Screen.swift", text)], rule)
  }

  /// An account form whose two states (`if`/`else`) each end in `Spacer()` and which gives up
  /// the bottom edge: in either state its fields and button are at the top, so nothing reaches
  /// the home indicator and the keyboard covers nothing. (Written without the `if`, the same
  /// form was already left alone.)
  @Test func branchesEndingInASpacerKeepTheirControlsAtTheTop() {
    let form = """
      import SwiftUI
      struct ChangeMail: View {
          @State private var confirmed = false
          @State private var mail = ""
          @State private var password = ""
          var body: some View {
              VStack {
                  if !confirmed {
                      TextField("Mail", text: $mail).padding()
                      SecureField("Password", text: $password).padding()
                      Button("Confirm") { confirmed = true }.padding()
                      Spacer()
                  } else {
                      TextField("New mail", text: $mail).padding()
                      Button("Change") { }.padding()
                      Spacer()
                  }
              }
              .navigationBarTitle("Mail", displayMode: .inline)
              .edgesIgnoringSafeArea(.bottom)
          }
      }
      """
    #expect(Self.found(form, "ignores_safe_area_controls").isEmpty)
    #expect(Self.found(form, "ignores_keyboard_safe_area").isEmpty)
    // Look-alike: one state ends with its button, which is then at the bottom edge given up.
    let pinned = form.replacingOccurrences(
      of: "Button(\"Change\") { }.padding()\n                Spacer()",
      with: "Spacer()\n                Button(\"Change\") { }.padding()")
    #expect(pinned != form)
    #expect(Self.found(pinned, "ignores_safe_area_controls") == ["App/Screen.swift:20"])
  }

  /// A sign-up `ScrollView` of fields that gives up the bottom edge with every region: it no
  /// longer shrinks above the keyboard, so the lower fields stay under it.
  @Test func aScrollViewThatIgnoresTheKeyboardLeavesItsFieldsUnderIt() {
    let form = """
      import SwiftUI
      struct SignUp: View {
          @State private var name = ""
          @State private var password = ""
          var body: some View {
              ScrollView {
                  TextField("Name", text: $name).padding()
                  SecureField("Password", text: $password).padding()
                  Button("Sign up") { }.padding()
              }
              .navigationBarTitle("Sign up")
              .edgesIgnoringSafeArea(.bottom)
          }
      }
      """
    #expect(Self.found(form, "ignores_keyboard_safe_area") == ["App/Screen.swift:12"])
    // The controls scroll clear of the bottom edge: not `ignores_safe_area_controls`.
    #expect(Self.found(form, "ignores_safe_area_controls").isEmpty)
    // Look-alikes: only the container given up; a scroll view with no text input.
    let container = form.replacingOccurrences(
      of: ".edgesIgnoringSafeArea(.bottom)", with: ".ignoresSafeArea(.container, edges: .bottom)")
    #expect(container != form)
    #expect(Self.found(container, "ignores_keyboard_safe_area").isEmpty)
    let noInput = form.replacingOccurrences(
      of: "TextField(\"Name\", text: $name).padding()", with: "Text(\"Name\").padding()"
    ).replacingOccurrences(
      of: "SecureField(\"Password\", text: $password).padding()", with: "Text(\"Hi\")")
    #expect(noInput != form)
    #expect(Self.found(noInput, "ignores_keyboard_safe_area").isEmpty)
  }

  /// A chat panel that follows the keyboard itself (`.offset(y: -keyboardHeight)`, the height
  /// taken from the keyboard's notifications) must ignore the keyboard's safe area, or it
  /// would move twice.
  @Test func aPanelMovedByTheKeyboardsHeightDecidesForItself() {
    let panel = """
      import SwiftUI
      struct ChatPanel: View {
          @State private var text = ""
          @State private var keyboardHeight: CGFloat = 0
          var body: some View {
              VStack(spacing: 0) {
                  Spacer()
                  HStack {
                      TextField("Message", text: $text)
                      Button("Send") { }
                  }
                  .padding(.bottom, 40)
                  .offset(y: -keyboardHeight)
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      """
    #expect(Self.found(panel, "ignores_keyboard_safe_area").isEmpty)
    // Look-alike: the same panel with no offset of its own is covered by the keyboard.
    let still = panel.replacingOccurrences(
      of: "\n            .offset(y: -keyboardHeight)", with: "")
    #expect(still != panel)
    #expect(Self.found(still, "ignores_keyboard_safe_area") == ["App/Screen.swift:14"])
  }

  /// A poll card at the bottom of a stack that gives up the bottom edge, lifted by a computed
  /// padding that is 80, 156 or 250 pt: more than the largest home-indicator inset of the
  /// catalog, so its buttons stay clear of it.
  @Test func controlsLiftedByAComputedPaddingKeepClear() {
    let poll = """
      import SwiftUI
      struct PollCard: View {
          @Environment(\\.verticalSizeClass) private var verticalSizeClass
          var expanded: Bool
          private var bottomPadding: CGFloat {
              if verticalSizeClass == .compact { return expanded ? 250 : 156 }
              return expanded ? 250 : 80
          }
          var body: some View {
              VStack {
                  Spacer()
                  HStack {
                      Button("Yes") { }
                      Button("No") { }
                  }
                  .padding(.horizontal, 16)
                  .padding(.bottom, bottomPadding)
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      """
    #expect(Self.found(poll, "ignores_safe_area_controls").isEmpty)
    // Look-alikes: a computed padding that can be 20 pt, and a literal 12 pt, keep the buttons
    // in the home indicator's area.
    let low = poll.replacingOccurrences(of: "expanded ? 250 : 80", with: "expanded ? 250 : 20")
    #expect(low != poll)
    #expect(Self.found(low, "ignores_safe_area_controls") == ["App/Screen.swift:19"])
    let literal = poll.replacingOccurrences(
      of: ".padding(.bottom, bottomPadding)", with: ".padding(.bottom, 12)")
    #expect(literal != poll)
    #expect(Self.found(literal, "ignores_safe_area_controls") == ["App/Screen.swift:19"])
  }

  /// A login form of fields made by a view of another file (`EmailField(text: $email, …)`, not
  /// in the files linted), centred by spacers in a stack that ignores every region: the
  /// keyboard covers the lower field and the button. A view made with a text binding is a
  /// text input, as SwiftUI's own take their text.
  @Test func aViewMadeWithATextBindingIsATextInput() {
    let login = """
      import SwiftUI
      struct Login: View {
          @State private var email = ""
          @State private var password = ""
          var body: some View {
              VStack {
                  Spacer()
                  EmailField(text: $email, kind: .email)
                  EmailField(text: $password, kind: .password)
                  Button("Log in") { }
                  Spacer()
              }
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(.teal)
              .ignoresSafeArea()
          }
      }
      """
    #expect(Self.found(login, "ignores_keyboard_safe_area") == ["App/Screen.swift:15"])
    // Look-alike: views made with other bindings (a counter, a switch) raise no keyboard.
    let counters = login.replacingOccurrences(
      of: "EmailField(text: $email, kind: .email)", with: "Counter(value: $email)"
    )
    .replacingOccurrences(
      of: "EmailField(text: $password, kind: .password)", with: "Switch(on: $password)")
    #expect(counters != login)
    #expect(Self.found(counters, "ignores_keyboard_safe_area").isEmpty)
  }

  /// Measurement L's leftover: a package's floating tab bar (`import FloatingBar`; its type is
  /// in no file linted) pinned to the bottom of a `ZStack` by `.frame(maxHeight: .infinity,
  /// alignment: .bottom)`, handed the pages and the selected one: a tab bar by its signature.
  @Test func aPackagesBarHandedTheSelectedPageIsABar() {
    let home = """
      import SwiftUI
      import PillBarKit
      struct Home: View {
          @State private var page = 0
          let pages = [0, 1, 2]
          var body: some View {
              ZStack {
                  Color.black.ignoresSafeArea()
                  Text("Page \\(page)")
                  PillBar(items: pages, selectedItem: $page)
                      .frame(maxHeight: .infinity, alignment: .bottom)
              }
          }
      }
      """
    #expect(Self.found(home, "hand_made_bar") == ["App/Screen.swift:10"])
    // Look-alikes: a progress bar pinned the same way (handed a value, not a selection), and a
    // type of the run of that name that is no row of buttons.
    let progress = home.replacingOccurrences(
      of: "PillBar(items: pages, selectedItem: $page)", with: "ProgressBar(value: $page)")
    #expect(progress != home)
    #expect(Self.found(progress, "hand_made_bar").isEmpty)
    let known = """
      import SwiftUI
      struct PillBar: View {
          let items: [Int]
          @Binding var selectedItem: Int
          var body: some View { Text("\\(selectedItem) of \\(items.count)") }
      }
      """
    #expect(
      Self.found([("App/Screen.swift", home), ("App/PillBar.swift", known)], "hand_made_bar")
        .isEmpty)
  }

  /// A "like" icon animated up by the screen's height as it fades: its state is only assigned
  /// and read as the whole `.offset(y:)`, so the screen's height only moves it out of view (the
  /// convention settled after measurement K, for an `.offset` written with the value).
  @Test func aStateOnlyUsedAsAnOffsetOnlyMovesTheView() {
    let like = """
      import SwiftUI
      struct FlyingLike: View {
          @State private var rise: CGFloat = 0
          @State private var opacity = 1.0
          var body: some View {
              Image(systemName: "hand.thumbsup.fill")
                  .opacity(opacity)
                  .offset(y: rise)
                  .onAppear {
                      withAnimation(.easeOut(duration: 2)) {
                          rise = -UIScreen.main.bounds.height
                          opacity = 0
                      }
                  }
          }
      }
      """
    #expect(Self.found(like, "main_screen_bounds").isEmpty)
    // Look-alike: the same state also sizes the view, so the screen's height lays it out.
    let sized = like.replacingOccurrences(
      of: ".opacity(opacity)", with: ".opacity(opacity)\n            .frame(height: -rise / 4)")
    #expect(sized != like)
    #expect(Self.found(sized, "main_screen_bounds") == ["App/Screen.swift:12"])
  }
}
