import DeviceCatalog
import HeadlessUIKit

/// Building a scene in the context its segues show it in (``IBPresentationContext``): pushed
/// onto its source's navigation stack, embedded in its container, presented full screen, or the
/// window's root. Kept apart from the container building (relationship segues) on purpose: the
/// presentations work (sheets, popovers) replaces the full-screen stand-in here.
extension IBBuildContext {
  /// Builds controller `id` and what shows it; returns the controller to make the window's root.
  func present(_ id: String, depth: Int = 0) -> UIViewController {
    let context = IBPresentationContext.resolve(id, in: document)
    guard depth < 16, let model = index.controller(id) else {
      return controller(outermostContainer(of: id), focus: id)
    }
    if context.kind != .root || context.isAssumed {
      note(.assumption, "laid out \(context.description)", at: model.location)
    }
    switch context.kind {
    case .root:
      let outermost = outermostContainer(of: id)
      let root = controller(outermost, focus: id)
      if outermost != id, let outer = document.externalContexts[outermost], !outer.isAssumed,
        outer.kind == .pushed, outer.sourceID == nil, outer.inNavigationController
      {
        // The container that holds the scene is the root of a navigation controller the app's
        // code makes (the main storyboard's initial tab bar controller the app delegate wraps).
        let navigation = inNavigation(root, style: outer)
        return outer.inTabBarController ? inTabBar(navigation) : navigation
      }
      return context.inTabBarController ? inTabBar(root) : root
    case .presented:
      // Presented with the segue's style (else the destination's own, else `.automatic`: a page
      // sheet from iOS 13, full screen before, R13.1) from a plain stand-in: the presenter's
      // own views are audited in its own scene.
      let presented = controller(id, focus: id)
      let written =
        context.segueKind == "popoverPresentation" || context.segueKind == "popover"
        ? "popover"
        : (context.presentationStyle
          ?? context.presentationStyleByIdiom[environment.idiom.rawValue]
          ?? model.modalPresentationStyle)
      if let written, UIModalPresentationStyle(rawValue: written) == nil {
        note(
          .notModelled,
          "modal presentation style '\(written)' is not modelled; presented as '.automatic'",
          at: model.location)
      }
      // Code may present a navigation (or tab bar) controller made around the scene: the style
      // is set on what is presented.
      var shown = presented
      if context.inNavigationController { shown = inNavigation(presented, style: context) }
      if context.inTabBarController { shown = inTabBar(shown) }
      shown.modalPresentationStyle =
        written.flatMap(UIModalPresentationStyle.init(rawValue:)) ?? .automatic
      if context.keepsPopoverWhenCompact {
        shown.popoverPresentationController?.adaptsWhenCompact = false
      }
      let presenter = UIViewController()
      presenter.sceneID = "presenter:\(id)"
      presenter.present(shown, animated: false)
      return presenter
    case .embedded:
      guard let source = context.sourceID else { return controller(id, focus: id) }
      // The child is built when its container's view loads (embedChildren).
      return present(source, depth: depth + 1)
    case .pushed:
      guard let source = context.sourceID else {
        // Assumed: the root of a navigation controller with a default bar; pushed from another
        // storyboard: with that storyboard's navigation bar.
        let navigation = inNavigation(controller(id, focus: id), style: context)
        return context.inTabBarController ? inTabBar(navigation) : navigation
      }
      let root = present(source, depth: depth + 1)
      guard let from = loadedController(source, depth: 0),
        let navigation = from.navigationController
      else {
        note(
          .warning,
          "'\(id)' is pushed from '\(source)', which has no navigation controller here; laid out"
            + " alone", at: model.location)
        return root
      }
      navigation.pushViewController(controller(id, focus: id), animated: false)
      return root
    }
  }

  /// `root` as the root of a new navigation controller, styled as `context` says (a navigation
  /// controller in another storyboard, or code that hides its bar).
  private func inNavigation(_ root: UIViewController, style context: IBPresentationContext)
    -> UINavigationController
  {
    let navigation = UINavigationController()
    if let style = context.navigationStyle {
      if let translucent = style.barTranslucent {
        navigation.navigationBar.isTranslucent = translucent
      }
      navigation.navigationBar.prefersLargeTitles = style.prefersLargeTitles ?? false
      navigation.navigationBar.definesScrollEdgeAppearance =
        style.barDefinesScrollEdgeAppearance ?? false
      navigation.isNavigationBarHidden = style.barHidden ?? false
    }
    navigation.setViewControllers([root], animated: false)
    return navigation
  }

  /// `child` as the only tab of a new tab bar controller (code that makes one).
  private func inTabBar(_ child: UIViewController) -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [child]
    return tabs
  }

  /// Controller `id` once built, loading the views of the containers that embed it.
  private func loadedController(_ id: String, depth: Int) -> UIViewController? {
    if let controller = built[id] { return controller }
    guard depth < 16 else { return nil }
    let context = IBPresentationContext.resolve(id, in: document)
    guard context.kind == .embedded, let source = context.sourceID,
      let container = loadedController(source, depth: depth + 1)
    else { return nil }
    container.loadViewIfNeeded()
    return built[id]
  }
}
