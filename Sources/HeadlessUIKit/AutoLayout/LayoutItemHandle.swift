import Foundation

/// A layout item (a view, a layout guide, a `UILayoutSupport`) as constraints and anchors refer to
/// it: UIKit's weak reference without Swift's `weak`.
///
/// A Swift `weak` reference gives its target a side table, and every later retain and release of
/// that object takes the runtime's slow path; every constrained view was such a target. Instead
/// each item keeps one handle (made when first asked for) whose pointer back to the item its
/// `deinit` sets to nil before the item's memory goes, and constraints and anchors hold the handle
/// strongly. Everything here runs on the main actor, one thread, so no read can fall between the
/// item's last release and that `deinit`: ``object`` is the item while it lives and nil after,
/// never a dangling pointer (`EngineLifetimeTests`, "Handles").
@MainActor
package final class LayoutItemHandle {
  /// The item; its `deinit` clears this (`UIView`, `UILayoutGuide`, `UILayoutSupport`).
  var known: AnyObject? { knownPointer?.takeUnretainedValue() }
  /// ``known``, unretained: what `unowned(unsafe)` would store, but tested for nil without
  /// taking a reference to the item (an `unowned(unsafe)` property is retained even to be
  /// compared with nil, an atomic operation on an object that may be out of the cache).
  nonisolated(unsafe) private var knownPointer: Unmanaged<AnyObject>?
  /// An object of any other class (the public initializers take `AnyObject`), held `weak`.
  private weak var other: AnyObject?
  /// Scratch for one pass over constraints that numbers their items (`FreshVariableCheck`): the
  /// pass's mark, and the item's number in it.
  @exclusivity(unchecked) var passMark = 0
  @exclusivity(unchecked) var passNumber = 0
  /// The item's row in its window's Auto Layout engine (``AutoLayoutEngine/items``): kept on the
  /// handle, which a constraint holds, so the engine finds it without asking the item's class.
  /// Only a handle of a known item (``known``) is used for this.
  @exclusivity(unchecked) var engineItem = EngineSlot()
  /// Whether the item is a `UIView` (``known`` is then one while it lives).
  let isView: Bool
  /// A view's marks for one collection of its window's constraints
  /// (`AutoLayoutEngine.collect`): the view is in the window; the view was met as an item. Kept
  /// here, not on the view, so the collection reads a constraint and its items' handles without
  /// touching each view it names (a cache miss per view, per constraint, on a large window).
  @exclusivity(unchecked) var memberMark = 0
  @exclusivity(unchecked) var metMark = 0

  private init(known: AnyObject) {
    self.knownPointer = Unmanaged.passUnretained(known)
    self.isView = known is UIView
  }

  private init(other: AnyObject) {
    self.other = other
    self.isView = false
  }

  /// The item, or nil once it is freed.
  var object: AnyObject? {
    if let known { return known }
    return other
  }

  /// Whether the item still lives (``object`` is not nil), without taking a reference to it.
  var isLive: Bool {
    knownPointer != nil || other != nil
  }

  /// Whether the handle is a known item's (``known``) that still lives.
  var isKnownAndLive: Bool { knownPointer != nil }

  /// Clears ``known``: the item's `deinit` calls this (not on the main actor) before its memory
  /// goes.
  nonisolated func itemWillGo() { knownPointer = nil }

  /// The item's handle: the one it keeps, or for an object of another class a new `weak` one.
  static func of(_ object: AnyObject) -> LayoutItemHandle {
    switch object {
    case let view as UIView: view.itemHandle
    case let guide as UILayoutGuide: guide.itemHandle
    case let support as UILayoutSupport: support.itemHandle
    default: LayoutItemHandle(other: object)
    }
  }

  /// A new handle for an item that keeps it (in its `storedItemHandle`).
  static func made(for item: AnyObject) -> LayoutItemHandle {
    LayoutItemHandle(known: item)
  }
}
