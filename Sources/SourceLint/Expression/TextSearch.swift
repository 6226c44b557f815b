extension StringProtocol {
  /// Whether the text holds `part`, compared as UTF-8 bytes. Foundation's `contains(_:)` goes
  /// through `NSString` on Linux, many times slower for the short names and paths the analysis
  /// tests on every node.
  func includes(_ part: String) -> Bool {
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
}

extension StringProtocol {
  /// The last dot-separated part (`split(separator: ".").last`, without building the parts).
  var lastDotComponent: SubSequence? {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == "." { end = index(before: end) }
    guard end > startIndex else { return nil }
    var start = end
    while start > startIndex, self[index(before: start)] != "." { start = index(before: start) }
    return self[start..<end]
  }
}
