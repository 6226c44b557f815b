import Foundation
import Testing

@testable import CodeScreens

/// What issue 28's speed work changed in reading must give what the reading gave before: the
/// project index's byte-wise scan of ASCII lines, and each file read once per process.
@Suite("Code screens: reading once, and by bytes")
struct CodeReadingSpeedTests {
  /// Lines of the kinds the index reads (Swift and Objective-C declarations, comments, tabs,
  /// vertical tabs and form feeds, `-`/`+` selectors, `@`/`#` words, digits).
  static let lines = [
    "class LoginViewController: BaseViewController {",
    "  private lazy var sendButton = UIButton(type: .system)",
    "let kNavBarHeight: CGFloat = 64 // the bar",
    "public final class func make() -> Self",
    "- (void)setupViews;", "+ (instancetype)viewWithTitle:(NSString *)title frame:(CGRect)f {",
    "#define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height >= 812)",
    "@interface ChatCell : UITableViewCell <UITextViewDelegate>",
    "static const CGFloat kTop = 20;", "\t- (void)\u{0B}layoutSubviews\u{0C}{", "  -+ a", "--x",
    "x - y", "@@a ##b a@b a#b 9lives _under __x", "/* comment */ func f()", "", "\t \t",
    "func a/b()", "  @objc dynamic var width: CGFloat { 3 }", "\u{01}class\u{1F}X",
  ]

  @Test("the byte-wise words of an ASCII line are its words by character")
  func asciiWordsMatchCharacterWords() throws {
    var samples = Self.lines
    // And random lines over an alphabet of the characters the scan tells apart.
    let alphabet = Array("aZ_09@#-+/ \t\u{0B}\u{0C}(){};:=<>*,.\u{01}")
    var generator = SplitMix(seed: 28)
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 40)
      samples.append(
        String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for line in samples {
      let ascii = try #require(CodeSourceIndex.asciiWords(Substring(line)))
      #expect(ascii == CodeSourceIndex.charactersWords(Substring(line)), "\(line.debugDescription)")
    }
    #expect(CodeSourceIndex.asciiWords("let é = 1") == nil)
  }

  /// Issue 28: the index splits a Swift line only when its first word starts a declaration;
  /// that word, found byte by byte, is the first of the line's words by character, combining
  /// marks and other non-ASCII text included.
  @Test("a line's first word found byte by byte is its first word by character")
  func firstWordMatchesCharacterWords() {
    var samples =
      Self.lines + [
        "-\u{301}class Foo", "let\u{301} x = 1", "é", "class é", "/\u{301}/ class X",
        "  var\u{301}", "\u{301}func f()", "func\u{2028}g()",
      ]
    let alphabet = Array("aZ_09@#-+/ \t\u{0B}(){};:=\u{01}é\u{301}\u{2028}")
    var generator = SplitMix(seed: 29)
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 30)
      samples.append(
        String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for line in samples {
      #expect(
        CodeSourceIndex.firstWord(Substring(line))
          == CodeSourceIndex.charactersWords(Substring(line)).first, "\(line.debugDescription)")
    }
  }

  @Test("a text's lines are those of splitting it by character, not ASCII included")
  func linesMatchCharacterSplit() {
    let texts = [
      "", "\n", "a", "a\nb", "a\n\n\nb\n", "\nclass A {}\n  let x = 1\n", "日本\n語\n",
      "e\u{301}\nx",
    ]
    for text in texts {
      #expect(
        CodeSourceIndex.lines(of: text) == text.split(separator: "\n"), "\(text.debugDescription)")
    }
  }

  /// A CRLF is one `Character`: splitting at `"\n"` left a CRLF file whole, and the project
  /// index found only its first line's declarations. Lines end at LF, CRLF or a lone CR.
  @Test("a file with CR LF or CR line ends has the lines an editor shows")
  func carriageReturnsEndLines() {
    #expect(CodeSourceIndex.lines(of: "a\r\nb\r\n") == ["a", "b"])
    #expect(CodeSourceIndex.lines(of: "a\rb\nc\r\n\r\nd") == ["a", "b", "c", "d"])
    let header = [
      "#define kBarHeight 44", "@interface HomeViewController : UIViewController", "@end", "",
    ]
    for end in ["\r\n", "\r"] {
      #expect(
        CodeSourceIndex.declaredNames(in: header.joined(separator: end), swift: false)
          == CodeSourceIndex.declaredNames(in: header.joined(separator: "\n"), swift: false))
    }
    #expect(
      CodeSourceIndex.declaredNames(in: header.joined(separator: "\n"), swift: false)
        .isSuperset(of: ["kBarHeight", "HomeViewController"]))
  }

  @Test("a file is read once per process, and again when its bytes change")
  func readOncePerContents() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeReadingSpeedTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Screen.swift").path
    try "import UIKit\nclass FirstViewController: UIViewController {}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let first = try CodeScreens.load(paths: [path]).screens.map(\.className)
    let again = try CodeScreens.load(paths: [path]).screens.map(\.className)
    try "import UIKit\nclass SecondViewController: UIViewController {}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let changed = try CodeScreens.load(paths: [path]).screens.map(\.className)
    #expect(first == ["FirstViewController"])
    #expect(again == first)
    #expect(changed == ["SecondViewController"])
  }
}

/// A screen's interpretations let go (``CodeScreen/forgetLayouts()``, what an audit does once it
/// is done with the screen) are made again, the same.
@Suite("Code screens: interpretations let go")
@MainActor
struct ForgottenLayoutsTests {
  @Test("laid out again after its interpretations are let go, a screen gives the same layout")
  func forgottenLayoutsAreMadeAgain() throws {
    let source = """
      import UIKit
      let kTop: CGFloat = UIScreen.main.bounds.height >= 812 ? 88 : 64
      class ListViewController: UIViewController {
        let bar = UIView()
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          bar.frame = CGRect(x: 0, y: kTop, width: view.bounds.width, height: 44)
          view.addSubview(bar)
          label.text = "Title"
          view.addSubview(label)
          label.translatesAutoresizingMaskIntoConstraints = false
          label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
          label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let environments = [CodeScreenTests.iPhoneX, CodeScreenTests.iPhone8]
    let first = try environments.map { try screen.layout(in: $0) }
    #expect(screen.cache.count == 2)  // kTop and the width differ between the two phones
    screen.forgetLayouts()
    #expect(screen.cache.count == 0)
    let again = try environments.map { try screen.layout(in: $0) }
    #expect(first == again)
    // The two phones differ (the bar below 88 and 64 points): the layouts are not one reused.
    #expect(first[0].scene != first[1].scene)
  }
}

/// A small deterministic generator (SplitMix64) for the random lines.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
