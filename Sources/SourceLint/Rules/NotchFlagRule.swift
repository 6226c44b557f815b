/// `notch_flag`: a "has a notch" boolean, however derived, and each branch on it (a value chosen
/// on it, `IS_IPHONE_X ? 32 : 0`, is reported where it is defined and where it is used).
enum NotchFlagRule {
  static let description = LintRuleDescription(
    identifier: LintRules.notchFlag, name: "Notch flag",
    summary: """
      A boolean "has a notch / is an X-series / full-screen phone" (including \
      `safeAreaInsets.bottom > 0` and `statusBarHeight > 20`), and each branch on it, \
      including a value chosen on it (`IS_IPHONE_X ? 32 : 0`).
      """,
    rationale: """
      A notch flag turns a continuous geometry into one bit: every value chosen on it is right \
      for one generation of phones at most (44 pt was the status bar of the iPhone X, not of the \
      iPhone 14 Pro). The catalog says where the flag disagrees with the presence of a sensor \
      housing, and each use says which definition it branches on.
      """,
    severity: .error,
    fix: """
      Delete the flag; read `view.safeAreaInsets` (or pin to `safeAreaLayoutGuide`) where \
      the value is needed.
      """,
    triggeringExamples: [
      LintExample("#define ↓IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)\n"),
      LintExample(
        "#define ↓kHasNotch ([UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom > 0)\n"
      ),
      .swift(
        "var ↓isNotched: Bool { UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0 > 0 }\n"
      ),
      LintExample(
        files: [
          ("Flags.h", "#define ↓IS_IPHONE_X_SERIES [Util isIPhoneXSeries]\n"),
          ("View.m", "void f(void) { if (↓IS_IPHONE_X_SERIES) { y = 10; } }\n"),
        ]),
      LintExample(
        "#define ↓IS_IPHONE_X_SERIES [Util isIPhoneXSeries]\n"
          + "#define ↓kTopSensorHeight (IS_IPHONE_X_SERIES ? 32 : 0)\n"
          + "void f(void) { top.constant = ↓kTopSensorHeight; }\n"),
    ],
    nonTriggeringExamples: [
      LintExample("BOOL hidden = self.navigationController.navigationBarHidden;\n"),
      .swift("let inset = view.safeAreaInsets.bottom\n"),
    ])
}

extension NotchFlagRule {
  /// A flag whose name says "notch" but whose body is not in the run
  /// (`[Util isIPhoneXSeries]`), branched on or deciding layout. Settles the node.
  static func checkOpaqueFlag(
    _ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer
  ) -> Bool {
    guard !context.inlineBar,
      let name = Analyzer.opaqueNotchName(node, table: analyzer.table, file: context.file),
      Shapes.isBoolean(context.expression) || context.role == .condition
        || context.decidesLayout(node)
    else { return false }
    let evaluation = analyzer.evaluate(node, file: context.file, metric: .hasHousing)
    analyzer.report(
      LintRules.notchFlag, at: context.location(node),
      message: "branches on notch flag '\(name)'", definitionName: name, evaluation: evaluation)
    return true
  }

  /// `insets.bottom > 0 ? insets.bottom : 15`: the inset where there is one, else a minimum —
  /// the inset read, not a notch test. The positions of such tests in `expression`.
  static func insetOrMinimumTests(_ expression: LintExpression) -> Set<SourcePosition> {
    var result: Set<SourcePosition> = []
    expression.walk { node in
      guard case .conditional(let condition, let then, let otherwise) = node.kind,
        let tested = Shapes.insetTest(condition), case .fact(let fact, _) = tested.kind
      else { return }
      let readsSame = { (branch: LintExpression) in
        branch.contains { if case .fact(fact, _) = $0.kind { return true } else { return false } }
      }
      if readsSame(then) || readsSame(otherwise) { result.insert(condition.position) }
    }
    return result
  }

  /// A safe-area inset tested as a notch (`safeAreaInsets.bottom > 0`) or the sensor housing
  /// read, where the statement decides something with it.
  static func checkInsetOrHousing(
    _ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer,
    insetOrMinimum: Set<SourcePosition>
  ) {
    let decides =
      context.role == .condition || context.decidesLayout(node) || context.hasTarget
    if let fact = Shapes.insetTest(node), decides, !insetOrMinimum.contains(node.position),
      case .fact(_, let path) = fact.kind,
      isOwnInsets(path, proxies: analyzer.geometryProxyNames[context.file] ?? [])
    {
      // The view's own insets (`view.safeAreaInsets.bottom > 0`) are not a device check: they
      // are the insets of this view in its window, whatever the device (convention settled after
      // measurement K). Only a read before UIKit has set them is wrong, and wrong everywhere.
      if let method = notYetSetMethod(context.enclosing) {
        analyzer.report(
          LintRules.notchFlag, at: context.location(fact),
          message: "tests the view's own \(Analyzer.factName(fact)) in '\(method)', before UIKit "
            + "has set it: it is 0 there on every device (read it once the view is laid out, "
            + "or in viewSafeAreaInsetsDidChange)")
      }
    } else if let fact = Shapes.insetTest(node), decides, !insetOrMinimum.contains(node.position) {
      // `top <= 20` asks "no notch" and is right where there is none. A test of the bottom
      // inset (`bottom != 0 ? 0 : 20`, "bezel-less iPhones") asks for the home indicator,
      // which iPads without a housing have too: evaluated as that (measurement H: 11 messages
      // called such a test wrong on the iPads where it is right).
      let absence = Shapes.insetAbsenceTest(node)
      let asked: (words: String, metric: LayoutMetric)
      if case .fact(.safeAreaBottom, _) = fact.kind {
        asked =
          absence
          ? ("has no home indicator", .lacksHomeIndicator)
          : ("has a home indicator", .hasHomeIndicator)
      } else {
        asked = absence ? ("has no notch", .lacksHousing) : ("has a notch", .hasHousing)
      }
      analyzer.report(
        LintRules.notchFlag, at: context.location(fact),
        message: "decides '\(asked.words)' from " + Analyzer.factName(fact),
        evaluation: analyzer.evaluate(
          analyzer.markingLocals(node), file: context.file, metric: asked.metric))
    }
    if case .fact(.sensorHousing, _) = node.kind, !context.inlineBar, decides {
      analyzer.report(
        LintRules.notchFlag, at: context.location(node),
        message: "decides 'has a notch' from \(Analyzer.factName(node))",
        evaluation: analyzer.evaluate(node, file: context.file, metric: .hasHousing))
    }
  }

  /// Whether a safe-area inset read at `path` is a view controller's own view's:
  /// `view.safeAreaInsets.bottom` or `self.view.safeAreaInsets…`. A bare or `self.`
  /// `safeAreaInsets` is not taken for one: `self` may be a window (corpus/src's
  /// JXCategoryView tests `self.safeAreaInsets.bottom > 0` in a `UIWindow` category, a device
  /// check), or the name the app's own property (measurement H's SwiftUI `View` extension
  /// `safeAreaInsets` reads the key window).
  static func isOwnInsets(_ path: String, proxies: Set<String> = []) -> Bool {
    var parts = path.split(separator: ".").map(String.init)
    guard parts.count >= 2, parts[parts.count - 2] == "safeAreaInsets" else { return false }
    parts.removeLast(2)
    if parts.first == "self" { parts.removeFirst() }
    // A `GeometryProxy`'s insets (`proxy.safeAreaInsets.bottom == 0`) are the view's own too
    // (``GeometryProxyNames``; measurement T).
    if parts.count == 1, let name = parts.first, proxies.contains(name) { return true }
    return parts == ["view"]
  }

  /// The methods in which UIKit has not yet set a view's (or its controller's view's) safe-area
  /// insets: before the view is in a window and laid out they are zero. Apple: "safeAreaInsets
  /// … If the view is not currently installed in a view hierarchy, or is not yet visible
  /// onscreen, the edge insets in this property are 0"
  /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets); changes arrive in
  /// `viewSafeAreaInsetsDidChange()` / `safeAreaInsetsDidChange()`. The name, or nil.
  static func notYetSetMethod(_ enclosing: String?) -> String? {
    guard let enclosing else { return nil }
    if ["init", "loadView", "viewDidLoad", "viewWillAppear"].contains(enclosing)
      || enclosing.hasPrefix("initWith")
    {
      return enclosing
    }
    return nil
  }

  /// A use of a notch flag, or of a value chosen on one; an inline bar constant's own finding
  /// covers it.
  static func use(_ use: DefinitionUse, _ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.inlineBar else { return }
    let message =
      use.classification.kind == .notchChoice
      ? "uses notch-chosen value \(use.name)" : "branches on notch flag \(use.name)"
    analyzer.report(
      LintRules.notchFlag, at: use.location, message: message, definition: use.definition,
      evaluation: analyzer.evaluation(of: use))
  }
}
