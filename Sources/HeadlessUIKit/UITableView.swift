import DeviceCatalog
import Foundation

/// UIKit's `UITableView`, laid out from its row and section metrics (R6): row frames, cell
/// content views inset by the safe area (R6.1), estimated heights before rows are laid out (R6.3),
/// plain-style section headers pinned under the adjusted top inset (R6.6), and table header and
/// footer views.
@MainActor
open class UITableView: UIScrollView {
  /// UIKit's `UITableView.Style`.
  public enum Style: String, Sendable {
    case plain, grouped, insetGrouped
  }

  public let style: Style
  /// Rows per section.
  public var numberOfRowsInSection: [Int] = [] {
    didSet { resetLaidOutRows() }
  }

  /// The height every row has once laid out (R6.3: default 44).
  public var rowHeight: CGFloat = 44 {
    didSet { resetLaidOutRows() }
  }

  /// The height assumed for rows not yet laid out; `nil` is UIKit's automatic estimate, which for
  /// rows of a fixed height is that height; 0 turns estimation off (R6.3, A1-6).
  public var estimatedRowHeight: CGFloat? {
    didSet { resetLaidOutRows() }
  }

  public var sectionHeaderHeight: CGFloat
  public var sectionFooterHeight: CGFloat
  public var insetsContentViewsToSafeArea = true
  /// A fixed content size given by the user (scene `contentSize`), instead of the computed one.
  public var fixedContentSize: CGSize?

  /// A view above the first section; its height adds to the content.
  public var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section; its height adds to the content.
  public var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// Per section, how many leading rows have been laid out with their real height; the rest
  /// still count with the estimate (R6.3).
  private var laidOutRowCount: [Int] = []

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

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    needsLayout = true
  }

  private func resetLaidOutRows() {
    laidOutRowCount = numberOfRowsInSection.map { _ in 0 }
    needsLayout = true
  }

  /// The height a row not yet laid out counts with.
  var estimate: CGFloat {
    guard let estimatedRowHeight, estimatedRowHeight > 0 else { return rowHeight }
    return estimatedRowHeight
  }

  /// Whether estimates are in use and differ from real heights.
  private var estimatesDiffer: Bool { !PointFormat.nearlyEqual(estimate, rowHeight) }

  private var headerHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }
  private var footerHeight: CGFloat { tableFooterView?.frame.height ?? 0 }

  private func rowsHeight(section: Int) -> CGFloat {
    let rows = numberOfRowsInSection[section]
    let laidOut =
      laidOutRowCount.indices.contains(section) ? min(laidOutRowCount[section], rows) : 0
    return CGFloat(laidOut) * rowHeight + CGFloat(rows - laidOut) * estimate
  }

  private func sectionHeight(_ section: Int) -> CGFloat {
    sectionHeaderHeight + rowsHeight(section: section) + sectionFooterHeight
  }

  /// The y where a section starts (its header's top), in content coordinates.
  private func sectionMinY(_ section: Int) -> CGFloat {
    var y = headerHeight
    for index in 0..<section { y += sectionHeight(index) }
    return y
  }

  /// The content size from the table header, the sections' headers, rows and footers, and the
  /// table footer, with estimated heights for rows not laid out yet.
  public var computedContentSize: CGSize {
    var height = headerHeight + footerHeight
    for section in numberOfRowsInSection.indices { height += sectionHeight(section) }
    return CGSize(width: bounds.width, height: height)
  }

  private func rowHeight(section: Int, row: Int) -> CGFloat {
    let laidOut = laidOutRowCount.indices.contains(section) ? laidOutRowCount[section] : 0
    return row < laidOut ? rowHeight : estimate
  }

  /// The frame of a row in the table's coordinates (UIKit's `rectForRow(at:)`).
  public func rectForRow(section: Int, row: Int) -> CGRect? {
    guard numberOfRowsInSection.indices.contains(section),
      row >= 0, row < numberOfRowsInSection[section]
    else { return nil }
    let laidOut = laidOutRowCount.indices.contains(section) ? min(laidOutRowCount[section], row) : 0
    let y =
      sectionMinY(section) + sectionHeaderHeight + CGFloat(laidOut) * rowHeight
      + CGFloat(row - laidOut) * estimate
    return CGRect(x: 0, y: y, width: bounds.width, height: rowHeight(section: section, row: row))
  }

  /// R6.6: a section header's frame at the current offset: plain-style headers stay pinned under
  /// `contentOffset.y + adjustedContentInset.top` while their section is on screen; grouped ones
  /// scroll with the content.
  public func rectForHeader(inSection section: Int) -> CGRect? {
    guard numberOfRowsInSection.indices.contains(section) else { return nil }
    let natural = sectionMinY(section)
    var y = natural
    if style == .plain {
      let pin = contentOffset.y + effectiveContentInset.top
      let sectionEnd = natural + sectionHeight(section) - sectionFooterHeight
      y = max(natural, min(pin, sectionEnd - sectionHeaderHeight))
    }
    return CGRect(x: 0, y: y, width: bounds.width, height: sectionHeaderHeight)
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

  /// R6.3: lays out the rows visible at the current offset with their real heights (estimating the
  /// rest), as UIKit does when it shows cells.
  private func layOutVisibleRows() {
    if laidOutRowCount.count != numberOfRowsInSection.count { resetLaidOutRows() }
    guard estimatesDiffer else { return }
    let visibleMinY = contentOffset.y
    let visibleMaxY = contentOffset.y + bounds.height
    var y = headerHeight
    for section in numberOfRowsInSection.indices {
      y += sectionHeaderHeight
      let rows = numberOfRowsInSection[section]
      var row = 0
      while row < rows {
        let laidOut = row < laidOutRowCount[section]
        if !laidOut {
          guard y < visibleMaxY, y + rowHeight >= visibleMinY else { break }
          laidOutRowCount[section] = row + 1
        }
        y += rowHeight
        row += 1
      }
      if row < rows {
        y += CGFloat(rows - row) * estimate
      }
      y += sectionFooterHeight
      if y >= visibleMaxY { break }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
    }
    layOutVisibleRows()
    if let footer = tableFooterView {
      let y = computedContentSize.height - footer.frame.height
      footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
    }
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
