import DeviceCatalog
import Foundation
import TextEscaping

/// A value copy of one view and its subviews, with everything layout computed for it.
public struct ViewSnapshot: Hashable, Sendable {
  // Stored properties are laid out in declaration order: what the audit's passes read (its
  // analysis, its rules, the value's destruction) comes first, so that those passes over
  // thousands of views touch the first three or four of a value's eight cache lines.
  /// The view's position in a pre-order walk of the window's hierarchy (the window is 0).
  public var id: Int
  /// `UIView`, `UITableView`, or a subclass's name.
  public var className: String
  /// The id a scene file or storyboard gave the view.
  public var sceneID: String?
  /// Whether the view is hidden.
  public var isHidden: Bool
  /// `clipsToBounds`: subviews are cut at the view's bounds.
  public var clipsToBounds = false
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled = true
  /// Whether the view is the first responder (R16).
  public var isFirstResponder = false
  /// `alpha` (below 0.01 the view is invisible and hit-testing skips it).
  public var alpha: CGFloat = 1
  /// The frame in the superview's coordinates.
  public var frame: CGRect
  /// The frame in window coordinates.
  public var frameInWindow: CGRect
  /// Scroll-view state, for a `UIScrollView` or subclass (stored ``OutOfLine``: most views are
  /// not scroll views).
  @OutOfLine public var scroll: ScrollViewSnapshot?
  /// Row geometry, for a `UITableView`.
  @OutOfLine public var table: TableViewSnapshot?
  /// Item geometry, for a `UICollectionView`.
  @OutOfLine public var collection: CollectionViewSnapshot?
  /// `keyboardLayoutGuide.layoutFrame` (R16.4) where it is not the hidden keyboard's default;
  /// ``keyboardLayoutGuideFrame`` gives it in every case.
  @OutOfLine public var keyboardLayoutFrame: CGRect?
  /// Where the view draws its content, in window coordinates, when that is not its whole frame:
  /// an image view's image (``UIImageView/imageRect``: aspect fit, or a positioning content
  /// mode), a label's text, a button's title and image, an indicator's glyph
  /// (``UIView/drawnContent``); `.null` for a view that draws nothing (a clear, empty view);
  /// `nil` when the frame is what is drawn.
  @OutOfLine public var contentFrameInWindow: CGRect?
  /// For a view that fills a rounded rectangle (``DrawnContent/roundedFill(cornerRadius:foreground:)``:
  /// a button or a plain view with a background or border and `layer.cornerRadius`), its
  /// corner radius and where its foreground is drawn; `nil` for every other view.
  @OutOfLine public var roundedFill: RoundedFillSnapshot?
  /// The parts of the frame (`x`, `y`, `width`, `height`) its constraints leave undetermined
  /// (AL2.4), when the snapshot recorded ambiguity and there are any; `nil` otherwise.
  @OutOfLine public var ambiguousAttributes: [String]?
  /// The subviews, back to front.
  public var subviews: [ViewSnapshot]
  /// The active constraints whose first item is this view or one of its guides, in activation
  /// order, written relative to the view (`view.top == superview.safeArea.top + 20`).
  public var constraints: [ConstraintSnapshot] = []
  /// Where the view was declared.
  public var sourceLocation: SourceLocation?
  /// How `safeAreaInsets` came to be, term by term; `nil` under iOS 10 behaviour.
  public var safeAreaDerivation: InsetDerivation?
  /// The bounds (a scroll view's origin is its content offset).
  public var bounds: CGRect
  /// `safeAreaInsets`; `nil` under iOS 10 behaviour.
  public var safeAreaInsets: UIEdgeInsets?
  /// `safeAreaLayoutGuide.layoutFrame`; `nil` under iOS 10 behaviour.
  public var safeAreaLayoutFrame: CGRect?
  /// The effective `layoutMargins`.
  public var layoutMargins: UIEdgeInsets
  /// `layoutMarginsGuide.layoutFrame`.
  public var layoutMarginsLayoutFrame: CGRect
  /// `readableContentGuide.layoutFrame`.
  public var readableContentLayoutFrame: CGRect

  /// What a walk over many views reads of the parts stored out of line, read through a pointer
  /// to a view snapshot in an array's buffer.
  package struct OutOfLineState {
    /// Whether ``ViewSnapshot/scroll`` is set (a scroll view).
    package var hasScroll: Bool
    /// Whether any of ``ViewSnapshot/scroll``, ``ViewSnapshot/table`` and
    /// ``ViewSnapshot/collection`` is set.
    package var hasScrollState: Bool
    /// ``ViewSnapshot/ambiguousAttributes``.
    package var ambiguousAttributes: [String]?
    /// ``ViewSnapshot/contentFrameInWindow``.
    package var contentFrameInWindow: CGRect?
    /// ``ViewSnapshot/roundedFill``.
    package var roundedFill: RoundedFillSnapshot?
  }

  /// The out-of-line parts of the snapshot `view` points at that a walk over the views reads,
  /// without copying the snapshot: asked of a value in another module, each of these properties
  /// is a call that copies the whole ~450-byte value (a dozen retains, then as many releases)
  /// to read one field. (The boxes' values are not copied either: only whether they exist.)
  package static func outOfLineState(of view: UnsafePointer<ViewSnapshot>) -> OutOfLineState {
    OutOfLineState(
      hasScroll: view.pointee._scroll.hasValue,
      hasScrollState: view.pointee._scroll.hasValue || view.pointee._table.hasValue
        || view.pointee._collection.hasValue,
      ambiguousAttributes: view.pointee._ambiguousAttributes.hasValue
        ? view.pointee.ambiguousAttributes : nil,
      contentFrameInWindow: view.pointee._contentFrameInWindow.hasValue
        ? view.pointee.contentFrameInWindow : nil,
      roundedFill: view.pointee._roundedFill.hasValue ? view.pointee.roundedFill : nil)
  }

  /// `UITableView#tb`, or the class name alone without an id.
  public var displayName: String {
    sceneID.map { "\(className)#\($0)" } ?? className
  }
}

// The public initializer is declared here, in an extension, so that the struct keeps its
// memberwise initializer (internal), which the window's snapshot uses to make each view's value
// with every field at once, in place: an initializer written out (this one, or one with every
// field) builds `self` in a temporary, copies it whole into its result and destroys the
// temporary, retaining and releasing each of the value's dozen references once more.
extension ViewSnapshot {
  /// Creates a view snapshot.
  public init(
    id: Int, className: String, sceneID: String?, sourceLocation: SourceLocation?,
    frame: CGRect, frameInWindow: CGRect, bounds: CGRect, isHidden: Bool,
    safeAreaInsets: UIEdgeInsets?, safeAreaDerivation: InsetDerivation?,
    safeAreaLayoutFrame: CGRect?, layoutMargins: UIEdgeInsets, layoutMarginsLayoutFrame: CGRect,
    readableContentLayoutFrame: CGRect, scroll: ScrollViewSnapshot? = nil,
    table: TableViewSnapshot? = nil, collection: CollectionViewSnapshot? = nil,
    subviews: [ViewSnapshot]
  ) {
    self.id = id
    self.className = className
    self.sceneID = sceneID
    self.sourceLocation = sourceLocation
    self.frame = frame
    self.frameInWindow = frameInWindow
    self.bounds = bounds
    self.isHidden = isHidden
    self.safeAreaInsets = safeAreaInsets
    self.safeAreaDerivation = safeAreaDerivation
    self.safeAreaLayoutFrame = safeAreaLayoutFrame
    self.layoutMargins = layoutMargins
    self.layoutMarginsLayoutFrame = layoutMarginsLayoutFrame
    self.readableContentLayoutFrame = readableContentLayoutFrame
    self.scroll = scroll
    self.table = table
    self.collection = collection
    self.subviews = subviews
  }
}

/// A view's rounded fill (``DrawnContent/roundedFill(cornerRadius:foreground:)``) as laid out.
public struct RoundedFillSnapshot: Hashable, Sendable {
  /// `layer.cornerRadius`, at most half the frame's shorter side (a larger radius draws the
  /// same capsule).
  public var cornerRadius: CGFloat
  /// Where the title and image are drawn over the fill, in window coordinates; `nil` when the
  /// view draws nothing over it.
  public var foregroundFrameInWindow: CGRect?

  public init(cornerRadius: CGFloat, foregroundFrameInWindow: CGRect?) {
    self.cornerRadius = cornerRadius
    self.foregroundFrameInWindow = foregroundFrameInWindow
  }
}

extension ViewSnapshot {
  /// `keyboardLayoutGuide.layoutFrame` (R16.4): the stored frame, else the hidden keyboard's
  /// default, on the safe area's bottom as tall as the bottom inset.
  public var keyboardLayoutGuideFrame: CGRect {
    if let keyboardLayoutFrame { return keyboardLayoutFrame }
    let inset = safeAreaInsets?.bottom ?? 0
    return CGRect(
      x: bounds.minX, y: bounds.maxY - inset, width: bounds.width, height: inset)
  }
}
