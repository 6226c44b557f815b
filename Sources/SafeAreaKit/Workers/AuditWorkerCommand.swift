import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to start an audit worker: the tool itself, started fresh in its worker mode.
///
/// A worker is given the same inputs as the parent (so it reads the same files into the same
/// list of names) and then serves requests with ``Auditor/serveWorker(files:layout:accepts:input:output:)``.
public struct AuditWorkerCommand: Sendable, Hashable {
  /// The executable.
  public var executable: URL
  /// Its arguments, worker mode included.
  public var arguments: [String]

  /// Creates a command.
  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// The running executable with `arguments`; `nil` when its path is unknown.
  public static func current(arguments: [String]) -> AuditWorkerCommand? {
    guard let executable = Bundle.main.executableURL else { return nil }
    return AuditWorkerCommand(executable: executable, arguments: arguments)
  }
}
