import AutoLayoutSolver
import DeviceCatalog
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
typealias LinearExpression = AutoLayoutSolver.Expression

/// One window's Auto Layout engine: one ``Solver`` for the window's whole life, reused across
/// layout passes and environment changes.
///
/// Every item (a view, a layout guide, a `UILayoutSupport`) that an active constraint names has
/// four variables in window coordinates: left, top, width, height. Items whose geometry the
/// runtime computes — views with `translatesAutoresizingMaskIntoConstraints`, the window, the
/// system guides (safe area, margins, readable content) and the iOS 10 layout guides — are
/// *fixed*: their variables are edit variables, suggested from the computed geometry whenever
/// it changes (AL1.3). Views with `translatesAutoresizingMaskIntoConstraints = false` and
/// custom guides are *free*: the solver computes them and the pass applies their frames (AL1.2).
/// See `Documentation/AutoLayout.md`.
@MainActor
final class AutoLayoutEngine {
  enum Kind: Equatable {
    case free
    case fixed
    /// A system guide (safe area, margins, readable content) of a free view: its frame follows
    /// its view's solved frame, inset by amounts the runtime computes (AL1.5).
    case attached
  }

  /// What a fixed item's geometry comes from, for reports.
  enum Source: Equatable {
    case view
    case autoresizingMask
    case safeArea, margins, readableContent
    case topLayoutGuide, bottomLayoutGuide
    case customGuide
  }

  /// One item of the engine: a row of ``AutoLayoutEngine/items``, found from its object through
  /// the object's ``EngineSlot`` (no dictionary keyed by identity, no class instance per item).
  struct Item {
    /// The view, guide or layout support, held while the item lives (released with its last
    /// constraint). The window's own item holds nothing (``AutoLayoutEngine/window`` is the
    /// object): the window holds the engine.
    var object: AnyObject?
    var isWindow = false
    /// Whether ``object`` is a `UIView` (asked once, not at every solve).
    var isView = false
    /// False once released: the row stays, unused, so the indices of the others do not move.
    var isLive = true
    /// The id of the first of the item's four variables: left, top, width, height are `base`,
    /// `base + 1`, `base + 2`, `base + 3`.
    let base: Int
    var kind: Kind
    var suggested = SIMD4<Double>(0, 0, 0, 0)
    var references = 0
    /// For an attached guide: the first of its four inset variables from its view's frame (left,
    /// top, right, bottom), held like fixed geometry (−1 until made); the required equalities
    /// that tie it to the view; the view's item.
    var insetBase = -1
    var links: [Constraint] = []
    var owner = -1
    /// The view whose settling re-suggests this item (``AutoLayoutEngine/viewDidSettle(_:)``).
    var geometryOwner: ObjectIdentifier?

    init(object: AnyObject?, isWindow: Bool, base: Int, kind: Kind) {
      self.object = object
      self.isWindow = isWindow
      self.isView = object is UIView
      self.base = base
      self.kind = kind
    }

    /// One of the four frame variables (0 left, 1 top, 2 width, 3 height).
    func variable(_ index: Int) -> Variable { Variable(id: base + index) }

    /// One of the four variables held at `suggested`: the frame of a fixed item, the insets of an
    /// attached one.
    func heldVariable(_ index: Int) -> Variable {
      Variable(id: (kind == .attached ? insetBase : base) + index)
    }
  }

  struct Installed {
    /// The constraint, not retained while the view it is installed on holds it: the record of
    /// every constraint of a large window is then made and freed without touching the constraint
    /// (an atomic reference count on an object out of the cache, each time). ``held`` keeps it
    /// whenever that may not be so: it was not installed when recorded, another engine holds its
    /// slot, or it is about to leave its host before the next sync removes this record
    /// (`NSLayoutConstraint.willLeaveHost()` asks ``holdRecord(of:)``). So a record's constraint
    /// always lives (`EngineLifetimeTests`).
    private let unretained: Unmanaged<NSLayoutConstraint>
    var held: NSLayoutConstraint?
    var constraint: NSLayoutConstraint { unretained.takeUnretainedValue() }
    /// Its solver constraint (``AutoLayoutEngine/solverConstraint(of:)``).
    var solverConstraint: SolverConstraintSource
    let revision: Int
    /// The items it references (released when it goes).
    let first: Int
    let second: Int?

    init(
      constraint: NSLayoutConstraint, solverConstraint: SolverConstraintSource, revision: Int,
      first: Int, second: Int?
    ) {
      unretained = Unmanaged.passUnretained(constraint)
      self.solverConstraint = solverConstraint
      self.revision = revision
      self.first = first
      self.second = second
    }
  }

  /// Where an installed constraint's solver constraint is: its own, or the one at this position
  /// of ``AutoLayoutEngine/sharedConstraints`` (a template's, immutable and shared by every window
  /// that installed the same batch): a record then holds no reference to it, so installing and
  /// freeing thousands of records touches none of the template's objects.
  enum SolverConstraintSource {
    case own(Constraint)
    case shared(Int)
  }

  struct Broken {
    let constraint: NSLayoutConstraint
    /// The minimal conflicting set (AL2.3), the broken constraint left out; turned into a
    /// ``LayoutConflict`` only when someone reads the issues.
    let set: [Fact]
    /// Broken because it contradicts geometry the runtime computed (retried when that changes).
    let againstFixedGeometry: Bool
    /// ``AutoLayoutEngine/fixedRevision`` when it was broken.
    let fixedRevision: Int
    /// The constraint's revision when it was broken (a changed constraint is a new one).
    let revision: Int
  }

  @exclusivity(unchecked) var solver = Solver()
  /// The items in creation order (deterministic: the hierarchy walk's order), released ones
  /// included (``Item/isLive``); an item's index is stored in its object's ``EngineSlot``.
  @exclusivity(unchecked) private(set) var items: [Item] = []
  /// The live items that are not free (fixed and attached), in item order: what
  /// ``suggestAll()`` and ``violatedFixed()`` walk, instead of every item (a chain's thousands of
  /// free views hold nothing). Made again after an item is added, released or changes kind
  /// (each of those clears ``heldItemsAreCurrent``).
  @exclusivity(unchecked) private var heldItems: [Int] = []
  @exclusivity(unchecked) private var heldItemsAreCurrent = false
  /// Items whose object's slot another engine holds (the object moved between windows), by
  /// object.
  @exclusivity(unchecked) private var overflowItems: [ObjectIdentifier: Int] = [:]
  /// Items whose fixed geometry derives from a view, by that view.
  @exclusivity(unchecked) private var owned: [ObjectIdentifier: [Int]] = [:]
  /// The installed constraints, each at the index its constraint's ``EngineSlot`` names; nil
  /// rows are free (``freeRecords``).
  @exclusivity(unchecked) nonisolated(unsafe) private var records: [Installed?] = []
  @exclusivity(unchecked) private var freeRecords: [Int] = []
  /// Records of constraints whose slot another engine holds, by constraint.
  @exclusivity(unchecked) private var overflowRecords: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) private(set) var installedCount = 0
  @exclusivity(unchecked) private(set) var broken: [Broken] = []
  @exclusivity(unchecked) private(set) var unrooted: [NSLayoutConstraint] = []
  /// Views whose solved frame left the range a layout can hold (AL1.2 applies finite frames
  /// only): each laid out with 0 for those attributes, in the order they were applied.
  @exclusivity(unchecked) private(set) var outOfRange: [(view: UIView, attributes: [String])] = []
  /// Content-size constraints per view (NSContentSizeLayoutConstraint).
  @exclusivity(unchecked) private var contentSize:
    [ObjectIdentifier: (key: ContentSizeKey, constraints: [NSLayoutConstraint])] =
      [:]

  /// What a view's content-size constraints are made from.
  struct ContentSizeKey: Equatable {
    var size: CGSize
    var huggingHorizontal, huggingVertical: Float
    var compressionHorizontal, compressionVertical: Float
  }
  /// Incremented by every solve; ambiguity is cached per generation.
  @exclusivity(unchecked) private(set) var generation = 0
  /// Incremented whenever a fixed item's suggested geometry changes: a constraint broken
  /// against fixed geometry (AL2.2) is retried only once this moved on.
  @exclusivity(unchecked) private(set) var fixedRevision = 0
  @exclusivity(unchecked) var ambiguityCache:
    (generation: Int, views: [UIView], issues: [LayoutAmbiguity])?
  /// Set when a solve moved a free view after its superview had been laid out in this pass.
  @exclusivity(unchecked) var framesStale = false
  @exclusivity(unchecked) var isDirty = true
  /// The last mark a collection of constraints used (see `ViewAutoLayoutState.memberMark`).
  @exclusivity(unchecked) private(set) static var lastMark = 0
  /// ``AutoLayoutActivity/mutations`` when the last collection of the window's constraints
  /// started (−1: none yet), the views it found placed by the solver, and the stack views it met
  /// (``sync()`` skips a collection that would find the same).
  @exclusivity(unchecked) private var collectedAtMutation = -1
  /// How many collections ran (for tests: a first appearance with nothing changed between its
  /// two passes collects once).
  @exclusivity(unchecked) private(set) var collections = 0
  @exclusivity(unchecked) private var lastPlaced: [UIView] = []
  /// How many constraints the last collection wanted.
  @exclusivity(unchecked) private var lastWantedCount = 0
  @exclusivity(unchecked) private var lastStacks: [UIStackView] = []
  /// Where each solver constraint of the batch being recorded is kept, in recording order: an
  /// installed constraint's record, or an attached guide's link (``installRecorded(_:)`` makes
  /// them name a template's equal constraints, position by position).
  enum RecordedOwner {
    case record(Int)
    case link(item: Int, position: Int)
  }
  @exclusivity(unchecked) private var recordedOwners: [RecordedOwner] = []
  /// The solver constraints of the template whose solver this engine took, by position
  /// (``SolverConstraintSource/shared(_:)``).
  @exclusivity(unchecked) private var sharedConstraints: [Constraint] = []
  /// The first batch of a fresh engine, checked against a template or recorded (see
  /// AutoLayoutEngine+Template.swift).
  @exclusivity(unchecked) private var recording: BatchRecorder?
  unowned let window: UIWindow
  /// The window's identity (comparing with it takes no reference to the window).
  private let windowIdentifier: ObjectIdentifier
  /// This engine's number in the ``EngineSlot``s of its items and constraints (never 0).
  let serial: Int
  @exclusivity(unchecked) private static var lastSerial = 0
  /// The engines by ``serial``, nil once freed (8 bytes per window ever made): a constraint about
  /// to leave its host finds the engine that records it (``holdRecord(of:)``). Not retained: an
  /// engine clears its entry in its `deinit`. One thread (the main actor).
  @exclusivity(unchecked) nonisolated(unsafe) private static var liveEngines:
    [Unmanaged<AutoLayoutEngine>?] = [nil]

  init(window: UIWindow) {
    self.window = window
    AutoLayoutEngine.lastSerial += 1
    serial = AutoLayoutEngine.lastSerial
    windowIdentifier = ObjectIdentifier(window)
    while AutoLayoutEngine.liveEngines.count <= serial { AutoLayoutEngine.liveEngines.append(nil) }
    AutoLayoutEngine.liveEngines[serial] = Unmanaged.passUnretained(self)
  }

  deinit {
    AutoLayoutEngine.liveEngines[serial] = nil
  }

  /// The constraint is about to leave the view it is installed on (deactivated, or the view is
  /// freed): the engine whose slot it has, if that engine lives, retains it in its record until
  /// the next sync removes the record. (Not isolated: a view's `deinit` calls it. Everything
  /// runs on the main thread.)
  nonisolated static func holdRecord(of constraint: NSLayoutConstraint) {
    let slot = constraint.engineRecord
    guard slot.engine != 0, slot.engine < liveEngines.count,
      let engine = liveEngines[slot.engine]?.takeUnretainedValue(),
      slot.index < engine.records.count, engine.records[slot.index]?.held == nil,
      engine.records[slot.index]?.constraint === constraint
    else { return }
    engine.records[slot.index]?.held = constraint
  }

  // MARK: Slots

  /// An installed constraint's solver constraint.
  func solverConstraint(of record: Installed) -> Constraint {
    switch record.solverConstraint {
    case .own(let constraint): constraint
    case .shared(let position): sharedConstraints[position]
    }
  }

  /// The installed constraints (in no particular order).
  var installedRecords: [Installed] {
    var result: [Installed] = []
    result.reserveCapacity(installedCount)
    for record in records {
      if let record { result.append(record) }
    }
    return result
  }

  /// The record of an installed constraint.
  func installedRecord(for constraint: NSLayoutConstraint) -> Installed? {
    guard let index = recordIndex(of: constraint) else { return nil }
    return records[index]
  }

  private func recordIndex(of constraint: NSLayoutConstraint) -> Int? {
    let slot = constraint.engineRecord
    if slot.engine == serial { return slot.index }
    if overflowRecords.isEmpty { return nil }
    return overflowRecords[ObjectIdentifier(constraint)]
  }

  private func storeRecord(_ record: consuming Installed) {
    let constraint = record.constraint
    let ownSlot = constraint.engineRecord.engine == 0
    // Not held by a host (a content-size constraint, a broken one retried after it was
    // deactivated), or another engine has its slot (and would be the one told when it leaves its
    // host): the record keeps it.
    if !ownSlot || !constraint.isInstalled { record.held = constraint }
    let index: Int
    if let free = freeRecords.popLast() {
      index = free
      records[index] = record
    } else {
      index = records.count
      records.append(record)
    }
    if recording != nil { recordedOwners.append(.record(index)) }
    installedCount += 1
    if ownSlot {
      constraint.engineRecord = EngineSlot(engine: serial, index: index)
    } else {
      overflowRecords[ObjectIdentifier(constraint)] = index
    }
  }

  private func removeRecord(of constraint: NSLayoutConstraint) {
    guard let index = recordIndex(of: constraint) else { return }
    records[index] = nil
    freeRecords.append(index)
    installedCount -= 1
    if constraint.engineRecord.engine == serial {
      constraint.engineRecord = EngineSlot()
    } else {
      overflowRecords[ObjectIdentifier(constraint)] = nil
    }
  }

  /// The slot an item's object keeps for the engine, on its ``LayoutItemHandle`` (an empty slot
  /// when no handle was made yet); nil for an object of another class (found by identity,
  /// ``overflowItems``).
  private static func slot(of object: AnyObject) -> EngineSlot? {
    switch object {
    case let view as UIView: view.existingItemHandle?.engineItem ?? EngineSlot()
    case let guide as UILayoutGuide: guide.existingItemHandle?.engineItem ?? EngineSlot()
    case let support as UILayoutSupport: support.existingItemHandle?.engineItem ?? EngineSlot()
    default: nil
    }
  }

  private static func setSlot(_ slot: EngineSlot, of object: AnyObject) {
    switch object {
    case let view as UIView: view.itemHandle.engineItem = slot
    case let guide as UILayoutGuide: guide.itemHandle.engineItem = slot
    case let support as UILayoutSupport: support.itemHandle.engineItem = slot
    default: break
    }
  }

  /// The index of the object's live item, if it has one.
  func itemIndex(of object: AnyObject) -> Int? {
    if let slot = AutoLayoutEngine.slot(of: object), slot.engine == serial { return slot.index }
    if overflowItems.isEmpty { return nil }
    return overflowItems[ObjectIdentifier(object)]
  }

  /// ``itemIndex(of:)`` for a view (no class test).
  func itemIndex(ofView view: UIView) -> Int? {
    let slot = view.existingItemHandle?.engineItem ?? EngineSlot()
    if slot.engine == serial { return slot.index }
    if overflowItems.isEmpty { return nil }
    return overflowItems[ObjectIdentifier(view)]
  }

  private func claimSlot(of object: AnyObject, index: Int) {
    if let slot = AutoLayoutEngine.slot(of: object), slot.engine == 0 {
      AutoLayoutEngine.setSlot(EngineSlot(engine: serial, index: index), of: object)
    } else {
      overflowItems[ObjectIdentifier(object)] = index
    }
  }

  private func clearSlot(of object: AnyObject) {
    if let slot = AutoLayoutEngine.slot(of: object), slot.engine == serial {
      AutoLayoutEngine.setSlot(EngineSlot(), of: object)
    } else {
      overflowItems[ObjectIdentifier(object)] = nil
    }
  }

  /// An item's object: the window for the window's item, nil for a released one.
  func object(ofItem index: Int) -> AnyObject? {
    items[index].isWindow ? window : items[index].object
  }

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
    for _ in collectedCount..<wanted.count { keys.append(-1) }  // content size: order −1
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

  private func order(_ constraint: NSLayoutConstraint) -> Int {
    AutoLayoutEngine.order(constraint)
  }

  private static func order(_ constraint: NSLayoutConstraint) -> Int {
    constraint.origin == .contentSize ? -1 : constraint.activationSequence
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

  // MARK: Installing

  private func install(_ constraint: NSLayoutConstraint) {
    // first − multiplier × second − constant, written term by term (the same terms, in the same
    // order, as the expression operators would write) into a fixed buffer: no array per
    // constraint while a batch is recorded.
    guard let (firstIndex, firstAttribute) = item(constraint.firstHandle, constraint.firstAttribute)
    else { return }
    var terms = TermBuffer()
    AutoLayoutEngine.appendTerms(items[firstIndex].base, firstAttribute, times: 1, to: &terms)
    var secondIndex: Int?
    if let handle = constraint.secondHandle,
      let (index, secondAttribute) = item(handle, constraint.secondAttribute)
    {
      AutoLayoutEngine.appendTerms(
        items[index].base, secondAttribute, times: -Double(constraint.multiplier), to: &terms)
      secondIndex = index
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let strength = Strength.uikit(priority: constraint.priority.rawValue)
    items[firstIndex].references += 1
    if let secondIndex { items[secondIndex].references += 1 }
    if recording != nil {
      // Recorded from its parts: the solver constraint is made only if no earlier window ran
      // the same batch. While the batch matches a template, the record names the template's
      // equal constraint by position at once; otherwise ``installRecorded(_:)`` gives it one
      // later.
      // (`if let`, not `Optional.map`: a closure made here is checked for the main actor on
      // every call.)
      var source = SolverConstraintSource.own(AutoLayoutEngine.unmadeConstraint)
      if let position = recording?.constraint(
        terms: terms, constant: -Double(constraint.constant), relation: relation,
        strength: strength)
      {
        source = .shared(position)
      }
      storeRecord(
        Installed(
          constraint: constraint, solverConstraint: source, revision: constraint.revision,
          first: firstIndex, second: secondIndex))
      return
    }
    let expression = LinearExpression(terms.terms, constant: -Double(constraint.constant))
    let solverConstraint = Constraint(expression, relation, strength: strength)
    do {
      try addToSolver(solverConstraint)
      storeRecord(
        Installed(
          constraint: constraint, solverConstraint: .own(solverConstraint),
          revision: constraint.revision, first: firstIndex, second: secondIndex))
    } catch {
      // AL2.1: the constraint being added conflicts with required ones already in: break it.
      release(firstIndex)
      if let secondIndex { release(secondIndex) }
      let set = minimalConflict(target: .constraint(constraint, solverConstraint)) ?? []
      broken.append(
        Broken(
          constraint: constraint, set: set, againstFixedGeometry: false,
          fixedRevision: fixedRevision, revision: constraint.revision))
    }
  }

  /// The item a constraint's item and attribute name, made if new, with the attribute it is read
  /// through (a margin attribute names the view's `layoutMarginsGuide`); nil once the item is
  /// freed. A known item's live row is read from its handle's slot, without asking its class.
  private func item(_ handle: LayoutItemHandle, _ attribute: NSLayoutConstraint.Attribute)
    -> (Int, NSLayoutConstraint.Attribute)?
  {
    // A slot of this engine on the handle means a live item, which holds its object (only the
    // handle of a known item is given a slot): no need to take a reference to the object.
    if attribute.withoutMargin == nil {
      let slot = handle.engineItem
      if slot.engine == serial { return (slot.index, attribute) }
    }
    guard let object = handle.object else { return nil }
    let (resolved, resolvedAttribute) = resolve(object, attribute)
    return (item(for: resolved), resolvedAttribute)
  }

  private func uninstall(_ record: Installed, removingFromSolver: Bool = true) {
    if removingFromSolver { try? solver.removeConstraint(solverConstraint(of: record)) }
    removeRecord(of: record.constraint)
    release(record.first)
    if let second = record.second { release(second) }
  }

  /// Drops one reference to an item; the last one releases it (its row stays, not live).
  private func release(_ index: Int) {
    guard items[index].isLive else { return }
    items[index].references -= 1
    guard items[index].references <= 0 else { return }
    tearDown(index)
    if let object = object(ofItem: index) { clearSlot(of: object) }
    items[index].isLive = false
    heldItemsAreCurrent = false
    items[index].object = nil
    if let key = items[index].geometryOwner, var list = owned[key] {
      list.removeAll { $0 == index }
      owned[key] = list
    }
  }

  /// Margin attributes are the edges of the item's `layoutMarginsGuide` (UIKit's definition).
  private func resolve(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> (AnyObject, NSLayoutConstraint.Attribute)
  {
    if let plain = attribute.withoutMargin, let view = object as? UIView {
      return (view.layoutMarginsGuide, plain)
    }
    return (object, attribute)
  }

  /// The object's item, made (with its four variables) if it has none.
  private func item(for object: AnyObject) -> Int {
    if let index = itemIndex(of: object) { return index }
    // Unnamed: names are for diagnostics, and the engine reports items, not variables.
    let base = makeVariables()
    let index = items.count
    let isWindow = ObjectIdentifier(object) == windowIdentifier
    heldItemsAreCurrent = false
    items.append(
      Item(object: isWindow ? nil : object, isWindow: isWindow, base: base, kind: kind(of: object)))
    claimSlot(of: object, index: index)
    setUp(index)
    registerGeometryOwner(index, object)
    return index
  }

  /// Lists a held item (fixed or attached) under the view whose settling re-suggests it
  /// (``viewDidSettle(_:)``), in item order. A free item holds nothing to suggest and is listed
  /// only once it becomes held (``refreshKinds(below:)``).
  private func registerGeometryOwner(_ index: Int, _ object: AnyObject) {
    guard items[index].kind != .free, items[index].geometryOwner == nil,
      let owner = geometryOwner(of: object)
    else { return }
    let key = ObjectIdentifier(owner)
    items[index].geometryOwner = key
    var list = owned[key] ?? []
    if let last = list.last, last > index {
      list.insert(index, at: list.firstIndex { $0 > index } ?? list.count)
    } else {
      list.append(index)
    }
    owned[key] = list
  }

  private func kind(of object: AnyObject) -> Kind {
    switch object {
    case let window as UIWindow where ObjectIdentifier(window) == windowIdentifier: .fixed
    case let view as UIView: view.translatesAutoresizingMaskIntoConstraints ? .fixed : .free
    case let guide as UILayoutGuide:
      if guide.system == nil {
        .free
      } else if let view = guide.owningView, view !== window,
        !view.translatesAutoresizingMaskIntoConstraints
      {
        .attached
      } else {
        .fixed
      }
    default: .fixed
    }
  }

  /// Holds a new (or newly re-kinded) item's geometry: edit variables on a fixed item's frame;
  /// for an attached guide, the required ties to its view and edit variables on its insets.
  private func setUp(_ index: Int) {
    switch items[index].kind {
    case .free:
      break
    case .fixed:
      addEdits(index)
    case .attached:
      guard let guide = items[index].object as? UILayoutGuide, let view = guide.owningView else {
        return
      }
      let owner = self.item(for: view)
      items[owner].references += 1
      items[index].owner = owner
      if items[index].insetBase < 0 { items[index].insetBase = makeVariables() }
      let g = items[index].base
      let o = items[owner].base
      let d = items[index].insetBase
      func v(_ id: Int) -> Variable { Variable(id: id) }
      // guide.left = view.left + l; guide.top = view.top + t;
      // guide.width = view.width − l − r; guide.height = view.height − t − b.
      let links = [
        Constraint(v(g) - v(o) - v(d), .equal, strength: .required),
        Constraint(v(g + 1) - v(o + 1) - v(d + 1), .equal, strength: .required),
        Constraint(v(g + 2) - v(o + 2) + v(d) + v(d + 2), .equal, strength: .required),
        Constraint(v(g + 3) - v(o + 3) + v(d + 1) + v(d + 3), .equal, strength: .required),
      ]
      items[index].links = links
      for (position, link) in links.enumerated() {
        try? addToSolver(link)
        if recording != nil { recordedOwners.append(.link(item: index, position: position)) }
      }
      addEdits(index)
    }
  }

  /// Undoes ``setUp(_:)``.
  private func tearDown(_ index: Int) {
    switch items[index].kind {
    case .free:
      break
    case .fixed:
      removeEdits(index)
    case .attached:
      removeEdits(index)
      for link in items[index].links { try? solver.removeConstraint(link) }
      items[index].links = []
      let owner = items[index].owner
      items[index].owner = -1
      if owner >= 0 { release(owner) }
    }
  }

  private func geometryOwner(of object: AnyObject) -> UIView? {
    switch object {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.system == nil ? nil : guide.owningView
    case let support as UILayoutSupport: support.controller?.viewIfLoaded
    default: nil
    }
  }

  /// The strength of a fixed item's edit variables. UIKit holds autoresizing-mask and guide
  /// geometry with *required* constraints, so no set of non-required constraints may move it:
  /// kiwi's `strong` (10⁶) is not enough, since a few compression resistances at 750 (weight
  /// 750,000 each) outweigh it together. 999·10⁶ outweighs a thousand constraints at 999
  /// while staying below required, so a required constraint that contradicts the geometry
  /// still shows as a violation (AL2.2) instead of being refused.
  static let fixedStrength = Strength.create(999, 0, 0)

  private func addEdits(_ index: Int) {
    for k in 0..<4 {
      let variable = items[index].heldVariable(k)
      if recording != nil {
        recording?.edit(variable, strength: AutoLayoutEngine.fixedStrength)
      } else if !solver.hasEditVariable(variable) {
        try? solver.addEditVariable(variable, strength: AutoLayoutEngine.fixedStrength)
      }
    }
    items[index].suggested = SIMD4(repeating: .nan)
  }

  private func removeEdits(_ index: Int) {
    for k in 0..<4 {
      let variable = items[index].heldVariable(k)
      if solver.hasEditVariable(variable) { try? solver.removeEditVariable(variable) }
    }
  }

  /// A view whose `translatesAutoresizingMaskIntoConstraints` changed moves between fixed and
  /// free (among the items before `end`).
  private func refreshKinds(below end: Int) {
    for index in 0..<min(end, items.count) where items[index].isLive {
      guard let object = object(ofItem: index) else { continue }
      let kind = kind(of: object)
      guard kind != items[index].kind else { continue }
      tearDown(index)
      items[index].kind = kind
      heldItemsAreCurrent = false
      setUp(index)
      registerGeometryOwner(index, object)
    }
  }

  /// Appends `factor` × the attribute's expression over an item's variables (left, top, width,
  /// height from `base`): `right` is left + width, `centerX` left + 0.5 × width, and so on.
  private static func appendTerms(
    _ base: Int, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
    to terms: inout TermBuffer
  ) {
    let left = base
    let top = base + 1
    let width = base + 2
    let height = base + 3
    switch attribute {
    case .left, .leading: terms.append(left, factor)
    case .right, .trailing:
      terms.append(left, factor)
      terms.append(width, factor)
    case .centerX:
      terms.append(left, factor)
      terms.append(width, 0.5 * factor)
    case .top, .firstBaseline: terms.append(top, factor)
    case .bottom, .lastBaseline:
      terms.append(top, factor)
      terms.append(height, factor)
    case .centerY:
      terms.append(top, factor)
      terms.append(height, 0.5 * factor)
    case .width: terms.append(width, factor)
    case .height: terms.append(height, factor)
    default: break
    }
  }

  // MARK: Recorded batches

  /// Four new variables with consecutive ids; returns the first id.
  private func makeVariables() -> Int {
    if recording != nil { return recording?.variables(4) ?? 0 }
    let first = solver.makeVariable().id
    for _ in 1..<4 { _ = solver.makeVariable() }
    return first
  }

  private func addToSolver(_ constraint: Constraint) throws(SolverError) {
    if recording != nil {
      recording?.constraint(constraint)
    } else {
      try solver.addConstraint(constraint)
    }
  }

  /// Installs the first batch of a fresh engine by recording it: the solver comes from an earlier
  /// window that recorded the same operations, or from running them now. If a constraint of the
  /// batch conflicts, the engine forgets the recording and installs the batch one by one, which
  /// breaks it (AL2.1).
  private func installRecorded(_ batch: [Unmanaged<NSLayoutConstraint>]) {
    recording = BatchRecorder(candidate: SolverTemplates.candidate(batchSize: batch.count))
    recordedOwners = []
    recordedOwners.reserveCapacity(batch.count)
    records.reserveCapacity(batch.count)
    // Room for an item per constraint (the usual most; more grow as usual): the rows' memory is
    // only touched as they are made.
    items.reserveCapacity(batch.count)
    // Each constraint's reference from the collection goes to its record.
    for constraint in batch { install(constraint.takeRetainedValue()) }
    guard let recorder = recording else { return }
    recording = nil
    let owners = recordedOwners
    recordedOwners = []
    if let template = recorder.matchedTemplate, template.constraints.count == owners.count {
      // Every operation was the template's: its solver, without recording or looking it up. The
      // records named the template's constraints by position as they were installed; the links
      // take theirs (only theirs are read: the template's objects are not touched one by one).
      SolverTemplates.noteHit()
      solver = template.solver
      sharedConstraints = template.constraints
      for (position, owner) in owners.enumerated() {
        if case .link(let item, let at) = owner {
          items[item].links[at] = template.constraints[position]
        }
      }
      return
    }
    let recorded = recorder.recorded
    let key = recorded.hasher.finalize()
    if let template = SolverTemplates.lookup(recorded, key: key),
      template.constraints.count == owners.count
    {
      // The copy holds the template's constraints (immutable, shared): the engine's records and
      // links name them, position by position (the batch made none of its own for records).
      solver = template.solver
      give(template.constraints, to: owners)
      return
    }
    let constraints = recorded.completeConstraints()
    give(constraints, to: owners)
    var fresh = solver
    if recorded.run(on: &fresh, constraints: constraints) {
      solver = fresh
      SolverTemplates.store(
        SolverTemplates.Entry(
          key: key, operations: recorded.operations, constraints: constraints, solver: fresh,
          batchSize: batch.count))
      return
    }
    // A conflict: start over without recording. (The collection's references went to the
    // records just dropped; each constraint is still held by the view it is installed on, or by
    // this engine's content-size constraints, and nothing here lets one go.)
    resetItemsAndRecords()
    solver = Solver()
    for constraint in batch { install(constraint.takeUnretainedValue()) }
  }

  /// Makes the records and links of a recorded batch name its solver constraints, in recording
  /// order: a record by position in ``sharedConstraints``, a link by reference.
  private func give(_ constraints: [Constraint], to owners: [RecordedOwner]) {
    sharedConstraints = constraints
    for (position, owner) in owners.enumerated() {
      switch owner {
      case .record(let index): records[index]?.solverConstraint = .shared(position)
      case .link(let item, let at): items[item].links[at] = constraints[position]
      }
    }
  }

  /// What a record made while recording holds until ``installRecorded(_:)`` gives it its solver
  /// constraint.
  private static let unmadeConstraint = Constraint(LinearExpression(constant: 0), .equal)

  /// Forgets every item and installed constraint, clearing their slots.
  private func resetItemsAndRecords() {
    for index in items.indices where items[index].isLive {
      if let object = object(ofItem: index) { clearSlot(of: object) }
    }
    for record in records {
      guard let constraint = record?.constraint, constraint.engineRecord.engine == serial else {
        continue
      }
      constraint.engineRecord = EngineSlot()
    }
    items = []
    heldItemsAreCurrent = false
    overflowItems = [:]
    owned = [:]
    records = []
    freeRecords = []
    overflowRecords = [:]
    installedCount = 0
    sharedConstraints = []
  }

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
  private func suggest(_ list: [Int]) -> Bool {
    var pending: [(Variable, Double)] = []
    for index in list { collectSuggestions(index, into: &pending) }
    return applySuggestions(pending)
  }

  /// ``suggest(_:)`` over every item.
  @discardableResult
  private func suggestAll() -> Bool {
    var pending: [(Variable, Double)] = []
    for index in currentHeldItems() { collectSuggestions(index, into: &pending) }
    return applySuggestions(pending)
  }

  /// ``heldItems``, made again if the items changed since.
  private func currentHeldItems() -> [Int] {
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
    guard let list = owned[ObjectIdentifier(view)] else { return }
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

  // MARK: Solving

  /// Solves and tells the views that moved. Conflicts with fixed geometry are broken only with
  /// `breaking` (at the end of a pass, AL1.4): during the top-down descent the fixed geometry
  /// below the view being laid out still has its old values, so a conflict seen then may be
  /// transient.
  func solve(breaking: Bool = false) {
    solver.updateVariables()
    if breaking { breakConstraintsAgainstFixedGeometry() }
    generation += 1
    ambiguityCache = nil
    // One copy of the solver for the reads (a method call on the stored property copies it).
    let solved = solver
    // The last superview's way up to the window, taken once for all its subviews (siblings are
    // items one after another); nothing here moves a view.
    var lastSuperview: ObjectIdentifier?
    var superviewPath: PathToRoot?
    for index in items.indices where items[index].isLive && items[index].kind == .free {
      guard let object = items[index].object else { continue }
      let rect = solvedRect(items[index].base, in: solved)
      if items[index].isView {
        let view = unsafeDowncast(object, to: UIView.self)
        var path: PathToRoot?
        if let superview = view.superview {
          if lastSuperview != ObjectIdentifier(superview) {
            lastSuperview = ObjectIdentifier(superview)
            superviewPath = superview.pathToRoot()
          }
          path = superviewPath
        }
        let current = view.frameInWindow(superviewPath: path)
        if !AutoLayoutEngine.nearlyEqual(current, rect) {
          view.superview?.needsLayout = true
          framesStale = true
        }
      } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        guide.storedFrame = CGRect(origin: owner.convert(rect.origin, from: nil), size: rect.size)
      }
    }
  }

  func solvedRect(_ base: Int, in solver: Solver) -> CGRect {
    // One call for the four (each call into the solver's module retains its arrays).
    let values = solver.values(ofFourFrom: base)
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// AL2.2: a fixed item held away from its geometry means required constraints contradict the
  /// runtime's own (autoresizing-mask, safe-area, margin) constraints: break the most recently
  /// activated constraint of the minimal conflicting set, and solve again.
  private func breakConstraintsAgainstFixedGeometry() {
    for _ in 0..<16 {
      // The first fixed variable held off by required facts (one held off only by the weight of
      // weaker constraints, or as the side effect of another conflict, explains nothing).
      var found: (target: Fact, set: [Fact])?
      for (item, index) in violatedFixed() {
        let target = Fact.fixed(
          item, index, items[item].heldVariable(index), items[item].suggested[index])
        if let set = minimalConflict(target: target) {
          found = (target, set)
          break
        }
      }
      guard let (target, set) = found else { return }
      let candidates = set.compactMap { fact -> NSLayoutConstraint? in
        if case .constraint(let constraint, _) = fact { return constraint }
        return nil
      }
      guard let victim = candidates.max(by: { order($0) < order($1) }),
        let record = installedRecord(for: victim)
      else { return }
      uninstall(record)
      broken.append(
        Broken(
          constraint: victim, set: set.filter { !$0.isConstraint(victim) } + [target],
          againstFixedGeometry: true, fixedRevision: fixedRevision, revision: record.revision))
      solver.updateVariables()
    }
  }

  /// The fixed variables held off their suggested values, in item order.
  private func violatedFixed() -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    let solver = self.solver
    for itemIndex in currentHeldItems() {
      let item = items[itemIndex]
      for index in 0..<4 where !item.suggested[index].isNaN {
        let value = solver.value(of: item.heldVariable(index))
        if abs(value - item.suggested[index]) > 1e-6 * max(1, abs(item.suggested[index])) {
          result.append((itemIndex, index))
        }
      }
    }
    return result
  }

  // MARK: Applying

  /// UIKit's `-[UIView layoutSubviews]` work: the frames Auto Layout computed for this view's
  /// constrained subviews, in its bounds' coordinates (AL1.2).
  func applyFrames(toSubviewsOf view: UIView) {
    var solved: Solver?
    // The superview's place in the window, found once for all its subviews.
    var placement: (point: CGPoint, scale: CGFloat)?
    for subview in view.subviews {
      guard let index = itemIndex(ofView: subview), items[index].kind == .free else { continue }
      if solved == nil { solved = solver }
      guard let solved else { continue }
      var rect = solvedRect(items[index].base, in: solved)
      if !outOfRange.isEmpty { outOfRange.removeAll { $0.view === subview } }
      // A function, not a closure: a closure made here is checked for the main actor per call.
      func inRange(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= AutoLayoutEngine.largestSolvedValue
      }
      if !(inRange(rect.minX) && inRange(rect.minY) && inRange(rect.width)
        && inRange(rect.height)) || solved.numericalFailure != nil
      {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        let names = ["x", "y", "width", "height"]
        let bad = values.indices.filter { !inRange(values[$0]) }
        // Not a trap: the numbers came from the constraints. Lay the view out at zero there
        // and say so (`LayoutIssue.outOfRange`).
        var fixed = values
        for index in bad { fixed[index] = 0 }
        rect = CGRect(x: fixed[0], y: fixed[1], width: fixed[2], height: fixed[3])
        outOfRange.append((subview, bad.isEmpty ? names : bad.map { names[$0] }))
      }
      let windowPlacement = placement ?? view.windowPlacement()
      placement = windowPlacement
      let origin = view.convert(rect.origin, fromWindow: windowPlacement)
      let frame = CGRect(
        x: origin.x, y: origin.y, width: max(0, rect.width), height: max(0, rect.height))
      if !AutoLayoutEngine.nearlyEqual(subview.frame, frame) { subview.frame = frame }
    }
  }

  /// The largest magnitude of a solved coordinate or size applied to a view: 10⁹ points, a
  /// thousand times the bound on input numbers (``InputBounds``), which sums along any real
  /// chain of views stay under; beyond it a product of multipliers has run away.
  static let largestSolvedValue: CGFloat = 1e9

  static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
      && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
  }
}
