import DeviceCatalog
import Foundation
import LayoutAudit
import Testing
import XcodeProject

@testable import SafeAreaKit

/// An app's matrix over the catalog: invariants that hold for every device.
@Suite struct AppMatrixTests {
  static let app = AppMatrix(
    idioms: [.phone, .pad], phoneOrientations: [.portrait, .portraitUpsideDown],
    padOrientations: [.landscapeLeft, .landscapeRight], deploymentTarget: (15, 2),
    statusBarHidden: true)

  @Test func followsTheAppsIdiomsOrientationsAndVersions() {
    let matrix = AuditMatrix(app: Self.app)
    // Up to iOS 27: the iPhone Duo ships with it (and runs only it); every other device stops
    // at its newest (checked below).
    #expect(
      matrix.iosVersions == IOSBehaviour.modelled.filter { $0 >= 15 && $0 <= IOSBehaviour.latest })
    #expect(matrix.orientations == [.portrait, .landscapeLeft])
    #expect(matrix.statusBarHidden)
    for environment in matrix.environments {
      let device = environment.device
      // Upside down lays out as portrait (the catalog's rule), landscape right as left.
      #expect(environment.orientation == (device.idiom == .phone ? .portrait : .landscapeLeft))
      #expect(environment.ios >= 15 && environment.ios <= IOSBehaviour.newest(for: device))
      if let first = device.firstIOS {
        #expect(environment.ios >= IOSBehaviour.behaviour(for: first))
      }
      #expect(environment.statusBarHidden)
    }
    // Every device that runs one of the versions in an orientation it describes is in, and
    // only those (both iPhone Duo displays describe portrait since the inner display's top was
    // measured, issue 32).
    for device in DeviceCatalog.devices {
      let runs = !matrix.versions(for: device).isEmpty
      let orientation: Orientation = device.idiom == .phone ? .portrait : .landscapeLeft
      #expect(
        matrix.devices.contains { $0.id == device.id } == (runs && device.describes(orientation)),
        "\(device.name)")
    }
    #expect(matrix.devices.contains { $0.name == "iPhone Duo (inner display)" })
    #expect(matrix.devices.contains { $0.name == "iPhone Duo (outer display)" })
  }

  @Test func aPhoneOnlyAppHasNoIPad() {
    var app = Self.app
    app.idioms = [.phone]
    app.deploymentTarget = nil
    let matrix = AuditMatrix(app: app)
    #expect(matrix.devices.allSatisfy { $0.idiom == .phone })
    #expect(matrix.iosVersions == IOSBehaviour.modelled.filter { $0 <= IOSBehaviour.latest })
    // Only the devices that ship with iOS 27 (the iPhone Duo's displays) run it.
    #expect(
      matrix.environments.filter { $0.ios == 27 }.map(\.device.modelName).allSatisfy {
        $0 == "iPhone Duo"
      })
    #expect(matrix.orientations == [.portrait])
    #expect(!matrix.environments.isEmpty)
  }

  @Test("a device the catalog gives no first iOS runs only its newest behaviour, never iOS 10")
  func deviceWithoutFirstIOS() {
    var app = Self.app
    app.deploymentTarget = (9, 0)
    let matrix = AuditMatrix(app: app)
    let unknown = DeviceCatalog.devices.filter { $0.firstIOS == nil }
    #expect(!unknown.isEmpty)
    for device in unknown {
      #expect(matrix.versions(for: device) == [IOSBehaviour.newest(for: device)], "\(device.name)")
    }
    for environment in matrix.environments where environment.device.firstIOS == nil {
      #expect(environment.ios == IOSBehaviour.newest(for: environment.device))
    }
    // A custom device (no catalog row at all) follows the same rule.
    var custom = matrix
    let hypothetical = Device.custom(
      name: "Hypothetical", width: 400, height: 880, scale: 3,
      portraitSafeArea: EdgeInsets(top: 60, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: nil, statusBar: nil, homeIndicator: true, cornerRadius: 50)
    custom.devices = [hypothetical]
    custom.iosVersions = custom.iosVersions.filter { $0 <= IOSBehaviour.newest }
    #expect(custom.versions(for: hypothetical) == [IOSBehaviour.newest])
    // A newer version the matrix lists is run too (iOS 27 for a vertical-bar device).
    custom.iosVersions.append(IOSBehaviour.latest)
    #expect(custom.versions(for: hypothetical) == [IOSBehaviour.newest, IOSBehaviour.latest])
  }

  @Test(arguments: [(9, 10), (10, 10), (13, 13), (19, 18), (26, 26), (27, 27), (30, 27)])
  func behaviourVersionOfAnIOSRelease(_ major: Int, _ behaviour: Int) {
    #expect(IOSBehaviour.behaviour(for: major) == behaviour)
  }

  /// Fresh round O's Musubi: no launch screen, 3.5-inch launch images only (R22.19). Only the
  /// catalog's 768 × 1024 iPads remain (no 320 × 480 iPhone is in the catalog); a 4-inch launch
  /// image brings back the 320 × 568 iPhones, and none with a notch or Dynamic Island.
  @Test("an app without a launch screen is laid out only on the screens its launch images cover")
  func launchImageScreensOnly() {
    var app = Self.app
    app.launchImageScreens = [CGSize(width: 320, height: 480), CGSize(width: 768, height: 1024)]
    let legacy = AuditMatrix(app: app)
    #expect(!legacy.devices.isEmpty)
    #expect(legacy.devices.allSatisfy { $0.idiom == .pad && $0.portraitSize.width == 768 })
    app.launchImageScreens?.append(CGSize(width: 320, height: 568))
    let fourInch = AuditMatrix(app: app).devices.filter { $0.idiom == .phone }
    #expect(fourInch.map(\.name).contains("iPhone SE (1st generation)"))
    #expect(fourInch.allSatisfy { $0.portraitSize == CGSize(width: 320, height: 568) })
    // The look-alike: a launch screen, every device of the idioms.
    app.launchImageScreens = nil
    #expect(AuditMatrix(app: app).devices.contains { $0.name == "iPhone 14 Pro" })
  }
}
