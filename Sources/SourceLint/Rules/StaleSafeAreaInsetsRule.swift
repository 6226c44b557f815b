/// `stale_safe_area_insets` (SwiftUI): insets captured once and never updated.
enum StaleSafeAreaInsetsRule {
  static let description = LintRuleDescription(
    identifier: LintRules.staleSafeAreaInsets, name: "Safe area captured once",
    summary: """
      `proxy.safeAreaInsets` stored in `.onAppear` (or `.task`) with no `onChange` or \
      `onGeometryChange` in the file to update it.
      """,
    rationale: """
      The safe area changes after a view appears: rotation, the keyboard, a hidden status or \
      navigation bar, a window resized on iPad (and, from iOS 27, on iPhone), the iPhone Duo \
      folding. A copy taken once keeps the first value: the layout built on it is right until \
      the first change, then wrong until the view is made again.
      """,
    severity: .warning,
    fix: """
      Read the insets where they are used (`GeometryReader`'s proxy in the body), or update the \
      copy with `.onGeometryChange(for: EdgeInsets.self) { $0.safeAreaInsets } action: {…}`.
      """,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Root: View {
          @State private var insets = EdgeInsets()
          var body: some View {
            GeometryReader { proxy in
              Color.clear.onAppear { insets = ↓proxy.safeAreaInsets }
            }
          }
        }

        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        struct Root: View {
          @State private var insets = EdgeInsets()
          var body: some View {
            GeometryReader { proxy in
              Color.clear
                .onAppear { insets = proxy.safeAreaInsets }
                .onChange(of: proxy.safeAreaInsets) { insets = $0 }
            }
          }
        }

        """)
    ],
    measured: """
      On 5 fetched SwiftUI files (29 November 2026): 1 finding, right (GymApp's app struct \
      stores `proxy.safeAreaInsets` in `onAppear` and hands it to every view through the \
      environment); `corpus/swiftui` (15 files): no capture, no finding. Precision 1 / 1. \
      Fresh measurement J (137 files): 1 finding, false (a provider that sets its state on \
      appear and again in `.onPreferenceChange` of a preference carrying `proxy.safeAreaInsets`, \
      now counted as an update).
      """)
}
