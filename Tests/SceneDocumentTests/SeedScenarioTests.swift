import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Windows built by tests, kept alive (views hold their superviews weakly, as in UIKit).
@MainActor private var builtWindows: [UIWindow] = []

/// Lays out `Examples/<name>.yaml` (optionally overriding the environment) and answers `paths`
/// in the query contract's text form.
@MainActor
func query(
  _ name: String, _ paths: [String], overrides: EnvironmentOverrides = .init()
) throws -> [String: String] {
  let path = repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path
  let scene = try SceneLoader.load(path: path)
  let environment = try SceneBuilder.environment(for: scene, overrides: overrides)
  let window = try SceneBuilder.makeWindow(scene, environment: environment)
  builtWindows.append(window)
  let results = try resolve(paths, in: window.snapshot())
  return Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) })
}

/// The seed articles' experiments (`../shared/spec/seed-scenarios.md`), each run from its scene
/// under `Examples/` and compared with the numbers the article printed.
@MainActor
@Suite struct SeedScenarioTests {
  @Test("A0-1: translucent bar: vc.view starts at the top of the screen, red view under the bars")
  func a01() throws {
    let v = try query("A0-1", ["vc.view.frameInWindow", "red.frameInWindow", "red.safeAreaInsets"])
    #expect(v["vc.view.frameInWindow"] == "{{0, 0}, {375, 812}}")
    #expect(v["red.frameInWindow"] == "{{0, 0}, {375, 88}}")
    #expect(v["red.safeAreaInsets"] == "{88, 0, 0, 0}")  // wholly unsafe: under status bar + bar
  }

  @Test("A0-2: opaque bar: vc.view starts at the bar's bottom (window y = 88)")
  func a02() throws {
    let v = try query("A0-2", ["vc.view.frameInWindow", "red.frameInWindow", "red.safeAreaInsets"])
    #expect(v["vc.view.frameInWindow"] == "{{0, 88}, {375, 724}}")
    #expect(v["red.frameInWindow"] == "{{0, 88}, {375, 88}}")
    #expect(v["red.safeAreaInsets"] == "{0, 0, 0, 0}")
  }

  @Test("A0-3: {88, 0, 34, 0} and nav {44, 0, 34, 0}")
  func a03() throws {
    let v = try query("A0-3", ["vc.view.safeAreaInsets", "nav.view.safeAreaInsets"])
    #expect(v["vc.view.safeAreaInsets"] == "{88, 0, 34, 0}")
    #expect(v["nav.view.safeAreaInsets"] == "{44, 0, 34, 0}")
  }

  @Test("A0-4: opaque background image: {0, 0, 34, 0} and nav {44, 0, 34, 0}")
  func a04() throws {
    let v = try query("A0-4", ["vc.view.safeAreaInsets", "nav.view.safeAreaInsets"])
    #expect(v["vc.view.safeAreaInsets"] == "{0, 0, 34, 0}")
    #expect(v["nav.view.safeAreaInsets"] == "{44, 0, 34, 0}")
  }

  @Test("A0-5: a frame set from safeArea.top sits right under the opaque bar")
  func a05() throws {
    let v = try query("A0-5", ["red.frameInWindow"])
    #expect(v["red.frameInWindow"] == "{{0, 88}, {375, 100}}")
  }

  @Test(
    "A0-6: deriving y from the safe area is right on every iPhone; a fixed 64 is wrong on notched ones",
    // Not on a phone with a vertical bar column (the iPhone Duo): from iOS 27 its navigation
    // bar moves into the column, whose width with bars no source gives (R20.2).
    arguments: DeviceCatalog.devices.filter { $0.idiom == .phone && $0.verticalBar == nil })
  func a06(device: Device) throws {
    let derived = try query(
      "A0-6", ["red.frameInWindow", "nav.navigationBar.frame"], overrides: .init(device: device))
    let bar = try query("A0-6", ["nav.navigationBar.frame"], overrides: .init(device: device))
    #expect(derived["red.frameInWindow"]?.hasPrefix("{{0, ") == true)
    // The red view's top is the bar's bottom, whatever the phone.
    let fixed = try query(
      "A0-6-fixed-offset", ["red.safeAreaInsets"], overrides: .init(device: device))
    let barText = try #require(bar["nav.navigationBar.frame"])
    let expectedTop = try #require(Self.maxY(barText))
    #expect(
      derived["red.frameInWindow"]
        == "{{0, \(PointFormat.string(expectedTop))}, {\(PointFormat.string(device.portraitSize.width)), 100}}"
    )
    let statusBar = device.statusBarHeight(ios: IOSBehaviour.newest(for: device)).value
    if statusBar == 20, device.housing.kind == .none {
      #expect(fixed["red.safeAreaInsets"] == "{0, 0, 0, 0}")
    } else {
      #expect(
        fixed["red.safeAreaInsets"] != "{0, 0, 0, 0}",
        "a fixed 64 lies under the bar on \(device.name)")
    }
  }

  static func maxY(_ rect: String) -> CGFloat? {
    let numbers = rect.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return CGFloat(numbers[1] + numbers[3])
  }

  @Test("A2-1: iPhone X, navigation controller: {88, 0, 34, 0}")
  func a21() throws {
    #expect(
      try query("A2-1", ["vc.view.safeAreaInsets"])["vc.view.safeAreaInsets"] == "{88, 0, 34, 0}")
  }

  @Test("A3-2: view1 under the housing, view2 under the home indicator")
  func a32() throws {
    let v = try query("A3-2", ["view1.safeAreaInsets", "view2.safeAreaInsets"])
    #expect(v["view1.safeAreaInsets"] == "{44, 0, 0, 0}")
    #expect(v["view2.safeAreaInsets"] == "{0, 0, 34, 0}")
  }

  @Test(
    "A3-3: both views inside the safe area, portrait and landscape, on every device",
    arguments: DeviceCatalog.devices)
  func a33(device: Device) throws {
    for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight]
    where device.describes(orientation) {
      let v = try query(
        "A3-3", ["view1.safeAreaInsets", "view2.safeAreaInsets"],
        overrides: .init(device: device, orientation: orientation))
      #expect(v["view1.safeAreaInsets"] == "{0, 0, 0, 0}", "\(device.name) \(orientation)")
      #expect(v["view2.safeAreaInsets"] == "{0, 0, 0, 0}", "\(device.name) \(orientation)")
    }
  }

  @Test("A3-4: a label filling the safe layout frame stays in the safe area")
  func a34() throws {
    for orientation in [Orientation.portrait, .landscapeRight] {
      let v = try query(
        "A3-4", ["label.safeAreaInsets", "label.frame", "container.safeAreaLayoutFrame"],
        overrides: .init(orientation: orientation))
      #expect(v["label.safeAreaInsets"] == "{0, 0, 0, 0}")
      #expect(v["label.frame"] == v["container.safeAreaLayoutFrame"])
    }
  }

  @Test("A3-5: additionalSafeAreaInsets make an iPhone 8 report an iPhone X's insets")
  func a35() throws {
    #expect(
      try query("A3-5", ["vc.view.safeAreaInsets"])["vc.view.safeAreaInsets"] == "{44, 0, 34, 0}")
    let hidden = try query(
      "A3-5", ["vc.view.safeAreaInsets"], overrides: .init(statusBarHidden: true))
    #expect(hidden["vc.view.safeAreaInsets"] == "{24, 0, 34, 0}")  // 0 status bar + 24 additional
    let landscape = try query("A3-5-landscape", ["vc.view.safeAreaInsets"])
    #expect(landscape["vc.view.safeAreaInsets"] == "{0, 44, 21, 44}")
  }

  @Test("A4-1: iPhone X 375×812; status bar 44, nav bar 44 (88), tab bar 83")
  func a41() throws {
    let v = try query(
      "A4-1",
      ["window.frame", "nav.navigationBar.frame", "tabs.tabBar.frame", "vc.view.safeAreaInsets"])
    #expect(v["window.frame"] == "{{0, 0}, {375, 812}}")
    #expect(v["nav.navigationBar.frame"] == "{{0, 44}, {375, 44}}")
    #expect(v["tabs.tabBar.frame"] == "{{0, 729}, {375, 83}}")
    #expect(v["vc.view.safeAreaInsets"] == "{88, 0, 83, 0}")
  }

  @Test("A4-2: the custom bar's button lies in the status bar")
  func a42() throws {
    let v = try query(
      "A4-2", ["backButton.frameInWindow", "window.statusBarFrame", "backButton.safeAreaInsets"])
    #expect(v["window.statusBarFrame"] == "{{0, 0}, {375, 44}}")
    #expect(v["backButton.frameInWindow"] == "{{8, 10}, {44, 44}}")
    #expect(v["backButton.safeAreaInsets"] == "{34, 0, 0, 0}")  // 34 of its 44 pt are under the bar
  }

  @Test(
    "A4-4: pinned to the screen bottom it overlaps the home indicator; pinned to the safe area it never does",
    arguments: DeviceCatalog.devices)
  func a44(device: Device) throws {
    for orientation in [Orientation.portrait, .landscapeLeft] where device.describes(orientation) {
      let overrides = EnvironmentOverrides(device: device, orientation: orientation)
      let broken = try query(
        "A4-4", ["chatInput.safeAreaInsets", "vc.view.safeAreaInsets"], overrides: overrides)
      let fixed = try query(
        "A4-4-fixed", ["chatInput.safeAreaInsets", "sendButton.safeAreaInsets"],
        overrides: overrides)
      // The view at the screen's bottom gets the root view's whole bottom inset (the home
      // indicator band, or 0 on home-button devices).
      let rootBottom = try #require(broken["vc.view.safeAreaInsets"]?.split(separator: ",")[2])
      #expect(broken["chatInput.safeAreaInsets"]?.split(separator: ",")[2] == rootBottom)
      #expect(fixed["chatInput.safeAreaInsets"]?.split(separator: ",")[2] == " 0", "\(device.name)")
      #expect(
        fixed["sendButton.safeAreaInsets"]?.split(separator: ",")[2] == " 0", "\(device.name)")
    }
  }

  @Test("A0-7, A0-8: adjustedContentInset = contentInset + safeAreaInsets")
  func a07a08() throws {
    let a = try query(
      "A0-7",
      ["tb.safeAreaInsets", "tb.adjustedContentInset", "tb.contentInset", "vc.view.safeAreaInsets"])
    #expect(a["tb.safeAreaInsets"] == "{88, 0, 34, 0}")
    #expect(a["tb.adjustedContentInset"] == "{88, 0, 34, 0}")
    #expect(a["tb.contentInset"] == "{0, 0, 0, 0}")
    #expect(a["vc.view.safeAreaInsets"] == "{88, 0, 34, 0}")
    let b = try query("A0-8", ["tb.safeAreaInsets", "tb.adjustedContentInset", "tb.contentInset"])
    #expect(b["tb.adjustedContentInset"] == "{188, 0, 134, 0}")
    #expect(b["tb.contentInset"] == "{100, 0, 100, 0}")
  }

  @Test(
    "A0-9, A0-10: the article's 134 contradicts its rule: the rule gives 34 (R2.3a); 88 pt unreachable until fixed"
  )
  func a09a10() throws {
    // The article printed adjustedContentInset.bottom = 134, most likely left over from A0-8's
    // contentInset of 100; its own rule (adjusted = contentInset + safeAreaInsets) gives 0 + 34.
    let broken = try query(
      "A0-9",
      ["tb.safeAreaInsets", "tb.adjustedContentInset", "tb.unreachableContent", "tb.contentSize"])
    #expect(broken["tb.safeAreaInsets"] == "{0, 0, 34, 0}")
    #expect(broken["tb.adjustedContentInset"] == "{0, 0, 34, 0}")
    #expect(broken["tb.unreachableContent"] == "{{0, 2552}, {375, 88}}")  // the last 88 pt
    let fixed = try query("A0-10", ["tb.unreachableContent"])
    #expect(fixed["tb.unreachableContent"] == "{{0, 0}, {0, 0}}")
  }

  @Test("A1-1…A1-3: iOS 11 adds the 20-pt status bar; -20 contentInset or .never removes it")
  func a11a13() throws {
    #expect(
      try query("A1-1", ["tb.adjustedContentInset"])["tb.adjustedContentInset"] == "{20, 0, 0, 0}")
    #expect(
      try query("A1-2", ["tb.adjustedContentInset"])["tb.adjustedContentInset"] == "{0, 0, 0, 0}")
    let never = try query("A1-3", ["tb.adjustedContentInset", "tb.contentInset"])
    #expect(never["tb.adjustedContentInset"] == never["tb.contentInset"])
  }

  @Test(
    "A1-4, A3-6, A3-7: iOS 10 writes the bars into contentInset; iOS 11 into adjustedContentInset")
  func legacy() throws {
    #expect(try query("A1-4", ["tb.contentInset"])["tb.contentInset"] == "{64, 0, 49, 0}")
    #expect(try query("A3-6-ios10", ["sv.contentInset"])["sv.contentInset"] == "{64, 0, 49, 0}")
    let modern = try query("A3-6-ios11", ["sv.contentInset", "sv.adjustedContentInset"])
    #expect(modern["sv.contentInset"] == "{0, 0, 0, 0}")
    #expect(modern["sv.adjustedContentInset"] == "{64, 0, 49, 0}")
    #expect(try query("A3-7-ios10", ["sv.contentInset"])["sv.contentInset"] == "{74, 10, 59, 10}")
    let modern7 = try query("A3-7-ios11", ["sv.contentInset", "sv.adjustedContentInset"])
    #expect(modern7["sv.contentInset"] == "{10, 10, 10, 10}")
    #expect(modern7["sv.adjustedContentInset"] == "{74, 10, 59, 10}")
  }

  @Test(
    "A2-2…A2-6: capped bottom, iOS 10 ignores the frame, iOS 11 does not, axes, additional insets")
  func article002() throws {
    #expect(
      try query("A2-2", ["tb.adjustedContentInset"])["tb.adjustedContentInset"] == "{88, 0, 34, 0}")
    #expect(try query("A2-3", ["tb.contentInset"])["tb.contentInset"] == "{64, 0, 0, 0}")
    #expect(
      try query("A2-4", ["tb.adjustedContentInset"])["tb.adjustedContentInset"] == "{0, 0, 0, 0}")
    #expect(
      try query("A2-5", ["sv.adjustedContentInset"])["sv.adjustedContentInset"] == "{0, 0, 0, 0}")
    let additional = try query("A2-6", ["vc.view.safeAreaInsets", "tb.adjustedContentInset"])
    #expect(additional["vc.view.safeAreaInsets"] == "{108, 0, 44, 0}")
    #expect(additional["tb.adjustedContentInset"] == "{113, 0, 49, 0}")
  }

  @Test("A3-8: cells keep full width; content views inset by the safe area unless turned off")
  func a38() throws {
    let v = try query(
      "A3-8",
      ["tb.cell(0,0).frame", "tb.cell(0,0).contentView.frame", "flat.cell(0,0).contentView.frame"])
    #expect(v["tb.cell(0,0).frame"] == "{{0, 0}, {812, 44}}")
    #expect(v["tb.cell(0,0).contentView.frame"] == "{{44, 0}, {724, 44}}")
    #expect(v["flat.cell(0,0).contentView.frame"] == "{{0, 0}, {812, 44}}")
  }

  @Test("A3-9: flow-layout items go under the housing; .fromSafeArea moves them out")
  func a39() throws {
    let broken = try query("A3-9", ["cv.item(0,0).frame"])
    #expect(broken["cv.item(0,0).frame"]?.hasPrefix("{{0, ") == true)
    let fixed = try query("A3-9-fixed", ["cv.item(0,0).frame"])
    #expect(fixed["cv.item(0,0).frame"]?.hasPrefix("{{44, ") == true)
  }
}
