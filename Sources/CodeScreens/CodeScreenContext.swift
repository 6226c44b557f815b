import SceneDocument

/// How a code screen is shown: the container and presentation its controller is laid out in.
///
/// The seam for the reader of how code shows controllers (`UINavigationController
/// (rootViewController:)`, `pushViewController`, `present`, popovers, `addChild`): given the
/// screen's controller node, it returns the scene's root node with the controller placed in its
/// container, or `nil` when it does not know how the screen is shown (then
/// ``AssumedCodeScreenContext`` decides, exactly as for a storyboard scene no segue reaches).
/// SafeAreaKit's `CodeShowingContext` answers from the `CodeContext` module's index of the same
/// sources.
public protocol CodeScreenContext: Sendable {
  /// The scene's root for `controller` (the node the screen's code describes, its id the class
  /// name), and how it is shown, or `nil` when not known. `assumed` is the placement the screen
  /// gets when nothing says how it is shown (its navigation bar as its own code sets it), for a
  /// context that only confirms or adjusts it.
  func place(
    _ controller: ControllerNode, of screen: CodeScreen, assumed: CodeScreenPlacement
  ) -> CodeScreenPlacement?
}

/// Where a code screen's controller is laid out.
public struct CodeScreenPlacement: Hashable, Sendable {
  /// The root controller node of the scene (the screen's controller, or a container holding it).
  public var root: ControllerNode
  /// `context assumed: …` when the context was assumed (the audit repeats it in findings and
  /// reports them one severity lower), `nil` when the code says how the screen is shown.
  public var assumedContext: String?
  /// Whether the screen is on the full screen only by assumption: the audit then leaves out
  /// what rests on the top edge (code may push it under a bar or show it as a sheet).
  public var assumesFullScreen: Bool

  /// Creates a placement.
  public init(root: ControllerNode, assumedContext: String?, assumesFullScreen: Bool) {
    self.root = root
    self.assumedContext = assumedContext
    self.assumesFullScreen = assumesFullScreen
  }
}

/// The context assumed when nothing says how a screen is shown, as for storyboard scenes no segue
/// reaches: a controller that uses its navigation item or navigation controller (a title, bar
/// items, `navigationController?.…`) is laid out pushed onto a navigation controller (its bar as
/// the code sets it: hidden, opaque); any other is laid out full screen.
public struct AssumedCodeScreenContext: CodeScreenContext {
  public init() {}

  public func place(
    _ controller: ControllerNode, of screen: CodeScreen, assumed: CodeScreenPlacement
  ) -> CodeScreenPlacement? {
    nil
  }

  /// The assumed placement, given what the screen's code said about its navigation bar.
  static func assumed(
    _ controller: ControllerNode, className: String, usesNavigation: Bool, barHidden: Bool?,
    barTranslucent: Bool?, prefersLargeTitles: Bool?
  ) -> CodeScreenPlacement {
    guard usesNavigation || barHidden != nil else {
      return CodeScreenPlacement(
        root: controller,
        assumedContext: "context assumed: no code read shows '\(className)'; laid out full screen",
        assumesFullScreen: true)
    }
    var navigation = ControllerNode(kind: .navigation, location: controller.location)
    navigation.id = Located("navigation", at: controller.location)
    if barHidden != nil || barTranslucent != nil || prefersLargeTitles != nil {
      var bar = NavigationBarSpec(location: controller.location)
      bar.hidden = barHidden.map { Located($0, at: controller.location) }
      bar.translucent = barTranslucent.map { Located($0, at: controller.location) }
      bar.prefersLargeTitles = prefersLargeTitles.map { Located($0, at: controller.location) }
      navigation.navigationBar = bar
    }
    navigation.viewControllers = [controller]
    return CodeScreenPlacement(
      root: navigation,
      assumedContext: "context assumed: no code read shows '\(className)'; it uses its"
        + " navigation item, so it is laid out pushed onto a navigation controller",
      assumesFullScreen: false)
  }
}
