import DeviceCatalog
import Foundation
import LayoutAudit
import XcodeProject

extension AuditInputs {
  /// The orientations an XcodeGen folder's app allows for the IB files among `files`: those of
  /// the Info.plists of the spec's application targets that ship one of them
  /// (``XcodeProject/XcodeGenSpec``), when they agree; `nil` with a note when they disagree, a
  /// shipping target's Info.plist is not found or does not read, or no application target ships
  /// any. Round I: Blockchain.com's wallet (a `project.yml`, no `.xcodeproj`) is portrait-only
  /// by its app target's `Blockchain/Info.plist`, but its snapshot-test host app (a second
  /// application target, which ships none of the app's screens) allows landscape, and every
  /// screen was audited in landscape too (3 false findings).
  static func xcodeGenOrientations(folder: String, files: [String]) -> (
    phone: [InterfaceOrientation], pad: [InterfaceOrientation], note: String
  )? {
    guard let spec = XcodeGenSpec.read(folder: folder) else { return nil }
    let interfaceFiles = files.filter {
      LayoutSources.interfaceBuilderExtensions.contains(($0 as NSString).pathExtension.lowercased())
    }
    guard !interfaceFiles.isEmpty else { return nil }
    let shipping = spec.applications.filter { app in interfaceFiles.contains(where: app.ships) }
    let others = spec.applications.filter { app in !shipping.contains(app) }
    let display = AppProject.displayPath(spec.path)
    guard !shipping.isEmpty else {
      return (
        [], [],
        "\(display): no application target ships the audited IB files; orientations not taken"
      )
    }
    func parse(_ values: [String]?) -> [InterfaceOrientation]? {
      guard let values else { return nil }
      let parsed = values.compactMap(InterfaceOrientation.init(infoPlistValue:))
      let list = InterfaceOrientation.allCases.filter(parsed.contains)
      return list.isEmpty ? nil : list
    }
    var found: [(phone: [InterfaceOrientation], pad: [InterfaceOrientation])] = []
    var words: [String] = []
    for app in shipping {
      guard let plist = app.infoPlist, let info = try? InfoPlist.load(path: plist) else {
        return (
          [], [],
          "\(display): application target '\(app.name)' ships the audited IB files, but its"
            + " Info.plist is not found or does not read; orientations not taken"
        )
      }
      let base = parse(info.supportedOrientations)
      // UIKit's defaults without the key: all but upside down on iPhone, all four on iPad.
      let phone =
        parse(info.supportedOrientationsPhone) ?? base ?? [
          .portrait, .landscapeLeft, .landscapeRight,
        ]
      let pad = parse(info.supportedOrientationsPad) ?? base ?? InterfaceOrientation.allCases
      found.append((phone, pad))
      words.append(
        "'\(app.name)' (\(AppProject.displayPath(plist)): iPhone "
          + phone.map(\.rawValue).joined(separator: ", ") + "; iPad "
          + pad.map(\.rawValue).joined(separator: ", ") + ")")
    }
    let shipped =
      "the application target" + (shipping.count == 1 ? " " : "s ") + words.joined(separator: ", ")
      + " of XcodeGen's \(display) ship the audited IB files"
      + (others.isEmpty
        ? "" : "; " + others.map { "'\($0.name)'" }.joined(separator: ", ") + " ships none")
    guard found.allSatisfy({ $0.phone == found[0].phone && $0.pad == found[0].pad }) else {
      return ([], [], shipped + ", and their orientations disagree: orientations not taken")
    }
    return (found[0].phone, found[0].pad, "orientations from " + shipped)
  }

  /// `matrix` restricted to an app's orientations per idiom, as an app target's matrix is
  /// (``AuditMatrix/init(app:devices:)``): upside down only without portrait, landscape right
  /// only without left; a device that describes none of its idiom's orientations is left out.
  static func restricting(
    _ matrix: AuditMatrix, phone: [InterfaceOrientation], pad: [InterfaceOrientation]
  ) -> AuditMatrix {
    func orientations(_ list: [InterfaceOrientation]) -> [Orientation] {
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
