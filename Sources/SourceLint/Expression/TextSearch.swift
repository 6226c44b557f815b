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

  /// Whether `haystack` holds the bytes of `needle` (an empty needle is held everywhere).
  static func includes(_ haystack: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
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
    let bytes = utf8
    let dot = UInt8(ascii: ".")
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
