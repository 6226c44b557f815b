import Foundation
import SourceLint
import Testing

/// Round W's SwiftUI fixes (2 December 2026; `Documentation/Journal/2026-12-02-swiftui-W.md`):
/// what fresh measurement W showed, each a small rewrite of the real case (never the real
/// file), with the look-alikes that must still be told apart.
@Suite struct MeasurementWSwiftUITests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, _ rule: String, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  /// Pages of a UIKit pager, each a `UIHostingController` whose view goes into a
  /// `UIStackView` with `addArrangedSubview` (measurement W's TikTok feed), were not read as
  /// embedded: only `addSubview` was. A stack view is never the parent controller's own view.
  /// Look-alike: a controller whose view fills the parent's own `view` stays silent.
  @Test func aHostedViewArrangedInAStackIsEmbedded() {
    let report = Self.lint([
      (
        "App/Pager.swift",
        """
        import SwiftUI
        import UIKit

        struct Pager: UIViewControllerRepresentable {
            let pages: [String]
            func makeUIViewController(context: Context) -> UIViewController {
                let parent = UIViewController()
                let scroll = UIScrollView()
                let stack = UIStackView()
                stack.axis = .vertical
                scroll.addSubview(stack)
                parent.view.addSubview(scroll)
                for page in pages {
                    let host = UIHostingController(rootView: Text(page))
                    parent.addChild(host)
                    stack.addArrangedSubview(host.view)
                    host.didMove(toParent: parent)
                }
                return parent
            }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """
      ),
      (
        "App/Root.swift",
        """
        import SwiftUI
        import UIKit

        final class Root: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let host = UIHostingController(rootView: Text("Home"))
                addChild(host)
                view.addSubview(host.view)
                host.didMove(toParent: self)
            }
        }
        """
      ),
    ])
    let pager = Self.findings(report, "hosting_controller_safe_area", "App/Pager.swift")
    #expect(pager.map(\.location.line) == [14], "\(pager.map(\.message))")
    #expect(Self.findings(report, "hosting_controller_safe_area", "App/Root.swift").isEmpty)
  }

  /// `TimerView().ignoresSafeArea()` where `TimerView`'s body gives up the safe area only on its
  /// gradient background (a `ZStack` layer) and places its settings button 60 pt from the top
  /// (measurement W's timer): the run read the body as giving up the safe area itself and left
  /// the caller out. A background layer's `.ignoresSafeArea()` does not move the body's
  /// controls; the caller's does. Look-alike: a view whose body gives up every edge on the
  /// stack that holds its button is still reported in its own body, not at the caller.
  @Test func aBodyThatGivesUpOnlyItsBackgroundLeavesTheCallerReported() {
    let report = Self.lint([
      (
        "App/TimerView.swift",
        """
        import SwiftUI

        struct TimerView: View {
            @State private var showingSettings = false
            var body: some View {
                GeometryReader { geometry in
                    ZStack {
                        LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
                            .ignoresSafeArea()
                        VStack(spacing: 32) {
                            Text("25:00")
                        }
                        VStack {
                            HStack {
                                Spacer()
                                Button { showingSettings.toggle() } label: {
                                    Image(systemName: "gearshape.fill")
                                }
                                .padding(.top, 60)
                                .padding(.trailing, 20)
                            }
                            Spacer()
                        }
                    }
                }
            }
        }

        struct Root: View {
            var body: some View {
                TimerView()
                    .ignoresSafeArea()
            }
        }
        """
      ),
      (
        "App/Player.swift",
        """
        import SwiftUI

        struct PlayerView: View {
            var body: some View {
                ZStack {
                    Color.black
                    VStack { Spacer(); Button("Play") {} }
                }
                .ignoresSafeArea()
            }
        }

        struct PlayerRoot: View {
            var body: some View {
                PlayerView()
                    .ignoresSafeArea()
            }
        }
        """
      ),
    ])
    let timer = Self.findings(report, "ignores_safe_area_controls", "App/TimerView.swift")
    #expect(timer.map(\.location.line) == [32], "\(timer.map(\.message))")
    let player = Self.findings(report, "ignores_safe_area_controls", "App/Player.swift")
    #expect(player.map(\.location.line) == [9], "\(player.map(\.message))")
  }

  /// A pop-up that starts below the screen and springs up: `@State var offsetY =
  /// UIScreen.main.bounds.height`, `.offset(y: offsetY)`, set to 0 on appear and back to the
  /// screen's height on close (measurement W's word game, three pop-ups): the declaration and
  /// the `.offset` were `main_screen_bounds`. The state only ever moves the view along y, by 0
  /// or by the screen's whole height, which puts it out of every window (convention K, as a
  /// value assigned to such a state already was, measurement M). Look-alikes: a state that
  /// starts at half the screen's height, and one also read to size a frame, stay findings.
  @Test func aPopUpStateStartingAtTheScreensHeightOnlyHidesIt() {
    let report = Self.lint([
      (
        "App/ExitPopUp.swift",
        """
        import SwiftUI

        struct ExitPopUp: View {
            @Binding var showPopUp: Bool
            @State private var offsetY: CGFloat = UIScreen.main.bounds.height

            var body: some View {
                ZStack {
                    Color.black.opacity(0.5).ignoresSafeArea()
                    VStack(spacing: 12) {
                        Text("Leave the game?")
                        Button("Continue") { hide() }
                    }
                    .offset(y: offsetY)
                    .onAppear {
                        withAnimation(.spring()) { offsetY = 0 }
                    }
                }
            }

            private func hide() {
                offsetY = UIScreen.main.bounds.height
                showPopUp = false
            }
        }
        """
      ),
      (
        "App/HalfSheet.swift",
        """
        import SwiftUI

        struct HalfSheet: View {
            @State private var offsetY: CGFloat = UIScreen.main.bounds.height / 2

            var body: some View {
                Text("Half")
                    .offset(y: offsetY)
                    .onAppear { offsetY = 0 }
            }
        }

        struct TallCard: View {
            @State private var cardHeight: CGFloat = UIScreen.main.bounds.height

            var body: some View {
                Text("Card")
                    .frame(height: cardHeight)
                    .offset(y: cardHeight)
                    .onAppear { cardHeight = 0 }
            }
        }
        """
      ),
    ])
    let popUp = Self.findings(report, "main_screen_bounds", "App/ExitPopUp.swift")
    #expect(popUp.isEmpty, "\(popUp.map { "\($0.location.line): \($0.message)" })")
    let others = Self.findings(report, "main_screen_bounds", "App/HalfSheet.swift")
    #expect(
      Set(others.map(\.location.line)).isSuperset(of: [4, 14]),
      "\(others.map { "\($0.location.line): \($0.message)" })")
  }

  /// A screen that gives up every edge and puts back only the top and bottom, by the first
  /// window's insets (measurement W's culture app, 13 screens; rounds Q and R judged the same
  /// shape): in portrait its trailing controls are clear of every phone's housing, home
  /// indicator and corners, but not of the iPhone Duo's 84-pt bar column (`Data/devices.csv`:
  /// the outer display, 466 x 678 in portrait, safe area 0/0/34/84). The message named only
  /// the first three. Where a side edge is given up it now names the column too; where only
  /// the bottom edge is, the message is as before (the column is at a side).
  @Test func aStackThatGivesUpItsSidesNamesTheDuosBarColumn() {
    let report = Self.lint([
      (
        "App/Detail.swift",
        """
        import SwiftUI

        struct Detail: View {
            @State private var isFavorite = false
            var body: some View {
                VStack {
                    HStack {
                        Button("Back") {}
                        Spacer()
                        Button { isFavorite.toggle() } label: { Image(systemName: "heart") }
                    }
                    .padding()
                    Text("Mojito")
                    Spacer()
                }
                .ignoresSafeArea()
            }
        }

        struct Footer: View {
            var body: some View {
                VStack {
                    Spacer()
                    Button("Start") {}
                }
                .ignoresSafeArea(edges: .bottom)
            }
        }
        """
      )
    ])
    let messages = Self.findings(report, "ignores_safe_area_controls", "App/Detail.swift")
      .sorted { $0.location.line < $1.location.line }.map(\.message)
    #expect(
      messages == [
        "'.ignoresSafeArea' lets 'Button' in this VStack reach under the sensor housing, the "
          + "home indicator, the rounded corners or the iPhone Duo's bar column",
        "'.ignoresSafeArea' lets 'Button' in this VStack reach under the sensor housing, the "
          + "home indicator or the rounded corners",
      ], "\(messages)")
  }

  /// `VStack { headerView; categoriesScrollView }` where both are computed views of the file
  /// (measurement W's word game: a settings link, a sound button and a "Random" link in a row
  /// above the categories' scroll view, both `private var …: some View` in an extension): the
  /// row first above content that fills was found only when both were written inline. Each
  /// computed view now stands for the one view its body makes. Look-alikes: a computed header
  /// of one button and a title, and a computed search row with a text field, stay silent.
  @Test func aComputedRowAboveAComputedScrollViewIsABar() {
    let report = Self.lint([
      (
        "App/Welcome.swift",
        """
        import SwiftUI

        struct Welcome: View {
            var body: some View {
                NavigationView {
                    VStack(spacing: 22) {
                        headerView
                        categoriesList
                    }
                }
            }
        }

        extension Welcome {
            private var categoriesList: some View {
                ScrollView(showsIndicators: false) {
                    ForEach(0..<5) { index in Text("Category \\(index)") }
                }
            }

            private var headerView: some View {
                HStack {
                    NavigationLink(destination: Text("Settings")) { Image("settings") }
                    Button { } label: { Image("sound") }
                    NavigationLink { Text("Game") } label: { Text("Random") }
                }
            }
        }
        """
      ),
      (
        "App/Search.swift",
        """
        import SwiftUI

        struct Search: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    searchRow
                    results
                }
            }

            private var searchRow: some View {
                HStack {
                    TextField("Search", text: $query)
                    Button("Go") {}
                    Button("Clear") { query = "" }
                }
            }

            private var results: some View {
                ScrollView { Text("No results") }
            }
        }

        struct Titled: View {
            var body: some View {
                VStack {
                    header
                    ScrollView { Text("Body") }
                }
            }

            private var header: some View {
                HStack {
                    Button("Back") {}
                    Text("Title")
                }
            }
        }
        """
      ),
    ])
    let welcome = Self.findings(report, "hand_made_bar", "App/Welcome.swift")
    #expect(welcome.map(\.location.line) == [22], "\(welcome.map(\.message))")
    #expect(Self.findings(report, "hand_made_bar", "App/Search.swift").isEmpty)
  }

  /// `Pager(posts: posts) { post in FeedCell(post: post) }.ignoresSafeArea()` where `Pager` is
  /// a `UIViewControllerRepresentable` putting each page in a `UIHostingController` (measurement
  /// W's second TikTok feed): once a cell whose video alone gives up the safe area counted as
  /// holding controls, the feed was reported. The pages are laid out by UIKit, whose hosting
  /// controllers apply their views' safe area; the subtree's `.ignoresSafeArea()` moves the
  /// pager's UIKit view, not the cells' buttons. Look-alike: the same cells in a `View` of the
  /// run that gives up every edge are reported.
  @Test func aRepresentableHostsWhatItIsHanded() {
    let cell = """
      import SwiftUI

      struct FeedCell: View {
          let post: String
          var body: some View {
              ZStack {
                  VideoSurface()
                      .ignoresSafeArea()
                  VStack {
                      Spacer()
                      HStack {
                          Spacer()
                          Button { } label: { Image(systemName: "heart.fill") }
                      }
                      .padding(.bottom, 90)
                  }
                  .padding()
              }
          }
      }
      """
    let report = Self.lint([
      ("App/FeedCell.swift", cell),
      (
        "App/Pager.swift",
        """
        import SwiftUI
        import UIKit

        struct Pager<Content: View>: UIViewControllerRepresentable {
            let posts: [String]
            let content: (String) -> Content
            init(posts: [String], @ViewBuilder content: @escaping (String) -> Content) {
                self.posts = posts
                self.content = content
            }
            func makeUIViewController(context: Context) -> UIViewController {
                let parent = UIViewController()
                for post in posts {
                    let host = UIHostingController(rootView: content(post))
                    host.safeAreaRegions = .all
                    parent.addChild(host)
                    parent.view.addSubview(host.view)
                }
                return parent
            }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """
      ),
      (
        "App/Feed.swift",
        """
        import SwiftUI

        struct Feed: View {
            let posts = ["a", "b"]
            var body: some View {
                Pager(posts: posts) { post in
                    FeedCell(post: post)
                }
                .ignoresSafeArea()
            }
        }

        struct PlainFeed: View {
            let posts = ["a", "b"]
            var body: some View {
                ZStack {
                    FeedCell(post: posts[0])
                }
                .ignoresSafeArea()
            }
        }
        """
      ),
    ])
    let feed = Self.findings(report, "ignores_safe_area_controls", "App/Feed.swift")
    #expect(
      feed.map(\.location.line) == [19], "\(feed.map { "\($0.location.line): \($0.message)" })")
  }

  /// A paging feed, `ScrollView { LazyVStack { ForEach(posts) { FeedCell(post: $0) } } }
  /// .ignoresSafeArea()`, whose cells (another file's view) put their like and share buttons
  /// 16 pt from the trailing edge with a `Spacer` (measurement W's TikTok tutorial feed; the
  /// app allows landscape): a scroll view giving up its sides counted only what its rows
  /// stretch to a side, and a view of another file was never read. Such a view now counts
  /// where its own body puts a control at a side. Look-alike: cells whose button is centred
  /// (no spacer pushing it, no stretch) stay silent.
  @Test func aScrollViewGivingUpItsSidesReadsItsCellsSides() {
    let report = Self.lint([
      (
        "App/FeedCell.swift",
        """
        import SwiftUI

        struct FeedCell: View {
            let post: String
            var body: some View {
                ZStack {
                    Color.black
                        .containerRelativeFrame([.horizontal, .vertical])
                    VStack {
                        Spacer()
                        HStack(alignment: .bottom) {
                            Text(post)
                            Spacer()
                            VStack(spacing: 28) {
                                Button { } label: { Image(systemName: "heart.fill") }
                                Button { } label: { Image(systemName: "arrowshape.turn.up.right.fill") }
                            }
                        }
                        .padding(.bottom, 80)
                    }
                    .padding()
                }
            }
        }

        struct QuoteCell: View {
            let quote: String
            var body: some View {
                VStack {
                    Text(quote)
                    Button("Share") {}
                }
                .padding()
            }
        }
        """
      ),
      (
        "App/Feed.swift",
        """
        import SwiftUI

        struct Feed: View {
            let posts = ["a", "b"]
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(posts, id: \\.self) { post in
                            FeedCell(post: post)
                        }
                    }
                }
                .scrollTargetBehavior(.paging)
                .ignoresSafeArea()
            }
        }

        struct Quotes: View {
            let quotes = ["a", "b"]
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(quotes, id: \\.self) { quote in
                            QuoteCell(quote: quote)
                        }
                    }
                }
                .ignoresSafeArea()
            }
        }
        """
      ),
    ])
    let feed = Self.findings(report, "ignores_safe_area_controls", "App/Feed.swift")
    #expect(
      feed.map(\.location.line) == [14], "\(feed.map { "\($0.location.line): \($0.message)" })")
  }

  /// `ZStack { if shown { getCameraView() } }.ignoresSafeArea()` where `getCameraView` is a
  /// stored closure `let getCameraView: () -> CameraScreen` (measurement W's stories app: the
  /// story camera, whose close and flash buttons sit 29 pt from the top and its record button
  /// 20 pt from the bottom): the view made was only in the property's declared type, and the
  /// subtree held nothing the run knew. A call of such a closure makes a view of its declared
  /// return type. Look-alikes: a closure returning a view without controls, and one returning
  /// `AnyView`, stay silent.
  @Test func aStoredClosureMakesItsDeclaredView() {
    let report = Self.lint([
      (
        "App/CameraScreen.swift",
        """
        import SwiftUI

        struct CameraScreen: View {
            var body: some View {
                ZStack {
                    Color.black
                    VStack {
                        HStack {
                            Button { } label: { Image(systemName: "xmark") }
                            Spacer()
                            Button { } label: { Image(systemName: "bolt.fill") }
                        }
                        .padding(.horizontal, 20)
                        Spacer()
                        Button { } label: { Circle().frame(width: 72, height: 72) }
                    }
                    .padding(.vertical, 20)
                }
            }
        }

        struct Badge: View {
            var body: some View { Text("New") }
        }
        """
      ),
      (
        "App/Home.swift",
        """
        import SwiftUI

        struct Home: View {
            @State private var showsCamera = false
            let getCameraView: () -> CameraScreen
            let makeBadge: () -> Badge
            let makeAny: () -> AnyView

            var body: some View {
                HStack(spacing: 0) {
                    cameraLayer
                    badgeLayer
                    anyLayer
                }
            }

            private var cameraLayer: some View {
                ZStack {
                    if showsCamera {
                        getCameraView()
                    }
                }
                .ignoresSafeArea()
            }

            private var badgeLayer: some View {
                ZStack { makeBadge() }
                    .ignoresSafeArea()
            }

            private var anyLayer: some View {
                ZStack { makeAny() }
                    .ignoresSafeArea()
            }
        }
        """
      ),
    ])
    let home = Self.findings(report, "ignores_safe_area_controls", "App/Home.swift")
    #expect(
      home.map(\.location.line) == [23], "\(home.map { "\($0.location.line): \($0.message)" })")
  }

  /// `VStack { TopBarNavigationComponent(leadingView: Button {…}, centerView: Text(…),
  /// trailingView: Button {…}); Spacer() }` (measurement W's detail header: back and favourite
  /// buttons handed to a generic top bar whose body is `HStack { leadingView; Spacer();
  /// trailingView }`): the bar's own body holds no button, so the run found no row. A view named
  /// for a bar and handed two or more buttons, pinned by a spacer, is a row of them. Look-alikes:
  /// the same bar handed one button (a back button and a title), and a card not named for a bar
  /// handed two buttons, stay silent.
  @Test func aBarHandedItsButtonsIsABar() {
    let report = Self.lint([
      (
        "App/TopBar.swift",
        """
        import SwiftUI

        struct TopBar<Leading: View, Center: View, Trailing: View>: View {
            var leadingView: Leading
            var centerView: Center
            var trailingView: Trailing
            var body: some View {
                ZStack {
                    centerView
                    HStack {
                        leadingView
                        Spacer()
                        trailingView
                    }
                    .padding()
                }
            }
        }

        struct Card<Top: View, Bottom: View>: View {
            var top: Top
            var bottom: Bottom
            var body: some View { VStack { top; bottom } }
        }
        """
      ),
      (
        "App/Detail.swift",
        """
        import SwiftUI

        struct Detail: View {
            @State private var isFavorite = false
            var body: some View {
                VStack {
                    TopBar(
                        leadingView: Button { } label: { Image(systemName: "chevron.left") },
                        centerView: Text("Mojito"),
                        trailingView: Button { isFavorite.toggle() } label: { Image(systemName: "heart") })
                    Spacer()
                }
            }
        }

        struct List2: View {
            var body: some View {
                VStack {
                    TopBar(
                        leadingView: Button { } label: { Text("Back") },
                        centerView: EmptyView(),
                        trailingView: EmptyView())
                    Spacer()
                }
            }
        }

        struct Promo: View {
            var body: some View {
                VStack {
                    Card(top: Button("Buy") {}, bottom: Button("Later") {})
                    Spacer()
                }
            }
        }
        """
      ),
    ])
    let detail = Self.findings(report, "hand_made_bar", "App/Detail.swift")
    #expect(
      detail.map(\.location.line) == [7], "\(detail.map { "\($0.location.line): \($0.message)" })")
  }
}
