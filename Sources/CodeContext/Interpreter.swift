import Foundation
import TextEscaping

/// Walks one method's statements in order with an environment of names → what they hold (a
/// storyboard, a controller for a scene, a navigation or tab bar controller made around them),
/// and records each place a controller is shown. A value the walk cannot compute poisons what
/// depends on it into an unresolved showing, never a guess.
struct Interpreter {
  let table: ClassTable
  /// The class whose method runs (`nil`: a free function).
  let owner: String?
  var environment: [String: Shown] = [:]  // lookups only
  /// The block each local was bound in (``CodeStatement/block``); lookups only.
  var boundIn: [String: Int?] = [:]
  var showings: [ScreenShowing] = []
  var unresolved: [UnresolvedShowing] = []
  /// Where the code makes a navigation controller (`UINavigationController(rootViewController:)`,
  /// a subclass's initializer).
  var madeNavigationControllers: [SourceLocation] = []
  /// The navigation controllers made of a class whose own code hides its bar
  /// (``ClassTable/ownBarHidden(_:)``): the class and where it is made.
  var madeBarHidingNavigations: [(className: String, location: SourceLocation)] = []
  /// Each navigation controller the code makes, by where, with whether its bar is hidden once
  /// the method has run: its class's own code (``ClassTable/ownBarHidden(_:)``), then the
  /// method's statements on it (`nav.setNavigationBarHidden(true, animated: false)`); `nil`
  /// when not settled (a statement on a runtime branch).
  var madeNavigationBars: [SourceLocation: Bool?] = [:]
  /// The navigation controllers made empty (`init` without a root) straight into a name
  /// (`self.nav = [[UINavigationController alloc] init]`): where, and the name
  /// (``CodeIndex/usesName(_:in:besides:)`` tells whether anything uses it after).
  var emptyNavigations: [(location: SourceLocation, holder: String?)] = []
  /// The navigation controllers made without a controller of the app, with the name that holds
  /// each (`local`: one the method binds); ``run(_:)`` keeps in ``emptyNavigations`` those still
  /// holding none when the method has run, a local's or a property's name (`nil`: held by no
  /// local, so no other method can fill it).
  var madeWithoutScreen: [(location: SourceLocation, holder: (name: String, local: Bool)?)] = []
  /// The navigation controllers made around an instance of a known class
  /// (`[[NavigationViewController alloc] initWithRootViewController:settings]`): the root's
  /// class and the navigation controller's.
  var navigationRoots: [(root: String, navigation: String)] = []
  /// The screens the code makes the root of a navigation controller, however that navigation
  /// controller is then shown (``CodeIndex/navigationWraps``).
  var navigationWraps: [NavigationWrap] = []
  /// How deep helper methods are followed (`present(makeReader())`).
  var callDepth = 0
  /// Whether calls of the owner's own methods without arguments (`[self setupTabs]`) run in
  /// place: set while a tab bar controller class's own code is read for its tabs.
  var followsOwnCalls = false
  var inlineDepth = 0
  /// Names the running method binds or takes as parameters: a property of the same name is
  /// shadowed (never read through ``property(_:_:)``).
  var locals: Set<String> = []
  /// The views the running method adds controllers' views to, by the name holding the
  /// controller (`scrollView.addSubview(page.view)`: `page` → `scrollView`), for the children
  /// it adds (``ScreenShowing/childViewHost``).
  var childViewHosts: [String: String] = [:]  // lookups only
  /// The names the method hands to `addChild` (``noteChildViewHosts(in:)``).
  var addedChildren: Set<String> = []

  init(table: ClassTable, owner: String?, callDepth: Int = 0) {
    self.table = table
    self.owner = owner
    self.callDepth = callDepth
    // A tab bar controller class's own code adds tabs to `self` (`addChild(nav)`,
    // `self.viewControllers = […]`); `self` holds them instead of recording child controllers.
    if let owner, table.inherits(owner, from: "UITabBarController") {
      environment["self"] = Shown(.tabs)
    }
  }

  /// The most elements an array built with `addObject:` / `append` is followed for.
  static let listBound = 32

  /// What a name holds.
  struct Shown: Hashable {
    enum Kind: Hashable {
      case screen(ScreenShowing.Screen)
      case navigation
      case tabs
      case split
      /// A storyboard (`nil`: the presenter's own, or one the code does not name statically).
      case storyboard(String?)
      case unresolved(String)
      /// An array of controllers the code builds element by element (`NSMutableArray` and
      /// `addObject:`, a Swift array and `append`): its `children`, in order. Shown, each element
      /// is shown that way; read by an index that is not a literal, any element may be the one.
      case list
    }

    var kind: Kind
    var className: String?
    var children: [Shown] = []
    var style: CodeValue?
    var styleLocation: SourceLocation?
    var popoverLocation: SourceLocation?
    var contentSize: CodeValue?
    var barHidden: Bool?
    /// Where the code made this navigation controller (``Interpreter/madeNavigationBars``).
    var madeAt: SourceLocation?
    /// The class of the popover's delegate, when the code sets one.
    var popoverDelegate: String?

    init(_ kind: Kind, className: String? = nil, children: [Shown] = []) {
      self.kind = kind
      self.className = className
      self.children = children
    }
  }

  mutating func run(_ method: CodeMethod) {
    locals.formUnion(method.parameters.map(\.name))
    noteChildViewHosts(in: method.statements)
    for statement in method.statements { step(statement) }
    for (location, holder) in madeWithoutScreen {
      let filled = environment.values.contains { $0.madeAt == location && !$0.children.isEmpty }
      // Given controllers the reader could not make (`nav.viewControllers = [self pages]`): not
      // empty either.
      let given =
        holder.map { holder in
          method.statements.contains { statement in
            statement.location != location && CodeIndex.mentions(statement.snippet, holder.name)
              && ["viewControllers", "setViewControllers", "pushViewController"].contains {
                statement.snippet.contains($0)
              }
          }
        } ?? false
      guard !filled, !given else { continue }
      // A local is gone when the method ends; a property may be filled by another method.
      emptyNavigations.append((location, holder.flatMap { $0.local ? nil : $0.name }))
    }
  }

  /// Notes where `statements` add a controller's view (`host.addSubview(x.view)`,
  /// `insertSubview(x.view, …)`, `addArrangedSubview(x.view)`), before and after the `addChild`.
  mutating func noteChildViewHosts(in statements: [CodeStatement]) {
    for statement in statements {
      guard case .evaluate(.call(.member(let host, let method), let arguments)) = statement.kind,
        ["addSubview", "insertSubview", "addArrangedSubview"].contains(method),
        let first = arguments.first?.value, case .member(let child, "view") = first.uncast,
        let name = key(child)
      else { continue }
      childViewHosts[name] = Self.text(host)
    }
    for statement in statements {
      guard case .evaluate(.call(let callee, let arguments)) = statement.kind,
        ["addChild", "addChildViewController"].contains(callee.lastName ?? ""),
        let first = arguments.first?.value, let name = key(first)
      else { continue }
      addedChildren.insert(name)
    }
  }

  // MARK: Statements

  mutating func step(_ statement: CodeStatement) {
    switch statement.kind {
    case .bind(let name, let value):
      locals.insert(name)
      environment[name] = evaluate(value, statement)
      boundIn[name] = statement.block
    case .assign(let target, let value):
      assign(target, value, statement)
    case .evaluate(let expression):
      perform(expression, statement)
    case .returns(let expression):
      // A one-expression body is read as its return value; the call still runs.
      perform(expression, statement)
    }
  }

  /// The environment key of a name or `self.name`.
  func key(_ expression: CodeExpression) -> String? {
    switch expression.uncast {
    case .name(let name): name
    case .member(let base, let name) where base.isSelf: "self." + name
    default: nil
    }
  }

  /// Notes what a statement sets on the bar of a navigation controller the code made and holds
  /// in `target` (``madeNavigationBars``): the value, or not settled on a runtime branch or
  /// when not a literal.
  mutating func noteMadeBar(_ target: CodeExpression, _ hidden: Bool?, _ statement: CodeStatement) {
    guard let key = key(target), let at = environment[key]?.madeAt else { return }
    madeNavigationBars.updateValue(
      statement.conditional && !boundInSameBlock(target, statement) ? nil : hidden, forKey: at)
  }

  /// Whether `statement` runs in the block that binds the local `target` names: whenever that
  /// local exists, the statement has run on it (Taka: `UINavigationController *navi = …;
  /// navi.navigationBar.hidden = YES;` inside a completion block).
  func boundInSameBlock(_ target: CodeExpression, _ statement: CodeStatement) -> Bool {
    statement.block != nil && key(target).flatMap { boundIn[$0] ?? nil } == statement.block
  }

  mutating func update(_ target: CodeExpression, _ change: (inout Shown) -> Void) {
    guard let key = key(target), var value = environment[key] else { return }
    change(&value)
    environment[key] = value
  }

  mutating func assign(
    _ target: CodeExpression, _ value: CodeExpression, _ statement: CodeStatement
  ) {
    guard case .member(let base, let property) = target else {
      // `self = [super init]` changes nothing the reader follows.
      if let key = key(target), key != "self" {
        environment[key] = evaluate(value, statement)
        boundIn[key] = statement.block
      }
      return
    }
    switch property {
    case "rootViewController":
      if let shown = evaluate(value, statement) { record(shown, way: .windowRoot, statement) }
    case "modalPresentationStyle":
      // Set in the block that binds the local it is set on (a closure's
      // `let vc = Review(); vc.modalPresentationStyle = .overCurrentContext; present(vc)`):
      // whenever that local exists, its style is set.
      let sameBlock =
        statement.block != nil && key(base).flatMap { boundIn[$0] ?? nil } == statement.block
      let style: CodeValue =
        statement.conditional && !sameBlock
        ? .unresolved("set on a runtime branch")
        : FactReader.presentationStyle(value).map(CodeValue.name)
          ?? .unresolved("'\(statement.snippet)'")
      update(base) {
        $0.style = style
        $0.styleLocation = statement.location
      }
    case "preferredContentSize":
      let size = Self.size(value) ?? .unresolved("computed")
      update(base) { $0.contentSize = size }
    case "isNavigationBarHidden", "navigationBarHidden":
      if let hidden = FactReader.boolean(value),
        !statement.conditional || boundInSameBlock(base, statement)
      {
        update(base) { $0.barHidden = hidden }
      }
      noteMadeBar(base, FactReader.boolean(value), statement)
    case "isHidden",
      "hidden" where base.lastName == "navigationBar":
      // The bar hidden through its own view on a navigation controller the method made and
      // holds (`nav.navigationBar.isHidden = true`), read as `isNavigationBarHidden` (R22.16;
      // round P's Bappy: the sign-in root made in a local, its bar hidden so, then the window's
      // root).
      if case .member(let navigation, _) = base, let hidden = FactReader.boolean(value),
        !statement.conditional || boundInSameBlock(navigation, statement),
        let key = key(navigation), environment[key]?.kind == .navigation
      {
        update(navigation) { $0.barHidden = hidden }
      }
      if case .member(let navigation, _) = base {
        noteMadeBar(navigation, FactReader.boolean(value), statement)
      }
    case "viewControllers":
      let children = elements(value, statement)
      update(base) { $0.children = children }
    default:
      if case .member(let shown, "popoverPresentationController") = base {
        var delegate: String?
        if property == "delegate" {
          delegate = value.uncast.isSelf ? owner : evaluate(value, statement)?.className
        }
        update(shown) {
          $0.popoverLocation = $0.popoverLocation ?? statement.location
          if let delegate { $0.popoverDelegate = delegate }
        }
      } else if let key = key(target), base.isSelf {
        environment[key] = evaluate(value, statement)
      }
    }
  }

  mutating func perform(_ expression: CodeExpression, _ statement: CodeStatement) {
    guard case .call(let callee, let arguments) = expression, let name = callee.lastName else {
      return
    }
    let receiver: CodeExpression =
      if case .member(let base, _) = callee { base } else { .name("self") }
    let first = arguments.first?.value
    if throughHelper(callee, arguments, statement) { return }
    if throughContainer(callee, arguments, statement) { return }
    switch name {
    case "present", "presentViewController", "presentModalViewController":
      showFirst(first, way: .presented, statement)
    case "pushViewController":
      // Pushed onto a navigation controller this method made and holds in a name
      // (`[vc4 pushViewController:[[Profile alloc] init] animated:NO]` after
      // `initWithNavigationBarClass:toolbarClass:`): the controller goes on that stack, the
      // first one as its root ("The object in the viewController parameter becomes the top view
      // controller on the navigation stack", Apple's documentation of
      // `pushViewController(_:animated:)`), and is shown when the navigation controller is.
      if let key = key(receiver), let held = environment[key], held.kind == .navigation,
        let first, let child = evaluate(first, statement)
      {
        if held.children.isEmpty, let root = child.className, let navigation = held.className {
          navigationRoots.append((root, navigation))
        }
        update(receiver) { $0.children.append(child) }
        return
      }
      showFirst(first, way: .pushed, statement)
    case "addChild", "addChildViewController":
      // A tab bar controller's children are its tabs (its `viewControllers`).
      if let key = key(receiver), environment[key]?.kind == .tabs {
        if let first, let child = evaluate(first, statement) {
          update(receiver) { $0.children.append(child) }
        }
        return
      }
      let before = showings.count
      showFirst(first, way: .child, statement)
      if let first, let name = key(first), let host = childViewHosts[name] {
        for index in before..<showings.count { showings[index].childViewHost = host }
      }
    case "addSubview", "insertSubview", "addArrangedSubview":
      // A controller's view put into a view of the code's (`containerView.addSubview(vc.view)`)
      // without `addChild` in the method: its frame is what that code gives it, as a child's
      // view is its container's to place ("The container view controller sets the size and
      // position of any embedded views", R22.14). Fresh round W's CosmicCypher: the time-stream
      // interface, put into a report's container by a static `present(in:)`. With `addChild`
      // the child is recorded there, once.
      guard let first, case .member(let child, "view") = first.uncast, let name = key(child),
        !addedChildren.contains(name), let shown = evaluate(child, statement),
        case .screen = shown.kind
      else { return }
      let before = showings.count
      record(shown, way: .child, statement)
      for index in before..<showings.count {
        showings[index].childViewHost = Self.text(receiver)
      }
    case "show" where receiver.lastName == "navigationController":
      // `navigationController?.show(vc, sender: nil)`: a navigation controller's `show` pushes
      // ("the navigation controller overrides this method and uses it to push vc onto its
      // navigation stack", Apple's documentation of `show(_:sender:)`; R22.31). Fresh round R's
      // Clinitick: the sign-up and code screens.
      showFirst(first, way: .pushed, statement)
    case "show", "showDetailViewController":
      showFirst(first, way: .shownAdaptively, statement)
    case "setRootViewController":
      showFirst(first, way: .windowRoot, statement)
    case "setViewControllers":
      guard let first else { return }
      let children = elements(first, statement)
      if let key = key(receiver), environment[key] != nil {
        update(receiver) { $0.children = children }
      } else if receiver.lastName == "navigationController" {
        for child in children { record(child, way: .pushed, statement, inNavigation: true) }
      }
    case "setModalPresentationStyle":
      if let first { assign(.member(receiver, "modalPresentationStyle"), first, statement) }
    case "setPreferredContentSize":
      if let first { assign(.member(receiver, "preferredContentSize"), first, statement) }
    case "setNavigationBarHidden":
      if let first { assign(.member(receiver, "isNavigationBarHidden"), first, statement) }
    case "setHidden" where receiver.lastName == "navigationBar":
      if let first { assign(.member(receiver, "hidden"), first, statement) }
    case "addObject", "append":
      // An element added to an array the code builds (`[list addObject:vc]`, `list.append(vc)`).
      guard let key = key(receiver), environment[key]?.kind == .list, let first else { return }
      if let element = evaluate(first, statement) {
        update(receiver) {
          // Bounded as the screens' loops are: past 32 elements the list is not followed.
          if $0.children.count >= Self.listBound {
            $0 = Shown(.unresolved("an array of more than \(Self.listBound) controllers"))
          } else {
            $0.children.append(element)
          }
        }
      }
    default:
      // While a tab bar controller class is read for its tabs: its own helpers run in place.
      if followsOwnCalls, arguments.isEmpty, inlineDepth < 4, receiver.isSelf, let owner {
        let bodies = table.methods(name, of: owner)
        if bodies.count == 1 {
          inlineDepth += 1
          for item in bodies[0].statements { step(item) }
          inlineDepth -= 1
        }
      }
    }
  }

  mutating func showFirst(
    _ expression: CodeExpression?, way: ScreenShowing.Way, _ statement: CodeStatement
  ) {
    guard let expression else { return }
    if let shown = evaluate(expression, statement) {
      record(shown, way: way, statement)
    } else if way != .child {
      unresolved.append(
        UnresolvedShowing(
          location: statement.location, snippet: statement.snippet,
          reason: "the controller is not one the code makes statically", className: nil,
          way: way))
    }
  }

  /// An array of controllers (`[a, b]`, `@[a, b]`, or a name holding an array the code built
  /// with `addObject:` / `append`).
  mutating func elements(_ value: CodeExpression, _ statement: CodeStatement) -> [Shown] {
    guard case .array(let list) = value else {
      if let built = evaluate(value, statement), built.kind == .list { return built.children }
      return []
    }
    return list.compactMap { evaluate($0, statement) }
  }

  /// Records the screens `shown` holds, shown `way`.
  mutating func record(
    _ shown: Shown, way: ScreenShowing.Way, _ statement: CodeStatement,
    inNavigation: Bool = false, inTabs: Bool = false, outer: Shown? = nil
  ) {
    let presented = outer ?? shown
    switch shown.kind {
    case .screen(let screen):
      var showing = ScreenShowing(
        screen: screen, className: shown.className, way: way,
        inNavigationController: inNavigation, inTabBarController: inTabs,
        presentationStyle: way == .presented ? presented.style : nil,
        styleLocation: way == .presented ? presented.styleLocation : nil,
        popoverLocation: way == .presented ? presented.popoverLocation : nil,
        preferredContentSize: presented.contentSize ?? shown.contentSize,
        navigationBarHidden: nil, shownBy: owner, location: statement.location,
        snippet: statement.snippet, conditional: statement.conditional)
      if inNavigation, let outer { showing.navigationBarHidden = Self.barHidden(in: outer) }
      if let outer, outer.kind == .navigation || outer.kind == .tabs {
        showing.containerClass = outer.className
      }
      if way == .presented, presented.style == .name("popover"),
        let delegate = presented.popoverDelegate
      {
        showing.keepsPopoverWhenCompact = table.keepsPopover(delegate)
      }
      showings.append(showing)
    case .navigation:
      for child in shown.children {
        record(
          child, way: way, statement, inNavigation: true, inTabs: inTabs,
          outer: outer ?? shown)
      }
    case .tabs:
      for child in shown.children {
        record(child, way: way, statement, inNavigation: false, inTabs: true, outer: outer ?? shown)
      }
    case .split:
      for child in shown.children { record(child, way: .splitColumn, statement) }
    case .list:
      // Every element shown the same way (`for vc in list { addChild(vc) }`, `list[i]`).
      for child in shown.children {
        record(
          child, way: way, statement, inNavigation: inNavigation, inTabs: inTabs, outer: outer)
      }
    case .storyboard:
      break
    case .unresolved(let reason):
      unresolved.append(
        UnresolvedShowing(
          location: statement.location, snippet: statement.snippet, reason: reason,
          className: shown.className, way: way))
    }
  }

  /// The `isNavigationBarHidden` set on the navigation controller in `shown` (the outermost that
  /// sets one).
  static func barHidden(in shown: Shown) -> Bool? {
    if shown.kind == .navigation, let hidden = shown.barHidden { return hidden }
    for child in shown.children {
      if let hidden = barHidden(in: child) { return hidden }
    }
    return nil
  }

  // MARK: Expressions

  /// What `expression` evaluates to, when it is a storyboard or a controller.
  mutating func evaluate(_ expression: CodeExpression, _ statement: CodeStatement) -> Shown? {
    switch expression {
    case .cast(let inner, let type):
      let plain = Self.plainType(type)
      var shown = evaluate(inner, statement)
      if shown == nil, table.isController(plain), Self.isInstantiation(inner) {
        shown = Shown(
          .unresolved("a controller from '\(Self.text(inner))', which the reader cannot follow"),
          className: plain)
      }
      if var value = shown, value.className == nil, table.isController(plain) {
        switch value.kind {
        case .screen, .unresolved: value.className = plain
        default: break
        }
        return value
      }
      return shown
    case .name(let name):
      if let value = environment[name] { return value }
      if name == "storyboard", owner.map(table.isController) == true {
        return Shown(.storyboard(nil))
      }
      if !locals.contains(name) { return property(name, statement) }
      return nil
    case .member(let base, let name):
      if base.isSelf, let value = environment["self." + name] { return value }
      if name == "storyboard" { return Shown(.storyboard(nil)) }
      if base.isSelf { return property(name, statement) }
      // `UIStoryboard.dialog`, `Screens.reader`: a static property of a type the app declares
      // or extends (fresh round W's Zavala: `extension UIStoryboard { static var dialog:
      // UIStoryboard { UIStoryboard(name: "Dialog", bundle: nil) } }`).
      if case .name(let type) = base, table.declarations[type] != nil {
        return staticProperty(name, of: type)
      }
      return nil
    case .call(let callee, let arguments):
      return call(callee, arguments, statement)
    case .array(let list):
      // An array literal held by a name: a list an `append` may extend.
      return Shown(.list, children: list.compactMap { evaluate($0, statement) })
    default:
      return nil
    }
  }

  mutating func call(
    _ callee: CodeExpression, _ arguments: [CodeArgument], _ statement: CodeStatement
  ) -> Shown? {
    let first = arguments.first?.value
    switch callee {
    // UIStoryboard(name: "Main", bundle: nil), [UIStoryboard storyboardWithName:@"Main" bundle:nil]
    case .name("UIStoryboard"), .member(.name("UIStoryboard"), "init"),
      .member(.name("UIStoryboard"), "storyboardWithName"):
      guard let first else { return nil }
      if let name = constantString(first) { return Shown(.storyboard(name)) }
      return Shown(.unresolved("a storyboard name built at run time ('\(Self.text(first))')"))
    case .member(let receiver, "instantiateViewController"),
      .member(let receiver, "instantiateViewControllerWithIdentifier"):
      guard let storyboard = evaluate(receiver, statement) ?? Self.ownStoryboard(receiver)
      else { return nil }
      if case .unresolved = storyboard.kind { return storyboard }
      guard case .storyboard(let name) = storyboard.kind else { return nil }
      guard let first else { return nil }
      guard let identifier = constantString(first) else {
        return Shown(
          .unresolved("a storyboard identifier built at run time ('\(Self.text(first))')"))
      }
      return Shown(.screen(.storyboardScene(storyboard: name, identifier: identifier)))
    case .member(let receiver, "instantiateInitialViewController"):
      guard let storyboard = evaluate(receiver, statement) ?? Self.ownStoryboard(receiver)
      else { return nil }
      switch storyboard.kind {
      case .storyboard(let name?): return Shown(.screen(.storyboardInitial(storyboard: name)))
      case .storyboard(nil):
        return Shown(.unresolved("the initial scene of a storyboard the code does not name"))
      case .unresolved: return storyboard
      default: return nil
      }
    // [[NSMutableArray alloc] init], [NSMutableArray array], [NSMutableArray arrayWithCapacity:n]
    case .member(.call(.member(.name("NSMutableArray"), "alloc"), _), "init"),
      .member(.call(.member(.name("NSMutableArray"), "alloc"), _), "initWithCapacity"),
      .member(.name("NSMutableArray"), "array"), .member(.name("NSMutableArray"), "new"),
      .member(.name("NSMutableArray"), "arrayWithCapacity"):
      return Shown(.list)
    // list[i], [list objectAtIndex:i], [list copy]: an element (any of them unless the index is
    // a literal), or the list itself.
    case .member(let base, "objectAtIndexedSubscript"), .member(let base, "objectAtIndex"):
      guard let list = evaluate(base, statement), list.kind == .list else { return nil }
      if let first, case .number(let index) = first {
        guard index >= 0, index < Double(list.children.count), index == index.rounded() else {
          return nil
        }
        return list.children[Int(index)]
      }
      return list
    case .member(let base, "copy"), .member(let base, "mutableCopy"):
      guard let list = evaluate(base, statement), list.kind == .list else {
        return helper(callee, statement)
      }
      return list
    // list.enumerated(): the list's elements (`for (index, page) in pages.enumerated()`).
    case .member(let base, "enumerated") where arguments.isEmpty:
      guard let list = evaluate(base, statement), list.kind == .list else {
        return helper(callee, statement)
      }
      return list
    // StoryboardScene.Dex.reader.instantiate(): a generated scene accessor.
    case .member(let receiver, "instantiate") where arguments.isEmpty:
      return generatedScene(receiver) ?? helper(callee, statement)
    // [[Class alloc] initWith…], [Class new]
    case .member(.call(.member(.name(let type), "alloc"), _), let initializer):
      return instance(of: type, initializer: initializer, arguments, statement)
    case .member(.name(let type), "new") where table.isController(type):
      return instance(of: type, initializer: "init", [], statement)
    // Class(…), Class.init(…)
    case .name(let type), .member(.name(let type), "init"):
      if type == "String", let describing = arguments.first, describing.label == "describing" {
        return nil
      }
      guard table.isController(type) else { return helper(callee, statement) }
      // Swift's `init(nibName:bundle:)` is Objective-C's `initWithNibName:bundle:`.
      let label = arguments.first?.label.map {
        "initWith" + $0.prefix(1).uppercased() + $0.dropFirst()
      }
      return instance(of: type, initializer: label ?? "init", arguments, statement)
    default:
      return helper(callee, statement)
    }
  }

  /// The scene a generated accessor stands for: `Type.scene` where `Type` is one of the app's
  /// types and `scene` its stored property made as
  /// `SceneType<Reader>(storyboard: Main.self, identifier: "Reader")` (SwiftGen's storyboard
  /// template; `instantiate()` calls `instantiateViewController(withIdentifier:)` with that
  /// identifier on that storyboard): the scene with that identifier, of the class in the
  /// generic argument. The storyboard is left to the identifier (`storyboard: nil`: matched when
  /// one scene of the app carries it), since the type's name is the storyboard's name made into
  /// a Swift identifier, not always the file's.
  ///
  /// The template's initial scene, `static let initialScene = InitialSceneType<Login>(storyboard:
  /// Self.self)` (its `instantiate()` calls `instantiateInitialViewController()` on that
  /// storyboard), is the initial scene of the storyboard the type names in its `static let
  /// storyboardName = "Login"` (fresh round W's Tsurukame: every storyboard loaded so).
  mutating func generatedScene(_ receiver: CodeExpression) -> Shown? {
    guard case .member(let type, let property) = receiver, let typeName = type.lastName,
      table.declarations[typeName] != nil,
      let (getter, _) = table.propertyGetter(property, of: typeName),
      getter.statements.count == 1, case .returns(let value) = getter.statements[0].kind,
      case .call(let made, let arguments) = value,
      let storyboard = arguments.first(where: { $0.label == "storyboard" })
    else { return nil }
    let text: String
    switch made {
    case .unknown(let code), .name(let code): text = code
    default: return nil
    }
    guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
    let generic = Self.plainType(
      String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
    let className = table.isController(generic) ? generic : nil
    if let identifier = arguments.first(where: { $0.label == "identifier" }).flatMap({
      Self.string($0.value)
    }) {
      return Shown(
        .screen(.storyboardScene(storyboard: nil, identifier: identifier)), className: className)
    }
    // `InitialSceneType<X>(storyboard: Self.self)` or `(storyboard: Login.self)`.
    guard text.hasPrefix("InitialSceneType<"),
      case .member(let named, "self") = storyboard.value.uncast, let owner = named.lastName
    else { return nil }
    let storyboardType = owner == "Self" ? typeName : owner
    guard let name = table.stringConstants[storyboardType + ".storyboardName"] else { return nil }
    return Shown(.screen(.storyboardInitial(storyboard: name)), className: className)
  }

  /// `self.storyboard`, `storyboard`, `navigationController.storyboard`: the presenter's own.
  static func ownStoryboard(_ receiver: CodeExpression) -> Shown? {
    receiver.lastName == "storyboard" ? Shown(.storyboard(nil)) : nil
  }

  /// A new instance of `type` made by `initializer` (`init`, `initWithNibName`,
  /// `initWithRootViewController`; Swift labels are turned into these names).
  mutating func instance(
    of type: String, initializer: String, _ arguments: [CodeArgument], _ statement: CodeStatement
  ) -> Shown? {
    guard table.isController(type) else { return nil }
    if table.inherits(type, from: "UINavigationController") {
      madeNavigationControllers.append(statement.location)
      var navigation = Shown(.navigation, className: type)
      navigation.barHidden = table.ownBarHidden(type)
      navigation.madeAt = statement.location
      madeNavigationBars.updateValue(navigation.barHidden, forKey: statement.location)
      // Made without a controller of the app (`init`, a library's own initializer such as
      // PayPal's `initWithPayment:configuration:delegate:`): whether the method gives it one is
      // known when the method has run (``emptyNavigations``).
      if initializer != "initWithRootViewController",
        !arguments.contains(where: { argument in
          key(argument.value).flatMap { environment[$0] }.map { $0.kind != .list } ?? false
        })
      {
        var holder: (name: String, local: Bool)?
        switch statement.kind {
        case .bind(let name, _): holder = (name, true)
        case .assign(let target, _):
          switch target.uncast {
          case .name(let name): holder = (name, locals.contains(name))
          case .member(let base, let name) where base.isSelf: holder = (name, false)
          default: break
          }
        default: break
        }
        madeWithoutScreen.append((statement.location, holder))
      }
      if navigation.barHidden == true {
        madeBarHidingNavigations.append((type, statement.location))
      }
      if initializer == "initWithRootViewController", let root = arguments.first?.value,
        let child = evaluate(root, statement)
      {
        navigation.children = [child]
        if let root = child.className { navigationRoots.append((root, type)) }
        if case .screen(let screen) = child.kind {
          navigationWraps.append(
            NavigationWrap(
              screen: screen, navigationClass: type, location: statement.location,
              barHidden: navigation.barHidden))
        }
      }
      return navigation
    }
    if table.inherits(type, from: "UITabBarController") {
      return Shown(
        .tabs, className: type, children: ownTabs(of: type, initializer: initializer, arguments))
    }
    if table.inherits(type, from: "UISplitViewController") { return Shown(.split) }
    if initializer == "initWithNibName", let first = arguments.first?.value {
      if let nib = constantString(first) ?? classNamedNib(first) {
        return Shown(.screen(.nib(nib)), className: type)
      }
      if case .name("nil") = first {
        return Shown(.screen(.controllerClass(type)), className: type)
      }
      return Shown(
        .unresolved("a nib name built at run time ('\(Self.text(first))')"), className: type)
    }
    if initializer == "initWithCoder" { return nil }
    return Shown(.screen(.controllerClass(type)), className: type)
  }

  /// A call to the app's own method that is handed a controller and shows it
  /// (`present(vc, sender)` in an `extension UIViewController` that sets `.popover` and calls
  /// `present(_:animated:)`): the helper's body runs with its parameters bound to the
  /// arguments, and what it shows is recorded at the call, naming the helper. A parameter the
  /// call leaves to its default that the body tests with `if let`/`guard let` makes the style
  /// set in the helper unresolved (the branch may not run). Returns whether the call was one.
  mutating func throughHelper(
    _ callee: CodeExpression, _ arguments: [CodeArgument], _ statement: CodeStatement
  ) -> Bool {
    guard callDepth < 2, !arguments.isEmpty else { return false }
    let name: String
    switch callee {
    case .name(let method): name = method
    case .member(let base, let method) where base.isSelf: name = method
    default: return false
    }
    // The owner's class chain, then the app's extensions of UIKit controller classes.
    var candidates: [CodeMethod] = []
    var current = owner
    var steps = 0
    while let type = current, candidates.isEmpty, steps < 64 {
      steps += 1
      candidates = table.methods(name, of: type).filter {
        PlacementReader.binding($0.parameters, to: arguments) != nil
      }
      current = table.superclass(of: type).map(PlacementReader.plain)
    }
    if candidates.isEmpty {
      for type in ClassTable.uikitControllers.sorted() {
        candidates += table.methods(name, of: type).filter {
          PlacementReader.binding($0.parameters, to: arguments) != nil
        }
      }
    }
    if candidates.isEmpty, case .name = callee {
      // A free function handed the presenter and the screen (WeiBook's
      // `NavigaiontPresentView(self.controller!, toController: search)`, code round N).
      candidates = (table.functions[name] ?? []).filter {
        PlacementReader.binding($0.parameters, to: arguments) != nil
      }
    }
    guard candidates.count == 1, let helper = candidates.first,
      let slots = PlacementReader.binding(helper.parameters, to: arguments)
    else { return false }
    let shown = arguments.map { evaluate($0.value, statement) }
    guard shown.contains(where: { $0 != nil }) else { return false }
    var inner = Interpreter(table: table, owner: owner, callDepth: callDepth + 1)
    if let holder = environment["self"] { inner.environment["self"] = holder }
    inner.followsOwnCalls = followsOwnCalls
    for (value, slot) in zip(shown, slots) {
      if let value { inner.environment[helper.parameters[slot].name] = value }
    }
    let passed = Set(slots)
    let defaulted = Set(
      helper.parameters.indices.filter { !passed.contains($0) }.map { helper.parameters[$0].name })
    let testsDefaulted = helper.statements.contains { item in
      if case .bind(_, .name(let value)) = item.kind { return defaulted.contains(value) }
      return false
    }
    inner.run(helper)
    // The navigation controllers the helper makes around the controllers handed to it
    // (`JFNavigationController *nav = [[JFNavigationController alloc]
    // initWithRootViewController:controller]`; round N's JFMeiTuan): whose bar holds them.
    navigationRoots += inner.navigationRoots
    navigationWraps += inner.navigationWraps
    // A helper that adds a tab to `self` (`addChildViewController(childController:title:)`
    // wrapping the screen in a navigation controller).
    let tabsChanged = inner.environment["self"] != environment["self"]
    if tabsChanged { environment["self"] = inner.environment["self"] }
    guard !inner.showings.isEmpty || !inner.unresolved.isEmpty || tabsChanged else {
      return false
    }
    let via =
      "\(name)(\(helper.parameters.map { ($0.label ?? "_") + ":" }.joined())) at"
      + " \(helper.location.fileNameAndLine)"
    for var showing in inner.showings {
      showing.location = statement.location
      showing.snippet = statement.snippet
      showing.conditional = showing.conditional || statement.conditional
      showing.helper = via
      if testsDefaulted, showing.presentationStyle != nil {
        showing.presentationStyle = .unresolved(
          "set in \(via) on a branch that tests an argument the call leaves out")
        showing.keepsPopoverWhenCompact = false
      }
      showings.append(showing)
    }
    for var item in inner.unresolved {
      item.location = statement.location
      item.snippet = statement.snippet
      unresolved.append(item)
    }
    return true
  }

  /// A controller handed to a method of a container controller class of the app that keeps it
  /// for its own code to add as a child: `container.addPage(page)` where the method appends its
  /// parameter to one of the class's properties (`pages.append(page)`) and the class's
  /// `viewDidLoad` (with the argument-less helpers it calls, run in place) adds the property's
  /// elements as children (`for (i, page) in pages.enumerated() { addController(page, at: i) }`,
  /// a helper calling `scrollView.addSubview(page.view)` and `addChild(page)`). What that code
  /// shows is recorded at the call, shown by the container class, naming the method. Round L's
  /// WavesWallet: the DEX pair screen's four pages, built by module builders and handed to
  /// `addViewController(_:isScrollEnabled:)`, were "reached by no segue" and laid out full
  /// screen. Returns whether the call was one.
  mutating func throughContainer(
    _ callee: CodeExpression, _ arguments: [CodeArgument], _ statement: CodeStatement
  ) -> Bool {
    guard callDepth == 0, case .member(let base, let name) = callee, !base.isSelf,
      !arguments.isEmpty, let held = key(base), let holder = environment[held],
      case .screen = holder.kind,
      let container = holder.className, table.declarations[container] != nil,
      !table.inherits(container, from: "UINavigationController"),
      !table.inherits(container, from: "UITabBarController")
    else { return false }
    let candidates = table.methods(name, of: container).filter {
      PlacementReader.binding($0.parameters, to: arguments) != nil
    }
    guard candidates.count == 1, let method = candidates.first,
      let slots = PlacementReader.binding(method.parameters, to: arguments)
    else { return false }
    // The property the method appends a parameter to.
    let parameters = Set(method.parameters.map(\.name))
    var kept: String?
    for item in method.statements {
      // A one-statement body reads as its return value.
      let expression: CodeExpression
      switch item.kind {
      case .evaluate(let value), .returns(let value): expression = value
      default: continue
      }
      guard case .call(.member(let list, "append"), let added) = expression,
        added.count == 1, case .name(let value) = added[0].value, parameters.contains(value)
      else { continue }
      switch list {
      case .name(let property), .member(.name("self"), let property): kept = property
      default: continue
      }
    }
    guard let property = kept else { return false }
    var filling = Interpreter(table: table, owner: container, callDepth: callDepth + 1)
    filling.environment[property] = Shown(.list)
    for (argument, slot) in zip(arguments, slots) {
      if let value = evaluate(argument.value, statement) {
        filling.environment[method.parameters[slot].name] = value
      }
    }
    filling.run(method)
    guard let list = filling.environment[property], list.kind == .list, !list.children.isEmpty
    else { return false }
    var adding = Interpreter(table: table, owner: container, callDepth: callDepth + 1)
    adding.environment[property] = list
    adding.environment["self." + property] = list
    adding.followsOwnCalls = true
    guard let viewDidLoad = table.methods("viewDidLoad", of: container).first else { return false }
    adding.run(viewDidLoad)
    let children = adding.showings.filter { $0.way == .child }
    guard !children.isEmpty else { return false }
    let via =
      "\(name)(\(method.parameters.map { ($0.label ?? "_") + ":" }.joined())) at"
      + " \(method.location.fileNameAndLine)"
    for var showing in children {
      showing.conditional = showing.conditional || statement.conditional
      showing.helper = via
      showings.append(showing)
    }
    return true
  }

  /// The tabs a tab bar controller class of the app gives itself in its own code: its
  /// initializer and `viewDidLoad` (and the argument-less helpers they call) setting
  /// `self.viewControllers` or adding children, which a tab bar controller shows as its tabs.
  mutating func ownTabs(
    of type: String, initializer: String, _ arguments: [CodeArgument]
  ) -> [Shown] {
    guard callDepth < 2, table.declarations[type] != nil else { return [] }
    var inner = Interpreter(table: table, owner: type, callDepth: callDepth + 1)
    inner.environment["self"] = Shown(.tabs)
    inner.followsOwnCalls = true
    let initializers = table.methods(initializer, of: type).filter {
      $0.parameters.count == arguments.count
    }
    var bodies = initializers.count == 1 ? initializers : []
    bodies += table.methods("viewDidLoad", of: type).prefix(1)
    for body in bodies { inner.run(body) }
    navigationRoots += inner.navigationRoots
    navigationWraps += inner.navigationWraps
    return inner.environment["self"]?.children ?? []
  }

  /// A controller one of the owner's properties holds (`lazy var search =
  /// SearchViewController()`, an Objective-C lazy getter), read where the code shows it
  /// (`present(search, animated: true)`) in a method other than the one that sets it up. Only
  /// when no method of the class assigns the property (else what it holds at the showing is not
  /// known statically); a `modalPresentationStyle` the class's methods set on it is its style
  /// (set in several places to different styles, or on a branch: not known).
  mutating func property(_ name: String, _ statement: CodeStatement) -> Shown? {
    guard callDepth < 2, let owner, let (getter, declaring) = table.propertyGetter(name, of: owner)
    else { return nil }
    let keys: Set<String> = [name, "self." + name, "_" + name, "self._" + name]
    let methods = classMethods(of: owner)
    for method in methods where method != getter {
      for item in method.statements {
        if case .assign(let target, _) = item.kind, let key = key(target), keys.contains(key) {
          return nil
        }
      }
    }
    var inner = Interpreter(table: table, owner: declaring, callDepth: callDepth + 1)
    var returned: [Shown?] = []
    for item in getter.statements {
      if case .returns(let value) = item.kind {
        // A lazy getter's `return nil` (`guard let vc = … else { return nil }`) shows nothing
        // (``returnedValue(of:owner:table:callDepth:)``).
        if value.isNilLiteral { continue }
        returned.append(inner.evaluate(value, item))
      } else {
        inner.step(item)
      }
    }
    guard returned.count == 1, var value = returned[0] else { return nil }
    guard value.style == nil else { return value }
    var styles: [(CodeValue, SourceLocation)] = []
    for method in methods {
      for item in method.statements {
        var base: CodeExpression
        var style: CodeExpression
        switch item.kind {
        case .assign(.member(let target, "modalPresentationStyle"), let value):
          (base, style) = (target, value)
        case .evaluate(.call(.member(let target, "setModalPresentationStyle"), let arguments))
        where arguments.count == 1:
          (base, style) = (target, arguments[0].value)
        default: continue
        }
        guard let key = key(base), keys.contains(key) else { continue }
        let read: CodeValue =
          item.conditional
          ? .unresolved("set on a runtime branch")
          : FactReader.presentationStyle(style).map(CodeValue.name)
            ?? .unresolved("'\(item.snippet)'")
        styles.append((read, item.location))
      }
    }
    if let first = styles.first {
      value.style =
        styles.allSatisfy({ $0.0 == first.0 })
        ? first.0 : .unresolved("set to different styles in different methods")
      value.styleLocation = first.1
    }
    return value
  }

  /// The methods of class `name` and its superclasses (every declaration, stored properties'
  /// getters included).
  func classMethods(of name: String) -> [CodeMethod] {
    var result: [CodeMethod] = []
    var current: String? = name
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      result += (table.declarations[type] ?? []).flatMap(\.methods)
      current = table.superclass(of: type).map(PlacementReader.plain)
    }
    return result
  }

  /// A helper that returns a controller (`present(makeReader(), …)`, `Reader.make()`): its
  /// single unconditional `return`, followed two calls deep.
  mutating func helper(_ callee: CodeExpression, _ statement: CodeStatement) -> Shown? {
    guard callDepth < 2 else { return nil }
    let (className, method): (String?, String)
    switch callee {
    case .name(let name): (className, method) = (owner, name)
    case .member(let base, let name) where base.isSelf: (className, method) = (owner, name)
    case .member(.name(let type), let name) where table.declarations[type] != nil:
      (className, method) = (type, name)
    // A builder made for the call (`ReaderModuleBuilder(output: self).build(input: x)`).
    case .member(.call(.name(let type), _), let name)
    where table.declarations[type] != nil && !table.isController(type):
      (className, method) = (type, name)
    default: return nil
    }
    guard let className else { return nil }
    let candidates = table.methods(method, of: className)
    guard candidates.count == 1, let body = candidates.first else { return nil }
    // What the helper itself shows is recorded where it is called from its own callers.
    return Self.returnedValue(of: body, owner: className, table: table, callDepth: callDepth)
  }

  /// A static property's value (`static var dialog: UIStoryboard { … }`, `static let reader =
  /// …`, `static var shared: X? = { … }()`): its getter's single returned value, as for a
  /// helper (``returnedValue(of:owner:table:callDepth:)``).
  mutating func staticProperty(_ name: String, of type: String) -> Shown? {
    guard callDepth < 2, let (getter, declaring) = table.propertyGetter(name, of: type) else {
      return nil
    }
    return Self.returnedValue(of: getter, owner: declaring, table: table, callDepth: callDepth)
  }

  /// The value `body` returns when it returns one thing the reader can follow: its single
  /// `return`, not counting `return nil` — a failable factory's way out (`guard let vc = …
  /// instantiateViewController(…) as? X else { return nil }; return vc`: fresh round W's
  /// CosmicCypher), which shows nothing. Two returns of controllers (one per branch) choose
  /// none.
  static func returnedValue(
    of body: CodeMethod, owner: String, table: ClassTable, callDepth: Int
  ) -> Shown? {
    var inner = Interpreter(table: table, owner: owner, callDepth: callDepth + 1)
    var returned: [Shown?] = []
    for item in body.statements {
      if case .returns(let value) = item.kind {
        if value.isNilLiteral { continue }
        returned.append(inner.evaluate(value, item))
      } else {
        inner.step(item)
      }
    }
    guard returned.count == 1, let value = returned[0] else { return nil }
    return value
  }

  // MARK: Values

  /// A string the code spells out: a literal, `String(describing: X.self)`,
  /// `NSStringFromClass([X class])`.
  /// ``string(_:)``, or the value of a string constant of the app (``ClassTable/stringConstants``)
  /// the expression names: an Objective-C constant, a Swift file-scope `let`, or a type's `static
  /// let` as `Type.name`.
  func constantString(_ expression: CodeExpression) -> String? {
    if let text = Self.string(expression) { return text }
    switch expression.uncast {
    case .name(let name): return table.stringConstants[name]
    // `Storyboards.settings.rawValue`: a `String` enum case's raw value (fresh round Y).
    case .member(.member(let type, let enumCase), "rawValue"):
      guard let typeName = type.lastName else { return nil }
      return table.stringConstants[typeName + "." + enumCase + ".rawValue"]
    // `Constants.readerIdentifier`, `ReaderViewController.storyboardId`: a type's `static let`.
    case .member(let type, let property):
      guard let typeName = type.lastName else { return nil }
      return table.stringConstants[typeName + "." + property]
    default: return nil
    }
  }

  /// A nib name the app's own class method builds from the class's name: `[Account nibName]`
  /// (or Swift's `Account.nibName`) where the method, declared by `Account` or a superclass,
  /// returns `[[self className] stringByReplacingOccurrencesOfString:@"Controller"
  /// withString:@""]` (CycleStreets' `SuperViewController`), `NSStringFromClass(self)` or
  /// `String(describing: self)`, with any replacements: in a class method `self` is the class
  /// the message is sent to (`Account`), so the name is that class's, edited.
  func classNamedNib(_ expression: CodeExpression) -> String? {
    let type: String
    let method: String
    switch expression.uncast {
    case .call(.member(.name(let receiver), let name), let arguments) where arguments.isEmpty:
      (type, method) = (receiver, name)
    case .member(.name(let receiver), let name):
      (type, method) = (receiver, name)
    default: return nil
    }
    guard table.declarations[type] != nil,
      let (getter, _) = table.propertyGetter(method, of: type)
    else { return nil }
    let returns = getter.statements.compactMap { statement -> CodeExpression? in
      if case .returns(let value) = statement.kind, !statement.conditional { return value }
      return nil
    }
    guard returns.count == 1 else { return nil }
    /// The string `value` is with `self` standing for the class `type`.
    func named(_ value: CodeExpression, depth: Int) -> String? {
      guard depth < 8 else { return nil }
      switch value.uncast {
      case .call(.member(let base, "stringByReplacingOccurrencesOfString"), let list),
        .call(.member(let base, "replacingOccurrences"), let list):
        guard list.count == 2, let text = named(base, depth: depth + 1),
          let target = constantString(list[0].value),
          let replacement = constantString(list[1].value), !target.isEmpty
        else { return nil }
        return text.replacingOccurrences(of: target, with: replacement)
      case .call(.member(.name("self"), "className"), let list) where list.isEmpty:
        return type
      case .member(.name("self"), "className"):
        return type
      case .call(.name("NSStringFromClass"), let list) where list.count == 1:
        switch list[0].value.uncast {
        case .name("self"): return type
        case .call(.member(.name("self"), "class"), let inner) where inner.isEmpty: return type
        default: return constantString(value)
        }
      case .call(.name("String"), let list)
      where list.count == 1 && list[0].label == "describing":
        if case .name("self") = list[0].value.uncast { return type }
        return constantString(value)
      default:
        return constantString(value)
      }
    }
    return named(returns[0], depth: 0)
  }

  static func string(_ expression: CodeExpression) -> String? {
    switch expression {
    case .string(let text): return text
    case .call(.name("String"), let arguments):
      if arguments.count == 1, arguments[0].label == "describing",
        case .member(.name(let type), "self") = arguments[0].value
      {
        return type
      }
      return nil
    case .call(.name("NSStringFromClass"), let arguments):
      if arguments.count == 1, case .call(.member(.name(let type), "class"), _) = arguments[0].value
      {
        return type
      }
      return nil
    default: return nil
    }
  }

  /// `CGSize(width: 320, height: 400)`, `CGSizeMake(320, 400)`.
  static func size(_ expression: CodeExpression) -> CodeValue? {
    guard case .call(let callee, let arguments) = expression, arguments.count == 2 else {
      return nil
    }
    switch callee {
    case .name("CGSize"), .name("CGSizeMake"), .implicitMember("init"): break
    default: return nil
    }
    guard case .number(let width) = arguments[0].value,
      case .number(let height) = arguments[1].value
    else { return nil }
    return .size(width: width, height: height)
  }

  /// Whether `expression` makes or fetches a controller (worth an unresolved record when it
  /// cannot be followed).
  static func isInstantiation(_ expression: CodeExpression) -> Bool {
    if case .call = expression { return true }
    return false
  }

  /// `Reader!`, `Module.Reader`, `Reader?` → `Reader`.
  static func plainType(_ type: String) -> String {
    let trimmed = type.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
    return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
  }

  /// A short text of an expression for notes.
  static func text(_ expression: CodeExpression) -> String {
    switch expression {
    case .name(let name): name
    case .implicitMember(let name): "." + name
    case .member(let base, let name): text(base) + "." + name
    case .call(let callee, let arguments):
      text(callee) + "("
        + arguments.map { ($0.label.map { $0 + ": " } ?? "") + text($0.value) }.joined(
          separator: ", ") + ")"
    case .string(let value): "\"" + value + "\""
    case .number(let value): points(value)
    case .bool(let value): "\(value)"
    case .array(let list): "[" + list.map(text).joined(separator: ", ") + "]"
    case .cast(let inner, let type): text(inner) + " as " + type
    case .union(let list): list.map(text).joined(separator: " | ")
    case .unknown(let code): code
    }
  }
}
