import Foundation
import SourceLint
import Testing

/// Measurement P's SwiftUI false alarms and misses (30 November 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement P (SwiftUI)"): each a small rewrite of the real case,
/// never the real file, with the look-alike that must still be told apart.
@Suite struct MeasurementPSwiftUITests {
  static func found(_ text: String, _ name: String, _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint([("App/\(name)", text)]), rule)
  }

  static let detail = #"""
    import SwiftUI

    struct Detail: View {
        @State private var count = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Image("dish")
                    .resizable()
                    .frame(height: 280)
                Text("Noodles")
                    .padding(.top, 20)
                HStack {
                    Text("Quantity")
                    Spacer()
                    Stepper("\(count)", value: $count)
                }
                .padding(.horizontal, 20)
                Spacer()
                Button("Add to cart") {}
            }
            .ignoresSafeArea(edges: .top)
        }
    }
    """#

  /// A detail page that gives up only its top edge for its image: the stepper row comes after
  /// a 280-pt image (the catalog's largest top inset is 82 pt), so it is nowhere near the
  /// status bar; after a 30-pt image it is under it.
  @Test func anItemBelowATallSiblingDoesNotReachTheTopEdge() {
    #expect(Self.found(Self.detail, "Detail.swift", "ignores_safe_area_controls").isEmpty)
    let short = Self.detail.replacingOccurrences(of: "height: 280", with: "height: 30")
    #expect(short != Self.detail)
    #expect(
      Self.found(short, "Detail.swift", "ignores_safe_area_controls") == ["App/Detail.swift:21"])
    // A stack whose spacing overlaps its items keeps no distance.
    let overlapping = Self.detail.replacingOccurrences(of: "spacing: 0", with: "spacing: -300")
    #expect(
      Self.found(overlapping, "Detail.swift", "ignores_safe_area_controls")
        == ["App/Detail.swift:21"])
  }

  static let questions = #"""
    import SwiftUI

    struct Questions: View {
        @State private var index = 0
        let last = 3
        var body: some View {
            VStack(alignment: .trailing) {
                Spacer()
                HStack {
                    Spacer()
                    if index == last {
                        Button("Submit") {}
                            .padding(.bottom, 50)
                            .padding(.trailing, 20)
                    } else {
                        Button("Next") { index += 1 }
                            .padding(.bottom, 50)
                            .padding(.trailing, 20)
                    }
                }
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }
    """#

  /// Submit and Next buttons in the two branches of an `if`, in a row at the bottom of a stack
  /// that gives up its bottom edge, each padded 50 pt from it (the home indicator's inset is
  /// 34 pt at most): neither reaches it. Padded 10 pt, the Next button does.
  @Test func aRowsButtonsPaddedClearOfTheBottomEdgeDoNotReachIt() {
    #expect(Self.found(Self.questions, "Questions.swift", "ignores_safe_area_controls").isEmpty)
    let low = Self.questions.replacingOccurrences(
      of: "{ index += 1 }\n" + String(repeating: " ", count: 24) + ".padding(.bottom, 50)",
      with: "{ index += 1 }\n" + String(repeating: " ", count: 24) + ".padding(.bottom, 10)")
    #expect(low != Self.questions)
    #expect(
      Self.found(low, "Questions.swift", "ignores_safe_area_controls")
        == ["App/Questions.swift:22"])
  }

  static let sheet = #"""
    import SwiftUI

    struct SheetDemo: View {
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show sheet") { shown.toggle() }
                    .padding(.top, 90)
                Spacer()
                Text("Sheet")
                    .frame(height: 200)
            }
            .edgesIgnoringSafeArea(.vertical)
        }
    }
    """#

  /// A stack that gives up its top and bottom edges (`.vertical`) whose one button is padded
  /// 90 pt from the top: clear of the status bar; padded 20 pt, under it.
  @Test func aButtonPaddedClearOfTheTopInAVerticallyIgnoringStack() {
    #expect(Self.found(Self.sheet, "Sheet.swift", "ignores_safe_area_controls").isEmpty)
    let high = Self.sheet.replacingOccurrences(of: ".padding(.top, 90)", with: ".padding(.top, 20)")
    #expect(high != Self.sheet)
    #expect(
      Self.found(high, "Sheet.swift", "ignores_safe_area_controls") == ["App/Sheet.swift:13"])
  }

  static let home = #"""
    import SwiftUI

    struct Home: View {
        let safeAreaInsets: EdgeInsets
        var body: some View {
            ZStack {
                Color.black
                    .ignoresSafeArea()
                VStack(alignment: .leading) {
                    header()
                    List {
                        Text("Today")
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .ignoresSafeArea()
        }

        @ViewBuilder
        func header() -> some View {
            HStack {
                Text("Notes")
                Spacer()
                Button("Search") {}
            }
            .padding(.horizontal, 16)
            .padding(.top, safeAreaInsets.top)
        }
    }
    """#

  /// A screen that gives up every edge and puts back only the top inset in its header, made
  /// by a view function of the file: `vertical_insets_only`. A header that puts the side
  /// insets back too is not.
  @Test func theTopInsetPutBackInAViewFunction() {
    #expect(Self.found(Self.home, "Home.swift", "vertical_insets_only") == ["App/Home.swift:17"])
    let sides = Self.home.replacingOccurrences(
      of: "        .padding(.horizontal, 16)",
      with: """
                .padding(.leading, safeAreaInsets.leading + 16)
                .padding(.trailing, safeAreaInsets.trailing + 16)
        """)
    #expect(sides != Self.home)
    #expect(Self.found(sides, "Home.swift", "vertical_insets_only").isEmpty)
  }

  static let page = #"""
    import SwiftUI

    extension UIApplication {
        var keyWindow: UIWindow? {
            connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }
        }
    }

    private struct SafeAreaInsetsKey: EnvironmentKey {
        static var defaultValue: EdgeInsets {
            UIApplication.shared.keyWindow?.safeAreaInsets.edgeInsets ?? EdgeInsets()
        }
    }

    private extension UIEdgeInsets {
        var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
    }

    extension EnvironmentValues {
        var safeAreaInsets: EdgeInsets { self[SafeAreaInsetsKey.self] }
    }

    struct Page: View {
        @Environment(\.safeAreaInsets) var safeAreaInsets
        let showsBar: Bool
        var body: some View {
            ZStack {
                Text("Content")
                    .offset(x: 0, y: showsBar ? (safeAreaInsets.top + 56) : 0)
                Button("Add") {}
                    .offset(CGSize(width: -10, height: -(24 + safeAreaInsets.top)))
            }
        }
    }
    """#

  /// An environment value whose default is the key window's insets, in an `.offset` deep in a
  /// conditional and in a `CGSize`: both offsets are laid out by the window's insets. The same
  /// offsets by a `GeometryReader`'s insets are not.
  @Test func anEnvironmentInsetDeepInAnOffset() {
    #expect(
      Self.found(Self.page, "Page.swift", "window_safe_area") == [
        "App/Page.swift:29", "App/Page.swift:31",
      ])
    let proxy = Self.page
      .replacingOccurrences(
        of: "(safeAreaInsets.top + 56)", with: "(proxy.safeAreaInsets.top + 56)"
      )
      .replacingOccurrences(
        of: "-(24 + safeAreaInsets.top)", with: "-(24 + proxy.safeAreaInsets.top)"
      )
      .replacingOccurrences(
        of: "        ZStack {", with: "        GeometryReader { proxy in ZStack {"
      )
      .replacingOccurrences(of: "        }\n    }\n}", with: "        } }\n    }\n}")
    #expect(proxy != Self.page)
    #expect(Self.found(proxy, "Page.swift", "window_safe_area").isEmpty)
  }

  static let tabs = #"""
    import SwiftUI

    struct Tabs: View {
        @State private var tab = 0
        var body: some View {
            ZStack(alignment: .bottom) {
                Group {
                    if tab == 0 {
                        Text("Home")
                    } else {
                        Text("Profile")
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.bottom, 88)
                BarShape(radius: 30)
                    .fill(Color.white)
                    .frame(height: 88, alignment: .top)
                    .overlay(tabRow)
            }
            .ignoresSafeArea()
        }

        var tabRow: some View {
            HStack {
                ForEach(0..<3) { index in
                    Button("Tab \(index)") { tab = index }
                }
            }
            .padding(.top, 14)
        }
    }

    struct BarShape: Shape {
        let radius: CGFloat
        func path(in rect: CGRect) -> Path { Path(rect) }
    }
    """#

  /// Tab buttons drawn in the `.overlay` of a shape at the bottom of a `ZStack(alignment:
  /// .bottom)`, the row a view property of the file: the shape is the bar. A shape overlaid
  /// with a text is no bar.
  @Test func aTabRowDrawnInAShapesOverlayAtTheBottom() {
    #expect(Self.found(Self.tabs, "Tabs.swift", "hand_made_bar") == ["App/Tabs.swift:16"])
    let total = Self.tabs.replacingOccurrences(
      of: ".overlay(tabRow)", with: ".overlay(Text(\"Total\"))")
    #expect(total != Self.tabs)
    #expect(Self.found(total, "Tabs.swift", "hand_made_bar").isEmpty)
  }

  static let topBar = #"""
    import SwiftUI

    struct TopBar: View {
        var title: String
        var body: some View {
            VStack {
                ZStack {
                    HStack {
                        Button(action: {}) {
                            Image(systemName: "line.horizontal.3")
                        }
                        Spacer(minLength: 0)
                        Button(action: {}) {
                            Image(systemName: "bell.fill")
                        }
                    }
                    Text(title)
                }
                .padding()
                Spacer()
            }
        }
    }
    """#

  /// A menu and a bell button under a centred title in a `ZStack`, above the screen's spacer:
  /// a top bar standing in for the navigation bar. With the bell an image, one button is left:
  /// no bar.
  @Test func aRowOfTwoButtonsUnderATitlePinnedToTheTop() {
    #expect(Self.found(Self.topBar, "TopBar.swift", "hand_made_bar") == ["App/TopBar.swift:8"])
    let one = Self.topBar.replacingOccurrences(
      of: """
                            Button(action: {}) {
                                Image(systemName: "bell.fill")
                            }
        """,
      with: """
                            Image(systemName: "bell.fill")
        """)
    #expect(one != Self.topBar)
    #expect(Self.found(one, "TopBar.swift", "hand_made_bar").isEmpty)
  }
}
