import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import SceneDocument

/// Hostile numbers (issue 11 item 1): every number read is finite and within ``InputBounds``, or
/// a located error; what the constraints compute from bounded numbers never traps either.
@MainActor
@Suite struct InputBoundsTests {
  static func scene(frame: String = "[0, 0, 10, 10]", constraints: String = "") -> String {
    """
    environment: { device: iPhone X, ios: 16 }
    root:
      controller:
        id: vc
        view:
          subviews:
            - view: { id: red, frame: \(frame)\(constraints.isEmpty ? "" : ", constraints: [\(constraints)]") }
    """
  }

  /// Builds `text`; the error it throws, if any.
  func buildError(_ text: String) throws -> SceneError? {
    let scene: SceneFile
    do {
      scene = try SceneLoader.parse(text, file: "scene.yaml")
    } catch {
      return error
    }
    do {
      let environment = try SceneBuilder.environment(for: scene, overrides: .init())
      _ = try SceneBuilder.makeWindow(scene, environment: environment)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "numbers beyond ±10^6 or not finite are located errors",
    arguments: [
      ("[0, 0, 1e308, 10]", "'1e+308' is beyond ±1000000 points"),
      ("[0, 0, -1e308 * 10, 10]", "'1e+308' is beyond ±1000000 points"),
      ("[0, 0, 1e7, 10]", "is beyond ±1000000 points"),
      ("[0, 0, 0 / 0, 10]", "the frame evaluates to"),
      ("[0, 0, screen.width / 0, 10]", "the frame evaluates to 'inf' is not a finite number"),
      ("[0, 0, screen.width * 1000000, 10]", "the frame evaluates to '375000000.0' is beyond"),
    ])
  func frameNumbers(frame: String, message: String) throws {
    let error = try #require(try buildError(Self.scene(frame: frame)))
    #expect(error.line == 7, "\(error)")
    #expect(error.message.contains(message), "\(error)")
  }

  @Test(
    "constraint constants and multipliers out of bounds are located errors",
    arguments: [
      ("'width == 1e9'", "'1000000000.0' is beyond ±1000000 points"),
      ("'width == 100000 * superview.width'", "beyond ±10000 for a multiplier"),
      ("'leading == superview.leading + 2e6'", "is beyond ±1000000 points"),
    ])
  func constraintNumbers(constraint: String, message: String) throws {
    let error = try #require(try buildError(Self.scene(constraints: constraint)))
    #expect(error.line == 7, "\(error)")
    #expect(error.message.contains(message), "\(error)")
  }

  @Test("a YAML number out of bounds names the key and the bound")
  func yamlNumbers() throws {
    let error = try #require(
      sceneError("root:\n  controller:\n    additionalSafeAreaInsets: [1e308, 0, 0, 0]\n"))
    #expect(error.location == at(3, 32))
    #expect(error.message.contains("for top in 'additionalSafeAreaInsets'"), "\(error)")
    #expect(error.message.contains("'1e+308' is beyond ±1000000 points"), "\(error)")
  }

  @Test("multipliers that compound along a chain give a layout issue and finite frames, not a trap")
  func runawayChain() throws {
    var lines = [
      "environment: { device: iPhone X, ios: 16 }", "root:", "  controller:", "    id: vc",
      "    view:", "      subviews:",
    ]
    for index in 0..<90 {
      let width = index == 0 ? "width == 10" : "width == -10000 * v\(index - 1).width"
      lines.append(
        "        - view: { id: v\(index), constraints: ['leading == superview.leading',"
          + " '\(width)', 'height == 10', 'top == superview.top'] }")
    }
    let scene = try SceneLoader.parse(lines.joined(separator: "\n"), file: "chain.yaml")
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene, overrides: .init()))
    let snapshot = window.snapshot()
    var views = [snapshot.window]
    while let view = views.popLast() {
      views += view.subviews
      #expect(view.frame.width.isFinite && view.frame.minX.isFinite)
    }
    #expect(
      window.layoutIssues.contains {
        if case .outOfRange = $0 { return true }
        return false
      })
  }

  @Test("a FIFO, a device or a directory is refused at once with a located error")
  func specialFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-fifo-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, message) in [
      (fifo, "not a regular file"), ("/dev/zero", "it is a device"),
      (directory.path, "it is a directory"),
    ] {
      do {
        _ = try SceneLoader.load(path: path)
        Issue.record("'\(path)' was read")
      } catch {
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line == 1 && error.column == 1)
      }
    }
  }
}
