import DeviceCatalog
import Foundation

/// The scroll state of a `UIScrollView` (or table or collection view) at snapshot time.
public struct ScrollViewSnapshot: Hashable, Sendable {
  /// `contentSize`.
  public var contentSize: CGSize
  /// `contentInset` as UIKit reports it (under iOS 10 it includes the automatic adjustment, R5.1).
  public var contentInset: UIEdgeInsets
  /// `adjustedContentInset` (R4.1); `nil` under iOS 10 behaviour.
  public var adjustedContentInset: UIEdgeInsets?
  /// `contentOffset`.
  public var contentOffset: CGPoint
  /// `verticalScrollIndicatorInsets` (R4.10).
  public var verticalScrollIndicatorInsets: UIEdgeInsets
  /// `horizontalScrollIndicatorInsets` (R4.10).
  public var horizontalScrollIndicatorInsets: UIEdgeInsets
  /// The smallest `contentOffset` scrolling reaches.
  public var minContentOffset: CGPoint
  /// The largest `contentOffset` scrolling reaches.
  public var maxContentOffset: CGPoint
  /// The part of the content (content coordinates) that can never be scrolled fully into the
  /// visible, safe part of the screen; empty when all of it can.
  public var unreachableContent: CGRect
  /// `contentInsetAdjustmentBehavior`; `nil` under iOS 10 behaviour.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
  /// Why the safe area's edges did or did not enter `adjustedContentInset` (R4.2, R4.3, R4.12);
  /// `nil` under iOS 10 behaviour.
  public var adjustmentReason: String?
  /// Whether scrolling is enabled.
  public var isScrollEnabled: Bool

  /// Creates a scroll-view snapshot.
  public init(
    contentSize: CGSize, contentInset: UIEdgeInsets, adjustedContentInset: UIEdgeInsets?,
    contentOffset: CGPoint, verticalScrollIndicatorInsets: UIEdgeInsets,
    horizontalScrollIndicatorInsets: UIEdgeInsets, minContentOffset: CGPoint,
    maxContentOffset: CGPoint, unreachableContent: CGRect,
    contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?, adjustmentReason: String?,
    isScrollEnabled: Bool
  ) {
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
    self.contentOffset = contentOffset
    self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    self.horizontalScrollIndicatorInsets = horizontalScrollIndicatorInsets
    self.minContentOffset = minContentOffset
    self.maxContentOffset = maxContentOffset
    self.unreachableContent = unreachableContent
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.adjustmentReason = adjustmentReason
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether some content can never be scrolled into the visible, safe area.
  public var hasUnreachableContent: Bool {
    unreachableContent.width > PointFormat.epsilon
      && unreachableContent.height > PointFormat.epsilon
  }
}

/// One table-view cell's geometry.
public struct CellSnapshot: Hashable, Sendable {
  /// The cell's frame in the table's coordinates.
  public var frame: CGRect
  /// The content view's frame in the cell's coordinates (R6.1).
  public var contentViewFrame: CGRect

  /// Creates a cell snapshot.
  public init(frame: CGRect, contentViewFrame: CGRect) {
    self.frame = frame
    self.contentViewFrame = contentViewFrame
  }
}

/// A table view's row geometry.
public struct TableViewSnapshot: Hashable, Sendable {
  /// `plain`, `grouped` or `insetGrouped`.
  public var style: String
  /// The cells, section by section, row by row.
  public var sections: [[CellSnapshot]]

  /// Creates a table snapshot.
  public init(style: String, sections: [[CellSnapshot]]) {
    self.style = style
    self.sections = sections
  }

  /// The number of rows in each section.
  public var rowsPerSection: [Int] { sections.map(\.count) }
}

/// A collection view's item geometry.
public struct CollectionViewSnapshot: Hashable, Sendable {
  /// The item frames in the collection view's coordinates, section by section.
  public var sections: [[CGRect]]

  /// Creates a collection snapshot.
  public init(sections: [[CGRect]]) {
    self.sections = sections
  }

  /// The number of items in each section.
  public var itemsPerSection: [Int] { sections.map(\.count) }
}
