import Findings
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import SourceLint

/// The linter's fast paths give what the slow calls they replace give (checked against
/// swift-syntax, Foundation and the standard library), and threads do not change a report.
@Suite struct FastPathTests {
  static let swiftSource = """
    import UIKit

    final class Screen: UIViewController {  // a trailing comment
      /// A doc comment.
      @available(iOS, deprecated: 11)
      var isNotched: Bool { view.window?.safeAreaInsets.bottom ?? 0 > 0 }
      func layout() {
        let height: CGFloat = UIScreen.main.bounds.height == 812 ? 88 : 64
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)  /* é */
        items = items.map { $0 * 2 }.filter { $0 > 3 }.sorted { "ünïcödé \\($0)" < "\\($1)" }
        if UIDevice.current.userInterfaceIdiom == .pad {
          return "name"
        }
      }
    }
    """

  @Test func syntaxTextMatchesTrimmedDescription() {
    let tree = Parser.parse(source: Self.swiftSource)
    var checked = 0
    func visit(_ node: Syntax) {
      #expect(SyntaxText.trimmed(node) == node.trimmedDescription)
      for count in [1, 10, 16, 60] {
        #expect(SyntaxText.prefix(node, count) == String(node.trimmedDescription.prefix(count)))
      }
      checked += 1
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(tree))
    #expect(checked > 100)
  }

  /// The byte-read prefix and the one-walk token facts give, for every node, what the token
  /// walks they replace give: also with multi-byte characters, combining marks at the cut,
  /// syntax errors (missing and unexpected tokens) and an empty file.
  @Test func bytePrefixAndTokenFactsMatchTheTokenWalk() {
    let sources = [
      Self.swiftSource,
      "let s = \"e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}\" + \"🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂\"\n",
      "func f() -> CGFloat { if a { return 44 } else { x = 20; return frame.height } }\n",
      "func g( { let = ; if { return 3 \n",
      "",
      "guard x else { return }\nlet y: CGFloat = b ? 88 : 64\n",
    ]
    for source in sources {
      let tree = Parser.parse(source: source)
      let bytes = Array(source.utf8)
      var checked = 0
      func visit(_ node: Syntax) {
        for count in [1, 2, 16, 60] {
          #expect(SyntaxText.prefix(node, count, source: bytes) == SyntaxText.prefix(node, count))
        }
        // The two walks `controls` made before (written out here, not the library's).
        var walked = (layoutWord: false, numbers: false, returnsNumber: false)
        var previousWasReturn = false
        for token in node.tokens(viewMode: .sourceAccurate) {
          switch token.tokenKind {
          case .identifier(let name):
            if LayoutWords.words.contains(name) { walked.layoutWord = true }
          case .integerLiteral(let text), .floatLiteral(let text):
            if text != "0" && text != "1" {
              walked.numbers = true
              if previousWasReturn { walked.returnsNumber = true }
            }
          default: break
          }
          switch token.tokenKind {
          case .keyword(.return), .equal, .infixQuestionMark, .colon: previousWasReturn = true
          default: previousWasReturn = false
          }
        }
        let counted = TokenFacts.walk(node.tokens(viewMode: .sourceAccurate))
        #expect(counted.layoutWord == walked.layoutWord, "\(node.kind)")
        #expect(counted.numbers == walked.numbers, "\(node.kind)")
        #expect(counted.returnsNumber == walked.returnsNumber, "\(node.kind)")
        checked += 1
        for child in node.children(viewMode: .all) { visit(child) }
      }
      visit(Syntax(tree))
      #expect(checked > 0)
    }
  }

  @Test func wordsAndSearchMatchTheGeneralForms() {
    #expect(NameMeaning.words("kNavBarHeight") == ["k", "nav", "bar", "height"])
    #expect(NameMeaning.words("IS_IPHONE_X_Series") == ["is", "iphone", "x", "series"])
    #expect(NameMeaning.words("self.statusBar2Frame:") == ["self", "status", "bar2", "frame"])
    #expect(NameMeaning.words("kÉcranHauteur") == ["k", "écran", "hauteur"])  // not ASCII
    let texts = ["", "a", "navbar", "jxnavigationheight", "windows[0].safeAreaInsets", "ééa"]
    let parts = ["", "a", "nav", "navigationheight", "windows[", "éa", "x"]
    for text in texts {
      for part in parts {
        #expect(text.includes(part) == (part.isEmpty || text.range(of: part) != nil))
      }
      for path in [text, "a.b", "a.b.", "..", ".", "a..b", "UIScreen.main.bounds"] {
        #expect(
          path.lastDotComponent.map(String.init) == path.split(separator: ".").last.map(String.init)
        )
      }
    }
  }

  /// `includes` on contiguous storage (native strings and their substrings) and on bridged or
  /// other storage gives what a byte-by-byte search of the UTF-8 gives, for every needle
  /// position, overlapping near-matches and texts with multi-byte characters.
  @Test func includesMatchesAByteSearch() {
    func reference(_ text: [UInt8], _ part: [UInt8]) -> Bool {
      if part.isEmpty { return true }
      guard part.count <= text.count else { return false }
      for start in 0...(text.count - part.count)
      where Array(text[start..<start + part.count]) == part {
        return true
      }
      return false
    }
    let alphabet = ["a", "b", "é", "/", "ab", "aab", "🙂"]
    var generator = SystemRandomNumberGenerator()
    var texts: [String] = ["", "aaab", "abab", "aab", "safearea: disable", "// safearea:"]
    for _ in 0..<300 {
      let count = Int.random(in: 0...12, using: &generator)
      texts.append((0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined())
    }
    let parts = ["", "a", "ab", "aab", "aaab", "é", "éa", "b/", "🙂a", "safearea:", "abababab"]
    for text in texts {
      let substring = ("x" + text + "y").dropFirst().dropLast()
      for part in parts {
        let expected = reference(Array(text.utf8), Array(part.utf8))
        #expect(text.includes(part) == expected, "\(text) includes \(part)")
        #expect(substring.includes(part) == expected, "\(text) (substring) includes \(part)")
      }
    }
  }

  @Test func commentsAreTheTokensTriviaComments() {
    let sources = [
      Self.swiftSource,
      "let url = \"http://example.com\" // a comment after a string with //\n/* a\n block */ let x = 1 /* é */\n",
      "let s = \"\"\"\n  // not a comment\n  \"\"\" // a comment\nlet r = #\"/* no */\"#\n",
      "// only a comment",
    ]
    for source in sources {
      let tree = Parser.parse(source: source)
      let converter = SourceLocationConverter(fileName: "a.swift", tree: tree)
      // What the visitor collects must equal every comment piece of every token's trivia.
      var expected: [SourceComment] = []
      func record(_ trivia: Trivia, from position: AbsolutePosition) {
        var offset = position
        for piece in trivia {
          switch piece {
          case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
            .docBlockComment(let text):
            let start = converter.location(for: offset)
            let end = converter.location(for: offset + piece.sourceLength)
            expected.append(
              SourceComment(
                text: text, position: SourcePosition(line: start.line, column: start.column),
                endLine: end.line))
          default: break
          }
          offset = offset + piece.sourceLength
        }
      }
      for token in tree.tokens(viewMode: .sourceAccurate) {
        record(token.leadingTrivia, from: token.position)
        record(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
      }
      #expect(!expected.isEmpty)
      #expect(SwiftReader.read(source, file: "a.swift").comments == expected)
    }
  }

  @Test func nameTestsMatchTheirWordForms() {
    let names = [
      "kNavBarHeight", "IS_IPHONE_X_Series", "isNotchScreen", "hasNotch", "isIPhoneX", "isX",
      "safeAreaInsetsForDeviceWithNotch", "kÉcranNotch", "self.view.frame", "", "_", "a.b:c",
    ]
    for name in names {
      if let joined = NameMeaning.asciiJoined(name) {
        #expect(joined == NameMeaning.words(name).joined())
      }
    }
    let constants: [(String, LintExpression.Kind?)] = [
      (".landscapeLeft", .string("landscape")),
      ("UIInterfaceOrientationLandscapeRight", .string("landscape")),
      ("UIDeviceOrientationPortraitUpsideDown", .string("portrait")),
      (".portrait", .string("portrait")),
      ("portrait", nil), ("landscapeLeft", .string("landscape")), (".pad", .string("pad")),
      (".phone", .string("phone")), ("YES", .boolean(true)), ("height", nil), ("é", nil),
    ]
    for (name, kind) in constants { #expect(FactReader.constant(name) == kind) }
    let metricNames =
      names + [
        "kTabBarHeight", "tab_bar_h", "navHeight", "kTopBarH", "statusBarFrame", "toolBarHeight",
        "homeIndicatorInset", "bottomSafeInset", "kBottomMargin", "rowHeight", "frame",
      ]
    for name in metricNames where !NameMeaning.mayNameMetric(name) {
      for numbers in [[], [100.0]] {
        for readsStatusBar in [false, true] {
          #expect(NameMeaning.metric(name, numbers: numbers, readsStatusBar: readsStatusBar) == nil)
        }
      }
    }
    #expect(NameMeaning.mayNameMetric("kTabBarHeight") && !NameMeaning.mayNameMetric("rowHeight"))
    #expect(NameMeaning.isNotchName("IS_IPHONE_X_Series"))
    #expect(NameMeaning.isNotchName("kÉcranNotch"))
    #expect(!NameMeaning.isNotchName("safeAreaInsetsForDeviceWithNotch"))
    #expect(!NameMeaning.isNotchName("kNavBarHeight"))
    let targets = [
      "self.view.frame", "statusBarView.height", "*p", "a[0]", "f(x)", " ", "", "é.ü", "(self.a)",
      "x.", "frame",
    ]
    for target in targets {
      let split = target.split(whereSeparator: { " *.()[]".contains($0) }).last.map(String.init)
      #expect(Analyzer.lastName(target) == split ?? target)
      #expect(Analyzer.hasWords(target) == !NameMeaning.words(target).isEmpty)
    }
    // The threshold test turns names away by their last bytes before splitting them: the same
    // answer as the last word's.
    let thresholds = [
      "swipeThreshold", "screenCutoff", "SCREEN_CUTOFF_", "kThreshold:", "threshold", "Cutoff.",
      "noThreshold", "Nothreshold", "thresholdValue", "cutoffs", "THRESHOLD__", "kÉcranCutoff",
      "x_threshold2", "", "_", "threshold_ü", "ffotuc",
    ]
    for name in thresholds + names + targets {
      let last = NameMeaning.words(name).last?.lowercased()
      #expect(Shapes.namesThreshold(name) == (last == "cutoff" || last == "threshold"), "\(name)")
    }
  }

  @Test func reportIsSortedWhateverTheInputOrderAndAFileGivenTwiceCountsOnce() {
    let header = (
      "Metrics.h",
      "#define kNavBarHeight 64\n// safearea:disable-next-line bar_constant\n#define kTabBarHeight 49\n"
    )
    let views = (0..<4).map { index in
      ("View\(index).m", "void f(void) { v.frame = CGRectMake(0, kNavBarHeight, \(index), 1); }\n")
    }
    let inOrder = [header] + views
    let shuffled = Array(views.reversed()) + [header]
    let expected = Linter(jobs: 1).lint(sources: inOrder)
    #expect(expected.findings == expected.findings.sorted(by: LintFinding.ordered))
    #expect(expected.findings.count == 5)
    #expect(expected.suppressedCount == 1)
    for jobs in [1, 2] {
      let report = Linter(jobs: jobs).lint(sources: shuffled)
      #expect(report.findings == expected.findings)
      #expect(report.suppressedCount == 1)
      let twice = Linter(jobs: jobs).lint(sources: shuffled + [views[1], header])
      #expect(twice.findings == expected.findings)
      #expect(twice.suppressedCount == 1)
    }
  }

  @Test func cellsAreLeftOutOnlyWhereAsked() {
    let sources = [("a.h", "#define kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n")]
    let report = Linter().lint(sources: sources)
    let full = report.findingsReport
    let lean = report.findingsReport(includingCells: false)
    #expect(full.findings.map(\.properties.count) == [2])
    #expect(lean.findings.map(\.properties.count) == [1])
    var stripped = full
    for index in stripped.findings.indices { stripped.findings[index].properties.removeLast() }
    #expect(stripped == lean)
  }

  @Test func oneThreadAndTwoGiveTheSameReport() {
    var sources: [(name: String, text: String)] = [
      (
        "Metrics.h",
        "#define IS_IPHONE_X (SCREEN_HEIGHT == 812)\n#define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height\n#define kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n"
      )
    ]
    for index in 0..<6 {
      sources.append(
        (
          "View\(index).m",
          "- (void)layout { if (IS_IPHONE_X) { self.top.constant = kNavBarHeight + \(index); } }\n"
        ))
      sources.append(("Screen\(index).swift", Self.swiftSource))
    }
    let one = Linter(jobs: 1).lint(sources: sources)
    let two = Linter(jobs: 2).lint(sources: sources)
    #expect(!one.findings.isEmpty)
    #expect(one == two)
    #expect(
      one.findingsReport.findings.map(\.message) == two.findingsReport.findings.map(\.message))
  }

  /// The run's folder of a file found on the bytes (`DefinitionTable.asciiScope`) is the one the
  /// Character walk finds, for ASCII folders under, beside and outside the run's folder; a
  /// folder that is not plain ASCII is left to the Character walk.
  @Test func asciiScopeMatchesTheCharacterWalk() {
    let roots: [Substring] = ["", "/work/apps", "/work/apps/", "apps", "/"]
    let folders: [Substring] = [
      "/work/apps/Habitica/HabitRPG/Views", "/work/apps", "/work/apps/", "/work/appsX/a",
      "/work/apps//A//b", "/work/apps///", "/work", "", "/", "apps/A", "apps", "A/B/C",
      "/work/apps/A", "//x",
    ]
    var compared = 0
    for root in roots {
      for folder in folders {
        guard let fast = DefinitionTable.asciiScope(folder, root: root) else {
          Issue.record("\(folder) is plain ASCII")
          continue
        }
        #expect(fast == DefinitionTable.characterScope(folder, root: root), "\(folder) \(root)")
        compared += 1
      }
    }
    #expect(compared == roots.count * folders.count)
    #expect(DefinitionTable.asciiScope("/work/caf\u{E9}/A", root: "/work") == nil)
    #expect(DefinitionTable.asciiScope("/work/a\r\n/A", root: "/work") == nil)
    // A file's folder, read on the contiguous bytes, is what a Character search finds.
    for file in ["a/b/c.swift", "c.swift", "/x", "", "caf\u{E9}/\u{FC}/f.m", "a//b/", "e\u{301}/x"]
    {
      let slash = file.lastIndex(of: "/")
      #expect(DefinitionTable.folder(file) == (slash.map { file[..<$0] } ?? ""), "\(file)")
    }
  }
}
