import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A view whose UIKit class the runtime does not model: a plain view that reports its class,
/// with an intrinsic content size estimated from the document (spec §3.3, §3.8).
@MainActor
final class IBGenericView: UIView {
  var estimatedIntrinsicSize: CGSize?

  init(frame: CGRect, className: String) {
    super.init(frame: frame)
    reportedClassName = className
  }

  override var intrinsicContentSize: CGSize {
    estimatedIntrinsicSize ?? super.intrinsicContentSize
  }
}

extension IBBuildContext {
  /// Makes the runtime view for `model` and its installed subviews, recursively.
  func makeTree(
    _ model: IBView, frame: CGRect, owner: IBViewController, backdrop: IBBackdrop? = nil
  ) -> UIView {
    let view = makeView(model, frame: frame)
    apply(model, to: view, owner: owner, backdrop: backdrop)
    owner.builtViews.append((model, view))
    owner.builtViewObjects.append(view)
    builtViewsInOrder.append((model.id, view))
    let stack = view as? UIStackView
    if let stack, let attributes = model.stack { configure(stack, attributes, model: model) }
    for subview in model.subviews where model.isSubviewInstalled(subview.id, for: traits) {
      let subframe: CGRect
      if let stored = subview.frame {
        subframe = stored
      } else if subview.key == "contentView" {
        subframe = CGRect(origin: .zero, size: frame.size)
      } else {
        subframe = .zero
      }
      let child = makeTree(
        subview, frame: subframe, owner: owner,
        backdrop: document.backdrop(of: subview, in: model, behindParent: backdrop?.colour))
      // Every subview of a stack view is arranged (spec §3.7); UIKit turns off its
      // translatesAutoresizingMaskIntoConstraints.
      if let stack { stack.addArrangedSubview(child) } else { view.addSubview(child) }
    }
    return view
  }

  /// `view`, reporting the document's class `name` (a custom class, or the element's UIKit class).
  private func reporting(_ name: String, _ view: UIView) -> UIView {
    view.reportedClassName = name
    return view
  }

  private func makeView(_ model: IBView, frame: CGRect) -> UIView {
    let name = model.className
    let view: UIView
    switch model.elementName {
    case "view" where model.isScrollViewByClass(in: document):
      // A `<view>` whose custom class is a scroll view is one at run time: its subviews scroll
      // (Moonlight's settings side bar, a `<view customClass="UIScrollView">`).
      view = reporting(name, UIScrollView(frame: frame))
    case "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView":
      view =
        model.customClass == nil
        ? UIView(frame: frame) : IBGenericView(frame: frame, className: name)
    case "label": view = reporting(name, UILabel(frame: frame))
    case "button": view = reporting(name, UIButton(frame: frame))
    case "imageView": view = reporting(name, UIImageView(frame: frame))
    case "stackView": view = reporting(name, UIStackView(frame: frame))
    case "scrollView", "textView": view = UIScrollView(frame: frame)
    case "navigationBar": view = UINavigationBar(frame: frame)
    case "tabBar": view = UITabBar(frame: frame)
    case "toolbar": view = UIToolbar(frame: frame)
    case "tableView":
      let style: UITableView.Style =
        switch model.table?.style {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
      view = UITableView(frame: frame, style: style)
    case "collectionView":
      view = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    default:
      view = IBGenericView(frame: frame, className: name)
    }
    if let size = estimatedIntrinsicSize(of: model) {
      switch view {
      case let label as UILabel: label.estimatedIntrinsicSize = size
      case let button as UIButton: button.estimatedIntrinsicSize = size
      case let image as UIImageView: image.estimatedIntrinsicSize = size
      case let generic as IBGenericView: generic.estimatedIntrinsicSize = size
      default:
        note(
          .notModelled,
          "intrinsic size of '\(model.userLabel ?? model.id)' (\(name)) is not modelled",
          at: model.location)
      }
    }
    return view
  }

  /// The intrinsic content size UIKit would give the view, estimated from the document (spec
  /// §3.3, §3.8), or nil for a view without one. Per axis, `UIView.noIntrinsicMetric` means the
  /// class has no intrinsic length on that axis.
  ///
  /// * `placeholderIntrinsicWidth/Height` (`infinite` = none) win: it is the size IB used.
  /// * An image view with a named image whose size `<resources><image>` gives: that size.
  /// * Labels, buttons, text fields, image views with an image, switches, steppers, segmented
  ///   controls, activity indicators, page controls, date and picker views, and text views that
  ///   do not scroll: the stored design frame's size on both axes. IB stores these frames as it
  ///   sized the view on the "View as" device, which for a view not stretched by constraints is
  ///   its intrinsic size (the runtime has no text metrics, so this is the best evidence).
  /// * Sliders, progress views, search bars and standalone bars: the stored height only.
  /// * Everything else (plain and custom views, scroll, table and collection views): none.
  func estimatedIntrinsicSize(of model: IBView) -> CGSize? {
    let none = UIView.noIntrinsicMetric
    let stored = model.frame?.size
    var width: CGFloat = none
    var height: CGFloat = none
    switch model.elementName {
    case "imageView":
      if let name = model.imageName {
        if let size = document.imageSizes.first(where: { $0.name == name })?.size {
          (width, height) = (size.width, size.height)
        } else if let stored {
          (width, height) = (stored.width, stored.height)
        }
      }
    case "textView":
      if model.scroll?.scrollEnabled == false, let stored {
        (width, height) = (stored.width, stored.height)
      }
    default:
      // Which dimensions of the designed frame are intrinsic: the table shared by every reader.
      let dimensions = IntrinsicSizeEstimate.storedDimensions(of: model.elementName)
      if let stored, dimensions.width { width = stored.width }
      if let stored, dimensions.height { height = stored.height }
    }
    if let value = model.placeholderIntrinsicWidth { width = value < 0 ? none : value }
    if let value = model.placeholderIntrinsicHeight { height = value < 0 ? none : value }
    guard width != none || height != none else { return nil }
    return CGSize(width: width, height: height)
  }

  private func configure(_ stack: UIStackView, _ attributes: IBStackAttributes, model: IBView) {
    stack.axis = attributes.axis == "vertical" ? .vertical : .horizontal
    switch attributes.distribution {
    case "fill": stack.distribution = .fill
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    default:
      note(
        .warning, "unknown stack distribution '\(attributes.distribution)'; fill assumed",
        at: model.location)
    }
    switch attributes.alignment {
    case "fill": stack.alignment = .fill
    case "leading", "top": stack.alignment = .leading
    case "center": stack.alignment = .center
    case "trailing", "bottom": stack.alignment = .trailing
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline": stack.alignment = .lastBaseline
    default:
      note(
        .warning, "unknown stack alignment '\(attributes.alignment)'; fill assumed",
        at: model.location)
    }
    if attributes.alignment.hasSuffix("Baseline") {
      note(
        .notModelled,
        "stack view '\(model.userLabel ?? model.id)': baseline alignment uses the top or bottom"
          + " edges (no text metrics)", at: model.location)
    }
    stack.spacing = attributes.spacing
    if attributes.spacingType == "standard" {
      // UIStackView.spacingUseSystem: the system spacing between standard views is 8 points.
      stack.spacing = 8
      note(
        .assumption,
        "stack view '\(model.userLabel ?? model.id)': standard spacing taken as 8 points",
        at: model.location)
    }
    stack.isLayoutMarginsRelativeArrangement = attributes.layoutMarginsRelativeArrangement
    if attributes.baselineRelativeArrangement {
      note(
        .notModelled,
        "stack view '\(model.userLabel ?? model.id)': baselineRelativeArrangement is not"
          + " modelled (no text metrics)", at: model.location)
    }
  }

  private func apply(
    _ model: IBView, to view: UIView, owner: IBViewController, backdrop: IBBackdrop?
  ) {
    view.sceneID = model.id
    view.sourceLocation = reference(model.location)
    view.accessibilityIdentifier = model.accessibilityIdentifier
    if let tag = model.tag { view.tag = tag }
    view.isHidden = model.hidden
    if let alpha = model.alpha { view.alpha = alpha }
    view.clipsToBounds = model.clipsSubviews
    if let mode = model.contentMode.flatMap(UIView.ContentMode.init(rawValue:)) {
      view.contentMode = mode
    }
    // An image view's image, at the point size `<resources><image>` gives (where the image is
    // drawn: ``HeadlessUIKit/UIImageView/imageRect``).
    if let imageView = view as? UIImageView, let name = model.imageName,
      let size = document.imageSizes.first(where: { $0.name == name })?.size
    {
      imageView.image = UIImage(size: size, isOpaque: false)
    }
    view.drawnContent = drawnContent(of: model, backdrop: backdrop)
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
        "placeholder intrinsic size of '\(model.userLabel ?? model.id)' (a design-time value)"
          + " used as its intrinsic content size",
        at: model.location)
    }
    if model.horizontalHuggingPriority != 250 {
      view.setContentHuggingPriority(
        UILayoutPriority(Float(model.horizontalHuggingPriority)), for: .horizontal)
    }
    if model.verticalHuggingPriority != 250 {
      view.setContentHuggingPriority(
        UILayoutPriority(Float(model.verticalHuggingPriority)), for: .vertical)
    }
    if model.horizontalCompressionResistancePriority != 750 {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(model.horizontalCompressionResistancePriority)), for: .horizontal)
    }
    if model.verticalCompressionResistancePriority != 750 {
      view.setContentCompressionResistancePriority(
        UILayoutPriority(Float(model.verticalCompressionResistancePriority)), for: .vertical)
    }
    if let scroll = view as? UIScrollView { applyScroll(model, to: scroll) }
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

/// What is behind a view in its superview, as the document says it
/// (``IBDocument/backdrop(of:in:behindParent:)``): the opaque colour seen behind it, when the
/// files settle it, and the superview's size.
public struct IBBackdrop: Hashable, Sendable {
  /// ``IBDrawing/backgroundKey`` of the colour seen behind the view, or `nil` when not settled.
  public var colour: String?
  /// The superview's frame size as written, or `nil`.
  public var superviewSize: CGSize?

  public init(colour: String?, superviewSize: CGSize?) {
    self.colour = colour
    self.superviewSize = superviewSize
  }
}

extension IBBuildContext {
  /// ``IBDocument/drawnContent(of:backdrop:)``.
  func drawnContent(of model: IBView, backdrop: IBBackdrop?) -> DrawnContent? {
    document.drawnContent(of: model, backdrop: backdrop)
  }
}

extension IBDocument {
  /// What `model` (a view of this document) draws, from its drawing attributes
  /// (``InterfaceBuilder/IBDrawing``), or `nil` when the frame is what is drawn or the document
  /// does not say (issue 27, item 1; ``HeadlessUIKit/DrawnContent``). The Interface Builder
  /// builder gives it to the views it builds; project mode gives it to the views of a xib that
  /// a code screen loads (``CodeScreens/CodeNib/View/drawnContent``).
  ///
  /// `backdrop` is what is behind the view in its superview (``backdrop(of:in:behindParent:)``):
  /// a background filled with the very colour seen behind it leaves every pixel as it was, so it
  /// draws nothing a person can see (Apple's `UIView.backgroundColor`: the view's background
  /// "fills" its bounds; an opaque fill equal to the opaque colour under it changes nothing —
  /// derived). Round K: a "Keyboard Placeholder" spacer and a disclaimer label filled with their
  /// screen's own colour.
  public func drawnContent(of model: IBView, backdrop: IBBackdrop? = nil) -> DrawnContent? {
    let document = self
    let drawing = model.drawing
    let number = { (keyPath: String) -> Double in
      model.runtimeAttributes.last { $0.keyPath == keyPath }?.value
        .flatMap { IBXMLNode.parseNumber($0) } ?? 0
    }
    let hasBorder = number("layer.borderWidth") > 0
    let fillMatchesBackdrop =
      drawing?.backgroundKey != nil && drawing?.backgroundKey == backdrop?.colour
    let hasBackground =
      ((drawing?.backgroundAlpha ?? 0) > 0.01 && !fillMatchesBackdrop) || hasBorder
    switch model.elementName {
    case "label":
      guard !hasBackground, let text = drawing?.longText ?? model.text, !text.isEmpty else {
        return nil
      }
      var size = CGFloat(drawing?.pointSize ?? 17)  // UILabel's default font: system 17 pt
      if let factor = drawing?.minimumScaleFactor {
        // Shrinks to fit: at most to the factor (no factor written: to half, a lower bound of
        // what a person reads).
        size *= CGFloat(factor > 0 ? factor : 0.5)
      }
      return .text(
        TextContent(
          text: text, pointSize: size,
          alignment: ContentAlignment(rawValue: drawing?.textAlignment ?? "natural") ?? .natural,
          numberOfLines: drawing?.numberOfLines ?? 1))
    case "button":
      // A button that writes no title and no image in any state and fills its superview
      // exactly, with no background or only a translucent one, is that superview's tap
      // catcher (the "background button" that dismisses a popup, or a dimming scrim under a
      // drop-down): it shows no control of its own, and a touch on it anywhere is a touch on
      // the background — as a plain `UIControl` holding views is a container (`Audit.md`).
      // Its outlet does not keep it judged: code that titled a button the size of its whole
      // superview would write that title in the middle of the screen. Round K: Mixin's
      // `backgroundButton` (clear, full screen) and `tableBackgroundButton` (40 % black).
      if (drawing?.title ?? model.text ?? "").isEmpty, drawing?.image == nil,
        drawing?.buttonWritesContent != true, drawing?.drawsButtonBackground != true,
        !hasBorder, number("layer.cornerRadius") <= 0, (drawing?.backgroundAlpha ?? 0) < 0.999,
        model.subviews.isEmpty, model.keyedViews.isEmpty, model.customClass == nil,
        Self.fills(model.frame, backdrop?.superviewSize)
      {
        return .nothing
      }
      // A background colour or border with rounded corners fills a rounded rectangle, the
      // title and image drawn over it (fresh round M: a 54-pt circle button whose frame's
      // corner, not the circle, lay outside a display's rounded corner). Square corners
      // (radius 0) fill the frame: still a fill with its title and image over it, which
      // `rounded_corner_clipping` measures apart where the fill runs to the screen's edge
      // (fresh round N).
      let radius = CGFloat(number("layer.cornerRadius"))
      let fills = (drawing?.backgroundAlpha ?? 0) > 0.01 || hasBorder
      // A background image with square corners is a square fill too: UIButton draws its
      // background in `backgroundRect(forBounds:)`, whose default "returns the value in the
      // `bounds` parameter" (Apple's UIButton reference), so the image covers the frame with
      // the title and image drawn over it (fresh round Q: a row of two buttons with a background
      // image tiling a screen's bottom edge, their corners reported cut by the display's corners,
      // their titles 60 pt away).
      // Only with a title or an image over it: a background image alone is often the button's
      // whole glyph (a link drawn as an image), which is content wherever it is cut.
      let squareImageFill =
        radius <= 0 && drawing?.hasBackgroundImage == true
        && (!(drawing?.title ?? model.text ?? "").isEmpty || drawing?.image != nil)
      let roundedFill =
        ((radius > 0 ? fills : hasBackground) && drawing?.drawsButtonBackground != true)
        || squareImageFill
      // Otherwise a background colour or image, a filled configuration, a border, or rounded
      // corners (a background code sets) draw the whole frame.
      guard roundedFill || (!hasBackground && drawing?.drawsButtonBackground != true && radius <= 0)
      else { return nil }
      // Content code gives it (a custom class, an icon named by a runtime attribute, an image
      // of unknown size) is drawn inside the content rectangle, the bounds less
      // `contentEdgeInsets` (``DrawnContent/within(_:)``), when the file writes such insets, no
      // edge inset moves the title or image out of it, and no runtime attribute may fill or
      // border the frame.
      let contentRectangle: DrawnContent? = {
        guard let insets = drawing?.contentInsets, insets.isNonNegative, !insets.isZero,
          drawing?.imageInsets?.isNonNegative ?? true, drawing?.titleInsets?.isNonNegative ?? true,
          model.subviews.isEmpty, model.keyedViews.isEmpty,
          !model.runtimeAttributes.contains(where: { Self.mayFill($0.keyPath) })
        else { return nil }
        return .within(
          UIEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right)))
      }()
      var imageSize: CGSize?
      if let name = drawing?.image {
        if let size = document.imageSizes.first(where: { $0.name == name })?.size {
          imageSize = size
        } else if drawing?.imageIsSymbol == true {
          imageSize = TextMetrics.minimumSymbolSize
        } else if roundedFill {
          // An image of unknown size over the fill: it may fill the frame.
          return .roundedFill(cornerRadius: radius, foreground: .bounds)
        } else {
          return contentRectangle  // an image of unknown size: the content rectangle, or the frame
        }
      }
      let title = drawing?.title ?? model.text
      if roundedFill, (title ?? "").isEmpty, imageSize == nil {
        return .roundedFill(cornerRadius: radius, foreground: nil)
      }
      if (title ?? "").isEmpty, imageSize == nil {
        // No title, no image, no background: an empty hit area (a "scroll to top" strip over a
        // logo) draws nothing — unless code can give it a title or an image: an outlet, a tag
        // (`viewWithTag`), a custom class or subviews keep it judged by its frame.
        guard drawing?.buttonWritesContent != true, document.outletNames[model.id] == nil,
          (model.tag ?? 0) == 0,
          model.customClass == nil, model.subviews.isEmpty, model.keyedViews.isEmpty
        else { return contentRectangle }
        return .nothing
      }
      let insets = drawing?.contentInsets
      let edge = { (value: IBInsets?) -> UIEdgeInsets in
        UIEdgeInsets(
          top: CGFloat(value?.top ?? 0), left: CGFloat(value?.left ?? 0),
          bottom: CGFloat(value?.bottom ?? 0), right: CGFloat(value?.right ?? 0))
      }
      let content = DrawnContent.button(
        ButtonContent(
          title: title, pointSize: CGFloat(drawing?.pointSize ?? 15),  // system 15 pt
          imageSize: imageSize,
          horizontal: Self.alignment(drawing?.contentHorizontalAlignment),
          vertical: ContentVerticalAlignment(
            rawValue: drawing?.contentVerticalAlignment ?? "center") ?? .center,
          insets: edge(insets), imageInsets: edge(drawing?.imageInsets),
          titleInsets: edge(drawing?.titleInsets)))
      return roundedFill ? .roundedFill(cornerRadius: radius, foreground: content) : content
    case "wkWebView", "webView":
      // Its scroll view insets the page by the safe area (``DrawnContent/insetBySafeArea``).
      return .insetBySafeArea
    case "activityIndicatorView":
      guard !hasBackground else { return nil }
      let large = ["large", "whiteLarge"].contains(drawing?.indicatorStyle ?? "")
      return .centred(large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20))
    case "view":
      // A leaf with a clear background and no border draws nothing: a plain view (an empty
      // hit area or container), or a custom class that ignores touches (an overlay whose
      // drawing code the document does not show).
      // A content view (a visual effect view's, a cell's) stands for its host's drawing.
      // A plain leaf filling or bordering a rounded rectangle draws that rectangle.
      let radius = CGFloat(number("layer.cornerRadius"))
      if hasBackground, radius > 0, model.customClass == nil, model.subviews.isEmpty,
        model.keyedViews.isEmpty, model.key != "contentView"
      {
        return .roundedFill(cornerRadius: radius, foreground: nil)
      }
      guard !hasBackground, model.subviews.isEmpty, model.keyedViews.isEmpty,
        model.key != "contentView",
        model.customClass == nil || model.userInteractionEnabled == false
      else { return nil }
      return .nothing
    default:
      return nil
    }
  }

  /// Whether a user-defined runtime attribute at `keyPath` may fill or border a view's frame
  /// (a background colour or image, a border, anything set on the layer): a custom class's
  /// `backgroundColorName`, `layer.borderWidth`.
  static func mayFill(_ keyPath: String) -> Bool {
    let lowered = keyPath.lowercased()
    return lowered.contains("background") || lowered.contains("border")
      || lowered.hasPrefix("layer.") || lowered.contains("fill")
  }

  /// Whether `frame` (a view's frame in its superview, as the document stores it) is the
  /// superview's whole bounds of size `size`, to half a point.
  static func fills(_ frame: CGRect?, _ size: CGSize?) -> Bool {
    guard let frame, let size, size.width > 0, size.height > 0 else { return false }
    return abs(frame.minX) <= 0.5 && abs(frame.minY) <= 0.5
      && abs(frame.width - size.width) <= 0.5 && abs(frame.height - size.height) <= 0.5
  }

  /// What is behind `subview` (one of `parent`'s subviews) in this document, for its drawing
  /// (``drawnContent(of:backdrop:)``): `parent`'s size, and the opaque colour seen through
  /// `subview`'s frame when the files settle it — `parent`'s own opaque fill (a plain view, a
  /// scroll view or a stack view, which draw nothing else under their subviews), or, for a
  /// `parent` that fills with nothing, what is behind `parent` (`behindParent`). No colour
  /// when `parent` is translucent or draws something else (an image, a title), when an earlier
  /// visible sibling (drawn below `subview`) overlaps it or either frame is not written, or
  /// when `parent` has a border.
  public func backdrop(of subview: IBView, in parent: IBView, behindParent: String?) -> IBBackdrop {
    var backdrop = IBBackdrop(colour: nil, superviewSize: parent.frame?.size)
    guard ["view", "scrollView", "stackView"].contains(parent.elementName),
      parent.runtimeAttributes.last(where: { $0.keyPath == "layer.borderWidth" })?.value
        .flatMap({ IBXMLNode.parseNumber($0) }).map({ $0 <= 0 }) ?? true
    else { return backdrop }
    var colour: String?
    if let key = parent.drawing?.backgroundKey {
      colour = key
    } else if (parent.drawing?.backgroundAlpha ?? 0) <= 0.01 {
      colour = behindParent
    }
    guard let found = colour, let frame = subview.frame else { return backdrop }
    for sibling in parent.subviews {
      if sibling.id == subview.id { break }
      if sibling.hidden { continue }
      guard let other = sibling.frame else { return backdrop }
      let overlap = other.intersection(frame)
      if !overlap.isNull, overlap.width > 0, overlap.height > 0 { return backdrop }
    }
    backdrop.colour = found
    return backdrop
  }

  /// `contentHorizontalAlignment` as written (`leading`, `trailing` in a left-to-right layout).
  static func alignment(_ value: String?) -> ContentAlignment {
    switch value {
    case "left", "leading": .left
    case "right", "trailing": .right
    case "fill": .fill
    default: .center
    }
  }
}
