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
}
