import Foundation
import SourceLint
import Testing

/// Measurement R's SwiftUI false alarms and misses (1 December 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement R (SwiftUI)"): each a small rewrite of the real case,
/// never the real file, with the look-alike that must still be told apart.
@Suite struct MeasurementRSwiftUITests {
  static func container(_ body: String) -> String {
    """
    import SwiftUI

    struct TintedPage<Inner: View>: View {
        var title: String
        @ViewBuilder var content: () -> Inner
        var body: some View {
    \(body)
        }
    }
    """
  }

  static let screen = #"""
    import SwiftUI

    struct OrderView: View {
        var body: some View {
            TintedPage(title: "Order") {
                VStack(spacing: 12) {
                    Button("Pick a date") {}
                    Button("Save") {}
                }
                .padding(16)
            }
            .ignoresSafeArea(edges: [.top])
        }
    }
    """#

  /// A screen gives up the top edge around a view of another file whose body is a vertical
  /// `ScrollView` holding what it is handed: the buttons scroll clear of the top, as in a
  /// `ScrollView` written in place. A container that only stacks its content under a header
  /// does not scroll it clear, and a horizontal scroll view does not move it along y.
  @Test func aScrollContainerOfTheRunScrollsItsControlsClear() {
    let scrolling = Self.container(
      """
              ScrollView {
                  VStack(spacing: 0) {
                      Color.clear.frame(height: 120)
                      content()
                  }
              }
      """)
    let stacked = Self.container(
      """
              VStack(spacing: 0) {
                  Text(title)
                  content()
              }
      """)
    let sideways = Self.container(
      """
              ScrollView(.horizontal) {
                  content()
              }
      """)
    let rule = "ignores_safe_area_controls"
    let scroll = MeasurementJCasesTests.lint([
      ("App/OrderView.swift", Self.screen), ("App/TintedPage.swift", scrolling),
    ])
    #expect(MeasurementJCasesTests.found(scroll, rule).isEmpty)
    for other in [stacked, sideways] {
      let report = MeasurementJCasesTests.lint([
        ("App/OrderView.swift", Self.screen), ("App/TintedPage.swift", other),
      ])
      #expect(MeasurementJCasesTests.found(report, rule) == ["App/OrderView.swift:12"])
    }
  }
}

extension MeasurementRSwiftUITests {
  static func carousel(_ item: String) -> String {
    """
    import SwiftUI

    struct IntroCarousel: View {
        @State private var page = 0
        var body: some View {
            VStack {
                TabView(selection: $page) {
                    ForEach(0..<3, id: \\.self) { index in
                        Text("Page \\(index)").tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))

                HStack {
                    ForEach(0..<3, id: \\.self) { index in
    \(item)
                            .onTapGesture { page = index }
                    }
                }
            }
            .frame(height: 280)
        }
    }
    """
  }

  /// Bare capsules a tap selects a page with, under a page `TabView`, are a page control, not a
  /// tab bar; tab icons tapped the same way are still a hand-made tab bar.
  @Test func pageIndicatorDotsAreNoTabBar() {
    let dots = MeasurementJCasesTests.lint([
      (
        "App/IntroCarousel.swift",
        Self.carousel(
          "                    Capsule().fill(page == index ? Color.green : Color.gray)"
            + "\n                        .frame(width: 20, height: 4)")
      )
    ])
    #expect(MeasurementJCasesTests.found(dots, "hand_made_bar").isEmpty)
    let icons = MeasurementJCasesTests.lint([
      (
        "App/IntroCarousel.swift",
        Self.carousel("                    Image(systemName: \"circle.fill\")")
      )
    ])
    #expect(MeasurementJCasesTests.found(icons, "hand_made_bar") == ["App/IntroCarousel.swift:14"])
  }
}

extension MeasurementRSwiftUITests {
  static func shell(_ alignment: String) -> String {
    """
    import SwiftUI

    struct Shell: View {
        @State private var tab = 0
        var wide: Bool
        var body: some View {
            ZStack(alignment: \(alignment)) {
                TabView(selection: $tab) {
                    Text("Feed").tag(0)
                    Text("Me").tag(1)
                }
                HStack {
                    Button("Feed") { tab = 0 }
                    Button("Me") { tab = 1 }
                }
            }
        }
    }
    """
  }

  /// A stack whose alignment is chosen by a ternary pins its row at the bottom edge in the
  /// state that chooses `.bottom` (round Q's leftover); one that chooses only sides pins none.
  @Test func aTernaryAlignmentPinsInTheStateThatChoosesAnEdge() {
    let bottom = MeasurementJCasesTests.lint([
      ("App/Shell.swift", Self.shell("wide ? .bottom : .leading"))
    ])
    #expect(MeasurementJCasesTests.found(bottom, "hand_made_bar") == ["App/Shell.swift:12"])
    let sides = MeasurementJCasesTests.lint([
      ("App/Shell.swift", Self.shell("wide ? .leading : .trailing"))
    ])
    #expect(MeasurementJCasesTests.found(sides, "hand_made_bar").isEmpty)
  }
}
