import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import SafeAreaKit
import SceneDocument
import XcodeProject

/// The fuzz targets: each takes one input's bytes and runs it through a part of the pipeline.
/// Errors are expected (most mutants are bad input); a crash, a hang or a sanitizer report is a
/// finding.
enum FuzzTarget: String, CaseIterable {
  /// The scene-file reader (YAML/JSON → `SceneFile`) and the scene builder on one device.
  case scene
  /// The Interface Builder reader (XML → `IBDocument`) and its model queries.
  case ib
  /// The whole path: read (scene file or IB document, told apart by a leading `<`), lay every
  /// scene out on a small matrix, and audit.
  case audit
  /// Structure-aware (`Generators/`): the bytes choose a valid storyboard with hostile values
  /// and markup (``InterfaceBuilderGenerator``), read and audited.
  case generatedStoryboard = "gen-ib"
  /// Structure-aware: a valid scene file with hostile values (``SceneGenerator``), read,
  /// laid out and audited.
  case generatedScene = "gen-scene"
  /// Structure-aware: an Xcode project (pbxproj, xcconfig includes, Info.plist in every form,
  /// prefix header, workspace) written to a folder and read as an app (``ProjectGenerator``).
  case generatedProject = "gen-project"
  /// Structure-aware: a `.safearea.yml` with `**` globs matched against deep paths, and a
  /// baseline (``ConfigurationGenerator``).
  case generatedConfiguration = "gen-config"
  /// Structure-aware: a UIKit screen in Swift (``SourceGenerator``), linted and audited as a
  /// code screen, as `safearea lint` and `safearea audit Screen.swift` read it.
  case generatedSwift = "gen-swift"
  /// Structure-aware: an Objective-C screen with its header and a header of macros, linted and
  /// audited as a code screen (`safearea lint`, `safearea audit Screen.m`).
  case generatedObjectiveC = "gen-objc"
  /// Structure-aware: a SwiftUI view, linted and given to the audit.
  case generatedSwiftUI = "gen-swiftui"

  /// Runs the target on one input.
  @MainActor
  func run(_ data: Data) {
    switch self {
    case .scene: FuzzTarget.scene(data)
    case .ib: FuzzTarget.interfaceBuilder(data)
    case .audit: FuzzTarget.audit(data)
    case .generatedStoryboard, .generatedScene:
      FuzzTarget.audit(Data(generated(data).utf8))
    case .generatedProject: FuzzTarget.project(data)
    case .generatedConfiguration: FuzzTarget.configuration(data)
    case .generatedSwift, .generatedObjectiveC, .generatedSwiftUI:
      var generator = sourceGenerator(data)
      FuzzTarget.sources(generator.files())
    }
  }

  /// The document a structure-aware target makes of `data` (printed by the reproducer's
  /// `print` command, so that a crash file can be read as the document it stands for).
  func generated(_ data: Data) -> String {
    switch self {
    case .generatedStoryboard:
      var generator = InterfaceBuilderGenerator([UInt8](data))
      return generator.storyboard()
    case .generatedScene:
      var generator = SceneGenerator([UInt8](data))
      return generator.scene()
    case .generatedProject:
      var generator = ProjectGenerator([UInt8](data))
      let files = generator.files().files
      let links = generator.links(outside: "OUTSIDE")
      return files.map { "// \($0.0)\n" + String(decoding: $0.1, as: UTF8.self) }
        .joined(separator: "\n") + links.map { "\n// link \($0.0) -> \($0.1)" }.joined()
    case .generatedConfiguration:
      var generator = ConfigurationGenerator([UInt8](data))
      return generator.configuration() + "\n// path: " + generator.path() + "\n// baseline:\n"
        + generator.baseline()
    case .generatedSwift, .generatedObjectiveC, .generatedSwiftUI:
      var generator = sourceGenerator(data)
      return generator.files().map { "// \($0.0)\n" + String(decoding: $0.1, as: UTF8.self) }
        .joined(separator: "\n")
    case .scene, .ib, .audit: return String(decoding: data, as: UTF8.self)
    }
  }

  /// The source generator of a `gen-swift`, `gen-objc` or `gen-swiftui` target.
  private func sourceGenerator(_ data: Data) -> SourceGenerator {
    let language: SourceGenerator.Language =
      switch self {
      case .generatedObjectiveC: .objectiveC
      case .generatedSwiftUI: .swiftUI
      default: .swift
      }
    return SourceGenerator([UInt8](data), language: language)
  }

  /// A folder of this process's own for generated projects, emptied before each input.
  /// In memory (`/dev/shm`) where there is one: written files are never synced, so an
  /// execution costs the reading, not the disk.
  static let projectFolder: String = {
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    return base + "safearea-fuzz-\(getpid())"
  }()

  /// The folder outside the project's that the generated links point to (two files in it).
  static let outsideFolder: String = {
    let folder = projectFolder + "-outside"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? Data("let far = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/Far.swift"))
    try? Data("#define kNavBarHeight 64\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/Bars.h"))
    return folder
  }()

  @MainActor
  static func project(_ data: Data) {
    var generator = ProjectGenerator([UInt8](data))
    let (files, load) = generator.files()
    let links = generator.links(outside: outsideFolder)
    let manager = FileManager.default
    try? manager.removeItem(atPath: projectFolder)
    for (relative, bytes) in files {
      let path = projectFolder + "/" + relative
      try? manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Not `createFile`, which writes atomically and syncs each file to disk.
      try? Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    for (relative, destination) in links {
      let path = projectFolder + "/" + relative
      try? manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = symlink(destination, path)
    }
    // The links go first when the input is done (`unlink` removes a link, never its target).
    defer { for (relative, _) in links { _ = unlink(projectFolder + "/" + relative) } }
    guard let app = try? AppProject.load(path: projectFolder + "/" + load) else { return }
    _ = app.notes.map(\.description)
    _ = app.problems.map(\.description)
    // What project-mode lint reads: every target's sources, with the link notes.
    for project in app.projects {
      for target in project.targets {
        var notes: [ProjectNote] = []
        _ = project.sourceFiles(of: target, notes: &notes)
        _ = project.resourceFiles(of: target, notes: &notes)
        _ = notes.map(\.description)
      }
    }
    // Then the app as `safearea audit` audits it: discovery, plan, code context, audits.
    auditThroughLibrary([projectFolder + "/" + load])
  }

  /// Generated sources written to this process's folder, then read as the commands read them:
  /// `safearea lint FOLDER --format json` (``SafeAreaKit/LintRequest``, the empty configuration,
  /// one thread) and `safearea audit FILES…` (the code-screen audit of the files named).
  @MainActor
  static func sources(_ files: [(String, [UInt8])]) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: projectFolder)
    try? manager.createDirectory(atPath: projectFolder, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, bytes) in files {
      let path = projectFolder + "/" + name
      guard (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil else { return }
      paths.append(path)
    }
    var lint = LintRequest(paths: [projectFolder])
    lint.jobs = 1
    lint.reporting.configurationFile = "/dev/null"
    if let policy = try? lint.reporting.policy() {
      for format in [ReportFormat.json, .text] {
        let result = lint.run(policy: policy, format: format, messages: .discarded)
        _ = format.reporter().generate(result.report)
      }
    }
    auditThroughLibrary(paths)
  }

  static func configuration(_ data: Data) {
    var generator = ConfigurationGenerator([UInt8](data))
    let text = generator.configuration()
    let path = generator.path()
    let baseline = generator.baseline()
    if let configuration = try? Configuration.parse(
      text, file: ".safearea.yml", rootDirectory: "/fuzz")
    {
      _ = configuration.includes(path, workingDirectory: "/fuzz")
      _ = configuration.includes("/fuzz/" + path, workingDirectory: "/")
    }
    _ = try? Baseline.parse(baseline, file: "baseline.json")
  }

  @MainActor
  static func scene(_ data: Data) {
    guard let scene = try? SceneLoader.parse(String(decoding: data, as: UTF8.self), file: "fuzz")
    else { return }
    guard let environment = try? SceneBuilder.environment(for: scene, overrides: .init()),
      let window = try? SceneBuilder.makeWindow(scene, environment: environment)
    else { return }
    _ = window.snapshot()
  }

  static func interfaceBuilder(_ data: Data) {
    guard let document = try? IBDocument(data: data, path: "fuzz.storyboard") else { return }
    let index = IBItemIndex(document)
    _ = document.allConstraints.map(\.description)
    for scene in document.scenes {
      _ = document.scenes(matching: scene.id)
      for view in scene.controller.view?.allViews() ?? [] {
        _ = view.installedConstraints(for: .phonePortrait)
        _ = index.parent(of: view.id)
      }
    }
    _ = document.notes.sorted().map(\.description)
  }

  /// The small matrix as the command names it (`--devices`): the fuzzed audits go through
  /// the library's ``SafeAreaKit/AuditRequest``, as `safearea audit` does.
  /// A notched phone, a home-button phone and an iPad in both orientations: every inset source
  /// the rules read, at a fuzzer's speed.
  static let matrixDevices = "iPhone X,iPhone SE (1st generation),iPad Pro 11-inch (M4)"

  /// `paths` audited as `safearea audit PATHS --devices … --jobs 1` audits them (notes
  /// discarded; errors are expected).
  @MainActor
  static func auditThroughLibrary(_ paths: [String]) {
    var request = AuditRequest(paths: paths)
    request.matrix.devices = matrixDevices
    request.jobs = 1
    request.rules = "all"
    request.reporting.configurationFile = "/dev/null"
    guard let result = try? request.run(messages: .discarded) else { return }
    _ = ReportFormat.text.reporter().generate(result.report)
  }

  /// The whole path, as the command runs it: the bytes written to a file (a storyboard when
  /// they start with `<`, else a scene file) in this process's folder, then audited.
  @MainActor
  static func audit(_ data: Data) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: projectFolder)
    try? manager.createDirectory(atPath: projectFolder, withIntermediateDirectories: true)
    let file = projectFolder + (data.first == UInt8(ascii: "<") ? "/fuzz.storyboard" : "/fuzz.yaml")
    guard (try? data.write(to: URL(fileURLWithPath: file))) != nil else { return }
    auditThroughLibrary([file])
  }
}

struct FuzzInputError: Error {}
