/// Writes the sources `lint` and the code-screen audit read — Swift (UIKit), Objective-C with its
/// headers and macros, and SwiftUI — in the shape of real screens (a view controller that makes
/// views, frames and constraints from constants and device checks), with the hostile parts of
/// issue 32 mixed in: sums, `??` chains and ternaries of up to 100,000 terms, parentheses,
/// generics and view builders nested past every reader's limit, definitions that refer to
/// themselves directly or through others, macro chains thousands deep, prefix-operator runs,
/// numbers past every range and non-finite literals, odd Unicode (bidirectional overrides, NUL,
/// BOM, line separators, combining marks) and files cut anywhere, even inside a UTF-8 sequence
/// (issue 32, item 2).
struct SourceGenerator {
  enum Language: String { case swift, objectiveC = "objc", swiftUI = "swiftui" }

  var entropy: Entropy
  let language: Language
  /// Names defined so far (constants, macros), for expressions to refer to.
  private var names: [String] = []
  /// How many more long or deep constructs this input may hold (each can be 100,000 terms: two
  /// keep an input under a few megabytes, so that an execution stays short).
  private var bigLeft = 2

  init(_ bytes: [UInt8], language: Language) {
    entropy = Entropy(bytes)
    self.language = language
  }

  /// The files (name, bytes) of one input: one source for Swift and SwiftUI; for
  /// Objective-C a header of macros, the screen's header and its implementation.
  mutating func files() -> [(String, [UInt8])] {
    names = []
    bigLeft = 2
    switch language {
    case .swift: return [("Screen.swift", finish(swiftScreen()))]
    case .swiftUI: return [("ContentView.swift", finish(swiftUIView()))]
    case .objectiveC:
      let macros = finish(macroHeader())
      let header = finish(objectiveCHeader())
      return [("Macros.h", macros), ("Screen.h", header), ("Screen.m", finish(objectiveCScreen()))]
    }
  }

  // MARK: Hostile pieces shared by the languages

  /// A count for a long construct: small most of the time, sometimes past a reader's limit.
  private mutating func length() -> Int {
    guard bigLeft > 0, entropy.oneIn(12) else { return entropy.int(1...12) }
    bigLeft -= 1
    return entropy.pick([255, 256, 257, 1_000, 10_000, 60_000, 100_000])
  }

  /// A nesting depth: small most of the time, sometimes past a reader's limit.
  private mutating func depth() -> Int {
    guard bigLeft > 0, entropy.oneIn(10) else { return entropy.int(0...6) }
    bigLeft -= 1
    return entropy.pick([24, 25, 120, 121, 255, 256, 257, 1_000, 10_000])
  }

  /// The text as bytes: sometimes with CRLF line ends or a BOM, sometimes cut anywhere (a file
  /// saved half-way, a UTF-8 sequence cut in two).
  private mutating func finish(_ text: String) -> [UInt8] {
    var text = text
    if entropy.oneIn(16) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
    if entropy.oneIn(20) { text = "\u{FEFF}" + text }
    var bytes = Array(text.utf8)
    if entropy.oneIn(8), bytes.count > 1 {
      bytes.removeLast(bytes.count - entropy.int(0...(bytes.count - 1)))
    }
    return bytes
  }

  private static let swiftNumbers = [
    ".nan", "-.nan", ".signalingNaN", ".infinity", "-.infinity", "CGFloat.nan",
    "CGFloat.infinity", "CGFloat.greatestFiniteMagnitude", "-CGFloat.greatestFiniteMagnitude",
    "CGFloat.leastNonzeroMagnitude", "Double.ulpOfOne", "0x1p-1074", "0x1.fffffffffffffp+1023",
    "0x1p1024", "1e309", "1e-400", "9223372036854775808", "Int.max", "Int.min", "1_0_0",
    "0b1011", "0o777", "0xFFFF_FFFF_FFFF_FFFF", "00044", "1.", ".5", "1e", "0x", "−1", "４４",
  ]

  private static let objectiveCNumbers = [
    "NAN", "-NAN", "INFINITY", "-INFINITY", "HUGE_VAL", "CGFLOAT_MAX", "-CGFLOAT_MAX",
    "CGFLOAT_MIN", "DBL_MAX", "FLT_MAX", "DBL_MIN", "1e309", "1e-400", "0x1p-1074", "0x1p1024",
    "9223372036854775808", "18446744073709551615ULL", "NSIntegerMax", "NSIntegerMin", "(0.0/0.0)",
    "(1.0/0.0)", "1.0f", "44.f", "0x2C", "054", "'A'", "1e", "0x", "44LLU", "1'000",
  ]

  /// A number literal: ordinary, the shared hostile ones, or the language's own spellings.
  private mutating func number() -> String {
    if entropy.oneIn(3) {
      let own = language == .objectiveC ? Self.objectiveCNumbers : Self.swiftNumbers
      let value = entropy.bool() ? entropy.pick(own) : entropy.pick(HostileValues.hostileNumbers)
      return value.isEmpty ? "0" : value
    }
    return entropy.pick(["0", "8", "16", "20", "34", "44", "49", "64", "83", "88", "100", "0.5"])
  }

  private static let unicodeNames = [
    "ｋTop", "k\u{301}", "kÉ", "k\u{202E}pot", "😀", "k\u{200B}", "ǅ", "k\u{FE0F}", "Ω", "ℌ",
  ]

  /// A new name for a definition; now and then an odd Unicode one.
  private mutating func newName(_ prefix: String) -> String {
    let name =
      entropy.oneIn(20)
      ? entropy.pick(Self.unicodeNames) + "\(names.count)" : "\(prefix)\(names.count)"
    names.append(name)
    return name
  }

  private static let swiftFacts = [
    "UIScreen.main.bounds.height", "UIScreen.main.bounds.size.width",
    "UIScreen.main.nativeBounds.height",
    "view.safeAreaInsets.top", "view.safeAreaInsets.bottom", "view.bounds.width",
    "UIApplication.shared.statusBarFrame.height",
    "navigationController?.navigationBar.frame.height ?? 44",
    "tabBarController?.tabBar.frame.size.height ?? 49", "UIScreen.main.scale",
  ]

  private static let objectiveCFacts = [
    "[UIScreen mainScreen].bounds.size.height", "[[UIScreen mainScreen] bounds].size.width",
    "self.view.safeAreaInsets.top", "self.view.safeAreaInsets.bottom",
    "[UIApplication sharedApplication].statusBarFrame.size.height",
    "self.navigationController.navigationBar.frame.size.height",
    "self.tabBarController.tabBar.frame.size.height", "CGRectGetWidth(self.view.bounds)",
  ]

  private static let swiftChecks = [
    "UIScreen.main.bounds.height == 812", "UIScreen.main.bounds.height >= 812",
    "UIDevice.current.userInterfaceIdiom == .pad", "view.safeAreaInsets.bottom > 0",
    "UIScreen.main.nativeBounds.height == 2436", "UIApplication.shared.statusBarFrame.height > 20",
    "UIScreen.main.bounds.width / 0 > 1", "traitCollection.horizontalSizeClass == .regular",
  ]

  private static let objectiveCChecks = [
    "[UIScreen mainScreen].bounds.size.height == 812",
    "UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad",
    "self.view.safeAreaInsets.bottom > 0", "[UIScreen mainScreen].nativeBounds.size.height == 2436",
    "[UIApplication sharedApplication].statusBarFrame.size.height > 20",
    "[[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone",
  ]

  private mutating func fact() -> String {
    entropy.pick(language == .objectiveC ? Self.objectiveCFacts : Self.swiftFacts)
  }

  private mutating func check() -> String {
    entropy.pick(language == .objectiveC ? Self.objectiveCChecks : Self.swiftChecks)
  }

  /// An expression: literals, names defined so far, device facts and checks, operators, calls
  /// and conditionals, up to `budget` levels; sometimes one of the huge shapes.
  private mutating func expression(_ budget: Int = 3) -> String {
    if entropy.oneIn(24) { return huge() }
    if budget <= 0 || entropy.oneIn(3) {
      switch entropy.int(0...3) {
      case 0 where !names.isEmpty: return entropy.pick(names)
      case 1: return fact()
      default: return number()
      }
    }
    switch entropy.int(0...6) {
    case 0, 1:
      return
        "\(expression(budget - 1)) \(entropy.pick(["+", "-", "*", "/", "%"])) \(expression(budget - 1))"
    case 2: return "(\(check()) ? \(expression(budget - 1)) : \(expression(budget - 1)))"
    case 3:
      return language == .objectiveC
        ? "MAX(\(expression(budget - 1)), \(expression(budget - 1)))"
        : "max(\(expression(budget - 1)), \(expression(budget - 1)))"
    case 4: return "(\(expression(budget - 1)))"
    case 5:
      return language == .objectiveC
        ? "(CGFloat)\(expression(budget - 1))" : "CGFloat(\(expression(budget - 1)))"
    default:
      return language == .objectiveC
        ? "-\(expression(budget - 1))" : "(\(expression(budget - 1)) ?? \(number()))"
    }
  }

  /// One of the shapes that overflowed a reader's stack or took exponential time (issue 32):
  /// a long sum, a `??` or ternary chain, deep parentheses, a prefix-operator run.
  private mutating func huge() -> String {
    let count = length()
    let term = entropy.bool() ? number() : (names.isEmpty ? "1" : entropy.pick(names))
    switch entropy.int(0...5) {
    case 0: return Array(repeating: term, count: count).joined(separator: " + ")
    case 1:
      return language == .objectiveC
        ? Array(repeating: "\(term) ?: ", count: count).joined() + "0"
        : "(" + Array(repeating: "Optional(\(term)) ?? ", count: count).joined() + "0)"
    case 2:
      return "(" + Array(repeating: "\(check()) ? \(term) : ", count: count).joined() + "0)"
    case 3:
      let deep = depth()
      return Self.nested(term, "(", ")", depth: deep)
    case 4:
      let prefix =
        language == .objectiveC
        ? entropy.pick(["!", "-", "~", "(CGFloat)", "*&", "+"])
        : entropy.pick(["-", "+", "~", "!"])
      return String(repeating: prefix, count: count) + term
    default:
      // A call chain: a method called on each result (`min(min(min(…)))`).
      let deep = depth()
      let call = language == .objectiveC ? "MIN(" : "min("
      return Self.nested(term, call, ", 1)", depth: deep)
    }
  }

  /// `inner` inside `depth` pairs of `open` and `close`: `((x))`, `do { do { x } }`.
  private static func nested(_ inner: String, _ open: String, _ close: String, depth: Int)
    -> String
  {
    String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
  }

  /// A definition that refers to itself, 1 to `terms` times (`let c = c + c`,
  /// `#define C (C+C)`), spelled by `spell(name, terms)`.
  private mutating func selfReferring(
    _ prefix: String, terms: Int, _ spell: (String, [String]) -> String
  ) -> String {
    let name = newName(prefix)
    return spell(name, Array(repeating: name, count: entropy.int(1...terms)))
  }

  /// Two definitions that refer to each other in a cycle, spelled by `spell(first, second)`.
  private mutating func cycle(
    _ firstPrefix: String, _ secondPrefix: String, _ spell: (String, String) -> String
  ) -> String {
    let first = "\(firstPrefix)\(names.count)"
    let second = "\(secondPrefix)\(names.count)"
    names += [first, second]
    return spell(first, second)
  }

  /// A chain of `count` definitions (two at least), `<prefix><n>_0` spelled by `first(name)`
  /// and each later one by `next(name, previous)`; the last one's name joins ``names``.
  private mutating func chain(
    _ prefix: String, count: Int, first: (String) -> String, next: (String, String) -> String
  ) -> String {
    let stem = "\(prefix)\(names.count)_"
    var text = first(stem + "0")
    for index in 1..<max(count, 2) {
      text += next(stem + "\(index)", stem + "\(index - 1)")
    }
    names.append(stem + "\(max(count, 2) - 1)")
    return text
  }

  // MARK: Swift

  private mutating func swiftDefinitions() -> String {
    var text = ""
    for _ in 0..<entropy.int(0...4) {
      switch entropy.int(0...7) {
      case 0:
        // 22 bytes that were exponential: `let c = c + c + c + c`.
        text += selfReferring("c", terms: 8) { "let \($0) = " + $1.joined(separator: " + ") + "\n" }
      case 1:
        text += cycle("a", "b") {
          "let \($0): CGFloat = \($1) + 1\nlet \($1): CGFloat = \($0) * 2\n"
        }
      case 2:
        // Each doubling the one before: linear only when each is evaluated once.
        let count = length()
        let value = number()
        text += chain(
          "d", count: count, first: { "let \($0): CGFloat = \(value)\n" },
          next: { "let \($0) = \($1) + \($1)\n" })
      case 3:
        // Nested generics.
        let deep = depth()
        text +=
          "let \(newName("g")): " + Self.nested("CGFloat", "Array<", ">", depth: deep) + " = []\n"
      case 4:
        text += "var \(newName("isX")): Bool { \(check()) }\n"
      case 5:
        text +=
          "let \(newName("s")) = \"\(entropy.pick(HostileValues.hostileStrings).replacingOccurrences(of: "\"", with: "\\\""))\"\n"
      default:
        text += "let \(newName("k")): CGFloat = \(expression())\n"
      }
    }
    return text
  }

  private mutating func swiftScreen() -> String {
    var text = "import UIKit\n\n" + swiftDefinitions()
    let views = entropy.int(1...4)
    text += "\nfinal class ScreenViewController: UIViewController {\n"
    for index in 0..<views {
      text +=
        "  let v\(index) = \(entropy.pick(["UIView", "UILabel", "UIButton", "UIScrollView", "UITableView", "UIImageView", "UIStackView"]))()\n"
    }
    text += "\n  override func viewDidLoad() {\n    super.viewDidLoad()\n"
    text += swiftBody(views: views, indent: "    ", depth: 0)
    text += "  }\n"
    if entropy.bool() {
      text += "\n  override func viewDidLayoutSubviews() {\n    super.viewDidLayoutSubviews()\n"
      text +=
        "    v0.frame = CGRect(x: \(expression()), y: \(expression()), width: \(expression()), height: \(expression()))\n"
      text += "  }\n"
    }
    if entropy.oneIn(6) {
      // A helper calling itself: the interpreter's call depth.
      text += "\n  func place(_ n: Int) { v0.frame.origin.y += 1; place(n + 1) }\n"
    }
    text += "}\n"
    return text
  }

  private mutating func swiftBody(views: Int, indent: String, depth: Int) -> String {
    var text = ""
    for _ in 0..<entropy.int(1...6) {
      let view = "v\(entropy.int(0...(views - 1)))"
      switch entropy.int(0...8) {
      case 0: text += indent + "view.addSubview(\(view))\n"
      case 1:
        text +=
          indent
          + "\(view).frame = CGRect(x: \(expression()), y: \(expression()), width: \(expression()), height: \(expression()))\n"
      case 2:
        text += indent + "\(view).translatesAutoresizingMaskIntoConstraints = false\n"
        text += indent + "NSLayoutConstraint.activate([\n"
        text +=
          indent
          + "  \(view).topAnchor.constraint(equalTo: \(entropy.pick(["view.safeAreaLayoutGuide.topAnchor", "view.topAnchor", "topLayoutGuide.bottomAnchor"])), constant: \(expression())),\n"
        text += indent + "  \(view).leadingAnchor.constraint(equalTo: view.leadingAnchor),\n"
        text +=
          indent + "  \(view).heightAnchor.constraint(equalToConstant: \(expression())),\n"
        text +=
          indent
          + "  \(view).widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: \(number())),\n"
        text += indent + "])\n"
      case 3 where depth < 8:
        let keyword = entropy.pick(["if", "guard", "while"])
        text += indent + "\(keyword) \(check())\(keyword == "guard" ? " else" : "") {\n"
        text += swiftBody(views: views, indent: indent + "  ", depth: depth + 1)
        if keyword == "guard" { text += indent + "  return\n" }
        text += indent + "}\n"
      case 4:
        // Nested closures or blocks past the parser's and interpreter's limits.
        let deep = self.depth()
        text +=
          indent
          + Self.nested("\(view).frame.origin.y = \(expression())", "do { ", " }", depth: deep)
          + "\n"
      case 5:
        text += indent + "\(view).frame.origin.y = \(view).frame.origin.y + \(expression())\n"
      case 6:
        text +=
          indent
          + "additionalSafeAreaInsets = UIEdgeInsets(top: \(expression()), left: 0, bottom: \(expression()), right: 0)\n"
      case 7:
        text += indent + "(\(view) as? UIScrollView)?.contentInset.top = \(expression())\n"
      default:
        text += indent + "let local\(depth) = \(expression())\n"
        text += indent + "\(view).frame.size.height = local\(depth)\n"
      }
    }
    return text
  }

  // MARK: SwiftUI

  private mutating func swiftUIView() -> String {
    var text = "import SwiftUI\n\n" + swiftDefinitions()
    text += "\nstruct ContentView: View {\n  var body: some View {\n"
    text += swiftUIContent(indent: "    ", depth: 0)
    text += "  }\n}\n"
    if entropy.oneIn(4) {
      text +=
        "\nstruct ContentView_Previews: PreviewProvider {\n  static var previews: some View { ContentView() }\n}\n"
    }
    return text
  }

  private mutating func swiftUIModifiers() -> String {
    var text = ""
    let count = entropy.oneIn(12) ? length() : entropy.int(0...4)
    for _ in 0..<count {
      switch entropy.int(0...7) {
      case 0: text += ".padding(.top, \(expression()))"
      case 1: text += ".frame(height: \(expression()))"
      case 2:
        text +=
          ".frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height - \(expression()))"
      case 3:
        text +=
          ".ignoresSafeArea(\(entropy.pick(["", ".all", ".container, edges: .bottom", ".keyboard"])))"
      case 4: text += ".edgesIgnoringSafeArea(\(entropy.pick([".all", ".top", ".bottom", "[]"])))"
      case 5: text += ".offset(y: \(expression()))"
      case 6: text += ".safeAreaInset(edge: .bottom) { Color.clear.frame(height: \(expression())) }"
      default: text += ".padding(.bottom, (\(check())) ? \(number()) : \(number()))"
      }
    }
    return text
  }

  private mutating func swiftUIContent(indent: String, depth: Int) -> String {
    if entropy.oneIn(14) {
      // View builders nested past the parser's limit.
      let deep = self.depth()
      return indent + Self.nested("Text(\"x\")", "VStack { ", " }", depth: deep)
        + swiftUIModifiers() + "\n"
    }
    let container =
      depth > 5
      ? "Text"
      : entropy.pick([
        "VStack", "HStack", "ZStack", "GeometryReader", "TabView", "NavigationView", "ScrollView",
        "Text", "Color.red",
      ])
    switch container {
    case "Text":
      let string = entropy.oneIn(4) ? entropy.pick(HostileValues.hostileStrings) : "Title"
      return indent
        + "Text(\"\(string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))\")"
        + swiftUIModifiers() + "\n"
    case "Color.red":
      return indent + "Color.red" + swiftUIModifiers() + "\n"
    case "GeometryReader":
      return indent + "GeometryReader { proxy in\n" + indent
        + "  Color.blue.padding(.top, proxy.safeAreaInsets.top == 0 ? \(number()) : proxy.safeAreaInsets.top + \(expression()))\n"
        + indent + "}" + swiftUIModifiers() + "\n"
    default:
      var text = indent + container + " {\n"
      for _ in 0..<entropy.int(1...3) {
        text += swiftUIContent(indent: indent + "  ", depth: depth + 1)
      }
      if container == "TabView" { text += indent + "  Text(\"tab\").tabItem { Text(\"A\") }\n" }
      return text + indent + "}" + swiftUIModifiers() + "\n"
    }
  }

  // MARK: Objective-C

  /// A header of macros: constants, device checks, chains, cycles, function-like macros,
  /// conditionals nested deep, a header that imports itself.
  private mutating func macroHeader() -> String {
    var text = entropy.oneIn(4) ? "#import \"Macros.h\"\n" : "#pragma once\n"
    if entropy.oneIn(6) {
      let deep = depth()
      text +=
        Self.nested("#define kNested 44\n", "#if 1\n", "#endif\n", depth: deep)
      names.append("kNested")
    }
    for _ in 0..<entropy.int(1...5) {
      switch entropy.int(0...8) {
      case 0:
        text += selfReferring("C", terms: 6) {
          "#define \($0) (" + $1.joined(separator: "+") + ")\n"
        }
      case 1:
        text += cycle("MA", "MB") { "#define \($0) (\($1) + 1)\n#define \($1) (\($0) * 2)\n" }
      case 2:
        // Each level names the one before (10,000 deep crashed), or twice (2^n).
        let count = length()
        let twice = entropy.bool()
        let value = number()
        text += chain(
          "M", count: count, first: { "#define \($0) \(value)\n" },
          next: { "#define \($0) (\($1)\(twice ? "+" + $1 : " + 1"))\n" })
      case 3:
        text += "#define \(newName("IS_")) (\(check()))\n"
      case 4:
        // A function-like macro calling itself, or another with its argument twice.
        let name = newName("F")
        text +=
          entropy.bool()
          ? "#define \(name)(x) ((x) + \(name)(x))\n"
          : "#define \(name)(x, y) ((x) > (y) ? (x) : (y))\n"
      case 5:
        text += "#define \(newName("P")) \(huge())\n"
      case 6:
        // A macro continued over lines, sometimes ending the file on a backslash.
        text += "#define \(newName("L")) \\\n  (\(expression()) \\\n   + \(number()))\n"
      case 7:
        text +=
          "#ifdef \(entropy.pick(names.isEmpty ? ["X"] : names))\n#undef \(entropy.pick(names.isEmpty ? ["X"] : names))\n#endif\n"
      default:
        text += "#define \(newName("k")) \(expression())\n"
      }
    }
    if entropy.oneIn(10) { text += "#if \(expression())\n" }  // unterminated
    return text
  }

  private mutating func objectiveCHeader() -> String {
    var text = "#import <UIKit/UIKit.h>\n#import \"Macros.h\"\n"
    if entropy.oneIn(5) { text += "#import \"Screen.h\"\n" }  // imports itself
    text +=
      "\n@interface ScreenViewController : \(entropy.pick(["UIViewController", "UITableViewController", "UIView", "NSObject"]))\n"
    text +=
      "@property (nonatomic, strong) UIView *v0;\n@property (nonatomic, strong) UILabel *v1;\n@end\n"
    return text
  }

  private mutating func objectiveCScreen() -> String {
    var text = "#import \"Screen.h\"\n\n"
    if entropy.oneIn(6) {
      text += "static const CGFloat \(newName("kStatic")) = \(expression());\n"
    }
    text +=
      "@implementation ScreenViewController\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n"
    text +=
      "    self.v0 = [[UIView alloc] initWithFrame:CGRectMake(\(expression()), \(expression()), \(expression()), \(expression()))];\n"
    text += "    self.v1 = [UILabel new];\n"
    text += objectiveCBody(indent: "    ", depth: 0)
    text += "}\n"
    if entropy.bool() {
      text += "\n- (void)viewDidLayoutSubviews {\n    [super viewDidLayoutSubviews];\n"
      text +=
        "    self.v1.frame = CGRectMake(0, \(expression()), CGRectGetWidth(self.view.bounds), \(expression()));\n}\n"
    }
    if entropy.oneIn(6) { text += "\n- (void)place { [self place]; }\n" }
    return text + "\n@end\n"
  }

  private mutating func objectiveCBody(indent: String, depth: Int) -> String {
    var text = ""
    for _ in 0..<entropy.int(1...6) {
      let view = entropy.pick(["self.v0", "self.v1"])
      switch entropy.int(0...7) {
      case 0: text += indent + "[self.view addSubview:\(view)];\n"
      case 1:
        text +=
          indent
          + "\(view).frame = CGRectMake(\(expression()), \(expression()), \(expression()), \(expression()));\n"
      case 2:
        text += indent + "\(view).translatesAutoresizingMaskIntoConstraints = NO;\n"
        text +=
          indent
          + "[\(view).topAnchor constraintEqualToAnchor:\(entropy.pick(["self.view.safeAreaLayoutGuide.topAnchor", "self.view.topAnchor", "self.topLayoutGuide.bottomAnchor"])) constant:\(expression())].active = YES;\n"
        text +=
          indent
          + "[\(view).heightAnchor constraintEqualToConstant:\(expression())].active = YES;\n"
      case 3 where depth < 8:
        text +=
          indent + "if (\(entropy.oneIn(3) && !names.isEmpty ? entropy.pick(names) : check())) {\n"
        text += objectiveCBody(indent: indent + "    ", depth: depth + 1)
        text +=
          indent + "}"
          + (entropy.bool()
            ? " else {\n" + indent + "    \(view).hidden = YES;\n" + indent + "}" : "") + "\n"
      case 4:
        let deep = self.depth()
        text +=
          indent
          + Self.nested(
            "\(view).frame = CGRectMake(0, \(expression()), 1, 1);", "{ ", " }", depth: deep)
          + "\n"
      case 5:
        text += indent + "CGFloat local\(depth) = \(expression());\n"
        text += indent + "\(view).frame = CGRectOffset(\(view).frame, 0, local\(depth));\n"
      case 6:
        text +=
          indent
          + "self.additionalSafeAreaInsets = UIEdgeInsetsMake(\(expression()), 0, \(expression()), 0);\n"
      default:
        text += indent + "[\(view) setFrame:CGRectMake(0, \(expression()), \(expression()), 44)];\n"
      }
    }
    return text
  }
}
