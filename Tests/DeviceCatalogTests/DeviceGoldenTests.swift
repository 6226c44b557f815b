import DeviceCatalog
import Foundation
import Testing

/// Spot checks against printed evidence: `spec/golden.tsv` row ids, `devices.md` sources.
@Suite("Device geometry: printed evidence")
struct DeviceGoldenTests {
  func window(
    _ name: String, _ orientation: Orientation = .portrait, statusBar: Bool = true, ios: Int
  ) throws -> EdgeInsets {
    try device(name).windowSafeAreaInsets(
      orientation: orientation, statusBarVisible: statusBar, ios: ios
    ).value
  }

  @Test("W01/W02: iPhone 8 {20,0,0,0} and iPhone X {44,0,34,0} on iOS 11")
  func w02() throws {
    #expect(same(try window("iPhone 8", ios: 11), insets(20, 0, 0, 0)))
    #expect(same(try window("iPhone X", ios: 11), insets(44, 0, 34, 0)))
  }

  @Test("W03/W16: Dynamic-Island phones with a 59 top: {59,0,34,0}")
  func w03() throws {
    for name in ["iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Pro", "iPhone 16"] {
      #expect(same(try window(name, ios: 17), insets(59, 0, 34, 0)), "\(name)")
    }
    #expect(same(try window("iPhone 15", ios: 26).top, 59))
  }

  @Test("W05/W07: iPhone X landscape 44 each side; safe rect 724 x 354")
  func w05w07() throws {
    let phone = try device("iPhone X")
    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      let value = try window("iPhone X", orientation, ios: 11)
      #expect(same(value, insets(0, 44, 21, 44)))
      let rect = CGRect(origin: .zero, size: phone.screenSize(orientation)).inset(by: value)
      #expect(same(rect.width, 724) && same(rect.height, 354))
    }
  }

  @Test("W06/W08: portrait safe rects 375 x 734 (X) and 414 x 818 (XR, XS Max)")
  func w06w08() throws {
    let cases: [(String, Int, CGFloat, CGFloat)] = [
      ("iPhone X", 11, 375, 734), ("iPhone XR", 12, 414, 818), ("iPhone XS Max", 12, 414, 818),
    ]
    for (name, ios, width, height) in cases {
      let phone = try device(name)
      let rect = CGRect(origin: .zero, size: phone.screenSize(.portrait))
        .inset(by: try window(name, ios: ios))
      #expect(same(rect.width, width) && same(rect.height, height), "\(name)")
    }
  }

  @Test("W10: iPhone 8 landscape: status bar hidden by default, insets 0, nav bar 32 at y 0")
  func w10() throws {
    let phone = try device("iPhone 8")
    #expect(same(try window("iPhone 8", .landscapeLeft, statusBar: false, ios: 11), .zero))
    #expect(
      same(phone.barMetrics(orientation: .landscapeLeft, ios: 11).navigationBarHeight.value, 32))
    #expect(
      same(
        phone.navigationBarTop(orientation: .landscapeLeft, statusBarVisible: false, ios: 11).value,
        0))
    // R1.4a: a controller that keeps the status bar in landscape gets top 20.
    #expect(
      same(try window("iPhone 8", .landscapeLeft, statusBar: true, ios: 11), insets(20, 0, 0, 0)))
  }

  @Test("W11: iPhone X cannot show the status bar in landscape")
  func w11() throws {
    #expect(try device("iPhone X").canShowStatusBar(.landscapeLeft) == false)
    #expect(same(try window("iPhone X", .landscapeRight, statusBar: true, ios: 11).top, 0))
  }

  @Test("W12/W13: the status bar hidden: X keeps 44, iPhone 8 drops to 0")
  func w12w13() throws {
    #expect(same(try window("iPhone X", statusBar: false, ios: 11).top, 44))
    #expect(same(try window("iPhone 8", statusBar: false, ios: 11).top, 0))
  }

  @Test("W18 / GKN#41: the nav bar of a Dynamic-Island phone starts at 53.667 (overlap 5.333)")
  func w18() throws {
    for name in ["iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15"] {
      let phone = try device(name)
      let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 17)
        .value
      #expect(same(top, 54 - 1.0 / 3), "\(name)")
      #expect(same(59 - top, 16.0 / 3), "\(name)")
      #expect(
        same(
          top + phone.barMetrics(orientation: .portrait, ios: 17).navigationBarHeight.value,
          97 + 2.0 / 3))
    }
    // QMUI navigationBarMaxYConstant: 100.333 on the 16 Pro / Pro Max.
    for name in ["iPhone 16 Pro", "iPhone 16 Pro Max"] {
      let phone = try device(name)
      let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 18)
        .value
      #expect(same(top + 44, 100 + 1.0 / 3), "\(name)")
    }
  }

  @Test(
    "R10.6, R17.1: iPhone 17 Pro, iOS 26.0 (printed): the nav bar at its 62-pt top inset, 54 tall")
  func ios26NavigationBar() throws {
    let phone = try device("iPhone 17 Pro")
    let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 26)
    #expect(same(top.value, 62))
    #expect(top.provenance == .derived("R17.1"))
    #expect(same(phone.barMetrics(orientation: .portrait, ios: 26).navigationBarHeight.value, 54))
  }

  @Test("N03/N17: iPhone X: status bar 44 + nav 44 = 88; large title bottom at 140")
  func n17() throws {
    let phone = try device("iPhone X")
    let bars = phone.barMetrics(orientation: .portrait, ios: 11)
    let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 11).value
    #expect(same(top + bars.navigationBarHeight.value, 88))
    #expect(same(top + bars.navigationBarHeight.value + bars.largeTitleExtraHeight.value, 140))
  }

  @Test("N18/N19/N20/N21: iPad bars on iOS 11 (44, large 96) and 12 (50, large 102)")
  func n18n20() throws {
    let pad = try device("iPad Pro 10.5-inch")
    let ios11 = pad.barMetrics(orientation: .portrait, ios: 11)
    #expect(same(ios11.navigationBarHeight.value, 44) && same(ios11.toolbarHeight.value, 44))
    #expect(same(ios11.navigationBarHeight.value + ios11.largeTitleExtraHeight.value, 96))
    #expect(same(pad.statusBarHeight(ios: 11).value + ios11.navigationBarHeight.value, 64))
    let ios12 = pad.barMetrics(orientation: .landscapeLeft, ios: 12)
    #expect(same(ios12.navigationBarHeight.value, 50) && same(ios12.toolbarHeight.value, 50))
    #expect(same(pad.statusBarHeight(ios: 12).value + ios12.navigationBarHeight.value, 70))
    #expect(same(ios12.navigationBarHeight.value + ios12.largeTitleExtraHeight.value, 102))
  }

  @Test("N23/N24: iPad tab bar 49 → 50 on iOS 12; iPhone tab bar 49 / 32")
  func n23n24() throws {
    let pad = try device("iPad Air 2")
    #expect(same(pad.barMetrics(orientation: .portrait, ios: 11).tabBarHeight.value, 49))
    #expect(same(pad.barMetrics(orientation: .portrait, ios: 12).tabBarHeight.value, 50))
    let phone = try device("iPhone 8")
    #expect(same(phone.barMetrics(orientation: .portrait, ios: 12).tabBarHeight.value, 49))
    #expect(same(phone.barMetrics(orientation: .landscapeLeft, ios: 12).tabBarHeight.value, 32))
    #expect(
      same(phone.barMetrics(orientation: .landscapeLeft, ios: 12).largeTitleExtraHeight.value, 0))
  }

  @Test("R3.7: tab bar 49 + home indicator 34 = 83 on the X")
  func r37() throws {
    let phone = try device("iPhone X")
    let total =
      phone.barMetrics(orientation: .portrait, ios: 11).tabBarHeight.value
      + (try window("iPhone X", ios: 11).bottom)
    #expect(same(total, 83))
  }

  @Test("QMUI#633 / R1.8a: XS Max landscape tab bar 70 = 49 + 21, toolbar 65 = 44 + 21")
  func xsMaxLandscape() throws {
    let phone = try device("iPhone XS Max")
    let bars = phone.barMetrics(orientation: .landscapeLeft, ios: 12)
    let bottom = try window("iPhone XS Max", .landscapeLeft, ios: 12).bottom
    #expect(same(bars.tabBarHeight.value + bottom, 70))
    #expect(same(bars.toolbarHeight.value + bottom, 65))
    #expect(same(bars.navigationBarHeight.value, 44))
  }

  @Test("QMUI#1198: iPhone 12 / 12 Pro landscape nav bar 32")
  func qmui1198() throws {
    for name in ["iPhone 12", "iPhone 12 Pro"] {
      let bars = try device(name).barMetrics(orientation: .landscapeRight, ios: 14)
      #expect(same(bars.navigationBarHeight.value, 32), "\(name)")
    }
  }

  @Test("QMUI#1326: 12 mini: iOS 14 status bar 44, top 50, nav y 50; iOS 15 status bar 50; maxY 94")
  func qmui1326() throws {
    let phone = try device("iPhone 12 mini")
    #expect(same(phone.statusBarHeight(ios: 14).value, 44))
    #expect(same(phone.statusBarHeight(ios: 15).value, 50))
    for ios in [14, 15] {
      #expect(same(try window("iPhone 12 mini", ios: ios).top, 50))
      let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: ios)
        .value
      #expect(same(top, 50))
      #expect(
        same(top + phone.barMetrics(orientation: .portrait, ios: ios).navigationBarHeight.value, 94)
      )
    }
  }

  @Test("GKNVC#47: XR and 11 top 44 before iOS 14, 48 from iOS 14 (portrait and landscape)")
  func xr44to48() throws {
    for name in ["iPhone XR", "iPhone 11"] {
      let phone = try device(name)
      #expect(same(try window(name, ios: 13), insets(44, 0, 34, 0)), "\(name)")
      #expect(same(try window(name, ios: 14), insets(48, 0, 34, 0)), "\(name)")
      #expect(same(try window(name, .landscapeLeft, ios: 13), insets(0, 44, 21, 44)), "\(name)")
      #expect(same(try window(name, .landscapeLeft, ios: 14), insets(0, 48, 21, 48)), "\(name)")
      #expect(same(phone.statusBarHeight(ios: 13).value, 44))
      #expect(same(phone.statusBarHeight(ios: 14).value, 48))
    }
  }

  @Test("R1.2a: landscape bottom 21 up to iOS 18, 20 on iOS 26, left = right = portrait top")
  func landscapeBottom() throws {
    // A device with a vertical bar column (the iPhone Duo) is not symmetric: its measured
    // landscape is checked against the readings in `iPhoneDuo()`.
    for phone in DeviceCatalog.devices
    where phone.idiom == .phone && phone.hasHomeIndicator && phone.verticalBar == nil {
      for ios in IOSBehaviour.modelled {
        let landscape = phone.windowSafeAreaInsets(
          orientation: .landscapeLeft, statusBarVisible: false, ios: ios
        ).value
        let portrait = phone.windowSafeAreaInsets(
          orientation: .portrait, statusBarVisible: true, ios: ios
        ).value
        #expect(same(landscape.bottom, ios >= 26 ? 20 : 21), "\(phone.name) iOS \(ios)")
        #expect(same(landscape.left, portrait.top), "\(phone.name) iOS \(ios)")
        #expect(same(landscape.top, 0))
      }
    }
    // The 26.5 probe (DP, FW) for the 16 family is measured.
    let sixteen = try device("iPhone 16").windowSafeAreaInsets(
      orientation: .landscapeLeft, statusBarVisible: false, ios: 26)
    #expect(same(sixteen.value, insets(0, 59, 20, 59)))
    #expect(sixteen.provenance == .measured("DP; FW"))
  }

  @Test(
    "iPhone Duo: the simulator readings (DUO-SIM, DUO-FLUTTER, DUO-FORUM, DUO-STREAM, DUO-PROBE, DUO-TABS, DUO-SOMNIO), each pose as measured"
  )
  func iPhoneDuo() throws {
    let inner = try device("iPhone Duo (inner display)")
    let outer = try device("iPhone Duo (outer display)")
    let outerReadings = "DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-STREAM; DUO-PROBE"
    let innerReadings = "DUO-SIM; DUO-FLUTTER; DUO-FORUM; DUO-TABS; DUO-PROBE; DUO-SOMNIO"
    // Outer: 466 × 678 @3x, portrait {0, 0, 34, 84}; the column on the right, 84 wide.
    #expect(same(outer.portraitSize.width, 466) && same(outer.portraitSize.height, 678))
    #expect(same(outer.scale, 3) && outer.describedOrientations == [.portrait, .landscape])
    // Inner: 951 × 669 in landscape, {0, 0, 34, 84} in both landscape directions.
    #expect(same(inner.screenSize(.landscapeLeft).width, 951))
    #expect(same(inner.screenSize(.landscapeLeft).height, 669))
    #expect(same(inner.scale, 3) && inner.describedOrientations == [.portrait, .landscape])
    for ios in [26, 27] {
      let portrait = outer.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: true, ios: ios)
      #expect(same(portrait.value, insets(0, 0, 34, 84)))
      #expect(portrait.provenance == .measured(outerReadings), "read on iOS 27.1: not R19.4")
      for orientation in [Orientation.landscapeLeft, .landscapeRight] {
        let landscape = inner.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: false, ios: ios)
        #expect(same(landscape.value, insets(0, 0, 34, 84)))
        #expect(landscape.provenance == .measured(innerReadings))
      }
      // Outer landscape (DUO-PROBE: closed landscape-left t0 l0 b34 r84, landscape-right
      // t0 l84 b34 r0; DUO-TABS: "left and right 84-point scene insets").
      let left = outer.windowSafeAreaInsets(
        orientation: .landscapeLeft, statusBarVisible: false, ios: ios)
      let right = outer.windowSafeAreaInsets(
        orientation: .landscapeRight, statusBarVisible: false, ios: ios)
      #expect(same(left.value, insets(0, 0, 34, 84)) && left.provenance == .measured(outerReadings))
      #expect(same(right.value, insets(0, 84, 34, 0)))
      // The inner display's portrait: DUO-PROBE's "Open, portrait | 669x951 | t82 l0 b34 r0"
      // and DUO-SOMNIO's "Open, portrait | 669 × 951 | top 82, bottom 34" (two bare readings;
      // DUO-NOTES' 84 is notes). With the status bar hidden the same (R1.3a, derived).
      let innerPortrait = inner.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: true, ios: ios)
      #expect(innerPortrait.provenance == .measured(innerReadings))
      #expect(same(innerPortrait.value, insets(82, 0, 34, 0)))
      let innerHidden = inner.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: false, ios: ios)
      #expect(same(innerHidden.value, insets(82, 0, 34, 0)))
      #expect(innerHidden.provenance == .derived("R1.3; R1.3a"))
    }
    #expect(
      outer.verticalBar
        == VerticalBarColumn(
          edge: .right, width: 84, orientations: [.portrait, .landscape], widthWithTabBar: 84,
          landscapeRightEdge: .left))
    #expect(outer.verticalBar?.edge(in: .landscapeRight) == .left)
    #expect(outer.verticalBar?.edge(in: .landscapeLeft) == .right)
    #expect(
      inner.verticalBar == VerticalBarColumn(edge: .right, width: 84, orientations: [.landscape]))
    // With a tab bar the outer column stays 84 (DUO-STREAM §10: the pill at x 393–442 inside the
    // 382–466 column); no reading has bars in the inner column or a navigation bar in either.
    #expect(outer.verticalBar?.tabBarWidth.map { same($0, 84) } == true)
    #expect(outer.verticalBar?.widthWithBars == nil && inner.verticalBar?.widthWithBars == nil)
    #expect(inner.verticalBar?.tabBarWidth == nil)
    #expect(outer.sizeClasses(.landscapeLeft) == (.compact, .compact))
    #expect(inner.undescribedPoseNote(.portrait) == nil)
    #expect(outer.undescribedPoseNote(.landscapeRight) == nil)
    // The camera hole (outer) and the fold, a line at the inner display's middle (x 475.5 in
    // landscape).
    #expect(
      outer.reservedRegions == [
        ReservedRegion(
          kind: .occlusion, frame: CGRect(x: 399.667, y: 29.333, width: 37, height: 37))
      ])
    #expect(
      inner.reservedRegions == [
        ReservedRegion(kind: .division, frame: CGRect(x: 0, y: 475.5, width: 669, height: 0))
      ])
    let fold = inner.rotate(portrait: inner.reservedRegions[0].frame, to: .landscapeLeft)
    #expect(same(fold.minX, 475.5) && same(fold.width, 0) && same(fold.height, 669))
    // Size classes: outer portrait compact/regular, inner landscape regular/regular (DUO-SIM).
    #expect(outer.sizeClasses(.portrait) == (.compact, .regular))
    #expect(inner.sizeClasses(.landscapeLeft) == (.regular, .regular))
    // Corners: 55 on the inner display; the outer's 8 and 59 give one radius, the smaller.
    #expect(
      same(inner.cornerRadius.value, 55) && inner.cornerRadius.provenance == .measured("DUO-SIM"))
    #expect(same(outer.cornerRadius.value, 8) && outer.cornerRadius.provenance.isDerived)
    // Shipped with iOS 27.1: its layouts default to iOS 27.
    #expect(IOSBehaviour.newest(for: inner) == 27 && IOSBehaviour.newest(for: outer) == 27)
  }

  @Test("iPhone Air: top 68 (DP probe, devices.md §6 #12); 16 Pro Max top 62 (§6 #13)")
  func airAndProMax() throws {
    #expect(same(try window("iPhone Air", ios: 26), insets(68, 0, 34, 0)))
    #expect(same(try window("iPhone 16 Pro Max", ios: 18), insets(62, 0, 34, 0)))
  }

  @Test("R1.7a: Face-ID iPads 24/0/20/0 in both orientations up to iOS 18, 32/0/25/0 on iOS 26")
  func faceIDPads() throws {
    for pad in DeviceCatalog.devices where pad.idiom == .pad && pad.hasHomeIndicator {
      for orientation in Orientation.allCases {
        let ios18 = pad.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: true, ios: 18)
        let ios26 = pad.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: true, ios: 26)
        #expect(same(ios18.value, insets(24, 0, 20, 0)), "\(pad.name)")
        #expect(same(ios26.value, insets(32, 0, 25, 0)), "\(pad.name)")
      }
      #expect(same(pad.statusBarHeight(ios: 18).value, 24))
      // QMUI#633: tab bar and toolbar 45 + 20 = 65.
      let bars = pad.barMetrics(orientation: .landscapeLeft, ios: 18)
      #expect(same(bars.tabBarHeight.value + 20, 65) && same(bars.toolbarHeight.value + 20, 65))
    }
    let probed = try device("iPad Pro 11-inch (M4)")
    #expect(
      probed.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: true, ios: 26)
        .provenance == .measured("DP"))
  }

  @Test("R1.7: home-button iPads 20/0/0/0 in both orientations")
  func homeButtonPads() throws {
    for pad in DeviceCatalog.devices where pad.idiom == .pad && !pad.hasHomeIndicator {
      for orientation in Orientation.allCases {
        for ios in IOSBehaviour.modelled {
          let value = pad.windowSafeAreaInsets(
            orientation: orientation, statusBarVisible: true, ios: ios
          ).value
          #expect(same(value, insets(20, 0, 0, 0)), "\(pad.name)")
        }
      }
    }
  }

  @Test("landscape size classes: Apple's table")
  func sizeClasses() throws {
    let regular = [
      "iPhone 6 Plus", "iPhone 8 Plus", "iPhone XR", "iPhone XS Max", "iPhone 11",
      "iPhone 11 Pro Max",
      "iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus", "iPhone 14 Pro Max",
      "iPhone 15 Plus",
      "iPhone 15 Pro Max", "iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPhone Air",
    ]
    let compact = [
      "iPhone 5s", "iPhone 8", "iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini",
      "iPhone 12",
      "iPhone 13", "iPhone 14", "iPhone 14 Pro", "iPhone 15", "iPhone 16 Pro", "iPhone 17",
      "iPhone 17e",
    ]
    for name in regular {
      #expect(try device(name).sizeClasses(.landscapeLeft) == (.regular, .compact), "\(name)")
    }
    for name in compact {
      #expect(try device(name).sizeClasses(.landscapeLeft) == (.compact, .compact), "\(name)")
    }
  }

  @Test("housing geometry: Dynamic Island 126 x 37.33 at y 11 centred (DIU); 14/16e/17e notch")
  func housing() throws {
    let island = try #require(try device("iPhone 14 Pro").housing.rect?.value)
    #expect(same(island.width, 126) && same(island.height, 112.0 / 3) && same(island.minY, 11))
    #expect(same(island.midX, 393.0 / 2))
    for name in ["iPhone 14", "iPhone 16e", "iPhone 17e"] {
      let phone = try device(name)
      #expect(phone.housing.kind == .notch)
      let notch = try #require(phone.housing.rect?.value)
      #expect(same(notch.minX, 114.1) && same(notch.maxX, 275.9) && same(notch.height, 101.0 / 3))
    }
    #expect(try device("iPhone 16 Pro").housing.rect?.value.width == 125)
    #expect(try device("iPhone 15").housing.rect == nil)
    #expect(try device("iPhone 8").housing == .none)
  }

  @Test("12 mini is 375 x 812 points (devices.md §6 #4)")
  func miniSize() throws {
    let size = try device("iPhone 12 mini").screenSize(.portrait)
    #expect(same(size.width, 375) && same(size.height, 812))
  }
}
