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
  /// The largest file read, in bytes (default ``defaultMaximumFileSize``): a larger one is a
  /// located error and is not linted. Reading costs about 90 bytes of memory per byte of Swift.
  public var maximumFileSize = Linter.defaultMaximumFileSize
  /// Whether generated files (`*.pb.swift`, a `// DO NOT EDIT` or `@generated` header) found
  /// in a folder or a project are linted (default: skipped, with a note). A file named
  /// explicitly is always linted.
  public var includesGenerated = false
  /// The bound on one run's sources taken together (issue 32): every text read stays in memory
  /// until the run's report is made. The first file past either limit is a located error, and
  /// it and the files after it are not linted.
  public var maximumFiles = 20_000
  /// 32 MiB: eight 4 MiB files of short Swift definitions (`let isX… = UIScreen.main.bounds
  /// .height == …`) peaked at 1.05 GB when two were parsed at once, under 1 GB one at a time
  /// (``lint(sources:projects:)`` reads files over 1 MiB one at a time;
  /// `Documentation/Robustness.md`). A real app's sources are far less dense: OsmAnd's 2,916
  /// files, 19.4 MB, took 185 MB.
  public var maximumTotalSize = 32 << 20
  /// The findings one run lists (issue 32): the first finding past it is a located error, and
  /// it, the findings after it in its file and the files after that one are not listed (the
  /// files in name order; exit status 65). A finding keeps about 1 KB until the report is
  /// written, and 32 MiB of bar constants make 1.2 million of them.
  public var maximumFindings = 100_000
  /// Whether findings keep their evaluation's per-device values (``CatalogEvaluation/cells``;
  /// only `--format json --cells` prints them). Without them a finding keeps the counts.
  public var keepsCells = true
  /// The findings, in report order, whose per-device values are kept when ``keepsCells``: each
  /// is about 900 values, and a report of them took about 800 KB a finding (2,000 findings of
  /// distinct bar constants, `--format json --cells`: 1.6 GB). Past it a located note says how
  /// many findings carry their counts only.
  public var maximumFindingsWithCells = 500

  /// 4 MiB: five times the largest hand-written source in the corpora; a 10 MB Swift file
  /// took 897 MB to lint.
  public static let defaultMaximumFileSize = 4 * 1_024 * 1_024

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
  /// `missing`. Symbolic links are treated as ``walk(_:including:)`` says.
  public static func files(under paths: [String], including: ((String) -> Bool)? = nil)
    -> (files: [String], missing: [String])
  {
    let walked = walk(paths, including: including)
    return (walked.files, walked.missing)
  }

  /// What a walk of `paths` found: the source files (each directory's sorted), the paths that
  /// do not exist, and notes on what was not followed.
  ///
  /// A directory reached through a symbolic link is never entered (a link to `/`, to `/usr` or
  /// back up the tree made the walk read the whole machine, or loop): a note names it. A
  /// symbolic link to a source file is read when the file it resolves to lies inside the folder
  /// walked (under the link's name), and noted otherwise. A path given explicitly is followed
  /// whatever it is.
  public static func walk(_ paths: [String], including: ((String) -> Bool)? = nil)
    -> (files: [String], missing: [String], notes: [LintNote])
  {
    var files: [String] = []
    var missing: [String] = []
    var notes: [LintNote] = []
    let manager = FileManager.default
    func note(_ path: String, _ message: String) {
      notes.append(
        LintNote(
          location: SourceLocation(file: path, position: SourcePosition(line: 0, column: 0)),
          message: message, isUnreadable: false))
    }
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
      let root = resolved(path) ?? path
      var found: [String] = []
      var folders = [path]
      while let folder = folders.popLast() {
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
          note(folder, "cannot list the folder; its files are not linted")
          continue
        }
        var subfolders: [String] = []
        for name in names.sorted() {
          if name.hasPrefix(".") || name == "Pods" || name == "Carthage" { continue }
          let full = (folder as NSString).appendingPathComponent(name)
          let type = (try? manager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
          switch type {
          case .typeDirectory?:
            subfolders.append(full)
          case .typeSymbolicLink?:
            guard let target = resolved(full) else {
              note(
                full,
                "a symbolic link that does not resolve (a loop or a missing target) is not followed"
              )
              continue
            }
            var targetIsDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: target, isDirectory: &targetIsDirectory)
            if targetIsDirectory.boolValue {
              note(full, "a symbolic link to a directory (\(target)) is not followed")
            } else if SourceLanguage.of(path: name) != nil {
              if target.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                found.append(full)
              } else {
                note(full, "a symbolic link to a file outside \(path) (\(target)) is not read")
              }
            }
          default:
            if SourceLanguage.of(path: name) != nil { found.append(full) }
          }
        }
        // Depth-first in name order: the last pushed is walked first.
        folders += subfolders.reversed()
      }
      files.append(contentsOf: found.sorted().filter { including?($0) ?? true })
    }
    return (files, missing, notes)
  }

  /// Whether `path` is an `.xcodeproj` or `.xcworkspace`, or a folder that holds one or a
  /// `Package.swift` (walked without following symbolic links, hidden and build folders
  /// skipped).
  static func mayHoldProject(_ path: String) -> Bool {
    let lower = path.lowercased()
    if lower.hasSuffix(".xcodeproj") || lower.hasSuffix(".xcworkspace")
      || lower.hasSuffix(".xcodeproj/") || lower.hasSuffix(".xcworkspace/")
    {
      return true
    }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return false }
    var folders = [path]
    while let folder = folders.popLast() {
      for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
        if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "Package.swift"
        {
          return true
        }
        if name.hasPrefix(".") || name == "Pods" || name == "Carthage" { continue }
        let full = (folder as NSString).appendingPathComponent(name)
        let type = (try? manager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
        if type == .typeDirectory { folders.append(full) }
      }
    }
    return false
  }

  /// The path with every symbolic link resolved, or nil when it does not resolve (a loop, a
  /// missing target).
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Whether `text` says it was generated: a `// DO NOT EDIT` or `@generated` comment in its
  /// first 2,048 bytes (protoc, SwiftGen, Sourcery, R.swift and the Go convention all write one
  /// at the top), or a name ending in `.pb.swift`.
  public static func isGenerated(_ text: String, file: String) -> Bool {
    if file.hasSuffix(".pb.swift") || file.hasSuffix(".pb.h") || file.hasSuffix(".pbobjc.h")
      || file.hasSuffix(".pbobjc.m")
    {
      return true
    }
    let head = String(decoding: text.utf8.prefix(2_048), as: UTF8.self)
    for line in TextLines.split(head) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") else {
        continue
      }
      if trimmed.includes("DO NOT EDIT") || trimmed.includes("@generated") { return true }
    }
    return false
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
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
      // Only a folder that holds a project is read as one; a folder of sources is walked, not
      // scanned for projects. (In a project, a file reached through a folder link, or a link to
      // a file outside the project's folder, is a note: `ProjectSources.read`.)
      if !Self.mayHoldProject(path) {
        plain.append(path)
        continue
      }
      do {
        if let app = try AppProject.load(path: path), !app.targets.isEmpty {
          let sources = ProjectSources.read(app)
          projectFiles += sources.files.filter { including?($0) ?? true }
          notes += sources.notes.map { note in
            LintNote(
              location: SourceLocation(
                file: note.file, position: SourcePosition(line: note.line, column: 0)),
              message: note.message, isUnreadable: false)
          }
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
    let walk = Self.walk(plain, including: including)
    notes += walk.notes
    let explicit = Set(plain)
    var seen: Set<String> = []
    let files = (walk.files + projectFiles).filter { seen.insert($0).inserted }
    notes += walk.missing.map {
      LintNote(
        location: SourceLocation(file: $0, position: SourcePosition(line: 0, column: 0)),
        message: "no such file or directory", isUnreadable: true)
    }
    var texts: [(name: String, text: String)] = []
    var read: [String] = []
    var totalSize = 0
    for (index, file) in files.enumerated() {
      // A FIFO or a device would block the read: only regular files are read (a link inside
      // the tree is read as the file it resolves to).
      let target = Self.resolved(file) ?? file
      if let problem = InputFileKind.problem(atPath: target) {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 0, column: 0)),
            message: "cannot read the file: \(problem); expected a source file",
            isUnreadable: true))
        continue
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? Int ?? 0
      if size > maximumFileSize {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 1, column: 1)),
            message: "the file is \(Self.grouped(size)) bytes, more than the "
              + "\(Self.grouped(maximumFileSize)) bytes lint reads from one file; not linted",
            isUnreadable: true))
        continue
      }
      if read.count + 1 > maximumFiles || totalSize + size > maximumTotalSize {
        let others = files.count - index - 1
        let limit =
          read.count + 1 > maximumFiles
          ? "more than \(Self.grouped(maximumFiles)) files, the limit of one run"
          : "more than \(Self.grouped(maximumTotalSize)) bytes of sources (\(Self.grouped(totalSize))"
            + " read before it), the limit of one run"
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 1, column: 1)),
            message: "this file would take the run past \(limit); "
              + (others == 0
                ? "it is not linted"
                : "it and the \(others) file\(others == 1 ? "" : "s") after it are not linted")
              + " (lint fewer files at a time: name a subfolder)",
            isUnreadable: true))
        break
      }
      guard let data = FileManager.default.contents(atPath: target) else {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 0, column: 0)),
            message: "cannot read the file", isUnreadable: true))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      if !includesGenerated, !explicit.contains(file), Self.isGenerated(text, file: file) {
        notes.append(
          LintNote(
            location: SourceLocation(file: file, position: SourcePosition(line: 1, column: 1)),
            message: "a generated file (a '.pb.swift' name, a 'DO NOT EDIT' or '@generated' "
              + "header) is not linted; name it explicitly to lint it", isUnreadable: false))
        continue
      }
      texts.append((file, text))
      read.append(file)
      totalSize += size
    }
    var projects = Self.projects(of: read)
    for file in read where projects[file] == nil {
      if let app = Self.folderApp(of: file, linted: plain) { projects[file] = app }
    }
    var report = lint(sources: texts, projects: projects)
    report.notes = (notes + report.notes).sorted {
      ($0.location, $0.message) < ($1.location, $1.message)
    }
    report.files = read
    return report
  }

  /// About this much source is checked at a time (``lint(sources:projects:)``).
  static let partSize = 1 << 20

  /// The located error for the first finding past ``maximumFindings``.
  func pastFindingBound(_ finding: LintFinding, laterInFile: Int, laterFiles: Int) -> LintNote {
    var left: [String] = []
    if laterInFile > 0 {
      left.append("the \(laterInFile) finding\(laterInFile == 1 ? "" : "s") after it in its file")
    }
    if laterFiles > 0 {
      left.append("the \(laterFiles) file\(laterFiles == 1 ? "" : "s") after it")
    }
    return LintNote(
      location: finding.location,
      message: "this finding would take the run past \(Self.grouped(maximumFindings)) findings,"
        + " the limit of one run; "
        + (left.isEmpty
          ? "it is not listed"
          : "it and " + left.joined(separator: " and ")
            + " are not listed")
        + " (lint fewer files at a time: name a subfolder)",
      isUnreadable: true)
  }

  /// The app a file without a project file stands in when it was found in a linted folder: the
  /// folder right under that folder holding it (the folder itself for a file directly in it).
  /// A repository copied without its project files and linted alone (`safearea lint Repo`) is
  /// one app; a folder of several apps (`safearea lint Apps`, measurement I) is one per
  /// subfolder. Before, the folders under the files' common folder were taken for apps, so one
  /// repository's `Common/` and `Views/` were two (measurement W: 46 messages said a header of
  /// the same app was "defined only in another project"). Nil for a file named by itself.
  static func folderApp(of file: String, linted paths: [String]) -> String? {
    var best: String?
    for path in paths {
      var folder = path
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
      guard file.hasPrefix(folder + "/"), folder.count > (best?.count ?? -1) else { continue }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      best = folder
    }
    guard let folder = best else { return nil }
    let rest = file.dropFirst(folder.count + 1)
    guard let slash = rest.firstIndex(of: "/") else { return folder }
    return folder + "/" + rest[..<slash]
  }

  /// The project of each file that has one: the nearest folder above it holding an
  /// `.xcodeproj`, an `.xcworkspace`, `Package.swift`, a `Podfile`, a `*.podspec` or `.git`.
  public static func projects(of files: [String]) -> [String: String] {
    var rootOf: [String: String] = [:]  // folder → project ("" for none); lookups only
    let manager = FileManager.default
    func root(_ folder: String) -> String {
      if let known = rootOf[folder] { return known }
      var result = ""
      let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      if names.contains(where: {
        $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift"
          || $0 == "Podfile" || $0.hasSuffix(".podspec") || $0 == ".git"
      }) {
        result = folder
      } else {
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder { result = root(parent) }
      }
      rootOf[folder] = result
      return result
    }
    var result: [String: String] = [:]
    for file in files {
      let absolute = file.hasPrefix("/") ? file : manager.currentDirectoryPath + "/" + file
      let project = root((absolute as NSString).deletingLastPathComponent)
      if !project.isEmpty { result[file] = project }
    }
    return result
  }

  /// Lints in-memory sources: `(file name, text)` pairs, one run. Files are read and checked on
  /// ``jobs`` threads; definitions are shared between them.
  public func lint(sources: [(name: String, text: String)]) -> LintReport {
    lint(sources: sources, projects: [:])
  }

  /// ``lint(sources:)`` with the project of each file (``projects(of:)``): names resolve within
  /// a project.
  public func lint(sources: [(name: String, text: String)], projects: [String: String])
    -> LintReport
  {
    let read = { (source: (name: String, text: String)) -> SourceModel in
      var model = Self.read(source.text, file: source.name)
      model.project = projects[source.name] ?? ""
      return model
    }
    // Parsing holds about 90 bytes a byte of Swift while it lasts (a 4 MiB file, about 380 MB):
    // files over 1 MiB are read one at a time, the others on `jobs` threads, so that the
    // parses running at once stay under about 470 MB whatever the cores (issue 32: two 4 MiB
    // files parsed together took a 24 MiB run to 990 MB).
    let large = sources.indices.filter { sources[$0].text.utf8.count > Self.partSize }
    let small = sources.indices.filter { sources[$0].text.utf8.count <= Self.partSize }
    var readModels: [SourceModel?] = Array(repeating: nil, count: sources.count)
    for (index, model) in zip(small, Parallel.map(small.map { sources[$0] }, jobs: jobs, read)) {
      readModels[index] = model
    }
    for index in large { readModels[index] = read(sources[index]) }
    let models = readModels.compactMap { $0 }
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
    for model in models {
      for note in model.notes {
        notes.append(
          LintNote(
            location: SourceLocation(file: model.file, position: note.position),
            message: note.message, isUnreadable: false))
      }
    }
    let analyzer = Analyzer(models: models, enabled: rules, environments: environments)
    notes += analyzer.cycleNotes
    var kept: [LintFinding] = []
    var suppressed = 0
    var suppressedCounts: [String: Int] = [:]  // lookups only
    let names = models.map(\.file)
    if Set(names).count == names.count {
      // Each file's findings are in that file: the thread that checked it also applies its
      // suppression comments and sorts them, and the files are joined in name order, which is
      // the order one sort of all the findings gives (``LintFinding/ordered``: file first).
      // The files are checked a part at a time in that order (about 1 MiB of source a part), so
      // that a run stops at its bound on findings having kept only what it lists (issue 32).
      let order = names.indices.sorted { names[$0] < names[$1] }
      var start = 0
      while start < order.count {
        var end = start
        var size = 0
        while end < order.count, end == start || size < Self.partSize {
          size += sources[order[end]].text.utf8.count
          end += 1
        }
        let part = Array(order[start..<end])
        let perFile = analyzer.findings(of: part.map { models[$0] }, jobs: jobs) {
          model, findings in
          let suppression = Suppression(comments: model.comments)
          let kept = findings.filter { !suppression.suppresses($0.rule, line: $0.location.line) }
          return (
            kept: kept.sorted(by: LintFinding.ordered), suppressed: findings.count - kept.count
          )
        }
        for (at, index) in part.enumerated() {
          suppressed += perFile[at].suppressed
          suppressedCounts[names[index]] = perFile[at].suppressed
          let room = maximumFindings - kept.count
          guard perFile[at].kept.count > room else {
            kept += perFile[at].kept
            continue
          }
          kept += perFile[at].kept.prefix(max(room, 0))
          notes.append(
            pastFindingBound(
              perFile[at].kept[max(room, 0)], laterInFile: perFile[at].kept.count - room - 1,
              laterFiles: order.count - start - at - 1))
          start = order.count
          break
        }
        start = max(start, end)
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
          suppressedCounts[finding.location.file, default: 0] += 1
        } else {
          kept.append(finding)
        }
      }
      kept.sort(by: LintFinding.ordered)
      if kept.count > maximumFindings {
        notes.append(
          pastFindingBound(
            kept[maximumFindings],
            laterInFile: kept.dropFirst(maximumFindings + 1).filter {
              $0.location.file == kept[maximumFindings].location.file
            }.count,
            laterFiles: Set(kept.dropFirst(maximumFindings).map(\.location.file)).count - 1))
        kept.removeSubrange(maximumFindings...)
      }
    }
    // The per-device values, for the findings a report can print them for (made again from
    // what each evaluation was made from: the run keeps none).
    if keepsCells {
      var made: [EvaluationOrigin: CatalogEvaluation] = [:]  // lookups only
      var withCells = 0
      for index in kept.indices {
        guard let origin = kept[index].evaluation?.origin else { continue }
        guard withCells < maximumFindingsWithCells else {
          let left = kept[index...].filter { $0.evaluation?.origin != nil }.count
          notes.append(
            LintNote(
              location: kept[index].location,
              message: "the per-device values of this finding and the \(left - 1) finding"
                + "\(left == 2 ? "" : "s") after it with an evaluation are left out (a run keeps"
                + " them for at most \(maximumFindingsWithCells) finding"
                + "\(maximumFindingsWithCells == 1 ? "" : "s")); their counts are given",
              isUnreadable: false))
          break
        }
        withCells += 1
        let full = made[origin] ?? analyzer.cells(of: origin)
        made[origin] = full
        kept[index].evaluation?.cells = full.cells
      }
    }
    notes += analyzer.unknownNames.notes
    var report = LintReport(
      findings: kept, notes: notes.sorted { ($0.location, $0.message) < ($1.location, $1.message) },
      files: sources.map(\.name),
      lineCount: models.reduce(0) { $0 + $1.lineCount }, suppressedCount: suppressed)
    // A file given twice counts once, as its findings do.
    for model in models where report.lineCounts[model.file] == nil {
      report.lineCounts[model.file] = model.lineCount
    }
    report.suppressedCounts = suppressedCounts
    return report
  }
}
