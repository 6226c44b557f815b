import Foundation
import TextEscaping

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The keys of an app's Info.plist that decide where and how its screens are shown, from the
/// Info.plist file (XML or binary), from the `INFOPLIST_KEY_*` build settings of a generated
/// Info.plist, or both (the file's value wins where both set a key).
public struct InfoPlist: Hashable, Sendable {
  /// `UISupportedInterfaceOrientations`, as written (`UIInterfaceOrientationPortrait`, …).
  public var supportedOrientations: [String]?
  /// `UISupportedInterfaceOrientations~ipad`.
  public var supportedOrientationsPad: [String]?
  /// `UISupportedInterfaceOrientations~iphone`.
  public var supportedOrientationsPhone: [String]?
  /// `UIStatusBarHidden`.
  public var statusBarHidden: Bool?
  /// `UIViewControllerBasedStatusBarAppearance` (UIKit's default: `true`).
  public var viewControllerBasedStatusBarAppearance: Bool?
  /// `UIRequiresFullScreen`.
  public var requiresFullScreen: Bool?
  /// `UILaunchStoryboardName` (and its `~ipad`/`~iphone` variants, in that order).
  public var launchStoryboardNames: [String] = []
  /// `UIMainStoryboardFile` (and `~ipad`/`~iphone`).
  public var mainStoryboardNames: [String] = []
  /// Whether `UILaunchScreen` or `UILaunchScreens` (iOS 14's launch screen without a storyboard,
  /// `INFOPLIST_KEY_UILaunchScreen_Generation` in a generated Info.plist) is present.
  public var hasLaunchScreenDictionary = false
  /// The screens `UILaunchImages` declares launch images for (`UILaunchImageSize`, portrait
  /// points: `{320, 568}`), and `~ipad`/`~iphone`.
  public var launchImageSizes: [CGSize] = []
  /// `UILaunchImageFile` (and `~ipad`/`~iphone`): the base name of the launch image files
  /// (`Default` when absent).
  public var launchImageFileBase: String?
  /// Whether `UIApplicationSceneManifest` is present (the app uses scenes).
  public var usesScenes = false
  /// `UISceneStoryboardFile` of the manifest's scene configurations.
  public var sceneStoryboardNames: [String] = []
  /// `NSExtension`'s `NSExtensionPointIdentifier` (an app extension's kind:
  /// `com.apple.widget-extension` for a Today widget).
  public var extensionPointIdentifier: String?

  /// An Info.plist with no keys.
  public init() {}

  /// Reads an Info.plist file (XML or binary) with `PropertyListSerialization`; build-setting
  /// variables in the values it reads (`$(PRODUCT_NAME)`) are expanded with `settings`.
  ///
  /// With `preprocessing` (the macros of a target that sets `INFOPLIST_PREPROCESS = YES`), the
  /// text first goes through ``InfoPlistPreprocessor``, as Xcode runs the C preprocessor over it.
  ///
  /// - Throws: ``ProjectError`` located at the XML parser's line and column for a malformed
  ///   XML plist, at the directive for a preprocessing error, at 1:1 for another unreadable one.
  public static func load(
    path: String, settings: BuildSettings? = nil, preprocessing: [String: String]? = nil
  ) throws(ProjectError) -> InfoPlist {
    var notes: [ProjectNote] = []
    return try load(path: path, settings: settings, preprocessing: preprocessing, notes: &notes)
  }

  /// ``load(path:settings:preprocessing:)``, adding to `notes` a note for each value whose
  /// `$(VAR)` expansion was cut at ``ProjectReaderLimits/maximumSettingLength``, located at the
  /// line of its key (the first `<key>` of that name in an XML plist, the first line naming it
  /// in an OpenStep one; no line in a binary one).
  public static func load(
    path: String, settings: BuildSettings? = nil, preprocessing: [String: String]?,
    notes: inout [ProjectNote]
  ) throws(ProjectError) -> InfoPlist {
    let original = try readBytes(path)
    var bytes = original
    if var definitions = preprocessing, !bytes.starts(with: Array("bplist".utf8)) {
      guard let text = String(bytes: bytes, encoding: .utf8) else {
        throw notUTF8(bytes, file: path, "a preprocessed Info.plist must be UTF-8 text")
      }
      bytes = Array(
        try InfoPlistPreprocessor.preprocess(text, file: path, definitions: &definitions).utf8)
    }
    let object: Any
    if isOpenStep(bytes) {
      // Read by the project's own OpenStep reader (the one `project.pbxproj` goes through):
      // CoreFoundation's prints a log line (timestamp, process id) on standard error for a
      // malformed one, and its errors are not located.
      object = openStepObject(try OpenStepPlist.parse(bytes, file: path))
    } else {
      do {
        object = try PropertyListSerialization.propertyList(
          from: Data(bytes), options: [], format: nil)
      } catch {
        throw locatedError(bytes, path: path)
      }
    }
    guard let dictionary = object as? [String: Any] else {
      throw ProjectError(
        .structure, "the root of an Info.plist must be a dictionary", file: path)
    }
    var cut: [String] = []
    let plist = InfoPlist(dictionary: dictionary, settings: settings, cut: &cut)
    for key in cut {
      notes.append(
        ProjectNote(
          file: path, line: line(naming: key, in: original),
          message: "the value of '\(key)' expands to more than"
            + " \(ProjectReaderLimits.maximumSettingLength) bytes (build settings that repeat each"
            + " other); it is cut there"))
    }
    return plist
  }

  /// The 1-based line of the first `<key>KEY</key>` (XML) or of the first line that names the
  /// key (OpenStep) in a text plist; 0 for a binary one or when not found.
  static func line(naming key: String, in bytes: [UInt8]) -> Int {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return 0 }
    let text = String(decoding: bytes, as: UTF8.self)
    let patterns = isOpenStep(bytes) ? ["\"\(key)\"", key] : ["<key>\(key)</key>"]
    for pattern in patterns {
      guard let range = text.range(of: pattern) else { continue }
      return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
    return 0
  }

  /// Whether `bytes` hold an OpenStep (ASCII) property list: neither binary (`bplist`) nor XML
  /// (whose first character other than a byte-order mark and white space is `<`).
  static func isOpenStep(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: Array("bplist".utf8)) { return false }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] != UInt8(ascii: "<")
  }

  /// An OpenStep value as `PropertyListSerialization` returns it (strings, data, arrays,
  /// dictionaries; a repeated key keeps its last value, as in the reader).
  static func openStepObject(_ value: OpenStepValue) -> Any {
    switch value {
    case .string(let text, _): return text
    case .data(let bytes, _): return Data(bytes)
    case .array(let elements, _): return elements.map(openStepObject)
    case .dictionary(let dictionary):
      var result: [String: Any] = [:]
      for entry in dictionary.entries { result[entry.key] = openStepObject(entry.value) }
      return result
    }
  }

  /// Where an XML property list stops being well formed (the XML parser's position), or 1:1.
  static func locatedError(_ bytes: [UInt8], path: String) -> ProjectError {
    let head = String(decoding: bytes.prefix(64), as: UTF8.self)
    guard head.contains("<?xml") || head.contains("<plist") else {
      return ProjectError(
        .syntax, "not a property list (XML, binary or OpenStep); re-save it from Xcode",
        file: path)
    }
    if let found = String(bytes: bytes, encoding: .utf8), found.contains("<!DOCTYPE"),
      found.contains("<!ENTITY")
    {
      return ProjectError(
        .syntax, "the plist declares entities, which are never resolved", file: path)
    }
    let parser: XMLParser
    do {
      parser = try makeXMLParser(bytes, file: path)
    } catch {
      return error
    }
    let position = ErrorPosition()
    parser.delegate = position
    if parser.parse(), position.line == nil {
      return ProjectError(
        .structure,
        "well-formed XML but not a valid property list (check the element names and that every"
          + " <key> has a value)",
        file: path)
    }
    let line = max(position.line ?? parser.lineNumber, 1)
    let column = max(position.column ?? parser.columnNumber, 1)
    let lines = TextLines.split(String(decoding: bytes, as: UTF8.self))
    return ProjectError(
      .syntax,
      "malformed XML property list (XML parser error \((parser.parserError as NSError?)?.code ?? 0));"
        + " check the tags on this line and the ones before it",
      file: path, line: line, column: column,
      sourceLine: line <= lines.count ? String(lines[line - 1]) : nil)
  }

  init(dictionary: [String: Any], settings: BuildSettings?) {
    var cut: [String] = []
    self.init(dictionary: dictionary, settings: settings, cut: &cut)
  }

  /// The keys read from `dictionary`, their `$(VAR)`s expanded with `settings`; `cut` gets each
  /// key whose value had to be cut at the expansion limit, once, in the order read.
  init(dictionary: [String: Any], settings: BuildSettings?, cut: inout [String]) {
    var cutKeys: [String] = []
    func string(_ value: Any?, _ key: String) -> String? {
      guard let text = value as? String else { return nil }
      guard let settings else { return text }
      let (expanded, isCut) = settings.expandReportingCut(text)
      if isCut && !cutKeys.contains(key) { cutKeys.append(key) }
      return expanded
    }
    func strings(_ key: String) -> [String]? {
      (dictionary[key] as? [Any]).map { $0.compactMap { string($0, key) } }
    }
    func bool(_ key: String) -> Bool? {
      if let value = dictionary[key] as? Bool { return value }
      if let value = dictionary[key] as? NSNumber { return value.boolValue }
      return string(dictionary[key], key).map { ["yes", "true", "1"].contains($0.lowercased()) }
    }
    defer { cut += cutKeys }
    supportedOrientations = strings("UISupportedInterfaceOrientations")
    supportedOrientationsPad = strings("UISupportedInterfaceOrientations~ipad")
    supportedOrientationsPhone = strings("UISupportedInterfaceOrientations~iphone")
    statusBarHidden = bool("UIStatusBarHidden")
    viewControllerBasedStatusBarAppearance = bool("UIViewControllerBasedStatusBarAppearance")
    requiresFullScreen = bool("UIRequiresFullScreen")
    for suffix in ["", "~ipad", "~iphone"] {
      if let name = string(
        dictionary["UILaunchStoryboardName" + suffix], "UILaunchStoryboardName" + suffix),
        !name.isEmpty,
        !launchStoryboardNames.contains(name)
      {
        launchStoryboardNames.append(name)
      }
      if let name = string(
        dictionary["UIMainStoryboardFile" + suffix], "UIMainStoryboardFile" + suffix),
        !name.isEmpty,
        !mainStoryboardNames.contains(name)
      {
        mainStoryboardNames.append(name)
      }
    }
    for suffix in ["", "~ipad", "~iphone"] {
      if dictionary["UILaunchScreen" + suffix] != nil
        || dictionary["UILaunchScreens" + suffix] != nil
      {
        hasLaunchScreenDictionary = true
      }
      for image in dictionary["UILaunchImages" + suffix] as? [[String: Any]] ?? [] {
        if let text = string(image["UILaunchImageSize"], "UILaunchImageSize"),
          let size = Self.launchImageSize(text), !launchImageSizes.contains(size)
        {
          launchImageSizes.append(size)
        }
      }
      if launchImageFileBase == nil,
        let base = string(dictionary["UILaunchImageFile" + suffix], "UILaunchImageFile" + suffix),
        !base.isEmpty
      {
        launchImageFileBase = base
      }
    }
    if let extensionInfo = dictionary["NSExtension"] as? [String: Any] {
      extensionPointIdentifier = string(
        extensionInfo["NSExtensionPointIdentifier"], "NSExtensionPointIdentifier")
    }
    if let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] {
      usesScenes = true
      let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
      for role in roles.keys.sorted() {
        for configuration in roles[role] as? [[String: Any]] ?? [] {
          if let name = string(configuration["UISceneStoryboardFile"], "UISceneStoryboardFile"),
            !sceneStoryboardNames.contains(name)
          {
            sceneStoryboardNames.append(name)
          }
        }
      }
    }
  }

  /// The keys Xcode writes into a generated Info.plist from `INFOPLIST_KEY_*` settings
  /// (`GENERATE_INFOPLIST_FILE = YES`).
  public static func generated(from settings: BuildSettings) -> InfoPlist {
    var plist = InfoPlist()
    func list(_ key: String) -> [String]? {
      settings.expanded("INFOPLIST_KEY_" + key).map {
        $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      }
    }
    plist.supportedOrientations = list("UISupportedInterfaceOrientations")
    plist.supportedOrientationsPad = list("UISupportedInterfaceOrientations_iPad")
    plist.supportedOrientationsPhone = list("UISupportedInterfaceOrientations_iPhone")
    plist.statusBarHidden = settings.bool("INFOPLIST_KEY_UIStatusBarHidden")
    plist.viewControllerBasedStatusBarAppearance = settings.bool(
      "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance")
    plist.requiresFullScreen = settings.bool("INFOPLIST_KEY_UIRequiresFullScreen")
    if let name = settings.expanded("INFOPLIST_KEY_UILaunchStoryboardName"), !name.isEmpty {
      plist.launchStoryboardNames = [name]
    }
    if let name = settings.expanded("INFOPLIST_KEY_UIMainStoryboardFile"), !name.isEmpty {
      plist.mainStoryboardNames = [name]
    }
    plist.usesScenes = settings.bool("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") ?? false
    plist.hasLaunchScreenDictionary =
      settings.bool("INFOPLIST_KEY_UILaunchScreen_Generation") ?? false
    return plist
  }

  /// A `UILaunchImageSize` value (`{320, 568}`, portrait points) as a size, `nil` when it is not
  /// two positive numbers.
  static func launchImageSize(_ text: String) -> CGSize? {
    let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    guard numbers.count == 2, numbers[0] > 0, numbers[1] > 0 else { return nil }
    return CGSize(width: min(numbers[0], numbers[1]), height: max(numbers[0], numbers[1]))
  }

  /// `self` with every key it lacks taken from `other`.
  public func filling(from other: InfoPlist) -> InfoPlist {
    var result = self
    result.supportedOrientations = supportedOrientations ?? other.supportedOrientations
    result.supportedOrientationsPad = supportedOrientationsPad ?? other.supportedOrientationsPad
    result.supportedOrientationsPhone =
      supportedOrientationsPhone ?? other.supportedOrientationsPhone
    result.statusBarHidden = statusBarHidden ?? other.statusBarHidden
    result.viewControllerBasedStatusBarAppearance =
      viewControllerBasedStatusBarAppearance ?? other.viewControllerBasedStatusBarAppearance
    result.requiresFullScreen = requiresFullScreen ?? other.requiresFullScreen
    if launchStoryboardNames.isEmpty { result.launchStoryboardNames = other.launchStoryboardNames }
    if mainStoryboardNames.isEmpty { result.mainStoryboardNames = other.mainStoryboardNames }
    result.hasLaunchScreenDictionary = hasLaunchScreenDictionary || other.hasLaunchScreenDictionary
    if launchImageSizes.isEmpty { result.launchImageSizes = other.launchImageSizes }
    result.launchImageFileBase = launchImageFileBase ?? other.launchImageFileBase
    result.usesScenes = usesScenes || other.usesScenes
    if sceneStoryboardNames.isEmpty { result.sceneStoryboardNames = other.sceneStoryboardNames }
    result.extensionPointIdentifier = extensionPointIdentifier ?? other.extensionPointIdentifier
    return result
  }
}

/// Where the XML parser was when it first found an error (it may report the end of the text
/// once it has stopped).
private final class ErrorPosition: NSObject, XMLParserDelegate {
  var line: Int?
  var column: Int?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard line == nil else { return }
    line = parser.lineNumber
    column = parser.columnNumber
  }
}
