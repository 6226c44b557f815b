import DeviceCatalog
import Foundation
import LayoutAudit
import SceneDocument
import Testing

/// `control_under_window_controls` (R18.3) with a supplied frame, over the iPads and a window
/// sweep. No source printed the controls' frame, so the frames here are test inputs, not data.
@MainActor
@Suite struct WindowControlsRuleTests {
  /// Test inputs at the window's top-leading corner, each at least 40 pt tall (below every
  /// iPadOS 26 safe-area top, R17.5), and one inset from the corner.
  nonisolated static let frames = [
    CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 8, y: 4, width: 120, height: 40),
    CGRect(x: 0, y: 0, width: 300, height: 90),
  ]

  /// Every iPad in both orientations under iOS 26 and 27, full screen and a sweep of window
  /// sizes.
  static func matrix(_ frame: CGRect?, statusBarHidden: Bool = false) -> AuditMatrix {
    var matrix = AuditMatrix(
      devices: AuditMatrix.devices(matching: "ipad") ?? [], iosVersions: [26, 27],
      statusBarHidden: statusBarHidden)
    matrix.windowSizes =
      [.full]
      + ["320x480", "400x600", "500x700", "700x900", "1000x700", "1100x800"].compactMap(
        WindowSize.init)
    matrix.windowControlsFrame = frame
    return matrix
  }

  @Test(
    "a control inside the safe area below the controls' maxY never triggers",
    arguments: frames, [false, true])
  func belowNeverTriggers(frame: CGRect, statusBarHidden: Bool) throws {
    let maxY = PointFormat.string(frame.maxY)
    let yaml = """
      root:
        controller:
          id: vc
          view:
            subviews:
              - button:
                  id: row
                  constraints:
                    - top == superview.top + \(maxY)
                    - leading == safeArea.leading
                    - trailing == safeArea.trailing
                    - height == 44
              - button:
                  id: corner
                  constraints:
                    - bottom == safeArea.bottom
                    - leading == safeArea.leading
                    - width == 44
                    - height == 44
      """
    let matrix = Self.matrix(frame, statusBarHidden: statusBarHidden)
    #expect(matrix.environments.count > 200)
    #expect(matrix.environments.allSatisfy { $0.suppliedWindowControlsFrame == frame })
    let report = try AuditFixture.audit(yaml: yaml, file: "below.yaml", matrix: matrix)
    let found = report.findings.filter { $0.reports(.controlUnderWindowControls) }
    #expect(found.isEmpty, "\(found.map(\.message))")
    // Not vacuous: one point higher, the row meets the controls everywhere.
    let higher = yaml.replacingOccurrences(
      of: "superview.top + \(maxY)", with: "superview.top + \(PointFormat.string(frame.maxY - 1))")
    let met = try AuditFixture.audit(
      [("higher.yaml", try SceneLoader.parse(higher, file: "higher.yaml"))], matrix: matrix,
      rules: [ControlUnderWindowControlsRule.self])
    #expect(met.findings.map(\.view.sceneID) == ["row"])
  }

  @Test("a control covering the controls always triggers where they show", arguments: frames)
  func coveringAlwaysTriggers(frame: CGRect) throws {
    let f = [frame.minX, frame.minY, frame.width, frame.height].map(PointFormat.string)
    let yaml = """
      root:
        controller:
          id: vc
          view:
            subviews:
              - button: { id: under, frame: [\(f.joined(separator: ", "))] }
      """
    var matrix = Self.matrix(frame)
    // iPhones show no window controls: none of their environments may be reported.
    matrix.devices += AuditMatrix.devices(matching: "iPhone 16") ?? []
    // The rule alone: with the others, the status bar's finding absorbs it (PlacementFindings).
    let report = try AuditFixture.audit(
      [("under.yaml", try SceneLoader.parse(yaml, file: "under.yaml"))], matrix: matrix,
      rules: [ControlUnderWindowControlsRule.self])
    let found = report.findings.filter { $0.rule == .controlUnderWindowControls }
    // A finding lists one environment per device and orientation (window sizes collapse).
    let reported = found.flatMap(\.environments)
    let expected = matrix.environments.filter { $0.device.idiom == .pad }
    #expect(
      Set(reported.map { "\($0.device.id) \($0.orientation)" })
        == Set(expected.map { "\($0.device.id) \($0.orientation)" }))
    #expect(!reported.contains { $0.device.idiom == .phone })
    #expect(found.allSatisfy { $0.minimumAmount == min(frame.width, frame.height) })
  }

  @Test("silent without a frame, and with an empty one")
  func silentWithoutFrame() throws {
    let yaml = """
      root:
        controller:
          id: vc
          view:
            subviews:
              - button: { id: b, frame: [0, 0, 200, 100] }
      """
    for frame in [nil, CGRect(x: 0, y: 0, width: 0, height: 0)] {
      var matrix = Self.matrix(frame)
      matrix.windowSizes = [.full]
      let report = try AuditFixture.audit(yaml: yaml, file: "any.yaml", matrix: matrix)
      #expect(!report.findings.contains { $0.reports(.controlUnderWindowControls) })
    }
  }

  @Test("hidden and clipped controls are exempt")
  func exemptions() throws {
    let yaml = """
      root:
        controller:
          id: vc
          view:
            subviews:
              - button: { id: hidden, frame: [0, 0, 44, 44], hidden: true }
              - view:
                  id: clip
                  frame: [0, 100, 200, 200]
                  clipsToBounds: true
                  subviews:
                    - button: { id: clipped, frame: [0, -100, 44, 44] }
      """
    var matrix = Self.matrix(CGRect(x: 0, y: 0, width: 100, height: 60))
    matrix.windowSizes = [.full]
    let report = try AuditFixture.audit(yaml: yaml, file: "exempt.yaml", matrix: matrix)
    #expect(!report.findings.contains { $0.reports(.controlUnderWindowControls) })
  }

  @Test("a frame that does not fit a window leaves that environment out, with a note")
  func frameLargerThanWindow() {
    var matrix = Self.matrix(CGRect(x: 0, y: 0, width: 450, height: 60))
    matrix.windowSizes = ["400x600", "500x700"].compactMap(WindowSize.init)
    #expect(matrix.environments.allSatisfy { $0.windowFrame.width == 500 })
    #expect(matrix.windowNotes.contains { $0.contains("--window-controls-frame") })
  }
}
