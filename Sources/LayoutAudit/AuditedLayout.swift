import DeviceCatalog
import Foundation
import HeadlessUIKit

/// One environment's layout of one file, with the geometry the rules share: the screen's unsafe
/// regions and the views that count as content.
public struct AuditedLayout: Sendable {
  /// The file the layout came from.
  public var file: String
  /// The snapshot.
  public var snapshot: LayoutSnapshot
  /// Every view with what the rules need to know about its place in the tree, in pre-order.
  public let entries: [Entry]
  /// Views that show content: visible, not the window, not a root view, not a bar, not a scroll
  /// view or inside one (scroll content has its own rules), and either a control or a leaf
  /// (a view with subviews is a container; its subviews are the content).
  public let contentEntries: [Entry]
  /// Visible controls, wherever they are (except inside scroll views).
  public let controlEntries: [Entry]

  /// A view and its context.
  public struct Entry: Sendable {
    /// The view.
    public var view: ViewSnapshot
    /// Its superview (`nil` for the window).
    public var superview: ViewSnapshot?
    /// Whether it or an ancestor is hidden or transparent (R12.3: `alpha` below 0.01, invisible and
    /// UIKit's `hitTest(_:with:)` skips it), so no content or touch rule applies to it.
    public var isHiddenInWindow: Bool
    /// Whether an ancestor is a scroll view (the view scrolls with content).
    public var isInsideScrollView: Bool
    /// Whether it is a controller's root view.
    public var isRootView: Bool
    /// Whether it is a system bar (navigation bar, tab bar, toolbar).
    public var isBar: Bool
  }

  /// Lays out the entries of `snapshot`.
  public init(file: String, snapshot: LayoutSnapshot) {
    self.file = file
    self.snapshot = snapshot
    var rootIDs: [Int] = []
    for controller in snapshot.allControllers {
      if let id = controller.rootViewID { rootIDs.append(id) }
    }
    var result: [Entry] = []
    func visit(_ view: ViewSnapshot, parent: ViewSnapshot?, hidden: Bool, inScroll: Bool) {
      let isHidden = hidden || view.isHidden || view.alpha < 0.01
      result.append(
        Entry(
          view: view, superview: parent, isHiddenInWindow: isHidden, isInsideScrollView: inScroll,
          isRootView: rootIDs.contains(view.id),
          isBar: Self.barClasses.contains(view.className)))
      for subview in view.subviews {
        visit(subview, parent: view, hidden: isHidden, inScroll: inScroll || view.scroll != nil)
      }
    }
    visit(snapshot.window, parent: nil, hidden: false, inScroll: false)
    entries = result
    contentEntries = result.filter { entry in
      guard entry.superview != nil, !entry.isHiddenInWindow, !entry.isRootView, !entry.isBar,
        !entry.isInsideScrollView, entry.view.scroll == nil
      else { return false }
      let frame = entry.view.frameInWindow
      guard frame.width > Geometry.tolerance, frame.height > Geometry.tolerance else {
        return false
      }
      return Self.isControl(entry.view) || entry.view.subviews.allSatisfy(\.isHidden)
    }
    controlEntries = contentEntries.filter { Self.isControl($0.view) }
  }

  static let barClasses = ["UINavigationBar", "UITabBar", "UIToolbar"]
  static let controlClasses = [
    "UIButton", "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
    "UIStepper", "UIDatePicker", "UIPageControl", "UITextView", "UISearchBar",
  ]

  /// The environment.
  public var environment: Environment { snapshot.environment }
  /// The screen's size in this orientation.
  public var screen: CGRect { environment.screenBounds }
  /// The device.
  public var device: Device { environment.device }

  /// Whether the class is an interactive control (a button, a switch, a text field, …).
  public static func isControl(_ view: ViewSnapshot) -> Bool {
    controlClasses.contains(view.className) || view.className.hasSuffix("Button")
      || view.className.hasSuffix("Control") || view.className.hasSuffix("Field")
  }

  /// Whether `frame` spans the screen horizontally (a deliberate edge-to-edge backdrop on the
  /// left and right edges).
  public func spansWidth(_ frame: CGRect) -> Bool {
    frame.minX <= screen.minX + Geometry.tolerance && frame.maxX >= screen.maxX - Geometry.tolerance
  }

  /// Whether `frame` spans the screen vertically.
  public func spansHeight(_ frame: CGRect) -> Bool {
    frame.minY <= screen.minY + Geometry.tolerance && frame.maxY >= screen.maxY - Geometry.tolerance
  }

  /// The window's safe-area insets, also under iOS 10 behaviour (from the catalog).
  public var windowInsets: EdgeInsets {
    environment.device.windowSafeAreaInsets(
      orientation: environment.orientation, statusBarVisible: snapshot.isStatusBarVisible,
      ios: environment.ios
    ).value
  }

  /// The screen regions the sensor housing takes, in window coordinates, with the edge each lies
  /// on. Portrait: the housing's rectangle where the catalog has it, else the top inset's strip.
  /// Landscape: the same on both sides (landscape-left and -right share one layout).
  public var housingRegions: [(edge: RectEdge, rect: CGRect)] {
    let device = environment.device
    guard device.housing.kind != .none else { return [] }
    let ios = environment.ios
    let portraitWidth = device.portraitSize.width
    if environment.orientation.isLandscape {
      let width = screen.width
      if let rect = device.housing.rect?.value {
        let y = portraitWidth - rect.maxX
        return [
          (.left, CGRect(x: rect.minY, y: y, width: rect.height, height: rect.width)),
          (.right, CGRect(x: width - rect.maxY, y: y, width: rect.height, height: rect.width)),
        ]
      }
      let insets = device.windowSafeAreaInsets(
        orientation: environment.orientation, statusBarVisible: false, ios: ios
      ).value
      var result: [(edge: RectEdge, rect: CGRect)] = []
      if insets.left > 0 {
        result.append((.left, CGRect(x: 0, y: 0, width: insets.left, height: screen.height)))
      }
      if insets.right > 0 {
        result.append(
          (
            .right,
            CGRect(x: width - insets.right, y: 0, width: insets.right, height: screen.height)
          )
        )
      }
      return result
    }
    if let rect = device.housing.rect?.value { return [(.top, rect)] }
    let top = device.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: false, ios: ios)
      .value.top
    guard top > 0 else { return [] }
    return [(.top, CGRect(x: 0, y: 0, width: screen.width, height: top))]
  }

  /// The home indicator's band at the bottom of the screen (the window's bottom inset), or `nil`
  /// on a device with a home button.
  public var homeIndicatorBand: CGRect? {
    guard environment.device.hasHomeIndicator else { return nil }
    let bottom = environment.device.windowSafeAreaInsets(
      orientation: environment.orientation, statusBarVisible: false, ios: environment.ios
    ).value.bottom
    guard bottom > 0 else { return nil }
    return CGRect(x: 0, y: screen.height - bottom, width: screen.width, height: bottom)
  }

  /// Visible bars of container controllers, with the controller's child root view ids below them.
  public var visibleBars: [(name: String, frame: CGRect, contentRootIDs: [Int])] {
    var result: [(name: String, frame: CGRect, contentRootIDs: [Int])] = []
    for controller in snapshot.allControllers {
      let roots = controller.children.compactMap(\.rootViewID)
      let bars: [(String, BarSnapshot?)] = [
        ("navigation bar", controller.navigationBar), ("toolbar", controller.toolbar),
        ("tab bar", controller.tabBar),
      ]
      for (name, bar) in bars {
        guard let bar, !bar.isHidden, bar.frame.height > Geometry.tolerance else { continue }
        result.append((name, bar.frame, roots))
      }
    }
    return result
  }

  /// The ids of `rootID` and every view below it.
  public func subtreeIDs(of rootID: Int) -> [Int] {
    guard let root = snapshot.view(id: rootID) else { return [] }
    var ids: [Int] = []
    func visit(_ view: ViewSnapshot) {
      ids.append(view.id)
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return ids
  }

  /// An observation about `view` in this layout.
  public func observe(_ view: ViewSnapshot, amount: CGFloat, _ message: String, fix: String)
    -> Observation
  {
    Observation(
      view: ViewReference(view), amount: amount, message: message, fix: fix,
      environment: environment)
  }
}

/// Tolerances and small geometry helpers shared by the rules.
public enum Geometry {
  /// Overlaps and differences under half a point are not findings.
  public static let tolerance: CGFloat = 0.5

  /// The overlap of two rectangles, or `nil` when it is thinner than the tolerance either way.
  public static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
    let result = a.intersection(b)
    guard !result.isNull, result.width > tolerance, result.height > tolerance else { return nil }
    return result
  }

  /// `44`, `97.667`: at most three decimals.
  public static func points(_ value: CGFloat) -> String {
    PointFormat.string((value * 1000).rounded() / 1000)
  }
}
