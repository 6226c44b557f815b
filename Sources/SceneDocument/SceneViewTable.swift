import HeadlessUIKit

/// A build's views by scene id, for constraint items and popover sources: an open-addressing
/// table hashed with FNV-1a over the id's UTF-8 bytes, not a `Dictionary`, whose SipHash of each
/// `String` key was about a twentieth of a large scene's build (an insert per view with an id and
/// a lookup per constraint that names one). The same map: the last view stored for an id is the
/// one found. Ids whose hashes crowd one place (a file written to collide: the hash is not
/// seeded) move the whole table to a `Dictionary`, so no input makes it quadratic.
@MainActor
struct SceneViewTable {
  /// A place of the table: empty while `view` is nil.
  private struct Slot {
    var id = ""
    var view: UIView?
  }
  /// Open addressing, linear probing; a power-of-two count, at most three quarters full.
  private var slots: [Slot] = []
  /// How many ids are stored.
  private(set) var count = 0
  /// The table once a probe ran longer than ``longestProbe``.
  private var fallback: [String: UIView]?
  private let longestProbe: Int

  /// An empty table; `longestProbe` is for tests (the fallback taken at once).
  init(longestProbe: Int = 32) {
    self.longestProbe = longestProbe
  }

  /// Whether the table moved to a `Dictionary` (for tests).
  var usesDictionary: Bool { fallback != nil }

  /// Makes room for `capacity` ids without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    if fallback != nil { return }
    var size = max(slots.count, 8)
    while 3 * size < 4 * capacity { size *= 2 }
    if size > slots.count { rehash(size) }
  }

  /// The view stored for `id`, or nil.
  subscript(id: String) -> UIView? {
    if let fallback { return fallback[id] }
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var index = SceneViewTable.hash(id) & mask
    while slots[index].view != nil {
      if slots[index].id == id { return slots[index].view }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores `view` for `id`, replacing the view stored for it before.
  mutating func store(_ view: UIView, for id: String) {
    if fallback != nil {
      if fallback?.updateValue(view, forKey: id) == nil { count += 1 }
      return
    }
    if 4 * (count + 1) > 3 * slots.count { rehash(max(8, 2 * slots.count)) }
    let mask = slots.count - 1
    var index = SceneViewTable.hash(id) & mask
    var probe = 0
    while slots[index].view != nil {
      if slots[index].id == id {
        slots[index].view = view
        return
      }
      index = (index + 1) & mask
      probe += 1
      if probe > longestProbe {
        moveToDictionary()
        store(view, for: id)
        return
      }
    }
    slots[index] = Slot(id: id, view: view)
    count += 1
  }

  private mutating func moveToDictionary() {
    var dictionary: [String: UIView] = [:]
    dictionary.reserveCapacity(count)
    for slot in slots {
      if let view = slot.view { dictionary[slot.id] = view }
    }
    slots = []
    fallback = dictionary
  }

  /// The stored ids, in no particular order.
  var ids: [String] {
    if let fallback { return Array(fallback.keys) }
    var result: [String] = []
    result.reserveCapacity(count)
    for slot in slots where slot.view != nil { result.append(slot.id) }
    return result
  }

  private mutating func rehash(_ size: Int) {
    let old = slots
    slots = [Slot](repeating: Slot(), count: size)
    let mask = size - 1
    for slot in old where slot.view != nil {
      var index = SceneViewTable.hash(slot.id) & mask
      while slots[index].view != nil { index = (index + 1) & mask }
      slots[index] = slot
    }
  }

  /// FNV-1a (64-bit) over the UTF-8 bytes. Not seeded: nothing in the output depends on the
  /// table's order, and an id is at most a line of a scene file.
  private nonisolated static func hash(_ id: String) -> Int {
    // The bytes in place (a native string's storage, or a small string's copy on the stack):
    // iterating `utf8` decodes them one by one through the generic path.
    if let hash = id.utf8.withContiguousStorageIfAvailable(fnv) { return hash }
    return Array(id.utf8).withUnsafeBufferPointer(fnv)
  }

  private nonisolated static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}
