import DeviceCatalog
import Foundation

/// The environments an audit lays a file out in: devices × orientations × iOS versions.
public struct AuditMatrix: Hashable, Sendable {
  /// The devices, in catalog order.
  public var devices: [Device]
  /// The orientations.
  public var orientations: [Orientation]
  /// iOS behaviour versions; empty means each device's newest (``IOSBehaviour/newest(for:)``).
  public var iosVersions: [Int]
  /// Whether the app hides the status bar.
  public var statusBarHidden: Bool
  /// Orientations per idiom, when they differ from ``orientations`` (an app's Info.plist sets
  /// iPhone and iPad apart); looked up, never iterated.
  public var idiomOrientations: [Idiom: [Orientation]] = [:]
  /// Whether a device is laid out only under the iOS versions it runs (from its first to its last
  /// iOS in the catalog), as an app's matrix is; a device that runs none of ``iosVersions`` is
  /// left out. Off by default: a command-line `--ios` lays every device out under every version.
  public var versionsFollowDevices = false
  /// The keyboard states (`--keyboard`: hidden and shown; R16); default: hidden only.
  public var keyboardStates: [KeyboardState] = [.hidden]
  /// The app's window sizes (`--windows`; R18.1, R18.2, R19.1); default: the full screen. A size
  /// that does not exist for a device, orientation and iOS version is left out of the matrix
  /// (``windowNotes``).
  public var windowSizes: [WindowSize] = [.full]
  /// Windows per idiom, when an app's project says (`UIRequiresFullScreen` keeps an iPad app
  /// full screen); looked up, never iterated.
  public var idiomWindowSizes: [Idiom: [WindowSize]] = [:]
  /// The bar states (`--bars-minimized`: expanded and minimised; R19.2); default: expanded.
  public var barStates: [BarMinimization?] = [nil]
  /// The window controls' frame in window coordinates, supplied by the user
  /// (`--window-controls-frame`; R18.3: no source printed it); `nil` for no controls. It applies
  /// where the controls show, an iPad under iOS 26 or later; an environment whose window it does
  /// not fit is left out (``windowNotes``).
  public var windowControlsFrame: CGRect?
  /// The idiom the app was built for (`--app-idiom`), or `nil` for each device's own: `.phone`
  /// lays the iPads out as an iPhone-only app's window there (R19.5); an environment where that
  /// was not measured is left out (``windowNotes``).
  public var appIdiom: Idiom?
  /// The ids of the catalog devices the user named one by one (`--devices "iPhone Duo"`, a
  /// configuration's device name), not through `all` or a family, in catalog order. A pose of
  /// theirs that no source measured is something the user asked for: its note is one of the
  /// ``windowNotes``; for every other catalog device it is a ``catalogNotes`` line.
  public var namedDeviceIDs: [String] = []

  /// Creates a matrix.
  public init(
    devices: [Device] = DeviceCatalog.devices,
    orientations: [Orientation] = [.portrait, .landscapeLeft], iosVersions: [Int] = [],
    statusBarHidden: Bool = false
  ) {
    self.devices = devices
    self.orientations = orientations
    self.iosVersions = iosVersions
    self.statusBarHidden = statusBarHidden
  }

  /// Every environment, device by device, then orientation, then iOS version, then window size,
  /// then bar state, then keyboard. The full screen is `window == nil`.
  public var environments: [Environment] {
    var result: [Environment] = []
    visit { environment, problem in
      if problem == nil { result.append(environment) }
    }
    return result
  }

  /// Why window sizes and bar states were left out, one line per distinct reason:
  /// `--windows half: iPadOS 26 has no Split View or Slide Over sizes (R18.2); give windows as
  /// W×H (12 environments)`.
  public var windowNotes: [String] { notes(catalog: false) }

  /// Why environments the user did not ask for by name were left out: a catalog device's pose
  /// that no source measured (R20.1; the iPhone Duo's inner display in portrait) when the device
  /// came from `all` or a family. One line per distinct reason, as ``windowNotes``; the CLI
  /// prints them with `--verbose` only.
  public var catalogNotes: [String] { notes(catalog: true) }

  /// Whether `problem` for `environment` is a catalog device's unmeasured pose the user did not
  /// name the device for.
  private func isCatalogGap(_ environment: Environment, _ problem: String) -> Bool {
    let device = environment.device
    return !device.isCustom && !namedDeviceIDs.contains(device.id)
      && device.undescribedPoseNote(environment.orientation) == problem
  }

  private func notes(catalog: Bool) -> [String] {
    var reasons: [String] = []
    var counts: [Int] = []
    visit { environment, problem in
      guard let problem, isCatalogGap(environment, problem) == catalog else { return }
      if let index = reasons.firstIndex(of: problem) {
        counts[index] += 1
      } else {
        reasons.append(problem)
        counts.append(1)
      }
    }
    return zip(reasons, counts).map {
      "\($0): left out of \($1) environment\($1 == 1 ? "" : "s")"
    }
  }

  /// Calls `body` with every environment of the matrix, and with the reason when its window or
  /// bar state does not exist there.
  private func visit(_ body: (Environment, String?) -> Void) {
    for device in devices {
      let versions = self.versions(for: device)
      for orientation in idiomOrientations[device.idiom] ?? orientations {
        for ios in versions {
          for size in idiomWindowSizes[device.idiom] ?? windowSizes {
            var frame: CGRect?
            var problem: String?
            switch size.frame(device: device, orientation: orientation, ios: ios) {
            case .success(let found): frame = size == .full ? nil : found
            case .failure(let failure): problem = "--windows \(size): \(failure.message)"
            }
            if let note = device.undescribedPoseNote(orientation) {
              // R20.1: a display described in one orientation only (a custom device's
              // 'orientations', the catalog's unmeasured pose).
              problem = note
            }
            for bars in barStates {
              for keyboard in keyboardStates {
                var environment = Environment(
                  device: device, orientation: orientation, ios: ios,
                  statusBarHidden: statusBarHidden, keyboard: keyboard, window: frame,
                  barsMinimized: bars)
                let barProblem =
                  bars != nil && problem == nil && ios < 26
                  ? "--bars-minimized: bars minimise from iOS 26 (R19.2)" : nil
                let controlsProblem = addWindowControls(to: &environment)
                let heightProblem = fitMinimizedNavigationBar(to: &environment)
                var idiomProblem: String?
                if let appIdiom, appIdiom != device.idiom {
                  environment.appIdiom = appIdiom
                  idiomProblem = environment.phoneAppProblem().map { problem in
                    // One note for every iPad without a reading, not one per iPad.
                    let unmeasured =
                      appIdiom == .phone && environment.phoneAppWindow == nil
                      && environment.ios >= IOSBehaviour.resizablePhoneApps
                    return "--app-idiom \(appIdiom.rawValue): "
                      + (unmeasured
                        ? "no source measured an iPhone-only app's window on these iPads (R19.5;"
                          + " measured only: \(PhoneAppWindow.measuredDescription))"
                        : problem.message)
                  }
                }
                body(
                  environment,
                  problem ?? barProblem ?? controlsProblem ?? heightProblem ?? idiomProblem)
              }
            }
          }
        }
      }
    }
  }

  /// Shows the supplied window controls in `environment` where they exist (an iPad, iOS 26+;
  /// R18.3); the reason when the frame does not fit its window.
  private func addWindowControls(to environment: inout Environment) -> String? {
    guard let windowControlsFrame, environment.device.idiom == .pad,
      environment.ios >= IOSBehaviour.windowControlsIntroduced
    else { return nil }
    environment.windowControls = true
    environment.suppliedWindowControlsFrame = windowControlsFrame
    return environment.suppliedWindowControlsProblem().map {
      "--window-controls-frame: \($0.message)"
    }
  }

  /// R19.2: a supplied minimised navigation bar height (`--minimized-navigation-bar-height`)
  /// applies from iOS 27, where the navigation bar minimises (under iOS 26 only the tab bar
  /// does, so the height is dropped); an environment whose expanded bar it exceeds is left out.
  private func fitMinimizedNavigationBar(to environment: inout Environment) -> String? {
    guard environment.barsMinimized?.navigationBarHeight != nil else { return nil }
    if environment.ios < IOSBehaviour.resizablePhoneApps {
      environment.barsMinimized?.navigationBarHeight = nil
      return nil
    }
    return environment.suppliedMinimizedNavigationBarProblem().map {
      "--minimized-navigation-bar-height: \($0.message)"
    }
  }

  /// The iOS versions `device` is laid out under.
  ///
  /// With ``versionsFollowDevices``, those from the device's first iOS to its newest. A device
  /// whose catalog row gives no first iOS (announced but not shipped, like the 2026 rows, or a
  /// custom device) runs only its newest behaviour (``IOSBehaviour/newest(for:)``): a device
  /// ships with the iOS of its day, never an older one (`Documentation/Projects.md`, "The app's matrix").
  public func versions(for device: Device) -> [Int] {
    if iosVersions.isEmpty { return [IOSBehaviour.newest(for: device)] }
    guard versionsFollowDevices else { return iosVersions }
    let newest = IOSBehaviour.newest(for: device)
    if device.isCustom {
      // A custom device (`--devices FILE.yaml`) runs its newest behaviour, or the newer ones
      // asked for (iOS 27 for a vertical-bar device), never an older one.
      let newer = iosVersions.filter { $0 >= newest }
      return newer.isEmpty ? [newest] : newer
    }
    let first = device.firstIOS.map(IOSBehaviour.behaviour(for:)) ?? newest
    return iosVersions.filter { $0 >= first && $0 <= newest }
  }

  /// The devices a `--devices` selector names: `all`, a family (`notched`), a device name, or
  /// several of those separated by commas; `nil` when a part names nothing.
  public static func devices(matching selector: String) -> [Device]? {
    namedDevices(in: selector).all
  }

  /// The ids of the devices `selector` names one by one (a device, model or identifier name,
  /// not `all` or a family), in catalog order.
  public static func namedDeviceIDs(in selector: String) -> [String] {
    namedDevices(in: selector).named
  }

  private static func namedDevices(in selector: String) -> (all: [Device]?, named: [String]) {
    var ids: [String] = []
    var named: [String] = []
    for part in selector.split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, let found = DeviceCatalog.devices(matching: name) else {
        return (nil, [])
      }
      ids += found.map(\.id)
      if name.lowercased() != "all", DeviceFamily.named(name) == nil { named += found.map(\.id) }
    }
    guard !ids.isEmpty else { return (nil, []) }
    let devices = DeviceCatalog.devices.filter { ids.contains($0.id) }
    return (devices, devices.map(\.id).filter { named.contains($0) })
  }
}
