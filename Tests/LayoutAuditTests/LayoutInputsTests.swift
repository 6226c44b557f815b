import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

/// `LayoutInputs` is what lets an audit lay a scene out once for every environment with the same
/// inputs. It is right only if equal inputs really give equal layouts: these tests lay scenes out
/// in every environment of the catalog (every device, both orientations, every modelled iOS
/// version, status bar shown and hidden) and compare layouts that share inputs.
@MainActor
@Suite("layout inputs")
struct LayoutInputsTests {
  /// Navigation bar with large titles, a shown toolbar, a tab bar, a table, a collection view, views
  /// pinned by constraints to the safe area and the margins, a frame-based view, a child controller
  /// with additional safe-area insets: every input the runtime reads is read by one of these.
  static let kitchenSink = """
    root:
      tabBar:
        id: tabs
        viewControllers:
          - navigation:
              id: nav
              navigationBar: { prefersLargeTitles: true }
              toolbar: { hidden: false }
              viewControllers:
                - controller:
                    id: vc
                    largeTitleDisplayMode: always
                    view:
                      subviews:
                        - tableView: { id: tb, frame: [0, 0, screen.width, 300], rows: 40 }
                        - collectionView:
                            id: cv
                            frame: [0, 300, screen.width, 200]
                            items: 30
                            flowLayout: { itemSize: [100, 80] }
                        - view: { id: fixed, frame: [0, 64, screen.width, 40] }
                        - button:
                            id: pinned
                            constraints:
                              - bottom == superview.safeArea.bottom - 8
                              - leading == superview.margins.leading
                              - trailing == superview.margins.trailing
                              - height == 44
                    children:
                      - frame: [0, 100, screen.width, 200]
                        controller:
                          id: child
                          additionalSafeAreaInsets: [10, 0, 0, 0]
                          view:
                            subviews:
                              - view: { id: inner, frame: [0, safeArea.top, 100, 100] }
    """

  /// A controller that hides the status bar, over a scroll view.
  static let statusBarless = """
    root:
      navigation:
        id: nav
        viewControllers:
          - controller:
              id: vc
              prefersStatusBarHidden: true
              view:
                subviews:
                  - scrollView:
                      id: sv
                      frame: bounds
                      contentSize: [375, 2000]
    """

  /// Every environment of the catalog, grouped by layout inputs (in matrix order).
  static func groups(statusBarHidden: [Bool], presentations: Bool = false) -> [[Environment]] {
    var order: [LayoutInputs] = []
    var groups: [LayoutInputs: [Environment]] = [:]  // looked up only
    for hidden in statusBarHidden {
      let matrix = AuditMatrix(
        iosVersions: IOSBehaviour.modelled, statusBarHidden: hidden)
      for environment in matrix.environments {
        let inputs = LayoutInputs(environment, presentations: presentations)
        if groups[inputs] == nil { order.append(inputs) }
        groups[inputs, default: []].append(environment)
      }
    }
    return order.compactMap { groups[$0] }
  }

  /// The layout of `scene` in `environment` with the environment and `explain`'s labels (which
  /// name the device) left out; an error's text when the scene is bad input there.
  static func layout(_ scene: SceneFile, _ environment: Environment) -> String {
    do {
      var snapshot = try AuditFixture.layOut(
        scene, in: environment, derivations: false, constraints: true)
      snapshot.environment = Environment(device: DeviceCatalog.devices[0])
      snapshot.environmentDescription = ""
      return String(describing: snapshot)
    } catch {
      return "error: \(error)"
    }
  }

  /// Lays `scene` out in the first and last environment of every group of equal inputs (matrix
  /// order: they differ most, by device and iOS version) and expects the same layout.
  static func expectSharedLayoutsEqual(_ scene: SceneFile, groups: [[Environment]]) {
    var compared = 0
    for group in groups where group.count > 1 {
      let first = layout(scene, group[0])
      let last = group[group.count - 1]
      if layout(scene, last) != first {
        Issue.record(
          "\(scene.file): \(group[0]) and \(last) have equal layout inputs but lay out differently")
      }
      compared += 1
    }
    #expect(compared > 50)
  }

  @Test("equal inputs lay out equally: a scene with every kind of bar, scroll view and guide")
  func kitchenSinkScene() throws {
    let scene = try SceneLoader.parse(Self.kitchenSink, file: "kitchen-sink.yaml")
    Self.expectSharedLayoutsEqual(scene, groups: Self.groups(statusBarHidden: [false]))
  }

  @Test(
    "equal inputs lay out equally: seed scenarios (iOS 10 guides, tab bars, constraints)",
    arguments: ["A1-4", "A3-3-constraints", "ios26-bars"])
  func seedScene(name: String) throws {
    let path = packageRoot.appendingPathComponent("Examples/\(name).yaml").path
    let scene = try SceneLoader.load(path: path)
    Self.expectSharedLayoutsEqual(scene, groups: Self.groups(statusBarHidden: [false]))
  }

  @Test("equal inputs with the presentation version lay a sheet out equally (R13)")
  func presentationScene() throws {
    let path = packageRoot.appendingPathComponent("Examples/sheet-over-navigation.yaml").path
    let scene = try SceneLoader.load(path: path)
    Self.expectSharedLayoutsEqual(
      scene, groups: Self.groups(statusBarHidden: [false], presentations: true))
  }

  @Test("a controller that hides the status bar lays out equally under equal inputs")
  func statusBarHidden() throws {
    let scene = try SceneLoader.parse(Self.statusBarless, file: "status-bar-less.yaml")
    Self.expectSharedLayoutsEqual(scene, groups: Self.groups(statusBarHidden: [false]))
  }

  @Test("inputs tell apart what changes a layout: bar heights, status bar, size classes, iOS 10")
  func inputsDiffer() throws {
    let devices = DeviceCatalog.devices
    func inputs(_ name: String, _ orientation: Orientation = .portrait, ios: Int) throws
      -> LayoutInputs
    {
      let device = try #require(devices.first { $0.name == name })
      return LayoutInputs(Environment(device: device, orientation: orientation, ios: ios))
    }
    // R10.6: a 44-pt navigation bar up to iOS 18, 54 pt on iOS 26.
    #expect(try inputs("iPhone 14", ios: 18) != inputs("iPhone 14", ios: 26))
    // iOS 10 has no safe area: not the same as iOS 11 on the same device.
    #expect(try inputs("iPhone 8", ios: 10) != inputs("iPhone 8", ios: 11))
    // R1.9: iOS 11's window insets differ from iOS 12's on a home-button phone.
    #expect(try inputs("iPhone 8", ios: 11) != inputs("iPhone 8", ios: 12))
    // Same screen, insets and bars: the same inputs, whatever the model.
    #expect(try inputs("iPhone 12", ios: 17) == inputs("iPhone 13", ios: 17))
    #expect(
      try inputs("iPhone 12", .landscapeLeft, ios: 17) != inputs("iPhone 12", .portrait, ios: 17))
  }

  @Test("an audit that shares layouts finds what one that lays out every environment finds")
  func sharingKeepsFindings() throws {
    let names = ["A0-1", "A0-6", "A3-2", "A3-9", "A4-4", "A1-4", "A2-2"]
    var scenes: [(String, SceneFile)] = []
    for name in names {
      let path = packageRoot.appendingPathComponent("Examples/\(name).yaml").path
      scenes.append(("Examples/\(name).yaml", try SceneLoader.load(path: path)))
    }
    let devices = try #require(AuditMatrix.devices(matching: "iphone"))
    let matrix = AuditMatrix(devices: devices, iosVersions: [11, 16, 26])
    func audit(sharing: Bool) throws -> AuditReport {
      try AuditFixture.audit(scenes, matrix: matrix, sharesLayouts: sharing)
    }
    let shared = try audit(sharing: true)
    let unshared = try audit(sharing: false)
    #expect(!shared.findings.isEmpty)
    #expect(shared.findings == unshared.findings)
    #expect(shared.layoutCount < unshared.layoutCount / 2)
    #expect(unshared.layoutCount == scenes.count * matrix.environments.count)
  }
}
