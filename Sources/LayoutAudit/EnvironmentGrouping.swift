import DeviceCatalog
import Foundation

/// Says where a finding shows in words, grouping devices by family and orientation:
/// `on 31 of 88 devices: every notched iPhone in landscape`.
public enum EnvironmentGrouping {
  /// The families tried, most specific first, with their nouns.
  static let families: [(family: DeviceFamily, noun: String)] = [
    (.notched, "notched iPhone"), (.dynamicIsland, "Dynamic Island iPhone"),
    (.homeButton, "home-button device"), (.faceID, "Face ID device"), (.iphone, "iPhone"),
    (.ipad, "iPad"),
  ]

  /// The summary of `environments` within `matrix`.
  public static func summary(_ environments: [Environment], matrix: AuditMatrix) -> String {
    let selected = matrix.devices
    // Which device shows it in which orientation (only looked up, never iterated).
    var seen: Set<String> = []
    for environment in environments {
      seen.insert(environment.device.id)
      seen.insert(environment.device.id + "\n" + environment.orientation.rawValue)
    }
    let affected = selected.filter { seen.contains($0.id) }
    let orientationNames = matrix.orientations.map(\.rawValue)
    // Partition the devices by the orientations they show the problem in.
    var partitions: [(orientations: [String], devices: [Device])] = []
    for device in affected {
      let names = orientationNames.filter { seen.contains(device.id + "\n" + $0) }
      if let index = partitions.firstIndex(where: { $0.orientations == names }) {
        partitions[index].devices.append(device)
      } else {
        partitions.append((names, [device]))
      }
    }
    // R20.1: a display described in fewer orientations (the iPhone Duo's, one each) that shows
    // it in every orientation it describes joins the devices that show it in all of them, so
    // "every device in both orientations" still reads as it does without such displays.
    if let full = partitions.firstIndex(where: { $0.orientations == orientationNames }) {
      for index in partitions.indices.reversed() where index != full {
        let joining = partitions[index].devices.filter { device in
          let described = orientationNames.filter { name in
            Orientation(rawValue: name).map(device.describes) ?? true
          }
          return described.count < orientationNames.count
            && partitions[index].orientations == described
        }
        guard !joining.isEmpty else { continue }
        partitions[full].devices += joining
        partitions[index].devices.removeAll { joining.contains($0) }
      }
      partitions.removeAll { $0.devices.isEmpty }
      if let merged = partitions.firstIndex(where: { $0.orientations == orientationNames }) {
        // Catalog order within the group.
        let ids = partitions[merged].devices.map(\.id)
        partitions[merged].devices = affected.filter { ids.contains($0.id) }
      }
    }
    let count =
      selected.count == 1 ? "on 1 device" : "on \(affected.count) of \(selected.count) devices"
    let parts = partitions.map { partition in
      describe(partition.devices, among: selected)
        + orientationPhrase(partition.orientations, all: orientationNames)
    }
    var text = count + ": " + parts.joined(separator: "; ")
    let versions = iosVersions(environments)
    if matrix.iosVersions.count > 1 {
      text += " (iOS " + versions.map(String.init).joined(separator: ", ") + ")"
    }
    // `--keyboard` (R16): say when only one keyboard state shows it.
    if matrix.keyboardStates.count > 1 {
      if environments.allSatisfy(\.keyboard.isShown) {
        text += ", with the keyboard shown"
      } else if !environments.contains(where: \.keyboard.isShown) {
        text += ", with the keyboard hidden"
      }
    }
    return text
  }

  static func iosVersions(_ environments: [Environment]) -> [Int] {
    var result: [Int] = []
    for environment in environments where !result.contains(environment.ios) {
      result.append(environment.ios)
    }
    return result.sorted()
  }

  /// `every notched iPhone`, `every iPhone except iPhone SE`, `iPhone X and iPhone XS`,
  /// `5 devices: …`.
  static func describe(_ devices: [Device], among selected: [Device]) -> String {
    let ids = devices.map(\.id)
    if devices.count == selected.count, selected.count > 1 { return "every device" }
    // Looked up only, never iterated.
    let idSet = Set(ids)
    let absent = selected.filter { !idSet.contains($0.id) }
    if devices.count > 4, absent.count <= 2 {
      // Such as the two displays of the iPhone Duo, whose layouts with container bars carry a
      // missing value (R20.2) and make no finding.
      return "every device except " + list(absent.map(\.name))
    }
    if devices.count > 1 {
      // Which selected devices each family holds, asked once per family and device.
      let membership = families.map { entry in selected.map(entry.family.contains) }
      for (at, (_, noun)) in families.enumerated() {
        let members = selected.indices.filter { membership[at][$0] }.map { selected[$0] }
        guard members.count > 1 else { continue }
        let memberIDs = members.map(\.id)
        if memberIDs == ids { return "every \(noun)" }
        let missing = members.filter { !idSet.contains($0.id) }
        if idSet.isSubset(of: memberIDs), missing.count <= 2, members.count > 4 {
          return "every \(noun) except " + list(missing.map(\.name))
        }
      }
      // Two families together.
      for (index, first) in families.enumerated() {
        for other in (index + 1)..<families.count {
          let memberIDs = selected.indices.filter { membership[index][$0] || membership[other][$0] }
            .map { selected[$0].id }
          if memberIDs.count > 1, memberIDs == ids {
            return "every \(first.noun) and every \(families[other].noun)"
          }
        }
      }
    }
    let names = devices.map(\.name)
    if names.count <= 3 { return list(names) }
    return "\(names.count) devices: " + names.prefix(3).joined(separator: ", ")
      + " and \(names.count - 3) more"
  }

  static func orientationPhrase(_ names: [String], all: [String]) -> String {
    if all.count > 1, names.count == all.count {
      return all.count == 2 ? " in both orientations" : " in every orientation"
    }
    return " in " + list(names.map { $0.hasPrefix("landscape") ? "landscape" : $0 })
  }

  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
  }
}
