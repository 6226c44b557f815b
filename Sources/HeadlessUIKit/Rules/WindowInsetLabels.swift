import DeviceCatalog
import Foundation

/// Names the parts of the window's unsafe region for `explain` (section 1 of `UIKitRules.md`).
enum WindowInsetLabels {
  /// The window's insets as a derivation, one term per edge, naming what covers it.
  static func derivation(
    _ insets: Sourced<EdgeInsets>, environment: Environment, statusBarVisible: Bool
  ) -> InsetDerivation {
    let device = environment.device
    let place =
      "\(device.name), \(environment.orientation.rawValue)"
      + (environment.windowedFrame.map {
        ", the part a \(WindowSize.describe($0)) window overlaps"
      } ?? "")
    let source = insets.provenance.description
    let rule: String =
      switch (device.idiom, device.housing.kind) {
      case (.pad, _): "R1.7"
      case (.phone, .none): "R1.1"
      case (.phone, _): environment.orientation.isLandscape ? "R1.2a" : "R1.2"
      }
    var result = InsetDerivation()
    let statusBar =
      statusBarVisible ? device.statusBarHeight(ios: environment.ios).value : 0
    for edge in RectEdge.allCases {
      let value = insets.value[edge]
      guard value > 0 else { continue }
      let what: String
      switch edge {
      case .top:
        if device.housing.kind == .none {
          what = statusBarVisible ? "status bar" : "window top inset"
        } else if statusBarVisible, PointFormat.nearlyEqual(statusBar, value) {
          what = "status bar"
        } else if statusBarVisible {
          what = "status bar \(PointFormat.string(statusBar)) and sensor housing"
        } else {
          what = "sensor housing (status bar hidden)"
        }
      case .bottom:
        what = device.hasHomeIndicator ? "home indicator" : "window bottom inset"
      case .left, .right:
        what = device.housing.kind == .none ? "window side inset" : "sensor housing side inset"
      }
      // R20.2: on a device with a vertical bar column, the inset on the column's edge is the
      // column (the status bar and the island run along it).
      if environment.verticalBarColumn != nil, let column = device.verticalBar,
        (edge == .left && column.edge(in: environment.orientation) == .left)
          || (edge == .right && column.edge(in: environment.orientation) == .right)
      {
        result[edge].append(
          "vertical bar column: status bar and island (\(place); \(source))", value,
          rule: "R20.2")
        continue
      }
      result[edge].append("\(what) (\(place); \(source))", value, rule: rule)
    }
    return result
  }
}
