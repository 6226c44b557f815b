import AutoLayoutSolver
import DeviceCatalog
import Foundation

// The engine slots of items and constraints: how an object finds its row of the engine (no
// dictionary keyed by identity).
extension AutoLayoutEngine {
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

  func recordIndex(of constraint: NSLayoutConstraint) -> Int? {
    let slot = constraint.engineRecord
    if slot.engine == serial { return slot.index }
    if overflowRecords.isEmpty { return nil }
    return overflowRecords[ObjectIdentifier(constraint)]
  }

  func storeRecord(_ record: consuming Installed) {
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

  func removeRecord(of constraint: NSLayoutConstraint) {
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
  static func slot(of object: AnyObject) -> EngineSlot? {
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

  func claimSlot(of object: AnyObject, index: Int) {
    if let slot = AutoLayoutEngine.slot(of: object), slot.engine == 0 {
      AutoLayoutEngine.setSlot(EngineSlot(engine: serial, index: index), of: object)
    } else {
      overflowItems[ObjectIdentifier(object)] = index
    }
  }

  func clearSlot(of object: AnyObject) {
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
}
