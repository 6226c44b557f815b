import Foundation
import SourceLint
import Testing

/// Measurement T's SwiftUI misses and false alarms (1 December 2026, eighteenth session;
/// `Documentation/Journal/2026-12-01-swiftui-T.md`): small rewrites of the real cases, never the
/// real files, each with the look-alikes that must still be told apart.
@Suite struct MeasurementTSwiftUITests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func bars(_ report: LintReport, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: "hand_made_bar", file: file)
  }

  static let navItem = """
    import SwiftUI

    struct NavItem: View {
        let image: Image
        let action: () -> Void
        var body: some View {
            Button { action() } label: {
                image.frame(maxWidth: .infinity)
            }
        }
    }
    """

  /// A tab bar type that pins itself (`.frame(maxHeight: .infinity, alignment: .bottom)` in
  /// its own body), its items views of the run wrapping a `Button`, laid over a screen in a
  /// `ZStack` without an alignment (measurement T: a shop's `NavBar` of four `NavBaritem`s).
  /// The look-alikes: the same row laid over without a pin of its own (a card's action row),
  /// and a view that pins itself but is no row (a hint text).
  @Test func aBarThatPinsItselfIsABarWhereItIsLaidOver() {
    let report = Self.lint([
      ("App/NavItem.swift", Self.navItem),
      (
        "App/NavBar.swift",
        """
        import SwiftUI

        struct NavBar: View {
            var body: some View {
                HStack {
                    NavItem(image: Image(systemName: "house")) {}
                    NavItem(image: Image(systemName: "heart")) {}
                    NavItem(image: Image(systemName: "bag")) {}
                }
                .padding()
                .background(Color.white)
                .clipShape(Capsule())
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }

        struct CardActions: View {
            var body: some View {
                HStack {
                    NavItem(image: Image(systemName: "star")) {}
                    NavItem(image: Image(systemName: "square.and.arrow.up")) {}
                }
            }
        }

        struct Hint: View {
            var body: some View {
                Text("Swipe to see more")
                    .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        """
      ),
      (
        "App/Home.swift",
        """
        import SwiftUI

        struct Home: View {
            var body: some View {
                ZStack {
                    ScrollView {
                        Text("Products")
                    }
                    NavBar()
                }
            }
        }

        struct Card: View {
            var body: some View {
                ZStack {
                    Image("chair")
                    CardActions()
                    Hint()
                }
            }
        }
        """
      ),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    let home = Self.bars(report, "App/Home.swift")
    #expect(home.map(\.location.line) == [9], "\(lines)")
    #expect(
      home.first?.message
        == "'NavBar' (a row of 3 buttons, NavBar.swift) laid over the screen in a ZStack, pinned "
        + "to the bottom edge by its own '.frame(maxHeight: .infinity, alignment: .bottom)': a "
        + "hand-made bar", "\(home.map(\.message))")
  }

  /// A bar drawn over its own shape (`Arc().fill(…)`, a type of the app's) pinned by its own
  /// frame and laid over a weather screen: the shape is the bar's background, as a
  /// `RoundedRectangle` already was. The look-alike: the same `ZStack` of a shape and a text.
  @Test func aBarOverItsOwnShapeIsABar() {
    let report = Self.lint([
      (
        "App/TabBar.swift",
        """
        import SwiftUI

        struct TabBar: View {
            var action: () -> Void
            var body: some View {
                ZStack {
                    Arc()
                        .fill(Color.gray)
                        .frame(height: 88)
                    HStack {
                        Button { action() } label: { Image(systemName: "mappin") }
                        Spacer()
                        NavigationLink { Text("List") } label: { Image(systemName: "list.star") }
                    }
                    .padding(.horizontal, 32)
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }

        struct Banner: View {
            var body: some View {
                ZStack {
                    Arc().fill(Color.gray).frame(height: 88)
                    Text("Montreal")
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        """
      ),
      (
        "App/Home.swift",
        """
        import SwiftUI

        struct Home: View {
            var body: some View {
                ZStack {
                    Color.blue.ignoresSafeArea()
                    VStack {
                        Text("19º")
                        Spacer()
                    }
                    Banner()
                    TabBar(action: {})
                }
            }
        }
        """
      ),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    #expect(Self.bars(report, "App/Home.swift").map(\.location.line) == [12], "\(lines)")
  }

  /// A row of buttons last under content that fills its `VStack` (a full-screen `Map`), and a
  /// tab strip of the run under a page switcher whose pages fill (views of the run, items
  /// tapped with `.onTapGesture`): both at the stack's bottom edge, as after a `Spacer`
  /// (measurement S's row under a map, measurement T's `CSTabBar`). The look-alikes: a chat's
  /// composer under its messages (a row holding a text field), a row under a colour of fixed
  /// height, and the tab strip under a view of the run that does not fill.
  @Test func aBarUnderContentThatFillsIsAtTheBottom() {
    let report = Self.lint([
      (
        "App/Places.swift",
        """
        import SwiftUI
        import MapKit

        struct Places: View {
            let places = ["Lisbon", "Porto"]
            var body: some View {
                VStack {
                    Text("Where to?")
                    Map()
                    HStack {
                        ForEach(places, id: \\.self) { place in
                            Button(place) {}
                        }
                    }
                }
            }
        }

        struct Chat: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    ScrollView { Text("Hello") }
                    HStack {
                        Button("Attach") {}
                        TextField("Message", text: $text)
                        Button("Send") {}
                    }
                }
            }
        }

        struct Swatch: View {
            var body: some View {
                VStack {
                    Color.blue.frame(height: 100)
                    HStack {
                        Button("Red") {}
                        Button("Blue") {}
                    }
                }
            }
        }
        """
      ),
      (
        "App/Tabs.swift",
        """
        import SwiftUI

        struct TabItem: View {
            let name: String
            @Binding var selected: String
            var body: some View {
                VStack {
                    Image(systemName: name)
                }
                .frame(width: 100, height: 50)
                .onTapGesture { selected = name }
            }
        }

        struct TabStrip: View {
            @Binding var selected: String
            var body: some View {
                HStack {
                    TabItem(name: "house", selected: $selected)
                    TabItem(name: "gear", selected: $selected)
                }
            }
        }

        struct HomePage: View {
            var body: some View {
                VStack {
                    Spacer()
                    Text("Home")
                    Spacer()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }

        struct Pages: View {
            @Binding var selected: String
            var body: some View {
                VStack {
                    if selected == "house" {
                        HomePage()
                    } else {
                        Text("Settings")
                    }
                }
            }
        }

        struct Caption: View {
            var body: some View {
                Text("Pick a tab")
            }
        }
        """
      ),
      (
        "App/Main.swift",
        """
        import SwiftUI

        struct Main: View {
            @State private var selected = "house"
            var body: some View {
                VStack {
                    Pages(selected: $selected)
                    TabStrip(selected: $selected)
                }
            }
        }

        struct Picker2: View {
            @State private var selected = "house"
            var body: some View {
                VStack {
                    Caption()
                    TabStrip(selected: $selected)
                }
            }
        }
        """
      ),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    #expect(Self.bars(report, "App/Places.swift").map(\.location.line) == [10], "\(lines)")
    #expect(Self.bars(report, "App/Main.swift").map(\.location.line) == [8], "\(lines)")
    #expect(
      Self.bars(report, "App/Main.swift").first?.message.contains(
        "under 'Pages', which fills the stack, at the bottom edge") == true,
      "\(Self.bars(report, "App/Main.swift").map(\.message))")
  }

  /// A row whose middle button is drawn on its own circle (`ZStack { Circle(); Button … }`) is
  /// a row of three buttons (measurement T: "a row of 2 buttons" said of three); a row's `if`
  /// branch holds its items too (a Safari-style bar's back and forward buttons). The
  /// look-alike: an alert card of a fixed height whose Cancel button is in an `if` — its row
  /// is at the card's bottom, not the screen's.
  @Test func aButtonOnItsOwnShapeIsCountedInTheRow() {
    let report = Self.lint([
      (
        "App/TabMenu.swift",
        """
        import SwiftUI

        struct TabMenu: View {
            var body: some View {
                VStack {
                    Spacer()
                    HStack {
                        Button {} label: { Image("menu") }
                        ZStack {
                            Circle()
                            Button {} label: { Image("plus") }
                        }
                        Button {} label: { Image("search") }
                    }
                }
            }
        }

        struct BrowserBar: View {
            var floating: Bool
            var body: some View {
                VStack {
                    Spacer()
                    HStack {
                        if floating {
                            Button {} label: { Image(systemName: "chevron.left") }
                            Button {} label: { Image(systemName: "chevron.right") }
                        }
                        Text("apple.com")
                    }
                }
            }
        }

        struct AlertCard: View {
            var cancel: (() -> Void)?
            var body: some View {
                VStack {
                    Text("Delete?")
                    Spacer()
                    HStack {
                        if let cancel {
                            Button("Cancel") { cancel() }
                        }
                        Button("OK") {}
                    }
                }
                .frame(height: 294)
            }
        }
        """
      )
    ])
    let bars = Self.bars(report, "App/TabMenu.swift")
    #expect(bars.map(\.location.line) == [7, 24], "\(MeasurementQCasesTests.lines(report))")
    #expect(bars.first?.message.hasPrefix("a row of 3 buttons") == true, "\(bars.map(\.message))")
  }

  /// A `private` property choosing a number by the size class that nothing reads lays nothing
  /// out; `tracks.count` is another value's member and `repeated(count:)` a label, not reads
  /// of it (measurement T: a track grid's unused `count`). The look-alike: the grid's minimum
  /// width, which the grid reads.
  @Test func aSizeClassNumberNothingReadsIsNotReported() {
    let report = Self.lint([
      (
        "App/TrackGrid.swift",
        """
        import SwiftUI

        struct TrackGrid: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            let tracks: [String]
            private var count: Int {
                horizontalSizeClass == .compact ? 1 : 2
            }
            private var minimum: CGFloat {
                horizontalSizeClass == .compact ? 160 : 200
            }
            var body: some View {
                LazyVGrid(columns: Array(repeating: GridItem(.adaptive(minimum: minimum)), count: tracks.count)) {
                    ForEach(tracks, id: \\.self) { Text($0) }
                }
            }
        }
        """
      )
    ])
    let found = MeasurementPCasesTests.findings(
      report, rule: "size_class_as_width", file: "App/TrackGrid.swift")
    #expect(found.map(\.location.line) == [10], "\(MeasurementQCasesTests.lines(report))")
  }

  /// A screen that gives up every edge and takes back fixed 54- and 24-pt clear insets
  /// (`.safeAreaInset(edge: .top, content: { Color.clear.frame(height: 54) })`): a number, not
  /// the device's inset, so its Cancel / Export row still reaches the Dynamic Island's inset
  /// and, in landscape, the housing (measurement T's 3D editor). The look-alike: the same
  /// screen whose inset holds the app's toolbar decides for itself, as before.
  @Test func fixedClearInsetsPutNoInsetBack() {
    func screen(_ name: String, inset: String) -> String {
      """
      import SwiftUI

      struct \(name): View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  Color.black
                  VStack {
                      HStack {
                          Button("Cancel") {}
                          Spacer()
                          Button("Export") {}
                      }
                      .padding(.horizontal, 16)
                      Spacer()
                  }
                  .safeAreaInset(edge: .top, content: {
                      \(inset)
                  })
              }
              .ignoresSafeArea()
          }
      }
      """
    }
    let report = Self.lint([
      ("App/Editor.swift", screen("Editor", inset: "Color.clear.frame(height: 54)")),
      ("App/Viewer.swift", screen("Viewer", inset: "Text(\"Title\").padding()")),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    #expect(
      MeasurementPCasesTests.findings(
        report, rule: "ignores_safe_area_controls", file: "App/Editor.swift"
      ).map(\.location.line) == [20], "\(lines)")
    #expect(
      MeasurementPCasesTests.findings(
        report, rule: "ignores_safe_area_controls", file: "App/Viewer.swift"
      ).isEmpty, "\(lines)")
  }

  /// A `GeometryReader` proxy's inset handed on (`let bottomEdge = proxy.safeAreaInsets.bottom`
  /// with `proxy: GeometryProxy`) and tested against 0 is the view's own inset, not a device
  /// check (measurement T: a Safari-style bar, two findings saying "right on all 87 devices").
  /// The look-alike: the key window's inset tested so stays a notch flag.
  @Test func aGeometryProxysInsetIsTheViewsOwn() {
    let report = Self.lint([
      (
        "App/Home.swift",
        """
        import SwiftUI
        import UIKit

        struct Home: View {
            var proxy: GeometryProxy
            var body: some View {
                let bottomEdge = proxy.safeAreaInsets.bottom
                Text("Search")
                    .padding(.bottom, bottomEdge == 0 ? 15 : 0)
            }
        }

        struct Legacy: View {
            var body: some View {
                Text("Search")
                    .padding(.bottom, UIApplication.shared.windows.first!.safeAreaInsets.bottom == 0 ? 15 : 0)
            }
        }
        """
      )
    ])
    let found = MeasurementPCasesTests.findings(report, rule: "notch_flag", file: "App/Home.swift")
    #expect(found.map(\.location.line) == [16], "\(MeasurementQCasesTests.lines(report))")
  }

  /// The bottom edge given up only while the keyboard is up, by a form lifted by the keyboard's
  /// height: its button rests on the keyboard (measurement T: a time log's entry form). The
  /// look-alike: the same form giving up the bottom edge in every state, whose button sits at
  /// the home indicator while the keyboard is down.
  @Test func anEdgeGivenUpOnlyWhileTheKeyboardIsUp() {
    func form(_ name: String, edges: String) -> String {
      """
      import SwiftUI

      struct \(name): View {
          @ObservedObject var keyboard = KeyboardResponder()
          @State private var text = ""
          var body: some View {
              VStack {
                  Spacer()
                  TextField("Description", text: $text)
                  Button("Add Entry") {}
              }
              .padding(.bottom, keyboard.currentHeight)
              .edgesIgnoringSafeArea(\(edges))
          }
      }
      """
    }
    let report = Self.lint([
      ("App/Entry.swift", form("Entry", edges: "keyboard.currentHeight > 0 ? .bottom : .init()")),
      ("App/Always.swift", form("Always", edges: ".bottom")),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    #expect(
      MeasurementPCasesTests.findings(
        report, rule: "ignores_safe_area_controls", file: "App/Entry.swift"
      ).isEmpty, "\(lines)")
    #expect(
      MeasurementPCasesTests.findings(
        report, rule: "ignores_safe_area_controls", file: "App/Always.swift"
      ).map(\.location.line) == [13], "\(lines)")
  }
}
