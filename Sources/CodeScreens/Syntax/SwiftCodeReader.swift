import Foundation
import SourceLint
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Reads a Swift file with swift-syntax into classes, properties, methods and the statements of
/// their bodies (``CodeStatement``), operators folded with Swift's standard precedence.
enum SwiftCodeReader {
  /// Bounds on hostile input: nesting deeper than this is an unknown with a note.
  static let maximumDepth = 120

  /// Operator sequences with more operators than this are not folded (SourceLint's bound).
  static let maximumOperators = 255

  /// Reads `text`, named `path` in locations: `parsed`, another reader's parse of it, or a parse
  /// shared with the other readers when `data` (the file's bytes) is given
  /// (``SourceLint/SwiftParseSharing``).
  static func read(
    _ text: String, path: String, data: Data? = nil,
    parsed given: (tree: SourceFileSyntax, converter: SourceLocationConverter)? = nil
  ) -> CodeFile {
    // Generic arguments nested thousands deep recurse through swift-syntax's parser until the
    // stack runs out (issue 32): such a file is not parsed, as lint does not parse it.
    if let line = SwiftReader.deepGenericLine(text) {
      let note = CodeNote(
        file: path, position: CodePosition(line: line, column: 1),
        message:
          "generic arguments or brackets nested more than \(SwiftReader.maximumGenericDepth) deep"
          + " (or '><' more than \(SwiftReader.maximumChainedGenerics) times) are not read; the file"
          + " is not read")
      return CodeFile(
        path: path, classes: [], problems: [note], model: SourceModel(file: path, language: .swift))
    }
    let shared =
      given ?? SwiftParseSharing.parse(text, path: path, data: data, by: CodeScreens.parseReader)
    var parsed = shared.tree
    let converter = shared.converter
    // The same parse as lint's own (deep generics were refused above, as lint refuses them).
    let model = SwiftReader.read(text, file: path, tree: parsed, converter: converter)
    var problems: [CodeNote] = []
    // Folding a sequence of 100,000 operators nests 100,000 syntax arenas, whose release
    // recursed until the stack ran out (issue 32, `gen-swift`): such a sequence is left unread,
    // as lint leaves it, with a located note.
    let long = LongSequences(converter: converter)
    long.walk(parsed)
    if !long.found.isEmpty {
      for (position, operators) in long.found {
        problems.append(
          CodeNote(
            file: path, position: position,
            message: "an expression of \(operators) operators is not read (more than"
              + " \(maximumOperators)); what it sets is left out"))
      }
      parsed = LongSequences.Blanking().rewrite(parsed).as(SourceFileSyntax.self) ?? parsed
    }
    if parsed.hasError {
      for problem in SwiftReader.syntaxProblems(parsed, converter: converter) {
        problems.append(
          CodeNote(
            file: path,
            position: CodePosition(line: problem.position.line, column: problem.position.column),
            message: "the file does not parse here (\(problem.message)); the rest is read"))
      }
    }
    let folded =
      (try? OperatorTable.standardOperators.foldAll(parsed)).flatMap {
        $0.as(SourceFileSyntax.self)
      } ?? parsed
    var reader = Reader(path: path, converter: converter)
    // Texts are read from the source's bytes where the tree is the source's (not where a long
    // sequence was blanked: its text is no longer the source's).
    if long.found.isEmpty { reader.source = Array(text.utf8) }
    reader.collect(folded)
    return CodeFile(
      path: path, classes: reader.merged(), problems: problems, model: model,
      protocols: reader.protocols)
  }

  /// Finds operator sequences longer than ``maximumOperators`` (each with its place and its
  /// operator count); ``Blanking`` replaces each by an unknown name of the same length, so that
  /// the positions after it are unchanged.
  fileprivate final class LongSequences: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [(CodePosition, Int)] = []

    init(converter: SourceLocationConverter) {
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    static func isLong(_ node: SequenceExprSyntax) -> Bool {
      node.elements.count > 2 * SwiftCodeReader.maximumOperators + 1
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard Self.isLong(node) else { return .visitChildren }
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      found.append(
        (CodePosition(line: location.line, column: location.column), node.elements.count / 2))
      return .skipChildren
    }

    final class Blanking: SyntaxRewriter {
      override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        guard LongSequences.isLong(node) else { return super.visit(node) }
        let length = node.trimmedLength.utf8Length
        let name = TokenSyntax.identifier(
          "_", leadingTrivia: node.leadingTrivia,
          trailingTrivia: Trivia(pieces: [.spaces(max(length - 1, 0))] + node.trailingTrivia.pieces)
        )
        return ExprSyntax(DeclReferenceExprSyntax(baseName: name))
      }
    }
  }

  fileprivate struct Reader {
    let path: String
    let converter: SourceLocationConverter
    var classes: [CodeClass] = []
    var extensions: [CodeClass] = []
    var protocols: [String] = []

    /// The file's bytes, when the tree read is the parse of them (positions are offsets into
    /// them): ``text(_:)`` reads an ASCII node's text from them.
    var source: [UInt8]?

    init(path: String, converter: SourceLocationConverter) {
      self.path = path
      self.converter = converter
    }

    func position(_ node: some SyntaxProtocol) -> CodePosition {
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      return CodePosition(line: location.line, column: location.column, file: path)
    }

    func text(_ node: some SyntaxProtocol) -> String {
      // The node's trimmed source (its first token's leading and last token's trailing trivia
      // left out) read token by token and only as far as the limit: a method's whole body is
      // not rendered for its first 161 characters, and the length is counted as it grows
      // (`String.count` walks the string). It was 29 % of a project run's CPU (round F's
      // profile of Beam, `Journal/2026-11-29-precision-round-f.md`). An ASCII node is read
      // from the file's bytes, without its tokens and trivia made into strings (13 % of round
      // G's Cosmostation project audit): the same characters in the same order.
      if let source {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if start >= 0, start <= end, end <= source.count,
          let text = Self.asciiText(source, from: start, to: end)
        {
          return text
        }
      }
      var line = ""
      var count = 0
      var lastSpace = false
      func add(_ piece: String) -> Bool {
        for character in piece {
          let space = character.isWhitespace
          if space, lastSpace { continue }
          line.append(space ? " " : character)
          count += 1
          lastSpace = space
          if count > 160 { return false }
        }
        return true
      }
      var trailing: String?
      for token in node.tokens(viewMode: .sourceAccurate) {
        if let trailing {
          guard add(trailing), add(token.leadingTrivia.description) else { break }
        }
        guard add(token.text) else { break }
        trailing = token.trailingTrivia.description
      }
      return count > 160 ? String(line.prefix(157)) + "…" : line
    }

    /// ``text(_:)`` of the bytes `start..<end` of `source`, `nil` when one read is not ASCII.
    /// Each ASCII byte is one character (a carriage return and line feed, one character, are
    /// white space that collapses to one space either way), white space being tab, line feed,
    /// vertical tab, form feed, carriage return and space, as `Character.isWhitespace` says.
    static func asciiText(_ source: [UInt8], from start: Int, to end: Int) -> String? {
      var line: [UInt8] = []
      line.reserveCapacity(Swift.min(end - start, 161))
      var count = 0
      var lastSpace = false
      var index = start
      while index < end {
        let byte = source[index]
        guard byte < 0x80 else { return nil }
        index += 1
        let space = (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
        if space, lastSpace { continue }
        line.append(space ? 0x20 : byte)
        count += 1
        lastSpace = space
        if count > 160 { break }
      }
      let text = String(decoding: line, as: UTF8.self)
      return count > 160 ? String(text.prefix(157)) + "…" : text
    }

    mutating func collect(_ file: SourceFileSyntax) {
      var globals = CodeClass(
        name: CodeProgram.staticsPrefix + CodeProgram.globalVariables, superclass: nil,
        position: CodePosition(line: 1, column: 1, file: path), file: path)
      for item in file.statements {
        collect(decl: item.item.as(DeclSyntax.self), depth: 0)
        collectStatics(decl: item.item.as(DeclSyntax.self), prefix: "", depth: 0)
        if let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) {
          // A global (`var Globals = GlobalFactory()`): initialized once, on first use.
          globals.properties += onceProperties(variable)
        }
      }
      if !globals.properties.isEmpty { extensions.append(globals) }
    }

    /// The statements of a binding's getter (`var x: T { … }` or its `get { … }`), if it has one.
    func getter(_ binding: PatternBindingSyntax) -> [CodeStatement]? {
      guard let accessors = binding.accessorBlock else { return nil }
      switch accessors.accessors {
      case .getter(let statements):
        return self.statements(statements, depth: 0)
      case .accessors(let list):
        guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }),
          let body = get.body
        else { return nil }
        return self.statements(body.statements, depth: 0)
      }
    }

    /// The properties a `static` declaration or a global declares (initialized once, on first
    /// read, as Swift does both), with their initializers or getters.
    func onceProperties(_ variable: VariableDeclSyntax) -> [CodeProperty] {
      var result: [CodeProperty] = []
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let getter = self.getter(binding)
        result.append(
          CodeProperty(
            name: name, isLazy: true,
            typeName: binding.typeAnnotation.map { Self.typeName($0.type) },
            initializer: binding.initializer.map { expression($0.value, depth: 0) },
            getter: getter, position: position(binding.pattern)))
      }
      return result
    }

    /// The `static` (and `class`) properties and functions of every type, nested types
    /// included, each type's as a pseudo-class named ``CodeProgram/staticsPrefix`` + its
    /// qualified name (`ElloBar.Size`'s `static let height = 44`): read when code names them
    /// (`Size.height` inside `ElloBar`, `ElloBar.Size.height` elsewhere).
    mutating func collectStatics(decl: DeclSyntax?, prefix: String, depth: Int) {
      guard let decl, depth < 8 else { return }
      let name: String
      let block: MemberBlockSyntax
      if let type = decl.as(ClassDeclSyntax.self) {
        name = type.name.text
        block = type.memberBlock
      } else if let type = decl.as(StructDeclSyntax.self) {
        name = type.name.text
        block = type.memberBlock
      } else if let type = decl.as(EnumDeclSyntax.self) {
        name = type.name.text
        block = type.memberBlock
      } else if let type = decl.as(ExtensionDeclSyntax.self), prefix.isEmpty {
        name = type.extendedType.trimmedDescription
        block = type.memberBlock
      } else if let config = decl.as(IfConfigDeclSyntax.self) {
        for member in Self.declarations(config) {
          collectStatics(decl: member.decl, prefix: prefix, depth: depth + 1)
        }
        return
      } else {
        return
      }
      let path = prefix.isEmpty ? name : prefix + "." + name
      var statics = CodeClass(
        name: CodeProgram.staticsPrefix + path, superclass: nil, position: position(decl),
        file: self.path)
      for decl in Self.members(block.members) {
        let isStatic = { (modifiers: DeclModifierListSyntax) in
          modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }
        if let variable = decl.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
          statics.properties += onceProperties(variable)
        } else if let function = decl.as(FunctionDeclSyntax.self), isStatic(function.modifiers),
          let body = function.body
        {
          statics.methods.append(
            method(
              base: function.name.text, parameters: function.signature.parameterClause.parameters,
              body: body, at: function.name))
        } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
          // An enumeration's cases without payloads are its static values (`State.playlist`
          // is the case `.playlist`, fresh round W): read as the implicit member.
          for element in cases.elements where element.parameterClause == nil {
            let caseName = element.name.text
            let at = position(element.name)
            statics.properties.append(
              CodeProperty(
                name: caseName, isLazy: true, typeName: nil,
                initializer: CodeExpression(.member(nil, caseName), at: at, text: "." + caseName),
                getter: nil, position: at))
          }
        } else {
          collectStatics(decl: decl, prefix: path, depth: depth + 1)
        }
      }
      if !statics.properties.isEmpty || !statics.methods.isEmpty {
        extensions.append(statics)
      }
    }

    mutating func collect(decl: DeclSyntax?, depth: Int) {
      guard let decl, depth < 8 else { return }
      if let type = decl.as(ClassDeclSyntax.self) {
        var result = CodeClass(
          name: type.name.text,
          superclass: type.inheritanceClause?.inheritedTypes.first.map {
            Self.typeName($0.type)
          },
          position: position(type.name), file: path)
        result.declaresNoSuperclass = type.inheritanceClause == nil
        result.genericParameters =
          type.genericParameterClause?.parameters.map(\.name.text) ?? []
        if let first = type.inheritanceClause?.inheritedTypes.first?.type,
          let arguments = Self.genericArguments(first)
        {
          result.superclassGenericArguments = arguments
        }
        members(type.memberBlock, into: &result, depth: depth)
        classes.append(result)
      } else if let type = decl.as(ExtensionDeclSyntax.self) {
        var result = CodeClass(
          name: Self.typeName(type.extendedType), superclass: nil,
          position: position(type.extendedType), file: path)
        members(type.memberBlock, into: &result, depth: depth)
        extensions.append(result)
      } else if depth == 0, let function = decl.as(FunctionDeclSyntax.self),
        let body = function.body
      {
        // A free function of the project (`regClass(tableView, cell:)`): followed when called.
        var globals = CodeClass(
          name: CodeProgram.globalFunctions, superclass: nil, position: position(function.name),
          file: path)
        globals.methods.append(
          method(
            base: function.name.text, parameters: function.signature.parameterClause.parameters,
            body: body, at: function.name))
        extensions.append(globals)
      } else if depth == 0, let alias = decl.as(TypeAliasDeclSyntax.self) {
        // A top-level `typealias u = Utilities`: another name of the type.
        var globals = CodeClass(
          name: CodeProgram.globalFunctions, superclass: nil, position: position(alias.name),
          file: path)
        globals.typeAliases[alias.name.text] = Self.typeName(alias.initializer.value)
        extensions.append(globals)
      } else if let type = decl.as(StructDeclSyntax.self) {
        // Its stored properties and methods, as a value type (``CodeClass/isValueType``): the
        // LBTA helper keeps its constraints in `var anchored = AnchoredConstraints()` (fresh
        // round T, W2: the writes were dropped without a note).
        var result = CodeClass(
          name: type.name.text, superclass: nil, position: position(type.name), file: path)
        result.declaresNoSuperclass = true
        result.isValueType = true
        members(type.memberBlock, into: &result, depth: depth)
        classes.append(result)
        for member in type.memberBlock.members {
          collect(decl: member.decl, depth: depth + 1)
        }
      } else if let type = decl.as(EnumDeclSyntax.self) {
        for member in type.memberBlock.members {
          collect(decl: member.decl, depth: depth + 1)
        }
      } else if let config = decl.as(IfConfigDeclSyntax.self) {
        // `#if DEBUG` around whole classes: the first branch's declarations; `#if os(iOS)`: the
        // branch an iOS app compiles.
        for member in Self.declarations(config) { collect(decl: member.decl, depth: depth + 1) }
      } else if let type = decl.as(ProtocolDeclSyntax.self) {
        protocols.append(type.name.text)
      }
    }

    /// Classes with their extensions' members, in source order (an extension of a class of
    /// another file is kept as a class without a superclass; ``CodeScreens`` merges it).
    func merged() -> [CodeClass] {
      var result = classes
      for ext in extensions {
        if let at = result.firstIndex(where: { $0.name == ext.name }) {
          result[at].properties += ext.properties
          result[at].methods += ext.methods
          result[at].typeAliases.merge(ext.typeAliases) { first, _ in first }
        } else {
          result.append(ext)
        }
      }
      return result
    }

    /// The generic arguments written on a type (`BaseViewController<LoginView>`: `LoginView`),
    /// each by ``typeName(_:)``; `nil` when it has none.
    static func genericArguments(_ type: TypeSyntax) -> [String]? {
      let clause =
        type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
        ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
      guard let clause else { return nil }
      return clause.arguments.map { argument in
        if case .type(let type) = argument.argument { return typeName(type) }
        return argument.argument.trimmedDescription
      }
    }

    static func typeName(_ type: TypeSyntax) -> String {
      if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return typeName(unwrapped.wrappedType)
      }
      return type.trimmedDescription
    }

    func members(_ block: MemberBlockSyntax, into result: inout CodeClass, depth: Int) {
      for decl in Self.members(block.members) {
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
          result.typeAliases[alias.name.text] = Self.typeName(alias.initializer.value)
          continue
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
          let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
          let isStatic = variable.modifiers.contains {
            $0.name.text == "static" || $0.name.text == "class"
          }
          guard !isStatic else { continue }
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let getter = self.getter(binding)
            var property = CodeProperty(
              name: name, isLazy: isLazy,
              typeName: binding.typeAnnotation.map { Self.typeName($0.type) },
              initializer: binding.initializer.map { expression($0.value, depth: 0) },
              getter: getter, position: position(binding.pattern))
            if case .accessors(let list)? = binding.accessorBlock?.accessors,
              let observer = list.first(where: { $0.accessorSpecifier.text == "didSet" }),
              let body = observer.body
            {
              property.didSet = statements(body.statements, depth: 0)
            }
            result.properties.append(property)
          }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          let isStatic = function.modifiers.contains {
            $0.name.text == "static" || $0.name.text == "class"
          }
          guard !isStatic, let body = function.body else { continue }
          result.methods.append(
            method(
              base: function.name.text, parameters: function.signature.parameterClause.parameters,
              body: body, at: function.name))
        } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body
        {
          result.methods.append(
            method(
              base: "init", parameters: initializer.signature.parameterClause.parameters,
              body: body, at: initializer.initKeyword))
        }
      }
    }

    /// A type's members, those inside `#if … #endif` included when the branch an iOS app
    /// compiles is known (``CompilationCondition``); members behind a condition that is not
    /// known (`#if DEBUG`) are not read, as before.
    static func members(_ list: MemberBlockItemListSyntax, depth: Int = 0) -> [DeclSyntax] {
      var result: [DeclSyntax] = []
      for member in list {
        guard let config = member.decl.as(IfConfigDeclSyntax.self) else {
          result.append(member.decl)
          continue
        }
        guard depth < 16, case .some(let clause?) = CompilationCondition.compiledClause(config),
          case .decls(let decls)? = clause.elements
        else { continue }
        result += members(decls, depth: depth + 1)
      }
      return result
    }

    /// The declarations of a file-level `#if`: the compiled branch's when known, else the first
    /// branch's (`#if DEBUG` around whole classes).
    static func declarations(_ config: IfConfigDeclSyntax) -> MemberBlockItemListSyntax {
      let chosen: IfConfigClauseSyntax?
      switch CompilationCondition.compiledClause(config) {
      case .some(let clause): chosen = clause
      case nil: chosen = config.clauses.first
      }
      if let chosen, case .decls(let decls)? = chosen.elements { return decls }
      return []
    }

    /// Statements under `#if`: the compiled branch's when known (`#if os(iOS)`); a branch on a
    /// condition that is not known (`#if DEBUG`) becomes an `if` on an unknown condition, which
    /// the interpreter treats as any branch it cannot decide (its note, or both branches when
    /// they give the same geometry).
    func conditional(_ clauses: ArraySlice<IfConfigClauseSyntax>, depth: Int) -> [CodeStatement] {
      guard let clause = clauses.first else { return [] }
      var body: [CodeStatement] = []
      if case .statements(let items)? = clause.elements {
        body = statements(items, depth: depth + 1)
      }
      guard let condition = clause.condition else { return body }
      switch CompilationCondition.value(condition) {
      case true?: return body
      case false?: return conditional(clauses.dropFirst(), depth: depth)
      case nil:
        let rest = clauses.dropFirst()
        return [
          CodeStatement(
            kind: .ifStatement(
              [.unknown("#if " + condition.trimmedDescription, position(condition))], then: body,
              otherwise: rest.isEmpty ? nil : conditional(rest, depth: depth + 1)),
            position: position(clause), text: "#if " + condition.trimmedDescription)
        ]
      }
    }

    func method(
      base: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax,
      at anchor: some SyntaxProtocol
    ) -> CodeMethod {
      var labels: [String?] = []
      var names: [String] = []
      var defaults: [CodeExpression?] = []
      var types: [String?] = []
      for parameter in parameters {
        let first = parameter.firstName.text
        labels.append(first == "_" ? nil : first)
        names.append(parameter.secondName?.text ?? first)
        defaults.append(parameter.defaultValue.map { expression($0.value, depth: 0) })
        var type = parameter.type.trimmedDescription
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        types.append(type.isEmpty ? nil : type)
      }
      let name = base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      var method = CodeMethod(
        name: name, baseName: base, labels: labels, parameters: names,
        body: statements(body.statements, depth: 0), position: position(anchor))
      if defaults.contains(where: { $0 != nil }) { method.defaults = defaults }
      method.parameterTypes = types
      // `views: UIView...` as the last parameter: the call's remaining arguments, an array.
      if let last = parameters.last, last.ellipsis != nil {
        method.isVariadic = true
      }
      return method
    }

    // MARK: Statements

    func statements(_ items: CodeBlockItemListSyntax, depth: Int) -> [CodeStatement] {
      var result: [CodeStatement] = []
      for item in items {
        result += statement(item.item, depth: depth)
      }
      return result
    }

    func unknownStatement(_ node: some SyntaxProtocol) -> CodeStatement {
      CodeStatement(kind: .unknown(text(node)), position: position(node), text: text(node))
    }

    func statement(_ item: CodeBlockItemSyntax.Item, depth: Int) -> [CodeStatement] {
      guard depth < maximumDepth else {
        return [
          CodeStatement(
            kind: .unknown("nesting deeper than \(maximumDepth) levels"),
            position: position(item), text: text(item))
        ]
      }
      switch item {
      case .decl(let decl):
        if let config = decl.as(IfConfigDeclSyntax.self) {
          return conditional(Array(config.clauses)[...], depth: depth)
        }
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
          // A local function (`func updateForm() { … }` in Antidote's `showPasswordField`): a
          // local closure of that name, run where it is called.
          let parameters = function.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).text
          }
          let closure = CodeClosure(
            parameters: parameters, body: statements(body.statements, depth: depth + 1))
          return [
            CodeStatement(
              kind: .declare(
                name: function.name.text,
                value: CodeExpression(
                  .closure(closure), at: position(function), text: function.name.text)),
              position: position(function), text: "func " + function.name.text)
          ]
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else {
          return []  // local types: not interpreted
        }
        var result: [CodeStatement] = []
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            result.append(unknownStatement(binding))
            continue
          }
          result.append(
            CodeStatement(
              kind: .declare(
                name: name, value: binding.initializer.map { expression($0.value, depth: depth) }),
              position: position(binding), text: text(binding)))
        }
        return result
      case .stmt(let stmt):
        return [statement(stmt, depth: depth)]
      case .expr(let expr):
        return [expressionStatement(expr, depth: depth)]
      }
    }

    func statement(_ stmt: StmtSyntax, depth: Int) -> CodeStatement {
      let at = position(stmt)
      if let expression = stmt.as(ExpressionStmtSyntax.self) {
        return expressionStatement(expression.expression, depth: depth)
      }
      if let guardStmt = stmt.as(GuardStmtSyntax.self) {
        return CodeStatement(
          kind: .guardStatement(
            conditions(guardStmt.conditions, depth: depth),
            otherwise: statements(guardStmt.body.statements, depth: depth + 1)),
          position: at, text: "guard " + text(guardStmt.conditions))
      }
      if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
        return CodeStatement(
          kind: .returnStatement(returnStmt.expression.map { expression($0, depth: depth) }),
          position: at, text: text(stmt))
      }
      if let loop = stmt.as(ForStmtSyntax.self) {
        let plain =
          loop.whereClause == nil && loop.tryKeyword == nil && loop.awaitKeyword == nil
          && loop.caseKeyword == nil && !Self.breaksOut(Syntax(loop.body))
        // `for _ in 0..<4`: "you can ignore the values by using an underscore in place of a
        // variable name" (The Swift Programming Language, "For-In Loops"); the body still runs
        // once per element (fresh round Y, Y2: Memoria's four tab items were left out).
        let wildcard = loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil
        if plain,
          let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? wildcard
        {
          return CodeStatement(
            kind: .forEach(
              name: name, sequence: expression(loop.sequence, depth: depth),
              body: statements(loop.body.statements, depth: depth + 1), index: nil),
            position: at, text: "for " + text(loop.pattern) + " in " + text(loop.sequence))
        }
        // `for (index, title) in titles.enumerated()`: the offset and the element of a sequence
        // (round K: two apps' title strips made their labels in such loops).
        if plain, let (index, name, base) = Self.enumeratedLoop(loop) {
          return CodeStatement(
            kind: .forEach(
              name: name, sequence: expression(base, depth: depth),
              body: statements(loop.body.statements, depth: depth + 1), index: index),
            position: at, text: "for " + text(loop.pattern) + " in " + text(loop.sequence))
        }
        return CodeStatement(
          kind: .loop(body: statements(loop.body.statements, depth: depth + 1)), position: at,
          text: "for " + text(loop.pattern) + " in " + text(loop.sequence))
      }
      if let loop = stmt.as(WhileStmtSyntax.self) {
        return CodeStatement(
          kind: .loop(body: statements(loop.body.statements, depth: depth + 1)), position: at,
          text: "while " + text(loop.conditions))
      }
      if let loop = stmt.as(RepeatStmtSyntax.self) {
        return CodeStatement(
          kind: .loop(body: statements(loop.body.statements, depth: depth + 1)), position: at,
          text: "repeat")
      }
      if stmt.is(DeferStmtSyntax.self) || stmt.is(BreakStmtSyntax.self)
        || stmt.is(ContinueStmtSyntax.self)
      {
        return unknownStatement(stmt)
      }
      return unknownStatement(stmt)
    }

    /// `for (i, x) in base.enumerated()`: the names of the offset and the element (`_` for a
    /// wildcard) and `base`; `nil` for any other pattern or sequence.
    static func enumeratedLoop(_ loop: ForStmtSyntax) -> (String, String, ExprSyntax)? {
      guard let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
        let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        call.trailingClosure == nil,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "enumerated", let base = member.base
      else { return nil }
      let names = tuple.elements.map { element -> String? in
        if element.label != nil { return nil }
        if let name = element.pattern.as(IdentifierPatternSyntax.self) {
          return name.identifier.text
        }
        return element.pattern.is(WildcardPatternSyntax.self) ? "_" : nil
      }
      guard let index = names[0], let name = names[1] else { return nil }
      return (index, name, base)
    }

    /// Whether `node` holds a `break` or `continue` (outside closures and nested functions),
    /// which the reader does not model.
    static func breaksOut(_ node: Syntax) -> Bool {
      if node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self) { return true }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
      return node.children(viewMode: .sourceAccurate).contains { breaksOut($0) }
    }

    /// What a `switch` case matches: plain values (`case .first, .second:`), `default`, or a
    /// pattern the reader does not compare (a binding `let`/`var`, a `where` clause, a range,
    /// `is`/`as`, a tuple or an enum payload pattern, `_`), or a body that falls through.
    func switchLabel(_ switchCase: SwitchCaseSyntax, depth: Int) -> CodeSwitchLabel {
      if switchCase.statements.contains(where: { $0.item.is(FallThroughStmtSyntax.self) }) {
        return .unreadable
      }
      switch switchCase.label {
      case .default:
        return .otherwise
      case .case(let label):
        var values: [CodeExpression] = []
        for item in label.caseItems {
          guard item.whereClause == nil,
            let pattern = item.pattern.as(ExpressionPatternSyntax.self),
            !pattern.expression.is(SequenceExprSyntax.self),
            !pattern.expression.is(TupleExprSyntax.self),
            !pattern.expression.is(DiscardAssignmentExprSyntax.self),
            !pattern.expression.is(FunctionCallExprSyntax.self),
            !pattern.expression.is(PatternExprSyntax.self)
          else { return .unreadable }
          values.append(expression(pattern.expression, depth: depth))
        }
        return values.isEmpty ? .unreadable : .values(values)
      }
    }

    func expressionStatement(_ expr: ExprSyntax, depth: Int) -> CodeStatement {
      let at = position(expr)
      if let ifExpr = expr.as(IfExprSyntax.self) {
        return ifStatement(ifExpr, depth: depth)
      }
      if let switchExpr = expr.as(SwitchExprSyntax.self) {
        var cases: [[CodeStatement]] = []
        var labels: [CodeSwitchLabel] = []
        for item in switchExpr.cases {
          if let switchCase = item.as(SwitchCaseSyntax.self) {
            cases.append(statements(switchCase.statements, depth: depth + 1))
            labels.append(switchLabel(switchCase, depth: depth))
          } else {
            labels.append(.unreadable)  // `#if` among the cases
          }
        }
        return CodeStatement(
          kind: .switchStatement(
            cases: cases, subject: expression(switchExpr.subject, depth: depth), labels: labels),
          position: at, text: "switch " + text(switchExpr.subject))
      }
      if let infix = expr.as(InfixOperatorExprSyntax.self) {
        if infix.operator.is(AssignmentExprSyntax.self) {
          return CodeStatement(
            kind: .assign(
              target: expression(infix.leftOperand, depth: depth), op: "=",
              value: expression(infix.rightOperand, depth: depth)),
            position: at, text: text(expr))
        }
        if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
          ["+=", "-=", "*=", "/="].contains(op)
        {
          return CodeStatement(
            kind: .assign(
              target: expression(infix.leftOperand, depth: depth), op: op,
              value: expression(infix.rightOperand, depth: depth)),
            position: at, text: text(expr))
        }
      }
      return CodeStatement(
        kind: .expression(expression(expr, depth: depth)), position: at, text: text(expr))
    }

    func ifStatement(_ ifExpr: IfExprSyntax, depth: Int) -> CodeStatement {
      var otherwise: [CodeStatement]?
      switch ifExpr.elseBody {
      case .ifExpr(let nested)?: otherwise = [ifStatement(nested, depth: depth + 1)]
      case .codeBlock(let block)?: otherwise = statements(block.statements, depth: depth + 1)
      case nil: otherwise = nil
      }
      return CodeStatement(
        kind: .ifStatement(
          conditions(ifExpr.conditions, depth: depth),
          then: statements(ifExpr.body.statements, depth: depth + 1), otherwise: otherwise),
        position: position(ifExpr), text: "if " + text(ifExpr.conditions))
    }

    func conditions(_ list: ConditionElementListSyntax, depth: Int) -> [CodeCondition] {
      list.map { element in
        switch element.condition {
        case .expression(let expr):
          return .expression(expression(expr, depth: depth))
        case .availability(let availability):
          for argument in availability.availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
              restriction.platform.text == "iOS",
              let version = restriction.version?.major.text, let major = Int(version)
            {
              let unavailable = availability.availabilityKeyword.text == "#unavailable"
              return .available(major: major, unavailable: unavailable)
            }
          }
          return .unknown(text(availability), position(availability))
        case .optionalBinding(let binding):
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .unknown(text(binding), position(binding))
          }
          return .binding(
            name: name, value: binding.initializer.map { expression($0.value, depth: depth) },
            position: position(binding))
        default:
          return .unknown(text(element), position(element))
        }
      }
    }

    // MARK: Expressions

    func lint(_ node: ExprSyntax) -> LintExpression {
      SwiftReader.expression(node, converter: converter)
    }

    func expression(_ node: ExprSyntax, depth: Int) -> CodeExpression {
      let at = position(node)
      func make(_ kind: CodeExpression.Kind, lint: Bool = false) -> CodeExpression {
        CodeExpression(kind, at: at, text: text(node), lint: lint ? self.lint(node) : nil)
      }
      guard depth < maximumDepth else {
        return make(.unknown("nesting deeper than \(maximumDepth) levels"))
      }
      let next = depth + 1
      if let literal = node.as(IntegerLiteralExprSyntax.self) {
        return make(
          SwiftCodeReader.number(literal.literal.text).map { .number($0) }
            ?? .unknown(literal.literal.text))
      }
      if let literal = node.as(FloatLiteralExprSyntax.self) {
        return make(
          SwiftCodeReader.number(literal.literal.text).map { .number($0) }
            ?? .unknown(literal.literal.text))
      }
      if let literal = node.as(BooleanLiteralExprSyntax.self) {
        return make(.boolean(literal.literal.tokenKind == .keyword(.true)))
      }
      if node.is(NilLiteralExprSyntax.self) { return make(.nilLiteral) }
      if let literal = node.as(StringLiteralExprSyntax.self) {
        var value = ""
        var parts: [CodeExpression] = []
        var interpolated = false
        for segment in literal.segments {
          if let plain = segment.as(StringSegmentSyntax.self) {
            value += plain.content.text
            continue
          }
          // `\(index)`: one unlabelled expression; anything else (`\(x, format: …)`) is not read.
          guard let part = segment.as(ExpressionSegmentSyntax.self),
            part.expressions.count == 1, let only = part.expressions.first, only.label == nil
          else { return make(.unknown("an interpolated string")) }
          interpolated = true
          if !value.isEmpty {
            parts.append(CodeExpression(.string(value), at: position(node), text: value))
            value = ""
          }
          parts.append(expression(only.expression, depth: next))
        }
        guard interpolated else { return make(.string(value)) }
        if !value.isEmpty {
          parts.append(CodeExpression(.string(value), at: position(node), text: value))
        }
        return make(.interpolation(parts))
      }
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        return make(.name(reference.baseName.text), lint: true)
      }
      if node.is(SuperExprSyntax.self) { return make(.name("super")) }
      if let member = node.as(MemberAccessExprSyntax.self) {
        let base = member.base.map { expression($0, depth: next) }
        return make(.member(base, member.declName.baseName.text), lint: true)
      }
      if let call = node.as(FunctionCallExprSyntax.self) {
        let callee = expression(call.calledExpression, depth: next)
        let arguments = call.arguments.map {
          CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next))
        }
        let trailing = call.trailingClosure.map { closure($0, depth: next) }
        return make(.call(callee, arguments, trailing), lint: true)
      }
      if let literal = node.as(ClosureExprSyntax.self) {
        return make(.closure(closure(literal, depth: next)))
      }
      if let subscriptCall = node.as(SubscriptCallExprSyntax.self),
        subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first,
        index.label == nil
      {
        // `views[0]`: read as a call of `subscript` on the base.
        let base = expression(subscriptCall.calledExpression, depth: next)
        let callee = CodeExpression(
          .member(base, "subscript"), at: base.position, text: text(subscriptCall))
        return make(
          .call(
            callee, [CodeArgument(label: nil, value: expression(index.expression, depth: next))],
            nil))
      }
      if let infix = node.as(InfixOperatorExprSyntax.self) {
        let op: String
        if let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
          op = binary.operator.text
        } else {
          return make(.unknown(text(node)))
        }
        return make(
          .binary(
            op, expression(infix.leftOperand, depth: next),
            expression(infix.rightOperand, depth: next)), lint: true)
      }
      if let ternary = node.as(TernaryExprSyntax.self) {
        return make(
          .conditional(
            expression(ternary.condition, depth: next),
            expression(ternary.thenExpression, depth: next),
            expression(ternary.elseExpression, depth: next)), lint: true)
      }
      if let prefix = node.as(PrefixOperatorExprSyntax.self) {
        return make(.unary(prefix.operator.text, expression(prefix.expression, depth: next)))
      }
      if let optional = node.as(OptionalChainingExprSyntax.self) {
        return expression(optional.expression, depth: next)
      }
      if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        return expression(unwrap.expression, depth: next)
      }
      if let tryExpr = node.as(TryExprSyntax.self) {
        return expression(tryExpr.expression, depth: next)
      }
      if let awaitExpr = node.as(AwaitExprSyntax.self) {
        return expression(awaitExpr.expression, depth: next)
      }
      if let cast = node.as(AsExprSyntax.self) {
        return expression(cast.expression, depth: next)
      }
      if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return expression(only.expression, depth: next)
      }
      if let array = node.as(ArrayExprSyntax.self) {
        return make(.array(array.elements.map { expression($0.expression, depth: next) }))
      }
      if let dictionary = node.as(DictionaryExprSyntax.self) {
        var items: [CodeExpression] = []
        if case .elements(let elements) = dictionary.content {
          for element in elements {
            items.append(expression(element.key, depth: next))
            items.append(expression(element.value, depth: next))
          }
        }
        return make(.dictionary(items))
      }
      if let sequence = node.as(SequenceExprSyntax.self) {
        // Left unfolded (an operator the standard table does not know): not understood.
        return make(.unknown(text(sequence)))
      }
      return make(.unknown(text(node)))
    }

    func closure(_ node: ClosureExprSyntax, depth: Int) -> CodeClosure {
      var parameters: [String] = []
      switch node.signature?.parameterClause {
      case .simpleInput(let list)?:
        parameters = list.map(\.name.text)
      case .parameterClause(let clause)?:
        parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil:
        break
      }
      return CodeClosure(parameters: parameters, body: statements(node.statements, depth: depth))
    }
  }

  /// A numeric literal's value, `_` separators dropped.
  static func number(_ text: String) -> Double? {
    let plain = String(text.filter { $0 != "_" })
    if plain.hasPrefix("0x"), let value = Int(plain.dropFirst(2), radix: 16) {
      return Double(value)
    }
    return Double(plain)
  }
}
