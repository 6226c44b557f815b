import SceneDocument

/// The UIKit (and WebKit) classes the reader knows, and how each is laid out.
enum UIKitClasses {
  /// View classes and the scene document's kind each becomes. A class without a kind of its own
  /// is laid out as a plain view (its frame and constraints; no intrinsic size is guessed).
  static let views: [String: ViewNode.Kind] = [
    "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView,
    "UITextField": .textField, "UIScrollView": .scrollView, "UITextView": .scrollView,
    "UITableView": .tableView, "UICollectionView": .collectionView, "UIStackView": .stackView,
    "UIToolbar": .view, "UINavigationBar": .view, "UITabBar": .view,
    "UISegmentedControl": .view, "UISwitch": .view, "UISlider": .view, "UIProgressView": .view,
    "UIActivityIndicatorView": .view, "UIPageControl": .view, "UIStepper": .view,
    "UIDatePicker": .view, "UIPickerView": .view, "UISearchBar": .view, "UIControl": .view,
    "UIVisualEffectView": .view, "WKWebView": .view, "MKMapView": .view, "UIWebView": .view,
    "UITableViewCell": .view, "UICollectionViewCell": .view, "UIWindow": .view,
    "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
  ]

  /// View controller classes whose subclasses are screens.
  /// UIKit's superclass of each UIKit class above, as Apple's documentation gives it ("Inherits
  /// From" on each class's page; `UIControl` for the controls, `UIScrollView` for the table,
  /// collection and text views, `UICollectionReusableView` for the collection view cell,
  /// `UINavigationController` for the image picker). `UIView` and `UIViewController` are the
  /// roots: what is above them (`UIResponder`) declares no layout.
  static let superclasses: [String: String] = {
    var table: [String: String] = [:]
    for (name, _) in views where name != "UIView" { table[name] = "UIView" }
    for control in [
      "UIButton", "UISegmentedControl", "UISwitch", "UISlider", "UIStepper", "UIDatePicker",
      "UIPageControl", "UITextField",
    ] {
      table[control] = "UIControl"
    }
    for scroll in ["UITableView", "UICollectionView", "UITextView"] {
      table[scroll] = "UIScrollView"
    }
    table["UICollectionViewCell"] = "UICollectionReusableView"
    for controller in controllers.union(containers) where controller != "UIViewController" {
      table[controller] = "UIViewController"
    }
    table["UIImagePickerController"] = "UINavigationController"
    return table
  }()

  static let controllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UIPageViewController", "UIInputViewController",
  ]

  /// Containers: their subclasses are not screens of their own (CodeContext places what they
  /// show).
  static let containers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIAlertController", "UISearchController", "UIImagePickerController",
    "UIActivityViewController", "UIDocumentPickerViewController", "AVPlayerViewController",
    "SFSafariViewController", "UIReferenceLibraryViewController", "UIHostingController",
  ]

  /// Containers whose subclass's own view can hold views its code adds (R3.12): such a subclass
  /// is laid out as a screen of those views.
  static let ownViewContainers: Set<String> = ["UINavigationController", "UITabBarController"]

  /// Types the layout does not depend on: calls to their initializers give a harmless object.
  static let objects: Set<String> = [
    "UIColor", "UIImage", "UIFont", "UIBlurEffect", "UIVibrancyEffect", "UITapGestureRecognizer",
    "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
    "UIPinchGestureRecognizer", "UIBarButtonItem", "UITabBarItem", "NSAttributedString",
    "NSMutableAttributedString", "UICollectionViewFlowLayout", "UICollectionViewLayout",
    "UICollectionViewCompositionalLayout", "CAGradientLayer", "CALayer", "CAShapeLayer",
    "UIBezierPath", "WKWebViewConfiguration", "UIRefreshControl", "NSNotification",
    "DispatchQueue", "UIImage.SymbolConfiguration", "UIButton.Configuration", "NotificationCenter",
    "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "NSParagraphStyle",
    "NSMutableParagraphStyle", "Bundle", "UIStoryboard", "UIApplication", "UIDevice",
  ]

  /// Methods of a view that change nothing the layout reads.
  static let harmlessViewMethods: Set<String> = [
    "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "addTarget", "removeTarget",
    "addGestureRecognizer", "removeGestureRecognizer", "register", "reloadData", "setNeedsLayout",
    "layoutIfNeeded", "setNeedsDisplay", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    "becomeFirstResponder", "resignFirstResponder", "setContentOffset", "scrollToRow",
    "scrollRectToVisible", "selectRow", "deselectRow", "startAnimating", "stopAnimating",
    "setAttributedTitle", "setTitleShadowColor", "load", "loadHTMLString", "setOn", "setValue",
    "setProgress", "insertSegment", "setEnabled", "setWidth", "setShadowImage",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "addInteraction",
    "setBackgroundColor", "setTitleTextAttributes", "addAction", "setCollectionViewLayout",
    "dequeueReusableCell", "setNeedsFocusUpdate", "sendActions", "addObserver",
    "setPreferredSymbolConfiguration",
    "tintColorDidChange", "invalidateIntrinsicContentSize", "setImageEdgeInsets",
    "setTitleEdgeInsets", "setContentEdgeInsets",
    // Loading content into a web view or registering cells places nothing.
    "loadRequest", "loadFileURL", "evaluateJavaScript", "registerClass", "registerNib",
  ]

  /// Methods of image-loading libraries' view categories that set the view's image when a
  /// download ends: for the layout, an `image` assignment (the reader estimates no size from an
  /// image; what is drawn is not known). SDWebImage: "Set the imageView `image` with an `url`"
  /// (`UIImageView+WebCache.h`, `sd_setImage(with:…)`; `UIButton+WebCache.h`'s
  /// `sd_setImage(with:for:…)` and `sd_setBackgroundImage`); AFNetworking's
  /// `UIImageView+AFNetworking` `setImageWithURL:` ("Asynchronously downloads an image from the
  /// specified URL, and sets it once the request is finished"); AlamofireImage's
  /// `af_setImage(withURL:)`.
  static func isImageLoader(_ name: String) -> Bool {
    name.hasPrefix("sd_setImage") || name.hasPrefix("sd_setBackgroundImage")
      || name.hasPrefix("sd_setHighlightedImage") || name.hasPrefix("setImageWithURL")
      || name == "setImageWith" || name.hasPrefix("af_setImage")
  }

  /// Properties of a view whose value the layout does not read.
  static let cosmeticProperties: Set<String> = [
    "backgroundColor", "tintColor", "textColor", "textAlignment", "contentMode", "image",
    "layer", "isUserInteractionEnabled", "accessibilityIdentifier", "accessibilityLabel",
    "delegate", "dataSource", "placeholder", "attributedText", "attributedPlaceholder",
    "keyboardType", "returnKeyType", "isSecureTextEntry", "autocorrectionType",
    "autocapitalizationType", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
    "separatorStyle", "separatorColor", "separatorInset", "tableFooterViewHeight", "bounces",
    "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled", "keyboardDismissMode",
    "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "tag", "isOpaque",
    "clearButtonMode", "borderStyle", "isEditable", "isSelectable", "isScrollEnabled",
    "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets",
    "allowsSelection", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "backgroundView", "isExclusiveTouch",
    "adjustsImageWhenHighlighted", "titleLabel", "imageView", "tintAdjustmentMode",
    "effect", "barTintColor", "isTranslucent", "progressTintColor", "trackTintColor",
    "onTintColor", "thumbTintColor", "minimumValue", "maximumValue", "value", "isOn",
    "selectedSegmentIndex", "numberOfPages", "currentPage", "pageIndicatorTintColor",
    "currentPageIndicatorTintColor", "hidesWhenStopped", "color", "style", "shadowImage",
    "items", "allowsMultipleSelection", "refreshControl", "isPrefetchingEnabled",
    "contentInsetAdjustmentBehaviorIsSet", "scrollsToTop", "decelerationRate", "zoomScale",
    "minimumZoomScale", "maximumZoomScale", "textContainerInset", "isMultipleTouchEnabled",
    "semanticContentAttribute", "overrideUserInterfaceStyle", "isAccessibilityElement",
    "accessibilityTraits", "accessibilityHint", "accessibilityValue", "autoresizesSubviews",
    "font_", "cornerRadius", "masksToBounds", "configuration", "isEnabled", "isSelected",
    "isHighlighted", "contentHorizontalAlignment", "contentVerticalAlignment", "inputView",
    "inputAccessoryView", "leftView", "rightView", "leftViewMode", "rightViewMode", "text_",
    "baselineAdjustment", "highlightedTextColor", "shadowColor", "shadowOffset",
    "preferredMaxLayoutWidth", "dragInteractionEnabled", "remembersLastFocusedIndexPath",
  ]

  /// The nearest UIKit class of `name`, following `superclass` through the program's classes.
  static func nearest(_ name: String, superclass: (String) -> String?) -> String? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted, seen.count < 64 {
      if views[current] != nil || controllers.contains(current) || containers.contains(current) {
        return current
      }
      guard let next = superclass(current) else { return nil }
      current = next
    }
    return nil
  }
}
