import TextEscaping

/// Writes query results the way `safearea query` prints them.
public enum QueryOutput {
  /// One `PATH = VALUE` line per result, in order, joined by newlines (no trailing newline); each
  /// line escaped (``ControlCharacters``).
  ///
  /// ```
  /// vc.view.safeAreaInsets = {0, 0, 34, 0}
  /// tb.adjustedContentInset = {0, 0, 34, 0}
  /// ```
  public static func text(results: [QueryResult]) -> String {
    results.map { "\($0.path) = \($0.value.text)".escapingControlCharacters }
      .joined(separator: "\n")
  }

  /// One JSON object, `{"PATH": VALUE, …}`, keys in the order asked (a path asked twice appears
  /// once, where first asked).
  ///
  /// ```
  /// {"vc.view.safeAreaInsets": {"top":0, "left":0, "bottom":34, "right":0}}
  /// ```
  public static func json(results: [QueryResult]) -> String {
    var seen: [String] = []
    var members: [String] = []
    for result in results where !seen.contains(result.path) {
      seen.append(result.path)
      members.append("\(JSONText.string(result.path)): \(result.value.json)")
    }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
