import SwiftSyntax

/// The file's numeric properties whose every value is written as a number
/// (`let inset: CGFloat = 80`, `var bottomPadding: CGFloat { if compact { return 156 };
/// return expanded ? 250 : 80 }`), by name: the values they can take. A property with any
/// value the file does not write as a number is left out.
final class NumberPropertyCollector: SyntaxVisitor {
  var values: [String: [Double]] = [:]
  /// Properties whose value reads a safe area's insets (`var edges =
  /// UIApplication.shared.windows.first?.safeAreaInsets`): a padding by `edges!.top` pads by
  /// the top inset.
  var insetNames: Set<String> = []
  /// Names declared more than once (two types of the file with the same property): unknown.
  private var ambiguous: Set<String> = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      var found: [Double]?
      let text = binding.initializer?.value.description ?? binding.accessorBlock?.description
      if text?.includes("safeAreaInsets") == true { insetNames.insert(name) }
      if let value = binding.initializer?.value {
        found = Self.numbers(value)
      } else if let accessors = binding.accessorBlock {
        found = Self.returned(Syntax(accessors))
      }
      if values[name] != nil || ambiguous.contains(name) {
        values[name] = nil
        ambiguous.insert(name)
      } else if let found, !found.isEmpty {
        values[name] = found
      }
    }
    return .visitChildren
  }

  /// The values a getter returns: each `return`'s, or its single expression's.
  static func returned(_ body: Syntax) -> [Double]? {
    let returns = ReturnCollector(viewMode: .sourceAccurate)
    returns.walk(body)
    if returns.found.isEmpty {
      // `var x: CGFloat { 80 }` or `{ get { 80 } }`: one expression.
      guard let item = body.as(AccessorBlockSyntax.self).flatMap(singleExpression) else {
        return nil
      }
      return numbers(item)
    }
    var result: [Double] = []
    for value in returns.found {
      guard let value, let numbers = numbers(value) else { return nil }
      result += numbers
    }
    return result
  }

  static func singleExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
    switch block.accessors {
    case .getter(let items):
      guard items.count == 1 else { return nil }
      return items.first?.item.as(ExprSyntax.self)
    case .accessors:
      return nil
    }
  }

  /// The numbers an expression can be: a literal, a parenthesised one, or either side of a
  /// `? :` whose sides are such; nil for anything else.
  static func numbers(_ expression: ExprSyntax) -> [Double]? {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map { [$0] }
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map { [$0] }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return numbers(inner)
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      guard let then = numbers(ternary.thenExpression),
        let otherwise = numbers(ternary.elseExpression)
      else { return nil }
      return then + otherwise
    }
    // Unfolded: `condition ? a : b` is a sequence ending in `? a :` and `b`.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count >= 3, let last = elements.last,
        let marker = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
        !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        let then = numbers(marker.thenExpression), let otherwise = numbers(last)
      else { return nil }
      return then + otherwise
    }
    return nil
  }
}

/// The expressions of the `return`s in a getter (nil for a bare `return`), not those of
/// closures or functions nested in it.
final class ReturnCollector: SyntaxVisitor {
  var found: [ExprSyntax?] = []
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found.append(node.expression)
    return .skipChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftUIPatterns {
  /// The branches of a stack's item that is an `if` with a final `else` (`if a {…} else if b
  /// {…} else {…}`): the views of exactly one of them are laid out where the `if` is. Nil for
  /// any other item, and for an `if` with no final `else` (it may make nothing).
  static func branches(of item: CodeBlockItemSyntax) -> [CodeBlockItemListSyntax]? {
    let expression: ExprSyntax?
    if let statement = item.item.as(ExpressionStmtSyntax.self) {
      expression = statement.expression
    } else {
      expression = item.item.as(ExprSyntax.self)
    }
    guard var branch = expression?.as(IfExprSyntax.self) else { return nil }
    var result: [CodeBlockItemListSyntax] = []
    while true {
      result.append(branch.body.statements)
      switch branch.elseBody {
      case .ifExpr(let next)?:
        branch = next
      case .codeBlock(let block)?:
        result.append(block.statements)
        return result
      case nil:
        return nil
      }
    }
  }

  /// The largest bottom inset of the catalog's home indicator (portrait, where it is
  /// largest): a view lifted at least this far from the bottom edge is clear of it on every
  /// device.
  static let largestHomeIndicatorInset: Double = portraitCount(.homeIndicatorInset, equalTo: 0).3

  /// The largest top safe-area inset of the catalog (portrait, where the status bar and the
  /// sensor housing are; landscape iPhones have none at the top): a view kept at least this
  /// far from the top edge is clear of them on every device.
  static let largestTopInset: Double = portraitCount(.safeAreaTop, equalTo: 0).3

  /// How far from `edge` a stack's item must stay to reach none of what covers that edge on
  /// any device of the catalog; nil for a side.
  static func clearance(towards edge: String) -> Double? {
    switch edge {
    case "top": return largestTopInset
    case "bottom": return largestHomeIndicatorInset
    default: return nil
    }
  }

  /// Whether `item` places itself (`.position(x:y:)`): where it is drawn is not where the
  /// stack put it. (An `.offset` moves the drawing, as a drag or a transition does, and is read
  /// as round M read it: not at all.)
  static func movesItself(_ item: some SyntaxProtocol) -> Bool {
    calledNames(in: item).contains("position")
  }

  /// A lower bound of the height `item` takes in its stack, read from its own modifier chain
  /// from the outside in: the vertical paddings outside its frame and the frame's exact or
  /// minimum height (`Image(…).frame(height: 280)`, `Divider().padding(.top, 24)`); 0 for
  /// what is not written as numbers, and for an `if`, a `switch` or a `ForEach`, which may
  /// make nothing.
  func heightAtLeast(_ item: CodeBlockItemSyntax) -> Double {
    guard Self.alwaysMakesView(item) else { return 0 }
    var total = 0.0
    for (name, call) in Self.modifierCalls(of: item) {
      if name == "padding" {
        total += paddingAmount(call, edge: "top") + paddingAmount(call, edge: "bottom")
      } else if name == "frame" {
        let heights = call.arguments
          .filter { argument in
            argument.label.map { ["height", "minHeight"].contains($0.text) } == true
          }
          .compactMap { NumberPropertyCollector.numbers($0.expression)?.min() }
        if let height = heights.max() { return total + height }
      }
    }
    return total
  }

  /// The modifiers of a stack item's own chain, from the outermost in (`card.padding(.bottom,
  /// 80).frame(height: 40)`: `frame`, then `padding`).
  static func modifierCalls(of item: CodeBlockItemSyntax) -> [(String, FunctionCallExprSyntax)] {
    var expression = item.item.as(ExprSyntax.self)
    if let statement = item.item.as(ExpressionStmtSyntax.self) {
      expression = statement.expression
    }
    var result: [(String, FunctionCallExprSyntax)] = []
    while let call = expression?.as(FunctionCallExprSyntax.self), result.count < 64 {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
      result.append((member.declName.baseName.text, call))
      expression = member.base
    }
    return result
  }

  /// Whether the stack whose closure holds `statements` places its items with a spacing that
  /// is never negative (none written, or a number at least 0): then each item's height keeps
  /// the items after it that far from the stack's top (`VStack(spacing: -75)` overlaps them).
  static func spacingNeverNegative(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard
      let stack = statements.parent?.as(ClosureExprSyntax.self)?.parent?
        .as(FunctionCallExprSyntax.self)
    else { return false }
    guard let spacing = stack.arguments.first(where: { $0.label?.text == "spacing" }) else {
      return true
    }
    return NumberPropertyCollector.numbers(spacing.expression)?.allSatisfy { $0 >= 0 } == true
  }

  /// The names an `HStack` or `ZStack` item of a stack puts within `clearance` of `edge`
  /// when its own place is `away` from that edge: its modifiers' views, and the views of each
  /// of its children (through an `if`/`else`'s branches) not kept clear of the edge by their
  /// own paddings. A child of a row or a layer of a `ZStack` lies inside the item's frame, so
  /// its own padding keeps it at least that far from the item's edge (measurement P: Submit
  /// and Next buttons each padded 54 pt from the bottom edge in the branches of an `if`). Nil
  /// for any other item.
  func rowNames(
    _ item: CodeBlockItemSyntax, towards edge: String, givenUp: Set<String>, away: Double,
    clearance: Double
  ) -> Set<String>? {
    guard let expression = item.item.as(ExprSyntax.self), let call = Self.baseCall(expression),
      ["HStack", "LazyHStack", "ZStack"].contains(
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
      let inner = call.trailingClosure, call.additionalTrailingClosures.isEmpty
    else { return nil }
    let collector = NameCollector(
      properties: viewProperties, skipping: Self.scrollingContainers, excluded: inner.id)
    collector.walk(item)
    return collector.names.union(
      childNames(
        inner.statements, towards: edge, givenUp: givenUp, away: away, clearance: clearance))
  }

  /// ``rowNames(_:towards:givenUp:away:clearance:)`` for the children of a row or a layer.
  func childNames(
    _ children: CodeBlockItemListSyntax, towards edge: String, givenUp: Set<String>,
    away: Double, clearance: Double
  ) -> Set<String> {
    var result: Set<String> = []
    for child in children {
      if let branches = Self.branches(of: child) {
        for branch in branches {
          result.formUnion(
            childNames(branch, towards: edge, givenUp: givenUp, away: away, clearance: clearance))
        }
        continue
      }
      if !Self.movesItself(child), away + ownPadding(child, edge: edge) >= clearance { continue }
      result.formUnion(reachableNames(in: child, edges: givenUp))
    }
    return result
  }

  /// How far an item of a stack lifts itself from `edge` by the paddings of its own modifier
  /// chain (`card.padding(.bottom, bottomPadding)`), taking the smallest value a property of
  /// the file can give; 0 where an amount is not written as a number.
  func ownPadding(_ item: CodeBlockItemSyntax, edge: String) -> Double {
    Self.modifierCalls(of: item).filter { $0.0 == "padding" }
      .reduce(0) { $0 + paddingAmount($1.1, edge: edge) }
  }

  /// The amount `.padding(…)` insets `edge` by, when written as a number or as a numeric
  /// property of the file (its smallest value); 0 otherwise.
  func paddingAmount(_ call: FunctionCallExprSyntax, edge: String) -> Double {
    let arguments = Array(call.arguments)
    let amount: ExprSyntax
    if arguments.count == 1, let only = arguments.first?.expression,
      !only.trimmedDescription.hasPrefix("."), !only.trimmedDescription.hasPrefix("[")
    {
      amount = only
    } else if arguments.count == 2,
      Self.edges(named: arguments[0].expression.trimmedDescription).contains(edge)
    {
      amount = arguments[1].expression
    } else {
      return 0
    }
    if let values = NumberPropertyCollector.numbers(amount) { return values.min() ?? 0 }
    if let name = amount.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let values = numberProperties[name]
    {
      return values.min() ?? 0
    }
    return 0
  }

  /// Whether the subtree moves or pads itself by a value named for the keyboard
  /// (`.offset(y: dragOffset - keyboardHeight)`, `.padding(.bottom, keyboard.height)`): it
  /// follows the keyboard itself, so ignoring the keyboard's safe area is its own decision.
  static func followsKeyboard(_ node: some SyntaxProtocol) -> Bool {
    let finder = KeyboardFollowFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  /// The views of other types the subtree makes with a text binding (`EmailField(text:
  /// $email)`, `CustomInput(text: $name, name: "Name")`): the way SwiftUI's text inputs take
  /// their text, so the keyboard rises for them (measurement M: a login form's fields of a
  /// file not in the run).
  static func textBoundViews(in node: some SyntaxProtocol) -> Set<String> {
    let finder = TextBindingFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }
}

extension SwiftUIPatterns {
  /// Whether `call` makes a view of another type with a text binding (`EmailField(text:
  /// $email)`): the way SwiftUI's text inputs take their text (``textBoundViews(in:)`` finds
  /// such calls anywhere in a subtree).
  static func madeWithTextBinding(_ call: FunctionCallExprSyntax) -> Bool {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase
      == true
      && call.arguments.contains(where: {
        $0.label?.text == "text" && $0.expression.trimmedDescription.hasPrefix("$")
      })
  }
}

/// ``SwiftUIPatterns/followsKeyboard(_:)``: an `.offset` or `.padding` by a keyboard-named
/// value, or a `.frame` whose height grows by one (measurement Q: a sheet at the bottom framed
/// `height: sheetHeight / 2 + vm.keyboardHeight * 0.4`, lifting its text field itself).
final class KeyboardFollowFinder: SyntaxVisitor {
  var found = false
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      name == "offset" || name == "padding" || name == "frame",
      node.arguments.contains(where: {
        (name != "frame" || ["height", "minHeight"].contains($0.label?.text ?? ""))
          && $0.expression.trimmedDescription.lowercased().includes("keyboard")
      })
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }
}

/// ``SwiftUIPatterns/textBoundViews(in:)``: `Name(text: $value, …)` calls.
final class TextBindingFinder: SyntaxVisitor {
  var names: Set<String> = []
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true,
      node.arguments.contains(where: {
        $0.label?.text == "text" && $0.expression.trimmedDescription.hasPrefix("$")
      })
    {
      names.insert(name)
    }
    return .visitChildren
  }
}

/// The file's names used only as a whole `.offset(x:)` / `.offset(y:)` argument (one axis) and
/// as the left side of assignments (`yOffset = -UIScreen.main.bounds.height` in an animation):
/// what is assigned to such a name only moves a view (``SwiftUIPatterns/hidingOffset(_:base:)``).
final class OffsetStateCollector: SyntaxVisitor {
  /// By name: the axes its offsets move along, the values assigned to it, its other uses.
  var axes: [String: Set<String>] = [:]
  var assigned: [String: [[ExprSyntax]]] = [:]
  var otherUses: Set<String> = []
  /// By name: the value a stored `var` starts with (`@State private var offsetY: CGFloat =
  /// UIScreen.main.bounds.height`), and the `.offset` arguments that read it.
  var initial: [String: ExprSyntax] = [:]
  var offsetReads: [String: [DeclReferenceExprSyntax]] = [:]

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "var",
      node.accessorBlock == nil,
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      initial[name] = value
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text, label == "x" || label == "y",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "offset"
    {
      axes[name, default: []].insert(label == "x" ? "width" : "height")
      offsetReads[name, default: []].append(node)
    } else if let list = node.parent?.as(ExprListSyntax.self),
      let sequence = list.parent?.as(SequenceExprSyntax.self),
      list.first?.id == node.id, list.count >= 3,
      list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    {
      assigned[name, default: []].append(Array(sequence.elements.dropFirst(2)))
    } else {
      otherUses.insert(name)
    }
    return .visitChildren
  }
}

// MARK: - Controls no edge reaches (measurement N)

extension SwiftUIPatterns {
  /// Views that take all the width they are offered (a text field, a slider, a toggle's row, a
  /// scroll view's rows), and so push a stack's other items to its sides.
  static let horizontalStretchers: Set<String> = [
    "TextField", "SecureField", "TextEditor", "Slider", "Toggle", "ScrollView", "List", "Form",
  ]

  /// When a `VStack`, or a `ZStack` centring its layers, gives up every edge (the sides too):
  /// the names it puts where a person must reach past the housing, the home indicator or the
  /// rounded corners — its items above its first spacer, list or scroll view (at the top) and
  /// below its last (at the bottom), where those edges are reachable, and, of the items in
  /// between and of a centred layer, only what stretches to a side (``sideNames(in:given:)``).
  /// A stack laid out centred (a layer of a centred `ZStack` or framed to fill with no top or
  /// bottom alignment) with no spacer holds all its items in between. Nil where the stack is not
  /// one of these shapes (what it gives up is read as before). Derived from how stacks place
  /// their items ("Where a view can reach"; `VStack`/`ZStack` centre by default), not measured
  /// on a device (measurement N: a retry button centred in a full-screen stack, a link in a
  /// `ZStack` over a colour, buttons between spacers).
  func edgeOrSideNames(
    _ stack: FunctionCallExprSyntax, root: String, receiver: ExprSyntax,
    reachable: Set<String>, given: Set<String>
  ) -> Set<String>? {
    guard let closure = stack.trailingClosure, stack.additionalTrailingClosures.isEmpty else {
      return nil
    }
    let sides = !reachable.isDisjoint(with: ["leading", "trailing"])
    var result: Set<String>
    if root == "VStack" || root == "LazyVStack" {
      guard
        let names = stackEdgeNames(
          closure, centred: Self.framedCentred(stack), reachable: reachable, given: given,
          sides: sides)
      else { return nil }
      result = names
    } else if root == "ZStack", stack.arguments.isEmpty {
      result = []
      for item in closure.statements {
        guard let expression = Self.viewExpression(item) else { continue }
        let layer = Self.baseCall(expression)
        let layerName = layer?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let layer, layerName == "VStack" || layerName == "LazyVStack",
          let inner = layer.trailingClosure,
          let names = stackEdgeNames(
            inner, centred: !Self.framedToEdge(layer), reachable: reachable, given: given,
            sides: sides && !Self.narrowColumn(layer))
        {
          result.formUnion(names)
          result.formUnion(modifierNames(of: item, excluding: inner))
        } else if expression.description.includes("maxHeight: .infinity")
          || expression.description.includes("maxWidth: .infinity")
          || layerName.map({ $0.first?.isUppercase == true && !Self.builtInViews.contains($0) })
            == true
        {
          // A layer framed to fill the stack reaches its edges; so may a view of the run (a
          // screen, `ZStack { AppParent() }`), whose body says what it holds (measurement I).
          result.formUnion(reachableNames(in: item, edges: given))
        } else if sides {
          result.formUnion(sideNames(in: item, given: given))
        }
      }
    } else if root == "ScrollView",
      stack.arguments.first?.expression.trimmedDescription != ".horizontal"
    {
      // Its rows scroll clear of the top and bottom edges (measurement M) and stay where they
      // are sideways: they count where they reach a side (measurement N: a centred pay button
      // between spacers at the end of a cart).
      result = []
      if sides {
        for item in closure.statements {
          result.formUnion(sideNames(in: item, given: given))
        }
      }
    } else {
      return nil
    }
    // The stack's own modifiers' views (`.overlay { … }`, `.background { … }`).
    let outside = NameCollector(
      properties: viewProperties, skipping: Self.insettingContainers, excluded: closure.id)
    outside.walk(receiver)
    return result.union(outside.names)
  }

  /// ``edgeOrSideNames(_:root:receiver:reachable:given:)`` for a `VStack`'s items: nil for a
  /// stack with no spacer, list or scroll view that is not known to be centred.
  func stackEdgeNames(
    _ closure: ClosureExprSyntax, centred: Bool, reachable: Set<String>, given: Set<String>,
    sides: Bool
  ) -> Set<String>? {
    let items = closure.statements.filter { Self.viewExpression($0) != nil }
    let flexible = items.indices.filter { Self.isFlexible(items[$0]) }
    if flexible.isEmpty, !centred { return nil }
    var result: Set<String> = []
    for index in items.indices {
      let item = items[index]
      let atTop = flexible.first.map { index < $0 } ?? false
      let atBottom = flexible.last.map { index > $0 } ?? false
      if (atTop && reachable.contains("top")) || (atBottom && reachable.contains("bottom")) {
        // A `VStack` item puts towards the edge only what its own spacers leave there
        // (measurement Q: a sheet's Delete button with a spacer below it, at the bottom of a
        // stack that gives up every edge); what stretches in it still reaches the sides.
        if let names = vStackNames(item, towards: atTop ? "top" : "bottom", givenUp: given) {
          result.formUnion(names)
          if sides { result.formUnion(sideNames(in: item, given: given)) }
        } else {
          result.formUnion(reachableNames(in: item, edges: given))
        }
      } else if sides {
        result.formUnion(sideNames(in: item, given: given))
      }
    }
    return result
  }

  /// The names in `node` that reach a side of a stack giving up its side edges: what stretches
  /// across (a text field, a slider, a scroll view's rows, a view framed to `maxWidth:
  /// .infinity`, a view made with a text binding), the ends of an `HStack` that a spacer or a
  /// stretching item pushes apart, and what a `VStack` aligned to a side holds beside
  /// something that stretches. A button, a link or a view of another file with nothing
  /// stretching it is centred, away from both sides.
  func sideNames(in node: some SyntaxProtocol, given: Set<String>, inset: Double = 0)
    -> Set<String>
  {
    let expression: ExprSyntax?
    if let item = node.as(CodeBlockItemSyntax.self) {
      expression = Self.viewExpression(item)
    } else {
      expression = node.as(ExprSyntax.self)
    }
    // A centred item framed to a column no wider than the narrowest landscape screen less its
    // two side insets is clear of both sides, whatever stretches in it; one its own paddings
    // keep, with those around it, at least the largest side inset from each side is clear too
    // (round U: a login card 320 pt wide, centred by spacers in a stack that gives up every
    // edge; derived from the catalog's insets, not measured).
    let chain = expression.map(Self.chainCalls) ?? []
    if Self.framedToNarrowColumn(chain) { return [] }
    let inset =
      inset
      + chain.filter { $0.0 == "padding" }.reduce(0) {
        $0 + min(paddingAmount($1.1, edge: "leading"), paddingAmount($1.1, edge: "trailing"))
      }
    let clear = inset >= Self.largestSideInset
    if node.description.includes("maxWidth: .infinity") {
      return clear ? [] : reachableNames(in: node, edges: given)
    }
    guard let expression else { return [] }
    guard let call = Self.baseCall(expression),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else {
      // A computed view of the file (`buttons`) or anything else: read as before.
      return reachableNames(in: node, edges: given)
    }
    // A view made with a text binding itself (`EmailField(text: $email)`), not a stack that
    // holds one somewhere (measurement Q: a sheet whose text field sits in an `HStack` between
    // spacers; its buttons, centred, were counted with it).
    if Self.horizontalStretchers.contains(name) || Self.madeWithTextBinding(call) {
      return clear ? [] : reachableNames(in: node, edges: given)
    }
    guard let closure = call.trailingClosure else {
      // `FeedCell(post: post)`: a view of the run (or of no file linted) whose body says
      // whether it reaches a side, marked for the run (``sideViewMark``; measurement W: a
      // paging feed that gives up every edge around cells whose buttons a `Spacer` pushes to
      // the trailing side).
      return name.first?.isUppercase == true && !clear ? [Self.sideViewMark + name] : []
    }
    let items = closure.statements.filter { Self.viewExpression($0) != nil }
    if name == "HStack" || name == "LazyHStack" {
      let pushing = items.indices.filter {
        Self.isFlexible(items[$0]) || Self.stretches(items[$0])
      }
      guard let first = pushing.first, let last = pushing.last else {
        return items.reduce(into: Set<String>()) {
          $0.formUnion(sideNames(in: $1, given: given, inset: inset))
        }
      }
      var result: Set<String> = []
      for index in items.indices {
        if index < first || index > last {
          if !clear { result.formUnion(reachableNames(in: items[index], edges: given)) }
        } else {
          result.formUnion(sideNames(in: items[index], given: given, inset: inset))
        }
      }
      return result
    }
    let alignment =
      call.arguments.first(where: { $0.label?.text == "alignment" })?.expression
      .trimmedDescription ?? ""
    if name == "VStack" || name == "LazyVStack",
      alignment.hasSuffix("leading") || alignment.hasSuffix("trailing"),
      items.contains(where: Self.stretches)
    {
      return clear ? [] : reachableNames(in: node, edges: given)
    }
    if [
      "VStack", "LazyVStack", "ZStack", "Group", "ForEach", "Section", "GeometryReader",
    ].contains(name) {
      return items.reduce(into: Set<String>()) {
        $0.formUnion(sideNames(in: $1, given: given, inset: inset))
      }
    }
    return []
  }

  /// Marks a name ``sideNames(in:given:inset:)`` found as a view whose own body decides
  /// whether it reaches a side (``sideControlViews``); no view or control name starts so.
  static let sideViewMark = "\u{2194}"

  /// The file's `View` types whose body puts a control at a side it can reach when the body
  /// is given the whole width with its sides given up (read as ``sideNames(in:given:inset:)``
  /// reads a stack's items), by type name, the control; leaving out bodies that give up the
  /// safe area around their controls themselves.
  var sideControlViews: [String: String] {
    var result: [String: String] = [:]
    for (name, body) in viewBodies where !givesUpContainer(around: Self.controls, in: body) {
      guard let accessors = body.as(AccessorBlockSyntax.self) else { continue }
      let statements: CodeBlockItemListSyntax?
      switch accessors.accessors {
      case .getter(let items): statements = items
      case .accessors(let list):
        statements = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
      }
      guard let statements else { continue }
      var names: Set<String> = []
      for item in statements {
        names.formUnion(sideNames(in: item, given: ["leading", "trailing"]))
      }
      if let control = names.filter({ Self.controls.contains($0) }).sorted().first {
        result[name] = control
      }
    }
    return result
  }

  /// The modifiers of a view expression's own chain, from the outermost in.
  static func chainCalls(_ expression: ExprSyntax) -> [(String, FunctionCallExprSyntax)] {
    var current: ExprSyntax? = expression
    var result: [(String, FunctionCallExprSyntax)] = []
    while let call = current?.as(FunctionCallExprSyntax.self), result.count < 64 {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
      result.append((member.declName.baseName.text, call))
      current = member.base
    }
    return result
  }

  /// Whether a chain frames its view to a column at most ``centredColumnLimit`` wide (`.frame(
  /// width: 320)`, `.frame(maxWidth: 400)`, numbers), with no frame aligning it to a side.
  static func framedToNarrowColumn(_ chain: [(String, FunctionCallExprSyntax)]) -> Bool {
    let frames = chain.filter { $0.0 == "frame" }.map(\.1)
    guard
      !frames.contains(where: { frame in
        let alignment =
          frame.arguments.first(where: { $0.label?.text == "alignment" })?.expression
          .trimmedDescription ?? ""
        return alignment.hasSuffix("leading") || alignment.hasSuffix("trailing")
      })
    else { return false }
    return frames.contains { frame in
      frame.arguments.contains { argument in
        guard let label = argument.label?.text, label == "width" || label == "maxWidth",
          let values = NumberPropertyCollector.numbers(argument.expression)
        else { return false }
        return (values.max() ?? .infinity) <= centredColumnLimit
      }
    }
  }

  /// The largest side inset of the catalog (landscape, where the sensor housing and the
  /// rounded corners are at the sides): a view kept at least this far from each side is clear
  /// of them on every device. Computed from the catalog, not measured.
  static let largestSideInset: Double = {
    var largest = 0.0
    for cell in CatalogMatrix.environments {
      largest = max(
        largest, Double(cell.screenInsets.left), Double(cell.screenInsets.right))
    }
    return largest
  }()

  /// SwiftUI's own views that take only the size of their content (a `ZStack` centres them):
  /// any other name is a view of the run or of a package, whose body may fill the screen.
  static let builtInViews: Set<String> = controls.union([
    "Text", "Image", "Label", "AsyncImage", "ProgressView", "Spacer", "Divider", "EmptyView",
    "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "HStack",
    "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ForEach",
  ])

  /// Whether a stack's item stretches across: it makes a view that takes the width offered.
  static func stretches(_ item: CodeBlockItemSyntax) -> Bool {
    item.description.includes("maxWidth: .infinity")
      || !calledNames(in: item).isDisjoint(with: horizontalStretchers)
  }

  /// The view expression an item of a stack's closure is (nil for a declaration).
  static func viewExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
    return item.item.as(ExprSyntax.self)
  }

  /// The views of an item's modifiers, leaving out its stack's own closure.
  func modifierNames(of item: CodeBlockItemSyntax, excluding closure: ClosureExprSyntax)
    -> Set<String>
  {
    let collector = NameCollector(
      properties: viewProperties, skipping: Self.insettingContainers, excluded: closure.id)
    collector.walk(item)
    return collector.names
  }

  /// Whether the modifier chain on `stack` frames it to fill the height with its content
  /// centred (`.frame(maxWidth: .infinity, maxHeight: .infinity)`, no top or bottom alignment).
  static func framedCentred(_ stack: FunctionCallExprSyntax) -> Bool {
    frames(of: stack).contains { frame in
      let text = frame.arguments.trimmedDescription
      return text.includes("maxHeight: .infinity") && !text.includes("alignment: .top")
        && !text.includes("alignment: .bottom")
    }
  }

  /// Whether the modifier chain on `stack` frames it against its top or bottom edge.
  static func framedToEdge(_ stack: FunctionCallExprSyntax) -> Bool {
    frames(of: stack).contains { frame in
      let text = frame.arguments.trimmedDescription
      return text.includes("alignment: .top") || text.includes("alignment: .bottom")
    }
  }

  /// Whether the modifier chain on a centred layer frames it to a fixed width (`.frame(width:
  /// 350)`, a number) no wider than ``centredColumnLimit``: what stretches in it stretches to
  /// that width, centred, clear of both sides (measurement Q: a login form's 350-pt column in a
  /// `ZStack` that gives up every edge).
  static func narrowColumn(_ layer: FunctionCallExprSyntax) -> Bool {
    frames(of: layer).contains { frame in
      guard let width = frame.arguments.first(where: { $0.label?.text == "width" })?.expression,
        let value = Double(width.trimmedDescription)
      else { return false }
      return value <= centredColumnLimit
    }
  }

  /// The widest column that, centred on the screen, keeps clear of the side insets on every
  /// device and orientation of the catalog that has side insets (landscape on a display with a
  /// housing or rounded corners): the smallest screen width less twice the larger side inset
  /// there. Computed from the catalog (where a device has no side inset, a centred column
  /// meets no housing at the sides), not measured.
  static let centredColumnLimit: Double = {
    var limit = Double.infinity
    for cell in CatalogMatrix.environments {
      let side = Double(max(cell.screenInsets.left, cell.screenInsets.right))
      guard side > 0 else { continue }
      limit = min(limit, Double(cell.environment.screenBounds.width) - 2 * side)
    }
    return limit.isFinite ? limit : 0
  }()

  /// The `.frame(…)` calls of the modifier chain applied to `call`.
  static func frames(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var current = Syntax(call)
    var steps = 0
    while steps < 64, let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let outer = member.parent?.as(FunctionCallExprSyntax.self)
    {
      steps += 1
      if member.declName.baseName.text == "frame" { result.append(outer) }
      current = Syntax(outer)
    }
    return result
  }
}

// MARK: - A state that moves a view by the view's own size (measurement O)

/// A state that `.offset(x:)` (or `y:`) moves a view by, alone or clamped (`.offset(x: offset
/// >= 0 ? 0 : offset)`), where the view is made with a size argument of a name (`SideMenuView(…,
/// sideBarWidth: sideBarWidth)`) or framed by it in the chain: a value assigned to that state,
/// or to a state added into it (`offset = gestureOffset + lastStoredOffset`), that is the
/// name alone or negated (`offset = -sideBarWidth`) moves the view by its own extent — out of
/// view, as `.frame(width: menuWidth).offset(x: shown ? 0 : -menuWidth)` does (the
/// hiding-offset convention settled after measurement K). Measurement O: a side menu the
/// screen's width less 90 wide, hidden so six times.
final class OwnExtentOffsetCollector: SyntaxVisitor {
  /// By state name: the axis and the chain below each `.offset` it is the only name of.
  var offsets: [String: [(axis: String, base: ExprSyntax?)]] = [:]
  /// By name: the values assigned to it (the elements after `=`).
  var assigned: [String: [[ExprSyntax]]] = [:]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "offset"
    else { return .visitChildren }
    for argument in node.arguments {
      guard let label = argument.label?.text, label == "x" || label == "y" else { continue }
      let names = Set(
        argument.expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          if case .identifier(let text) = token.tokenKind { return text }
          return nil
        })
      guard names.count == 1, let name = names.first else { continue }
      offsets[name, default: []].append((label == "x" ? "width" : "height", member.base))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
      return .visitChildren
    }
    var target = elements[0]
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      target = ExprSyntax(member.declName)
    }
    if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
      assigned[name, default: []].append(Array(elements.dropFirst(2)))
    }
    return .visitChildren
  }

  /// The positions of the values that move a view by its own extent, with their axes.
  func ownExtentValues() -> [(ExprSyntax, String)] {
    var result: [(ExprSyntax, String)] = []
    for (state, places) in offsets {
      for (axis, base) in places {
        // The states whose value reaches the offset: the state and those added into it.
        var states: Set<String> = [state]
        for elements in assigned[state] ?? [] {
          for element in elements {
            if let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text,
              assigned[name] != nil
            {
              states.insert(name)
            }
          }
        }
        for name in states {
          for elements in assigned[name] ?? [] {
            guard let value = SwiftUIPatterns.hidingValue(elements),
              let sized = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
              SwiftUIPatterns.chainSizes(base, axis: axis, by: sized)
                || Self.madeWithSize(base, axis: axis, by: sized)
            else { continue }
            result.append((value, axis))
          }
        }
      }
    }
    return result
  }

  /// Whether the view at the root of the chain is made with an argument labelled for the axis
  /// (`…Width:`, `…Height:`) whose value is `name`.
  static func madeWithSize(_ base: ExprSyntax?, axis: String, by name: String) -> Bool {
    var current = base
    for _ in 0..<64 {
      guard let call = current?.as(FunctionCallExprSyntax.self) else { return false }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        current = member.base
        continue
      }
      return call.arguments.contains { argument in
        guard let label = argument.label?.text.lowercased(), label.hasSuffix(axis) else {
          return false
        }
        return SwiftUIPatterns.unparenthesized(argument.expression).trimmedDescription == name
      }
    }
    return false
  }
}
