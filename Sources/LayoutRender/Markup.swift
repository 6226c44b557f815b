import DeviceCatalog
import Foundation

/// Escaping and number formatting shared by the SVG and HTML writers.
///
/// Every string that reaches a file passes through ``escape(_:)``; every number through
/// ``number(_:)`` (``PointFormat/string(_:)``), so that output is byte-identical on a re-run.
public enum Markup {
  /// `text` made safe for XML and HTML text and attribute values (double-quoted).
  ///
  /// `&`, `<`, `>`, `"` and `'` become entity references; characters XML 1.0 forbids
  /// (C0 controls other than tab, line feed and carriage return, lone surrogates, U+FFFE and
  /// U+FFFF) become U+FFFD.
  ///
  /// ```swift
  /// Markup.escape("<a&b>")  // "&lt;a&amp;b&gt;"
  /// ```
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
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
