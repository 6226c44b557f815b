import Foundation
import Testing

@testable import SourceLint

/// ``SourceReadCache``'s stamps (issue 27 item 5): what is made from several files' kept reads
/// is kept by their stamps.
@Suite struct SourceReadCacheTests {
  @Test("a stamp names a path with its bytes; a result not kept has none")
  func stamps() {
    let cache = SourceReadCache<Int>(maximumBytes: 10)
    var reads = 0
    func read(_ path: String, _ text: String) -> Int? {
      cache.stampedValue(path: path, data: Data(text.utf8)) {
        reads += 1
        return text.count
      }.stamp
    }
    let a = read("a", "abc")
    #expect(a != nil)
    #expect(read("a", "abc") == a)
    #expect(reads == 1)
    let b = read("b", "abd")
    #expect(b != nil && b != a)
    let changed = read("a", "abcd")
    #expect(changed != nil && changed != a)
    #expect(read("c", "0123456789") == nil)  // past the 10 bytes kept: not kept
    #expect(cache.readsAgain("c"))
  }
}
