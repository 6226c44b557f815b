import DeviceCatalog
import Foundation

/// UIKit's `UITabAccessory` (iOS 26), reduced: its content view.
@MainActor
public final class UITabAccessory {
  public let contentView = UIView(frame: .zero)

  public init() {}
}

/// UIKit's `UITabBarController`: a tab bar at the bottom and the selected controller's view laid
/// out under it or above it (R3.7).
@MainActor
open class UITabBarController: UIViewController {
  public let tabBar = UITabBar(frame: .zero)
  /// iOS 26's accessory above the tab bar (`UITabAccessory`): no source measured its frame or the
  /// inset it gives children (R17.3), so a layout with one reports a missing value.
  public var bottomAccessory: UITabAccessory? {
    didSet { viewIfLoaded?.needsLayout = true }
  }

  public var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? []
      where !(viewControllers ?? []).contains(where: { $0 === controller }) {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
      for controller in viewControllers ?? [] where controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
        controller.hasMovedToParent = true
      }
      selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
    }
  }

  public var selectedIndex: Int = 0 {
    didSet {
      guard oldValue != selectedIndex, let window = viewIfLoaded?.window else { return }
      let old = viewControllers.flatMap { $0.indices.contains(oldValue) ? $0[oldValue] : nil }
      window.transition(from: old, to: selectedViewController, in: self)
    }
  }

  public var selectedViewController: UIViewController? {
    guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
      return nil
    }
    return controllers[selectedIndex]
  }

  open override var visibleChildren: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  /// Whether the tab bar shows: not hidden, and the selected navigation stack does not hide it
  /// (`hidesBottomBarWhenPushed`).
  var isTabBarVisible: Bool {
    if tabBar.isHidden { return false }
    if let navigation = selectedViewController as? UINavigationController,
      navigation.hidesBottomBar
    {
      return false
    }
    return true
  }

  override func layoutContainedViews(in window: UIWindow) {
    let container = view
    let bounds = container.bounds
    let environment = window.environment
    let metrics = environment.barMetrics
    if tabBar.superview !== container { container.addSubview(tabBar) }
    if let slot = verticalBarSlot(metrics) {
      layoutVerticalBar(slot)
      return
    }
    var bottomBarMinY: CGFloat?
    let barFrame: CGRect =
      if let region = metrics.tabBarRegionHeight {
        ContainerRules.floatingTabBarFrame(containerBounds: bounds, regionHeight: region.value)
      } else {
        ContainerRules.bottomBarFrame(
          containerBounds: bounds, containerSafeBottom: container.safeAreaInsets.bottom,
          height: metrics.tabBarHeight.value)
      }
    tabBar.platterFrame = metrics.tabBarPlatter.flatMap {
      ContainerRules.tabBarPlatterFrame(
        barWidth: barFrame.width, itemCount: viewControllers?.count ?? 0, metrics: $0)
    }
    if isTabBarVisible {
      tabBar.frame = barFrame
      bottomBarMinY = tabBar.frame.minY
    } else if !tabBar.isHidden {
      // hidesBottomBarWhenPushed slides the bar out below the container.
      tabBar.frame = barFrame.offsetBy(dx: 0, dy: barFrame.height)
    }
    // R17.3: where no source measured the tab bar, the frame above stands in for it.
    missingValues = isTabBarVisible ? [metrics.tabBarMissing].compactMap { $0 } : []
    if metrics.verticalBarColumn != nil, isTabBarVisible {
      missingValues.append(Self.barsAwayFromVerticalColumn)
    }
    // R17.3: the accessory exists from iOS 26; before, an app's `if #available` skips it.
    if bottomAccessory != nil, environment.ios >= 26, isTabBarVisible {
      missingValues.append(
        MissingValue("the iOS 26 tab bar with a bottom accessory", rule: "R17.3"))
    }
    guard let selected = selectedViewController else { return }
    let child = selected.view
    if child.superview !== container { container.insertSubview(child, at: 0) }
    child.frame = ContainerRules.childFrame(
      containerBounds: bounds, topBarMaxY: nil, extendsUnderTop: true,
      bottomBarMinY: bottomBarMinY,
      extendsUnderBottom: ContainerRules.extendsUnderBar(
        edge: .bottom, edgesForExtendedLayout: selected.edgesForExtendedLayout,
        barIsTranslucent: tabBar.isTranslucent,
        extendedLayoutIncludesOpaqueBars: selected.extendedLayoutIncludesOpaqueBars))
  }

  /// R20.2: the tab bar in the vertical bar column, full height; the selected child's view runs
  /// under it unless it is opaque and the child does not extend under opaque bars. A bottom
  /// accessory there has no source: a missing value.
  private func layoutVerticalBar(_ slot: (frame: CGRect, edge: VerticalBarColumn.Edge)) {
    tabBar.platterFrame = nil
    missingValues = []
    if isTabBarVisible {
      tabBar.frame = slot.frame
      verticalBarPlacement = slot
      if bottomAccessory != nil {
        missingValues.append(
          MissingValue(
            "a tab bar's bottom accessory with the bars in the vertical column", rule: "R20.2"))
      }
    } else if !tabBar.isHidden {
      // hidesBottomBarWhenPushed: the bar leaves the column.
      let width = slot.frame.width
      tabBar.frame = slot.frame.offsetBy(dx: slot.edge == .right ? width : -width, dy: 0)
    }
    guard let selected = selectedViewController else { return }
    layOutChildBesideVerticalBar(
      selected, bar: slot, barIsTranslucent: isTabBarVisible ? tabBar.isTranslucent : nil)
  }

  /// Whether the last layout used iOS 26's fixed tab-bar region (R17.2).
  var isFloatingRegion: Bool {
    windowBarMetrics?.tabBarRegionHeight != nil
  }

  override func providedInsets(forChild child: UIViewController) -> InsetDerivation {
    var result = parentDerivationOfOwnView()
    guard isTabBarVisible else { return result }
    if verticalBarPlacement != nil {
      addingVerticalBar(to: &result, barNames: "tab bar")
      return result
    }
    let barHeight = view.bounds.maxY - tabBar.frame.minY
    let current = result.bottom.value
    if barHeight > current {
      let kind = tabBar.isTranslucent ? "translucent" : "opaque"
      if isFloatingRegion {
        result.bottom.append(
          "floating tab bar region (\(PointFormat.string(barHeight)) whatever the inset)",
          barHeight - current, rule: "R17.2")
      } else {
        result.bottom.append("tab bar (\(kind))", barHeight - current, rule: "R3.7")
      }
    }
    return result
  }
}
