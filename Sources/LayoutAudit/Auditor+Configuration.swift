import DeviceCatalog
import Findings
import Foundation

extension Auditor {
  /// An auditor of the rules `configuration` enables (``Findings/Configuration/isEnabled(_:optIn:)``)
  /// that keeps the findings its `ignore` entries accept out of the merging of a view's placement
  /// findings (``ignores``). `scopes` gives a finding's other names an entry may use (a
  /// storyboard view's scene id, controller id and storyboard identifier:
  /// ``Findings/Report/Finding/scopes``).
  public init(
    matrix: AuditMatrix, configuration: Configuration,
    scopes: (@Sendable (Finding) -> [String])? = nil
  ) {
    self.init(
      matrix: matrix,
      rules: AuditRules.all.filter {
        configuration.isEnabled($0.description.identifier, optIn: $0.description.isOptIn)
      })
    guard !configuration.ignore.isEmpty else { return }
    ignores = { finding in
      var reported = finding.reported
      reported.scopes = scopes?(finding) ?? []
      return configuration.suppression(for: reported) != nil
    }
  }
}
