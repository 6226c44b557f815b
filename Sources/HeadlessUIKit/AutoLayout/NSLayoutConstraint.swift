import Foundation
import TextEscaping

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute RELATION multiplier ×
/// secondItem.secondAttribute + constant`, held with `priority`. Items are views
/// (``UIView``), layout guides (``UILayoutGuide``) or iOS 7–10 layout guides
/// (``UILayoutSupport``).
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
/// ])
/// ```
///
/// Changing `constant` or `priority` of an active constraint re-solves at the next layout pass
/// (it marks the window's layout as needed).
@MainActor
public final class NSLayoutConstraint {
  /// UIKit's `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Hashable, Sendable, CaseIterable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// The attribute's name as the scene grammar writes it.
    public var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// The same edge without "margin": `leadingMargin` → `leading` (the margin variants are the
    /// item's `layoutMarginsGuide`'s edges, as UIKit defines them).
    var withoutMargin: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }
  }

  /// UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// Who made a constraint (not a UIKit property; UIKit tells them apart by class:
  /// `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, the stack view's
  /// `UISV-…` constraints).
  public enum Origin: String, Hashable, Sendable {
    /// Made by app code or a scene file.
    case app
    /// `NSContentSizeLayoutConstraint`: intrinsic content size with hugging or compression
    /// resistance.
    case contentSize
    /// Made by a `UIStackView` for its arrangement.
    case stackView
  }

  /// The first item (a view, a layout guide, or a `UILayoutSupport`); nil once it is freed (UIKit
  /// holds it weak).
  public var firstItem: AnyObject? { firstHandle.object }
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondAttribute: Attribute
  /// The second item, or `nil` for `ATTRIBUTE RELATION CONSTANT` (or once it is freed).
  public var secondItem: AnyObject? { secondHandle?.object }
  /// The items as the constraint holds them: weak without Swift `weak` (``LayoutItemHandle``).
  package let firstHandle: LayoutItemHandle
  package let secondHandle: LayoutItemHandle?
  public let multiplier: CGFloat

  /// The constant; changing it re-solves at the next layout pass.
  public var constant: CGFloat {
    get { storedConstant }
    set {
      let oldValue = storedConstant
      storedConstant = newValue
      if newValue != oldValue { AutoLayoutActivity.constraintChanged(self) }
    }
  }

  /// The priority; changing it re-solves at the next layout pass.
  public var priority: UILayoutPriority {
    get { storedPriority }
    set {
      let oldValue = storedPriority
      storedPriority = newValue
      if newValue != oldValue { AutoLayoutActivity.constraintChanged(self) }
    }
  }

  // The values behind ``constant`` and ``priority``: a stored property with observers is
  // checked for exclusive access at run time on every read from another module, whatever its
  // attribute says (a scene builder reads both for every constraint it makes); these are not.
  @exclusivity(unchecked) private var storedConstant: CGFloat
  @exclusivity(unchecked) private var storedPriority: UILayoutPriority

  /// Who made the constraint (not a UIKit property).
  @exclusivity(unchecked) public internal(set) var origin: Origin = .app

  /// Order of activation: among conflicting required constraints the one activated last is the
  /// one broken (see `Documentation/AutoLayout.md`, "Conflicts").
  @exclusivity(unchecked) var activationSequence = 0
  /// The view whose `constraints` holds this constraint while active. Not Swift `weak`: the
  /// view clears it in its `deinit` (and deactivating clears it), so it never outlives the view.
  var installedOn: UIView? {
    get { storedInstalledOn?.takeUnretainedValue() }
    set {
      if let newValue {
        storedInstalledOn = Unmanaged.passUnretained(newValue)
      } else {
        storedInstalledOn = nil
      }
    }
  }
  /// ``installedOn`` unretained. (An `unowned(unsafe)` property is retained even to be compared
  /// with nil; ``isInstalled`` reads this without touching the view.) Safe for the same reason:
  /// the host clears it in its `deinit` before its memory goes.
  @exclusivity(unchecked) nonisolated(unsafe) private var storedInstalledOn: Unmanaged<UIView>?
  /// Whether the constraint is installed on a view (``installedOn`` is not nil), without taking
  /// a reference to that view.
  var isInstalled: Bool { storedInstalledOn != nil }
  /// Sets ``installedOn`` to nil, for the host's `deinit` (which is not on the main actor),
  /// before the host lets the constraint go.
  nonisolated func hostWillGo() {
    storedInstalledOn = nil
    // Only while an engine records it (the engine of a window being freed goes before its views).
    if engineRecord.engine != 0 { AutoLayoutEngine.holdRecord(of: self) }
  }
  /// Incremented whenever the constraint's value changes, so the engine re-installs it.
  @exclusivity(unchecked) var revision = 0
  /// The mark of the engine's last collection of its window's constraints that wanted this one
  /// (`AutoLayoutEngine.sync`).
  @exclusivity(unchecked) var wantedMark = 0
  /// The constraint's record in the engine that installed it.
  @exclusivity(unchecked) nonisolated(unsafe) var engineRecord = EngineSlot()

  // The fields a layout pass reads are above (stored in declaration order, they share the
  // object's first cache lines); the ones only reports read are below.

  /// A name for debugging output.
  @exclusivity(unchecked) public var identifier: String?

  /// Where a scene file declared the constraint (not a UIKit property).
  @exclusivity(unchecked) public var sourceLocation: SourceLocation?

  /// The text a scene file or storyboard gave the constraint, for reports (not a UIKit property).
  public var sourceText: String? {
    get { storedSourceText ?? sourceTextMaker?() }
    set {
      storedSourceText = newValue
      sourceTextMaker = nil
    }
  }
  @exclusivity(unchecked) private var storedSourceText: String?
  @exclusivity(unchecked) private var sourceTextMaker: (@Sendable () -> String)?

  /// Sets ``sourceText`` to what `make` returns, made when first read (a storyboard's constraint
  /// would otherwise build its text in every layout, and few are ever read).
  public func setSourceText(_ make: @escaping @Sendable () -> String) {
    storedSourceText = nil
    sourceTextMaker = make
  }

  /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public convenience init(
    item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    // Not `Optional.map`: a main-actor function passed as a value is checked for the actor on
    // every call.
    var second: LayoutItemHandle?
    if let toItem { second = LayoutItemHandle.of(toItem) }
    self.init(
      first: LayoutItemHandle.of(item), attribute: attribute, relatedBy: relation,
      second: second, attribute: secondAttribute, multiplier: multiplier, constant: constant)
  }

  /// The public initializer given the items' handles (an anchor keeps its item's). A document
  /// builder (a scene file's) also gives the priority, where the constraint was declared and its
  /// text: the same constraint as setting them afterwards, made without the setters' bookkeeping
  /// (it is not active yet, so no window is told).
  package init(
    first: LayoutItemHandle, attribute: Attribute, relatedBy relation: Relation,
    second: LayoutItemHandle?, attribute secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat, priority: UILayoutPriority = .required,
    sourceLocation: SourceLocation? = nil, sourceText: String? = nil
  ) {
    self.firstHandle = first
    self.firstAttribute = attribute
    self.relation = relation
    self.secondHandle = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = priority
    self.sourceLocation = sourceLocation
    self.storedSourceText = sourceText
    AutoLayoutActivity.isInUse = true
  }

  /// A constraint the engine makes for itself (`NSContentSizeLayoutConstraint`): never activated,
  /// so setting its priority tells no window.
  init(
    contentSizeOf view: UIView, attribute: Attribute, relatedBy relation: Relation,
    constant: CGFloat, priority: UILayoutPriority, identifier: String
  ) {
    self.firstHandle = view.itemHandle
    self.firstAttribute = attribute
    self.relation = relation
    self.secondHandle = nil
    self.secondAttribute = .notAnAttribute
    self.multiplier = 1
    self.storedConstant = constant
    self.storedPriority = priority
    self.identifier = identifier
    self.origin = .contentSize
  }

  /// Whether the constraint takes part in layout. Activating installs it on the items' closest
  /// common ancestor (or on the first item's view while they have none yet; the window reports
  /// a ``LayoutIssue`` if they still have none at layout time).
  public var isActive: Bool {
    get { isInstalled }
    set {
      if newValue { install() } else { uninstall() }
    }
  }

  /// Activates each constraint, in order.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func install() {
    guard !isInstalled else { return }
    let first = NSLayoutConstraint.view(of: firstItem)
    let second = NSLayoutConstraint.view(of: secondItem)
    guard let host = NSLayoutConstraint.commonAncestor(first, second) ?? first ?? second else {
      return
    }
    activate(on: host, firstView: first)
  }

  /// Activates the constraint on `host`, the closest common ancestor of its items' views (or the
  /// first item's view while they have none), for a builder that found them already;
  /// `firstView` is the first item's view. The same as ``isActive`` set to true.
  package func activate(on host: UIView, firstView: UIView?) {
    guard !isInstalled else { return }
    host.autoLayout.constraints.append(self)
    installedOn = host
    AutoLayoutActivity.sequence += 1
    activationSequence = AutoLayoutActivity.sequence
    AutoLayoutActivity.constraintChanged(self, firstView: firstView)
  }

  /// ``activate(on:firstView:)`` for a builder that runs the quick required-conflict test as it
  /// goes: the constraint's parts are given to `test` from here, where they are this module's
  /// own fields (read from another module, each item handle is retained and released again).
  package func activate(on host: UIView, firstView: UIView?, testing test: inout FreshVariableTest)
  {
    test.add(
      firstHandle, firstAttribute, secondHandle, secondAttribute, multiplier: multiplier,
      constant: storedConstant, priority: storedPriority)
    activate(on: host, firstView: firstView)
  }

  /// ``deactivate(_:)`` for many constraints at once: each host's list is filtered once, not
  /// once per constraint (a builder undoing a large batch it activated).
  package static func deactivateAll(_ constraints: [NSLayoutConstraint]) {
    var gone = Set<ObjectIdentifier>()
    var hosts: [UIView] = []
    var hostIDs = Set<ObjectIdentifier>()
    for constraint in constraints {
      guard let host = constraint.installedOn,
        gone.insert(ObjectIdentifier(constraint)).inserted
      else { continue }
      if hostIDs.insert(ObjectIdentifier(host)).inserted { hosts.append(host) }
    }
    for constraint in constraints where constraint.isInstalled {
      AutoLayoutEngine.holdRecord(of: constraint)
    }
    for host in hosts {
      host.autoLayout.constraints.removeAll { gone.contains(ObjectIdentifier($0)) }
    }
    for constraint in constraints where constraint.isInstalled {
      constraint.installedOn = nil
      AutoLayoutActivity.constraintChanged(constraint)
    }
  }

  private func uninstall() {
    guard let host = installedOn else { return }
    AutoLayoutEngine.holdRecord(of: self)
    host.autoLayout.constraints.removeAll { $0 === self }
    installedOn = nil
    AutoLayoutActivity.constraintChanged(self)
  }

  /// The view an item belongs to: the view itself, a guide's owning view, a layout support's
  /// controller's view.
  static func view(of item: AnyObject?) -> UIView? {
    switch item {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    case let support as UILayoutSupport: support.controller?.viewIfLoaded
    default: nil
    }
  }

  /// The closest view that is (or contains) both views; with one view, that view.
  package static func commonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
    guard let a else { return b }
    guard let b else { return a }
    if a === b { return a }
    // The usual cases: a view and its superview, two siblings (told by address, without
    // retaining the superviews).
    let aParent = a.unretainedSuperview?.toOpaque()
    let bParent = b.unretainedSuperview?.toOpaque()
    if aParent == Unmanaged.passUnretained(b).toOpaque() { return b }
    if bParent == Unmanaged.passUnretained(a).toOpaque() { return a }
    if aParent != nil, aParent == bParent { return a.superview }
    func depth(_ view: UIView) -> Int {
      var depth = 0
      var current = view.superview
      while let next = current {
        depth += 1
        current = next.superview
      }
      return depth
    }
    // Climb the deeper view to the other's depth, then both together until they meet.
    var x: UIView? = a
    var y: UIView? = b
    var dx = depth(a)
    var dy = depth(b)
    while dx > dy, let next = x {
      x = next.superview
      dx -= 1
    }
    while dy > dx, let next = y {
      y = next.superview
      dy -= 1
    }
    while let p = x, let q = y {
      if p === q { return p }
      x = p.superview
      y = q.superview
    }
    return nil
  }

}

/// Process-wide Auto Layout bookkeeping: whether any constraint exists (windows skip the
/// constraint passes until one does), the activation order, and a count of the changes that
/// alter what a window's engine collects.
@MainActor
enum AutoLayoutActivity {
  @exclusivity(unchecked) static var isInUse = false
  @exclusivity(unchecked) static var sequence = 0
  /// Bumped by every change that can alter which constraints a window's engine collects, or
  /// what it makes of them: a constraint activated, deactivated or changed; a view added,
  /// removed or reordered; `translatesAutoresizingMaskIntoConstraints`; a layout guide added or
  /// removed; `setNeedsUpdateConstraints`; `invalidateIntrinsicContentSize`; content priorities.
  /// An engine whose last collection started at the current count skips the next one
  /// (`AutoLayoutEngine.sync`). Any window's change counts for all: it only costs a collection.
  @exclusivity(unchecked) static var mutations = 0

  static func constraintChanged(_ constraint: NSLayoutConstraint) {
    constraintChanged(constraint, firstView: NSLayoutConstraint.view(of: constraint.firstItem))
  }

  /// ``constraintChanged(_:)`` given the view of the constraint's first item.
  static func constraintChanged(_ constraint: NSLayoutConstraint, firstView view: UIView?) {
    isInUse = true
    mutations &+= 1
    constraint.revision += 1
    view?.enclosingWindow?.autoLayoutNeedsSync()
  }
}
