/// What a controller's own code sets on it, read from the app's sources (project mode's code
/// context): the builder applies it as the code would, when the controller is configured
/// (its own properties) and when its view has loaded (its outlets).
public struct IBCodeTraits: Hashable, Sendable {
  /// `prefersStatusBarHidden`.
  public var prefersStatusBarHidden: Bool?
  /// `setNavigationBarHidden(_:animated:)` on its navigation controller in `viewWillAppear`.
  public var navigationBarHidden: Bool?
  /// `navigationController.navigationBar.isTranslucent` set by its own code when its view
  /// loads or appears (the bar of the navigation controller that holds it, shared with every
  /// screen on that stack).
  public var navigationBarTranslucent: Bool?
  /// `additionalSafeAreaInsets` (top, left, bottom, right).
  public var additionalSafeAreaInsets: [Double]?
  /// `edgesForExtendedLayout`.
  public var edgesForExtendedLayout: IBRectEdge?
  /// `extendedLayoutIncludesOpaqueBars`.
  public var extendedLayoutIncludesOpaqueBars: Bool?
  /// `automaticallyAdjustsScrollViewInsets`.
  public var automaticallyAdjustsScrollViewInsets: Bool?
  /// Views (by IB id) the code hides (`isHidden = true`) when the view loads.
  public var hiddenViewIDs: [String] = []
  /// `contentInsetAdjustmentBehavior` the code sets on scroll views (by IB id), as UIKit's raw
  /// names (`never`, `always`, `automatic`, `scrollableAxes`).
  public var contentInsetAdjustment: [IBCodeTraits.ScrollBehavior] = []

  public struct ScrollBehavior: Hashable, Sendable {
    public var viewID: String
    public var behavior: String
    public init(viewID: String, behavior: String) {
      self.viewID = viewID
      self.behavior = behavior
    }
  }

  public init() {}

  /// Whether nothing is set.
  public var isEmpty: Bool { self == IBCodeTraits() }
}
