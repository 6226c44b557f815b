import Foundation
import SourceLint
import SwiftParser
import SwiftSyntax
import TextEscaping

/// Reads a Swift file with swift-syntax's parser (as `SourceLint`'s `SwiftReader` does) into
/// classes, their methods and computed properties, and each body's statements in source order.
enum SwiftCodeReader {
  /// Reads `text`, named `path` in locations: `parsed`, another reader's parse of it, or a parse
  /// shared with the other readers when `data` (the file's bytes) is given
  /// (``SourceLint/SwiftParseSharing``).
  static func read(
    _ text: String, path: String, data: Data? = nil,
    parsed: (tree: SourceFileSyntax, converter: SourceLocationConverter)? = nil
  ) -> CodeFile {
    // Generic arguments or brackets nested thousands deep recurse through swift-syntax's parser
    // until the stack runs out (issue 32): lint and the code-screen reader refuse such a file
    // and say where; the code context reads nothing from it (a project audit of a target with
    // one stopped on signal 11 here).
    if parsed == nil, SwiftReader.deepGenericLine(text) != nil {
      return CodeFile(path: path, classes: [], freeMethods: [])
    }
    let (tree, converter) =
      parsed ?? SwiftParseSharing.parse(text, path: path, data: data, by: CodeIndex.parseReader)
    let reader = Reader(path: path, converter: converter)
    var file = CodeFile(path: path, classes: [], freeMethods: [])
    var topLevel: [CodeStatement] = []
    for item in tree.statements {
      if let declaration = item.item.as(DeclSyntax.self) {
        reader.declaration(declaration, into: &file, owner: nil)
      } else {
        reader.statement(item, conditional: false, into: &topLevel, depth: 0)
      }
    }
    if !topLevel.isEmpty {
      file.freeMethods.append(
        CodeMethod(
          name: "top-level", location: TextEscaping.SourceLocation(file: path, line: 1, column: 1),
          statements: topLevel))
    }
    return file
  }

  /// Bounds against hostile nesting.
  static let maximumDepth = 200

  final class Reader {
    let path: String
    let converter: SourceLocationConverter
    /// The environments the statements read now run in when every branch around them tests
    /// only the idiom, the orientation or the vertical size class (``CodeStatement/onlyIn``):
    /// empty outside any branch, `nil` inside a branch on anything else.
    var scope: EnvironmentCase? = EnvironmentCase()
    /// Whether the method read runs once its view has its size on screen (a comparison of the
    /// root view's width and height is then an orientation test, ``aspectTested(_:viewSized:)``).
    var viewSized = false
    /// Blocks read so far (``CodeStatement/block``).
    var blocks = 0

    /// Methods that run once the controller's view has its size on screen.
    static let sizedMethods: Set<String> = [
      "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear", "layoutSubviews",
    ]

    /// ``CodeStatement/onlyIn`` of a statement read now.
    func onlyIn(_ conditional: Bool) -> EnvironmentCase? {
      conditional && scope?.isEmpty == false ? scope : nil
    }

    /// Runs `read` with the statements it reads in `next`'s environments.
    func within(_ next: EnvironmentCase?, _ read: () -> Void) {
      let saved = scope
      scope = next
      read()
      scope = saved
    }

    init(path: String, converter: SourceLocationConverter) {
      self.path = path
      self.converter = converter
    }

    func location(_ node: some SyntaxProtocol) -> TextEscaping.SourceLocation {
      let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      return TextEscaping.SourceLocation(file: path, line: place.line, column: place.column)
    }

    // MARK: Declarations

    /// Classes (their members), extensions, free functions; nested types are read too.
    func declaration(_ node: DeclSyntax, into file: inout CodeFile, owner: String?, depth: Int = 0)
    {
      guard depth < maximumDepth else { return }
      if let type = node.as(ClassDeclSyntax.self) {
        members(
          type.memberBlock, name: type.name.text,
          superclass: type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
          isExtension: false, at: location(type), into: &file, depth: depth)
      } else if let type = node.as(ExtensionDeclSyntax.self) {
        members(
          type.memberBlock, name: type.extendedType.trimmedDescription, superclass: nil,
          isExtension: true, at: location(type), into: &file, depth: depth)
      } else if let type = node.as(StructDeclSyntax.self) {
        // A struct is no controller, but its methods may show one (a coordinator).
        members(
          type.memberBlock, name: type.name.text, superclass: nil, isExtension: true,
          at: location(type), into: &file, depth: depth)
      } else if let type = node.as(EnumDeclSyntax.self) {
        members(
          type.memberBlock, name: type.name.text, superclass: nil, isExtension: true,
          at: location(type), into: &file, depth: depth)
        Self.rawValues(of: type, into: &file)
      } else if owner == nil, let variable = node.as(VariableDeclSyntax.self) {
        // A file-scope `let kReader = "Reader"`: the name stands for that string.
        for binding in variable.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            let text = constantString(variable, binding, isStatic: false)
          else { continue }
          file.stringConstants[pattern.identifier.text] = text
        }
      } else if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
        var free = method(function.name.text, body.statements, at: function)
        free.parameters = Self.parameters(function.signature.parameterClause)
        file.freeMethods.append(free)
      }
    }

    /// The string a constant holds for good: a `let` (`static let` in a type when `isStatic`)
    /// with no accessors whose initial value is a string literal without interpolation or
    /// `String(describing: Type.self)` (``Interpreter/string(_:)``). A `let` is never set again
    /// and a stored type property is set once, to its initial value (The Swift Programming
    /// Language, "Properties": "Constant Stored Properties", "Type Properties"); a `static var`
    /// or a computed property may change, so it stays unresolved.
    func constantString(
      _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax, isStatic: Bool
    ) -> String? {
      guard variable.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) == isStatic,
        let value = binding.initializer?.value
      else { return nil }
      if let literal = value.as(StringLiteralExprSyntax.self) {
        guard literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
      }
      guard value.is(FunctionCallExprSyntax.self) else { return nil }
      return Interpreter.string(expression(value))
    }

    /// The raw values of a `String` enum's cases, as constants named `Type.case.rawValue`
    /// (``Interpreter/constantString(_:)``): the literal a case assigns, or the case's own name
    /// ("When strings are used for raw values, the implicit value for each case is the text of
    /// that case's name", The Swift Programming Language, "Enumerations", "Implicitly Assigned
    /// Raw Values"). A raw value never changes. Fresh round Y: Evaluate Day loads every
    /// storyboard as `UIStoryboard(name: Storyboards.settings.rawValue, bundle: nil)`.
    static func rawValues(of type: EnumDeclSyntax, into file: inout CodeFile) {
      guard
        type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String"
      else { return }
      let name = type.name.text
      for member in type.memberBlock.members {
        guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in cases.elements where element.parameterClause == nil {
          let caseName = element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
          let value: String
          if let raw = element.rawValue?.value {
            guard let literal = raw.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { continue }
            value = segment.content.text
          } else {
            value = caseName
          }
          file.stringConstants[name + "." + caseName + ".rawValue"] = value
        }
      }
    }

    /// A Swift function's parameters: `_ name: T`, `label name: T`, `name: T = default`.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [CodeParameter] {
      clause.parameters.map { parameter in
        let first = parameter.firstName.text
        let second = parameter.secondName?.text
        return CodeParameter(
          label: first == "_" ? nil : first, name: second ?? first,
          hasDefault: parameter.defaultValue != nil)
      }
    }

    func members(
      _ block: MemberBlockSyntax, name: String, superclass: String?, isExtension: Bool,
      at location: TextEscaping.SourceLocation, into file: inout CodeFile, depth: Int
    ) {
      var declaration = CodeClassDeclaration(
        name: name, superclass: superclass, location: location, isExtension: isExtension,
        methods: [])
      for member in block.members {
        let decl = member.decl
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
          var member = method(function.name.text, body.statements, at: function)
          member.parameters = Self.parameters(function.signature.parameterClause)
          member.isStatic = function.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
          }
          declaration.methods.append(member)
        } else if let initializer = decl.as(InitializerDeclSyntax.self),
          let body = initializer.body
        {
          var member = method("init", body.statements, at: initializer)
          member.parameters = Self.parameters(initializer.signature.parameterClause)
          declaration.methods.append(member)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let propertyName = pattern.identifier.text
            if let text = constantString(variable, binding, isStatic: true) {
              // `static let storyboardId = "Reader"`: `Type.storyboardId` names that string.
              let typeName = name.split(separator: ".").last.map(String.init) ?? name
              file.stringConstants[typeName + "." + propertyName] = text
            }
            if let accessors = binding.accessorBlock {
              switch accessors.accessors {
              case .getter(let items):
                declaration.methods.append(method(propertyName, items, at: binding))
              case .accessors(let list):
                for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                  if let body = accessor.body {
                    declaration.methods.append(method(propertyName, body.statements, at: binding))
                  }
                }
              }
            } else if let value = binding.initializer?.value,
              variable.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.lazy) || $0.name.tokenKind == .keyword(.static)
              })
                || variable.bindingSpecifier.tokenKind == .keyword(.let),
              let getter = storedGetter(propertyName, value, at: binding)
            {
              // `lazy var search = SearchViewController()`, `let reader = Reader()`,
              // `lazy var sheet: X = { … }()`: what the property holds on first read.
              declaration.methods.append(getter)
            } else if let value = binding.initializer?.value,
              variable.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.override)
              })
            {
              // `override var x = value` is not Swift, but a stored property's initial value
              // reads as its getter would.
              declaration.methods.append(
                CodeMethod(
                  name: propertyName, location: self.location(binding),
                  statements: [
                    CodeStatement(
                      kind: .returns(expression(value)), location: self.location(value),
                      snippet: snippetText(binding), conditional: false)
                  ]))
            }
          }
        } else if decl.is(ClassDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
          || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        {
          self.declaration(decl, into: &file, owner: name, depth: depth + 1)
        }
      }
      file.classes.append(declaration)
    }

    /// A `lazy` or `let` stored property whose initial value makes an object (a call, or an
    /// immediately called closure) as a getter returning it, marked as a stored property's
    /// (``CodeMethod/isStoredProperty``); other initial values (numbers, strings) are not read.
    func storedGetter(_ name: String, _ value: ExprSyntax, at node: some SyntaxProtocol)
      -> CodeMethod?
    {
      guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
      var getter: CodeMethod
      if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
        guard call.arguments.isEmpty else { return nil }
        getter = method(name, closure.statements, at: node)
      } else {
        getter = CodeMethod(
          name: name, location: location(node),
          statements: [
            CodeStatement(
              kind: .returns(expression(value)), location: location(value),
              snippet: snippetText(node), conditional: false)
          ])
      }
      getter.isStoredProperty = true
      return getter
    }

    func method(_ name: String, _ items: CodeBlockItemListSyntax, at node: some SyntaxProtocol)
      -> CodeMethod
    {
      var statements: [CodeStatement] = []
      let saved = (scope, viewSized)
      scope = EnvironmentCase()
      viewSized = Self.sizedMethods.contains(name)
      for item in items { statement(item, conditional: false, into: &statements, depth: 0) }
      (scope, viewSized) = saved
      // A getter or function whose body is one expression returns it.
      if items.count == 1, let only = items.first, only.item.is(ExprSyntax.self),
        let first = statements.first, case .evaluate(let value) = first.kind
      {
        statements[0].kind = .returns(value)
      }
      var method = CodeMethod(name: name, location: location(node), statements: statements)
      if name == "prepare" {
        // Which segue each braced `if` is for (``CodeIndex/segueTransitioningDelegates``), as
        // the Objective-C reader keeps for `prepareForSegue:sender:` (fresh round Y: Gulps'
        // `if segue.identifier == "feedback" { … .custom }`).
        let collector = IfCollector(viewMode: .sourceAccurate)
        for item in items { collector.walk(item) }
        method.branches = collector.found.map { branch in
          CodeBranch(
            condition: branch.conditions.trimmedDescription,
            body: location(branch.body.leftBrace)...location(branch.body.rightBrace))
        }
      }
      return method
    }

    /// The `if`s under a node, nested ones too (at most 64).
    final class IfCollector: SyntaxVisitor {
      var found: [IfExprSyntax] = []
      override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if found.count < 64 { found.append(node) }
        return .visitChildren
      }
    }

    // MARK: Statements

    func statement(
      _ item: CodeBlockItemSyntax, conditional: Bool, into result: inout [CodeStatement],
      depth: Int
    ) {
      guard depth < maximumDepth else { return }
      let node = item.item
      if let variable = node.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            let value = binding.initializer?.value
          else { continue }
          result.append(
            CodeStatement(
              kind: .bind(pattern.identifier.text, expression(value)), location: location(binding),
              snippet: snippetText(variable), conditional: conditional,
              onlyIn: onlyIn(conditional)))
          closures(in: value, conditional: conditional, into: &result, depth: depth)
        }
        return
      }
      if let configured = node.as(IfConfigDeclSyntax.self) {
        compilationConditions(configured, conditional: conditional, into: &result, depth: depth)
        return
      }
      if let wrapped = node.as(ExpressionStmtSyntax.self) {
        expressionStatement(
          wrapped.expression, conditional: conditional, into: &result, depth: depth)
        return
      }
      if let expression = node.as(ExprSyntax.self) {
        expressionStatement(expression, conditional: conditional, into: &result, depth: depth)
        return
      }
      if let returned = node.as(ReturnStmtSyntax.self) {
        if let value = returned.expression {
          result.append(
            CodeStatement(
              kind: .returns(expression(value)), location: location(returned),
              snippet: snippetText(returned), conditional: conditional,
              onlyIn: onlyIn(conditional)))
          closures(in: value, conditional: conditional, into: &result, depth: depth)
        }
        return
      }
      if let guarded = node.as(GuardStmtSyntax.self) {
        // The bindings hold after the guard; its `else` runs on a runtime branch, or never
        // when the guard is a version check every modeled iOS passes.
        conditions(guarded.conditions, into: &result, conditional: conditional)
        if versionCheckAlwaysHolds(guarded.conditions.trimmedDescription) { return }
        // `guard traitCollection.userInterfaceIdiom != .mac else { … }`: holds on every
        // modelled device, so its `else` never runs (``unmodelledIdiomTested(_:)``).
        if unmodelledIdiomTested(guarded.conditions.trimmedDescription) == true { return }
        let start = result.count
        within(nil) {
          block(guarded.body.statements, conditional: true, into: &result, depth: depth)
        }
        let guardCondition = guarded.conditions.trimmedDescription
        mark(
          &result, from: start, idiom: otherIdiom(idiomTested(guardCondition)),
          test: onlyBinds(guarded.conditions) ? nil : negatedCondition(guardCondition))
        return
      }
      if let loop = node.as(ForStmtSyntax.self) {
        // `for vc in list`: `vc` bound to the collection, on a runtime branch, so what the body
        // does to `vc` it does to each element.
        if let name = loop.pattern.as(IdentifierPatternSyntax.self) {
          result.append(
            CodeStatement(
              kind: .bind(name.identifier.text, expression(loop.sequence)),
              location: location(loop), snippet: snippetText(loop.pattern), conditional: true))
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
          let element = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self),
          loop.sequence.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enumerated"
        {
          // `for (index, page) in pages.enumerated()`: `page` bound to the collection.
          result.append(
            CodeStatement(
              kind: .bind(element.identifier.text, expression(loop.sequence)),
              location: location(loop), snippet: snippetText(loop.pattern), conditional: true))
        }
        within(nil) { block(loop.body.statements, conditional: true, into: &result, depth: depth) }
      } else if let loop = node.as(WhileStmtSyntax.self) {
        within(nil) { block(loop.body.statements, conditional: true, into: &result, depth: depth) }
      } else if let loop = node.as(RepeatStmtSyntax.self) {
        block(loop.body.statements, conditional: conditional, into: &result, depth: depth)
      } else if let body = node.as(DoStmtSyntax.self) {
        block(body.body.statements, conditional: conditional, into: &result, depth: depth)
      } else if let defer_ = node.as(DeferStmtSyntax.self) {
        block(defer_.body.statements, conditional: conditional, into: &result, depth: depth)
      }
    }

    /// `#if DEBUG … #else … #endif` around statements: the app audited is the one that ships, a
    /// Release build, and Xcode's Release configuration defines no `DEBUG` (its Debug
    /// configuration sets `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`), so a clause testing
    /// `DEBUG` is not compiled and one testing `!DEBUG`, or the `#else` after a `DEBUG` test, is
    /// compiled as the code around it. Any other condition (`os(iOS)`, `canImport(…)`, a flag of
    /// the app's) is not known statically: each of its clauses is read as a runtime branch.
    func compilationConditions(
      _ node: IfConfigDeclSyntax, conditional: Bool, into result: inout [CodeStatement],
      depth: Int
    ) {
      var decided = true
      var taken = false
      for clause in node.clauses {
        guard case .statements(let items) = clause.elements else { continue }
        let condition = clause.condition?.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let compiled: Bool?
        switch condition {
        case "DEBUG": compiled = false
        case "!DEBUG": compiled = true
        case nil: compiled = decided ? !taken : nil
        default: compiled = nil
        }
        if compiled == nil { decided = false }
        if compiled == false { continue }
        if compiled == true { taken = true }
        if compiled == true {
          // Not a scope of its own: a `let` in the clause is seen after `#endif`.
          for item in items {
            statement(item, conditional: conditional, into: &result, depth: depth + 1)
          }
        } else {
          within(nil) { block(items, conditional: true, into: &result, depth: depth) }
        }
      }
    }

    func block(
      _ items: CodeBlockItemListSyntax, conditional: Bool, into result: inout [CodeStatement],
      depth: Int
    ) {
      let start = result.count
      for item in items {
        statement(item, conditional: conditional, into: &result, depth: depth + 1)
      }
      // The statements of this block not already in an inner one's.
      blocks += 1
      for index in start..<result.count where result[index].block == nil {
        result[index].block = blocks
      }
    }

    /// `if let x = …` / `guard let x = …`: the bindings, as statements.
    func conditions(
      _ list: ConditionElementListSyntax, into result: inout [CodeStatement], conditional: Bool
    ) {
      for element in list {
        guard case .optionalBinding(let binding) = element.condition,
          let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { continue }
        let value =
          binding.initializer.map { expression($0.value) } ?? .name(pattern.identifier.text)
        result.append(
          CodeStatement(
            kind: .bind(pattern.identifier.text, value), location: location(binding),
            snippet: snippetText(binding), conditional: conditional,
            onlyIn: onlyIn(conditional)))
      }
    }

    /// Whether an `if`'s conditions only bind optionals (`if let vc = … as? Reader`): its body
    /// runs whenever the value exists, not on a runtime branch.
    func onlyBinds(_ list: ConditionElementListSyntax) -> Bool {
      list.allSatisfy { element in
        if case .optionalBinding = element.condition { return true }
        return false
      }
    }

    func expressionStatement(
      _ node: ExprSyntax, conditional: Bool, into result: inout [CodeStatement], depth: Int
    ) {
      if let branch = node.as(IfExprSyntax.self) {
        if versionCheckAlwaysHolds(branch.conditions.trimmedDescription) {
          // `if #available(iOS 7.0, *)`: every modeled iOS passes it, so its body runs as the
          // code around it does and its `else` never runs (as the Objective-C reader reads it).
          block(branch.body.statements, conditional: conditional, into: &result, depth: depth)
          return
        }
        if let holds = unmodelledIdiomTested(branch.conditions.trimmedDescription) {
          // `if traitCollection.userInterfaceIdiom == .mac`: no modelled device has that idiom,
          // so the body never runs there and the `else` runs as the code around it does (or
          // the other way round for `!=`).
          if holds {
            block(branch.body.statements, conditional: conditional, into: &result, depth: depth)
          } else if let elseBody = branch.elseBody {
            switch elseBody {
            case .ifExpr(let next):
              expressionStatement(
                ExprSyntax(next), conditional: conditional, into: &result, depth: depth + 1)
            case .codeBlock(let body):
              block(body.statements, conditional: conditional, into: &result, depth: depth)
            }
          }
          return
        }
        let binds = onlyBinds(branch.conditions)
        let idiom = idiomTested(branch.conditions.trimmedDescription)
        // What the condition tests of the environment (an orientation, the idiom, the vertical
        // size class): the body runs there, the `else` elsewhere (``CodeStatement/onlyIn``); a
        // binding `if` runs where the code around it does, any other test on a runtime branch.
        let tested =
          binds
          ? nil : environmentTested(branch.conditions.trimmedDescription, viewSized: viewSized)
        let bodyScope =
          binds
          ? (branch.elseBody == nil ? scope : nil) : tested.flatMap { scope?.adding($0) }
        conditions(branch.conditions, into: &result, conditional: conditional)
        var start = result.count
        within(bodyScope) {
          block(
            branch.body.statements, conditional: conditional || !binds || branch.elseBody != nil,
            into: &result, depth: depth)
        }
        let test = binds ? nil : branch.conditions.trimmedDescription
        mark(&result, from: start, idiom: idiom, test: test)
        start = result.count
        switch branch.elseBody {
        case .ifExpr(let next):
          within(nil) {
            expressionStatement(
              ExprSyntax(next), conditional: true, into: &result, depth: depth + 1)
          }
        case .codeBlock(let body):
          within(tested?.otherwise.flatMap { scope?.adding($0) }) {
            block(body.statements, conditional: true, into: &result, depth: depth)
          }
          mark(&result, from: start, idiom: otherIdiom(idiom), test: test.map(negatedCondition))
        case nil: break
        }
        return
      }
      if let choice = node.as(SwitchExprSyntax.self) {
        for entry in choice.cases {
          guard case .switchCase(let item) = entry else { continue }
          within(nil) { block(item.statements, conditional: true, into: &result, depth: depth) }
        }
        return
      }
      let converted = expression(node)
      let kind: CodeStatement.Kind
      if case .unknown = converted, let assignment = assignment(node) {
        kind = .assign(assignment.target, assignment.value)
      } else {
        kind = .evaluate(converted)
      }
      result.append(
        CodeStatement(
          kind: kind, location: location(node), snippet: snippetText(node),
          conditional: conditional, onlyIn: onlyIn(conditional)))
      closures(in: node, conditional: conditional, into: &result, depth: depth)
    }

    /// Whether `call` is one of `UIView`'s animation class methods, whose blocks set the state
    /// at rest (``closures(in:conditional:into:depth:)``): `UIView.animate(…)`,
    /// `UIView.animateKeyframes(…)`, `UIView.transition(…)`, `UIView.performWithoutAnimation`.
    static func isViewAnimation(_ call: FunctionCallExprSyntax) -> Bool {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "UIView"
      else { return false }
      return ["animate", "animateKeyframes", "transition", "performWithoutAnimation"].contains(
        member.declName.baseName.text)
    }

    /// `target = value` in the parser's unfolded sequence form.
    func assignment(_ node: ExprSyntax) -> (target: CodeExpression, value: CodeExpression)? {
      guard let sequence = node.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      let rest = Array(elements[2...])
      let value =
        rest.count == 1 ? expression(rest[0]) : sequenceValue(rest, text: node.trimmedDescription)
      return (expression(elements[0]), value)
    }

    /// The statements of closures passed to calls in `node` (`DispatchQueue.main.async { … }`,
    /// a completion handler, `a ?? { … }()`): run later or only on some path, so conditional.
    func closures(
      in node: some SyntaxProtocol, conditional: Bool, into result: inout [CodeStatement],
      depth: Int
    ) {
      guard depth < maximumDepth else { return }
      // `UIView.animate(withDuration:) { … }`: its `animations` block and its completion are
      // the state the screen rests in (UIKitRules R21.14: "This method performs the specified
      // animations immediately", Apple's `UIView.animate(withDuration:animations:)` reference;
      // the completion runs when the animation ends), so their statements are as conditional
      // as the call. Fresh round Y: Evaluate Day makes each screen's navigation bar opaque in
      // `UIView.animate(withDuration: duration) { … }` from `viewWillAppear`.
      if let call = node.as(FunctionCallExprSyntax.self), Self.isViewAnimation(call) {
        var animationClosures = call.arguments.compactMap {
          $0.expression.as(ClosureExprSyntax.self)
        }
        if let trailing = call.trailingClosure { animationClosures.append(trailing) }
        animationClosures += call.additionalTrailingClosures.map(\.closure)
        for closure in animationClosures {
          within(nil) {
            block(closure.statements, conditional: conditional, into: &result, depth: depth + 1)
          }
        }
        return
      }
      for child in node.children(viewMode: .sourceAccurate) {
        if let closure = child.as(ClosureExprSyntax.self) {
          within(nil) {
            block(closure.statements, conditional: true, into: &result, depth: depth + 1)
          }
        } else if !child.is(CodeBlockSyntax.self) {
          closures(in: child, conditional: conditional, into: &result, depth: depth + 1)
        }
      }
    }

    // MARK: Expressions

    func expression(_ node: ExprSyntax, depth: Int = 0) -> CodeExpression {
      guard depth < maximumDepth else { return .unknown("…") }
      let next = depth + 1
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        return .name(reference.baseName.text)
      }
      if node.is(SuperExprSyntax.self) { return .name("super") }
      if let member = node.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .implicitMember(name) }
        return .member(expression(base, depth: next), name)
      }
      if let call = node.as(FunctionCallExprSyntax.self) {
        let arguments = call.arguments.map {
          CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next))
        }
        return .call(expression(call.calledExpression, depth: next), arguments)
      }
      if let subscriptCall = node.as(SubscriptCallExprSyntax.self),
        subscriptCall.arguments.count == 1, let position = subscriptCall.arguments.first,
        position.label == nil
      {
        return .call(
          .member(
            expression(subscriptCall.calledExpression, depth: next), "objectAtIndexedSubscript"),
          [CodeArgument(label: nil, value: expression(position.expression, depth: next))])
      }
      if let optional = node.as(OptionalChainingExprSyntax.self) {
        return expression(optional.expression, depth: next)
      }
      if let forced = node.as(ForceUnwrapExprSyntax.self) {
        return expression(forced.expression, depth: next)
      }
      if let attempt = node.as(TryExprSyntax.self) {
        return expression(attempt.expression, depth: next)
      }
      if let waited = node.as(AwaitExprSyntax.self) {
        return expression(waited.expression, depth: next)
      }
      if let string = node.as(StringLiteralExprSyntax.self) {
        var text = ""
        for segment in string.segments {
          guard let piece = segment.as(StringSegmentSyntax.self) else {
            return .unknown(node.trimmedDescription)
          }
          text += piece.content.text
        }
        return .string(text)
      }
      if let literal = node.as(BooleanLiteralExprSyntax.self) {
        return .bool(literal.literal.tokenKind == .keyword(.true))
      }
      if let literal = node.as(IntegerLiteralExprSyntax.self),
        let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
      {
        return .number(value)
      }
      if let literal = node.as(FloatLiteralExprSyntax.self),
        let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
      {
        return .number(value)
      }
      if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        case .number(let value) = expression(prefix.expression, depth: next)
      {
        return .number(-value)
      }
      if let array = node.as(ArrayExprSyntax.self) {
        return .array(array.elements.map { expression($0.expression, depth: next) })
      }
      if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return expression(only.expression, depth: next)
      }
      if let cast = node.as(AsExprSyntax.self) {
        return .cast(expression(cast.expression, depth: next), cast.type.trimmedDescription)
      }
      if let sequence = node.as(SequenceExprSyntax.self) {
        return sequenceValue(Array(sequence.elements), text: node.trimmedDescription)
      }
      if let type = node.as(TypeExprSyntax.self) { return .name(type.type.trimmedDescription) }
      return .unknown(node.trimmedDescription)
    }

    /// An unfolded operator sequence: `x as! T`, `a | b` (no other operator is interpreted).
    func sequenceValue(_ elements: [ExprSyntax], text: String) -> CodeExpression {
      if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
        let type = elements[2].as(TypeExprSyntax.self)
      {
        _ = cast
        return .cast(expression(elements[0]), type.type.trimmedDescription)
      }
      var parts: [CodeExpression] = []
      for (index, element) in elements.enumerated() {
        if index % 2 == 1 {
          guard let infix = element.as(BinaryOperatorExprSyntax.self),
            infix.operator.text == "|"
          else { return .unknown(text) }
        } else {
          parts.append(expression(element))
        }
      }
      return .union(parts)
    }
  }
}

/// ``snippetText(_:)`` of a node's trimmed source, read token by token only as far as the
/// snippet's 160 characters: an expression statement's snippet rendered its whole text first
/// (a `UIView.animate` call with its closures), 13 % of round G's Cosmostation project audit.
func snippetText(_ node: some SyntaxProtocol) -> String {
  var snippet = Snippet()
  var trailing: String?
  for token in node.tokens(viewMode: .sourceAccurate) {
    if let trailing {
      guard snippet.add(trailing), snippet.add(token.leadingTrivia.description) else { break }
    }
    guard snippet.add(token.text) else { break }
    trailing = token.trailingTrivia.description
  }
  return snippet.text
}
