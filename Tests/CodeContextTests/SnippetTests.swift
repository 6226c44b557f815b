import Testing

@testable import CodeContext

/// A fact's snippet is read from the syntax tree token by token, only as far as its 160
/// characters (issue 28's speed work): it must be the snippet of the statement's whole text,
/// as it was made before.
@Suite("Code context: statement snippets")
struct SnippetTests {
  /// The snippet as it was made before: the whole text walked, its length counted by
  /// `String.count` after every character (the reference the new one is compared with).
  static func reference(_ text: String) -> String {
    var result = ""
    var lastWasSpace = false
    for character in text {
      if character.isWhitespace {
        if !lastWasSpace, !result.isEmpty { result.append(" ") }
        lastWasSpace = true
      } else {
        result.append(character)
        lastWasSpace = false
      }
      if result.count >= 160 { return result + "…" }
    }
    return result.hasSuffix(" ") ? String(result.dropLast()) : result
  }

  @Test("a text's snippet is the reference's, short, long, with runs of white space and not ASCII")
  func textSnippets() {
    let long = String(repeating: "view.addSubview(label)  \n\t ", count: 12)
    let texts = [
      "", " ", "a", "  a  b  ", "present(vc, animated: true)\n",
      long, "é" + long, long + "日本語", String(repeating: "ab ", count: 53) + "c",
      String(repeating: "x", count: 159), String(repeating: "x", count: 160),
      String(repeating: "x", count: 161), String(repeating: "🇫🇷", count: 170),
      "let a = \"中文\"\r\n  + b", "\u{600} x", "e\u{301}  e\u{301}",
    ]
    for text in texts {
      #expect(snippetText(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }

  @Test("a statement's snippet, read from its tokens, is the reference's of its source text")
  func statementSnippets() throws {
    let statements = [
      "navigationController?.pushViewController(DetailViewController(), animated: true)",
      "present(alert, /* shown */ animated: true)",
      "UIView.animate(withDuration: 0.3) {\n        self.view.layoutIfNeeded()\n        "
        + String(repeating: "self.label.alpha = 1 // fade in\n        ", count: 8) + "}",
      "tabBarController?.selectedIndex = 1",
      "let title = \"设置\" + name",
    ]
    let body = statements.map { "    " + $0 }.joined(separator: "\n")
    let source = """
      class ListViewController: UIViewController {
        override func viewDidLoad() {
      \(body)
        }
      }
      """
    let file = SwiftCodeReader.read(source, path: "List.swift")
    let method = try #require(
      file.classes.first?.methods.first { $0.name.hasPrefix("viewDidLoad") })
    #expect(method.statements.count >= statements.count)
    for statement in statements {
      let expected = Self.reference(statement.trimmingWhitespace)
      #expect(
        method.statements.contains { $0.snippet == expected },
        "\(expected) in \(method.statements.map(\.snippet))")
    }
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
