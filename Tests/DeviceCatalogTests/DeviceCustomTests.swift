import DeviceCatalog
import Foundation
import Testing

@Suite("Device.custom")
struct DeviceCustomTests {
  @Test("an iPhone X described by hand matches the catalog's X")
  func xByHand() throws {
    let custom = Device.custom(
      name: "My X", width: 375, height: 812, scale: 3,
      portraitSafeArea: insets(44, 0, 34, 0), landscapeSafeArea: nil, statusBar: 44,
      homeIndicator: true, cornerRadius: 39)
    let x = try device("iPhone X")
    #expect(custom.isCustom && custom.idiom == .phone && custom.id == "custom-my-x")
    #expect(custom.housing.kind == .notch)
    for env in EnvironmentCase.all {
      let a = custom.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios)
      let b = x.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios)
      #expect(same(a.value, b.value), "\(env.testDescription)")
      #expect(custom.canShowStatusBar(env.orientation) == x.canShowStatusBar(env.orientation))
      #expect(
        custom.barMetrics(orientation: env.orientation, ios: env.ios).navigationBarHeight.value
          == x.barMetrics(orientation: env.orientation, ios: env.ios).navigationBarHeight.value)
    }
    let landscape = custom.windowSafeAreaInsets(
      orientation: .landscapeLeft, statusBarVisible: false, ios: 18)
    #expect(landscape.provenance == .derived("R1.2a"))
    #expect(custom.sizeClasses(.landscapeLeft) == (.compact, .compact))
  }

  @Test("a future phone: status bar from the top inset, landscape by R1.2a, regular when wide")
  func futurePhone() {
    let phone = Device.custom(
      name: "Fold", width: 430, height: 960, scale: 3,
      portraitSafeArea: insets(64, 0, 34, 0), landscapeSafeArea: nil, statusBar: nil,
      homeIndicator: true, cornerRadius: 60)
    #expect(same(phone.statusBarHeight(ios: 26).value, 64))
    #expect(phone.statusBarHeight(ios: 26).provenance.isDerived)
    #expect(
      same(
        phone.windowSafeAreaInsets(orientation: .landscapeRight, statusBarVisible: true, ios: 26)
          .value, insets(0, 64, 20, 64)))
    #expect(
      same(
        phone.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: false, ios: 26).value,
        insets(64, 0, 34, 0)))
    #expect(phone.sizeClasses(.landscapeLeft) == (.regular, .compact))
    #expect(phone.landscapeHorizontalSizeClass.provenance.isDerived)
    #expect(
      same(
        phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 26).value, 64))
  }

  @Test(
    "a home-button phone: no housing, hidden status bar drops the top, landscape status bar allowed"
  )
  func homeButtonPhone() {
    let phone = Device.custom(
      name: "Classic", width: 375, height: 667, scale: 2,
      portraitSafeArea: insets(20, 0, 0, 0), landscapeSafeArea: nil, statusBar: 20,
      homeIndicator: false, cornerRadius: 0)
    #expect(phone.housing.kind == .none)
    #expect(phone.canShowStatusBar(.landscapeLeft))
    #expect(
      same(
        phone.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: false, ios: 15).value,
        .zero))
    #expect(
      same(
        phone.windowSafeAreaInsets(orientation: .landscapeLeft, statusBarVisible: false, ios: 15)
          .value, .zero))
    #expect(
      same(
        phone.windowSafeAreaInsets(orientation: .landscapeLeft, statusBarVisible: true, ios: 15)
          .value, insets(20, 0, 0, 0)))
  }

  @Test("a top inset above the status bar means a housing even without a home indicator")
  func housingFromTopInset() {
    let phone = Device.custom(
      name: "Odd", width: 360, height: 780, scale: 3,
      portraitSafeArea: insets(40, 0, 0, 0), landscapeSafeArea: insets(0, 40, 0, 40), statusBar: 30,
      homeIndicator: false, cornerRadius: 20)
    #expect(phone.housing.kind == .notch)
    #expect(!phone.canShowStatusBar(.landscapeLeft))
    let landscape = phone.windowSafeAreaInsets(
      orientation: .landscapeLeft, statusBarVisible: false, ios: 18)
    #expect(same(landscape.value, insets(0, 40, 0, 40)))
    #expect(landscape.provenance == .measured("custom device"))
  }

  @Test(
    "any size works", arguments: [(CGFloat(100), CGFloat(200)), (320, 480), (1000, 2000), (0, 0)])
  func anySize(width: CGFloat, height: CGFloat) {
    let phone = Device.custom(
      name: "Size \(width)", width: width, height: height, scale: 1,
      portraitSafeArea: insets(10, 0, 5, 0), landscapeSafeArea: nil, statusBar: nil,
      homeIndicator: true, cornerRadius: 0)
    #expect(same(phone.screenSize(.landscapeLeft).width, height))
    for env in EnvironmentCase.all {
      _ = phone.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios)
      _ = phone.navigationBarTop(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios)
      _ = phone.barMetrics(orientation: env.orientation, ios: env.ios)
    }
    #expect(phone.sizeClasses(.landscapeLeft).horizontal == (width >= 414 ? .regular : .compact))
  }
}
