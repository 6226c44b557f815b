import DeviceCatalog
import Foundation
import TextEscaping

/// Escaping and number formatting shared by the SVG and HTML writers.
///
/// Every string that reaches a file passes through ``escape(_:)``; every number through
/// ``number(_:)`` (``PointFormat/string(_:)``), so that output is byte-identical on a re-run.
public enum Markup {
  /// `text` made safe for XML and HTML text and attribute values (double-quoted): the one HTML
  /// escaper, ``TextEscaping/ControlCharacters/htmlText(_:)``.
  ///
  /// ```swift
  /// Markup.escape("<a&b>")  // "&lt;a&amp;b&gt;"
  /// ```
  public static func escape(_ text: String) -> String {
    ControlCharacters.htmlText(text)
  }

  /// A number as the project prints it (`44`, `97.66666666666667`, never `-0`).
  public static func number(_ value: CGFloat) -> String {
    PointFormat.string(value)
  }

  /// A coordinate as drawn: rounded to 2 decimals (a hundredth of a point is far below what a
  /// picture shows), then written like ``number(_:)`` (`97.67`, `44`, never `-0`).
  public static func coordinate(_ value: CGFloat) -> String {
    PointFormat.string(CGFloat((Double(value) * 100).rounded() / 100))
  }

  /// A string usable as an XML id or a file name: ASCII letters, digits, `-` and `_`, with
  /// every other run of characters turned into one `-`.
  public static func identifier(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      let isWord =
        scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
      if isWord {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "x" : result
  }
}
