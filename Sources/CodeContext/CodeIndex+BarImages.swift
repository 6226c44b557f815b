import Foundation
import TextEscaping

extension CodeIndex {
  /// This index with the bars' translucency that the background images set through the
  /// appearance proxy (``barBackgroundImages``) decide, read from the image files under `root`
  /// (the app's folder): a statement whose image is completely opaque in every file it may load
  /// (``BarImageFiles/opaque(named:under:)``) becomes a translucency fact of value `false`, as
  /// `UINavigationBar.appearance().isTranslucent = false` would be ("If the navigation bar
  /// doesn't have a custom background image, or if any pixel of the background image has an
  /// alpha value of less than 1.0, the default value of this property is true. If the background
  /// image is completely opaque, the default value of this property is false", Apple's
  /// documentation of `UINavigationBar.isTranslucent`; R3.3, R22.28). An image with an alpha
  /// channel, one not found, or a name found in files that disagree changes nothing (the bar
  /// stays as the other statements make it). `root` `nil`, or no such statement: the index as
  /// it is. Fresh round Q's MedRep: both dashboards set `nabar@2x.png` (RGB, no alpha) on the
  /// proxy before showing their navigation controllers; 113 findings under a translucent bar.
  public func resolvingBarBackgroundImages(under root: String?) -> CodeIndex {
    guard let root, !barBackgroundImages.isEmpty else { return self }
    var resolved = self
    var added: [CodeFact] = []
    var files: BarImageFiles?
    for image in barBackgroundImages {
      if files == nil { files = BarImageFiles(root: root) }
      guard files?.opaque(named: image.imageName) == true else { continue }
      added.append(
        CodeFact(
          kind: .navigationBarTranslucent, subject: nil,
          value: image.conditional
            ? .unresolved(AppearanceReader.onABranch(false)) : .bool(false),
          location: image.location,
          snippet: image.snippet + " (an opaque background image: '\(image.imageName)')",
          method: image.method))
    }
    guard !added.isEmpty else { return self }
    resolved.barAppearanceFacts = (barAppearanceFacts + added).sorted { $0.location < $1.location }
    return resolved
  }
}

/// The image files of an app folder, found by the names code loads them by
/// (`UIImage(named:)`), and whether they are completely opaque.
struct BarImageFiles {
  /// Image files under the root by lowercased file name (sorted paths), and the asset
  /// catalogs' image sets by lowercased set name (their image files).
  private var byName: [String: [String]] = [:]
  private var sets: [String: [String]] = [:]

  /// At most this many entries of the folder are looked at (a bound, not a guess: past it,
  /// names not yet seen are simply not found).
  static let entryBound = 200_000

  init(root: String) {
    let manager = FileManager.default
    guard let walk = manager.enumerator(atPath: root) else { return }
    var seen = 0
    while let relative = walk.nextObject() as? String, seen < Self.entryBound {
      seen += 1
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") || name == "build" || name == "DerivedData" {
        walk.skipDescendants()
        continue
      }
      let lower = name.lowercased()
      guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
      else { continue }
      let path = (root as NSString).appendingPathComponent(relative)
      byName[lower, default: []].append(path)
      let folder = ((relative as NSString).deletingLastPathComponent as NSString)
        .lastPathComponent.lowercased()
      if folder.hasSuffix(".imageset") {
        sets[String(folder.dropLast(".imageset".count)), default: []].append(path)
      }
    }
    byName = byName.mapValues { $0.sorted() }
    sets = sets.mapValues { $0.sorted() }
  }

  /// Whether every file `UIImage(named: name)` may load is completely opaque: `true` when all
  /// are (a JPEG, or a PNG without an alpha channel or transparency chunk), `false` when one
  /// has transparent pixels by its header (a palette's or colour key's `tRNS`), `nil` when none
  /// is found or one has an alpha channel (its pixels are not read). The files: the name as
  /// given, and, for a PNG, the same base at 1×, 2× and 3× ("For PNG images, you may omit the
  /// filename extension", Apple's documentation of `UIImage(named:)`); for a name without an
  /// extension, an asset catalog's image set of that name too.
  func opaque(named name: String) -> Bool? {
    let lower = name.lowercased()
    var base = lower
    var candidates: [String] = []
    for suffix in [".png", ".jpg", ".jpeg"] where lower.hasSuffix(suffix) {
      candidates += byName[lower] ?? []
      base = String(lower.dropLast(suffix.count))
    }
    for scale in ["@3x", "@2x"] where base.hasSuffix(scale) { base = String(base.dropLast(3)) }
    for scale in ["", "@2x", "@3x"] { candidates += byName[base + scale + ".png"] ?? [] }
    if lower == base { candidates += sets[base] ?? [] }
    let files = Array(Set(candidates)).sorted()
    guard !files.isEmpty else { return nil }
    var answer = true
    for file in files {
      guard let opaque = Self.opaque(file: file) else { return nil }
      answer = answer && opaque
    }
    return answer
  }

  /// A file's opacity from its header: JPEG has no alpha; a PNG's colour type (0 grey, 2 RGB,
  /// 3 palette: no alpha channel; 4, 6: an alpha channel) and whether a `tRNS` chunk makes some
  /// pixels transparent (the PNG specification, "11.2.2 IHDR", "11.3.2.1 tRNS"). `nil`: not
  /// readable as either, or an alpha channel (the pixels are not decoded).
  static func opaque(file: String) -> Bool? {
    guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
    defer { try? handle.close() }
    // The header chunks come before the image data; 64 KiB holds them in practice (an ICC
    // profile is a few KiB). A `tRNS` chunk comes before the first `IDAT`.
    let data = handle.readData(ofLength: 65_536)
    let bytes = [UInt8](data)
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return true }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return nil }
    func word(_ at: Int) -> Int {
      (Int(bytes[at]) << 24) | (Int(bytes[at + 1]) << 16) | (Int(bytes[at + 2]) << 8)
        | Int(bytes[at + 3])
    }
    var at = 8
    var colourType: UInt8?
    while at + 8 <= bytes.count {
      let length = word(at)
      let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
      let body = at + 8
      switch type {
      case "IHDR":
        guard body + 13 <= bytes.count else { return nil }
        colourType = bytes[body + 9]
        if colourType == 4 || colourType == 6 { return nil }
      case "tRNS":
        guard let colourType else { return nil }
        // A palette's alpha entries: opaque only when every one is 255; a colour key makes the
        // pixels of that colour transparent.
        guard colourType == 3, body + length <= bytes.count else { return false }
        return bytes[body..<(body + length)].allSatisfy { $0 == 255 }
      case "IDAT", "IEND":
        return colourType.map { [0, 2, 3].contains($0) }
      default:
        break
      }
      guard length >= 0, length < Int(Int32.max) else { return nil }
      at = body + length + 4
    }
    return nil
  }
}
