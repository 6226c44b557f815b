import Foundation

/// A device the catalog knows by name, identifiers and release year, but whose screen geometry
/// no public source gives (a row of `Data/devices.csv` without geometry): it is never laid out,
/// never in a matrix and never counted among "every device". Asking for it is an error that says
/// so and points at the stand-in, a custom device (`Device.custom`).
///
/// ```swift
/// if DeviceCatalog.device(named: "iPhone 18 Pro") == nil,
///   let known = DeviceCatalog.unmeasuredDevice(named: "iPhone 18 Pro") {
///   print(known.notLaidOut)  // known (iPhone19,2, 2026) but no public source gives …
/// }
/// ```
public struct UnmeasuredDevice: Hashable, Sendable {
  /// The slug of the name (`iphone-18-pro`).
  public var id: String
  /// The marketing name (`iPhone 18 Pro`).
  public var name: String
  /// The hardware identifiers (`iPhone19,2`).
  public var identifiers: [String]
  public var idiom: Idiom
  public var releaseYear: Int?
  /// What the sources say about the device that the catalog does not use (claims, the release
  /// date): the CSV's `version_notes` cell.
  public var notes: String
  /// Where the sources disagree (the CSV's `disagreements` cell), empty when they do not.
  public var disagreements: String
  /// The CSV's `sources` cell: the keys of the sources that name the device.
  public var sources: String

  public init(
    id: String, name: String, identifiers: [String], idiom: Idiom, releaseYear: Int?,
    notes: String, disagreements: String, sources: String
  ) {
    self.id = id
    self.name = name
    self.identifiers = identifiers
    self.idiom = idiom
    self.releaseYear = releaseYear
    self.notes = notes
    self.disagreements = disagreements
    self.sources = sources
  }

  /// The identifiers and the release year, as the listing and the errors show them:
  /// `iPhone19,2; 2026`, `iPhone19,3 and iPhone19,7; 2026`.
  public var identity: String {
    let names =
      identifiers.count > 1
      ? identifiers.dropLast().joined(separator: ", ") + " and " + (identifiers.last ?? "")
      : identifiers.first ?? id
    return releaseYear.map { "\(names); \($0)" } ?? names
  }

  /// Why the device cannot be laid out and what stands in, one sentence for an error message:
  /// the device is known, no public source gives its geometry, a custom device does.
  public var notLaidOut: String {
    "'\(name)' is a known device (\(identity)) but no public source gives its screen geometry,"
      + " so it is not laid out; describe it as a custom device (width, height, scale, safeArea)"
      + " in a scene file's 'device:' or a file given to '--devices FILE.yaml'"
      + " (\(Self.standInDocumentation))"
  }

  /// Where the documentation says how a custom device stands in for a device without geometry.
  public static let standInDocumentation =
    "Documentation/DeviceCatalog.md, \"Devices without geometry\"; Examples/custom-device.yaml"
}

extension DeviceCatalog {
  /// Every device the catalog knows without geometry (``UnmeasuredDevice``), in release order
  /// (release year, then the order of `devices.csv`); none of them is in ``devices``.
  public static let unmeasuredDevices: [UnmeasuredDevice] = inReleaseOrder(
    generatedUnmeasuredDevices, year: \.releaseYear)

  /// The device without geometry `name` names, compared as ``device(named:)`` compares (marketing
  /// name, slug or identifier, ignoring case, spaces and punctuation), or `nil`. A name that
  /// ``device(named:)`` finds is never looked up here.
  public static func unmeasuredDevice(named name: String) -> UnmeasuredDevice? {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    guard !trimmed.isEmpty else { return nil }
    let exact = unmeasuredDevices.first { device in
      device.name.lowercased() == trimmed || device.id == trimmed
        || device.identifiers.contains { $0.lowercased() == trimmed }
    }
    if let exact { return exact }
    let key = lookupKey(trimmed)
    return unmeasuredDevices.first { device in
      lookupKey(device.name) == key || lookupKey(device.id) == key
        || device.identifiers.contains { lookupKey($0) == key }
    }
  }

  /// The devices without geometry `selector` names (as ``devices(matching:)`` reads it): every
  /// one for `all`, those of the idiom for `iphone` and `ipad`, the one a name names; none for
  /// a family defined by geometry (`notched`, `face-id`, …), which no source gives for them.
  public static func unmeasuredDevices(matching selector: String) -> [UnmeasuredDevice] {
    let trimmed = selector.trimmingCharacters(in: .whitespacesAndNewlines)
    if lookupKey(trimmed) == "all" { return unmeasuredDevices }
    if let family = DeviceFamily.named(trimmed) {
      switch family {
      case .iphone: return unmeasuredDevices.filter { $0.idiom == .phone }
      case .ipad: return unmeasuredDevices.filter { $0.idiom == .pad }
      default: return []
      }
    }
    guard device(named: trimmed) == nil, let found = unmeasuredDevice(named: trimmed) else {
      return []
    }
    return [found]
  }

  /// The message for a device name `name` that names no device with geometry: the
  /// ``UnmeasuredDevice/notLaidOut`` sentence when `name` names a device without geometry, else
  /// `nil` (the caller's own "unknown device" message).
  public static func notLaidOutMessage(for name: String) -> String? {
    guard device(named: name) == nil else { return nil }
    return unmeasuredDevice(named: name)?.notLaidOut
  }
}
