// GENERATED FILE: do not edit. Regenerate with
//   python3 Scripts/generate-device-catalog.py [path/to/devices.csv]
// from Data/devices.csv (87 rows with geometry; known without geometry: iPhone 18 Pro, iPhone 18 Pro Max).
// Rules behind every `.derived` value: Documentation/DeviceCatalog.md.

import Foundation

extension DeviceCatalog {
  /// The newest date a cell of `devices.csv` gives (a release date, a re-check of the
  /// sources): the catalog's date.
  static let generatedDate = "2026-11-27"

  /// Every row of `devices.csv` with geometry, in the CSV's order.
  static let generatedDevices: [Device] = [
    iphone5s(),
    iphone6(),
    iphone6Plus(),
    iphone6s(),
    iphone6sPlus(),
    iphoneSE1stGeneration(),
    iphone7(),
    iphone7Plus(),
    iphone8(),
    iphone8Plus(),
    iphoneX(),
    iphoneXR(),
    iphoneXS(),
    iphoneXSMax(),
    iphone11(),
    iphone11Pro(),
    iphone11ProMax(),
    iphoneSE2ndGeneration(),
    iphone12Mini(),
    iphone12(),
    iphone12Pro(),
    iphone12ProMax(),
    iphone13Mini(),
    iphone13(),
    iphone13Pro(),
    iphone13ProMax(),
    iphoneSE3rdGeneration(),
    iphone14(),
    iphone14Plus(),
    iphone14Pro(),
    iphone14ProMax(),
    iphone15(),
    iphone15Plus(),
    iphone15Pro(),
    iphone15ProMax(),
    iphone16(),
    iphone16Plus(),
    iphone16Pro(),
    iphone16ProMax(),
    iphone16e(),
    iphone17(),
    iphone17Pro(),
    iphone17ProMax(),
    iphoneAir(),
    iphone17e(),
    iphoneDuoInnerDisplay(),
    iphoneDuoOuterDisplay(),
    ipadAir1stGeneration(),
    ipadMini2(),
    ipadMini3(),
    ipadAir2(),
    ipadMini4(),
    ipadPro129Inch1stGeneration(),
    ipadPro97Inch(),
    ipad5thGeneration(),
    ipadPro129Inch2ndGeneration(),
    ipadPro105Inch(),
    ipad6thGeneration(),
    ipad7thGeneration(),
    ipadMini5thGeneration(),
    ipadAir3rdGeneration(),
    ipad8thGeneration(),
    ipad9thGeneration(),
    ipadPro11Inch1stGeneration(),
    ipadPro129Inch3rdGeneration(),
    ipadPro11Inch2ndGeneration(),
    ipadPro129Inch4thGeneration(),
    ipadAir4thGeneration(),
    ipadPro11Inch3rdGeneration(),
    ipadPro129Inch5thGeneration(),
    ipadMini6thGeneration(),
    ipadAir5thGeneration(),
    ipad10thGeneration(),
    ipadPro11Inch4thGenerationM2(),
    ipadPro129Inch6thGenerationM2(),
    ipadAir11InchM2(),
    ipadAir13InchM2(),
    ipadMiniA17Pro(),
    ipadPro11InchM4(),
    ipadPro13InchM4(),
    ipadAir11InchM3(),
    ipadAir13InchM3(),
    ipadA16(),
    ipadPro11InchM5(),
    ipadPro13InchM5(),
    ipadAir11InchM4(),
    ipadAir13InchM4(),
  ]

  /// Every row of `devices.csv` without geometry (known, not measured), in the CSV's order.
  static let generatedUnmeasuredDevices: [UnmeasuredDevice] = [
    // iPhone 18 Pro (`devices.csv` row 47).
    UnmeasuredDevice(
      id: "iphone-18-pro", name: "iPhone 18 Pro",
      identifiers: ["iPhone19,2"],
      idiom: .phone, releaseYear: 2026,
      notes:
        "release date 2026-09-18 per APPLEDB; pixels 1206x2622 appear only as presets in code (claims); no scale, safe-area, status-bar or corner source found in any corpus (re-checked 2026-11-27)",
      disagreements: "",
      sources: "APPLEDB"),
    // iPhone 18 Pro Max (`devices.csv` row 48).
    UnmeasuredDevice(
      id: "iphone-18-pro-max", name: "iPhone 18 Pro Max",
      identifiers: ["iPhone19,3", "iPhone19,7"],
      idiom: .phone, releaseYear: 2026,
      notes:
        "release date 2026-09-18 per APPLEDB; pixels 1320x2868 appear only as presets in code (claims); no scale, safe-area, status-bar or corner source found in any corpus (re-checked 2026-11-27)",
      disagreements:
        "APPLEDB names iPhone19,3 'iPhone 19 Pro Max' but iPhone19,7 'iPhone 18 Pro Max (Global)' with imageKey iPhone19,3",
      sources: "APPLEDB"),
  ]
}

/// iPhone 5s (`devices.csv` row 2).
private func iphone5s() -> Device {
  Device(
    id: "iphone-5s", name: "iPhone 5s",
    identifiers: ["iPhone6,1", "iPhone6,2"],
    idiom: .phone, releaseYear: 2013, firstIOS: 7, lastIOS: 12,
    portraitSize: CGSize(width: 320, height: 568), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 6 (`devices.csv` row 3).
private func iphone6() -> Device {
  Device(
    id: "iphone-6", name: "iPhone 6",
    identifiers: ["iPhone7,2"],
    idiom: .phone, releaseYear: 2014, firstIOS: 8, lastIOS: 12,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 6 Plus (`devices.csv` row 4).
private func iphone6Plus() -> Device {
  Device(
    id: "iphone-6-plus", name: "iPhone 6 Plus",
    identifiers: ["iPhone7,1"],
    idiom: .phone, releaseYear: 2014, firstIOS: 8, lastIOS: 12,
    portraitSize: CGSize(width: 414, height: 736), scale: 3,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 6s (`devices.csv` row 5).
private func iphone6s() -> Device {
  Device(
    id: "iphone-6s", name: "iPhone 6s",
    identifiers: ["iPhone8,1"],
    idiom: .phone, releaseYear: 2015, firstIOS: 9, lastIOS: 15,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 6s Plus (`devices.csv` row 6).
private func iphone6sPlus() -> Device {
  Device(
    id: "iphone-6s-plus", name: "iPhone 6s Plus",
    identifiers: ["iPhone8,2"],
    idiom: .phone, releaseYear: 2015, firstIOS: 9, lastIOS: 15,
    portraitSize: CGSize(width: 414, height: 736), scale: 3,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone SE (1st generation) (`devices.csv` row 7).
private func iphoneSE1stGeneration() -> Device {
  Device(
    id: "iphone-se-1st-generation", name: "iPhone SE (1st generation)",
    identifiers: ["iPhone8,4"],
    idiom: .phone, releaseYear: 2016, firstIOS: 9, lastIOS: 15,
    portraitSize: CGSize(width: 320, height: 568), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 7 (`devices.csv` row 8).
private func iphone7() -> Device {
  Device(
    id: "iphone-7", name: "iPhone 7",
    identifiers: ["iPhone9,1", "iPhone9,3"],
    idiom: .phone, releaseYear: 2016, firstIOS: 10, lastIOS: 15,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 7 Plus (`devices.csv` row 9).
private func iphone7Plus() -> Device {
  Device(
    id: "iphone-7-plus", name: "iPhone 7 Plus",
    identifiers: ["iPhone9,2", "iPhone9,4"],
    idiom: .phone, releaseYear: 2016, firstIOS: 10, lastIOS: 15,
    portraitSize: CGSize(width: 414, height: 736), scale: 3,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 8 (`devices.csv` row 10).
private func iphone8() -> Device {
  Device(
    id: "iphone-8", name: "iPhone 8",
    identifiers: ["iPhone10,1", "iPhone10,4"],
    idiom: .phone, releaseYear: 2017, firstIOS: 11, lastIOS: 16,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone 8 Plus (`devices.csv` row 11).
private func iphone8Plus() -> Device {
  Device(
    id: "iphone-8-plus", name: "iPhone 8 Plus",
    identifiers: ["iPhone10,2", "iPhone10,5"],
    idiom: .phone, releaseYear: 2017, firstIOS: 11, lastIOS: 16,
    portraitSize: CGSize(width: 414, height: 736), scale: 3,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; PB")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; PB; ALP")
}

/// iPhone X (`devices.csv` row 12).
private func iphoneX() -> Device {
  Device(
    id: "iphone-x", name: "iPhone X",
    identifiers: ["iPhone10,3", "iPhone10,6"],
    idiom: .phone, releaseYear: 2017, firstIOS: 11, lastIOS: 16,
    portraitSize: CGSize(width: 375, height: 812), scale: 3,
    cornerRadius: Sourced<CGFloat>(39, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("SST; PB; UYL-X; QIITA; CSDN; QMUI#633")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("SST; PB; CORONA; UYL-X; QIITA; CSDN; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            .measured("SST; PB; CORONA; UYL-X; QIITA; CSDN; QMUI#633")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("SST; PB; CORONA; UYL-X; QIITA; CSDN; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 20, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; UKC; SST; PB; CORONA; UYL-X; QIITA; CSDN; QMUI#633; ALP+ATM"
  )
}

/// iPhone XR (`devices.csv` row 13).
private func iphoneXR() -> Device {
  Device(
    id: "iphone-xr", name: "iPhone XR",
    identifiers: ["iPhone11,8"],
    idiom: .phone, releaseYear: 2018, firstIOS: 12, lastIOS: 18,
    portraitSize: CGSize(width: 414, height: 896), scale: 2,
    cornerRadius: Sourced<CGFloat>(41.5, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("QIITA; SST; PB"))),
      (14, Sourced<CGFloat>(48, .measured("QMUI; CSDN; GKNVC#47; EFN#16"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("QIITA; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), .measured("QIITA")),
          landscapeStatusBarShown: nil)
      ),
      (
        14,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 48, bottom: 20, right: 48), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; UKC; CSDN; QMUI; GKNVC#47; EFN#16; QIITA; SST; PB; ALP+ATM")
}

/// iPhone XS (`devices.csv` row 14).
private func iphoneXS() -> Device {
  Device(
    id: "iphone-xs", name: "iPhone XS",
    identifiers: ["iPhone11,2"],
    idiom: .phone, releaseYear: 2018, firstIOS: 12, lastIOS: 18,
    portraitSize: CGSize(width: 375, height: 812), scale: 3,
    cornerRadius: Sourced<CGFloat>(39, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("CSDN; QIITA; PB; QMUI#633")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("CSDN; QIITA; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            .measured("CSDN; QIITA; PB; QMUI#633")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("CSDN; QIITA; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 20, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; UKC; CSDN; QIITA; PB; QMUI#633; ALP+ATM")
}

/// iPhone XS Max (`devices.csv` row 15).
private func iphoneXSMax() -> Device {
  Device(
    id: "iphone-xs-max", name: "iPhone XS Max",
    identifiers: ["iPhone11,4", "iPhone11,6"],
    idiom: .phone, releaseYear: 2018, firstIOS: 12, lastIOS: 18,
    portraitSize: CGSize(width: 414, height: 896), scale: 3,
    cornerRadius: Sourced<CGFloat>(39, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("CSDN; QIITA; SST; PB; QMUI#633")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("CSDN; QIITA; SST; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            .measured("CSDN; QIITA; SST; PB; QMUI#633")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            .measured("CSDN; QIITA; SST; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 20, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; UKC; CSDN; QIITA; SST; PB; QMUI#633; ALP+ATM")
}

/// iPhone 11 (`devices.csv` row 16).
private func iphone11() -> Device {
  Device(
    id: "iphone-11", name: "iPhone 11",
    identifiers: ["iPhone12,1"],
    idiom: .phone, releaseYear: 2019, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 414, height: 896), scale: 2,
    cornerRadius: Sourced<CGFloat>(41.5, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("SST; PB"))),
      (14, Sourced<CGFloat>(48, .measured("QMUI; CSDN; GKNVC#47; EFN#16"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        14,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            .measured("QMUI; CSDN; GKNVC#47; EFN#16")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 48, bottom: 20, right: 48), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; UKC; QMUI; CSDN; GKNVC#47; EFN#16; PB; ALP+ATM")
}

/// iPhone 11 Pro (`devices.csv` row 17).
private func iphone11Pro() -> Device {
  Device(
    id: "iphone-11-pro", name: "iPhone 11 Pro",
    identifiers: ["iPhone12,3"],
    idiom: .phone, releaseYear: 2019, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 375, height: 812), scale: 3,
    cornerRadius: Sourced<CGFloat>(39, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("CSDN; PB; QMUI#633")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("CSDN; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), .measured("CSDN; PB; QMUI#633")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("CSDN; PB; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 20, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; UKC; CSDN; PB; QMUI#633; ALP+ATM")
}

/// iPhone 11 Pro Max (`devices.csv` row 18).
private func iphone11ProMax() -> Device {
  Device(
    id: "iphone-11-pro-max", name: "iPhone 11 Pro Max",
    identifiers: ["iPhone12,5"],
    idiom: .phone, releaseYear: 2019, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 414, height: 896), scale: 3,
    cornerRadius: Sourced<CGFloat>(39, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("QMUI; CSDN; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN; DF; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), .measured("QMUI; CSDN; DF; PB")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN; DF; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 44, bottom: 20, right: 44), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; UKC; QMUI; CSDN; DF; PB; ALP+ATM")
}

/// iPhone SE (2nd generation) (`devices.csv` row 19).
private func iphoneSE2ndGeneration() -> Device {
  Device(
    id: "iphone-se-2nd-generation", name: "iPhone SE (2nd generation)",
    identifiers: ["iPhone12,8"],
    idiom: .phone, releaseYear: 2020, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; SST; DF")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; SST; DF; ATM+ALP")
}

/// iPhone 12 mini (`devices.csv` row 20).
private func iphone12Mini() -> Device {
  Device(
    id: "iphone-12-mini", name: "iPhone 12 mini",
    identifiers: ["iPhone13,1"],
    idiom: .phone, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 375, height: 812), scale: 3,
    cornerRadius: Sourced<CGFloat>(44, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(44, .measured("QMUI#1326; GKN#67; GKN#68"))),
      (15, Sourced<CGFloat>(50, .measured("QMUI#1326; QMUI"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            .measured("QMUI; QMUI#1326; GKN#67; GKN#68; CSDN; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            .measured("QMUI; QMUI#1326; GKN#67; GKN#68; CSDN; PB")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            .measured("QMUI; QMUI#1326; GKN#67; GKN#68; CSDN; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 50, bottom: 20, right: 50), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(50, .measured("QMUI#1326; GKN#67; GKN#68"))),
      (16, nil),
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; ALP; BK; FDG; UKC; QMUI; QMUI#1326; GKN#67; GKN#68; CSDN; PB; ATM")
}

/// iPhone 12 (`devices.csv` row 21).
private func iphone12() -> Device {
  Device(
    id: "iphone-12", name: "iPhone 12",
    identifiers: ["iPhone13,2"],
    idiom: .phone, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; SST; PB; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; UKC; QMUI; SST; PB; CSDN; QMUI#1198; ALP+ATM")
}

/// iPhone 12 Pro (`devices.csv` row 22).
private func iphone12Pro() -> Device {
  Device(
    id: "iphone-12-pro", name: "iPhone 12 Pro",
    identifiers: ["iPhone13,3"],
    idiom: .phone, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; SST; PB; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; UKC; QMUI; SST; PB; CSDN; ALP+ATM")
}

/// iPhone 12 Pro Max (`devices.csv` row 23).
private func iphone12ProMax() -> Device {
  Device(
    id: "iphone-12-pro-max", name: "iPhone 12 Pro Max",
    identifiers: ["iPhone13,4"],
    idiom: .phone, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 428, height: 926), scale: 3,
    cornerRadius: Sourced<CGFloat>(53.333333333333336, .measured("BK; FDG; UKC")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; SST; PB; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; UKC; QMUI; SST; PB; CSDN; ALP+ATM")
}

/// iPhone 13 mini (`devices.csv` row 24).
private func iphone13Mini() -> Device {
  Device(
    id: "iphone-13-mini", name: "iPhone 13 mini",
    identifiers: ["iPhone14,4"],
    idiom: .phone, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 375, height: 812), scale: 3,
    cornerRadius: Sourced<CGFloat>(44, .measured("BK; FDG")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(50, .measured("QMUI; QMUI#1326; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            .measured("QMUI; QMUI#1326; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            .measured("QMUI; QMUI#1326; SST; PB; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            .measured("QMUI; QMUI#1326; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 50, bottom: 20, right: 50), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; ALP; BK; FDG; QMUI; QMUI#1326; SST; PB; CSDN; ATM")
}

/// iPhone 13 (`devices.csv` row 25).
private func iphone13() -> Device {
  Device(
    id: "iphone-13", name: "iPhone 13",
    identifiers: ["iPhone14,5"],
    idiom: .phone, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; DF; CSDN")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            .measured("QMUI; SST; PB; DF; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; DF; CSDN")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; SST; PB; DF; CSDN; ALP+ATM")
}

/// iPhone 13 Pro (`devices.csv` row 26).
private func iphone13Pro() -> Device {
  Device(
    id: "iphone-13-pro", name: "iPhone 13 Pro",
    identifiers: ["iPhone14,2"],
    idiom: .phone, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; SST; PB; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; SST; PB; CSDN; ALP+ATM")
}

/// iPhone 13 Pro Max (`devices.csv` row 27).
private func iphone13ProMax() -> Device {
  Device(
    id: "iphone-13-pro-max", name: "iPhone 13 Pro Max",
    identifiers: ["iPhone14,3"],
    idiom: .phone, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 428, height: 926), scale: 3,
    cornerRadius: Sourced<CGFloat>(53.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG; SO#52317545")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; SST; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; DF; CSDN")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            .measured("QMUI; SST; PB; DF; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; SST; PB; DF; CSDN")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; SST; PB; DF; CSDN; ALP+ATM")
}

/// iPhone SE (3rd generation) (`devices.csv` row 28).
private func iphoneSE3rdGeneration() -> Device {
  Device(
    id: "iphone-se-3rd-generation", name: "iPhone SE (3rd generation)",
    identifiers: ["iPhone14,6"],
    idiom: .phone, releaseYear: 2022, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("UYL-X; QMUI#633")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), .measured("RNSAV#62")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .measured("UYL-X; RNSAV#62; QMUI#633; DP")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .derived("R1.4a")))
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; UYL-X; RNSAV#62; QMUI#633; FDG; DP; ATM")
}

/// iPhone 14 (`devices.csv` row 29).
private func iphone14() -> Device {
  Device(
    id: "iphone-14", name: "iPhone 14",
    identifiers: ["iPhone14,7"],
    idiom: .phone, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .notch,
      rect: Sourced<CGRect>(
        CGRect(x: 114.1, y: 0, width: 161.8, height: 33.666666666666664),
        .measured("DP (framebuffer mask)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414; FLUENT")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; CSDN; DP")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; CSDN; DP; ATM")
}

/// iPhone 14 Plus (`devices.csv` row 30).
private func iphone14Plus() -> Device {
  Device(
    id: "iphone-14-plus", name: "iPhone 14 Plus",
    identifiers: ["iPhone14,8"],
    idiom: .phone, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 428, height: 926), scale: 3,
    cornerRadius: Sourced<CGFloat>(53.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(kind: .notch),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .measured("QMUI; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .measured("QMUI; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("QMUI; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; CSDN; ATM")
}

/// iPhone 14 Pro (`devices.csv` row 31).
private func iphone14Pro() -> Device {
  Device(
    id: "iphone-14-pro", name: "iPhone 14 Pro",
    identifiers: ["iPhone15,2"],
    idiom: .phone, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 133.5, y: 11, width: 126, height: 37.333333333333336), .measured("DIU"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414; FLUENT")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI; PB; CSDN; GKN#41; QMUI#1445")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            .measured("QMUI; PB; CSDN; FL#120682; GKN#41; QMUI#1445")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            .measured("QMUI; PB; CSDN; FL#120682; GKN#41; QMUI#1445")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            .measured("QMUI; PB; CSDN; FL#120682; GKN#41; QMUI#1445")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false,
    sources: "AD; DK; CD; SJH; BK; FDG; QMUI; PB; CSDN; FL#120682; GKN#41; QMUI#1445; DIU; ALP+ATM")
}

/// iPhone 14 Pro Max (`devices.csv` row 32).
private func iphone14ProMax() -> Device {
  Device(
    id: "iphone-14-pro-max", name: "iPhone 14 Pro Max",
    identifiers: ["iPhone15,3"],
    idiom: .phone, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 430, height: 932), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 152, y: 11, width: 126, height: 37.333333333333336), .measured("DIU"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI; PB; CSDN; GKN#41")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; CSDN; GKN#41")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .measured("QMUI; PB; CSDN; GKN#41")
          ),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; CSDN; GKN#41")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; PB; CSDN; GKN#41; DIU; ALP+ATM")
}

/// iPhone 15 (`devices.csv` row 33).
private func iphone15() -> Device {
  Device(
    id: "iphone-15", name: "iPhone 15",
    identifiers: ["iPhone15,4"],
    idiom: .phone, releaseYear: 2023, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(kind: .dynamicIsland),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("CSDN; GKN#41; QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("CSDN; GKN#41; QMUI")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("CSDN; GKN#41; QMUI")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; CSDN; GKN#41; QMUI; ATM")
}

/// iPhone 15 Plus (`devices.csv` row 34).
private func iphone15Plus() -> Device {
  Device(
    id: "iphone-15-plus", name: "iPhone 15 Plus",
    identifiers: ["iPhone15,5"],
    idiom: .phone, releaseYear: 2023, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 430, height: 932), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(kind: .dynamicIsland),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("CSDN; QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("CSDN; QMUI")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("CSDN; QMUI")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; CSDN; QMUI; ATM")
}

/// iPhone 15 Pro (`devices.csv` row 35).
private func iphone15Pro() -> Device {
  Device(
    id: "iphone-15-pro", name: "iPhone 15 Pro",
    identifiers: ["iPhone16,1"],
    idiom: .phone, releaseYear: 2023, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(kind: .dynamicIsland),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; DF; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .measured("QMUI; PB; DF; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; DF; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; PB; DF; CSDN; ALP+ATM")
}

/// iPhone 15 Pro Max (`devices.csv` row 36).
private func iphone15ProMax() -> Device {
  Device(
    id: "iphone-15-pro-max", name: "iPhone 15 Pro Max",
    identifiers: ["iPhone16,2"],
    idiom: .phone, releaseYear: 2023, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 430, height: 932), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(kind: .dynamicIsland),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI; PB; CSDN")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; DF; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .measured("QMUI; PB; DF; CSDN")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; PB; DF; CSDN")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; PB; DF; CSDN; ALP+ATM")
}

/// iPhone 16 (`devices.csv` row 37).
private func iphone16() -> Device {
  Device(
    id: "iphone-16", name: "iPhone 16",
    identifiers: ["iPhone17,3"],
    idiom: .phone, releaseYear: 2024, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 134, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            .measured("QMUI; DP; DPold; DF; FW")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .measured("DP; FW")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; DP; DPold; DF; FW; ATM")
}

/// iPhone 16 Plus (`devices.csv` row 38).
private func iphone16Plus() -> Device {
  Device(
    id: "iphone-16-plus", name: "iPhone 16 Plus",
    identifiers: ["iPhone17,4"],
    idiom: .phone, releaseYear: 2024, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 430, height: 932), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 152.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            .measured("QMUI; DP; DPold; DF; FW")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 59, bottom: 20, right: 59), .measured("DP; FW")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .measured("GKN#41; QMUI"))),
      (26, Sourced<CGFloat>(59, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; DP; DPold; DF; FW; ATM")
}

/// iPhone 16 Pro (`devices.csv` row 39).
private func iphone16Pro() -> Device {
  Device(
    id: "iphone-16-pro", name: "iPhone 16 Pro",
    identifiers: ["iPhone17,1"],
    idiom: .phone, releaseYear: 2024, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 402, height: 874), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 138.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            .measured("QMUI; DP; DPold; DF; FW")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), .measured("DP; FW")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(56.33333333333333, .measured("QMUI"))),
      (26, Sourced<CGFloat>(62, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; DP; DPold; DF; FW; ATM")
}

/// iPhone 16 Pro Max (`devices.csv` row 40).
private func iphone16ProMax() -> Device {
  Device(
    id: "iphone-16-pro-max", name: "iPhone 16 Pro Max",
    identifiers: ["iPhone17,2"],
    idiom: .phone, releaseYear: 2024, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 440, height: 956), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 157.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(54, .measured("QMUI")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            .measured("QMUI; DP; DPold; DF; FW")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("QMUI; DP; DPold; DF; FW")
          ),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), .measured("DP; FW")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(56.33333333333333, .measured("QMUI"))),
      (26, Sourced<CGFloat>(62, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; QMUI; DP; DPold; DF; FW; ATM")
}

/// iPhone 16e (`devices.csv` row 41).
private func iphone16e() -> Device {
  Device(
    id: "iphone-16e", name: "iPhone 16e",
    identifiers: ["iPhone17,5"],
    idiom: .phone, releaseYear: 2025, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .notch,
      rect: Sourced<CGRect>(
        CGRect(x: 114.1, y: 0, width: 161.8, height: 33.666666666666664),
        .measured("DP (framebuffer mask)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .derived("devices.md §2: notched phones: status bar = window top")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("DP@061d936; DP@0bca281")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("DP@061d936; DP@0bca281")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .measured("DP@061d936; DP@0bca281")
          ),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; CD; SJH; BK; FDG; DP@061d936; DP@0bca281; ATM")
}

/// iPhone 17 (`devices.csv` row 42).
private func iphone17() -> Device {
  Device(
    id: "iphone-17", name: "iPhone 17",
    identifiers: ["iPhone18,3"],
    idiom: .phone, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 402, height: 874), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 138.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          54, .derived("R1.6; devices.md §2: every sourced Dynamic-Island phone has 54"))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), .measured("DP")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .derived("R1.6"))),
      (26, Sourced<CGFloat>(62, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; SJH; CD; BK; FDG; DP; ATM")
}

/// iPhone 17 Pro (`devices.csv` row 43).
private func iphone17Pro() -> Device {
  Device(
    id: "iphone-17-pro", name: "iPhone 17 Pro",
    identifiers: ["iPhone18,1"],
    idiom: .phone, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 402, height: 874), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 138.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          54, .derived("R1.6; devices.md §2: every sourced Dynamic-Island phone has 54"))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), .measured("DP")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .derived("R1.6"))),
      (26, Sourced<CGFloat>(62, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; SJH; CD; BK; FDG; DP; ATM")
}

/// iPhone 17 Pro Max (`devices.csv` row 44).
private func iphone17ProMax() -> Device {
  Device(
    id: "iphone-17-pro-max", name: "iPhone 17 Pro Max",
    identifiers: ["iPhone18,2"],
    idiom: .phone, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 440, height: 956), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 157.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          54, .derived("R1.6; devices.md §2: every sourced Dynamic-Island phone has 54"))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), .measured("DP")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .derived("R1.6"))),
      (26, Sourced<CGFloat>(62, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; SJH; CD; BK; FDG; DP; ATM")
}

/// iPhone Air (`devices.csv` row 45).
private func iphoneAir() -> Device {
  Device(
    id: "iphone-air", name: "iPhone Air",
    identifiers: ["iPhone18,4"],
    idiom: .phone, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 420, height: 912), scale: 3,
    cornerRadius: Sourced<CGFloat>(62, .measured("BK; FDG")),
    housing: SensorHousing(
      kind: .dynamicIsland,
      rect: Sourced<CGRect>(
        CGRect(x: 147.5, y: 11, width: 125, height: 37), .measured("DP (hand-authored pill)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .regular, .derived("size-class width rule: portrait width >= 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          54, .derived("R1.6; devices.md §2: every sourced Dynamic-Island phone has 54"))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 68, left: 0, bottom: 34, right: 0), .measured("DP; DP@061d936 message")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 68, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 68, bottom: 21, right: 68), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 68, left: 0, bottom: 34, right: 0), .measured("DP; DP@061d936 message")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 68, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 68, bottom: 20, right: 68), .measured("DP; DP@061d936 message")
          ),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, Sourced<CGFloat>(53.666666666666664, .derived("R1.6"))),
      (26, Sourced<CGFloat>(68, .derived("R10.6"))),
    ]),
    isCustom: false, sources: "AD; DK; SJH; CD; BK; FDG; DP; DP@061d936 message; ATM")
}

/// iPhone 17e (`devices.csv` row 46).
private func iphone17e() -> Device {
  Device(
    id: "iphone-17e", name: "iPhone 17e",
    identifiers: ["iPhone18,5"],
    idiom: .phone, releaseYear: 2026, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 390, height: 844), scale: 3,
    cornerRadius: Sourced<CGFloat>(47.333333333333336, .measured("BK")),
    housing: SensorHousing(
      kind: .notch,
      rect: Sourced<CGRect>(
        CGRect(x: 114.1, y: 0, width: 161.8, height: 33.666666666666664),
        .measured("DP (framebuffer mask)"))),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(
      .compact, .derived("size-class width rule: portrait width < 414")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(47, .derived("devices.md §2: notched phones: status bar = window top")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .derived("R1.2a")),
          landscapeStatusBarShown: nil)
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 47, bottom: 20, right: 47), .measured("DP")),
          landscapeStatusBarShown: nil)
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; DK; BK; DP; APPLEDB")
}

/// iPhone Duo (inner display) (`devices.csv` row 49).
private func iphoneDuoInnerDisplay() -> Device {
  Device(
    id: "iphone-duo-inner", name: "iPhone Duo (inner display)",
    identifiers: ["iPhone19,4"],
    idiom: .phone, releaseYear: 2026, firstIOS: 27, lastIOS: nil,
    portraitSize: CGSize(width: 669, height: 951), scale: 3,
    cornerRadius: Sourced<CGFloat>(55, .measured("DUO-SIM")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("DUO-SIM")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          82, .derived("R20.1: status bar = the top inset band (DUO-LAB: clock and icons in it)"))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 82, left: 0, bottom: 34, right: 0),
            .measured("DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-PROBE; DUO-SOMNIO")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 82, left: 0, bottom: 34, right: 0), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
            .measured("DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-PROBE; DUO-SOMNIO")),
          landscapeStatusBarShown: nil)
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-PROBE; DUO-SOMNIO; DUO-LAB; APPLEDB",
    display: .inner,
    verticalBar: VerticalBarColumn(edge: .right, width: 84, orientations: [.landscape]),
    reservedRegions: [
      ReservedRegion(kind: .division, frame: CGRect(x: 0, y: 475.5, width: 669, height: 0))
    ], landscapeVerticalSizeClass: Sourced<SizeClass>(.regular, .measured("DUO-SIM")),
    modelName: "iPhone Duo")
}

/// iPhone Duo (outer display) (`devices.csv` row 50).
private func iphoneDuoOuterDisplay() -> Device {
  Device(
    id: "iphone-duo-outer", name: "iPhone Duo (outer display)",
    identifiers: ["iPhone19,4"],
    idiom: .phone, releaseYear: 2026, firstIOS: 27, lastIOS: nil,
    portraitSize: CGSize(width: 466, height: 678), scale: 3,
    cornerRadius: Sourced<CGFloat>(
      8, .derived("R20.1: one radius per display, the smallest of the measured 8 / 59 (DUO-SIM)")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.compact, .measured("DUO-SIM")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (
        0,
        Sourced<CGFloat>(
          0,
          .derived(
            "R20.2: the status bar is in the vertical bar column; no band across the top (the portrait top inset)"
          ))
      )
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
            .measured("DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), .derived("R1.3; R1.3a")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
            .measured("DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE")),
          landscapeStatusBarShown: nil)
      )
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false,
    sources: "DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE; APPLEDB",
    display: .outer,
    verticalBar: VerticalBarColumn(
      edge: .right, width: 84, orientations: [.portrait, .landscape], widthWithTabBar: 84,
      landscapeRightEdge: .left),
    reservedRegions: [
      ReservedRegion(kind: .occlusion, frame: CGRect(x: 399.667, y: 29.333, width: 37, height: 37))
    ], landscapeVerticalSizeClass: Sourced<SizeClass>(.compact, .measured("DUO-SIM")),
    modelName: "iPhone Duo")
}

/// iPad Air (1st generation) (`devices.csv` row 51).
private func ipadAir1stGeneration() -> Device {
  Device(
    id: "ipad-air-1st-generation", name: "iPad Air (1st generation)",
    identifiers: ["iPad4,1", "iPad4,2", "iPad4,3"],
    idiom: .pad, releaseYear: 2013, firstIOS: 7, lastIOS: 12,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad mini 2 (`devices.csv` row 52).
private func ipadMini2() -> Device {
  Device(
    id: "ipad-mini-2", name: "iPad mini 2",
    identifiers: ["iPad4,4", "iPad4,5", "iPad4,6"],
    idiom: .pad, releaseYear: 2013, firstIOS: 7, lastIOS: 12,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad mini 3 (`devices.csv` row 53).
private func ipadMini3() -> Device {
  Device(
    id: "ipad-mini-3", name: "iPad mini 3",
    identifiers: ["iPad4,7", "iPad4,8", "iPad4,9"],
    idiom: .pad, releaseYear: 2014, firstIOS: 8, lastIOS: 12,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad Air 2 (`devices.csv` row 54).
private func ipadAir2() -> Device {
  Device(
    id: "ipad-air-2", name: "iPad Air 2",
    identifiers: ["iPad5,3", "iPad5,4"],
    idiom: .pad, releaseYear: 2014, firstIOS: 8, lastIOS: 15,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad mini 4 (`devices.csv` row 55).
private func ipadMini4() -> Device {
  Device(
    id: "ipad-mini-4", name: "iPad mini 4",
    identifiers: ["iPad5,1", "iPad5,2"],
    idiom: .pad, releaseYear: 2015, firstIOS: 9, lastIOS: 15,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad Pro 12.9-inch (1st generation) (`devices.csv` row 56).
private func ipadPro129Inch1stGeneration() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-1st-generation", name: "iPad Pro 12.9-inch (1st generation)",
    identifiers: ["iPad6,7", "iPad6,8"],
    idiom: .pad, releaseYear: 2015, firstIOS: 9, lastIOS: 16,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad Pro 9.7-inch (`devices.csv` row 57).
private func ipadPro97Inch() -> Device {
  Device(
    id: "ipad-pro-9-7-inch", name: "iPad Pro 9.7-inch",
    identifiers: ["iPad6,3", "iPad6,4"],
    idiom: .pad, releaseYear: 2016, firstIOS: 9, lastIOS: 16,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad (5th generation) (`devices.csv` row 58).
private func ipad5thGeneration() -> Device {
  Device(
    id: "ipad-5th-generation", name: "iPad (5th generation)",
    identifiers: ["iPad6,11", "iPad6,12"],
    idiom: .pad, releaseYear: 2017, firstIOS: 10, lastIOS: 16,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad Pro 12.9-inch (2nd generation) (`devices.csv` row 59).
private func ipadPro129Inch2ndGeneration() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-2nd-generation", name: "iPad Pro 12.9-inch (2nd generation)",
    identifiers: ["iPad7,1", "iPad7,2"],
    idiom: .pad, releaseYear: 2017, firstIOS: 10, lastIOS: 17,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; DF")
}

/// iPad Pro 10.5-inch (`devices.csv` row 60).
private func ipadPro105Inch() -> Device {
  Device(
    id: "ipad-pro-10-5-inch", name: "iPad Pro 10.5-inch",
    identifiers: ["iPad7,3", "iPad7,4"],
    idiom: .pad, releaseYear: 2017, firstIOS: 10, lastIOS: 17,
    portraitSize: CGSize(width: 834, height: 1112), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; PB")
}

/// iPad (6th generation) (`devices.csv` row 61).
private func ipad6thGeneration() -> Device {
  Device(
    id: "ipad-6th-generation", name: "iPad (6th generation)",
    identifiers: ["iPad7,5", "iPad7,6"],
    idiom: .pad, releaseYear: 2018, firstIOS: 11, lastIOS: 17,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad (7th generation) (`devices.csv` row 62).
private func ipad7thGeneration() -> Device {
  Device(
    id: "ipad-7th-generation", name: "iPad (7th generation)",
    identifiers: ["iPad7,11", "iPad7,12"],
    idiom: .pad, releaseYear: 2019, firstIOS: 13, lastIOS: 18,
    portraitSize: CGSize(width: 810, height: 1080), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; DF")
}

/// iPad mini (5th generation) (`devices.csv` row 63).
private func ipadMini5thGeneration() -> Device {
  Device(
    id: "ipad-mini-5th-generation", name: "iPad mini (5th generation)",
    identifiers: ["iPad11,1", "iPad11,2"],
    idiom: .pad, releaseYear: 2019, firstIOS: 12, lastIOS: nil,
    portraitSize: CGSize(width: 768, height: 1024), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST; PB")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; PB")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; PB")
}

/// iPad Air (3rd generation) (`devices.csv` row 64).
private func ipadAir3rdGeneration() -> Device {
  Device(
    id: "ipad-air-3rd-generation", name: "iPad Air (3rd generation)",
    identifiers: ["iPad11,3", "iPad11,4"],
    idiom: .pad, releaseYear: 2019, firstIOS: 12, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1112), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST")
}

/// iPad (8th generation) (`devices.csv` row 65).
private func ipad8thGeneration() -> Device {
  Device(
    id: "ipad-8th-generation", name: "iPad (8th generation)",
    identifiers: ["iPad11,6", "iPad11,7"],
    idiom: .pad, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 810, height: 1080), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; DF")
}

/// iPad (9th generation) (`devices.csv` row 66).
private func ipad9thGeneration() -> Device {
  Device(
    id: "ipad-9th-generation", name: "iPad (9th generation)",
    identifiers: ["iPad12,1", "iPad12,2"],
    idiom: .pad, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 810, height: 1080), scale: 2,
    cornerRadius: Sourced<CGFloat>(0, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: false,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(20, .measured("QMUI#633; SST")))
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .measured("QMUI#633; SST; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; BK; QMUI#633; SST; DF")
}

/// iPad Pro 11-inch (1st generation) (`devices.csv` row 67).
private func ipadPro11Inch1stGeneration() -> Device {
  Device(
    id: "ipad-pro-11-inch-1st-generation", name: "iPad Pro 11-inch (1st generation)",
    identifiers: ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"],
    idiom: .pad, releaseYear: 2018, firstIOS: 12, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; UKC")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633; SST"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; SST")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; SST")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; UKC; DK; SST")
}

/// iPad Pro 12.9-inch (3rd generation) (`devices.csv` row 68).
private func ipadPro129Inch3rdGeneration() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-3rd-generation", name: "iPad Pro 12.9-inch (3rd generation)",
    identifiers: ["iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"],
    idiom: .pad, releaseYear: 2018, firstIOS: 12, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; UKC")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; UKC")
}

/// iPad Pro 11-inch (2nd generation) (`devices.csv` row 69).
private func ipadPro11Inch2ndGeneration() -> Device {
  Device(
    id: "ipad-pro-11-inch-2nd-generation", name: "iPad Pro 11-inch (2nd generation)",
    identifiers: ["iPad8,9", "iPad8,10"],
    idiom: .pad, releaseYear: 2020, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad Pro 12.9-inch (4th generation) (`devices.csv` row 70).
private func ipadPro129Inch4thGeneration() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-4th-generation", name: "iPad Pro 12.9-inch (4th generation)",
    identifiers: ["iPad8,11", "iPad8,12"],
    idiom: .pad, releaseYear: 2020, firstIOS: 13, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DF")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DF")
}

/// iPad Air (4th generation) (`devices.csv` row 71).
private func ipadAir4thGeneration() -> Device {
  Device(
    id: "ipad-air-4th-generation", name: "iPad Air (4th generation)",
    identifiers: ["iPad13,1", "iPad13,2"],
    idiom: .pad, releaseYear: 2020, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; UKC")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; UKC")
}

/// iPad Pro 11-inch (3rd generation) (`devices.csv` row 72).
private func ipadPro11Inch3rdGeneration() -> Device {
  Device(
    id: "ipad-pro-11-inch-3rd-generation", name: "iPad Pro 11-inch (3rd generation)",
    identifiers: ["iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"],
    idiom: .pad, releaseYear: 2021, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad Pro 12.9-inch (5th generation) (`devices.csv` row 73).
private func ipadPro129Inch5thGeneration() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-5th-generation", name: "iPad Pro 12.9-inch (5th generation)",
    identifiers: ["iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"],
    idiom: .pad, releaseYear: 2021, firstIOS: 14, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad mini (6th generation) (`devices.csv` row 74).
private func ipadMini6thGeneration() -> Device {
  Device(
    id: "ipad-mini-6th-generation", name: "iPad mini (6th generation)",
    identifiers: ["iPad14,1", "iPad14,2"],
    idiom: .pad, releaseYear: 2021, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 744, height: 1133), scale: 2,
    cornerRadius: Sourced<CGFloat>(21.5, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad Air (5th generation) (`devices.csv` row 75).
private func ipadAir5thGeneration() -> Device {
  Device(
    id: "ipad-air-5th-generation", name: "iPad Air (5th generation)",
    identifiers: ["iPad13,16", "iPad13,17"],
    idiom: .pad, releaseYear: 2022, firstIOS: 15, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad (10th generation) (`devices.csv` row 76).
private func ipad10thGeneration() -> Device {
  Device(
    id: "ipad-10th-generation", name: "iPad (10th generation)",
    identifiers: ["iPad13,18", "iPad13,19"],
    idiom: .pad, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(25, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DP")
}

/// iPad Pro 11-inch (4th generation, M2) (`devices.csv` row 77).
private func ipadPro11Inch4thGenerationM2() -> Device {
  Device(
    id: "ipad-pro-11-inch-4th-generation-m2", name: "iPad Pro 11-inch (4th generation, M2)",
    identifiers: ["iPad14,3", "iPad14,4"],
    idiom: .pad, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK")
}

/// iPad Pro 12.9-inch (6th generation, M2) (`devices.csv` row 78).
private func ipadPro129Inch6thGenerationM2() -> Device {
  Device(
    id: "ipad-pro-12-9-inch-6th-generation-m2", name: "iPad Pro 12.9-inch (6th generation, M2)",
    identifiers: ["iPad14,5", "iPad14,6"],
    idiom: .pad, releaseYear: 2022, firstIOS: 16, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG")
}

/// iPad Air 11-inch (M2) (`devices.csv` row 79).
private func ipadAir11InchM2() -> Device {
  Device(
    id: "ipad-air-11-inch-m2", name: "iPad Air 11-inch (M2)",
    identifiers: ["iPad14,8", "iPad14,9"],
    idiom: .pad, releaseYear: 2024, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .measured("QMUI; QMUI#633; DP; DP@0bca281 hand-authored 24/20")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .measured("QMUI; QMUI#633; DP; DP@0bca281 hand-authored 24/20")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DP; DP@0bca281 hand-authored 24/20")
}

/// iPad Air 13-inch (M2) (`devices.csv` row 80).
private func ipadAir13InchM2() -> Device {
  Device(
    id: "ipad-air-13-inch-m2", name: "iPad Air 13-inch (M2)",
    identifiers: ["iPad14,10", "iPad14,11"],
    idiom: .pad, releaseYear: 2024, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DP")
}

/// iPad mini (A17 Pro) (`devices.csv` row 81).
private func ipadMiniA17Pro() -> Device {
  Device(
    id: "ipad-mini-a17-pro", name: "iPad mini (A17 Pro)",
    identifiers: ["iPad16,1", "iPad16,2"],
    idiom: .pad, releaseYear: 2024, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 744, height: 1133), scale: 2,
    cornerRadius: Sourced<CGFloat>(21.5, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG; DP")
}

/// iPad Pro 11-inch (M4) (`devices.csv` row 82).
private func ipadPro11InchM4() -> Device {
  Device(
    id: "ipad-pro-11-inch-m4", name: "iPad Pro 11-inch (M4)",
    identifiers: ["iPad16,3", "iPad16,4"],
    idiom: .pad, releaseYear: 2024, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1210), scale: 2,
    cornerRadius: Sourced<CGFloat>(30, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP; DF")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633; DP; DF"))
        )
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DP; DF")
}

/// iPad Pro 13-inch (M4) (`devices.csv` row 83).
private func ipadPro13InchM4() -> Device {
  Device(
    id: "ipad-pro-13-inch-m4", name: "iPad Pro 13-inch (M4)",
    identifiers: ["iPad16,5", "iPad16,6"],
    idiom: .pad, releaseYear: 2024, firstIOS: 17, lastIOS: nil,
    portraitSize: CGSize(width: 1032, height: 1376), scale: 2,
    cornerRadius: Sourced<CGFloat>(30, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .measured("QMUI; QMUI#633; DP; DF; FW")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .measured("QMUI; QMUI#633; DP; DF; FW")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; DP; DF; FW")
}

/// iPad Air 11-inch (M3) (`devices.csv` row 84).
private func ipadAir11InchM3() -> Device {
  Device(
    id: "ipad-air-11-inch-m3", name: "iPad Air 11-inch (M3)",
    identifiers: ["iPad15,3", "iPad15,4"],
    idiom: .pad, releaseYear: 2025, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG")
}

/// iPad Air 13-inch (M3) (`devices.csv` row 85).
private func ipadAir13InchM3() -> Device {
  Device(
    id: "ipad-air-13-inch-m3", name: "iPad Air 13-inch (M3)",
    identifiers: ["iPad15,5", "iPad15,6"],
    idiom: .pad, releaseYear: 2025, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .measured("QMUI; QMUI#633"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .measured("QMUI; QMUI#633")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("devices.md §2: iPadOS 26.5 probe of every Face-ID iPad")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG")
}

/// iPad (A16) (`devices.csv` row 86).
private func ipadA16() -> Device {
  Device(
    id: "ipad-a16", name: "iPad (A16)",
    identifiers: ["iPad15,7", "iPad15,8"],
    idiom: .pad, releaseYear: 2025, firstIOS: 18, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(25, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .derived("R1.7a"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .derived("R1.7a")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG; DP")
}

/// iPad Pro 11-inch (M5) (`devices.csv` row 87).
private func ipadPro11InchM5() -> Device {
  Device(
    id: "ipad-pro-11-inch-m5", name: "iPad Pro 11-inch (M5)",
    identifiers: ["iPad17,1", "iPad17,2"],
    idiom: .pad, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 834, height: 1210), scale: 2,
    cornerRadius: Sourced<CGFloat>(30, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .derived("R1.7a"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .derived("R1.7a")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG; DP")
}

/// iPad Pro 13-inch (M5) (`devices.csv` row 88).
private func ipadPro13InchM5() -> Device {
  Device(
    id: "ipad-pro-13-inch-m5", name: "iPad Pro 13-inch (M5)",
    identifiers: ["iPad17,3", "iPad17,4"],
    idiom: .pad, releaseYear: 2025, firstIOS: 26, lastIOS: nil,
    portraitSize: CGSize(width: 1032, height: 1376), scale: 2,
    cornerRadius: Sourced<CGFloat>(30, .measured("BK; FDG")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .derived("R1.7a"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .derived("R1.7a")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "AD; CD; SJH; QMUI; QMUI#633; BK; FDG; DP")
}

/// iPad Air 11-inch (M4) (`devices.csv` row 89).
private func ipadAir11InchM4() -> Device {
  Device(
    id: "ipad-air-11-inch-m4", name: "iPad Air 11-inch (M4)",
    identifiers: ["iPad16,8", "iPad16,9"],
    idiom: .pad, releaseYear: 2026, firstIOS: nil, lastIOS: nil,
    portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .derived("R1.7a"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .derived("R1.7a")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "QMUI; QMUI#633; BK; DK; DP")
}

/// iPad Air 13-inch (M4) (`devices.csv` row 90).
private func ipadAir13InchM4() -> Device {
  Device(
    id: "ipad-air-13-inch-m4", name: "iPad Air 13-inch (M4)",
    identifiers: ["iPad16,10", "iPad16,11"],
    idiom: .pad, releaseYear: 2026, firstIOS: nil, lastIOS: nil,
    portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    cornerRadius: Sourced<CGFloat>(18, .measured("BK")),
    housing: SensorHousing(kind: .none),
    hasHomeIndicator: true,
    landscapeHorizontalSizeClass: Sourced<SizeClass>(.regular, .measured("HIG")),
    statusBarHeight: Versioned<Sourced<CGFloat>>([
      (0, Sourced<CGFloat>(24, .derived("R1.7a"))),
      (26, Sourced<CGFloat>(32, .derived("R10.4a: iPad status bar = top inset band"))),
    ]),
    windowInsets: Versioned<WindowInsetsTable>([
      (
        0,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .derived("R1.7a")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            .derived("R1.7a: iPad insets are the same in both orientations")))
      ),
      (
        26,
        WindowInsetsTable(
          portrait: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")),
          portraitStatusBarHidden: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscape: Sourced<EdgeInsets>(
            EdgeInsets(top: 0, left: 0, bottom: 25, right: 0),
            .derived("R1.7; R1.7a; R10.4a: hiding the status bar removes the top band")),
          landscapeStatusBarShown: Sourced<EdgeInsets>(
            EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), .measured("DP")))
      ),
    ]),
    navigationBarTop: Versioned<Sourced<CGFloat>?>([
      (0, nil)
    ]),
    isCustom: false, sources: "QMUI; QMUI#633; BK; DK; DP")
}
