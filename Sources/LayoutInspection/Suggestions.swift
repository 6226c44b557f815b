/// Close matches for a misspelt name, for error messages (a query's id, a subcommand).
public enum Suggestions {
  /// The candidates within a small edit distance of `name` (case-insensitive), closest first,
  /// ties in the candidates' order.
  public static func close(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let lowered = name.lowercased()
    let threshold = max(2, lowered.count / 3)
    var scored: [(distance: Int, index: Int, candidate: String)] = []
    for (index, candidate) in candidates.enumerated() {
      let other = candidate.lowercased()
      var distance = editDistance(lowered, other)
      if !lowered.isEmpty, other.hasPrefix(lowered) || lowered.hasPrefix(other) {
        distance = min(distance, 1)
      }
      if distance <= threshold { scored.append((distance, index, candidate)) }
    }
    scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    return Array(scored.prefix(limit).map(\.candidate))
  }

  /// Levenshtein distance.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  public static func quotedList(_ names: [String], conjunction: String = "or") -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    if quoted.count == 1 { return last }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
