import Testing

@testable import SourceLint

/// `includes` on long texts takes Horspool's search (``StringProtocol/skipSearch(_:needle:)``):
/// it gives what a byte-by-byte search of the UTF-8 gives, the needle at every position, near
/// misses that share its last byte, repeated bytes in the needle and multi-byte characters.
@Suite("Text search: long texts")
struct SkipSearchTests {
  static func reference(_ text: [UInt8], _ part: [UInt8]) -> Bool {
    if part.isEmpty { return true }
    guard part.count <= text.count else { return false }
    for start in 0...(text.count - part.count)
    where Array(text[start..<start + part.count]) == part {
      return true
    }
    return false
  }

  @Test func longTextsMatchAByteSearch() {
    let alphabet = ["a", "b", "l", "e", "é", " ", "\n", "ble", "avail", "🙂"]
    var generator = SystemRandomNumberGenerator()
    var texts: [String] = [
      String(repeating: "availabl", count: 64), String(repeating: "a", count: 300) + "available",
      "available" + String(repeating: "b", count: 300), String(repeating: "é", count: 200),
    ]
    for _ in 0..<200 {
      let count = Int.random(in: 100...400, using: &generator)
      texts.append((0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined())
    }
    let parts = [
      "available", "able", "aaaa", "ble ", "lable", "é é", "\nble", "🙂ble", "bbbb", "availablea",
    ]
    for text in texts {
      for part in parts {
        let expected = Self.reference(Array(text.utf8), Array(part.utf8))
        #expect(text.includes(part) == expected, "\(text) includes \(part)")
        // The needle placed at the start, in the middle and at the end of the text.
        for placed in [part + text, text + part, String(text.prefix(150)) + part + text] {
          #expect(placed.includes(part), "\(placed) includes \(part)")
        }
      }
    }
  }
}
