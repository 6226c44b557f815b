import DeviceCatalog
import Foundation

/// The environments an audit lays a file out in: devices × orientations × iOS versions.
public struct AuditMatrix: Hashable, Sendable {
  /// The devices, in catalog order.
  public var devices: [Device]
  /// The orientations.
  public var orientations: [Orientation]
  /// iOS behaviour versions; empty means each device's newest (``IOSBehaviour/newest(for:)``).
  public var iosVersions: [Int]
  /// Whether the app hides the status bar.
  public var statusBarHidden: Bool
  /// The keyboard states (`--keyboard`: hidden and shown; R16); default: hidden only.
  public var keyboardStates: [KeyboardState] = [.hidden]

  /// Creates a matrix.
  public init(
    devices: [Device] = DeviceCatalog.devices,
    orientations: [Orientation] = [.portrait, .landscapeLeft], iosVersions: [Int] = [],
    statusBarHidden: Bool = false
  ) {
    self.devices = devices
    self.orientations = orientations
    self.iosVersions = iosVersions
    self.statusBarHidden = statusBarHidden
  }

  /// Every environment, device by device, then orientation, then iOS version, then keyboard.
  public var environments: [Environment] {
    var result: [Environment] = []
    for device in devices {
      let versions = iosVersions.isEmpty ? [IOSBehaviour.newest(for: device)] : iosVersions
      for orientation in orientations {
        for ios in versions {
          for keyboard in keyboardStates {
            result.append(
              Environment(
                device: device, orientation: orientation, ios: ios,
                statusBarHidden: statusBarHidden, keyboard: keyboard))
          }
        }
      }
    }
    return result
  }

  /// The devices a `--devices` selector names: `all`, a family (`notched`), a device name, or
  /// several of those separated by commas; `nil` when a part names nothing.
  public static func devices(matching selector: String) -> [Device]? {
    var ids: [String] = []
    for part in selector.split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, let found = DeviceCatalog.devices(matching: name) else { return nil }
      ids += found.map(\.id)
    }
    guard !ids.isEmpty else { return nil }
    return DeviceCatalog.devices.filter { ids.contains($0.id) }
  }
}
