import Foundation
import TextEscaping

/// The small, language-neutral syntax both readers reduce code to: expressions that name
/// controllers, storyboards, styles and values, and the statements of each method, in source
/// order. What a reader does not interpret is kept as ``CodeExpression/unknown(_:)`` with its text,
/// so that a value built from it is unresolved, never guessed.
indirect enum CodeExpression: Hashable, Sendable {
  /// An identifier: a variable, a type, `self`, `super`, an Objective-C constant.
  case name(String)
  /// Swift's implicit member (`.popover`, `.portrait`).
  case implicitMember(String)
  /// `base.name` (optional chaining and forced unwrapping are read through).
  case member(CodeExpression, String)
  /// A call: a Swift function or initializer call, or an Objective-C message (callee
  /// `member(receiver, firstSelectorPiece)`, the first argument unlabelled, the others labelled
  /// with their selector pieces).
  case call(CodeExpression, [CodeArgument])
  /// A string literal without interpolation.
  case string(String)
  /// A number literal.
  case number(Double)
  /// `true`/`false`, `YES`/`NO`.
  case bool(Bool)
  /// An array literal (`[a, b]`, `@[a, b]`).
  case array([CodeExpression])
  /// `expression as! Type`, `as? Type`, `(Type *)expression`.
  case cast(CodeExpression, String)
  /// `a | b` of option masks (Objective-C's `UIInterfaceOrientationMaskPortrait | …`).
  case union([CodeExpression])
  /// Code the readers do not interpret (a conditional expression, a closure, an interpolated
  /// string, arithmetic), by its text.
  case unknown(String)

  /// The last name of a name or member chain (`self.navigationController` → `navigationController`).
  var lastName: String? {
    switch self {
    case .name(let name), .implicitMember(let name), .member(_, let name): name
    case .cast(let inner, _): inner.lastName
    default: nil
    }
  }

  /// Whether this is `self`, or a name the reader treats as the controller itself (a call
  /// without a receiver).
  var isSelf: Bool {
    if case .name(let name) = self { return name == "self" }
    return false
  }

  /// The expression without casts.
  var uncast: CodeExpression {
    if case .cast(let inner, _) = self { return inner.uncast }
    return self
  }

  /// Whether this is the `nil` literal (Swift's, or Objective-C's `nil` / `NULL`).
  var isNilLiteral: Bool {
    switch uncast {
    case .name("nil"), .name("NULL"), .unknown("nil"): true
    default: false
    }
  }
}

/// One argument of a ``CodeExpression/call(_:_:)``.
struct CodeArgument: Hashable, Sendable {
  var label: String?
  var value: CodeExpression
}

/// One statement of a method, reduced to what the index reads.
struct CodeStatement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `let name = value`, `Type *name = value;`, `if let name = value`.
    case bind(String, CodeExpression)
    /// `target = value` (a property of a variable, of `self`, or a plain name).
    case assign(CodeExpression, CodeExpression)
    /// An expression evaluated for its effect (a call, a message).
    case evaluate(CodeExpression)
    /// `return value` (or a getter's single expression).
    case returns(CodeExpression)
  }

  var kind: Kind
  var location: SourceLocation
  /// The statement's code, on one line, shortened to 160 characters.
  var snippet: String
  /// Whether the statement runs only on some branch of runtime state (inside an `if` with a
  /// condition other than an optional binding, a `switch`, a `guard`'s `else`, the other side of
  /// a `? :`).
  var conditional: Bool
  /// The device idiom (`phone`, `pad`) the innermost enclosing `if`/`else`/`guard` runs on,
  /// when its condition tests `userInterfaceIdiom` (``idiomTested(_:)``).
  var idiom: String? = nil
  /// The condition of the innermost `if`/`else`/`guard` branch that holds the statement when the
  /// reader could not tell from its text whether it tests the idiom (a call of an app helper,
  /// `if ViewsHelpers.IsiPad()`; a macro defined in a header the file does not import from
  /// beside it, `if ( IS_PHONE )`), written `!(…)` on the side that runs when it is false. The
  /// index turns it into ``idiom`` when the app defines the helper or macro as an idiom test
  /// (``CodeIndex/resolvingIdiomTests(_:_:)``).
  var idiomTest: String? = nil
  /// The condition of the one Objective-C `if` whose body holds the statement, when that `if`
  /// is the only reason the statement is ``conditional`` (no other branch, loop or block
  /// around it): the index may find it always holds (an app's own version check,
  /// ``CodeIndex/versionHelpers``).
  var onlyIf: String? = nil
  /// When the statement is ``conditional`` only because of branches that test the device's
  /// idiom or the orientation (``environmentTested(_:viewSized:)``), the environments it runs in: the
  /// audit can apply what it does to a view in those environments only (round N's TVHClient
  /// removes its portrait controls panel in landscape on phones).
  var onlyIn: EnvironmentCase? = nil
  /// The innermost block (a method's body, an `if` body, a closure, a loop) that holds the
  /// statement in the Swift reader, numbered in the file; `nil` in Objective-C.
  /// Two statements of one block run together: a presentation style set on a local bound in the
  /// same block holds for the presentation that follows it there.
  var block: Int? = nil
}

/// Environments a branch of code runs in, by what its conditions test: the device's idiom
/// (`phone`, `pad`), the interface's orientation (`portrait`, `landscape`) and the vertical size
/// class (`compact`, `regular`); `nil` where the conditions do not test it.
public struct EnvironmentCase: Hashable, Sendable, CustomStringConvertible {
  public var idiom: String?
  public var orientation: String?
  /// The window's vertical size class the branch runs in (`traitCollection.verticalSizeClass
  /// == .compact`): the environment's own, so an iPhone's landscape and never an iPad's
  /// (``verticalSizeClassTested(_:)``).
  public var verticalSizeClass: String?

  public init(idiom: String? = nil, orientation: String? = nil, verticalSizeClass: String? = nil) {
    self.idiom = idiom
    self.orientation = orientation
    self.verticalSizeClass = verticalSizeClass
  }

  /// Whether no condition is tested.
  var isEmpty: Bool { idiom == nil && orientation == nil && verticalSizeClass == nil }

  /// Both tests' environments: `nil` when they contradict each other (a phone branch inside a
  /// pad branch never runs).
  func adding(_ other: EnvironmentCase) -> EnvironmentCase? {
    if let idiom, let next = other.idiom, idiom != next { return nil }
    if let orientation, let next = other.orientation, orientation != next { return nil }
    if let verticalSizeClass, let next = other.verticalSizeClass, verticalSizeClass != next {
      return nil
    }
    return EnvironmentCase(
      idiom: idiom ?? other.idiom, orientation: orientation ?? other.orientation,
      verticalSizeClass: verticalSizeClass ?? other.verticalSizeClass)
  }

  /// The environments where the test that gives `self` fails: an `else`'s. Only for one test.
  var otherwise: EnvironmentCase? {
    switch (idiom, orientation, verticalSizeClass) {
    case (let idiom?, nil, nil): EnvironmentCase(idiom: otherIdiom(idiom))
    case (nil, let orientation?, nil):
      EnvironmentCase(orientation: orientation == "landscape" ? "portrait" : "landscape")
    case (nil, nil, let sizeClass?):
      EnvironmentCase(verticalSizeClass: sizeClass == "compact" ? "regular" : "compact")
    default: nil
    }
  }

  /// `in landscape on phone`, `in vertically compact size class`.
  public var description: String {
    [
      orientation.map { "in \($0)" }, idiom.map { "on \($0)" },
      verticalSizeClass.map { "in the \($0) vertical size class" },
    ].compactMap { $0 }.joined(separator: " ")
  }
}

/// The environments an `if` condition selects when it tests only the device's idiom
/// (``deviceIdiomTested(_:)``) or only the orientation (``orientationTested(_:)``).
///
/// A comparison of a width with a height (``aspectTested(_:viewSized:)``) is an orientation test
/// too, of the screen anywhere and of the controller's root view where `viewSized` (a method
/// that runs once the view has its size on screen); a test of the vertical size class
/// (``verticalSizeClassTested(_:)``) selects that size class.
func environmentTested(_ condition: String, viewSized: Bool = false) -> EnvironmentCase? {
  if let idiom = deviceIdiomTested(condition) { return EnvironmentCase(idiom: idiom) }
  if let orientation = orientationTested(condition)
    ?? aspectTested(condition, viewSized: viewSized)
  {
    return EnvironmentCase(orientation: orientation)
  }
  if let sizeClass = verticalSizeClassTested(condition) {
    return EnvironmentCase(verticalSizeClass: sizeClass)
  }
  return nil
}

/// A condition's text without spaces, optional chaining (`view.window?.windowScene?` is no
/// `? :`), enclosing parentheses, leading `!`s and a trailing `== true` / `== false`: the text
/// and whether it is turned over.
private func bareCondition(_ condition: String) -> (text: Substring, negated: Bool) {
  var text = Substring(
    condition.filter { !$0.isWhitespace }.replacingOccurrences(of: "?.", with: "."))
  var negated = false
  var steps = 0
  while steps < 16 {
    steps += 1
    if text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
      text = text.dropFirst().dropLast()
    } else if text.hasPrefix("!") {
      text = text.dropFirst()
      negated.toggle()
    } else {
      break
    }
  }
  // `orientation?.isLandscape == true`: an optional Boolean compared with a literal.
  if text.hasSuffix("==true") {
    text = text.dropLast("==true".count)
  } else if text.hasSuffix("==false") {
    text = text.dropLast("==false".count)
    negated.toggle()
  }
  return (text, negated)
}

/// The orientation a comparison of one rectangle's width with its height holds in: the
/// screen's (`UIScreen.main.bounds.width > UIScreen.main.bounds.height`, Objective-C's
/// `[UIScreen mainScreen].bounds.size.width`, `CGRectGetWidth([[UIScreen mainScreen] bounds])`)
/// anywhere, and the controller's root view's (`view.bounds.width > view.bounds.height`,
/// `self.view.frame.size.height < self.view.frame.size.width`) only where `viewSized`.
///
/// A screen's bounds "take into account any interface rotations in effect for the device"
/// (Apple's documentation of `UIScreen.bounds`, iOS 8 and later), and every screen of the
/// catalog is taller than wide in portrait, so the screen is wider than tall exactly in
/// landscape; a root view filling the window is the window's size once laid out, but in
/// `viewDidLoad` it still has the size the document archived (derived, `UIKitRules.md` R22.22).
/// `fixedCoordinateSpace` and `nativeBounds` do not turn, so are no test; a comparison with
/// anything else (`size.width > size.height` of a parameter) is none either.
func aspectTested(_ condition: String, viewSized: Bool) -> String? {
  let (text, negated) = bareCondition(condition)
  guard !text.contains("&&"), !text.contains("||"), !text.contains("?"), !text.contains("==")
  else { return nil }
  let operators = [">=", "<=", ">", "<"]
  guard
    let op = operators.first(where: { text.contains($0) }),
    let range = text.range(of: op)
  else { return nil }
  let left = text[..<range.lowerBound]
  let right = text[range.upperBound...]
  guard !operators.contains(where: { right.contains($0) }),
    let (leftBase, leftIsWidth) = dimension(of: left),
    let (rightBase, rightIsWidth) = dimension(of: right),
    leftBase == rightBase, leftIsWidth != rightIsWidth
  else { return nil }
  let screens: Set<String> = [
    "UIScreen.main.bounds", "UIScreen.mainScreen.bounds", "[UIScreenmainScreen].bounds",
    "[[UIScreenmainScreen]bounds]", "UIScreen.main.coordinateSpace.bounds",
  ]
  let views: Set<String> = ["view.bounds", "view.frame"]
  guard screens.contains(leftBase) || (viewSized && views.contains(leftBase)) else { return nil }
  let greater = op.hasPrefix(">")
  let wide = leftIsWidth == greater
  return wide != negated ? "landscape" : "portrait"
}

/// `base.width`, `base.size.width`, `CGRectGetWidth(base)` (and height): the base (a leading
/// `self.` dropped) and whether it is the width.
private func dimension(of side: Substring) -> (base: String, isWidth: Bool)? {
  var text = String(side)
  while text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
    text = String(text.dropFirst().dropLast())
  }
  var base: String
  let isWidth: Bool
  if let inner = ["CGRectGetWidth(", "CGRectGetHeight("].first(where: { text.hasPrefix($0) }),
    text.hasSuffix(")")
  {
    isWidth = inner == "CGRectGetWidth("
    base = String(text.dropFirst(inner.count).dropLast())
  } else if text.hasSuffix(".width") || text.hasSuffix(".height") {
    isWidth = text.hasSuffix(".width")
    base = String(text.dropLast(isWidth ? ".width".count : ".height".count))
    if base.hasSuffix(".size") { base = String(base.dropLast(".size".count)) }
  } else {
    return nil
  }
  if base.hasPrefix("self.") { base = String(base.dropFirst("self.".count)) }
  return (base, isWidth)
}

/// The vertical size class a condition holds in: `traitCollection.verticalSizeClass ==
/// .compact`, `self.traitCollection.verticalSizeClass != .regular`, Objective-C's
/// `UIUserInterfaceSizeClassCompact`, a leading `!` turning it over. UIKit gives a view
/// controller its window's traits (R18.1, R19.1: an iPhone is compact in height in landscape, an
/// iPad regular), so the branch runs where the environment's window has that class. `nil` for
/// a condition that tests anything else as well.
func verticalSizeClassTested(_ condition: String) -> String? {
  let (text, negated) = bareCondition(condition)
  guard text.contains("verticalSizeClass"), !text.contains("&&"), !text.contains("||"),
    !text.contains("?")
  else { return nil }
  let equal: Bool
  if text.contains("==") {
    equal = true
  } else if text.contains("!=") {
    equal = false
  } else {
    return nil
  }
  let compact = text.hasSuffix(".compact") || text.hasSuffix("SizeClassCompact")
  let regular = text.hasSuffix(".regular") || text.hasSuffix("SizeClassRegular")
  guard compact != regular else { return nil }
  return (compact == (equal != negated)) ? "compact" : "regular"
}

/// The orientation a branch condition holds in: `UIDeviceOrientationIsLandscape([UIDevice
/// currentDevice].orientation)`, `UIInterfaceOrientationIsPortrait(self.interfaceOrientation)`,
/// `UIInterfaceOrientationIsLandscape([[UIApplication sharedApplication] statusBarOrientation])`,
/// Swift's `UIDevice.current.orientation.isLandscape`, `windowScene.interfaceOrientation.isPortrait`
/// (a leading `!` turns it over). The interface turns with the device among the orientations
/// the screen supports, so a device-orientation test is read as the interface's (derived,
/// `UIKitRules.md` R22.20). A condition that tests anything else as well is not one.
func orientationTested(_ condition: String) -> String? {
  // Optional chaining (`view.window?.windowScene?.interfaceOrientation`) is no `? :`.
  let (text, negated) = bareCondition(condition)
  guard !text.contains("&&"), !text.contains("||"), !text.contains("?"), !text.contains("=")
  else { return nil }
  let found: String
  if let name = ["UIDeviceOrientationIs", "UIInterfaceOrientationIs"].first(where: {
    text.hasPrefix($0)
  }) {
    let rest = text.dropFirst(name.count)
    if rest.hasPrefix("Landscape(") {
      found = "landscape"
    } else if rest.hasPrefix("Portrait(") {
      found = "portrait"
    } else {
      return nil
    }
    guard text.hasSuffix(")"), text.contains("rientation") else { return nil }
  } else if text.hasSuffix("rientation.isLandscape") {
    found = "landscape"
  } else if text.hasSuffix("rientation.isPortrait") {
    found = "portrait"
  } else {
    return nil
  }
  guard negated else { return found }
  return found == "landscape" ? "portrait" : "landscape"
}

/// The idiom a branch condition holds for: `UIDevice.current.userInterfaceIdiom == .pad`,
/// `traitCollection.userInterfaceIdiom != .phone`, `[[UIDevice currentDevice] userInterfaceIdiom]
/// == UIUserInterfaceIdiomPad`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone`. A
/// condition that tests anything else as well (`&&`, `||`) is not an idiom test.
///
/// A test of the horizontal size class (`traitCollection.horizontalSizeClass == .compact`,
/// ``compactWidthTested(_:helpers:)``) stands for the idiom too: the statements marked are only
/// read for a `supportedInterfaceOrientations` answer (``FactReader/byIdiom(_:value:)``), and
/// for that answer compact width is the iPhone's and regular width the iPad's (derived,
/// `UIKitRules.md` R22.10).
func idiomTested(_ condition: String) -> String? {
  if let compact = compactWidthTested(condition) { return compact ? "phone" : "pad" }
  return deviceIdiomTested(condition)
}

/// ``idiomTested(_:)`` for a test of the device's idiom only (`userInterfaceIdiom`,
/// `UI_USER_INTERFACE_IDIOM()`), not of the size class.
func deviceIdiomTested(_ condition: String) -> String? {
  let text = condition.filter { !$0.isWhitespace }
  guard text.contains("userInterfaceIdiom") || text.contains("UI_USER_INTERFACE_IDIOM"),
    !text.contains("&&"), !text.contains("||")
  else { return nil }
  let equal = text.contains("==")
  guard equal || text.contains("!=") else { return nil }
  let pad = text.hasSuffix(".pad") || text.hasSuffix(".pad)") || text.contains("IdiomPad")
  let phone = text.hasSuffix(".phone") || text.hasSuffix(".phone)") || text.contains("IdiomPhone")
  guard pad != phone else { return nil }
  return (pad == equal) ? "pad" : "phone"
}

/// Whether a condition that compares the idiom with one no modelled device has holds on every
/// modelled device (`true`: `traitCollection.userInterfaceIdiom != .mac`) or on none (`false`:
/// `UIDevice.current.userInterfaceIdiom == .mac`, `.tv`, `.carPlay`, `.vision`; Objective-C's
/// `UIUserInterfaceIdiomMac`, …). The modelled devices are iPhones and iPads, whose idiom is
/// `.phone` and `.pad` (Apple's `UIUserInterfaceIdiom`: `phone` "an interface designed for
/// iPhone and iPod touch", `pad` "for iPad", `mac` "for the Mac", the idiom of a Mac Catalyst
/// app optimized for the Mac, which is not modelled). `nil` for anything else, and for a
/// condition that tests anything else as well (`&&`, `||`).
func unmodelledIdiomTested(_ condition: String) -> Bool? {
  let text = condition.filter { !$0.isWhitespace }
  guard text.contains("userInterfaceIdiom") || text.contains("UI_USER_INTERFACE_IDIOM"),
    !text.contains("&&"), !text.contains("||"), !text.contains("?"), !text.hasPrefix("!")
  else { return nil }
  let equal = text.contains("==")
  guard equal != text.contains("!=") else { return nil }
  let unmodelled =
    [".mac", ".tv", ".carPlay", ".vision"].contains { text.hasSuffix($0) }
    || ["IdiomMac", "IdiomTV", "IdiomCarPlay", "IdiomVision"].contains { text.hasSuffix($0) }
  guard unmodelled else { return nil }
  return !equal
}

/// Whether a condition holds in a horizontally compact environment (`true`) or a regular one
/// (`false`): `traitCollection.horizontalSizeClass == .compact`, `!= .regular`,
/// `self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassCompact`, or a call of an
/// app helper that answers one of those (`[JMUtils isCompactWidth]`, `Utils.isCompactWidth()`;
/// `helpers` by `Type.method`, ``CodeIndex/sizeClassHelpers``), a leading `!` turning it over.
/// `nil` for anything else, and for a condition that tests anything else as well (`&&`, `||`).
func compactWidthTested(_ condition: String, helpers: [String: Bool] = [:]) -> Bool? {
  guard !condition.contains("&&"), !condition.contains("||"), !condition.contains("?") else {
    return nil
  }
  let (spaced, negated) = strippingNegations(condition)
  let text = spaced.filter { !$0.isWhitespace }
  let compact: Bool
  if text.contains("horizontalSizeClass") {
    let equal = text.contains("==")
    guard equal || text.contains("!=") else { return nil }
    let testsCompact = text.hasSuffix(".compact") || text.hasSuffix("SizeClassCompact")
    let testsRegular = text.hasSuffix(".regular") || text.hasSuffix("SizeClassRegular")
    guard testsCompact != testsRegular else { return nil }
    compact = testsCompact == equal
  } else if let key = helperKey(spaced), let answer = helpers[key] {
    compact = answer
  } else {
    return nil
  }
  return compact != negated
}

/// `Type.method` for a call of a class method without arguments: `[Type method]`,
/// `Type.method()`, `Type.method`.
func helperKey(_ text: Substring) -> String? {
  func isName(_ part: Substring) -> Bool {
    !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
  var body = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
  if body.hasPrefix("["), body.hasSuffix("]") {
    let parts = body.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
    guard parts.count == 2, isName(parts[0]), isName(parts[1]) else { return nil }
    return String(parts[0]) + "." + String(parts[1])
  }
  body = body.filter { !$0.isWhitespace }[...]
  if body.hasSuffix("()") { body = body.dropLast(2) }
  let parts = body.split(separator: ".", omittingEmptySubsequences: false)
  guard parts.count == 2, parts.allSatisfy(isName) else { return nil }
  return parts.joined(separator: ".")
}

/// Whether the parentheses and brackets of `text` balance.
func balanced(_ text: Substring) -> Bool {
  var depth = 0
  for character in text {
    if character == "(" || character == "[" { depth += 1 }
    if character == ")" || character == "]" {
      depth -= 1
      if depth < 0 { return false }
    }
  }
  return depth == 0
}

/// The code a `return` statement returns, from its snippet: `return a ? b : c;` → `a ? b : c`
/// (a value the readers keep as ``CodeExpression/unknown(_:)`` may have lost its text when a
/// bracket inside it was not read to its end).
func returnedText(_ statement: CodeStatement) -> String {
  var text = Substring(statement.snippet)
  // `return (…)`: the Objective-C reader writes no space before a parenthesis (`return(…)`).
  if text.hasPrefix("return"),
    text.dropFirst("return".count).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") })
      ?? false
  {
    text = text.dropFirst("return".count)
  }
  text = text.drop(while: \.isWhitespace)
  while text.last == ";" || text.last?.isWhitespace == true { text = text.dropLast() }
  return String(text)
}

/// The earliest iOS the audit's behaviours stand for: `--ios 10` means the rules of iOS 7–10
/// (`Documentation/UIKitRules.md`), so no audited device runs an iOS before 7.
let earliestModeledIOS = 7

/// Whether a branch condition is a check of the running iOS version that holds on every iOS
/// the audit models (``earliestModeledIOS``): `[[[UIDevice currentDevice] systemVersion]
/// compare:@"7.0" options:NSNumericSearch] != NSOrderedAscending`, `[[UIDevice currentDevice]
/// .systemVersion floatValue] >= 7.0` (or `intValue`, `doubleValue`, `integerValue`: Nimbler,
/// precision's fresh round Q), `@available(iOS 7.0, *)`, Swift's `#available(iOS 7,
/// *)`. Its body then runs as if unconditional: Zulip's About screen sets
/// `edgesForExtendedLayout` inside such a check (fresh round I). A condition that tests anything
/// else as well (`&&`, `||`) is not one. `earliest`: the oldest iOS the code may run on (the
/// audit's oldest modelled iOS unless the app's deployment target says a later one).
func versionCheckAlwaysHolds(_ condition: String, earliest: Int = earliestModeledIOS) -> Bool {
  let text = condition.filter { !$0.isWhitespace }
  guard !text.contains("&&"), !text.contains("||") else { return false }
  func atMostEarliest(_ version: Substring) -> Bool {
    guard let major = version.split(separator: ".").first.flatMap({ Int($0) }) else {
      return false
    }
    return major < earliest
      || major == earliest
        && version.split(separator: ".").dropFirst().allSatisfy { Int($0) == 0 }
  }
  // Every pattern holds `systemVersion` or `available`: without either no regular expression
  // is tried (compiling them for every branch condition was 1.1 % of a project audit of
  // Habitica, perf, 30 November 2026; they are now compiled once, too).
  guard text.contains("systemVersion") || text.contains("available") else { return false }
  for regex in versionCheckPatterns {
    guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { continue }
    return atMostEarliest(text[range])
  }
  return false
}

/// Whether a branch condition asks a controller whether it responds to a selector UIKit's
/// `UIViewController` has on every iOS the audit models (``earliestModeledIOS``):
/// `[self respondsToSelector:@selector(setEdgesForExtendedLayout:)]`. `edgesForExtendedLayout`,
/// `extendedLayoutIncludesOpaqueBars`, `automaticallyAdjustsScrollViewInsets` and
/// `setNeedsStatusBarAppearanceUpdate()` are "iOS 7.0+" (Apple's `UIViewController`
/// documentation). Its body then runs as if unconditional. Round K: RainMachine's location
/// screen sets `edgesForExtendedLayout = UIRectEdgeNone` under such a check, and was laid out
/// under the navigation bar.
///
/// A bar class asked for the appearance proxy holds too: `[[UINavigationBar class]
/// respondsToSelector:@selector(appearance)]` (or `[UINavigationBar respondsToSelector:…]`).
/// `appearance()` is `UIAppearance`'s, which `UIView` and `UIBarItem` adopt, "iOS 5.0+" (Apple's
/// `UIAppearance` documentation). Fresh round Q's MedRep sets its bars' background image on the
/// proxy under such a check.
func selectorCheckAlwaysHolds(_ condition: String) -> Bool {
  let text = condition.filter { !$0.isWhitespace }
  let prefix = "[selfrespondsToSelector:@selector("
  if text.hasPrefix(prefix), text.hasSuffix(")]") {
    let selector = text.dropFirst(prefix.count).dropLast(2)
    return iOS7ControllerSelectors.contains(String(selector))
  }
  if appearanceBarClasses.contains(where: {
    text == "[[\($0)class]respondsToSelector:@selector(appearance)]"
      || text == "[\($0)respondsToSelector:@selector(appearance)]"
  }) {
    return true
  }
  // The held navigation bar asked for a selector of iOS 7.0 (`barTintColor`, "iOS 7.0+", Apple's
  // `UINavigationBar` documentation; precision's fresh round Q: ShotVibe's add-friends screen
  // makes the bar opaque under such a check).
  let bar = "[self.navigationController.navigationBarrespondsToSelector:@selector("
  guard text.hasPrefix(bar), text.hasSuffix(")]") else { return false }
  return ["barTintColor", "setBarTintColor:"].contains(
    String(text.dropFirst(bar.count).dropLast(2)))
}

/// UIKit bar classes that answer `appearance` on every iOS the audit models
/// (``selectorCheckAlwaysHolds(_:)``).
private let appearanceBarClasses = [
  "UINavigationBar", "UIToolbar", "UITabBar", "UIBarButtonItem", "UITabBarItem",
]

/// Whether a branch condition only tests that `self` is an object: `if (self)`, `if (self !=
/// nil)`, an initializer's `if ((self = [super initWithNibName:@"Filters" bundle:nil]))`. A
/// method runs on an object, and an initializer whose `super` call fails returns `nil`: no
/// controller is shown then. Its body runs as if unconditional (Micro.blog's `initWithPhoto:`
/// sets `edgesForExtendedLayout` inside `if (self) { … }`, fresh round M, training).
func selfCheckAlwaysHolds(_ condition: String) -> Bool {
  // Optional chaining (`view.window?.windowScene?.interfaceOrientation`) is no `? :`.
  var text = Substring(
    condition.filter { !$0.isWhitespace }.replacingOccurrences(of: "?.", with: "."))
  var steps = 0
  while steps < 4, text.hasPrefix("("), text.hasSuffix(")") {
    text = text.dropFirst().dropLast()
    steps += 1
  }
  if ["self", "self!=nil", "nil!=self", "self!=NULL"].contains(String(text)) { return true }
  // `self = [super init…]`, the spaces gone: `self=[superinitWithNibName:…]`.
  return text.hasPrefix("self=[superinit") && text.hasSuffix("]") && !text.contains("&&")
    && !text.contains("||") && !text.contains("?")
}

/// `UIViewController` selectors available since iOS 7.0 (``selectorCheckAlwaysHolds(_:)``).
private let iOS7ControllerSelectors: Set<String> = [
  "edgesForExtendedLayout", "setEdgesForExtendedLayout:", "extendedLayoutIncludesOpaqueBars",
  "setExtendedLayoutIncludesOpaqueBars:", "automaticallyAdjustsScrollViewInsets",
  "setAutomaticallyAdjustsScrollViewInsets:", "setNeedsStatusBarAppearanceUpdate",
]

/// ``versionCheckAlwaysHolds(_:)``'s patterns, each capturing the version, compiled once
/// (matching with a compiled `NSRegularExpression` is safe from several threads).
private let versionCheckPatterns: [NSRegularExpression] = [
  #"^\(?\[*[A-Za-z.\[\] ]*systemVersion\]?compare:@"([0-9.]+)"options:NSNumericSearch\]!=NSOrderedAscending\)?$"#,
  #"^\(?\[*[A-Za-z.\[\] ]*systemVersion\]?(?:floatValue|doubleValue|intValue|integerValue)\]>=([0-9.]+)f?\)?$"#,
  #"^[@#](?:available|__builtin_available)\(iOS([0-9.]+),\*\)$"#,
  #"^__builtin_available\(iOS([0-9.]+),\*\)$"#,
].compactMap { try? NSRegularExpression(pattern: $0) }

/// The other idiom of an idiom test's `else`.
func otherIdiom(_ idiom: String?) -> String? {
  idiom.map { $0 == "pad" ? "phone" : "pad" }
}

/// Marks `statements[start...]` with `idiom` where an inner branch does not already say one;
/// with no idiom, with the branch's `test` (``CodeStatement/idiomTest``) where no inner branch
/// says an idiom or a test.
func mark(
  _ statements: inout [CodeStatement], from start: Int, idiom: String?, test: String? = nil
) {
  guard start < statements.count else { return }
  if let idiom {
    for index in start..<statements.count where statements[index].idiom == nil {
      statements[index].idiom = idiom
    }
  } else if let test {
    for index in start..<statements.count
    where statements[index].idiom == nil && statements[index].idiomTest == nil {
      statements[index].idiomTest = test
    }
  }
}

/// The condition that holds on a branch's other side: `!(condition)`.
func negatedCondition(_ condition: String) -> String {
  "!(" + condition.trimmingCharacters(in: .whitespacesAndNewlines) + ")"
}

/// A method, initializer or computed property's getter, with its statements in source order.
struct CodeMethod: Hashable, Sendable {
  /// The Swift base name (`viewWillAppear`, `supportedInterfaceOrientations`) or the Objective-C
  /// selector's first piece.
  var name: String
  var location: SourceLocation
  var statements: [CodeStatement]
  /// The parameters, in order (read to follow a helper that is handed a view or a controller).
  var parameters: [CodeParameter] = []
  /// Whether this is a Swift `lazy` or `let` stored property's initial value read as a getter
  /// (`lazy var search = SearchViewController()`): a property, never called as a method.
  var isStoredProperty = false
  /// A type's own method: Swift's `static func` / `class func`, Objective-C's `+` method.
  var isStatic = false
  /// An Objective-C `prepareForSegue:sender:`'s braced `if`s, for which segue a branch is for
  /// (``CodeIndex/segueTransitioningDelegates``); empty for every other method.
  var branches: [CodeBranch] = []
}

/// An Objective-C `if` with a braced body: its condition's text and where its body lies.
struct CodeBranch: Hashable, Sendable {
  var condition: String
  var body: ClosedRange<SourceLocation>
}

/// One parameter of a ``CodeMethod``: its argument label as a call writes it (`nil`: none, Swift's
/// `_` or an Objective-C selector's first piece), the name the body uses, and whether a call may
/// leave it out (a Swift default value).
struct CodeParameter: Hashable, Sendable {
  var label: String?
  var name: String
  var hasDefault = false
}

/// A class (or an extension of one) as a reader saw it.
struct CodeClassDeclaration: Hashable, Sendable {
  var name: String
  /// The first inherited type (Swift) or the `@interface`'s superclass (Objective-C).
  var superclass: String?
  var location: SourceLocation
  /// Whether this is an extension or an Objective-C `@implementation`/category, which adds
  /// methods to a class declared elsewhere.
  var isExtension: Bool
  var methods: [CodeMethod]
}

/// What one file holds.
struct CodeFile: Sendable {
  var path: String
  var classes: [CodeClassDeclaration]
  /// Methods outside any class (Swift free functions, top-level code).
  var freeMethods: [CodeMethod]
  /// Properties a dependency-injection definition sets on the instances of a class it names
  /// (Typhoon's `[TyphoonDefinition withClass:[X class] configuration:^(…) { [definition
  /// injectProperty:@selector(modalPresentationStyle) with:@(UIModalPresentationCustom)]; }]`),
  /// in source order: only `modalPresentationStyle` is read (``ObjectiveCCodeReader``).
  var injections: [Injection] = []
  /// String constants the file defines, by name: Objective-C's `static NSString *const kMain =
  /// @"Main";`, `NSString * const kMain = @"Main";`, `#define kMain @"Main"`; Swift's file-scope
  /// `let kMain = "Main"`, and a type's `static let storyboardId = "Main"` as `Type.storyboardId`
  /// (``SwiftCodeReader/Reader/constantString(_:_:isStatic:)``).
  var stringConstants: [String: String] = [:]

  /// One property a definition injects: the class, the property, the value's constant, where.
  struct Injection: Hashable, Sendable {
    var className: String
    var property: String
    var value: CodeExpression
    var location: SourceLocation
    var snippet: String
  }
}

/// A statement's text for a fact: one line, runs of white space collapsed, at most 160
/// characters.
func snippetText(_ text: String) -> String {
  var snippet = Snippet()
  _ = snippet.add(text)
  return snippet.text
}

/// A snippet built piece by piece: white space collapsed to one space (none leading), ended
/// with "…" once it reaches 160 characters, a trailing space dropped.
struct Snippet {
  private var result = ""
  private var lastWasSpace = false
  /// Whether `result` is ASCII (its length is then its byte count, without a walk).
  private var ascii = true
  private var full = false

  /// Adds `piece`; false once the snippet is full.
  mutating func add(_ piece: String) -> Bool {
    guard !full else { return false }
    // ASCII text (nearly all code) byte by byte: the same result as the Character walk below
    // (an ASCII Character is its byte, `\r\n` aside, whose two white-space bytes collapse to
    // the one space the pair gives), without grapheme breaking (`Character.isWhitespace` was
    // most of this, 1.7-2.2 % of project audits, perf, 30 November 2026).
    if ascii, piece.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in piece.utf8 {
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
          if !lastWasSpace, !result.isEmpty { result.append(" ") }
          lastWasSpace = true
        } else {
          result.unicodeScalars.append(Unicode.Scalar(byte))
          lastWasSpace = false
        }
        if result.utf8.count >= 160 {
          full = true
          return false
        }
      }
      return true
    }
    for character in piece {
      if character.isWhitespace {
        if !lastWasSpace, !result.isEmpty { result.append(" ") }
        lastWasSpace = true
      } else {
        result.append(character)
        if ascii, !character.isASCII { ascii = false }
        lastWasSpace = false
      }
      if (ascii ? result.utf8.count : result.count) >= 160 {
        full = true
        return false
      }
    }
    return true
  }

  var text: String {
    if full { return result + "…" }
    return result.hasSuffix(" ") ? String(result.dropLast()) : result
  }
}

/// `condition` without its leading `!`s and enclosing parentheses (`!(…)` is how the readers
/// write an `else`), and whether an odd number of `!` turned it over. At most 8 layers.
func strippingNegations(_ condition: String) -> (text: Substring, negated: Bool) {
  var text = Substring(condition.trimmingCharacters(in: .whitespacesAndNewlines))
  var negated = false
  var steps = 0
  while steps < 8 {
    steps += 1
    if text.hasPrefix("!"), !text.hasPrefix("!=") {
      negated.toggle()
      text = text.dropFirst()
    } else if text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
      text = text.dropFirst().dropLast()
    } else {
      break
    }
    text = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
  }
  return (text, negated)
}
