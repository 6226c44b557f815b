import Foundation
import Testing

/// A folder with an XcodeGen spec (`project.yml`) and no Xcode project: the orientations are
/// those of the Info.plists of the application targets that ship the IB files. From
/// Blockchain.com's wallet (round I: a portrait-only app target whose screens live in local Swift
/// packages, beside a snapshot-test host app that allows landscape and ships none of them),
/// rewritten small.
@Suite struct XcodeGenOrientationCommandTests {
  /// The spec; `hostUsesFeature`: the test host depends on the screens' package too.
  static func spec(hostUsesFeature: Bool) -> String {
    """
    name: Wallet
    packages:
      Feature:
        path: Modules/Feature
    targets:
      WalletApp:
        type: application
        platform: iOS
        sources:
          - path: App
        dependencies:
          - package: Feature
      TestHost:
        type: application
        platform: iOS
        sources:
          - path: TestHost
    \(hostUsesFeature ? "    dependencies:\n      - package: Feature" : "")
    """
  }

  static func folder(hostUsesFeature: Bool) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("XcodeGenOrientationCommandTests-\(UUID().uuidString)")
    let storyboard = root.appendingPathComponent(
      "Modules/Feature/Sources/Feature/Screen.storyboard")
    try FileManager.default.createDirectory(
      at: storyboard.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ProjectModeCommandTests.storyboard.write(to: storyboard, atomically: true, encoding: .utf8)
    for (folder, orientations) in [
      ("App", ["UIInterfaceOrientationPortrait"]),
      (
        "TestHost",
        [
          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
          "UIInterfaceOrientationLandscapeRight",
        ]
      ),
    ] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      let plist = try PropertyListSerialization.data(
        fromPropertyList: [
          "UILaunchStoryboardName": "Launch", "UISupportedInterfaceOrientations": orientations,
          "UISupportedInterfaceOrientations~ipad": orientations,
        ], format: .xml, options: 0)
      try plist.write(to: root.appendingPathComponent("\(folder)/Info.plist"))
    }
    try spec(hostUsesFeature: hostUsesFeature).write(
      to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    return root
  }

  /// The environment count of the summary line ("… on N environments", or "1 environment").
  static func environments(_ stdout: String) -> Int? {
    guard let line = stdout.split(separator: "\n").last(where: { $0.contains(" environment") })
    else { return nil }
    let words = line.split(separator: " ")
    guard let at = words.firstIndex(where: { $0.hasPrefix("environment") }), at > 0 else {
      return nil
    }
    return Int(words[at - 1])
  }

  @Test("the app target that ships the screens decides their orientations")
  func shippingTargetDecides() throws {
    let root = try Self.folder(hostUsesFeature: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(
      result.stderr.contains(
        "note: the IB files that the application target 'WalletApp' (App/Info.plist: iPhone"
          + " portrait; iPad portrait) of XcodeGen's project.yml ships are audited in its"
          + " orientations"), "\(result.stderr)")
    let both = try Self.folder(hostUsesFeature: true)
    defer { try? FileManager.default.removeItem(at: both) }
    let disagreeing = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: both)
    #expect(
      disagreeing.stderr.contains(
        "ship keep the command's orientations: the targets' orientations disagree"),
      "\(disagreeing.stderr)")
    // Portrait only: half the environments of portrait and landscape (the iPhone X describes
    // both, under the same iOS versions).
    let portrait = try #require(Self.environments(result.stdout))
    let all = try #require(Self.environments(disagreeing.stdout))
    #expect(portrait * 2 == all, "\(result.stdout)\n\(disagreeing.stdout)")
  }

  @Test("a test host's own storyboard takes the host's orientations, the app's screens the app's")
  func eachFileItsShippingTarget() throws {
    let root = try Self.folder(hostUsesFeature: false)
    defer { try? FileManager.default.removeItem(at: root) }
    try ProjectModeCommandTests.storyboard.write(
      to: root.appendingPathComponent("TestHost/Host.storyboard"), atomically: true,
      encoding: .utf8)
    let result = try safearea(["audit", "--no-cache", "--devices", "iPhone X", "."], in: root)
    #expect(
      result.stderr.contains(
        "note: the IB files that the application target 'TestHost' (TestHost/Info.plist: iPhone"
          + " portrait, landscapeLeft, landscapeRight; iPad portrait, landscapeLeft,"
          + " landscapeRight) of XcodeGen's project.yml ships are audited in its orientations"),
      "\(result.stderr)")
    #expect(result.stderr.contains("'WalletApp' (App/Info.plist: iPhone portrait; iPad portrait)"))
  }
}
