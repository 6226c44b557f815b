import DeviceCatalog
import Foundation
import TextEscaping

/// UIKit's `UIView`: a rectangle in a hierarchy, with a safe area, layout margins and layout
/// guides computed as UIKit computes them (R2, R8).
@MainActor
open class UIView {
  /// UIKit's `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  // MARK: Geometry

  @exclusivity(unchecked) private var storedFrame: CGRect
  @exclusivity(unchecked) var storedBoundsOrigin: CGPoint = .zero
  /// Where the view is drawn in its superview when a uniform scale transforms it (the iOS 26
  /// floating card, R13.6): `frame` stays the untransformed rect that layout and the safe area
  /// read; conversions to other views go through this rect.
  @exclusivity(unchecked) var drawnFrame: CGRect?

  /// The view as constraints and anchors refer to it (``LayoutItemHandle``), made when first
  /// asked for.
  @exclusivity(unchecked) private var storedItemHandle: LayoutItemHandle?

  /// The view's rectangle in its superview's coordinates.
  public var frame: CGRect {
    get { storedFrame }
    set { setFrame(newValue) }
  }

  /// The view's rectangle in its own coordinates; a scroll view's origin is its `contentOffset`.
  public var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      let center = self.center
      setFrame(
        CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height))
    }
  }

  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      storedFrame.origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  /// How the view resizes when its superview's bounds change size.
  @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = []
  @exclusivity(unchecked) public var autoresizesSubviews: Bool = true
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      AutoLayoutActivity.mutations &+= 1
    }
  }

  // MARK: Hierarchy

  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of. Not Swift `weak` (a side table would slow every retain
  /// of the superview): a view is in its superview's `subviews` exactly while this is set, and a
  /// view's `deinit` clears it in its subviews, so it never outlives the superview.
  public final var superview: UIView? { storedSuperview?.takeUnretainedValue() }
  /// Unretained (``enclosingWindow`` walks these without retaining each view).
  nonisolated(unsafe) private var storedSuperview: Unmanaged<UIView>?
  /// ``superview`` without a reference to it, to compare by address.
  final var unretainedSuperview: Unmanaged<UIView>? { storedSuperview }
  /// The controller whose root view this is.
  @exclusivity(unchecked) public internal(set) weak var owningViewController: UIViewController?

  // MARK: Layout state

  @exclusivity(unchecked) var needsLayout = true
  @exclusivity(unchecked) var storedSafeAreaInsets: UIEdgeInsets = .zero
  @exclusivity(unchecked) var storedLayoutMargins: UIEdgeInsets?
  @exclusivity(unchecked) var ownMargins: NSDirectionalEdgeInsets?

  @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea: Bool = true {
    didSet { needsLayout = true }
  }

  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins: Bool = false {
    didSet { needsLayout = true }
  }

  /// Constraints installed here, guides, content priorities (AutoLayout/ViewAutoLayoutState).
  @exclusivity(unchecked) var autoLayout = ViewAutoLayoutState()

  public init(frame: CGRect) {
    storedFrame = frame
  }

  // Clears every pointer that refers to this view without keeping it alive (`weak` semantics
  // without side tables): its handle, its subviews' superview, its installed constraints' host,
  // its guides' owning view. One thread (the main actor): nothing reads them in between.
  //
  // The subviews and installed constraints are let go here, each as its pointer is cleared
  // (the last one out frees it while it is still in the cache), not in a second pass over them
  // when the arrays are destroyed: a window of thousands of views touches each object once less.
  deinit {
    storedItemHandle?.itemWillGo()
    var children = subviews
    subviews = []
    while let subview = children.popLast() { subview.storedSuperview = nil }
    var installed = autoLayout.constraints
    autoLayout.constraints = []
    while let constraint = installed.popLast() { constraint.hostWillGo() }
    for guide in autoLayout.layoutGuides { guide.storedOwningView = nil }
    storedSafeAreaLayoutGuide?.storedOwningView = nil
    storedLayoutMarginsGuide?.storedOwningView = nil
    storedReadableContentGuide?.storedOwningView = nil
    storedKeyboardGuide?.storedOwningView = nil
  }

  package final var itemHandle: LayoutItemHandle {
    if let storedItemHandle { return storedItemHandle }
    let handle = LayoutItemHandle.made(for: self)
    storedItemHandle = handle
    return handle
  }

  /// The handle, if one was made (the view's engine slot is on it).
  final var existingItemHandle: LayoutItemHandle? { storedItemHandle }

  public convenience init() {
    self.init(frame: .zero)
  }

  /// The class a document names for this view when the runtime builds it as the nearest UIKit
  /// class (a storyboard's custom class, `MyButton` built as a `UIButton`); `nil`: its own.
  public var reportedClassName: String?

  /// The class name as UIKit's debug description prints it: ``reportedClassName`` when a
  /// document named one.
  open var className: String { reportedClassName ?? TypeNames.name(of: self) }

  private func setFrame(_ newValue: CGRect) {
    let oldSize = storedFrame.size
    storedFrame = newValue
    if oldSize != newValue.size {
      needsLayout = true
      if autoresizesSubviews {
        resizeSubviews(oldSize: oldSize)
      }
      boundsSizeDidChange()
    }
  }

  /// Called when the bounds' size changed (scroll views re-check their axes).
  func boundsSizeDidChange() {}

  /// Autoresizing: each subview's flexible margins and dimensions share the size change in
  /// proportion to their current lengths, as UIKit's `resizeSubviewsWithOldSize:` does.
  private func resizeSubviews(oldSize: CGSize) {
    let newSize = storedFrame.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = Autoresizing.resize(
        frame: subview.frame, mask: subview.autoresizingMask, oldSuperviewSize: oldSize,
        newSuperviewSize: newSize)
    }
  }

  // MARK: Hierarchy mutation

  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  public func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      let target = min(index, subviews.count)
      subviews.insert(view, at: target)
      if target != current { AutoLayoutActivity.mutations &+= 1 }
      return
    }
    view.removeFromSuperview()
    AutoLayoutActivity.mutations &+= 1
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.storedSuperview = Unmanaged.passUnretained(self)
    view.needsLayout = true
    needsLayout = true
    didAddSubview(view)
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
    AutoLayoutActivity.mutations &+= 1
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
    AutoLayoutActivity.mutations &+= 1
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    AutoLayoutActivity.mutations &+= 1
    superview.subviews.removeAll { $0 === self }
    superview.needsLayout = true
    storedSuperview = nil
    storedSafeAreaInsets = .zero  // R2.1
  }

  open func didAddSubview(_ subview: UIView) {}

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window the view is in (what ``window`` answers), found without retaining the views on
  /// the way up (activating a constraint asks for its first view's window; each retain is an
  /// atomic operation on an object that may be out of the cache). Safe without references: nothing runs during the walk, and a view's
  /// superview lives while the view's pointer to it is set (the superview's `deinit` clears it).
  final var enclosingWindow: UIWindow? {
    var current = Unmanaged.passUnretained(self)
    while true {
      let (isWindow, next) = UIView.step(current)
      if isWindow { return unsafeDowncast(current.takeUnretainedValue(), to: UIWindow.self) }
      guard let next else { return nil }
      current = next
    }
  }

  /// Whether the view is a window, and its superview, read without retaining it (outside the
  /// main actor: the closure would otherwise be checked for the actor at every step).
  private nonisolated static func step(_ view: Unmanaged<UIView>) -> (Bool, Unmanaged<UIView>?) {
    view._withUnsafeGuaranteedRef { ($0 is UIWindow, $0.storedSuperview) }
  }

  /// The window the view is in, if any.
  public var window: UIWindow? { enclosingWindow }

  // MARK: Safe area (R2)

  /// The insets of the part of the view that bars, the status bar, the sensor housing or the home
  /// indicator cover (R2.2, R2.3); zero while the view is not in a window (R2.1). Updated during
  /// layout, as in UIKit.
  ///
  /// Under iOS 10 behaviour this API does not exist; use ``safeAreaInsetsIfAvailable()``
  /// to get an error instead of zero.
  public var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

  /// `safeAreaInsets`, or an error under iOS 10 behaviour, where the API does not exist.
  public func safeAreaInsetsIfAvailable() throws(UnavailableAPIError) -> UIEdgeInsets {
    if let window, window.environment.ios < IOSBehaviour.safeAreaIntroduced {
      throw UnavailableAPIError(
        api: "safeAreaInsets", introduced: 11, ios: window.environment.ios)
    }
    return storedSafeAreaInsets
  }

  /// Called when `safeAreaInsets` changed.
  open func safeAreaInsetsDidChange() {}

  /// How `safeAreaInsets` came to be, term by term, with rule ids (for `explain`).
  public func safeAreaDerivation() -> InsetDerivation {
    safeAreaDerivation(superviewDerivation: nil)
  }

  /// ``safeAreaDerivation()`` given the superview's, when the caller has it (a walk from the
  /// window down): each view then costs its own terms, not a walk up to its controller's view
  /// (quadratic in the depth of a hierarchy).
  func safeAreaDerivation(superviewDerivation: InsetDerivation?) -> InsetDerivation {
    if let window = self as? UIWindow { return window.screenInsetDerivation }
    guard let window, window.environment.ios >= IOSBehaviour.safeAreaIntroduced else {
      return .zero
    }
    if let controller = owningViewController, controller.viewIfLoaded === self,
      let derivation = controller.rootInsetDerivation
    {
      return derivation
    }
    guard let superview else { return .zero }
    return (superviewDerivation ?? superview.safeAreaDerivation()).overlapped(
      distances: SafeAreaRules.distances(of: frame, in: superview.bounds))
  }

  public var safeAreaLayoutGuide: UILayoutGuide {
    if let storedSafeAreaLayoutGuide { return storedSafeAreaLayoutGuide }
    let guide = UILayoutGuide(system: .safeArea, owner: self)
    storedSafeAreaLayoutGuide = guide
    return guide
  }
  @exclusivity(unchecked) private var storedSafeAreaLayoutGuide: UILayoutGuide?

  // MARK: Layout margins (R8)

  /// The effective margins: own margins plus the safe area (R8.3a) and any preserved superview
  /// margins (R8.4); a root view's own margins are at least the system minimum (R8.2). Setting
  /// it sets the view's own margins.
  public var layoutMargins: UIEdgeInsets {
    get { computeLayoutMargins() }
    set { setOwnMargins(NSDirectionalEdgeInsets(newValue)) }
  }

  /// The effective margins, leading as left.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(computeLayoutMargins()) }
    set { setOwnMargins(newValue) }
  }

  /// Called when `layoutMargins` changed.
  open func layoutMarginsDidChange() {}

  public var layoutMarginsGuide: UILayoutGuide {
    if let storedLayoutMarginsGuide { return storedLayoutMarginsGuide }
    let guide = UILayoutGuide(system: .margins, owner: self)
    storedLayoutMarginsGuide = guide
    return guide
  }
  @exclusivity(unchecked) private var storedLayoutMarginsGuide: UILayoutGuide?

  public var readableContentGuide: UILayoutGuide {
    if let storedReadableContentGuide { return storedReadableContentGuide }
    let guide = UILayoutGuide(system: .readableContent, owner: self)
    storedReadableContentGuide = guide
    return guide
  }
  @exclusivity(unchecked) private var storedReadableContentGuide: UILayoutGuide?

  // MARK: Keyboard (R16)

  @exclusivity(unchecked) var storedKeyboardGuide: UIKeyboardLayoutGuide?
  /// `keyboardLayoutGuide` (iOS 15; R16.4).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let storedKeyboardGuide { return storedKeyboardGuide }
    let guide = UIKeyboardLayoutGuide(owner: self)
    storedKeyboardGuide = guide
    return guide
  }

  /// Whether this view is the first responder (the focused field that asks for the keyboard).
  @exclusivity(unchecked) public internal(set) var isFirstResponder = false

  /// Makes this view the first responder; the window's previous one resigns.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if let window {
      window.firstResponder?.isFirstResponder = false
      window.firstResponder = self
      window.setNeedsKeyboardLayout()
    }
    isFirstResponder = true
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    isFirstResponder = false
    if let window, window.firstResponder === self {
      window.firstResponder = nil
      window.setNeedsKeyboardLayout()
    }
    return true
  }

  /// Whether this view or a subview is the first responder.
  var holdsFirstResponder: Bool {
    isFirstResponder || subviews.contains { $0.holdsFirstResponder }
  }

  private func setOwnMargins(_ margins: NSDirectionalEdgeInsets) {
    ownMargins = margins
    needsLayout = true
    notifyMarginsIfChanged()
  }

  /// The margins the view itself asks for, before the safe area is added.
  var ownMarginInsets: UIEdgeInsets {
    if let controller = owningViewController, let window, controller.view === self {
      let minimum = controller.systemMinimumLayoutMargins(in: window.environment)
      if window.environment.ios < IOSBehaviour.safeAreaIntroduced {
        return minimum.edgeInsets  // R8.2: before iOS 11 root margins could not be changed
      }
      return MarginRules.rootOwnMargins(
        custom: ownMargins, systemMinimum: minimum,
        respectsSystemMinimum: controller.viewRespectsSystemMinimumLayoutMargins)
    }
    return (ownMargins ?? MarginRules.defaultMargins).edgeInsets
  }

  func computeLayoutMargins() -> UIEdgeInsets {
    var superMargins: UIEdgeInsets?
    var distances = UIEdgeInsets.zero
    if preservesSuperviewLayoutMargins, let superview {
      superMargins = superview.computeLayoutMargins()
      distances = SafeAreaRules.distances(of: frame, in: superview.bounds)
    }
    return MarginRules.effectiveMargins(
      own: ownMarginInsets, safeArea: storedSafeAreaInsets,
      insetsFromSafeArea: insetsLayoutMarginsFromSafeArea, superviewMargins: superMargins,
      distances: distances)
  }

  func notifyMarginsIfChanged() {
    guard let window else { return }
    notifyMarginsIfChanged(in: window)
  }

  func notifyMarginsIfChanged(in window: UIWindow) {
    let margins = computeLayoutMargins()
    if let previous = storedLayoutMargins, previous == margins { return }
    let hadValue = storedLayoutMargins != nil
    storedLayoutMargins = margins
    if hadValue || margins != ownMarginInsets {
      window.record(.layoutMarginsDidChange, self)
      layoutMarginsDidChange()
      owningViewController?.fireViewLayoutMarginsDidChange()
    }
  }

  // MARK: Layout

  /// Lays out subviews. The default does nothing (autoresizing already happened when the bounds
  /// changed); override it as in UIKit.
  open func layoutSubviews() {}

  public func setNeedsLayout() { needsLayout = true }

  /// Adds or updates constraints; the window calls it bottom-up before layout (AL1.1). Call
  /// `super` at the end, as in UIKit.
  open func updateConstraints() {}

  /// Runs a layout pass over the window now if anything needs it.
  public func layoutIfNeeded() {
    window?.runLayoutPass()
  }

  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  public nonisolated static let noIntrinsicMetric: CGFloat = -1

  // MARK: Coordinates

  /// The point converted from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = toRoot(point).point
    guard let view else { return inRoot }
    return view.fromRoot(inRoot)
  }

  /// The point converted from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.toRoot(point).point ?? point
    return fromRoot(inRoot)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let (origin, scale) = toRoot(rect.origin)
    var size = CGSize(width: rect.width * scale, height: rect.height * scale)
    guard let view else { return CGRect(origin: origin, size: size) }
    let target = view.toRoot(.zero)
    size = CGSize(width: size.width / target.scale, height: size.height / target.scale)
    return CGRect(origin: view.fromRoot(origin, target), size: size)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let (origin, scale) = view?.toRoot(rect.origin) ?? (rect.origin, 1)
    let own = toRoot(.zero)
    return CGRect(
      origin: fromRoot(origin, own),
      size: CGSize(width: rect.width * scale / own.scale, height: rect.height * scale / own.scale))
  }

  /// R12.2: a point in this view's bounds coordinates, in the window's (or, detached, in the top view's
  /// superview's) coordinates: at each step up, `p − bounds.origin + frame.origin` — the view's
  /// own bounds origin included (a scroll view's `contentOffset`); through a drawn (scaled) frame,
  /// `drawn.origin + s × (p − bounds.origin)` (R13.6). Also returns the product of the scales.
  private func toRoot(_ point: CGPoint) -> (point: CGPoint, scale: CGFloat) {
    var p = point
    var scale: CGFloat = 1
    var current: UIView = self
    // The superview first: only the top view is asked its class.
    while !(current.superview == nil && current is UIWindow) {
      current.stepToSuperview.apply(to: &p, scale: &scale)
      guard let parent = current.superview else { break }
      current = parent
    }
    return (p, scale)
  }

  /// One step of ``toRoot(_:)``: from this view's bounds coordinates to its superview's.
  private var stepToSuperview: PathToRoot.Step {
    if let drawn = drawnFrame, frame.width > 0 {
      return .scaled(
        drawnMinX: drawn.minX, drawnMinY: drawn.minY, factor: drawn.width / frame.width,
        boundsMinX: bounds.minX, boundsMinY: bounds.minY)
    }
    return .offset(dx: frame.minX - bounds.minX, dy: frame.minY - bounds.minY)
  }

  /// The steps ``toRoot(_:)`` takes from this view up to the window, taken once for converting
  /// many rectangles to window coordinates with the same arithmetic (``PathToRoot/convert(_:)``
  /// is ``convert(_:to:)`` with a nil view): a pass over thousands of sibling views does not walk
  /// up, and retain, their ancestors for each one.
  func pathToRoot() -> PathToRoot {
    var steps: [PathToRoot.Step] = []
    var current: UIView = self
    while !(current.superview == nil && current is UIWindow) {
      steps.append(current.stepToSuperview)
      guard let parent = current.superview else { break }
      current = parent
    }
    return PathToRoot(steps: steps)
  }

  private func fromRoot(_ point: CGPoint, _ own: (point: CGPoint, scale: CGFloat)? = nil)
    -> CGPoint
  {
    let (origin, scale) = own ?? toRoot(.zero)
    return CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
  }

  /// What ``convert(_:from:)`` with a nil view computes for every point first (this view's
  /// origin and scale in the window), for converting many points with ``convert(_:fromWindow:)``.
  func windowPlacement() -> (point: CGPoint, scale: CGFloat) { toRoot(.zero) }

  /// ``convert(_:from:)`` with a nil view, given ``windowPlacement()``: the same arithmetic.
  func convert(_ point: CGPoint, fromWindow placement: (point: CGPoint, scale: CGFloat))
    -> CGPoint
  {
    fromRoot(point, placement)
  }

  /// The view's frame in window coordinates (a scaled card's drawn rect, R13.6).
  public var frameInWindow: CGRect {
    guard let superview else { return frame }
    if drawnFrame != nil { return convert(bounds, to: nil) }
    return superview.convert(frame, to: nil)
  }

  /// ``frameInWindow``, given the superview's ``pathToRoot()`` (nil: the view has no superview).
  func frameInWindow(superviewPath path: PathToRoot?) -> CGRect {
    guard let path else { return frame }
    if drawnFrame != nil { return convert(bounds, to: nil) }
    return path.convert(frame)
  }

  // MARK: Hit testing

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant containing `point` (in this view's
  /// coordinates), front-most first, as UIKit's `hitTest(_:with:)`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = CGPoint(
        x: point.x - subview.frame.minX + subview.bounds.minX,
        y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Appearance and identity

  // Declared last: stored properties are laid out in declaration order, and a layout pass reads
  // the geometry, hierarchy and layout state above, not these (reports do); the fields a pass
  // reads then share the object's first cache lines.

  @exclusivity(unchecked) public var isHidden: Bool = false
  @exclusivity(unchecked) public var alpha: CGFloat = 1
  @exclusivity(unchecked) public var clipsToBounds: Bool = false
  /// How the view draws its content in its bounds (UIKit's default: `.scaleToFill`). Layout never
  /// reads it; an image view's drawn image does (``UIImageView/imageRect``).
  public var contentMode: ContentMode = .scaleToFill
  /// What the view draws in its bounds, when a document says (a label's text, a button's title,
  /// nothing at all): the audit judges that instead of the frame. `nil`: the frame (not a UIKit
  /// property; ``DrawnContent``).
  public var drawnContent: DrawnContent?
  @exclusivity(unchecked) public var isUserInteractionEnabled: Bool = true

  /// The id a scene file or storyboard gave this view (not a UIKit property).
  @exclusivity(unchecked) public var sceneID: String?
  /// Where the view was declared (file, line, column), for reports (not a UIKit property).
  @exclusivity(unchecked) public var sourceLocation: SourceLocation?
  public var tag: Int = 0
  public var accessibilityIdentifier: String?
}

/// The steps from a view's bounds coordinates up to its window's (``UIView/pathToRoot()``).
struct PathToRoot {
  /// One level: `p − bounds.origin + frame.origin`, or through a drawn (scaled) frame
  /// `drawn.origin + factor × (p − bounds.origin)` (R12.2, R13.6).
  enum Step {
    case offset(dx: CGFloat, dy: CGFloat)
    case scaled(
      drawnMinX: CGFloat, drawnMinY: CGFloat, factor: CGFloat, boundsMinX: CGFloat,
      boundsMinY: CGFloat)

    func apply(to p: inout CGPoint, scale: inout CGFloat) {
      switch self {
      case .offset(let dx, let dy):
        p.x += dx
        p.y += dy
      case .scaled(let drawnMinX, let drawnMinY, let factor, let boundsMinX, let boundsMinY):
        p.x = drawnMinX + factor * (p.x - boundsMinX)
        p.y = drawnMinY + factor * (p.y - boundsMinY)
        scale *= factor
      }
    }
  }

  let steps: [Step]

  /// A rectangle in the view's coordinates in the window's: ``UIView/convert(_:to:)`` with a nil
  /// view.
  func convert(_ rect: CGRect) -> CGRect {
    var p = rect.origin
    var scale: CGFloat = 1
    for step in steps { step.apply(to: &p, scale: &scale) }
    return CGRect(
      origin: p, size: CGSize(width: rect.width * scale, height: rect.height * scale))
  }
}
