import DeviceCatalog
import Foundation
import Testing

/// Windows smaller than the screen (R18.1, R19.1), over every catalog device, orientation,
/// status-bar state and a sweep of window sizes and positions, and the split sizes SST prints.
@Suite("Window geometry: invariants over every window size")
struct WindowGeometryTests {
  /// Window frames on a screen: every named size that exists there, then a grid of sizes at the
  /// four corners and in the middle.
  static func frames(_ device: Device, _ orientation: Orientation, ios: Int) -> [CGRect] {
    var result: [CGRect] = []
    for size in [WindowSize.full, .half, .third, .twoThirds, .slideOver] {
      if case .success(let frame) = size.frame(device: device, orientation: orientation, ios: ios) {
        result.append(frame)
      }
    }
    let screen = device.screenSize(orientation)
    for fraction in [0.25, 0.5, 0.75, 1.0] {
      let width = (screen.width * fraction).rounded()
      for heightFraction in [0.3, 0.6, 1.0] {
        let height = (screen.height * heightFraction).rounded()
        for (x, y) in [
          (0, 0), (screen.width - width, 0), (0, screen.height - height),
          (screen.width - width, screen.height - height),
          (((screen.width - width) / 2).rounded(), ((screen.height - height) / 2).rounded()),
        ] {
          result.append(CGRect(x: x, y: y, width: width, height: height))
        }
      }
    }
    return result
  }

  static let versions = [12, 18, 26, 27]

  @Test(
    "a window's insets never exceed the screen's on the same edge (window chrome adds 0, R18.3)",
    arguments: DeviceCatalog.devices.map(\.id))
  func insetsWithinScreen(id: String) throws {
    let device = try device(id)
    for orientation in [Orientation.portrait, .landscapeLeft] where device.describes(orientation) {
      for ios in Self.versions where device.idiom == .pad || ios >= 27 {
        for visible in [true, false] {
          let screen = device.windowSafeAreaInsets(
            orientation: orientation, statusBarVisible: visible, ios: ios
          ).value
          for frame in Self.frames(device, orientation, ios: ios) {
            let environment = Environment(
              device: device, orientation: orientation, ios: ios, window: frame,
              windowControls: device.idiom == .pad && ios >= 26)
            #expect(environment.windowProblem() == nil, "\(environment)")
            let insets = environment.windowSafeAreaInsets(statusBarVisible: visible).value
            for edge in RectEdge.allCases {
              #expect(insets[edge] >= 0, "\(environment) \(edge)")
              #expect(insets[edge] <= screen[edge] + PointFormat.epsilon, "\(environment) \(edge)")
            }
            // The window's safe area lies inside the window.
            #expect(insets.left + insets.right < frame.width, "\(environment)")
            #expect(insets.top + insets.bottom < frame.height, "\(environment)")
            // A window that touches a screen edge keeps that edge's inset in full.
            if same(frame.minY, 0) { #expect(same(insets.top, screen.top), "\(environment)") }
            if same(frame.maxY, device.screenSize(orientation).height) {
              #expect(same(insets.bottom, screen.bottom), "\(environment)")
            }
          }
        }
      }
    }
  }

  @Test(
    "the whole screen as a window is the device's own geometry",
    arguments: DeviceCatalog.devices.map(\.id))
  func fullScreenWindow(id: String) throws {
    let device = try device(id)
    for orientation in Orientation.allCases {
      let ios = IOSBehaviour.newest(for: device)
      let plain = Environment(device: device, orientation: orientation, ios: ios)
      var windowed = plain
      windowed.window = plain.screenBounds
      #expect(windowed.windowedFrame == nil)
      #expect(windowed.sizeClasses == plain.sizeClasses)
      #expect(LayoutInputs(windowed) == LayoutInputs(plain))
    }
  }

  @Test("R18.1: SST's split sizes: every listed iPad screen, size classes as the iOS 9.2 list")
  func splitSizes() throws {
    // iOS 9.2 list (gist sgl0v): 694 and 678 regular; 320, 375, 438, 507, 639 compact.
    let regular: Set<CGFloat> = [694, 678]
    let compact: Set<CGFloat> = [320, 375, 438, 507, 639]
    var matched = 0
    for device in DeviceCatalog.devices where device.idiom == .pad {
      guard let sizes = SplitViewSizes.sizes(screen: device.portraitSize) else { continue }
      matched += 1
      for (orientation, columns) in [
        (Orientation.landscapeLeft, sizes.landscape), (.portrait, sizes.portrait),
      ] {
        let screen = device.screenSize(orientation)
        // The columns and the 10-pt divider fill the screen (derived check of the printed widths).
        #expect(same(columns.third + columns.twoThirds + 10, screen.width), "\(device.name)")
        if let half = columns.half { #expect(same(half * 2 + 10, screen.width), "\(device.name)") }
        for (size, width) in [(WindowSize.third, columns.third), (.twoThirds, columns.twoThirds)] {
          let frame = try size.frame(device: device, orientation: orientation, ios: 18).get()
          #expect(same(frame.width, width) && same(frame.height, screen.height))
          let environment = Environment(
            device: device, orientation: orientation, ios: 18, window: frame)
          if regular.contains(width) { #expect(environment.sizeClasses.horizontal == .regular) }
          if compact.contains(width) { #expect(environment.sizeClasses.horizontal == .compact) }
        }
      }
    }
    #expect(matched >= 5)
  }

  @Test("R18.2, R19.1: named sizes and windows that do not exist are problems, not guesses")
  func unavailableSizes() throws {
    let pad = try device("iPad Pro 11-inch (1st generation)")
    let phone = try device("iPhone 16")
    #expect(throws: WindowProblem.self) {
      try WindowSize.half.frame(device: pad, orientation: .landscapeLeft, ios: 26).get()
    }
    #expect(throws: WindowProblem.self) {
      try WindowSize.half.frame(device: pad, orientation: .portrait, ios: 18).get()
    }
    #expect(throws: WindowProblem.self) {
      try WindowSize.slideOver.frame(device: pad, orientation: .portrait, ios: 18).get()
    }
    #expect(throws: WindowProblem.self) {
      try WindowSize.size(width: 300, height: 500).frame(
        device: phone, orientation: .portrait, ios: 26
      ).get()
    }
    let phoneWindow = try WindowSize.size(width: 300, height: 500).frame(
      device: phone, orientation: .portrait, ios: 27
    ).get()
    #expect(phoneWindow == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(WindowSize("320x480") == .size(width: 320, height: 480))
    #expect(WindowSize("320×480") == .size(width: 320, height: 480))
    #expect(WindowSize("two-thirds") == .twoThirds)
    #expect(WindowSize("0x480") == nil)
    #expect(WindowSize("wide") == nil)
  }

  @Test("R19.1: a phone-idiom window is compact width at any size")
  func phoneSizeClasses() throws {
    let phone = try device("iPhone 16 Pro Max")
    for width in stride(from: 200.0, through: 440, by: 40) {
      let environment = Environment(
        device: phone, ios: 27, window: CGRect(x: 0, y: 0, width: width, height: 600))
      #expect(environment.sizeClasses.horizontal == .compact)
    }
  }
}

/// R19.2 over the whole catalog: a supplied minimised navigation bar height replaces the missing
/// value wherever the navigation bar minimises with an adjusting safe area, and nowhere else.
@Suite struct SuppliedMinimizedNavigationBarGeometryTests {
  @Test("iOS 27: the supplied height is the bar's whole height; the tab bar stays missing")
  func everyDevice() {
    var checked = 0
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] where device.describes(orientation)
      {
        let expanded = Environment(device: device, orientation: orientation, ios: 27).barMetrics
        let height = (expanded.navigationBarHeight.value / 2).rounded()
        for adjustment in BarMinimizationSafeAreaAdjustment.allCases {
          let environment = Environment(
            device: device, orientation: orientation, ios: 27,
            barsMinimized: BarMinimization(
              safeAreaAdjustment: adjustment, navigationBarHeight: height))
          #expect(environment.windowProblem() == nil, "\(environment)")
          let metrics = environment.barMetrics
          #expect(metrics.tabBarMissing != nil, "\(environment)")
          let unsupplied = Environment(
            device: device, orientation: orientation, ios: 27,
            barsMinimized: BarMinimization(safeAreaAdjustment: adjustment)
          ).barMetrics
          if device.verticalBar?.isPresent(in: orientation) == true {
            // R20.2: bars in the vertical column: how they minimise is unknown.
            #expect(metrics == unsupplied, "\(environment)")
            #expect(metrics.navigationBarMissing?.rule == "R20.2", "\(environment)")
          } else if adjustment == .disabled {
            #expect(metrics == unsupplied, "\(environment)")
            #expect(metrics.navigationBarHeight == expanded.navigationBarHeight)
          } else {
            #expect(unsupplied.navigationBarMissing?.rule == "R19.2", "\(environment)")
            #expect(metrics.navigationBarMissing == nil, "\(environment)")
            #expect(metrics.navigationBarHeight.value == height, "\(environment)")
            #expect(metrics.largeTitleExtraHeight.value == 0, "\(environment)")
            #expect(environment.suppliedMinimizedNavigationBarHeight == height)
            checked += 1
          }
        }
      }
    }
    #expect(checked > 40)
  }

  @Test("the bounds: finite, 0 or more, no taller than the expanded bar, iOS 27")
  func bounds() {
    let device = DeviceCatalog.newestPhone
    func problem(_ height: CGFloat, ios: Int = 27) -> WindowProblem? {
      Environment(
        device: device, ios: ios, barsMinimized: BarMinimization(navigationBarHeight: height)
      ).windowProblem()
    }
    let expanded = Environment(device: device, ios: 27).barMetrics.navigationBarHeight.value
    #expect(problem(0) == nil)
    #expect(problem(expanded) == nil)
    #expect(problem(expanded + 1)?.key == .barsMinimized)
    #expect(problem(-1)?.key == .barsMinimized)
    #expect(problem(.nan)?.key == .barsMinimized)
    #expect(problem(.infinity)?.key == .barsMinimized)
    #expect(problem(20, ios: 26)?.message.contains("iOS 27") == true)
  }
}
