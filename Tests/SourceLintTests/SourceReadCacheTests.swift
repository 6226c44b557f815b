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

  @Test("reading ahead on threads keeps what one-at-a-time reads give, each source read once")
  func readAhead() {
    let cache = SourceReadCache<String>()
    let counter = NSLock()
    var reads: [String: Int] = [:]
    let sources = (0..<40).map { ("file\($0).swift", Data("let x\($0) = \($0)".utf8)) }
    let read = { (path: String, data: Data) -> String in
      counter.withLock { reads[path, default: 0] += 1 }
      return path + ":" + String(decoding: data, as: UTF8.self)
    }
    // One source already kept with other bytes is read again; one kept with these is not.
    _ = cache.value(path: "file0.swift", data: Data("old".utf8)) { "old" }
    _ = cache.value(path: "file1.swift", data: sources[1].1) { read("file1.swift", sources[1].1) }
    cache.readAhead(sources, jobs: 4, read: read)
    #expect(reads.count == 40)
    #expect(reads.values.allSatisfy { $0 == 1 }, "each source read once")
    for (path, data) in sources {
      let kept = cache.value(path: path, data: data) { "read again" }
      #expect(kept == path + ":" + String(decoding: data, as: UTF8.self))
    }
    // One job, or a single unread source: nothing read ahead (the caller reads it).
    let single = SourceReadCache<String>()
    single.readAhead(Array(sources.prefix(1)), jobs: 4, read: read)
    single.readAhead(sources, jobs: 1, read: read)
    #expect(reads.values.allSatisfy { $0 == 1 })
  }
}
