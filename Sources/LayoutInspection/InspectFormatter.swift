import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// The `inspect` tree: a header with the environment, then one line per controller and per
/// view, indented by depth, like Xcode's view debugger. Deterministic; every line is escaped
/// (``ControlCharacters``), so an id, a class or a device name from input is never more than one
/// line and never drives the terminal.
///
/// ```
/// iPhone X, portrait, iOS 11; status bar {{0, 0}, {375, 44}}; window safeAreaInsets {44, 0, 34, 0}
/// UIWindow {{0, 0}, {375, 812}} safeAreaInsets={44, 0, 34, 0} layoutMargins={44, 8, 34, 8}
///   + UINavigationController#nav navigationBar={{0, 44}, {375, 44}} translucent toolbar=hidden
///     UIView {{0, 0}, {375, 812}} safeAreaInsets={44, 0, 34, 0} layoutMargins={44, 16, 34, 16}
///       + UIViewController#vc
///         UIView#root {{0, 0}, {375, 812}} safeAreaInsets={88, 0, 34, 0} …
///           UITableView#tb {{0, 0}, {375, 812}} … contentSize={375, 2640} …
/// ```
///
/// A view's Auto Layout constraints follow it, one per line after `| `, in the scene grammar
/// (`| view.bottom == superview.safeArea.bottom`); conflicts and ambiguous views end the tree as
/// `layout issue: …` lines.
///
/// View frames are in window coordinates. Scroll views add their content size, insets, offset
/// and offset range, and `UNREACHABLE {{x, y}, {w, h}}` when some content can never be scrolled
/// into the visible, safe area.
public enum InspectFormatter {
  /// The tree, lines joined by newlines (no trailing newline).
  public static func tree(_ snapshot: LayoutSnapshot) -> String {
    var lines = [header(snapshot)]
    var owners: [(viewID: Int, controller: ControllerSnapshot)] = []
    var offScreen: [ControllerSnapshot] = []
    for controller in snapshot.allControllers {
      if let viewID = controller.rootViewID {
        owners.append((viewID, controller))
      } else {
        offScreen.append(controller)
      }
    }
    func emit(_ view: ViewSnapshot, depth: Int) {
      var depth = depth
      if let owner = owners.first(where: { $0.viewID == view.id }) {
        lines.append(indent(depth) + "+ " + controllerLine(owner.controller, snapshot))
        depth += 1
      }
      lines.append(indent(depth) + viewLine(view, snapshot))
      for constraint in view.constraints where constraint.origin == .app {
        lines.append(indent(depth + 1) + "| " + constraintLine(constraint))
      }
      for subview in view.subviews { emit(subview, depth: depth + 1) }
    }
    emit(snapshot.window, depth: 0)
    if !offScreen.isEmpty {
      lines.append("off screen: " + offScreen.map(\.displayName).joined(separator: ", "))
    }
    for issue in snapshot.layoutIssues {
      lines.append("layout issue: \(issue)")
    }
    return lines.map(\.escapingControlCharacters).joined(separator: "\n")
  }

  /// One constraint under its view: `view.top == superview.safeArea.top + 20 @750`, then
  /// `BROKEN` when Auto Layout broke it to recover from a conflict.
  public static func constraintLine(_ constraint: ConstraintSnapshot) -> String {
    var line = constraint.text
    if let identifier = constraint.identifier { line += " '\(identifier)'" }
    if constraint.isBroken { line += " BROKEN" }
    return line
  }

  /// `iPhone X, portrait, iOS 11; status bar {{0, 0}, {375, 44}}; window safeAreaInsets {…}`.
  public static func header(_ snapshot: LayoutSnapshot) -> String {
    var parts = [snapshot.environmentDescription]
    parts.append(
      snapshot.isStatusBarVisible
        ? "status bar \(QueryValue.text(snapshot.statusBarFrame))" : "status bar hidden")
    if let insets = snapshot.windowSafeAreaInsets {
      parts.append("window safeAreaInsets \(insets)")
    } else {
      parts.append("no safe area (iOS 10 behaviour: layout guides)")
    }
    return parts.joined(separator: "; ")
  }

  /// One controller, without indentation: `UINavigationController#nav navigationBar=…`.
  public static func controllerLine(_ controller: ControllerSnapshot, _ snapshot: LayoutSnapshot)
    -> String
  {
    var line = controller.displayName
    if let bar = controller.navigationBar { line += " navigationBar=" + describe(bar) }
    if let bar = controller.toolbar { line += " toolbar=" + describe(bar) }
    if let bar = controller.tabBar { line += " tabBar=" + describe(bar) }
    if !snapshot.isSafeAreaAvailable {
      line +=
        " topLayoutGuide=\(PointFormat.string(controller.topLayoutGuideLength))"
        + " bottomLayoutGuide=\(PointFormat.string(controller.bottomLayoutGuideLength))"
    }
    if let additional = controller.additionalSafeAreaInsets, additional != .zero {
      line += " additionalSafeAreaInsets=\(additional)"
    }
    if let platter = controller.tabBar?.platterFrame {
      line += " tabBarPlatter=" + QueryValue.text(platter)
    }
    if let split = controller.split { line += " " + describe(split) }
    if let prompt = controller.prompt { line += " prompt=" + ControlCharacters.jsonString(prompt) }
    if let search = controller.searchBarFrame { line += " searchBar=" + QueryValue.text(search) }
    if let presentation = controller.presentation {
      line += " presented=\(presentation.resolvedStyle.rawValue)"
      if presentation.requestedStyle != presentation.resolvedStyle {
        line += "(\(presentation.requestedStyle.rawValue))"
      }
      if let maximum = presentation.maximumDetentValue {
        line += " maximumDetentValue=\(PointFormat.string(maximum))"
      }
      if let value = presentation.detentValue {
        line += " detentValue=\(PointFormat.string(value))"
      }
      if let grabber = presentation.grabberFrame {
        line += " grabber=" + QueryValue.text(grabber)
      }
    }
    let missing = controller.missingValues + (controller.presentation?.missingValues ?? [])
    if !missing.isEmpty {
      line += " missing=[" + missing.map(\.description).joined(separator: "; ") + "]"
    }
    return line
  }

  /// `split=doubleColumn displayMode=oneBesideSecondary primaryColumnWidth=320
  /// columns=[primary, secondary; hidden: …]` (R14).
  static func describe(_ split: SplitSnapshot) -> String {
    var text = "split=\(split.style)"
    if split.isCollapsed {
      text += " collapsed"
    } else {
      text += " displayMode=\(split.displayMode)"
      if split.preferredDisplayMode != split.displayMode {
        text += "(\(split.preferredDisplayMode))"
      }
    }
    text += " primaryColumnWidth=\(PointFormat.string(split.primaryColumnWidth))"
    if let width = split.supplementaryColumnWidth {
      text += " supplementaryColumnWidth=\(PointFormat.string(width))"
    }
    let shown = split.columns.filter(\.isShown).map(\.column)
    let hidden = split.columns.filter { !$0.isShown }.map(\.column)
    text += " columns=[" + shown.joined(separator: ", ")
    if !hidden.isEmpty { text += "; hidden: " + hidden.joined(separator: ", ") }
    return text + "]"
  }

  /// One view, without indentation: class and id, frame in window coordinates, insets, margins,
  /// and for scroll views their scroll state.
  public static func viewLine(_ view: ViewSnapshot, _ snapshot: LayoutSnapshot) -> String {
    var line = "\(view.displayName) \(QueryValue.text(view.frameInWindow))"
    if view.isHidden { return line + " hidden" }
    if view.isFirstResponder { line += " firstResponder" }
    if let insets = view.safeAreaInsets { line += " safeAreaInsets=\(insets)" }
    line += " layoutMargins=\(view.layoutMargins)"
    guard let scroll = view.scroll else { return line }
    line += " contentSize=" + QueryValue.size(scroll.contentSize).text
    if scroll.contentInset != .zero || scroll.adjustedContentInset == nil {
      line += " contentInset=\(scroll.contentInset)"
    }
    if let adjusted = scroll.adjustedContentInset { line += " adjustedContentInset=\(adjusted)" }
    line += " contentOffset=" + QueryValue.point(scroll.contentOffset).text
    line +=
      " offsetRange=" + QueryValue.point(scroll.minContentOffset).text + "..."
      + QueryValue.point(scroll.maxContentOffset).text
    if scroll.hasUnreachableContent {
      line += " UNREACHABLE " + QueryValue.text(scroll.unreachableContent)
    }
    return line
  }

  private static func describe(_ bar: BarSnapshot) -> String {
    bar.isHidden
      ? "hidden"
      : QueryValue.text(bar.frame) + (bar.isTranslucent ? " translucent" : " opaque")
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
