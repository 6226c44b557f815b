import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// Command-line overrides of a scene's environment (`--device`, `--orientation`, `--ios`,
/// `--status-bar-hidden`, `--keyboard`, `--window`, `--window-controls`, `--display`,
/// `--bars-minimized`).
public struct EnvironmentOverrides: Hashable, Sendable {
  public var device: Device?
  public var orientation: Orientation?
  public var ios: Int?
  public var statusBarHidden: Bool?
  /// `--keyboard`: the docked keyboard (contract version 2).
  public var keyboard: KeyboardState?
  /// `--window X,Y,W,H` (contract version 2; R18.1).
  public var window: CGRect?
  /// `--window-controls` (R18.3).
  public var windowControls: Bool?
  /// `--window-controls-frame X,Y,W,H`: the controls' frame in window coordinates, supplied by
  /// the user (R18.3); implies the controls.
  public var windowControlsFrame: CGRect?
  /// `--display inner|outer` (R20.1).
  public var display: DisplayChoice?
  /// `--bars-minimized` (R19.2): `.some(nil)` for expanded, `.some(state)` for minimised.
  public var barsMinimized: BarMinimization??
  /// `--app-idiom phone|pad` (R19.5).
  public var appIdiom: Idiom?

  public init(
    device: Device? = nil, orientation: Orientation? = nil, ios: Int? = nil,
    statusBarHidden: Bool? = nil, keyboard: KeyboardState? = nil, window: CGRect? = nil,
    windowControls: Bool? = nil, display: DisplayChoice? = nil,
    barsMinimized: BarMinimization?? = nil, windowControlsFrame: CGRect? = nil,
    appIdiom: Idiom? = nil
  ) {
    self.appIdiom = appIdiom
    self.windowControlsFrame = windowControlsFrame
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.statusBarHidden = statusBarHidden
    self.keyboard = keyboard
    self.window = window
    self.windowControls = windowControls
    self.display = display
    self.barsMinimized = barsMinimized
  }

  /// Overrides that reproduce `environment` exactly.
  public init(_ environment: Environment) {
    self.init(
      device: environment.device, orientation: environment.orientation, ios: environment.ios,
      statusBarHidden: environment.statusBarHidden, keyboard: environment.keyboard,
      window: environment.window, windowControls: environment.windowControls,
      display: environment.display, barsMinimized: .some(environment.barsMinimized),
      windowControlsFrame: environment.suppliedWindowControlsFrame,
      appIdiom: environment.appIdiom)
  }

  /// `environment` with these overrides applied to its window, controls, display and bars.
  public func applyingWindow(to environment: Environment) -> Environment {
    var result = environment
    if let window { result.window = window }
    if let windowControls {
      result.windowControls = windowControls
      if !windowControls { result.suppliedWindowControlsFrame = nil }
    }
    if let windowControlsFrame {
      result.windowControls = true
      result.suppliedWindowControlsFrame = windowControlsFrame
    }
    if let display { result.display = display }
    if let barsMinimized { result.barsMinimized = barsMinimized }
    if let appIdiom { result.appIdiom = appIdiom }
    return result
  }
}

/// Turns a ``SceneFile`` into HeadlessUIKit objects, shown in a window laid out in an environment.
///
/// ```swift
/// let scene = try SceneLoader.load(path: "Examples/A0-3.yaml")
/// let environment = try SceneBuilder.environment(for: scene)
/// let window = try SceneBuilder.makeWindow(scene, environment: environment)
/// ```
public enum SceneBuilder {
  /// The environment a scene asks for, with `overrides` taking precedence. An unknown device or
  /// iOS version is a located error.
  public static func environment(
    for scene: SceneFile, overrides: EnvironmentOverrides = .init()
  ) throws(SceneError) -> Environment {
    let spec = scene.environment
    var device: Device
    // The file's `display:` belongs to the file's device; a device given on the command line
    // runs on its own (single) display unless `--display` says otherwise.
    var display = overrides.display ?? (overrides.device == nil ? spec?.display?.value : nil)
    if let override = overrides.device {
      device = override
    } else {
      device = try resolveDevice(spec?.device, file: scene.file)
      // R20.1: a custom device with two displays lays out on the one `display:` picks (the
      // inner display when none is named).
      if let located = spec?.device, case .custom(let custom) = located.value,
        !custom.displays.isEmpty
      {
        let choice = display ?? (custom.displays.inner != nil ? .inner : .outer)
        guard let chosen = choice == .inner ? custom.displays.inner : custom.displays.outer else {
          throw (spec?.display?.location ?? located.location).error(
            "the custom device has no \(choice.rawValue) display; describe it under 'displays'")
        }
        var named = chosen
        if named.name == nil { named.name = custom.name }
        if named.verticalBar == nil { named.verticalBar = custom.verticalBar }
        if named.reservedRegions == nil { named.reservedRegions = custom.reservedRegions }
        if named.orientations == nil { named.orientations = custom.orientations }
        if named.landscapeHorizontalSizeClass == nil {
          named.landscapeHorizontalSizeClass = custom.landscapeHorizontalSizeClass
        }
        if named.landscapeVerticalSizeClass == nil {
          named.landscapeVerticalSizeClass = custom.landscapeVerticalSizeClass
        }
        device = try resolveDevice(Located(.custom(named), at: located.location), file: scene.file)
        device.display = choice
        // Each display is a device of its own in a matrix (grouped findings count and name
        // them apart).
        device.id += "-\(choice.rawValue)"
        device.name += " (\(choice.rawValue) display)"
        display = choice
      }
    }
    // A catalog device with two displays (the iPhone Duo) is one catalog device per display:
    // `display:` / `--display` picks it (R20.1).
    device = DeviceCatalog.device(device, on: display)
    if display == nil, !device.isCustom { display = device.display }
    let sceneOrientation = spec?.orientation.flatMap { Orientation(rawValue: $0.value.rawValue) }
    let orientation = overrides.orientation ?? sceneOrientation ?? .portrait
    var ios = IOSBehaviour.newest(for: device)
    if let requested = overrides.ios {
      ios = requested
    } else if let located = spec?.ios {
      guard IOSBehaviour.isModelled(located.value) else {
        throw located.location.error(
          "iOS \(located.value) is not a modelled behaviour version; expected one of "
            + IOSBehaviour.modelled.map(String.init).joined(separator: ", "))
      }
      ios = located.value
    }
    let hidden = overrides.statusBarHidden ?? spec?.statusBarHidden?.value ?? false
    let keyboard = overrides.keyboard ?? spec?.keyboard?.value ?? .hidden
    var environment = Environment(
      device: device, orientation: orientation, ios: ios, statusBarHidden: hidden,
      keyboard: keyboard, window: spec?.window?.value,
      windowControls: spec?.windowControls?.value ?? false, display: display,
      barsMinimized: spec?.barsMinimized?.value ?? nil,
      suppliedWindowControlsFrame: spec?.windowControlsFrame?.value,
      appIdiom: spec?.appIdiom?.value)
    environment = overrides.applyingWindow(to: environment)
    environment.display = display
    if let problem = environment.windowProblem() {
      // Located at the key the problem is about when the file gave it, else at 'environment:'.
      let given: SourceLocation? =
        switch problem.key {
        case .window: overrides.window == nil ? spec?.window?.location : nil
        case .windowControls:
          overrides.windowControls == nil ? spec?.windowControls?.location : nil
        case .windowControlsFrame:
          overrides.windowControlsFrame == nil ? spec?.windowControlsFrame?.location : nil
        case .display: overrides.display == nil ? spec?.display?.location : nil
        case .barsMinimized: overrides.barsMinimized == nil ? spec?.barsMinimized?.location : nil
        case .orientation: overrides.orientation == nil ? spec?.orientation?.location : nil
        case .appIdiom: overrides.appIdiom == nil ? spec?.appIdiom?.location : nil
        }
      let location =
        given ?? spec?.location ?? SourceLocation(file: scene.file, line: 1, column: 1)
      throw location.error(problem.message)
    }
    return environment
  }

  static func resolveDevice(_ located: Located<DeviceSpec>?, file: String) throws(SceneError)
    -> Device
  {
    guard let located else { return DeviceCatalog.newestPhone }
    switch located.value {
    case .named(let name):
      guard let device = DeviceCatalog.device(named: name) else {
        throw located.location.error(
          DeviceCatalog.notLaidOutMessage(for: name)
            ?? "unknown device '\(name)'; run 'safearea devices' for the catalog, or describe a"
            + " custom device with width, height and safeArea")
      }
      return device
    case .custom(let custom):
      var device = Device.custom(
        name: custom.name?.value ?? "Custom device", width: custom.width.value,
        height: custom.height.value, scale: custom.scale?.value ?? 3,
        portraitSafeArea: custom.portraitSafeArea.map { insets($0.value) } ?? .zero,
        landscapeSafeArea: custom.landscapeSafeArea.map { insets($0.value) },
        statusBar: custom.statusBar.map { CGFloat($0.value) },
        homeIndicator: custom.homeIndicator?.value ?? false,
        cornerRadius: custom.cornerRadius.map { CGFloat($0.value) } ?? 0)
      device.verticalBar = custom.verticalBar?.value
      device.reservedRegions = custom.reservedRegions?.value ?? []
      device.describedOrientations = custom.orientations?.value ?? OrientationKind.allCases
      if let horizontal = custom.landscapeHorizontalSizeClass {
        device.landscapeHorizontalSizeClass = Sourced(horizontal.value, .measured("custom device"))
      }
      if let vertical = custom.landscapeVerticalSizeClass {
        device.landscapeVerticalSizeClass = Sourced(vertical.value, .measured("custom device"))
      }
      return device
    }
  }

  /// Builds the scene's controllers and views and shows them in a new key window, which runs the
  /// first layout. Keep the window: views hold their superviews weakly, as in UIKit.
  @MainActor
  public static func makeWindow(
    _ scene: SceneFile, environment: Environment, recordEvents: Bool = false
  ) throws(SceneError) -> UIWindow {
    let window = UIWindow(environment: environment)
    if recordEvents { window.eventLog = [] }
    let context = BuildContext(environment: environment)
    context.requiredConflicts = scene.requiredConflicts
    let root = try context.controller(scene.root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    if let error = context.deferredError { throw error }
    try context.presentAll()
    if let error = context.deferredError { throw error }
    return window
  }

  static func insets(_ spec: InsetsSpec) -> UIEdgeInsets {
    UIEdgeInsets(top: spec.top, left: spec.left, bottom: spec.bottom, right: spec.right)
  }
}

extension SourceLocation {
  /// An error at this location, with the source line when the file can be read.
  func error(_ message: String) -> SceneError {
    var sourceLine: String?
    if let text = try? String(contentsOfFile: file, encoding: .utf8) {
      let lines = TextLines.split(text)
      if line >= 1, line <= lines.count { sourceLine = String(lines[line - 1]) }
    }
    return SceneError(message, at: self, sourceLine: sourceLine)
  }
}
