import DeviceCatalog

extension IOSBehaviour {
  /// The behaviour version an iOS major version runs under: the newest modelled version not
  /// after it (iOS 9 runs the iOS 7–10 rules, numbered 10; iOS 19–25 do not exist and map to 18).
  public static func behaviour(for major: Int) -> Int {
    modelled.last { $0 <= major } ?? modelled[0]
  }
}

extension IOSBehaviour {
  /// The first version in which every navigation bar managed by a navigation controller uses its
  /// `scrollEdgeAppearance` at the scroll edge, and always over a hierarchy without a scroll view
  /// (before: only large-title bars) (R10.2).
  public static let navigationBarScrollEdgeForAll = 15
}
