import DeviceCatalog
import Foundation
import LayoutAudit
import XcodeProject

extension AuditInputs {
  /// The audits of an XcodeGen folder's `sources`: each IB file in the orientations of the
  /// Info.plists of the spec's application targets that ship it (``XcodeProject/XcodeGenSpec``),
  /// when they agree; in `matrix` when no application target ships it, they disagree, or a
  /// shipping target's Info.plist is not found or does not read. Files with the same
  /// orientations share one audit, in the order of their first file; the notes say what was
  /// taken. Round I: Blockchain.com's wallet (a `project.yml`, no `.xcodeproj`) is portrait-only
  /// by its app target's `Blockchain/Info.plist`, whose screens live in local packages; a
  /// snapshot-test host app (a second application target, which ships only its own launch
  /// screen) allows landscape, and every screen was audited in landscape too (3 false findings).
  static func xcodeGenUnits(
    _ spec: XcodeGenSpec, sources: [LayoutSource], matrix: AuditMatrix
  ) -> (units: [Unit], notes: [String]) {
    struct Taken: Hashable {
      var phone: [InterfaceOrientation]
      var pad: [InterfaceOrientation]
    }
    func parse(_ values: [String]?) -> [InterfaceOrientation]? {
      guard let values else { return nil }
      let parsed = values.compactMap(InterfaceOrientation.init(infoPlistValue:))
      let list = InterfaceOrientation.allCases.filter(parsed.contains)
      return list.isEmpty ? nil : list
    }
    // Each application target's orientations (nil: its Info.plist is not found or unreadable).
    var byTarget: [String: Taken?] = [:]  // lookups only
    var words: [String: String] = [:]  // lookups only
    for app in spec.applications {
      guard let plist = app.infoPlist, let info = try? InfoPlist.load(path: plist) else {
        byTarget[app.name] = .some(nil)
        words[app.name] = "'\(app.name)' (no readable Info.plist)"
        continue
      }
      let base = parse(info.supportedOrientations)
      // UIKit's defaults without the key: all but upside down on iPhone, all four on iPad.
      let phone =
        parse(info.supportedOrientationsPhone) ?? base
        ?? [.portrait, .landscapeLeft, .landscapeRight]
      let pad = parse(info.supportedOrientationsPad) ?? base ?? InterfaceOrientation.allCases
      byTarget[app.name] = Taken(phone: phone, pad: pad)
      words[app.name] =
        "'\(app.name)' (\(AppProject.displayPath(plist)): iPhone "
        + phone.map(\.rawValue).joined(separator: ", ") + "; iPad "
        + pad.map(\.rawValue).joined(separator: ", ") + ")"
    }
    var keys: [Taken?] = []
    var groups: [[LayoutSource]] = []
    var notes: [String] = []
    var described: Set<[String]> = []
    let display = AppProject.displayPath(spec.path)
    for source in sources {
      let isInterfaceBuilder = LayoutSources.interfaceBuilderExtensions.contains(
        (source.file as NSString).pathExtension.lowercased())
      let shipping = isInterfaceBuilder ? spec.applications.filter { $0.ships(source.file) } : []
      let found = shipping.map { byTarget[$0.name] ?? nil }
      var key: Taken? = nil
      if let first = found.first, let first, found.allSatisfy({ $0 == first }) { key = first }
      let names = shipping.map(\.name)
      if !names.isEmpty, described.insert(names).inserted {
        let targets =
          "application target" + (names.count == 1 ? " " : "s ")
          + names.compactMap { words[$0] }.joined(separator: ", ") + " of XcodeGen's \(display)"
        notes.append(
          key == nil
            ? "the IB files that the \(targets) ship keep the command's orientations: the"
              + " targets' orientations disagree, or an Info.plist is not read"
            : "the IB files that the \(targets) "
              + (names.count == 1
                ? "ships are audited in its orientations"
                : "ship are audited in their orientations (they agree)"))
      }
      if let at = keys.firstIndex(of: key) {
        groups[at].append(source)
      } else {
        keys.append(key)
        groups.append([source])
      }
    }
    guard !groups.isEmpty else { return ([Unit(sources: [], matrix: matrix)], notes) }
    let units = zip(keys, groups).map { key, group in
      Unit(
        sources: group,
        matrix: key.map { restricting(matrix, phone: $0.phone, pad: $0.pad) } ?? matrix)
    }
    return (units, notes)
  }

  /// `matrix` restricted to an app's orientations per idiom, as an app target's matrix is
  /// (``AuditMatrix/init(app:devices:)``): upside down only without portrait, landscape right
  /// only without left; a device that describes none of its idiom's orientations is left out.
  static func restricting(
    _ matrix: AuditMatrix, phone: [InterfaceOrientation], pad: [InterfaceOrientation]
  ) -> AuditMatrix {
    let orientations = AuditMatrix.catalogOrientations
    var result = matrix
    let byIdiom: [Idiom: [Orientation]] = [
      .phone: orientations(phone).filter(matrix.orientations.contains),
      .pad: orientations(pad).filter(matrix.orientations.contains),
    ]
    result.idiomOrientations = byIdiom
    result.orientations = matrix.orientations.filter { orientation in
      byIdiom.values.contains { $0.contains(orientation) }
    }
    result.devices = matrix.devices.filter { device in
      (byIdiom[device.idiom] ?? result.orientations).contains(where: device.describes)
    }
    return result
  }
}
