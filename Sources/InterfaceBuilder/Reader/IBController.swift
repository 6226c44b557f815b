import Foundation
import TextEscaping

/// A view controller of any kind IB writes (spec §2.3), with the attributes that affect layout
/// (§2.4–§2.6) and its controller-level segues.
public struct IBController: Sendable {
  /// The controller element, as a closed set plus `other` for anything unknown.
  public enum Kind: String, Hashable, Sendable {
    case viewController, tableViewController, collectionViewController, navigationController
    case tabBarController, splitViewController, pageViewController, avPlayerViewController
    case glkViewController, hostingController
    /// `viewControllerPlaceholder`: a storyboard reference.
    case storyboardReference = "viewControllerPlaceholder"
    /// A xib's File's Owner with a `view` outlet (a view-controller xib).
    case filesOwner
    /// A synthesised host for a free-standing xib view (cell, custom view).
    case xibViewHost
    /// An element the reader does not know.
    case other

    /// The UIKit class name.
    public var uikitClassName: String {
      switch self {
      case .viewController, .filesOwner, .xibViewHost, .other, .storyboardReference:
        "UIViewController"
      case .tableViewController: "UITableViewController"
      case .collectionViewController: "UICollectionViewController"
      case .navigationController: "UINavigationController"
      case .tabBarController: "UITabBarController"
      case .splitViewController: "UISplitViewController"
      case .pageViewController: "UIPageViewController"
      case .avPlayerViewController: "AVPlayerViewController"
      case .glkViewController: "GLKViewController"
      case .hostingController: "UIHostingController"
      }
    }
  }

  /// The IB object id.
  public var id: String
  public var kind: Kind
  /// The element name as written.
  public var elementName: String
  public var customClass: String?
  public var customModule: String?
  /// `storyboardIdentifier`.
  public var storyboardIdentifier: String?
  public var userLabel: String?
  public var title: String?
  public var location: SourceLocation
  /// The root view (`key="view"`), if the file stores one.
  public var view: IBView?
  /// Legacy top/bottom layout guides (`<layoutGuides>`).
  public var layoutGuides: [IBControllerLayoutGuide]
  /// Segues in the controller's own `<connections>` (relationships, manual segues).
  public var segues: [IBSegue]
  /// `edgesForExtendedLayout`; nil means absent (`.all`).
  public var edgesForExtendedLayout: IBRectEdge?
  public var extendedLayoutIncludesOpaqueBars: Bool?
  public var automaticallyAdjustsScrollViewInsets: Bool?
  public var hidesBottomBarWhenPushed: Bool?
  public var modalPresentationStyle: String?
  public var navigationItem: IBNavigationItem?
  /// `navigationBar key="navigationBar"` of a navigation controller.
  public var navigationBar: IBBar?
  /// `toolbar key="toolbar"` of a navigation controller.
  public var toolbar: IBBar?
  /// `tabBar key="tabBar"` of a tab bar controller.
  public var tabBar: IBBar?
  public var navigationBarHidden: Bool?
  /// A split view controller's `allowDoubleColumnStyle` (a column style, iOS 14+),
  /// `preferredDisplayMode` and `behavior`, as written.
  public var splitAllowsColumnStyle: Bool?
  public var splitPreferredDisplayMode: String?
  public var splitBehavior: String?
  public var toolbarHidden: Bool?
  /// For `viewControllerPlaceholder`: the referenced storyboard and identifier.
  public var referencedStoryboard: String?
  public var referencedIdentifier: String?
  /// `<size key="freeformSize">` (editor state, kept for reports).
  public var freeformSize: CGSize?
  /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">` on the controller (a
  /// storyboard scene designed at Interface Builder's simulated size "Freeform").
  public var freeformSimulatedSize = false
  /// Whether the scene was designed at a freeform size rather than a device's screen: the
  /// controller's or its root view's simulated size is "Freeform" (editor state; a hint that the
  /// view is a part code places, such as a sheet's or a popover's content).
  public var isDesignedAtFreeformSize: Bool {
    freeformSimulatedSize || freeformSize != nil || view?.designedAtFreeformSize == true
  }
  public var runtimeAttributes: [IBRuntimeAttribute]
  /// Custom views of bar button items and the navigation item's title view (laid out by bars).
  public var barItemViews: [IBView]
  /// The controller's outlets (`<outlet property destination>`), in document order: what its
  /// code calls each view (project mode's code context reads what the code does to them).
  public var outlets: [IBOutletConnection] = []

  public init(id: String, kind: Kind, elementName: String, location: SourceLocation) {
    self.id = id
    barItemViews = []
    self.kind = kind
    self.elementName = elementName
    self.location = location
    layoutGuides = []
    segues = []
    runtimeAttributes = []
  }

  /// The class name a report shows: the custom class, or the UIKit class.
  public var className: String { customClass ?? kind.uikitClassName }

  /// Relationship segues (navigation root, tab children, split columns) in document order.
  public var relationshipSegues: [IBSegue] { segues.filter { $0.kind == "relationship" } }
}

/// `<outlet property="titleLabel" destination="aB3-xy-Z9q"/>`: a property of the owner and the
/// object it points at.
public struct IBOutletConnection: Hashable, Sendable {
  public var property: String
  public var destination: String

  public init(property: String, destination: String) {
    self.property = property
    self.destination = destination
  }
}

/// `<viewControllerLayoutGuide type="top|bottom" id>`.
public struct IBControllerLayoutGuide: Hashable, Sendable {
  public enum Edge: String, Hashable, Sendable { case top, bottom }
  public var id: String
  public var edge: Edge
  public var location: SourceLocation

  public init(id: String, edge: Edge, location: SourceLocation) {
    self.id = id
    self.edge = edge
    self.location = location
  }
}

/// `<extendedEdge key="edgesForExtendedLayout" top bottom left right>`: the listed edges only.
public struct IBRectEdge: Hashable, Sendable {
  public var top: Bool
  public var left: Bool
  public var bottom: Bool
  public var right: Bool

  public init(top: Bool, left: Bool, bottom: Bool, right: Bool) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// A bar owned by a container (or a standalone bar's attributes).
public struct IBBar: Hashable, Sendable {
  public var id: String?
  public var elementName: String
  /// `translucent="NO"` → false; absent → nil (UIKit default, translucent).
  public var translucent: Bool?
  public var barStyle: String?
  /// `largeTitles="YES"` (`prefersLargeTitles`).
  public var prefersLargeTitles: Bool?
  /// Whether an iOS 13 appearance object is stored (not modelled).
  public var hasAppearance: Bool
  /// Whether a `scrollEdgeAppearance` (or `compactScrollEdgeAppearance`) object is stored: the
  /// bar does not take the default transparent background at the scroll edge (R10.2).
  public var hasScrollEdgeAppearance = false
  public var location: SourceLocation

  public init(id: String?, elementName: String, location: SourceLocation) {
    self.id = id
    self.elementName = elementName
    self.location = location
    hasAppearance = false
  }
}

/// `<navigationItem key="navigationItem">`.
public struct IBNavigationItem: Hashable, Sendable {
  public var id: String?
  public var title: String?
  /// `prompt`, as an attribute or a user-defined runtime attribute.
  public var prompt: String?
  /// `never`, `always`; nil = automatic.
  public var largeTitleDisplayMode: String?
  public var location: SourceLocation

  public init(id: String?, location: SourceLocation) {
    self.id = id
    self.location = location
  }
}
