import SourceLint
import Testing

@Suite struct ObjectiveCReaderTests {
  @Test func objectAndFunctionLikeMacros() {
    let model = ObjectiveCReader.read(
      "#define SIZE(x) ((x) * 2)\n#define PAREN (1)\n#define MULTI (a + \\\n  b)\n", file: "a.h")
    #expect(model.definitions.map(\.name) == ["SIZE", "PAREN", "MULTI"])
    #expect(model.definitions[0].parameters == ["x"])
    #expect(model.definitions[1].parameters == nil)
    if case .binary("+", _, _)? = model.definitions[2].expression?.kind {
    } else {
      Issue.record(
        "multi-line macro body not read: \(String(describing: model.definitions[2].expression))")
    }
  }

  @Test func ifBranchesStayApart() {
    let model = ObjectiveCReader.read(
      "#if DEBUG\n#define kTop 64\n#else\n#define kTop 88\n#endif\n", file: "a.h")
    #expect(model.definitions.count == 2)
    #expect(model.definitions[0].isExclusive(with: model.definitions[1]))
    let table = DefinitionTable([model])
    if case .ambiguous(let both) = table.resolve("kTop", from: "b.m") {
      #expect(both.count == 2)
    } else {
      Issue.record("two #if branches must not merge into one definition")
    }
  }

  @Test func macroFromAHeaderIsUsedInAnotherFile() {
    let report = Linter(rules: ["bar_constant"]).lint(sources: [
      (
        "Metrics.h",
        "#define kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n#define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)\n"
      ),
      (
        "View.m",
        "- (void)layout {\n  self.table.frame = CGRectMake(0, kNavBarHeight, 320, 400);\n}\n"
      ),
    ])
    let use = report.findings.first { $0.location.file == "View.m" }
    #expect(use?.definition == "kNavBarHeight")
    #expect(use?.definitionLocation?.description == "Metrics.h:1:9")
    #expect(use?.location.position == SourcePosition(line: 2, column: 36))
  }

  @Test func availabilityFallbackAndConditions() {
    let model = ObjectiveCReader.read(
      """
      - (void)viewDidLoad {
        if (@available(iOS 11.0, *)) {
          a = 1;
        } else {
          self.automaticallyAdjustsScrollViewInsets = NO;
        }
        b = 2;
      }
      """, file: "a.m")
    let fallback = model.statements.filter(\.isAvailabilityFallback).compactMap(\.target)
    #expect(fallback == ["self . automaticallyAdjustsScrollViewInsets"])
    #expect(model.statements.contains { $0.isAvailabilityFallback && $0.target == nil })
    #expect(model.statements.contains { $0.target == "b" && !$0.isAvailabilityFallback })
  }

  @Test func zeroArgumentMethodIsADefinition() {
    let model = ObjectiveCReader.read(
      "+ (BOOL)isNotch {\n  return [UIScreen mainScreen].bounds.size.height >= 812;\n}\n",
      file: "a.m")
    #expect(model.definitions.map(\.name) == ["isNotch"])
    #expect(model.definitions.first?.kind == .method)
  }
}
