/// `size_class_as_width` (SwiftUI): the horizontal size class read as a width or a device test.
enum SizeClassAsWidthRule {
  static let description = LintRuleDescription(
    identifier: LintRules.sizeClassAsWidth, name: "Size class as a width",
    summary: """
      `horizontalSizeClass == .regular` (or `.compact`) choosing a fixed width, a column count \
      or a number, or stored as "is an iPad".
      """,
    rationale: """
      A size class is a coarse trait, not a width: from iOS 27 a resizable iPhone app keeps a \
      compact class at any width, an iPad window is compact when narrow, and the iPhone Duo's \
      inner display is regular in a phone-sized column. A width or a column count picked by \
      the class is too narrow or too wide in those windows. The class deciding the kind of \
      layout (a split view or a stack) is what it is for, and is not reported. Both classes \
      read as the orientation are: a property named for it (`var isPortraitMode: Bool { h == \
      .compact && v == .regular }`, also inside `#if os(iOS)` or an `if` on the idiom) or an \
      `if` that chooses a portrait or a landscape view by them — a full-screen iPad is \
      regular in both in portrait too, and a resizable window's classes follow its size.
      """,
    severity: .warning,
    fix: """
      Decide widths and columns from the space the view is given (`GeometryReader`, \
      `ViewThatFits`, `containerRelativeFrame`, adaptive `GridItem`s).
      """,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Limit: ViewModifier {
          @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
          func body(content: Content) -> some View {
            if ↓horizontalSizeClass == .regular { content.frame(width: 500) } else { content }
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Gallery: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var columns: Int { ↓horizontalSizeClass == .compact ? 2 : 4 }
          var body: some View { Text("\\(columns)") }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Card: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          var portraitView: some View { VStack { Text("A") } }
          var landscapeView: some View { HStack { Text("A") } }
          var body: some View {
            if ↓horizontalSizeClass == .compact && verticalSizeClass == .regular {
              portraitView
            } else {
              landscapeView
            }
          }
        }

        """),
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Root: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var body: some View {
            if horizontalSizeClass == .regular { SplitLayout() } else { StackLayout() }
          }
        }

        """)
    ],
    measured: """
      On 5 fetched SwiftUI files (29 November 2026): 1 finding, right (Glider's \
      `limitWidthOnRegularSizeClass`: a fixed 500-pt width in regular, none in compact); \
      `corpus/swiftui` (15 files): no finding; WhatsNewKit's footer padding of 150 pt a side \
      in regular is not reported (padding chosen by the class is often meant; left out for \
      precision). Precision 1 / 1. \
      Fresh measurement G (49 SwiftUI files): 2 findings, both right, 2 of 2 labels found \
      (bike_index's grid columns by class on the phone and the iPad branches of an idiom \
      switch); the iPad branch's message gave the iPhone's resizable window as its reason, now \
      the iPad's (a class is a range of widths). \
      Fresh measurement H (87 files): 1 finding, false (toolbar items shown when the class is \
      not compact, a width among them); 0 of 1 label found (`isIPad` as both classes regular, \
      an environment property). Toolbar content is left out now; the miss is not yet found. \
      Fresh measurement J (137 files, 97 SwiftUI; 30 November 2026): 4 findings, all false (a \
      bubble view's paddings and the height of its bar extension chosen by the class), 0 of 5 \
      labels found (both classes read as `isPortrait`, choosing a design system's tab bar height \
      and layout). Since then a padding, a spacing or a height chosen by the class is left out, \
      and a property named for the orientation made from both classes (`let isPortrait = h == \
      .compact && v == .regular`) is reported: a full-screen iPad is regular in both in portrait \
      too (training: 3 of the 5 labels, no false alarm). \
      Fresh measurement K (144 files, 103 SwiftUI): no finding, 0 of 4 labels found (Verismo's \
      `isPortraitMode` from both classes inside `#if os(iOS)`, picking a stacked or a \
      side-by-side layout). Read since (training: 4 of 4, no false alarm; measurement J's SBB \
      card choosing its portrait or landscape view now found too). \
      Fresh measurement T (114 SwiftUI files, 15 new repositories, labelled before the run): 4 \
      findings, 3 right (grid widths chosen by the class), 1 false (a `private` property nothing \
      reads, whose name the file also writes as `tracks.count` and `repeated(count:)`); 3 of 3 \
      labels found. Fixed after it: a member of another value and an argument label are no \
      read of the property, and a number chosen by the class in a property nothing reads is not \
      reported. Fresh measurement Y (476 SwiftUI files, 16 new repositories, labelled before \
      the run): no finding, 0 of 1 label found (a phone form choosing between two field views by \
      `horizontalSizeClass == .compact`, its comment saying "for smaller screens, like an \
      iPhone"; left out on purpose: the code is the documented use of a size class).
      """)
}
