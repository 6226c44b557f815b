import SwiftSyntax
import TextEscaping

/// An `.ignoresSafeArea` whose subtree makes views of other files: a finding if one of them
/// holds a control (``SwiftUIPatterns``).
public struct PendingIgnore: Hashable, Sendable {
  public var position: SourcePosition
  public var modifier: String
  public var root: String
  /// The view types the subtree makes, sorted.
  public var views: [String]
  /// Whether it asks about a text field under the keyboard (every region given up at the
  /// bottom), not about controls; `called` is `()` when the modifier was called with no
  /// arguments (as the message writes it).
  public var keyboard = false
  public var called = ""
  /// Whether it gives up every edge (the sides too).
  public var allEdges = false
  /// Whether it gives up a side edge it can reach (the message then names the iPhone Duo's
  /// bar column: ``SwiftUIPatterns/underWhat(sides:)``).
  public var sides = false
  /// Views of the run made where the subtree gives up a side, which count only if their own
  /// body puts a control at a side (``SourceModel/sideControlViews``), sorted.
  public var sideViews: [String] = []
}

/// A `View` type whose body puts back only the top or bottom inset it reads
/// (`.padding(.top, geometry.safeAreaInsets.top)`), never a side one, and holds a control:
/// inside a view of the run that gives up every edge, the control reaches the housing in
/// landscape (``SwiftUIPatterns/verticalInsetViews``).
public struct VerticalInsetView: Hashable, Sendable {
  /// Where the body reads the inset.
  public var position: SourcePosition
  /// `top` or `bottom`.
  public var edge: String
  public var control: String
}

/// A view of another file (or of this one) pinned to an edge as a bar would be
/// (`.overlay(alignment: .bottom) { TabBar(selection: $tab) }`, `VStack { Spacer(); TabBar() }`,
/// `VStack { TabView {…}; CustomTabView() }`): a `hand_made_bar` finding if the run's `View`
/// type of that name is a row of buttons (``SwiftUIPatterns``).
public struct PendingBar: Hashable, Sendable {
  public var position: SourcePosition
  public var view: String
  /// The edge it is pinned to (`top` or `bottom`).
  public var edge: String
  /// How it is pinned, as the message says it ("pinned to the bottom edge in an overlay").
  public var pinned: String
  /// The selection binding it is handed (`selectedItem: $store.currentPage`) when its type is
  /// named as a bar (`FloatingBar`): a tab bar by its signature, a bar even where its type is
  /// in no file linted (a package's).
  public var selection: String? = nil
  /// Set for a view laid over a screen in a `ZStack` that pins nothing itself: a bar only if
  /// its type pins itself to one of these edges (``ViewShape/pinnedEdge``; measurement T).
  public var ownPinEdges: [String]? = nil
  /// Set for a view placed after (or before) a view of the run in a `VStack`: a bar only if
  /// that view fills the stack (``ViewShape/fills``; measurement T).
  public var after: String? = nil
  /// Set for an `HStack` written in place whose items are views of the run the file cannot see
  /// into (`HStack { TabBarButtonView(type: .fire); … }`): a bar where those that are buttons
  /// (``ViewShape/isButton``) and the row's own `rowButtons` make two or more (measurement X).
  public var rowItems: [String]? = nil
  public var rowButtons = 0
}

/// `content.edgesIgnoringSafeArea(.all)` in a `ViewModifier`'s `body(content:)`: the views the
/// modifier is applied to give up the safe area (``SwiftUIPatterns``).
public struct PendingModifierIgnore: Hashable, Sendable {
  public var position: SourcePosition
  public var modifier: String
  /// Whether it gives up a side edge.
  public var sides = false
}

/// A value an `.offset` gives only to move a view out of view (``SwiftUIPatterns``).
public struct HidingOffset: Hashable, Sendable {
  /// `width` (an `x:` offset) or `height` (a `y:` offset).
  public var axis: String
  /// Whether the same chain sizes the view by the same name on that axis (`.frame(width:
  /// menuWidth)`): the offset is then the view's own extent.
  public var ownExtent: Bool
}

/// `.modifier(Background())` on a subtree: the controls it holds, and the views of other files
/// it makes, for a modifier that gives up its content's safe area.
public struct ModifierUse: Hashable, Sendable {
  public var modifier: String
  public var position: SourcePosition
  public var control: String?
  public var views: [String]
}

/// A finding a reader makes from the shape of the code itself (a SwiftUI modifier chain), not
/// from an expression the analysis evaluates: the rule, where, and what it says.
public struct PatternFinding: Hashable, Sendable {
  public var rule: String
  public var position: SourcePosition
  public var message: String
  /// The view of another file whose subtree gives up one vertical edge
  /// (`ScrollableHeader { … }.ignoresSafeArea(edges: .top)`): the run drops the finding when
  /// that view's body is a vertical `ScrollView` holding what it is handed
  /// (``SwiftUIPatterns/scrollContainerViews``).
  public var container: String? = nil

  public init(rule: String, position: SourcePosition, message: String) {
    self.rule = rule
    self.position = position
    self.message = message
  }
}

/// Finds SwiftUI's safe-area mistakes in a file's syntax (the rules `ignores_safe_area_controls`,
/// `ignores_keyboard_safe_area`, `hand_made_bar`, `stale_safe_area_insets`,
/// `size_class_as_width`, `hosting_controller_safe_area`). Each pattern is narrow on purpose: a
/// shape that cannot be told from its look-alikes is left out (precision before recall).
final class SwiftUIPatterns: SyntaxVisitor {
  let converter: SourceLocationConverter
  private(set) var findings: [PatternFinding] = []
  /// Whether the file updates insets it captured (`onChange(of: proxy.safeAreaInsets)`,
  /// `onGeometryChange`): then a capture in `onAppear` is not stale.
  let updatesInsets: Bool
  /// Whether the file decides a hosting controller's `safeAreaRegions`.
  let decidesRegions: Bool
  /// Whether the file reads an inset at all (`safeAreaInsets.top`, `insets.bottom`).
  let readsInsets: Bool

  /// Views that take input a person aims at: what must stay out of the sensor housing and the
  /// home indicator.
  static let controls: Set<String> = [
    "Button", "TextField", "SecureField", "TextEditor", "Toggle", "NavigationLink", "Slider",
    "Stepper", "Picker", "Menu", "Link", "DatePicker", "ColorPicker", "ShareLink", "PasteButton",
    "EditButton", "RenameButton", NameCollector.tappedSymbol,
  ]
  static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
  /// Surfaces made to fill the screen (their own controls, if any, are the system's).
  static let fullScreenSurfaces: Set<String> = [
    "Map", "VideoPlayer", "WebView", "ScrollView", "List", "Form", "TabView", "Color",
    "LinearGradient", "RadialGradient", "AngularGradient", "Image", "AsyncImage", "Rectangle",
    "RoundedRectangle", "Circle", "Capsule", "Ellipse", "MeshGradient", "Canvas", "SpriteView",
    "SceneView", "CameraView", "ARViewContainer", "NavigationStack", "NavigationView",
    "NavigationSplitView",
  ]

  /// Containers backed by UIKit scroll views that inset their rows by the window's safe area
  /// (a collection or table view's automatic content-inset adjustment): a control in a row
  /// scrolls clear of the home indicator and the housing.
  static let insettingContainers: Set<String> = ["List", "Form"]
  /// Views that take the space left in a stack: what comes before them in a `VStack` is pushed
  /// away from the bottom edge, what comes after them away from the top.
  static let flexibleViews: Set<String> = ["List", "Form", "ScrollView", "Spacer"]

  /// The file's computed views (`var buttons: some View { … }`, `func row() -> some View`), by
  /// name: a stack that names one holds what its body makes.
  private(set) var viewProperties: [String: [Syntax]] = [:]
  /// The file's numeric properties written as numbers, by name: the values each can take
  /// (``NumberPropertyCollector``).
  private(set) var numberProperties: [String: [Double]] = [:]
  /// The file's properties holding a safe area's insets (``NumberPropertyCollector/insetNames``).
  private(set) var insetProperties: Set<String> = []

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    let collector = ViewPropertyCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    viewProperties = collector.properties
    let numbers = NumberPropertyCollector(viewMode: .sourceAccurate)
    numbers.walk(node)
    numberProperties = numbers.values
    insetProperties = numbers.insetNames
    // A state only ever assigned and read as a whole `.offset` along one axis: a value
    // assigned to it only moves the view (measurement M: a "like" icon animated up by
    // `-UIScreen.main.bounds.height` as it fades), as an `.offset` written with it would.
    let states = OffsetStateCollector(viewMode: .sourceAccurate)
    states.walk(node)
    for (name, axes) in states.axes where axes.count == 1 && !states.otherUses.contains(name) {
      guard let axis = axes.first else { continue }
      for elements in states.assigned[name] ?? [] {
        if let value = Self.hidingValue(elements) {
          hidingOffsets[position(value)] = HidingOffset(axis: axis, ownExtent: false)
        }
      }
      // Such a state that starts at the value and is only ever set to a number or to the
      // value again (measurement W: a pop-up declared `= UIScreen.main.bounds.height`,
      // sprung to 0 on appear): the view rests out of view or where the number puts it, so
      // its start and the `.offset` that reads it only move it, as a ternary's branch does.
      guard let start = states.initial[name],
        let value = Self.hidingValue([start]),
        (states.assigned[name] ?? []).allSatisfy({ elements in
          (elements.count == 1 && Self.isNumber(elements[0]))
            || Self.hidingValue(elements)?.trimmedDescription == value.trimmedDescription
        })
      else { continue }
      hidingOffsets[position(value)] = HidingOffset(axis: axis, ownExtent: false)
      for read in states.offsetReads[name] ?? [] {
        hidingOffsets[position(read)] = HidingOffset(axis: axis, ownExtent: false)
      }
    }
    let ownExtent = OwnExtentOffsetCollector(viewMode: .sourceAccurate)
    ownExtent.walk(node)
    for (value, axis) in ownExtent.ownExtentValues() {
      hidingOffsets[position(value)] = HidingOffset(axis: axis, ownExtent: true)
    }
    zStacks = collector.zStacks
    return .visitChildren
  }

  /// The file's lines (for the comment that names what a number stands for).
  let lines: [Substring]

  init(converter: SourceLocationConverter, text: String) {
    self.converter = converter
    lines = TextLines.split(text)  // LF, CRLF or CR, as the converter counts lines
    // A preference carrying the insets (`.preference(key: …, value: proxy.safeAreaInsets)`
    // read back by `.onPreferenceChange`) updates them too (measurement J: a provider that
    // sets its state on appear and on every preference change, called stale).
    updatesInsets =
      text.includes("onGeometryChange")
      || (text.includes("onChange(of:") && text.includes("safeAreaInsets"))
      || (text.includes("onPreferenceChange") && text.includes(".preference(")
        && text.includes("safeAreaInsets"))
    decidesRegions = text.includes("safeAreaRegions")
    readsInsets = text.includes("nsets.") || text.includes("safeArea.")
    super.init(viewMode: .sourceAccurate)
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }

  func add(_ rule: String, _ node: some SyntaxProtocol, _ message: String) {
    findings.append(PatternFinding(rule: rule, position: position(node), message: message))
  }

  // MARK: Conditional compilation

  /// Reads only the `#if` clauses that can be compiled for iOS, as the Swift reader does
  /// (``SwiftReader/Visitor/compiledForIOS(_:)``): a clause for tvOS or macOS has none of the
  /// insets these patterns are about (measurement V: a player package's tvOS controller).
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var taken = false
    var earlierAllFalse = true
    for clause in node.clauses {
      if taken { continue }
      var onIOS: Bool? = earlierAllFalse ? true : nil  // `#else`
      if let condition = clause.condition {
        onIOS = SwiftReader.Visitor.compiledForIOS(condition)
      }
      if onIOS == false { continue }
      walk(clause)
      if onIOS == true { taken = true } else { earlierAllFalse = false }
    }
    return .skipChildren
  }

  // MARK: Calls

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      switch name {
      case "ignoresSafeArea", "edgesIgnoringSafeArea":
        if let receiver = member.base {
          ignoring(node, receiver: receiver, modifier: name, at: member.declName)
        }
      case "overlay":
        overlay(node)
      case "safeAreaInset":
        safeAreaInset(node)
      case "frame":
        framePinned(node, base: member.base)
        inlineBarNumber(node, modifier: name)
      case "padding", "offset":
        inlineBarNumber(node, modifier: name)
        if name == "offset" { hidingOffset(node, base: member.base) }
      case "onAppear", "task":
        captured(node)
      case "modifier":
        if let receiver = member.base {
          modifierUse(node, receiver: receiver, at: member.declName)
        }
      default:
        break
      }
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      switch reference.baseName.text {
      case "VStack": stack(node)
      case "ZStack":
        layered(node)
        selfPinnedLayers(node)
      case "UIHostingController": hosting(node)
      default: break
      }
    }
    return .visitChildren
  }

  /// `.offset(x: shown ? 0 : -value)` / `.offset(y: shown ? 0 : value)`: one branch 0, the
  /// other the value alone (negated, `0 - value`, in parentheses). Settled after measurement K:
  /// a screen dimension used so only moves the view entirely out of view — a window is never
  /// larger than the screen, so a view inside it moved by the screen's full width or height is
  /// outside it in every window — and is not a `main_screen_bounds` finding; a value that also
  /// sizes the view on that axis moves it by its own extent. Records the value's position
  /// (the rules decide whether it is such a value: ``MainScreenBoundsRule``).
  func hidingOffset(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
    for argument in node.arguments {
      // The tree is not folded: `c ? 0 : 0 - w` is a sequence `c`, `? 0 :`, `0`, `-`, `w`.
      guard let label = argument.label?.text, label == "x" || label == "y",
        let sequence = Self.unparenthesized(argument.expression).as(SequenceExprSyntax.self)
      else { continue }
      let elements = Array(sequence.elements)
      let ternaries = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
      guard ternaries.count == 1, let index = ternaries.first, index > 0,
        let then = elements[index].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
      else { continue }
      let otherwise = Array(elements[(index + 1)...])
      // The shown branch may be any number (`shown ? 80 : UIScreen.main.bounds.height`,
      // measurement V: a rewards sheet resting 80 pt down): the hidden one still moves the
      // view by the screen's whole extent, out of every window, whatever the other places.
      let value: ExprSyntax?
      if Self.isNumber(then) {
        value = Self.hidingValue(otherwise)
      } else if otherwise.count == 1, Self.isNumber(otherwise[0]) {
        value = Self.hidingValue([then])
      } else {
        value = nil
      }
      guard let value else { continue }
      let axis = label == "x" ? "width" : "height"
      var ownExtent = false
      if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
        ownExtent = Self.chainSizes(base, axis: axis, by: name)
      }
      hidingOffsets[position(value)] = HidingOffset(axis: axis, ownExtent: ownExtent)
    }
  }

  static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<8 {
      guard let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      else { break }
      current = only.expression
    }
    return current
  }

  static func isZero(_ expression: ExprSyntax) -> Bool {
    let text = unparenthesized(expression).trimmedDescription
    return text == "0" || text == "0.0"
  }

  /// A number written as a literal (`80`, `-40`, `12.5`).
  static func isNumber(_ expression: ExprSyntax) -> Bool {
    var current = unparenthesized(expression)
    if let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      current = unparenthesized(prefix.expression)
    }
    return current.is(IntegerLiteralExprSyntax.self) || current.is(FloatLiteralExprSyntax.self)
  }

  /// `value`, `-value`, `0 - value`, `(value)` (a branch's elements): the value; nil for
  /// anything else.
  static func hidingValue(_ elements: [ExprSyntax]) -> ExprSyntax? {
    var elements = elements
    if elements.count == 1, let sequence = unparenthesized(elements[0]).as(SequenceExprSyntax.self)
    {
      elements = Array(sequence.elements)
    }
    var current: ExprSyntax
    if elements.count == 3, isZero(elements[0]),
      elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-"
    {
      current = unparenthesized(elements[2])
    } else if elements.count == 1 {
      current = unparenthesized(elements[0])
    } else {
      return nil
    }
    if let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      current = unparenthesized(prefix.expression)
    }
    if current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self) {
      return current
    }
    return nil
  }

  /// Whether the modifier chain below an `.offset` has `.frame(width: name)` (or `height:`).
  static func chainSizes(_ base: ExprSyntax?, axis: String, by name: String) -> Bool {
    var current = base
    for _ in 0..<64 {
      guard let call = current?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      if member.declName.baseName.text == "frame",
        call.arguments.contains(where: {
          $0.label?.text == axis && unparenthesized($0.expression).trimmedDescription == name
        })
      {
        return true
      }
      current = member.base
    }
    return false
  }

  /// `.ignoresSafeArea(…)` on `receiver`.
  func ignoring(
    _ node: FunctionCallExprSyntax, receiver: ExprSyntax, modifier: String,
    at place: DeclReferenceExprSyntax
  ) {
    let arguments = node.arguments.map { $0.expression.trimmedDescription }
    let labels = node.arguments.map { $0.label?.text ?? "" }
    // The regions: `ignoresSafeArea()` and `edgesIgnoringSafeArea` ignore the keyboard too;
    // `ignoresSafeArea(.keyboard)` ignores only the keyboard; `.container` only the container.
    var regions = "all"
    if modifier == "ignoresSafeArea", let first = arguments.first, labels.first != "edges",
      // `expanded ? .all : .container`: every region in one of its states (measurement H).
      !(first.includes("?") && first.includes(".all"))
    {
      if first.hasSuffix("keyboard") {
        regions = "keyboard"
      } else if first.hasSuffix("container") {
        regions = "container"
      }
    }
    // A scroll view that gives up its side edges too holds its rows under the housing in
    // landscape (it moves them along its axis only): its controls count, as a nested scroll
    // view's do (measurement I: a `ScrollView` of card buttons under `.ignoresSafeArea()`).
    // `content.background(…).edgesIgnoringSafeArea(.all)` in a `ViewModifier`: what gives up
    // the safe area is whatever the modifier is applied to (measurement G's background
    // modifier over a `TabView` of forms); the run joins it with the uses.
    if regions != "keyboard", Self.rootCall(receiver) == "content",
      let modifierName = Self.enclosingViewModifier(node)
    {
      if modifierIgnores[modifierName] == nil {
        modifierIgnores[modifierName] = PendingModifierIgnore(
          position: position(place), modifier: modifier,
          sides: !Self.ignoredEdges(node, modifier: modifier).isDisjoint(with: [
            "leading", "trailing",
          ]))
      }
      return
    }
    guard let root = Self.rootCall(receiver) else { return }
    // `.padding(.bottom, keyboard.currentHeight).edgesIgnoringSafeArea(keyboard.currentHeight >
    // 0 ? .bottom : .init())`: the bottom edge given up only in the state a ternary chooses,
    // by a subtree that lifts itself by the keyboard's height — while the keyboard is up, which
    // covers the home indicator, and sits on it ([`SafeAreaRegions.keyboard`](https://developer.apple.com/documentation/swiftui/safearearegions/keyboard):
    // "the safe area matching the current extent of any software keyboard"). Its controls rest
    // on the keyboard, never at the home indicator or a side (measurement T: a time log's entry
    // form). Given up in every state, the edge is read as before.
    if let edgesText = arguments.last, edgesText.includes("?"), edgesText.includes("bottom"),
      !["all", "leading", "trailing", "horizontal", "top", "vertical"].contains(where: {
        edgesText.includes($0)
      }),
      Self.movesForKeyboard(receiver)
    {
      return
    }
    // A scroll view that gives up only its top or bottom edge scrolls its controls clear of
    // them, but one that ignores the keyboard too no longer shrinks above it: its text fields
    // stay under the keyboard (measurement M: a sign-up `ScrollView` under
    // `.edgesIgnoringSafeArea(.bottom)`). (A list or a form that ignores the keyboard is left
    // out: measurement P's two were sheet forms whose fields are their first rows, above the
    // keyboard on every phone, so "the keyboard covers" them was not true.)
    if root == "ScrollView",
      Self.ignoredEdges(node, modifier: modifier).isDisjoint(with: ["leading", "trailing"])
    {
      if regions == "all",
        Self.reachableEdges(from: node, Self.ignoredEdges(node, modifier: modifier))
          .contains("bottom"),
        !Self.movesForKeyboard(receiver),
        let input = Self.textInput(in: names(in: receiver), receiver).first
      {
        addKeyboardCover(modifier, called: arguments.isEmpty, input: input, at: place)
      }
      return
    }
    guard !Self.fullScreenSurfaces.contains(root) || root == "ScrollView" else { return }
    // A subtree that puts the safe area back (`.safeAreaPadding`, `.safeAreaInset`, reading
    // the insets) decides for itself.
    let text = receiver.description
    if text.includes("safeAreaPadding")
      || (text.includes("safeAreaInset") && !Self.insetsOnlyFixedGaps(receiver))
    {
      // (A scroll view that names the insets is left out as before: what it puts back is not
      // read here.)
      if root != "ScrollView" {
        verticalInsetsOnly(node, receiver: receiver, root: root, modifier: modifier, at: place)
      }
      return
    }
    // The insets put back in a view function or computed view of the file that the subtree
    // calls (`headerView()` padded by `safeAreaInsets.top`): the same reading, where it holds.
    let calledText = Self.calledNames(in: receiver).sorted()
      .flatMap { viewProperties[$0] ?? [] }.map(\.description).joined(separator: "\n")
    if root != "ScrollView", calledText.includes("safeAreaInset"),
      verticalInsetsOnly(
        node, receiver: receiver, root: root, modifier: modifier, at: place,
        calledText: calledText)
    {
      return
    }
    let edges = Self.verticalEdges(node, modifier: modifier)
    // A row of a `List` or `Form` that gives up only its top or bottom edge still scrolls
    // inside the list's insets.
    if edges != nil, Self.insideInsettingContainer(node) { return }
    // One edge given up and put back by a view function of the file the subtree calls
    // (measurement K: a bottom sheet whose `contentView(proxy:)` pads its actions by
    // `max(proxy.safeAreaInsets.bottom, 30)`).
    if let edge = edges, edge != "vertical", putsBack(edge, calledIn: receiver) { return }
    if let edge = edges, edge != "vertical",
      Self.padsByInset(edge, receiver, insetNames: insetProperties)
    {
      return
    }
    // A view gives up the safe area only at an edge it touches: one followed by a sibling in
    // its `VStack`, or padded inside its stack, is nowhere near the bottom (measurement G:
    // `.ignoresSafeArea()` on a `NavigationLink` in a padded `HStack`).
    let reachable = Self.reachableEdges(from: node, Self.ignoredEdges(node, modifier: modifier))
    if reachable.isEmpty { return }
    var used = names(in: receiver)
    let given = Self.ignoredEdges(node, modifier: modifier)
    var reached = reachableNames(in: receiver, edges: given)
    var stackRoot = root
    var stackCall = Self.baseCall(receiver)
    // `WithPerceptionTracking { VStack {…} }`: the stack inside is what gives up the edge.
    if Self.passThroughWrappers.contains(root), let wrapper = stackCall,
      let items = wrapper.trailingClosure?.statements, items.count == 1,
      let inner = items.first?.item.as(ExprSyntax.self).flatMap(Self.baseCall),
      let name = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      stackRoot = name
      stackCall = inner
    }
    if let edge = edges, edge != "vertical", stackRoot == "VStack",
      let closure = stackCall?.trailingClosure
    {
      used = names(inStack: closure, towards: edge)
      reached = names(inStack: closure, towards: edge, givenUp: given)
    } else if edges == "vertical", stackRoot == "VStack", let closure = stackCall?.trailingClosure {
      // Top and bottom given up, the sides kept: what the stack puts towards either edge
      // (measurement P: a button padded 100 pt from the top above a spacer). What the
      // keyboard covers is read as before.
      reached = names(inStack: closure, towards: "top", givenUp: given)
        .union(names(inStack: closure, towards: "bottom", givenUp: given))
    }
    // A `ZStack` that gives up one vertical edge: a `VStack` layer puts at that edge only what
    // comes after its last spacer, list or scroll view (before its first, at the top), as a
    // stack that gives up the edge itself does (measurement K: a `Button` above a `Spacer()`
    // in a `ZStack(alignment: .bottom)` that gives up only the bottom edge). Derived from
    // "Where a view can reach", not measured on a device.
    if let edge = edges, edge != "vertical", stackRoot == "ZStack",
      let stack = stackCall, let closure = stack.trailingClosure,
      stack.additionalTrailingClosures.isEmpty
    {
      let outside = NameCollector(
        properties: viewProperties, skipping: Self.scrollingContainers, excluded: closure.id)
      outside.walk(receiver)
      reached = outside.names.union(names(inLayers: closure, towards: edge, givenUp: given))
    }
    // Every edge given up, the sides too: a stack's items between its spacers, and a centred
    // layer, reach a side only where they stretch across (measurement N).
    if edges == nil, !given.isDisjoint(with: ["leading", "trailing"]), let stack = stackCall,
      let narrowed = edgeOrSideNames(
        stack, root: stackRoot, receiver: receiver, reachable: reachable, given: given)
    {
      reached = narrowed
    }
    let controls = reached.filter { Self.controls.contains($0) }.sorted()
    if regions != "keyboard", let control = controls.first {
      add(
        LintRules.ignoresSafeAreaControls, place,
        "'.\(modifier)' lets '\(control)' in this \(root) reach under "
          + Self.underWhat(sides: !reachable.isDisjoint(with: ["leading", "trailing"])))
      // One vertical edge given up around a view of another file: a scroll container there
      // scrolls what it holds clear of that edge (the run decides).
      if edges == "top" || edges == "bottom", stackRoot == root, root.first?.isUppercase == true {
        findings[findings.count - 1].container = root
      }
    } else if regions != "keyboard", edges == nil || stackRoot == "VStack" {
      // Views of other files it makes (`PresentFullView(…)`): the run knows their bodies. With
      // one vertical edge given up, only where a `VStack` says which of its views are at that
      // edge (a `ZStack` giving up its bottom edge holds its top bar there too; measurement E's
      // Chcklst).
      let views = reached.filter { name in
        name.first?.isUppercase == true && !Self.fullScreenSurfaces.contains(name)
          && !Self.insettingContainers.contains(name)
      }.sorted()
      let sideViews = reached.filter { $0.hasPrefix(Self.sideViewMark) }
        .map { String($0.dropFirst(Self.sideViewMark.count)) }
        .filter { !views.contains($0) && !Self.fullScreenSurfaces.contains($0) }.sorted()
      if !views.isEmpty || !sideViews.isEmpty {
        pendingIgnores.append(
          PendingIgnore(
            position: position(place), modifier: modifier, root: root, views: views,
            allEdges: given.isSuperset(of: ["top", "bottom", "leading", "trailing"]),
            sides: !reachable.isDisjoint(with: ["leading", "trailing"]), sideViews: sideViews))
      }
    }
    guard regions == "all", reachable.contains("bottom"), !Self.movesForKeyboard(receiver)
    else { return }
    if let input = Self.textInput(in: used, receiver).first {
      addKeyboardCover(modifier, called: arguments.isEmpty, input: input, at: place)
    } else {
      // A text field in a view of another file (measurement H: a chat room shown in a card
      // that gives up every region): the run knows its body.
      let views = used.filter { name in
        name.first?.isUppercase == true && !Self.fullScreenSurfaces.contains(name)
          && !Self.insettingContainers.contains(name)
      }.sorted()
      if !views.isEmpty {
        pendingIgnores.append(
          PendingIgnore(
            position: position(place), modifier: modifier, root: root, views: views,
            keyboard: true, called: arguments.isEmpty ? "()" : ""))
      }
    }
  }

  /// The text inputs among `names` (made in `receiver`), sorted: SwiftUI's own, and views made
  /// with a text binding.
  static func textInput(in names: Set<String>, _ receiver: some SyntaxProtocol) -> [String] {
    let bound = textBoundViews(in: receiver)
    return names.filter { textInputs.contains($0) || bound.contains($0) }.sorted()
  }

  /// An `ignores_keyboard_safe_area` finding: the keyboard covers `input`.
  func addKeyboardCover(
    _ modifier: String, called: Bool, input: String, at place: DeclReferenceExprSyntax
  ) {
    add(
      LintRules.ignoresKeyboardSafeArea, place,
      "'.\(modifier)\(called ? "()" : "")' ignores the keyboard too: the keyboard "
        + "covers '\(input)' (ignore '.container' only)")
  }

  /// The `ViewModifier`s of the file whose `body(content:)` gives up the content's safe area.
  private(set) var modifierIgnores: [String: PendingModifierIgnore] = [:]
  /// The file's `.modifier(Name(…))` calls, with what their subtree holds.
  private(set) var modifierUses: [ModifierUse] = []
  private(set) var hidingOffsets: [SourcePosition: HidingOffset] = [:]

  /// The name of the `struct … : ViewModifier` whose `body(content:)` holds `node`.
  static func enclosingViewModifier(_ node: some SyntaxProtocol) -> String? {
    var current = node.parent
    var inBody = false
    while let parent = current {
      if let function = parent.as(FunctionDeclSyntax.self) {
        inBody = function.name.text == "body"
      }
      if let declaration = parent.as(StructDeclSyntax.self) {
        let conforms = declaration.inheritanceClause?.inheritedTypes.contains {
          $0.type.trimmedDescription == "ViewModifier"
        }
        return inBody && conforms == true ? declaration.name.text : nil
      }
      current = parent.parent
    }
    return nil
  }

  /// `.modifier(Name(…))` on `receiver`.
  func modifierUse(
    _ node: FunctionCallExprSyntax, receiver: ExprSyntax, at place: DeclReferenceExprSyntax
  ) {
    guard let argument = node.arguments.first?.expression,
      let call = Self.baseCall(argument),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true
    else { return }
    let used = names(in: receiver)
    let control = used.filter { Self.controls.contains($0) }.sorted().first
    let views = used.filter { name in
      name.first?.isUppercase == true && !Self.fullScreenSurfaces.contains(name)
        && !Self.insettingContainers.contains(name) && !Self.controls.contains(name)
    }.sorted()
    guard control != nil || !views.isEmpty else { return }
    modifierUses.append(
      ModifierUse(modifier: name, position: position(place), control: control, views: views))
  }

  /// The views each `View` type of the file makes in its `body` (types of the run, by name),
  /// when the body does not give up the safe area itself: the run follows them to the controls
  /// they hold (a screen whose tab bar of another file holds the buttons).
  var madeViews: [String: [String]] {
    var result: [String: [String]] = [:]
    for (name, body) in viewBodies where !Self.givesUpContainer(body.description) {
      let views = names(in: body).filter { made in
        made != name && made.first?.isUppercase == true && !Self.fullScreenSurfaces.contains(made)
          && !Self.insettingContainers.contains(made) && !Self.controls.contains(made)
      }.sorted()
      if !views.isEmpty { result[name] = views }
    }
    return result
  }

  /// Whether `body` gives up a region other than the keyboard on a subtree that holds one of
  /// `kinds` (by ``names(in:)``, which follows the file's computed views).
  func givesUpContainer(around kinds: Set<String>, in body: Syntax) -> Bool {
    for token in body.tokens(viewMode: .sourceAccurate)
    where token.text == "ignoresSafeArea" || token.text == "edgesIgnoringSafeArea" {
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      if token.text == "ignoresSafeArea",
        call.arguments.first?.expression.trimmedDescription.hasSuffix("keyboard") == true
      {
        continue
      }
      // `.ignoresSafeArea()` with no receiver applies to the whole body.
      guard let base = member.base else { return true }
      if !names(in: base).isDisjoint(with: kinds) { return true }
    }
    return false
  }

  /// What controls given up with the safe area reach: the sensor housing, the home indicator
  /// and the rounded corners, and, where a side edge is given up, the iPhone Duo's bar column
  /// — the catalog's Duo displays keep an 84-pt side inset in portrait too (`Data/devices.csv`:
  /// the outer display, 466 x 678, safe area 0/0/34/84, an iOS 27.1 simulator reading), so a
  /// portrait app's trailing controls reach it where no phone's housing is (measurements Q, R
  /// and W: screens that put back only the top and bottom insets, judged real with a message
  /// that named none of what covers them).
  static func underWhat(sides: Bool) -> String {
    sides
      ? "the sensor housing, the home indicator, the rounded corners or the iPhone Duo's bar "
        + "column"
      : "the sensor housing, the home indicator or the rounded corners"
  }

  /// Whether a body gives up a region other than the keyboard (`.ignoresSafeArea()`,
  /// `.edgesIgnoringSafeArea(…)`; not `.ignoresSafeArea(.keyboard)`).
  static func givesUpContainer(_ text: String) -> Bool {
    if text.includes("edgesIgnoringSafeArea(") { return true }
    var rest = Substring(text)
    while let range = rest.range(of: "gnoresSafeArea(") {
      rest = rest[range.upperBound...]
      let argument = rest.drop(while: { $0 == " " })
      if !argument.hasPrefix(".keyboard") { return true }
    }
    return false
  }

  /// `HStack { Button…; Button… }.padding(.top, proxy.safeAreaInsets.top).ignoresSafeArea()`:
  /// the top and bottom insets put back by hand, the side ones not, on a subtree with controls
  /// that gives up its side edges too.
  /// `calledText` is what the view functions and computed views of the file that the subtree
  /// calls hold (measurement P: a header made by `headerView()` padded by the top inset).
  @discardableResult
  func verticalInsetsOnly(
    _ node: FunctionCallExprSyntax, receiver: ExprSyntax, root: String, modifier: String,
    at place: DeclReferenceExprSyntax, calledText: String = ""
  ) -> Bool {
    let text = receiver.description + calledText
    let ignored = Self.ignoredEdges(node, modifier: modifier)
    guard ignored.isSuperset(of: ["leading", "trailing"]),
      !text.includes("safeAreaPadding("), !text.includes("safeAreaInset("),
      case let vertical = ["top", "bottom"].filter({ edge in
        Self.insetReadWords(edge).contains(where: { text.includes($0) })
      }), !vertical.isEmpty,
      !["leading", "trailing", "left", "right"].contains(where: { edge in
        Self.insetReadWords(edge).contains(where: { text.includes($0) })
      }),
      !Self.reachableEdges(from: node, ["leading", "trailing"]).isEmpty,
      // A view named for a button (`TabButton(title:tab:)`, made in another file) is one, as
      // in a bar's row (measurement Y: a travel app's tab row of `TabButton`s under a root
      // `ZStack` that gives up every edge, missed).
      let control = names(in: receiver).filter({ Self.controls.contains($0) || Self.isButton($0) })
        .sorted().first
    else { return false }
    add(
      LintRules.verticalInsetsOnly, place,
      "'.\(modifier)' gives up every edge and only the \(Self.insetsPutBack(vertical)) put back: "
        + "'\(control)' in this \(root) reaches under the sensor housing and the rounded corners "
        + "in landscape")
    return true
  }

  /// "top inset is" / "top and bottom insets are": the vertical insets a subtree puts
  /// back, as read (measurement N: a main view whose tab row puts back the bottom inset and
  /// whose menu row the top one was said to put back "only the top inset").
  static func insetsPutBack(_ edges: [String]) -> String {
    edges.count == 1 ? "\(edges[0]) inset is" : "\(edges.joined(separator: " and ")) insets are"
  }

  /// How a read of one inset is written (`safeAreaInsets.top`, `safeArea.top`).
  static func insetReadWords(_ edge: String) -> [String] {
    ["safeAreaInsets.\(edge)", "safeArea.\(edge)", "insets.\(edge)"]
  }

  /// The one vertical edge (`top`, `bottom`) or `vertical` that a modifier gives up, or nil
  /// when it gives up a horizontal edge or every edge.
  static func verticalEdges(_ node: FunctionCallExprSyntax, modifier: String) -> String? {
    let argument: LabeledExprSyntax?
    if modifier == "edgesIgnoringSafeArea" {
      argument = node.arguments.first
    } else {
      argument = node.arguments.first(where: { $0.label?.text == "edges" })
    }
    guard let text = argument?.expression.trimmedDescription else { return nil }
    let names = Set(
      text.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { !$0.isEmpty })
    if names == ["top"] { return "top" }
    if names == ["bottom"] { return "bottom" }
    if names == ["vertical"] || names == ["top", "bottom"] { return "vertical" }
    return nil
  }

  /// The edges a `.ignoresSafeArea(…)` or `.edgesIgnoringSafeArea(…)` call gives up: every
  /// edge without an `edges` argument, else those its `Edge.Set` names.
  static func ignoredEdges(_ node: FunctionCallExprSyntax, modifier: String) -> Set<String> {
    let argument =
      modifier == "edgesIgnoringSafeArea"
      ? node.arguments.first : node.arguments.first(where: { $0.label?.text == "edges" })
    guard let text = argument?.expression.trimmedDescription else { return allEdges }
    return edges(named: text)
  }

  static let allEdges: Set<String> = ["top", "bottom", "leading", "trailing"]

  /// The edges an `Edge.Set` written as `text` names (`.all`, `[.top, .horizontal]`).
  static func edges(named text: String) -> Set<String> {
    var result: Set<String> = []
    for word in text.split(whereSeparator: { !$0.isLetter }) {
      switch word {
      case "all": result.formUnion(allEdges)
      case "vertical": result.formUnion(["top", "bottom"])
      case "horizontal": result.formUnion(["leading", "trailing"])
      case "top", "bottom", "leading", "trailing": result.insert(String(word))
      default: break
      }
    }
    return result
  }

  /// Of `edges`, those the view made at `node` can touch, as far as the file shows: a view
  /// followed by another in a `VStack` does not touch the bottom, one after another not the
  /// top (`HStack`: trailing, leading); a `.padding` applied outside it (after the modifier, or
  /// to a stack that holds it) keeps it off the edges it pads. What a view's body is placed in
  /// (another view, another file) is not known, and its edges are kept.
  static func reachableEdges(
    from node: some SyntaxProtocol, _ edges: Set<String>, countingPadding: Bool = true
  ) -> Set<String> {
    var remaining = edges
    var current = Syntax(node)
    var steps = 0
    while !remaining.isEmpty, steps < 64 {
      steps += 1
      // Up the modifier chain: the paddings applied after this point.
      while let parent = current.parent {
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          current = parent
          continue
        }
        if let call = parent.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == current.id
        {
          if countingPadding, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "padding"
          {
            remaining.subtract(paddedEdges(call))
          }
          current = parent
          continue
        }
        break
      }
      // The item this chain is, in the closure or block that holds it.
      guard let item = current.parent?.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self)
      else { return remaining }
      // The views of the closure: its declarations (`let x = …`) lay nothing out.
      let views = list.filter { element in
        if case .decl = element.item { return false }
        return true
      }
      let index = views.firstIndex(where: { $0.position == item.position })
      if let block = list.parent?.as(CodeBlockSyntax.self),
        let ifExpression = block.parent?.as(IfExprSyntax.self)
      {
        // An `if`'s branch is where the `if` is.
        current = Syntax(ifExpression)
        while let up = current.parent, up.is(IfExprSyntax.self) || up.is(ExpressionStmtSyntax.self)
        {
          current = up
        }
        continue
      }
      guard let closure = list.parent?.as(ClosureExprSyntax.self) else { return remaining }
      var owner = closure.parent
      while let up = owner,
        up.is(LabeledExprSyntax.self) || up.is(LabeledExprListSyntax.self)
          || up.is(MultipleTrailingClosureElementSyntax.self)
          || up.is(MultipleTrailingClosureElementListSyntax.self)
      {
        owner = up.parent
      }
      guard let call = owner?.as(FunctionCallExprSyntax.self) else { return remaining }
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      if let index, views.count > 1 {
        let isFirst = index == views.startIndex
        let isLast = views.index(after: index) == views.endIndex
        if name == "VStack" || name == "LazyVStack" {
          if !isLast { remaining.remove("bottom") }
          if !isFirst { remaining.remove("top") }
        } else if name == "HStack" || name == "LazyHStack" {
          if !isLast { remaining.remove("trailing") }
          if !isFirst { remaining.remove("leading") }
        }
      }
      current = Syntax(call)
    }
    return remaining
  }

  /// The edges a `.padding(…)` call insets by a non-zero amount: every edge for `.padding()`
  /// or `.padding(16)`, those named for `.padding(.bottom, 8)`, none for `.padding(.top, 0)`
  /// or insets it cannot read.
  static func paddedEdges(_ call: FunctionCallExprSyntax) -> Set<String> {
    let arguments = Array(call.arguments)
    guard let first = arguments.first else { return allEdges }
    let firstText = first.expression.trimmedDescription
    if arguments.count == 1,
      first.expression.is(IntegerLiteralExprSyntax.self)
        || first.expression.is(FloatLiteralExprSyntax.self)
    {
      return firstText == "0" ? [] : allEdges
    }
    guard firstText.hasPrefix(".") || firstText.hasPrefix("[") else { return [] }
    if arguments.count > 1 {
      let amount = arguments[1].expression.trimmedDescription
      if amount == "0" || amount == "0.0" { return [] }
    }
    return edges(named: firstText)
  }

  /// Names of views that fill the screen with a camera, a map, a video or a web page: controls
  /// drawn over them are the surface's own chrome, not a bar a system bar should replace.
  static func isMediaSurface(_ name: String) -> Bool {
    ["Map", "VideoPlayer", "SpriteView", "SceneView", "RealityView"].contains(name)
      || ["Camera", "Scanner", "VideoPlayer", "WebView", "ARView", "MapView"].contains {
        name.includes($0)
      }
      // A player's own view (`PlayerView(url:)` over an `AVPlayerLayer`; measurement I: a
      // photo and video editor's save, add and send row drawn over it), not a mini player,
      // which is a bar of its own.
      || (name.includes("PlayerView") && !name.lowercased().includes("mini"))
      // A photo viewer that pans and zooms (`PanZoomImage`, `ZoomableImageView`,
      // `ImageViewer`): its back, delete and rotate row is the viewer's chrome, shown and
      // hidden with a tap (measurement J: two false alarms).
      || ["ZoomImage", "PanZoom", "ZoomableImage", "ImageViewer", "PhotoViewer", "PhotoBrowser"]
        .contains { name.includes($0) }
  }

  /// Whether the row at `node` is drawn over a media surface: a sibling in a `ZStack` that
  /// holds it (or holds the computed view of the file it is in) is one.
  func overMediaSurface(_ node: some SyntaxProtocol) -> Bool {
    func holdsSurface(_ stack: FunctionCallExprSyntax) -> Bool {
      guard let closure = stack.trailingClosure else { return false }
      return Self.laidOutNames(in: closure).contains(where: Self.isMediaSurface)
    }
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack",
        holdsSurface(call)
      {
        return true
      }
      var viewName: String?
      if let binding = parent.as(PatternBindingSyntax.self) {
        viewName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      } else if let function = parent.as(FunctionDeclSyntax.self) {
        viewName = function.name.text
      }
      // The `body` of a view type: the type is the view a `ZStack` of the file draws.
      if viewName == "body" {
        var outer = parent.parent
        while let next = outer, !next.is(StructDeclSyntax.self) { outer = next.parent }
        viewName = outer?.as(StructDeclSyntax.self)?.name.text
      }
      if let viewName {
        return zStacks.contains { stack in
          holdsSurface(stack)
            && stack.trailingClosure.map {
              $0.tokens(viewMode: .sourceAccurate).contains { $0.text == viewName }
            } == true
        }
      }
      if parent.is(MemberBlockSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  /// The file's `ZStack { … }` calls.
  private(set) var zStacks: [FunctionCallExprSyntax] = []

  /// `.ignoresSafeArea` on a subtree whose controls, if any, are in views the file does not
  /// define; the run decides them (``SourceModel/pendingIgnores``).
  private(set) var pendingIgnores: [PendingIgnore] = []

  /// The file's `View` types whose `body` holds a control (by type name, the control), when
  /// the body does not give up the safe area itself (then it is reported there).
  var controlViews: [String: String] {
    viewsHolding(Self.controls, givingUpAroundThem: true) { _ in false }
  }

  /// The file's `View` types whose `body` reads a top or bottom inset (of a `GeometryReader`, a
  /// window, an environment value) and no side one, and holds a control (measurement H's
  /// chat room, padded by `geometry.safeAreaInsets.top` and `.bottom` in a card of another
  /// file that gives up every edge when expanded).
  var verticalInsetViews: [String: VerticalInsetView] {
    var result: [String: VerticalInsetView] = [:]
    // Most files read no inset: their bodies are not printed and searched.
    guard readsInsets else { return result }
    for (name, body) in viewBodies {
      let text = body.description
      guard
        !["leading", "trailing", "left", "right"].contains(where: { edge in
          Self.insetReadWords(edge).contains(where: { text.includes($0) })
        }),
        let edge = ["top", "bottom"].first(where: { edge in
          Self.insetReadWords(edge).contains(where: { text.includes($0) })
        }),
        let control = names(in: body).filter({ Self.controls.contains($0) }).sorted().first,
        let read = body.tokens(viewMode: .sourceAccurate).first(where: { token in
          token.text == edge && token.previousToken(viewMode: .sourceAccurate)?.text == "."
            && ["safeAreaInsets", "safeArea", "insets"].contains(
              token.previousToken(viewMode: .sourceAccurate)?.previousToken(
                viewMode: .sourceAccurate)?.text ?? "")
        })
      else { continue }
      result[name] = VerticalInsetView(position: position(read), edge: edge, control: control)
    }
    return result
  }

  /// The file's `View` types whose `body` holds a text field (by type name, the field), when
  /// the body does not give up the safe area itself nor move itself for the keyboard.
  var inputViews: [String: String] {
    // (A body that gives up the keyboard's region itself decides the keyboard itself.)
    viewsHolding(Self.textInputs) {
      Self.movesForKeyboard($0) || $0.description.includes("gnoresSafeArea(")
    }
  }

  /// The file's `View` types whose `body` holds one of `kinds` (by type name, the first such
  /// kind by name), leaving out bodies that give up the safe area themselves or that `skips`.
  /// With `givingUpAroundThem`, a body gives up the safe area itself only where a subtree
  /// that gives it up holds one of `kinds`: a background layer's `.ignoresSafeArea()` (a
  /// gradient behind the view's buttons) leaves the controls where the caller puts them, so
  /// the caller's `.ignoresSafeArea()` decides (measurement W: `TimerView().ignoresSafeArea()`,
  /// whose gradient alone gives up the safe area and whose settings button sits 60 pt from
  /// the top).
  private func viewsHolding(
    _ kinds: Set<String>, givingUpAroundThem: Bool = false, skipping skips: (Syntax) -> Bool
  ) -> [String: String] {
    var result: [String: String] = [:]
    for (name, body) in viewBodies {
      if skips(body) { continue }
      if givingUpAroundThem {
        if givesUpContainer(around: kinds, in: body) { continue }
      } else if Self.givesUpContainer(body.description) {
        continue
      }
      if let kind = names(in: body).filter({ kinds.contains($0) }).sorted().first {
        result[name] = kind
      }
    }
    return result
  }

  /// The file's `View` types that are a row of buttons: a `body` whose view is an `HStack` of
  /// two or more buttons or of a `ForEach` of them (a hand-made tab bar's own view), by type
  /// name, with the row as a message says it.
  var barViews: [String: String] {
    var result: [String: String] = [:]
    for (name, body) in viewBodies {
      guard let block = body.as(AccessorBlockSyntax.self),
        case .getter(let items) = block.accessors, items.count == 1,
        let expression = items.first?.item.as(ExprSyntax.self),
        var root = Self.baseCall(expression) ?? viewPropertyCall(expression)
      else { continue }
      // `VStack(spacing: 0) { Divider(); HStack { ForEach(tabs) { CustomTabButton(…) } } }`:
      // a row with a separator or a background shape is still the bar; so is one drawn in a
      // shape's overlay (measurement L: `ZStack { Color.white; RoundedRectangle(…).overlay {
      // HStack { ForEach(…) { Button {…} } } } }`).
      if let closure = root.trailingClosure,
        ["VStack", "ZStack"].contains(
          root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
        let row = Self.onlyRow(among: closure)
      {
        root = row
      }
      guard root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
        let row = buttonRow(Syntax(root)), row.node.id == Syntax(root).id
      else { continue }
      result[name] = Self.row(row.count)
    }
    return result
  }

  /// The view a computed view of the file makes, where `expression` is that view under
  /// modifiers (`var body: some View { tabBar.onChange(of: selection) {…} }` with `private var
  /// tabBar: some View { HStack { ForEach(tabs) { … } } }`, measurement Y's tab bar): the call
  /// its one body returns, or nil.
  func viewPropertyCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    guard let name = Self.rootCall(expression), name.first?.isLowercase == true,
      let bodies = viewProperties[name], bodies.count == 1,
      let block = bodies.first?.as(AccessorBlockSyntax.self),
      case .getter(let items) = block.accessors, items.count == 1,
      let inner = items.first?.item.as(ExprSyntax.self)
    else { return nil }
    return Self.baseCall(inner)
  }

  /// Shapes and colours drawn behind or beside a bar's row: its separator, its background.
  static let barDecorations: Set<String> = [
    "Divider", "Spacer", "Rectangle", "Color", "Capsule", "RoundedRectangle",
  ]

  /// The one `HStack` among a stack's items when every other item is a decoration
  /// (``barDecorations``, `Color.white`): the item itself, or the `HStack` a decoration draws in
  /// its `.overlay`. Nil when there is none, or more than one.
  static func onlyRow(among closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var row: FunctionCallExprSyntax?
    for item in closure.statements {
      guard let expression = item.item.as(ExprSyntax.self) else { return nil }
      if let call = baseCall(expression),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack"
      {
        if row != nil { return nil }
        row = call
        continue
      }
      guard isDecoration(expression) else { return nil }
      if let overlaid = overlaidRow(expression) {
        if row != nil { return nil }
        row = overlaid
      }
    }
    return row
  }

  /// Whether a modifier chain starts with a decoration: a shape of ``barDecorations`` or a
  /// colour (`Color.white`, `Color("tab")`).
  static func isDecoration(_ expression: ExprSyntax) -> Bool {
    if let call = baseCall(expression) {
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      // A shape of the app's (`Arc().fill(…)`, `TabShape()`): `fill` and `stroke` are `Shape`'s
      // own modifiers ([`Shape`](https://developer.apple.com/documentation/swiftui/shape)), so
      // a view filled or stroked is drawn, not a view holding controls (measurement T: a
      // weather app's arc-shaped tab bar background).
      return barDecorations.contains(name) || isShape(name)
        || (name.first?.isUppercase == true && shapeModifiers(expression))
    }
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    {
      current = base
    }
    return current.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Color"
  }

  /// The `HStack` a chain's `.overlay { HStack {…} }` (or `.overlay(HStack {…})`) draws.
  static func overlaidRow(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      if member.declName.baseName.text == "overlay" {
        var contents = call.arguments.filter { $0.label == nil }.map(\.expression)
        if let closure = call.trailingClosure, closure.statements.count == 1,
          let only = closure.statements.first?.item.as(ExprSyntax.self)
        {
          contents.append(only)
        }
        for content in contents {
          if let inner = baseCall(content),
            inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack"
          {
            return inner
          }
        }
      }
      current = base
    }
    return nil
  }

  /// The `body` of each `struct … : View` of the file.
  private(set) var viewBodies: [String: Syntax] = [:]

  /// `#Preview { … }` lays out a canvas in Xcode, not a screen of the app (measurement K: a
  /// spinner's preview reported for its `Button`).
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    // A `PreviewProvider`'s previews likewise.
    if node.inheritanceClause?.inheritedTypes.contains(where: {
      $0.type.trimmedDescription == "PreviewProvider"
    }) == true {
      return .skipChildren
    }
    if node.inheritanceClause?.inheritedTypes.contains(where: {
      ["UIViewRepresentable", "UIViewControllerRepresentable"].contains(
        $0.type.trimmedDescription)
    }) == true {
      representableViews.insert(node.name.text)
    }
    let isView = node.inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription == "View"
    }
    guard isView == true else { return .visitChildren }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "body", let accessors = binding.accessorBlock
      else { continue }
      viewBodies[node.name.text] = Syntax(accessors)
      if Self.scrollsHandedContent(accessors, of: node) {
        scrollContainerViews.insert(node.name.text)
      }
    }
    return .visitChildren
  }

  /// The file's `View` types whose `body` is a vertical `ScrollView` holding what the view is
  /// handed (`@ViewBuilder var content: () -> Content`, called in the scroll view): a subtree
  /// made with one of them scrolls, as a `ScrollView` written in place does (measurement R:
  /// five screens give up the top edge around `ScrollableGradientHeaderView { … }`).
  private(set) var scrollContainerViews: Set<String> = []

  /// The file's `UIViewRepresentable` and `UIViewControllerRepresentable` types: what a
  /// subtree hands one of them is laid out by UIKit (a `UIHostingController` the type makes),
  /// not by the subtree's safe area (``SourceModel/representableViews``).
  private(set) var representableViews: Set<String> = []

  /// Whether `accessors` (a view's `body`) is one `ScrollView` along the vertical axis whose
  /// content uses a property of `type` that holds a view or a view builder (its type is a
  /// function, or one of the type's generic parameters).
  static func scrollsHandedContent(_ accessors: AccessorBlockSyntax, of type: StructDeclSyntax)
    -> Bool
  {
    guard case .getter(let items) = accessors.accessors, items.count == 1,
      let item = items.first?.item,
      let expression = item.as(ExprSyntax.self)
        ?? item.as(ReturnStmtSyntax.self)?.expression,
      let call = baseCall(expression),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ScrollView",
      !call.arguments.contains(where: { $0.expression.trimmedDescription.includes("horizontal") }),
      let closure = call.trailingClosure
    else { return false }
    let generics = Set(
      type.genericParameterClause?.parameters.map(\.name.text) ?? [])
    var handed: Set<String> = []
    for member in type.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let annotation = binding.typeAnnotation?.type
        else { continue }
        if annotation.is(FunctionTypeSyntax.self)
          || generics.contains(annotation.trimmedDescription)
        {
          handed.insert(name)
        }
      }
    }
    return closure.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind.isIdentifier && handed.contains($0.text)
    }
  }

  /// Whether `node` is written inside the content of a `List` or `Form`.
  static func insideInsettingContainer(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        insettingContainers.contains(name)
      {
        return true
      }
      if parent.is(MemberBlockSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  /// The names called in `node`, following the file's computed views it names, leaving out
  /// what a `List` or `Form` holds (its rows are inset and scroll).
  func names(in node: some SyntaxProtocol) -> Set<String> {
    let collector = NameCollector(properties: viewProperties)
    collector.walk(node)
    return collector.names
  }

  /// Containers whose content a person can scroll clear of the top and bottom edges: where a
  /// subtree gives up only those, a control in them is reachable, so it does not count for
  /// `ignores_safe_area_controls`. A scroll view does not move its rows sideways, so where the
  /// side edges are given up too they count (measurement G's side menu: rows under the
  /// housing in landscape). A text field in one still counts for the keyboard: a scroll view
  /// that ignores the keyboard does not grow to bring the field above it.
  static let scrollingContainers: Set<String> = ["List", "Form", "ScrollView"]

  /// The names called in `node` that lay out where a person must reach them when `edges` are
  /// given up: as ``names(in:)``, without what a scroll view holds when only the top or bottom
  /// edge is given up.
  func reachableNames(in node: some SyntaxProtocol, edges: Set<String>) -> Set<String> {
    let sides = !edges.isDisjoint(with: ["leading", "trailing"])
    let collector = NameCollector(
      properties: viewProperties,
      skipping: sides ? Self.insettingContainers : Self.scrollingContainers)
    collector.walk(node)
    return collector.names
  }

  /// Whether the subtree moves itself for the keyboard (`.KeyboardAwarePadding()`,
  /// `.modifier(PushContentKeyboardModifier(…))`, `.avoidKeyboard()`): then ignoring the
  /// keyboard's safe area is its own decision (measurement H: two forms that offset
  /// themselves by the keyboard's height).
  static func movesForKeyboard(_ node: some SyntaxProtocol) -> Bool {
    followsKeyboard(node)
      || calledNames(in: node).contains { name in
        let lower = name.lowercased()
        return lower.includes("keyboard") && lower != "keyboardtype"
          && ["aware", "avoid", "adaptive", "push", "padding", "offset", "height", "responsive"]
            .contains(where: { lower.includes($0) })
      }
  }

  /// A stack wrapped in a view that only passes its content through (`WithPerceptionTracking
  /// { VStack {…} }`, `Group { VStack {…} }`): the stack is what is laid out.
  static let passThroughWrappers: Set<String> = ["WithPerceptionTracking", "Group"]

  /// The names called in the items of a `VStack` that can reach `edge` (`bottom`: the items
  /// after the last one that holds a list, a scroll view or a spacer, and that item; `top`:
  /// the mirror).
  func names(
    inStack closure: ClosureExprSyntax, towards edge: String, givenUp: Set<String>? = nil
  ) -> Set<String> {
    names(inItems: closure.statements, towards: edge, givenUp: givenUp)
  }

  /// Whether a stack's item takes the space left (a spacer, a list or a scroll view), or is an
  /// `if`/`else` each of whose branches holds such an item (measurement M: a form whose two
  /// states each end in `Spacer()`).
  static func isFlexible(_ item: CodeBlockItemSyntax) -> Bool {
    if let branches = branches(of: item), branches.allSatisfy({ $0.contains(where: isFlexible) }) {
      return true
    }
    if let expression = item.item.as(ExprSyntax.self), let call = baseCall(expression),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Spacer"
    {
      return !isFixedGap(expression)
    }
    return !calledNames(in: item).isDisjoint(with: ["List", "Form", "ScrollView"])
  }

  /// Whether a stack item is a spacer given a fixed height in its own chain (`Spacer().frame(
  /// height: 5)`): a gap of that many points, which takes no space left over and so pins
  /// nothing to an edge ([`frame(width:height:alignment:)`](https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:))
  /// fixes the height; measurement V: a form's checkbox row after a 5-pt gap read as a bar).
  static func isFixedGap(_ expression: ExprSyntax) -> Bool {
    var current = expression.as(FunctionCallExprSyntax.self)
    var steps = 0
    while let call = current, steps < 64,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      steps += 1
      if member.declName.baseName.text == "frame",
        call.arguments.contains(where: {
          $0.label?.text == "height" && NumberPropertyCollector.numbers($0.expression) != nil
        })
      {
        return true
      }
      current = member.base?.as(FunctionCallExprSyntax.self)
    }
    return false
  }

  /// ``names(inStack:towards:givenUp:)`` for the items of a stack or of one of its `if`'s
  /// branches.
  func names(
    inItems statements: CodeBlockItemListSyntax, towards edge: String, givenUp: Set<String>?,
    away start: Double = 0, adding: Bool? = nil
  ) -> Set<String> {
    let items = Array(statements)
    let flexible = items.indices.filter { Self.isFlexible(items[$0]) }
    // With no spacer or scroll view, the view written last is at the stack's bottom and the
    // views before it are above it ("Where a view can reach"): the last one always there,
    // not an `if`, a `switch` or a `ForEach` that may make nothing (measurement J: SBB's
    // modal, whose close button heads a stack its content follows).
    // (Only for reach: the keyboard covers what is above the last view too.)
    let always = givenUp == nil ? [] : items.indices.filter { Self.alwaysMakesView(items[$0]) }
    let kept: ArraySlice<CodeBlockItemSyntax>
    if edge == "bottom", let last = flexible.last ?? always.last {
      kept = items[last...]
    } else if edge == "top", let first = flexible.first ?? always.first {
      kept = items[...first]
    } else {
      kept = items[...]
    }
    var result: Set<String> = []
    // How far the item is at least from the edge: the heights of the items between it and
    // the edge, where the stack's spacing never overlaps them (measurement P).
    let adds = adding ?? Self.spacingNeverNegative(statements)
    var away = start
    let clearance =
      givenUp?.isDisjoint(with: ["leading", "trailing"]) == true
      ? Self.clearance(towards: edge) : nil
    for item in edge == "bottom" ? Array(kept.reversed()) : Array(kept) {
      defer { if adds { away += heightAtLeast(item) } }
      // An `if`/`else`: what each branch puts towards the edge, its views being laid out in
      // this stack.
      if let branches = Self.branches(of: item) {
        for branch in branches {
          result.formUnion(
            names(inItems: branch, towards: edge, givenUp: givenUp, away: away, adding: adds))
        }
        continue
      }
      // An item kept from the edge by its own padding and the items between, at least the
      // catalog's largest inset there (measurement M: a poll card at `.padding(.bottom,
      // bottomPadding)`, 80 pt or more; measurement P: a stepper below a 280-pt image, a
      // button padded 100 pt from the top), reaches none of it; only where the sides are
      // kept. A row's or a layer's children each by their own paddings.
      if let givenUp, let clearance, !Self.movesItself(item) {
        // An item that pads the edge back by an inset read there (`.padding(.top,
        // insets!.top)`, `insets` a property holding the first window's) keeps clear of it, as
        // a subtree padded so does (measurement Q: a chat list's header).
        if let expression = Self.viewExpression(item),
          Self.padsByInset(edge, expression, insetNames: insetProperties)
        {
          continue
        }
        let distance = away + ownPadding(item, edge: edge)
        if distance >= clearance { continue }
        if let names = rowNames(
          item, towards: edge, givenUp: givenUp, away: distance, clearance: clearance)
        {
          result.formUnion(names)
          continue
        }
      }
      // A `VStack` in the stack: what it puts towards the edge, with its modifiers' views.
      if let givenUp, let names = vStackNames(item, towards: edge, givenUp: givenUp) {
        result.formUnion(names)
        continue
      }
      result.formUnion(givenUp.map { reachableNames(in: item, edges: $0) } ?? names(in: item))
    }
    return result
  }

  /// The names called in the layers of a `ZStack` that can reach `edge`: a `VStack` layer's
  /// as ``names(inStack:towards:givenUp:)`` says (with its modifiers' views), any other
  /// layer's all.
  func names(
    inLayers closure: ClosureExprSyntax, towards edge: String, givenUp: Set<String>
  ) -> Set<String> {
    var result: Set<String> = []
    for item in closure.statements {
      result.formUnion(
        vStackNames(item, towards: edge, givenUp: givenUp)
          ?? reachableNames(in: item, edges: givenUp))
    }
    return result
  }

  /// When `item` is a `VStack` (or `LazyVStack`) with one trailing closure: the names it puts
  /// towards `edge` (``names(inStack:towards:givenUp:)``) with its modifiers' views; nil for
  /// any other item.
  func vStackNames(
    _ item: CodeBlockItemSyntax, towards edge: String, givenUp: Set<String>
  ) -> Set<String>? {
    guard let expression = item.item.as(ExprSyntax.self), let call = Self.baseCall(expression),
      ["VStack", "LazyVStack"].contains(
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
      let inner = call.trailingClosure, call.additionalTrailingClosures.isEmpty
    else { return nil }
    let sides = !givenUp.isDisjoint(with: ["leading", "trailing"])
    let collector = NameCollector(
      properties: viewProperties,
      skipping: sides ? Self.insettingContainers : Self.scrollingContainers,
      excluded: inner.id)
    collector.walk(item)
    return collector.names.union(names(inStack: inner, towards: edge, givenUp: givenUp))
  }

  /// Whether a view function or computed view of the file that `node` calls pads by the
  /// safe area's inset at `edge` (`proxy.safeAreaInsets.bottom`): the subtree puts back
  /// the edge it gives up.
  func putsBack(_ edge: String, calledIn node: some SyntaxProtocol) -> Bool {
    let read = "safeAreaInsets.\(edge)"
    for name in Self.calledNames(in: node) {
      guard let bodies = viewProperties[name] else { continue }
      if bodies.contains(where: { $0.description.includes(read) }) { return true }
    }
    return false
  }

  /// Whether the modifier chain of `receiver` pads `edge` by an inset at that edge, read from
  /// something named for the safe area or insets (`.padding(.top, getSafeArea().top + 10)`,
  /// `.padding(.bottom, window?.safeAreaInsets.bottom)`): the subtree puts back the edge it gives up, whichever view's insets it reads —
  /// a global window's, which `window_safe_area` reports where they are read, are the view's
  /// own where it meets the window's edge (measurement O: SwoozApp's Back row padded by a
  /// helper of another file that reads the first window's insets).
  /// A property of the file holding insets counts as such a read (`.padding(.top, edges!.top)`
  /// with `var edges = UIApplication.shared.windows.first?.safeAreaInsets`: measurement Q).
  static func padsByInset(_ edge: String, _ receiver: ExprSyntax, insetNames: Set<String> = [])
    -> Bool
  {
    var current: ExprSyntax? = receiver
    for _ in 0..<64 {
      guard let call = current?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      if member.declName.baseName.text == "padding", call.arguments.count == 2,
        let edges = call.arguments.first?.expression.trimmedDescription,
        edges == ".\(edge)" || edges.includes(".\(edge),") || edges.includes(".\(edge)]"),
        let amount = call.arguments.last?.expression.trimmedDescription,
        amount.includes(".\(edge)"),
        amount.lowercased().includes("safearea") || amount.lowercased().includes("inset")
          || insetNames.contains(where: { name in
            ["!.", "?.", "."].contains(where: { amount.includes(name + $0 + edge) })
          })
      {
        return true
      }
      current = member.base
    }
    return false
  }

  /// Whether a stack's item makes a view each time the body runs: a view expression, not a
  /// declaration, an `if`, a `switch` or a `ForEach` (which may make none).
  static func alwaysMakesView(_ item: CodeBlockItemSyntax) -> Bool {
    let expression: ExprSyntax
    if let value = item.item.as(ExprSyntax.self) {
      expression = value
    } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
      expression = statement.expression
    } else {
      return false
    }
    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return false }
    let root = baseCall(expression)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    return root?.text != "ForEach"
  }

  /// `.overlay(alignment: .bottom) { HStack { Button…; Button… } }` or the old
  /// `.overlay(HStack {…}, alignment: .bottom)`.
  func overlay(_ node: FunctionCallExprSyntax) {
    guard
      let alignment = node.arguments.first(where: { $0.label?.text == "alignment" })?
        .expression.trimmedDescription,
      let edge = Self.edge(alignment)
    else { return }
    var contents: [Syntax] = node.arguments.filter { $0.label == nil }.map { Syntax($0.expression) }
    if let closure = node.trailingClosure { contents.append(Syntax(closure)) }
    for content in contents {
      if let row = buttonRow(content), pinsBar(node, edge: edge, row: row.node) {
        addRow(
          row.node,
          "\(Self.row(row.count)) pinned to the \(edge) edge in an overlay: a hand-made bar")
        return
      }
    }
    // `.overlay(alignment: .bottom) { TabBar(selection: $tab).padding(…) }`: a view the run
    // defines; a bar if it is a row of buttons.
    for content in contents {
      let items: [ExprSyntax]
      if let closure = content.as(ClosureExprSyntax.self) {
        items = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
      } else {
        items = content.as(ExprSyntax.self).map { [$0] } ?? []
      }
      guard items.count == 1, let call = items.first.flatMap(Self.baseCall) else { continue }
      pendBar(call, container: node, edge: edge, pinned: "pinned to the \(edge) edge in an overlay")
    }
  }

  /// Views of the run pinned to an edge where a bar would be: the run decides whether each is a
  /// row of buttons (``SourceModel/pendingBars``).
  private(set) var pendingBars: [PendingBar] = []

  /// Pends a row written in place (``PendingBar/rowItems``), decided with the run.
  func pendRow(_ bar: PendingBar) { pendingBars.append(bar) }

  /// `call` makes a view of a type the file names (`TabBar(selection: $tab)`) pinned to `edge`
  /// by `container`: pending, unless it is the system's or a stack (read where it is).
  func pendBar(
    _ call: FunctionCallExprSyntax, container: some SyntaxProtocol, edge: String, pinned: String,
    ownPinEdges: [String]? = nil, after: String? = nil
  ) {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true, !Self.fullScreenSurfaces.contains(name),
      !["HStack", "VStack", "ZStack", "Group", "Spacer", "Text", "Divider", "ForEach"].contains(
        name),
      !Self.isButton(name), pinsBar(container, edge: edge, row: Syntax(call))
    else { return }
    // A view pinned twice (by a spacer, and by the `ZStack(alignment: .bottom)` it is in) is
    // one bar, said as it was first pinned.
    let place = position(call)
    // A view pended only on a condition (it pins itself; the view before it fills) and then
    // pinned outright (`.frame(maxHeight: .infinity, alignment: .bottom)` at the use) is pinned.
    if let index = pendingBars.firstIndex(where: { $0.position == place }) {
      guard ownPinEdges == nil, after == nil,
        pendingBars[index].ownPinEdges != nil || pendingBars[index].after != nil
      else { return }
      pendingBars.remove(at: index)
    }
    let selection =
      name.lowercased().hasSuffix("bar")
      ? call.arguments.first(where: { argument in
        (argument.label?.text.hasPrefix("select") ?? false)
          && argument.expression.trimmedDescription.hasPrefix("$")
      })?.expression.trimmedDescription : nil
    pendingBars.append(
      PendingBar(
        position: place, view: name, edge: edge, pinned: pinned, selection: selection,
        ownPinEdges: ownPinEdges, after: after))
  }

  /// `.safeAreaInset(edge: .bottom) { HStack { Button…; Button… } }`.
  func safeAreaInset(_ node: FunctionCallExprSyntax) {
    guard
      let edgeText = node.arguments.first(where: { $0.label?.text == "edge" })?
        .expression.trimmedDescription,
      let edge = Self.edge(edgeText), let closure = node.trailingClosure
    else { return }
    guard let row = buttonRow(Syntax(closure)) else {
      // `.safeAreaInset(edge: .bottom) { CustomTabBar(selectedTab: $tab).padding(…) }`: a view
      // of the run that is a row of buttons (measurement N: a tab bar of another file over a
      // `TabView` whose own bar is hidden). A single button, or a view that is none, is not.
      for item in closure.statements {
        if let call = Self.viewExpression(item).flatMap(Self.baseCall) {
          pendBar(
            call, container: node, edge: edge,
            pinned: "in a '.safeAreaInset(edge: .\(edge))'")
        }
      }
      return
    }
    addRow(
      row.node,
      "\(Self.row(row.count)) in a '.safeAreaInset(edge: .\(edge))': a hand-made bar")
  }

  /// `VStack { Spacer(); HStack { Button…; Button… } }` (bottom) or `VStack { HStack {…};
  /// Spacer() }` (top): a row pinned to an edge by a spacer.
  func stack(_ node: FunctionCallExprSyntax) {
    guard let closure = node.trailingClosure else { return }
    let items = closure.statements.map { $0.item }
    guard items.count >= 2 else { return }
    func isSpacer(_ item: CodeBlockItemSyntax.Item) -> Bool {
      guard let expression = item.as(ExprSyntax.self), let call = Self.baseCall(expression),
        !Self.isFixedGap(expression)
      else { return false }
      return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Spacer"
    }
    for (rowIndex, spacerIndex, edge) in [
      (items.count - 1, items.count - 2, "bottom"), (0, 1, "top"),
    ] {
      guard isSpacer(items[spacerIndex]), !Self.framedToFixedHeight(node) else { continue }
      // `VStack { content; Spacer(); if editing { EditBar() } else { TabBar(selection: $tab) }
      // }`: the stack lays out one branch's views where the `if` stands, at the edge, as it
      // does a view written alone there (round U: a bar of the run chosen by an `if` was not
      // followed). Each branch's views are pended as that view would be.
      if let branches = Self.branches(of: Array(closure.statements)[rowIndex]) {
        let pinned = "pinned to the \(edge) edge by a Spacer"
        for branch in branches {
          for item in branch {
            guard let call = Self.viewExpression(item).flatMap(Self.baseCall) else { continue }
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
              let found = buttonRow(Syntax(call)), found.node.id == Syntax(call).id,
              pinsBar(node, edge: edge, row: found.node)
            {
              addRow(
                found.node,
                "\(Self.row(found.count)) pinned to the \(edge) edge by a Spacer: a hand-made bar")
            } else {
              pendBar(call, container: node, edge: edge, pinned: pinned)
            }
          }
        }
        return
      }
      guard let row = items[rowIndex].as(ExprSyntax.self).flatMap(Self.baseCall) else { continue }
      let rowName = row.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      // (A row that scrolls sideways, `ScrollView(.horizontal) { HStack {…} }`, is a row too:
      // measurement G's tab images.)
      if rowName == "HStack"
        || (rowName == "ScrollView"
          && row.arguments.first?.expression.trimmedDescription
            == ".horizontal"),
        let found = buttonRow(Syntax(row)),
        pinsBar(node, edge: edge, row: found.node)
      {
        addRow(
          found.node,
          "\(Self.row(found.count)) pinned to the \(edge) edge by a Spacer: a hand-made bar")
        return
      }
      // `VStack { Spacer(); TabBar(…) }`, or the bar in a `ZStack` there with its own extra
      // button (`ZStack(alignment: .bottom) { CustomBottomNavigationView(…); VStack { qr } }`).
      let pinned = "pinned to the \(edge) edge by a Spacer"
      if rowName == "ZStack", let closure = row.trailingClosure {
        for item in closure.statements {
          // `ZStack { HStack { Button…; Spacer(); Button… }; Text(title) }`: the row under
          // a centred title, pinned as an `HStack` alone is (measurement P: a menu / bell row
          // above a spacer).
          if let call = item.item.as(ExprSyntax.self).flatMap(Self.baseCall),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
            let found = buttonRow(Syntax(call)), found.node.id == Syntax(call).id,
            pinsBar(node, edge: edge, row: found.node)
          {
            addRow(
              found.node,
              "\(Self.row(found.count)) pinned to the \(edge) edge by a Spacer: a hand-made bar")
            return
          }
          if let call = item.item.as(ExprSyntax.self).flatMap(Self.baseCall) {
            pendBar(call, container: node, edge: edge, pinned: pinned)
          }
        }
      } else if let name = rowName, name.includes("Bar"),
        case let handed = row.arguments.filter({ argument in
          !names(in: argument.expression).isDisjoint(with: ["Button", "NavigationLink", "Link"])
        }).count, handed >= 2, pinsBar(node, edge: edge, row: Syntax(row))
      {
        // `TopBarNavigationComponent(leadingView: Button {…}, centerView: …, trailingView:
        // Button {…})` above a `Spacer`: a view named for a bar, handed its buttons (measurement
        // W: a detail header's back and favourite buttons); its own body holds only what it is
        // handed, so the buttons are read where they are written.
        addRow(
          Syntax(row),
          "'\(name)' handed \(handed) buttons, pinned to the \(edge) edge by a Spacer: a "
            + "hand-made bar")
      } else {
        pendBar(row, container: node, edge: edge, pinned: pinned)
      }
      return
    }
    // The spacer need not be next to the row: a `VStack` gives its flexible children the
    // space left over ([`VStack`](https://developer.apple.com/documentation/swiftui/vstack)),
    // so a spacer anywhere after the first item pushes it, and what lies between them, to the
    // top edge — as one anywhere before the last item pushes that to the bottom (measurement
    // X: four tab buttons first in a root stack, the selected tab's view, then a `Spacer`).
    // A row of buttons written there itself is a bar, as next to the spacer — where the stack
    // itself gives up that edge, so that its edge is the screen's (the row is not the first of
    // a page laid under the app's own bar: measurement X's Likes / Top Picks switcher).
    if !Self.framedToFixedHeight(node) {
      let givenUp = Self.edgesGivenUpByChain(node)
      for (rowIndex, others, edge) in [
        (items.count - 1, items.dropLast(), "bottom"), (0, items.dropFirst(), "top"),
      ]
      where givenUp.contains(edge) && others.contains(where: isSpacer) && !isSpacer(items[rowIndex])
      {
        guard let row = items[rowIndex].as(ExprSyntax.self).flatMap(Self.baseCall),
          row.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
          names(in: row).isDisjoint(with: Self.textInputs)
        else { continue }
        if let found = buttonRow(Syntax(row)), found.node.id == Syntax(row).id {
          guard pinsBar(node, edge: edge, row: found.node) else { continue }
          addRow(
            found.node,
            "\(Self.row(found.count)) pinned to the \(edge) edge by a Spacer: a hand-made bar")
          return
        }
        // Its items views of the run (tab items whose body is a `Button`): decided with the run.
        guard let parts = rowParts(ExprSyntax(row)), !parts.others.isEmpty,
          pinsBar(node, edge: edge, row: Syntax(row))
        else { continue }
        pendingBars.append(
          PendingBar(
            position: position(row), view: "HStack", edge: edge,
            pinned: "pinned to the \(edge) edge by a Spacer", rowItems: parts.others,
            rowButtons: parts.buttons))
        return
      }
    }
    // `VStack { TabView {…}; CustomTabView(selection: $tab) }`: a view drawn under a `TabView`
    // (its own bar hidden) at the bottom.
    if let last = items.last?.as(ExprSyntax.self).flatMap(Self.baseCall),
      items.dropLast().contains(where: { names(in: $0).contains("TabView") })
    {
      // `VStack { TabView {…}; Spacer(minLength: 0); ScrollView(.horizontal) { HStack { Image
      // … .onTapGesture { tab = .weather } … } } }` (measurement G): a row written here.
      if let row = buttonRow(Syntax(last)), pinsBar(node, edge: "bottom", row: row.node) {
        addRow(
          row.node,
          "\(Self.row(row.count)) drawn under a 'TabView' at the bottom: a hand-made tab bar")
        return
      }
      pendBar(
        last, container: node, edge: "bottom", pinned: "drawn under a 'TabView' at the bottom")
      return
    }
    fillPinned(closure.statements, container: node)
    topRow(in: closure.statements, container: node)
    // `VStack(spacing: 0) { ZStack { home; bookmarks; search }; CustomTabBar(selectedTab: $tab)
    // }` (measurement I): a view named as a bar, drawn under the screens at the bottom.
    if let last = items.last?.as(ExprSyntax.self).flatMap(Self.baseCall),
      let name = last.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.isBarName(name),
      items.dropLast().contains(where: {
        !names(in: $0).isDisjoint(with: [
          "ZStack", "NavigationStack", "NavigationView", "ScrollView", "List", "Group",
        ])
      })
    {
      pendBar(
        last, container: node, edge: "bottom", pinned: "drawn under the screens at the bottom")
    }
  }

  /// The first item of a `VStack` whose later items take the space left (a scroll view, a list,
  /// a spacer: ``isFlexible(_:)``) is laid out at the stack's top, as one above a lone spacer is
  /// (measurement Q): there, `ZStack { HStack { menu; Spacer(); search }; Text(title) }` — a row
  /// of buttons under a centred title — stands in for a navigation bar, and `HStack { tab icons
  /// }` above a `TabView` for a tab bar. The first item of a first `VStack` item is at the top
  /// too (a header holding the row and more).
  func topRow(in statements: CodeBlockItemListSyntax, container: FunctionCallExprSyntax) {
    let later = statements.dropFirst()
    let pageViews = later.contains { names(in: $0).contains("TabView") }
    guard statements.count >= 2, pageViews || later.contains(where: Self.isFlexible) else {
      return
    }
    var current = statements
    for _ in 0..<3 {
      guard let first = current.first?.item.as(ExprSyntax.self).flatMap(Self.baseCall),
        let name = first.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return }
      if name == "VStack", let inner = first.trailingClosure {
        current = inner.statements
        continue
      }
      if name == "HStack", pageViews, let found = buttonRow(Syntax(first)),
        found.node.id == Syntax(first).id, pinsBar(container, edge: "top", row: found.node)
      {
        addRow(
          found.node,
          "\(Self.row(found.count)) drawn above a 'TabView' at the top edge: a hand-made tab bar")
        return
      }
      guard name == "ZStack", let layers = first.trailingClosure?.statements,
        layers.contains(where: {
          $0.item.as(ExprSyntax.self).flatMap(Self.baseCall)?.calledExpression
            .as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
        })
      else { return }
      for layer in layers {
        if let call = layer.item.as(ExprSyntax.self).flatMap(Self.baseCall),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
          let found = buttonRow(Syntax(call)), found.node.id == Syntax(call).id,
          pinsBar(container, edge: "top", row: found.node)
        {
          addRow(
            found.node,
            "\(Self.row(found.count)) under a title at the top edge, above content that fills "
              + "the rest: a hand-made navigation bar")
          return
        }
      }
      return
    }
  }

  /// Rows already reported (a row pinned twice is one finding).
  private var reportedRows: Set<SyntaxIdentifier> = []

  func addRow(_ row: Syntax, _ message: String) {
    guard !Self.isActionRow(row), reportedRows.insert(row.id).inserted else { return }
    add(LintRules.handMadeBar, row, message)
  }

  /// Whether a row is a form's own action with a companion: exactly two buttons, one of them
  /// stretched across the row (`.frame(maxWidth: .infinity)`) and the other not (measurement
  /// L: a login form's Continue button beside its Face ID button, after the form's `Spacer()`).
  /// A bar shares its row among peers (tabs, tools); a call to action that takes the row is the
  /// form's submit button, which a toolbar would not hold.
  static func isActionRow(_ row: Syntax) -> Bool {
    guard let stack = row.as(FunctionCallExprSyntax.self), let closure = stack.trailingClosure
    else { return false }
    let buttons = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }.filter {
      baseCall($0).flatMap { $0.calledExpression.as(DeclReferenceExprSyntax.self) }
        .map { isButton($0.baseName.text) } == true
    }
    guard buttons.count == 2 else { return false }
    let stretched = buttons.filter {
      $0.description.includes("maxWidth: .infinity")
    }
    return stretched.count == 1
  }

  /// Whether a row pinned to `edge` by `container` (the stack, overlay or frame that pins it)
  /// is a bar: the container reaches that edge of the screen as far as the file shows, and
  /// the row is not a camera's, a map's or a player's own controls (measurement G: a close and
  /// flash row over a camera preview; a wizard's links in a `ZStack` a `Divider` follows).
  func pinsBar(_ container: some SyntaxProtocol, edge: String, row: Syntax) -> Bool {
    // (A padded bar is still a bar: only its place in its stack counts here.)
    !Self.reachableEdges(from: container, [edge], countingPadding: false).isEmpty
      && !overMediaSurface(row) && !Self.inSwipedCard(row)
  }

  /// The edges a view's own modifier chain gives up (`VStack { … }.edgesIgnoringSafeArea(
  /// .vertical)`: top and bottom).
  static func edgesGivenUpByChain(_ view: some SyntaxProtocol) -> Set<String> {
    var result: Set<String> = []
    var current = Syntax(view)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id, let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      let name = member.declName.baseName.text
      if name == "ignoresSafeArea" || name == "edgesIgnoringSafeArea" {
        result.formUnion(ignoredEdges(call, modifier: name))
      }
      current = Syntax(call)
    }
    return result
  }

  /// Whether a stack's own modifier chain gives it a fixed height (`VStack { title; Spacer();
  /// buttons }.frame(height: 294)`): a card, whose spacer puts its row at the card's bottom,
  /// not the screen's ([`frame(width:height:alignment:)`](https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:))
  /// fixes the height; measurement T's fixes read S's alert card, whose Cancel button is in an
  /// `if`, as a row of two).
  static func framedToFixedHeight(_ container: some SyntaxProtocol) -> Bool {
    var current = Syntax(container)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id, let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      if member.declName.baseName.text == "frame",
        call.arguments.contains(where: {
          $0.label?.text == "height"
            && ($0.expression.is(IntegerLiteralExprSyntax.self)
              || $0.expression.is(FloatLiteralExprSyntax.self))
        })
      {
        return true
      }
      current = Syntax(call)
    }
    return false
  }

  /// Whether `node` is inside a view a person swipes sideways: a modifier chain holding it
  /// moves it by `.offset(x: state)` and takes a `DragGesture` (measurement L: a profile card
  /// whose pass, boost, message and like buttons sit at the card's bottom). Such a card follows
  /// the finger, away from the screen's edges; its buttons are the card's own. A view moved
  /// only along y (a sheet dragged down to dismiss) rests at its edge, and is not one.
  static func inSwipedCard(_ node: Syntax) -> Bool {
    var swiped = false
    var dragged = false
    var current = node.parent
    while let parent = current, !parent.is(MemberBlockSyntax.self) {
      if let call = parent.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base,
        base.position <= node.position, node.endPosition <= base.endPosition
      {
        let name = member.declName.baseName.text
        if name == "offset",
          let x = call.arguments.first(where: { $0.label?.text == "x" })?.expression,
          !x.is(IntegerLiteralExprSyntax.self), !x.is(FloatLiteralExprSyntax.self)
        {
          swiped = true
        }
        if ["gesture", "highPriorityGesture", "simultaneousGesture"].contains(name),
          call.arguments.first?.expression.description.includes("DragGesture") == true
        {
          dragged = true
        }
        if swiped && dragged { return true }
      }
      current = parent.parent
    }
    return false
  }

  /// `HStack { Button…; Button… }.frame(maxHeight: .infinity, alignment: .bottom)`: a row
  /// stretched to its container's height and drawn at its bottom (or top) edge.
  func framePinned(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
    guard let base,
      node.arguments.contains(where: {
        $0.label?.text == "maxHeight" && $0.expression.trimmedDescription == ".infinity"
      }),
      let alignment = node.arguments.first(where: { $0.label?.text == "alignment" })?
        .expression.trimmedDescription,
      let edge = Self.edge(alignment), let call = Self.baseCall(base)
    else { return }
    // A view of another file (or a package's) pinned so: a bar if the run's type of that name
    // is a row of buttons, or if it is named as a bar and handed the selected page
    // (measurement L's `FloatingBar(items:selectedItem:)`).
    guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack" else {
      pendBar(
        call, container: node, edge: edge,
        pinned: "pinned to the \(edge) edge by '.frame(maxHeight: .infinity, alignment:)'")
      return
    }
    guard let row = buttonRow(Syntax(call)), row.node.id == Syntax(call).id,
      pinsBar(node, edge: edge, row: row.node)
    else { return }
    addRow(
      row.node,
      "\(Self.row(row.count)) pinned to the \(edge) edge by '.frame(maxHeight: .infinity, "
        + "alignment:)': a hand-made bar")
  }

  /// `ZStack(alignment: .bottom) { content; HStack { Button…; Button… } }`, and a view named
  /// `…TabBar` laid over a `TabView` there (the system's bar hidden, a hand-made one drawn).
  func layered(_ node: FunctionCallExprSyntax) {
    guard
      let alignment = node.arguments.first(where: { $0.label?.text == "alignment" })?
        .expression.trimmedDescription,
      let edge = Self.edge(alignment),
      // `ZStack(alignment: .bottom, content: { … })` is the same stack (measurement L).
      let closure = node.trailingClosure
        ?? node.arguments.first(where: { $0.label?.text == "content" })?.expression
        .as(ClosureExprSyntax.self)
    else { return }
    let items = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
    let calls = items.compactMap(Self.baseCall)
    let names = calls.compactMap {
      $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard pinsBar(node, edge: edge, row: Syntax(node)) else { return }
    for item in items {
      guard let call = Self.baseCall(item),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { continue }
      // A shape drawn at that edge whose `.overlay` holds the row (`TabShape().fill(…).frame(
      // height: 88).overlay(bottomBar)`, `bottomBar` a row of buttons the view defines): the
      // overlay is laid out in the shape's frame, so the shape is the bar (measurement P).
      if Self.isShape(name), let row = overlaidRow(item, above: call) {
        addRow(
          Syntax(call),
          "\(Self.row(row.count)) drawn in the overlay of '\(name)', pinned to the \(edge) edge of "
            + "a ZStack: a hand-made bar")
        continue
      }
      if name == "HStack", let row = buttonRow(Syntax(call)), row.node.id == Syntax(call).id {
        addRow(
          row.node,
          "\(Self.row(row.count)) pinned to the \(edge) edge of a ZStack: a hand-made bar")
      } else if edge == "bottom", name.hasSuffix("TabBar"), names.contains("TabView") {
        addRow(
          Syntax(call),
          "'\(name)' drawn at the bottom of a ZStack over a 'TabView': a hand-made tab bar")
      } else if items.count > 1 {
        // (Layers counted as written: `content.ignoresSafeArea()`, a generic container's
        // content, is a layer too — measurement Y's `CustomTabBarContainerView`.)
        // A view of the run drawn at that edge of the stack over its other layers
        // (measurement L: `ZStack(alignment: .bottom) { Color(…).ignoresSafeArea();
        // CustomTabBar(selectedTab: $tab) }`): a bar if its type is a row of buttons.
        pendBar(
          call, container: node, edge: edge, pinned: "pinned to the \(edge) edge of a ZStack")
      }
    }
  }

  /// Whether a view is a shape or a colour (`RoundedRectangle`, `Color`, a type named `…Shape`):
  /// something drawn, not a view holding controls.
  static func isShape(_ name: String) -> Bool {
    [
      "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle",
      "Color",
    ]
    .contains(name) || name.hasSuffix("Shape")
  }

  /// The row of buttons an `.overlay(…)` of `item`'s modifier chain (between `item` and its
  /// base `call`) holds, written there or as a view property of the file.
  func overlaidRow(_ item: ExprSyntax, above call: FunctionCallExprSyntax) -> (
    node: Syntax, count: Int
  )? {
    var current: ExprSyntax? = item
    var steps = 0
    while let outer = current?.as(FunctionCallExprSyntax.self), outer.id != call.id, steps < 64 {
      steps += 1
      guard let member = outer.calledExpression.as(MemberAccessExprSyntax.self) else { break }
      if member.declName.baseName.text == "overlay" {
        var contents = outer.arguments.filter { $0.label == nil }.map { Syntax($0.expression) }
        if let closure = outer.trailingClosure { contents.append(Syntax(closure)) }
        for content in contents {
          if let row = buttonRow(content) { return row }
          // `.overlay(bottomBar)`: a computed view of the file.
          let reference =
            content.as(DeclReferenceExprSyntax.self)
            ?? content.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(DeclReferenceExprSyntax.self)
          for body in reference.flatMap({ viewProperties[$0.baseName.text] }) ?? [] {
            if let row = buttonRow(body) { return row }
          }
        }
      }
      current = member.base
    }
    return nil
  }

  /// A number written in `.frame(height:)`, `.padding(.top, …)` or `.offset(y:)` on a line whose
  /// comment (at its end, or alone on the line above) names a system bar: `Spacer().frame(height:
  /// 44) // Status Bar Spacer`, `.padding(.top, 60) // Account for status bar`. The comment says
  /// what the number stands for; the catalog says on how many devices that bar has that size.
  func inlineBarNumber(_ node: FunctionCallExprSyntax, modifier: String) {
    let literal: ExprSyntax?
    switch modifier {
    case "frame":
      literal = node.arguments.first(where: { $0.label?.text == "height" })?.expression
    case "offset":
      literal = node.arguments.first(where: { $0.label?.text == "y" })?.expression
    default:
      let arguments = Array(node.arguments)
      guard arguments.count == 2,
        !Self.edges(named: arguments[0].expression.trimmedDescription)
          .isDisjoint(with: ["top", "bottom"])
      else { return }
      literal = arguments[1].expression
    }
    guard let literal,
      literal.is(IntegerLiteralExprSyntax.self) || literal.is(FloatLiteralExprSyntax.self),
      let number = Double(literal.trimmedDescription), number > 0
    else { return }
    let line = position(literal).line
    guard line >= 1, line <= lines.count else { return }
    var comment = ""
    if let slash = lines[line - 1].firstRange(of: "//") {
      comment = String(lines[line - 1][slash.lowerBound...])
    }
    // A comment alone on the line above the number, or — for a view's own height — above the
    // view the modifier chain starts with (`// Status Bar Spacer` over `Spacer()` and its
    // `.frame(height: 44)` on the next line).
    var above = [line - 1]
    if modifier == "frame", let start = Self.baseCall(ExprSyntax(node)) {
      let first = position(start).line
      if first < line { above.append(first - 1) }
    }
    for index in above where comment.isEmpty && index >= 1 && index <= lines.count {
      let text = lines[index - 1].drop(while: { $0 == " " || $0 == "\t" })
      if text.hasPrefix("//") { comment = String(text) }
    }
    guard let (metric, words) = Self.barNamed(comment) else { return }
    let (matching, total, low, high) = Self.portraitCount(metric, equalTo: number)
    // A spacing that merely sits under a comment about a bar is no stand-in for it.
    guard number >= 15, number <= 2 * high else { return }
    add(
      LintRules.barConstant, literal,
      "'\(literal.trimmedDescription)' stands in for \(metric.phrase) (the comment says "
        + "'\(words)'): right on \(matching) of \(total) devices in portrait; where the bar "
        + "shows it is \(LintValue.format(low))–\(LintValue.format(high)) pt")
  }

  /// The system's own bar a comment names, and the words it names it with: the status bar or
  /// the home indicator, which only the system draws. A "tab bar" or "navigation bar" in a
  /// comment is often the app's own (`.padding(.bottom, 80) // For The Tab Bar` under a
  /// hand-made bar, measurement F), whose height the number rightly is.
  static func barNamed(_ comment: String) -> (LayoutMetric, String)? {
    let text = comment.lowercased()
    for (words, metric) in [
      ("status bar", LayoutMetric.statusBarHeight), ("statusbar", .statusBarHeight),
      ("home indicator", .homeIndicatorInset),
    ] where text.includes(words) {
      return (metric, words)
    }
    return nil
  }

  /// On how many catalog devices (portrait, newest iOS each runs) `metric` is `number`, of how
  /// many, and its smallest and largest value there.
  static func portraitCount(_ metric: LayoutMetric, equalTo number: Double) -> (
    Int, Int, Double, Double
  ) {
    var newest: [String: CatalogEnvironment] = [:]  // lookups only
    var order: [String] = []
    for cell in CatalogMatrix.environments where !cell.environment.orientation.isLandscape {
      let name = cell.environment.device.name
      if let known = newest[name] {
        if cell.environment.ios > known.environment.ios { newest[name] = cell }
      } else {
        newest[name] = cell
        order.append(name)
      }
    }
    var matching = 0
    var low = Double.infinity
    var high = -Double.infinity
    for name in order {
      guard let cell = newest[name], case .number(let value) = cell.value(of: metric) else {
        continue
      }
      if abs(value - number) < 0.5 { matching += 1 }
      // The range is where the bar shows (a display with none has 0 there).
      if value > 0 {
        low = min(low, value)
        high = max(high, value)
      }
    }
    return (matching, order.count, low.isFinite ? low : 0, high.isFinite ? high : 0)
  }

  /// `.onAppear { insets = proxy.safeAreaInsets }` with no update.
  func captured(_ node: FunctionCallExprSyntax) {
    guard !updatesInsets, let closure = node.trailingClosure else { return }
    for item in closure.statements {
      guard
        let sequence = item.item.as(SequenceExprSyntax.self)
          ?? item.item.as(ExprSyntax.self)?
          .as(SequenceExprSyntax.self)
      else { continue }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].description.includes("safeAreaInsets")
      else { continue }
      add(
        LintRules.staleSafeAreaInsets, elements[2],
        "'\(elements[0].trimmedDescription)' takes the safe area once, when the view appears: "
          + "rotation, a keyboard, a resized window or a hidden bar never update it")
    }
  }

  /// `UIHostingController(rootView:)` made in a file that adds a child and never decides its
  /// `safeAreaRegions`.
  func hosting(_ node: FunctionCallExprSyntax) {
    guard !decidesRegions else { return }
    // The controller is embedded when the code around it adds it as a child.
    var scope: Syntax? = Syntax(node)
    while let current = scope, !current.is(CodeBlockSyntax.self),
      !current.is(MemberBlockSyntax.self)
    {
      scope = current.parent
    }
    guard let body = scope else { return }
    guard body.description.includes("addChild") else {
      if Self.embeddedThroughHelper(node) {
        add(
          LintRules.hostingControllerSafeArea, node.calledExpression,
          "a 'UIHostingController' embedded as a child in a subview (through a helper) with no "
            + "decision about 'safeAreaRegions': it adds the safe area its parent already handles"
        )
      }
      return
    }
    // Embedded in a subview (a cell's `contentView`, a container): filling the parent
    // controller's own `view` keeps the safe area that view has, which is what it needs. A
    // `UIStackView`'s arranged subviews are in a subview too (measurement W: a pager's
    // pages, each added with `stack.addArrangedSubview(host.view)`).
    let text = body.description
    var embedded = false
    for adding in [
      ".addSubview(", ".insertSubview(", ".addArrangedSubview(", ".insertArrangedSubview(",
    ] {
      var rest = text[...]
      while let range = rest.range(of: adding) {
        let before = rest[..<range.lowerBound]
        let receiver = before.reversed().prefix {
          $0.isLetter || $0.isNumber || $0 == "." || $0 == "_"
        }
        let name = String(receiver.reversed())
        if !name.isEmpty, name != "view", name != "self.view" { embedded = true }
        rest = rest[range.upperBound...]
      }
    }
    guard embedded else { return }
    add(
      LintRules.hostingControllerSafeArea, node.calledExpression,
      "a 'UIHostingController' embedded as a child with no decision about 'safeAreaRegions': "
        + "it adds the safe area its parent already handles")
  }

  /// Whether the hosting controller made at `node` is handed to a helper that embeds it in a
  /// subview: `add(viewWithViewModel, toSubview: container)`, the controller returned by the
  /// function that makes it and kept in a property of the file (`private lazy var
  /// viewWithViewModel = makeViewWithViewModel()`), or a local of the scope that makes it
  /// (measurement X: a UIKit screen hosting two SwiftUI views in storyboard containers through
  /// `UIViewController.add(_:toSubview:)` of another file, which calls `addChild` and
  /// `addSubview`). The helper is read by its call: a name that begins with "add", "embed" or
  /// "install", the controller first and unlabelled, and a labelled view other than the
  /// parent's own `view` (a label naming a view or a container, or `to:`, `in:`, `into:`).
  static func embeddedThroughHelper(_ node: FunctionCallExprSyntax) -> Bool {
    var names: Set<String> = []
    // A local holding it (`let host = UIHostingController(…)`).
    if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?
      .as(PatternBindingSyntax.self)
    {
      names.insert(binding.pattern.trimmedDescription)
    }
    // The function returning it, and the file's properties set from that function.
    var current = node.parent
    while let parent = current, !parent.is(FunctionDeclSyntax.self),
      !parent.is(MemberBlockSyntax.self)
    {
      current = parent.parent
    }
    if let function = current?.as(FunctionDeclSyntax.self),
      function.signature.parameterClause.parameters.isEmpty,
      function.signature.returnClause?.type.trimmedDescription.hasPrefix("UIHostingController")
        == true
    {
      let made = function.name.text
      let finder = MadeByCallFinder(function: made)
      finder.walk(node.root)
      names.formUnion(finder.properties)
    }
    guard !names.isEmpty else { return false }
    let helpers = EmbeddingCallFinder(controllers: names)
    helpers.walk(node.root)
    return helpers.found
  }

  /// The properties of a file set from a call of `function` without arguments (`private lazy
  /// var host = makeHost()`).
  private final class MadeByCallFinder: SyntaxVisitor {
    let function: String
    var properties: Set<String> = []
    init(function: String) {
      self.function = function
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
        call.arguments.isEmpty,
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == function
      {
        properties.insert(node.pattern.trimmedDescription)
      }
      return .visitChildren
    }
  }

  /// A call handing one of `controllers` to an embedding helper with a subview
  /// (``embeddedThroughHelper(_:)``).
  private final class EmbeddingCallFinder: SyntaxVisitor {
    let controllers: Set<String>
    var found = false
    init(controllers: Set<String>) {
      self.controllers = controllers
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard !found else { return .skipChildren }
      let callee: String
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
        callee = reference.baseName.text
      } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "self"
      {
        callee = member.declName.baseName.text
      } else {
        return .visitChildren
      }
      let lower = callee.lowercased()
      guard lower.hasPrefix("add") || lower.hasPrefix("embed") || lower.hasPrefix("install"),
        let first = node.arguments.first, first.label == nil
      else { return .visitChildren }
      var handed = first.expression.trimmedDescription
      if handed.hasPrefix("self.") { handed = String(handed.dropFirst(5)) }
      guard controllers.contains(handed) else { return .visitChildren }
      for argument in node.arguments.dropFirst() {
        guard let label = argument.label?.text.lowercased() else { continue }
        let value = argument.expression.trimmedDescription
        if value == "view" || value == "self.view" { continue }
        if label.includes("view") || label.includes("container")
          || ["to", "in", "into", "on"].contains(label)
        {
          found = true
        }
      }
      return .visitChildren
    }
  }

  // MARK: Size classes

  /// `horizontalSizeClass == .regular` deciding a width, a column count or "is an iPad".
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard
      let index = elements.firstIndex(where: {
        $0.trimmedDescription.hasSuffix("horizontalSizeClass")
      }), index + 2 < elements.count,
      let op = elements[index + 1].as(BinaryOperatorExprSyntax.self),
      op.operator.text == "==" || op.operator.text == "!=",
      [".regular", ".compact"].contains(elements[index + 2].trimmedDescription)
    else { return .visitChildren }
    let test = elements[index]
    // `? 1 : 3`, `? 500 : nil`: a number chosen by the class — not a padding, a spacing or a
    // height, which the class often means to choose (measurement J: a bubble's paddings and
    // the height of its bar extension, four false alarms).
    if let ternary = elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?
      .as(UnresolvedTernaryExprSyntax.self),
      ternary.thenExpression.is(IntegerLiteralExprSyntax.self)
        || ternary.thenExpression.is(FloatLiteralExprSyntax.self)
    {
      if Self.choosesNoWidth(node) { return .visitChildren }
      // A property nothing reads lays nothing out, whatever number it chooses.
      if let binding = Self.binding(of: node), !Self.isRead(binding) { return .visitChildren }
      add(
        LintRules.sizeClassAsWidth, test,
        "chooses a number by 'horizontalSizeClass' as if it said the width")
      return .visitChildren
    }
    // `let isPad = horizontalSizeClass == .regular`: a device test. `isPortrait = h ==
    // .compact && v == .regular` (a stored or computed property): the classes read as the
    // orientation (measurement J: a design system's tab bar choosing its height by it).
    if let binding = Self.binding(of: node) {
      // A property nothing reads lays nothing out (measurement L: an error view that keeps
      // `isIphone` and `isLandscape` from the split view it was copied from, and never uses
      // them).
      if !Self.isRead(binding) { return .visitChildren }
      let name = binding.pattern.trimmedDescription.lowercased()
      if name.includes("portrait") || name.includes("landscape"),
        node.elements.contains(where: { $0.trimmedDescription.hasSuffix("verticalSizeClass") })
      {
        add(
          LintRules.sizeClassAsWidth, test,
          "'\(binding.pattern.trimmedDescription)' reads the size classes as the orientation: "
            + "a full-screen iPad is regular in both in portrait too, and a resizable window's "
            + "classes follow its size, not the device's orientation")
        return .visitChildren
      }
      if ["ipad", "pad", "tablet", "phone", "wide", "large", "small"].contains(where: {
        name.includes($0)
      }) {
        add(
          LintRules.sizeClassAsWidth, test,
          "'\(binding.pattern.trimmedDescription)' reads 'horizontalSizeClass' as a device or width test"
        )
      }
      return .visitChildren
    }
    // `if horizontalSizeClass == .regular { ….frame(width: 500) }`.
    var ancestor = node.parent
    while let current = ancestor, !current.is(IfExprSyntax.self), !current.is(CodeBlockSyntax.self)
    {
      ancestor = current.parent
    }
    // Toolbar items chosen by the class (`if horizontalSizeClass != .compact { ToolbarItem(…) }`):
    // what the bar shows, Apple's adaptive layout, not a width (measurement H).
    // What a branch shows in its `.toolbar {…}` is the bar's items too (measurement I: two
    // `ViewModifier`s showing `content` alone in one branch, `content.toolbar { ToolbarItem {
    // Image(…).frame(width: 41, height: 72) } }` in the other): only the rest is read.
    // `if h == .compact && v == .regular { portraitView } else { landscapeView }`: both classes
    // read as the orientation to choose the portrait or the landscape view (measurement J:
    // SBB's onboarding card).
    if let statement = ancestor?.as(IfExprSyntax.self),
      node.elements.contains(where: { $0.trimmedDescription.hasSuffix("verticalSizeClass") }),
      statement.conditions.contains(where: {
        $0.position <= node.position && node.endPosition <= $0.endPosition
      }),
      let elseBody = statement.elseBody
    {
      let branches = (statement.body.description + elseBody.description).lowercased()
      if branches.includes("portrait") && branches.includes("landscape") {
        add(
          LintRules.sizeClassAsWidth, test,
          "chooses the portrait or the landscape view by the size classes: a full-screen iPad is "
            + "regular in both in portrait too, and a resizable window's classes follow its size, "
            + "not the device's orientation")
        return .visitChildren
      }
    }
    if let statement = ancestor?.as(IfExprSyntax.self), !Self.insideToolbar(statement) {
      let body =
        Self.textOutsideToolbars(statement.body)
        + (statement.elseBody.map { Self.textOutsideToolbars($0) } ?? "")
      if body.includes(".frame(width:")
        || body.includes(".frame(maxWidth: ") && Self.hasNumber(body)
        || body.includes("GridItem") || body.includes("columns")
      {
        // On an iPad-only branch the iPhone's resizable window is not the reason: there a
        // class is a range of widths, which the width decided by it does not follow.
        let reason =
          Self.onPadBranch(statement)
          ? "a size class is a range of widths (an iPad window 678 pt wide and one 1,366 pt wide "
            + "are both regular), not the width"
          : "a resizable iPhone window keeps a compact class at any width"
        add(
          LintRules.sizeClassAsWidth, test,
          "picks a width or a column count by 'horizontalSizeClass': " + reason)
      }
    }
    return .visitChildren
  }

  /// Whether the file reads the property `binding` declares anywhere but in its declaration
  /// (a name token of the file equal to its name, outside the binding).
  static func isRead(_ binding: PatternBindingSyntax) -> Bool {
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return true
    }
    let range = binding.position..<binding.endPosition
    return binding.root.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == name, !range.contains(token.position), token.tokenKind.isIdentifier
      else { return false }
      // An argument label (`repeated(count: 2)`) or a parameter's name is no read, and
      // `tracks.count` is a member of another value (`self.count` is this one): measurement T's
      // `private var count` nothing reads, in a file that writes `tracks.count`.
      if let labeled = token.parent?.as(LabeledExprSyntax.self), labeled.label?.id == token.id {
        return false
      }
      if let parameter = token.parent?.as(FunctionParameterSyntax.self),
        parameter.firstName.id == token.id || parameter.secondName?.id == token.id
      {
        return false
      }
      if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.declName.baseName.id == token.id, let base = member.base,
        base.trimmedDescription != "self"
      {
        return false
      }
      return true
    }
  }

  /// The property a size-class test is the value of: `let isPad = …` or a getter whose body is
  /// the test (`var isPortrait: Bool { h == .compact && v == .regular }`).
  static func binding(of node: SequenceExprSyntax) -> PatternBindingSyntax? {
    if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?
      .as(PatternBindingSyntax.self)
    {
      return binding
    }
    // SequenceExpr → CodeBlockItem → CodeBlockItemList → AccessorBlock → PatternBinding; the
    // getter's one expression may sit in the `#if os(iOS)` clause of a compile-time branch or
    // in a branch of an `if` expression (measurement K: `var isPortraitMode: Bool { #if os(iOS)
    // h == .compact && v == .regular #else false #endif }`, four views).
    var current = Syntax(node)
    for _ in 0..<16 {
      guard let parent = current.parent else { return nil }
      if let block = parent.as(AccessorBlockSyntax.self) {
        return block.parent?.as(PatternBindingSyntax.self)
      }
      if let list = parent.as(CodeBlockItemListSyntax.self), list.count != 1 { return nil }
      if let clause = parent.as(IfConfigClauseSyntax.self),
        clause.poundKeyword.tokenKind == .poundElse
      {
        return nil
      }
      guard
        parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
          || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
          || parent.is(IfConfigDeclSyntax.self) || parent.is(CodeBlockSyntax.self)
          || parent.is(IfExprSyntax.self) || parent.is(ExpressionStmtSyntax.self)
      else { return nil }
      current = parent
    }
    return nil
  }

  /// Whether the number a size-class test chooses is a padding, a spacing or a height (the
  /// argument it sits in), not a width or a count.
  static func choosesNoWidth(_ node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    for _ in 0..<8 {
      guard let here = current else { return false }
      if let argument = here.as(LabeledExprSyntax.self) {
        let label = argument.label?.text ?? ""
        if ["spacing", "height", "minHeight", "maxHeight", "idealHeight", "radius", "cornerRadius"]
          .contains(label)
        {
          return true
        }
        if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            .text,
          ["padding", "cornerRadius", "offset", "font", "opacity", "lineSpacing"].contains(member)
        {
          return true
        }
        return false
      }
      current = here.parent
    }
    return false
  }

  /// The text of `node` without the content of the `.toolbar {…}` calls in it (their arguments
  /// and closures; the view they modify is kept).
  static func textOutsideToolbars(_ node: some SyntaxProtocol) -> String {
    let content = ToolbarContent(viewMode: .sourceAccurate)
    content.walk(node)
    if content.ranges.isEmpty { return node.description }
    var text = ""
    for token in node.tokens(viewMode: .sourceAccurate)
    where !content.ranges.contains(where: { $0.contains(token.positionAfterSkippingLeadingTrivia) })
    {
      text += token.description
    }
    return text
  }

  /// Whether `node` is in the content of a `.toolbar {…}`.
  static func insideToolbar(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toolbar"
      {
        return true
      }
      if parent.is(MemberBlockSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  /// Whether `node` is inside a `case .pad:` of a `switch` or an `if` testing `.pad`.
  static func onPadBranch(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let switchCase = parent.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label,
        label.caseItems.contains(where: { $0.pattern.trimmedDescription == ".pad" })
      {
        return true
      }
      if let ifExpression = parent.as(IfExprSyntax.self),
        ifExpression.conditions.trimmedDescription.hasSuffix(".pad")
      {
        return true
      }
      if parent.is(MemberBlockSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  static func hasNumber(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.numericType != nil }
  }

  // MARK: Reading

  /// The view a modifier chain starts with (`VStack` for `VStack {…}.padding()`), if it is a
  /// call of a type name.
  static func rootCall(_ expression: ExprSyntax) -> String? {
    var current: ExprSyntax = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base
        {
          current = base
          continue
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.text
        }
        return nil
      }
      if let member = current.as(MemberAccessExprSyntax.self) {
        // `Color.black`, `Color.red.opacity(…)`.
        if let base = member.base {
          current = base
          continue
        }
        return nil
      }
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      return nil
    }
  }

  /// The call a chain of modifiers is made on (`HStack {…}` for `HStack {…}.padding()`).
  static func baseCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        current = base
        continue
      }
      return call
    }
    return nil
  }

  /// The names of everything called in `node` (views made, functions called), each once.
  static func calledNames(in node: some SyntaxProtocol) -> Set<String> {
    var names: Set<String> = []
    for call in node.tokens(viewMode: .sourceAccurate)
    where call.tokenKind.isIdentifier
      && call.nextToken(viewMode: .sourceAccurate).map(isOpening) == true
    {
      names.insert(call.text)
    }
    return names
  }

  /// The names of the views made in `node` that are laid out there: what a `NavigationLink`
  /// pushes (`destination:`) and what a modifier presents (`.sheet {…}`, `.toolbar {…}`) is
  /// not (measurement H: a tab bar beside a link to a QR scanner is not over a camera).
  static func laidOutNames(in node: some SyntaxProtocol) -> Set<String> {
    let collector = LaidOutNames(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
  }

  private final class LaidOutNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        NameCollector.presentedElsewhere.contains(member.declName.baseName.text)
      {
        if let base = member.base { walk(base) }
        return .skipChildren
      }
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        names.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      node.label?.text == "destination" ? .skipChildren : .visitChildren
    }
  }

  static func isOpening(_ token: TokenSyntax) -> Bool {
    token.tokenKind == .leftParen || token.tokenKind == .leftBrace
  }

  /// The first `HStack` in `node` that holds two or more buttons (a `Button`, a
  /// `NavigationLink`, or a view whose name ends in `Button`), and how many.
  func buttonRow(_ node: Syntax) -> (node: Syntax, count: Int)? {
    let finder = RowFinder(properties: viewProperties)
    finder.walk(node)
    return finder.row
  }

  /// "a row of 3 buttons", or "a row of buttons" for one a `ForEach` makes.
  static func row(_ count: Int) -> String {
    count > 0 ? "a row of \(count) buttons" : "a row of buttons made by a ForEach"
  }

  /// `.bottom`, `.bottomLeading`, `.top`… → `bottom` / `top`; other alignments → nil.
  /// An alignment chosen by a ternary (`isPad ? .leading : .bottom`, measurement Q's shared
  /// tab bar) pins at an edge in the state that chooses one: the first branch's edge, else the
  /// second's.
  static func edge(_ text: String) -> String? {
    if let mark = text.firstIndex(of: "?"), let colon = text[mark...].firstIndex(of: ":") {
      return edge(String(text[text.index(after: mark)..<colon]))
        ?? edge(String(text[text.index(after: colon)...]))
    }
    let name = text.split(separator: ".").last.map(String.init) ?? text
    if name.hasPrefix("bottom") { return "bottom" }
    if name.hasPrefix("top") { return "top" }
    return nil
  }

  static func isButton(_ name: String) -> Bool {
    name == "Button" || name == "NavigationLink" || name.hasSuffix("Button")
  }

  /// Whether a view is made to act on a tap (`.onTapGesture`): a button by another name.
  static func isTapped(_ node: some SyntaxProtocol) -> Bool {
    node.description.includes(".onTapGesture")
  }

  /// Whether a tapped view is a page indicator's dot: a bare shape (`Capsule()`, `Circle()`)
  /// with no image, text or label. A row of them under a page `TabView` is a page control ("a
  /// horizontal series of dots, each of which corresponds to a page",
  /// [`UIPageControl`](https://developer.apple.com/documentation/uikit/uipagecontrol)), not a
  /// tab bar (measurement R: 24 x 4-pt capsules under an onboarding carousel).
  static func isPageIndicator(_ node: some SyntaxProtocol) -> Bool {
    let names = calledNames(in: node)
    return !names.isDisjoint(with: indicatorShapes) && names.isDisjoint(with: labelViews)
  }

  static let indicatorShapes: Set<String> = [
    "Capsule", "Circle", "Ellipse", "Rectangle", "RoundedRectangle",
  ]
  static let labelViews: Set<String> = ["Image", "Text", "Label", "AsyncImage"]

  /// Whether a view's name says it is a bar (`CustomTabBar`, `BottomNavBar`, `MainTabbar`).
  static func isBarName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix("tabbar") || lower.hasSuffix("bottombar") || lower.hasSuffix("navbar")
      || lower.includes("bottomnavigation")
  }

  private final class RowFinder: SyntaxVisitor {
    let properties: [String: [Syntax]]
    var row: (node: Syntax, count: Int)?

    init(properties: [String: [Syntax]]) {
      self.properties = properties
      super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` is a `ForEach` whose content makes a button (then it makes a row of them):
    /// a `Button`, or a view a tap acts on (`Image(…).onTapGesture { selected = tab }`, the
    /// items of measurement G's hand-made tab bars).
    func isButtonForEach(_ node: some SyntaxProtocol) -> Bool {
      let collector = NameCollector(properties: properties)
      collector.walk(node)
      return collector.names.contains("ForEach")
        && (collector.names.contains(where: SwiftUIPatterns.isButton)
          || (SwiftUIPatterns.isTapped(node) && !SwiftUIPatterns.isPageIndicator(node)))
    }

    /// The items of a row: the statements of its closure, with those of a `Group` in it.
    func items(_ closure: ClosureExprSyntax) -> [ExprSyntax] {
      var result: [ExprSyntax] = []
      for item in closure.statements {
        guard let expression = SwiftUIPatterns.viewExpression(item) else { continue }
        // `if state == .floating { Button(back); Button(forward) }`: the items the row shows in
        // the branch written first (measurement R's and T's Safari-style bars).
        if let branch = expression.as(IfExprSyntax.self) {
          result += branch.body.statements.compactMap(SwiftUIPatterns.viewExpression)
          continue
        }
        if let call = SwiftUIPatterns.baseCall(expression),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
          let inner = call.trailingClosure
        {
          result += inner.statements.compactMap { $0.item.as(ExprSyntax.self) }
        } else {
          result.append(expression)
        }
      }
      return result
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard row == nil else { return .skipChildren }
      guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "HStack",
        let closure = node.trailingClosure
      else { return .visitChildren }
      var count = 0
      var madeByForEach = false
      for expression in items(closure) {
        // `HStack { buttons }`: a computed view of the file holding a `ForEach` of buttons.
        if let reference = expression.as(DeclReferenceExprSyntax.self),
          let bodies = properties[reference.baseName.text]
        {
          if bodies.contains(where: { isButtonForEach($0) }) { madeByForEach = true }
          continue
        }
        guard let call = SwiftUIPatterns.baseCall(expression),
          let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { continue }
        if SwiftUIPatterns.isButton(name) {
          count += 1
        } else if name == "ZStack", let layers = call.trailingClosure?.statements,
          SwiftUIPatterns.holdsOneButton(layers)
        {
          // `ZStack { Circle(); Button { add } label: { Image(…) } }`: one button drawn on its
          // own shape (measurement T: a tab bar's middle add button, left out of the count).
          count += 1
        } else if name == "ForEach", isButtonForEach(call) {
          madeByForEach = true
        } else if name != "ForEach", SwiftUIPatterns.isTapped(expression),
          !SwiftUIPatterns.isPageIndicator(expression)
        {
          count += 1
        }
      }
      if count >= 2 || madeByForEach { row = (Syntax(node), madeByForEach ? 0 : count) }
      return .visitChildren
    }
  }
}

/// The file's computed views: `var name: some View { … }` and `func name() -> some View { … }`.
final class ViewPropertyCollector: SyntaxVisitor {
  var properties: [String: [Syntax]] = [:]
  /// The file's `ZStack { … }` calls, in order.
  var zStacks: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack",
      node.trailingClosure != nil
    {
      zStacks.append(node)
    }
    return .visitChildren
  }

  static func isView(_ type: String) -> Bool {
    type.hasSuffix("View") && (type.hasPrefix("some ") || type.hasPrefix("any "))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      // `let getCameraView: () -> CameraScreen`: a stored closure whose call makes a view of
      // the type it is declared to return (measurement W: a stories app's camera screen handed
      // in as `getStoryCameraView`), read as a body that makes `CameraScreen()`. A closure
      // returning `some View`, `AnyView` or a generic parameter says nothing of what it makes.
      if binding.accessorBlock == nil,
        let function = Self.functionType(binding.typeAnnotation?.type),
        let made = function.returnClause.type.as(IdentifierTypeSyntax.self),
        made.genericArgumentClause == nil, made.name.text.first?.isUppercase == true,
        !["AnyView", "Content", "Label", "Destination"].contains(made.name.text)
      {
        let call = FunctionCallExprSyntax(
          calledExpression: DeclReferenceExprSyntax(baseName: .identifier(made.name.text)),
          leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        properties[name, default: []].append(Syntax(call))
        continue
      }
      guard let type = binding.typeAnnotation?.type.trimmedDescription, Self.isView(type),
        let accessors = binding.accessorBlock
      else { continue }
      properties[name, default: []].append(Syntax(accessors))
    }
    return .visitChildren
  }

  /// A function type, also written in parentheses or as `@escaping (…) -> T`.
  static func functionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
    var current = type
    for _ in 0..<4 {
      if let function = current?.as(FunctionTypeSyntax.self) { return function }
      if let attributed = current?.as(AttributedTypeSyntax.self) {
        current = attributed.baseType
      } else if let tuple = current?.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
        current = tuple.elements.first?.type
      } else {
        return nil
      }
    }
    return nil
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // With parameters too (`func shareButton(action: …, label: …) -> some View`): a call of it
    // makes what its body makes (measurement H's share drawer).
    if let type = node.signature.returnClause?.type.trimmedDescription, Self.isView(type),
      let body = node.body
    {
      properties[node.name.text, default: []].append(Syntax(body))
    }
    return .visitChildren
  }
}

/// The content of the `.toolbar {…}` calls in a subtree (their arguments and closures), as
/// ranges of the file.
final class ToolbarContent: SyntaxVisitor {
  var ranges: [Range<AbsolutePosition>] = []
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard
      node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "toolbar"
    else { return .visitChildren }
    ranges.append(node.calledExpression.endPosition..<node.endPosition)
    return .skipChildren
  }
}

/// The names of the views and functions called in a subtree, each once: a computed view or
/// view function of the file that the subtree names (`HStack { buttons }`,
/// `shareButton(action: …)`) is followed into its body (at most four levels, each once); what
/// a container of `skipping` holds is left out (by default a `List` or `Form`, whose rows are
/// inset), and so is what a presentation or the system bars show (`.toolbar {…}`,
/// `.sheet {…}`, `.alert {…}`: laid out apart from the subtree, measurement H's scanner).
final class NameCollector: SyntaxVisitor {
  let properties: [String: [Syntax]]
  let skipping: Set<String>
  var names: Set<String> = []
  private(set) var followed: Set<String>
  private let depth: Int
  /// A closure whose views are counted elsewhere (a stack's own items).
  private let excluded: SyntaxIdentifier?

  /// Modifiers whose content is not laid out in the subtree they modify (`navigationBarItems`:
  /// in the navigation bar; measurement N: a profile button there was read as in the `ZStack`).
  static let presentedElsewhere: Set<String> = [
    "toolbar", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
    "contextMenu", "navigationDestination", "inspector", "navigationBarItems",
  ]

  init(
    properties: [String: [Syntax]], skipping: Set<String> = SwiftUIPatterns.insettingContainers,
    followed: Set<String> = [], depth: Int = 0, excluded: SyntaxIdentifier? = nil
  ) {
    self.properties = properties
    self.excluded = excluded
    self.skipping = skipping
    self.followed = followed
    self.depth = depth
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      Self.presentedElsewhere.contains(member.declName.baseName.text)
    {
      // The view it modifies is laid out here; what it presents is not.
      if let base = member.base { walk(base) }
      return .skipChildren
    }
    // `view.hidden()`: laid out but neither drawn nor tappable (measurement N: an empty
    // `NavigationLink` kept hidden to be activated from code).
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "hidden", node.arguments.isEmpty,
      node.trailingClosure == nil
    {
      return .skipChildren
    }
    // `NavigationLink(destination: Next()) { label }`, `NavigationLink { Next() } label: {
    // label }`: the destination is pushed as its own screen, only the label is laid out here
    // (measurement N: a welcome screen's link to a sign-up form read as holding its fields).
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name == "NavigationLink"
    {
      names.insert(name)
      for argument in node.arguments where argument.label?.text != "destination" {
        walk(argument)
      }
      let label = node.additionalTrailingClosures.first(where: { $0.label.text == "label" })
      if let label {
        walk(label.closure)
      } else if let closure = node.trailingClosure {
        walk(closure)
      }
      return .skipChildren
    }
    // `Image(systemName: "cart.badge.plus").frame(width: 44, height: 44).onTapGesture { … }`:
    // an SF Symbol acted on by a tap is an icon button (measurement V: a card's cart button in
    // its bottom-trailing corner). A tapped colour, shape or picture (a backdrop that
    // dismisses) is not.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "onTapGesture", let base = member.base,
      Self.isSymbolImage(base)
    {
      names.insert(Self.tappedSymbol)
    }
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      if !(name == "Button" && Self.isEmptyButton(node)) { names.insert(name) }
      if skipping.contains(name) { return .skipChildren }
      // A view function of the file called with arguments makes what its body makes.
      follow(name)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    node.id == excluded ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // A name called (`Button(…)`) is counted by the call; a name read (`buttons`) is followed.
    if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
      return .visitChildren
    }
    follow(name)
    return .visitChildren
  }

  /// The name a tapped SF Symbol is counted under among the controls (no view is so named).
  static let tappedSymbol = "tapped Image(systemName:)"

  /// Whether a modifier chain's root is `Image(systemName:)`.
  static func isSymbolImage(_ expression: ExprSyntax) -> Bool {
    guard let root = SwiftUIPatterns.baseCall(expression),
      root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image"
    else { return false }
    return root.arguments.first?.label?.text == "systemName"
  }

  /// `Button("") {}` with no label and nothing giving it a size: nothing is drawn and nothing
  /// can be tapped (measurement I: an empty button that only hosts a `.sheet`), so it is not a
  /// control a person aims at.
  static func isEmptyButton(_ node: FunctionCallExprSyntax) -> Bool {
    guard node.arguments.count == 1, node.additionalTrailingClosures.isEmpty,
      let title = node.arguments.first, title.label == nil,
      let literal = title.expression.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({
        $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true
      })
    else { return false }
    // `Button("") {}.frame(width: 44, height: 44).contentShape(Rectangle())`: a tap target.
    var current = Syntax(node)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      if [
        "frame", "padding", "contentShape", "background", "overlay", "buttonStyle", "labelStyle",
        "controlSize", "font",
      ].contains(member.declName.baseName.text) {
        return false
      }
      current = Syntax(call)
    }
    return true
  }

  private func follow(_ name: String) {
    guard let bodies = properties[name], depth < 4, followed.insert(name).inserted else { return }
    // A computed view that gives up the safe area itself is reported there, once.
    for body in bodies
    where !body.description.includes("gnoresSafeArea(")
      && !body.description.includes("edgesIgnoringSafeArea(")
    {
      let inner = NameCollector(
        properties: properties, skipping: skipping, followed: followed, depth: depth + 1)
      inner.walk(body)
      names.formUnion(inner.names)
      followed.formUnion(inner.followed)
    }
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.macroName.text)
    return .visitChildren
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
