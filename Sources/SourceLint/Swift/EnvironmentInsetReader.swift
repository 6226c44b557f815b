import SwiftSyntax

/// Reads a SwiftUI file for environment values that carry a window's insets: a key whose
/// `defaultValue` reads a global window's safe area (`keyWindow`, `windows.first`) and the
/// `EnvironmentValues` property that returns it (`self[SafeAreaInsetsKey.self]`, or an
/// `@Entry var` with such a value); the values the file sets (`.environment(\.name, …)`); and
/// where a view lays out with one it reads (`@Environment(\.name) var insets` …
/// `.padding(.top, insets.top)`). The run joins them (``Analyzer``): a value nothing sets is
/// its default, the key window's insets, which are not the view's own (a sheet, a split view,
/// a hidden bar, rotation after the value was first read).
final class EnvironmentInsetReader: SyntaxVisitor {
  let converter: SourceLocationConverter
  /// Keys whose default reads a global window's safe area, with where.
  private var windowKeys: [String: SourcePosition] = [:]
  /// `EnvironmentValues` properties and the key each returns.
  private var keyOfValue: [String: String] = [:]
  private var entryValues: [String: SourcePosition] = [:]
  private(set) var valuesSet: Set<String> = []
  /// `@Environment(\.name) var local`: the local names, to the value's name.
  private var locals: [String: String] = [:]
  private var candidateReads: [(local: String, position: SourcePosition)] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// The values whose default reads a window's insets, with where the default is.
  var windowInsetValues: [String: SourcePosition] {
    var result = entryValues
    for (value, key) in keyOfValue {
      if let place = windowKeys[key] { result[value] = place }
    }
    return result
  }

  /// Where the file lays out with such a value, by the value's name.
  var reads: [(name: String, position: SourcePosition)] {
    candidateReads.compactMap { read in locals[read.local].map { ($0, read.position) } }
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }

  static func readsWindowInsets(_ text: String) -> Bool {
    text.includes("safeAreaInsets")
      && (text.includes("keyWindow") || text.includes("windows") || text.includes("delegate"))
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherits = node.inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription == "EnvironmentKey"
    }
    guard inherits == true else { return .visitChildren }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: { $0.pattern.trimmedDescription == "defaultValue" }),
        Self.readsWindowInsets(variable.description)
      else { continue }
      windowKeys[node.name.text] = position(variable.bindingSpecifier)
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.extendedType.trimmedDescription == "EnvironmentValues" else { return .visitChildren }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      if variable.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry"
      }) {
        if let value = binding.initializer, Self.readsWindowInsets(value.description) {
          entryValues[name] = position(binding.pattern)
        }
        continue
      }
      // `self[SafeAreaInsetsKey.self]` in the getter.
      let text = binding.accessorBlock?.description ?? ""
      if let open = text.firstRange(of: "self["),
        let end = text[open.upperBound...].firstRange(of: ".self]")
      {
        keyOfValue[name] = String(text[open.upperBound..<end.lowerBound])
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `.environment(\.safeAreaInsets, proxy.safeAreaInsets)`.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "environment",
      let path = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
      let name = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?
        .declName.baseName.text
    {
      valuesSet.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // `@Environment(\.safeAreaInsets) private var safeAreaInsets`.
    for attribute in node.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "Environment",
        case .argumentList(let arguments) = attribute.arguments,
        let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
        let name = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?
          .declName.baseName.text,
        let local = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      locals[local] = name
    }
    return .visitChildren
  }

  /// Layout modifiers whose arguments place a view.
  static let layoutModifiers: Set<String> = [
    "padding", "frame", "offset", "position", "safeAreaPadding",
  ]

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `insets.top` in an argument of `.padding(…)`, `.frame(…)`, `.offset(…)`, however deep in
    // it (measurement P: `.offset(x: 0, y: shown ? (insets.top + 56) : 0)`,
    // `.offset(CGSize(width: -10, height: -(24 + insets.top)))`), up to the statement.
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      ["top", "bottom", "leading", "trailing"].contains(node.declName.baseName.text)
    else { return .visitChildren }
    var current = node.parent
    var steps = 0
    while let parent = current, steps < 32 {
      steps += 1
      if let call = parent.as(FunctionCallExprSyntax.self),
        let called = call.calledExpression.as(MemberAccessExprSyntax.self),
        Self.layoutModifiers.contains(called.declName.baseName.text)
      {
        candidateReads.append((base.baseName.text, position(node)))
        break
      }
      if parent.is(CodeBlockItemSyntax.self) { break }
      current = parent.parent
    }
    return .visitChildren
  }
}
