import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A view whose UIKit class the runtime does not model: a plain view that reports its class.
@MainActor
final class IBGenericView: UIView {
  let reportedClassName: String

  init(frame: CGRect, className: String) {
    reportedClassName = className
    super.init(frame: frame)
  }

  override var className: String { reportedClassName }
}

extension IBBuildContext {
  /// Makes the runtime view for `model` and its installed subviews, recursively.
  func makeTree(_ model: IBView, frame: CGRect, owner: IBViewController) -> UIView {
    let view = makeView(model, frame: frame)
    apply(model, to: view, owner: owner)
    for subview in model.subviews where model.isSubviewInstalled(subview.id, for: traits) {
      let subframe: CGRect
      if let stored = subview.frame {
        subframe = stored
      } else if subview.key == "contentView" {
        subframe = CGRect(origin: .zero, size: frame.size)
      } else {
        subframe = .zero
      }
      view.addSubview(makeTree(subview, frame: subframe, owner: owner))
    }
    return view
  }

  private func makeView(_ model: IBView, frame: CGRect) -> UIView {
    switch model.elementName {
    case "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView":
      return model.customClass == nil
        ? UIView(frame: frame) : IBGenericView(frame: frame, className: model.className)
    case "label": return UILabel(frame: frame)
    case "button": return UIButton(frame: frame)
    case "imageView": return UIImageView(frame: frame)
    case "scrollView", "textView": return UIScrollView(frame: frame)
    case "navigationBar": return UINavigationBar(frame: frame)
    case "tabBar": return UITabBar(frame: frame)
    case "toolbar": return UIToolbar(frame: frame)
    case "tableView":
      let style: UITableView.Style =
        switch model.table?.style {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
      return UITableView(frame: frame, style: style)
    case "collectionView":
      return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    default:
      return IBGenericView(frame: frame, className: model.className)
    }
  }

  private func apply(_ model: IBView, to view: UIView, owner: IBViewController) {
    view.sceneID = model.id
    view.sourceLocation = reference(model.location)
    view.accessibilityIdentifier = model.accessibilityIdentifier
    if let tag = model.tag { view.tag = tag }
    view.isHidden = model.hidden
    if let alpha = model.alpha { view.alpha = alpha }
    view.clipsToBounds = model.clipsSubviews
    if let value = model.userInteractionEnabled { view.isUserInteractionEnabled = value }
    if let value = model.autoresizesSubviews { view.autoresizesSubviews = value }
    // Fixed-frame views become autoresizing views at build time (spec §5.4).
    let translates = model.translatesAutoresizingMaskIntoConstraints || model.fixedFrame
    view.translatesAutoresizingMaskIntoConstraints = translates
    if translates, let mask = model.autoresizingMask {
      var result: UIView.AutoresizingMask = []
      if mask.flexibleMinX { result.insert(.flexibleLeftMargin) }
      if mask.widthSizable { result.insert(.flexibleWidth) }
      if mask.flexibleMaxX { result.insert(.flexibleRightMargin) }
      if mask.flexibleMinY { result.insert(.flexibleTopMargin) }
      if mask.heightSizable { result.insert(.flexibleHeight) }
      if mask.flexibleMaxY { result.insert(.flexibleBottomMargin) }
      view.autoresizingMask = result
    }
    if let value = model.insetsLayoutMarginsFromSafeArea {
      view.insetsLayoutMarginsFromSafeArea = value
    }
    if let value = model.preservesSuperviewLayoutMargins {
      view.preservesSuperviewLayoutMargins = value
    }
    if let margins = model.layoutMargins {
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    if model.layoutMarginsFollowReadableWidth == true {
      note(.notModelled, "layoutMarginsFollowReadableWidth is not modelled", at: model.location)
    }
    if model.placeholderIntrinsicWidth != nil || model.placeholderIntrinsicHeight != nil {
      note(
        .assumption,
        "placeholder intrinsic size of '\(model.userLabel ?? model.id)' is design-time only",
        at: model.location)
    }
    if let scroll = view as? UIScrollView { applyScroll(model, to: scroll) }
    if model.stack != nil {
      note(
        .notModelled,
        "stack view '\(model.userLabel ?? model.id)' arrangement needs Auto Layout; arranged"
          + " subviews keep their design frames", at: model.location)
    }
    for keyed in model.keyedViews {
      note(
        .notModelled,
        "'\(keyed.key ?? keyed.elementName)' view '\(keyed.userLabel ?? keyed.id)' is not laid out",
        at: keyed.location)
    }
    for attribute in model.runtimeAttributes where attribute.keyPath != "accessibilityIdentifier" {
      note(
        .notModelled, "user-defined runtime attribute '\(attribute.keyPath)' is not applied",
        at: attribute.location)
    }
    if IBView.uikitClassName(forElement: model.elementName) == nil {
      note(
        .notModelled, "unknown view element '<\(model.elementName)>' laid out as a plain view",
        at: model.location)
    }
    for segue in model.segues where segue.kind == "embed" {
      pendingEmbeds[ObjectIdentifier(owner), default: []].append((view, segue))
    }
  }

  private func applyScroll(_ model: IBView, to scrollView: UIScrollView) {
    if let scroll = model.scroll {
      if let behavior = scroll.contentInsetAdjustmentBehavior {
        if let value = ContentInsetAdjustmentBehavior(rawValue: behavior) {
          scrollView.contentInsetAdjustmentBehavior = value
        } else {
          note(
            .warning, "unknown contentInsetAdjustmentBehavior '\(behavior)'; automatic assumed",
            at: model.location)
        }
      }
      if let inset = scroll.contentInset {
        scrollView.contentInset = UIEdgeInsets(
          top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      }
      if let value = scroll.scrollEnabled { scrollView.isScrollEnabled = value }
      if let value = scroll.alwaysBounceVertical { scrollView.alwaysBounceVertical = value }
      if let value = scroll.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = value }
    }
    if let table = scrollView as? UITableView, let attributes = model.table {
      applyTable(attributes, to: table, model: model)
    } else if let collection = scrollView as? UICollectionView, let attributes = model.collection {
      applyCollection(attributes, to: collection, model: model)
    } else if model.elementName == "textView" {
      note(.notModelled, "text view content size (text layout) is not modelled", at: model.location)
    }
  }

  private func applyTable(_ attributes: IBTableAttributes, to table: UITableView, model: IBView) {
    if let height = attributes.rowHeight {
      if height >= 0 {
        table.rowHeight = height
      } else {
        note(
          .assumption, "automatic row height: rows are laid out at the estimated 44 pt",
          at: model.location)
      }
    }
    if let estimated = attributes.estimatedRowHeight, estimated >= 0 {
      table.estimatedRowHeight = estimated
    }
    if let value = attributes.sectionHeaderHeight, value >= 0 { table.sectionHeaderHeight = value }
    if let value = attributes.sectionFooterHeight, value >= 0 { table.sectionFooterHeight = value }
    if let value = attributes.insetsContentViewsToSafeArea {
      table.insetsContentViewsToSafeArea = value
    }
    if attributes.dataMode == "static" {
      table.numberOfRowsInSection = attributes.sections.map(\.cells.count)
      let heights = Set(attributes.sections.flatMap(\.cells).compactMap { $0.frame?.height })
      if heights.count > 1 {
        note(
          .notModelled,
          "static cells of different heights: every row is laid out at the table's row height",
          at: model.location)
      }
    } else {
      table.numberOfRowsInSection = []
      if !attributes.prototypeCells.isEmpty {
        note(
          .assumption,
          "prototype table '\(model.userLabel ?? model.id)': no rows (rows come from its data"
            + " source at run time)", at: model.location)
      }
    }
    table.contentSize = table.computedContentSize
  }

  private func applyCollection(
    _ attributes: IBCollectionAttributes, to collection: UICollectionView, model: IBView
  ) {
    if let custom = attributes.customLayoutClass {
      note(.notModelled, "custom collection layout '\(custom)' is not modelled", at: model.location)
    }
    if let flow = attributes.flowLayout {
      let layout = collection.collectionViewLayout
      if let size = flow.itemSize { layout.itemSize = size }
      if let inset = flow.sectionInset {
        layout.sectionInset = UIEdgeInsets(
          top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      }
      if let reference = flow.sectionInsetReference {
        layout.sectionInsetReference =
          UICollectionViewFlowLayout.SectionInsetReference(rawValue: reference) ?? .fromContentInset
      }
      if let value = flow.minimumLineSpacing { layout.minimumLineSpacing = value }
      if let value = flow.minimumInteritemSpacing { layout.minimumInteritemSpacing = value }
      if flow.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
      if flow.customClass != nil {
        note(
          .notModelled,
          "flow layout subclass '\(flow.customClass ?? "")' behaves as a plain flow layout",
          at: flow.location)
      }
    }
    collection.numberOfItemsInSection = []
    collection.contentSize = collection.layoutItems().contentSize
  }
}
