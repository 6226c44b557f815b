import DeviceCatalog

/// What a name says it stands for: the words of `kNavBarHeight`, `IS_IPHONE_X_Series`,
/// `hxBottomMargin`. Used only to say which layout value a constant stands in for (so that it
/// can be compared with the right one) and to recognise flags whose body is not in the run.
public enum NameMeaning {
  /// The lower-case words of an identifier: `kNavBarHeight` → `["k", "nav", "bar", "height"]`.
  public static func words(_ name: String) -> [String] {
    if let words = asciiWords(name) { return words }
    var words: [String] = []
    var current = ""
    var previousLower = false
    for character in name {
      if character == "_" || character == "." || character == ":" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// ``words(_:)`` for an ASCII name, byte by byte (the same words; `nil` for other names).
  static func asciiWords(_ name: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    var previousLower = false
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
        previousLower = false
        continue
      }
      let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isUpper, previousLower, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      current.append(isUpper ? byte | 0x20 : byte)
      previousLower =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// Whether a name says "has a notch / is an X-series phone".
  public static func isNotchName(_ name: String) -> Bool {
    // The words joined are the name in lower case without `_`, `.` and `:`: a name holding no
    // marker there is not a flag (most names, tested on every node).
    if let joined = asciiJoined(name), !notchMarkers.contains(where: { joined.includes($0) }) {
      return false
    }
    let words = words(name)
    // `safeAreaInsetsForDeviceWithNotch` is a quantity, not a flag.
    if words.contains(where: quantities.contains) { return false }
    // `isBeforeIphoneX`, `isNotIPhoneX`, `noNotch`: the opposite flag.
    if words.contains(where: negations.contains) { return false }
    let joined = words.joined()
    for marker in notchMarkers where joined.includes(marker) {
      if marker == "isx", joined != "isx" && !joined.hasPrefix("isxseries") { continue }
      // `isIPhoneXMax`, `isIPhoneXR`, `IS_IPHONE_X_XS`: one model (a size), not "has a notch".
      if marker == "iphonex" || marker == "isphonex", let range = joined.range(of: marker),
        !seriesSuffixes.contains(String(joined[range.upperBound...]))
      {
        continue
      }
      return true
    }
    return false
  }

  /// What may follow `iphonex` in a flag's name that means the whole notched family.
  static let seriesSuffixes: Set<String> = [
    "", "series", "serie", "orlater", "andlater", "later", "orabove", "andabove", "above",
    "ornewer", "andnewer", "orhigher", "andafter", "after", "type", "style", "like", "family",
    "all", "up",
  ]

  /// The screen dimension a name says it is (`SCREEN_HEIGHT`, `kScreenW`, `KSCREEN_WIDTH`,
  /// `MainScreenHeight`), for a name the run does not define; nil for any other name.
  public static func screenDimension(_ name: String) -> DeviceFact? {
    let list = words(name)
    guard let screen = list.firstIndex(where: { $0 == "screen" || $0 == "kscreen" }),
      let last = list.last, screen < list.count - 1
    else { return nil }
    // Nothing but the screen and its dimension (and a `k`/`main` prefix): `kScreenHeightRatio`
    // is not the height.
    let others = list[..<screen].filter { !["k", "main", "ui", "device", "the"].contains($0) }
    guard others.isEmpty, list.count - screen == 2 else { return nil }
    switch last {
    case "height", "h", "hight": return .screenHeight
    case "width", "w": return .screenWidth
    default: return nil
    }
  }

  /// Whether a name says the screen's longer or shorter side (`SCREEN_MAX_LENGTH`,
  /// `kScreenMinLength`, `SCREEN_MAX_SIDE`): `"MAX"` or `"MIN"`, nil for other names. Read so
  /// only where the files define no such name (measurement S: a bridging header's `IS_IPHONE_5
  /// (IS_IPHONE && SCREEN_MAX_LENGTH == 568.0)` over names its Objective-C never defines).
  public static func screenSide(_ name: String) -> String? {
    let list = words(name)
    guard let screen = list.firstIndex(where: { $0 == "screen" || $0 == "kscreen" }),
      list.count - screen == 3,
      list[..<screen].allSatisfy({ ["k", "main", "ui", "device", "the"].contains($0) }),
      ["length", "side", "len"].contains(list[screen + 2])
    else { return nil }
    switch list[screen + 1] {
    case "max": return "MAX"
    case "min": return "MIN"
    default: return nil
    }
  }

  /// The screen heights (the screen's longer side, in points) a flag's name says it is true
  /// on, for a flag named for one screen size: `iPhone4Inch`, `is35InchScreen`, `IS_IPHONE_5`,
  /// `isIPhone6Plus`, `kiPhone8`; nil for any other name. Read so only where the run does not
  /// define the name, as a notch-named flag is (measurement T: HackTheNorth's 16 `if(![JPStyle
  /// iPhone4Inch]) { frame.size.height -= 88; }` over a helper class in no file linted). Sizes
  /// are those Apple gives the named screens (points, portrait): 3.5-inch 480, 4-inch 568,
  /// 4.7-inch 667, 5.5-inch 736, 5.4- and 5.8-inch 812, 6.5-inch 896; iPhone 4 / 4s 480, 5 /
  /// 5s / 5c 568, 6 / 6s / 7 / 8 667, their Plus models 736, XS 812, XR and XS Max 896. A size
  /// that names several heights (6.1-inch, 6.7-inch, "SE") is no one size.
  public static func oneSizeHeights(_ name: String) -> [Double]? {
    guard let joined = asciiJoined(name), joined.includes("inch") || joined.includes("iphone")
    else { return nil }
    let list = words(name)
    // `iPhone5Width`, `kIPhone4InchHeight`: a quantity of the size, not the flag.
    if list.contains(where: quantities.contains) || list.contains("scale") { return nil }
    if list.contains(where: negations.contains) || list.contains("less") || list.contains("or") {
      return nil
    }
    let inches: [(String, Double)] = [
      ("35inch", 480), ("40inch", 568), ("4inch", 568), ("47inch", 667), ("55inch", 736),
      ("54inch", 812), ("58inch", 812), ("65inch", 896),
    ]
    for (marker, height) in inches {
      guard let range = joined.range(of: marker) else { continue }
      // `4inch` inside `14inch` or `54inch` is another size.
      if range.lowerBound > joined.startIndex,
        joined[joined.index(before: range.lowerBound)].isNumber
      {
        continue
      }
      return [height]
    }
    let models: [(String, Double)] = [
      ("iphone4s", 480), ("iphone4", 480), ("iphone5s", 568), ("iphone5c", 568),
      ("iphone5", 568), ("iphone6splus", 736), ("iphone6plus", 736), ("iphone6p", 736),
      ("iphone7plus", 736), ("iphone7p", 736), ("iphone8plus", 736), ("iphone8p", 736),
      ("iphone6s", 667), ("iphone6", 667), ("iphone7", 667), ("iphone8", 667),
      ("iphonexsmax", 896), ("iphonexmax", 896), ("iphonexr", 896), ("iphonexs", 812),
    ]
    let prefixes: Set<String> = ["", "is", "k", "kis", "device", "isdevice"]
    let suffixes: Set<String> = ["", "screen", "size", "device"]
    for (model, height) in models {
      guard let range = joined.range(of: model),
        prefixes.contains(String(joined[..<range.lowerBound])),
        suffixes.contains(String(joined[range.upperBound...]))
      else { continue }
      return [height]
    }
    return nil
  }

  /// The idiom a constant's name is for: `kIPadNavBarHeight` is the iPad's, `kIPhoneTabBarHeight`
  /// the iPhone's (an X-series name is a flag's, not an idiom's); nil for most names.
  public static func idiom(_ name: String) -> Idiom? {
    let list = words(name)
    let joined = list.joined()
    if joined.includes("ipad") || list.contains("pad") { return .pad }
    if joined.includes("iphone"), !joined.includes("iphonex") { return .phone }
    return nil
  }

  static let negations: Set<String> = [
    "before", "pre", "non", "not", "no", "without", "old", "legacy", "under",
  ]

  static let notchMarkers = [
    "notch", "iphonex", "xseries", "bangs", "liuhai", "isx", "fullscreenphone",
    // `kIsPhoneX` (`k` `Is` `PhoneX`, the `i` of iPhone dropped): measurement T's DouYu clone,
    // whose flag and five values chosen on it were read as size checks.
    "isphonex",
  ]
  static let quantities: Set<String> = [
    "insets", "inset", "height", "width", "size", "margin", "top", "bottom", "offset", "h", "w",
  ]

  /// `words(name).joined()` for an ASCII name, without building the words (`nil` for other
  /// names).
  static func asciiJoined(_ name: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") {
        continue
      }
      let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      bytes.append(isUpper ? byte | 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether ``metric(_:numbers:readsStatusBar:)`` can name a metric for `name`: every name it
  /// reads holds one of these in its joined lower-case words (most names hold none, and the
  /// analysis asks for every assigned-to name).
  public static func mayNameMetric(_ name: String) -> Bool {
    guard let joined = asciiJoined(name) else { return true }
    return metricMarkers.contains { joined.includes($0) }
  }

  /// Last words that make a bar's name stand for something other than its size.
  static let notMetricEnds: Set<String> = [
    "point", "color", "colour", "alpha", "threshold", "limit", "progress", "duration", "time",
    "font", "radius", "style", "tag", "count", "index", "key", "name", "id", "image", "title",
    // A value built for a bar, not its size (measurement J: `let tabBarParameters =
    // TabBarParameters(…, barHeight: barHeight, …)` of a design system's own bar).
    "parameters", "params", "config", "configuration", "appearance",
  ]

  static let metricMarkers = [
    "tab", "nav", "topbar", "statusbar", "toolbar", "homeindicator", "safe", "bottommargin",
    "danger", "stabar", "indicator", "bottom", "statebar", "statubar",
  ]

  /// The layout value a numeric name stands for, given the numbers and facts in its value, or
  /// `nil` when the name names none.
  public static func metric(_ name: String, numbers: [Double], readsStatusBar: Bool)
    -> LayoutMetric?
  {
    let list = self.words(name)
    // `NAVBAR_COLORCHANGE_POINT`, `kTabBarAnimationDuration`: named for a bar, but for a
    // scroll position, a colour or a time of it, not for its size.
    if let last = list.last, notMetricEnds.contains(last) { return nil }
    let joined = list.joined()
    let large = numbers.contains { $0 >= 60 }
    // A margin or inset named after a bar (`kTabbarSafeBottomMargin`) is the home indicator's
    // area, not the bar.
    if joined.includes("homeindicator") || joined.includes("bottommargin")
      || joined.includes("safebottom") || joined.includes("bottomsafe")
    {
      // `safeBottomHeight() { safeBottomMargin() + 49 }`: the home indicator's area plus a tab
      // bar's 49 is the tab bar with the home indicator (measurement M: called "the bottom
      // safe-area inset").
      if !joined.includes("homeindicator"), numbers.contains(where: { $0 >= 49 }) {
        return .tabBarTotalHeight
      }
      return .homeIndicatorInset
    }
    // `zz_tabBar_additionHeight (isX ? 34 : 0)`: what a notched phone adds under the tab bar,
    // the home indicator's area (measurement L: "49 pt short" was said of it).
    let addition = ["inset", "extra", "offset", "delta", "diff", "safe", "add", "addition"]
    if joined.includes("tabbar"), numbers.contains(0), addition.contains(where: list.contains) {
      return .homeIndicatorInset
    }
    // `tabbarBottomHeight (is_X ? 34.0 : 0.0)`: a tab bar's name holding only 0 and 34 is the
    // home indicator's area — no tab bar is 0 or 34 tall (measurement T: "stands in for the tab
    // bar's height with the home-indicator inset … 49 pt short" was said of it).
    if joined.includes("tabbar"), Set(numbers) == [0, 34] { return .homeIndicatorInset }
    // `TABLEBAR_HEIGHT 49`: the tab bar spelt "table bar" (measurement V). UIKit has no table
    // bar, so the name is the tab bar's when it holds a tab bar's height.
    let tableBar = joined.includes("tablebar") && numbers.contains(where: { $0 == 49 || $0 == 83 })
    // `TAB_HEIGHT 49`, `kTabH 83`: "tab" and then a height, without "bar" (measurement W), the
    // tab bar when every value it holds is a tab bar's height; an app's own tab strip (40) is
    // not.
    let tabHeight =
      list.contains("tab") && ["h", "height", "hight", "hei"].contains(list.last ?? "")
      && !numbers.isEmpty && numbers.allSatisfy { $0 == 49 || $0 == 83 }
    if joined.includes("tabbar") || tableBar || tabHeight
      || (list.contains("tab") && list.contains("bar"))
    {
      // `NO_SAFE_TABBAR_HEIGHT 49`: the bar without the safe area, the bare bar (measurement W:
      // called the bar with the home-indicator inset).
      let namesSafeArea =
        joined.includes("safe") && !list.contains { ["no", "non", "without", "not"].contains($0) }
      return large || namesSafeArea || joined.includes("bottom")
        ? .tabBarTotalHeight : .tabBarHeight
    }
    // `kNavH`, `NaviH`, `navigationH`: a navigation word and then a height.
    // (`naviHei`, and `NavgationBarHeight` as some apps spell it: measurement L.)
    // (`kNavigationViewHeight`, an app's view standing where the navigation bar is, `isX ? 84
    // : 64`: measurement M.)
    let navigationWords: Set<String> = ["nav", "navi", "navigation", "navgation"]
    let heightWords: Set<String> = ["h", "height", "hight", "hei"]
    let navigationHeight =
      list.count >= 2 && navigationWords.contains(list[list.count - 2])
      && heightWords.contains(list[list.count - 1])
      || list.count >= 3 && navigationWords.contains(list[list.count - 3])
        && list[list.count - 2] == "view" && heightWords.contains(list[list.count - 1])
    // (`NAVGATIONHEIGHT`, one word; `NAVGATION_ADD_STATUSBAR_HEIGHT 64`, the navigation bar
    // and the status bar named together: measurement R, called the status bar's height.)
    let bothBars =
      list.contains(where: navigationWords.contains)
      && (joined.includes("statusbar") || joined.includes("statebar"))
    // (`naviBarHeight`, `kNavibarH`, `NAVI_BAR_H`: the navigation bar spelt `navi`, round U;
    // `nav_bottom`, where the navigation bar ends, measurement V.)
    let navigationBottom =
      list.count >= 2 && navigationWords.contains(list[list.count - 2]) && list.last == "bottom"
    if joined.includes("navbar") || joined.includes("navibar") || navigationBottom
      || joined.includes("navigationbar") || joined.includes("navheight")
      || joined.includes("navigationheight") || joined.includes("navgationbar")
      || joined.includes("navgationheight") || bothBars
      || joined.includes("topbar") || navigationHeight || list.last == "navigationview"
      || (list.count >= 2 && list[list.count - 2] == "navigation" && list.last == "view")
    {
      return large || readsStatusBar || joined.includes("status")
        ? .navigationBarBottom
        : .navigationBarHeight
    }
    // `AiStatusBarSafeInsetHeight (X ? 20 : 0)`: what a notched phone's status bar adds, not
    // the bar's height, which is never 0 where it is shown (measurement J: "32 pt short").
    // `zz_nav_statusHeight (isX ? 44 : 20)`, `statusHeight`: the status bar's height.
    // (`kStaBarH`: measurement M.)
    // (`StateBarHeight`, `statubarHeight`, as some apps spell it: measurement R.)
    let statusBar =
      joined.includes("statusbar") || joined.includes("statusheight") || joined.includes("stabar")
      || joined.includes("statebar") || joined.includes("statubar")
    if statusBar, numbers.contains(0), addition.contains(where: list.contains) {
      return nil
    }
    if statusBar { return .statusBarHeight }
    // `kInputToolBarHeight 50`: a chat screen's input bar, the app's own view above the
    // keyboard (UIKit has no system input bar; what sits there is the app's
    // `inputAccessoryView`, Apple: `UIResponder.inputAccessoryView`), not a `UIToolbar`'s height
    // (measurement Y: 15 false alarms "stands in for the toolbar's height").
    if joined.includes("toolbar"), list.contains("input") { return nil }
    if joined.includes("toolbar") { return .toolbarHeight }
    if joined.includes("homeindicator") || joined.includes("safebottom")
      || joined.includes("bottomsafe") || joined.includes("safeareabottom")
      || joined.includes("bottommargin") || joined.includes("tabbarsafe")
      || (joined.includes("danger") && joined.includes("bottom"))
    {
      return .homeIndicatorInset
    }
    // `kSafeAreaTopHeight`, `SafeAreaTopHeight (IS_X ? 88 : 64)`: most often the status bar and
    // the navigation bar together (then 64 or more, or a status-bar read plus a number); a
    // small value is the top inset.
    if joined.includes("safeareatop") || joined.includes("safetop") || joined.includes("topsafe")
      || (joined.includes("danger") && joined.includes("top"))
    {
      return large || readsStatusBar ? .navigationBarBottom : .safeAreaTop
    }
    // `DangerAreaHeight (isX ? 34 : 0)`: the home indicator's area when every number fits it.
    if joined.includes("dangerarea"), !numbers.isEmpty, numbers.allSatisfy({ $0 <= 34 }) {
      return .homeIndicatorInset
    }
    // `kIndicatorH (IPhone_X ? 34 : 0)`, `kBottomH (isX ? 34 : 0)`: the home indicator's area
    // when the values are its 34 and 0 (measurement M: reported as notch-chosen values).
    let indicatorWords =
      list.contains("indicator")
      || (list.count >= 2 && list[list.count - 2] == "bottom"
        && heightWords.contains(list[list.count - 1]))
    if indicatorWords, numbers.contains(34), numbers.allSatisfy({ $0 <= 34 }) {
      return .homeIndicatorInset
    }
    // A name of a size or an edge whose values are exactly one bar's two heights, on phones
    // with and without a housing (`NAVIGATETION_BAR_MAX_Y (iPhoneX ? 88 : 64)`, `NavHFit`,
    // `IPhoneUtils.BAR_HEIGHT`, `kBottomBarHeight (… > 20 ? 83 : 49)`): that bar, whatever the
    // name misspells (measurement N: 11 labels reported as notch-chosen values). Values the
    // system's bars take (UIKit's, in the catalog): 20 / 44 the status bar, 64 / 88 where the
    // navigation bar ends, 49 / 83 the tab bar with the home indicator, 0 / 34 the home
    // indicator's area.
    let sizeWords: Set<String> = ["h", "height", "hight", "hei", "bar", "y", "top", "bottom"]
    guard list.contains(where: sizeWords.contains) || joined.hasSuffix("height") else {
      return nil
    }
    switch Set(numbers) {
    case [64, 88]: return .navigationBarBottom
    case [49, 83]: return .tabBarTotalHeight
    case [20, 44]: return .statusBarHeight
    case [0, 34]: return .homeIndicatorInset
    default: return nil
    }
  }
}
