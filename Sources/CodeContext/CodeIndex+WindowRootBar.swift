import InterfaceBuilder

extension CodeIndex {
  /// The translucency the app delegate's launch code gives the bar of the navigation controller
  /// UIKit made the window's root from the main storyboard, read from the launch methods
  /// (`application(_:didFinishLaunchingWithOptions:)`, `…willFinishLaunching…`): a name bound or
  /// assigned the window's root (`navigationController = (UINavigationController
  /// *)self.window.rootViewController;`, Swift's `window?.rootViewController as?
  /// UINavigationController`), then that name's bar set (`self.navigationController
  /// .navigationBar.translucent = NO;`, `[nav.navigationBar setTranslucent:NO]`), with the
  /// statement. UIKit loads the main storyboard and makes its initial controller the window's
  /// root before it calls `application(_:didFinishLaunchingWithOptions:)` ("the app loads the
  /// main storyboard file and instantiates the initial view controller … installs it as the
  /// window's root view controller", Apple's documentation of `UIMainStoryboardFile` and of
  /// `UIApplicationDelegate.window`), and a value set on a bar's instance is that bar's ("You
  /// may force an opaque background by setting the property to NO", UIKit's `UINavigationBar.h`;
  /// R22.11). `nil` when no launch method does so, a statement is on a runtime branch, the
  /// method assigns the window's root itself first (the bar is then another controller's), or
  /// two statements disagree. Fresh round W's RecycleRush: every screen of its iPad and iPhone
  /// storyboards' initial navigation controllers was laid out under a translucent bar.
  static func windowRootBar(_ methods: [CodeMethod]) -> (translucent: Bool, fact: CodeFact)? {
    var found: (translucent: Bool, fact: CodeFact)?
    for method in methods {
      var holders: Set<String> = []
      for statement in method.statements {
        switch statement.kind {
        case .bind(let name, let value):
          if isWindowRoot(value) { holders.insert(name) } else { holders.remove(name) }
          continue
        case .assign(let target, let value):
          if isWindowRoot(target) { return nil }  // the launch code replaces the root
          if let name = heldName(target) {
            if isWindowRoot(value) { holders.insert(name) } else { holders.remove(name) }
            continue
          }
        default:
          break
        }
        guard let (bar, value) = barTranslucency(statement.kind),
          isWindowRoot(bar) || heldName(bar).map(holders.contains) == true
        else { continue }
        guard !statement.conditional, let translucent = value,
          found.map({ $0.translucent == translucent }) ?? true
        else { return nil }
        if found == nil {
          found = (
            translucent,
            CodeFact(
              kind: .navigationBarTranslucent, subject: "window.rootViewController",
              value: .bool(translucent), location: statement.location,
              snippet: statement.snippet, method: method.name)
          )
        }
      }
    }
    return found
  }

  /// The navigation controller and the value of `holder.navigationBar.translucent = value`
  /// (`isTranslucent` in Swift) or `[holder.navigationBar setTranslucent:value]`: the holder's
  /// expression and the value (`nil`: not a literal).
  private static func barTranslucency(_ kind: CodeStatement.Kind) -> (
    holder: CodeExpression, value: Bool?
  )? {
    switch kind {
    case .assign(.member(.member(let holder, "navigationBar"), let property), let value)
    where property == "translucent" || property == "isTranslucent":
      return (holder, FactReader.boolean(value))
    case .evaluate(
      .call(.member(.member(let holder, "navigationBar"), "setTranslucent"), let arguments))
    where arguments.count == 1:
      return (holder, FactReader.boolean(arguments[0].value))
    default:
      return nil
    }
  }

  /// The name an expression holds a value in: a local or an instance variable
  /// (`navigationController`), or `self`'s property (`self.navigationController`).
  private static func heldName(_ expression: CodeExpression) -> String? {
    switch expression {
    case .name(let name) where name != "self": name
    case .member(let base, let name) where base.isSelf: name
    case .cast(let inner, _): heldName(inner)
    default: nil
    }
  }

  /// Whether `expression` is the window's root controller: `window.rootViewController` of the
  /// app delegate's window (`self.window`, `window`), read through casts.
  private static func isWindowRoot(_ expression: CodeExpression) -> Bool {
    switch expression {
    case .cast(let inner, _): isWindowRoot(inner)
    case .member(let base, "rootViewController"): base.lastName == "window"
    default: false
    }
  }

  /// `document` with the initial navigation controller of the main storyboard given the bar
  /// translucency the app delegate's launch code sets on the window's root
  /// (``windowRootBarTranslucency``), over what the document archives: the code runs after
  /// UIKit unarchived the storyboard's controllers.
  func withWindowRootBar(_ document: IBDocument) -> IBDocument {
    guard document.isMainStoryboard, let (translucent, fact) = windowRootBarTranslucency,
      let initial = document.initialViewControllerID,
      let index = document.scenes.firstIndex(where: {
        $0.controller.id == initial && $0.controller.kind == .navigationController
      }),
      document.scenes[index].controller.navigationBar?.translucent != translucent
    else { return document }
    var scenes = document.scenes
    var bar =
      scenes[index].controller.navigationBar
      ?? IBBar(id: nil, elementName: "navigationBar", location: fact.location)
    bar.translucent = translucent
    scenes[index].controller.navigationBar = bar
    var result = document
    result.scenes = scenes
    return result
  }
}
