/// A map from a constraint's identity to the index of its record: open addressing with linear
/// probing on the object's address. It replaces `Dictionary<ObjectIdentifier, Int>` on the hot
/// path of `addConstraint` (no SipHash per lookup), and like it is never iterated, so no
/// address order can reach the solver's results.
struct IdentityTable: Sendable {
  private static let empty: UInt = 0
  private static let deleted: UInt = 1
  private var keys: [UInt] = Array(repeating: IdentityTable.empty, count: 16)
  private var values: [Int] = Array(repeating: 0, count: 16)
  /// Live entries.
  private(set) var count = 0
  /// Live entries and tombstones.
  private var occupied = 0

  private func slot(for key: UInt) -> Int {
    let mask = keys.count - 1
    // Objects are 16-byte aligned: drop the zero bits, then mix (Fibonacci hashing).
    return Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  /// The value stored for `id`, if any.
  ///
  /// - Complexity: O(1) expected.
  subscript(id: ObjectIdentifier) -> Int? {
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var index = slot(for: key)
    while true {
      let found = keys[index]
      if found == key { return values[index] }
      if found == IdentityTable.empty { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores or replaces the value for `id`.
  mutating func set(_ value: Int, for id: ObjectIdentifier) {
    if (occupied + 1) * 4 > keys.count * 3 {
      // Double when live entries fill half the table; otherwise only sweep the tombstones.
      rehash(capacity: (count + 1) * 2 > keys.count ? keys.count * 2 : keys.count)
    }
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var index = slot(for: key)
    var tombstone = -1
    while true {
      let found = keys[index]
      if found == key {
        values[index] = value
        return
      }
      if found == IdentityTable.deleted && tombstone < 0 { tombstone = index }
      if found == IdentityTable.empty { break }
      index = (index + 1) & mask
    }
    if tombstone >= 0 {
      index = tombstone
    } else {
      occupied += 1
    }
    keys[index] = key
    values[index] = value
    count += 1
  }

  /// Removes the value for `id`, if any.
  mutating func remove(_ id: ObjectIdentifier) {
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var index = slot(for: key)
    while true {
      let found = keys[index]
      if found == key {
        keys[index] = IdentityTable.deleted
        count -= 1
        return
      }
      if found == IdentityTable.empty { return }
      index = (index + 1) & mask
    }
  }

  private mutating func rehash(capacity: Int) {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: IdentityTable.empty, count: capacity)
    values = Array(repeating: 0, count: capacity)
    count = 0
    occupied = 0
    for index in oldKeys.indices where oldKeys[index] > IdentityTable.deleted {
      let key = oldKeys[index]
      let mask = keys.count - 1
      var slot = slot(for: key)
      while keys[slot] != IdentityTable.empty { slot = (slot + 1) & mask }
      keys[slot] = key
      values[slot] = oldValues[index]
      count += 1
      occupied += 1
    }
  }
}
