import Foundation
import SourceLint
import Testing

/// Round V's SwiftUI fixes (2 December 2026; `Documentation/Journal/2026-12-02-swiftui-V.md`):
/// round U's three known cases (its files were lost with its machine; each test is a small
/// rewrite of the shape its notes describe) and what fresh round V showed, each with the
/// look-alikes that must still be told apart.
@Suite struct MeasurementVSwiftUITests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, _ rule: String, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  /// A property whose `switch` binds a case value of the same name (`case .custom(let
  /// placeholder, _): return placeholder`) was noted "'placeholder' refers to itself": the
  /// returned name is the pattern's binding, not the property (measurement T's
  /// `AuthTextFeild.swift`, round U). Look-alike: a case that returns the property itself
  /// still refers to itself.
  @Test func aCaseBindingOfThePropertysNameIsNoCycle() {
    let report = Self.lint([
      (
        "App/Field.swift",
        """
        import SwiftUI

        enum FieldKind {
            case email
            case custom(String, String)
            case named(String)

            var placeholder: String {
                switch self {
                case .email: return "Email"
                case .custom(let placeholder, _): return placeholder
                case .named: return "Name"
                }
            }

            var icon: String {
                switch self {
                case .email: return "envelope"
                case .custom(_, let icon): return icon
                case .named: return icon
                }
            }
        }
        """
      )
    ])
    let cycles = report.notes.filter { $0.message.contains("refers to itself") }
    #expect(!cycles.contains { $0.message.contains("'placeholder'") }, "\(cycles.map(\.message))")
    #expect(cycles.contains { $0.message.contains("'icon'") }, "\(cycles.map(\.message))")
  }

  static let bars = """
    import SwiftUI

    struct TabBar: View {
        @Binding var selection: Int
        var body: some View {
            HStack {
                Button("Home") { selection = 0 }
                Spacer()
                Button("Search") { selection = 1 }
                Spacer()
                Button("Profile") { selection = 2 }
            }
            .padding(.horizontal, 24)
            .background(Color.white)
        }
    }

    struct EditBar: View {
        var body: some View {
            HStack {
                Button("Cancel") {}
                Spacer()
                Button("Done") {}
            }
        }
    }

    struct Hint: View {
        var body: some View {
            Text("Swipe to see more")
        }
    }
    """

  /// A bar view of the run chosen by an `if`/`else` under a `Spacer` (`VStack { content;
  /// Spacer(); if editing { EditBar() } else { TabBar(selection: $tab) } }`) was not followed:
  /// the stack lays out one branch's view where the `if` stands, at the bottom, as it does the
  /// bar written alone there (round U). Look-alikes: an `if` whose views are no row of buttons
  /// (a hint), and an `if` with no `else` above the spacer.
  @Test func aBarChosenByAnIfUnderASpacerIsABar() {
    let report = Self.lint([
      ("App/Bars.swift", Self.bars),
      (
        "App/Home.swift",
        """
        import SwiftUI

        struct Home: View {
            @State private var tab = 0
            @State private var editing = false
            var body: some View {
                VStack {
                    Text("Content")
                    Spacer()
                    if editing {
                        EditBar()
                    } else {
                        TabBar(selection: $tab)
                    }
                }
            }
        }

        struct Onboarding: View {
            @State private var last = false
            var body: some View {
                VStack {
                    Text("Welcome")
                    Spacer()
                    if last {
                        Hint()
                    } else {
                        Text("Next")
                    }
                }
            }
        }
        """
      ),
    ])
    let found = Self.findings(report, "hand_made_bar", "App/Home.swift")
    #expect(found.count == 2, "\(found.map { "\($0.location.line): \($0.message)" })")
    #expect(found.contains { $0.location.line == 11 && $0.message.contains("'EditBar'") })
    #expect(found.contains { $0.location.line == 13 && $0.message.contains("'TabBar'") })
  }

  /// A login box centred by spacers in a stack that gives up every edge (`.ignoresSafeArea()`
  /// on the container with its background), its text fields and button inside a card framed
  /// 280 pt wide — or padded 100 pt from each side — was reported as letting the button reach
  /// the housing: a centred column no wider than the narrowest landscape screen less its two
  /// side insets (the catalog's limit, just under 300 pt), or kept at least the largest side
  /// inset of the catalog (the iPhone Duo's 84-pt bar) from each side by its paddings, is clear
  /// of both sides (round U). Look-alikes: the same card padded only 40 pt from the sides, and
  /// a column 700 pt wide, still reach them.
  @Test func aCentredLoginBoxIsClearOfTheSides() {
    func login(_ name: String, _ box: String) -> String {
      """
      import SwiftUI

      struct \(name): View {
          @State private var email = ""
          var body: some View {
              ZStack {
                  Color.blue
                  VStack(spacing: 20) {
                      Spacer()
                      VStack(spacing: 12) {
                          Text("Welcome back")
                          TextField("Email", text: $email)
                              .padding()
                              .background(Color.white)
                          Button("Log in") {}
                              .frame(maxWidth: .infinity)
                              .padding()
                              .background(Color.orange)
                      }
                      .padding(24)
                      .background(Color.white.opacity(0.2))
                      \(box)
                      Spacer()
                  }
              }
              .ignoresSafeArea(.container)
          }
      }
      """
    }
    let report = Self.lint([
      ("App/Framed.swift", login("FramedLogin", ".frame(width: 280)")),
      ("App/Padded.swift", login("PaddedLogin", ".padding(.horizontal, 76)")),
      ("App/Tight.swift", login("TightLogin", ".padding(.horizontal, 16)")),
      ("App/Wide.swift", login("WideLogin", ".frame(width: 700)")),
    ])
    let rule = "ignores_safe_area_controls"
    #expect(Self.findings(report, rule, "App/Framed.swift").isEmpty)
    #expect(Self.findings(report, rule, "App/Padded.swift").isEmpty)
    #expect(Self.findings(report, rule, "App/Tight.swift").count == 1)
    #expect(Self.findings(report, rule, "App/Wide.swift").count == 1)
  }

  /// A sign-up form's last checkbox row (a tapped box and a link, a view of the run) after
  /// `Spacer().frame(height: 5)` was reported as a bar pinned to the bottom edge by a spacer
  /// (measurement V: subscribe-swift's `AgreePolicy`): a spacer framed to a fixed height is a
  /// gap of that height and pins nothing. Look-alike: the same row after a bare `Spacer()` in
  /// a screen's stack is still a bar.
  @Test func aFixedGapPinsNothing() {
    let report = Self.lint([
      (
        "App/Agree.swift",
        """
        import SwiftUI

        struct CheckRow: View {
            @Binding var on: Bool
            let title: String
            var body: some View {
                HStack {
                    Image(systemName: on ? "checkmark.square.fill" : "square")
                        .onTapGesture { on.toggle() }
                    NavigationLink(destination: Text(title)) {
                        Text(title)
                    }
                }
            }
        }

        struct Agree: View {
            @State private var first = false
            @State private var second = false
            var body: some View {
                VStack(alignment: .leading) {
                    CheckRow(on: $first, title: "Terms")
                    Spacer().frame(height: 5)
                    CheckRow(on: $second, title: "Privacy")
                }
            }
        }

        struct Pinned: View {
            @State private var first = false
            var body: some View {
                VStack {
                    Text("Terms")
                    Spacer()
                    CheckRow(on: $first, title: "Privacy")
                }
            }
        }
        """
      )
    ])
    let found = Self.findings(report, "hand_made_bar", "App/Agree.swift")
    #expect(
      found.map(\.location.line) == [35], "\(found.map { "\($0.location.line): \($0.message)" })")
  }

  /// A card grown to fill the screen that gives up every edge, its cart button an SF Symbol in
  /// the bottom-trailing corner acted on by `.onTapGesture` (measurement V: Coffee's
  /// `FullScreenItemView`), was not read as holding a control. Look-alikes: a tapped colour
  /// that dismisses, and a tapped picture filling the card, are no controls.
  @Test func aTappedSymbolIsAControl() {
    let report = Self.lint([
      (
        "App/Card.swift",
        """
        import SwiftUI

        struct Card: View {
            @Binding var open: Bool
            var body: some View {
                ZStack {
                    Text("Latte")
                    VStack {
                        Spacer()
                        HStack {
                            Spacer()
                            Image(systemName: "cart.badge.plus")
                                .frame(width: 44, height: 44)
                                .onTapGesture { open = false }
                        }
                    }
                    .padding()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .edgesIgnoringSafeArea(.all)
            }
        }

        struct Backdrop: View {
            @Binding var open: Bool
            var body: some View {
                ZStack {
                    Color.black.opacity(0.4)
                        .onTapGesture { open = false }
                    Image("poster")
                        .resizable()
                        .onTapGesture { open = false }
                }
                .edgesIgnoringSafeArea(.all)
            }
        }
        """
      )
    ])
    let found = Self.findings(report, "ignores_safe_area_controls", "App/Card.swift")
    #expect(
      found.map(\.location.line) == [20], "\(found.map { "\($0.location.line): \($0.message)" })")
  }

  /// A player's controller that gives up every edge in a file compiled only for tvOS (`#if
  /// os(tvOS)`) was reported as reaching "the sensor housing, the home indicator or the rounded
  /// corners" (measurement V: a Kodi player package's `KodiPlayerView+tvOS.swift`). The SwiftUI
  /// patterns now read only the `#if` clauses compiled for iOS, as the Swift reader does.
  /// Look-alike: the same view under `#if os(iOS)` is still reported.
  @Test func aClauseNotCompiledForIOSIsNotRead() {
    func player(_ platform: String) -> String {
      """
      import SwiftUI

      #if os(\(platform))
      struct Controls: View {
          var body: some View {
              ZStack {
                  Color.black
                  VStack {
                      Spacer()
                      HStack {
                          Button("Back") {}
                          Spacer()
                          Button("Play") {}
                      }
                  }
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      #endif
      """
    }
    let report = Self.lint([
      ("App/PlayerTV.swift", player("tvOS")), ("App/PlayerPhone.swift", player("iOS")),
    ])
    let rule = "ignores_safe_area_controls"
    #expect(Self.findings(report, rule, "App/PlayerTV.swift").isEmpty)
    #expect(Self.findings(report, rule, "App/PlayerPhone.swift").count == 1)
  }

  /// Sheets hidden below the screen by `.offset(y: showCart ? 80 : UIScreen.main.bounds.height)`
  /// were reported as laying out by the screen's bounds (measurement V: Coffee's rewards and
  /// cart sheets, a map card's `showMenu ? UIScreen.main.bounds.height : 370`): the hidden
  /// branch moves the sheet by the screen's whole height, out of every window, whatever number
  /// the shown branch rests at (the K convention read only `0` there). Look-alikes: a sheet
  /// resting at a fraction of the screen's height, and one moved by the height less 80, are
  /// still laid out by it.
  @Test func aSheetHiddenByTheScreensHeightRestsAnywhere() {
    let report = Self.lint([
      (
        "App/Sheets.swift",
        """
        import SwiftUI

        struct Sheets: View {
            @State private var showCart = false
            @State private var showMenu = false
            var body: some View {
                ZStack {
                    Text("Cart")
                        .offset(x: 0, y: showCart ? 80 : UIScreen.main.bounds.height)
                    Text("Menu")
                        .offset(y: showMenu ? UIScreen.main.bounds.height : 370)
                    Text("Half")
                        .offset(y: showMenu ? UIScreen.main.bounds.height / 2 : 0)
                    Text("Peek")
                        .offset(y: showCart ? 0 : UIScreen.main.bounds.height - 80)
                }
            }
        }
        """
      )
    ])
    let found = Self.findings(report, "main_screen_bounds", "App/Sheets.swift")
    #expect(found.map(\.location.line).sorted() == [13, 15], "\(found.map(\.location.line))")
  }
}
