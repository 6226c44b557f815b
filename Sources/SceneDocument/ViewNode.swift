import TextEscaping

/// A view node: exactly one of `view:`, `scrollView:`, `tableView:`, `collectionView:`,
/// `label:`, `button:`, `imageView:`.
///
/// One flat value for all kinds; the loader rejects keys that do not apply to the node's
/// ``kind`` (`rows` on a `scrollView`, `flowLayout` on a `tableView`). Absent keys are `nil`.
public struct ViewNode: Hashable, Sendable {
  /// The kind key of the node.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `view:` a `UIView`.
    case view
    /// `scrollView:` a `UIScrollView`.
    case scrollView
    /// `tableView:` a `UITableView`.
    case tableView
    /// `collectionView:` a `UICollectionView` with a flow layout.
    case collectionView
    /// `label:` a `UILabel`.
    case label
    /// `button:` a `UIButton`.
    case button
    /// `imageView:` a `UIImageView`.
    case imageView
    /// `textField:` a `UITextField` (contract version 2).
    case textField
    /// `stackView:` a `UIStackView` (project extension): its `arranged` subviews are laid out
    /// by the constraints UIKit's stack view makes.
    case stackView

    /// Whether the kind is a `UIScrollView` or a subclass.
    public var isScrollView: Bool {
      self == .scrollView || self == .tableView || self == .collectionView
    }
  }

  /// `autoresizingMask:` flags.
  public enum AutoresizingFlag: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `flexibleLeftMargin`
    case flexibleLeftMargin
    /// `flexibleWidth`
    case flexibleWidth
    /// `flexibleRightMargin`
    case flexibleRightMargin
    /// `flexibleTopMargin`
    case flexibleTopMargin
    /// `flexibleHeight`
    case flexibleHeight
    /// `flexibleBottomMargin`
    case flexibleBottomMargin

    /// Orders as UIKit's bit values do.
    public static func < (lhs: AutoresizingFlag, rhs: AutoresizingFlag) -> Bool {
      let order = AutoresizingFlag.allCases
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }

  /// `contentInsetAdjustmentBehavior:` values.
  public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// `automatic`
    case automatic
    /// `scrollableAxes`
    case scrollableAxes
    /// `never`
    case never
    /// `always`
    case always
  }

  /// `axis:` of a stack view.
  public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    /// `horizontal` (UIKit's default)
    case horizontal
    /// `vertical`
    case vertical
  }

  /// `distribution:` of a stack view (`UIStackView.Distribution`).
  public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// `fill` (UIKit's default)
    case fill
    /// `fillEqually`
    case fillEqually
    /// `fillProportionally`
    case fillProportionally
    /// `equalSpacing`
    case equalSpacing
    /// `equalCentering`
    case equalCentering
  }

  /// `alignment:` of a stack view (`UIStackView.Alignment`; `top` is `leading`, `bottom` is
  /// `trailing`, as in UIKit).
  public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// `fill` (UIKit's default)
    case fill
    /// `leading`
    case leading
    /// `top` (the same value as `leading`)
    case top
    /// `center`
    case center
    /// `trailing`
    case trailing
    /// `bottom` (the same value as `trailing`)
    case bottom
  }

  /// `style:` of a table view.
  public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    /// `plain`
    case plain
    /// `grouped`
    case grouped
    /// `insetGrouped`
    case insetGrouped
  }

  /// The kind of view.
  public var kind: Kind
  /// Where the kind key (`tableView:`, …) is; for a controller's `view:` written as a plain
  /// mapping of properties, where `view:` is.
  public var location: SourceLocation

  // MARK: Every kind

  /// `id:`
  public var id: Located<String>?
  /// `frame:`
  public var frame: Located<FrameSpec>?
  /// `subviews:`
  public var subviews: [ViewNode]?
  /// `insetsLayoutMarginsFromSafeArea:`
  public var insetsLayoutMarginsFromSafeArea: Located<Bool>?
  /// `preservesSuperviewLayoutMargins:`
  public var preservesSuperviewLayoutMargins: Located<Bool>?
  /// `layoutMargins: [t, l, b, r]`
  public var layoutMargins: Located<InsetsSpec>?
  /// `autoresizingMask:` sorted in UIKit's bit order, without repeats.
  public var autoresizingMask: Located<[AutoresizingFlag]>?
  /// `hidden:`
  public var hidden: Located<Bool>?
  /// `clipsToBounds:` (subviews cut at the view's bounds).
  public var clipsToBounds: Located<Bool>?
  /// `tableHeader:` (project extension), on a subview of a `tableView`: the table's
  /// `tableHeaderView`, laid out above its content across its width (UIKit sets the width).
  public var tableHeader: Located<Bool>?
  /// `focused:` the first responder, which shows the keyboard when the environment's `keyboard`
  /// is `shown` (contract version 2).
  public var focused: Located<Bool>?
  /// `constraints:` in the order written.
  public var constraints: [ConstraintSpec]?
  /// `translatesAutoresizingMaskIntoConstraints:` (project extension). A view with
  /// `constraints:` turns it off by itself; this key turns it off for a view that is only named by
  /// other views' constraints, or keeps it on (UIKit then adds the frame as constraints too).
  public var translatesAutoresizingMaskIntoConstraints: Located<Bool>?
  /// `intrinsicWidth:` (project extension): the view's intrinsic content width in points.
  public var intrinsicWidth: Located<Double>?
  /// `intrinsicHeight:` (project extension): the view's intrinsic content height in points.
  public var intrinsicHeight: Located<Double>?

  // MARK: label, textField, button

  /// `text:` of a label or text field (project extension).
  public var text: Located<String>?
  /// `title:` of a button (project extension).
  public var title: Located<String>?
  /// `font:` the system font's point size (project extension; 17 for a label, 15 for a button
  /// when not given).
  public var font: Located<Double>?

  // MARK: scrollView, tableView, collectionView

  /// `contentSize: [w, h]`
  public var contentSize: Located<SizeSpec>?
  /// `contentInset: [t, l, b, r]`
  public var contentInset: Located<InsetsSpec>?
  /// `contentInsetAdjustmentBehavior:`
  public var contentInsetAdjustmentBehavior: Located<ContentInsetAdjustmentBehavior>?
  /// `scrollEnabled:`
  public var scrollEnabled: Located<Bool>?
  /// `alwaysBounceVertical:`
  public var alwaysBounceVertical: Located<Bool>?
  /// `alwaysBounceHorizontal:`
  public var alwaysBounceHorizontal: Located<Bool>?

  // MARK: tableView

  /// `style:`
  public var style: Located<TableStyle>?
  /// `rows: N` (a table view) — exclusive with ``sections``.
  public var rows: Located<Int>?
  /// `sections: [N, …]` rows (table view) or items (collection view) per section.
  public var sections: Located<[Int]>?
  /// `rowHeight:`
  public var rowHeight: Located<Double>?
  /// `estimatedRowHeight:`
  public var estimatedRowHeight: Located<Double>?
  /// `sectionHeaderHeight:`
  public var sectionHeaderHeight: Located<Double>?
  /// `sectionFooterHeight:`
  public var sectionFooterHeight: Located<Double>?
  /// `tableHeaderHeight:` (project extension): the height of a `tableHeaderView`.
  public var tableHeaderHeight: Located<Double>?
  /// `tableFooterHeight:` (project extension): the height of a `tableFooterView`.
  public var tableFooterHeight: Located<Double>?
  /// `insetsContentViewsToSafeArea:`
  public var insetsContentViewsToSafeArea: Located<Bool>?

  // MARK: stackView

  /// `axis:`
  public var axis: Located<StackAxis>?
  /// `spacing:` in points (0 when not given, as in UIKit).
  public var spacing: Located<Double>?
  /// `alignment:`
  public var alignment: Located<StackAlignment>?
  /// `distribution:`
  public var distribution: Located<StackDistribution>?
  /// `layoutMarginsRelativeArrangement:`
  public var layoutMarginsRelativeArrangement: Located<Bool>?
  /// `arranged: [id, …]` the ids of the subviews the stack view arranges, in arrangement order;
  /// absent: every subview, in the order of `subviews`.
  public var arranged: Located<[String]>?

  // MARK: collectionView

  /// `items: N` (a collection view) — exclusive with ``sections``.
  public var items: Located<Int>?
  /// `flowLayout:`
  public var flowLayout: FlowLayoutSpec?

  /// Creates a view node with only its kind and location; set the keys afterwards.
  public init(kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

/// `flowLayout: { itemSize, sectionInset, sectionInsetReference, minimumLineSpacing,
/// minimumInteritemSpacing, scrollDirection }`.
public struct FlowLayoutSpec: Hashable, Sendable {
  /// `sectionInsetReference:` values.
  public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// `fromContentInset`
    case fromContentInset
    /// `fromSafeArea`
    case fromSafeArea
    /// `fromLayoutMargins`
    case fromLayoutMargins
  }

  /// `scrollDirection:` values.
  public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// `vertical`
    case vertical
    /// `horizontal`
    case horizontal
  }

  /// Where the mapping starts.
  public var location: SourceLocation
  /// `itemSize: [w, h]`
  public var itemSize: Located<SizeSpec>?
  /// `sectionInset: [t, l, b, r]`
  public var sectionInset: Located<InsetsSpec>?
  /// `sectionInsetReference:`
  public var sectionInsetReference: Located<SectionInsetReference>?
  /// `minimumLineSpacing:`
  public var minimumLineSpacing: Located<Double>?
  /// `minimumInteritemSpacing:`
  public var minimumInteritemSpacing: Located<Double>?
  /// `scrollDirection:`
  public var scrollDirection: Located<ScrollDirection>?

  /// Creates flow layout settings with only a location; set the keys afterwards.
  public init(location: SourceLocation) {
    self.location = location
  }
}
