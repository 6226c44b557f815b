import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection

extension SafeArea {
  /// `safearea devices`: the catalog.
  struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the device catalog: size, scale, insets, housing, corner radius.")

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(help: "Insets under this iOS behaviour version (default: each device's newest).")
    var ios: Int?

    @Argument(
      help:
        "'all' (default), a family (iphone, ipad, notched, dynamic-island, home-button, face-id) or a device name."
    )
    var selection: String = "all"

    func validate() throws {
      if let ios, !IOSBehaviour.isModelled(ios) {
        throw ValidationError(
          "iOS \(ios) is not a modelled behaviour version; expected one of "
            + IOSBehaviour.modelled.map(String.init).joined(separator: ", "))
      }
    }

    func run() throws {
      try reportingInputErrors {
        guard let devices = DeviceCatalog.devices(matching: selection) else {
          throw UsageError(
            description: "unknown device or family '\(selection)'; try 'all', 'iphone', 'ipad',"
              + " 'notched', 'dynamic-island', 'home-button' or a device name")
        }
        let rows = devices.map { DeviceRow($0, ios: ios ?? IOSBehaviour.newest(for: $0)) }
        emit(format == .json ? DeviceRow.json(rows) : DeviceRow.table(rows))
      }
    }
  }
}

/// One line of `safearea devices`.
struct DeviceRow {
  var device: Device
  var ios: Int
  var portrait: EdgeInsets
  var landscape: EdgeInsets

  init(_ device: Device, ios: Int) {
    self.device = device
    self.ios = ios
    portrait =
      device.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: true, ios: ios).value
    landscape =
      device.windowSafeAreaInsets(
        orientation: .landscapeLeft,
        statusBarVisible: device.idiom == .pad && device.canShowStatusBar(.landscapeLeft), ios: ios
      ).value
  }

  var size: String {
    "\(PointFormat.string(device.portraitSize.width))x\(PointFormat.string(device.portraitSize.height))"
  }

  static func table(_ rows: [DeviceRow]) -> String {
    let header = ["name", "points", "scale", "iOS", "portrait", "landscape", "housing", "corner"]
    let body = rows.map { row in
      [
        row.device.name, row.size, "@\(PointFormat.string(row.device.scale))x", String(row.ios),
        row.portrait.description, row.landscape.description, row.device.housing.kind.rawValue,
        PointFormat.string(row.device.cornerRadius.value),
      ]
    }
    let all = [header] + body
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { cells in
      cells.enumerated().map { index, cell in
        index == cells.count - 1
          ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  static func json(_ rows: [DeviceRow]) -> String {
    func insets(_ value: EdgeInsets) -> String {
      JSONText.object([
        ("top", value.top), ("left", value.left), ("bottom", value.bottom), ("right", value.right),
      ])
    }
    let string = JSONText.string
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
        + "\"cornerRadius\": \(PointFormat.string(row.device.cornerRadius.value))}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}
