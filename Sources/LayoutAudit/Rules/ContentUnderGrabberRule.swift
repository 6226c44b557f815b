import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content under a sheet's grabber (R13.10).
public struct ContentUnderGrabberRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .contentUnderGrabber,
    name: "Content under a sheet's grabber",
    summary: "A view of a sheet lies under the grabber drawn at the sheet's top.",
    rationale: """
      With `prefersGrabberVisible` a sheet draws a 36 × 5 grabber 5 pt below its top edge \
      (R13.10), over whatever the sheet's view shows there, and takes the drags there for \
      resizing. The sheet's view has no top safe-area inset (R13.7): content placed at its \
      top, rather than below a navigation bar or from its layout margins, sits under the \
      grabber. Scroll content and full-width backgrounds are exempt.
      """,
    severity: .warning,
    traces: ["R13.7", "R13.10"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: list
            presents:
              prefersGrabberVisible: true
              controller:
                id: picker
                view:
                  subviews:
                    - label: { id: heading, frame: [0, 0, screen.width, 30] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: list
            presents:
              prefersGrabberVisible: true
              controller:
                id: picker
                view:
                  subviews:
                    - label: { id: heading, frame: [0, 20, screen.width, 30] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26]),
      RuleExample(
        """
        root:
          controller:
            id: list
            presents:
              controller:
                id: picker
                view:
                  subviews:
                    - label: { id: heading, frame: [0, 0, screen.width, 30] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26]),
    ])

  public init() {}

  /// Reads the snapshot only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    var result: [Observation] = []
    for sheet in layout.presentedSheets {
      guard let grabber = sheet.presentation.grabberFrame else { continue }
      for entry in layout.contentEntries where sheet.viewIDs.contains(entry.view.id) {
        guard !entry.isDecoration, !layout.spansHeight(entry.spanFrame),
          let overlap = Geometry.overlap(entry.visibleFrame, grabber)
        else { continue }
        result.append(
          layout.observe(
            entry, amount: overlap.height,
            "\(entry.reference.phrase) lies under the grabber of the sheet"
              + " '\(sheet.controller.sceneID ?? sheet.controller.className)'",
            fix: "start the sheet's content below its top (a navigation bar, the layout margins,"
              + " or a top offset of at least 16 pt)"))
      }
    }
    return result
  }
}
