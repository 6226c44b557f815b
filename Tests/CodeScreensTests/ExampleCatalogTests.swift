import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// A context that places a code screen's controller where a scene file has its controller `id`
/// (the scene's container, bars and presentation), as a reader of how code shows the screen will.
struct SceneFileContext: CodeScreenContext {
  let scene: SceneFile
  let controllerID: String

  func place(
    _ controller: ControllerNode, of screen: CodeScreen, assumed: CodeScreenPlacement
  ) -> CodeScreenPlacement? {
    var root = scene.root
    var code = controller
    code.id = Located(controllerID, at: controller.location)
    guard Self.replace(&root, id: controllerID, with: code) else { return nil }
    return CodeScreenPlacement(root: root, assumedContext: nil, assumesFullScreen: false)
  }

  static func replace(_ node: inout ControllerNode, id: String, with code: ControllerNode) -> Bool {
    if node.id?.value == id {
      node = code
      return true
    }
    guard var children = node.viewControllers else { return false }
    for index in children.indices where replace(&children[index], id: id, with: code) {
      node.viewControllers = children
      return true
    }
    return false
  }
}

/// `Examples/code/`: each seed screen written in code gives the layout its scene file gives, on
/// every device of the catalog in portrait and landscape (frames in the window, per view id).
@Suite("Examples: code and scene give the same layout")
@MainActor
struct ExampleCatalogTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Each code screen and the scene file that describes the same screen.
  nonisolated static let pairs: [(code: String, scene: String)] = [
    ("A0-1.swift", "A0-1.yaml"), ("A0-3.swift", "A0-3.yaml"), ("A1-1.swift", "A1-1.yaml"),
    ("A1-3.swift", "A1-3.yaml"), ("A3-8.swift", "A3-8.yaml"), ("A4-4.swift", "A4-4.yaml"),
    ("A4-4-constraints.swift", "A4-4-constraints.yaml"),
    ("A4-4-snapkit.swift", "A4-4-constraints.yaml"), ("A0-6.swift", "A0-6.yaml"),
    ("A0-6-fixed-offset.m", "A0-6-fixed-offset.yaml"), ("A0-8.m", "A0-8.yaml"),
  ]

  /// Each view's frame in the window, by id; for a scroll view also its adjusted content inset
  /// (as a rectangle `{top, left}, {bottom, right}`, under `id.inset`).
  static func frames(_ window: UIWindow) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID {
        result[id] = view.frameInWindow
        if let scroll = view as? UIScrollView {
          let inset = scroll.adjustedContentInset
          result[id + ".inset"] = CGRect(
            x: inset.top, y: inset.left, width: inset.bottom, height: inset.right)
        }
      }
      pending += view.subviews
    }
    return result
  }

  @Test("every example's code lays out as its scene on the whole catalog", arguments: pairs)
  func sameLayout(_ pair: (code: String, scene: String)) throws {
    let codePath = Self.examples.appendingPathComponent("code").appendingPathComponent(pair.code)
      .path
    let scenePath = Self.examples.appendingPathComponent(pair.scene).path
    let scene = try SceneLoader.load(path: scenePath)
    var screen = try #require(try CodeScreens.load(paths: [codePath]).screens.first)
    screen.context = SceneFileContext(scene: scene, controllerID: "vc")
    var compared = 0
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        guard
          let environment = try? SceneBuilder.environment(
            for: scene, overrides: EnvironmentOverrides(device: device, orientation: orientation)),
          let sceneWindow = try? SceneBuilder.makeWindow(scene, environment: environment)
        else { continue }
        let layout = try screen.layout(in: environment)
        #expect(layout.notes.isEmpty, "\(pair.code): \(layout.notes)")
        let codeWindow = try SceneBuilder.makeWindow(layout.scene, environment: environment)
        let expected = Self.frames(sceneWindow)
        let actual = Self.frames(codeWindow)
        for (id, frame) in expected where id != "nav" && id != "vc" {
          let got = try #require(actual[id], "\(pair.code): no view '\(id)' on \(environment)")
          #expect(
            abs(got.minX - frame.minX) < 0.01 && abs(got.minY - frame.minY) < 0.01
              && abs(got.width - frame.width) < 0.01 && abs(got.height - frame.height) < 0.01,
            "\(pair.code) '\(id)' on \(environment): \(got) ≠ \(frame)")
        }
        compared += 1
      }
    }
    #expect(compared > 100)
  }
}
