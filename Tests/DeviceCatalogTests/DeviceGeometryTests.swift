import DeviceCatalog
import Foundation
import Testing

@Suite("Device geometry: invariants over every device and environment")
struct DeviceGeometryInvariantTests {
  static let deviceIDs = DeviceCatalog.devices.map(\.id)

  @Test("window insets lie inside the screen and are not negative", arguments: deviceIDs)
  func insetsInsideScreen(id: String) throws {
    let device = try device(id)
    for env in EnvironmentCase.all where device.describes(env.orientation) {
      let insets = device.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios
      ).value
      let size = device.screenSize(env.orientation)
      #expect(RectEdge.allCases.allSatisfy { insets[$0] >= 0 }, "\(env.testDescription)")
      #expect(insets.left + insets.right < size.width, "\(env.testDescription)")
      #expect(insets.top + insets.bottom < size.height, "\(env.testDescription)")
    }
  }

  @Test(
    "landscape left equals right; phones have no portrait left or right inset; a vertical bar column insets its edge by its width and the other side not at all (R20.2)",
    arguments: deviceIDs
  )
  func symmetry(id: String) throws {
    let device = try device(id)
    for env in EnvironmentCase.all where device.describes(env.orientation) {
      let insets = device.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios
      ).value
      if let column = device.verticalBar, column.isPresent(in: env.orientation) {
        // The column's edge in this orientation (the outer Duo display's moves to the left in
        // landscape-right, DUO-PROBE).
        let (edge, other) =
          column.edge(in: env.orientation) == .right
          ? (insets.right, insets.left) : (insets.left, insets.right)
        #expect(same(edge, column.width) && same(other, 0), "\(env.testDescription)")
        #expect(same(insets.top, 0), "\(env.testDescription)")
      } else if env.orientation.isLandscape {
        #expect(same(insets.left, insets.right), "\(env.testDescription)")
        if device.idiom == .phone {
          #expect(same(insets.top, 0) || device.canShowStatusBar(env.orientation))
        }
      } else if device.idiom == .phone {
        #expect(same(insets.left, 0) && same(insets.right, 0), "\(env.testDescription)")
      }
    }
  }

  @Test("a home indicator exactly when the portrait bottom inset is above 0", arguments: deviceIDs)
  func homeIndicator(id: String) throws {
    let device = try device(id)
    for ios in IOSBehaviour.modelled where device.describes(.portrait) {
      for visible in [true, false] {
        let bottom = device.windowSafeAreaInsets(
          orientation: .portrait, statusBarVisible: visible, ios: ios
        ).value.bottom
        #expect((bottom > 0) == device.hasHomeIndicator, "iOS \(ios)")
      }
    }
  }

  @Test(
    "hiding the status bar: housing phones keep their top, home-button phones drop to 0, iPads lose the status bar",
    arguments: deviceIDs)
  func hiddenStatusBar(id: String) throws {
    let device = try device(id)
    for ios in IOSBehaviour.modelled where device.describes(.portrait) {
      let shown = device.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: true, ios: ios)
      let hidden = device.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: false, ios: ios)
      switch (device.idiom, device.housing.kind) {
      case (.phone, .none) where !device.hasHomeIndicator:
        #expect(same(hidden.value, .zero), "R1.3, iOS \(ios)")
      case (.phone, _):
        #expect(same(hidden.value, shown.value), "R1.3, R1.3a, iOS \(ios)")
        #expect(hidden.provenance.isDerived)
      case (.pad, _):
        #expect(same(hidden.value.top, 0), "iOS \(ios)")
        #expect(same(hidden.value.bottom, shown.value.bottom), "iOS \(ios)")
      }
      let bar = device.statusBarHeight(ios: ios).value
      if device.verticalBar?.isPresent(in: .portrait) == true {
        // R20.2: the status bar is in the column; no band across the top.
        #expect(same(bar, 0) && same(shown.value.top, 0), "iOS \(ios)")
      } else {
        #expect(bar > 0 && bar <= shown.value.top + PointFormat.epsilon, "iOS \(ios)")
      }
    }
  }

  @Test("only Face-ID iPhones cannot show the status bar in landscape", arguments: deviceIDs)
  func landscapeStatusBar(id: String) throws {
    let device = try device(id)
    #expect(device.canShowStatusBar(.portrait))
    #expect(device.canShowStatusBar(.portraitUpsideDown))
    let faceIDPhone = device.idiom == .phone && device.hasHomeIndicator
    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      #expect(device.canShowStatusBar(orientation) == !faceIDPhone)
      for ios in IOSBehaviour.modelled {
        let table = device.windowInsets.value(ios: ios)
        #expect((table.landscapeStatusBarShown == nil) == faceIDPhone)
        let shown = device.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: true, ios: ios)
        let hidden = device.windowSafeAreaInsets(
          orientation: orientation, statusBarVisible: false, ios: ios)
        if faceIDPhone {
          #expect(shown == hidden)
          #expect(same(hidden.value.top, 0))
        } else {
          #expect(same(shown.value.top, device.statusBarHeight(ios: ios).value), "R1.4a, R1.7a")
        }
      }
    }
  }

  @Test(
    "iOS 10 answers with the iOS 11 geometry; upside-down answers as portrait", arguments: deviceIDs
  )
  func conventions(id: String) throws {
    let device = try device(id)
    for visible in [true, false] {
      for orientation in Orientation.allCases {
        #expect(
          device.windowSafeAreaInsets(orientation: orientation, statusBarVisible: visible, ios: 10)
            == device.windowSafeAreaInsets(
              orientation: orientation, statusBarVisible: visible, ios: 11))
      }
      for ios in IOSBehaviour.modelled {
        #expect(
          device.windowSafeAreaInsets(
            orientation: .portraitUpsideDown, statusBarVisible: visible, ios: ios)
            == device.windowSafeAreaInsets(
              orientation: .portrait, statusBarVisible: visible, ios: ios))
      }
    }
    #expect(
      device.barMetrics(orientation: .portrait, ios: 10)
        == device.barMetrics(orientation: .portrait, ios: 11))
  }

  @Test("screen sizes and size classes", arguments: deviceIDs)
  func sizes(id: String) throws {
    let device = try device(id)
    let portrait = device.screenSize(.portrait)
    let landscape = device.screenSize(.landscapeRight)
    #expect(same(portrait.width, landscape.height) && same(portrait.height, landscape.width))
    #expect(portrait.width < portrait.height)
    let portraitClasses = device.sizeClasses(.portrait)
    let landscapeClasses = device.sizeClasses(.landscapeLeft)
    switch device.idiom {
    case .phone:
      #expect(portraitClasses == (.compact, .regular))
      // Compact height in landscape, unless a source measured otherwise (the iPhone Duo's
      // inner display: regular/regular, DUO-SIM).
      #expect(
        landscapeClasses.vertical == device.landscapeVerticalSizeClass?.value ?? .compact)
      #expect(
        device.landscapeVerticalSizeClass.map { $0.provenance == .measured("DUO-SIM") } ?? true)
      // The width rule, unless a source measured the class (the iPhone Duo's outer display:
      // compact/compact, DUO-SIM).
      if device.landscapeHorizontalSizeClass.provenance == .measured("DUO-SIM") {
        #expect(device.display != nil)
      } else {
        #expect(landscapeClasses.horizontal == (portrait.width >= 414 ? .regular : .compact))
      }
    case .pad:
      #expect(portraitClasses == (.regular, .regular) && landscapeClasses == (.regular, .regular))
    }
  }

  @Test(
    "every value names its source: measured cites source keys, derived names a rule",
    arguments: deviceIDs)
  func provenance(id: String) throws {
    let device = try device(id)
    var provenances: [Provenance] = [
      device.cornerRadius.provenance, device.landscapeHorizontalSizeClass.provenance,
    ]
    provenances += device.statusBarHeight.entries.map(\.value.provenance)
    provenances += device.navigationBarTop.entries.compactMap { $0.value?.provenance }
    for entry in device.windowInsets.entries {
      let table = entry.value
      provenances += [
        table.portrait.provenance, table.portraitStatusBarHidden.provenance,
        table.landscape.provenance,
      ]
      if let shown = table.landscapeStatusBarShown { provenances.append(shown.provenance) }
    }
    if let rect = device.housing.rect { provenances.append(rect.provenance) }
    for provenance in provenances {
      #expect(citesSource(provenance), "\(provenance)")
    }
    for env in EnvironmentCase.all {
      let metrics = device.barMetrics(orientation: env.orientation, ios: env.ios)
      for value in [
        metrics.navigationBarHeight, metrics.largeTitleExtraHeight, metrics.tabBarHeight,
        metrics.toolbarHeight,
      ] {
        #expect(citesSource(value.provenance), "\(value.provenance)")
      }
      let top = device.navigationBarTop(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios)
      #expect(citesSource(top.provenance))
    }
  }

  @Test("values the CSV leaves blank are derived", arguments: deviceIDs)
  func blanksAreDerived(id: String) throws {
    let device = try device(id)
    if device.idiom == .phone, device.hasHomeIndicator {
      // safe_portrait_statusbar_hidden is blank for every housing phone (unmeasured where the
      // portrait is: the iPhone Duo's inner display).
      #expect(
        device.windowInsets.entries.allSatisfy {
          device.describes(.portrait)
            ? $0.value.portraitStatusBarHidden.provenance.isDerived
            : $0.value.portraitStatusBarHidden.provenance.isUnmeasured
        })
    }
    // An unmeasured pose is exactly an undescribed one (Data/devices.csv: unmeasured).
    for entry in device.windowInsets.entries {
      #expect(entry.value.portrait.provenance.isUnmeasured == !device.describes(.portrait))
      #expect(entry.value.landscape.provenance.isUnmeasured == !device.describes(.landscapeLeft))
    }
    if device.idiom == .pad {
      // No source gives an iPad's insets with the status bar hidden.
      #expect(
        device.windowInsets.entries.allSatisfy {
          $0.value.portraitStatusBarHidden.provenance.isDerived
        })
    }
    if [
      "iPhone 16e", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 17e",
    ].contains(device.name) {
      #expect(device.statusBarHeight.entries.allSatisfy { $0.value.provenance.isDerived })
    }
    if ["iPhone 15", "iPhone 15 Plus"].contains(device.name) {
      #expect(device.windowInsets.entries.allSatisfy { $0.value.landscape.provenance.isDerived })
    }
  }

  // R1.6; from iOS 26 (R17.1) at max(inset, 10 | 24).
  @Test("the navigation bar starts at or above the window's top inset", arguments: deviceIDs)
  func navigationBarPosition(id: String) throws {
    let device = try device(id)
    for env in EnvironmentCase.all {
      let top = device.navigationBarTop(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios
      ).value
      let inset = device.windowSafeAreaInsets(
        orientation: env.orientation, statusBarVisible: env.statusBarVisible, ios: env.ios
      ).value.top
      if env.ios >= 26 {
        let minimum: CGFloat = device.sizeClasses(env.orientation).vertical == .compact ? 24 : 10
        #expect(PointFormat.nearlyEqual(top, max(inset, minimum)), "\(env.testDescription)")
        continue
      }
      #expect(top >= 0 && top <= inset + PointFormat.epsilon, "\(env.testDescription)")
      if !env.orientation.isLandscape, env.statusBarVisible {
        #expect(top >= device.statusBarHeight(ios: env.ios).value - 1, "\(env.testDescription)")
      }
    }
  }
}
