import DeviceCatalog
import SourceLint
import Testing

/// ``Evaluator/evaluateRecordingFacts(_:in:)``, the key of a code screen's reuse test: the
/// facts an evaluation read decide its value. Checked against plain evaluation on the catalog
/// (an independent walk of every cell), and the facts read against what each macro's text
/// reads (hand-derived: `&&`, `||` and `?:` read only the side they take).
@Suite("Evaluation: the catalog facts an evaluation read")
struct FactRecordingTests {
  static let source = """
    #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812 || [UIScreen mainScreen].bounds.size.height == 896)
    #define IS_PAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)
    #define kTopInset (IS_PAD ? 20 : (IS_IPHONE_X ? 44 : 20))
    #define kBottomInset ([Util isIPhoneXSeries] ? 34 : 0)
    #define kUnknownInset (Something.height > 1 ? 83 : 49)

    """

  static func expression(_ name: String) throws -> (LintExpression, Evaluator) {
    let model = ObjectiveCReader.read(source, file: "Metrics.h")
    let definition = try #require(model.definitions.first { $0.name == name })
    let expression = try #require(definition.expression)
    return (expression, Evaluator(table: DefinitionTable([model]), file: "Metrics.h"))
  }

  @Test(
    "the value recorded is the evaluation's, and holds in every cell where the facts read do",
    arguments: ["IS_IPHONE_X", "IS_PAD", "kTopInset", "kBottomInset", "kUnknownInset"])
  func factsDecideTheValue(name: String) throws {
    let (expression, evaluator) = try Self.expression(name)
    let cells = CatalogMatrix.environments
    // A sample of the cells as the one evaluated in (every 40th), each compared with every cell.
    for index in stride(from: 0, to: cells.count, by: 40) {
      let recorded = evaluator.evaluateRecordingFacts(expression, in: cells[index])
      #expect(recorded.value == (try? evaluator.evaluate(expression, in: cells[index])))
      #expect(Set(recorded.facts.map(\.fact)).count == recorded.facts.count)
      for other in cells
      where recorded.facts.allSatisfy({ other.value(of: $0.fact) == $0.value }) {
        #expect(
          (try? evaluator.evaluate(expression, in: other)) == recorded.value,
          "\(name) in \(other.description), facts of \(cells[index].description)")
      }
    }
  }

  @Test("only the facts on the path taken are read")
  func factsOnThePathTaken() throws {
    let iPad = try EvaluationTests.cell("iPad Pro (10.5-inch)", .portrait, ios: 17)
    let iPhoneX = try EvaluationTests.cell("iPhone X", .portrait, ios: 16)
    let (top, evaluator) = try Self.expression("kTopInset")
    // An iPad: the idiom decides, the height is never read.
    let onPad = evaluator.evaluateRecordingFacts(top, in: iPad)
    #expect(onPad.value == .number(20))
    #expect(onPad.facts.map(\.fact) == [.idiom])
    // A phone: the idiom, then the height (812: the first comparison holds, `||` stops).
    let onPhone = evaluator.evaluateRecordingFacts(top, in: iPhoneX)
    #expect(onPhone.value == .number(44))
    #expect(onPhone.facts.map(\.fact) == [.idiom, .screenHeight])
    #expect(onPhone.facts.last?.value == .number(812))
    // An opaque notch flag is the display's housing.
    let (bottom, _) = try Self.expression("kBottomInset")
    let notch = evaluator.evaluateRecordingFacts(bottom, in: iPhoneX)
    #expect(notch.value == .number(34))
    #expect(notch.facts == [Evaluator.FactRead(fact: .sensorHousing, value: .boolean(true))])
    // What cannot be evaluated reads nothing here, and has no value.
    let (unknown, _) = try Self.expression("kUnknownInset")
    let none = evaluator.evaluateRecordingFacts(unknown, in: iPhoneX)
    #expect(none.value == nil)
    #expect(none.facts.isEmpty)
  }
}
