import Foundation
import Testing

@testable import InterfaceBuilder

/// XML syntax errors are located where the file is broken, as another XML parser locates them
/// (issue 17 item 3), and lines are counted as editors count them.
///
/// The expected positions were computed once by hand with Python's expat (`xml.parsers.expat`,
/// `ExpatError.lineno`, and `.offset` turned into a 1-based column in characters) on the same
/// mutations, and are recorded here; no script runs in the tests. See
/// `Documentation/HostileInput.md` for the commands.
@Suite struct ErrorLocationTests {
  enum Mutation: String, CaseIterable, Sendable {
    /// `<<` inserted after the first `=` of the first line at or after a third of the file
    /// that holds `="`: an unquoted attribute value.
    case unquotedAttribute
    /// The first `/>` at or after a third of the file made `>`: an element left open, found at a
    /// later end tag.
    case unclosedElement

    func apply(to text: String) -> String? {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var index = max(2, lines.count / 3) - 1
      let marker = self == .unquotedAttribute ? "=\"" : "/>"
      while index < lines.count, !lines[index].contains(marker) { index += 1 }
      guard index < lines.count - 1 else { return nil }
      let line = lines[index]
      if self == .unquotedAttribute, let equals = line.firstIndex(of: "=") {
        lines[index] = String(line[...equals]) + "<<" + String(line[line.index(after: equals)...])
      } else if let range = line.range(of: "/>") {
        lines[index] = line.replacingCharacters(in: range, with: ">")
      }
      return lines.joined(separator: "\n")
    }
  }

  /// Every fifth corpus file, with expat's line and column for each mutation.
  static let expected:
    [(file: String, unquoted: (line: Int, column: Int), unclosed: (line: Int, column: Int))] = [
      ("BigZaphod__Chameleon/Examples__MultiApple__iOS__MainWindow.xib", (46, 19), (51, 8)),
      (
        "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__HidesBottomBarRule__"
          + "HidesBottomBarYesViewController.storyboard", (16, 35), (20, 23)
      ),
      (
        "ReactiveX__RxSwift/RxExample__RxExample__Examples__Calculator__Calculator.storyboard",
        (125, 54), (130, 31)
      ),
      ("artsy__eidolon/Kiosk__Storyboards__Fulfillment.storyboard", (712, 54), (720, 31)),
      ("duckduckgo__iOS/DuckDuckGo__Base.lproj__Feedback.storyboard", (216, 80), (217, 59)),
      (
        "guardianproject__securereader_ios/SecureReader__Views__SCRAuthorView.xib", (47, 47),
        (54, 35)
      ),
      (
        "hackiftekhar__IQKeyboardManager/KeyboardTextFieldDemo__KeyboardTextFieldDemo__"
          + "ScrollViewController.xib", (412, 21), (429, 12)
      ),
      ("mobileprint__ios-print-sdk/Pod__Classes__MP.storyboard", (542, 63), (547, 39)),
      (
        "scenee__FloatingPanel/Examples__Samples__Sources__Base.lproj__Main.storyboard", (291, 31),
        (292, 19)
      ),
    ]

  @Test(Corpus.trait, arguments: Mutation.allCases)
  func mutatedCorpusFilesAgreeWithExpat(mutation: Mutation) throws {
    try Corpus.require()
    for entry in Self.expected {
      let text = try String(contentsOfFile: Corpus.path(entry.file), encoding: .utf8)
      let mutated = try #require(mutation.apply(to: text), "no line to mutate in \(entry.file)")
      let expected = mutation == .unquotedAttribute ? entry.unquoted : entry.unclosed
      do {
        _ = try IBDocument(data: Data(mutated.utf8), path: entry.file)
        Issue.record("\(entry.file) (\(mutation)) was read")
      } catch {
        #expect(error.kind == .malformedXML, "\(entry.file)")
        #expect(
          "\(error.line):\(error.column)" == "\(expected.line):\(expected.column)",
          "\(entry.file) (\(mutation))")
      }
    }
  }

  /// libxml2 recovers from an error and reports more, the last at the end of the file: the
  /// first is the one reported (expat: line 11, column 23 zero-based).
  @Test func firstErrorOfALongFile() throws {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<document>"]
    for index in 0..<2000 { lines.append("  <view id=\"v\(index)\" a=\"1\"/>") }
    lines[10] = "  <view id=\"bad\" a=\"1\" <oops/>"
    lines.append("</document>")
    let text = lines.joined(separator: "\n") + "\n"
    #expect(throws: IBError.self) { try IBDocument(data: Data(text.utf8), path: "long.xml") }
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "long.xml")
    } catch {
      #expect(error.kind == .malformedXML)
      #expect("\(error.line):\(error.column)" == "11:24")
    }
  }

  /// A file with CR line ends (expat: line 4, column 9 zero-based), and with CRLF ones: lines as
  /// editors count them, though libxml2 counts LF alone.
  @Test(arguments: ["\r", "\r\n", "\n"])
  func lineEndings(_ lineEnd: String) throws {
    let text = [
      "<?xml version=\"1.0\"?>", "<document>", "<a>", "<b x=\"1\" <c/>", "</document>", "",
    ]
    .joined(separator: lineEnd)
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "cr.xml")
      Issue.record("read")
    } catch {
      #expect("\(error.line):\(error.column)" == "4:10")
      #expect(error.sourceLine == "<b x=\"1\" <c/>")
    }
  }

  /// A truncated file ending with a line break: the error is at the end of the last line, not
  /// on a line past the end.
  @Test func endOfFileIsOnTheLastLine() throws {
    let text = storyboard("").replacingOccurrences(of: "</document>", with: "") + "\n"
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "cut.storyboard")
      Issue.record("read")
    } catch {
      #expect(error.kind == .malformedXML)
      #expect(error.line <= lineCount)
    }
  }

  /// Files up to the documented 32 MB are read: libxml2's 10,000,000-byte single-chunk limit
  /// does not apply (the parser is fed from a stream).
  @Test func filesOverTenMegabytesAreRead() throws {
    let label = String(repeating: "x", count: 600)
    var text = storyboard("<scene sceneID=\"s\"><objects>SCENE</objects></scene>")
    var views = ""
    for index in 0..<18_000 { views += "<view id=\"v\(index)\" userLabel=\"\(label)\"/>\n" }
    text = text.replacingOccurrences(
      of: "SCENE",
      with: "<viewController id=\"c\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"r\">"
        + "<subviews>\n\(views)</subviews></view></viewController>")
    #expect(text.utf8.count > 10_500_000)
    let document = try IBDocument(data: Data(text.utf8), path: "large.storyboard")
    #expect(document.scenes.first?.controller.view?.subviews.count == 18_000)
  }
}
