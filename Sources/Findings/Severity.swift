/// How bad a finding is. `error` fails the run (exit status 1); `warning` and `note` fail it only
/// with `--strict`. Shared by `audit` and `lint`, and what a configuration's `severity` sets.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
  case note, warning, error

  /// The SARIF `level` of the same name.
  public var sarifLevel: String { rawValue }

  /// One step less severe: an error a warning, a warning a note, a note a note.
  public var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
