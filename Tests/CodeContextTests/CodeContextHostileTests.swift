import Foundation
import Testing

@testable import CodeContext

/// The code context's readers on hostile sources (the robustness round of session 9): Typhoon's
/// `injectProperty:` read in one pass (unclosed definitions do not make the reader scan to the
/// end of the file once per definition, and an injection belongs to the innermost definition
/// around it); a Swift file with brackets nested thousands deep is not parsed.
@Suite struct CodeContextHostileTests {
  @Test("20,000 unclosed definitions are read in one pass, each injection once")
  func unclosedDefinitions() {
    let definition =
      "[TyphoonDefinition withClass:[CardViewController class] configuration:^(TyphoonDefinition"
      + " *definition) {\n  [definition injectProperty:@selector(modalPresentationStyle)"
      + " with:@(UIModalPresentationCustom)];\n"
    let text =
      "@implementation CardAssembly\n- (id)card {\n"
      + String(repeating: definition, count: 20_000) + "}\n@end\n"
    let file = ObjectiveCCodeReader.read(text, path: "App/CardAssembly.m")
    #expect(file.injections.count == 20_000)
    #expect(file.injections.last?.location.line == 40_002)
    #expect(file.injections.allSatisfy { $0.className == "CardViewController" })
  }

  @Test("an injection inside a nested definition is the nested class's only")
  func nestedDefinitions() {
    let text = """
      @implementation Assembly
      - (id)home {
        return [TyphoonDefinition withClass:[HomeViewController class]
                              configuration:^(TyphoonDefinition *definition) {
          [definition injectProperty:@selector(card)
                                with:[TyphoonDefinition withClass:[CardViewController class]
                                                    configuration:^(TyphoonDefinition *inner) {
            [inner injectProperty:@selector(modalPresentationStyle)
                             with:@(UIModalPresentationCustom)];
          }]];
          [definition injectProperty:@selector(modalPresentationStyle)
                                with:@(UIModalPresentationFullScreen)];
        }];
      }
      @end
      """
    let file = ObjectiveCCodeReader.read(text, path: "App/Assembly.m")
    #expect(file.injections.map(\.className) == ["CardViewController", "HomeViewController"])
    #expect(
      file.injections.map(\.value) == [
        .name("UIModalPresentationCustom"), .name("UIModalPresentationFullScreen"),
      ])
    #expect(file.injections.map(\.location.line) == [8, 11])
  }

  @Test("a Swift file with brackets nested 3,000 deep is not parsed (signal 11 before)")
  func deepBracketsAreNotParsed() {
    let deep = String(repeating: "[", count: 3_000) + "Int" + String(repeating: "]", count: 3_000)
    let text = """
      import UIKit
      class ChildViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let deep: \(deep) = []
        }
      }
      """
    let index = CodeIndex.read(sources: [("App/Child.swift", text)])
    #expect(index.facts(of: "ChildViewController").isEmpty)
  }

  /// A truncated file whose last method ends in an opener (`if (ready) {`, `if (`): nothing
  /// closes it, `matching` returns the opener, and the body's range was reversed (SIGILL,
  /// `Range requires lowerBound <= upperBound`, found by session 9's mutation run).
  @Test("a method whose last token opens a brace or a parenthesis is read, not trapped on")
  func methodEndingInAnOpener() {
    let tails = [
      "if (ready) {", "if (", "for (", "{", "^{", "} else {", "else if (x) {",
      "for (int i = 0; i < titles.count; i++) {\n        UIBut",
    ]
    for tail in tails {
      let text = """
        @implementation HeaderViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.view.backgroundColor = [UIColor whiteColor];
            \(tail)
        """
      let file = ObjectiveCCodeReader.read(text, path: "App/HeaderViewController.m")
      #expect(file.classes.first?.name == "HeaderViewController", "\(tail)")
    }
  }
}
