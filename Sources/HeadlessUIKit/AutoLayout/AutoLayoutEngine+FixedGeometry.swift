import AutoLayoutSolver
import DeviceCatalog
import Foundation

// Fixed items: the geometry the runtime computes for them, suggested to the solver.
extension AutoLayoutEngine {
  // MARK: Fixed geometry

  /// The window-coordinate rectangle of a fixed item, from the runtime's computed geometry.
  func fixedRect(_ object: AnyObject) -> CGRect? {
    switch object {
    case let window as UIWindow where window === self.window:
      return window.bounds
    case let view as UIView:
      return view.superview == nil ? view.frame : view.frameInWindow
    case let guide as UILayoutGuide:
      guard let owner = guide.owningView else { return nil }
      return owner.convert(guide.layoutFrame, to: nil)
    case let support as UILayoutSupport:
      guard let view = support.controller?.viewIfLoaded else { return nil }
      let length = support.length
      let local =
        support.isTop
        ? CGRect(x: 0, y: 0, width: view.bounds.width, height: length)
        : CGRect(x: 0, y: view.bounds.height - length, width: view.bounds.width, height: length)
      return view.convert(local, to: nil)
    default:
      return nil
    }
  }

  /// Suggests the fixed items' geometry (one re-solve for all); returns whether anything
  /// changed.
  @discardableResult
  func suggest(_ list: [Int]) -> Bool {
    var pending: [(Variable, Double)] = []
    for index in list { collectSuggestions(index, into: &pending) }
    return applySuggestions(pending)
  }

  /// ``suggest(_:)`` over every item.
  @discardableResult
  func suggestAll() -> Bool {
    var pending: [(Variable, Double)] = []
    for index in currentHeldItems() { collectSuggestions(index, into: &pending) }
    return applySuggestions(pending)
  }

  /// ``heldItems``, made again if the items changed since.
  func currentHeldItems() -> [Int] {
    if heldItemsAreCurrent { return heldItems }
    var held: [Int] = []
    for index in items.indices where items[index].kind != .free && items[index].isLive {
      held.append(index)
    }
    heldItems = held
    heldItemsAreCurrent = true
    return held
  }

  private func collectSuggestions(_ index: Int, into pending: inout [(Variable, Double)]) {
    guard let values = heldValues(index) else { return }
    for k in 0..<4 where !(values[k] == items[index].suggested[k]) {
      pending.append((items[index].heldVariable(k), values[k]))
      items[index].suggested[k] = values[k]
    }
  }

  private func applySuggestions(_ pending: [(Variable, Double)]) -> Bool {
    guard !pending.isEmpty else { return false }
    try? solver.suggestValues(pending)
    fixedRevision += 1
    return true
  }

  /// What the runtime computed for an item's held variables: a fixed item's rectangle in window
  /// coordinates; an attached guide's insets from its view's bounds (left, top, right, bottom,
  /// from the unstandardized rectangles: margins wider than the view give a negative width).
  private func heldValues(_ index: Int) -> SIMD4<Double>? {
    // The kind first, read in place: copying a free item's row would retain its view (a cache
    // miss per view per pass, for nothing).
    let kind = items[index].kind
    guard kind != .free, items[index].isLive, let object = object(ofItem: index) else {
      return nil
    }
    switch kind {
    case .free:
      return nil
    case .fixed:
      guard let rect = fixedRect(object) else { return nil }
      return SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    case .attached:
      guard let guide = object as? UILayoutGuide, let view = guide.owningView else { return nil }
      let frame = guide.layoutFrame
      let bounds = view.bounds
      return SIMD4(
        Double(frame.origin.x - bounds.origin.x), Double(frame.origin.y - bounds.origin.y),
        Double(bounds.origin.x + bounds.size.width - frame.origin.x - frame.size.width),
        Double(bounds.origin.y + bounds.size.height - frame.origin.y - frame.size.height))
    }
  }

  /// A view's frame, safe area and margins are now known (top-down): re-suggest the fixed items
  /// derived from it (the view itself, its system guides, its controller's layout guides) and
  /// re-solve if any changed (AL1.3).
  func viewDidSettle(_ view: UIView) {
    let key = ObjectIdentifier(view)
    if fewOwners.count <= AutoLayoutEngine.fewOwnersLimit, !fewOwners.contains(key) { return }
    guard let list = owned[key] else { return }
    if suggest(list) { solve() }
  }

  /// Re-suggests every fixed item, retries the constraints broken against fixed geometry that
  /// has moved since, and breaks what now conflicts with it (AL2.2); returns whether another
  /// layout pass is needed to apply the result.
  func finishPass() -> Bool {
    var changed = suggestAll()
    let retry = broken.filter { $0.againstFixedGeometry && $0.fixedRevision != fixedRevision }
    if !retry.isEmpty {
      broken.removeAll { $0.againstFixedGeometry && $0.fixedRevision != fixedRevision }
      for record in retry.sorted(by: { order($0.constraint) < order($1.constraint) }) {
        install(record.constraint)
      }
      // Items the retried constraints brought back (a guide released with them) start without a
      // suggested value: give them their geometry before solving.
      suggestAll()
      changed = true
    }
    if changed || !violatedFixed().isEmpty { solve(breaking: true) }
    let stale = framesStale
    framesStale = false
    return stale
  }
}
