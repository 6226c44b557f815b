import Foundation
import Testing

/// End-to-end tests of `safearea inspect` and `safearea devices`, against golden files.
@Suite struct InspectCommandTests {
  @Test("inspect: the laid-out tree of seed scenes", arguments: ["A0-2", "A4-1", "A0-9", "A3-8"])
  func tree(scene: String) throws {
    let result = try safearea(["inspect", "Examples/\(scene).yaml"])
    #expect(result.status == 0)
    assertGolden(result.stdout, "inspect-\(scene).txt")
  }

  @Test("inspect --events: UIKit's callback order (R9.1a)")
  func events() throws {
    let result = try safearea(["inspect", "Examples/A0-3.yaml", "--events"])
    #expect(result.status == 0)
    assertGolden(result.stdout, "inspect-A0-3-events.txt")
    let lines = result.stdout.split(separator: "\n").filter { $0.contains("UIViewController#vc.") }
    let callbacks = lines.compactMap {
      $0.split(separator: ".").dropFirst().first?.split(separator: " ").first
    }
    #expect(
      callbacks.map(String.init) == [
        "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange",
        "viewLayoutMarginsDidChange",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews",
        "viewDidAppear",
      ])
  }

  @Test("inspect --all-devices lays the scene out on every device in both orientations")
  func allDevices() throws {
    let result = try safearea(["inspect", "Examples/A2-1.yaml", "--all-devices"])
    #expect(result.status == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.contains("; status bar ") }
    let devices = try safearea(["devices", "--format", "json"])
    let listed = try #require(
      try JSONSerialization.jsonObject(with: Data(devices.stdout.utf8)) as? [[String: Any]])
    // The devices known without geometry (measured: false) are never laid out.
    let rows = listed.filter { $0["measured"] as? Bool != false }
    #expect(rows.count == listed.count - 2)
    // Every catalog device describes both orientations (the iPhone Duo's inner portrait since
    // issue 32), so nothing is skipped.
    let unmeasured = rows.filter { $0["portrait"] is NSNull || $0["landscape"] is NSNull }.count
    #expect(unmeasured == 0)
    #expect(headers.count == rows.count * 2)
    #expect(!result.stdout.contains("skipped: "))
  }

  @Test("devices: the catalog table")
  func devices() throws {
    let result = try safearea(["devices"])
    #expect(result.status == 0)
    assertGolden(result.stdout, "devices.txt")
    let iPhoneX = result.stdout.split(separator: "\n").first { $0.hasPrefix("iPhone X ") }
    #expect(iPhoneX?.contains("{44, 0, 34, 0}") == true)
    #expect(iPhoneX?.contains("{0, 44, 21, 44}") == true)
    let unknown = try safearea(["devices", "nokia"])
    #expect(unknown.status == 64)
  }
}
