import Foundation

/// A property a query path can ask for (the `PROPERTY` of `ID.PROPERTY`).
public enum QueryProperty: Hashable, Sendable, CustomStringConvertible {
  // Any view.
  case frame, frameInWindow, bounds, isHidden
  case safeAreaInsets, safeAreaLayoutFrame
  case layoutMargins, layoutMarginsLayoutFrame, readableContentLayoutFrame
  // Scroll views.
  case contentSize, contentInset, adjustedContentInset, contentOffset
  case verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets
  case minContentOffset, maxContentOffset, unreachableContent, contentInsetAdjustmentBehavior
  // Table and collection views.
  case cellFrame(section: Int, row: Int)
  case cellContentViewFrame(section: Int, row: Int)
  case itemFrame(section: Int, item: Int)
  // Controllers.
  case navigationBarFrame, toolbarFrame, tabBarFrame
  /// Contract version 2: the search bar a navigation controller's bar hosts (R15.3).
  case searchBarFrame
  case topLayoutGuideLength, bottomLayoutGuideLength, additionalSafeAreaInsets
  /// Contract version 2: a presented controller in a sheet (R13.5).
  case maximumDetentValue, detentValue
  /// Contract version 2: `keyboardLayoutGuide.layoutFrame` of a view (R16.4); the window's
  /// keyboard frame (R16.1).
  case keyboardLayoutFrame, keyboardFrame
  /// Contract version 2: a split view controller's column widths (R14.2).
  case primaryColumnWidth, supplementaryColumnWidth
  // The window.
  case statusBarFrame
  /// Contract version 2: the window controls' frame in window coordinates (R18.3).
  case windowControlsFrame
  /// Contract version 2: `layoutGuide(for:)`'s layout frame (R18.4): `layoutRegionFrame(REGION)`
  /// or `layoutRegionFrame(REGION,AXIS)`.
  case layoutRegionFrame(region: LayoutRegion, adaptation: CornerAdaptation)

  /// A `UIView.LayoutRegion` kind (R18.4).
  public enum LayoutRegion: String, Hashable, Sendable, CaseIterable {
    case safeArea, margins, readableContent
  }

  /// A layout region's `cornerAdaptation` (R18.4); `none` is the plain region.
  public enum CornerAdaptation: String, Hashable, Sendable, CaseIterable {
    case none, horizontal, vertical
  }

  /// What kind of object has the property.
  public enum Owner: Hashable, Sendable {
    case view, scrollView, tableView, collectionView
    case controller, navigationController, tabBarController, splitViewController
    case window

    /// Whether the property belongs to a controller rather than a view.
    public var isController: Bool {
      switch self {
      case .controller, .navigationController, .tabBarController, .splitViewController: true
      case .view, .scrollView, .tableView, .collectionView, .window: false
      }
    }

    /// `a scroll view`, `a navigation controller`, …
    public var phrase: String {
      switch self {
      case .view: "a view"
      case .scrollView: "a scroll view"
      case .tableView: "a table view"
      case .collectionView: "a collection view"
      case .controller: "a controller"
      case .navigationController: "a navigation controller"
      case .tabBarController: "a tab bar controller"
      case .splitViewController: "a split view controller"
      case .window: "the window"
      }
    }
  }

  /// The properties written as a plain name, in the order of the contract's table, then the
  /// project's additions.
  public static let named: [(name: String, property: QueryProperty)] = [
    ("frame", .frame), ("frameInWindow", .frameInWindow), ("bounds", .bounds),
    ("safeAreaInsets", .safeAreaInsets), ("safeAreaLayoutFrame", .safeAreaLayoutFrame),
    ("layoutMargins", .layoutMargins), ("layoutMarginsLayoutFrame", .layoutMarginsLayoutFrame),
    ("readableContentLayoutFrame", .readableContentLayoutFrame),
    ("contentSize", .contentSize), ("contentInset", .contentInset),
    ("adjustedContentInset", .adjustedContentInset), ("contentOffset", .contentOffset),
    ("verticalScrollIndicatorInsets", .verticalScrollIndicatorInsets),
    ("navigationBar.frame", .navigationBarFrame), ("toolbar.frame", .toolbarFrame),
    ("tabBar.frame", .tabBarFrame), ("topLayoutGuide.length", .topLayoutGuideLength),
    ("bottomLayoutGuide.length", .bottomLayoutGuideLength),
    ("horizontalScrollIndicatorInsets", .horizontalScrollIndicatorInsets),
    ("minContentOffset", .minContentOffset), ("maxContentOffset", .maxContentOffset),
    ("unreachableContent", .unreachableContent),
    ("contentInsetAdjustmentBehavior", .contentInsetAdjustmentBehavior),
    ("isHidden", .isHidden), ("additionalSafeAreaInsets", .additionalSafeAreaInsets),
    ("statusBarFrame", .statusBarFrame), ("maximumDetentValue", .maximumDetentValue),
    ("detentValue", .detentValue), ("keyboardLayoutFrame", .keyboardLayoutFrame),
    ("keyboardFrame", .keyboardFrame), ("windowControlsFrame", .windowControlsFrame),
    ("primaryColumnWidth", .primaryColumnWidth),
    ("supplementaryColumnWidth", .supplementaryColumnWidth), ("searchBar.frame", .searchBarFrame),
  ]

  /// The property as a path writes it: `safeAreaInsets`, `cell(0,3).contentView.frame`.
  public var name: String {
    switch self {
    case .cellFrame(let section, let row): return "cell(\(section),\(row)).frame"
    case .cellContentViewFrame(let section, let row):
      return "cell(\(section),\(row)).contentView.frame"
    case .itemFrame(let section, let item): return "item(\(section),\(item)).frame"
    case .layoutRegionFrame(let region, let adaptation):
      return adaptation == .none
        ? "layoutRegionFrame(\(region.rawValue))"
        : "layoutRegionFrame(\(region.rawValue),\(adaptation.rawValue))"
    default:
      return Self.named.first { $0.property == self }?.name ?? "?"
    }
  }

  public var description: String { name }

  /// The kind of object that has the property.
  public var owner: Owner {
    switch self {
    case .frame, .frameInWindow, .bounds, .isHidden, .safeAreaInsets, .safeAreaLayoutFrame,
      .layoutMargins, .layoutMarginsLayoutFrame, .readableContentLayoutFrame,
      .keyboardLayoutFrame, .layoutRegionFrame:
      .view
    case .contentSize, .contentInset, .adjustedContentInset, .contentOffset,
      .verticalScrollIndicatorInsets, .horizontalScrollIndicatorInsets, .minContentOffset,
      .maxContentOffset, .unreachableContent, .contentInsetAdjustmentBehavior:
      .scrollView
    case .cellFrame, .cellContentViewFrame: .tableView
    case .itemFrame: .collectionView
    case .navigationBarFrame, .toolbarFrame, .searchBarFrame: .navigationController
    case .tabBarFrame: .tabBarController
    case .primaryColumnWidth, .supplementaryColumnWidth: .splitViewController
    case .topLayoutGuideLength, .bottomLayoutGuideLength, .additionalSafeAreaInsets,
      .maximumDetentValue, .detentValue:
      .controller
    case .statusBarFrame, .keyboardFrame, .windowControlsFrame: .window
    }
  }

  /// The iOS version that introduced the property, when later than the oldest modelled (10).
  public var introducedIn: Int? {
    switch self {
    case .safeAreaInsets, .safeAreaLayoutFrame, .adjustedContentInset,
      .contentInsetAdjustmentBehavior, .additionalSafeAreaInsets:
      11
    case .keyboardLayoutFrame: 15
    case .layoutRegionFrame: 26
    default: nil
    }
  }
}
