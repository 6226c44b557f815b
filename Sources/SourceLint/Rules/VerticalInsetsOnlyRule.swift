/// `vertical_insets_only` (SwiftUI): full-width chrome that ignores the safe area and puts back
/// only the top and bottom insets.
enum VerticalInsetsOnlyRule {
  static let description = LintRuleDescription(
    identifier: LintRules.verticalInsetsOnly, name: "Only the vertical insets put back",
    summary: """
      `.ignoresSafeArea()` (or `.edgesIgnoringSafeArea(.all)`) on a stack that holds controls \
      and pads itself by `safeAreaInsets.top` or `.bottom` only, never by the leading or \
      trailing inset.
      """,
    rationale: """
      Giving up every edge and padding back the top and the bottom by hand keeps the controls \
      clear of the status bar and the home indicator in portrait, and nowhere else: in \
      landscape the sensor housing is at a side (47–62 pt on Face ID phones) and the rounded \
      corners cut the row's ends; on the iPhone Duo a column's side edges are insets too. The \
      controls of such a bar are laid out under them. A view that reads the side insets as \
      well, or puts the safe area back with `.safeAreaPadding` or `.safeAreaInset`, is not \
      reported; nor is one that gives up only its top or bottom edge (its sides keep the safe \
      area).
      """,
    severity: .warning,
    fix: """
      Ignore the safe area on the background only (`.background { Color.x.ignoresSafeArea() }`) \
      and let the row keep it, or pad all four insets (`.padding(.leading, \
      proxy.safeAreaInsets.leading)` …).
      """,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Header: View {
          var body: some View {
            GeometryReader { proxy in
              HStack { Button("Back") {}; Spacer(); Button("Share") {} }
                .padding(.top, proxy.safeAreaInsets.top)
                .background(Color.blue)
                .↓ignoresSafeArea()
            }
          }
        }

        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Header: View {
          var body: some View {
            GeometryReader { proxy in
              HStack { Button("Back") {}; Spacer(); Button("Share") {} }
                .padding(.top, proxy.safeAreaInsets.top)
                .padding(.leading, proxy.safeAreaInsets.leading)
                .padding(.trailing, proxy.safeAreaInsets.trailing)
                .ignoresSafeArea()
            }
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Header: View {
          var body: some View {
            GeometryReader { proxy in
              HStack { Button("Back") {}; Spacer(); Button("Share") {} }
                .padding(.top, proxy.safeAreaInsets.top)
                .ignoresSafeArea(edges: .top)
            }
          }
        }

        """),
    ],
    measured: """
      New in the fifth round (29 November 2026), after fresh measurement G, which had no \
      label of this rule in its files' reading (its nearest cases put the top inset back \
      through a spacer or a view of another file). On G's 49 files and `corpus/swiftui`: no \
      finding. Precision not measured yet. \
      Since fresh measurement J (30 November 2026) it also reads across files: a `View` type of \
      the run whose body reads only a top or bottom inset and holds a control, made inside \
      another file's subtree that gives up every edge, is reported at that `.ignoresSafeArea` \
      (measurement H's chat room in an expanding card; that card holds buttons of its own, so it \
      still reads as `ignores_safe_area_controls`). Fresh J had no label of this rule. \
      Fresh measurement P (97 SwiftUI files, 15 new repositories, labelled before the run): 2 \
      findings, both right; 2 of 3 labels found (the third, a header made by a view function of \
      the file padded by the top inset, found as `ignores_safe_area_controls`). Fixed after it: \
      the insets put back in a view function or computed view of the file are read as if \
      written in the subtree (training figures: SourceLint.md). Fresh measurement Y (476 \
      SwiftUI files, 16 new repositories, labelled before the run): no finding, 0 of 1 label \
      found (a root `ZStack` giving up every edge whose tab row of `TabButton`s, a view of \
      another file, puts back only the first window's bottom inset). Fixed after it: a view \
      named for a button counts as a control here, as in a bar's row (training: 1 of 1, right).
      """)
}
