import DeviceCatalog
import Foundation

/// Modal presentation (R13): `present`, `dismiss` and the properties that describe the chain of
/// presented controllers above a window's root.
extension UIViewController {
  /// The root of this controller's hierarchy: the window's root controller or a presented one.
  var hierarchyRoot: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The controller presented by this controller or one of its ancestors.
  public var presentedViewController: UIViewController? {
    hierarchyRoot.storedPresentedViewController
  }

  /// The controller that presented this one (or one of its ancestors).
  public var presentingViewController: UIViewController? {
    hierarchyRoot.storedPresentingViewController
  }

  /// The sheet settings: non-nil while ``modalPresentationStyle`` is `.automatic`, `.pageSheet`
  /// or `.formSheet`, as in UIKit.
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet: sheetController
    default: nil
    }
  }

  /// The popover settings: non-nil while ``modalPresentationStyle`` is `.popover`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover ? popoverController : nil
  }

  /// Presents `controller` modally above this controller's hierarchy: on a visible window at once,
  /// with the callbacks of R13.11. A controller that already presents one does nothing (UIKit
  /// logs a warning and refuses).
  public func present(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let root = hierarchyRoot
    guard root.storedPresentedViewController == nil, controller.parent == nil,
      controller.storedPresentingViewController == nil
    else { return }
    root.storedPresentedViewController = controller
    controller.storedPresentingViewController = root
    if let window = root.viewIfLoaded?.window {
      window.showPresentation(of: controller, from: root)
    }
    completion?()
  }

  /// Dismisses the controller this hierarchy presents (and everything above it), or, when it
  /// presents nothing, this hierarchy itself.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let root = hierarchyRoot
    let target = root.storedPresentedViewController ?? root
    guard let presenter = target.storedPresentingViewController else {
      completion?()
      return
    }
    target.storedPresentedViewController?.dismiss(animated: animated)
    if let window = target.presentationContainer?.window {
      window.hidePresentation(of: target, from: presenter)
    }
    presenter.storedPresentedViewController = nil
    target.storedPresentingViewController = nil
    target.presentationLayout = nil
    completion?()
  }
}
