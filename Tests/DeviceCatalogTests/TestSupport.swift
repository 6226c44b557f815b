import DeviceCatalog
import Foundation
import Testing

/// Looks a catalog device up by name, failing the test when it is missing.
func device(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Device {
  try #require(
    DeviceCatalog.device(named: name), "no device '\(name)'", sourceLocation: sourceLocation)
}

/// Whether two lengths are the same within `PointFormat.epsilon` (no `==` on computed values).
func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
  PointFormat.nearlyEqual(a, b)
}

/// Whether two insets are the same edge by edge.
func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
  RectEdge.allCases.allSatisfy { same(a[$0], b[$0]) }
}

/// Builds insets in UIKit's order.
func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Source keys of `devices.md` §1, plus the size-class sources of `Documentation/DeviceCatalog.md`.
let knownSourceKeys: Set<String> = [
  "SST", "DK", "DP", "DPold", "DF", "QMUI", "PB", "BK", "FDG", "UKC", "AD", "APPLEDB", "CD",
  "SJH", "ALP", "ATM", "CORONA", "DIU", "FLUENT", "ZL", "FW", "XAM", "VB", "TAH", "QMUI#633",
  "QMUI#1198", "QMUI#1326", "QMUI#1445", "GKN#41", "GKN#67", "GKN#68", "GKNVC#47", "EFN#16",
  "FL#120682", "RNSAV#62", "RNSAV#63", "UYL-X", "QIITA", "CSDN", "CSDN-Y", "HIG", "SO#52317545",
  "custom device", "DUO-SIM", "DUO-FLUTTER", "DUO-FORUM", "DUO-TABS", "DUO-STREAM", "DUO-PROBE",
  "DUO-SOMNIO", "DUO-LAB",
]

/// Whether a provenance names its source: a measured value cites known source keys or rule ids;
/// a derived value names a rule id or a section of `devices.md`.
func citesSource(_ provenance: Provenance) -> Bool {
  switch provenance {
  case .measured(let sources):
    let keys = sources.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    return !keys.isEmpty
      && keys.allSatisfy { key in
        let base = String(key.split(whereSeparator: { $0 == " " || $0 == "@" }).first ?? "")
        return knownSourceKeys.contains(key) || knownSourceKeys.contains(base)
          || key.hasPrefix("R") || key.hasPrefix("devices.md")
      }
  case .derived(let rule):
    return rule.hasPrefix("R") || rule.hasPrefix("devices.md") || rule.hasPrefix("size-class")
      || rule.hasPrefix("custom")
  case .unmeasured(let what):
    return !what.isEmpty
  }
}

/// Every orientation, status-bar state and modelled iOS version.
struct EnvironmentCase: CustomTestStringConvertible, Sendable {
  var orientation: Orientation
  var statusBarVisible: Bool
  var ios: Int

  var testDescription: String {
    "\(orientation.rawValue), iOS \(ios), status bar \(statusBarVisible ? "shown" : "hidden")"
  }

  static let all: [EnvironmentCase] = Orientation.allCases.flatMap { orientation in
    [true, false].flatMap { visible in
      IOSBehaviour.modelled.map {
        EnvironmentCase(orientation: orientation, statusBarVisible: visible, ios: $0)
      }
    }
  }
}

/// The rows of the catalog's source table, `Data/devices.csv` in the repository (or the file
/// `DEVICES_CSV` names).
enum DevicesCSV {
  static let url: URL? = {
    let file = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    let repository = file.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates = [
      ProcessInfo.processInfo.environment["DEVICES_CSV"].map { URL(fileURLWithPath: $0) },
      repository.appendingPathComponent("Data/devices.csv"),
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static var isAvailable: Bool { url != nil }

  /// The records as field arrays (RFC 4180 quoting), header first.
  static func records() throws -> [[String]] {
    let url = try #require(url)
    let text = try String(contentsOf: url, encoding: .utf8)
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var iterator = Array(text).makeIterator()
    var pending: Character? = nil
    while let ch = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if ch == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          field.append(ch)
        }
      } else if ch == "\"" {
        quoted = true
      } else if ch == "," {
        record.append(field)
        field = ""
      } else if ch == "\n" || ch == "\r\n" {
        record.append(field)
        records.append(record)
        record = []
        field = ""
      } else if ch != "\r" {
        field.append(ch)
      }
    }
    if !field.isEmpty || !record.isEmpty {
      record.append(field)
      records.append(record)
    }
    return records
  }
}
