import Testing

@testable import SourceLint

/// `o<a><a><a>…` in a type's body (the robustness round of session 9: a mutated file with
/// 10,000 of them took minutes in swift-syntax's recovery, time quadratic in the run): more than
/// ``SwiftReader/maximumChainedGenerics`` `><` between two braces are not parsed, with a located
/// note.
@Suite struct ChainedGenericsTests {
  static func file(_ count: Int) -> String {
    "import UIKit\nclass P: UIViewController {\n  o" + String(repeating: "<a>", count: count)
      + "\n}\n"
  }

  @Test func aLongRunIsRefusedWhereItStands() {
    #expect(SwiftReader.deepGenericLine(Self.file(1_002)) == 3)
    #expect(SwiftReader.deepGenericLine(Self.file(1_001)) == nil)
    let model = SwiftReader.read(Self.file(20_000), file: "P.swift")
    #expect(model.notes.map { $0.position.line } == [3])
    #expect(model.notes.first?.message.contains("'><' more than 1000 times") == true)
  }

  @Test func bracesAndSemicolonsEndARun() {
    let runs = String(repeating: "o<a><a>;", count: 3_000)
    #expect(SwiftReader.deepGenericLine("func g() {\n" + runs + "\n}\n") == nil)
  }

  @Test("a class name followed by 3,000 parentheses is not parsed (signal 11 before)")
  func parenthesesAfterAClassName() {
    let text =
      "import UIKit\nclass EditorToolbar: UIToolbar {}\nclass EditorViewCon"
      + String(repeating: "(", count: 3_000) + "\n"
    #expect(SwiftReader.deepGenericLine(text) == 3)
    let model = SwiftReader.read(text, file: "Editor.swift")
    #expect(model.notes.map { $0.position.line } == [3])
    // 64 are read (a parse error, not a crash); an expression's parentheses are not counted.
    let few = "class C" + String(repeating: "(", count: 64) + "\n"
    #expect(SwiftReader.deepGenericLine(few) == nil)
    let expression =
      "let p = f" + String(repeating: "(", count: 3_000) + "1"
      + String(repeating: ")", count: 3_000) + "\n"
    #expect(SwiftReader.deepGenericLine(expression) == nil)
  }

  /// `let name` or `let` followed by about 2,000 `(` overflowed the stack in swift-syntax's
  /// pattern lookahead (session 9's mutation run: `let isNotchedPhone(((…`); `var` and an
  /// expression after `=` did not, and a tuple pattern of ordinary depth is read.
  @Test("a let followed by 3,000 parentheses is not parsed")
  func parenthesesAfterLet() {
    for head in ["let isNotchedPhone", "let ", "  nonisolated let x "] {
      let text = "import UIKit\n" + head + String(repeating: "(", count: 3_000) + "\n"
      #expect(SwiftReader.deepGenericLine(text) == 2, "\(head)")
      let model = SwiftReader.read(text, file: "Device.swift")
      #expect(model.notes.map { $0.position.line } == [2], "\(head)")
    }
    #expect(SwiftReader.deepGenericLine("let (a, b) = (1, 2)\nlet outlet = f((1))\n") == nil)
    #expect(SwiftReader.deepGenericLine("let few" + String(repeating: "(", count: 64)) == nil)
  }
}
