/// Maps property paths and names, as the readers spell them in dotted form, to device facts and
/// UIKit constants. Shared by the Swift and Objective-C readers, so both languages mean the same
/// thing by `UIScreen.main.bounds.size.height`.
public enum FactReader {
  /// The fact a dotted path reads, or `nil`.
  ///
  /// ```swift
  /// FactReader.fact(path: "UIScreen.mainScreen.bounds.size.height")  // .screenHeight
  /// ```
  public static func fact(path: String) -> DeviceFact? {
    // Every fact below ends in one of these names (the readers ask for every prefix of a path:
    // `UIScreen.main`, `UIScreen.main.bounds`, …, so most paths end in none).
    guard let end = path.lastDotComponent, factEnds.contains(end) else { return nil }
    // Every fact is read through one of these names (most paths hold none).
    guard
      [
        "statusBarFrame", "safeAreaInsets", "userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM",
        "rientation", "systemVersion", "creen",
      ].contains(where: { path.includes($0) })
    else { return nil }
    let parts = path.split(separator: ".").map(String.init)
    guard let last = parts.last else { return nil }
    if let index = parts.lastIndex(of: "statusBarFrame") {
      let rest = parts[(index + 1)...]
      if rest.last == "height" { return .statusBarHeight }
      return nil
    }
    if let index = parts.lastIndex(of: "safeAreaInsets"), index + 1 == parts.count - 1 {
      switch last {
      case "top": return .safeAreaTop
      case "bottom": return .safeAreaBottom
      case "left": return .safeAreaLeft
      case "right": return .safeAreaRight
      default: return nil
      }
    }
    if parts.contains("userInterfaceIdiom") || last == "UI_USER_INTERFACE_IDIOM" {
      return last == "userInterfaceIdiom" || last == "UI_USER_INTERFACE_IDIOM" ? .idiom : nil
    }
    if last == "statusBarOrientation" || last == "interfaceOrientation"
      || (last == "orientation" && parts.contains("UIDevice"))
    {
      return .orientation
    }
    if parts.contains("systemVersion"),
      ["floatValue", "doubleValue", "intValue", "integerValue"].contains(last)
    {
      return .systemVersion
    }
    guard isScreen(parts) else { return nil }
    if last == "scale" || last == "nativeScale" { return .scale }
    // `currentMode` and `preferredMode` (a `UIScreenMode`) give the size in pixels.
    let tail = parts.drop {
      $0 != "nativeBounds" && $0 != "currentMode" && $0 != "preferredMode" && $0 != "bounds"
    }
    guard let head = tail.first else { return nil }
    let rest = Array(tail.dropFirst()).filter { $0 != "size" }
    let native = head != "bounds"
    let isMode = head == "currentMode" || head == "preferredMode"
    if isMode, !tail.contains("size") { return nil }
    switch rest.last {
    case "height": return native ? .nativeHeight : .screenHeight
    case "width": return native ? .nativeWidth : .screenWidth
    // `UIScreen.main.bounds.maxX`: the bounds start at the origin (derived, as for the size
    // comparisons with `CGRect(x: 0, y: 0, …)`), so their largest x is the width and their
    // largest y the height ([`CGRect.maxX`](https://developer.apple.com/documentation/corefoundation/cgrect/maxx):
    // "the largest value of the x-coordinate for the rectangle"; measurement X: a search bar
    // placed at `.position(x: UIScreen.main.bounds.maxX / 2, y: 60)`).
    case "maxX" where !tail.contains("size"): return native ? .nativeWidth : .screenWidth
    case "maxY" where !tail.contains("size"): return native ? .nativeHeight : .screenHeight
    case nil where tail.contains("size") || isMode:
      return native ? .nativeSize : .screenSize
    default: return nil
    }
  }

  /// The last names a path that reads a fact can end in.
  static let factEnds: Set<Substring> = [
    "height", "width", "size", "top", "bottom", "left", "right", "userInterfaceIdiom",
    "UI_USER_INTERFACE_IDIOM", "statusBarOrientation", "interfaceOrientation", "orientation",
    "floatValue", "doubleValue", "intValue", "integerValue", "scale", "nativeScale", "maxX",
    "maxY",
  ]

  /// Whether the path reads a screen (`UIScreen.main`, `[UIScreen mainScreen]`, a window's
  /// screen).
  static func isScreen(_ parts: [String]) -> Bool {
    parts.contains("UIScreen") || parts.contains("mainScreen")
      || (parts.contains("screen") && !parts.contains("view"))
  }

  /// The value of a UIKit constant spelled `name` (Objective-C) or `.name` (Swift): idioms and
  /// orientations as strings, `YES`/`NO`.
  public static func constant(_ name: String) -> LintExpression.Kind? {
    switch name {
    case "YES", "true", "TRUE": return .boolean(true)
    case "NO", "false", "FALSE": return .boolean(false)
    case "UIUserInterfaceIdiomPad", "UIUserInterfaceIdiom.pad": return .string("pad")
    case "UIUserInterfaceIdiomPhone", "UIUserInterfaceIdiom.phone": return .string("phone")
    default: break
    }
    // An orientation ends in `left`, `right`, `portrait` or `upsidedown` (any case): most
    // names end otherwise and need no lower-case copy.
    let last = name.utf8.last.map { $0 | 0x20 }
    guard last == UInt8(ascii: "t") || last == UInt8(ascii: "n") else {
      if name == ".pad" { return .string("pad") }
      if name == ".phone" { return .string("phone") }
      return nil
    }
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    let lower = bare.lowercased()
    for prefix in ["uiinterfaceorientation", "uideviceorientation", ""]
    where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count).drop { $0 == "." }
      if rest == "landscapeleft" || rest == "landscaperight" { return .string("landscape") }
      if (rest == "portrait" || rest == "portraitupsidedown")
        && (name.hasPrefix(".") || !prefix.isEmpty)
      {
        return .string("portrait")
      }
    }
    if name == ".pad" { return .string("pad") }
    if name == ".phone" { return .string("phone") }
    return nil
  }

  /// Calls that test the orientation (`UIInterfaceOrientationIsLandscape(o)`): the orientation
  /// they test for, or `nil`.
  public static func orientationTest(_ name: String) -> String? {
    switch name {
    case "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape", "isLandscape":
      return "landscape"
    case "UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait", "isPortrait":
      return "portrait"
    default: return nil
    }
  }

  /// Whether `text` is a hardware model identifier (`iPhone10,3`, `iPad8,1`, `iPod9,1`).
  public static func isModelIdentifier(_ text: String) -> Bool {
    for prefix in ["iPhone", "iPad", "iPod"] where text.hasPrefix(prefix) {
      let rest = text.dropFirst(prefix.count)
      let halves = rest.split(separator: ",", omittingEmptySubsequences: false)
      return halves.count == 2 && halves.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
    return false
  }

  /// Whether `name` is a UIKit constant ``constant(_:)`` knows.
  static func isConstantName(_ name: String) -> Bool { constant(name) != nil }
}
