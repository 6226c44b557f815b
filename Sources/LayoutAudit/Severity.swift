/// How bad a finding is. `error` fails the audit (exit status 1); `warning` and `note` fail it
/// only with `--strict`.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
  case note, warning, error

  /// The SARIF `level` of the same name.
  public var sarifLevel: String { rawValue }

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
