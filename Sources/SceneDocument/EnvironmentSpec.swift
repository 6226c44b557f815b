import DeviceCatalog
import Foundation
import TextEscaping

/// The `environment:` mapping of a scene file. Every field is optional; the command line can
/// override each, and the builder fills in the rest.
public struct EnvironmentSpec: Hashable, Sendable {
  /// An interface orientation, as written in a scene file.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// `portrait`
    case portrait
    /// `portraitUpsideDown`
    case portraitUpsideDown
    /// `landscapeLeft`
    case landscapeLeft
    /// `landscapeRight`
    case landscapeRight
  }

  /// Where the `environment:` key is.
  public var location: SourceLocation
  /// `device:` a catalog name or id, or a custom device.
  public var device: Located<DeviceSpec>?
  /// `orientation:`
  public var orientation: Located<Orientation>?
  /// `ios:` a behaviour version (a major iOS version, 10 or later; the builder checks it is
  /// modelled).
  public var ios: Located<Int>?
  /// `statusBarHidden:`
  public var statusBarHidden: Located<Bool>?
  /// `keyboard:` `hidden`, `shown`, or `{ shown, predictive, type }` (contract version 2).
  public var keyboard: Located<KeyboardState>?
  /// `window: [x, y, width, height]` (or `[width, height]`) in screen points (contract
  /// version 2; R18.1, R19.1).
  public var window: Located<CGRect>?
  /// `windowControls:` the iPadOS 26 window controls (R18.3).
  public var windowControls: Located<Bool>?
  /// `windowControls: { frame: [x, y, width, height] }`: the controls' frame the user supplies,
  /// in window coordinates (an addition to contract version 2; R18.3).
  public var windowControlsFrame: Located<CGRect>?
  /// `display: inner | outer` (R20.1).
  public var display: Located<DisplayChoice>?
  /// `barsMinimized:` bool or `{ minimized, safeAreaAdjustment }` (R19.2); the value is `nil`
  /// when the file says the bars are expanded.
  public var barsMinimized: Located<BarMinimization?>?
  /// `appIdiom: phone | pad`: the idiom the app was built for, when it is not the device's
  /// (`phone` on an iPad: an iPhone-only app in its iOS 27 window there; R19.5).
  public var appIdiom: Located<Idiom>?

  /// Creates an environment.
  public init(
    location: SourceLocation, device: Located<DeviceSpec>? = nil,
    orientation: Located<Orientation>? = nil, ios: Located<Int>? = nil,
    statusBarHidden: Located<Bool>? = nil
  ) {
    self.location = location
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.statusBarHidden = statusBarHidden
  }
}

/// The `device:` of an environment.
public enum DeviceSpec: Hashable, Sendable {
  /// A catalog name or id, matched case-insensitively by the builder (`iPhone X`, `iPhone10,3`).
  case named(String)
  /// A hypothetical device described in the file.
  case custom(CustomDeviceSpec)
}

/// A device described in the scene file:
/// `{ name, width, height, scale, safeArea: {portrait, landscape}, statusBar, homeIndicator,
/// cornerRadius }`. `width` and `height` (portrait points) are required.
public struct CustomDeviceSpec: Hashable, Sendable {
  /// Where the custom device's mapping starts.
  public var location: SourceLocation
  /// `name:`
  public var name: Located<String>?
  /// `width:` in points, portrait.
  public var width: Located<Double>
  /// `height:` in points, portrait.
  public var height: Located<Double>
  /// `scale:` pixels per point.
  public var scale: Located<Double>?
  /// `safeArea: { portrait: [t, l, b, r] }`
  public var portraitSafeArea: Located<InsetsSpec>?
  /// `safeArea: { landscape: [t, l, b, r] }`
  public var landscapeSafeArea: Located<InsetsSpec>?
  /// `statusBar:` the status bar height in points.
  public var statusBar: Located<Double>?
  /// `homeIndicator:`
  public var homeIndicator: Located<Bool>?
  /// `cornerRadius:` in points.
  public var cornerRadius: Located<Double>?
  /// `verticalBar: { edge, width }` (R20.2).
  public var verticalBar: Located<VerticalBarColumn>?
  /// `reservedRegions: [{ kind, frame }]` in portrait screen points (R20.3).
  public var reservedRegions: Located<[ReservedRegion]>?
  /// `orientations: [portrait, landscape]`: the orientations the file describes (both by
  /// default); in another the device is not laid out (R20.1: an unmeasured pose is not guessed).
  public var orientations: Located<[OrientationKind]>?
  /// `landscapeSizeClasses: { horizontal, vertical }`: the size classes in landscape where a
  /// source measured them (R20.1); by default the phone rules (the width rule, compact height).
  public var landscapeHorizontalSizeClass: Located<SizeClass>?
  public var landscapeVerticalSizeClass: Located<SizeClass>?
  /// `displays: { inner: DEVICE, outer: DEVICE }`: a device with two displays (R20.1), each
  /// described like a custom device; `display:` in the environment picks one.
  public var displays = Displays()

  /// The two displays of a custom device.
  public struct Displays: Hashable, Sendable {
    public var inner: CustomDeviceSpec? {
      get { storage.first { $0.0 == .inner }?.1 }
      set { set(.inner, newValue) }
    }
    public var outer: CustomDeviceSpec? {
      get { storage.first { $0.0 == .outer }?.1 }
      set { set(.outer, newValue) }
    }
    /// Boxed so that a custom device can hold custom devices.
    private var storage: [(DisplayChoice, CustomDeviceSpec)] {
      get { box.value }
      set { box = Box(newValue) }
    }
    private var box = Box([])

    public init() {}

    private mutating func set(_ choice: DisplayChoice, _ value: CustomDeviceSpec?) {
      var list = storage.filter { $0.0 != choice }
      if let value { list.append((choice, value)) }
      storage = list.sorted { $0.0.rawValue < $1.0.rawValue }
    }

    public var isEmpty: Bool { storage.isEmpty }

    public static func == (lhs: Displays, rhs: Displays) -> Bool {
      lhs.inner == rhs.inner && lhs.outer == rhs.outer
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(inner)
      hasher.combine(outer)
    }

    private final class Box: Sendable {
      let value: [(DisplayChoice, CustomDeviceSpec)]
      init(_ value: [(DisplayChoice, CustomDeviceSpec)]) { self.value = value }
    }
  }

  /// Creates a custom device.
  public init(
    location: SourceLocation, name: Located<String>? = nil, width: Located<Double>,
    height: Located<Double>, scale: Located<Double>? = nil,
    portraitSafeArea: Located<InsetsSpec>? = nil, landscapeSafeArea: Located<InsetsSpec>? = nil,
    statusBar: Located<Double>? = nil, homeIndicator: Located<Bool>? = nil,
    cornerRadius: Located<Double>? = nil
  ) {
    self.location = location
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
    self.cornerRadius = cornerRadius
  }
}
