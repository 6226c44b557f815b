import TextEscaping

/// Attributes for the XML reports (JUnit, Checkstyle), their values escaped by
/// ``TextEscaping/ControlCharacters/xmlText(_:)``.
enum XMLText {
  /// `name="escaped value"` pairs, space-separated, in the order given.
  static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0)=\"\(ControlCharacters.xmlText($0.1))\"" }.joined(separator: " ")
  }
}
