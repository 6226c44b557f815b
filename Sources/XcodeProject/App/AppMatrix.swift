import Foundation

/// The kind of device a target runs on, as `TARGETED_DEVICE_FAMILY` numbers them.
public enum InterfaceIdiom: String, Hashable, Sendable, CaseIterable, Comparable {
  /// `1`: iPhone (and iPod touch).
  case phone
  /// `2`: iPad.
  case pad

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// An interface orientation as Info.plist names it (`UIInterfaceOrientationLandscapeLeft`).
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  /// The orientation an Info.plist value names (`UIInterfaceOrientationPortrait`), or `nil`.
  public init?(infoPlistValue value: String) {
    let prefix = "UIInterfaceOrientation"
    guard value.hasPrefix(prefix) else { return nil }
    let rest = value.dropFirst(prefix.count)
    guard let first = rest.first else { return nil }
    self.init(rawValue: first.lowercased() + rest.dropFirst())
  }
}

/// Where and how an app target's screens are shown, read from its build settings and Info.plist,
/// with the reason for each part (the report's header prints them).
///
/// Defaults when the project says nothing, each cited in `Documentation/Projects.md`:
/// `TARGETED_DEVICE_FAMILY` unset is `1` (iPhone), Xcode's default for iOS targets; orientations
/// unset are UIKit's `supportedInterfaceOrientations` defaults (all but upside down on iPhone, all
/// four on iPad); `UIViewControllerBasedStatusBarAppearance` unset is `YES`.
public struct AppMatrix: Hashable, Sendable {
  /// The idioms the target runs on, in ``InterfaceIdiom`` order.
  public var idioms: [InterfaceIdiom]
  /// The orientations on iPhone.
  public var phoneOrientations: [InterfaceOrientation]
  /// The orientations on iPad.
  public var padOrientations: [InterfaceOrientation]
  /// `IPHONEOS_DEPLOYMENT_TARGET` as (major, minor), `nil` when unset.
  public var deploymentTarget: (major: Int, minor: Int)? {
    get { deploymentMajor.map { ($0, deploymentMinor) } }
    set {
      deploymentMajor = newValue?.major
      deploymentMinor = newValue?.minor ?? 0
    }
  }
  var deploymentMajor: Int?
  var deploymentMinor = 0
  /// Whether the status bar is hidden on every screen (Info.plist hides it and view controllers
  /// cannot show it again).
  public var statusBarHidden: Bool
  /// `UIRequiresFullScreen`: the app opts out of iPad multitasking.
  public var requiresFullScreen: Bool
  /// `SUPPORTS_MACCATALYST` or family `6`: the app also runs on the Mac (not modelled).
  public var supportsMacCatalyst: Bool
  /// For an app with no launch screen (no `UILaunchStoryboardName`, no `UILaunchScreen`): the
  /// portrait screens (points) its launch images cover, the only ones it fills; on any other
  /// screen iOS shows it letterboxed or scaled at an older size (UIKitRules R22.19), which is not
  /// modelled. `nil`: the app has a launch screen (or its launch images could not be read), and
  /// every screen is its own.
  public var launchImageScreens: [CGSize]?
  /// Why each part is what it is, one line each (`device families iPhone, iPad:
  /// TARGETED_DEVICE_FAMILY = '1,2' (target 'App' (Release))`).
  public var reasons: [String]

  /// Creates a matrix.
  public init(
    idioms: [InterfaceIdiom], phoneOrientations: [InterfaceOrientation],
    padOrientations: [InterfaceOrientation], deploymentTarget: (major: Int, minor: Int)?,
    statusBarHidden: Bool, requiresFullScreen: Bool = false, supportsMacCatalyst: Bool = false,
    reasons: [String] = []
  ) {
    self.idioms = idioms
    self.phoneOrientations = phoneOrientations
    self.padOrientations = padOrientations
    self.statusBarHidden = statusBarHidden
    self.requiresFullScreen = requiresFullScreen
    self.supportsMacCatalyst = supportsMacCatalyst
    self.reasons = reasons
    self.deploymentTarget = deploymentTarget
  }

  /// The orientations on `idiom`.
  public func orientations(on idiom: InterfaceIdiom) -> [InterfaceOrientation] {
    idiom == .phone ? phoneOrientations : padOrientations
  }

  /// The matrix a target's settings and Info.plist give.
  ///
  /// - Parameters:
  ///   - forLibrary: a framework or bundle: orientations and status bar are its host app's, so
  ///     every orientation is assumed and the status bar shown.
  public init(settings: BuildSettings, info: InfoPlist, origin: String, forLibrary: Bool = false) {
    var reasons: [String] = []
    // Device families.
    let familyText = settings.expanded("TARGETED_DEVICE_FAMILY")
    let numbers = (familyText ?? "1").split(whereSeparator: { $0 == "," || $0 == " " })
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var idioms: [InterfaceIdiom] = []
    if numbers.contains("1") { idioms.append(.phone) }
    if numbers.contains("2") { idioms.append(.pad) }
    let names = idioms.map { $0 == .phone ? "iPhone" : "iPad" }.joined(separator: ", ")
    if let familyText {
      reasons.append(
        "devices \(names.isEmpty ? "none" : names): TARGETED_DEVICE_FAMILY = '\(familyText)'"
          + " (\(settings.origin(of: "TARGETED_DEVICE_FAMILY") ?? origin))")
    } else {
      reasons.append("devices iPhone: TARGETED_DEVICE_FAMILY is not set (Xcode's default is 1)")
    }
    let catalyst = numbers.contains("6") || settings.bool("SUPPORTS_MACCATALYST") == true
    if catalyst { reasons.append("Mac Catalyst is enabled: the Mac is not modelled, not audited") }
    // Orientations.
    func parse(_ values: [String]?) -> [InterfaceOrientation]? {
      guard let values else { return nil }
      let parsed = values.compactMap(InterfaceOrientation.init(infoPlistValue:))
      return InterfaceOrientation.allCases.filter(parsed.contains)
    }
    let base = parse(info.supportedOrientations)
    let phone = parse(info.supportedOrientationsPhone) ?? base
    let pad = parse(info.supportedOrientationsPad) ?? base
    let phoneDefault: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
    let padDefault = InterfaceOrientation.allCases
    func describe(_ list: [InterfaceOrientation]) -> String {
      list.map(\.rawValue).joined(separator: ", ")
    }
    if forLibrary {
      phoneOrientations = phoneDefault
      padOrientations = padDefault
      reasons.append(
        "orientations: a library's screens take its host app's; every orientation assumed")
    } else {
      phoneOrientations = (phone?.isEmpty ?? true) ? phoneDefault : phone ?? phoneDefault
      padOrientations = (pad?.isEmpty ?? true) ? padDefault : pad ?? padDefault
      if idioms.contains(.phone) {
        reasons.append(
          "iPhone orientations \(describe(phoneOrientations)): "
            + (info.supportedOrientationsPhone != nil
              ? "UISupportedInterfaceOrientations~iphone"
              : base != nil
                ? "UISupportedInterfaceOrientations"
                : "no UISupportedInterfaceOrientations (UIKit's default: all but upside down)"))
      }
      if idioms.contains(.pad) {
        reasons.append(
          "iPad orientations \(describe(padOrientations)): "
            + (info.supportedOrientationsPad != nil
              ? "UISupportedInterfaceOrientations~ipad"
              : base != nil
                ? "UISupportedInterfaceOrientations"
                : "no UISupportedInterfaceOrientations (UIKit's default on iPad: all four)"))
      }
    }
    // Deployment target.
    let deployment = settings.expanded("IPHONEOS_DEPLOYMENT_TARGET")
    let parts = (deployment ?? "").split(separator: ".").compactMap { Int($0) }
    if let major = parts.first {
      deploymentMajor = major
      deploymentMinor = parts.count > 1 ? parts[1] : 0
      reasons.append(
        "iOS from \(deployment ?? ""): IPHONEOS_DEPLOYMENT_TARGET"
          + " (\(settings.origin(of: "IPHONEOS_DEPLOYMENT_TARGET") ?? origin))")
    } else {
      deploymentMajor = nil
      reasons.append("iOS: IPHONEOS_DEPLOYMENT_TARGET is not set; every modelled version")
    }
    // Status bar.
    let hidden = info.statusBarHidden ?? false
    let controllerBased = info.viewControllerBasedStatusBarAppearance ?? true
    if forLibrary {
      statusBarHidden = false
      reasons.append("status bar shown: a library's screens take its host app's; assumed shown")
    } else if hidden && !controllerBased {
      statusBarHidden = true
      reasons.append(
        "status bar hidden: UIStatusBarHidden = YES and"
          + " UIViewControllerBasedStatusBarAppearance = NO")
    } else if hidden {
      statusBarHidden = false
      reasons.append(
        "status bar shown: UIStatusBarHidden = YES hides it at launch only; view controllers"
          + " decide after (UIViewControllerBasedStatusBarAppearance is YES)")
    } else {
      statusBarHidden = false
      reasons.append("status bar shown: UIStatusBarHidden is not YES")
    }
    requiresFullScreen = info.requiresFullScreen ?? false
    if requiresFullScreen, idioms.contains(.pad) {
      reasons.append("UIRequiresFullScreen: full-screen windows only on iPad")
    }
    supportsMacCatalyst = catalyst
    self.idioms = idioms
    self.reasons = reasons
  }
}
