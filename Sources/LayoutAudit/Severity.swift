import Findings

/// How bad a finding is: the severity `audit` and `lint` share (``Findings/Severity``).
public typealias Severity = Findings.Severity
