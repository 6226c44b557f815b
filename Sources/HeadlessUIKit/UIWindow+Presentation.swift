import DeviceCatalog
import Foundation

/// The view that holds a presented controller's view in the window (UIKit's private
/// `UITransitionView`); for an iOS 26 floating card it carries the card's scale (R13.6).
@MainActor
final class UITransitionView: UIView {}

/// Modal presentations in the window (R13): each presented controller's view sits in its own
/// container above the root view, placed by `PresentationRules` in every layout pass.
extension UIWindow {
  /// The presented controllers above the root, bottom first.
  var presentationChain: [UIViewController] {
    var result: [UIViewController] = []
    var current = rootViewController?.storedPresentedViewController
    while let controller = current {
      result.append(controller)
      current = controller.storedPresentedViewController
    }
    return result
  }

  /// The controllers whose views take part in layout: the root, then each presented one.
  var layoutRoots: [UIViewController] {
    (rootViewController.map { [$0] } ?? []) + presentationChain
  }

  /// R13.1 for this window's environment.
  func resolvedStyle(of controller: UIViewController) -> UIModalPresentationStyle {
    if controller.popoverPresentationController?.adaptsWhenCompact == false { return .popover }
    return PresentationRules.resolvedStyle(
      controller.modalPresentationStyle, ios: environment.ios,
      horizontalSizeClass: environment.sizeClasses.horizontal)
  }

  /// Shows a controller just presented (R13.11): its view loads, the presenting controller
  /// disappears when the style removes its view, the presented one appears around two layout
  /// passes (R9.3), as a push does (R9.1a).
  func showPresentation(of controller: UIViewController, from presenter: UIViewController) {
    guard isKeyWindow else { return }
    controller.loadViewIfNeeded()
    let removes = PresentationRules.removesPresentingView(resolvedStyle(of: controller))
    if removes {
      record(.viewWillDisappear, presenter)
      presenter.viewWillDisappear(false)
    }
    beginAppearance(of: controller)
    let container = UITransitionView(frame: bounds)
    controller.presentationContainer = container
    addSubview(container)
    container.addSubview(controller.view)
    controller.view.frame = container.bounds
    runPresentationLayout()
    endAppearance(of: controller, movingToParent: false)
    if removes {
      presenter.presentationContainer?.isHidden = true
      if presenter === rootViewController { presenter.viewIfLoaded?.isHidden = true }
      record(.viewDidDisappear, presenter)
      presenter.viewDidDisappear(false)
    }
  }

  /// Removes a presented controller's view (dismissal), with the callbacks in the order of
  /// ``showPresentation(of:from:)`` reversed between the two controllers.
  func hidePresentation(of controller: UIViewController, from presenter: UIViewController) {
    let removed = PresentationRules.removesPresentingView(resolvedStyle(of: controller))
    record(.viewWillDisappear, controller)
    controller.viewWillDisappear(false)
    if removed {
      presenter.presentationContainer?.isHidden = false
      if presenter === rootViewController { presenter.viewIfLoaded?.isHidden = false }
      beginAppearance(of: presenter)
    }
    controller.presentationContainer?.removeFromSuperview()
    controller.presentationContainer = nil
    runPresentationLayout()
    if removed { endAppearance(of: presenter, movingToParent: false) }
    record(.viewDidDisappear, controller)
    controller.viewDidDisappear(false)
  }

  private func runPresentationLayout() {
    for controller in layoutRoots { controller.viewIfLoaded?.needsLayout = true }
    runLayoutPass()
    for controller in layoutRoots { controller.viewIfLoaded?.needsLayout = true }
    runLayoutPass()
  }

  /// Places every presented controller's container for the current environment (R13.2–R13.7).
  func layoutPresentations() {
    let device = environment.device
    let classes = environment.sizeClasses
    let context = PresentationRules.SheetContext(
      window: bounds, windowInsets: storedSafeAreaInsets,
      statusBarHeight: device.statusBarHeight(ios: environment.ios).value, idiom: environment.idiom,
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      ios: environment.ios, scale: device.scale)
    var belowIsSheet = false
    for controller in presentationChain {
      guard let container = controller.presentationContainer else { continue }
      let style = resolvedStyle(of: controller)
      var layout = PresentationLayout(
        requestedStyle: controller.modalPresentationStyle, resolvedStyle: style,
        windowFrame: bounds, missingValues: [], rule: "R13.2")
      var layoutFrame = bounds
      switch style {
      case .pageSheet, .formSheet:
        let sheet = controller.sheetController
        let geometry = PresentationRules.sheetGeometry(
          style: style, detent: detentRequest(sheet, context: context, style: style),
          edgeAttachedInCompactHeight: sheet.prefersEdgeAttachedInCompactHeight,
          context: context)
        layoutFrame = geometry.layoutFrame
        layout.windowFrame = geometry.windowFrame
        layout.maximumDetentValue = geometry.maximumDetentValue
        layout.detentValue = geometry.detentValue
        layout.rule = geometry.rule
        if let missing = geometry.missing { layout.missingValues.append(missing) }
        if sheet.prefersGrabberVisible {
          layout.grabberFrame = PresentationRules.grabberFrame(
            sheetWindowFrame: geometry.windowFrame)
        }
        if belowIsSheet {
          layout.missingValues.append(
            MissingValue("the frame of a sheet presented from a sheet", rule: "R13.3"))
        }
        belowIsSheet = true
      case .popover:
        layout.rule = "R13.9"
        layout.missingValues.append(
          MissingValue(
            "a popover's size in regular width (no preferredContentSize, no arrow size)",
            rule: "R13.9"))
      default:
        // R13.2 and the currentContext model choice (R13.1): the whole window.
        belowIsSheet = false
      }
      container.frame = layoutFrame
      container.drawnFrame = layout.windowFrame == layoutFrame ? nil : layout.windowFrame
      controller.view.frame = container.bounds
      controller.presentationLayout = layout
    }
  }

  /// The detent a sheet shows, resolved with the sheet's maximum detent value (R13.5).
  private func detentRequest(
    _ sheet: UISheetPresentationController, context: PresentationRules.SheetContext,
    style: UIModalPresentationStyle
  ) -> PresentationRules.DetentRequest {
    switch sheet.shownDetent.kind {
    case .large: return .large
    case .medium: return .medium
    case .custom(let resolver):
      let maximum =
        PresentationRules.sheetGeometry(
          style: style, detent: .large, edgeAttachedInCompactHeight: false, context: context
        ).maximumDetentValue ?? 0
      return .custom(resolver(.init(maximumDetentValue: maximum)))
    }
  }
}
