/// What a definition is, for the rules: the rule it falls under (if any) and, for numbers, the
/// layout value it stands in for.
public struct Classification: Hashable, Sendable {
  /// The kind of device dependence.
  public enum Kind: String, Hashable, Sendable {
    case notchFlag, deviceSizeCheck, modelCheck, barConstant, statusBarFrame, windowSafeArea
    case mainScreenBounds, idiomChoice, orientationChoice
    /// A number chosen by a notch flag (`IS_IPHONE_X ? 32 : 0`) whose name names no bar.
    case notchChoice
    /// A boolean that tests the idiom or the orientation: not a finding where defined, its
    /// layout uses are.
    case idiomFlag, orientationFlag
    /// A value chosen by comparing the screen with sizes (`h == 812 ? .iPhoneX : …`, a
    /// `switch` over the screen's height returning enum cases, `size == .small ? 100 : 76`).
    case sizeChoice
  }

  public var kind: Kind
  public var metric: LayoutMetric?

  /// The rule identifier findings of this kind carry.
  public var rule: String {
    switch kind {
    case .notchFlag, .notchChoice: LintRules.notchFlag
    case .deviceSizeCheck, .sizeChoice: LintRules.deviceSizeCheck
    case .modelCheck: LintRules.deviceModelCheck
    case .barConstant: LintRules.barConstant
    case .statusBarFrame: LintRules.statusBarFrame
    case .windowSafeArea: LintRules.windowSafeArea
    case .mainScreenBounds: LintRules.mainScreenBounds
    case .idiomChoice, .idiomFlag: LintRules.idiomLayout
    case .orientationChoice, .orientationFlag: LintRules.orientationLayout
    }
  }

  /// Whether the kind is a flag about the device (a notch, a size, a model, the idiom, the
  /// orientation), whose use branches on it.
  public var isDeviceFlag: Bool {
    [.notchFlag, .deviceSizeCheck, .modelCheck, .idiomFlag, .orientationFlag].contains(kind)
  }

  /// Whether the definition itself is reported.
  public var reportsDefinition: Bool { kind != .idiomFlag && kind != .orientationFlag }
}

/// Shape tests over expressions, shared by the classifier and the statement checks.
enum Shapes {
  /// Whether a value's name says it only draws (a corner's radius, a font's size, a colour):
  /// its last word is one of these.
  static func namesDrawingOnly(_ name: String) -> Bool {
    let words = NameMeaning.words(name)
    guard let last = words.last?.lowercased() else { return false }
    // `FONT_SIZE(x)`, `kFontSize`: a font's size (measurement R: 3 false alarms).
    if last == "size", words.dropLast().contains(where: { $0.lowercased() == "font" }) {
      return true
    }
    return [
      "corner", "corners", "radius", "font", "fontsize", "alpha", "opacity", "color", "colour",
    ]
    .contains(last)
  }

  /// Whether a value's name says it is a threshold a gesture is compared with (`screenCutoff`,
  /// `swipeThreshold`): its last word is "cutoff" or "threshold". Such a value decides whether
  /// a drag commits (`if width > screenCutoff`) or how far a stamp has faded in; it lays no view
  /// out, as the comparisons with a drag's translation already read
  /// (``StatementContext/comparedPositions``; measurement X: two Tinder tutorials' swipe
  /// cutoffs, half the screen's width times a factor — 8 false alarms at the cutoffs and their
  /// opacity uses).
  static func namesThreshold(_ name: String) -> Bool {
    // A word is a run of the name's own characters, so the last one can be "cutoff" only if
    // the name, less trailing separators, ends with it in any case: most names are turned
    // away here before they are split (the split was 2 % of linting NetNewsWire, perf, round Y).
    let end = name.utf8.reversed().drop {
      $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":")
    }
    guard
      end.starts(with: "ffotuc".utf8, by: { $0 | 0x20 == $1 })
        || end.starts(with: "dlohserht".utf8, by: { $0 | 0x20 == $1 })
    else { return false }
    guard let last = NameMeaning.words(name).last?.lowercased() else { return false }
    return last == "cutoff" || last == "threshold"
  }

  /// Whether a value chosen by a device check is an image's scale factor: every value the
  /// chain chooses is a screen scale (1, 2 or 3) and the name speaks of pixels or a scale (`+
  /// (float)imagePixByDevice { if (kDevice_Is_iPhone6Plus) return 3.0; … return 2.0; }`, which
  /// asset to load). A scale is the factor between points and pixels (Apple,
  /// [`UIScreen.scale`](https://developer.apple.com/documentation/uikit/uiscreen/scale)): it
  /// places nothing (measurement S: 1 false alarm, whose message called the scale "2–3 pt").
  static func choosesImageScale(_ name: String, _ expression: LintExpression) -> Bool {
    let words = NameMeaning.words(name).map { $0.lowercased() }
    guard words.contains(where: { ["scale", "pix", "pixel", "pixels"].contains($0) }) else {
      return false
    }
    let values = expression.chosenValues
    return !values.isEmpty
      && values.allSatisfy {
        if case .number(let value) = $0.kind {
          return [1.0, 2.0, 3.0].contains { LintValue.number(value).equals(.number($0)) == true }
        }
        return false
      }
  }

  /// `a == 812`-like: a comparison of a screen-size fact with a catalog screen dimension, or
  /// `CGSizeEqualToSize(screen size, CGSizeMake(w, h))`. Returns the literal's node.
  static func sizeComparison(_ node: LintExpression) -> LintExpression? {
    switch node.kind {
    case .binary(let op, let lhs, let rhs) where LintExpression.isComparison(op):
      for (fact, literal) in [(lhs, rhs), (rhs, lhs)] {
        if readsScreenSize(fact), case .number(let value) = literal.kind,
          CatalogNumbers.isScreenDimension(abs(value))
        {
          return literal
        }
      }
      // `UIScreen.main.bounds.height < 700`: the screen's width or height itself ordered
      // against a size between the catalog's smallest and largest screen dimension splits the
      // catalog into devices, as a comparison with a device's size does.
      if op != "==" && op != "!=" {
        for (fact, literal) in [(lhs, rhs), (rhs, lhs)] {
          if isScreenDimensionRead(fact), case .number(let value) = literal.kind,
            CatalogNumbers.isScreenThreshold(value)
          {
            return literal
          }
        }
      }
    case .call(let name, let arguments)
    where name.hasSuffix("CGSizeEqualToSize") || name.hasSuffix("equalTo") || name == "==":
      guard arguments.count == 2 else { return nil }
      for (fact, literal) in [(arguments[0], arguments[1]), (arguments[1], arguments[0])] {
        if readsScreenSize(fact), case .call(let make, let sizes) = literal.kind,
          make.hasSuffix("CGSizeMake") || make.hasSuffix("CGSize"),
          sizes.contains(where: {
            if case .number(let value) = $0.kind { return CatalogNumbers.isScreenDimension(value) }
            return false
          })
        {
          return literal
        }
      }
    default: break
    }
    return nil
  }

  /// `UIScreen.main.bounds`, `[UIScreen mainScreen].bounds`: the screen's rectangle itself
  /// (`self.view.frame = [[UIScreen mainScreen] bounds]`), not one of its dimensions.
  static func isScreenRectangle(_ node: LintExpression) -> Bool {
    guard case .path(let path) = node.kind else { return false }
    return path == "UIScreen.main.bounds" || path == "UIScreen.mainScreen.bounds"
  }

  /// Whether `node` reads the screen's `applicationFrame` (`[[UIScreen mainScreen]
  /// applicationFrame].size.height`, `UIScreen.main.applicationFrame`): "the frame rectangle for
  /// the app window", which "may be different than the screen bounds" (Apple, deprecated since
  /// iOS 9; `UIKitRules.md` R24.2). Read from the screen, not from the window the view is in, so
  /// reported as the screen's bounds are, and never evaluated as the screen.
  static func readsApplicationFrame(_ node: LintExpression) -> Bool {
    guard case .path(let path) = node.kind else { return false }
    return path.hasPrefix("UIScreen.main.applicationFrame")
      || path.hasPrefix("UIScreen.mainScreen.applicationFrame")
  }

  /// Whether `expression` makes a window (`UIWindow(frame: UIScreen.main.bounds)`,
  /// `[[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]`): a window the size of the
  /// screen is how an app's window is made, not a layout.
  static func makesWindow(_ expression: LintExpression) -> Bool {
    expression.contains { node in
      guard case .call(let name, let arguments) = node.kind else { return false }
      if name == "UIWindow" || name.hasPrefix("UIWindow(") || name.hasPrefix("UIWindow.") {
        return true
      }
      // A window class of the app (`ADTopWindow(frame: …)`, `[[XXStatusWindow alloc]
      // initWithFrame:…]`): a type named `…Window` (measurement T: a status-bar window's width
      // read from the screen was reported as layout).
      if isWindowClass(name), arguments.count == 1 { return true }
      if name.hasPrefix("initWithFrame"), let receiver = arguments.first,
        let path = CExpressionParser.path(of: receiver),
        path.hasPrefix("UIWindow") || isWindowClass(String(path.split(separator: ".")[0]))
      {
        return true
      }
      return false
    }
  }

  /// Whether `name` is a type named as a window: a capitalised name ending in `Window`
  /// (`UIWindow`, `ADTopWindow`, `WZStatusWindow`).
  static func isWindowClass(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, !name.contains(".") else { return false }
    return name.hasSuffix("Window")
  }

  /// Whether `node` is itself a read of the screen's width or height in points (through a
  /// numeric conversion such as `Float(…)`), not an expression that merely contains one.
  static func isScreenDimensionRead(_ node: LintExpression) -> Bool {
    switch node.kind {
    case .fact(let fact, _): return fact == .screenWidth || fact == .screenHeight
    case .call(let name, let arguments) where arguments.count == 1:
      return ["CGFloat", "Float", "Double", "Int", "trunc"].contains(name)
        && isScreenDimensionRead(arguments[0])
    default: return false
    }
  }

  /// `fabs(a - b) < ε` or `ε > fabs(a - b)`, C's way to write `a == b` for floating point
  /// (`ε` `DBL_EPSILON`, `__DBL_EPSILON__`, `FLT_EPSILON` or a literal below 1): `a` and `b`.
  static func epsilonEquality(_ op: String, _ left: LintExpression, _ right: LintExpression)
    -> (LintExpression, LintExpression)?
  {
    for (absolute, bound, less) in [
      (left, right, op == "<" || op == "<="), (right, left, op == ">" || op == ">="),
    ] where less {
      guard case .call(let name, let arguments) = absolute.kind,
        ["fabs", "fabsf", "abs", "ABS"].contains(name), arguments.count == 1,
        case .binary("-", let a, let b) = arguments[0].kind
      else { continue }
      switch bound.kind {
      case .reference(let epsilon) where epsilon.contains("EPSILON"): return (a, b)
      case .number(let value) where value > 0 && value < 1: return (a, b)
      default: continue
      }
    }
    return nil
  }

  static func readsScreenSize(_ node: LintExpression) -> Bool {
    node.contains {
      if case .fact(let fact, _) = $0.kind { return fact.isScreenSize }
      return false
    }
  }

  /// A comparison with a model identifier literal (`iPhone10,3`); returns the literal.
  static func modelComparison(_ node: LintExpression) -> LintExpression? {
    var operands: [LintExpression] = []
    switch node.kind {
    case .binary(let op, let lhs, let rhs) where op == "==" || op == "!=":
      operands = [lhs, rhs]
    case .call(let name, let arguments)
    where name.hasSuffix("isEqualToString:") || name.hasSuffix("hasPrefix:")
      || name.hasSuffix("isEqual:") || name.hasSuffix("hasPrefix") || name.hasSuffix("contains"):
      operands = arguments
    case .call(let name, let arguments) where name.hasSuffix("containsObject:"):
      // `[[NSSet setWithObjects:@"iPhone10,3", …] containsObject:platform]` (the set often
      // through a local): the identifiers are in the collection built (measurement N).
      for argument in arguments {
        if case .call(let builder, let elements) = argument.kind,
          builder.hasPrefix("setWithObject") || builder.hasPrefix("arrayWithObject")
            || builder.hasPrefix("setWithArray") || builder == "@[]"
        {
          operands += elements
        } else {
          operands.append(argument)
        }
      }
    default: return nil
    }
    return operands.first {
      if case .string(let text) = $0.kind { return FactReader.isModelIdentifier(text) }
      return false
    }
  }

  /// `safeAreaInsets.bottom > 0`, `statusBarHeight > 20`, `statusBarFrame.size.height == 44`:
  /// an inset or the status bar compared with zero or a catalog status-bar height. Returns the
  /// fact's node.
  static func insetTest(_ node: LintExpression) -> LintExpression? {
    guard case .binary(let op, let lhs, let rhs) = node.kind, LintExpression.isComparison(op)
    else { return nil }
    for (fact, literal) in [(lhs, rhs), (rhs, lhs)] {
      guard case .fact(let kind, _) = fact.kind,
        kind == .safeAreaBottom || kind == .safeAreaTop || kind == .statusBarHeight,
        case .number(let value) = literal.kind
      else { continue }
      if value == 0 || (kind != .safeAreaBottom && CatalogNumbers.isBarMetric(value)) {
        return fact
      }
    }
    return nil
  }

  /// Whether an inset test (``insetTest(_:)``) asks for the inset's absence — "no notch":
  /// `safeAreaInsets.bottom == 0`, `<= 0`, `statusBarHeight <= 20`, `top < 44`, `top == 20`.
  /// Such a test is right where the display has no housing, and is evaluated so.
  static func insetAbsenceTest(_ node: LintExpression) -> Bool {
    guard case .binary(var op, let lhs, let rhs) = node.kind, insetTest(node) != nil else {
      return false
    }
    var factSide = lhs
    var literal = rhs
    if case .number = lhs.kind {
      factSide = rhs
      literal = lhs
      // `0 == bottom`, `20 >= top`: the comparison read with the fact on the left.
      op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
    }
    guard case .number(let value) = literal.kind, case .fact(let fact, _) = factSide.kind else {
      return false
    }
    switch op {
    case "<", "<=": return true
    case "==": return value == 0 || (fact != .safeAreaBottom && value <= 20)
    default: return false
    }
  }

  /// DeviceKit's sensor housing (`Device.current.hasSensorHousing`, `isOneOf(Device.all…
  /// WithSensorHousing)`): a notch flag's test, however right.
  static func readsHousing(_ node: LintExpression) -> Bool {
    node.contains {
      if case .fact(.sensorHousing, _) = $0.kind { return true }
      return false
    }
  }

  /// A safe-area read from a global window (`keyWindow`, `windows.first`, `windows[0]`, the app
  /// delegate's window). Returns the node.
  static func globalWindowSafeArea(_ node: LintExpression) -> Bool {
    let path: String
    switch node.kind {
    case .fact(let fact, let text) where fact.isSafeAreaInset: path = text
    case .path(let text) where text.hasSuffix("safeAreaInsets"): path = text
    default: return false
    }
    let parts = path.split(separator: ".").map(String.init)
    guard let index = parts.firstIndex(where: { $0.hasPrefix("safeAreaInsets") }), index > 0 else {
      return false
    }
    let receiver = parts[..<index]
    let joined = receiver.joined(separator: ".")
    if receiver.contains("keyWindow") || joined.includes("windows.first")
      || joined.includes("windows[") || joined.includes("windows.last")
    {
      return true
    }
    if receiver.last == "window", receiver.contains("delegate") { return true }
    // A window property of the application (`UIApplication.shared.mainKeyWindow`, an app's
    // extension filtering its scenes for the key window): the application has no view, so
    // a window it returns is one of its global windows (measurement J: Palace's
    // `dynamicTopPadding()`).
    if receiver.count == 3, receiver[0] == "UIApplication",
      receiver[1] == "shared" || receiver[1] == "sharedApplication",
      receiver[2].lowercased().hasSuffix("window")
    {
      return true
    }
    // The app's window reached from a type (`SceneDelegate.getAppCoordinator()?.getWindow()`,
    // `AppDelegate.shared.window`, `Coordinator.mainWindow`): a global window too, not the
    // view's own (`view.window`, `self.window` start from an instance). Measurement H: 5 labels.
    if let last = receiver.last, receiver.count >= 2, receiver.first?.first?.isUppercase == true,
      !receiver.contains("self"), !receiver.contains("view")
    {
      let name = (last.hasSuffix("()") ? last.dropLast(2) : Substring(last)).lowercased()
      if name == "window" || name == "getwindow" || name == "mainwindow" || name == "appwindow" {
        return true
      }
    }
    return false
  }

  /// The deprecated layout-guide API a node reads, if any.
  static func deprecatedGuide(_ text: String) -> String? {
    for name in ["topLayoutGuide", "bottomLayoutGuide", "automaticallyAdjustsScrollViewInsets"]
    where text.includes(name) {
      return name
    }
    return nil
  }

  /// Whether the node is a boolean expression by its shape.
  static func isBoolean(_ node: LintExpression) -> Bool {
    switch node.kind {
    case .boolean, .fact(.sensorHousing, _): return true
    case .binary(let op, _, _): return LintExpression.isComparison(op) || op == "&&" || op == "||"
    case .unary("!", _): return true
    case .call(let name, _):
      return name.hasSuffix("CGSizeEqualToSize") || name.hasSuffix("isEqualToString:")
        || name.hasSuffix("hasPrefix:")
    case .conditional(_, let then, let otherwise): return isBoolean(then) && isBoolean(otherwise)
    default: return false
    }
  }

  /// Whether the node compares the idiom (or the orientation) with something.
  static func tests(_ fact: DeviceFact, _ node: LintExpression) -> LintExpression? {
    var found: LintExpression?
    node.walk { inner in
      guard found == nil else { return }
      if case .binary(let op, let lhs, let rhs) = inner.kind, LintExpression.isComparison(op) {
        for side in [lhs, rhs] {
          if case .fact(let kind, _) = side.kind, kind == fact { found = side }
        }
      }
    }
    return found
  }
}
