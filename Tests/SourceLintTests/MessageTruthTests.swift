import DeviceCatalog
import SourceLint
import Testing

/// Every kind of evaluation message, checked on the whole catalog against a count the test makes
/// itself from `DeviceCatalog` (each device in portrait under the newest iOS it runs), not from
/// the linter's cells (issue 29: every message true).
@Suite struct MessageTruthTests {
  /// Each device's newest iOS in portrait, from the catalog.
  static func newestPortrait(_ devices: [Device]) -> [(device: Device, ios: Int)] {
    var result: [(device: Device, ios: Int)] = []
    for environment in CatalogMatrix.environments
    where !environment.environment.orientation.isLandscape {
      let device = environment.environment.device
      guard devices.contains(where: { $0.name == device.name }) else { continue }
      if let index = result.firstIndex(where: { $0.device.name == device.name }) {
        result[index].ios = max(result[index].ios, environment.environment.ios)
      } else {
        result.append((device, environment.environment.ios))
      }
    }
    return result
  }

  static func summary(_ source: String, rule: String) throws -> String {
    let report = Linter(rules: [rule]).lint(sources: [("a.h", source)])
    return try #require(report.findings.first?.evaluation?.summary)
  }

  /// Devices wrong in some cell of the matrix (any orientation, any iOS), from the catalog.
  static func wrongAnywhere(_ isWrong: (Device, Orientation, Int) -> Bool) -> Int {
    var names: Set<String> = []
    for cell in CatalogMatrix.environments {
      let environment = cell.environment
      if isWrong(environment.device, environment.orientation, environment.ios) {
        names.insert(environment.device.name)
      }
    }
    return names.count
  }

  @Test func wrongOnNOfMDevices() throws {
    let cells = Self.newestPortrait(DeviceCatalog.devices)
    let wrong = cells.filter {
      $0.device.barMetrics(orientation: .portrait, ios: $0.ios).tabBarHeight.value != 49
    }
    let anywhere = Self.wrongAnywhere { device, orientation, ios in
      device.barMetrics(orientation: orientation, ios: ios).tabBarHeight.value != 49
    }
    let summary = try Self.summary("#define kTabBarHeight 49\n", rule: "bar_constant")
    if wrong.isEmpty {
      #expect(
        summary.hasPrefix("right on all \(cells.count) devices in portrait under their newest iOS"))
    } else {
      // The headline says what it counts (measurement S: "wrong on 41 of 87 devices" counted
      // portrait under the newest iOS without saying so, while the JSON counted every cell).
      #expect(
        summary.hasPrefix(
          "wrong on \(wrong.count) of \(cells.count) devices in portrait under their newest iOS "
            + "and on \(anywhere) in some orientation or iOS: "), "\(summary)")
    }
  }

  @Test func trueOnNOfMDevices() throws {
    let cells = Self.newestPortrait(DeviceCatalog.devices)
    let tall = cells.filter { $0.device.portraitSize.height == 812 }
    let summary = try Self.summary(
      "#define IS_TALL_SCREEN ([UIScreen mainScreen].bounds.size.height == 812)\n",
      rule: "device_size_check")
    #expect(
      summary.hasPrefix(
        "true on \(tall.count) of \(cells.count) devices in portrait under their newest iOS"))
  }

  @Test func assumedFlagsMakeTheClaimConditional() throws {
    let cells = Self.newestPortrait(DeviceCatalog.devices)
    // With the flag true exactly where there is a housing, 44 : 20 is the status bar's height
    // only where the catalog's status bar is that.
    let wrong = cells.filter {
      let assumed: Double = $0.device.housing.kind != .none ? 44 : 20
      return $0.device.statusBarHeight(ios: $0.ios).value != assumed
    }
    let summary = try Self.summary(
      "#define kStatusBarHeight ([Util isIPhoneX] ? 44 : 20)\n", rule: "bar_constant")
    #expect(
      summary.hasPrefix(
        "if 'isIPhoneX' (not defined in the files linted) is true exactly on devices with a "
          + "sensor housing: wrong on \(wrong.count) of \(cells.count) devices in portrait "
          + "under their newest iOS and on "), "\(summary)")
  }

  @Test func iPadNamesCountIPads() throws {
    let pads = DeviceCatalog.devices.filter { $0.idiom == .pad }
    let cells = Self.newestPortrait(pads)
    let wrong = cells.filter {
      $0.device.barMetrics(orientation: .portrait, ios: $0.ios).navigationBarHeight.value != 50
    }
    let summary = try Self.summary("#define kIPadNavigationBarHeight 50\n", rule: "bar_constant")
    let head =
      wrong.isEmpty
      ? "right on all \(cells.count) iPads" : "wrong on \(wrong.count) of \(cells.count) iPads"
    #expect(summary.hasPrefix(head))
  }

  @Test func cannotEvaluateSaysWhy() throws {
    let summary = try Self.summary(
      "#define kNavBarHeight ([Helper unknownThing] + 44)\n", rule: "bar_constant")
    #expect(summary.hasPrefix("cannot evaluate: "))
    #expect(summary.contains("unknownThing"))
  }
}
