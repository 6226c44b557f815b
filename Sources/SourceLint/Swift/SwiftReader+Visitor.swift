import SwiftSyntax

extension SwiftReader {
  final class Visitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var definitions: [SourceDefinition] = []
    var statements: [SourceStatement] = []
    /// Names of the enclosing functions and properties.
    var enclosing: [String] = []
    var localNames: [String: Set<String>] = [:]
    /// Values of locals bound by `if let` / `guard let`, by enclosing function or property.
    var localValues: [String: [String: LintExpression]] = [:]
    /// Whether each variable declaration being visited pushed an enclosing name.
    var pushedEnclosing: [Bool] = []
    /// The comments, in source order (for suppression).
    var comments: [SourceComment] = []
    /// What the reader dropped (an expression nested too deeply), for located notes.
    let notes = ReaderNotes()
    /// The file's text as UTF-8, which trivia is looked up in.
    let bytes: [UInt8]
    /// Whether the file says `horizontal` anywhere (a flow layout it may make scroll so).
    let mentionsHorizontal: Bool
    /// Whether the text holds `available` at all: without it no availability check or
    /// `@available` attribute can make a fallback.
    let mentionsAvailability: Bool

    init(file: String, converter: SourceLocationConverter, text: String) {
      self.file = file
      self.converter = converter
      self.bytes = Array(text.utf8)
      self.mentionsAvailability = text.includes("available")
      self.mentionsHorizontal = text.includes("horizontal")
      super.init(viewMode: .sourceAccurate)
    }

    // MARK: Comments

    /// Collects the comments in each token's trivia as the walk passes it (the tokens in source
    /// order, as `tokens(viewMode: .sourceAccurate)` gives them); trivia is built only where its
    /// text holds a `/`.
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      let start = token.position
      let textStart = start + token.leadingTriviaLength
      let textEnd = token.endPositionBeforeTrailingTrivia
      if holdsSlash(start, textStart) { record(token.leadingTrivia, from: start) }
      if holdsSlash(textEnd, token.endPosition) { record(token.trailingTrivia, from: textEnd) }
      return .visitChildren
    }

    func holdsSlash(_ start: AbsolutePosition, _ end: AbsolutePosition) -> Bool {
      let lower = max(0, start.utf8Offset)
      let upper = min(bytes.count, end.utf8Offset)
      guard lower < upper else { return false }
      return bytes[lower..<upper].contains(UInt8(ascii: "/"))
    }

    func record(_ trivia: Trivia, from position: AbsolutePosition) {
      var offset = position
      for piece in trivia {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
          .docBlockComment(let text):
          let start = converter.location(for: offset)
          let end = converter.location(for: offset + piece.sourceLength)
          comments.append(
            SourceComment(
              text: text, position: SourcePosition(line: start.line, column: start.column),
              endLine: end.line))
        default: break
        }
        offset = offset + piece.sourceLength
      }
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      return SourcePosition(line: location.line, column: location.column)
    }

    func expression(_ node: ExprSyntax) -> LintExpression {
      // A getter's or helper's body is read as its definition and again, statement by
      // statement, as the walk passes it: converted once (issue 29's speed goal: conversion was
      // 10–13 % of linting NetNewsWire).
      if !conversions.isEmpty, let known = conversions[node.id] { return known }
      var converter = SwiftExpressionConverter(converter: converter, notes: notes)
      converter.inScreenExtension = extendedTypes.last == "UIScreen"
      converter.objectAliases = objectAliases
      converter.source = bytes
      let result = converter.convert(node)
      if readingDefinition > 0 { conversions[node.id] = result }
      return result
    }

    /// Expressions converted while a definition's body was read, by node: the statements of
    /// that body take them from here.
    var conversions: [SyntaxIdentifier: LintExpression] = [:]
    /// How many definition bodies are being read (nested closures included).
    var readingDefinition = 0
    /// How many blocks that fall through to the statements after them are being read as one.
    var fallThroughDepth = 0

    /// Whether the bytes of `node` name something a device fact is read from (the screen, the
    /// device, a window's insets, the status bar): a helper with parameters is read as a
    /// definition only then.
    func mentionsDevice(_ node: some SyntaxProtocol) -> Bool {
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = min(node.endPositionBeforeTrailingTrivia.utf8Offset, bytes.count)
      guard start < end else { return false }
      return bytes[start..<end].withUnsafeBufferPointer { haystack in
        for word in Self.deviceWords {
          var needle = word
          if needle.withUTF8({ String.includes(haystack, needle: $0) }) { return true }
        }
        return false
      }
    }

    static let deviceWords = ["UIScreen", "UIDevice", "safeArea", "statusBar", "nativeBounds"]

    /// The types of the enclosing `extension`s, innermost last.
    var extendedTypes: [String] = []
    /// File-scope constants holding an object facts are read from (``SwiftReader/objectAliases(_:)``).
    var objectAliases: [String: String] = [:]

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extendedTypes.append(SyntaxText.trimmed(node.extendedType))
      return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
      _ = extendedTypes.popLast()
    }

    /// The types and extended types the walk is in, innermost last: a member's owner
    /// (``SourceDefinition/owner``) and a statement's ``SourceStatement/enclosingType``.
    var typeNames: [String] = []
    /// The file's `typealias`es, alias to type.
    var typeAliases: [String: String] = [:]

    /// A type's name without its module, generic arguments or optionality (`Swift.Array<Int>`
    /// is `Array`).
    static func typeName(_ written: String) -> String {
      var name = Substring(written)
      if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
      if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
      return String(name.filter { $0 != "?" && $0 != "!" && $0 != " " })
    }

    /// The owner of a declaration made here: the innermost type, unless it is a local.
    func owner(_ node: some SyntaxProtocol) -> String? {
      isLocal(node) ? nil : typeNames.last
    }

    /// The types the file's types inherit from or conform to, and the types it declares
    /// (``SourceModel/superTypes``, ``SourceModel/declaredTypes``).
    var superTypes: [String: [String]] = [:]
    var declaredTypes: Set<String> = []

    /// Enters a declared type: its name, and what its inheritance clause names.
    func enter(_ name: String, _ clause: InheritanceClauseSyntax?, declared: Bool = true) {
      typeNames.append(name)
      if declared { declaredTypes.insert(name) }
      for inherited in clause?.inheritedTypes ?? [] {
        superTypes[name, default: []].append(Self.typeName(SyntaxText.trimmed(inherited.type)))
      }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      typeAliases[node.name.text] = Self.typeName(SyntaxText.trimmed(node.initializer.value))
      return .skipChildren
    }

    /// Whether `node` sits in a function, closure or accessor body (a local): whether the
    /// innermost of the scopes the walk is in is a body rather than a type's members or the file
    /// (``scopes``, the same answer as walking `node`'s parents, without the walk: called for
    /// every statement and declaration).
    func isLocal(_ node: some SyntaxProtocol) -> Bool {
      scopes.last ?? false
    }

    /// The bodies (`true`: code blocks, closures, accessor blocks) and member blocks (`false`)
    /// the walk is in, innermost last: what ``isLocal(_:)`` asks of a node's parents. A node is
    /// asked about when it is visited, so the stack holds exactly its parents of these kinds.
    var scopes: [Bool] = []

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      scopes.append(true)
      return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { _ = scopes.popLast() }

    // (`visit(_: ClosureExprSyntax)`, which also records the closure's parameters as locals,
    // pushes a body scope: below, with the other local names.)

    override func visitPost(_ node: ClosureExprSyntax) { _ = scopes.popLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
      scopes.append(true)
      return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { _ = scopes.popLast() }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
      scopes.append(false)
      enterType(of: node)
      return .visitChildren
    }

    override func visitPost(_ node: MemberBlockSyntax) {
      _ = scopes.popLast()
      if node.parent?.asProtocol((any DeclGroupSyntax).self) != nil { _ = typeNames.popLast() }
    }

    /// Enters the type whose members `block` holds (a `class`, `struct`, `enum`, `actor` or
    /// `protocol` declares it; `extension Cover: Sharing` adds a conformance and declares none).
    func enterType(of block: MemberBlockSyntax) {
      guard let group = block.parent?.asProtocol((any DeclGroupSyntax).self) else { return }
      if let extended = group.as(ExtensionDeclSyntax.self) {
        enter(
          Self.typeName(SyntaxText.trimmed(extended.extendedType)), group.inheritanceClause,
          declared: false)
      } else if let named = group.asProtocol((any NamedDeclSyntax).self) {
        enter(named.name.text, group.inheritanceClause)
      } else {
        typeNames.append("")
      }
    }

    /// Whether `node` runs only where an availability check failed: the `else` of
    /// `if #available(…)`, the body of `guard #available(…) else`, `if #unavailable(…)`.
    func isAvailabilityFallback(_ node: some SyntaxProtocol) -> Bool {
      guard mentionsAvailability else { return false }
      // The answer for a node is "its parent decides so for it, or the answer for its parent":
      // each node's answer is kept, so the parents shared by a body's statements (and their
      // attributes' text) are looked at once per file, not once per statement. Iterative:
      // nesting of any depth.
      var chain: [Syntax] = []
      var node = Syntax(node)
      var answer = false
      while let parent = node.parent {
        if let known = fallbacks[node.id] {
          answer = known
          break
        }
        chain.append(node)
        if Self.decidesFallback(parent, for: node) {
          answer = true
          break
        }
        node = parent
      }
      // Every node of the chain below the one that answered has that answer.
      for visited in chain { fallbacks[visited.id] = answer }
      return answer
    }

    /// ``isAvailabilityFallback(_:)``'s answers, by node.
    var fallbacks: [SyntaxIdentifier: Bool] = [:]

    /// Whether `current` makes its child `child` run only where an availability check failed.
    static func decidesFallback(_ current: Syntax, for child: Syntax) -> Bool {
      if let ifExpression = current.as(IfExprSyntax.self) {
        let kind = Self.availability(ifExpression.conditions)
        if kind == .newer, let elseBody = ifExpression.elseBody, elseBody.id == child.id {
          return true
        }
        if kind == .older, ifExpression.body.id == child.id { return true }
      }
      if let guardStatement = current.as(GuardStmtSyntax.self),
        Self.availability(guardStatement.conditions) == .newer,
        guardStatement.body.id == child.id
      {
        return true
      }
      // `@available(iOS, deprecated: 11)` is written on declarations only.
      if current.is(DeclSyntax.self),
        let declaration = current.asProtocol((any WithAttributesSyntax).self),
        Self.isDeprecatedBefore11(declaration.attributes)
      {
        return true
      }
      return false
    }

    enum Availability { case newer, older, none }

    static func availability(_ conditions: ConditionElementListSyntax) -> Availability {
      for element in conditions {
        if let availability = element.condition.as(AvailabilityConditionSyntax.self) {
          return availability.availabilityKeyword.tokenKind == .poundUnavailable ? .older : .newer
        }
      }
      return .none
    }

    /// `@available(iOS, deprecated: 11)` or `@available(iOS, obsoleted: …)`.
    static func isDeprecatedBefore11(_ attributes: AttributeListSyntax) -> Bool {
      for element in attributes {
        guard let attribute = element.as(AttributeSyntax.self),
          SyntaxText.trimmed(attribute.attributeName) == "available"
        else { continue }
        let text = attribute.arguments.map({ SyntaxText.trimmed($0) }) ?? ""
        if text.contains("deprecated") || text.contains("obsoleted") { return true }
      }
      return false
    }

    /// What a body controls: layout words or numbers; a string-only return.
    func controls(_ node: some SyntaxProtocol) -> (layout: Bool, nameOnly: Bool) {
      // Kept by node: every `guard` of a body asks about the same enclosing statements.
      if let known = controlled[node.id] { return known }
      // Whether an identifier is a layout word, whether a number other than 0 and 1 is
      // written, and whether one follows `return`, `=`, `?` or `:`: one walk of the tokens.
      let facts = TokenFacts.walk(node.tokens(viewMode: .sourceAccurate))
      // The text's start decides; the whole text is read only for a braced body.
      let head = SyntaxText.prefix(node, 16, source: bytes)
      var nameOnly = head.hasPrefix("return \"") || head.hasPrefix("{ return \"")
      // `case "iPhone10,3", "iPhone10,6": return iPhoneX` (DeviceKit's `mapToDevice`): an
      // identifier mapped to the model's name, as a marketing-name table is.
      // A name returned by a function that returns a number is a number chosen (Palace's
      // `if idiom == .pad { return iPadPadding }` in `func dynamicTopPadding() -> CGFloat`,
      // measurement J), not a name mapped to a model.
      var returnsNamedNumber = false
      if !nameOnly, let statements = node.as(CodeBlockItemListSyntax.self), statements.count == 1,
        let returned = statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
        returned.is(DeclReferenceExprSyntax.self)
          || (returned.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false)
      {
        if returned.is(DeclReferenceExprSyntax.self), Self.returnsNumber(node) {
          returnsNamedNumber = true
        } else {
          nameOnly = true
        }
      }
      if !nameOnly, !returnsNamedNumber, let block = node.as(CodeBlockSyntax.self),
        block.statements.count == 1,
        block.statements.first?.item.as(ReturnStmtSyntax.self)?.expression?
          .is(DeclReferenceExprSyntax.self) == true,
        Self.returnsNumber(node)
      {
        returnsNamedNumber = true
      }
      // `if identifier == "iPhone10,3" { name = "iPhone X" }`: one marketing name assigned, an
      // identifier table's entry, as `return "iPhone X"` and Objective-C's `platform =
      // @"iPhone X";` are (round U: reported as model checks).
      if !nameOnly,
        let statements = node.as(CodeBlockSyntax.self)?.statements
          ?? node.as(CodeBlockItemListSyntax.self),
        statements.count == 1, let item = statements.first?.item,
        Self.assignsString(item)
      {
        nameOnly = true
      }
      if !nameOnly, head.hasPrefix("{\n"), !facts.numbers, !facts.layoutWord {
        nameOnly = SyntaxText.trimmed(node).includes("return \"")
      }
      let result = (
        layout: facts.layoutWord || facts.returnsNumber || returnsNamedNumber, nameOnly: nameOnly
      )
      controlled[node.id] = result
      return result
    }

    /// Whether `item` is one assignment of a string literal (`name = "iPhone X"`, `self.model =
    /// "iPhone XR"`), the parser's unfolded sequence of a name, `=` and the literal.
    static func assignsString(_ item: CodeBlockItemSyntax.Item) -> Bool {
      guard let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else {
        return false
      }
      let elements = Array(sequence.elements)
      return elements.count == 3
        && (elements[0].is(DeclReferenceExprSyntax.self)
          || elements[0].is(MemberAccessExprSyntax.self))
        && elements[1].is(AssignmentExprSyntax.self)
        && elements[2].is(StringLiteralExprSyntax.self)
    }

    /// Whether the function or getter whose body holds `node` is declared to return a number
    /// (`-> CGFloat`, `var x: Double { … }`); a closure in between has returns of its own.
    static func returnsNumber(_ node: some SyntaxProtocol) -> Bool {
      let numbers: Set<String> = ["CGFloat", "Double", "Float", "Int"]
      var current = node.parent
      var steps = 0
      while let parent = current, steps < 64 {
        if parent.is(ClosureExprSyntax.self) { return false }
        if let function = parent.as(FunctionDeclSyntax.self) {
          return numbers.contains(
            function.signature.returnClause.map({ SyntaxText.trimmed($0.type) }) ?? "")
        }
        if let binding = parent.as(PatternBindingSyntax.self) {
          return numbers.contains(binding.typeAnnotation.map({ SyntaxText.trimmed($0.type) }) ?? "")
        }
        current = parent.parent
        steps += 1
      }
      return false
    }

    /// ``controls(_:)``'s answers, by node.
    var controlled: [SyntaxIdentifier: (layout: Bool, nameOnly: Bool)] = [:]

    func add(
      _ expression: ExprSyntax, role: SourceStatement.Role, target: String? = nil,
      controls: (layout: Bool, nameOnly: Bool) = (false, false), at node: some SyntaxProtocol
    ) {
      add(
        converted: self.expression(expression), role: role, target: target, controls: controls,
        at: node)
    }

    func add(
      converted: LintExpression, role: SourceStatement.Role, target: String? = nil,
      controls: (layout: Bool, nameOnly: Bool) = (false, false), at node: some SyntaxProtocol
    ) {
      statements.append(
        SourceStatement(
          expression: converted, role: role, target: target,
          isAvailabilityFallback: isAvailabilityFallback(node), controlsLayout: controls.layout,
          controlsNameOnly: controls.nameOnly, enclosing: enclosing.last,
          enclosingType: typeNames.last))
    }

    // MARK: Declarations

    // MARK: Conditional compilation

    /// Reads only the `#if` clauses that can be compiled for iOS: a clause whose condition is
    /// false there (`#if os(macOS)`, the `#else` of `#if os(iOS)`) is skipped.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      var taken = false
      var earlierAllFalse = true
      for clause in node.clauses {
        if taken { continue }
        var onIOS: Bool? = earlierAllFalse ? true : nil  // `#else`
        if let condition = clause.condition { onIOS = Self.compiledForIOS(condition) }
        if onIOS == false { continue }
        walk(clause)
        if onIOS == true { taken = true } else { earlierAllFalse = false }
      }
      walk(node.poundEndif)
      return .skipChildren
    }

    /// Whether a `#if` condition holds when compiling for iOS, or nil when it depends on more
    /// than the platform (`os(…)`, `canImport(UIKit)`, `!`, `&&`, `||`, parentheses).
    static func compiledForIOS(_ condition: ExprSyntax) -> Bool? {
      if let call = condition.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        call.arguments.count == 1, let argument = call.arguments.first
      {
        let value = SyntaxText.trimmed(argument.expression)
        switch callee.baseName.text {
        case "os": return value == "iOS"
        case "canImport": return value == "UIKit" ? true : nil
        default: return nil
        }
      }
      if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return compiledForIOS(prefix.expression).map { !$0 }
      }
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return compiledForIOS(only.expression)
      }
      var operands: [ExprSyntax] = []
      var operators: [String] = []
      if let infix = condition.as(InfixOperatorExprSyntax.self) {
        operands = [infix.leftOperand, infix.rightOperand]
        operators = [SyntaxText.trimmed(infix.operator)]
      } else if let sequence = condition.as(SequenceExprSyntax.self) {
        for (index, element) in sequence.elements.enumerated() {
          if index % 2 == 0 {
            operands.append(element)
          } else {
            operators.append(SyntaxText.trimmed(element))
          }
        }
      } else {
        return nil
      }
      // One kind of operator only (mixing `&&` and `||` would need precedence): fold it.
      guard let op = operators.first, operators.allSatisfy({ $0 == op }), op == "&&" || op == "||",
        operands.count == operators.count + 1
      else { return nil }
      let values = operands.map(compiledForIOS)
      if op == "&&" {
        if values.contains(false) { return false }
        return values.allSatisfy { $0 == true } ? true : nil
      }
      if values.contains(true) { return true }
      return values.allSatisfy { $0 == false } ? false : nil
    }

    /// The statement after the one holding `node` in the same block, if any.
    func nextItem(after node: some SyntaxProtocol) -> CodeBlockItemSyntax.Item? {
      guard let item = node.parent?.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self),
        let index = list.firstIndex(where: { $0.id == item.id })
      else { return nil }
      let next = list.index(after: index)
      return next < list.endIndex ? list[next].item : nil
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let local = isLocal(node)
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
          if let initializer = binding.initializer {
            add(
              initializer.value, role: .value, target: SyntaxText.trimmed(binding.pattern),
              at: node)
          }
          continue
        }
        if local {
          let converted = binding.initializer.map { expression($0.value) }
          if let function = enclosing.last {
            localNames[function, default: []].insert(name.text)
            // A `let` keeps its value: a check built through it (`let h = UIScreen.main
            // .bounds.height; return h == 812`) reads through it.
            // (A name bound again in an availability fallback, `if #available(iOS 13, *) {
            // let window = …windows.first … } else { let window = …keyWindow … }`, keeps the
            // value of the code that runs: the fallback is not reported, measurement I.)
            if node.bindingSpecifier.tokenKind == .keyword(.let), let converted,
              localValues[function]?[name.text] == nil || !isAvailabilityFallback(node)
            {
              localValues[function, default: [:]][name.text] = converted
            }
            // `let topInset: CGFloat` given its value by the `if … else` right after it.
            if node.bindingSpecifier.tokenKind == .keyword(.let), converted == nil,
              node.bindings.count == 1, let next = nextItem(after: node),
              let assigned = assignedInBranches(name.text, next)
            {
              localValues[function, default: [:]][name.text] = assigned
            }
          }
          if let converted {
            add(converted: converted, role: .value, target: name.text, at: node)
          }
          continue
        }
        var value: LintExpression?
        if let initializer = binding.initializer,
          let call = initializer.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
          call.trailingClosure == nil,
          let closure = call.calledExpression.as(ClosureExprSyntax.self),
          closure.signature == nil,
          let type = binding.typeAnnotation.map({ SyntaxText.trimmed($0.type) }),
          ["CGFloat", "Double", "Float", "Int", "Bool", "UIEdgeInsets"].contains(type)
        {
          // `static var kScreenBottomInset: CGFloat = { … return window?.safeAreaInsets.bottom
          // ?? 0 … }()`: a stored number or flag initialised once by a closure holds what the
          // closure returns, read as a computed property's body is (measurement S: 3 uses of a
          // key window's inset missed, its name unread). (A view made by a closure, `lazy var
          // headView: UIView = { … }()`, stays read statement by statement.)
          value = singleValue(closure.statements)
        } else if let initializer = binding.initializer {
          value = expression(initializer.value)
        } else if let accessors = binding.accessorBlock,
          !ViewPropertyCollector.isView(
            binding.typeAnnotation.map({ SyntaxText.trimmed($0.type) }) ?? "")
        {
          // A SwiftUI `body` (`some View`) is no value: its modifiers lay out, where written.
          value = singleValue(accessors)
        }
        definitions.append(
          SourceDefinition(
            name: name.text,
            kind: node.bindingSpecifier.tokenKind == .keyword(.let) ? .constant : .property,
            expression: value, location: SourceLocation(file: file, position: position(name)),
            owner: owner(node)))
      }
      // A property's accessors are its own scope; a local's initializer stays in its function.
      pushedEnclosing.append(!local)
      if !local {
        enclosing.append(node.bindings.first.map { SyntaxText.trimmed($0.pattern) } ?? "")
      }
      return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
      if pushedEnclosing.popLast() == true { _ = enclosing.popLast() }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause != nil,
        let body = node.body, !isLocal(node)
      {
        // A body that is not read still defines the name: its calls mean this function, not
        // "a name not defined in the files linted" (measurement O: a `UIWindow` extension's
        // `jx_layoutInsets()` called from its `jx_navigationHeight()`).
        definitions.append(
          SourceDefinition(
            name: node.name.text, kind: .function, expression: singleValue(body.statements),
            location: SourceLocation(file: file, position: position(node.name)),
            owner: owner(node)))
      }
      // A helper comparing a device fact with its arguments (`func isSmallScreen(threshold:
      // CGFloat, for dimension: KeyPath<CGSize, CGFloat>) -> Bool { let screenSize =
      // UIScreen.main.bounds.size; return screenSize[keyPath: dimension] <= threshold }`): a
      // definition with parameters, substituted where it is called (measurement H's left-over).
      let parameters = node.signature.parameterClause.parameters
      // (A flag or a number: a delegate's `collectionView(_:layout:sizeForItemAt:) -> CGSize`
      // is a method whose reads are reported where they are, statement by statement.)
      if !parameters.isEmpty, parameters.count <= 4,
        let returned = node.signature.returnClause.map({ SyntaxText.trimmed($0.type) }),
        ["Bool", "CGFloat", "Double", "Float", "Int"].contains(returned),
        let body = node.body, !isLocal(node),
        parameters.allSatisfy({ $0.ellipsis == nil && $0.defaultValue == nil }),
        mentionsDevice(body), let value = singleValue(body.statements)
      {
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let substituted = Self.parameterized(value, names: names)
        if substituted.contains({ if case .parameter = $0.kind { true } else { false } }),
          substituted.contains({ if case .fact = $0.kind { true } else { false } })
        {
          definitions.append(
            SourceDefinition(
              name: node.name.text, kind: .function, parameters: names, expression: substituted,
              location: SourceLocation(file: file, position: position(node.name)),
              owner: owner(node)))
        }
      }
      enclosing.append(node.name.text)
      // Parameters are locals: `width` here is not another file's `width`.
      for parameter in node.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        if name != "_" { localNames[node.name.text, default: []].insert(name) }
      }
      addDefaultArguments(node.signature.parameterClause)
      return .visitChildren
    }

    /// A parameter's default value is evaluated in the caller each time the argument is left
    /// out (The Swift Programming Language, "Default Parameter Values"): a read, in the
    /// function, of what it names (`func loadContent(width: CGFloat = UIScreen.main.bounds
    /// .width)`; measurement J: TWAQI's map frame).
    func addDefaultArguments(_ clause: FunctionParameterClauseSyntax) {
      for parameter in clause.parameters {
        guard let value = parameter.defaultValue?.value else { continue }
        let name = (parameter.secondName ?? parameter.firstName).text
        add(value, role: .value, target: name == "_" ? nil : name, at: parameter)
      }
    }

    /// `value` with the names of `names` read as the parameters they are.
    static func parameterized(_ value: LintExpression, names: [String]) -> LintExpression {
      var result = value
      switch value.kind {
      case .reference(let name), .local(let name):
        if let index = names.firstIndex(of: name) { result.kind = .parameter(index) }
      case .unary(let op, let operand):
        result.kind = .unary(op, parameterized(operand, names: names))
      case .binary(let op, let lhs, let rhs):
        result.kind = .binary(
          op, parameterized(lhs, names: names), parameterized(rhs, names: names))
      case .conditional(let condition, let then, let otherwise):
        result.kind = .conditional(
          parameterized(condition, names: names), parameterized(then, names: names),
          parameterized(otherwise, names: names))
      case .call(let name, let arguments):
        result.kind = .call(name, arguments.map { parameterized($0, names: names) })
      default: break
      }
      return result
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      _ = enclosing.popLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      enclosing.append("init")
      // An initialiser's parameters are locals too: `isSE` in `init(isSE: Bool)` is the
      // parameter, not the stored property of the same name.
      for parameter in node.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        if name != "_" { localNames["init", default: []].insert(name) }
      }
      addDefaultArguments(node.signature.parameterClause)
      return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
      _ = enclosing.popLast()
    }

    /// Whether `node` lies in `extension Name`.
    func isInExtension(of name: String, _ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let parent = current {
        if let ext = parent.as(ExtensionDeclSyntax.self) {
          return SyntaxText.trimmed(ext.extendedType) == name
        }
        current = parent.parent
      }
      return false
    }

    /// The value of a getter or body that is one expression or one `return`.
    func singleValue(_ accessors: AccessorBlockSyntax) -> LintExpression? {
      switch accessors.accessors {
      case .getter(let statements): return singleValue(statements)
      case .accessors(let list):
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
          if let body = accessor.body { return singleValue(body.statements) }
        }
        return nil
      }
    }

    func singleValue(_ statements: CodeBlockItemListSyntax) -> LintExpression? {
      readingDefinition += 1
      defer { readingDefinition -= 1 }
      if let branched = branchedValue(Array(statements)) { return branched }
      if let throughLocals = valueThroughLocals(Array(statements)) { return throughLocals }
      if let guarded = guardedValue(Array(statements)) { return guarded }
      if statements.count > 1 { return boundValue(statements) }
      guard statements.count == 1, let item = statements.first?.item else { return nil }
      if let returned = item.as(ReturnStmtSyntax.self), let value = returned.expression {
        return expression(value)
      }
      if let value = item.as(ExprSyntax.self) {
        if let sequence = value.as(SequenceExprSyntax.self),
          sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
        {
          return nil
        }
        return expression(value)
      }
      if let statement = item.as(ExpressionStmtSyntax.self) {
        return expression(statement.expression)
      }
      return nil
    }

    /// `#available(iOS 13.0, *)` as a test of the system version each catalog cell runs
    /// (`UIDevice.current.systemVersion >= 13`); true where every modelled iOS (11 and later)
    /// passes it, and `#unavailable` its negation (measurement K: seoul_bicycle's `var
    /// hasTopNotch: Bool { if #available(iOS 13.0, *) { return …keyWindow…top > 20 } else {
    /// return …delegate.window…top > 20 } }`, whose uses were not read).
    func availabilityTest(_ node: AvailabilityConditionSyntax) -> LintExpression {
      let unavailable = node.availabilityKeyword.tokenKind == .poundUnavailable
      let at = position(node)
      var version: Double?
      for argument in node.availabilityArguments {
        let text = SyntaxText.trimmed(argument.argument)
        guard text.hasPrefix("iOS ") else { continue }
        let parts = text.dropFirst(4).split(separator: ".").prefix(2)
        version = Double(parts.joined(separator: "."))
      }
      guard let version, version > 11 else {
        return LintExpression(.boolean(!unavailable), at: at)
      }
      return LintExpression(
        .binary(
          unavailable ? "<" : ">=",
          LintExpression(.fact(.systemVersion, path: "UIDevice.current.systemVersion"), at: at),
          LintExpression(.number(version), at: at)), at: at)
    }

    /// The value of a body that returns by branches, read as `? :` (as the Objective-C reader
    /// reads guarded returns): `if c { return a } else { return b }`, `if c { return a }`
    /// followed by `return b`, `else if` chains, and a `switch` whose cases each return one
    /// value (`switch Device.current { case .iPhone8: return .small … default: return .big }`).
    /// Anything else in the body (a binding, a statement) makes it unread.
    func branchedValue(_ items: [CodeBlockItemSyntax]) -> LintExpression? {
      guard let first = items.first?.item else { return nil }
      func statementExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ExpressionStmtSyntax.self)?.expression
      }
      func returned(_ block: CodeBlockItemListSyntax) -> LintExpression? {
        if block.count > 1 {
          // `if #available(iOS 11.0, *) { guard let window = …keyWindow else { return .zero };
          // return window.safeAreaInsets }`: a block that binds, then returns (measurement L).
          return guardedValue(Array(block)) ?? valueThroughLocals(Array(block))
        }
        guard block.count == 1, let item = block.first?.item else { return nil }
        if let value = item.as(ReturnStmtSyntax.self)?.expression { return expression(value) }
        if let nested = branchedValue(Array(block)) { return nested }
        return nil
      }
      /// An `if` without `else` whose block does not always return falls through to what
      /// follows it: `if #available(iOS 11.0, *) { guard let w = … else { return false }; if
      /// w.safeAreaInsets.bottom > 0 { return true } }; return false` is, when the test holds,
      /// the block followed by the rest (measurement L: PeasNovel's `isiPhoneXSeries`).
      func fallingThrough(_ block: CodeBlockItemListSyntax, _ rest: ArraySlice<CodeBlockItemSyntax>)
        -> LintExpression?
      {
        guard !rest.isEmpty, block.count + rest.count <= Self.maximumConstants + 2,
          fallThroughDepth < 3
        else { return nil }
        fallThroughDepth += 1
        defer { fallThroughDepth -= 1 }
        let joined = Array(block) + rest
        return branchedValue(joined) ?? guardedValue(joined) ?? valueThroughLocals(joined)
      }
      func condition(_ conditions: ConditionElementListSyntax) -> LintExpression? {
        if conditions.count == 1,
          let availability = conditions.first?.condition.as(AvailabilityConditionSyntax.self)
        {
          return availabilityTest(availability)
        }
        guard conditions.count == 1, let only = conditions.first?.condition.as(ExprSyntax.self)
        else { return nil }
        return expression(only)
      }
      guard let head = statementExpression(first) else { return nil }
      // `if let scene = … { return scene.windows.first?.safeAreaInsets.top ?? 0 }; return 0`:
      // the value whenever the bindings succeed (as `guard let` is read).
      if let ifExpression = head.as(IfExprSyntax.self),
        let bindings = optionalBindings(ifExpression.conditions),
        let then = returned(ifExpression.body.statements)
      {
        return Self.substituting(then, bindings)
      }
      if let ifExpression = head.as(IfExprSyntax.self),
        let test = condition(ifExpression.conditions),
        let then =
          returned(ifExpression.body.statements)
          ?? (ifExpression.elseBody == nil
            ? fallingThrough(ifExpression.body.statements, items.dropFirst()) : nil)
      {
        var otherwise: LintExpression?
        switch ifExpression.elseBody {
        case .codeBlock(let block)?:
          guard items.count == 1 else { return nil }
          otherwise = returned(block.statements)
        case .ifExpr(let nested)?:
          guard items.count == 1 else { return nil }
          otherwise = branchedValue([CodeBlockItemSyntax(item: .expr(ExprSyntax(nested)))])
        case nil:
          if items.count > 2 {
            // `if a { return x }; if b { return y }; return z`: a chain without `else`, read
            // one `if` deep per step (bounded, as the tree's height is).
            guard items.count < LintExpression.maximumHeight / 2 else { return nil }
            otherwise = branchedValue(Array(items.dropFirst()))
          } else {
            guard items.count == 2,
              let last = items.last?.item.as(ReturnStmtSyntax.self)?.expression
            else { return nil }
            otherwise = expression(last)
          }
        }
        guard let otherwise else { return nil }
        return LintExpression(.conditional(test, then, otherwise), at: test.position)
      }
      if let switchExpression = head.as(SwitchExprSyntax.self), items.count == 1 {
        var subject = expression(switchExpression.subject)
        if let path = CExpressionParser.path(of: subject),
          path == "self.current" || path == "current" || path == "Self.current",
          isInExtension(of: "Device", switchExpression)
        {
          subject = LintExpression(.path("Device.current"), at: subject.position)
        }
        var branches: [(LintExpression, LintExpression)] = []
        var fallback: LintExpression?
        for caseItem in switchExpression.cases {
          guard let switchCase = caseItem.as(SwitchCaseSyntax.self),
            var value = returned(switchCase.statements)
          else { return nil }
          switch switchCase.label {
          case .default: fallback = value
          case .case(let label):
            if let tuple = switchExpression.subject.as(TupleExprSyntax.self),
              tuple.elements.count > 1
            {
              // `switch (width, height, scale) { case (375, 812, 3): … }` (measurement K:
              // Brick's screen-inch table): each case compares element by element.
              let tests = label.caseItems.map { tupleCaseTest(tuple, $0) }
              guard !tests.contains(where: { $0 == nil }), let first = tests.first ?? nil
              else { return nil }
              let test = tests.dropFirst().compactMap { $0 }.reduce(first) {
                LintExpression(.binary("||", $0, $1), at: $0.position)
              }
              branches.append((test, value))
              continue
            }
            let patterns = label.caseItems.compactMap {
              $0.pattern.as(ExpressionPatternSyntax.self).map { expression($0.expression) }
            }
            guard let firstPattern = patterns.first, patterns.count == label.caseItems.count
            else { return nil }
            // `case .custom(let placeholder, _): return placeholder` in `var placeholder`: the
            // returned name is the pattern's binding, a value of the subject the file does not
            // hold, not the property (round U: "'placeholder' refers to itself" was noted).
            let bound = BoundNameCollector.names(in: label)
            if !bound.isEmpty {
              if Self.mentions(value, bound) {
                value = LintExpression(.unknown("a value the case binds"), at: value.position)
              }
              branches.append(
                (LintExpression(.unknown("a case that binds values"), at: value.position), value))
              continue
            }
            let names = patterns.compactMap(DeviceKitModel.caseName)
            var test: LintExpression?
            if DeviceKitModel.isDevice(subject), names.count == patterns.count {
              test = DeviceKitModel.anyOf(names, device: subject, at: firstPattern.position)
            } else {
              test = patterns.map {
                LintExpression(.binary("==", subject, $0), at: $0.position)
              }.reduce(nil) { joined, next in
                joined.map { LintExpression(.binary("||", $0, next), at: $0.position) } ?? next
              }
            }
            guard let test else { return nil }
            branches.append((test, value))
          }
        }
        guard branches.count < LintExpression.maximumHeight / 2 else { return nil }
        var result =
          fallback
          ?? LintExpression(.unknown("(no default)"), at: subject.position)
        for (test, value) in branches.reversed() {
          result = LintExpression(.conditional(test, value, result), at: test.position)
        }
        return result
      }
      return nil
    }

    /// The names and values an `if let a = x, let b = y` binds, or nil when any condition is
    /// something else.
    func optionalBindings(_ conditions: ConditionElementListSyntax) -> [String: LintExpression]? {
      guard conditions.count <= Self.maximumConstants else { return nil }
      var values: [String: LintExpression] = [:]
      for element in conditions {
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let initializer = binding.initializer
        else { return nil }
        let value = Self.substituting(expression(initializer.value), values)
        guard value.height <= Self.maximumConstantHeight else { return nil }
        values[name] = value
      }
      return values.isEmpty ? nil : values
    }

    /// How many constants (or bindings) a body read through them may have, and how deep each
    /// value may be.
    static let maximumConstants = 8
    static let maximumConstantHeight = 32

    /// The value of a body made of `let` constants and then a value read as above
    /// (`let bottom = window?.safeAreaInsets.bottom ?? 0; return bottom > 0`), each constant
    /// replaced by its value: a check built through constants is that check.
    func valueThroughLocals(_ items: [CodeBlockItemSyntax]) -> LintExpression? {
      var values: [String: LintExpression] = [:]
      var index = 0
      while index < items.count, let declaration = items[index].item.as(VariableDeclSyntax.self) {
        // A few constants, each small: `let a2 = a1 + a1` eight times over would copy the
        // first one 256 times; generated code gets no such reading.
        guard declaration.bindingSpecifier.tokenKind == .keyword(.let),
          index < Self.maximumConstants
        else { return nil }
        for binding in declaration.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { return nil }
          guard let initializer = binding.initializer else {
            // `let topInset: CGFloat` then `if let win = … { topInset = win.safeAreaInsets.top }
            // else { topInset = 0 }` (measurement J: Palace's `dynamicTopPadding()`).
            // Only an inset read so (a helper given a window's scale this way stays unread,
            // and its statements are read one by one: measurement J's look-alikes).
            guard declaration.bindings.count == 1, index + 1 < items.count,
              let assigned = assignedInBranches(name, items[index + 1].item),
              assigned.contains({
                if case .fact(let fact, _) = $0.kind {
                  return [.safeAreaTop, .safeAreaBottom, .safeAreaLeft, .safeAreaRight]
                    .contains(fact)
                }
                return false
              })
            else { return nil }
            let value = Self.substituting(assigned, values)
            guard value.height <= Self.maximumConstantHeight else { return nil }
            values[name] = value
            index += 1
            continue
          }
          let value = Self.substituting(expression(initializer.value), values)
          guard value.height <= Self.maximumConstantHeight else { return nil }
          values[name] = value
        }
        index += 1
      }
      guard index > 0, index < items.count else { return nil }
      let rest = Array(items[index...])
      var value = branchedValue(rest)
      if value == nil, rest.count == 1,
        let returned = rest[0].item.as(ReturnStmtSyntax.self)?.expression
      {
        value = expression(returned)
      }
      return value.map { Self.substituting($0, values) }
    }

    /// The value an `if … { name = a } else { name = b }` right after `let name: T` gives
    /// `name`: `c ? a : b`, or — for `if let w = x { name = a } else { name = b }` — `a` with the
    /// bindings in place (read, as `guard let` is, as the value whenever the bindings
    /// succeed). Nil for anything else.
    func assignedInBranches(_ name: String, _ item: CodeBlockItemSyntax.Item) -> LintExpression? {
      let head = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
      guard let ifExpression = head?.as(IfExprSyntax.self),
        case .codeBlock(let elseBlock)? = ifExpression.elseBody
      else { return nil }
      func assignment(_ block: CodeBlockItemListSyntax) -> LintExpression? {
        guard block.count == 1, let item = block.first?.item,
          let sequence =
            (item.as(ExprSyntax.self)
            ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return nil }
        return expression(elements[2])
      }
      guard let then = assignment(ifExpression.body.statements),
        let otherwise = assignment(elseBlock.statements)
      else { return nil }
      if let bindings = optionalBindings(ifExpression.conditions) {
        return Self.substituting(then, bindings)
      }
      guard ifExpression.conditions.count == 1,
        let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self)
      else { return nil }
      let test = expression(condition)
      return LintExpression(.conditional(test, then, otherwise), at: test.position)
    }

    /// `expression` with each reference to a name of `values` (and each path starting with
    /// one) replaced by that value, at the reference's position.
    static func substituting(_ expression: LintExpression, _ values: [String: LintExpression])
      -> LintExpression
    {
      guard !values.isEmpty else { return expression }
      return expression.rewriting { node in
        switch node.kind {
        case .reference(let name):
          return values[name].map { LintExpression($0.kind, at: node.position) }
        case .path(let path):
          // Read again once its head is replaced: `insets.top` with `insets` bound to
          // `window.safeAreaInsets` and `window` to the key window is the key window's inset
          // (measurement L: "'…keyWindow.safeAreaInsets.top' is not defined" was said of it).
          return rewrittenHead(path, values).map { joined in
            if let fact = FactReader.fact(path: joined) {
              return LintExpression(.fact(fact, path: joined), at: node.position)
            }
            return LintExpression(.path(joined), at: node.position)
          }
        case .fact(let fact, let path):
          return rewrittenHead(path, values).map {
            LintExpression(.fact(fact, path: $0), at: node.position)
          }
        default: return nil
        }
      }
    }

    /// `window.safeAreaInsets.bottom` with `window` bound to a path: that path, then the rest.
    /// Whether `expression` reads one of `names`: a reference to it, or a path (or fact) it
    /// heads.
    static func mentions(_ expression: LintExpression, _ names: Set<String>) -> Bool {
      var found = false
      expression.walk { node in
        let head: String
        switch node.kind {
        case .reference(let name): head = name
        case .path(let path), .fact(_, let path):
          head = String(path.prefix { $0 != "." && $0 != "[" })
        default: return
        }
        if names.contains(head) { found = true }
      }
      return found
    }

    static func rewrittenHead(_ path: String, _ values: [String: LintExpression]) -> String? {
      guard let end = path.firstIndex(where: { $0 == "." || $0 == "[" }),
        let value = values[String(path[..<end])],
        let replacement = CExpressionParser.path(of: value)
      else { return nil }
      return replacement + path[end...]
    }

    /// The value of a body that unwraps optionals and returns one expression:
    /// `guard let a = x else { return nil }` … `return a.b`: the returned value, whenever the
    /// bindings succeed (only `let`/`var` bindings are read so; any other guard makes the
    /// value unknown).
    /// The value of a body that first binds what it reads (`guard let window = … .first else
    /// { return false }`) and then returns by branches (`if UIDevice.current.orientation
    /// .isPortrait { return window.safeAreaInsets.top >= 44 } else { … }`): the branches, the
    /// bound names replaced by what they bind. The bindings are a window, a scene or a screen,
    /// which every catalog device has, so the `else` return is not the value.
    func guardedValue(_ items: [CodeBlockItemSyntax]) -> LintExpression? {
      var bindings: [String: LintExpression] = [:]
      var index = 0
      var guards = 0
      while index < items.count {
        if let guardStatement = items[index].item.as(GuardStmtSyntax.self) {
          guard let bound = optionalBindings(guardStatement.conditions) else { return nil }
          for (name, value) in bound { bindings[name] = Self.substituting(value, bindings) }
          guards += 1
        } else if index < Self.maximumConstants, let (name, value) = constant(items[index]) {
          // A constant before or between the guards (`let null = UIEdgeInsets(…)` returned by
          // their `else`; measurement O: SwoozApp's `getSafeArea()`, read only at its binding).
          let substituted = Self.substituting(value, bindings)
          guard substituted.height <= Self.maximumConstantHeight else { return nil }
          bindings[name] = substituted
        } else {
          break
        }
        index += 1
      }
      guard guards > 0, index < items.count else { return nil }
      let rest = Array(items[index...])
      var value = branchedValue(rest) ?? valueThroughLocals(rest)
      if value == nil, rest.count == 1,
        let returned = rest[0].item.as(ReturnStmtSyntax.self)?.expression
      {
        value = expression(returned)
      }
      guard let value else { return nil }
      let result = Self.substituting(value, bindings)
      return result.height <= LintExpression.maximumHeight ? result : nil
    }

    /// `let name = value` (one binding with an initializer): the name and its value.
    func constant(_ item: CodeBlockItemSyntax) -> (String, LintExpression)? {
      guard let declaration = item.item.as(VariableDeclSyntax.self),
        declaration.bindingSpecifier.tokenKind == .keyword(.let),
        declaration.bindings.count == 1, let binding = declaration.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initializer = binding.initializer
      else { return nil }
      return (name, expression(initializer.value))
    }

    func boundValue(_ statements: CodeBlockItemListSyntax) -> LintExpression? {
      guard let last = statements.last?.item.as(ReturnStmtSyntax.self),
        let value = last.expression
      else { return nil }
      for item in statements.dropLast() {
        guard let guardStatement = item.item.as(GuardStmtSyntax.self),
          guardStatement.conditions.allSatisfy({
            $0.condition.is(OptionalBindingConditionSyntax.self)
          })
        else { return nil }
      }
      return expression(value)
    }

    /// Records the locals an `if let` / `guard let` binds (`guard let rootVC = rootViewController`)
    /// with their values; a shorthand `if let x` names a variable already there.
    func bind(_ conditions: ConditionElementListSyntax) {
      guard let function = enclosing.last else { return }
      for element in conditions {
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let initializer = binding.initializer
        else { continue }
        localNames[function, default: []].insert(name)
        let value = expression(initializer.value)
        localValues[function, default: [:]][name] = value
        // What the binding reads is read here: `if let topPadding = window?.safeAreaInsets.top
        // { topSafeAreaInsets = topPadding }` reads the first window's inset (measurement I).
        add(converted: value, role: .value, target: name, at: element)
      }
    }

    // MARK: Statements

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
      guard isLocal(node) else { return .visitChildren }
      if let value = node.item.as(ExprSyntax.self) {
        statementExpression(value, at: node)
      } else if let statement = node.item.as(ExpressionStmtSyntax.self),
        !statement.expression.is(IfExprSyntax.self), !statement.expression.is(SwitchExprSyntax.self)
      {
        statementExpression(statement.expression, at: node)
      }
      return .visitChildren
    }

    func statementExpression(_ value: ExprSyntax, at node: some SyntaxProtocol) {
      if value.is(IfExprSyntax.self) || value.is(SwitchExprSyntax.self)
        || value.is(ClosureExprSyntax.self)
      {
        return
      }
      if let sequence = value.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if let assignment = elements.firstIndex(where: {
          $0.is(AssignmentExprSyntax.self)
            || ($0.as(BinaryOperatorExprSyntax.self).map {
              ["+=", "-=", "*=", "/="].contains($0.operator.text)
            } ?? false)
        }), assignment > 0 {
          let target = elements[..<assignment].map { SyntaxText.trimmed($0) }.joined(
            separator: " ")
          var converter = SwiftExpressionConverter(converter: self.converter, notes: notes)
          converter.source = bytes
          let lhs = converter.fold(Array(elements[..<assignment]), depth: 0)
          var rhs = converter.fold(Array(elements[(assignment + 1)...]), depth: 0)
          // `layout.headerReferenceSize = CGSize(width: UIScreen.main.bounds.width, height: 44)`:
          // the flow layout's property, as its delegate method (``headerSizeHeight(_:in:)``), uses
          // only the height when scrolling vertically (measurement M: 3 false alarms).
          if let last = target.split(separator: ".").last,
            last == "headerReferenceSize" || last == "footerReferenceSize",
            elements.count == assignment + 2,
            let height = verticalLayoutHeight(elements[assignment + 1])
          {
            rhs = expression(height)
          }
          // A plain target (`tabWidth = width * ratio`, `self.view.frame = …`) is written, not
          // read: only what a subscript or call in it computes is a use (measurement I: an
          // assignment reported as a use of the main screen through the name it sets).
          var values: [(LintExpression, String?)] = [(rhs, target)]
          if !Self.isPlainTarget(lhs) { values.insert((lhs, nil), at: 0) }
          for (value, valueTarget) in values {
            statements.append(
              SourceStatement(
                expression: value, role: .value, target: valueTarget,
                isAvailabilityFallback: isAvailabilityFallback(node), enclosing: enclosing.last,
                enclosingType: typeNames.last))
          }
          return
        }
      }
      add(value, role: .value, at: node)
    }

    /// Whether an assignment's left side only names what it sets.
    static func isPlainTarget(_ expression: LintExpression) -> Bool {
      switch expression.kind {
      // (Setting a deprecated API, `automaticallyAdjustsScrollViewInsets = false`, is its use.)
      case .reference(let text), .path(let text): Shapes.deprecatedGuide(text) == nil
      case .fact, .local: true
      default: false
      }
    }

    /// A name a `case` pattern binds (`case .navigateAppleMap(let location):`) is a local.
    override func visit(_ node: ValueBindingPatternSyntax) -> SyntaxVisitorContinueKind {
      guard let function = enclosing.last else { return .visitChildren }
      for token in node.pattern.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind, name != "_" {
          localNames[function, default: []].insert(name)
        }
      }
      return .visitChildren
    }

    /// A closure's parameters are locals of the function or property it is written in:
    /// `PanelAdaptiveView { _, isLandscape in … }` names its own `isLandscape`, not a
    /// `UIDevice.isLandscape` of another project linted in the same run (measurement I).
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      scopes.append(true)  // a body: popped in `visitPost(_: ClosureExprSyntax)`
      guard let function = enclosing.last, let clause = node.signature?.parameterClause else {
        return .visitChildren
      }
      switch clause {
      case .simpleInput(let parameters):
        for parameter in parameters where parameter.name.text != "_" {
          localNames[function, default: []].insert(parameter.name.text)
        }
      case .parameterClause(let parameters):
        for parameter in parameters.parameters {
          let name = (parameter.secondName ?? parameter.firstName).text
          if name != "_" { localNames[function, default: []].insert(name) }
        }
      }
      return .visitChildren
    }

    /// Whether an `if … else` in a SwiftUI view builder (a `body`, a `some View` property or
    /// function, a `@ViewBuilder`) chooses between views in each branch: which view is laid
    /// out is a layout decision (`if idiom == .phone { TabScreen() } else { SidebarScreen() }`,
    /// `if orientation.isLandscape { landscape(ns) } else { portrait(ns) }`). Modifiers of
    /// `self` (`self.sheet`, `self.tabViewStyle`: a presentation or a style) do not count, nor
    /// an `if` inside an action closure (`.onAppear {…}`, a button's action).
    static func choosesViews(_ node: IfExprSyntax) -> Bool {
      guard let elseBody = node.elseBody else { return false }
      func makesViews(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard !statements.isEmpty else { return false }
        for item in statements {
          guard let expression = item.item.as(ExprSyntax.self) else { return false }
          var head = expression
          while true {
            if let call = head.as(FunctionCallExprSyntax.self) {
              guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                head = call.calledExpression
                break
              }
              guard let base = member.base else { return false }
              head = base
            } else if let member = head.as(MemberAccessExprSyntax.self), let base = member.base {
              head = base
            } else {
              break
            }
          }
          guard let reference = head.as(DeclReferenceExprSyntax.self),
            reference.baseName.text != "self"
          else { return false }
        }
        return true
      }
      let otherwise: Bool
      switch elseBody {
      case .codeBlock(let block): otherwise = makesViews(block.statements)
      case .ifExpr(let nested):
        otherwise = choosesViews(nested) || makesViews(nested.body.statements)
      }
      guard makesViews(node.body.statements), otherwise else { return false }
      var parent = node.parent
      while let current = parent {
        if let closure = current.as(ClosureExprSyntax.self) {
          if let call = closure.parent?.as(FunctionCallExprSyntax.self) {
            let name =
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
              ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if name.hasPrefix("on")
              || ["task", "sink", "map", "compactMap", "filter", "Button"]
                .contains(name)
            {
              return false
            }
          }
        }
        if let variable = current.as(VariableDeclSyntax.self) {
          return variable.bindings.contains {
            ViewPropertyCollector.isView($0.typeAnnotation?.type.trimmedDescription ?? "")
          } || SyntaxText.trimmed(variable.attributes).includes("ViewBuilder")
        }
        if let function = current.as(FunctionDeclSyntax.self) {
          return ViewPropertyCollector.isView(
            function.signature.returnClause.map({ SyntaxText.trimmed($0.type) }) ?? "")
            || SyntaxText.trimmed(function.attributes).includes("ViewBuilder")
        }
        if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return false }
        parent = current.parent
      }
      return false
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let value = node.expression, isLocal(node) {
        if let height = headerSizeHeight(value, in: node) {
          add(height, role: .returnValue, at: node)
          return .skipChildren
        }
        // `return section == 0 ? CGSize(width: kScreenW, height: 180) : CGSize(width: kScreenW,
        // height: 50)`: each branch is a header's size, of which the layout uses the height
        // (measurement S: 1 false alarm). The condition picks a section, no device.
        if let heights = headerSizeHeights(value, in: node) {
          for height in heights { add(height, role: .returnValue, at: node) }
          return .skipChildren
        }
        add(value, role: .returnValue, at: node)
      }
      return .visitChildren
    }

    /// In `collectionView(_:layout:referenceSizeForHeaderInSection:)` (or `…Footer…`) of a file
    /// that never says `horizontal`, the height of a returned `CGSize(width:height:)`: a flow
    /// layout scrolling vertically (its default) uses only the height of a header's or footer's
    /// size (Apple, `collectionView(_:layout:referenceSizeForHeaderInSection:)`: "If the scroll
    /// direction is vertical, the layout object uses the height value"), so
    /// `CGSize(width: UIScreen.main.bounds.width, height: 44)` lays nothing out by the screen
    /// (measurement L: 16 false alarms). Nil anywhere else.
    func headerSizeHeight(_ value: ExprSyntax, in node: some SyntaxProtocol) -> ExprSyntax? {
      guard let height = verticalLayoutHeight(value) else { return nil }
      var current = node.parent
      while let parent = current {
        if let function = parent.as(FunctionDeclSyntax.self) {
          let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
          return labels.contains("referenceSizeForHeaderInSection")
            || labels.contains("referenceSizeForFooterInSection") ? height : nil
        }
        if parent.is(ClosureExprSyntax.self) { return nil }
        current = parent.parent
      }
      return nil
    }

    /// The heights of both branches of a `? :` returned from the header or footer size method
    /// (``headerSizeHeight(_:in:)``), each a `CGSize(width:height:)`; nil otherwise.
    func headerSizeHeights(_ value: ExprSyntax, in node: some SyntaxProtocol) -> [ExprSyntax]? {
      var then: ExprSyntax?
      var otherwise: ExprSyntax?
      if let ternary = value.as(TernaryExprSyntax.self) {
        (then, otherwise) = (ternary.thenExpression, ternary.elseExpression)
      } else if let sequence = value.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        let markers = elements.indices.filter {
          elements[$0].is(UnresolvedTernaryExprSyntax.self)
        }
        if markers.count == 1, let marker = markers.first, marker == elements.count - 2 {
          then = elements[marker].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
          otherwise = elements[marker + 1]
        }
      }
      guard let then, let otherwise, let first = headerSizeHeight(then, in: node),
        let second = headerSizeHeight(otherwise, in: node)
      else { return nil }
      return [first, second]
    }

    /// The height of `CGSize(width:height:)` in a file that never says `horizontal`: of a
    /// header's or footer's size, all a flow layout scrolling vertically (its default) uses.
    func verticalLayoutHeight(_ value: ExprSyntax) -> ExprSyntax? {
      guard !mentionsHorizontal, let call = value.as(FunctionCallExprSyntax.self),
        SyntaxText.trimmed(call.calledExpression) == "CGSize", call.arguments.count == 2,
        call.arguments.first?.label?.text == "width",
        call.arguments.last?.label?.text == "height"
      else { return nil }
      return call.arguments.last?.expression
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      bind(node.conditions)
      var controlled = controls(node.body)
      // `if idiom == .phone { switch UIScreen.main.nativeBounds.height { … } }`: the idiom
      // test only gates the size check inside, which is the finding.
      if node.body.statements.count == 1,
        let inner = node.body.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
          ?? node.body.statements.first?.item.as(ExprSyntax.self),
        let gated = inner.as(SwitchExprSyntax.self),
        Shapes.readsScreenSize(expression(gated.subject))
      {
        controlled = (false, false)
      }
      if !controlled.layout, Self.choosesViews(node) { controlled.layout = true }
      for element in node.conditions {
        if let value = element.condition.as(ExprSyntax.self) {
          add(value, role: .condition, controls: controlled, at: node)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
      // The code after `guard` is what the condition controls; approximate with the body
      // and the enclosing block.
      bind(node.conditions)
      // `guard idiom == .phone else { return false }`: the guard decides a flag's value (the
      // flag's uses decide layout), not layout itself.
      var controlled = controls(node.parent?.parent ?? Syntax(node))
      if node.body.statements.count == 1,
        let returned = node.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
        returned.is(BooleanLiteralExprSyntax.self)
      {
        controlled = (false, false)
      }
      for element in node.conditions {
        if let value = element.condition.as(ExprSyntax.self) {
          add(value, role: .condition, controls: controlled, at: node)
        }
      }
      return .visitChildren
    }

    /// A `case (375, 812, 3) where c:` of a `switch` over a tuple, as the comparisons of the
    /// subject's elements with the pattern's (`_` matches anything), and-ed, with the `where`
    /// condition; nil for any other pattern (a binding, a range).
    func tupleCaseTest(_ subject: TupleExprSyntax, _ item: SwitchCaseItemSyntax) -> LintExpression?
    {
      guard
        let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
          .as(TupleExprSyntax.self), pattern.elements.count == subject.elements.count
      else { return nil }
      var test: LintExpression?
      for (element, written) in zip(subject.elements, pattern.elements) {
        if written.expression.is(DiscardAssignmentExprSyntax.self) { continue }
        guard written.label == nil, element.label == nil else { return nil }
        let value = expression(written.expression)
        let comparison = LintExpression(
          .binary("==", expression(element.expression), value), at: value.position)
        test =
          test.map { LintExpression(.binary("&&", $0, comparison), at: $0.position) }
          ?? comparison
      }
      if let condition = item.whereClause?.condition, let current = test {
        test = LintExpression(.binary("&&", current, expression(condition)), at: current.position)
      }
      return test
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      var subject = expression(node.subject)
      // `switch self.current` in an extension of DeviceKit's `Device` is the device.
      if let path = CExpressionParser.path(of: subject),
        path == "self.current" || path == "current" || path == "Self.current",
        isInExtension(of: "Device", node)
      {
        subject = LintExpression(.path("Device.current"), at: subject.position)
      }
      let fallback = isAvailabilityFallback(node)
      func addCase(_ comparison: LintExpression, _ controlled: (layout: Bool, nameOnly: Bool)) {
        statements.append(
          SourceStatement(
            expression: comparison, role: .condition, isAvailabilityFallback: fallback,
            controlsLayout: controlled.layout, controlsNameOnly: controlled.nameOnly,
            enclosing: enclosing.last, enclosingType: typeNames.last))
      }
      let deviceKit = DeviceKitModel.isDevice(subject)
      for caseItem in node.cases {
        guard let switchCase = caseItem.as(SwitchCaseSyntax.self),
          case .case(let label) = switchCase.label
        else { continue }
        let controlled = controls(switchCase.statements)
        // A DeviceKit case lists models: one comparison for the case, at its first pattern.
        // Cases that name no model (an app's own `enum Device { case small, tall }` with a
        // `static var current`) are compared as written, below.
        if deviceKit {
          let patterns = label.caseItems.compactMap {
            $0.pattern.as(ExpressionPatternSyntax.self).map { expression($0.expression) }
          }
          let names = patterns.compactMap(DeviceKitModel.caseName)
          if let first = patterns.first, names.count == patterns.count,
            let comparison = DeviceKitModel.anyOf(names, device: subject, at: first.position)
          {
            addCase(comparison, controlled)
            continue
          }
          if !names.isEmpty { continue }
        }
        if let tuple = node.subject.as(TupleExprSyntax.self), tuple.elements.count > 1 {
          for item in label.caseItems {
            guard let comparison = tupleCaseTest(tuple, item) else { continue }
            addCase(comparison, controlled)
          }
          continue
        }
        for item in label.caseItems {
          guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
          let value = expression(pattern.expression)
          let comparison = LintExpression(.binary("==", subject, value), at: value.position)
          addCase(comparison, controlled)
        }
      }
      return .visitChildren
    }
  }
}

/// The names a `case` label's patterns bind (`case .custom(let placeholder, _)`, `case let
/// .named(title)`): every identifier pattern in a case item is a binding.
final class BoundNameCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  static func names(in label: SwitchCaseLabelSyntax) -> Set<String> {
    let collector = BoundNameCollector(viewMode: .sourceAccurate)
    collector.walk(label)
    return collector.names
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .skipChildren
  }
}
