import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import TextEscaping

/// Draws sources on every environment of a matrix with their findings (`safearea render`,
/// `audit --render`): one picture per distinct layout, an SVG sheet per scene, an HTML report.
///
/// ```swift
/// let sources = try LayoutSources.load(["Examples/A0-1.yaml"])
/// let output = try LayoutRendering.render(sources, matrix: AuditMatrix())
/// try output.write(to: "out")
/// ```
public enum LayoutRendering {
  /// Lays every source out in every environment (once per distinct layout), audits it with
  /// `configuration`'s rules (`nil`: the default ones), and renders the pictures and the report.
  /// A source that cannot be laid out is in ``RenderOutput/failures`` and left out.
  @MainActor
  public static func render(
    _ sources: [LayoutSource], matrix: AuditMatrix, configuration: Configuration? = nil,
    includeApproximate: Bool = false
  ) throws -> RenderOutput {
    try render(
      named(sources), matrix: matrix, configuration: configuration,
      includeApproximate: includeApproximate)
  }

  /// Each source with a name safe as a file name and unique among them (``uniqueName(for:taken:)``).
  public static func named(_ sources: [LayoutSource]) -> [(
    name: String, file: String, source: LayoutSource
  )] {
    var named: [(name: String, file: String, source: LayoutSource)] = []
    for source in sources {
      named.append((uniqueName(for: source.name, taken: named.map(\.name)), source.file, source))
    }
    return named
  }

  /// ``render(_:matrix:configuration:includeApproximate:)`` of sources already named.
  @MainActor
  public static func render(
    _ scenes: [(name: String, file: String, source: LayoutSource)], matrix: AuditMatrix,
    configuration: Configuration? = nil, includeApproximate: Bool = false
  ) throws -> RenderOutput {
    var byName: [String: LayoutSource] = [:]  // lookups only, never iterated
    for scene in scenes { byName[scene.name] = scene.source }
    var layouts: [String: [AuditedLayout]] = [:]  // lookups only, never iterated
    var auditor =
      configuration.map { Auditor(matrix: matrix, configuration: $0) } ?? Auditor(matrix: matrix)
    auditor.reportsApproximateOutlines = includeApproximate
    let report = auditor.audit(
      files: scenes.map(\.name),
      layout: { name, environment in
        guard let source = byName[name] else {
          throw InputError(description: "'\(name)' was not loaded")
        }
        return try source.auditSnapshot(in: environment)
      },
      accepts: { name, environment in byName[name]?.accepts(environment) ?? true },
      collect: { name, laidOut in layouts[name] = laidOut })
    // A scene that cannot be laid out is reported, and the others are drawn (as `audit` does).
    let failed = Set(report.failures.map(\.file))
    let rendered = RenderReport(
      scenes: scenes.filter { !failed.contains($0.name) }.map {
        ReportScene(name: $0.name, file: $0.file, layouts: layouts[$0.name] ?? [])
      }, findings: LayoutSources.naming(report.findings, sources: scenes.map(\.source)),
      matrix: matrix)
    return RenderOutput(
      files: rendered.files, pictures: rendered.pictures.count,
      sheets: rendered.files.filter { $0.path.hasSuffix(".svg") }.count,
      layouts: rendered.scenes.map(\.environmentCount).reduce(0, +),
      scenes: rendered.scenes.count, failures: report.failures)
  }

  /// A source's name made safe as a directory name and unique.
  public static func uniqueName(for base: String, taken: [String]) -> String {
    let name = Markup.identifier(base)
    // `index` is the report's own page.
    guard taken.contains(name) || name == "index" else { return name }
    var index = 2
    while taken.contains("\(name)-\(index)") { index += 1 }
    return "\(name)-\(index)"
  }
}

/// The files a render writes, relative to the output directory, in a fixed order.
public struct RenderOutput: Sendable {
  public var files: [(path: String, contents: String)]
  /// Distinct pictures drawn.
  public var pictures: Int
  /// SVG sheets they are drawn in (one per scene, less those drawn alike, and the index's).
  public var sheets: Int
  /// Scene-environments they stand for.
  public var layouts: Int
  /// Scenes drawn.
  public var scenes = 0
  /// The scenes that could not be laid out, left out of the report.
  public var failures: [AuditFailure] = []

  /// `wrote 12 pictures (one per distinct layout of 170) in 1 SVG sheet and out/index.html`.
  public func summary(directory: String) -> String {
    "wrote \(pictures) picture\(pictures == 1 ? "" : "s") (one per distinct layout of \(layouts))"
      + " in \(sheets) SVG sheet\(sheets == 1 ? "" : "s") and "
      + URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
  }

  /// Writes every file into `directory` without following a link planted there
  /// (``LayoutRender/OutputDirectory``).
  public func write(to directory: String) throws(OutputDirectoryError) {
    try OutputDirectory(path: directory).write(files)
  }
}
