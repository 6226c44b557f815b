import Foundation

/// A window size an audit lays a scene out in (`--windows full,half,third,two-thirds,slide-over,
/// W×H`): a named iPad multitasking size, looked up per screen, or an explicit size.
public enum WindowSize: Hashable, Sendable, CustomStringConvertible {
  /// The whole screen.
  case full
  /// iPad Split View: the half (landscape only).
  case half
  /// iPad Split View: the narrow column (⅓).
  case third
  /// iPad Split View: the wide column (⅔).
  case twoThirds
  /// iPad Slide Over: the narrow column's width, at the screen's trailing edge.
  case slideOver
  /// An explicit size in points, at the screen's top-leading corner (a Stage Manager or
  /// iPadOS 26 window, or an iOS 27 resizable phone app).
  case size(width: CGFloat, height: CGFloat)

  /// R18.1 (model choice): an iPad window's horizontal size class is regular from this width.
  /// The lists mark 678 and 694 regular and 639 and narrower compact; the threshold between is
  /// not documented.
  public static let regularWidthThreshold: CGFloat = 678

  /// `full`, `half`, `third`, `two-thirds`, `slide-over`, or `W×H` (`x` also accepted); `nil`
  /// for anything else.
  public init?(_ text: String) {
    switch text.lowercased() {
    case "full": self = .full
    case "half": self = .half
    case "third": self = .third
    case "two-thirds": self = .twoThirds
    case "slide-over": self = .slideOver
    default:
      let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(
        separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
        width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000,
        height <= 100_000
      else { return nil }
      self = .size(width: width, height: height)
    }
  }

  public var description: String {
    switch self {
    case .full: "full"
    case .half: "half"
    case .third: "third"
    case .twoThirds: "two-thirds"
    case .slideOver: "slide-over"
    case .size(let width, let height):
      "\(PointFormat.string(width))×\(PointFormat.string(height))"
    }
  }

  /// `320×768 at (0, 0)`.
  public static func describe(_ frame: CGRect) -> String {
    "\(PointFormat.string(frame.width))×\(PointFormat.string(frame.height)) at"
      + " (\(PointFormat.string(frame.minX)), \(PointFormat.string(frame.minY)))"
  }

  /// The window's frame on `device`'s screen in `orientation` under `ios`, or why this size does
  /// not exist there.
  ///
  /// - `full`: the screen, everywhere.
  /// - `half`, `third`, `two-thirds`, `slide-over`: iPads up to iPadOS 18, on the screens
  ///   ``SplitViewSizes`` lists (R18.1); iPadOS 26 has no Split View sizes (R18.2). A split
  ///   column sits at the screen's leading edge, Slide Over at its trailing edge; Slide Over is
  ///   full height only where a source says so (the iOS 9.2 list: the iOS 7–10 rules, R18.1).
  /// - `W×H`: at the top-leading corner, on iPads and on iOS 27 phones (R19.1).
  public func frame(device: Device, orientation: Orientation, ios: Int) -> Result<
    CGRect, WindowProblem
  > {
    let screen = CGRect(origin: .zero, size: device.screenSize(orientation))
    switch self {
    case .full:
      return .success(screen)
    case .size(let width, let height):
      guard device.idiom == .pad || ios >= IOSBehaviour.resizablePhoneApps else {
        return .failure(
          WindowProblem("an iPhone runs resizable windows from iOS 27 (R19.1), not iOS \(ios)"))
      }
      guard width <= screen.width + PointFormat.epsilon,
        height <= screen.height + PointFormat.epsilon
      else {
        return .failure(
          WindowProblem(
            "a \(description) window does not fit the \(PointFormat.string(screen.width))×"
              + "\(PointFormat.string(screen.height)) screen in \(orientation.rawValue)"))
      }
      return .success(CGRect(x: 0, y: 0, width: width, height: height))
    case .half, .third, .twoThirds, .slideOver:
      guard device.idiom == .pad else {
        return .failure(WindowProblem("\(description) is an iPad multitasking size"))
      }
      guard ios < IOSBehaviour.windowControlsIntroduced else {
        return .failure(
          WindowProblem(
            "iPadOS \(ios) has no Split View or Slide Over sizes (R18.2); give windows as W×H"))
      }
      guard let sizes = SplitViewSizes.sizes(screen: device.portraitSize) else {
        return .failure(
          WindowProblem(
            "no source gives the Split View sizes of a \(PointFormat.string(device.portraitSize.width))"
              + "×\(PointFormat.string(device.portraitSize.height)) iPad (R18.1)"))
      }
      let columns = orientation.isLandscape ? sizes.landscape : sizes.portrait
      switch self {
      case .half:
        guard let half = columns.half else {
          return .failure(WindowProblem("Split View has no half in portrait (R18.1)"))
        }
        return .success(CGRect(x: 0, y: 0, width: half, height: screen.height))
      case .third:
        return .success(CGRect(x: 0, y: 0, width: columns.third, height: screen.height))
      case .twoThirds:
        return .success(CGRect(x: 0, y: 0, width: columns.twoThirds, height: screen.height))
      default:
        guard ios < IOSBehaviour.safeAreaIntroduced else {
          return .failure(
            WindowProblem(
              "Slide Over's height after iOS 9 (a floating window; only claims give it, R18.1)"))
        }
        return .success(
          CGRect(
            x: screen.width - columns.third, y: 0, width: columns.third, height: screen.height))
      }
    }
  }
}

/// iPad Split View column widths per screen, up to iPadOS 18 (R18.1): SST =
/// pointfreeco/swift-snapshot-testing `Sources/SnapshotTesting/Common/View.swift` @6bb6c9ae, via
/// `devices.md` §8; the iOS 9.2 list (gist sgl0v/3509f3ae628f4047cdb6) agrees for 768 × 1024 and
/// 1024 × 1366. Every column is the screen's full height.
public enum SplitViewSizes {
  /// The column widths in one orientation.
  public struct Columns: Hashable, Sendable {
    /// ⅓ (also Slide Over's width).
    public var third: CGFloat
    /// ½; `nil` in portrait, which the sources list without a half.
    public var half: CGFloat?
    /// ⅔.
    public var twoThirds: CGFloat
  }

  /// The widths of one screen.
  public struct Screen: Hashable, Sendable {
    /// Portrait width and height.
    public var size: CGSize
    public var landscape: Columns
    public var portrait: Columns
  }

  /// Every screen a source lists, as printed.
  public static let screens: [Screen] = [
    screen(768, 1024, landscape: (320, 507, 694), portrait: (320, 438)),
    screen(810, 1080, landscape: (320, 535, 750), portrait: (320, 480)),
    screen(834, 1112, landscape: (320, 551, 782), portrait: (320, 504)),
    screen(834, 1194, landscape: (375, 592, 809), portrait: (320, 504)),
    screen(1024, 1366, landscape: (375, 678, 981), portrait: (375, 639)),
  ]

  private static func screen(
    _ width: CGFloat, _ height: CGFloat, landscape: (CGFloat, CGFloat, CGFloat),
    portrait: (CGFloat, CGFloat)
  ) -> Screen {
    Screen(
      size: CGSize(width: width, height: height),
      landscape: Columns(third: landscape.0, half: landscape.1, twoThirds: landscape.2),
      portrait: Columns(third: portrait.0, half: nil, twoThirds: portrait.1))
  }

  /// The source of ``screens``.
  public static let source = "SST (devices.md §8); gist sgl0v/3509f3ae628f4047cdb6 (R18.1)"

  /// The widths of the screen whose portrait size is `screen`, if a source lists it.
  public static func sizes(screen: CGSize) -> Screen? {
    screens.first {
      PointFormat.nearlyEqual($0.size.width, screen.width)
        && PointFormat.nearlyEqual($0.size.height, screen.height)
    }
  }
}
