import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A screen laid out for the full screen but shown as a sheet (R13.1, R13.3).
public struct FullScreenLayoutInSheetRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .fullScreenLayoutInSheet,
    name: "Full-screen layout shown as a sheet",
    summary: "A presented sheet's view places content by the screen's height, so it ends below"
      + " the screen.",
    rationale: """
      Since iOS 13 `.automatic` presents a page sheet (R13.1): the presented view starts below \
      the sheet's top (R13.3) and is shorter than the screen. A view positioned from the \
      screen's height (`screen.height − 80`, a frame from a full-screen design, a fixed frame \
      that does not follow its superview) ends below the screen's bottom in the sheet, cut off. \
      Views that follow the sheet's bounds, its safe area or Auto Layout stay on screen; \
      backgrounds spanning the sheet are exempt. What is measured is what the view draws (a \
      label's text, a button's title and image), not its frame's empty margin.
      """,
    severity: .error,
    traces: ["R13.1", "R13.3", "R13.7"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: home
            presents:
              controller:
                id: onboarding
                view:
                  subviews:
                    - button: { id: start, frame: [16, screen.height - 100, screen.width - 32, 50] }
        """, devices: "iPhone 16,iPhone SE (3rd generation)", orientations: [.portrait],
        ios: [26])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: home
            presents:
              controller:
                id: onboarding
                view:
                  subviews:
                    - button:
                        id: start
                        constraints:
                          - bottom == safeArea.bottom - 16
                          - leading == superview.leading + 16
                          - trailing == superview.trailing - 16
                          - height == 50
        """, devices: "iPhone 16,iPhone SE (3rd generation)", orientations: [.portrait],
        ios: [26]),
      RuleExample(
        """
        root:
          controller:
            id: home
            presents:
              modalPresentationStyle: fullScreen
              controller:
                id: onboarding
                view:
                  subviews:
                    - button: { id: start, frame: [16, screen.height - 100, screen.width - 32, 50] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26]),
    ])

  public init() {}

  /// Reads the snapshot and the screen only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    var result: [Observation] = []
    let bottom = layout.screen.maxY
    for sheet in layout.presentedSheets {
      let sheetFrame = sheet.rootView.frameInWindow
      for entry in layout.contentEntries where sheet.viewIDs.contains(entry.view.id) {
        let frame = entry.view.frameInWindow
        // What the view draws (a label's text, a button's title and image, an image view's
        // image), not its frame: a label's frame can end below the screen while its text,
        // centred in it, is still on screen (fresh round Q: a one-line 11-pt label centred in a
        // 40-pt frame, its empty bottom margin 4 pt below the iPad's sheet).
        let drawn = entry.view.contentFrameInWindow ?? frame
        let below = drawn.maxY - bottom
        guard !drawn.isNull, below > Geometry.tolerance, !entry.isDecoration,
          frame.height < sheetFrame.height - Geometry.tolerance
        else { continue }
        result.append(
          layout.observe(
            entry, amount: below,
            "\(entry.reference.phrase) ends \(Geometry.points(below)) pt below the screen: it is"
              + " placed for the full screen, but '\(sheet.controller.sceneID ?? sheet.controller.className)'"
              + " is shown as a \(sheet.presentation.resolvedStyle.rawValue)",
            fix: "lay it out from the presented view's bounds or safe area (Auto Layout or an"
              + " autoresizing mask), or present the controller with .fullScreen"))
      }
    }
    return result
  }
}
