import Findings
import InterfaceBuilder
import LayoutInspection
import SceneDocument
import TextEscaping
import XcodeProject

/// The exit statuses of `safearea` (the `sysexits.h` names where one fits), and which error
/// gives which: what a tool of your own would exit with for the same run.
public enum ExitStatus {
  /// The run succeeded: nothing that fails it was found.
  public static let success: Int32 = 0
  /// A finding fails the run (at error severity, or any finding with `strict`).
  public static let findings: Int32 = 1
  /// Bad usage: an option or argument that cannot mean anything (`EX_USAGE`).
  public static let usage: Int32 = 64
  /// Bad input: an unreadable or malformed file, an unknown key or device, a path that names
  /// nothing (`EX_DATAERR`).
  public static let badInput: Int32 = 65
  /// An output that cannot be written (`EX_CANTCREAT`).
  public static let cannotWrite: Int32 = 73
}

/// An error the library throws, as `safearea` reports it: the text for standard error and the
/// exit status (``ExitStatus``).
///
/// ```swift
/// do { _ = try AuditRequest(paths: ["Broken.storyboard"]).run() } catch {
///   if let failure = CommandFailure(error) { print(failure.text); exit(failure.status) }
/// }
/// ```
public struct CommandFailure: Hashable, Sendable {
  /// What to print on standard error: a located reader error renders itself (path:line:column,
  /// the source line, a caret), anything else is one `error: …` line; escaped
  /// (``TextEscaping/ControlCharacters``). No final newline.
  public var text: String
  /// The exit status.
  public var status: Int32
  /// Whether the error is an option value that does not parse (``OptionError``): the tool
  /// shows it with the command's usage (its argument parser's validation error), exit 64.
  public var isOptionValue = false

  /// Creates a failure.
  public init(text: String, status: Int32, isOptionValue: Bool = false) {
    self.text = text
    self.status = status
    self.isOptionValue = isOptionValue
  }

  /// How `error` is reported, or `nil` for an error the library does not throw for bad input
  /// or usage (a programming error: the caller's own reporting applies).
  public init?(_ error: any Error) {
    func line(_ message: String) -> String { ("error: " + message).escapingControlCharacters }
    switch error {
    case let error as SceneError: self.init(text: error.description, status: ExitStatus.badInput)
    case let error as QueryError:
      // A path that cannot name anything in any file is bad usage; one naming what this file
      // lacks is bad input.
      self.init(
        text: line(error.description),
        status: error.kind == .malformedPath || error.kind == .unknownProperty
          ? ExitStatus.usage : ExitStatus.badInput)
    case let error as UsageError: self.init(text: line(error.description), status: ExitStatus.usage)
    case let error as IBError: self.init(text: error.description, status: ExitStatus.badInput)
    case let error as ProjectError: self.init(text: error.description, status: ExitStatus.badInput)
    case let error as InputError:
      self.init(
        text: error.isLocated
          ? error.description.escapingControlCharacters : line(error.description),
        status: ExitStatus.badInput)
    case let error as LayoutFailure: self.init(text: error.message, status: ExitStatus.badInput)
    case let error as ConfigurationError:
      self.init(text: error.description, status: ExitStatus.badInput)
    case let error as OptionError:
      self.init(text: error.description, status: ExitStatus.usage, isOptionValue: true)
    case let error as OutputError:
      self.init(text: line(error.description), status: ExitStatus.cannotWrite)
    default: return nil
    }
  }
}
