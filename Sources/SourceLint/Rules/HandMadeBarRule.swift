/// `hand_made_bar` (SwiftUI): a row of buttons pinned to the top or bottom edge standing in for
/// a tab bar or a toolbar.
enum HandMadeBarRule {
  static let description = LintRuleDescription(
    identifier: LintRules.handMadeBar, name: "Hand-made bar",
    summary: """
      A row (`HStack`) of two or more buttons pinned to the top or bottom edge: in \
      `.overlay(alignment: .bottom)`, after a `Spacer()` at the end of a `VStack`, in \
      `.safeAreaInset(edge:)`, in a `ZStack(alignment: .bottom)`, or stretched there by \
      `.frame(maxHeight: .infinity, alignment: .bottom)`, or last under (first above) content \
      that fills a `VStack` (a map, a list, a vertical scroll view, a view framed to \
      `maxHeight: .infinity`, a view of the run that fills); a `ForEach` of buttons (also in a \
      computed view of the file) is a row, and so are items that are views of the run made of \
      one button; a view named `…TabBar` drawn at the bottom of a `ZStack` over a `TabView`; a \
      bar type that pins itself by its own frame, laid over a screen in a `ZStack`.
      """,
    rationale: """
      A native bar (`TabView`, `.toolbar`, a navigation bar) adapts where a row of buttons does \
      not: iOS 26's glass bars and their minimisation on scroll, the iPhone Duo's column where \
      bars sit vertically beside the content, the home indicator's height, landscape, larger \
      text. A hand-made bar keeps one size and one place on every device, and pins content to \
      the numbers it was tuned on.
      """,
    severity: .warning,
    fix: """
      Use a `TabView` for sections, `.toolbar { ToolbarItemGroup(placement: .bottomBar) {…} }` \
      for actions, or keep the row and let it take the safe area (`.safeAreaInset` with a \
      system material) knowing what it gives up.
      """,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Home: View {
          var body: some View {
            Feed().overlay(alignment: .bottom) {
              ↓HStack { Button("Home") {}; Button("Search") {}; Button("Profile") {} }
            }
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Editor: View {
          var body: some View {
            VStack {
              Spacer()
              ↓HStack { Button("Undo") {}; Spacer(); Button("Redo") {} }
            }
          }
        }

        """),
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Editor: View {
          var body: some View {
            Canvas().toolbar {
              ToolbarItemGroup(placement: .bottomBar) { Button("Undo") {}; Button("Redo") {} }
            }
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Card: View {
          var body: some View {
            Photo().overlay(alignment: .bottomTrailing) { Button("Share") {} }
          }
        }

        """),
      // A camera's own controls over its preview.
      .swift(
        """
        import SwiftUI
        struct Scan: View {
          var body: some View {
            ZStack {
              CameraPreview().ignoresSafeArea()
              overlay
            }
          }
          var overlay: some View {
            VStack {
              HStack { Button("Close") {}; Spacer(); Button("Flash") {} }
              Spacer()
            }
          }
        }

        """),
    ],
    measured: """
      On `corpus/swiftui` (15 files, 29 November 2026): 1 finding, right (exyte ProfileScreen: \
      a back and a menu button in an `HStack` pinned to the top by a `Spacer`, a hand-made \
      navigation bar); on 5 fetched SwiftUI files: 1 finding, right (GymApp: five tab buttons \
      in `.overlay(…, alignment: .bottom)` over a paged `TabView`), 1 missed (Glider's \
      Save/Clear row, whose second button sits in a nested `HStack`). Precision 2 / 2, recall \
      2 / 3 of the rows labelled by hand. Fresh measurement F (43 SwiftUI files of 6 apps, \
      labelled before the run): 0 findings, 0 of 2 labels found (a `ForEach` of tab buttons \
      in a computed view stretched to the bottom by `.frame(maxHeight:alignment:)`; a \
      `CustomTabBar` over a hidden `TabView`); after the fixes made from those files \
      (training figures): 2 findings, both right, 2 of 2; `corpus/swiftui` unchanged. \
      Fresh measurement G (49 SwiftUI files): 2 findings, both false (a close and flash row \
      over a camera preview; a wizard's links above a divider), 0 of 2 labels found (tab items \
      that are images with `.onTapGesture`, and a generic tab bar container). Fixed after it: a \
      camera's, map's or player's own controls and a row that does not reach the screen's edge \
      are not bars; the two misses are not (yet) found. \
      Fresh measurement H (87 files of 15 new apps, labelled before the run): 0 findings, 0 of \
      5 labels found — every custom tab bar was a view of another file (`TabBar(selection:)` \
      in `.overlay(alignment: .bottom)` or after a `Spacer()`, a `CustomTabView` under a \
      `TabView`). Fixed after it: a `View` type of the run whose body is a row of buttons, \
      pinned so, is a bar (training figures: 5 of 5 found, 5 findings, all right). \
      Fresh measurement J (137 files): 5 findings, 3 right (2 false: a photo viewer's back, \
      title and delete row over a pan-and-zoom image, now a media surface's chrome); 2 of 3 \
      labels found (a design system's bar drawn by `VStack { Spacer(); TabBarView }` over a \
      `TabView` is missed). \
      Fresh measurement P (97 SwiftUI files, 15 new repositories, labelled before the run): 1 \
      finding, right; 1 of 6 labels found (a bar laid over a `TabView` whose buttons are placed \
      by `.position`, a custom navigation bar above filling content, two inline top rows, a tab \
      row drawn in a shape's overlay). Fixed after it: a row in the `.overlay` of a shape at a \
      `ZStack`'s edge, and a row under a centred title in a `ZStack` above a spacer (training \
      figures: SourceLint.md). \
      Fresh measurement Q (85 SwiftUI files, 11 new repositories, labelled before the run): \
      3 findings, all right; 2 of 7 labels found (rows under a centred title above a scroll \
      view, tab icons above a page `TabView`, a `ZStack` whose alignment is a ternary, a \
      floating navigation bar property). Fixed after it: a row under a centred title first in \
      a stack whose later content fills, and a row above a `TabView` (training figures: \
      SourceLint.md). \
      Fresh measurement R (88 SwiftUI files, 10 new repositories, labelled before the run): 2 \
      findings, 1 right (1 false: page-indicator dots under an onboarding carousel's page \
      `TabView`); 1 of 2 labels found (a Safari-style bar whose buttons are in `if` branches). \
      Fixed after it: tapped bare shapes under a page `TabView` are a page control (UIKitRules.md \
      R23.10), and a `ZStack` alignment chosen by a ternary pins at the edge its first branch \
      names (round Q's leftover). \
      Fresh measurement T (114 SwiftUI files, 15 new repositories, labelled before the run): 8 \
      findings, 6 right (2 with a wrong message: "a row of 2 buttons" of rows of three), 1 false \
      (a mini player's own row in its card), 1 uncertain (an iPad now-playing bar); 5 of 11 \
      labels found (bar types that pin themselves laid over a screen, rows whose items are \
      views of the run, bars under content that fills). Fixed after it: those three, a bar \
      drawn over a shape of the app's (filled or stroked), a row's `if` branch, and a button \
      drawn on its own circle counted (training figures: SourceLint.md). \
      Fresh measurement W (195 SwiftUI files, 11 new repositories, labelled before the run): 1 \
      finding, false (an onboarding Back/SKIP row above a paged carousel, called a tab bar); 0 \
      of 3 labels found (a settings/sound/random row and the scroll view under it, both \
      computed views; a generic top-bar view handed its buttons; a tab row in a `ZStack` of the \
      bar's `HStack`). Fixed after it: a computed view of the file stands for the one view its \
      body makes when a stack's first or last item is read as a bar, and a view named for a bar \
      handed two or more buttons and pinned by a spacer is one (training: 2 of 3 found). \
      Fresh measurement Y (476 SwiftUI files, 16 new repositories, labelled before the run): 4 \
      findings, all right (one an app bar the labels had missed); 1 of 4 labels found at the \
      labelled line, 3 of 4 reading two labels placed one line off their row. Missed: a custom \
      tab bar over a generic container's `content`, the bar's body a computed view under \
      `.onChange`. Fixed after it: a layer need not be a call, and a body that is a computed \
      view of the file under modifiers is that view (training: 5 findings, all right; 4 of 4 \
      labels reading the slips).
      """)
}
