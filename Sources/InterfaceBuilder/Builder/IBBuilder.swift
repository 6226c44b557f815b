import DeviceCatalog
import Foundation
import HeadlessUIKit

/// What a build produced: the window (keep it: views hold their superviews weakly, as in UIKit),
/// the controller the scene names, and the notes taken while building (what is not modelled,
/// what was assumed, constraints that could not be installed).
@MainActor
public struct IBBuildResult {
  /// The key window, laid out once.
  public let window: UIWindow
  /// The controller of the requested scene.
  public let sceneController: UIViewController
  /// Build notes, sorted by location.
  public let notes: [IBNote]
}

/// Turns a scene of an ``IBDocument`` into HeadlessUIKit objects shown in a window (spec §5.5):
/// the scene is shown in its ``IBPresentationContext`` (pushed onto its source's navigation
/// stack, embedded in its container, presented), its containers (navigation, tab bar) are built
/// around it from relationship segues,
/// container views get their embedded controllers, views start at their stored frames; views
/// that translate their autoresizing masks follow them as the root view is resized from the
/// stored canvas to the screen, and the document's constraints (installed for the
/// environment's size classes when each controller's view loads) place the others.
///
/// ```swift
/// let document = try IBDocument.load(path: "Main.storyboard")
/// let environment = Environment(device: try #require(DeviceCatalog.device(named: "iPhone X")))
/// let window = try IBBuilder.makeWindow(document, scene: document.scenes[0], environment: environment)
/// ```
@MainActor
public enum IBBuilder {
  /// Whether this build installs the document's Auto Layout constraints in the runtime (it
  /// does: `NSLayoutConstraint`s, `UIStackView`s, priorities and estimated intrinsic sizes).
  public static let installsConstraints = true

  /// Builds `scene` (in its presentation context, inside its containers) and shows it in a new
  /// key window.
  ///
  /// - Throws: ``IBError`` with kind `cannotLayOut` for a skipped (non-iOS) document or a scene
  ///   that is not in `document`.
  public static func makeWindow(
    _ document: IBDocument, scene: IBScene, environment: Environment
  ) throws(IBError) -> UIWindow {
    try build(document, scene: scene, environment: environment).window
  }

  /// Builds `scene` and returns the window, the scene's controller and the build notes.
  public static func build(
    _ document: IBDocument, scene: IBScene, environment: Environment,
    includeContainers: Bool = true
  ) throws(IBError) -> IBBuildResult {
    guard !document.isSkipped else {
      throw IBError(
        .cannotLayOut,
        "this is a \(document.platform.rawValue) document; only iOS and iPadOS documents are laid"
          + " out", at: document.location)
    }
    guard document.itemIndex.hasScene(scene.id) else {
      throw IBError(
        .cannotLayOut, "scene '\(scene.id)' is not in this document", at: scene.location)
    }
    let context = IBBuildContext(document: document, environment: environment)
    let window = UIWindow(environment: environment)
    let root: UIViewController
    if includeContainers {
      root = context.present(scene.controller.id)
    } else {
      root = context.controller(scene.controller.id, focus: scene.controller.id)
    }
    // A controller whose own code hides its navigation controller's bar when it appears.
    for (id, traits) in document.codeTraits.sorted(by: { $0.key < $1.key }) {
      if let hidden = traits.navigationBarHidden,
        let navigation = context.built[id]?.navigationController
      {
        navigation.isNavigationBarHidden = hidden
      }
      if let translucent = traits.navigationBarTranslucent,
        let navigation = context.built[id]?.navigationController
      {
        navigation.navigationBar.isTranslucent = translucent
      }
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    context.finish(window: window)
    // A scene the layout does not show (a split view column hidden in this environment) still
    // loads its view while the build's context exists: it is not in the window.
    if let sceneController = context.built[scene.controller.id], !sceneController.isViewLoaded {
      sceneController.loadViewIfNeeded()
      if sceneController.viewIfLoaded?.window == nil {
        context.note(
          .assumption,
          "not on screen in this environment (a split view column this display mode hides)",
          at: scene.controller.location)
      }
    }
    return IBBuildResult(
      window: window, sceneController: context.built[scene.controller.id] ?? root,
      notes: context.notes.sorted())
  }
}
