import Foundation
import HeadlessUIKit
import Testing

@testable import SceneDocument

/// The build's table of views by id is a map like `[String: UIView]`: compared with one over
/// the same stores and lookups, with its open addressing and with the `Dictionary` it moves to
/// when a probe runs long.
@MainActor
@Suite struct SceneViewTableTests {
  /// SplitMix64, for ids and orders that do not depend on this run.
  private struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private func compare(longestProbe: Int, stores: Int, seed: UInt64) -> SceneViewTable {
    var generator = Generator(state: seed)
    var table = SceneViewTable(longestProbe: longestProbe)
    var reference: [String: UIView] = [:]
    // Ids from a small pool, so some are stored again (the later view wins).
    let pool = (0..<(stores / 2 + 1)).map { "v\($0)_\(Generator(state: UInt64($0)).state)" }
    for index in 0..<stores {
      let id = pool[Int(generator.next() % UInt64(pool.count))]
      let view = UIView()
      view.tag = index
      if index % 7 == 0 { table.reserveCapacity(table.count + 3) }
      table.store(view, for: id)
      reference[id] = view
      let probe = pool[Int(generator.next() % UInt64(pool.count))]
      #expect(table[probe] === reference[probe])
    }
    #expect(table.count == reference.count)
    #expect(table.ids.sorted() == reference.keys.sorted())
    for id in pool { #expect(table[id] === reference[id]) }
    #expect(table["absent"] == nil && table[""] == nil)
    return table
  }

  @Test("stores and lookups match a dictionary's", arguments: [1, 10, 1_000, 5_000])
  func matchesDictionary(stores: Int) {
    let table = compare(longestProbe: 32, stores: stores, seed: UInt64(stores))
    #expect(!table.usesDictionary)
  }

  @Test("a long probe moves the table to a dictionary, which answers the same")
  func fallsBackToDictionary() {
    let table = compare(longestProbe: 0, stores: 2_000, seed: 7)
    #expect(table.usesDictionary)
  }

  @Test("an empty table finds nothing and lists no ids")
  func empty() {
    let table = SceneViewTable()
    #expect(table["v0"] == nil && table.count == 0 && table.ids.isEmpty)
  }
}
