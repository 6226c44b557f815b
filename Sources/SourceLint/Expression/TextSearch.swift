extension StringProtocol {
  /// Whether the text holds `part`, compared as UTF-8 bytes. Foundation's `contains(_:)` goes
  /// through `NSString` on Linux, many times slower for the short names and paths the analysis
  /// tests on every node.
  func includes(_ part: String) -> Bool {
    // Native strings (every text and name the readers make) are searched in their contiguous
    // UTF-8 storage: indexing a `String.UTF8View` costs a check per byte, which made this
    // search 3 % of a lint run (perf, NetNewsWire, 30 November 2026).
    if let found = utf8.withContiguousStorageIfAvailable({ haystack in
      var needle = part
      return needle.withUTF8 { Self.includes(haystack, needle: $0) }
    }) {
      return found
    }
    let needle = part.utf8
    let haystack = utf8
    guard let first = needle.first else { return true }
    var start = haystack.startIndex
    while start != haystack.endIndex {
      if haystack[start] == first {
        var inHaystack = haystack.index(after: start)
        var inNeedle = needle.index(after: needle.startIndex)
        while inNeedle != needle.endIndex, inHaystack != haystack.endIndex,
          haystack[inHaystack] == needle[inNeedle]
        {
          inHaystack = haystack.index(after: inHaystack)
          inNeedle = needle.index(after: inNeedle)
        }
        if inNeedle == needle.endIndex { return true }
        if inHaystack == haystack.endIndex { return false }
      }
      start = haystack.index(after: start)
    }
    return false
  }

  /// Whether `haystack` holds the bytes of `needle` (at least one), by Horspool's search: the
  /// window's last byte says how far the needle can move (its length when the byte is not in
  /// the needle), so a long text is read a needle's length at a time rather than byte by byte.
  /// The same answer as the byte-by-byte search.
  static func skipSearch(_ haystack: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = needle.count
    guard count > 0, count <= haystack.count else { return count == 0 }
    let lastIndex = count - 1
    let lastByte = needle[lastIndex]
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { skip in
      skip.initialize(repeating: count)
      for index in 0..<lastIndex { skip[Int(needle[index])] = lastIndex - index }
      var start = 0
      let lastStart = haystack.count - count
      while start <= lastStart {
        let byte = haystack[start + lastIndex]
        if byte == lastByte {
          var offset = 0
          while offset < lastIndex, haystack[start + offset] == needle[offset] { offset += 1 }
          if offset == lastIndex { return true }
        }
        start += skip[Int(byte)]
      }
      return false
    }
  }

  /// Whether `haystack` holds the bytes of `needle` (an empty needle is held everywhere).
  static func includes(_ haystack: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    // A whole file searched for a word (`available`, `SwiftUI`, a property's name): the
    // byte-by-byte loop below was 1.7 % of linting NetNewsWire (perf, 30 November 2026).
    if needle.count >= 4, haystack.count >= 256 { return skipSearch(haystack, needle: needle) }
    let last = haystack.count - needle.count
    var start = 0
    while start <= last {
      if haystack[start] == first {
        var offset = 1
        while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}

extension StringProtocol {
  /// The last dot-separated part (`split(separator: ".").last`, without building the parts).
  var lastDotComponent: SubSequence? {
    // Byte by byte: `.` is ASCII, so both ends are ends of whole characters (the Character
    // walk this replaces spent most of its time on grapheme breaking).
    let dot = UInt8(ascii: ".")
    // On contiguous bytes (native strings and their substrings), from the end: skip the
    // trailing dots, then back to the dot before the last part (the forward walk below was
    // 1.1 % of linting NetNewsWire, perf, 30 November 2026).
    if let found = utf8.withContiguousStorageIfAvailable({ bytes -> Range<Int>? in
      var end = bytes.count
      while end > 0, bytes[end - 1] == dot { end -= 1 }
      guard end > 0 else { return nil }
      var start = end - 1
      while start > 0, bytes[start - 1] != dot { start -= 1 }
      return start..<end
    }) {
      guard let range = found else { return nil }
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let upper = utf8.index(lower, offsetBy: range.count)
      return self[lower..<upper]
    }
    let bytes = utf8
    var part = bytes.startIndex
    var last: Range<Index>?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if bytes[index] == dot {
        if part != index { last = part..<index }
        part = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if part != bytes.endIndex { last = part..<bytes.endIndex }
    return last.map { self[$0] }
  }

}
