/// Reads what a controller's methods say about the controller itself (``CodeFact``).
enum FactReader {
  /// The methods whose statements describe the screen as the user first sees it: the view's
  /// loading and appearance, layout callbacks, initializers. A statement elsewhere (an action,
  /// a notification handler) runs on a user's or the app's event: not read as a fact.
  static let lifecycleMethods: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "awakeFromNib",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "init", "initWithNibName",
    "initWithCoder", "initWithStyle", "viewSafeAreaInsetsDidChange",
  ]

  /// Whether `name` is a lifecycle method (``lifecycleMethods``) or an Objective-C initializer of
  /// the app's own (`initWithPhoto:`, read as its first selector piece): an initializer runs
  /// before the screen is shown, as `init` does. Micro.blog's filters screen sets
  /// `edgesForExtendedLayout` in `initWithPhoto:` (fresh round M, training).
  static func isLifecycle(_ name: String) -> Bool {
    lifecycleMethods.contains(name) || name.hasPrefix("initWith")
  }

  /// `sizeClassHelpers`: the app's class methods that answer whether the width is compact
  /// (``CodeIndex/sizeClassHelpers``), for an orientation answer chosen by one.
  /// `idioms`: what the app defines as an idiom test (``CodeIndex/IdiomTests``), for an
  /// orientation answer chosen by one.
  static func facts(
    in method: CodeMethod, sizeClassHelpers: [String: Bool] = [:],
    idioms: CodeIndex.IdiomTests = .init()
  ) -> [CodeFact] {
    switch method.name {
    case "supportedInterfaceOrientations":
      return returned(
        method, kind: .supportedInterfaceOrientations, helpers: sizeClassHelpers, idioms: idioms
      ) {
        expression in
        orientations(expression).map(CodeValue.orientations)
      }
    case "prefersStatusBarHidden":
      return returned(method, kind: .prefersStatusBarHidden) { expression in
        if case .bool(let value) = expression { return .bool(value) }
        return nil
      }
    case "modalPresentationStyle":
      // The controller's own getter (`- (UIModalPresentationStyle)modalPresentationStyle {
      // return UIModalPresentationCustom; }`, `override var modalPresentationStyle { .custom }`):
      // UIKit reads the presented controller's property when it presents it ("The presentation
      // style determines how a modally presented view controller is displayed onscreen",
      // Apple's `UIViewController.modalPresentationStyle`), so its answer is the style, as an
      // assignment in its initializer is. Only a constant answer is a fact.
      return returned(method, kind: .modalPresentationStyle) { expression in
        presentationStyle(expression).map(CodeValue.name)
      }.filter {
        if case .name = $0.value { return true }
        return false
      }
    default:
      guard isLifecycle(method.name) else {
        // A keyboard notification handler changes a constant only while the keyboard shows, a
        // state the audit lays out apart (R16); at rest the document's value holds.
        guard !method.name.hasPrefix("keyboardWill"), !method.name.hasPrefix("keyboardDid") else {
          return []
        }
        var locals: Set<String> = []
        return method.statements.compactMap { statement in
          if case .bind(let name, _) = statement.kind { locals.insert(name) }
          return constantSet(in: statement, method: method.name, locals: locals)
        }
      }
      // A name the method binds itself is a local, not the controller's property.
      var locals: Set<String> = []
      var result: [CodeFact] = []
      for statement in method.statements {
        if case .bind(let name, _) = statement.kind { locals.insert(name) }
        if let fact = fact(in: statement, method: method.name, locals: locals) {
          result.append(fact)
        } else if let fact = constantSet(in: statement, method: method.name, locals: locals) {
          result.append(fact)
        }
      }
      return result + filledOutlets(in: method, locals: locals)
    }
  }

  /// Whether a returned value is the superclass's answer: Swift's `super.name`, Objective-C's
  /// `[super name]` (round P's Infinit: `return [super supportedInterfaceOrientations];` after a
  /// phone branch).
  static func isSuperAnswer(_ expression: CodeExpression) -> Bool {
    switch expression {
    case .member(.name("super"), _): true
    case .call(.member(.name("super"), _), let arguments): arguments.isEmpty
    default: false
    }
  }

  /// A getter's answer: one unconditional `return` of a value the reader can compute; a `return
  /// super.…` states nothing (the superclass answers); anything else is unresolved.
  static func returned(
    _ method: CodeMethod, kind: CodeFact.Kind, helpers: [String: Bool] = [:],
    idioms: CodeIndex.IdiomTests = .init(), value: (CodeExpression) -> CodeValue?
  ) -> [CodeFact] {
    let returns = method.statements.filter {
      if case .returns = $0.kind { return true }
      return false
    }
    guard let first = returns.first, case .returns(let expression) = first.kind else { return [] }
    if isSuperAnswer(expression), returns.count == 1 { return [] }
    if kind == .supportedInterfaceOrientations,
      let byIdiom = byIdiom(returns, value: { orientations($0) })
    {
      return [
        CodeFact(
          kind: kind, subject: nil, value: byIdiom, location: first.location,
          snippet: first.snippet, method: method.name)
      ]
    }
    if kind == .supportedInterfaceOrientations, returns.count == 1, !first.conditional,
      case .unknown = expression,
      let bySizeClass = orientationsBySizeClass(
        returnedText(first), helpers: helpers, idioms: idioms)
    {
      return [
        CodeFact(
          kind: kind, subject: nil, value: bySizeClass, location: first.location,
          snippet: first.snippet, method: method.name)
      ]
    }
    let resolved: CodeValue =
      if returns.count == 1, !first.conditional, let computed = value(expression) {
        computed
      } else if returns.count > 1 || first.conditional {
        .unresolved("the answer depends on runtime state")
      } else {
        .unresolved("returns '\(first.snippet)'")
      }
    return [
      CodeFact(
        kind: kind, subject: nil, value: resolved, location: first.location,
        snippet: first.snippet, method: method.name)
    ]
  }

  /// A getter that answers by the device's idiom: each idiom's answer is the first `return` that
  /// runs on it (one on that idiom's branch, or one outside any branch); `super.…` leaves it to
  /// the superclass (`nil`). `nil` when any `return` is on a branch that tests something else, or
  /// no `return` depends on the idiom.
  static func byIdiom(_ returns: [CodeStatement], value: (CodeExpression) -> [String]?)
    -> CodeValue?
  {
    guard returns.contains(where: { $0.idiom != nil }),
      returns.allSatisfy({ $0.idiom != nil || !$0.conditional })
    else { return nil }
    var answers: [String: [String]?] = [:]  // lookups only
    for idiom in ["phone", "pad"] {
      guard let answer = returns.first(where: { $0.idiom == idiom || !$0.conditional }),
        case .returns(let expression) = answer.kind
      else { return nil }
      if isSuperAnswer(expression) {
        answers[idiom] = .some(nil)
      } else if let list = value(expression) {
        answers[idiom] = .some(list)
      } else {
        return nil
      }
    }
    guard let phone = answers["phone"], let pad = answers["pad"], phone != nil || pad != nil
    else { return nil }
    return .orientationsByIdiom(phone: phone, pad: pad)
  }

  /// An orientation answer chosen by the horizontal size class: `cond ? a : b` where `cond`
  /// tests compact (or regular) width (``compactWidthTested(_:helpers:)``) and `a`, `b` are
  /// orientation masks — JasperMobile's `return [JMUtils isCompactWidth] ?
  /// UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;` (round K). The
  /// compact answer is the iPhone's and the regular one the iPad's
  /// (``CodeValue/orientationsByIdiom(phone:pad:)``): every iPhone is horizontally compact in
  /// portrait and every iPad full screen regular (Apple's *Human Interface Guidelines*, "Layout",
  /// device size classes), so an iPhone held in portrait is asked while compact, is answered
  /// portrait, and never turns (derived, `UIKitRules.md` R22.10). `nil` for anything else.
  ///
  /// A choice by the device's idiom reads the same way, the iPhone's answer for `phone`
  /// (`UIDevice.current.userInterfaceIdiom == .phone ? .portrait : [.portrait, .landscape]`,
  /// or through the app's idiom helpers and macros, `idioms`: `Utils.isPad() ? .all :
  /// .portrait`; round U's 16 false landscape findings on one app).
  static func orientationsBySizeClass(
    _ text: String, helpers: [String: Bool], idioms: CodeIndex.IdiomTests = .init()
  ) -> CodeValue? {
    guard let (condition, then, otherwise) = choice(text),
      let compact = compactWidthTested(condition, helpers: helpers)
        ?? idioms.idiom(of: condition).map({ $0 == "phone" }),
      let first = orientations(maskText: then), let second = orientations(maskText: otherwise)
    else { return nil }
    return compact
      ? .orientationsByIdiom(phone: first, pad: second)
      : .orientationsByIdiom(phone: second, pad: first)
  }

  /// `condition ? then : otherwise` split at its top-level `?` and `:` (one of each, outside
  /// brackets, the `?` with white space before it: not Swift's optional chaining).
  static func choice(_ text: String) -> (String, String, String)? {
    var depth = 0
    var question: String.Index?
    var colon: String.Index?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "?" where depth == 0:
        guard previous.isWhitespace || previous == ")" || previous == "]" else { break }
        guard question == nil else { return nil }
        question = index
      case ":" where depth == 0 && question != nil:
        guard colon == nil else { return nil }
        colon = index
      default: break
      }
      previous = character
    }
    guard let question, let colon else { return nil }
    return (
      String(text[..<question]), String(text[text.index(after: question)..<colon]),
      String(text[text.index(after: colon)...])
    )
  }

  /// An orientation mask written as text (a branch of a `? :`): `UIInterfaceOrientationMaskAll`,
  /// `UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft`, `.portrait`,
  /// `[.portrait, .landscapeLeft]`, `UIInterfaceOrientationMask.all`.
  static func orientations(maskText text: String) -> [String]? {
    var body = Substring(text.filter { !$0.isWhitespace })
    var steps = 0
    while steps < 4,
      body.hasPrefix("(") && body.hasSuffix(")")
        || body.hasPrefix("[")
          && body.hasSuffix("]")
    {
      body = body.dropFirst().dropLast()
      steps += 1
    }
    let parts = body.split(whereSeparator: { $0 == "|" || $0 == "," })
    guard !parts.isEmpty else { return nil }
    let expressions: [CodeExpression] = parts.map { part in
      if part.hasPrefix(".") { return .implicitMember(String(part.dropFirst())) }
      let pieces = part.split(separator: ".")
      if pieces.count == 2 { return .member(.name(String(pieces[0])), String(pieces[1])) }
      return .name(String(part))
    }
    return orientations(.union(expressions))
  }

  /// A screen's own code setting the translucency of the bar of the navigation controller that
  /// holds it (``CodeFact/Kind/navigationBarTranslucent``, subject `navigationController`): on a
  /// runtime branch the value is kept in the words (``AppearanceReader/onABranch(_:)``), since a
  /// branch that writes what the bar already is changes nothing
  /// (``CodeIndex/barTranslucency(leftBy:)``).
  static func heldBar(_ value: Bool, statement: CodeStatement, method: String) -> CodeFact {
    CodeFact(
      kind: .navigationBarTranslucent, subject: "navigationController",
      value: statement.conditional ? .unresolved(AppearanceReader.onABranch(value)) : .bool(value),
      location: statement.location, snippet: statement.snippet, method: method)
  }

  /// The fact one statement of a lifecycle method states, if any.
  static func fact(in statement: CodeStatement, method: String, locals: Set<String> = [])
    -> CodeFact?
  {
    func selfProperty(_ expression: CodeExpression) -> String? {
      if case .name(let name) = expression.uncast, locals.contains(name) { return nil }
      return FactReader.selfProperty(expression)
    }
    func make(_ kind: CodeFact.Kind, _ value: CodeValue, subject: String? = nil) -> CodeFact {
      // An outlet hidden or moved on a branch that tests only the idiom or the orientation:
      // known in those environments (``CodeFact/onlyIn``).
      if statement.conditional, let onlyIn = statement.onlyIn,
        kind == .outletHidden || kind == .outletMoved
      {
        var fact = CodeFact(
          kind: kind, subject: subject, value: value, location: statement.location,
          snippet: statement.snippet, method: method)
        fact.onlyIn = onlyIn
        return fact
      }
      // `if (self.navigationController.navigationBarHidden) [… setNavigationBarHidden:NO …]`:
      // the bar ends shown whichever way the test goes, so the value holds (round P's
      // Wheelmap; R22.26).
      if statement.conditional, kind == .navigationBarHidden, case .bool(let hidden) = value,
        let condition = statement.onlyIf, barHiddenTested(condition) == !hidden
      {
        return CodeFact(
          kind: kind, subject: subject, value: value, location: statement.location,
          snippet: statement.snippet, method: method)
      }
      return CodeFact(
        kind: kind, subject: subject,
        value: statement.conditional ? .unresolved("set on a runtime branch") : value,
        location: statement.location, snippet: statement.snippet, method: method)
    }
    switch statement.kind {
    case .assign(let target, let value):
      guard case .member(let base, let property) = target else {
        return selfFact(property: target.lastName, value: value, make: make)
      }
      if isSelf(base) { return selfFact(property: property, value: value, make: make) }
      if selfProperty(base) == "navigationController",
        property == "isNavigationBarHidden" || property == "navigationBarHidden"
      {
        return boolean(value).map { make(.navigationBarHidden, .bool($0)) }
      }
      // A navigation controller subclass's own bar: `self.navigationBar.translucent = NO`
      // (``CodeFact/Kind/navigationBarTranslucent``, subject `navigationBar`; applied only for
      // a `UINavigationController` subclass, ``CodeIndex/ownBarTranslucency(ofNavigationClass:)``).
      if selfProperty(base) == "navigationBar",
        property == "isTranslucent" || property == "translucent"
      {
        return boolean(value).map {
          make(.navigationBarTranslucent, .bool($0), subject: "navigationBar")
        }
      }
      // The held bar's own view hidden: `self.navigationController.navigationBar.hidden = YES`
      // (Swift `navigationController?.navigationBar.isHidden = true`). A hidden view is not
      // visible, and the root view's safe area accounts for the visible bars only: the screen
      // is laid out as if `isNavigationBarHidden` were set (UIKitRules R22.16, derived).
      if case .member(let holder, "navigationBar") = base.uncast,
        selfProperty(holder) == "navigationController",
        property == "isHidden" || property == "hidden"
      {
        return boolean(value).map { make(.navigationBarHidden, .bool($0)) }
      }
      // The bar of the navigation controller that holds the screen:
      // `self.navigationController.navigationBar.translucent = NO`.
      if case .member(let holder, "navigationBar") = base.uncast,
        selfProperty(holder) == "navigationController",
        property == "isTranslucent" || property == "translucent"
      {
        return boolean(value).map { heldBar($0, statement: statement, method: method) }
      }
      if let outlet = selfProperty(base), outlet != "view" {
        switch property {
        case "isHidden", "hidden":
          return boolean(value) == true ? make(.outletHidden, .bool(true), subject: outlet) : nil
        case "alpha":
          if case .number(let number) = value, number == 0 {
            return make(.outletHidden, .bool(true), subject: outlet)
          }
          return nil
        case "frame", "center", "transform", "bounds":
          return make(.outletMoved, .name(property), subject: outlet)
        case "contentInset":
          // A scroll view's inset set by the screen's own lifecycle code (precision's fresh
          // round Q: Yona resets it to zero in `viewDidLayoutSubviews`, after UIKit's iOS 10
          // adjustment): where its content starts is the code's, not judged.
          return make(.outletMoved, .name(property), subject: outlet)
        case "contentInsetAdjustmentBehavior":
          return make(
            .contentInsetAdjustmentBehavior,
            constant(value, objectiveCPrefix: "UIScrollViewContentInsetAdjustment").map(
              CodeValue.name) ?? .unresolved("'\(statement.snippet)'"),
            subject: outlet)
        default: return nil
        }
      }
      // `outlet.frame.origin.y = …`
      if case .member(let inner, let geometry) = base,
        ["frame", "center"].contains(geometry)
          || ["origin", "size"].contains(geometry)
      {
        var root = inner
        if case .member(let deeper, "frame") = inner { root = deeper }
        if let outlet = selfProperty(root), outlet != "view" {
          return make(.outletMoved, .name("frame"), subject: outlet)
        }
      }
      return nil
    case .evaluate(.call(.member(let base, let name), let arguments)):
      if selfProperty(base) == "navigationController", name == "setNavigationBarHidden",
        let first = arguments.first
      {
        return boolean(first.value).map { make(.navigationBarHidden, .bool($0)) }
      }
      if selfProperty(base) == "navigationBar", name == "setTranslucent",
        let first = arguments.first
      {
        return boolean(first.value).map {
          make(.navigationBarTranslucent, .bool($0), subject: "navigationBar")
        }
      }
      if case .member(let holder, "navigationBar") = base.uncast,
        selfProperty(holder) == "navigationController", name == "setHidden",
        let first = arguments.first
      {
        return boolean(first.value).map { make(.navigationBarHidden, .bool($0)) }
      }
      if case .member(let holder, "navigationBar") = base.uncast,
        selfProperty(holder) == "navigationController", name == "setTranslucent",
        let first = arguments.first
      {
        return boolean(first.value).map { heldBar($0, statement: statement, method: method) }
      }
      if let outlet = selfProperty(base), outlet != "view" {
        if name == "setHidden", let first = arguments.first, boolean(first.value) == true {
          return make(.outletHidden, .bool(true), subject: outlet)
        }
        if name == "removeFromSuperview" {
          return make(.outletHidden, .bool(true), subject: outlet)
        }
        if name == "setFrame" || name == "setCenter" {
          return make(.outletMoved, .name("frame"), subject: outlet)
        }
      }
      if isSelf(base) {
        // `[self setEdgesForExtendedLayout:UIRectEdgeNone]`
        let setters = [
          "setEdgesForExtendedLayout": "edgesForExtendedLayout",
          "setAdditionalSafeAreaInsets": "additionalSafeAreaInsets",
          "setExtendedLayoutIncludesOpaqueBars": "extendedLayoutIncludesOpaqueBars",
          "setAutomaticallyAdjustsScrollViewInsets": "automaticallyAdjustsScrollViewInsets",
          "setModalPresentationStyle": "modalPresentationStyle",
        ]
        if let property = setters[name], let first = arguments.first {
          return selfFact(property: property, value: first.value, make: make)
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// The container outlets `method` fills with a view it makes to the outlet's bounds
  /// (``CodeFact/Kind/outletFilled``): a view made with `initWithFrame:self.outlet.bounds`
  /// (Swift `T(frame: outlet.bounds)`) and held by a name, which a later statement adds to the
  /// outlet (`[self.outlet addSubview:made]`, `outlet.addSubview(made)`) or hands to a call
  /// together with the outlet (`[UIViewController addMapView:self.mapView
  /// toView:self.mapViewContainer]`, fresh round M's OpenStreetCam). Either statement on a
  /// runtime branch makes the fact unresolved: on the other branch the document's view shows.
  static func filledOutlets(in method: CodeMethod, locals: Set<String>) -> [CodeFact] {
    /// The outlet whose bounds `expression` makes a view with, and the made class.
    func madeToBounds(_ expression: CodeExpression) -> (outlet: String, type: String)? {
      let type: String
      let argument: CodeArgument
      switch expression.uncast {
      case .call(.member(.call(.member(.name(let made), "alloc"), _), "initWithFrame"), let list)
      where list.count == 1:
        (type, argument) = (made, list[0])
      case .call(.name(let made), let list) where list.count == 1 && list[0].label == "frame":
        (type, argument) = (made, list[0])
      default: return nil
      }
      guard case .member(let base, "bounds") = argument.value.uncast,
        let outlet = selfProperty(base), outlet != "view", !locals.contains(outlet)
      else { return nil }
      return (outlet, type)
    }
    /// The name an expression is (`made`, `self.mapView` → `mapView`).
    func name(_ expression: CodeExpression) -> String? {
      if case .name(let name) = expression.uncast, name != "self" { return name }
      return selfProperty(expression)
    }
    // lookups only: each name holding a view made to an outlet's bounds
    var made: [String: (outlet: String, type: String, statement: CodeStatement)] = [:]
    var result: [CodeFact] = []
    for statement in method.statements {
      switch statement.kind {
      case .bind(let target, let value):
        if let found = madeToBounds(value) { made[target] = (found.outlet, found.type, statement) }
        continue
      case .assign(let target, let value):
        if let found = madeToBounds(value), let holder = name(target) {
          made[holder] = (found.outlet, found.type, statement)
        }
        continue
      case .evaluate(.call(let callee, let arguments)):
        let names = arguments.compactMap { name($0.value) }
        var receiver: String?
        if case .member(let base, "addSubview") = callee { receiver = name(base) }
        for (holder, fill) in made.sorted(by: { $0.key < $1.key })
        where names.contains(holder)
          && (receiver == fill.outlet || names.contains(fill.outlet))
          && !result.contains(where: { $0.subject == fill.outlet })
        {
          let conditional = statement.conditional || fill.statement.conditional
          result.append(
            CodeFact(
              kind: .outletFilled, subject: fill.outlet,
              value: conditional ? .unresolved("filled on a runtime branch") : .name(fill.type),
              location: statement.location, snippet: statement.snippet, method: method.name,
              placedAt: fill.statement.location))
        }
      default:
        continue
      }
    }
    return result
  }

  /// `outlet.constant = …`, `self.outlet.constant = …` or `[self.outlet setConstant:…]`: the
  /// code changes a constraint outlet's constant (``CodeFact/Kind/constraintConstantSet``), on a
  /// branch or not (any value the code gives is one some screen shows).
  static func constantSet(in statement: CodeStatement, method: String, locals: Set<String>)
    -> CodeFact?
  {
    let outlet: String?
    switch statement.kind {
    case .assign(.member(let base, "constant"), _):
      outlet = selfProperty(base)
    case .evaluate(.call(.member(let base, "setConstant"), let arguments))
    where arguments.count == 1:
      outlet = selfProperty(base)
    default:
      outlet = nil
    }
    guard let outlet, outlet != "view", !locals.contains(outlet) else { return nil }
    var fact = CodeFact(
      kind: .constraintConstantSet, subject: outlet, value: .name("constant"),
      location: statement.location, snippet: statement.snippet, method: method)
    // Set only on a branch of the idiom or the orientation: only there (fresh round Y: iAmiga's
    // `configureForDevice` moves two columns on iPads only).
    if statement.conditional { fact.onlyIn = statement.onlyIn }
    return fact
  }

  /// `self.property = value` for the controller's own layout properties.
  static func selfFact(
    property: String?, value: CodeExpression,
    make: (CodeFact.Kind, CodeValue, String?) -> CodeFact
  ) -> CodeFact? {
    switch property {
    case "additionalSafeAreaInsets":
      return make(.additionalSafeAreaInsets, insets(value) ?? .unresolved("computed"), nil)
    case "edgesForExtendedLayout":
      return make(
        .edgesForExtendedLayout, edges(value).map(CodeValue.edges) ?? .unresolved("computed"), nil)
    case "extendedLayoutIncludesOpaqueBars":
      return make(
        .extendedLayoutIncludesOpaqueBars,
        boolean(value).map(CodeValue.bool) ?? .unresolved("computed"),
        nil)
    case "automaticallyAdjustsScrollViewInsets":
      return make(
        .automaticallyAdjustsScrollViewInsets,
        boolean(value).map(CodeValue.bool) ?? .unresolved("computed"), nil)
    case "modalPresentationStyle":
      return make(
        .modalPresentationStyle,
        presentationStyle(value).map(CodeValue.name) ?? .unresolved("computed"), nil)
    case CodeFact.fdPrefersNavigationBarHidden:
      // FDFullscreenPopGesture's property: its swizzled `pushViewController:animated:` gives
      // the pushed controller a block that `viewWillAppear:` runs, calling
      // `setNavigationBarHidden:fd_prefersNavigationBarHidden animated:` on the navigation
      // controller (the pod's `UINavigationController+FDFullscreenPopGesture.m`, 1.1): the bar
      // is hidden for that controller when it is pushed (R22.24, applied for a push only).
      return make(
        .navigationBarHidden, boolean(value).map(CodeValue.bool) ?? .unresolved("computed"),
        CodeFact.fdPrefersNavigationBarHidden)
    default:
      return nil
    }
  }

  /// Whether a condition holds when the held navigation bar is hidden (`true`:
  /// `self.navigationController.navigationBarHidden`, `navigationController.isNavigationBarHidden`)
  /// or when it is shown (`false`: the same turned over by `!`); `nil` for anything else.
  static func barHiddenTested(_ condition: String) -> Bool? {
    var text = Substring(condition.filter { !$0.isWhitespace })
    var negated = false
    while text.hasPrefix("!") {
      text = text.dropFirst()
      negated.toggle()
    }
    if text.hasPrefix("self.") { text = text.dropFirst("self.".count) }
    guard
      [
        "navigationController.navigationBarHidden", "navigationController.isNavigationBarHidden",
        "navigationController.navigationBar.hidden", "navigationController.navigationBar.isHidden",
      ]
      .contains(String(text))
    else { return nil }
    return !negated
  }

  /// `loadNibNamed("X", owner: self)` / `[[NSBundle mainBundle] loadNibNamed:@"X" owner:self …]`.
  static func nibLoads(in method: CodeMethod) -> [ControllerClass.NibLoad] {
    var result: [ControllerClass.NibLoad] = []
    for statement in method.statements {
      var expressions: [CodeExpression] = []
      switch statement.kind {
      case .bind(_, let value), .assign(_, let value), .evaluate(let value), .returns(let value):
        expressions.append(value)
      }
      while let expression = expressions.popLast() {
        switch expression {
        case .call(.member(_, "loadNibNamed"), let arguments):
          if let first = arguments.first, case .string(let nib) = first.value,
            arguments.contains(where: { $0.label == "owner" && isSelf($0.value) })
          {
            result.append(ControllerClass.NibLoad(nib: nib, location: statement.location))
          }
        case .call(let callee, let arguments):
          expressions.append(callee)
          expressions += arguments.map(\.value)
        case .member(let base, _), .cast(let base, _):
          expressions.append(base)
        case .array(let list):
          expressions += list
        default: break
        }
      }
    }
    return result
  }

  // MARK: Values

  static func isSelf(_ expression: CodeExpression) -> Bool { expression.uncast.isSelf }

  /// `name` (implicit `self`) or `self.name`: the property's name.
  static func selfProperty(_ expression: CodeExpression) -> String? {
    switch expression.uncast {
    case .name(let name) where name != "self" && name != "super": name
    case .member(let base, let name) where isSelf(base): name
    default: nil
    }
  }

  static func boolean(_ expression: CodeExpression) -> Bool? {
    if case .bool(let value) = expression { return value }
    return nil
  }

  /// A constant's Swift name: `.never`, `UIScrollViewContentInsetAdjustmentBehavior.never`, or
  /// Objective-C's `UIScrollViewContentInsetAdjustmentNever` with `objectiveCPrefix`.
  static func constant(_ expression: CodeExpression, objectiveCPrefix: String) -> String? {
    switch expression {
    case .implicitMember(let name): return name
    case .member(.name(let type), let name) where type.hasPrefix("UI"): return name
    case .name(let name)
    where name.hasPrefix(objectiveCPrefix) && name.count > objectiveCPrefix.count:
      let rest = name.dropFirst(objectiveCPrefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    default: return nil
    }
  }

  static let orientationMasks: [String: [String]] = [
    "portrait": ["portrait"], "portraitUpsideDown": ["portraitUpsideDown"],
    "landscapeLeft": ["landscapeLeft"], "landscapeRight": ["landscapeRight"],
    "landscape": ["landscapeLeft", "landscapeRight"],
    "all": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
    "allButUpsideDown": ["portrait", "landscapeLeft", "landscapeRight"],
  ]
  static let orientationOrder = [
    "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
  ]

  /// A `UIInterfaceOrientationMask` value: `.portrait`, `[.portrait, .landscape]`,
  /// `UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft`.
  static func orientations(_ expression: CodeExpression) -> [String]? {
    var parts: [CodeExpression]
    switch expression {
    case .array(let list), .union(let list): parts = list
    default: parts = [expression]
    }
    var result: Set<String> = []
    for part in parts {
      guard let name = constant(part, objectiveCPrefix: "UIInterfaceOrientationMask"),
        let mask = orientationMasks[name]
      else { return nil }
      result.formUnion(mask)
    }
    guard !result.isEmpty else { return nil }
    return orientationOrder.filter(result.contains)
  }

  /// A `UIRectEdge` value: `[]`, `.all`, `[.top, .bottom]`, `UIRectEdgeNone`, `UIRectEdgeTop | …`.
  static func edges(_ expression: CodeExpression) -> [String]? {
    let order = ["top", "left", "bottom", "right"]
    var parts: [CodeExpression]
    switch expression {
    case .array(let list), .union(let list): parts = list
    case .call(.name("UIRectEdge"), let arguments) where arguments.isEmpty: return []
    default: parts = [expression]
    }
    var result: Set<String> = []
    for part in parts {
      guard let name = constant(part, objectiveCPrefix: "UIRectEdge") else { return nil }
      switch name {
      case "none": continue
      case "all": result.formUnion(order)
      case "top", "left", "bottom", "right": result.insert(name)
      default: return nil
      }
    }
    return order.filter(result.contains)
  }

  /// A `UIEdgeInsets` value of literal numbers.
  static func insets(_ expression: CodeExpression) -> CodeValue? {
    switch expression {
    case .implicitMember("zero"), .member(.name("UIEdgeInsets"), "zero"), .name("UIEdgeInsetsZero"):
      return .insets(top: 0, left: 0, bottom: 0, right: 0)
    case .call(let callee, let arguments):
      let isInitializer: Bool
      switch callee {
      case .name("UIEdgeInsets"), .implicitMember("init"), .member(.name("UIEdgeInsets"), "init"),
        .name("UIEdgeInsetsMake"):
        isInitializer = true
      default: isInitializer = false
      }
      guard isInitializer, arguments.count == 4 else { return nil }
      var numbers: [Double] = []
      for argument in arguments {
        guard case .number(let value) = argument.value else { return nil }
        numbers.append(value)
      }
      return .insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    default:
      return nil
    }
  }

  /// A `UIModalPresentationStyle` constant's Swift name.
  static func presentationStyle(_ expression: CodeExpression) -> String? {
    constant(expression, objectiveCPrefix: "UIModalPresentation")
  }
}
