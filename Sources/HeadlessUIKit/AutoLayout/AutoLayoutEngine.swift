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
  @exclusivity(unchecked) var items: [Item] = []
  /// The live items that are not free (fixed and attached), in item order: what
  /// ``suggestAll()`` and ``violatedFixed()`` walk, instead of every item (a chain's thousands of
  /// free views hold nothing). Made again after an item is added, released or changes kind
  /// (each of those clears ``heldItemsAreCurrent``).
  @exclusivity(unchecked) var heldItems: [Int] = []
  @exclusivity(unchecked) var heldItemsAreCurrent = false
  /// Items whose object's slot another engine holds (the object moved between windows), by
  /// object.
  @exclusivity(unchecked) var overflowItems: [ObjectIdentifier: Int] = [:]
  /// Items whose fixed geometry derives from a view, by that view.
  @exclusivity(unchecked) var owned: [ObjectIdentifier: [Int]] = [:]
  /// The keys of ``owned``, while they are few (a window, its controllers' root views): each view
  /// that settles is looked for here before it is hashed (``viewDidSettle(_:)``); most own
  /// nothing.
  @exclusivity(unchecked) var fewOwners: [ObjectIdentifier] = []
  static let fewOwnersLimit = 16
  /// The installed constraints, each at the index its constraint's ``EngineSlot`` names; nil
  /// rows are free (``freeRecords``).
  @exclusivity(unchecked) nonisolated(unsafe) var records: [Installed?] = []
  @exclusivity(unchecked) var freeRecords: [Int] = []
  /// Records of constraints whose slot another engine holds, by constraint.
  @exclusivity(unchecked) var overflowRecords: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) var installedCount = 0
  @exclusivity(unchecked) var broken: [Broken] = []
  @exclusivity(unchecked) var unrooted: [NSLayoutConstraint] = []
  /// Views whose solved frame left the range a layout can hold (AL1.2 applies finite frames
  /// only): each laid out with 0 for those attributes, in the order they were applied.
  @exclusivity(unchecked) var outOfRange: [(view: UIView, attributes: [String])] = []
  /// Content-size constraints per view (NSContentSizeLayoutConstraint).
  @exclusivity(unchecked) var contentSize:
    [ObjectIdentifier: (key: ContentSizeKey, constraints: [NSLayoutConstraint])] =
      [:]

  /// What a view's content-size constraints are made from.
  struct ContentSizeKey: Equatable {
    var size: CGSize
    var huggingHorizontal, huggingVertical: Float
    var compressionHorizontal, compressionVertical: Float
  }
  /// Incremented by every solve; ambiguity is cached per generation.
  @exclusivity(unchecked) var generation = 0
  /// Incremented whenever a fixed item's suggested geometry changes: a constraint broken
  /// against fixed geometry (AL2.2) is retried only once this moved on.
  @exclusivity(unchecked) var fixedRevision = 0
  @exclusivity(unchecked) var ambiguityCache:
    (generation: Int, views: [UIView], issues: [LayoutAmbiguity])?
  /// Set when a solve moved a free view after its superview had been laid out in this pass.
  @exclusivity(unchecked) var framesStale = false
  @exclusivity(unchecked) var isDirty = true
  /// The last mark a collection of constraints used (see `ViewAutoLayoutState.memberMark`).
  @exclusivity(unchecked) static var lastMark = 0
  /// ``AutoLayoutActivity/mutations`` when the last collection of the window's constraints
  /// started (−1: none yet), the views it found placed by the solver, and the stack views it met
  /// (``sync()`` skips a collection that would find the same).
  @exclusivity(unchecked) var collectedAtMutation = -1
  /// How many collections ran (for tests: a first appearance with nothing changed between its
  /// two passes collects once).
  @exclusivity(unchecked) var collections = 0
  @exclusivity(unchecked) var lastPlaced: [UIView] = []
  /// How many constraints the last collection wanted.
  @exclusivity(unchecked) var lastWantedCount = 0
  @exclusivity(unchecked) var lastStacks: [UIStackView] = []
  /// Where each solver constraint of the batch being recorded is kept, in recording order: an
  /// installed constraint's record, or an attached guide's link (``installRecorded(_:)`` makes
  /// them name a template's equal constraints, position by position).
  enum RecordedOwner {
    case record(Int)
    case link(item: Int, position: Int)
  }
  @exclusivity(unchecked) var recordedOwners: [RecordedOwner] = []
  /// The solver constraints of the template whose solver this engine took, by position
  /// (``SolverConstraintSource/shared(_:)``).
  @exclusivity(unchecked) var sharedConstraints: [Constraint] = []
  /// The first batch of a fresh engine, checked against a template or recorded (see
  /// AutoLayoutEngine+Template.swift).
  @exclusivity(unchecked) var recording: BatchRecorder?
  unowned let window: UIWindow
  /// The window's identity (comparing with it takes no reference to the window).
  let windowIdentifier: ObjectIdentifier
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
}
