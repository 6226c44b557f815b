import DeviceCatalog
import Foundation
import Yams

extension SceneDecoder {
  static let environmentKeys = [
    "device", "orientation", "ios", "statusBarHidden", "keyboard", "window", "windowControls",
    "display", "barsMinimized", "appIdiom",
  ]
  static let customDeviceKeys = [
    "name", "width", "height", "scale", "safeArea", "statusBar", "homeIndicator", "cornerRadius",
    "verticalBar", "reservedRegions", "displays", "orientations", "landscapeSizeClasses",
  ]

  func decodeEnvironment(_ entry: Entry) throws(SceneError) -> EnvironmentSpec {
    let entries = try self.entries(of: entry.value, in: "'environment'")
    try checkKeys(entries, allowed: Self.environmentKeys, in: "'environment'")
    var environment = EnvironmentSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "device": environment.device = try decodeDevice(entry)
      case "orientation": environment.orientation = try enumeration(entry)
      case "ios": environment.ios = try integer(entry, minimum: 10)
      case "statusBarHidden": environment.statusBarHidden = try bool(entry)
      case "keyboard": environment.keyboard = try decodeKeyboard(entry)
      case "window": environment.window = try decodeWindow(entry)
      case "windowControls":
        if case .mapping = entry.value {
          let frame = try decodeWindowControlsFrame(entry)
          environment.windowControls = Located(true, at: source.location(of: entry.value))
          environment.windowControlsFrame = frame
        } else {
          environment.windowControls = try bool(entry)
        }
      case "display": environment.display = try enumeration(entry)
      case "barsMinimized": environment.barsMinimized = try decodeBarsMinimized(entry)
      case "appIdiom": environment.appIdiom = try enumeration(entry)
      default: break
      }
    }
    return environment
  }

  /// `window: [x, y, width, height]` in screen points (contract version 2), or `[width, height]`
  /// at the origin.
  func decodeWindow(_ entry: Entry) throws(SceneError) -> Located<CGRect> {
    if case .sequence(let sequence) = entry.value, sequence.count == 2 {
      let size = try numbers(entry, names: ["width", "height"])
      return Located(
        CGRect(x: 0, y: 0, width: size.value[0], height: size.value[1]), at: size.location)
    }
    let list = try numbers(entry, names: ["x", "y", "width", "height"])
    let v = list.value
    return Located(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]), at: list.location)
  }

  /// `windowControls: { frame: [x, y, width, height] }` (an addition to contract version 2's
  /// bool): the window controls shown at a frame the user supplies, in window coordinates
  /// (R18.3: no source printed it). The builder checks it fits the window.
  func decodeWindowControlsFrame(_ entry: Entry) throws(SceneError) -> Located<CGRect> {
    let entries = try self.entries(of: entry.value, in: "'windowControls'")
    try checkKeys(entries, allowed: ["frame"], in: "'windowControls'")
    guard let frameEntry = entries.first(where: { $0.key == "frame" }) else {
      throw error(
        "'windowControls' as a mapping needs 'frame' [x, y, width, height] in window"
          + " coordinates; write 'windowControls: true' when the frame is not known",
        at: source.location(of: entry.value))
    }
    let list = try numbers(frameEntry, names: ["x", "y", "width", "height"])
    let v = list.value
    guard v[2] >= 0, v[3] >= 0 else {
      throw error("the window controls' width and height must be 0 or more", at: list.location)
    }
    return Located(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]), at: list.location)
  }

  /// `barsMinimized: bool`, or `{ minimized: bool, safeAreaAdjustment: automatic | enabled |
  /// disabled, navigationBarHeight: N }` (R19.2; the height the user measured, 0 or more); `nil`
  /// inside the location when not minimised.
  func decodeBarsMinimized(_ entry: Entry) throws(SceneError) -> Located<BarMinimization?> {
    let location = source.location(of: entry.value)
    if case .mapping = entry.value {
      let entries = try self.entries(of: entry.value, in: "'barsMinimized'")
      try checkKeys(
        entries, allowed: ["minimized", "safeAreaAdjustment", "navigationBarHeight"],
        in: "'barsMinimized'")
      var minimized = true
      var minimization = BarMinimization()
      for entry in entries {
        switch entry.key {
        case "minimized": minimized = try bool(entry).value
        case "safeAreaAdjustment":
          let adjustment: Located<BarMinimizationSafeAreaAdjustment> = try enumeration(entry)
          minimization.safeAreaAdjustment = adjustment.value
        case "navigationBarHeight":
          minimization.navigationBarHeight = CGFloat(try number(entry, minimum: 0).value)
        default: break
        }
      }
      return Located(minimized ? minimization : nil, at: location)
    }
    let flag = try bool(entry)
    return Located(flag.value ? BarMinimization() : nil, at: flag.location)
  }

  /// `keyboard: hidden | shown | { shown: bool, predictive: bool, type: default | numberPad |
  /// emailAddress }`.
  func decodeKeyboard(_ entry: Entry) throws(SceneError) -> Located<KeyboardState> {
    let location = source.location(of: entry.value)
    if case .scalar(let scalar) = entry.value {
      switch scalar.string {
      case "hidden": return Located(.hidden, at: location)
      case "shown": return Located(.shown, at: location)
      default:
        throw error(
          "invalid keyboard '\(scalar.string)'; expected hidden, shown or { shown, predictive,"
            + " type }", at: location)
      }
    }
    let entries = try self.entries(of: entry.value, in: "'keyboard'")
    try checkKeys(entries, allowed: ["shown", "predictive", "type"], in: "'keyboard'")
    var keyboard = KeyboardState.shown
    for entry in entries {
      switch entry.key {
      case "shown": keyboard.isShown = try bool(entry).value
      case "predictive": keyboard.predictive = try bool(entry).value
      case "type":
        let type: Located<KeyboardState.KeyboardType> = try enumeration(entry)
        keyboard.type = type.value
      default: break
      }
    }
    return Located(keyboard, at: location)
  }

  func decodeDevice(_ entry: Entry) throws(SceneError) -> Located<DeviceSpec> {
    if case .mapping = entry.value {
      return Located(.custom(try decodeCustomDevice(entry)), at: source.location(of: entry.value))
    }
    guard case .scalar(let scalar) = entry.value, !isNull(entry.value) else {
      throw error(
        "expected a device name or a custom device mapping for 'device', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    return Located(.named(scalar.string), at: source.location(scalar.mark))
  }

  /// `verticalBar: { edge: left | right, width: N, widthWithBars: N, orientations: [portrait,
  /// landscape] }` (R20.2).
  func decodeVerticalBar(_ entry: Entry) throws(SceneError) -> Located<VerticalBarColumn> {
    let entries = try self.entries(of: entry.value, in: "'verticalBar'")
    try checkKeys(
      entries, allowed: ["edge", "width", "widthWithBars", "orientations"], in: "'verticalBar'")
    guard let edgeEntry = entries.first(where: { $0.key == "edge" }),
      let widthEntry = entries.first(where: { $0.key == "width" })
    else {
      throw error(
        "a 'verticalBar' needs 'edge' (left or right) and 'width'",
        at: source.location(of: entry.value))
    }
    let edge: Located<VerticalBarColumn.Edge> = try enumeration(edgeEntry)
    let width = try number(widthEntry, minimum: 0, exclusiveMinimum: true)
    var withBars: CGFloat?
    if let barsEntry = entries.first(where: { $0.key == "widthWithBars" }) {
      let located = try number(barsEntry, minimum: 0, exclusiveMinimum: true)
      guard located.value >= width.value else {
        throw error(
          "'widthWithBars' (\(PointFormat.string(located.value))) is narrower than the column's"
            + " 'width' (\(PointFormat.string(width.value))); container bars widen the column",
          at: valueLocation(barsEntry))
      }
      withBars = located.value
    }
    var orientations = OrientationKind.allCases
    if let orientationsEntry = entries.first(where: { $0.key == "orientations" }) {
      let located: Located<[OrientationKind]> = try enumerationList(
        orientationsEntry)
      guard !located.value.isEmpty else {
        throw error(
          "'orientations' of a 'verticalBar' names no orientation; give portrait, landscape or"
            + " both, or leave the column out", at: located.location)
      }
      orientations = located.value
    }
    return Located(
      VerticalBarColumn(
        edge: edge.value, width: width.value, widthWithBars: withBars, orientations: orientations),
      at: source.location(of: entry.value))
  }

  /// `reservedRegions: [{ kind: division | occlusion, frame: [x, y, w, h] }]` in portrait screen
  /// points (R20.3).
  func decodeReservedRegions(_ entry: Entry) throws(SceneError) -> Located<[ReservedRegion]> {
    guard case .sequence(let sequence) = entry.value else {
      throw error(
        "expected a list of { kind, frame } for 'reservedRegions', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    var result: [ReservedRegion] = []
    for element in sequence {
      let entries = try self.entries(of: element, in: "a reserved region")
      try checkKeys(entries, allowed: ["kind", "frame"], in: "a reserved region")
      guard let kindEntry = entries.first(where: { $0.key == "kind" }),
        let frameEntry = entries.first(where: { $0.key == "frame" })
      else {
        throw error(
          "a reserved region needs 'kind' (division or occlusion) and 'frame' [x, y, w, h]",
          at: source.location(of: element))
      }
      let kind: Located<ReservedRegion.Kind> = try enumeration(kindEntry)
      let frame = try numbers(frameEntry, names: ["x", "y", "width", "height"]).value
      guard frame[2] >= 0, frame[3] >= 0 else {
        throw error(
          "a reserved region's width and height must be 0 or more",
          at: source.location(of: frameEntry.value))
      }
      result.append(
        ReservedRegion(
          kind: kind.value,
          frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])))
    }
    return Located(result, at: source.location(of: entry.value))
  }

  func decodeCustomDevice(_ entry: Entry) throws(SceneError) -> CustomDeviceSpec {
    let context = "a custom 'device'"
    let entries = try self.entries(of: entry.value, in: context)
    try checkKeys(entries, allowed: Self.customDeviceKeys, in: context)
    let location = source.location(of: entry.value)
    // A device with `displays:` takes its size from its first display when it gives none.
    var displaySize: (Located<Double>, Located<Double>)?
    if let displaysEntry = entries.first(where: { $0.key == "displays" }) {
      let displayEntries = try self.entries(of: displaysEntry.value, in: "'displays'")
      if let first = displayEntries.first(where: { $0.key == "inner" }) ?? displayEntries.first {
        let display = try decodeCustomDevice(first)
        displaySize = (display.width, display.height)
      }
    }
    func required(_ key: String) throws(SceneError) -> Located<Double> {
      if let displaySize, !entries.contains(where: { $0.key == key }) {
        return key == "width" ? displaySize.0 : displaySize.1
      }
      guard let entry = entries.first(where: { $0.key == key }) else {
        throw error(
          "missing key '\(key)' in \(context); a custom device needs 'width' and 'height' in points",
          at: location)
      }
      return try number(entry, minimum: 0, exclusiveMinimum: true)
    }
    var device = CustomDeviceSpec(
      location: location, width: try required("width"), height: try required("height"))
    for entry in entries {
      switch entry.key {
      case "name": device.name = try string(entry)
      case "scale": device.scale = try number(entry, minimum: 0, exclusiveMinimum: true)
      case "statusBar": device.statusBar = try number(entry, minimum: 0)
      case "homeIndicator": device.homeIndicator = try bool(entry)
      case "cornerRadius": device.cornerRadius = try number(entry, minimum: 0)
      case "verticalBar": device.verticalBar = try decodeVerticalBar(entry)
      case "reservedRegions": device.reservedRegions = try decodeReservedRegions(entry)
      case "landscapeSizeClasses":
        // R20.1: a display whose landscape size classes a source measured (the iPhone Duo's
        // inner display: regular/regular), instead of the phone rules.
        let classEntries = try self.entries(of: entry.value, in: "'landscapeSizeClasses'")
        try checkKeys(
          classEntries, allowed: ["horizontal", "vertical"], in: "'landscapeSizeClasses'")
        for classEntry in classEntries {
          let located: Located<SizeClass> = try enumeration(classEntry)
          if classEntry.key == "horizontal" {
            device.landscapeHorizontalSizeClass = located
          } else {
            device.landscapeVerticalSizeClass = located
          }
        }
      case "orientations":
        let located: Located<[OrientationKind]> = try enumerationList(entry)
        guard !located.value.isEmpty else {
          throw error(
            "'orientations' of a custom device names no orientation; give portrait, landscape"
              + " or both", at: located.location)
        }
        device.orientations = located
      case "displays":
        let displayEntries = try self.entries(of: entry.value, in: "'displays'")
        try checkKeys(displayEntries, allowed: ["inner", "outer"], in: "'displays'")
        for displayEntry in displayEntries {
          let display = try decodeCustomDevice(displayEntry)
          if displayEntry.key == "inner" {
            device.displays.inner = display
          } else {
            device.displays.outer = display
          }
        }
      case "safeArea":
        let safeAreaEntries = try self.entries(of: entry.value, in: "'safeArea'")
        try checkKeys(safeAreaEntries, allowed: ["portrait", "landscape"], in: "'safeArea'")
        for orientationEntry in safeAreaEntries {
          let insets = try insets(orientationEntry)
          if orientationEntry.key == "portrait" {
            device.portraitSafeArea = insets
          } else {
            device.landscapeSafeArea = insets
          }
        }
      default: break
      }
    }
    return device
  }
}
