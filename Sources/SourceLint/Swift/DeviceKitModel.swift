import DeviceCatalog

/// DeviceKit (<https://github.com/devicekit/DeviceKit>, `Source/Device.generated.swift`) read
/// as facts about the catalog, so its checks are evaluated like any other (issue 29):
///
/// - `Device.current == .iPhoneX`, `switch Device.current { case .iPhone8, … }` and
///   `device.isOneOf([.iPhoneX, .simulator(.iPhoneX)])` compare the model identifier with the
///   identifiers of the catalog devices those cases name;
/// - `hasSensorHousing`, `allDevicesWithSensorHousing` (and the simulator and deprecated
///   `allXSeriesDevices` spellings) are the catalog's sensor housing (``DeviceFact/sensorHousing``);
/// - `isPhone`, `isPad`, `allPhones`, `allPads` are the idiom;
/// - `allPlusSizedDevices` is DeviceKit's own list (copied below).
///
/// A simulator (`.simulator(.iPhoneX)`, `allSimulatorDevicesWithSensorHousing`) is read as the
/// device it simulates: code behaves on the simulator as on the device. The rewriting happens
/// when the Swift reader converts an expression, so the names never resolve to DeviceKit's own
/// definitions: a file gets the same findings whether or not DeviceKit's `Device.swift` is
/// linted with it.
enum DeviceKitModel {
  /// The receivers that are DeviceKit's device value.
  static let deviceSpellings: Set<String> = [
    "Device.current", "Device()", "Device.current.realDevice", "device", "self.device",
    "currentDevice", "self.currentDevice", "Self.current", "Device.current.realDevice",
    // DeviceKit's older `Device()` with the simulated device unwrapped (measurement T:
    // `Device().realDevice.isOneOf(…)`).
    "Device().realDevice",
  ]

  /// Whether `expression` is DeviceKit's device value (`Device.current`, `Device()`, a property
  /// named `device`).
  static func isDevice(_ expression: LintExpression) -> Bool {
    guard let path = CExpressionParser.path(of: expression) else { return false }
    return deviceSpellings.contains(path)
  }

  /// The catalog's name for a DeviceKit case name, lower-cased and without punctuation, the way
  /// DeviceKit spells cases: `iPhone SE (2nd generation)` → `iphonese2`, `iPad Pro 12.9-inch
  /// (1st generation)` → `ipadpro12inch`, `iPad Air 11-inch (M2)` → `ipadair11m2`, `iPad mini
  /// (A17 Pro)` → `ipadminia17pro`. Derived from DeviceKit's case names (listed in
  /// `DeviceKitModelTests`), not from any one device.
  static func caseKey(ofCatalogName name: String) -> String {
    var base = name
    var parenthetical = ""
    if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
      base = String(name[..<open])
      parenthetical = String(name[name.index(after: open)..<close])
    }
    base = base.lowercased()
    for (inches, spelled) in [
      ("12.9-inch", "12inch"), ("9.7-inch", "9inch"), ("10.5-inch", "10inch"),
      ("11-inch", "11inch"), ("13-inch", "13inch"),
    ] {
      base = base.replacingOccurrences(of: inches, with: spelled)
    }
    var suffix = ""
    let lower = parenthetical.lowercased()
    if lower.contains("generation") {
      let number = lower.prefix { $0.isNumber }
      suffix = number == "1" ? "" : String(number)
    } else if !lower.isEmpty {
      // A chip names the model (`(M4)`, `(A16)`): DeviceKit drops "Inch" there.
      base = base.replacingOccurrences(of: "inch", with: "")
      suffix = lower
    }
    return (base + suffix).filter { $0.isLetter || $0.isNumber }
  }

  /// The first hardware identifier of the catalog device each DeviceKit case names.
  static let identifierOfCase: [String: String] = {
    var result: [String: String] = [:]
    for device in DeviceCatalog.devices {
      guard let identifier = device.identifiers.first else { continue }
      result[caseKey(ofCatalogName: device.name)] = identifier
    }
    return result
  }()

  /// DeviceKit's `allPlusSizedDevices` (`Device.generated.swift` at 56b997e).
  static let plusSized = [
    "iPhone6Plus", "iPhone6sPlus", "iPhone7Plus", "iPhone8Plus", "iPhoneXSMax", "iPhone11ProMax",
    "iPhone12ProMax", "iPhone13ProMax", "iPhone14Plus", "iPhone14ProMax", "iPhone15Plus",
    "iPhone15ProMax", "iPhone16Plus", "iPhone16ProMax", "iPhone17ProMax", "iPhoneAir",
  ]

  /// The case a node names: `.iPhoneX`, `Device.iPhoneX` (a simulator call is unwrapped when it
  /// is converted).
  static func caseName(_ node: LintExpression) -> String? {
    var name: String?
    switch node.kind {
    case .unknown(let text) where text.hasPrefix("."): name = String(text.dropFirst())
    case .path(let path) where path.hasPrefix("Device."): name = String(path.dropFirst(7))
    default: return nil
    }
    guard let name, name.hasPrefix("iPhone") || name.hasPrefix("iPad") || name.hasPrefix("iPod")
    else { return nil }
    return name
  }

  /// `device == .iPhoneX` as a model-identifier comparison. A case the catalog does not hold
  /// (an iPod, a device older than the iPhone 5s) compares with a name no device has.
  static func comparison(
    _ op: String, _ device: LintExpression, _ name: String, at position: SourcePosition
  ) -> LintExpression {
    let path = (CExpressionParser.path(of: device) ?? "Device.current")
    let identifier = identifierOfCase[name.lowercased()] ?? "DeviceKit.\(name)"
    return LintExpression(
      .binary(
        op, LintExpression(.fact(.modelIdentifier, path: path), at: device.position),
        LintExpression(.string(identifier), at: position)), at: device.position)
  }

  /// `lhs op rhs` rewritten when one side is the device and the other a case.
  static func comparison(_ op: String, _ lhs: LintExpression, _ rhs: LintExpression)
    -> LintExpression?
  {
    guard op == "==" || op == "!=" else { return nil }
    if isDevice(lhs), let name = caseName(rhs) {
      return comparison(op, lhs, name, at: rhs.position)
    }
    if isDevice(rhs), let name = caseName(lhs) {
      return comparison(op, rhs, name, at: lhs.position)
    }
    return nil
  }

  /// What a DeviceKit group tests on `device`: `Device.allDevicesWithSensorHousing` → the sensor
  /// housing; `A + B` of groups → either; `G.map(Device.simulator)` → `G`.
  static func group(_ node: LintExpression, device: LintExpression) -> LintExpression? {
    let path = CExpressionParser.path(of: device) ?? "Device.current"
    switch node.kind {
    case .binary("+", let lhs, let rhs):
      guard let left = group(lhs, device: device), let right = group(rhs, device: device) else {
        return nil
      }
      return left.kind == right.kind
        ? left : LintExpression(.binary("||", left, right), at: left.position)
    case .call(let name, _) where name.hasSuffix(".map"):
      return group(
        LintExpression(.path(String(name.dropLast(4))), at: node.position), device: device)
    case .path(let text):
      switch text {
      case "Device.allDevicesWithSensorHousing", "Device.allSimulatorDevicesWithSensorHousing",
        "Device.allXSeriesDevices", "Device.allSimulatorXSeriesDevices":
        return LintExpression(
          .fact(.sensorHousing, path: path + ".hasSensorHousing"), at: node.position)
      case "Device.allPhones", "Device.allSimulatorPhones":
        return idiom("phone", device: device, at: node.position)
      case "Device.allPads", "Device.allSimulatorPads":
        return idiom("pad", device: device, at: node.position)
      case "Device.allPlusSizedDevices", "Device.allSimulatorPlusSizedDevices":
        return anyOf(plusSized, device: device, at: node.position)
      default: return nil
      }
    default: return nil
    }
  }

  static func idiom(_ value: String, device: LintExpression, at position: SourcePosition)
    -> LintExpression
  {
    let path = CExpressionParser.path(of: device) ?? "Device.current"
    return LintExpression(
      .binary(
        "==", LintExpression(.fact(.idiom, path: path + ".idiom"), at: position),
        LintExpression(.string(value), at: position)), at: position)
  }

  /// `device` is one of the named cases: comparisons joined with `||`, as a balanced tree (a
  /// list of 40 models stays 7 levels deep).
  static func anyOf(_ names: [String], device: LintExpression, at position: SourcePosition)
    -> LintExpression?
  {
    let comparisons = names.map { comparison("==", device, $0, at: position) }
    func join(_ slice: ArraySlice<LintExpression>) -> LintExpression? {
      guard let first = slice.first else { return nil }
      if slice.count == 1 { return first }
      let middle = slice.startIndex + slice.count / 2
      guard let left = join(slice[..<middle]), let right = join(slice[middle...]) else {
        return nil
      }
      return LintExpression(.binary("||", left, right), at: left.position)
    }
    return join(comparisons[...])
  }

  /// `device.isOneOf(argument)` where the argument is a group or a list of cases.
  static func isOneOf(device: LintExpression, argument: LintExpression, cases: [LintExpression]?)
    -> LintExpression?
  {
    if let cases {
      var names: [String] = []
      for element in cases {
        guard let name = caseName(element) else { return nil }
        names.append(name)
      }
      // Every comparison points at the first case: one finding for the list.
      guard let first = cases.first else { return nil }
      return anyOf(names, device: device, at: first.position)
    }
    return group(argument, device: device)
  }

  /// `device.hasSensorHousing`, `device.isPhone`, `device.isPad`.
  static func property(_ name: String, of device: LintExpression, at position: SourcePosition)
    -> LintExpression?
  {
    guard isDevice(device) else { return nil }
    let path = CExpressionParser.path(of: device) ?? "Device.current"
    switch name {
    case "hasSensorHousing":
      return LintExpression(.fact(.sensorHousing, path: path + ".hasSensorHousing"), at: position)
    case "isPhone": return idiom("phone", device: device, at: position)
    case "isPad": return idiom("pad", device: device, at: position)
    default: return nil
    }
  }
}
