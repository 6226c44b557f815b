/// `window_safe_area`: a global window's safe area read for another view's layout.
enum WindowSafeAreaRule {
  static let description = LintRuleDescription(
    identifier: LintRules.windowSafeArea, name: "Global window safe area",
    summary: """
      The safe area of `keyWindow`, `windows.first` or the app delegate's window read for \
      another view's layout.
      """,
    rationale: """
      The key window is not the view's window (an alert, a second scene, a resizable window \
      on iPad and, from iOS 27, on iPhone), and its insets are not the view's (a view under a \
      navigation bar, in a sheet or a popover has its own). On iOS 11 the window of a \
      home-button phone even reports a zero top inset while its root view sees 20.
      """,
    severity: .warning,
    fix:
      "Read the view's own `safeAreaInsets` (in `viewSafeAreaInsetsDidChange`) or pin to its `safeAreaLayoutGuide`.",
    triggeringExamples: [
      LintExample(
        "void f(void) { CGFloat bottom = ↓[UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom; }\n"
      ),
      .swift(
        "func f() { let top = ↓UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0 }\n"),
      // Through a local bound to a helper that returns the key window's root controller: the
      // getter reads it, and is reported where it reads it.
      .swift(
        """
        var topOffset: CGFloat {
          guard let root = rootController else { return 0 }
          return ↓root.view.safeAreaInsets.top
        }
        private var rootController: UIViewController? {
          guard let app = UIApplication.value(forKey: "sharedApplication") as? UIApplication
          else { return nil }
          return app.keyWindow?.rootViewController
        }

        """),
      // A query over the scenes' windows picks a global window as `keyWindow` does.
      .swift(
        """
        import SwiftUI
        struct Top: View {
          var body: some View {
            Text("a").padding(.top, ↓UIApplication.shared.windows.filter { $0.isKeyWindow }.first?.safeAreaInsets.top ?? 0)
          }
        }

        """),
      // An environment value whose default is the key window's insets, which nothing sets.
      LintExample(files: [
        (
          "Insets.swift",
          """
          import SwiftUI
          private struct SafeAreaInsetsKey: EnvironmentKey {
            static var defaultValue: UIEdgeInsets {
              ↓UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                .flatMap(\\.windows).first(where: \\.isKeyWindow)?.safeAreaInsets ?? .zero
            }
          }
          extension EnvironmentValues {
            var windowInsets: UIEdgeInsets { self[SafeAreaInsetsKey.self] }
          }

          """
        ),
        (
          "Header.swift",
          """
          import SwiftUI
          struct Header: View {
            @Environment(\\.windowInsets) private var insets
            var body: some View {
              Text("Title").padding(.top, ↓insets.top)
            }
          }

          """
        ),
      ]),
    ],
    nonTriggeringExamples: [
      LintExample("CGFloat bottom = self.view.safeAreaInsets.bottom;\n"),
      .swift("let top = view.safeAreaInsets.top\n"),
      .swift(
        """
        var topOffset: CGFloat {
          guard let host = presentingViewController else { return 0 }
          return host.view.safeAreaInsets.top
        }

        """),
      // The app sets the value from its root's own insets: the view reads those.
      .swift(
        """
        import SwiftUI
        private struct InsetsKey: EnvironmentKey {
          static var defaultValue: EdgeInsets { EdgeInsets() }
        }
        extension EnvironmentValues {
          var rootInsets: EdgeInsets { get { self[InsetsKey.self] } set { self[InsetsKey.self] = newValue } }
        }
        struct Root: View {
          var body: some View {
            GeometryReader { proxy in Header().environment(\\.rootInsets, proxy.safeAreaInsets) }
          }
        }
        struct Header: View {
          @Environment(\\.rootInsets) private var insets
          var body: some View { Text("Title").padding(.top, insets.top) }
        }

        """),
    ])
}

extension WindowSafeAreaRule {
  /// A global window's safe area read, directly or through a name bound to a window.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    // One finding per line of a Swift statement (measurement N: `windows.first?.safeAreaInsets
    // .bottom == 0 ? 10 : windows.first?.safeAreaInsets.bottom`, one decision, was two).
    let line = context.location(node).line
    if context.file.hasSuffix(".swift"), context.windowReportedLines.contains(line) { return }
    let made = analyzer.findings.count
    defer {
      if analyzer.findings.count > made { context.windowReportedLines.insert(line) }
    }
    if Shapes.globalWindowSafeArea(node) {
      analyzer.report(
        LintRules.windowSafeArea, at: context.location(node),
        message: "reads a global window's safe area for another view's layout")
    } else if let (head, window) = analyzer.windowThroughName(node, file: context.file) {
      analyzer.report(
        LintRules.windowSafeArea, at: context.location(node),
        message:
          "reads a global window's safe area for another view's layout ('\(head)' is '\(window)')"
      )
    } else if case .fact(let fact, let path) = node.kind, fact.isSafeAreaInset,
      let definition = analyzer.screenOrWindowDefinition(inPath: path, file: context.file),
      path.split(separator: ".").count > 3
        || (context.file.hasSuffix(".swift")
          && definition.owner.map { analyzer.isSurelyInside($0) } == true),
      analyzer.classification(of: definition)?.kind == .windowSafeArea
    {
      // `Helper.shared.safeAreaInsets?.top`: a singleton's property that reads the first
      // window (measurement H). Bare, `safeAreaInsets.top` is the view's own, except inside a
      // type whose own member of that name the run defines (``Analyzer/reaches(_:through:)``):
      // `extension View { var safeAreaInsets: UIEdgeInsets { …windows.first?.safeAreaInsets … } }`
      // read in a SwiftUI view — SwiftUI's `View` has no such member, so the name is the app's
      // (measurement S: mycelium-mail, 6 uses missed). A file-scope one stays shadowed by a
      // UIKit view's own member.
      let fileName =
        definition.location.file.split(separator: "/").last.map(String.init)
        ?? definition.location.file
      analyzer.report(
        LintRules.windowSafeArea, at: context.location(node),
        message: "uses a global window's safe area through '\(definition.name)' "
          + "(\(fileName):\(definition.location.line))", definition: definition)
    }
  }

  /// A use of a definition reading a global window's safe area.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    analyzer.report(
      LintRules.windowSafeArea, at: use.location,
      message: "uses a global window's safe area through \(use.name)", definition: use.definition)
  }
}
