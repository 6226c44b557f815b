import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// Draws one laid-out window as an SVG picture of the device: the screen with its corner radius,
/// the sensor housing, the status bar, the home indicator, the navigation, tab and tool bars,
/// each controller's safe area and layout margins, every view as a labelled box, scroll content
/// and the part of it that can never be scrolled into view, and the views findings name.
///
/// ```swift
/// let svg = SVGRenderer.render(window.snapshot(), findings: report.findings)
/// ```
///
/// Output is deterministic: the same snapshot and findings give the same bytes. One SVG unit is
/// one point; the origin is the screen's top-left corner.
public enum SVGRenderer {
  /// Space around the device, in points.
  static let margin: CGFloat = 6
  /// The bezel drawn around the screen.
  static let bezel: CGFloat = 10
  /// The band above the device that holds the title.
  static let titleBand: CGFloat = 30
  /// The most cells or items drawn per table or collection view.
  static let maximumCells = 2000

  /// The SVG of `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: a laid-out window.
  ///   - findings: the findings of an audit; those whose environments include the snapshot's are
  ///     drawn over the views they name, numbered by their position in this array (1-based), so
  ///     that a report can list them in the same order.
  ///   - title: the picture's title; the environment's description by default.
  ///   - idPrefix: a prefix for the ids the SVG defines (clip paths, patterns); give each SVG
  ///     inlined in one HTML page its own.
  /// - Returns: a standalone SVG document (no XML declaration, so that it can also be inlined
  ///   in HTML).
  public static func render(
    _ snapshot: LayoutSnapshot, findings: [Finding] = [], title: String? = nil,
    idPrefix: String = "sak"
  ) -> String {
    let environment = snapshot.environment
    let marks = findings.enumerated().compactMap { index, finding -> FindingMark? in
      guard let position = finding.environments.firstIndex(where: { same($0, environment) })
      else { return nil }
      let amount =
        finding.amounts.count == finding.environments.count
        ? finding.amounts[position] : finding.amount
      return FindingMark(number: index + 1, finding: finding, amount: amount)
    }
    return render(snapshot, marks: marks, title: title, idPrefix: idPrefix)
  }

  /// The SVG of `snapshot` drawn as `environment`'s device, with `marks` over the views they name.
  ///
  /// - Parameters:
  ///   - snapshot: a laid-out window.
  ///   - environment: the device and orientation to draw (its screen outline, sensor housing and
  ///     home indicator); the snapshot's own environment by default. Give another environment with
  ///     the same ``LayoutInputs`` to draw a shared layout on that device.
  ///   - marks: the findings to draw, with their numbers and amounts in this picture.
  ///   - title: the picture's title; the environment's description by default.
  ///   - idPrefix: a prefix for the ids the SVG defines.
  /// - Returns: a standalone SVG document.
  public static func render(
    _ snapshot: LayoutSnapshot, as environment: Environment? = nil, marks: [FindingMark],
    title: String? = nil, idPrefix: String = "sak"
  ) -> String {
    let drawn = environment ?? snapshot.environment
    var drawing = Drawing(
      snapshot: snapshot, environment: drawn, prefix: Markup.identifier(idPrefix))
    drawing.draw(marks: marks, title: title ?? drawn.description)
    return drawing.writer.text
  }

  /// Whether two environments are the same cell of a matrix (device, orientation, iOS, status
  /// bar), without comparing whole device values.
  static func same(_ a: Environment, _ b: Environment) -> Bool {
    a.device.id == b.device.id && a.orientation == b.orientation && a.ios == b.ios
      && a.statusBarHidden == b.statusBarHidden && a.keyboard == b.keyboard
  }

  /// Whether `environment` is one of `finding`'s environments.
  public static func finding(_ finding: Finding, appliesTo environment: Environment) -> Bool {
    finding.environments.contains { same($0, environment) }
  }

  /// Whether `view` is the view `reference` names.
  public static func view(_ view: ViewSnapshot, matches reference: ViewReference) -> Bool {
    view.sceneID == reference.sceneID && view.className == reference.className
      && (view.sourceLocation?.line ?? 0) == reference.line
      && (view.sourceLocation?.column ?? 0) == reference.column
  }
}

/// A finding as one picture draws it: its number in the report and its amount in the picture's
/// environment.
public struct FindingMark: Hashable, Sendable {
  /// The number the report lists the finding under (1-based).
  public var number: Int
  /// The finding.
  public var finding: Finding
  /// The amount, in points, in the picture's environment.
  public var amount: CGFloat

  /// Creates a mark.
  public init(number: Int, finding: Finding, amount: CGFloat) {
    self.number = number
    self.finding = finding
    self.amount = amount
  }

  /// What the picture writes beside the view: the amount and where it goes, `29 pt into the home
  /// indicator` (a rule without a phrase: `29 pt · <rule name>`).
  public var label: String {
    if let phrase = Self.phrases[finding.rule] {
      return "\(Geometry.points(amount)) pt \(phrase)"
    }
    let name =
      AuditRules.rule(named: finding.rule.rawValue)?.description.name ?? finding.rule.rawValue
    return "\(Geometry.points(amount)) pt · \(name)"
  }

  /// Each rule's amount as a place, for ``label``.
  static let phrases: [RuleIdentifier: String] = [
    .collectionItemsUnderHousing: "into the sensor housing's strip",
    .contentUnderBar: "under a bar",
    .controlInStatusBar: "into the status bar",
    .controlOverHomeIndicator: "into the home indicator",
    .doubleInset: "inset twice",
    .fixedPosition: "outside the safe area",
    .roundedCornerClipping: "outside the rounded corner",
    .sensorHousingOverlap: "under the sensor housing",
    .unreachableScrollContent: "never scrolled into view",
  ]
}
