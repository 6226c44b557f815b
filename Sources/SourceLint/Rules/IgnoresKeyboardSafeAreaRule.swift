/// `ignores_keyboard_safe_area` (SwiftUI): the default regions ignored on a view with a text
/// input, so the keyboard covers it.
enum IgnoresKeyboardSafeAreaRule {
  static let description = LintRuleDescription(
    identifier: LintRules.ignoresKeyboardSafeArea, name: "Keyboard safe area ignored",
    summary: """
      `.ignoresSafeArea()` (every region) or `.edgesIgnoringSafeArea(…)` on a view that holds a \
      `TextField`, `SecureField` or `TextEditor`.
      """,
    rationale: """
      Without a region, `ignoresSafeArea` ignores the keyboard's safe area as well as the \
      container's: when the keyboard comes up the view no longer moves, and the keyboard covers \
      the field being typed in. `edgesIgnoringSafeArea` does the same. Meaning only the edges \
      of the screen is `.ignoresSafeArea(.container)`.
      """,
    severity: .warning,
    fix: "Ignore only the container: `.ignoresSafeArea(.container, edges: …)`.",
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Compose: View {
          @State var text = ""
          var body: some View {
            ZStack { Color.gray; TextEditor(text: $text) }.↓ignoresSafeArea()
          }
        }

        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Compose: View {
          @State var text = ""
          var body: some View {
            ZStack { Color.gray; TextEditor(text: $text) }.ignoresSafeArea(.container)
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        struct Cover: View {
          var body: some View {
            ZStack { Color.gray; Text("Welcome") }.ignoresSafeArea()
          }
        }

        """),
    ],
    measured: """
      On `corpus/swiftui` (15 files) and 5 fetched SwiftUI files, 29 November 2026: no view \
      ignoring every region around a text input, no finding; the precision is not measured yet \
      (the triggering examples are rewrites of the pattern, not of a corpus case). \
      Fresh measurement G (49 SwiftUI files, labelled before the run): 1 finding, right (a \
      search overlay with a `TextField` that ignores every region), 1 of 2 labels found (the \
      other's text fields are in the pages of another file). Precision 1 / 1. \
      Fresh measurement H (87 files, labelled before the run): 4 findings, 2 right, 2 false (a \
      form and a dialog that move themselves above the keyboard); 3 of 3 labels found, 1 as \
      `ignores_safe_area_controls` (a chat room's field in another file, under \
      `expanded ? .all : .container`). Fixed after it: views that pad or offset themselves for \
      the keyboard are left out, fields of views of other files count, and a region chosen by \
      a condition counts as every region (training figures: 3 of 3, 3 findings, all right). \
      Fresh measurement P (97 SwiftUI files, 15 new repositories, labelled before the run): 1 \
      finding, right; 1 of 3 labels found (two sheet forms whose `List` of text fields ignores \
      every region; judged after the run as wrongly labelled: the fields are the sheets' first \
      rows, above the keyboard on every phone). Not changed after it. \
      Fresh measurement Q (85 SwiftUI files, 11 new repositories): 2 findings, 1 right (a \
      login form in landscape); 1 of 1 label found; the false one a sheet that grows by the \
      keyboard's height itself. Fixed after it: a frame height by a keyboard-named value \
      follows the keyboard as an offset or padding by one does. \
      Fresh measurement R (88 SwiftUI files, 10 new repositories): 2 findings, both right (a login \
      form; a camera screen's chat field whose keyboard adaptation is commented out); 1 of 1 label \
      found. Fresh measurement Y (476 SwiftUI files, 16 new repositories, labelled before the \
      run): 2 findings, both right, both messages true (login and registration forms giving up \
      every region: their fields are covered in landscape); 2 of 2 labels found.
      """)
}
