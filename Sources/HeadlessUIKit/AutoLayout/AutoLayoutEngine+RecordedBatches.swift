import AutoLayoutSolver
import DeviceCatalog
import Foundation

// A fresh engine's first batch recorded as solver operations (see AutoLayoutEngine+Template.swift).
extension AutoLayoutEngine {
  // MARK: Recorded batches

  /// Four new variables with consecutive ids; returns the first id.
  func makeVariables() -> Int {
    if recording != nil { return recording?.variables(4) ?? 0 }
    let first = solver.makeVariable().id
    for _ in 1..<4 { _ = solver.makeVariable() }
    return first
  }

  func addToSolver(_ constraint: Constraint) throws(SolverError) {
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
  func installRecorded(_ batch: [Unmanaged<NSLayoutConstraint>]) {
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
  func give(_ constraints: [Constraint], to owners: [RecordedOwner]) {
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
  static let unmadeConstraint = Constraint(LinearExpression(constant: 0), .equal)

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
    fewOwners = []
    records = []
    freeRecords = []
    overflowRecords = [:]
    installedCount = 0
    sharedConstraints = []
  }
}
