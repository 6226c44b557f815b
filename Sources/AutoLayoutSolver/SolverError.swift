/// The errors a ``Solver`` throws: kiwi's six (kiwi/errors.h), as a closed, typed domain.
///
/// kiwi's seventh, `InternalSolverError`, signals a broken tableau; here it is a precondition
/// failure, since no input can cause it.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint conflicts with the required constraints already added.
  case unsatisfiableConstraint(Constraint)
  /// The constraint has already been added to the solver.
  case duplicateConstraint(Constraint)
  /// The constraint has not been added to the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable cannot be required.
  case badRequiredStrength

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint):
      "unsatisfiable constraint '\(constraint)': it conflicts with the required constraints "
        + "already added; lower its strength below required or remove the conflicting ones"
    case .duplicateConstraint(let constraint):
      "duplicate constraint '\(constraint)': it has already been added to the solver; "
        + "add each constraint once"
    case .unknownConstraint(let constraint):
      "unknown constraint '\(constraint)': it has not been added to the solver; "
        + "check hasConstraint before removing"
    case .duplicateEditVariable(let variable):
      "duplicate edit variable '\(variable)': it is already an edit variable; "
        + "remove it first to change its strength"
    case .unknownEditVariable(let variable):
      "unknown edit variable '\(variable)': it is not an edit variable; add it with addEditVariable "
        + "before suggesting values or removing it"
    case .badRequiredStrength:
      "bad required strength: an edit variable cannot be required; use strong or weaker"
    }
  }
}
