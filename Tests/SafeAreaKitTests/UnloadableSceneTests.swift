import Foundation
import IBFixtures
import Testing

@testable import SafeAreaKit

/// A storyboard scene nothing can load is not audited (fresh round S: ESP RainMaker's settings
/// scene and Towy's class-less scenes, 6 false findings; `LayoutSource.isUnloadable`).
@Suite struct UnloadableSceneTests {
  static let label =
    #"<label opaque="NO" text="Title" id="t1"><rect key="frame" x="0.0" y="0.0" width="200" height="30"/></label>"#

  /// A storyboard: the initial navigation controller and its root, a scene reached by a show
  /// segue, a scene with a storyboard ID and no segue, and one with neither.
  static func storyboard() -> String {
    let push = #"<segue destination="shown" kind="show" id="s-push"/>"#
    return IBFixture.storyboard(
      initial: "nav",
      scenes: [
        IBFixture.scene("s0", IBFixture.navigationController(id: "nav", root: "root")),
        IBFixture.scene(
          "s1", IBFixture.viewController(id: "root", rootID: "v1", connections: push)),
        IBFixture.scene(
          "s2", IBFixture.viewController(id: "shown", rootID: "v2", subviews: label)),
        IBFixture.scene(
          "s3",
          IBFixture.viewController(
            id: "byID", storyboardIdentifier: "Settings", rootID: "v3", subviews: label)),
        IBFixture.scene(
          "s4",
          IBFixture.viewController(
            id: "orphan", customClass: "AppSettingsViewController", rootID: "v4", subviews: label)),
      ].joined(separator: "\n"))
  }

  @Test(
    "a scene with no storyboard ID that no segue or relationship reaches, and not initial, is not audited"
  )
  func unloadableSceneIsNotAudited() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("UnloadableScene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Settings.storyboard").path
    try Self.storyboard().write(toFile: path, atomically: true, encoding: .utf8)
    var unreadable = 0
    let sources = try LayoutSources.load([path], unreadable: &unreadable, messages: .discarded)
    func source(_ id: String) throws -> LayoutSource {
      try #require(
        sources.first { source in
          if case .interfaceBuilder(_, let scene) = source.kind {
            scene.controller.id == id
          } else {
            false
          }
        })
    }
    let orphan = try source("orphan")
    #expect(orphan.isUnloadable)
    #expect(orphan.isComponent)
    #expect(
      orphan.componentNote?.contains(
        "can be loaded by nothing: it is not the initial view controller, has no storyboard ID,"
          + " and no segue or relationship leads to it; not audited") == true,
      "\(orphan.componentNote ?? "nil")")
    // Look-alikes: a storyboard ID, a segue, a relationship, the initial controller.
    for id in ["byID", "shown", "root", "nav"] {
      let other = try source(id)
      #expect(!other.isUnloadable, "\(id)")
      #expect(!other.isComponent, "\(id)")
    }
  }
}
