/// A bad option or argument value found while running (an unknown device, rule or scene, a query
/// path that cannot name anything): the message names the option; `safearea` exits 64.
public struct UsageError: Error, CustomStringConvertible {
  public var description: String

  public init(description: String) { self.description = description }
}

/// A value an option gives that does not parse (`--orientations sideways`, `--rules nosuch`):
/// `safearea` reports it as a usage error with the command's usage, exit 64.
public struct OptionError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}

/// A layout that failed, as the audit describes it (a located reader error renders itself,
/// escaped, with its source line and caret): `safearea` prints it as is and exits 65.
public struct LayoutFailure: Error {
  public var message: String

  public init(message: String) { self.message = message }
}

/// Bad input: `safearea` prints the message on standard error and exits 65.
public struct InputError: Error, CustomStringConvertible {
  public var description: String
  /// Whether the message is a located diagnostic (`file:line:column: error: …`), printed as it
  /// is rather than after `error: `.
  public var isLocated = false

  public init(description: String) { self.description = description }

  /// A located diagnostic, `file:line:column: error: …`.
  public init(located description: String) {
    self.description = description
    isLocated = true
  }
}

/// An output that cannot be written (a baseline, a SARIF file, a render directory): `safearea`
/// prints the message on standard error and exits 73.
public struct OutputError: Error, CustomStringConvertible {
  public var description: String

  public init(description: String) { self.description = description }
}
