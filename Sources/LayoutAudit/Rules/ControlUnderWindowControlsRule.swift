import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A control under the iPadOS 26 window controls, at the frame the user supplies (R18.3).
public struct ControlUnderWindowControlsRule: AuditRule {
  /// The frame the examples use: an illustrative frame at the window's top-leading corner, not
  /// a measurement (no source printed the controls' frame, R18.3).
  static let exampleFrame = CGRect(x: 0, y: 0, width: 100, height: 60)

  public static let description = RuleDescription(
    identifier: .controlUnderWindowControls,
    name: "Control under the window controls",
    summary:
      "A control overlaps the iPadOS 26 window controls (at a frame you supply), which take its"
      + " touches.",
    rationale: """
      iPadOS 26 draws the window controls (close, minimise, arrange) over the window's \
      top-leading corner, and they do not enter safeAreaInsets (R18.3): a control pinned to the \
      safe area's top-leading corner can sit under them, and the controls take the touches \
      there. No source printed the controls' frame, so the rule runs only when you supply it \
      (`--window-controls-frame X,Y,W,H` in window points); it is silent without one, and on \
      devices and iOS versions without window controls (iPhones, before iPadOS 26). The \
      frames in the examples are illustrative, not measurements. Hidden, transparent, \
      off-screen and clipped controls and those inside scroll views are not checked. Fix: \
      place the control with the corner-adapted margins (`layoutGuide(for: \
      .margins(cornerAdaptation: .horizontal))`, R18.4), which avoid the controls.
      """,
    severity: .error,
    traces: ["R18.3", "R18.4"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: editor
            view:
              subviews:
                - button: { id: close, frame: [safeArea.left + 16, safeArea.top, 44, 44] }
        """, devices: "iPad Pro 11-inch (M5)", orientations: [.portrait],
        windowControlsFrame: exampleFrame)
    ],
    nonTriggeringExamples: [
      // Below the controls, and at the trailing edge.
      RuleExample(
        """
        root:
          controller:
            id: editor
            view:
              subviews:
                - button: { id: close, frame: [safeArea.left + 16, 72, 44, 44] }
                - button: { id: share, frame: [screen.width - 60, safeArea.top, 44, 44] }
        """, devices: "iPad Pro 11-inch (M5)", orientations: [.portrait, .landscapeLeft],
        windowControlsFrame: exampleFrame),
      // Without a supplied frame the rule is silent (never a finding from a missing value).
      RuleExample(
        """
        root:
          controller:
            id: editor
            view:
              subviews:
                - button: { id: close, frame: [safeArea.left + 16, safeArea.top, 44, 44] }
        """, devices: "iPad Pro 11-inch (M5),iPhone 16", orientations: [.portrait]),
    ])

  public init() {}

  /// Reads the snapshot and the supplied frame (a layout input) only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    guard case .success(let controls) = layout.environment.windowControlsFrame,
      controls.width > Geometry.tolerance, controls.height > Geometry.tolerance
    else { return [] }
    return layout.controlEntries.compactMap { entry in
      guard let overlap = Geometry.overlap(entry.visibleFrame, controls) else { return nil }
      return layout.observe(
        entry, amount: min(overlap.width, overlap.height),
        "\(entry.reference.phrase) overlaps the window controls"
          + " (\(WindowSize.describe(controls)), supplied) by"
          + " \(Geometry.points(overlap.width))×\(Geometry.points(overlap.height)) pt; they take"
          + " its touches there",
        fix: "place it with the corner-adapted margins (layoutGuide(for: .margins(cornerAdaptation:"
          + " .horizontal))), or below or beside the window controls")
    }
  }
}
