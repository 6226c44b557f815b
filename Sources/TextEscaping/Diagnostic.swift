extension ControlCharacters {
  /// A located error as compilers print it: `path:line:col: error: message`, then the source line
  /// and a caret under the column. The path, the message and the source line are escaped
  /// (tabs kept in the source line, so that the caret lines up in a terminal; an escaped scalar
  /// takes its escape's width), so the first line is always one line.
  ///
  /// ```
  /// .safearea.yml:2:1: error: unknown key 'exclude'; expected …
  /// exclude: [Pods]
  /// ^
  /// ```
  public static func diagnostic(
    file: String, line: Int, column: Int, message: String, sourceLine: String?
  ) -> String {
    let text = escape("\(file):\(line):\(column): error: \(message)")
    guard let sourceLine else { return text }
    var padding = ""
    for (offset, scalar) in sourceLine.unicodeScalars.enumerated() where offset < column - 1 {
      padding +=
        scalar == "\t"
        ? "\t" : String(repeating: " ", count: escaped(scalar).unicodeScalars.count)
    }
    padding += String(repeating: " ", count: max(0, column - 1 - sourceLine.unicodeScalars.count))
    return text + "\n" + escape(sourceLine, keepingTabs: true) + "\n" + padding + "^"
  }
}
