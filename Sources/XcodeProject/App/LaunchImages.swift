import Foundation

/// The screens an app without a launch screen fills: those its launch images cover
/// (UIKitRules R22.19).
///
/// Since the iPhone 5, iOS decides from an app's launch screen which screens the app was made
/// for: an app with neither a launch storyboard (`UILaunchStoryboardName`) nor `UILaunchScreen`
/// fills only the screens it has a launch image for, and runs letterboxed or scaled at an older
/// screen's size on the others ("If the app does not include the Default-568h@2x.png launch
/// image, then iOS will assume that the app does not support the taller screen size … the app
/// will run in letterbox mode"; without `UILaunchStoryboardName` "the app content has a large
/// black margin at the top and bottom", tested on an iPhone 12 mini: burtonageo/cargo-bundle#108).
/// Every iPhone app fills a 320 × 480 screen and every iPad app a 768 × 1024 one, launch image
/// or not.
enum LaunchImages {
  /// The portrait screens (points) of `resources` (a target's shipped files), `info`'s
  /// `UILaunchImages` and the launch image set `ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME` names;
  /// `nil` when that set is named but cannot be read (then nothing is known to be letterboxed).
  static func screens(info: InfoPlist, resources: [String], settings: BuildSettings) -> [CGSize]? {
    var sizes = [CGSize(width: 320, height: 480), CGSize(width: 768, height: 1024)]
    func add(_ size: CGSize) {
      if !sizes.contains(size) { sizes.append(size) }
    }
    info.launchImageSizes.forEach(add)
    // Launch image files by name: `<base>-568h@2x.png` for the 4-inch screen (Apple, "App
    // Launch (Default) Images": "include the modifier string -568h immediately after the
    // <basename> portion of the filename"); the base is `UILaunchImageFile`, else `Default`.
    let base = (info.launchImageFileBase ?? "Default").lowercased()
    for path in resources {
      let name = (path as NSString).lastPathComponent.lowercased()
      guard name.hasPrefix(base), name.hasSuffix(".png") else { continue }
      for (modifier, size) in fileModifiers where name.dropFirst(base.count).hasPrefix(modifier) {
        add(size)
      }
    }
    // A launch image set in an asset catalog (Apple, Asset Catalog Format Reference, "Launch
    // Image Type": `subtype` is "the targeted iPhone screen height").
    if let set = settings.expanded("ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"), !set.isEmpty {
      let catalogs = resources.filter { $0.lowercased().hasSuffix(".xcassets") }
      let contents = catalogs.lazy.compactMap { catalog -> [[String: Any]]? in
        let file = (catalog as NSString).appendingPathComponent("\(set).launchimage/Contents.json")
        guard let data = FileManager.default.contents(atPath: file),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["images"] as? [[String: Any]]
      }.first
      guard let images = contents else { return nil }
      for image in images where (image["filename"] as? String)?.isEmpty == false {
        let idiom = image["idiom"] as? String
        if idiom == "ipad" { continue }  // 768 × 1024 is in already
        if let subtype = image["subtype"] as? String {
          if let size = catalogSubtypes[subtype] { add(size) }
        }
      }
    }
    return sizes
  }

  /// File-name modifiers after the base name, longest first, and the screens they stand for.
  static let fileModifiers: [(String, CGSize)] = [
    ("-568h", CGSize(width: 320, height: 568)), ("-667h", CGSize(width: 375, height: 667)),
    ("-736h", CGSize(width: 414, height: 736)),
  ]

  /// iPhone launch image subtypes (screen heights in pixels) and their portrait screens.
  static let catalogSubtypes: [String: CGSize] = [
    "retina4": CGSize(width: 320, height: 568), "667h": CGSize(width: 375, height: 667),
    "736h": CGSize(width: 414, height: 736), "2436h": CGSize(width: 375, height: 812),
    "2688h": CGSize(width: 414, height: 896), "1792h": CGSize(width: 414, height: 896),
  ]
}
