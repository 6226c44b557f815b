import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// The style sheet of a picture and the words it writes about where its numbers come from.
extension Drawing {
  /// The class names the `class` attributes of `svg` use.
  static func classes(in svg: String) -> Set<String> {
    var result: Set<String> = []
    var rest = Substring(svg)
    while let start = rest.range(of: " class=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      for name in rest[..<end].split(separator: " ") { result.insert(String(name)) }
      rest = rest[end...]
    }
    return result
  }

  /// The rules of ``style`` whose selector's classes are all in `used`, in their order, with the
  /// classes renamed by `renaming` (``shortClasses`` in a sheet).
  static func style(for used: Set<String>, renaming: [String: String] = [:]) -> String {
    var result = ""
    for rule in style.split(separator: "}") {
      guard let brace = rule.firstIndex(of: "{") else { continue }
      let classes = rule[..<brace].split(separator: ".").map { renaming[String($0)] ?? String($0) }
      if classes.allSatisfy(used.contains) {
        result += "." + classes.joined(separator: ".") + rule[brace...] + "}"
      }
    }
    return result
  }

  /// The short names a sheet writes for the classes used most (thousands of times in a report).
  static let shortClasses: [String: String] = [
    "title": "t", "screen": "s", "safe-area": "sa", "margins": "mg", "view": "v",
    "view-label": "vl", "cell": "ce", "rows": "rw", "row-run": "rr", "content": "ct",
    "content-label": "cl",
    "unreachable": "ur", "unreachable-label": "ul", "status-bar": "sb", "bar": "b",
    "opaque": "o", "system-label": "sl", "middle": "m", "housing": "h", "home-indicator": "hi",
    "finding": "f", "finding-group": "fg", "error": "e", "warning": "w", "note": "n",
    "badge": "bg", "badge-label": "bl", "callout": "co", "split-column": "sc", "sidebar": "sd",
    "end": "en", "window-label": "wl", "caption": "cp",
  ]

  /// Where the drawn geometry comes from, for the `<desc>` element.
  var description: String {
    let device = environment.device
    var parts = [
      "\(device.name): screen \(Markup.number(screen.width)) x \(Markup.number(screen.height)) pt",
      "corner radius \(Markup.number(outline.cornerRadius)) pt, \(device.cornerRadius.provenance)"
        + " (drawn as a circular arc; the display's corners are continuous curves)",
    ]
    if let housing = outline.housing {
      parts.append(
        "\(housing.shape.rawValue) "
          + (housing.isMeasured
            ? "from the catalog, \(housing.provenance.map { "\($0)" } ?? "no provenance")"
            : "approximate (generic shape from the catalog's housing kind)"))
    }
    if outline.homeIndicator != nil {
      parts.append("home indicator 134 x 5 pt, 8 pt above the bottom edge (approximate)")
    }
    parts.append("frames, safe areas, margins, bars and scroll geometry from the layout snapshot")
    return parts.joined(separator: "; ")
  }

  static let style = """
    .title{font-size:1.15em;font-weight:bold;fill:#222}\
    .screen{fill:#fff;stroke:#1c1c1e;stroke-width:20;stroke-linejoin:round;paint-order:stroke}\
    .safe-area{fill:#34c759;fill-opacity:0.10;stroke:#248a3d;stroke-width:1;stroke-dasharray:4 3}\
    .margins{fill:none;stroke:#007aff;stroke-width:0.75;stroke-dasharray:2 2}\
    .guide-label{fill:#248a3d}\
    .view{fill:none;stroke:#5856d6;stroke-width:1}\
    .view-label{fill:#3a3a8c;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .cell{fill:#5856d6;fill-opacity:0.06;stroke:#8e8cd8;stroke-width:0.5}\
    .rows{fill:none;stroke:#8e8cd8;stroke-width:0.5}\
    .row-run{fill:none;stroke:#8e8cd8}\
    .content{fill:none;stroke:#ff9500;stroke-width:1;stroke-dasharray:6 3}\
    .content-label{fill:#9a5b00;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .unreachable{stroke:#d70015;stroke-width:1}\
    .unreachable-label{font-weight:bold;fill:#d70015;paint-order:stroke;\
    stroke:#fff;stroke-width:2.5px}\
    .status-bar{fill:#8e8e93;fill-opacity:0.25}\
    .split-column{fill:#f2f2f7;stroke:#c6c6c8;stroke-width:0.5}\
    .split-column.sidebar{fill:#e5e5ea;stroke:#8e8e93}\
    .bar{fill:#c7c7cc;fill-opacity:0.55;stroke:#8e8e93;stroke-width:0.5}\
    .bar.opaque{fill-opacity:0.9}\
    .system-label{fill:#3c3c43;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .middle{text-anchor:middle}.end{text-anchor:end}\
    .housing{fill:#000}\
    .outside-window{fill:#8e8e93;fill-opacity:0.35}\
    .vertical-bar{fill:#c7c7cc;fill-opacity:0.55;stroke:#8e8e93;stroke-width:0.5}\
    .reserved-region{fill:none;stroke:#af52de;stroke-width:2;stroke-dasharray:6 3}\
    .window{fill:none;stroke:#1c1c1e;stroke-width:2}\
    .window-label{fill:#1c1c1e;paint-order:stroke;stroke:#fff;stroke-width:2.5px}\
    .window-controls{fill:none;stroke:#1c1c1e;stroke-width:1;stroke-dasharray:2 2}\
    .home-indicator{fill:none;stroke:#000;stroke-width:5;stroke-linecap:round}\
    .finding{fill:none;stroke-width:2.5}\
    .finding.error{stroke:#ff3b30}.finding.warning{stroke:#ff9500}.finding.note{stroke:#007aff}\
    .badge.error{fill:#ff3b30}.badge.warning{fill:#ff9500}.badge.note{fill:#007aff}\
    .badge-label{font-weight:bold;fill:#fff;text-anchor:middle}\
    .callout{font-weight:bold;paint-order:stroke;stroke:#fff;stroke-width:3px;\
    stroke-linejoin:round}\
    .callout.error{fill:#d70015}.callout.warning{fill:#b25000}.callout.note{fill:#0040dd}\
    .caption{font-size:14px;font-weight:bold;fill:#1c1c1e;transform:translate(-10px,-22px)}
    """
}
