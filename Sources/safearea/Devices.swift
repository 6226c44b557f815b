import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SafeAreaKit

extension SafeArea {
  /// `safearea devices`: the catalog.
  struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "List the device catalog: size, scale, insets, housing, corner radius; then the devices"
        + " known without geometry.")

    @OptionGroup var formatOption: TextOrJSONOption

    @OptionGroup var version: IOSVersionOption

    @Argument(
      help:
        "'all' (default), a family (iphone, ipad, notched, dynamic-island, home-button, face-id) or a device name."
    )
    var selection: String = "all"

    func run() throws {
      try reportingInputErrors {
        // Known devices without geometry come after the catalog, marked not measured.
        let known = DeviceCatalog.unmeasuredDevices(matching: selection)
        let devices = DeviceCatalog.devices(matching: selection)
        guard devices != nil || !known.isEmpty else {
          throw UsageError(
            description: "unknown device or family '\(selection)'; try 'all', 'iphone', 'ipad',"
              + " 'notched', 'dynamic-island', 'home-button' or a device name")
        }
        let rows = (devices ?? []).map {
          DeviceRow($0, ios: version.ios ?? IOSBehaviour.newest(for: $0))
        }
        emit(
          formatOption.format == .json
            ? DeviceRow.json(rows, known: known) : DeviceRow.table(rows, known: known))
      }
    }
  }
}
