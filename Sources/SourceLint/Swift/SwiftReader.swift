import SwiftParser
import SwiftSyntax

/// Reads a Swift file with swift-syntax into a ``SourceModel``: file- and type-scope constants
/// and properties (stored or computed), parameterless helpers that return one expression, and
/// the expressions of statements, conditions and `switch` cases, with availability fallbacks
/// (`if #available(iOS 11, *) {} else {…}`) and whether a condition controls layout.
///
/// ```swift
/// let model = SwiftReader.read("let kTabBarHeight: CGFloat = 49\n", file: "a.swift")
/// model.definitions[0].name  // "kTabBarHeight"
/// ```
public enum SwiftReader {
  /// Reads `text`, named `file` in locations.
  public static func read(_ text: String, file: String) -> SourceModel {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = Visitor(file: file, converter: converter, text: text)
    visitor.walk(tree)
    var problems: [(position: SourcePosition, message: String)] = []
    if tree.hasError {
      problems = Self.problems(tree, converter)
    }
    var model = SourceModel(
      file: file, language: .swift, definitions: visitor.definitions,
      statements: visitor.statements, comments: visitor.comments,
      parseProblems: problems, lineCount: converter.location(for: tree.endPosition).line)
    model.localNames = visitor.localNames
    model.localValues = visitor.localValues
    return model
  }

  /// The first few syntax errors, as located notes.
  static func problems(_ tree: SourceFileSyntax, _ converter: SourceLocationConverter)
    -> [(position: SourcePosition, message: String)]
  {
    var result: [(position: SourcePosition, message: String)] = []
    func visit(_ node: Syntax, depth: Int) {
      guard result.count < 3, depth < 500 else { return }
      if node.is(UnexpectedNodesSyntax.self) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let text = node.trimmedDescription.prefix(40)
        result.append(
          (
            SourcePosition(line: location.line, column: location.column),
            "unexpected code '\(text)'"
          ))
        return
      }
      if let token = node.as(TokenSyntax.self), token.presence == .missing {
        let location = converter.location(for: token.position)
        result.append(
          (
            SourcePosition(line: location.line, column: location.column),
            "expected '\(token.text)'"
          ))
        return
      }
      for child in node.children(viewMode: .all) { visit(child, depth: depth + 1) }
    }
    visit(Syntax(tree), depth: 0)
    return result
  }
}

extension SwiftReader {
  /// The ``LintExpression`` of one Swift expression of a tree parsed by the caller, for readers
  /// that interpret code (CodeScreens) and evaluate device checks, constants and macros through
  /// the same ``Evaluator`` the lint rules use.
  public static func expression(_ node: ExprSyntax, converter: SourceLocationConverter)
    -> LintExpression
  {
    SwiftExpressionConverter(converter: converter).convert(node)
  }

  /// The first few syntax errors of a tree parsed by the caller, as located messages.
  public static func syntaxProblems(
    _ tree: SourceFileSyntax, converter: SourceLocationConverter
  ) -> [(position: SourcePosition, message: String)] {
    problems(tree, converter)
  }
}
