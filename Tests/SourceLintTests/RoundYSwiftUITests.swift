import Foundation
import SourceLint
import Testing

/// Round Y's SwiftUI fixes (2 December 2026; `Documentation/Journal/2026-12-02-swiftui-Y.md`):
/// what fresh measurement Y showed, each a small rewrite of the real case (never the real
/// file), with the look-alikes that must still be told apart. Each was seen failing first: the
/// input files, linted with the frozen release binary of round Y (`5b4efa1`), gave the findings
/// (or the silence) the journal quotes.
@Suite struct RoundYSwiftUITests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, _ rule: String, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  /// A login screen's `.onAppear` read the screen into `let` locals used only by two more
  /// locals (`dx`, `dy`) that nothing reads: 4 findings each in two screens (8 false alarms,
  /// and 2 more in a launch screen). A local nothing reads lays nothing out. Look-alikes: a
  /// local whose value reaches a state that offsets the view, and one a function returns,
  /// stay findings.
  @Test func screenReadsIntoLocalsNothingReadsLayNothingOut() {
    let report = Self.lint([
      (
        "App/SignIn.swift",
        """
        import SwiftUI

        struct SignIn: View {
            @State private var glow = false
            @State private var lift: CGFloat = 0

            var body: some View {
                VStack {
                    Image("mark")
                        .offset(y: lift)
                    Text("Welcome")
                }
                .onAppear {
                    let h = UIScreen.main.bounds.height
                    let w = UIScreen.main.bounds.width
                    let markSide = 190
                    let dx = (w - CGFloat(markSide)) / 2
                    let dy = (h - CGFloat(markSide)) / 2
                    glow.toggle()
                }
            }
        }
        """
      ),
      (
        "App/Banner.swift",
        """
        import SwiftUI

        struct Banner: View {
            @State private var lift: CGFloat = 0

            var body: some View {
                Text("Sale")
                    .offset(y: lift)
                    .onAppear {
                        let h = UIScreen.main.bounds.height
                        let step = h / 25
                        lift = -step
                    }
            }

            func widthFor(_ count: Int) -> CGFloat {
                let w = UIScreen.main.bounds.width - 32
                return w / CGFloat(count)
            }
        }
        """
      ),
    ])
    let signIn = Self.findings(report, "main_screen_bounds", "App/SignIn.swift")
    #expect(signIn.isEmpty, "\(signIn.map(\.location.line))")
    let banner = Self.findings(report, "main_screen_bounds", "App/Banner.swift")
    #expect(banner.map(\.location.line) == [10, 11, 17], "\(banner.map(\.message))")
  }

  /// A crypto app's tab container: `ZStack(alignment: .bottom) { content.ignoresSafeArea();
  /// CustomTabBarView(tabs:selection:) }`, generic over its content, the bar's body a computed
  /// `tabBar` (a row of tapped items made by a `ForEach`) under `.onChange`. The content is a
  /// layer though no call makes it, and a body that is a computed view of the file under
  /// modifiers is that view: a hand-made tab bar. Look-alike: the same container laying a
  /// caption view of the run (no buttons) at the bottom stays silent.
  @Test func aTabBarOverAGenericContainersContentIsABar() {
    let report = Self.lint([
      (
        "App/TabsContainer.swift",
        """
        import SwiftUI

        struct TabsContainer<Content: View>: View {
          @Binding var selection: Tab
          let content: Content
          @State private var tabs: [Tab] = []

          var body: some View {
            ZStack(alignment: .bottom) {
              content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .ignoresSafeArea()
              TabsBar(tabs: tabs, selection: $selection)
            }
          }
        }
        """
      ),
      (
        "App/TabsBar.swift",
        """
        import SwiftUI

        enum Tab: Hashable { case home, wallet }

        struct TabsBar: View {
          let tabs: [Tab]
          @Binding var selection: Tab

          var body: some View {
            bar
              .onChange(of: selection) { _ in }
          }

          private var bar: some View {
            HStack {
              ForEach(tabs, id: \\.self) { tab in
                item(tab)
                  .onTapGesture { selection = tab }
              }
            }
            .padding(6)
            .frame(maxWidth: .infinity)
          }

          private func item(_ tab: Tab) -> some View {
            Text(String(describing: tab))
          }
        }
        """
      ),
      (
        "App/Caption.swift",
        """
        import SwiftUI

        struct CaptionBox<Content: View>: View {
          let content: Content
          var body: some View {
            ZStack(alignment: .bottom) {
              content
                .ignoresSafeArea()
              Caption()
            }
          }
        }

        struct Caption: View {
          var body: some View {
            caption
          }

          private var caption: some View {
            HStack { Text("Now"); Text("Later") }
          }
        }
        """
      ),
    ])
    let bars = Self.findings(report, "hand_made_bar", "App/TabsContainer.swift")
    #expect(bars.map(\.location.line) == [13], "\(bars.map(\.message))")
    #expect(Self.findings(report, "hand_made_bar", "App/Caption.swift").isEmpty)
  }

  /// A travel app's root `ZStack` gives up every edge; its tab row of `TabButton`s (a view of
  /// another file whose body is a `Button`) puts back only the first window's bottom inset
  /// and pads its sides by 35 pt: in landscape the buttons reach the housing. The row's items
  /// are buttons by name, as a bar's are. Look-alike: the same row padded by the window's side
  /// inset too stays silent.
  @Test func aTabRowOfNamedButtonsPuttingBackOnlyTheBottomInset() {
    let report = Self.lint([
      (
        "App/Root.swift",
        """
        import SwiftUI

        struct Root: View {
            @State var tab = "house"
            @State var show = false

            var body: some View {
                ZStack {
                    VStack(spacing: 0) {
                        Text(tab)
                        Spacer()
                        HStack(spacing: 0) {
                            TabButton(title: "house", tab: $tab)
                            Spacer(minLength: 0)
                            TabButton(title: "heart", tab: $tab)
                        }
                        .padding(.top)
                        .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom == 0 ? 15 : UIApplication.shared.windows.first?.safeAreaInsets.bottom)
                        .padding(.horizontal, 35)
                        .background(Color.white)
                    }
                    if show {
                        Text("detail")
                    }
                }
                .edgesIgnoringSafeArea(.all)
            }
        }
        """
      ),
      (
        "App/TabButton.swift",
        """
        import SwiftUI

        struct TabButton: View {
            var title: String
            @Binding var tab: String

            var body: some View {
                Button(action: { tab = title }) {
                    Image(systemName: title)
                }
            }
        }
        """
      ),
    ])
    let found = Self.findings(report, "vertical_insets_only", "App/Root.swift")
    #expect(found.map(\.location.line) == [26], "\(found.map(\.message))")
    #expect(found.first?.message.contains("'TabButton'") == true)
    let sides = Self.lint([
      (
        "App/Root.swift",
        """
        import SwiftUI

        struct Root: View {
            @State var tab = "house"
            @State var show = false

            var body: some View {
                ZStack {
                    VStack(spacing: 0) {
                        Text(tab)
                        Spacer()
                        HStack(spacing: 0) {
                            TabButton(title: "house", tab: $tab)
                            Spacer(minLength: 0)
                            TabButton(title: "heart", tab: $tab)
                        }
                        .padding(.top)
                        .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom == 0 ? 15 : UIApplication.shared.windows.first?.safeAreaInsets.bottom)
                        .padding(.horizontal, UIApplication.shared.windows.first?.safeAreaInsets.left ?? 0)
                        .background(Color.white)
                    }
                    if show {
                        Text("detail")
                    }
                }
                .edgesIgnoringSafeArea(.all)
            }
        }
        """
      ),
      (
        "App/TabButton.swift",
        """
        import SwiftUI

        struct TabButton: View {
            var title: String
            @Binding var tab: String

            var body: some View {
                Button(action: { tab = title }) {
                    Image(systemName: title)
                }
            }
        }
        """
      ),
    ])
    #expect(Self.findings(sides, "vertical_insets_only", "App/Root.swift").isEmpty)
  }

  /// A social app's camera preview: `makeUIView(context:)` made `UIView(frame:
  /// UIScreen.main.bounds)` and returned it — reported, though SwiftUI sizes a representable's
  /// view (`sizeThatFits(_:uiView:context:)`: "SwiftUI views choose their own size"). The
  /// returned view's starting frame lays nothing out. Look-alike: a subview given the
  /// screen's rectangle inside the returned view stays a finding.
  @Test func aRepresentablesViewMadeWithTheScreensRectangle() {
    let report = Self.lint([
      (
        "App/Preview.swift",
        """
        import SwiftUI
        import AVFoundation

        struct PreviewSurface: UIViewRepresentable {
            let layer: AVCaptureVideoPreviewLayer

            func makeUIView(context: Context) -> UIView {
                let view = UIView(frame: UIScreen.main.bounds)
                let tap = UITapGestureRecognizer()
                view.addGestureRecognizer(tap)
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {
                layer.frame = uiView.bounds
                uiView.layer.addSublayer(layer)
            }
        }

        struct Badge: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                let dot = UIView(frame: UIScreen.main.bounds)
                view.addSubview(dot)
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """
      )
    ])
    let found = Self.findings(report, "main_screen_bounds", "App/Preview.swift")
    #expect(found.map(\.location.line) == [23], "\(found.map(\.message))")
  }
}
