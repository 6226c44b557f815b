import SwiftSyntax

/// What the run needs to know of a `View` type's `body` to decide, in another file, whether a
/// view of that type placed there is a bar (measurement T, `Journal/2026-12-01-swiftui-T.md`):
/// whether the body pins itself to an edge, whether it fills the height it is offered, whether
/// it is one button, and the items of its row when the file alone cannot count them.
public struct ViewShape: Hashable, Sendable {
  /// The edge the body pins itself to with `.frame(maxHeight: .infinity, alignment: .bottom)`
  /// (or `.top`) on its root, and how a message says it; nil when it does not.
  public var pinnedEdge: String?
  public var pinnedHow: String = ""
  /// Whether the body fills the height it is offered: its root stack holds a `Spacer`, its root
  /// is framed to `maxHeight: .infinity`, or it is a scroll view, a list, a map or a `TabView`.
  public var fills = false
  /// The views of the run the body's root stack makes (any branch of an `if`): the body fills
  /// if one of them does.
  public var madeViews: [String] = []
  /// Whether the body is one button: its root is a `Button` or a `NavigationLink`, or is acted
  /// on by `.onTapGesture` (a tab item of the run).
  public var isButton = false
  /// A row the file alone cannot count: the buttons it counted and the other views its items
  /// make (the run counts those that are buttons, ``isButton``).
  public var rowButtons = 0
  public var rowItems: [String] = []

  public init() {}
}

extension SwiftUIPatterns {
  /// Views a stack lays out to fill its height: what comes after one in a `VStack` is at the
  /// stack's bottom, what comes before it at the top
  /// ([`VStack`](https://developer.apple.com/documentation/swiftui/vstack) gives the space left
  /// to its flexible children).
  static let fillingViews: Set<String> = [
    "Spacer", "Map", "List", "Form", "ScrollView", "TabView", "NavigationStack", "NavigationView",
    "GeometryReader", "Color",
  ]

  /// The file's `View` types' shapes, by name (``ViewShape``).
  var viewShapes: [String: ViewShape] {
    var result: [String: ViewShape] = [:]
    for (name, body) in viewBodies {
      guard let block = body.as(AccessorBlockSyntax.self),
        case .getter(let items) = block.accessors, items.count == 1, let item = items.first,
        let expression = Self.viewExpression(item),
        let root = Self.baseCall(expression),
        let rootName = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { continue }
      var shape = ViewShape()
      if let (edge, how) = Self.ownPin(expression) {
        shape.pinnedEdge = edge
        shape.pinnedHow = how
      }
      shape.fills = Self.fills(expression)
      shape.isButton =
        rootName == "Button" || rootName == "NavigationLink" || Self.tappedChain(expression)
      if ["VStack", "ZStack", "Group"].contains(rootName), let closure = root.trailingClosure {
        shape.madeViews = Self.madeRunViews(in: closure.statements)
      }
      if let (buttons, others) = rowParts(expression), !others.isEmpty {
        shape.rowButtons = buttons
        shape.rowItems = others
      }
      if shape != ViewShape() { result[name] = shape }
    }
    return result
  }

  /// `.frame(maxHeight: .infinity, alignment: .bottom)` on the chain's root (after any other
  /// modifier): the view stretches to its container's height and draws at that edge
  /// ([`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`](https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:))).
  /// An alignment chosen by a ternary names both edges in the message.
  static func ownPin(_ expression: ExprSyntax) -> (edge: String, how: String)? {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if member.declName.baseName.text == "frame",
        call.arguments.contains(where: {
          $0.label?.text == "maxHeight" && $0.expression.trimmedDescription == ".infinity"
        }),
        let alignment = call.arguments.first(where: { $0.label?.text == "alignment" })?
          .expression.trimmedDescription,
        let edge = edge(alignment)
      {
        let edges = alignment.includes("?") ? "top or bottom" : edge
        return (
          edge,
          "pinned to the \(edges) edge by its own '.frame(maxHeight: .infinity, alignment: "
            + "\(alignment))'"
        )
      }
      current = base
    }
    return nil
  }

  /// Whether a view chain fills the height it is offered (``ViewShape/fills``).
  static func fills(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        if member.declName.baseName.text == "frame" {
          if call.arguments.contains(where: {
            $0.label?.text == "maxHeight" && $0.expression.trimmedDescription == ".infinity"
          }) {
            return true
          }
          // A fixed height (`Color.blue.frame(height: 100)`) takes no more than it.
          if call.arguments.contains(where: { $0.label?.text == "height" }) { return false }
        }
        current = base
        continue
      }
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return false }
      if name == "ScrollView" {
        return call.arguments.first?.expression.trimmedDescription != ".horizontal"
      }
      if fillingViews.contains(name) { return true }
      if name == "VStack", let closure = call.trailingClosure {
        return closure.statements.contains { item in
          viewExpression(item).flatMap(baseCall)?.calledExpression
            .as(DeclReferenceExprSyntax.self)?.baseName.text == "Spacer"
        }
      }
      return false
    }
    // `Color.white`, a colour chain: fills what it is offered.
    return isDecoration(expression) && !expression.is(FunctionCallExprSyntax.self)
  }

  /// Whether a chain is acted on by a tap (`.onTapGesture` on the view itself, not inside it).
  static func tappedChain(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if member.declName.baseName.text == "onTapGesture" { return true }
      current = base
    }
    return false
  }

  /// The capitalised views of other types a stack's items make, each once, in order: items
  /// themselves and the items of each branch of an `if` (a page switcher's pages).
  static func madeRunViews(in statements: CodeBlockItemListSyntax) -> [String] {
    var names: [String] = []
    for item in statements {
      var expressions: [ExprSyntax] = []
      if let expression = viewExpression(item) {
        if let branch = expression.as(IfExprSyntax.self) {
          var current: IfExprSyntax? = branch
          while let statement = current {
            expressions += statement.body.statements.compactMap(viewExpression)
            if case .codeBlock(let block) = statement.elseBody {
              expressions += block.statements.compactMap(viewExpression)
            }
            if case .ifExpr(let next) = statement.elseBody { current = next } else { current = nil }
          }
        } else {
          expressions.append(expression)
        }
      }
      for expression in expressions {
        guard let call = baseCall(expression),
          let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          name.first?.isUppercase == true, !names.contains(name)
        else { continue }
        names.append(name)
      }
    }
    return names
  }

  /// A body whose root is an `HStack` (or a stack of decorations around one, as ``barViews``
  /// reads it): the buttons the file counts among its items, and the other capitalised views
  /// they make (views of the run the file cannot see into).
  func rowParts(_ expression: ExprSyntax) -> (buttons: Int, others: [String])? {
    guard var root = Self.baseCall(expression) else { return nil }
    if let closure = root.trailingClosure,
      ["VStack", "ZStack"].contains(
        root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
      let row = Self.onlyRow(among: closure)
    {
      root = row
    }
    guard root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
      let closure = root.trailingClosure
    else { return nil }
    var buttons = 0
    var others: [String] = []
    for item in closure.statements {
      guard let expression = Self.viewExpression(item), let call = Self.baseCall(expression),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { continue }
      if Self.isButton(name) || Self.tappedChain(expression) {
        buttons += 1
      } else if name.first?.isUppercase == true, !Self.layoutViews.contains(name),
        !Self.fullScreenSurfaces.contains(name)
      {
        others.append(name)
      }
    }
    return (buttons, others)
  }

  /// Views that only lay others out or draw text: never a row's button.
  static let layoutViews: Set<String> = [
    "HStack", "VStack", "ZStack", "Group", "Spacer", "Text", "Divider", "ForEach", "Image",
    "Label",
  ]

  /// A `ZStack` without an alignment: each layer of a view of the run is pending as a bar that
  /// pins itself (``ViewShape/pinnedEdge``), if the stack reaches that edge.
  func selfPinnedLayers(_ node: FunctionCallExprSyntax) {
    guard !node.arguments.contains(where: { $0.label?.text == "alignment" }),
      let closure = node.trailingClosure
    else { return }
    let items = closure.statements.compactMap(Self.viewExpression)
    guard items.count >= 2 else { return }
    let edges = ["bottom", "top"].filter {
      !Self.reachableEdges(from: node, [$0], countingPadding: false).isEmpty
    }
    guard !edges.isEmpty else { return }
    for item in items.dropFirst() {
      guard let call = Self.baseCall(item) else { continue }
      pendBar(
        call, container: node, edge: edges[0], pinned: "laid over the screen in a ZStack",
        ownPinEdges: edges)
    }
  }

  /// Whether a chain draws a shape: it is filled or stroked (`Shape`'s own modifiers).
  static func shapeModifiers(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if ["fill", "stroke", "strokeBorder"].contains(member.declName.baseName.text) { return true }
      current = base
    }
    return false
  }

  /// `VStack { Map(…); HStack { ForEach(places) { Button … } } }`, `VStack { Pages(); TabBar() }`:
  /// a row, or a view of the run, last under an item that fills the stack is at the stack's
  /// bottom edge, as one after a `Spacer` is; first above one, at its top
  /// ([`VStack`](https://developer.apple.com/documentation/swiftui/vstack) gives a flexible child
  /// the space left, so what follows it is placed at the stack's end). Measurement S's row
  /// under a full-screen `Map` and measurement T's bars under page views. A row holding a text
  /// field (a chat's composer, a search row) is no bar; an item of the run that fills is decided
  /// by the run (``PendingBar/after``).
  func fillPinned(_ statements: CodeBlockItemListSyntax, container: FunctionCallExprSyntax) {
    let items = Array(statements)
    guard items.count >= 2, !Self.framedToFixedHeight(container) else { return }
    for (rowIndex, neighbourIndex, edge) in [
      (items.count - 1, items.count - 2, "bottom"), (0, 1, "top"),
    ] {
      // A computed view of the file stands for the one view its body makes (measurement W:
      // `VStack { headerView; categoriesScrollView }`, a settings/sound/random row above a
      // scroll view, both written as `private var …: some View`).
      guard
        var row = Self.viewExpression(items[rowIndex]).map(computedView).flatMap(Self.baseCall),
        var rowName = row.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let neighbour = Self.viewExpression(items[neighbourIndex]).map(computedView)
      else { continue }
      // A `VStack` at the edge puts its own first (last) item there: `VStack { VStack { HStack
      // { menu; Spacer(); search }; filters }; Carousel() }` holds its menu row at the top of
      // the screen (measurement X), as `topRow(in:container:)` reads a row above a `TabView`.
      for _ in 0..<3 where rowName == "VStack" {
        guard let inner = row.trailingClosure?.statements,
          let item = edge == "top" ? inner.first : inner.last,
          let next = Self.viewExpression(item).map(computedView).flatMap(Self.baseCall),
          let nextName = next.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { break }
        row = next
        rowName = nextName
      }
      let where_ = edge == "bottom" ? "under" : "above"
      if Self.fills(neighbour) {
        if rowName == "HStack" {
          guard names(in: row).isDisjoint(with: Self.textInputs),
            let found = buttonRow(Syntax(row)), found.node.id == Syntax(row).id,
            pinsBar(container, edge: edge, row: found.node)
          else { continue }
          addRow(
            found.node,
            "\(Self.row(found.count)) \(where_) content that fills the stack, at the \(edge) "
              + "edge: a hand-made bar")
          return
        }
        pendBar(
          row, container: container, edge: edge,
          pinned: "\(where_) content that fills the stack, at the \(edge) edge")
        continue
      }
      guard
        let other = Self.baseCall(neighbour)?.calledExpression.as(DeclReferenceExprSyntax.self)?
          .baseName.text,
        other.first?.isUppercase == true, !Self.layoutViews.contains(other),
        !Self.fullScreenSurfaces.contains(other), !Self.isButton(other)
      else { continue }
      if rowName == "HStack" {
        // A row of buttons written here, above (under) a view of the run: a bar where that
        // view fills the stack (measurement X: a menu/search row above a carousel of another
        // file whose body is a `ScrollView`), decided with the run.
        guard names(in: row).isDisjoint(with: Self.textInputs),
          let found = buttonRow(Syntax(row)), found.node.id == Syntax(row).id,
          !Self.isActionRow(found.node), pinsBar(container, edge: edge, row: found.node)
        else { continue }
        pendRow(
          PendingBar(
            position: position(found.node), view: "HStack", edge: edge,
            pinned: "\(where_) '\(other)', which fills the stack, at the \(edge) edge",
            after: other, rowItems: [], rowButtons: found.count))
        continue
      }
      pendBar(
        row, container: container, edge: edge,
        pinned: "\(where_) '\(other)', which fills the stack, at the \(edge) edge", after: other)
    }
  }

  /// `name` or `name()` naming a computed view of the file (a property or a function without
  /// parameters) whose body is one view: that view's expression; otherwise `expression`
  /// itself. A modifier chain on the name is not followed (its modifiers would be lost).
  func computedView(_ expression: ExprSyntax) -> ExprSyntax {
    var reference = expression.as(DeclReferenceExprSyntax.self)
    if reference == nil, let call = expression.as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil
    {
      reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
    }
    guard let name = reference?.baseName.text, let bodies = viewProperties[name],
      bodies.count == 1, let body = bodies.first
    else { return expression }
    let statements: CodeBlockItemListSyntax?
    if let accessors = body.as(AccessorBlockSyntax.self) {
      switch accessors.accessors {
      case .getter(let items): statements = items
      case .accessors(let list):
        statements = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
      }
    } else {
      statements = body.as(CodeBlockSyntax.self)?.statements
    }
    guard let statements, statements.count == 1, let only = statements.first else {
      return expression
    }
    if let view = Self.viewExpression(only) { return view }
    if let returned = only.item.as(ReturnStmtSyntax.self)?.expression { return returned }
    return expression
  }

  /// Whether a `ZStack`'s layers are one button and decorations (its own shape).
  static func holdsOneButton(_ layers: CodeBlockItemListSyntax) -> Bool {
    var buttons = 0
    for layer in layers {
      guard let expression = viewExpression(layer) else { return false }
      if let call = baseCall(expression),
        isButton(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
      {
        buttons += 1
      } else if !isDecoration(expression) {
        return false
      }
    }
    return buttons == 1
  }
}

extension SwiftUIPatterns {
  /// Whether every `.safeAreaInset` in a subtree only inserts a clear gap of a fixed length
  /// (`.safeAreaInset(edge: .top) { Color.clear.frame(height: 54) }`). Such an inset puts back
  /// a number, not the device's inset: inside a subtree that gives up the safe area its content
  /// is placed at the screen's edge and the views it shifts move by that number alone
  /// ([`safeAreaInset(edge:alignment:spacing:content:)`](https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)):
  /// "the content view is anchored to the specified vertical edge in the parent view … the
  /// modified view is inset by the height of content"). Measurement T: a 3D editor whose
  /// `ZStack` ignores every edge and whose `VStack` takes 54- and 24-pt clear insets, short of
  /// the 59–62-pt top and 34-pt bottom insets, and nothing at the sides.
  static func insetsOnlyFixedGaps(_ receiver: some SyntaxProtocol) -> Bool {
    var found = false
    for token in receiver.tokens(viewMode: .sourceAccurate) where token.text == "safeAreaInset" {
      guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        let closure = call.trailingClosure
          ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression
          .as(ClosureExprSyntax.self),
        closure.statements.count == 1,
        let item = closure.statements.first, let content = viewExpression(item),
        isClearGap(content)
      else { return false }
      found = true
    }
    return found
  }

  /// `Color.clear.frame(height: 54)`, `Spacer().frame(height: 24)`, `EmptyView().frame(…)`: a
  /// clear view given a fixed length.
  static func isClearGap(_ expression: ExprSyntax) -> Bool {
    var current = expression
    var fixed = false
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      guard member.declName.baseName.text == "frame" else { return false }
      fixed =
        fixed
        || call.arguments.contains(where: {
          ["height", "width"].contains($0.label?.text ?? "")
            && ($0.expression.is(IntegerLiteralExprSyntax.self)
              || $0.expression.is(FloatLiteralExprSyntax.self))
        })
      current = base
    }
    let root = current.trimmedDescription
    return fixed && (root == "Color.clear" || root == "Spacer()" || root == "EmptyView()")
  }
}

/// The names a file gives a `GeometryProxy`: a `GeometryReader`'s closure parameter (`{ proxy
/// in`, or `$0`), and a property or parameter declared `GeometryProxy`. Their `safeAreaInsets`
/// are the view's own, as `view.safeAreaInsets` is a view controller's
/// ([`GeometryProxy.safeAreaInsets`](https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets):
/// "The safe area inset of the container view"): a test of them asks about this view, not the
/// device (measurement T: a Safari-style bar's `bottomEdge == 0 ? 15 : 0`, with `bottomEdge =
/// proxy.safeAreaInsets.bottom`, reported as deciding "has no home indicator").
final class GeometryProxyNames: SyntaxVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.as(FunctionCallExprSyntax.self)
      ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "GeometryReader"
    {
      names.insert("$0")
      switch node.signature?.parameterClause {
      case .simpleInput(let parameters):
        for parameter in parameters { names.insert(parameter.name.text) }
      case .parameterClause(let clause):
        for parameter in clause.parameters { names.insert(parameter.firstName.text) }
      case nil:
        break
      }
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.typeAnnotation?.type.trimmedDescription == "GeometryProxy",
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      names.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if node.type.trimmedDescription == "GeometryProxy" {
      names.insert((node.secondName ?? node.firstName).text)
    }
    return .visitChildren
  }
}
