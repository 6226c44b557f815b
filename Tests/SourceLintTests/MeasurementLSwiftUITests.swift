import Foundation
import SourceLint
import Testing

/// Measurement L's SwiftUI misses and false alarms (30 November 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement L (SwiftUI)"): each a small rewrite of the real
/// case, never the real file, with the look-alike that must not change.
@Suite struct MeasurementLSwiftUITests {
  static func found(_ files: [(String, String)], _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint(files), rule)
  }

  /// A tab bar whose row of buttons is drawn in a shape's overlay, over a white layer, pinned
  /// by `VStack { Spacer(); … }` over a `TabView`: the bar of the run's other file.
  @Test func aRowInAShapesOverlayIsTheBar() {
    let bar = """
      import SwiftUI
      struct PillBar: View {
          @Binding var selected: Int
          var body: some View {
              ZStack {
                  Color.white
                  RoundedRectangle(cornerRadius: 40)
                      .fill(Color.blue)
                      .overlay {
                          HStack {
                              ForEach(0..<3, id: \\.self) { index in
                                  Button { selected = index } label: { Image("tab\\(index)") }
                              }
                          }
                          .padding(.horizontal)
                      }
              }
          }
      }
      """
    let root = """
      import SwiftUI
      struct Root: View {
          @State private var selection = 0
          var body: some View {
              TabView(selection: $selection) {
                  Text("A").tag(0)
                  Text("B").tag(1)
              }
              .overlay {
                  VStack {
                      Spacer()
                      PillBar(selected: $selection)
                          .frame(height: 80)
                  }
              }
          }
      }
      """
    #expect(
      Self.found([("App/PillBar.swift", bar), ("App/Root.swift", root)], "hand_made_bar")
        == ["App/Root.swift:12"])
    // Look-alike: the same shape with a row of texts in the overlay (a balance card) is no bar.
    let card = bar.replacingOccurrences(
      of: "Button { selected = index } label: { Image(\"tab\\(index)\") }",
      with: "Text(\"\\(index)\")")
    #expect(card != bar)
    #expect(
      Self.found([("App/PillBar.swift", card), ("App/Root.swift", root)], "hand_made_bar")
        .isEmpty)
  }

  /// `ZStack(alignment: .bottom, content: { … })` holding a view of the run that is a row of
  /// tab buttons: a bar pinned to the bottom edge of the stack. A card view in the same place
  /// (a row of one button) is not.
  @Test func aRowViewAtTheBottomOfAZStackIsABar() {
    let bar = """
      import SwiftUI
      struct CurveTabBar: View {
          @Binding var selected: String
          var body: some View {
              ZStack {
                  HStack(spacing: 0) {
                      TabItemButton(image: "house", selected: $selected)
                      TabItemButton(image: "bell", selected: $selected)
                      TabItemButton(image: "person", selected: $selected)
                  }
                  .padding()
                  .background(Color.white)
              }
              .padding(.bottom, 16)
          }
      }
      """
    let home = """
      import SwiftUI
      struct Home: View {
          @State var selected = "house"
          var body: some View {
              ZStack(alignment: .bottom, content: {
                  Color("background")
                      .ignoresSafeArea()
                  CurveTabBar(selected: $selected)
              })
          }
      }
      """
    #expect(
      Self.found([("App/CurveTabBar.swift", bar), ("App/Home.swift", home)], "hand_made_bar")
        == ["App/Home.swift:8"])
    let banner = """
      import SwiftUI
      struct CurveTabBar: View {
          var body: some View {
              HStack {
                  Text("Offline")
                  Button("Retry") {}
              }
          }
      }
      """
    #expect(
      Self.found([("App/CurveTabBar.swift", banner), ("App/Home.swift", home)], "hand_made_bar")
        .isEmpty)
  }

  /// A swipe card's buttons at the bottom of the card (the card follows the finger sideways):
  /// the card's own, not a bar. The same row in a view dragged only down (a sheet) stays one.
  @Test func aSwipedCardsButtonsAreNoBar() {
    let card = """
      import SwiftUI
      struct ProfileCard: View {
          @State private var x: CGFloat = 0
          var body: some View {
              ZStack(alignment: .topLeading) {
                  Image("photo").resizable()
                  VStack {
                      Spacer()
                      HStack {
                          Button(action: {}) { Image(systemName: "xmark") }
                          Button(action: {}) { Image(systemName: "heart") }
                      }
                  }
              }
              .cornerRadius(20)
              .padding()
              .offset(x: x)
              .gesture(DragGesture().onChanged { x = $0.translation.width })
          }
      }
      """
    #expect(Self.found([("App/ProfileCard.swift", card)], "hand_made_bar").isEmpty)
    let sheet = card.replacingOccurrences(of: ".offset(x: x)", with: ".offset(y: x)")
    #expect(
      Self.found([("App/ProfileCard.swift", sheet)], "hand_made_bar") == ["App/ProfileCard.swift:9"]
    )
  }

  /// A form's Continue button across the row beside its Face ID button, after the form's
  /// spacer: the form's submit, not a bar. Undo and Redo sharing a row stay a bar.
  @Test func aFormsSubmitRowIsNoBar() {
    let form = """
      import SwiftUI
      struct SignIn: View {
          @State private var email = ""
          var body: some View {
              VStack(spacing: 16) {
                  TextField("Email", text: $email)
                  Spacer()
                  HStack(spacing: 8) {
                      Button { submit() } label: {
                          Text("Continue")
                              .frame(maxWidth: .infinity)
                      }
                      Button { biometric() } label: {
                          Image(systemName: "faceid")
                      }
                  }
                  .padding(.horizontal)
              }
          }
          func submit() {}
          func biometric() {}
      }
      """
    #expect(Self.found([("App/SignIn.swift", form)], "hand_made_bar").isEmpty)
    let tools = form.replacingOccurrences(of: ".frame(maxWidth: .infinity)", with: ".bold()")
    #expect(Self.found([("App/SignIn.swift", tools)], "hand_made_bar") == ["App/SignIn.swift:8"])
  }

  /// `isIphone` kept from a copied view and never read chooses nothing; the same property read
  /// by the body to choose the layout stays a finding.
  @Test func anUnreadSizeClassPropertyChoosesNothing() {
    let unread = """
      import SwiftUI
      struct Failure: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var isIphone: Bool { horizontalSizeClass == .compact }
          var body: some View {
              VStack { Text("Something went wrong") }
          }
      }
      """
    #expect(Self.found([("App/Failure.swift", unread)], "size_class_as_width").isEmpty)
    let read = unread.replacingOccurrences(
      of: "VStack { Text(\"Something went wrong\") }",
      with: "if isIphone { VStack { Text(\"a\") } } else { HStack { Text(\"a\") } }")
    #expect(
      Self.found([("App/Failure.swift", read)], "size_class_as_width") == ["App/Failure.swift:4"])
  }

  /// Two uses of a screen-seeded name in one modifier's arguments are one finding on that line;
  /// uses on other lines are each found.
  @Test func twoUsesOnOneLineAreOneFinding() {
    let chart = """
      import SwiftUI
      struct Chart: View {
          var bounds: CGRect { UIScreen.main.bounds }
          var body: some View {
              Circle()
                  .frame(width: 0.9 * bounds.width, height: 0.9 * bounds.width)
                  .padding(.top, bounds.width * 0.1)
          }
      }
      """
    let lines = MeasurementJCasesTests.lint([("App/Chart.swift", chart)]).findings
      .filter { $0.rule == "main_screen_bounds" }.map(\.location.line)
    #expect(lines == [3, 6, 7])
  }
}
