import DeviceCatalog
import Testing

@testable import SourceLint

/// DeviceKit read as facts about the catalog (issue 29), each case a small rewrite of a real
/// one (measurement D: WeatherBrick's model switch, chute's `isOneOf` flag, DeviceKit's own
/// `Device.swift` linted alongside).
@Suite struct DeviceKitTests {
  static func lint(_ files: [(String, String)], rules: Set<String>? = nil) -> LintReport {
    Linter(rules: rules).lint(sources: files.map { (name: $0.0, text: $0.1) })
  }

  /// DeviceKit's case names for iPhones and iPads: `allPhones` and `allPads` in
  /// `Source/Device.generated.swift` of github.com/devicekit/DeviceKit at 56b997e.
  static let deviceKitCases =
    """
    iPhone4 iPhone4s iPhone5 iPhone5c iPhone5s iPhone6 iPhone6Plus iPhone6s iPhone6sPlus \
    iPhone7 iPhone7Plus iPhoneSE iPhone8 iPhone8Plus iPhoneX iPhoneXS iPhoneXSMax iPhoneXR \
    iPhone11 iPhone11Pro iPhone11ProMax iPhoneSE2 iPhone12 iPhone12Mini iPhone12Pro \
    iPhone12ProMax iPhone13 iPhone13Mini iPhone13Pro iPhone13ProMax iPhoneSE3 iPhone14 \
    iPhone14Plus iPhone14Pro iPhone14ProMax iPhone15 iPhone15Plus iPhone15Pro iPhone15ProMax \
    iPhone16 iPhone16Plus iPhone16Pro iPhone16ProMax iPhone16e iPhone17 iPhone17Pro \
    iPhone17ProMax iPhoneAir iPhone17e iPad2 iPad3 iPad4 iPadAir iPadAir2 iPad5 iPad6 iPadAir3 \
    iPad7 iPad8 iPad9 iPad10 iPadA16 iPadAir4 iPadAir5 iPadAir11M2 iPadAir13M2 iPadAir11M3 \
    iPadAir13M3 iPadAir11M4 iPadAir13M4 iPadMini iPadMini2 iPadMini3 iPadMini4 iPadMini5 \
    iPadMini6 iPadMiniA17Pro iPadPro9Inch iPadPro12Inch iPadPro12Inch2 iPadPro10Inch \
    iPadPro11Inch iPadPro12Inch3 iPadPro11Inch2 iPadPro12Inch4 iPadPro11Inch3 iPadPro12Inch5 \
    iPadPro11Inch4 iPadPro12Inch6 iPadPro11M4 iPadPro13M4 iPadPro11M5 iPadPro13M5
    """.split(separator: " ").map(String.init)

  @Test func everyCatalogModelHasItsDeviceKitCase() {
    let names = Set(Self.deviceKitCases.map { $0.lowercased() })
    var matched: Set<String> = []
    // (DeviceKit at 56b997e lists the models up to 2025; the 2026 iPhone Duo is not in it.)
    for device in DeviceCatalog.devices
    where !device.identifiers.isEmpty && (device.releaseYear ?? 0) < 2026 {
      let key = DeviceKitModel.caseKey(ofCatalogName: device.name)
      #expect(names.contains(key), "\(device.name) → \(key)")
      #expect(matched.insert(key).inserted, "two catalog devices map to \(key)")
    }
  }

  /// Each device's newest iOS in portrait, as `MessageTruthTests` counts them.
  static var cells: [(device: Device, ios: Int)] {
    MessageTruthTests.newestPortrait(DeviceCatalog.devices)
  }

  @Test func isOneOfAListIsANotchFlagWrongWhereTheListIsOld() throws {
    let source = """
      import DeviceKit
      struct ChuteDevice {
        let device = Device()
        func isiPhoneX() -> Bool {
          return device.isOneOf([.iPhoneX, .simulator(.iPhoneX)])
        }
      }
      func layout() { label.easy.layout(ChuteDevice().isiPhoneX() ? Top(204) : Top(180)) }
      """
    let report = Self.lint([("ChuteDevice.swift", source)])
    #expect(report.findings.map(\.rule) == ["notch_flag", "notch_flag"])
    #expect(report.findings.map(\.location.line) == [5, 8])
    // Independent count: the flag is true on the iPhone X only; it should be true wherever
    // the catalog draws a housing.
    let wrong = Self.cells.filter {
      ($0.device.housing.kind != .none) != ($0.device.name == "iPhone X")
    }
    let summary = try #require(report.findings.first?.evaluation?.summary)
    #expect(summary.hasPrefix("wrong on \(wrong.count) of \(Self.cells.count) devices"))
  }

  @Test func sensorHousingIsTheCatalogsHousing() throws {
    let source = """
      import DeviceKit
      var isNotchedScreen: Bool { Device.current.hasSensorHousing }
      func f() {
        let offset: CGFloat = Device.current.hasSensorHousing ? 199 : 88
        if Device.current.isOneOf(Device.allDevicesWithSensorHousing + Device.allSimulatorDevicesWithSensorHousing) {
          view.frame.origin.y = 88
        }
      }
      """
    let report = Self.lint([("a.swift", source)], rules: ["notch_flag"])
    #expect(report.findings.map(\.location.line) == [2, 4, 5])
    let summary = try #require(report.findings.first?.evaluation?.summary)
    #expect(summary.hasPrefix("right on all \(Self.cells.count) devices"))
  }

  @Test func aSwitchOverModelsAndTheFlagsMadeFromIt() {
    let source = """
      import DeviceKit
      extension Device {
        static public func screenSize() -> Size {
          switch self.current {
          case .iPhone8, .simulator(.iPhone8):
            return .screen4x7Inch
          case .iPhone11ProMax, .simulator(.iPhone11ProMax):
            return .screen6x5Inch
          default:
            return .unknownSize
          }
        }
      }
      enum AppConstants {
        static let bigScreenSize = Device.screenSize() > Size.screen5x8Inch
      }
      final class Stone: UIView {
        func place() { center.y = 40 - (AppConstants.bigScreenSize ? 0 : 12) }
      }
      """
    let report = Self.lint([("Device+Size.swift", source)])
    #expect(report.findings.map(\.rule) == Array(repeating: "device_model_check", count: 3))
    #expect(report.findings.map(\.location.line) == [4, 15, 18])
  }

  @Test func aModelComparisonNamesTheCatalogsIdentifiers() throws {
    let source = "func f() { if Device.current == .iPhoneXSMax { h.constant = 40 } }\n"
    let report = Self.lint([("a.swift", source)], rules: ["device_model_check"])
    let finding = try #require(report.findings.first)
    let models = Self.cells.filter { $0.device.name == "iPhone XS Max" }
    #expect(
      finding.evaluation?.summary.hasPrefix(
        "true on \(models.count) of \(Self.cells.count) devices") == true)
  }

  /// DeviceKit's own `Device.swift` (a rewrite of its shape: the enum, `current`, `isOneOf`,
  /// the lists) linted in the same project must not change what the app's file gets.
  @Test func deviceKitsOwnSourceDoesNotHideTheAppsFindings() {
    let app = """
      import DeviceKit
      let isX = Device.current.isOneOf(Device.allDevicesWithSensorHousing)
      func f() {
        let top: CGFloat = Device.current.hasSensorHousing ? 44 : 20
        if Device.current.isOneOf([.iPhone8, .iPhone8Plus]) { v.frame.origin.y = top }
      }
      """
    let deviceKit = """
      public enum Device {
        case iPhone8, iPhone8Plus, iPhoneX
        indirect case simulator(Device)
        public static var current: Device { return Device.mapToDevice(identifier: Device.identifier) }
        public func isOneOf(_ devices: [Device]) -> Bool { return devices.contains(self) }
        public static var allDevicesWithSensorHousing: [Device] { return [.iPhoneX] }
        public var hasSensorHousing: Bool { return isOneOf(Device.allDevicesWithSensorHousing) }
        public static func mapToDevice(identifier: String) -> Device {
          switch identifier {
          case "iPhone10,1", "iPhone10,4": return iPhone8
          case "iPhone10,3", "iPhone10,6": return iPhoneX
          default: return iPhone8Plus
          }
        }
      }
      """
    func appFindings(_ report: LintReport) -> [String] {
      report.findings.filter { $0.location.file == "App/Feed.swift" }.map {
        "\($0.location.line):\($0.rule):\($0.message)"
      }
    }
    let alone = Linter().lint(
      sources: [(name: "App/Feed.swift", text: app)], projects: ["App/Feed.swift": "App"])
    let together = Linter().lint(
      sources: [
        (name: "App/Feed.swift", text: app),
        (name: "App/Pods/DeviceKit/Source/Device.generated.swift", text: deviceKit),
      ],
      projects: [
        "App/Feed.swift": "App", "App/Pods/DeviceKit/Source/Device.generated.swift": "App",
      ])
    #expect(
      appFindings(alone).map { String($0.prefix { $0 != ":" }) + ":" + $0.split(separator: ":")[1] }
        == ["2:notch_flag", "4:notch_flag", "5:device_model_check"])
    #expect(appFindings(together) == appFindings(alone))
  }
}
