import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Content of a split view's column hidden under the iOS 26 floating sidebar (R14.5).
public struct ContentUnderSidebarRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .contentUnderSidebar,
    name: "Content under the floating sidebar",
    summary: "A view of a split view's column lies under the iOS 26 floating sidebar.",
    rationale: """
      From iOS 26 a split view's sidebar floats over the column beside it: that column keeps \
      the full frame and runs under the sidebar, and its leading safe-area inset is the \
      sidebar's width + 10 (R14.5). Content placed from the column's leading edge rather than \
      its safe area or layout margins is hidden under the sidebar. Backgrounds, full-width \
      views and scroll content are exempt.
      """,
    severity: .error,
    traces: ["R14.5"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          split:
            style: doubleColumn
            primary: { controller: { id: sidebar } }
            secondary:
              controller:
                id: detail
                view:
                  subviews:
                    - button: { id: back, frame: [16, 100, 120, 44] }
        """, devices: "iPad (A16)", orientations: [.portrait], ios: [26])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          split:
            style: doubleColumn
            primary: { controller: { id: sidebar } }
            secondary:
              controller:
                id: detail
                view:
                  subviews:
                    - button: { id: back, frame: [safeArea.left + 16, 100, 120, 44] }
        """, devices: "iPad (A16)", orientations: [.portrait, .landscapeLeft], ios: [26]),
      // Collapsed on a phone, there is no sidebar.
      RuleExample(
        """
        root:
          split:
            style: doubleColumn
            primary: { controller: { id: sidebar } }
            secondary:
              controller:
                id: detail
                view:
                  subviews:
                    - button: { id: back, frame: [16, 100, 120, 44] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26]),
    ])

  public init() {}

  /// Reads the snapshot only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    var result: [Observation] = []
    for sidebar in layout.floatingSidebars {
      for entry in layout.contentEntries where sidebar.columnViewIDs.contains(entry.view.id) {
        let frame = entry.visibleFrame
        let spansColumn =
          frame.minX <= sidebar.columnFrame.minX + Geometry.tolerance
          && frame.maxX >= sidebar.columnFrame.maxX - Geometry.tolerance
        guard !entry.isDecoration, !spansColumn, !layout.spansHeight(entry.spanFrame),
          let overlap = Geometry.overlap(frame, sidebar.frame)
        else { continue }
        result.append(
          layout.observe(
            entry, amount: overlap.width,
            "\(entry.reference.phrase) lies \(Geometry.points(overlap.width)) pt under the"
              + " floating sidebar of '\(sidebar.split.sceneID ?? sidebar.split.className)'",
            fix: "place it from the column's safe area or layout margins (safeAreaLayoutGuide"
              + ".leadingAnchor), which leave the sidebar's width + 10"))
      }
    }
    return result
  }
}
