import Foundation

/// R19.5: an iPhone-only app (`UIDeviceFamily` 1, `TARGETED_DEVICE_FAMILY = 1`) on an iPad from
/// iOS 27 runs in a resizable phone-idiom window (R19.1) on the iPad's screen. Its window and
/// safe area are readings, never derived from the iPad's own insets: the one reading gives a top
/// inset of 32 and a bottom of 20 where the iPad's own window has 24 (or 32) and 20 (or 25).
public struct PhoneAppWindow: Hashable, Sendable {
  /// The iPad screen it was read on, in portrait points, and its scale.
  public var screen: CGSize
  public var scale: CGFloat
  /// The orientation it was read in.
  public var orientation: Orientation
  /// The first iOS version it was read on (the model applies it from this version).
  public var ios: Int
  /// The window's size in points.
  public var window: CGSize
  /// The window's safe-area insets with the status bar shown.
  public var insets: EdgeInsets
  /// The source keys (`Documentation/DeviceCatalog.md`).
  public var source: String

  /// Every reading. GetStream/stream-chat-react-native `ai-docs/iphone-duo-readiness.md` §1,
  /// "Measured geometry" (@0e30796): "iPad Pro 11" running the iPhone-only app in a
  /// compatibility window, iOS 27.0 | 417 × 1210 @2x | 834 × 1210 @2x | 32 / 20 / 0 / 0"
  /// (window, screen, insets t/b/l/r, read with `useWindowDimensions()`, `Dimensions.get('screen')`
  /// and `useSafeAreaInsets()` on a device).
  public static let readings: [PhoneAppWindow] = [
    PhoneAppWindow(
      screen: CGSize(width: 834, height: 1210), scale: 2, orientation: .portrait, ios: 27,
      window: CGSize(width: 417, height: 1210),
      insets: EdgeInsets(top: 32, left: 0, bottom: 20, right: 0), source: "DUO-STREAM §1")
  ]

  /// The reading for `device` in `orientation`: an iPad whose screen and scale are the ones read.
  public static func reading(for device: Device, orientation: Orientation) -> PhoneAppWindow? {
    guard device.idiom == .pad else { return nil }
    let portrait = device.screenSize(.portrait)
    return readings.first {
      $0.orientation == orientation && $0.scale == device.scale
        && PointFormat.nearlyEqual($0.screen.width, portrait.width)
        && PointFormat.nearlyEqual($0.screen.height, portrait.height)
    }
  }

  /// What the readings cover, for a message: `417×1210 on an 834×1210 @2x iPad screen in
  /// portrait (iOS 27.0; DUO-STREAM §1)`.
  public static var measuredDescription: String {
    readings.map {
      "\(PointFormat.string($0.window.width))×\(PointFormat.string($0.window.height)) on an"
        + " \(PointFormat.string($0.screen.width))×\(PointFormat.string($0.screen.height))"
        + " @\(PointFormat.string($0.scale))x iPad screen in \($0.orientation.rawValue)"
        + " (iOS \($0.ios); \($0.source))"
    }.joined(separator: "; ")
  }
}

extension Environment {
  /// The idiom the app runs with: ``appIdiom``, or the device's.
  public var idiom: Idiom { appIdiom ?? device.idiom }

  /// Whether this is an iPhone-only app on an iPad (R19.5).
  public var isPhoneAppOnPad: Bool { appIdiom == .phone && device.idiom == .pad }

  /// R19.5: the reading for this environment's iPad and orientation, when it is a phone app on
  /// an iPad.
  public var phoneAppWindow: PhoneAppWindow? {
    guard isPhoneAppOnPad else { return nil }
    return PhoneAppWindow.reading(for: device, orientation: orientation)
  }

  /// R19.5: what keeps an iPhone-only app on an iPad from being laid out, or `nil`.
  public func phoneAppProblem() -> WindowProblem? {
    guard let appIdiom, appIdiom != device.idiom else { return nil }
    guard appIdiom == .phone else {
      return WindowProblem(
        "an iPad app does not run on an iPhone; 'appIdiom: pad' needs an iPad", key: .appIdiom)
    }
    if ios < IOSBehaviour.resizablePhoneApps {
      return WindowProblem(
        "an iPhone-only app runs in a resizable window on an iPad from iOS 27 (R19.1, R19.5);"
          + " the earlier compatibility mode (a scaled iPhone screen) is not modelled; this"
          + " layout runs iOS \(ios)", key: .appIdiom)
    }
    let measured = PhoneAppWindow.measuredDescription
    guard let reading = phoneAppWindow else {
      return WindowProblem(
        "no source measured an iPhone-only app's window on the \(device.name) in"
          + " \(orientation.rawValue) (R19.5; measured only: \(measured))", key: .appIdiom)
    }
    if let window,
      !(PointFormat.nearlyEqual(window.width, reading.window.width)
        && PointFormat.nearlyEqual(window.height, reading.window.height))
    {
      return WindowProblem(
        "no source measured the safe area of an iPhone-only app's \(WindowSize.describe(window))"
          + " window on an iPad (R19.5; measured only: \(measured))")
    }
    if statusBarHidden {
      return WindowProblem(
        "no source measured an iPhone-only app's window on an iPad with the status bar hidden"
          + " (R19.5; measured only with it shown: \(measured))", key: .appIdiom)
    }
    if windowControls {
      return WindowProblem(
        "no source measured window controls over an iPhone-only app's window on an iPad"
          + " (R19.5)", key: .windowControls)
    }
    if keyboard.isShown {
      return WindowProblem(
        "no source measured the keyboard over an iPhone-only app's window on an iPad (R19.5)",
        key: .appIdiom)
    }
    return nil
  }
}
