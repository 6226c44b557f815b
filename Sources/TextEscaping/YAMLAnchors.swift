/// Where a YAML text first writes an `&anchor` or `*alias`: the one pre-scan of the three YAML
/// readers (scene files, configuration files, XcodeGen specs), run before Yams composes anything.
/// An alias shares its anchor's node, and Yams hashes mapping keys, so an alias used as a key of
/// a "billion laughs" document would take exponential time; the readers refuse anchors instead,
/// with this mark's line and column.
///
/// A mark is an `&` or `*` written where a node can start (at the start of a line, or after `:`,
/// `-`, `?`, `[`, `{` or `,`, spaces between) and followed by a name character (a letter, a digit,
/// `_` or `-`). Lines end at LF, CRLF or a lone CR and columns count Unicode scalars, as
/// ``TextLines`` counts them.
///
/// ```swift
/// YAMLAnchorMark.first(in: "a: &x 1\nb: *x\n")  // 1:4 "&x"
/// YAMLAnchorMark.first(in: "title: \"a, &b\"\n")  // 1:12 "&b" (quotes are not tracked)
/// YAMLAnchorMark.first(in: "title: \"a, &b\"\n", skippingQuotesAndComments: true)  // nil
/// ```
public struct YAMLAnchorMark: Equatable, Sendable {
  /// The 1-based line and column of the `&` or `*`.
  public let line: Int
  public let column: Int
  /// The sigil and the name, at most 40 scalars.
  public let text: String

  public init(line: Int, column: Int, text: String) {
    self.line = line
    self.column = column
    self.text = text
  }

  /// The first mark in `text`, or `nil`.
  ///
  /// - Parameter skippingQuotesAndComments: `false` (the scene and configuration readers) refuses
  ///   a mark wherever it stands, so that no quoting trick can hide one: `title: "a, &b"` is
  ///   refused too. `true` (the XcodeGen reader, which reads specs written for another tool)
  ///   skips quoted scalars opened where a node starts and comments (`#` at a line's start or
  ///   after a space).
  public static func first(in text: String, skippingQuotesAndComments: Bool = false) -> Self? {
    let nodeStarts: Set<Unicode.Scalar> = [":", "-", "?", "[", "{", ",", "\n"]
    let scalars = Array(text.unicodeScalars)
    var line = 1
    var column = 1
    var previous: Unicode.Scalar = "\n"
    var quote: Unicode.Scalar?
    var inComment = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\r" {
        if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        line += 1
        column = 1
        previous = "\n"
        quote = nil
        inComment = false
        index += 1
        continue
      }
      defer {
        column += 1
        index += 1
      }
      if inComment { continue }
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      if skippingQuotesAndComments {
        if scalar == "#", previous == "\n" || (index > 0 && scalars[index - 1] == " ") {
          inComment = true
          continue
        }
        if scalar == "\"" || scalar == "'", nodeStarts.contains(previous) {
          quote = scalar
          continue
        }
      }
      if scalar == "&" || scalar == "*", nodeStarts.contains(previous), index + 1 < scalars.count,
        isNameScalar(scalars[index + 1])
      {
        var end = index + 1
        while end < scalars.count, end - index < 40, isNameScalar(scalars[end]) { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[index..<end]))
        return Self(line: line, column: column, text: name)
      }
      if scalar != " " && scalar != "\t" { previous = scalar }
    }
    return nil
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
      || scalar == "-"
  }
}
