import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import TextEscaping

/// One line of `safearea devices`: a catalog device's size, scale, insets, housing and corner
/// radius under one iOS version, with ``table(_:known:)`` and ``json(_:known:)`` for the whole
/// catalog.
public struct DeviceRow {
  public var device: Device
  public var ios: Int
  /// The insets, `nil` for a pose no source measured (R20.1).
  public var portrait: EdgeInsets?
  public var landscape: EdgeInsets?

  public init(_ device: Device, ios: Int) {
    self.device = device
    self.ios = ios
    let portrait = device.windowSafeAreaInsets(
      orientation: .portrait, statusBarVisible: true, ios: ios)
    self.portrait = portrait.provenance.isUnmeasured ? nil : portrait.value
    let landscape = device.windowSafeAreaInsets(
      orientation: .landscapeLeft,
      statusBarVisible: device.idiom == .pad && device.canShowStatusBar(.landscapeLeft), ios: ios)
    self.landscape = landscape.provenance.isUnmeasured ? nil : landscape.value
  }

  /// What the device has beyond one display (R20.1–R20.3) and what no source gives, for the
  /// notes under the table: empty for a device with one display and nothing unmeasured.
  public var extras: [String] {
    var result: [String] = []
    if let display = device.display { result.append("\(display.rawValue) display") }
    if let column = device.verticalBar {
      let kinds = column.orientations.map(\.rawValue).joined(separator: ", ")
      var line =
        "vertical bar column: \(column.edge.rawValue) edge, \(PointFormat.string(column.width)) pt"
        + " without container bars, in \(kinds)"
      if let flipped = column.landscapeRightEdge, column.flipsInLandscapeRight {
        line += " (\(flipped.rawValue) edge in landscape-right)"
      }
      if column.widthWithBars == nil, let width = column.widthWithTabBar {
        line += "; \(PointFormat.string(width)) pt with a tab bar"
      }
      result.append(line)
    }
    for region in device.reservedRegions {
      let frame = region.frame
      result.append(
        "reserved region: \(region.kind.rawValue) (\(PointFormat.string(frame.minX)),"
          + " \(PointFormat.string(frame.minY)), \(PointFormat.string(frame.width)),"
          + " \(PointFormat.string(frame.height))) in portrait points")
    }
    let unknown = unknowns
    if !unknown.isEmpty { result.append("unknown: " + unknown.joined(separator: "; ")) }
    return result
  }

  /// What no source gives for the device: its unmeasured poses, the vertical bar column's
  /// width with container bars.
  public var unknowns: [String] {
    var result: [String] = []
    for kind in OrientationKind.allCases where !device.describedOrientations.contains(kind) {
      // What the catalog's cell lacks (`portrait top inset; left 0, … are measured`).
      let missing = device.missingGeometry(kind == .portrait ? .portrait : .landscapeLeft)
      let what =
        missing.hasPrefix("its ") && !missing.hasSuffix(" geometry")
        ? String(missing.dropFirst("its ".count)) + " (not laid out)"
        : "\(kind.rawValue) geometry (not measured; not laid out)"
      result.append(what)
    }
    if let column = device.verticalBar, column.widthWithBars == nil {
      result.append(
        column.widthWithTabBar == nil
          ? "the vertical bar column's width with container bars"
          : "the vertical bar column with a navigation bar or toolbar")
    }
    return result
  }

  public var size: String {
    "\(PointFormat.string(device.portraitSize.width))x\(PointFormat.string(device.portraitSize.height))"
  }

  public static func table(_ rows: [DeviceRow], known: [UnmeasuredDevice] = []) -> String {
    let catalog = rows.isEmpty ? nil : table(rows)
    guard !known.isEmpty else { return catalog ?? "" }
    let lines = known.map { device in
      var parts = ["\(device.name) (\(device.identity)): not measured"]
      if !device.notes.isEmpty { parts.append("notes: \(device.notes)") }
      if !device.disagreements.isEmpty { parts.append("disagreements: \(device.disagreements)") }
      parts.append("sources: \(device.sources)")
      return parts.joined(separator: "; ")
    }
    let section =
      "Known, not measured (no public source gives the screen geometry: never laid out, in no"
      + " matrix; a custom device stands in, \(UnmeasuredDevice.standInDocumentation)):\n"
      + lines.joined(separator: "\n")
    return [catalog, section].compactMap { $0 }.joined(separator: "\n\n")
  }

  public static func table(_ rows: [DeviceRow]) -> String {
    let header = ["name", "points", "scale", "iOS", "portrait", "landscape", "housing", "corner"]
    let body = rows.map { row in
      [
        row.device.name, row.size, "@\(PointFormat.string(row.device.scale))x", String(row.ios),
        row.portrait?.description ?? "not measured", row.landscape?.description ?? "not measured",
        row.device.housing.kind.rawValue,
        PointFormat.string(row.device.cornerRadius.value),
      ]
    }
    let all = [header] + body
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let table = all.map { cells in
      cells.enumerated().map { index, cell in
        index == cells.count - 1
          ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
    let notes = rows.filter { !$0.extras.isEmpty }.map { row in
      "\(row.device.name): " + row.extras.joined(separator: "; ")
    }
    return notes.isEmpty ? table : table + "\n\n" + notes.joined(separator: "\n")
  }

  /// The catalog's rows, then one per known device without geometry: the same keys, `null`
  /// where geometry goes, `"measured": false`, the release year and what the sources say.
  public static func json(_ rows: [DeviceRow], known: [UnmeasuredDevice]) -> String {
    let string = JSONText.string
    let items = known.map { device in
      "  {\"name\": \(string(device.name)), \"id\": \(string(device.id)), "
        + "\"identifiers\": [\(device.identifiers.map(string).joined(separator: ", "))], "
        + "\"idiom\": \(string(device.idiom.rawValue)), \"width\": null, \"height\": null, "
        + "\"scale\": null, \"ios\": null, \"portrait\": null, \"landscape\": null, "
        + "\"housing\": null, \"homeIndicator\": null, \"cornerRadius\": null, "
        + "\"measured\": false, \"releaseYear\": \(device.releaseYear.map(String.init) ?? "null"), "
        + "\"notes\": \(string(device.notes)), \"disagreements\": \(string(device.disagreements)), "
        + "\"sources\": \(string(device.sources))}"
    }
    let catalog = json(rows)
    guard !items.isEmpty else { return catalog }
    guard !rows.isEmpty else { return "[\n" + items.joined(separator: ",\n") + "\n]" }
    return String(catalog.dropLast(2)) + ",\n" + items.joined(separator: ",\n") + "\n]"
  }

  public static func json(_ rows: [DeviceRow]) -> String {
    func insets(_ value: EdgeInsets?) -> String {
      guard let value else { return "null" }
      return JSONText.object([
        ("top", value.top), ("left", value.left), ("bottom", value.bottom), ("right", value.right),
      ])
    }
    let string = JSONText.string
    func extra(_ row: DeviceRow) -> String {
      var fields: [String] = []
      if let display = row.device.display {
        fields.append("\"display\": \(string(display.rawValue))")
        fields.append("\"model\": \(string(row.device.modelName))")
      }
      if let column = row.device.verticalBar {
        fields.append(
          "\"verticalBar\": {\"edge\": \(string(column.edge.rawValue)), \"width\": "
            + "\(PointFormat.string(column.width)), \"widthWithBars\": "
            + "\(column.widthWithBars.map(PointFormat.string) ?? "null"), \"widthWithTabBar\": "
            + "\(column.tabBarWidth.map(PointFormat.string) ?? "null"), \"landscapeRightEdge\": "
            + string(column.edge(in: .landscapeRight).rawValue) + ", \"orientations\": ["
            + column.orientations.map { string($0.rawValue) }.joined(separator: ", ") + "]}")
      }
      if !row.device.reservedRegions.isEmpty {
        let regions = row.device.reservedRegions.map { region in
          "{\"kind\": \(string(region.kind.rawValue)), \"frame\": ["
            + [region.frame.minX, region.frame.minY, region.frame.width, region.frame.height]
            .map(PointFormat.string).joined(separator: ", ") + "]}"
        }
        fields.append("\"reservedRegions\": [" + regions.joined(separator: ", ") + "]")
      }
      if !row.unknowns.isEmpty {
        fields.append("\"unknown\": [" + row.unknowns.map(string).joined(separator: ", ") + "]")
      }
      return fields.map { ", " + $0 }.joined()
    }
    let items = rows.map { row in
      "  {\"name\": \(string(row.device.name)), \"id\": \(string(row.device.id)), "
        + "\"identifiers\": [\(row.device.identifiers.map(string).joined(separator: ", "))], "
        + "\"idiom\": \(string(row.device.idiom.rawValue)), "
        + "\"width\": \(PointFormat.string(row.device.portraitSize.width)), "
        + "\"height\": \(PointFormat.string(row.device.portraitSize.height)), "
        + "\"scale\": \(PointFormat.string(row.device.scale)), \"ios\": \(row.ios), "
        + "\"portrait\": \(insets(row.portrait)), \"landscape\": \(insets(row.landscape)), "
        + "\"housing\": \(string(row.device.housing.kind.rawValue)), "
        + "\"homeIndicator\": \(row.device.hasHomeIndicator), "
        + "\"cornerRadius\": \(PointFormat.string(row.device.cornerRadius.value))\(extra(row))}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}
