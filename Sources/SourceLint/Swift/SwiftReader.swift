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
    // swift-syntax bounds the nesting of parentheses, brackets and braces, not of generic
    // arguments: 10,000 nested `A<…>` recursed until the stack ran out. Such a file is not
    // parsed; a located note says why.
    if let line = deepGenericLine(text) {
      var model = SourceModel(file: file, language: .swift)
      model.notes = [
        (
          SourcePosition(line: line, column: 1),
          "generic arguments or brackets nested more than \(maximumGenericDepth) deep (or '><' more than"
            + " \(maximumChainedGenerics) times) are not read; the "
            + "file is not linted"
        )
      ]
      model.lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      return model
    }
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    return read(text, file: file, tree: tree, converter: converter)
  }

  /// ``read(_:file:)`` of a text already parsed (`tree` is `Parser.parse(source: text)`, and
  /// `converter` its converter named `file`), for a reader that parses the file for itself too:
  /// the code-screen reader parsed each Swift file twice.
  package static func read(
    _ text: String, file: String, tree: SourceFileSyntax, converter: SourceLocationConverter
  ) -> SourceModel {
    let visitor = Visitor(file: file, converter: converter, text: text)
    // Every aliased object starts with one of these names, written in the file: most files
    // hold none, and their declarations are not walked (1 % of linting NetNewsWire, round Y).
    if text.includes("UIScreen") || text.includes("UIApplication") || text.includes("UIDevice") {
      visitor.objectAliases = Self.objectAliases(tree)
    }
    visitor.walk(tree)
    // A stored property the file sets from a `GeometryReader`'s measure holds the view's own
    // size: the screen's size it starts from is not what it lays out with.
    let measured = MeasuredProperties.names(in: tree, text: text)
    Self.forgetValues(of: measured, kinds: [.property], in: visitor)
    // A `View`'s private constant that only frames the view's own height
    // (`private let toolbarHeight: CGFloat = 70` … `.frame(height: toolbarHeight)`) is that
    // view's height, whatever its name says: not a stand-in for a system bar.
    let ownHeights = Self.ownViewHeights(tree)
    Self.forgetValues(of: ownHeights, kinds: [.property, .constant], in: visitor)
    // A private property the file never reads (written at most: `itemWidth = screenWith /
    // 10` with `itemWidth` used nowhere) lays nothing out: neither its value nor what is
    // assigned to it is a finding (measurement O: two screen widths nothing reads). Only where
    // the file reads the screen, the one rule this settles.
    if text.includes("UIScreen") {
      let unread = Self.unreadPrivateNames(tree)
      if !unread.isEmpty {
        Self.forgetValues(of: unread, kinds: [.property, .constant], in: visitor)
        visitor.statements.removeAll { statement in
          guard let target = statement.target else { return false }
          let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
          return unread.contains(name)
        }
      }
    }
    // A local `let` of a body that nothing after it reads — but the value of another such
    // local — lays nothing out (measurement Y: `let screenHeight = UIScreen.main.bounds.height`
    // in `.onAppear { … }`, read only by `let xOffset = …` and `let yOffset = …`, which nothing
    // reads: 12 screen reads reported). Read from the file's tokens, not from what the reader
    // converts, so a use it keeps as unknown still counts as a read.
    if text.includes("UIScreen") {
      let unread = UnreadLocals.declarations(tree, converter: converter)
      if !unread.isEmpty {
        visitor.statements.removeAll { statement in
          guard let target = statement.target else { return false }
          let line = statement.expression.position.line
          return unread.contains { $0.name == target && $0.lines.contains(line) }
        }
      }
    }
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
    model.typeAliases = visitor.typeAliases
    model.superTypes = visitor.superTypes
    model.declaredTypes = visitor.declaredTypes
    model.notes = visitor.notes.collected
    if text.includes("SwiftUI") || text.includes("UIHostingController") {
      let patterns = SwiftUIPatterns(converter: converter, text: text)
      patterns.walk(tree)
      model.patternFindings = patterns.findings
      model.controlViews = patterns.controlViews
      model.verticalInsetViews = patterns.verticalInsetViews
      model.scrollContainerViews = patterns.scrollContainerViews
      model.representableViews = patterns.representableViews
      model.sideControlViews = patterns.sideControlViews
      model.pendingIgnores = patterns.pendingIgnores
      model.inputViews = patterns.inputViews
      model.barViews = patterns.barViews
      model.pendingBars = patterns.pendingBars
      model.viewShapes = patterns.viewShapes
      let geometry = GeometryProxyNames(viewMode: .sourceAccurate)
      geometry.walk(tree)
      model.geometryProxyNames = geometry.names
      model.madeViews = patterns.madeViews
      model.modifierIgnores = patterns.modifierIgnores
      model.modifierUses = patterns.modifierUses
      model.hidingOffsets = patterns.hidingOffsets
      let environment = EnvironmentInsetReader(converter: converter)
      environment.walk(tree)
      model.windowInsetEnvironmentValues = environment.windowInsetValues
      model.environmentValuesSet = environment.valuesSet
      model.environmentInsetReads = environment.reads
    }
    return model
  }

  /// Generic arguments nested this deep are not parsed.
  public static let maximumGenericDepth = 64

  /// More `><` than this between two braces (or `;`) are not parsed.
  public static let maximumChainedGenerics = 1_000

  /// The line where `<` opened after a name (`A<`, `]<`, `><`), or `[`, nests deeper than
  /// ``maximumGenericDepth`` before a `>` or `]` closes it (counted from the last `{`, `}` or `;`,
  /// so an unclosed comparison `a<b` does not add up), or nil: a byte scan, no parse. swift-syntax's
  /// type lookahead recurses once per `[` of an array type (`[[[…]]]`) without its nesting bound:
  /// 1,000 of them overflowed the stack in a release build and took minutes in a debug one.
  public static func deepGenericLine(_ text: String) -> Int? {
    // On the contiguous bytes where the text has them (a native string always does): walking
    // the `UTF8View` was 1.5 % of linting NetNewsWire (perf, 30 November 2026).
    let generic: Int?
    if let found = text.utf8.withContiguousStorageIfAvailable({ deepGenericLine(bytes: $0) }) {
      generic = found
    } else {
      generic = deepGenericLine(bytes: text.utf8)
    }
    return generic ?? classParenthesesLine(text)
  }

  /// ``deepGenericLine(_:)`` of a text's UTF-8 bytes.
  static func deepGenericLine<Bytes: Sequence>(bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
    var depth = 0
    var brackets = 0
    var chained = 0
    var line = 1
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
        depth = 0
        brackets = 0
        chained = 0
      case UInt8(ascii: "["):
        brackets += 1
        if brackets > maximumGenericDepth { return line }
      case UInt8(ascii: "]"):
        if brackets > 0 { brackets -= 1 }
      case UInt8(ascii: "<"):
        let isName =
          (previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z"))
          || (previous >= UInt8(ascii: "A") && previous <= UInt8(ascii: "Z"))
          || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9"))
          || previous == UInt8(ascii: "_") || previous == UInt8(ascii: "<")
          || previous == UInt8(ascii: "?") || previous == UInt8(ascii: "]")
        if isName {
          depth += 1
          if depth > maximumGenericDepth { return line }
        }
        // `o<a><a><a>…` in a type's body: swift-syntax's recovery looks ahead over the rest of
        // the run at each one, time quadratic in the run (4,000 took 11 s in a release build,
        // 10,000 minutes; `Documentation/Robustness.md`).
        if previous == UInt8(ascii: ">") {
          chained += 1
          if chained > maximumChainedGenerics { return line }
        }
      case UInt8(ascii: ">"):
        if previous != UInt8(ascii: "-"), depth > 0 { depth -= 1 }
      default: break
      }
      previous = byte
    }
    return nil
  }

  /// The line of `class Name(`, `let Name(` or `let (` whose parentheses nest
  /// deeper than ``maximumGenericDepth``: swift-syntax's type and pattern lookahead recurses once
  /// per `(` there without its nesting bound (`class C` and 3,000 `(` overflowed the stack in
  /// release and debug builds alike, and so did `let x` or `let` with about 2,000, session 9's
  /// mutation run; `struct`, `enum`, `var`, a function or an expression after `=` did not).
  static func classParenthesesLine(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    func isName(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    // A class needs its name; a `let` pattern may open with `(` at once.
    let keywords: [(bytes: [UInt8], needsName: Bool)] = [
      (Array("class".utf8), true), (Array("let".utf8), false),
    ]
    var line = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      let found =
        index == 0 || !isName(bytes[index - 1])
        ? keywords.first { keyword in
          bytes[index] == keyword.bytes[0] && index + keyword.bytes.count < bytes.count
            && bytes[index..<index + keyword.bytes.count].elementsEqual(keyword.bytes)
            && isBlank(bytes[index + keyword.bytes.count])
        } : nil
      guard let keyword = found else {
        index += 1
        continue
      }
      let start = line
      var at = index + keyword.bytes.count
      while at < bytes.count, isBlank(bytes[at]) { at += 1 }
      let name = at
      while at < bytes.count, isName(bytes[at]) { at += 1 }
      while at < bytes.count, isBlank(bytes[at]) { at += 1 }
      guard at > name || !keyword.needsName, at < bytes.count, bytes[at] == UInt8(ascii: "(")
      else {
        index = at
        continue
      }
      var depth = 0
      scan: while at < bytes.count {
        switch bytes[at] {
        case UInt8(ascii: "("):
          depth += 1
          if depth > maximumGenericDepth { return start }
        case UInt8(ascii: ")"):
          depth -= 1
          if depth <= 0 { break scan }
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): break scan
        case UInt8(ascii: "\n"): line += 1
        default: break
        }
        at += 1
      }
      index = at + 1
    }
    return nil
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
        let text = SyntaxText.trimmed(node).prefix(40)
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

  /// The objects a device fact is read from (`UIScreen.main`), keyed by the file-scope
  /// constants naming them: `public let zz_screen = UIScreen.main`, then `zz_screen.bounds
  /// .height` is the main screen's height (measurement L: 17 messages said "'zz_screen.bounds
  /// .height' is not defined in the files linted"). Only a constant (`let`) at file scope
  /// holding exactly one of these objects is read so.
  ///
  /// A `static let` of a type declared at file scope is read so too (`struct Constant { static
  /// let SCREEN_SIZE: CGRect = UIScreen.main.bounds; static let SCREEN_HEIGHT = SCREEN_SIZE
  /// .height }`: measurement R, "'SCREEN_SIZE.height' is not defined in the files linted").
  static func objectAliases(_ tree: SourceFileSyntax) -> [String: String] {
    var aliases: [String: String] = [:]
    var declarations: [VariableDeclSyntax] = []
    for item in tree.statements {
      if let declaration = item.item.as(VariableDeclSyntax.self) {
        declarations.append(declaration)
        continue
      }
      let members =
        item.item.as(StructDeclSyntax.self)?.memberBlock.members
        ?? item.item.as(EnumDeclSyntax.self)?.memberBlock.members
        ?? item.item.as(ClassDeclSyntax.self)?.memberBlock.members
        ?? item.item.as(ExtensionDeclSyntax.self)?.memberBlock.members
      for member in members ?? [] {
        guard let declaration = member.decl.as(VariableDeclSyntax.self),
          declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { continue }
        declarations.append(declaration)
      }
    }
    for declaration in declarations {
      guard declaration.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
      for binding in declaration.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer.map({ SyntaxText.trimmed($0.value) }),
          aliasedObjects.contains(value)
        else { continue }
        aliases[name] = value
      }
    }
    return aliases
  }

  static let aliasedObjects: Set<String> = [
    "UIScreen.main", "UIApplication.shared", "UIDevice.current",
    "UIApplication.shared.keyWindow",
    // `let BOUNDS = UIScreen.main.bounds`, then `let HEIGHT = BOUNDS.height` and `HEIGHT ==
    // 568` (measurement Q: SibDiet's ten size flags were missed and every evaluation of its
    // notch flag said "'BOUNDS.height' is not defined in the files linted").
    "UIScreen.main.bounds", "UIScreen.main.bounds.size", "UIScreen.main.nativeBounds",
    "UIScreen.main.nativeBounds.size",
  ]

  /// The names of `private let` constants of a `View` struct that the struct uses only as the
  /// `height:` of a `.frame(…)` (measurement J: Palace's audiobook sample row, `private let
  /// toolbarHeight: CGFloat = 70` … `HStack { … }.frame(height: toolbarHeight)`, reported as the
  /// system toolbar's height, wrong on 87 of 87 devices: the row is the app's own view).
  /// Drops the values of the definitions of `kinds` named in `names`: they lay nothing out.
  static func forgetValues(
    of names: Set<String>, kinds: [SourceDefinition.Kind], in visitor: Visitor
  ) {
    guard !names.isEmpty else { return }
    for index in visitor.definitions.indices
    where kinds.contains(visitor.definitions[index].kind)
      && names.contains(visitor.definitions[index].name)
    {
      visitor.definitions[index].expression = nil
    }
  }

  /// The `private` / `fileprivate` stored properties the file never reads: no token of the
  /// file names them (`name`, `$name`, `_name`) except their declaration and the left side of
  /// an assignment (`name = …`, `self.name = …`).
  static func unreadPrivateNames(_ tree: SourceFileSyntax) -> Set<String> {
    var declared: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard token.tokenKind == .keyword(.private) || token.tokenKind == .keyword(.fileprivate),
        let declaration = token.parent?.parent?.parent?.as(VariableDeclSyntax.self)
      else { continue }
      for binding in declaration.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          declared.insert(name)
        }
      }
    }
    guard !declared.isEmpty else { return [] }
    var read: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var text: Substring
      switch token.tokenKind {
      case .identifier(let name), .dollarIdentifier(let name): text = Substring(name)
      default: continue
      }
      if text.hasPrefix("$") || text.hasPrefix("_") { text = text.dropFirst() }
      let name = String(text)
      guard declared.contains(name), !read.contains(name) else { continue }
      if token.parent?.is(IdentifierPatternSyntax.self) == true { continue }
      if isAssigned(token) { continue }
      read.insert(name)
    }
    return declared.subtracting(read)
  }

  /// Whether `token` is the whole left side of an assignment (`name = …`, `self.name = …`).
  static func isAssigned(_ token: TokenSyntax) -> Bool {
    guard var expression = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
    else { return false }
    if let member = expression.parent?.as(MemberAccessExprSyntax.self),
      member.declName.baseName.id == token.id,
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      expression = ExprSyntax(member)
    }
    guard let list = expression.parent?.as(ExprListSyntax.self),
      list.first?.id == expression.id,
      list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    else { return false }
    return true
  }

  static func ownViewHeights(_ tree: SourceFileSyntax) -> Set<String> {
    var result: Set<String> = []
    for item in tree.statements {
      guard let type = item.item.as(StructDeclSyntax.self),
        type.inheritanceClause?.inheritedTypes.contains(where: {
          SyntaxText.trimmed($0.type) == "View"
        }) == true
      else { continue }
      var constants: Set<String> = []
      for member in type.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.tokenKind == .keyword(.let),
          variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) })
        else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            constants.insert(name)
          }
        }
      }
      guard !constants.isEmpty else { continue }
      var framing: Set<String> = []
      var other: Set<String> = []
      for token in type.memberBlock.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind, constants.contains(text) else {
          continue
        }
        // A use is `height: name` in a `.frame(…)`; the declaration itself is no use.
        if token.parent?.is(IdentifierPatternSyntax.self) == true { continue }
        let argument = token.parent?.parent?.as(LabeledExprSyntax.self)
        let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if argument?.label?.text == "height",
          call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "frame"
        {
          framing.insert(token.text)
        } else {
          other.insert(token.text)
        }
      }
      result.formUnion(framing.subtracting(other))
    }
    return result
  }
}
