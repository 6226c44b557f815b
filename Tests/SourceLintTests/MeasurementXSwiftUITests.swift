import Foundation
import SourceLint
import Testing

/// Round X's SwiftUI fixes (2 December 2026; `Documentation/Journal/2026-12-02-swiftui-X.md`):
/// what fresh measurement X showed, each a small rewrite of the real case (never the real
/// file), with the look-alikes that must still be told apart.
@Suite struct MeasurementXSwiftUITests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, _ rule: String, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  /// Two Tinder tutorials made a swipe cutoff from the screen's width (`static var screenCutoff:
  /// CGFloat { (UIScreen.main.bounds.width / 2) * 0.8 }`), compared it with the drag and faded
  /// the LIKE/NOPE stamps by `.opacity(Double(xOffset / screenCutoff))`: the cutoff and each
  /// opacity were `main_screen_bounds` (8 false alarms). A value named for a threshold and the
  /// value given to `.opacity` lay nothing out. Look-alikes: the card's width made from the
  /// screen, and the same width given to `.frame`, stay findings — also beside an opacity.
  @Test func aSwipeCutoffAndAnOpacityLayNothingOut() {
    let report = Self.lint([
      (
        "App/Sizes.swift",
        """
        import SwiftUI

        enum Sizes {
            static var swipeCutoff: CGFloat {
                (UIScreen.main.bounds.width / 2) * 0.8
            }
            static var cardWidth: CGFloat {
                UIScreen.main.bounds.width - 20
            }
        }
        """
      ),
      (
        "App/Stamp.swift",
        """
        import SwiftUI

        struct Stamp: View {
            @Binding var dragX: CGFloat
            var body: some View {
                HStack {
                    Text("LIKE")
                        .opacity(Double(dragX / Sizes.swipeCutoff))
                    Spacer()
                    Text("NOPE")
                        .opacity(Double(dragX / Sizes.cardWidth) * -1)
                        .frame(width: Sizes.cardWidth / 3)
                }
                .frame(width: Sizes.cardWidth)
            }
        }
        """
      ),
    ])
    let sizes = Self.findings(report, "main_screen_bounds", "App/Sizes.swift")
    #expect(sizes.map(\.location.line) == [8], "\(sizes.map(\.message))")
    let stamp = Self.findings(report, "main_screen_bounds", "App/Stamp.swift")
    #expect(stamp.map(\.location.line) == [12, 14], "\(stamp.map(\.message))")
  }

  /// A Tinder tutorial's root stack: four tab items (a view of another file whose body is a
  /// `Button`) in an `HStack` first, the selected tab's view, then a `Spacer` — the row is at
  /// the top edge, a hand-made tab bar, but the spacer was not next to it and the items were
  /// no `Button`s by name. Look-alikes: a row of a title and a badge (no button), a row of
  /// buttons under a title (not at the edge), and a page's Likes / Top Picks row first in a
  /// stack that keeps its edges (the page is laid under the app's own bar), stay silent.
  @Test func aTabRowAboveContentAndASpacerIsABar() {
    let report = Self.lint([
      (
        "App/TabItem.swift",
        """
        import SwiftUI

        struct TabItem: View {
            let icon: String
            @Binding var selected: String
            var body: some View {
                Button(action: { selected = icon }) {
                    Image(systemName: icon)
                }
                .frame(height: 32)
            }
        }

        struct Badge: View {
            var body: some View { Circle().frame(width: 8, height: 8) }
        }
        """
      ),
      (
        "App/Root.swift",
        """
        import SwiftUI

        struct Root: View {
            @State var selected = "flame"
            var body: some View {
                VStack {
                    HStack {
                        Spacer()
                        TabItem(icon: "flame", selected: $selected)
                        Spacer()
                        TabItem(icon: "star", selected: $selected)
                        Spacer()
                        TabItem(icon: "message", selected: $selected)
                    }
                    .frame(height: 100)
                    .padding(.top, 30)
                    page()
                    Spacer()
                }
                .edgesIgnoringSafeArea(.vertical)
            }
            func page() -> some View { Text(selected) }
        }
        """
      ),
      (
        "App/Inbox.swift",
        """
        import SwiftUI

        struct Inbox: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("Inbox")
                        Badge()
                    }
                    Text("No messages")
                    Spacer()
                }
            }
        }

        struct Matches: View {
            @State var likes = true
            var body: some View {
                VStack {
                    HStack {
                        Button("Likes") { likes = true }
                        Button("Top Picks") { likes = false }
                    }
                    Divider()
                    Text(likes ? "likes" : "picks")
                    Spacer()
                }
            }
        }

        struct Compose: View {
            var body: some View {
                VStack {
                    Text("New message")
                    HStack {
                        TabItem(icon: "paperclip", selected: .constant(""))
                        TabItem(icon: "camera", selected: .constant(""))
                    }
                    Spacer()
                }
            }
        }
        """
      ),
    ])
    let root = Self.findings(report, "hand_made_bar", "App/Root.swift")
    #expect(root.map(\.location.line) == [7], "\(root.map(\.message))")
    #expect(root.first?.message.contains("a row of 3 buttons") == true, "\(root.map(\.message))")
    #expect(Self.findings(report, "hand_made_bar", "App/Inbox.swift").isEmpty)
  }

  /// A training app's carousel screen: a menu and a search button in an `HStack` first in an
  /// inner `VStack` (with a title under it), above a carousel of another file whose body is a
  /// `ScrollView` — the row is at the screen's top, a hand-made navigation bar, but only the
  /// inner stack was looked at. Look-alike: the same row above a view of another file that
  /// does not fill (a fixed banner) stays silent.
  @Test func aTopRowNestedInAnInnerStackAboveFillingContentIsABar() {
    let report = Self.lint([
      (
        "App/Carousel.swift",
        """
        import SwiftUI

        struct Cards: View {
            var body: some View {
                ScrollView { Text("cards") }
            }
        }

        struct Banner: View {
            var body: some View { Text("Sale").frame(height: 80) }
        }
        """
      ),
      (
        "App/Discover.swift",
        """
        import SwiftUI

        struct Discover: View {
            var body: some View {
                VStack {
                    VStack {
                        HStack {
                            Button(action: {}) { Image(systemName: "line.3.horizontal") }
                            Spacer()
                            Button(action: {}) { Image(systemName: "magnifyingglass") }
                        }
                        .padding()
                        Text("Discover")
                    }
                    Cards()
                }
            }
        }

        struct Offers: View {
            var body: some View {
                VStack {
                    VStack {
                        HStack {
                            Button(action: {}) { Image(systemName: "line.3.horizontal") }
                            Spacer()
                            Button(action: {}) { Image(systemName: "magnifyingglass") }
                        }
                        Text("Offers")
                    }
                    Banner()
                }
            }
        }
        """
      ),
    ])
    let bars = Self.findings(report, "hand_made_bar", "App/Discover.swift")
    #expect(bars.map(\.location.line) == [7], "\(bars.map(\.message))")
  }

  /// A UIKit screen hosting SwiftUI in a storyboard container: the hosting controller is made
  /// by a function, kept in a lazy property and handed to `add(_:toSubview:)` (a helper of
  /// another file that calls `addChild` and `addSubview`), so the scope that makes it never says
  /// `addChild` and it was not read as embedded. Look-alikes: a controller handed to the same
  /// helper with the parent's own `view`, and one presented, stay silent.
  @Test func aHostingControllerHandedToAnEmbeddingHelperIsEmbedded() {
    let report = Self.lint([
      (
        "App/ProfileController.swift",
        """
        import SwiftUI
        import UIKit

        final class ProfileController: UIViewController {
            @IBOutlet private var cardContainer: UIView!
            private lazy var card = makeCard()

            override func viewDidLoad() {
                super.viewDidLoad()
                add(card, toSubview: cardContainer)
            }

            func makeCard() -> UIHostingController<Text> {
                let controller = UIHostingController(rootView: Text("Card"))
                controller.sizingOptions = .intrinsicContentSize
                return controller
            }
        }
        """
      ),
      (
        "App/HomeController.swift",
        """
        import SwiftUI
        import UIKit

        final class HomeController: UIViewController {
            private lazy var feed = makeFeed()

            override func viewDidLoad() {
                super.viewDidLoad()
                add(feed, toSubview: view)
            }

            func makeFeed() -> UIHostingController<Text> {
                UIHostingController(rootView: Text("Feed"))
            }

            func showHelp() {
                let help = UIHostingController(rootView: Text("Help"))
                present(help, animated: true)
            }
        }
        """
      ),
    ])
    let profile = Self.findings(
      report, "hosting_controller_safe_area", "App/ProfileController.swift")
    #expect(profile.map(\.location.line) == [14], "\(profile.map(\.message))")
    #expect(
      Self.findings(report, "hosting_controller_safe_area", "App/HomeController.swift").isEmpty)
  }

  /// A ride app placed its search bar at `.position(x: UIScreen.main.bounds.maxX / 2, y: 60)`:
  /// the screen's centre (off-centre in a narrower window; the lead's decision of 14:10 UTC),
  /// but `maxX` was no screen dimension to the reader. Look-alike: a `GeometryProxy`'s frame's
  /// `maxX` is the view's own, and stays silent.
  @Test func theScreensMaxXIsItsWidth() {
    let report = Self.lint([
      (
        "App/Home.swift",
        """
        import SwiftUI

        struct Home: View {
            var body: some View {
                GeometryReader { proxy in
                    ZStack {
                        Color.gray
                        Text("Search")
                            .position(x: UIScreen.main.bounds.maxX / 2, y: 60)
                        Text("Pin")
                            .position(x: proxy.frame(in: .local).maxX / 2, y: 120)
                    }
                }
            }
        }
        """
      )
    ])
    let home = Self.findings(report, "main_screen_bounds", "App/Home.swift")
    #expect(home.map(\.location.line) == [9], "\(home.map(\.message))")
  }
}
