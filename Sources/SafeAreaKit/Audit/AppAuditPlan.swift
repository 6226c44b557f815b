import DeviceCatalog
import Foundation
import LayoutAudit
import XcodeProject

/// What an audit of an app lays out, and in which matrix: the app's targets grouped by matrix
/// (targets with the same matrix share one audit), the Swift package's files and, on request,
/// the unshipped files in the command's matrix. Its header says which targets and matrices were
/// used and why.
///
/// ```swift
/// let plan = AppAuditPlan(app: app, fallback: AuditMatrix(), includeUnshipped: false)
/// for group in plan.groups { … audit group.files over group.matrix … }
/// print(plan.header.joined(separator: "\n"))
/// ```
public struct AppAuditPlan: Sendable {
  /// One audit: files and the matrix they are laid out in.
  public struct Group: Sendable {
    /// The matrix.
    public var matrix: AuditMatrix
    /// The files, sorted.
    public var files: [String]
    /// The targets (or `unshipped files`, `Swift package files`) it stands for.
    public var label: String
    /// The files among ``files`` that a target's `UILaunchStoryboardName` names: launch screens,
    /// audited as screens whatever their name (`IBDocument/isNamedLaunchScreen`).
    public var launchScreens: [String] = []
    /// The files among ``files`` that a target launches with (`UIMainStoryboardFile`, the scene
    /// manifest's storyboard; `IBDocument/isMainStoryboard`).
    public var mainStoryboards: [String] = []
    /// Storyboards that every application target shipping them shows only by code
    /// (``XcodeProject/AppTarget/storyboardsShownByCode``).
    public var shownByCode: [String] = []
  }

  /// The audits to run, in target order.
  public var groups: [Group]
  /// The header lines: input, targets with their matrix and reasons, skipped targets, unshipped
  /// files.
  public var header: [String]

  /// Plans the audit of `app`.
  ///
  /// - Parameters:
  ///   - fallback: the matrix for files no target sets one for (unshipped files audited with
  ///     `includeUnshipped`, a Swift package's resources).
  ///   - narrowing: restricts each target's matrix (the command line's or the configuration's
  ///     devices, orientations and iOS versions); the header says when it changed one.
  public init(
    app: AppProject, fallback: AuditMatrix, includeUnshipped: Bool,
    narrowing: (AuditMatrix) -> AuditMatrix = { $0 }
  ) {
    var groups: [Group] = []
    var targetMatrices: [(name: String, matrix: AuditMatrix, files: [String])] = []
    let launchScreens = Set(app.targets.flatMap(\.launchScreenFiles))
    let mainStoryboards = Set(app.targets.flatMap(\.mainStoryboardFiles))
    // Shown by code only when no target that ships the file shows it otherwise.
    var shownByCode: [String: Bool] = [:]  // lookups only
    for target in app.targets {
      let byCode = Set(target.storyboardsShownByCode)
      for file in target.interfaceFiles.map(\.path) {
        shownByCode[file] = (shownByCode[file] ?? true) && byCode.contains(file)
      }
    }
    var header = [
      "app: \(AppProject.displayPath(app.root)) (\(Self.describe(app.kind))"
        + (app.projects.isEmpty
          ? ")"
          : ": "
            + app.projects.map { AppProject.relative($0.path, to: app.root) }
            .joined(separator: ", ") + ")")
    ]
    for target in app.targets {
      guard !target.interfaceFiles.isEmpty else {
        // A target without IB files sets no matrix anything is laid out in: one line.
        header.append(
          "target '\(target.name)' (\(target.productType), \(target.configuration)) in "
            + AppProject.relative(target.project, to: app.root) + ": no IB files")
        continue
      }
      let own = AuditMatrix(app: target.matrix)
      let matrix = narrowing(own)
      header += target.header(relativeTo: app.root)
      header.append(
        "  matrix" + (matrix == own ? "" : " (narrowed by the options or the configuration)")
          + ": " + matrix.headerSummary)
      targetMatrices.append((target.name, matrix, target.interfaceFiles.map(\.path)))
    }
    // A file several targets ship is audited once, in the union of their matrices (every
    // environment it can be shown in); files with the same matrix share one audit.
    var fileTargets: [String: [Int]] = [:]  // lookups only
    var fileOrder: [String] = []
    for (index, entry) in targetMatrices.enumerated() {
      for file in entry.files {
        if fileTargets[file] == nil { fileOrder.append(file) }
        fileTargets[file, default: []].append(index)
      }
    }
    for file in fileOrder.sorted() {
      let owners = fileTargets[file] ?? []
      guard let first = owners.first else { continue }
      let matrix = owners.dropFirst().reduce(targetMatrices[first].matrix) {
        $0.union(targetMatrices[$1].matrix)
      }
      let label = owners.map { "'\(targetMatrices[$0].name)'" }.joined(separator: ", ")
      let index =
        groups.firstIndex { $0.matrix == matrix }
        ?? {
          groups.append(Group(matrix: matrix, files: [], label: label))
          return groups.count - 1
        }()
      groups[index].files.append(file)
      if !groups[index].label.contains(label) { groups[index].label += "; " + label }
      if launchScreens.contains(file) { groups[index].launchScreens.append(file) }
      if mainStoryboards.contains(file) { groups[index].mainStoryboards.append(file) }
      if shownByCode[file] == true { groups[index].shownByCode.append(file) }
    }
    for group in groups where group.label.contains(",") {
      header.append(
        "shipped by several targets (\(group.label)): \(group.files.count) IB file"
          + (group.files.count == 1 ? "" : "s") + " audited once in the union of their matrices: "
          + group.matrix.headerSummary)
    }
    if !app.skippedTargets.isEmpty {
      header.append(
        "targets not audited: "
          + app.skippedTargets.map { "'\($0.name)' (\($0.reason))" }.joined(separator: ", "))
    }
    if !app.packageFiles.isEmpty {
      header.append(
        "Swift package resources: \(app.packageFiles.count) IB files in the command's matrix ("
          + fallback.headerSummary + "): the app that uses the package decides theirs")
      groups.append(
        Group(matrix: fallback, files: app.packageFiles, label: "Swift package files"))
    }
    if !app.unshipped.isEmpty {
      header.append(
        includeUnshipped
          ? "unshipped IB files, audited in the command's matrix (--include-unshipped):"
          : "unshipped IB files, not audited (--include-unshipped audits them):")
      for file in app.unshipped {
        header.append("  " + file.path + ": " + file.reason)
      }
      if includeUnshipped {
        groups.append(
          Group(matrix: fallback, files: app.unshipped.map(\.path), label: "unshipped files"))
      }
    }
    self.groups = groups
    self.header = header
  }

  static func describe(_ kind: AppProject.Kind) -> String {
    switch kind {
    case .workspace: "workspace"
    case .projects: "Xcode project"
    case .swiftPackage: "Swift package"
    }
  }

  /// The reports of several audits as one: findings sorted (ties by their summary), each once;
  /// the files of all, in order of first appearance; the largest environment count.
  public static func merge(_ reports: [AuditReport], matrix: AuditMatrix) -> AuditReport {
    var findings: [Finding] = []
    var files: [String] = []
    var layouts = 0
    for report in reports {
      findings += report.findings
      for file in report.files where !files.contains(file) { files.append(file) }
      layouts += report.layoutCount
    }
    findings.sort { lhs, rhs in
      if Finding.ordered(lhs, rhs) { return true }
      if Finding.ordered(rhs, lhs) { return false }
      return lhs.summary < rhs.summary
    }
    var unique: [Finding] = []
    for finding in findings where unique.last != finding { unique.append(finding) }
    var merged = AuditReport(
      findings: unique, files: files, matrix: reports.first?.matrix ?? matrix,
      environmentCount: reports.map(\.environmentCount).max() ?? 0)
    merged.layoutCount = layouts
    merged.failures = reports.flatMap(\.failures)
    merged.skipped = reports.flatMap(\.skipped)
    merged.approximateLeftOutFindings = Array(
      Set(reports.flatMap(\.approximateLeftOutFindings))
    ).sorted()
    merged.ambiguityNotes = Array(Set(reports.flatMap(\.ambiguityNotes))).sorted()
    return merged
  }
}
