/// `bar_constant`: a number standing in for a system bar, the home indicator or an inset.
enum BarConstantRule {
  static let description = LintRuleDescription(
    identifier: LintRules.barConstant, name: "Bar constant",
    summary: """
      A number standing in for a system bar, the home indicator or an inset \
      (20/44/64/88/49/83/34…), in a macro, constant or variable named for it, or written in a \
      SwiftUI `.frame(height:)`, `.padding(.top, …)` or `.offset(y:)` whose comment names the \
      status bar or the home indicator.
      """,
    rationale: """
      Bar heights changed with nearly every iPhone generation and iOS release: the status bar \
      is 20, 44, 47, 48, 50, 54, 59 or 62 pt, the navigation bar 32, 44, 50 or 54. The linter \
      computes the constant on every device and compares it with what the runtime lays out, \
      so the finding says where it is wrong and by how much. A 44-pt button is a design size, \
      not a finding: only names that say which bar they stand for are reported, and a number \
      written inline only where a comment on its line (or alone above it) names the status bar \
      or the home indicator (a \"tab bar\" in a comment is often the app's own bar, whose height \
      the number rightly is), or where it is a scroll view's inset the bars take (a top of 64 \
      or 88, a bottom of 49 or 83: what `automaticallyAdjustsScrollViewInsets` added for them), \
      or a frame's `y` of 64, 88 or 20 with its height a container's less the same number or \
      its `x` 0 and its width the screen's (read, or a phone's screen width written as a \
      number, `CGRectMake(0, 20, 320, 44)`), or a height set to the screen's less 20, 64 or 88, or \
      a `UINavigationBar`, `UITabBar` or `UIToolbar` made with a frame of a bar's height.
      """,
    severity: .error,
    fix: """
      Pin content to `safeAreaLayoutGuide`, or read `view.safeAreaInsets`, \
      `navigationBar.frame.maxY` or `tabBar.frame.height` where layout happens.
      """,
    triggeringExamples: [
      LintExample("#define ↓kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n"),
      LintExample("static const CGFloat ↓kTabBarHeight = 49;\n"),
      // A scroll view's insets given the bars' numbers.
      LintExample(
        "void f(void) { _collectionView.contentInset = UIEdgeInsetsMake(↓64, 0, ↓49, 0); }\n"),
      // A frame placed below the bars by their numbers and made as much shorter.
      LintExample(
        "void f(void) { table.frame = CGRectMake(0, ↓64, SCREEN_WIDTH, self.view.bounds.size.height - 64); }\n"
      ),
      .swift("let ↓tabBarHeight: CGFloat = 83\n"),
      LintExample(
        files: [
          ("Metrics.h", "#define ↓kStatusBarHeight 20\n"),
          ("View.m", "void f(void) { view.frame = CGRectMake(0, ↓kStatusBarHeight, 320, 44); }\n"),
        ]),
      LintExample(
        "- (CGFloat)navigationHeight {\n    CGFloat statusBarHeight = [self insets].top;\n"
          + "    return statusBarHeight + ↓44;\n}\n"),
      // A number a comment says stands for a bar, in a SwiftUI modifier.
      .swift(
        """
        import SwiftUI
        struct Profile: View {
          var body: some View {
            VStack {
              // Status Bar Spacer
              Spacer().frame(height: ↓44)
              Text("Name").padding(.top, ↓60)  // account for the status bar
            }
          }
        }

        """),
    ],
    nonTriggeringExamples: [
      LintExample("static const CGFloat kButtonHeight = 44;\n"),
      .swift("let rowHeight: CGFloat = 44\n"),
      LintExample(
        "- (CGFloat)buttonHeight {\n    CGFloat statusBarHeight = [self insets].top;\n"
          + "    return statusBarHeight + 44;\n}\n"),
      .swift(
        """
        import SwiftUI
        struct Row: View {
          var body: some View {
            Text("Name").frame(height: 44)  // the tap target's minimum
          }
        }

        """),
    ])
}

extension BarConstantRule {
  /// An inline bar constant: `CGFloat navHeight = isX ? 88 : 64`, `statusBarHeight + 44`; a
  /// returned value is named by its method (`- (CGFloat)navigationHeight { …; return … }`).
  /// Sets ``StatementContext/inlineBar``, which the notch and status-bar checks leave to this
  /// finding.
  static func checkInline(
    _ statement: SourceStatement, _ context: StatementContext, _ analyzer: Analyzer
  ) {
    let expression = context.expression
    // A local named for the status bar counts as written, before its value replaced it.
    let statusBarLocal =
      analyzer.readsStatusBarLocal(expression)
      || analyzer.readsStatusBarLocal(statement.expression)
    guard
      let target = statement.target
        ?? (statement.role == .returnValue ? statement.enclosing : nil),
      case let targetName = Analyzer.hasWords(target) ? Analyzer.lastName(target) : target,
      NameMeaning.mayNameMetric(targetName),
      let metric = NameMeaning.metric(
        targetName,
        numbers: analyzer.foldedNumbers(expression, file: context.file),
        readsStatusBar: analyzer.directFacts(expression).contains(.statusBarHeight)
          || statusBarLocal),
      let literal = Analyzer.firstNode(
        droppingReadFallbacks(expression),
        where: {
          if case .number(let value) = $0.kind { return CatalogNumbers.isBarMetric(value) }
          return false
        }),
      Analyzer.firstNode(
        expression,
        where: {
          if case .conditional = $0.kind { return true }
          if case .fact(.statusBarHeight, _) = $0.kind { return true }
          return false
        }) != nil || statusBarLocal
        || !analyzer.referenced(expression, file: context.file).isEmpty
        || assignsBarLocal(targetName, expression, analyzer)
    else {
      checkPairOnNotchFlag(context, analyzer)
      checkScrollInsets(statement, context, analyzer)
      checkFrameBelowBars(context, analyzer)
      checkFrameAcrossTheScreen(context, analyzer)
      checkHeightBelowBar(statement, context, analyzer)
      checkBarMadeByHand(context, analyzer)
      checkConstraintOffsetFromTheView(context, analyzer)
      checkBarLocals(statement, context, analyzer)
      return
    }
    context.inlineBar = true
    let name = statement.target.map(Analyzer.lastName) ?? target
    let evaluation = analyzer.evaluate(
      analyzer.markingLocals(expression), file: context.file, metric: metric,
      idiom: NameMeaning.idiom(name))
    // `return statusBarHeight + 44.0;` with the local read from the status bar's frame: not
    // fixed numbers only (measurement W: said of a `UINavigationBar` category's helper).
    // (A local only named for the status bar, `statusBarHeight = [self jx_layoutInsets].top`,
    // is said by its name: what it reads is not always the status bar.)
    var local: String?
    statement.expression.walk { node in
      if local == nil, case .reference(let written) = node.kind, analyzer.isLocal(written),
        analyzer.readsStatusBarLocal(LintExpression(.reference(written), at: node.position))
      {
        local = written
      }
    }
    let read =
      analyzer.directFacts(expression).contains(.statusBarHeight)
      ? "the status bar's height as read and fixed numbers"
      : statusBarLocal
        ? "'\(local ?? "the status bar's height")' as read and fixed numbers"
        : "fixed numbers"
    analyzer.report(
      LintRules.barConstant, at: context.location(literal),
      message: "'\(name)' stands in for \(metric.phrase) with \(read)", evaluation: evaluation)
  }

  /// A scroll view's insets given the numbers the bars take (`_collectionView.contentInset =
  /// UIEdgeInsetsMake(64, 0, 49, 0)`): a top of 64 or 88 is where the navigation bar ends, a
  /// bottom of 49 or 83 the tab bar's height with the home-indicator inset — the insets
  /// `automaticallyAdjustsScrollViewInsets` added "to account for screen areas consumed by a
  /// status bar, search bar, navigation bar, toolbar, or tab bar" (Apple,
  /// `UIViewController.automaticallyAdjustsScrollViewInsets`), written as fixed numbers
  /// (measurement S: 3 labels, one through a local `CGFloat topOffset = 64;`). Other numbers
  /// (`UIEdgeInsetsMake(60, 0, 0, 0)`, a header's height) are no bar's. Sets
  /// ``StatementContext/inlineBar``.
  static func checkScrollInsets(
    _ statement: SourceStatement, _ context: StatementContext, _ analyzer: Analyzer
  ) {
    guard !context.inlineBar, let target = statement.target,
      ["contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets"].contains(
        Analyzer.lastName(target)),
      case .call(let name, let arguments) = context.written.kind, arguments.count == 4,
      ["UIEdgeInsetsMake", "UIEdgeInsets"].contains(name)
    else { return }
    // The side's number, or a number added to something else (`UIEdgeInsetsMake(64 +
    // self.view.frame.size.height * 0.05, 0, 0, 0)`, a title strip below the navigation bar:
    // measurement X, 4 controllers): the bar's number is still written as a fixed term.
    func terms(_ node: LintExpression) -> [LintExpression] {
      if case .binary("+", let lhs, let rhs) = node.kind { return terms(lhs) + terms(rhs) }
      return [node]
    }
    let sides: [(LintExpression, [Double], LayoutMetric)] = [
      (arguments[0], [64, 88], .navigationBarBottom), (arguments[2], [49, 83], .tabBarTotalHeight),
    ]
    for (whole, values, metric) in sides {
      guard
        let side = terms(whole).first(where: { term in
          guard case .number(let value) = term.kind else { return false }
          return values.contains(where: { LintValue.number(value).equals(.number($0)) == true })
        })
      else { continue }
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(side),
        message: "'\(Analyzer.lastName(target))' stands in for \(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(side, file: context.file, metric: metric))
    }
  }

  /// A frame placed below the bars by their numbers and made as much shorter than its container
  /// (`CGRectMake(0, 64, SCREEN_WIDTH, SCREEN_HEIGHT - 64)`, `CGRect(x: 0, y: 64.0, width: w,
  /// height: view.bounds.height - 64.0 - 44.0)`): content laid out under a navigation bar that
  /// ends at 64 (88), or under a 20-pt status bar, whose heights UIKit chooses per device (Apple,
  /// `UIViewController.edgesForExtendedLayout`: views extend under the bars). Only when the
  /// height is a screen's or a view's height less the same number: a `y` of 64 alone is any
  /// view's position (measurement S: 3 labels). Sets ``StatementContext/inlineBar``.
  static func checkFrameBelowBars(_ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.inlineBar else { return }
    func readsHeight(_ node: LintExpression) -> Bool {
      switch node.kind {
      case .fact(.screenHeight, _): return true
      case .path(let path):
        return path.hasSuffix("bounds.size.height") || path.hasSuffix("bounds.height")
          || path.hasSuffix("frame.size.height") || path.hasSuffix("frame.height")
      case .call(let name, let arguments):
        return name == "CGRectGetHeight" && arguments.count == 1
      default: return false
      }
    }
    // A view's height read through a category's accessor (`self.view.jc_height`,
    // `self.view.height`, `view.xm_height`): measurement T's segment demos, `CGRectMake(0, 64,
    // self.view.jc_width, self.view.jc_height - 64)`.
    func readsViewHeight(_ node: LintExpression) -> Bool {
      guard case .path(let path) = node.kind else { return false }
      let parts = path.split(separator: ".")
      guard parts.count >= 2, let last = parts.last?.lowercased(),
        last == "height" || last.hasSuffix("_height"),
        parts.dropLast().last.map({ $0 == "view" || $0.hasSuffix("View") }) ?? false
      else { return false }
      return true
    }
    // The numbers taken away from a height: `h - 64 - 44` → [64, 44].
    func subtracted(_ node: LintExpression) -> [LintExpression]? {
      guard case .binary("-", let lhs, let rhs) = node.kind else {
        return readsHeight(node) || readsViewHeight(node) ? [] : nil
      }
      return subtracted(lhs).map { $0 + [rhs] }
    }
    // The leftmost operand of a chain of subtractions: `SCREEN_HEIGHT - 64 - 49` → the height.
    func base(_ node: LintExpression) -> LintExpression {
      if case .binary("-", let lhs, _) = node.kind { return base(lhs) }
      return node
    }
    var reported: LintExpression?
    // `CGRectMake(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT - 64)`: a frame at the top made as much
    // shorter than the screen as a navigation bar ending at 64 (88) — the space below it, by
    // its fixed number (measurement T: reported only as the screen read). Only the screen's
    // own height less 64 or 88: a view's height less 64 at y 0 is any inset.
    context.expression.walk { node in
      guard reported == nil, case .call(let name, let arguments) = node.kind,
        arguments.count == 4,
        ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name),
        case .number(0) = arguments[1].kind,
        case .fact(.screenHeight, _) = base(arguments[3]).kind,
        let taken = subtracted(arguments[3]),
        let bar = taken.first(where: {
          if case .number(let value) = $0.kind { return value == 64 || value == 88 }
          return false
        }), case .number(let value) = bar.kind
      else { return }
      reported = bar
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(bar),
        message: "a frame at the top, the screen's height less \(LintValue.format(value)), "
          + "stands in for \(LayoutMetric.navigationBarBottom.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(bar, file: context.file, metric: .navigationBarBottom))
    }
    context.expression.walk { node in
      guard reported == nil, case .call(let name, let arguments) = node.kind,
        arguments.count == 4,
        ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name),
        case .number(let y) = arguments[1].kind,
        let taken = subtracted(arguments[3]), !taken.isEmpty,
        taken.contains(where: {
          if case .number(let value) = $0.kind {
            return LintValue.number(value).equals(.number(y)) == true
          }
          return false
        })
      else { return }
      guard let metric = barEdge(atY: y) else { return }
      reported = arguments[1]
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(arguments[1]),
        message: "a frame at y \(LintValue.format(y)), its height less \(LintValue.format(y)), "
          + "stands in for \(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(arguments[1], file: context.file, metric: metric))
    }
  }

  /// The bar edge a frame's `y` stands for: the status bar's bottom at 20, the navigation bar's
  /// at 64 or 88 (where they end on phones without and with a sensor housing); `nil` otherwise.
  static func barEdge(atY y: Double) -> LayoutMetric? {
    if [64.0, 88].contains(where: { LintValue.number(y).equals(.number($0)) == true }) {
      return .navigationBarBottom
    }
    return LintValue.number(y).equals(.number(20)) == true ? .statusBarHeight : nil
  }

  /// A frame at x 0 across the screen's width at the status bar's 20 or where the navigation
  /// bar ends, 64 or 88 (`CGRect(x: 0, y: 88, width: UIScreen.main.bounds.width, height: …)`,
  /// `CGRectMake(0, 20, kScreenWidth, 28.0)`): content placed under the bars by their numbers,
  /// which UIKit chooses per device (Apple, `UIViewController.edgesForExtendedLayout`; the
  /// safe area's top is where they end). Measurement V: 7 such frames were reported only as
  /// screen reads (round U: 18). Only across the screen's own width, read directly or through
  /// a name for it: a card's or an inset row's `y` of 20 is any position. Sets
  /// ``StatementContext/inlineBar``.
  static func checkFrameAcrossTheScreen(_ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.inlineBar else { return }
    context.expression.walk { node in
      guard !context.inlineBar, case .call(let name, let arguments) = node.kind,
        arguments.count == 4,
        ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name),
        case .number(let x) = arguments[0].kind, x == 0,
        case .number(let y) = arguments[1].kind
      else { return }
      // The screen's width, read or written as a phone's portrait width in points
      // (`CGRectMake(0, 20, 320, 44)`: an iOS 7-era bar under the status bar, 320 pt the
      // width of the screens the app was written for; measurement Y: 14 labels on 7 such
      // lines missed, no screen read on them).
      let across: String
      switch arguments[2].kind {
      case .fact(.screenWidth, _): across = "the screen's width"
      case .number(let width) where CatalogNumbers.phonePortraitWidths.contains(width):
        across = "\(LintValue.format(width)) pt, a phone screen's width written as a number,"
      default: return
      }
      guard let metric = barEdge(atY: y) else { return }
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(arguments[1]),
        message: "a frame at y \(LintValue.format(y)) across \(across) stands in for "
          + "\(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(arguments[1], file: context.file, metric: metric))
    }
  }

  /// A height set to the screen's less where the navigation bar ends, 64 or 88
  /// (`tableView.frame.size.height = UIScreen.main.bounds.height - 64`, `self.tableView.height
  /// = kScreenHeight - 88;`): the space below a navigation bar by its fixed number, as the same
  /// subtraction in a rectangle at y 0 already is (round U: reported only as screen reads).
  /// Only the screen's own height less 64 or 88. Sets ``StatementContext/inlineBar``.
  static func checkHeightBelowBar(
    _ statement: SourceStatement, _ context: StatementContext, _ analyzer: Analyzer
  ) {
    // (`screenHeight`, `contentHeight`: a name whose last word is the height.)
    guard !context.inlineBar, let target = statement.target,
      case let last = Analyzer.lastName(target).lowercased(),
      last == "height" || last.hasSuffix("_height")
        || NameMeaning.words(Analyzer.lastName(target)).last == "height"
    else { return }
    var taken: [LintExpression] = []
    var node = context.expression
    while case .binary("-", let lhs, let rhs) = node.kind {
      taken.append(rhs)
      node = lhs
    }
    // The screen's height less the status bar's 20 (`float height = [UIScreen mainScreen]
    // .bounds.size.height - 20;`: the height below an iOS 6-era status bar; measurement Y: 6
    // labels, found only as screen reads or not at all) is the status bar's number as the same
    // subtraction of 64 or 88 is the navigation bar's.
    guard case .fact(.screenHeight, _) = node.kind,
      let bar = taken.first(where: {
        if case .number(let value) = $0.kind { return value == 64 || value == 88 || value == 20 }
        return false
      }), case .number(let value) = bar.kind
    else { return }
    let metric: LayoutMetric = value == 20 ? .statusBarHeight : .navigationBarBottom
    context.inlineBar = true
    analyzer.report(
      LintRules.barConstant, at: context.location(bar),
      message: "a height of the screen's less \(LintValue.format(value)) stands in for "
        + "\(metric.phrase) with fixed numbers",
      evaluation: analyzer.evaluate(bar, file: context.file, metric: metric))
  }

  /// A system bar made with a frame of a bar's height (`[[UINavigationBar alloc]
  /// initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 64)]`, `UITabBar(frame: CGRect(…, height:
  /// 49))`): the height a bar has on some devices, fixed; a standalone navigation bar is pinned
  /// to the safe area's top and drawn up under the status bar with `UIBarPosition.topAttached`
  /// (Apple, `UINavigationBar`, `UIBarPositioningDelegate`), and a tab bar's height includes the
  /// home indicator's inset where there is one. Navigation bar: 64 or 88 where it ends, 44 its
  /// height; tab bar: 49, 83; toolbar: 44 (measurement S: 2 labels reported only as the screen
  /// read). Sets ``StatementContext/inlineBar``.
  static func checkBarMadeByHand(_ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.inlineBar else { return }
    func barClass(_ node: LintExpression) -> String? {
      guard case .call(let name, let arguments) = node.kind else { return nil }
      if name == "initWithFrame:", arguments.count == 2,
        case .path(let receiver) = arguments[0].kind,
        receiver.hasSuffix(".alloc")
      {
        return String(receiver.dropLast(6))
      }
      if arguments.count == 1 { return name }
      return nil
    }
    context.expression.walk { node in
      guard !context.inlineBar, let made = barClass(node),
        case .call(_, let arguments) = node.kind, let rectangle = arguments.last,
        case .call(let rect, let parts) = rectangle.kind, parts.count == 4,
        ["CGRect", "CGRectMake"].contains(rect.lastDotComponent.map(String.init) ?? rect),
        case .number(let height) = parts[3].kind
      else { return }
      let choices: [(Double, LayoutMetric)]
      switch made {
      case "UINavigationBar":
        choices = [
          (64, .navigationBarBottom), (88, .navigationBarBottom), (44, .navigationBarHeight),
        ]
      case "UITabBar": choices = [(49, .tabBarHeight), (83, .tabBarTotalHeight)]
      case "UIToolbar": choices = [(44, .toolbarHeight)]
      default:
        // A window 20 pt tall at the top (`[[UIWindow alloc] initWithFrame:CGRectMake(0, 0,
        // WZScreenWidth, 20)]`, `ADTopWindow(frame: CGRect(x: 0, y: 0, width: w, height: 20))`):
        // a window over the status bar, made as tall as the status bar of phones without a
        // housing; the status bar's height is the system's per device (Apple,
        // `UIWindowScene.statusBarManager`'s `statusBarFrame`; measurement T: 3 such windows
        // reported only as screen reads).
        guard Shapes.isWindowClass(made) || made == "UIWindow",
          case .number(let y) = parts[1].kind, y == 0
        else { return }
        choices = [(20, .statusBarHeight)]
      }
      guard
        let metric = choices.first(where: {
          LintValue.number(height).equals(.number($0.0)) == true
        })?.1
      else { return }
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(parts[3]),
        message: "a \(made) made \(LintValue.format(height)) pt tall stands in for "
          + "\(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(parts[3], file: context.file, metric: metric))
    }
  }

  /// Whether the statement sets a local named for a bar (``Analyzer/barNumberLocal(_:)``) to the
  /// number it holds (`statusBarHeight = 20;`; not its `= 0` declaration).
  static func assignsBarLocal(_ name: String, _ value: LintExpression, _ analyzer: Analyzer)
    -> Bool
  {
    guard case .number(let number) = value.kind, let found = analyzer.barNumberLocal(name) else {
      return false
    }
    return found.0 == number
  }

  /// A Masonry constraint pinning a view's top to the view controller's view by where the
  /// navigation bar ends, 64 or 88 (`make.top.equalTo(self.view.mas_top).with.offset(88.0)`,
  /// `make.top.equalTo(self.view).offset(64)`), or its bottom by the tab bar's 49 or 83
  /// (`make.bottom.equalTo(self.view).offset(-49)`): content placed below the bars by their
  /// numbers, which UIKit chooses per device (Apple, `UIViewController.edgesForExtendedLayout`;
  /// the safe area is where the bars end). Measurement X: one such offset not reported, where
  /// the same offset through a bar macro was. Only from the controller's view or the superview
  /// (`self.view`, `self.view.mas_top`, `self.superview`, `superview`): an offset from another
  /// view's edge is a spacing. Sets ``StatementContext/inlineBar``.
  static func checkConstraintOffsetFromTheView(_ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.inlineBar else { return }
    // The innermost call of a chain (`.with`, `.offset` wrap their receiver).
    func anchor(_ node: LintExpression) -> (name: String, arguments: [LintExpression])? {
      guard case .call(let name, let arguments) = node.kind else { return nil }
      if name.hasPrefix("."), let receiver = arguments.first { return anchor(receiver) }
      return (name, arguments)
    }
    func isTheView(_ node: LintExpression) -> Bool {
      guard case .path(let path) = node.kind else {
        if case .reference(let name) = node.kind { return name == "superview" }
        return false
      }
      let base =
        path.hasSuffix(".mas_top") || path.hasSuffix(".mas_bottom")
        ? String(path.split(separator: ".").dropLast().joined(separator: ".")) : path
      return ["self.view", "self.superview", "superview", "view", "self.view.superview"]
        .contains(base)
    }
    context.expression.walk { node in
      guard !context.inlineBar, case .call(".offset", let arguments) = node.kind,
        arguments.count == 2, let found = anchor(arguments[0]),
        found.arguments.count == 1, isTheView(found.arguments[0])
      else { return }
      let name = found.name
      let edge = name.split(separator: ".").dropLast().last.map(String.init)
      guard name.hasSuffix(".equalTo") || name.hasSuffix(".mas_equalTo") else { return }
      var offset = arguments[1]
      var negated = false
      if case .unary("-", let operand) = offset.kind {
        offset = operand
        negated = true
      }
      guard case .number(var value) = offset.kind else { return }
      // `-49` may come folded into the number.
      if value < 0 {
        value = -value
        negated = true
      }
      let metric: LayoutMetric
      if edge == "top", !negated, value == 64 || value == 88 {
        metric = .navigationBarBottom
      } else if edge == "bottom", negated, value == 49 || value == 83 {
        metric = .tabBarTotalHeight
      } else {
        return
      }
      context.inlineBar = true
      analyzer.report(
        LintRules.barConstant, at: context.location(offset),
        message: "a constraint \(LintValue.format(value)) pt from the view's \(edge ?? "edge") "
          + "stands in for \(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(
          LintExpression(.number(value), at: offset.position), file: context.file, metric: metric))
    }
  }

  /// The uses of a local named for a bar that holds one of the bars' numbers (`CGFloat
  /// statusBarHeight = 0; if (systemVersion >= 7.0) { statusBarHeight = 20; }`, then
  /// `CGRectMake(0, 56 + statusBarHeight, w, 21)`): the bar's height written as a fixed number,
  /// at each use as a constant's (measurement R: 11 frames of three iOS 7 controllers).
  static func checkBarLocals(
    _ statement: SourceStatement, _ context: StatementContext, _ analyzer: Analyzer
  ) {
    guard !context.inlineBar else { return }
    // The assigned-to local read as a statement of its own (`statusBarHeight = 20;`'s left
    // side) is not a use.
    if statement.target == nil, case .reference = statement.expression.kind { return }
    statement.expression.walk { node in
      guard case .reference(let name) = node.kind, let found = analyzer.barNumberLocal(name)
      else { return }
      let (value, metric) = found
      analyzer.report(
        LintRules.barConstant, at: context.location(node),
        message: "uses '\(name)', a local holding \(LintValue.format(value)) that stands in "
          + "for \(metric.phrase) with fixed numbers",
        evaluation: analyzer.evaluate(
          LintExpression(.number(value), at: node.position), file: context.file, metric: metric,
          idiom: NameMeaning.idiom(name)))
    }
  }

  /// `expression` with each `read ?? number` replaced by its read, when the read is a device
  /// fact (`…statusBarManager?.statusBarFrame.height ?? 20`): the number is what the code falls
  /// back to where there is no window scene, not a number standing in for the bar, whose read
  /// is reported as such (measurement P: 11 locals so made were each called a bar constant
  /// "right on all 87 devices" beside their `status_bar_frame` finding).
  static func droppingReadFallbacks(_ expression: LintExpression) -> LintExpression {
    expression.rewriting { node in
      guard case .binary("??", let read, let fallback) = node.kind,
        case .number = fallback.kind,
        read.contains({
          if case .fact = $0.kind { return true }
          return false
        })
      else { return nil }
      return read
    }
  }

  /// One bar's two heights chosen inline on a notch flag (`CGRectMake(0, 0, w,
  /// XPYDeviceIsIphoneX ? 88 : 64)`, `y = isX ? 44 : 20`): that bar's metric written as fixed
  /// numbers, whatever the statement names — as a definition so made is (measurement N) —
  /// rather than only a branch on the flag (measurement O: 9 labels reported as notch-flag
  /// branches). Values as ``NameMeaning``'s: 64 / 88, 49 / 83, 20 / 44, 0 / 34. Sets
  /// ``StatementContext/inlineBar``.
  static func checkPairOnNotchFlag(_ context: StatementContext, _ analyzer: Analyzer) {
    func magnitude(_ node: LintExpression) -> Double? {
      switch node.kind {
      case .number(let value): return value
      case .unary("-", let operand):
        if case .number(let value) = operand.kind { return value }
        return nil
      default: return nil
      }
    }
    var found: (node: LintExpression, literal: LintExpression, metric: LayoutMetric)?
    context.written.walk { node in
      guard found == nil, case .conditional(let condition, let then, let otherwise) = node.kind,
        let first = magnitude(then), let second = magnitude(otherwise)
      else { return }
      let metric: LayoutMetric
      switch Set([first, second]) {
      case [64, 88]: metric = .navigationBarBottom
      case [49, 83]: metric = .tabBarTotalHeight
      case [20, 44]: metric = .statusBarHeight
      case [0, 34]: metric = .homeIndicatorInset
      default: return
      }
      guard analyzer.referenced(condition, file: context.file).contains(.notchFlag) else { return }
      found = (node, then, metric)
    }
    guard let found else { return }
    context.inlineBar = true
    analyzer.report(
      LintRules.barConstant, at: context.location(found.literal),
      message: "a notch flag's choice between two heights stands in for "
        + "\(found.metric.phrase) with fixed numbers",
      evaluation: analyzer.evaluate(
        analyzer.markingLocals(analyzer.expandingFacts(found.node, file: context.file)),
        file: context.file, metric: found.metric))
  }

  /// The status bar's height plus 44 written in a statement (`CGRectMake(0, kStateHeight + 44,
  /// w, h)`, `CGFloat toTop = kStateHeight + 44;`): where the navigation bar ends, whatever the
  /// statement names, as a definition so made is (measurement L: three labels, found only as
  /// the status-bar read). Reported at the 44 and evaluated against the navigation bar's
  /// bottom edge; the status-bar read keeps its own finding.
  static func checkStatusPlusNavigationBar(
    _ statement: SourceStatement, _ context: StatementContext, _ analyzer: Analyzer
  ) {
    guard !context.inlineBar else { return }
    context.written.walk { node in
      guard case .binary("+", let lhs, let rhs) = node.kind,
        analyzer.isStatusPlusNavigationBar(node, file: context.file)
      else { return }
      let literal = [lhs, rhs].first {
        if case .number(44) = $0.kind { return true }
        return false
      }
      guard let literal else { return }
      // The status bar's height read from its frame is not a fixed number (measurement N).
      let numbers =
        analyzer.valueReadsStatusBar(node, file: context.file)
        ? "the status bar's height as read and a fixed number" : "fixed numbers"
      analyzer.report(
        LintRules.barConstant, at: context.location(literal),
        message: "the status bar's height plus 44 stands in for "
          + "\(LayoutMetric.navigationBarBottom.phrase) with \(numbers)",
        evaluation: analyzer.evaluate(
          analyzer.markingLocals(analyzer.expandingFacts(node, file: context.file)),
          file: context.file, metric: .navigationBarBottom))
    }
  }

  /// A use of a bar constant.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    analyzer.report(
      LintRules.barConstant, at: use.location, message: "uses bar constant \(use.name)",
      definition: use.definition, evaluation: analyzer.evaluation(of: use))
  }
}
