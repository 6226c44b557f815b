import Foundation
import Testing

/// The devices `Data/devices.csv` knows without geometry (the iPhone 18 Pro and Pro Max: an
/// identifier and a release date, no size, scale or inset in any public source) through every
/// place a device is named: a located error that says what is known and what stands in, and a
/// listing after the catalog in `safearea devices`.
@Suite struct UnmeasuredDeviceCommandTests {
  /// What every error says about the iPhone 18 Pro, after its place (option or file:line:column).
  static let proMessage =
    "'iPhone 18 Pro' is a known device (iPhone19,2; 2026) but no public source gives its screen"
    + " geometry, so it is not laid out; describe it as a custom device (width, height, scale,"
    + " safeArea) in a scene file's 'device:' or a file given to '--devices FILE.yaml'"
    + " (Documentation/DeviceCatalog.md, \"Devices without geometry\"; Examples/custom-device.yaml)"

  /// A scratch directory holding `files` (name → contents).
  static func scratch(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-unmeasured-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples/A3-3.yaml"),
      to: root.appendingPathComponent("A3-3.yaml"))
    return root
  }

  static let scene = """
    environment:
      device: iPhone 18 Pro
    root:
      controller:
        id: vc

    """

  @Test(
    "--device names it: query, inspect, explain say so, exit 64",
    arguments: [
      ["query", "Examples/A3-3.yaml", "--device", "iPhone 18 Pro", "window.bounds"],
      ["inspect", "Examples/A3-3.yaml", "--device", "iphone-18-pro"],
      ["explain", "Examples/A3-3.yaml", "view1.frame", "--device", "iPhone19,2"],
    ])
  func deviceOption(arguments: [String]) throws {
    let result = try safearea(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: --device: \(Self.proMessage)\n")
  }

  @Test(
    "--devices names it (alone or in a list): audit and render say so, exit 64",
    arguments: [["audit"], ["render", "--out", "unmeasured-never-written"]])
  func devicesOption(command: [String]) throws {
    for devices in ["iPhone 18 Pro", "iphone,iPhone 18 Pro,ipad"] {
      let result = try safearea(command + ["Examples/A3-3.yaml", "--devices", devices])
      #expect(result.status == 64, "\(devices)")
      #expect(result.stderr == "error: --devices: \(Self.proMessage)\n", "\(devices)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: repositoryRoot.appendingPathComponent("unmeasured-never-written").path))
  }

  /// `audit` and `render` read a scene's own device with `--devices scene` (else the matrix's
  /// devices stand in for it, as for every scene).
  @Test("a scene file's device: names it: located at the name, exit 65, in every command")
  func sceneFile() throws {
    let root = try Self.scratch(["s.yaml": Self.scene])
    defer { try? FileManager.default.removeItem(at: root) }
    let located = "s.yaml:2:11: error: \(Self.proMessage)\n  device: iPhone 18 Pro\n"
    for arguments in [
      ["query", "s.yaml", "vc.view.frame"], ["inspect", "s.yaml"],
      ["explain", "s.yaml", "vc.view.frame"], ["audit", "s.yaml", "--devices", "scene"],
      ["render", "s.yaml", "--devices", "scene", "--out", "out"],
      // A scene file standing in for the catalog (`--devices FILE.yaml`).
      ["audit", "A3-3.yaml", "--devices", "s.yaml"],
    ] {
      let result = try safearea(arguments, in: root)
      #expect(result.status == 65, "\(arguments)")
      #expect(result.stderr.contains(located), "\(arguments): \(result.stderr)")
    }
  }

  @Test(".safearea.yml's matrix names it: located at the entry, exit 65")
  func configuration() throws {
    let root = try Self.scratch([".safearea.yml": "matrix:\n  devices: [iphone, \"iPhone19,7\"]\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "A3-3.yaml"], in: root)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        ".safearea.yml:2:21: error: 'iPhone 18 Pro Max' is a known device (iPhone19,3 and"
          + " iPhone19,7; 2026) but no public source gives its screen geometry"),
      "\(result.stderr)")
  }

  @Test("an unknown name keeps its message")
  func unknownName() throws {
    let result = try safearea([
      "query", "Examples/A3-3.yaml", "--device", "iPhone 19 Pro", "window.bounds",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: --device: unknown device 'iPhone 19 Pro'; run 'safearea devices' to list the"
        + " catalog\n")
  }

  @Test("devices: listed after the catalog, not measured, in text and JSON")
  func listing() throws {
    let text = try safearea(["devices"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let section = try #require(lines.firstIndex { $0.hasPrefix("Known, not measured") })
    #expect(
      lines[section...].dropFirst().map { $0.split(separator: ":").first ?? "" } == [
        "iPhone 18 Pro (iPhone19,2; 2026)", "iPhone 18 Pro Max (iPhone19,3 and iPhone19,7; 2026)",
        "",
      ])
    // Not in the table above.
    #expect(!lines[..<section].contains { $0.hasPrefix("iPhone 18") })

    let json = try safearea(["devices", "--format", "json"])
    #expect(json.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    // The catalog's rows keep their keys; the known devices follow with the same keys, null
    // geometry and measured: false.
    let known = rows.filter { $0["measured"] as? Bool == false }
    #expect(rows.prefix(rows.count - known.count).allSatisfy { $0["measured"] == nil })
    #expect(known.map { $0["name"] as? String } == ["iPhone 18 Pro", "iPhone 18 Pro Max"])
    #expect(
      known.map { $0["identifiers"] as? [String] } == [
        ["iPhone19,2"], ["iPhone19,3", "iPhone19,7"],
      ])
    let catalogKeys = try #require(rows.first).keys
    for row in known {
      #expect(row["releaseYear"] as? Int == 2026)
      #expect(row["width"] is NSNull && row["portrait"] is NSNull && row["scale"] is NSNull)
      #expect(Set(catalogKeys).isSubset(of: Set(row.keys)))
      #expect((row["notes"] as? String)?.contains("release date 2026-09-18") == true)
    }

    // A name or identifier lists that device alone; a family defined by geometry never.
    let one = try safearea(["devices", "iPhone19,7"])
    #expect(one.status == 0)
    #expect(one.stdout.split(separator: "\n").last?.hasPrefix("iPhone 18 Pro Max (") == true)
    let notched = try safearea(["devices", "notched"])
    #expect(!notched.stdout.contains("iPhone 18"))
    let phones = try safearea(["devices", "iphone"])
    #expect(phones.stdout.contains("\niPhone 18 Pro (iPhone19,2; 2026): not measured"))
  }
}
