import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// Windows built by these tests, kept alive (views hold their superviews weakly).
@MainActor private var constraintWindows: [UIWindow] = []

/// `constraints:` in scene files: installation, located errors, the seed fixes written with
/// constraints, and superview vs safe-area pinning compared over the whole catalog.
@MainActor
@Suite struct ConstraintSceneTests {
  private func build(_ text: String, overrides: EnvironmentOverrides = .init()) throws -> UIWindow {
    let scene = try SceneLoader.parse(text, file: "scene.yaml")
    let environment = try SceneBuilder.environment(for: scene, overrides: overrides)
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    constraintWindows.append(window)
    return window
  }

  private func buildError(_ text: String) -> SceneError? {
    do {
      _ = try build(text)
      return nil
    } catch let error as SceneError {
      return error
    } catch {
      return nil
    }
  }

  private func example(_ name: String) throws -> SceneFile {
    try SceneLoader.load(path: repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path)
  }

  private func frame(_ window: UIWindow, _ id: String) throws -> CGRect {
    func find(_ view: UIView) -> UIView? {
      if view.sceneID == id { return view }
      for subview in view.subviews {
        if let found = find(subview) { return found }
      }
      return nil
    }
    return try #require(find(window)).frameInWindow
  }

  @Test(
    "W16 from a scene: top == safeArea.top on iPhone 15 sits at y = 59; M02: margins.leading is 16")
  func goldenRows() throws {
    let window = try build(
      """
      environment: { device: iPhone 15 }
      root:
        controller:
          view:
            subviews:
              - view: { id: bar, constraints: [top == safeArea.top, leading == superview.leading, width == 100, height == 10] }
              - label: { id: title, constraints: [leading == margins.leading, top == margins.top, width == 10, height == 10] }
      """)
    #expect(try frame(window, "bar").minY == 59)
    #expect(try frame(window, "title").minX == 16)
  }

  @Test("the view with constraints is laid out by Auto Layout; its frame is only the start")
  func frameIsOnlyTheStart() throws {
    let window = try build(
      """
      environment: { device: iPhone 8 }
      root:
        controller:
          view:
            subviews:
              - view:
                  id: v
                  frame: [1, 2, 3, 4]
                  constraints: [top == superview.top + 20, leading == later.trailing, width == 0.5 * superview.width @750, height == 44]
              - view: { id: later, frame: [0, 0, 10, 10] }
      """)
    #expect(try frame(window, "v") == CGRect(x: 10, y: 20, width: 187.5, height: 44))
    let snapshot = window.snapshot()
    #expect(
      snapshot.view(sceneID: "v")?.constraints.map(\.text) == [
        "view.top == superview.top + 20", "view.leading == later.trailing",
        "view.width == 0.5 * superview.width @750", "view.height == 44",
      ])
    #expect(snapshot.view(sceneID: "v")?.constraints.first?.sourceLocation?.line == 9)
    let tree = InspectFormatter.tree(snapshot)
    #expect(tree.contains("    | view.leading == later.trailing"))
  }

  @Test("an unknown item is an error at the item, listing the ids")
  func unknownItem() throws {
    let error = try #require(
      buildError(
        """
        root:
          controller:
            view:
              subviews:
                - view: { id: a, constraints: [top == nope.bottom] }
        """))
    // "        - view: { id: a, constraints: [top == nope.bottom] }": 'nope' starts at column 47.
    #expect(error.line == 5 && error.column == 47)
    #expect(error.message.hasPrefix("unknown item 'nope'"))
    #expect(error.message.contains("(ids: 'a')"))
  }

  @Test("a required cycle is an error at the constraint that closes it, naming the other")
  func cycle() throws {
    let error = try #require(
      buildError(
        """
        root:
          controller:
            view:
              subviews:
                - view: { id: a, constraints: [width == b.width + 10] }
                - view: { id: b, constraints: [width == a.width + 10] }
        """))
    #expect(error.line == 6)
    #expect(
      error.message
        == "required constraint 'width == a.width + 10' can never hold together with"
        + " 'width == b.width + 10' (line 5); remove one of them or give one a priority below"
        + " 1000 ('@999')")
  }

  @Test("items without a common ancestor are an error")
  func noCommonAncestor() throws {
    let error = try #require(
      buildError(
        """
        root:
          controller:
            view:
              id: hostView
            children:
              - frame: bounds
                navigation:
                  viewControllers:
                    - controller:
                        view:
                          subviews:
                            - view: { id: v, constraints: [top == hostView.top] }
        """))
    #expect(error.line == 12)
    #expect(error.message.contains("no common ancestor"))
  }

  @Test("safeArea items need iOS 11 behaviour; constraints on a root view are refused")
  func otherErrors() throws {
    let legacy = try #require(
      buildError(
        """
        environment: { device: iPhone 8, ios: 10 }
        root:
          controller:
            view:
              subviews:
                - view: { id: a, constraints: [top == safeArea.top] }
        """))
    #expect(legacy.message.hasPrefix("'safeArea' does not exist under iOS 10 behaviour"))
    let root = try #require(
      buildError("root:\n  controller:\n    view:\n      constraints: [height == 10]\n"))
    #expect(root.message.contains("root view is sized by its container"))
  }

  @Test("a conflict that depends on the screen is a layout issue, not an error")
  func screenDependentConflict() throws {
    let window = try build(
      """
      environment: { device: iPhone 8 }
      root:
        controller:
          view:
            subviews:
              - view: { id: wide, constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, height == 10, width >= 400] }
      """)
    let snapshot = window.snapshot()
    #expect(snapshot.layoutIssues.count == 1)
    let tree = InspectFormatter.tree(snapshot)
    #expect(tree.contains("| view.width >= 400 BROKEN"))
    #expect(tree.contains("layout issue: conflict: broke 'UIView#wide.width >= 400 at scene.yaml:"))
  }

  @Test("A3-3, A3-4 with constraints: inside the safe area in portrait and landscape")
  func a33a34() throws {
    let a33 = try example("A3-3-constraints")
    let a34 = try example("A3-4-constraints")
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let overrides = EnvironmentOverrides(orientation: orientation)
      let window = try SceneBuilder.makeWindow(
        a33, environment: try SceneBuilder.environment(for: a33, overrides: overrides))
      constraintWindows.append(window)
      let safe = window.bounds.inset(by: window.safeAreaInsets)
      for id in ["view1", "view2"] {
        let rect = try frame(window, id)
        #expect(safe.contains(rect) && rect.height == 200 && rect.width == safe.width)
      }
      let labelWindow = try SceneBuilder.makeWindow(
        a34, environment: try SceneBuilder.environment(for: a34, overrides: overrides))
      constraintWindows.append(labelWindow)
      #expect(try frame(labelWindow, "label") == safe)
    }
  }

  @Test("A4-3: the + button pinned to the view sinks into the home indicator; to the safe area not")
  func a43() throws {
    let window = try SceneBuilder.makeWindow(
      try example("A4-3"),
      environment: Environment(
        device: try #require(DeviceCatalog.device(named: "iPhone X")), ios: 11))
    constraintWindows.append(window)
    #expect(try frame(window, "plusOnView") == CGRect(x: 157.5, y: 752, width: 60, height: 60))
    #expect(try frame(window, "plusOnSafeArea") == CGRect(x: 157.5, y: 718, width: 60, height: 60))
  }

  /// The same screen, bottom views pinned to `superview.bottom` and to `safeArea.bottom`, on
  /// every catalog device in portrait and landscape.
  @Test("superview vs safeArea pinning across the whole catalog × both orientations")
  func catalogComparison() throws {
    let scenes = [try example("A4-4-constraints"), try example("A4-3")]
    var overlapping = 0
    var environments = 0
    // Every described pose (R20.1: a display may describe one orientation only).
    var poses = 0
    var homeIndicatorPoses = 0
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] where device.describes(orientation)
      {
        poses += 1
        if device.hasHomeIndicator { homeIndicatorPoses += 1 }
        let environment = Environment(
          device: device, orientation: orientation, ios: IOSBehaviour.newest(for: device))
        environments += 1
        for (scene, pairs) in zip(
          scenes, [("commentBox", "chatInput"), ("plusOnView", "plusOnSafeArea")])
        {
          let window = try SceneBuilder.makeWindow(scene, environment: environment)
          let height = window.bounds.height
          let unsafeBottom = window.safeAreaInsets.bottom
          let onSuperview = try frame(window, pairs.0)
          let onSafeArea = try frame(window, pairs.1)
          // Pinned to the safe area: clears the home indicator everywhere.
          #expect(
            PointFormat.nearlyEqual(onSafeArea.maxY, height - unsafeBottom),
            "\(device.name) \(orientation) \(pairs.1)")
          // Pinned to the superview: at the screen's bottom, overlapping the home indicator by
          // exactly the bottom inset on home-indicator devices, and nothing elsewhere.
          #expect(PointFormat.nearlyEqual(onSuperview.maxY, height))
          #expect((unsafeBottom > 0) == device.hasHomeIndicator, "\(device.name) \(orientation)")
          if unsafeBottom > 0 && pairs.0 == "commentBox" { overlapping += 1 }
          #expect(
            window.layoutIssues.isEmpty, "\(device.name) \(orientation): \(window.layoutIssues)")
        }
      }
    }
    #expect(overlapping == homeIndicatorPoses)
    #expect(environments == poses)
    // Every catalog device describes both poses (the iPhone Duo's inner portrait since its
    // top was measured, issue 32).
    #expect(poses == 2 * DeviceCatalog.devices.count)
  }

  @Test(
    "a scene's constraints carry their priority, text and place, hang on their items' common ancestor, and read nil once their window is freed"
  )
  func builtConstraintsAndTheirLifetime() throws {
    var constraints: [NSLayoutConstraint] = []
    weak var weakWindow: UIWindow?
    do {
      let scene = try SceneLoader.parse(
        """
        root:
          controller:
            view:
              subviews:
                - view: { id: a, constraints: ['leading == safeArea.leading + 5', 'top == superview.top', 'width == 40 @750', 'height == 10'] }
                - view: { id: b, constraints: ['leading == a.trailing', 'top == a.bottom', 'width == a.width', 'height == 10'] }
        """, file: "scene.yaml")
      let window = try SceneBuilder.makeWindow(
        scene, environment: try SceneBuilder.environment(for: scene))
      weakWindow = window
      let root = try #require(window.rootViewController?.view)
      let a = try #require(root.subviews.first)
      let b = try #require(root.subviews.last)
      constraints = root.constraints + a.constraints + b.constraints
      #expect(constraints.count == 8)
      // On the common ancestor: the root for the ones relating a view to the root, its guide or
      // a sibling, the view itself for its own size.
      #expect(root.constraints.count == 5 && a.constraints.count == 2 && b.constraints.count == 1)
      let width = try #require(a.constraints.first { $0.firstAttribute == .width })
      #expect(width.priority.rawValue == 750 && width.constant == 40 && width.isActive)
      #expect(width.sourceText == "width == 40 @750")
      #expect(width.sourceLocation?.line == 5)
      let leading = try #require(
        root.constraints.first { $0.sourceText == "leading == safeArea.leading + 5" })
      #expect(leading.firstItem === a && leading.secondItem === root.safeAreaLayoutGuide)
      #expect(leading.constant == 5 && leading.priority == .required)
      #expect(a.frame.minX == 5 && b.frame.minX == 45 && b.frame.minY == 10)
    }
    #expect(weakWindow == nil)
    #expect(constraints.allSatisfy { $0.firstItem == nil && !$0.isActive })
    #expect(constraints.allSatisfy { $0.sourceText != nil })
  }
}
