import AutoLayoutSolver
import DeviceCatalog
import Foundation

// UIKit's update-constraints phase and the sync that brings the solver in line with the active
// constraints of the window's hierarchy.
extension AutoLayoutEngine {
  // MARK: Update-constraints phase (AL1.1)

  /// UIKit's update-constraints phase: bottom-up (subviews first), each view that needs it gets
  /// `updateConstraints`, a controller's root view then its controller's
  /// `updateViewConstraints` (AL1.1).
  static func updateConstraintsPhase(_ view: UIView) {
    for subview in view.subviews { updateConstraintsPhase(subview) }
    guard view.autoLayout.needsUpdateConstraints else { return }
    view.autoLayout.needsUpdateConstraints = false
    view.updateConstraints()
    if let controller = view.owningViewController, controller.viewIfLoaded === view {
      controller.updateViewConstraints()
    }
  }

  // MARK: Sync

  /// Brings the solver in line with the active constraints of the window's hierarchy: removes
  /// the ones gone or changed, adds the new ones in activation order (a required one that
  /// conflicts is broken and reported, AL2.1), refreshes every fixed item, and solves.
  ///
  /// When nothing the collection reads has changed since the last one (``AutoLayoutActivity``'s
  /// mutation count, the stack views' arrangements, the intrinsic sizes), the collection and the
  /// diff are skipped: they would find nothing to add or remove. UIKit's two passes per first
  /// appearance (R9.3) collect once.
  func sync() {
    if collectedAtMutation == AutoLayoutActivity.mutations, collectionIsCurrent() {
      suggestAll()
      solve()
      isDirty = false
      return
    }
    // A change during this sync (an `updateConstraints`, a stack view's new arrangement) makes
    // the next one collect again.
    collectedAtMutation = AutoLayoutActivity.mutations
    collections += 1
    AutoLayoutEngine.updateConstraintsPhase(window)
    // The wanted constraints, each with a reference of its own taken by the collection
    // (`passRetained`), which its record takes over when it is installed (or which is let go as
    // soon as it is not): the lists are not released one by one at the end of the sync, a second
    // pass over every constraint of a large window, out of the cache by then.
    var wanted: [Unmanaged<NSLayoutConstraint>] = []
    // Room for what the last collection found (a large array grown by doubling is copied, and its
    // new memory faulted in, at every step).
    wanted.reserveCapacity(lastWantedCount)
    unrooted = []
    // Each wanted constraint's ``order(_:)``, read as the collection met it: the batch is sorted
    // by these without reading the constraints again.
    var keys: [Int] = []
    keys.reserveCapacity(lastWantedCount)
    let placed = collect(into: &wanted, keys: &keys)
    lastWantedCount = wanted.count
    lastPlaced = placed
    let mark = AutoLayoutEngine.lastMark
    let collectedCount = wanted.count
    addContentSizeConstraints(for: placed, to: &wanted)
    for index in collectedCount..<wanted.count {
      keys.append(AutoLayoutEngine.order(wanted[index].takeUnretainedValue()))
    }
    var stale: [Installed] = []
    var toAdd: [Unmanaged<NSLayoutConstraint>]
    // A fresh engine (the first pass) has nothing to compare with.
    if installedCount > 0 || !broken.isEmpty {
      // Wanted now: marked with this collection's mark.
      for constraint in wanted { constraint.takeUnretainedValue().wantedMark = mark }
      // Remove what is gone or changed, in a deterministic order. (Loops, not closures: a
      // closure made here is checked for the main actor on every call.)
      for record in records {
        guard let record,
          record.constraint.wantedMark != mark || record.revision != record.constraint.revision
        else { continue }
        stale.append(record)
      }
      stale.sort { $0.constraint.activationSequence < $1.constraint.activationSequence }
      // One rebuild at most for them all (removing a substituted equality rebuilds the solver).
      if !stale.isEmpty {
        var removed: [Constraint] = []
        removed.reserveCapacity(stale.count)
        for record in stale { removed.append(solverConstraint(of: record)) }
        try? solver.removeConstraints(removed)
      }
      for record in stale { uninstall(record, removingFromSolver: false) }
      // Broken constraints that went away or changed are new ones now.
      broken.removeAll {
        $0.constraint.wantedMark != mark || $0.constraint.revision != $0.revision
      }
      let brokenIDs = Set(broken.map { ObjectIdentifier($0.constraint) })
      toAdd = []
      var toAddKeys: [Int] = []
      for index in wanted.indices {
        let constraint = wanted[index].takeUnretainedValue()
        guard recordIndex(of: constraint) == nil,
          brokenIDs.isEmpty || !brokenIDs.contains(ObjectIdentifier(constraint))
        else {
          wanted[index].release()  // installed already: the collection's reference goes
          continue
        }
        toAdd.append(wanted[index])
        toAddKeys.append(keys[index])
      }
      keys = toAddKeys
    } else {
      // Everything wanted is new; given away (not copied), so the sort below moves the
      // references in place instead of copying the array, which would retain every constraint.
      toAdd = wanted
      wanted = []
    }
    // AL2.1: a broken constraint stays out until the constraints change; then every one is
    // retried in activation order with the new ones.
    if !stale.isEmpty || !toAdd.isEmpty {
      for record in broken {
        toAdd.append(Unmanaged.passRetained(record.constraint))
        keys.append(order(record.constraint))
      }
      broken = []
    }
    AutoLayoutEngine.sortByOrder(&toAdd, keys: keys)
    let batch = toAdd
    // Items made from here on take their kind as they are made; only the older ones may have
    // changed kind since (a view's `translatesAutoresizingMaskIntoConstraints`). A fresh
    // engine's first sync has none: no pass over its thousands of views to ask again.
    let olderItems = items.count
    if installedCount == 0, items.isEmpty, solver.variableCount == 0, solver.constraintCount == 0,
      !batch.isEmpty
    {
      installRecorded(batch)
    } else {
      for constraint in batch { install(constraint.takeRetainedValue()) }
    }
    refreshKinds(below: olderItems)
    suggestAll()
    solve()
    isDirty = false
  }

  /// Whether the last collection still holds: nothing bumped the mutation count since it
  /// started, each stack view it met keeps its arrangement (refreshed here, which bumps the count
  /// if it changes), and each placed view's intrinsic size and content priorities are the ones
  /// its content-size constraints were made from (an `intrinsicContentSize` override may change
  /// without `invalidateIntrinsicContentSize`).
  private func collectionIsCurrent() -> Bool {
    for stack in lastStacks { stack.refreshArrangement() }
    guard collectedAtMutation == AutoLayoutActivity.mutations else { return false }
    var withSize = 0
    for view in lastPlaced {
      let size = view.intrinsicContentSize
      if size.width == UIView.noIntrinsicMetric, size.height == UIView.noIntrinsicMetric {
        continue
      }
      withSize += 1
      guard let entry = contentSize[ObjectIdentifier(view)],
        entry.key == AutoLayoutEngine.contentSizeKey(view, size)
      else { return false }
    }
    return withSize == contentSize.count
  }

  func order(_ constraint: NSLayoutConstraint) -> Int {
    AutoLayoutEngine.order(constraint)
  }

  /// The order in which a batch is added to the solver: activation order, except the
  /// content-size constraints. A required one (hugging or compression resistance at 1000) comes
  /// first, so that a conflict still breaks the other constraint (AL2.1). The others come last:
  /// they never conflict, and added before the stack views' and the layout's required equalities
  /// they would put every size in the simplex tableau first, so that each equality between sizes
  /// could no longer be solved by substitution and needed an artificial variable — a 210-button
  /// grid of stack views took seconds per layout instead of milliseconds. Where the optimum is
  /// unique the order changes no value; it only decides which optimum an ambiguous layout takes.
  static func order(_ constraint: NSLayoutConstraint) -> Int {
    guard constraint.origin == .contentSize else { return constraint.activationSequence }
    return constraint.priority.rawValue >= UILayoutPriority.required.rawValue ? -1 : Int.max
  }

  /// Sorts `constraints` by their ``order(_:)``, given as `keys` (read by the caller as it
  /// collected them), equal ones in their given order (a stable sort), by moving the references
  /// in place: the constraints are not read again and their reference counts are not touched
  /// (each would be a cache miss on a large batch). Outside the main actor: the comparisons need
  /// no isolation check.
  nonisolated static func sortByOrder<Element>(_ constraints: inout [Element], keys: [Int]) {
    assert(keys.count == constraints.count, "one key per constraint")
    var inOrder = true
    for index in keys.indices.dropFirst() where keys[index - 1] >= keys[index] {
      inOrder = false
      break
    }
    if inOrder { return }
    var order: [(order: Int, index: Int)] = []
    order.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() { order.append((key, index)) }
    order.sort { $0.order < $1.order || ($0.order == $1.order && $0.index < $1.index) }
    // Position i takes the constraint at order[i].index: follow each cycle of the permutation,
    // swapping (a swap in a buffer moves the references, without retaining them).
    var done = [Bool](repeating: false, count: order.count)
    constraints.withUnsafeMutableBufferPointer { buffer in
      for start in buffer.indices where !done[start] {
        var position = start
        while true {
          done[position] = true
          let source = order[position].index
          if source == start { break }
          buffer.swapAt(position, source)
          position = source
        }
      }
    }
  }

  /// The active constraints of the window's views, view by view in pre-order, after refreshing
  /// every stack view's arrangement. A constraint whose first item is outside this window is
  /// skipped; one whose second item is outside it is `unrooted` (its items share no ancestor).
  /// Also returns the constrained views that the solver places (their first appearance as an
  /// item, in that order), which get content-size constraints; `keys` gets each wanted
  /// constraint's ``order(_:)``.
  private func collect(into wanted: inout [Unmanaged<NSLayoutConstraint>], keys: inout [Int])
    -> [UIView]
  {
    // Membership and "already met" are marks on the views' handles (a number no earlier
    // collection used), not sets keyed by identity.
    AutoLayoutEngine.lastMark += 1
    let mark = AutoLayoutEngine.lastMark
    // Pre-order, without recursion (the depth is the hierarchy's).
    var views: [UIView] = []
    var pending: [UIView] = [window]
    lastStacks = []
    while let view = pending.popLast() {
      if let stack = view as? UIStackView {
        stack.refreshArrangement()
        lastStacks.append(stack)
      }
      view.autoLayout.memberMark = mark
      view.existingItemHandle?.memberMark = mark
      views.append(view)
      pending.append(contentsOf: view.subviews.reversed())
    }
    var placed: [UIView] = []
    for view in views {
      for constraint in view.autoLayout.constraints {
        // A freed first item: nothing to lay out. A freed second item: the constraint reads as
        // one without a second item (`secondItem` is nil), as before it was freed.
        guard AutoLayoutEngine.isMember(constraint.firstHandle, mark: mark) else { continue }
        if let second = constraint.secondHandle, second.isLive,
          !AutoLayoutEngine.isMember(second, mark: mark)
        {
          // Not both in this window: the window is not a common ancestor. UIKit raises an
          // exception; the runtime reports it and ignores the constraint.
          unrooted.append(constraint)
          continue
        }
        wanted.append(Unmanaged.passRetained(constraint))
        keys.append(AutoLayoutEngine.order(constraint))
        AutoLayoutEngine.notePlaced(constraint.firstHandle, mark: mark, in: &placed)
        if let second = constraint.secondHandle {
          AutoLayoutEngine.notePlaced(second, mark: mark, in: &placed)
        }
      }
    }
    return placed
  }

  /// Whether an item is in the window being collected: a view by its handle's mark (the view
  /// itself is not read), a guide or layout support by its view's; false once it is freed.
  private static func isMember(_ handle: LayoutItemHandle, mark: Int) -> Bool {
    if handle.isView { return handle.memberMark == mark }
    guard let object = handle.object, let view = NSLayoutConstraint.view(of: object) else {
      return false
    }
    return view.autoLayout.memberMark == mark
  }

  /// Appends a constrained view the solver places, at its first appearance in this collection as
  /// an item (a guide's view is not placed by naming the guide). The view is read only then.
  private static func notePlaced(
    _ handle: LayoutItemHandle, mark: Int, in placed: inout [UIView]
  ) {
    guard handle.isView, handle.metMark != mark else { return }
    handle.metMark = mark
    guard let object = handle.known else { return }
    let view = unsafeDowncast(object, to: UIView.self)
    if !view.translatesAutoresizingMaskIntoConstraints { placed.append(view) }
  }

  /// NSContentSizeLayoutConstraint: a free view with an intrinsic size gets `size <= intrinsic`
  /// at its hugging priority and `size >= intrinsic` at its compression resistance, per axis
  /// (AL3.1).
  private func addContentSizeConstraints(
    for views: [UIView], to wanted: inout [Unmanaged<NSLayoutConstraint>]
  ) {
    var kept: [ObjectIdentifier: (key: ContentSizeKey, constraints: [NSLayoutConstraint])] = [:]
    for view in views {
      let size = view.intrinsicContentSize
      // No intrinsic size on either axis: no content-size constraint (and nothing to keep).
      if size.width == UIView.noIntrinsicMetric, size.height == UIView.noIntrinsicMetric {
        continue
      }
      let state = view.autoLayout
      let key = AutoLayoutEngine.contentSizeKey(view, size)
      let id = ObjectIdentifier(view)
      var entry = contentSize[id]
      if entry?.key != key {
        var made: [NSLayoutConstraint] = []
        let axes: [(CGFloat, NSLayoutConstraint.Attribute, UILayoutPriority, UILayoutPriority)] = [
          (size.width, .width, state.huggingHorizontal, state.compressionHorizontal),
          (size.height, .height, state.huggingVertical, state.compressionVertical),
        ]
        for (length, attribute, hugging, compression) in axes
        where length != UIView.noIntrinsicMetric {
          let hug = NSLayoutConstraint(
            contentSizeOf: view, attribute: attribute, relatedBy: .lessThanOrEqual,
            constant: length, priority: hugging,
            identifier: "NSContentSizeLayoutConstraint-hugging")
          let resist = NSLayoutConstraint(
            contentSizeOf: view, attribute: attribute, relatedBy: .greaterThanOrEqual,
            constant: length, priority: compression,
            identifier: "NSContentSizeLayoutConstraint-compression")
          made += [hug, resist]
        }
        entry = (key, made)
      }
      if let entry {
        kept[id] = entry
        for constraint in entry.constraints { wanted.append(Unmanaged.passRetained(constraint)) }
      }
    }
    contentSize = kept
  }

  private static func contentSizeKey(_ view: UIView, _ size: CGSize) -> ContentSizeKey {
    let state = view.autoLayout
    return ContentSizeKey(
      size: size, huggingHorizontal: state.huggingHorizontal.rawValue,
      huggingVertical: state.huggingVertical.rawValue,
      compressionHorizontal: state.compressionHorizontal.rawValue,
      compressionVertical: state.compressionVertical.rawValue)
  }
}
