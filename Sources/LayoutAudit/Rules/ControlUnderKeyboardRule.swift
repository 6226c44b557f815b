import DeviceCatalog
import Foundation
import HeadlessUIKit

/// The focused field, or a control, under the docked keyboard (R16).
public struct ControlUnderKeyboardRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .controlUnderKeyboard,
    name: "Control under the keyboard",
    summary: "The focused text field, or a control, lies under the docked software keyboard.",
    rationale: """
      The docked keyboard covers the bottom of the window up to its top edge (R16.1) and \
      changes no safe area (R16.5): a view laid out for the safe area or the screen's bottom \
      stays where it was, under the keyboard. A person typing into a field they cannot see, or \
      unable to reach the button that submits the form, is the bug. The rule applies only when \
      the keyboard is shown for a first responder (`focused: true`, `--keyboard`), and not to \
      views inside scroll views: a table controller absorbs the overlap in its adjusted insets \
      and scrolls the field into view (R16.5). Fix: pin the view to the keyboard layout guide \
      (R16.4) or move it into a scroll view whose insets follow the keyboard.
      """,
    severity: .error,
    traces: ["R16.1", "R16.4", "R16.5"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: login
            view:
              subviews:
                - textField:
                    id: password
                    focused: true
                    frame: [16, screen.height - safeArea.bottom - 60, screen.width - 32, 44]
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26], keyboard: [.shown])
    ],
    nonTriggeringExamples: [
      // Pinned to the keyboard layout guide (Examples/keyboard-chat.yaml).
      RuleExample(
        """
        root:
          controller:
            id: chat
            view:
              subviews:
                - textField:
                    id: input
                    focused: true
                    constraints:
                      - bottom == keyboard.top
                      - leading == superview.leading
                      - trailing == superview.trailing
                      - height == 44
        """, devices: "iPhone 16,iPhone SE (3rd generation)", orientations: [.portrait],
        ios: [26], keyboard: [.shown]),
      // The same field with the keyboard hidden, and a field inside a table (R16.5).
      RuleExample(
        """
        root:
          controller:
            id: login
            view:
              subviews:
                - textField:
                    id: password
                    focused: true
                    frame: [16, screen.height - safeArea.bottom - 60, screen.width - 32, 44]
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26]),
      RuleExample(
        """
        root:
          navigation:
            viewControllers:
              - controller:
                  id: form
                  view:
                    tableView:
                      id: table
                      rows: 6
                      subviews:
                        - textField: { id: name, frame: [20, 600, 353, 44], focused: true }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [26], keyboard: [.shown]),
    ])

  public init() {}

  /// Reads the snapshot (its keyboard frame) only.
  public static let readsOnlyLayoutInputs = true

  public func check(_ layout: AuditedLayout) -> [Observation] {
    let keyboard = layout.snapshot.keyboardFrame
    guard keyboard.height > Geometry.tolerance,
      layout.entries.contains(where: { $0.view.isFirstResponder })
    else { return [] }
    var result: [Observation] = []
    for entry in layout.entries where !entry.isHiddenInWindow && !entry.isInsideScrollView {
      let focused = entry.view.isFirstResponder
      guard focused || layout.controlEntries.contains(where: { $0 === entry }),
        let overlap = Geometry.overlap(entry.visibleFrame, keyboard)
      else { continue }
      result.append(
        layout.observe(
          entry, amount: overlap.height,
          "\(entry.reference.phrase)\(focused ? ", the focused field," : "") lies"
            + " \(Geometry.points(overlap.height)) pt under the keyboard",
          fix: "pin it to the keyboard layout guide (view.keyboardLayoutGuide.topAnchor), or put"
            + " it in a scroll view whose insets follow the keyboard"))
    }
    return result
  }
}
