import DeviceCatalog
import LayoutAudit
import XcodeProject

extension AuditMatrix {
  /// An app's orientations as the catalog's: `portraitUpsideDown` only when the list has no
  /// `portrait`, `landscapeRight` only without `landscapeLeft` (the catalog lays the two sides
  /// out alike), in the list's order, each once.
  static func catalogOrientations(_ list: [InterfaceOrientation]) -> [Orientation] {
    var result: [Orientation] = []
    for orientation in list {
      let mapped: Orientation
      switch orientation {
      case .portrait: mapped = .portrait
      case .portraitUpsideDown:
        mapped = list.contains(.portrait) ? .portrait : .portraitUpsideDown
      case .landscapeLeft: mapped = .landscapeLeft
      case .landscapeRight:
        mapped = list.contains(.landscapeLeft) ? .landscapeLeft : .landscapeRight
      }
      if !result.contains(mapped) { result.append(mapped) }
    }
    return result
  }

  /// The matrix an app target runs in: the catalog's devices of its idioms (for an app without a
  /// launch screen, those whose screen its launch images cover), its orientations per
  /// idiom, every modelled iOS behaviour from its deployment target to the newest (each device
  /// only under the versions it runs), and its status bar.
  ///
  /// `portraitUpsideDown` is kept only when the app lists no `portrait` (the catalog answers
  /// upside down as portrait, so the two lay out alike), and `landscapeRight` only without
  /// `landscapeLeft` (the catalog's landscape geometry is the same on either side).
  public init(app: AppMatrix, devices: [Device] = DeviceCatalog.devices) {
    let idioms = app.idioms.map { $0 == .phone ? Idiom.phone : Idiom.pad }
    // An app without a launch screen fills only the screens its launch images cover; elsewhere
    // iOS letterboxes or scales it (R22.19), which is not laid out.
    let selected = devices.filter { device in
      idioms.contains(device.idiom)
        && (app.launchImageScreens.map { screens in
          screens.contains {
            abs($0.width - device.portraitSize.width) < 0.5
              && abs($0.height - device.portraitSize.height) < 0.5
          }
        } ?? true)
    }
    let orientations = AuditMatrix.catalogOrientations
    let phone = orientations(app.phoneOrientations)
    let pad = orientations(app.padOrientations)
    var all: [Orientation] = []
    for orientation in Orientation.allCases
    where (idioms.contains(.phone) && phone.contains(orientation))
      || (idioms.contains(.pad) && pad.contains(orientation))
    {
      all.append(orientation)
    }
    let first = app.deploymentTarget.map { IOSBehaviour.behaviour(for: $0.major) }
    // Up to the newest version a selected device defaults to (iOS 27 only for a device that
    // ships with it; R19.4).
    let last = selected.map { IOSBehaviour.newest(for: $0) }.max() ?? IOSBehaviour.newest
    self.init(
      devices: selected, orientations: all,
      iosVersions: IOSBehaviour.modelled.filter {
        $0 >= (first ?? IOSBehaviour.modelled[0]) && $0 <= last
      },
      statusBarHidden: app.statusBarHidden)
    if idioms.contains(.phone) { idiomOrientations[.phone] = phone }
    if idioms.contains(.pad) { idiomOrientations[.pad] = pad }
    versionsFollowDevices = true
    // A device is in when it runs one of the versions and describes one of the app's
    // orientations (a portrait-only app has nothing to lay out on the iPhone Duo's inner
    // display, measured in landscape only; R20.1).
    let idiomOrientations = self.idiomOrientations
    self.devices = selected.filter { device in
      !versions(for: device).isEmpty
        && (idiomOrientations[device.idiom] ?? all).contains(where: device.describes)
    }
  }

  /// Every environment of either matrix: the devices of both (catalog order), the orientations
  /// of both per idiom, the iOS versions of both; the status bar hidden only when both hide it.
  public func union(_ other: AuditMatrix) -> AuditMatrix {
    guard self != other else { return self }
    var result = self
    let ids = Set((devices + other.devices).map(\.id))
    result.devices = DeviceCatalog.devices.filter { ids.contains($0.id) }
    for device in devices + other.devices
    where !result.devices.contains(where: { $0.id == device.id }) {
      result.devices.append(device)  // a custom device, not in the catalog
    }
    result.orientations = Orientation.allCases.filter {
      orientations.contains($0) || other.orientations.contains($0)
    }
    for idiom in [Idiom.phone, .pad] {
      func list(_ matrix: AuditMatrix) -> [Orientation] {
        matrix.idiomOrientations[idiom]
          ?? (matrix.devices.contains { $0.idiom == idiom } ? matrix.orientations : [])
      }
      let mine = list(self)
      let theirs = list(other)
      result.idiomOrientations[idiom] = Orientation.allCases.filter {
        mine.contains($0) || theirs.contains($0)
      }
    }
    result.iosVersions =
      iosVersions.isEmpty || other.iosVersions.isEmpty
      ? [] : Array(Set(iosVersions + other.iosVersions)).sorted()
    result.statusBarHidden = statusBarHidden && other.statusBarHidden
    result.versionsFollowDevices = versionsFollowDevices || other.versionsFollowDevices
    return result
  }

  /// One line for a report's header: `59 devices (iPhone: portrait; iPad: portrait,
  /// landscapeLeft) × iOS 15–26 behaviours, status bar shown: 1,234 environments`.
  public var headerSummary: String {
    var parts: [String] = []
    for idiom in [Idiom.phone, .pad] {
      let count = devices.filter { $0.idiom == idiom }.count
      guard count > 0 else { continue }
      let list = idiomOrientations[idiom] ?? orientations
      parts.append(
        "\(count) \(idiom == .phone ? "iPhone" : "iPad")\(count == 1 ? "" : "s") in "
          + list.map(\.rawValue).joined(separator: ", "))
    }
    let versions =
      iosVersions.isEmpty
      ? "each device's newest iOS"
      : iosVersions.count == 1
        ? "iOS \(iosVersions[0]) behaviour"
        : "iOS \(iosVersions[0])–\(iosVersions[iosVersions.count - 1]) behaviours"
    return parts.joined(separator: "; ") + " × " + versions + ", status bar "
      + (statusBarHidden ? "hidden" : "shown") + ": \(environments.count) environments"
  }
}
