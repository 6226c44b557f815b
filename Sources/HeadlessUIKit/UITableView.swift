import DeviceCatalog
import Foundation

/// UIKit's `UITableView`, laid out from its row and section metrics (R6). The scroll-view family
/// issue extends it; this is the geometry the contract's scene keys need.
@MainActor
open class UITableView: UIScrollView {
  /// UIKit's `UITableView.Style`.
  public enum Style: String, Sendable {
    case plain, grouped, insetGrouped
  }

  public let style: Style
  /// Rows per section.
  public var numberOfRowsInSection: [Int] = [] {
    didSet { needsLayout = true }
  }

  public var rowHeight: CGFloat = 44 {
    didSet { needsLayout = true }
  }

  /// `nil`: UIKit's automatic estimate; 0 turns estimation off (R6.3).
  public var estimatedRowHeight: CGFloat?
  public var sectionHeaderHeight: CGFloat
  public var sectionFooterHeight: CGFloat
  public var insetsContentViewsToSafeArea = true
  /// A fixed content size given by the user (scene `contentSize`), instead of the computed one.
  public var fixedContentSize: CGSize?

  public init(frame: CGRect, style: Style) {
    self.style = style
    switch style {
    case .plain:
      sectionHeaderHeight = 0
      sectionFooterHeight = 0
    case .grouped, .insetGrouped:
      sectionHeaderHeight = 18
      sectionFooterHeight = 18
    }
    super.init(frame: frame)
    alwaysBounceVertical = true  // R6.5
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The content height from the sections' headers, rows and footers.
  public var computedContentSize: CGSize {
    var height: CGFloat = 0
    for rows in numberOfRowsInSection {
      height += sectionHeaderHeight + CGFloat(rows) * rowHeight + sectionFooterHeight
    }
    return CGSize(width: bounds.width, height: height)
  }

  /// The frame of a row in the table's coordinates.
  public func rectForRow(section: Int, row: Int) -> CGRect? {
    guard numberOfRowsInSection.indices.contains(section),
      row >= 0, row < numberOfRowsInSection[section]
    else { return nil }
    var y: CGFloat = 0
    for index in 0..<section {
      y += sectionHeaderHeight + CGFloat(numberOfRowsInSection[index]) * rowHeight + sectionFooterHeight
    }
    y += sectionHeaderHeight + CGFloat(row) * rowHeight
    return CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
  }

  /// R6.1: a cell's content view is inset on the left and right by the table's safe area when
  /// `insetsContentViewsToSafeArea`; otherwise it fills the cell.
  public func contentViewFrame(section: Int, row: Int) -> CGRect? {
    guard let cell = rectForRow(section: section, row: row) else { return nil }
    let local = CGRect(origin: .zero, size: cell.size)
    guard insetsContentViewsToSafeArea else { return local }
    return local.inset(
      by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentSize = fixedContentSize ?? computedContentSize
  }
}

/// UIKit's `UICollectionViewFlowLayout`, reduced to the metrics the scene contract names.
@MainActor
public final class UICollectionViewFlowLayout {
  /// UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: String, Sendable {
    case vertical, horizontal
  }

  /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference` (R7.1).
  public enum SectionInsetReference: String, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  public var itemSize = CGSize(width: 50, height: 50)
  public var sectionInset: UIEdgeInsets = .zero
  public var sectionInsetReference: SectionInsetReference = .fromContentInset
  public var minimumLineSpacing: CGFloat = 10
  public var minimumInteritemSpacing: CGFloat = 10
  public var scrollDirection: ScrollDirection = .vertical

  public init() {}
}

/// UIKit's `UICollectionView` with a flow layout. Cells are not inset by the safe area (R7.3).
@MainActor
open class UICollectionView: UIScrollView {
  public let collectionViewLayout: UICollectionViewFlowLayout
  public var numberOfItemsInSection: [Int] = [] {
    didSet { needsLayout = true }
  }

  public var fixedContentSize: CGSize?

  public init(frame: CGRect, collectionViewLayout: UICollectionViewFlowLayout) {
    self.collectionViewLayout = collectionViewLayout
    super.init(frame: frame)
  }

  /// R7.1, R7.2: the extra inset the section-inset reference adds to the section insets.
  var referenceInsets: UIEdgeInsets {
    switch collectionViewLayout.sectionInsetReference {
    case .fromContentInset: .zero
    case .fromSafeArea: safeAreaInsets
    case .fromLayoutMargins: layoutMargins
    }
  }

  /// The frames of every item, section by section, in the collection view's coordinates, and the
  /// content size they make.
  public func layoutItems() -> (frames: [[CGRect]], contentSize: CGSize) {
    FlowLayoutRules.layout(
      sections: numberOfItemsInSection, layout: collectionViewLayout, boundsSize: bounds.size,
      adjustedContentInset: adjustedContentInset, referenceInsets: referenceInsets)
  }

  public func itemFrame(section: Int, item: Int) -> CGRect? {
    let frames = layoutItems().frames
    guard frames.indices.contains(section), frames[section].indices.contains(item) else {
      return nil
    }
    return frames[section][item]
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentSize = fixedContentSize ?? layoutItems().contentSize
  }
}
