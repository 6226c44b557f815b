/// One finding per view and problem: the rules that judge where a view sits against the unsafe
/// parts of the screen (the housing, the status bar, the bars, the home indicator, the rounded
/// corners, a fixed distance from the edge) all see one cause — the view is not placed from the
/// safe area — so on one view they make one finding, with the others attached as its
/// ``Finding/evidence``: the finding seen in the most environments, the most specific rule
/// (``precedence``) among equals. `fixed_position` is reported alone only when no other
/// placement rule explains the view. A control under the window controls (their frame
/// supplied by the user, R18.3) is one of them, after the rules on sourced geometry.
public enum PlacementFindings {
  /// The placement rules, most specific first: a physical obstruction before a band, errors
  /// before warnings, `fixed_position` last.
  public static let precedence: [RuleIdentifier] = [
    .sensorHousingOverlap, .controlInStatusBar, .controlOverHomeIndicator, .contentUnderBar,
    .roundedCornerClipping, .controlUnderWindowControls, .fixedPosition,
  ]

  /// `findings` (sorted with ``Finding/ordered(_:_:)``) with each view's placement findings
  /// merged into one; other findings unchanged. The result is sorted the same way.
  public static func merged(_ findings: [Finding]) -> [Finding] {
    var result: [Finding] = []
    var placement: [ViewReference: [Finding]] = [:]  // lookups only
    var order: [ViewReference] = []
    for finding in findings {
      guard precedence.contains(finding.rule) else {
        result.append(finding)
        continue
      }
      if placement[finding.view] == nil { order.append(finding.view) }
      placement[finding.view, default: []].append(finding)
    }
    for view in order {
      let list = (placement[view] ?? []).sorted(by: precedes)
      guard var primary = list.first else { continue }
      for other in list.dropFirst() {
        primary.evidence.append(
          Finding.Evidence(rule: other.rule, message: other.message, summary: other.summary))
        primary.evidence += other.evidence
      }
      result.append(primary)
    }
    return result.sorted(by: Finding.ordered)
  }

  /// The primary finding first: any rule before `fixed_position`; a finding that rests on a
  /// sourced geometry before one seen only under approximate housing outlines
  /// (``Finding/isApproximate``); then the finding seen in more environments (the
  /// broader problem: a button over the home indicator in both orientations before the same
  /// button under the housing in landscape only); then ``precedence``.
  static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let lhsFixed = lhs.rule == .fixedPosition
    let rhsFixed = rhs.rule == .fixedPosition
    if lhsFixed != rhsFixed { return rhsFixed }
    let lhsApproximate = lhs.isApproximate
    let rhsApproximate = rhs.isApproximate
    if lhsApproximate != rhsApproximate { return rhsApproximate }
    if lhs.environments.count != rhs.environments.count {
      return lhs.environments.count > rhs.environments.count
    }
    return rank(lhs.rule) < rank(rhs.rule)
  }

  static func rank(_ rule: RuleIdentifier) -> Int {
    precedence.firstIndex(of: rule) ?? precedence.count
  }
}
