/// What a name says it stands for: the words of `kNavBarHeight`, `IS_IPHONE_X_Series`,
/// `hxBottomMargin`. Used only to say which layout value a constant stands in for (so that it
/// can be compared with the right one) and to recognise flags whose body is not in the run.
public enum NameMeaning {
  /// The lower-case words of an identifier: `kNavBarHeight` → `["k", "nav", "bar", "height"]`.
  public static func words(_ name: String) -> [String] {
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

  /// Whether a name says "has a notch / is an X-series phone".
  public static func isNotchName(_ name: String) -> Bool {
    let words = words(name)
    // `safeAreaInsetsForDeviceWithNotch` is a quantity, not a flag.
    let quantities: Set<String> = [
      "insets", "inset", "height", "width", "size", "margin", "top", "bottom", "offset", "h", "w",
    ]
    if words.contains(where: quantities.contains) { return false }
    let joined = words.joined()
    for marker in ["notch", "iphonex", "xseries", "bangs", "liuhai", "isx", "fullscreenphone"]
    where joined.contains(marker) {
      if marker == "isx", joined != "isx" && !joined.hasPrefix("isxseries") { continue }
      return true
    }
    return false
  }

  /// The layout value a numeric name stands for, given the numbers and facts in its value, or
  /// `nil` when the name names none.
  public static func metric(_ name: String, numbers: [Double], readsStatusBar: Bool)
    -> LayoutMetric?
  {
    let words = Set(self.words(name))
    let joined = self.words(name).joined()
    let large = numbers.contains { $0 >= 60 }
    if joined.contains("tabbar") || (words.contains("tab") && words.contains("bar")) {
      return large || joined.contains("safe") || joined.contains("bottom")
        ? .tabBarTotalHeight : .tabBarHeight
    }
    if joined.contains("navbar") || joined.contains("navigationbar") || joined.contains("navheight")
      || joined.contains("navigationheight") || joined.contains("topbar")
    {
      return large || readsStatusBar || joined.contains("status")
        ? .navigationBarBottom
        : .navigationBarHeight
    }
    if joined.contains("statusbar") { return .statusBarHeight }
    if joined.contains("toolbar") { return .toolbarHeight }
    if joined.contains("homeindicator") || joined.contains("safebottom")
      || joined.contains("bottomsafe") || joined.contains("safeareabottom")
      || joined.contains("bottommargin") || joined.contains("tabbarsafe")
    {
      return .homeIndicatorInset
    }
    return nil
  }
}
