import DeviceCatalog

extension IOSBehaviour {
  /// The behaviour version an iOS major version runs under: the newest modelled version not
  /// after it (iOS 9 runs the iOS 7–10 rules, numbered 10; iOS 19–25 do not exist and map to 18).
  public static func behaviour(for major: Int) -> Int {
    modelled.last { $0 <= major } ?? modelled[0]
  }
}
