import DeviceCatalog
import Foundation
import TextEscaping

/// The kind of a view controller, as far as layout cares.
public enum ControllerKind: String, Hashable, Sendable, CaseIterable {
  /// A plain `UIViewController` (or a subclass that is not a container below).
  case viewController
  /// A `UINavigationController`.
  case navigationController
  /// A `UITabBarController`.
  case tabBarController
  /// A `UISplitViewController`.
  case splitViewController
}

/// A split view controller's state at snapshot time (R14).
public struct SplitSnapshot: Hashable, Sendable {
  /// One column: the controller set for it and whether it shows.
  public struct ColumnSnapshot: Hashable, Sendable {
    /// `primary`, `supplementary`, `secondary` or `compact`.
    public var column: String
    /// The scene id of the controller set for the column.
    public var controllerSceneID: String?
    /// The scene id of the controller the split holds for it (a column style's navigation
    /// wrapper has none).
    public var containerSceneID: String?
    /// The ``ViewSnapshot/id`` of the container's view when it is in the window.
    public var rootViewID: Int?
    /// Whether the column shows in this layout.
    public var isShown: Bool
    /// The leading inset the column gets beyond the overlap of R2.3 (R14.4, R14.5).
    public var leadingInset: SplitViewRules.LeadingInset?

    /// Creates a column snapshot.
    public init(
      column: String, controllerSceneID: String?, containerSceneID: String?, rootViewID: Int?,
      isShown: Bool, leadingInset: SplitViewRules.LeadingInset?
    ) {
      self.column = column
      self.controllerSceneID = controllerSceneID
      self.containerSceneID = containerSceneID
      self.rootViewID = rootViewID
      self.isShown = isShown
      self.leadingInset = leadingInset
    }
  }

  /// `unspecified`, `doubleColumn` or `tripleColumn`.
  public var style: String
  /// The display mode asked for.
  public var preferredDisplayMode: String
  /// The display mode shown (R14.3; `oneBesideSecondary` when collapsed, R14.7).
  public var displayMode: String
  /// Whether the split collapsed into one stack (R14.7).
  public var isCollapsed: Bool
  /// `primaryColumnWidth` (R14.2).
  public var primaryColumnWidth: CGFloat
  /// `supplementaryColumnWidth`; `nil` unless triple column (UIKit raises).
  public var supplementaryColumnWidth: CGFloat?
  /// The columns set, in the order primary, supplementary, secondary, compact.
  public var columns: [ColumnSnapshot]

  /// Creates a split snapshot.
  public init(
    style: String, preferredDisplayMode: String, displayMode: String, isCollapsed: Bool,
    primaryColumnWidth: CGFloat, supplementaryColumnWidth: CGFloat?, columns: [ColumnSnapshot]
  ) {
    self.style = style
    self.preferredDisplayMode = preferredDisplayMode
    self.displayMode = displayMode
    self.isCollapsed = isCollapsed
    self.primaryColumnWidth = primaryColumnWidth
    self.supplementaryColumnWidth = supplementaryColumnWidth
    self.columns = columns
  }
}

/// A bar of a container controller (navigation bar, toolbar, tab bar) at snapshot time.
public struct BarSnapshot: Hashable, Sendable {
  /// The bar's frame in window coordinates.
  public var frame: CGRect
  /// Whether the bar is hidden (for a tab bar: also when `hidesBottomBarWhenPushed` slid it out).
  public var isHidden: Bool
  /// Whether the bar is translucent (R3.3).
  public var isTranslucent: Bool
  /// The iOS 26 floating tab bar's platter in window coordinates (R17.2), where modelled.
  public var platterFrame: CGRect?
  /// Whether the bar is given a scroll-edge appearance of its own
  /// (``UINavigationBar/definesScrollEdgeAppearance``).
  public var definesScrollEdgeAppearance = false

  /// Creates a bar snapshot.
  public init(frame: CGRect, isHidden: Bool, isTranslucent: Bool) {
    self.frame = frame
    self.isHidden = isHidden
    self.isTranslucent = isTranslucent
  }
}

/// A value copy of one view controller and its children.
public struct ControllerSnapshot: Hashable, Sendable {
  /// `UIViewController`, `UINavigationController`, or a subclass's name.
  public var className: String
  /// The id a scene file or storyboard gave the controller.
  public var sceneID: String?
  /// Where the controller was declared.
  public var sourceLocation: SourceLocation?
  /// Plain controller, navigation controller or tab bar controller.
  public var kind: ControllerKind
  /// The ``ViewSnapshot/id`` of the controller's root view, or `nil` when the view is not in the
  /// window (a controller lower in a navigation stack, an unselected tab).
  public var rootViewID: Int?
  /// A navigation controller's navigation bar.
  public var navigationBar: BarSnapshot?
  /// A navigation controller's toolbar.
  public var toolbar: BarSnapshot?
  /// The search bar a navigation controller's bar hosts for its displayed item (R15.3), in
  /// window coordinates; `nil` without a search controller.
  public var searchBarFrame: CGRect?
  /// The displayed item's prompt, when it has one (R15.5).
  public var prompt: String?
  /// A tab bar controller's tab bar.
  public var tabBar: BarSnapshot?
  /// `topLayoutGuide.length` (R5.4).
  public var topLayoutGuideLength: CGFloat
  /// `bottomLayoutGuide.length` (R5.4).
  public var bottomLayoutGuideLength: CGFloat
  /// `additionalSafeAreaInsets` (R3.6); `nil` under iOS 10 behaviour.
  public var additionalSafeAreaInsets: UIEdgeInsets?
  /// Values the container's layout needed and the model cannot know (R17.3, R17.4): its bars
  /// and every view of its children were placed with a stand-in (``UIViewController/missingValues``).
  public var missingValues: [MissingValue] = []
  /// For a presented controller: its style as resolved, its frame and sheet values (R13).
  public var presentation: PresentationLayout?
  /// A split view controller's columns and widths (R14).
  public var split: SplitSnapshot?
  /// The controller this one's hierarchy presents (R13), shown above it.
  public var presented: [ControllerSnapshot] = []
  /// The child controllers in order (a navigation controller's stack, bottom first; a tab bar
  /// controller's tabs).
  public var children: [ControllerSnapshot]

  /// Creates a controller snapshot.
  public init(
    className: String, sceneID: String?, sourceLocation: SourceLocation?, kind: ControllerKind,
    rootViewID: Int?, navigationBar: BarSnapshot? = nil, toolbar: BarSnapshot? = nil,
    tabBar: BarSnapshot? = nil, topLayoutGuideLength: CGFloat, bottomLayoutGuideLength: CGFloat,
    additionalSafeAreaInsets: UIEdgeInsets?, children: [ControllerSnapshot]
  ) {
    self.className = className
    self.sceneID = sceneID
    self.sourceLocation = sourceLocation
    self.kind = kind
    self.rootViewID = rootViewID
    self.navigationBar = navigationBar
    self.toolbar = toolbar
    self.tabBar = tabBar
    self.topLayoutGuideLength = topLayoutGuideLength
    self.bottomLayoutGuideLength = bottomLayoutGuideLength
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
    self.children = children
  }

  /// `UINavigationController#nav`, or the class name alone without an id.
  public var displayName: String {
    sceneID.map { "\(className)#\($0)" } ?? className
  }
}
