import DeviceCatalog
import Foundation

/// A fact about the device, the screen or the app's environment that code reads through a
/// UIKit API, and that the catalog can answer per environment.
public enum DeviceFact: String, Hashable, Sendable, CaseIterable {
  /// `UIScreen.main.bounds.size.width` (points, in the current orientation).
  case screenWidth
  case screenHeight
  /// `UIScreen.main.bounds.size` as a size.
  case screenSize
  /// `UIScreen.main.nativeBounds` (pixels, portrait).
  case nativeWidth
  case nativeHeight
  case nativeSize
  /// `UIScreen.main.scale`.
  case scale
  /// A safe-area inset read from a window or a root view.
  case safeAreaTop
  case safeAreaBottom
  case safeAreaLeft
  case safeAreaRight
  /// `statusBarFrame.size.height`.
  case statusBarHeight
  /// The hardware model identifier (`iPhone10,3`), from `uname`/`sysctl`.
  case modelIdentifier
  /// `userInterfaceIdiom`: `"phone"` or `"pad"`.
  case idiom
  /// The interface orientation: `"portrait"` or `"landscape"`.
  case orientation
  /// `systemVersion` as a number.
  case systemVersion
  /// Whether the display has a sensor housing (a notch or the Dynamic Island): what DeviceKit's
  /// `hasSensorHousing` and `allDevicesWithSensorHousing` say (``DeviceKitModel``).
  case sensorHousing

  /// The UIKit spelling, for messages.
  public var apiName: String {
    switch self {
    case .screenWidth: "UIScreen bounds width"
    case .screenHeight: "UIScreen bounds height"
    case .screenSize: "UIScreen bounds size"
    case .nativeWidth: "nativeBounds width"
    case .nativeHeight: "nativeBounds height"
    case .nativeSize: "native screen size"
    case .scale: "UIScreen scale"
    case .safeAreaTop: "safeAreaInsets.top"
    case .safeAreaBottom: "safeAreaInsets.bottom"
    case .safeAreaLeft: "safeAreaInsets.left"
    case .safeAreaRight: "safeAreaInsets.right"
    case .statusBarHeight: "statusBarFrame height"
    case .modelIdentifier: "model identifier"
    case .idiom: "userInterfaceIdiom"
    case .orientation: "interface orientation"
    case .systemVersion: "systemVersion"
    case .sensorHousing: "DeviceKit's hasSensorHousing"
    }
  }

  /// Whether the fact is the screen's size (in points or pixels).
  public var isScreenSize: Bool {
    [.screenWidth, .screenHeight, .screenSize, .nativeWidth, .nativeHeight, .nativeSize]
      .contains(self)
  }

  /// Whether the fact is a safe-area inset.
  public var isSafeAreaInset: Bool {
    [.safeAreaTop, .safeAreaBottom, .safeAreaLeft, .safeAreaRight].contains(self)
  }
}
