import Foundation
import HeadlessUIKit
import TextEscaping

/// A view element (spec §3) with every attribute that affects layout.
public struct IBView: Sendable {
  /// The IB object id (id-less old collection-cell content views get `<cell id>.contentView`).
  public var id: String
  /// The element name as written (`view`, `label`, `tableView`, …).
  public var elementName: String
  public var customClass: String?
  public var customModule: String?
  /// The slot the view fills in its parent (`view`, `contentView`, `tableHeaderView`, …).
  public var key: String?
  public var userLabel: String?
  /// `<accessibility identifier>` or a runtime `accessibilityIdentifier`.
  public var accessibilityIdentifier: String?
  public var location: SourceLocation
  /// `<rect key="frame">`: the design-time frame; nil when the file stores none.
  public var frame: CGRect?
  /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`: a xib's top-level view
  /// designed at a freeform size (Interface Builder's simulated size "Freeform", not a device's
  /// screen). Editor state, read as a hint that code places the view.
  public var designedAtFreeformSize = false
  /// `<autoresizingMask>`; nil when absent.
  public var autoresizingMask: IBAutoresizingMask?
  /// `translatesAutoresizingMaskIntoConstraints` (absent means YES).
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// `fixedFrame="YES"`: no constraints, the autoresizing mask applies.
  public var fixedFrame: Bool
  public var hidden: Bool
  public var alpha: Double?
  public var clipsSubviews: Bool
  public var userInteractionEnabled: Bool?
  public var autoresizesSubviews: Bool?
  public var tag: Int?
  public var insetsLayoutMarginsFromSafeArea: Bool?
  public var preservesSuperviewLayoutMargins: Bool?
  public var layoutMarginsFollowReadableWidth: Bool?
  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  public var layoutMargins: IBInsets?
  public var horizontalHuggingPriority: Double
  public var verticalHuggingPriority: Double
  public var horizontalCompressionResistancePriority: Double
  public var verticalCompressionResistancePriority: Double
  /// `placeholderIntrinsicWidth/Height` (nil = absent; `infinite` = no intrinsic metric, -1).
  public var placeholderIntrinsicWidth: Double?
  public var placeholderIntrinsicHeight: Double?
  /// Label text or button title (for intrinsic-size estimates and reports).
  public var text: String?
  /// An image name (image views, buttons).
  public var imageName: String?
  /// `contentMode` (`scaleToFill`, `scaleAspectFit`, `center`, …), as written.
  public var contentMode: String?
  /// Subviews in z-order; a cell's or visual-effect view's content view comes first.
  public var subviews: [IBView]
  /// Other keyed views: `tableHeaderView`, `tableFooterView`, `backgroundView`, `titleView`, …
  public var keyedViews: [IBView]
  /// The constraints this view owns.
  public var constraints: [IBConstraint]
  /// `<viewLayoutGuide key>` children: safe area, content and frame guides.
  public var layoutGuides: [IBViewLayoutGuide]
  /// `<variation key>` children.
  public var variations: [IBVariation]
  /// Segues in the view's `<connections>` (`embed` on container views; triggers otherwise).
  public var segues: [IBSegue]
  public var runtimeAttributes: [IBRuntimeAttribute]
  // Kind-specific attributes, stored out of line (``OutOfLine``): most views have none.
  @OutOfLine public var scroll: IBScrollAttributes?
  @OutOfLine public var table: IBTableAttributes?
  @OutOfLine public var collection: IBCollectionAttributes?
  @OutOfLine public var stack: IBStackAttributes?
  /// What the element says it draws (background, text, font, title, image): ``IBDrawing``.
  @OutOfLine public var drawing: IBDrawing?

  public init(id: String, elementName: String, location: SourceLocation) {
    self.id = id
    self.elementName = elementName
    self.location = location
    translatesAutoresizingMaskIntoConstraints = true
    fixedFrame = false
    hidden = false
    clipsSubviews = false
    horizontalHuggingPriority = 250
    verticalHuggingPriority = 250
    horizontalCompressionResistancePriority = 750
    verticalCompressionResistancePriority = 750
    subviews = []
    keyedViews = []
    constraints = []
    layoutGuides = []
    variations = []
    segues = []
    runtimeAttributes = []
  }

  /// The UIKit class an element stands for (spec §3.3); unknown elements are `UIView`.
  public static func uikitClassName(forElement name: String) -> String? {
    IBView.elementClasses[name]
  }

  /// The class a report shows: the custom class, or the element's UIKit class.
  public var className: String {
    customClass ?? IBView.elementClasses[elementName] ?? "UIView"
  }

  /// Whether the view's frame comes from Auto Layout (spec §5.1): it does not translate its
  /// autoresizing mask and is not a fixed-frame view.
  public var isConstrained: Bool { !translatesAutoresizingMaskIntoConstraints && !fixedFrame }

  /// The view and its descendants (subviews, keyed views, cells), depth first.
  public func allViews() -> [IBView] {
    var result: [IBView] = []
    forEachView { result.append($0) }
    return result
  }

  /// Calls `body` with the view and each descendant in ``allViews()``'s order, without copying
  /// them into an array (a large document's views are read, not collected).
  public func forEachView(_ body: (IBView) throws -> Void) rethrows {
    try body(self)
    for view in subviews { try view.forEachView(body) }
    for view in keyedViews { try view.forEachView(body) }
    for cell in table?.prototypeCells ?? [] { try cell.forEachView(body) }
    for section in table?.sections ?? [] {
      for cell in section.cells { try cell.forEachView(body) }
    }
    for cell in collection?.cells ?? [] { try cell.forEachView(body) }
  }

  /// Whether this is a plain `<view>` (or container) element whose custom class makes it a
  /// scroll view at run time: `UIScrollView` or `UITextView` named as the custom class, or a class
  /// the app's code declares as a `UIScrollView` subclass (``IBDocument/scrollViewClasses``).
  /// Interface Builder instantiates the custom class, so the view scrolls its subviews like a
  /// `<scrollView>` element's (its content size set by code or by constraints to its edges).
  public func isScrollViewByClass(in document: IBDocument) -> Bool {
    guard elementName == "view", let name = customClass else { return false }
    let plain = name.split(separator: ".").last.map(String.init) ?? name
    return IBView.uikitScrollViewClasses.contains(plain)
      || document.scrollViewClasses.contains(plain)
  }

  /// UIKit's public scroll-view classes a custom class may name on a plain view element.
  static let uikitScrollViewClasses: Set<String> = ["UIScrollView", "UITextView"]

  static let elementClasses: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textField": "UITextField", "textView": "UITextView", "scrollView": "UIScrollView",
    "tableView": "UITableView", "tableViewCell": "UITableViewCell",
    "tableViewCellContentView": "UITableViewCellContentView",
    "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    "collectionViewCellContentView": "UICollectionViewCellContentView",
    "collectionReusableView": "UICollectionReusableView", "stackView": "UIStackView",
    "containerView": "UIView", "visualEffectView": "UIVisualEffectView",
    "activityIndicatorView": "UIActivityIndicatorView", "segmentedControl": "UISegmentedControl",
    "switch": "UISwitch", "slider": "UISlider", "stepper": "UIStepper",
    "pageControl": "UIPageControl", "progressView": "UIProgressView", "searchBar": "UISearchBar",
    "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "mapView": "MKMapView",
    "webView": "UIWebView", "wkWebView": "WKWebView", "navigationBar": "UINavigationBar",
    "tabBar": "UITabBar", "toolbar": "UIToolbar", "glkView": "GLKView", "mtkView": "MTKView",
    "skView": "SKView", "sceneKitView": "SCNView", "arscnView": "ARSCNView",
    "arskView": "ARSKView", "tableViewSection": "UITableViewSection",
    "placeholder": "UIView",
  ]
}

/// `<autoresizingMask key="autoresizingMask" …/>` (spec §3.1).
public struct IBAutoresizingMask: Hashable, Sendable {
  public var flexibleMinX: Bool
  public var widthSizable: Bool
  public var flexibleMaxX: Bool
  public var flexibleMinY: Bool
  public var heightSizable: Bool
  public var flexibleMaxY: Bool

  public init(
    flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
    flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false
  ) {
    self.flexibleMinX = flexibleMinX
    self.widthSizable = widthSizable
    self.flexibleMaxX = flexibleMaxX
    self.flexibleMinY = flexibleMinY
    self.heightSizable = heightSizable
    self.flexibleMaxY = flexibleMaxY
  }

  /// `widthSizable heightSizable`, the mask of a root or embedded view.
  public static let flexibleSize = IBAutoresizingMask(widthSizable: true, heightSizable: true)
}

/// `<viewLayoutGuide key id>`.
public struct IBViewLayoutGuide: Hashable, Sendable {
  /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`.
  public var key: String
  public var id: String
  public var location: SourceLocation

  public init(key: String, id: String, location: SourceLocation) {
    self.key = key
    self.id = id
    self.location = location
  }
}

/// Scroll-view attributes (spec §3.4), also on table, collection and text views.
public struct IBScrollAttributes: Hashable, Sendable {
  /// `never`, `always`, `scrollableAxes`; nil = automatic.
  public var contentInsetAdjustmentBehavior: String?
  public var contentInset: IBInsets?
  public var scrollIndicatorInsets: IBInsets?
  public var scrollEnabled: Bool?
  public var pagingEnabled: Bool?
  public var alwaysBounceVertical: Bool?
  public var alwaysBounceHorizontal: Bool?

  public init() {}
}

/// Table-view attributes (spec §3.5).
public struct IBTableAttributes: Sendable {
  /// `plain`, `grouped`, `insetGrouped`.
  public var style: String
  /// `prototypes`, `static`, `none`.
  public var dataMode: String?
  /// `rowHeight`; -1 = automatic dimension.
  public var rowHeight: Double?
  public var estimatedRowHeight: Double?
  public var sectionHeaderHeight: Double?
  public var sectionFooterHeight: Double?
  public var estimatedSectionHeaderHeight: Double?
  public var estimatedSectionFooterHeight: Double?
  /// `contentViewInsetsToSafeArea` (UIKit's `insetsContentViewsToSafeArea`); nil = YES.
  public var insetsContentViewsToSafeArea: Bool?
  public var cellLayoutMarginsFollowReadableWidth: Bool?
  public var separatorInset: IBInsets?
  /// Prototype cells (templates, not rows).
  public var prototypeCells: [IBView]
  /// Static sections (real rows).
  public var sections: [IBTableSection]

  public init(style: String) {
    self.style = style
    prototypeCells = []
    sections = []
  }
}

/// A static table section.
public struct IBTableSection: Sendable {
  public var id: String?
  public var headerTitle: String?
  public var footerTitle: String?
  public var cells: [IBView]
  public var location: SourceLocation

  public init(id: String?, location: SourceLocation) {
    self.id = id
    self.location = location
    cells = []
  }
}

/// Collection-view attributes (spec §3.6).
public struct IBCollectionAttributes: Sendable {
  public var dataMode: String?
  public var flowLayout: IBFlowLayout?
  /// A custom (non-flow) layout class, which the runtime cannot compute.
  public var customLayoutClass: String?
  public var cells: [IBView]

  public init() {
    cells = []
  }
}

/// `<collectionViewFlowLayout key="collectionViewLayout">`.
public struct IBFlowLayout: Hashable, Sendable {
  public var scrollDirection: String?
  public var minimumLineSpacing: Double?
  public var minimumInteritemSpacing: Double?
  /// `safeArea`, `layoutMargins`; nil = `fromContentInset`.
  public var sectionInsetReference: String?
  public var itemSize: CGSize?
  public var estimatedItemSize: CGSize?
  public var headerReferenceSize: CGSize?
  public var footerReferenceSize: CGSize?
  public var sectionInset: IBInsets?
  public var automaticEstimatedItemSize: Bool
  public var customClass: String?
  public var location: SourceLocation

  public init(location: SourceLocation) {
    self.location = location
    automaticEstimatedItemSize = false
  }
}

/// Stack-view attributes (spec §3.7).
public struct IBStackAttributes: Hashable, Sendable {
  /// `horizontal` (absent) or `vertical`.
  public var axis: String
  public var distribution: String
  public var alignment: String
  public var spacing: Double
  /// `standard` for `UIStackView.spacingUseSystem`.
  public var spacingType: String?
  public var baselineRelativeArrangement: Bool
  public var layoutMarginsRelativeArrangement: Bool

  public init() {
    axis = "horizontal"
    distribution = "fill"
    alignment = "fill"
    spacing = 0
    baselineRelativeArrangement = false
    layoutMarginsRelativeArrangement = false
  }
}
