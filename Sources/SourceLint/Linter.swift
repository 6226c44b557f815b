import DeviceCatalog
import Dispatch
import Foundation
import TextEscaping
import XcodeProject

/// `safearea lint`: reads Swift and Objective-C files, runs the lint rules over them together
/// (a macro defined in one header is known in every file of the run), evaluates what it can on
/// the catalog and applies suppression comments.
///
/// ```swift
/// let report = Linter().lint(sources: [("a.h", "#define kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n")])
/// report.findings[0].rule  // "bar_constant"
/// ```
public struct Linter: Sendable {
  /// The rules that run (default: all).
  public var rules: Set<String>
  /// The evaluation matrix (default: the whole catalog).
  public var environments: [CatalogEnvironment]
  /// How many threads read and check files (default: the machine's active cores). The result
  /// is the same for any number.
  public var jobs: Int

  public init(
    rules: Set<String>? = nil, environments: [CatalogEnvironment]? = nil, jobs: Int? = nil
  ) {
    self.rules = rules ?? Set(LintRules.identifiers)
    self.environments = environments ?? CatalogMatrix.environments
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The files under `paths` the linter reads (`.swift`, `.h`, `.m`, `.mm`, `.c`), sorted;
  /// directories are walked (hidden folders and build folders skipped, and files `including`
  /// refuses: a configuration's `excluded`/`included`). Paths that do not exist are returned in
  /// `missing`.
  public static func files(under paths: [String], including: ((String) -> Bool)? = nil)
    -> (files: [String], missing: [String])
  {
    var files: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name.hasPrefix(".build") {
          enumerator.skipDescendants()
          continue
        }
        if SourceLanguage.of(path: relative) != nil {
          found.append((path as NSString).appendingPathComponent(relative))
        }
      }
      files.append(contentsOf: found.sorted().filter { including?($0) ?? true })
    }
    return (files, missing)
  }

  /// Reads one file's text into a model.
  public static func read(_ text: String, file: String) -> SourceModel {
    switch SourceLanguage.of(path: file) ?? .objectiveC {
    case .swift: SwiftReader.read(text, file: file)
    case .objectiveC: ObjectiveCReader.read(text, file: file)
    }
  }

  /// Lints the files at `paths` (files or directories; in directories, the files `including`
  /// accepts). A file that cannot be read is a note (and exit status 65); the others are still
  /// linted.
  ///
  /// A path that is an Xcode project, a workspace or a folder holding them is linted as an app:
  /// the source files its app targets compile and the headers beside them
  /// (``ProjectSources``). A malformed project is an unreadable input; the others still run.
  public func lint(paths: [String], including: ((String) -> Bool)? = nil) -> LintReport {
    var plain: [String] = []
    var projectFiles: [String] = []
    var notes: [LintNote] = []
    for path in paths {
      do {
        if let app = try AppProject.load(path: path), !app.targets.isEmpty {
          projectFiles += ProjectSources.files(of: app).filter { including?($0) ?? true }
          continue
        }
      } catch {
        notes.append(
          LintNote(
            location: SourceLocation(
              file: error.file, position: SourcePosition(line: error.line, column: 0)),
            message: error.message, isUnreadable: true))
        continue
      }
      plain.append(path)
    }
    let (walked, missing) = Self.files(under: plain, including: including)
    var seen: Set<String> = []
    let files = (walked + projectFiles).filter { seen.insert($0).inserted }
    notes += missing.map {
      LintNote(
        location: SourceLocation(file: $0, position: SourcePosition(line: 0, column: 0)),
        message: "no such file or directory", isUnreadable: true)
    }
    var texts: [(name: String, text: String)] = []
    for file in files {
      // A FIFO or a device would block the read: only regular files are read.
      if let problem = InputFileKind.problem(atPath: file) {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 0, column: 0)),
            message: "cannot read the file: \(problem); expected a source file",
            isUnreadable: true))
        continue
      }
      guard let data = FileManager.default.contents(atPath: file) else {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 0, column: 0)),
            message: "cannot read the file", isUnreadable: true))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      texts.append((file, text))
    }
    var report = lint(sources: texts)
    report.notes = (notes + report.notes).sorted { $0.location < $1.location }
    report.files = files
    return report
  }

  /// Lints in-memory sources: `(file name, text)` pairs, one run. Files are read and checked on
  /// ``jobs`` threads; definitions are shared between them.
  public func lint(sources: [(name: String, text: String)]) -> LintReport {
    let models = Parallel.map(sources, jobs: jobs) { Self.read($0.text, file: $0.name) }
    var notes: [LintNote] = []
    for model in models {
      for problem in model.parseProblems.prefix(1) {
        notes.append(
          LintNote(
            location: SourceLocation(file: model.file, position: problem.position),
            message: "the file does not parse here (\(problem.message)); findings may be missing",
            isUnreadable: false))
      }
    }
    let analyzer = Analyzer(models: models, enabled: rules, environments: environments)
    var kept: [LintFinding] = []
    var suppressed = 0
    let names = models.map(\.file)
    if Set(names).count == names.count {
      // Each file's findings are in that file: the thread that checked it also applies its
      // suppression comments and sorts them, and the files are joined in name order, which is
      // the order one sort of all the findings gives (``LintFinding/ordered``: file first).
      let perFile = analyzer.findings(jobs: jobs) { model, findings in
        let suppression = Suppression(comments: model.comments)
        let kept = findings.filter { !suppression.suppresses($0.rule, line: $0.location.line) }
        return (kept: kept.sorted(by: LintFinding.ordered), suppressed: findings.count - kept.count)
      }
      let order = names.indices.sorted { names[$0] < names[$1] }
      kept.reserveCapacity(perFile.reduce(0) { $0 + $1.kept.count })
      for index in order {
        kept += perFile[index].kept
        suppressed += perFile[index].suppressed
      }
    } else {
      // A file given twice reports its findings once, as one analyzer over both would.
      var seen: Set<String> = []
      let findings = analyzer.findings(jobs: jobs) { $1 }.joined()
        .filter { seen.insert("\($0.location)|\($0.rule)").inserted }
      var suppressions: [String: Suppression] = [:]  // lookups only
      for model in models { suppressions[model.file] = Suppression(comments: model.comments) }
      for finding in findings {
        if suppressions[finding.location.file]?.suppresses(
          finding.rule, line: finding.location.line) == true
        {
          suppressed += 1
        } else {
          kept.append(finding)
        }
      }
      kept.sort(by: LintFinding.ordered)
    }
    return LintReport(
      findings: kept, notes: notes, files: sources.map(\.name),
      lineCount: models.reduce(0) { $0 + $1.lineCount }, suppressedCount: suppressed)
  }
}
