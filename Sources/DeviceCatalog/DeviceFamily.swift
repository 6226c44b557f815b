import Foundation

/// A named group of devices, an open vocabulary (like swift-system's `Errno`): the CLI's
/// `--devices` option and the audit matrix select devices by these names.
///
/// ```swift
/// DeviceCatalog.devices.filter(DeviceFamily.dynamicIsland.contains)
/// ```
public struct DeviceFamily: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The family's name, such as `dynamic-island`.
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Every iPhone.
  public static let iphone = DeviceFamily(rawValue: "iphone")
  /// Every iPad.
  public static let ipad = DeviceFamily(rawValue: "ipad")
  /// iPhones with a notch (X through 14, 16e, 17e).
  public static let notched = DeviceFamily(rawValue: "notched")
  /// iPhones with a Dynamic Island (14 Pro and later Pro/number models, Air).
  public static let dynamicIsland = DeviceFamily(rawValue: "dynamic-island")
  /// Devices with a home button (no home indicator), iPhones and iPads.
  public static let homeButton = DeviceFamily(rawValue: "home-button")
  /// Devices without a home button, with a home indicator: Face-ID iPhones and the iPads with
  /// rounded corners (including the Touch-ID-in-top-button iPads, which share their geometry).
  public static let faceID = DeviceFamily(rawValue: "face-id")

  /// The families the catalog knows, in this order.
  public static let known: [DeviceFamily] = [
    .iphone, .ipad, .notched, .dynamicIsland, .homeButton, .faceID,
  ]

  /// The known family called `name` (case-insensitive; spaces, dashes and underscores ignored;
  /// a trailing plural `s` accepted), or `nil`.
  public static func named(_ name: String) -> DeviceFamily? {
    var key = DeviceCatalog.lookupKey(name)
    if let exact = known.first(where: { DeviceCatalog.lookupKey($0.rawValue) == key }) {
      return exact
    }
    if key.hasSuffix("s") {
      key.removeLast()
      return known.first { DeviceCatalog.lookupKey($0.rawValue) == key }
    }
    return nil
  }

  /// The devices `selector` names: `all`, a family name or a device name (same as
  /// ``DeviceCatalog/devices(matching:)``).
  public static func devices(matching selector: String) -> [Device]? {
    DeviceCatalog.devices(matching: selector)
  }

  /// Whether `device` belongs to this family. Unknown families contain no device.
  public func contains(_ device: Device) -> Bool {
    switch self {
    case .iphone: device.idiom == .phone
    case .ipad: device.idiom == .pad
    case .notched: device.idiom == .phone && device.housing.kind == .notch
    case .dynamicIsland: device.idiom == .phone && device.housing.kind == .dynamicIsland
    case .homeButton: !device.hasHomeIndicator
    case .faceID: device.hasHomeIndicator
    default: false
    }
  }

  public var description: String { rawValue }
}
