/// The values a structure-aware generator puts where a format allows a number or a string: the
/// ordinary ones, so that documents still lay out, and the hostile ones a byte mutator rarely
/// writes (issue 32: subnormals, ±huge, NaN and infinity spelled every way, integers past
/// `Int.max`, markup that crashed FoundationXML).
enum HostileValues {
  static let ordinaryNumbers = [
    "0", "0.0", "1", "8", "16", "20", "44", "100", "320", "375.5", "393", "852", "-8", "0.5",
  ]

  static let hostileNumbers = [
    "1e-300", "-1e-300", "5e-324", "4.9406564584124654e-324", "2.2250738585072014e-308", "-0",
    "-0.0", "1e308", "-1e308", "1.7976931348623157e308", "1e309", "-1e309", "1e999999",
    "inf", "-inf", "+inf", "infinity", "-Infinity", "INF", "Inf", "nan", "NaN", "-nan", "+NaN",
    "NAN", "nan(0x7ff)", "snan", ".nan", ".NaN", ".inf", "-.inf", "+.INF", "0x1p-1074",
    "0x1.fffffffffffffp+1023", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "1e19", "4294967296", "2147483648",
    "1_000", "1.0.0", "1e", "e5", "0x", "00012", " 3", "3 ", "", "１", "٣",
    "1e-7", "0.0000001", "99999999999999999999999", "1e100",
  ]

  /// A number: ordinary most of the time, hostile otherwise.
  static func number(_ entropy: inout Entropy) -> String {
    entropy.oneIn(3) ? entropy.pick(hostileNumbers) : entropy.pick(ordinaryNumbers)
  }

  /// A whole number (counts: items, rows, sections, tags, versions).
  static func count(_ entropy: inout Entropy) -> String {
    entropy.oneIn(4)
      ? entropy.pick(hostileNumbers + ["999999999", "100000000", "-1", "2000"])
      : String(entropy.int(0...60))
  }

  static let hostileStrings = [
    "x\nsome/file.swift:1:1: error: forged", "\u{1B}[2J", "\u{202E}evil", "a\u{2028}b",
    "\u{85}", "\r\n", "\t", "$(inherited)", "$(A)$(A)", "${B}", "$(", "**", "../../..",
    "/etc/passwd", "\u{0}", "\\", "\"", "'", "<", "&", "]]>", "--", "?>", "😀", "\u{FEFF}",
    String(repeating: "a", count: 300),
  ]

  /// A string for an identifier, a name or a path part.
  static func string(_ entropy: inout Entropy, ordinary: [String]) -> String {
    entropy.oneIn(4) ? entropy.pick(hostileStrings) : entropy.pick(ordinary)
  }

  /// Markup XML allows between elements, that FoundationXML's callbacks crashed on or that a
  /// reader might mistake for content (issue 32).
  static let xmlMarkup = [
    "<?pi?>", "<?pi data?>", "<?pi ?>", "<?xml-stylesheet?>", "<?XML?>", "<!---->",
    "<!-- <?pi?> -->", "<!-- - -->", "<![CDATA[]]>", "<![CDATA[<?pi?>]]>", "<![CDATA[]]]]>",
    "&#10;", "&#x202E;", "&amp;", "&lt;", "\n", " ",
  ]

  /// A DOCTYPE with an internal subset of declarations FoundationXML crashed on.
  static let doctypes = [
    "<!DOCTYPE document>", "<!DOCTYPE d [<?pi?>]>",
    "<!DOCTYPE d [<!NOTATION n SYSTEM \"x\">]>", "<!DOCTYPE d [<!NOTATION n PUBLIC \"x\">]>",
    "<!DOCTYPE d [<!ATTLIST a b CDATA #IMPLIED>]>",
    "<!DOCTYPE d [<!ENTITY e SYSTEM \"x\" NDATA n>]>", "<!DOCTYPE d [<!ELEMENT a EMPTY>]>",
    "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
  ]

  /// Text to put between two elements: usually nothing, sometimes hostile markup.
  static func between(_ entropy: inout Entropy) -> String {
    entropy.oneIn(4) ? entropy.pick(xmlMarkup) : ""
  }

  /// Escapes text for an XML attribute value (the generator writes well-formed documents; the
  /// hostility is in the values).
  static func attribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case "\u{0}": result += "?"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
