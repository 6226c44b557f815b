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
}
