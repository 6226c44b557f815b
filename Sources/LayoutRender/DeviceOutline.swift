import DeviceCatalog
import Foundation

/// The hardware a picture shows around and over the screen, in window (interface) coordinates:
/// the screen's outline, the sensor housing and the home indicator, each with where its numbers
/// come from.
///
/// The catalog gives the screen size and corner radius of every device; it gives a housing's
/// rectangle only where a source measured it. Where it does not, the housing is drawn from its
/// kind with generic dimensions and marked approximate (see `Documentation/Render.md`).
public struct DeviceOutline: Hashable, Sendable {
  /// The sensor housing's shape.
  public enum HousingShape: String, Hashable, Sendable {
    /// A notch: square top corners on the screen edge, rounded corners inside.
    case notch
    /// A Dynamic Island: a pill.
    case island
  }

  /// A sensor housing as drawn.
  public struct Housing: Hashable, Sendable {
    /// Notch or island.
    public var shape: HousingShape
    /// The rectangle in window coordinates.
    public var rect: CGRect
    /// The screen edge the housing hangs from (in the interface orientation).
    public var edge: RectEdge
    /// Whether the rectangle came from the catalog (`false`: generic, approximate).
    public var isMeasured: Bool
    /// The catalog's provenance of the rectangle, when it came from the catalog.
    public var provenance: Provenance?
  }

  /// The screen in window coordinates: origin zero for a full-screen window, offset by the
  /// window's place on the screen for a smaller one (R18.1).
  public var screen: CGRect
  /// The window in window coordinates (its bounds) when it is smaller than the screen, else
  /// `nil`.
  public var window: CGRect?
  /// Whether the iPadOS 26 window controls show (R18.3); their frame is unknown, so a picture
  /// marks their corner without a size.
  public var windowControls: Bool
  /// The window controls' frame in window coordinates when the user supplied it (R18.3), drawn
  /// as a rectangle; else `nil`.
  public var windowControlsFrame: CGRect?
  /// The display's corner radius (drawn as a circular arc: Apple's corners are continuous curves,
  /// so the drawn corner is slightly tighter than the real one).
  public var cornerRadius: CGFloat
  /// The sensor housing, or `nil` on a device without one.
  public var housing: Housing?
  /// The home indicator's pill, or `nil` on a device with a home button.
  public var homeIndicator: CGRect?

  /// The generic Dynamic Island: 125 × 37 pt, 11 pt below the top edge, centred (approximate:
  /// the island of the 14 Pro as commonly measured, about 126 × 37.33 at y 11.33).
  public static let genericIslandSize = CGSize(width: 125, height: 37)
  /// The generic Dynamic Island's distance from the top edge.
  public static let genericIslandTop: CGFloat = 11
  /// The generic notch's width as a fraction of the portrait screen width (approximate: the
  /// iPhone 13-era notch; the iPhone X–11 notch is wider, about 56 %).
  public static let genericNotchWidthFraction: CGFloat = 0.43
  /// The home indicator pill: 134 × 5 pt, 8 pt above the bottom edge, centred (the iPhone X
  /// portrait indicator as commonly measured; approximate in landscape and on iPads, where the
  /// same pill is drawn).
  public static let homeIndicatorSize = CGSize(width: 134, height: 5)
  /// The home indicator's distance from the bottom edge.
  public static let homeIndicatorBottom: CGFloat = 8

  /// The outline of `environment`'s device in its orientation.
  public init(environment: Environment) {
    let device = environment.device
    let orientation = environment.orientation
    let windowFrame = environment.windowFrame
    let origin = CGPoint(x: -windowFrame.minX, y: -windowFrame.minY)
    screen = CGRect(origin: origin, size: device.screenSize(orientation))
    window = environment.windowedFrame.map { CGRect(origin: .zero, size: $0.size) }
    windowControls = environment.windowControls
    windowControlsFrame = environment.suppliedWindowControlsFrame
    cornerRadius = max(0, device.cornerRadius.value)

    housing = Self.portraitHousing(device: device, ios: environment.ios).map { shape in
      Housing(
        shape: shape.shape,
        rect: device.rotate(portrait: shape.rect, to: orientation)
          .offsetBy(dx: origin.x, dy: origin.y),
        edge: Self.topEdge(orientation), isMeasured: shape.isMeasured,
        provenance: shape.isMeasured ? device.housing.rect?.provenance : nil)
    }

    if device.hasHomeIndicator {
      let size = Self.homeIndicatorSize
      let width = min(size.width, screen.width)
      homeIndicator = CGRect(
        x: screen.minX + (screen.width - width) / 2,
        y: screen.maxY - Self.homeIndicatorBottom - size.height, width: width,
        height: size.height)
    } else {
      homeIndicator = nil
    }
  }

  /// The housing in portrait coordinates.
  static func portraitHousing(device: Device, ios: Int) -> (
    shape: HousingShape, rect: CGRect, isMeasured: Bool
  )? {
    let shape: HousingShape
    switch device.housing.kind {
    case .none: return nil
    case .notch: shape = .notch
    case .dynamicIsland: shape = .island
    }
    if let measured = device.housing.rect?.value {
      return (shape, measured, true)
    }
    let width = device.portraitSize.width
    switch shape {
    case .island:
      let size = genericIslandSize
      return (
        shape,
        CGRect(
          x: (width - size.width) / 2, y: genericIslandTop, width: size.width,
          height: size.height), false
      )
    case .notch:
      // The notch is as deep as the top inset with the status bar hidden: the band the housing
      // makes unsafe.
      let depth = device.windowSafeAreaInsets(
        orientation: .portrait, statusBarVisible: false, ios: ios
      ).value.top
      guard depth > PointFormat.epsilon else { return nil }
      let notchWidth = (width * genericNotchWidthFraction).rounded()
      return (
        shape, CGRect(x: (width - notchWidth) / 2, y: 0, width: notchWidth, height: depth), false
      )
    }
  }

  /// The screen edge where the top of the device is in `orientation`: landscape-left puts it on
  /// the right, landscape-right on the left.
  static func topEdge(_ orientation: Orientation) -> RectEdge {
    switch orientation {
    case .portrait: .top
    case .portraitUpsideDown: .bottom
    case .landscapeLeft: .right
    case .landscapeRight: .left
    }
  }

}
