import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument

/// The device matrix a run asks for, as `audit` and `render` take it (`--devices`,
/// `--orientations`, `--ios`, `--status-bar-hidden`, `--keyboard`, `--windows`,
/// `--bars-minimized`, `--window-controls-frame`): each value as written, resolved by
/// ``auditMatrix(base:configured:)`` against the catalog, a configuration and, in project mode,
/// the app's own matrix (``narrowing(_:configured:)``).
public struct MatrixRequest: Sendable {
  /// `all`, a family, device names separated by commas, `scene` (each scene file's own device),
  /// or a scene file's path (that file's device stands in for the catalog's); `nil`: all.
  public var devices: String?
  /// Orientations separated by commas (`landscape` is `landscapeLeft`); `nil`: portrait and
  /// landscape.
  public var orientations: String?
  /// iOS behaviour versions separated by commas; `nil`: each device's newest.
  public var ios: String?
  public var statusBarHidden = false
  /// Also lay out with the docked keyboard shown.
  public var keyboard = false
  /// Window sizes separated by commas (`full`, `half`, `third`, `two-thirds`, `slide-over`,
  /// `WxH`); `nil`: full.
  public var windows: String?
  /// Also say the catalog's own gaps (poses no source measured).
  public var verbose = false
  /// Also lay out with the tab and navigation bars minimised.
  public var barsMinimized = false
  public var minimizedNavigationBarHeight: Double?
  /// The window controls' frame the caller supplies (iPads under iOS 26+).
  public var windowControlsFrame: CGRect?
  /// `--app-idiom`: the idiom the app was built for (`phone` on iPads: R19.5).
  public var appIdiom: Idiom?

  public init() {}

  public func parsedWindows() throws -> [WindowSize] {
    var result: [WindowSize] = []
    for part in (windows ?? "full").split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let size = WindowSize(text) else {
        throw OptionError(
          "--windows: unknown window size '\(text)'; expected full, half, third, two-thirds,"
            + " slide-over or WxH such as 500x700")
      }
      if !result.contains(size) { result.append(size) }
    }
    return result
  }

  public func parsedOrientations() throws -> [Orientation] {
    var result: [Orientation] = []
    for part in (orientations ?? "portrait,landscape").split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces)
      let orientation: Orientation? =
        name == "landscape" ? .landscapeLeft : Orientation(rawValue: name)
      guard let orientation else {
        throw OptionError(
          "--orientations: unknown orientation '\(name)'; expected portrait, landscape, landscapeLeft,"
            + " landscapeRight or portraitUpsideDown")
      }
      if !result.contains(orientation) { result.append(orientation) }
    }
    if result.isEmpty { throw OptionError("--orientations: give at least one orientation") }
    return result
  }

  public func parsedVersions() throws -> [Int] {
    guard let ios else { return [] }
    var result: [Int] = []
    for part in ios.split(separator: ",") {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let version = Int(text), IOSBehaviour.isModelled(version) else {
        throw OptionError(
          "--ios: iOS '\(text)' is not a modelled behaviour version; expected one of "
            + IOSBehaviour.modelled.map(String.init).joined(separator: ", "))
      }
      if !result.contains(version) { result.append(version) }
    }
    if result.isEmpty {
      throw OptionError(
        "--ios: give at least one iOS behaviour version (one of "
          + IOSBehaviour.modelled.map(String.init).joined(separator: ", ") + ")")
    }
    return result
  }

  /// Checks every value that parses without reading a file.
  public func validate() throws {
    _ = try parsedOrientations()
    _ = try parsedVersions()
    _ = try parsedWindows()
  }

  /// `--devices scene`: each scene file's own device (a custom device with its displays,
  /// vertical bar and reserved regions; R20), instead of the catalog's. A device with two
  /// displays is laid out on both: the file's `display:` first, then the other (R20.1).
  public func sceneDevices(_ sources: [LayoutSource], into matrix: inout AuditMatrix) throws {
    guard devices == "scene" else { return }
    var found: [Device] = []
    for source in sources {
      for display in try Self.describedDevices(source.environment) where !found.contains(display) {
        found.append(display)
      }
    }
    matrix.devices = found
  }

  /// The devices an environment source describes: its own device, and for a device with two
  /// displays each display it describes, each resolved in an orientation it describes
  /// (`orientations:`); the first is the file's own, whose error (if any) is thrown.
  public static func describedDevices(
    _ environment: (EnvironmentOverrides) throws -> Environment
  ) throws -> [Device] {
    func resolve(_ display: DisplayChoice?) -> Device? {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let overrides = EnvironmentOverrides(orientation: orientation, display: display)
        if let device = try? environment(overrides).device { return device }
      }
      return nil
    }
    guard let own = resolve(nil) else { return [try environment(EnvironmentOverrides()).device] }
    var result = [own]
    if own.hasTwoDisplays {
      for choice in DisplayChoice.allCases {
        if let other = resolve(choice), !result.contains(other) { result.append(other) }
      }
    }
    return result
  }

  /// Whether `devices` names a scene file (`--devices Examples/vertical-bar-device.yaml`):
  /// its device stands in for the catalog's, for every input, storyboards included.
  public var devicesFile: String? {
    guard let devices, !devices.contains(","),
      [".yaml", ".yml", ".json"].contains(where: { devices.lowercased().hasSuffix($0) })
    else { return nil }
    return devices
  }

  /// The matrix, or bad input for an unknown device or family: the values given, then what
  /// `configured` (a configuration's `matrix`) sets, then `base` (the defaults, or in project
  /// mode the app's own matrix).
  public func auditMatrix(
    base: AuditMatrix = AuditMatrix(), configured: Configuration.Matrix = .init()
  ) throws -> AuditMatrix {
    var matrix = base.overridden(by: configured)
    if let path = devicesFile {
      let scene = try SceneLoader.load(path: path)
      matrix.devices = try Self.describedDevices {
        try SceneBuilder.environment(for: scene, overrides: $0)
      }
    } else if let devices, devices != "scene" {
      guard let selected = AuditMatrix.devices(matching: devices) else {
        let parts = devices.split(separator: ",", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        let bad =
          parts.first { !$0.isEmpty && DeviceCatalog.devices(matching: $0) == nil }
          ?? parts.first(where: \.isEmpty) ?? devices
        if let message = DeviceCatalog.notLaidOutMessage(for: bad) {
          throw UsageError(description: "--devices: \(message)")
        }
        throw UsageError(
          description: "--devices: unknown device or family '\(bad)' in '\(devices)'; try 'all',"
            + " 'iphone', 'ipad', 'notched', 'dynamic-island', 'home-button', 'face-id' or a"
            + " device name ('safearea devices' lists them)")
      }
      matrix.devices = selected
      matrix.namedDeviceIDs = AuditMatrix.namedDeviceIDs(in: devices)
    }
    if orientations != nil { matrix.orientations = try parsedOrientations() }
    if ios != nil { matrix.iosVersions = try parsedVersions() }
    if statusBarHidden { matrix.statusBarHidden = true }
    if keyboard { matrix.keyboardStates = [.hidden, .shown] }
    if windows != nil { matrix.windowSizes = try parsedWindows() }
    if let height = minimizedNavigationBarHeight {
      guard barsMinimized else {
        throw OptionError("--minimized-navigation-bar-height needs --bars-minimized")
      }
      if let problem = InputBounds.geometryProblem(height)
        ?? (height < 0 ? "expected 0 or more" : nil)
      {
        throw OptionError("--minimized-navigation-bar-height: \(problem)")
      }
    }
    if barsMinimized {
      matrix.barStates = [
        nil, BarMinimization(navigationBarHeight: minimizedNavigationBarHeight.map { CGFloat($0) }),
      ]
    }
    if let windowControlsFrame { matrix.windowControlsFrame = windowControlsFrame }
    if let appIdiom { matrix.appIdiom = appIdiom }
    return matrix
  }

  /// An app's matrix narrowed by what this request and the configuration name: only the
  /// devices, orientations and iOS versions both allow; `statusBarHidden` hides the bar.
  public func narrowing(_ app: AuditMatrix, configured: Configuration.Matrix) -> AuditMatrix {
    guard let asked = try? auditMatrix(configured: configured) else { return app }
    var result = app
    if devicesFile != nil {
      // A scene file's custom device stands in for the catalog's, on the app's idioms only (an
      // iPad-only app is not laid out on a phone's displays).
      let idioms = Set(app.devices.map(\.idiom))
      result.devices = asked.devices.filter { idioms.contains($0.idiom) }
    } else if devices != nil || configured.devices != nil {
      let ids = Set(asked.devices.map(\.id))
      result.devices = app.devices.filter { ids.contains($0.id) }
    }
    if orientations != nil || configured.orientations != nil {
      result.orientations = app.orientations.filter(asked.orientations.contains)
      for (idiom, list) in app.idiomOrientations {
        result.idiomOrientations[idiom] = list.filter(asked.orientations.contains)
      }
    }
    if devicesFile != nil, ios == nil {
      // Up to the newest version a standing-in device defaults to: the app's versions reach
      // iOS 27 only for a catalog device that ships with it (the iPhone Duo).
      let last = result.devices.map { IOSBehaviour.newest(for: $0) }.max() ?? IOSBehaviour.newest
      result.iosVersions = app.iosVersions.filter { $0 <= last }
    } else if devicesFile != nil, ios != nil {
      // A custom device may run a version past the catalog's newest (iOS 27): the app's
      // deployment target still bounds it from below.
      let lowest = app.iosVersions.min() ?? 0
      result.iosVersions = asked.iosVersions.filter { $0 >= lowest }
    } else if ios != nil || configured.ios != nil {
      result.iosVersions = app.iosVersions.filter(asked.iosVersions.contains)
    }
    if asked.statusBarHidden { result.statusBarHidden = true }
    return result
  }
}
