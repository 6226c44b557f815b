import TextEscaping

/// A controller node: exactly one of `controller:`, `navigation:`, `tabBar:` or `split:`.
///
/// One flat value for all three kinds; the loader rejects keys that do not apply to the node's
/// ``kind`` (a `rows` under `navigation:` never reaches the builder). Absent keys are `nil`.
public struct ControllerNode: Hashable, Sendable {
  /// The kind key of the node.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `controller:` a plain `UIViewController`.
    case controller
    /// `navigation:` a `UINavigationController`.
    case navigation
    /// `tabBar:` a `UITabBarController`.
    case tabBar
    /// `split:` a `UISplitViewController` (contract version 2).
    case split
  }

  /// `style:` of a `split:` node.
  public enum SplitStyle: String, Hashable, Sendable, CaseIterable {
    /// `unspecified`: the classic two-controller form.
    case unspecified
    /// `doubleColumn`
    case doubleColumn
    /// `tripleColumn`
    case tripleColumn
  }

  /// `displayMode:` of a `split:` node.
  public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
    case twoOverSecondary, twoDisplaceSecondary
  }

  /// `largeTitleDisplayMode:` values.
  public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// `automatic`
    case automatic
    /// `always`
    case always
    /// `never`
    case never
  }

  /// The kind of controller.
  public var kind: Kind
  /// Where the kind key (`controller:`, …) is.
  public var location: SourceLocation

  // MARK: Every kind

  /// `id:`
  public var id: Located<String>?
  /// `presents:` a controller presented modally from this one (contract version 2).
  public var presents: PresentationNode?

  // MARK: controller

  /// `title:`
  public var title: Located<String>?
  /// `view:` the root view; `nil` means a plain view.
  public var view: ViewNode?
  /// `additionalSafeAreaInsets: [t, l, b, r]`
  public var additionalSafeAreaInsets: Located<InsetsSpec>?
  /// `edgesForExtendedLayout: all | none | [edges]`
  public var edgesForExtendedLayout: Located<ExtendedEdges>?
  /// `extendedLayoutIncludesOpaqueBars:`
  public var extendedLayoutIncludesOpaqueBars: Located<Bool>?
  /// `automaticallyAdjustsScrollViewInsets:`
  public var automaticallyAdjustsScrollViewInsets: Located<Bool>?
  /// `prefersStatusBarHidden:`
  public var prefersStatusBarHidden: Located<Bool>?
  /// `largeTitleDisplayMode:`
  public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
  /// `hidesBottomBarWhenPushed:`
  public var hidesBottomBarWhenPushed: Located<Bool>?
  /// `children:` child view controllers with the frames of their views.
  public var children: [ChildControllerNode]?
  /// `navigationItem:` (contract version 2).
  public var navigationItem: NavigationItemSpec?

  // MARK: navigation

  /// `navigationBar:`
  public var navigationBar: NavigationBarSpec?
  /// `toolbar:`
  public var toolbar: ToolbarSpec?

  // MARK: navigation and tabBar

  /// `viewControllers:` for a navigation controller the last is on top.
  public var viewControllers: [ControllerNode]?

  // MARK: tabBar

  /// `tabBar:` the tab bar's settings (under a `tabBar:` controller node).
  public var tabBar: TabBarSpec?
  /// `selectedIndex:`
  public var selectedIndex: Located<Int>?
  /// `bottomAccessory:` iOS 26's `UITabAccessory` (contract version 2).
  public var bottomAccessory: Located<Bool>?

  // MARK: split

  /// `style:` (default `unspecified`).
  public var splitStyle: Located<SplitStyle>?
  /// `displayMode:` (default `automatic`).
  public var displayMode: Located<SplitDisplayMode>?
  /// `preferredPrimaryColumnWidth:`
  public var preferredPrimaryColumnWidth: Located<Double>?
  /// `preferredSupplementaryColumnWidth:`
  public var preferredSupplementaryColumnWidth: Located<Double>?
  /// `preferredPrimaryColumnWidthFraction:`
  public var preferredPrimaryColumnWidthFraction: Located<Double>?
  /// `primary:`, `supplementary:`, `secondary:`, `compact:` column controllers, in that order
  /// where given (column styles).
  public var columns: [SplitColumnNode] = []

  /// Creates a controller node with only its kind and location; set the keys afterwards.
  public init(kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

/// One column of a `split:` node: `primary:`, `supplementary:`, `secondary:` or `compact:`.
public struct SplitColumnNode: Hashable, Sendable {
  /// The column key.
  public enum Column: String, Hashable, Sendable, CaseIterable {
    case primary, supplementary, secondary, compact
  }

  /// Which column.
  public var column: Column
  /// Where the key is.
  public var location: SourceLocation
  /// The column's controller.
  public var controller: ControllerNode

  /// Creates a column entry.
  public init(column: Column, location: SourceLocation, controller: ControllerNode) {
    self.column = column
    self.location = location
    self.controller = controller
  }
}

/// `edgesForExtendedLayout:` `all`, `none`, or a list of edges.
public enum ExtendedEdges: Hashable, Sendable {
  /// A rectangle edge.
  public enum Edge: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `top`
    case top
    /// `left`
    case left
    /// `bottom`
    case bottom
    /// `right`
    case right

    /// Orders as `top, left, bottom, right`.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      let order = Edge.allCases
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }

  /// `all`
  case all
  /// `none`
  case none
  /// A list; sorted `top, left, bottom, right`, without repeats.
  case edges([Edge])

  /// The edges included, sorted `top, left, bottom, right`.
  public var includedEdges: [Edge] {
    switch self {
    case .all: Edge.allCases
    case .none: []
    case .edges(let edges): edges
    }
  }
}

/// One entry of `children:`: `{ frame: F, <controller node> }`.
public struct ChildControllerNode: Hashable, Sendable {
  /// Where the entry starts.
  public var location: SourceLocation
  /// `frame:` of the child's view in the parent controller's view.
  public var frame: Located<FrameSpec>?
  /// The child controller.
  public var controller: ControllerNode

  /// Creates a child entry.
  public init(location: SourceLocation, frame: Located<FrameSpec>?, controller: ControllerNode) {
    self.location = location
    self.frame = frame
    self.controller = controller
  }
}

/// `navigationBar: { translucent, hidden, backgroundImage, prefersLargeTitles }`.
public struct NavigationBarSpec: Hashable, Sendable {
  /// `backgroundImage:` values.
  public enum BackgroundImage: String, Hashable, Sendable, CaseIterable {
    /// `none`: no image.
    case none
    /// `opaque`: an image without transparency (makes the bar opaque unless `translucent` is
    /// given).
    case opaque
    /// `translucent`: an image with transparency.
    case translucent
  }

  /// Where the mapping starts.
  public var location: SourceLocation
  /// `translucent:`
  public var translucent: Located<Bool>?
  /// `hidden:`
  public var hidden: Located<Bool>?
  /// `backgroundImage:`
  public var backgroundImage: Located<BackgroundImage>?
  /// `prefersLargeTitles:`
  public var prefersLargeTitles: Located<Bool>?

  /// Creates navigation bar settings.
  public init(
    location: SourceLocation, translucent: Located<Bool>? = nil, hidden: Located<Bool>? = nil,
    backgroundImage: Located<BackgroundImage>? = nil, prefersLargeTitles: Located<Bool>? = nil
  ) {
    self.location = location
    self.translucent = translucent
    self.hidden = hidden
    self.backgroundImage = backgroundImage
    self.prefersLargeTitles = prefersLargeTitles
  }
}

/// `navigationItem: { prompt, searchController, hidesSearchBarWhenScrolling, searchActive }`.
public struct NavigationItemSpec: Hashable, Sendable {
  /// Where the mapping starts.
  public var location: SourceLocation
  /// `prompt:`
  public var prompt: Located<String>?
  /// `searchController:`
  public var searchController: Located<Bool>?
  /// `hidesSearchBarWhenScrolling:`
  public var hidesSearchBarWhenScrolling: Located<Bool>?
  /// `searchActive:`
  public var searchActive: Located<Bool>?

  /// Creates navigation item settings.
  public init(location: SourceLocation) {
    self.location = location
  }
}

/// `toolbar: { hidden, translucent }`.
public struct ToolbarSpec: Hashable, Sendable {
  /// Where the mapping starts.
  public var location: SourceLocation
  /// `hidden:`
  public var hidden: Located<Bool>?
  /// `translucent:`
  public var translucent: Located<Bool>?

  /// Creates toolbar settings.
  public init(
    location: SourceLocation, hidden: Located<Bool>? = nil, translucent: Located<Bool>? = nil
  ) {
    self.location = location
    self.hidden = hidden
    self.translucent = translucent
  }
}

/// `tabBar: { translucent, hidden }` inside a `tabBar:` controller node.
public struct TabBarSpec: Hashable, Sendable {
  /// Where the mapping starts.
  public var location: SourceLocation
  /// `translucent:`
  public var translucent: Located<Bool>?
  /// `hidden:`
  public var hidden: Located<Bool>?

  /// Creates tab bar settings.
  public init(
    location: SourceLocation, translucent: Located<Bool>? = nil, hidden: Located<Bool>? = nil
  ) {
    self.location = location
    self.translucent = translucent
    self.hidden = hidden
  }
}
