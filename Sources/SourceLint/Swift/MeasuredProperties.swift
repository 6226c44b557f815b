import SwiftSyntax

/// The stored properties of a file that the file sets from a `GeometryReader`'s measure:
/// `@State private var tabWidth = UIScreen.main.bounds.width * 0.55` that
/// `updateWidths(for: proxy.size.width)` replaces in the reader's `.onAppear` and
/// `.onChange(of: proxy.size.width)` (measurement I: 12 false alarms in two files). The screen's
/// width there is a seed for the first frame; what the view lays out with is its own measure.
///
/// A property counts when the file assigns it
/// - a value that reads a `GeometryReader`'s proxy size or frame (`width = proxy.size.width`),
/// - in a function the file calls with such a value (`updateWidths(for: proxy.size.width)` and
///   `func updateWidths(for width: CGFloat) { tabWidth = width * ratio }`), or
/// - in the action of `.onGeometryChange(for:of:action:)`.
enum MeasuredProperties {
  /// The names, or none when the file measures nothing (a byte check first).
  static func names(in tree: SourceFileSyntax, text: String) -> Set<String> {
    guard text.includes("GeometryReader") || text.includes("onGeometryChange") else { return [] }
    let readers = ReaderCollector(viewMode: .sourceAccurate)
    readers.walk(tree)
    let assignments = AssignmentCollector(
      proxies: readers.proxies, measuringFunctions: readers.measuringFunctions)
    assignments.walk(tree)
    return assignments.measured
  }

  /// Whether `text` reads a proxy's size or frame (`proxy.size.width`, `geo.frame(in: .local)`).
  static func readsMeasure(_ text: String, proxies: Set<String>) -> Bool {
    proxies.contains { text.includes($0 + ".size") || text.includes($0 + ".frame(") }
  }

  /// The names of the `GeometryReader` closures' parameters, and the functions the file calls
  /// with a measure.
  private final class ReaderCollector: SyntaxVisitor {
    var proxies: Set<String> = []
    var measuringFunctions: Set<String> = []
    private var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "GeometryReader" {
        for closure in [node.trailingClosure].compactMap({ $0 })
          + node.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
        {
          switch closure.signature?.parameterClause {
          case .simpleInput(let parameters)?:
            for parameter in parameters { proxies.insert(parameter.name.text) }
          case .parameterClause(let clause)?:
            for parameter in clause.parameters {
              proxies.insert((parameter.secondName ?? parameter.firstName).text)
            }
          case nil: proxies.insert("$0")
          }
        }
      }
      calls.append(node)
      return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
      guard !proxies.isEmpty else { return }
      for call in calls {
        let name =
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
              ? member.declName.baseName.text : nil
          }
        guard let name,
          call.arguments.contains(where: {
            MeasuredProperties.readsMeasure($0.expression.trimmedDescription, proxies: proxies)
          })
        else { continue }
        measuringFunctions.insert(name)
      }
    }
  }

  /// The properties assigned from a measure.
  private final class AssignmentCollector: SyntaxVisitor {
    let proxies: Set<String>
    let measuringFunctions: Set<String>
    var measured: Set<String> = []

    init(proxies: Set<String>, measuringFunctions: Set<String>) {
      self.proxies = proxies
      self.measuringFunctions = measuringFunctions
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }),
        index == 1
      else { return .visitChildren }
      var target = elements[0].trimmedDescription
      if target.hasPrefix("self.") { target.removeFirst(5) }
      guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        return .visitChildren
      }
      let value = elements[(index + 1)...].map(\.trimmedDescription).joined(separator: " ")
      if MeasuredProperties.readsMeasure(value, proxies: proxies) || isInMeasuringContext(node) {
        measured.insert(target)
      }
      return .visitChildren
    }

    /// Whether `node` is in a function the file calls with a measure, or in the action of
    /// `.onGeometryChange`.
    func isInMeasuringContext(_ node: some SyntaxProtocol) -> Bool {
      var parent = node.parent
      while let current = parent {
        if let function = current.as(FunctionDeclSyntax.self) {
          return measuringFunctions.contains(function.name.text)
        }
        if let closure = current.as(ClosureExprSyntax.self),
          let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "onGeometryChange"
        {
          return true
        }
        if current.is(MemberBlockSyntax.self) { return false }
        parent = current.parent
      }
      return false
    }
  }
}
