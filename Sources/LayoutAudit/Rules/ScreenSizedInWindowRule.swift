import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Layout that assumes the window is the screen: in a window smaller than the screen (iPad Split
/// View, Stage Manager, an iPadOS 26 window, an iOS 27 resizable iPhone app), a view sized or
/// placed by the screen's width or height runs past the window's edge.
public struct ScreenSizedInWindowRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .screenSizedInWindow,
    name: "Sized by the screen in a smaller window",
    summary: "A view sized or placed by the screen's size runs past the edge of a smaller window.",
    rationale: """
      An app's window need not be the screen: iPad Split View and Slide Over, Stage Manager, \
      iPadOS 26's freely resizable windows and iOS 27's resizable iPhone apps give it any size \
      (R18.1, R18.2, R19.1), and UIKit lays it out in the window's bounds with size classes from \
      the window. A view whose width or right edge equals the screen's width (or whose height or \
      bottom equals the screen's height) while the window is smaller was computed from \
      UIScreen.main.bounds, which iOS 27 deprecates for layout (R19.3): it runs past the \
      window's edge and is cut off. The rule looks only at layouts in a window smaller than the \
      screen (`--windows`), and not at views inside scroll views, whose content may be wider.
      """,
    severity: .error,
    traces: ["R18.1", "R18.2", "R19.1", "R19.3"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: banner
                    frame: [0, 100, screen.width, 60]
                    subviews:
                      - button: { id: close, frame: [screen.width - 60, 8, 44, 44] }
        """, devices: "iPad Pro 11-inch (1st generation)", ios: [18], windows: [.half]),
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: sheet, frame: [0, screen.height - 200, 300, 200] }
        """, devices: "iPhone 16", orientations: [.portrait], ios: [27],
        windows: [.size(width: 393, height: 600)]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view:
                    id: banner
                    constraints:
                      - top == safeArea.top
                      - leading == superview.leading
                      - trailing == superview.trailing
                      - height == 60
                    subviews:
                      - button:
                          id: close
                          constraints:
                            - trailing == superview.trailing - 16
                            - top == superview.top + 8
                            - width == 44
                            - height == 44
        """, devices: "iPad Pro 11-inch (1st generation)", ios: [18],
        windows: [.full, .half, .third, .twoThirds]),
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: banner, frame: [0, 100, screen.width, 60] }
        """, devices: "iPad Pro 11-inch (1st generation)", ios: [18], windows: [.full]),
    ])

  public init() {}

  public static var readsOnlyLayoutInputs: Bool { true }

  public func check(_ layout: AuditedLayout) -> [Observation] {
    guard layout.environment.windowedFrame != nil else { return [] }
    let window = layout.window
    let screen = layout.environment.screenBounds.size
    let narrower = screen.width > window.width + Geometry.tolerance
    let shorter = screen.height > window.height + Geometry.tolerance
    var result: [Observation] = []
    for entry in layout.entries {
      guard entry.parent != nil, !entry.isHiddenInWindow, !entry.isRootView, !entry.isBar,
        !entry.isInsideScrollView
      else { continue }
      let frame = entry.view.frameInWindow
      func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= Geometry.tolerance }
      var reasons: [String] = []
      var beyond: CGFloat = 0
      if narrower, frame.maxX > window.maxX + Geometry.tolerance {
        if near(frame.width, screen.width) {
          reasons.append("is as wide as the screen (\(Geometry.points(screen.width)) pt)")
        } else if near(frame.maxX, screen.width) {
          reasons.append("ends at the screen's width (\(Geometry.points(screen.width)) pt)")
        }
        if !reasons.isEmpty { beyond = frame.maxX - window.maxX }
      }
      if shorter, frame.maxY > window.maxY + Geometry.tolerance {
        let before = reasons.count
        if near(frame.height, screen.height) {
          reasons.append("is as tall as the screen (\(Geometry.points(screen.height)) pt)")
        } else if near(frame.maxY, screen.height) {
          reasons.append("ends at the screen's height (\(Geometry.points(screen.height)) pt)")
        }
        if reasons.count > before { beyond = max(beyond, frame.maxY - window.maxY) }
      }
      guard !reasons.isEmpty else { continue }
      result.append(
        layout.observe(
          entry, amount: beyond,
          "\(entry.reference.phrase) \(reasons.joined(separator: " and ")), not the"
            + " \(Geometry.points(window.width))×\(Geometry.points(window.height))-pt window's:"
            + " it runs \(Geometry.points(beyond)) pt past the window's edge",
          fix: "size and place it from its superview's bounds or a layout guide, not"
            + " UIScreen.main.bounds; the window may be smaller than the screen"))
    }
    return result
  }
}
