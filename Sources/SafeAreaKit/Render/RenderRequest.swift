import Findings
import Foundation
import TextEscaping

/// One render, as `safearea render` runs it: scene files, storyboards and xibs drawn on every
/// environment of a matrix with the findings of audit's rules, into a folder.
///
/// ```swift
/// var request = RenderRequest(paths: ["Examples/A0-1.yaml"], directory: "out")
/// request.matrix.devices = "iphone"
/// let status = try request.run(output: { print($0) })  // 0, or 65 when a scene failed
/// ```
public struct RenderRequest {
  /// Scene files, storyboards, xibs, or folders of them.
  public var paths: [String]
  /// The folder written into (created if missing).
  public var directory: String
  /// The matrix.
  public var matrix = MatrixRequest()
  /// For storyboards and xibs: a storyboard identifier, scene id or custom class.
  public var scene: String?
  /// `all` or rule ids separated by commas: the opt-in rules whose findings are drawn too.
  public var rules: String?

  /// Creates a request.
  public init(paths: [String], directory: String) {
    self.paths = paths
    self.directory = directory
  }

  /// The configuration the render audits with: the default rules and those ``rules`` opts in
  /// (an unknown id is an ``OptionError``).
  public func configuration() throws -> Configuration {
    var configuration = Configuration()
    if let rules { try ReportRequest.optIn(rules, into: &configuration) }
    return configuration
  }

  /// Draws the sources and writes the files; the summary line goes to `output`, the matrix's
  /// notes and each scene that could not be laid out to `messages`. Returns the exit status: 0,
  /// or 65 when a scene could not be laid out (the others are drawn). Throws for bad input that
  /// stops the run and ``OutputError`` when the folder cannot be written. Call it on the main
  /// thread (the runtime's objects are the main actor's, as UIKit's are).
  public func run(
    output: (String) -> Void, messages: Messages = .standardError
  ) throws -> Int32 {
    var auditMatrix = try matrix.auditMatrix()
    let sources = try LayoutSources.load(paths, scene: scene)
    try matrix.sceneDevices(sources, into: &auditMatrix)
    // After `--devices scene` has put the files' own devices in: the notes count those.
    for note in auditMatrix.windowNotes { messages.note("note: \(note)") }
    if matrix.verbose {
      for note in auditMatrix.catalogNotes { messages.note("note: \(note)") }
    }
    let configuration = try self.configuration()
    let written = try MainActor.assumeIsolated { [auditMatrix] () throws -> RenderOutput in
      try LayoutRendering.render(sources, matrix: auditMatrix, configuration: configuration)
    }
    try written.write(toDirectory: directory)
    output(written.summary(directory: directory).escapingControlCharacters)
    guard !written.failures.isEmpty else { return ExitStatus.success }
    // Located reader errors describe themselves escaped, with their source line and caret.
    for failure in written.failures { messages.write(failure.message) }
    messages.note(
      "error: \(written.failures.count) of \(written.failures.count + written.scenes) scene(s)"
        + " could not be laid out (above); the others are drawn")
    return ExitStatus.badInput
  }
}
