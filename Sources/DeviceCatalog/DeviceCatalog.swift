import Foundation

/// Every iPhone and iPad model with known screen geometry, as data (generated from
/// `spec/devices.csv` into `DeviceData.swift` by `Scripts/generate-device-catalog.py`).
///
/// ```swift
/// let phone = DeviceCatalog.device(named: "iPhone 16 Pro")
/// let same = DeviceCatalog.device(named: "iPhone17,1")
/// ```
public enum DeviceCatalog {
  /// Every model, in release order (release year, then the order of `devices.csv`).
  public static let devices: [Device] = inReleaseOrder(generatedDevices, year: \.releaseYear)

  /// The catalog's date, `YYYY-MM-DD`: the newest date its source table (`Data/devices.csv`)
  /// gives, a device's release date or a re-check of the sources (written into
  /// `DeviceData.swift` by `Scripts/generate-device-catalog.py`).
  public static let date: String = generatedDate

  /// `rows` sorted by release year (none last), keeping the CSV's order within a year.
  static func inReleaseOrder<Row>(_ rows: [Row], year: (Row) -> Int?) -> [Row] {
    rows.enumerated()
      .sorted { lhs, rhs in
        let lhsYear = year(lhs.element) ?? Int.max
        let rhsYear = year(rhs.element) ?? Int.max
        return lhsYear != rhsYear ? lhsYear < rhsYear : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// The device called `name`: its marketing name, slug id or a hardware identifier, compared
  /// case-insensitively and ignoring spaces, dashes, underscores, dots and parentheses
  /// (`"iphone-16-pro"`, `"iPhone 16 Pro"`, `"iPhone17,1"`, `"ipad pro 11 inch (m4)"`). A
  /// device with two displays is one catalog device per display (`"iPhone Duo (outer
  /// display)"`, `"iphone-duo-outer"`); its model name or identifier (`"iPhone Duo"`,
  /// `"iPhone19,4"`) names the first display in the catalog, the inner one (as a custom device's
  /// `displays:` default, R20.1); ``device(_:on:)`` picks the other.
  ///
  /// - Returns: the device, or `nil` when no model with geometry matches (a device known
  ///   without geometry, such as the iPhone 18 Pro, is ``unmeasuredDevice(named:)``).
  public static func device(named name: String) -> Device? {
    matches(name).first
  }

  /// Every device `name` names (``device(named:)``): one, or each display of a device with
  /// two, in catalog order.
  static func matches(_ name: String) -> [Device] {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    guard !trimmed.isEmpty else { return [] }
    let exact = devices.filter { device in
      device.name.lowercased() == trimmed || device.modelName.lowercased() == trimmed
        || device.id == trimmed || device.identifiers.contains { $0.lowercased() == trimmed }
    }
    if !exact.isEmpty { return exact }
    let key = lookupKey(trimmed)
    return devices.filter { device in
      lookupKey(device.name) == key || lookupKey(device.modelName) == key
        || lookupKey(device.id) == key || device.identifiers.contains { lookupKey($0) == key }
    }
  }

  /// The display `choice` of the catalog device `device` belongs to (the same model), or
  /// `device` itself when it is not one display of a catalog device with two, or `choice` is
  /// `nil`: `--device "iPhone Duo" --display outer` lays out on the outer display.
  public static func device(_ device: Device, on choice: DisplayChoice?) -> Device {
    guard let choice, let display = device.display, display != choice, !device.isCustom else {
      return device
    }
    return devices.first { $0.display == choice && $0.modelName == device.modelName } ?? device
  }

  /// The newest iPhone with geometry and one display: the latest release year, then the last in
  /// `devices.csv` (a display of a device with two describes one orientation only, so it is
  /// never the default device of a layout that names none).
  public static var newestPhone: Device {
    let phones = devices.filter { $0.idiom == .phone && $0.display == nil }
    guard let newest = phones.last else {
      preconditionFailure("the generated catalog holds no iPhone; regenerate DeviceData.swift")
    }
    return newest
  }

  /// The devices `selector` names: `all`, a family name (``DeviceFamily``) or a device name
  /// (``device(named:)``).
  ///
  /// - Returns: the devices in catalog order, or `nil` when `selector` names nothing.
  public static func devices(matching selector: String) -> [Device]? {
    let trimmed = selector.trimmingCharacters(in: .whitespacesAndNewlines)
    if lookupKey(trimmed) == "all" {
      return devices
    }
    if let family = DeviceFamily.named(trimmed) {
      return devices.filter(family.contains)
    }
    // A model with two displays names both (`--devices "iPhone Duo"`).
    let found = matches(trimmed)
    return found.isEmpty ? nil : found
  }

  /// A lower-case slug: runs of characters other than ASCII letters and digits become one dash.
  ///
  /// `"iPad Pro 11-inch (4th generation, M2)"` → `"ipad-pro-11-inch-4th-generation-m2"`.
  public static func slug(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.lowercased().unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result
  }

  /// The key names are compared by: lower case without spaces, dashes, underscores, dots or
  /// parentheses (commas are kept, so that `iPhone10,3` stays an identifier).
  static func lookupKey(_ name: String) -> String {
    String(
      name.lowercased().unicodeScalars
        .filter { !" \t-_.()[]".unicodeScalars.contains($0) }
        .map(Character.init))
  }
}
