import Foundation
import TextEscaping

/// An app as its Xcode project describes it: which targets ship which storyboards and xibs, on
/// which devices, in which orientations, from which iOS version, with which status bar; and the
/// Interface Builder files under the folder that no app, extension or library target ships.
///
/// ```swift
/// if let app = try AppProject.load(path: "MyApp") {     // a folder, .xcodeproj or .xcworkspace
///   for target in app.targets {
///     print(target.name, target.matrix.idioms, target.interfaceFiles.map(\.path))
///   }
///   print(app.unshipped.map(\.path))                      // tests, playgrounds, dropped files
/// }
/// ```
public struct AppProject: Sendable {
  /// How the input was recognised.
  public enum Kind: String, Hashable, Sendable {
    /// An `.xcworkspace` and the projects it lists.
    case workspace
    /// One `.xcodeproj`, or a folder holding one or more.
    case projects
    /// A folder with a `Package.swift` and no Xcode project.
    case swiftPackage
  }

  /// How the input was recognised.
  public var kind: Kind
  /// The folder whose Interface Builder files are accounted for.
  public var root: String
  /// The projects read, in path order.
  public var projects: [XcodeProject]
  /// The targets audited: iOS apps, app extensions and libraries that ship IB files or set a
  /// matrix.
  public var targets: [AppTarget]
  /// The targets not audited, and why (tests, macOS, watchOS, aggregates).
  public var skippedTargets: [SkippedTarget]
  /// IB files under ``root`` that no audited target ships, with the reason.
  public var unshipped: [UnshippedFile]
  /// IB files of a Swift package outside its test folders: the app that uses the package decides
  /// their matrix, so they are audited as lone files.
  public var packageFiles: [String]
  /// Missing files the projects name, and other remarks.
  public var notes: [ProjectNote]
  /// Files that could not be read (a malformed `project.pbxproj`, xcconfig or Info.plist); the
  /// rest of the app is still read.
  public var problems: [ProjectError]
  /// Every file read to build this description (projects, xcconfigs, Info.plists), sorted: with
  /// the IB files, what a cache key must cover.
  public var inputFiles: [String]

  /// A target that is not audited.
  public struct SkippedTarget: Hashable, Sendable {
    /// The project's path.
    public var project: String
    /// The target's name.
    public var name: String
    /// Why (`unit-test target`, `macOS target`).
    public var reason: String
  }

  /// An Interface Builder file that no audited target ships.
  public struct UnshippedFile: Hashable, Sendable, Comparable {
    /// The file.
    public var path: String
    /// Why it is not shipped (`a resource of unit-test target 'AppTests'`).
    public var reason: String

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.path < rhs.path }
  }

  /// The Interface Builder extensions.
  public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]

  /// Folders never looked into when listing a folder's IB files and projects.
  static let ignoredFolders: Set<String> = [
    ".build", "DerivedData", "build", "node_modules", ".git", ".safearea-cache",
  ]

  /// Reads the app at `path`: an `.xcworkspace`, an `.xcodeproj`, a folder holding projects (all
  /// of them, found recursively), or a folder with a `Package.swift`; `nil` for anything else (a
  /// lone file, or a folder with neither, audited file by file).
  ///
  /// - Throws: ``ProjectError`` only when the named `.xcworkspace` or `.xcodeproj` itself cannot
  ///   be read; problems in the other files are collected in ``problems``.
  public static func load(path: String) throws(ProjectError) -> AppProject? {
    // Paths are resolved absolute, and shown relative to the working directory when inside it
    // (as a reporter's annotations want them).
    let cleaned = URL(fileURLWithPath: path).standardizedFileURL.path
    let ext = (cleaned as NSString).pathExtension
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: cleaned, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    let parent = URL(fileURLWithPath: cleaned).deletingLastPathComponent().path
    var app = AppProject(
      kind: .projects, root: cleaned, projects: [], targets: [], skippedTargets: [],
      unshipped: [], packageFiles: [], notes: [], problems: [], inputFiles: [])
    var projectPaths: [String] = []
    var dependencyFolders: [String] = []
    switch ext {
    case "xcworkspace":
      let workspace = try Workspace.load(path: cleaned)
      app.kind = .workspace
      app.root = parent
      app.inputFiles.append(workspace.path + "/contents.xcworkspacedata")
      projectPaths = workspace.projects
      if projectPaths.isEmpty {
        throw ProjectError(
          .structure, "the workspace lists no .xcodeproj",
          file: workspace.path + "/contents.xcworkspacedata")
      }
    case "xcodeproj":
      app.root = parent
      projectPaths = [cleaned]
      app.projects = [try XcodeProject.load(path: cleaned)]
    default:
      let (found, interfaceFiles) = scan(cleaned)
      let (ownProjects, checkouts) = separatingCheckouts(found, root: cleaned)
      let (projects, outside, workspace) = separatingOutsideWorkspace(ownProjects, root: cleaned)
      if let workspace, !outside.isEmpty {
        // Their folders' IB files are theirs, not this app's unshipped files, unless one of the
        // app's projects lives in the same folder.
        dependencyFolders += Set(outside.map { ($0 as NSString).deletingLastPathComponent })
          .filter { folder in !projects.contains { $0.hasPrefix(folder + "/") } }.sorted()
        let count = outside.count
        app.notes.append(
          ProjectNote(
            file: displayPath(workspace),
            message: "\(count) Xcode project\(count == 1 ? "" : "s") that this workspace "
              + "does not list not audited: a library's demo and example apps are not this "
              + "app's screens (name a project to audit it)"))
      }
      if !checkouts.isEmpty {
        let checkoutFolders = Set(checkouts.compactMap { checkoutFolder(of: $0, root: cleaned) })
          .sorted()
        dependencyFolders += checkoutFolders
        let count = checkouts.count
        for folder in checkoutFolders {
          app.notes.append(
            ProjectNote(
              file: displayPath(folder),
              message: "\(count) Xcode project\(count == 1 ? "" : "s") of dependency checkouts "
                + "not audited: a dependency's own demo and test apps are not this app's "
                + "screens (name a project to audit it)"))
        }
      }
      if projects.isEmpty {
        guard FileManager.default.fileExists(atPath: cleaned + "/Package.swift") else {
          return nil
        }
        app.kind = .swiftPackage
        app.readPackage(interfaceFiles)
        return app.displayed()
      }
      projectPaths = projects
    }
    if app.projects.isEmpty {
      for projectPath in projectPaths.sorted() {
        guard FileManager.default.fileExists(atPath: projectPath) else {
          app.notes.append(
            ProjectNote(
              file: projectPath, message: "the workspace lists this project; it does not exist"))
          continue
        }
        do {
          app.projects.append(try XcodeProject.load(path: projectPath))
        } catch {
          app.problems.append(error)
        }
      }
    }
    app.readTargets(
      interfaceFiles: scan(app.root).interfaceFiles.filter { file in
        !dependencyFolders.contains(where: { file.hasPrefix($0 + "/") })
      })
    return app.displayed()
  }

  /// `projects` (found under `root`) split into the app's own and those inside a Carthage
  /// checkout (`Carthage/Checkouts/<dependency>/…`): a checkout is a dependency's source, built
  /// into a framework by `carthage build`; its own demo, example and test apps never ship in
  /// this app. OneBusAway checks in 28 such projects (CocoaLumberjack's demos, IGListKit's
  /// examples, OneSignal's dev app): audited as the app's, they gave findings on screens it does
  /// not have and took the run past its input limit (fresh round I, `Documentation/Precision.md`).
  /// When every project found is in a checkout, none is set apart (the folder named is the
  /// dependency itself).
  static func separatingCheckouts(_ projects: [String], root: String) -> (
    own: [String], checkouts: [String]
  ) {
    let checkouts = projects.filter { checkoutFolder(of: $0, root: root) != nil }
    guard checkouts.count < projects.count else { return (projects, []) }
    let set = Set(checkouts)
    return (projects.filter { !set.contains($0) }, checkouts)
  }

  /// `projects` (found under `root`) split by the one workspace at the top of `root`, when there
  /// is exactly one: the projects it lists, and those the listed projects refer to (a
  /// subproject, named in their `project.pbxproj`), and those beside the workspace, are the
  /// app's; the others, in subfolders, are left out, with that workspace. A folder's top-level workspace is what its developers open and build
  /// (CocoaPods writes it and says to use it from then on); a project it does not list, inside a
  /// vendored library or a development pod (`Libraries/FontAwesome.swift/Demo`,
  /// `DevelopPods/MnemonicsView/Example`), is that library's demo app, built by nobody who
  /// builds this app. Fresh round J: edX's and MEWconnect's four findings on such demos were all
  /// false (`Documentation/Precision.md`). Unchanged (nothing set apart) when there is no
  /// top-level workspace or more than one, when it cannot be read, or when it lists none of
  /// `projects`.
  static func separatingOutsideWorkspace(_ projects: [String], root: String) -> (
    own: [String], outside: [String], workspace: String?
  ) {
    let unchanged = (projects, [String](), String?.none)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }.sorted()
    guard workspaces.count == 1, projects.count > 1 else { return unchanged }
    let path = (root as NSString).appendingPathComponent(workspaces[0])
    guard let workspace = try? Workspace.load(path: path) else { return unchanged }
    let listed = Set(
      workspace.projects.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let own = projects.filter { listed.contains($0) }
    guard !own.isEmpty else { return unchanged }
    // Subprojects: a listed project names the `.xcodeproj` it refers to in its file references.
    var referenced: Set<String> = []
    for project in own {
      guard
        let text = try? String(
          contentsOfFile: project + "/project.pbxproj", encoding: .utf8)
      else { continue }
      referenced.formUnion(subprojectNames(in: text))
    }
    // A project beside the workspace, at the folder's top, is the developers' own (a stale
    // workspace that does not list it yet: Colloquy's lists its old Mac project, not the new).
    let outside = projects.filter {
      !listed.contains($0) && !referenced.contains(($0 as NSString).lastPathComponent)
        && ($0 as NSString).deletingLastPathComponent != root
    }
    guard !outside.isEmpty else { return unchanged }
    let set = Set(outside)
    return (projects.filter { !set.contains($0) }, outside, path)
  }

  /// The file names of the `.xcodeproj` bundles a `project.pbxproj`'s text names (`path =
  /// SnapKit.xcodeproj;`, `path = "../Libs/My Lib.xcodeproj";`, `/* SnapKit.xcodeproj */`),
  /// sorted.
  static func subprojectNames(in text: String) -> [String] {
    var names: Set<String> = []
    var search = text[...]
    while let range = search.range(of: ".xcodeproj") {
      // The name runs back to the previous quote, slash, `=`, `*` or line break; the spaces
      // around it are not part of it.
      var start = range.lowerBound
      while start > search.startIndex {
        let previous = search.index(before: start)
        if "\"/=*\t\n(,".contains(search[previous]) { break }
        start = previous
      }
      let name = search[start..<range.upperBound].trimmingCharacters(in: .whitespaces)
      if name.count > ".xcodeproj".count { names.insert(name) }
      search = search[range.upperBound...]
    }
    return names.sorted()
  }

  /// The `…/Carthage/Checkouts` folder that holds `path`, below `root`; `nil` when `path` is in
  /// none.
  static func checkoutFolder(of path: String, root: String) -> String? {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard path.hasPrefix(prefix) else { return nil }
    let parts = path.dropFirst(prefix.count).split(separator: "/")
    guard
      let at = parts.indices.dropLast().first(where: {
        parts[$0] == "Carthage" && parts[$0 + 1] == "Checkouts"
      })
    else { return nil }
    return prefix + parts[...(at + 1)].joined(separator: "/")
  }

  /// `path` relative to the working directory when inside it, else absolute.
  public static func displayPath(_ path: String) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .standardizedFileURL.path
    return path == current ? "." : relative(path, to: current)
  }

  /// The app with its file paths (not its projects') as ``displayPath(_:)`` shows them.
  func displayed() -> AppProject {
    var app = self
    for index in app.targets.indices {
      // Reasons name xcconfig files: relative to the app's folder, as the header's other paths.
      app.targets[index].matrix.reasons = app.targets[index].matrix.reasons.map {
        $0.replacingOccurrences(of: root + "/", with: "")
      }
      for file in app.targets[index].interfaceFiles.indices {
        app.targets[index].interfaceFiles[file].path = Self.displayPath(
          app.targets[index].interfaceFiles[file].path)
      }
      app.targets[index].launchScreenFiles = app.targets[index].launchScreenFiles.map(
        Self.displayPath)
      app.targets[index].mainStoryboardFiles = app.targets[index].mainStoryboardFiles.map(
        Self.displayPath)
      // The same paths as `interfaceFiles`: the audit plan matches them (fresh round T: left as
      // read, no storyboard matched, so no secondary storyboard's initial scene was ever taken
      // as shown by code in project mode; Turmeric's, FlagBoard's, round S's OpenMRS).
      app.targets[index].storyboardsShownByCode = app.targets[index].storyboardsShownByCode.map(
        Self.displayPath)
    }
    for index in app.unshipped.indices {
      app.unshipped[index].path = Self.displayPath(app.unshipped[index].path)
    }
    app.packageFiles = app.packageFiles.map(Self.displayPath)
    return app
  }

  /// The `.xcodeproj` folders under `folder` that hold a `project.pbxproj` and its IB files,
  /// each sorted. An `.xcodeproj` without one (a generated project whose `project.pbxproj` is
  /// not checked in, only its shared schemes: element-ios's `Riot.xcodeproj`, made by XcodeGen)
  /// is not a project: ``projectsWithoutPbxproj(in:)`` lists them.
  static func scan(_ folder: String) -> (projects: [String], interfaceFiles: [String]) {
    let found = walk(folder)
    return (found.projects, found.interfaceFiles)
  }

  /// The `.xcodeproj` folders under `folder` with no `project.pbxproj`, sorted: a folder that
  /// holds only these is audited file by file, and says why.
  public static func projectsWithoutPbxproj(in folder: String) -> [String] {
    walk(URL(fileURLWithPath: folder).standardizedFileURL.path).incomplete.map(displayPath)
  }

  private static func walk(_ folder: String) -> (
    projects: [String], interfaceFiles: [String], incomplete: [String]
  ) {
    var incomplete: [String] = []
    var projects: [String] = []
    var files: [String] = []
    let manager = FileManager.default
    walkFolder(folder) { path, name, isDirectory in
      let ext = (name as NSString).pathExtension.lowercased()
      if isDirectory {
        guard ext == "xcodeproj" else { return ext != "xcworkspace" }
        if manager.fileExists(atPath: path + "/project.pbxproj") {
          projects.append(path)
        } else {
          incomplete.append(path)
        }
      } else if interfaceBuilderExtensions.contains(ext) {
        files.append(path)
      }
      return false
    }
    return (projects.sorted(), files.sorted(), incomplete.sorted())
  }

  /// Visits what lies under `folder` (at most ``maximumFoldersWalked`` folders; hidden entries
  /// and ``ignoredFolders`` left out): `visit` gets each entry's path, name and whether it is a
  /// folder, and says whether to look into that folder.
  static func walkFolder(
    _ folder: String, visit: (_ path: String, _ name: String, _ isDirectory: Bool) -> Bool
  ) {
    let manager = FileManager.default
    var stack = [folder]
    var visited = 0
    while let current = stack.popLast(), visited < maximumFoldersWalked {
      visited += 1
      guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
      for name in names where !name.hasPrefix(".") && !ignoredFolders.contains(name) {
        let path = current == "/" ? "/" + name : current + "/" + name
        // A link to a folder is not looked into: a link to `/` or to a parent made the walk
        // read the whole machine or never end (a link to a file is visited as a file).
        let entry = InputFileKind.entry(atPath: path)
        if entry == .linkToDirectory { continue }
        let isDirectory = entry == .directory
        if visit(path, name, isDirectory), isDirectory {
          stack.append(path)
        }
      }
    }
  }

  /// The most folders a walk of a project's folder looks into (a bound on hostile trees).
  public static let maximumFoldersWalked = 50_000

  /// `named` (a build setting's path) resolved from `sourceRoot` unless it is absolute.
  static func resolvedPath(_ named: String, sourceRoot: String) -> String {
    named.hasPrefix("/")
      ? named
      : URL(fileURLWithPath: sourceRoot).appendingPathComponent(named).standardizedFileURL.path
  }

  // MARK: Swift packages

  /// A package's IB files: those under a test target's folder are fixtures; the others are the
  /// package's resources.
  mutating func readPackage(_ interfaceFiles: [String]) {
    let manifest = root + "/Package.swift"
    inputFiles.append(manifest)
    let testFolders = Self.testFolders(inManifest: manifest).map { root + "/" + $0 }
    for file in interfaceFiles {
      if let folder = testFolders.first(where: { file.hasPrefix($0 + "/") }) {
        unshipped.append(
          UnshippedFile(
            path: file,
            reason: "a fixture in the Swift package's test folder '"
              + String(folder.dropFirst(root.count + 1)) + "'"))
      } else {
        packageFiles.append(file)
      }
    }
  }

  /// The folders of a manifest's test targets: `Tests` (SwiftPM's default parent of
  /// `Tests/<Name>`) and every `path:` given in a `.testTarget(…)` call. The manifest is read as
  /// text, not run: a computed path is not seen.
  static func testFolders(inManifest path: String) -> [String] {
    var folders = ["Tests"]
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return folders }
    var rest = Substring(text)
    while let call = rest.range(of: ".testTarget(") {
      rest = rest[call.upperBound...]
      // The call's arguments: up to the parenthesis that closes it.
      var depth = 1
      var end = rest.startIndex
      while end < rest.endIndex, depth > 0 {
        if rest[end] == "(" { depth += 1 }
        if rest[end] == ")" { depth -= 1 }
        end = rest.index(after: end)
      }
      let arguments = rest[..<end]
      if let label = arguments.range(of: "path:"),
        let open = arguments[label.upperBound...].firstIndex(of: "\""),
        let close = arguments[arguments.index(after: open)...].firstIndex(of: "\"")
      {
        let folder = String(arguments[arguments.index(after: open)..<close])
        if !folders.contains(folder) { folders.append(folder) }
      }
      rest = rest[end...]
    }
    return folders
  }

  // MARK: Targets

  mutating func readTargets(interfaceFiles: [String]) {
    var shippedBy: [String: [String]] = [:]  // lookups only: IB file → skipped-target reasons
    var readFiles: Set<String> = Set(inputFiles)
    let configs = XCConfigCache()
    for project in projects {
      readFiles.insert(project.file)
      notes += project.notes
      let firstOfProject = targets.count
      defer { Self.takeHostMatrices(&targets[firstOfProject...], project: project) }
      for target in project.targets {
        let (settings, problems, settingNotes, configFiles) = project.buildSettings(
          of: target, cache: configs)
        self.problems += problems
        // The settings this reader uses, each cut at the expansion limit: a located problem.
        self.problems += settings.expansionProblems(for: Self.settingsRead)
        notes += settingNotes
        readFiles.formUnion(configFiles)
        let resources = project.resourceFiles(of: target, notes: &notes)
        let interface = resources.filter {
          Self.interfaceBuilderExtensions.contains(($0.path as NSString).pathExtension.lowercased())
        }
        let configuration = settings.configuration
        if let reason = Self.skipReason(target, settings: settings) {
          skippedTargets.append(
            SkippedTarget(project: project.path, name: target.name, reason: reason))
          for file in interface {
            shippedBy[file.path, default: []].append("\(reason) '\(target.name)'")
          }
          continue
        }
        for file in interface where !file.exists {
          notes.append(
            ProjectNote(
              file: project.file, line: target.line,
              message: "target '\(target.name)' ships '\(file.path)', which does not exist"))
        }
        // Info.plist: the file, the generated keys, or both (the file's keys win).
        var info = InfoPlist()
        var infoPath: String?
        // Whether the keys that name the launch storyboard were read (a file read whole, or
        // generated keys): only then does naming none mean the app makes its window in code.
        var infoKnown = settings.bool("GENERATE_INFOPLIST_FILE") == true
        if let named = settings.expanded("INFOPLIST_FILE"), !named.isEmpty {
          let path = Self.resolvedPath(named, sourceRoot: project.sourceRoot)
          infoPath = path
          readFiles.insert(path)
          // The prefix header's macros decide which lines of the plist count: a changed header
          // is a changed input (the cache replayed a stale report).
          if let header = Self.prefixHeaderPath(settings, sourceRoot: project.sourceRoot) {
            readFiles.insert(header)
          }
          if FileManager.default.fileExists(atPath: path) {
            do throws(ProjectError) {
              let definitions = try Self.preprocessorDefinitions(
                settings, sourceRoot: project.sourceRoot, target: target, project: project,
                notes: &notes)
              info = try InfoPlist.load(
                path: path, settings: settings, preprocessing: definitions, notes: &notes)
              infoKnown = true
            } catch {
              infoKnown = false
              self.problems.append(error)
            }
          } else {
            notes.append(
              ProjectNote(
                file: project.file, line: target.line,
                message: "target '\(target.name)' names Info.plist '\(named)', which does not"
                  + " exist; its keys are not read"))
          }
        }
        if settings.bool("GENERATE_INFOPLIST_FILE") == true {
          info = info.filling(from: InfoPlist.generated(from: settings))
        }
        // A Today widget's view is shown in the Today view's widget area, never in a window of
        // the screen's size: nothing of it reaches the screen's edges, bars or corners.
        if target.productType.isAppExtension,
          let point = info.extensionPointIdentifier, Self.widgetExtensionPoints.contains(point)
        {
          let reason =
            "Today widget, \(point): shown in the Today view's widget area, not in a"
            + " window of the screen's size"
          skippedTargets.append(
            SkippedTarget(project: project.path, name: target.name, reason: reason))
          for file in interface {
            shippedBy[file.path, default: []].append("the Today widget '\(target.name)'")
          }
          continue
        }
        let origin = "target '\(target.name)' (\(configuration))"
        var matrix = AppMatrix(
          settings: settings, info: info, origin: origin,
          forLibrary: target.productType.isLibrary)
        if let infoPath, target.productType.isApplication || target.productType.isAppExtension {
          matrix.reasons.append(
            "Info.plist: " + Self.relative(infoPath, to: root)
              + (settings.bool("GENERATE_INFOPLIST_FILE") == true
                ? " merged with generated keys" : ""))
        } else if settings.bool("GENERATE_INFOPLIST_FILE") == true {
          matrix.reasons.append("Info.plist: generated from INFOPLIST_KEY_* settings")
        }
        // No launch screen: the app fills only the screens its launch images cover (R22.19).
        // Only for an Info.plist file read whole: a generated one (Xcode 13 and later) may take
        // its launch screen from settings this reader does not model.
        if target.productType.isApplication, infoKnown, infoPath != nil,
          settings.bool("GENERATE_INFOPLIST_FILE") != true,
          info.launchStoryboardNames.isEmpty, !info.hasLaunchScreenDictionary,
          let screens = LaunchImages.screens(
            info: info, resources: resources.filter(\.exists).map(\.path), settings: settings)
        {
          matrix.launchImageScreens = screens
          matrix.reasons.append(
            "no launch screen (no UILaunchStoryboardName or UILaunchScreen): laid out only on the"
              + " screens its launch images cover ("
              + screens.map { "\(Int($0.width))×\(Int($0.height))" }.joined(separator: ", ")
              + "); on the others iOS shows it letterboxed or scaled, which is not modelled")
        }
        let shipped = interface.filter(\.exists)
        func named(_ names: [String]) -> [String] {
          shipped.map(\.path).filter { path in
            names.contains(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
          }
        }
        let launchFiles = named(info.launchStoryboardNames)
        let mainFiles = named(info.mainStoryboardNames + info.sceneStoryboardNames)
        var app = AppTarget(
          project: project.path, name: target.name, productType: target.productType,
          configuration: configuration, matrix: matrix, infoPlist: infoPath, info: info,
          interfaceFiles: shipped, launchScreenFiles: launchFiles, mainStoryboardFiles: mainFiles)
        if target.productType.isApplication, infoKnown {
          app.storyboardsShownByCode = shipped.map(\.path).filter { path in
            path.lowercased().hasSuffix(".storyboard") && !launchFiles.contains(path)
              && !mainFiles.contains(path)
          }
        }
        app.productFileName = project.productFileName(of: target)
        app.linkedProducts = project.linkedProductNames(of: target)
        app.sourceFiles = project.sourceFiles(of: target, notes: &notes).filter { file in
          file.exists
            && ["swift", "m", "mm"].contains((file.path as NSString).pathExtension.lowercased())
        }.map(\.path).sorted()
        targets.append(app)
      }
    }
    let audited = Set(targets.flatMap { $0.interfaceFiles.map(\.path) })
    for file in interfaceFiles where !audited.contains(file) {
      let reasons = shippedBy[file] ?? []
      unshipped.append(
        UnshippedFile(
          path: file,
          reason: reasons.isEmpty
            ? "in no target of "
              + projects.map { ($0.path as NSString).lastPathComponent }
              .joined(separator: ", ")
            : "shipped only by " + reasons.joined(separator: ", ")))
    }
    Self.takeHostMatricesAcrossProjects(&targets)
    inputFiles = readFiles.sorted()
    // Targets share xcconfigs: say each problem and note once.
    var seenProblems: Set<ProjectError> = []
    problems = problems.filter { seenProblems.insert($0).inserted }
    notes = Array(Set(notes)).sorted()
  }

  /// A library's screens are shown in the apps that embed it: a framework (or bundle) target
  /// that app targets of the same project depend on takes their orientations, status bar and
  /// full-screen setting (the union of their orientations; hidden only if hidden in all), and
  /// its own device families narrowed to theirs, instead of every orientation assumed. Zap's
  /// 'Library' framework ships 38 IB files into a portrait-only iPhone app; audited with every
  /// orientation on iPhone and iPad it was reported in landscape and on iPads (fresh round E,
  /// `Documentation/Precision.md`). A library no app target of its project depends on (a pod, a
  /// framework of another project of a workspace) keeps the assumed matrix.
  static func takeHostMatrices(_ targets: inout ArraySlice<AppTarget>, project: XcodeProject) {
    let byName = Dictionary(
      project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let all = Array(targets)
    let hostsOf = { (library: AppTarget) -> [AppTarget] in
      guard let id = byName[library.name]?.id else { return [] }
      return all.filter { host in
        host.productType.isApplication
          && (byName[host.name]?.dependencies.contains(id) ?? false)
      }
    }
    for index in targets.indices where targets[index].productType.isLibrary {
      let hosts = hostsOf(targets[index])
      guard !hosts.isEmpty else { continue }
      targets[index].matrix = hostMatrix(
        targets[index].matrix, hosts: hosts,
        names: hosts.map { "'\($0.name)'" }.joined(separator: ", "), relation: "depends on it")
    }
  }

  /// Whether `target` is a library whose matrix no host app has set yet (every orientation
  /// assumed).
  static func isUnhostedLibrary(_ target: AppTarget) -> Bool {
    target.productType.isLibrary
      && target.matrix.reasons.contains { $0.hasPrefix("orientations: a library's") }
  }

  /// A framework no app target of its own project depends on is shown by the apps of the
  /// workspace's other projects that link or embed its product (`SafeAppUI.framework` in an
  /// app's frameworks or copy-files phase): it takes their matrices as for hosts of its own
  /// project. Fresh round O: Gnosis Safe's SafeAppUI and SafeUIKit frameworks
  /// (`SafeUIKit.xcodeproj`) are embedded by the portrait-only 'safe' app of `safe.xcodeproj`;
  /// audited in every orientation, 6 landscape findings were false.
  static func takeHostMatricesAcrossProjects(_ targets: inout [AppTarget]) {
    let all = targets
    for index in targets.indices where isUnhostedLibrary(targets[index]) {
      guard let product = targets[index].productFileName else { continue }
      let hosts = all.filter { host in
        host.productType.isApplication && host.project != targets[index].project
          && host.linkedProducts.contains(product)
      }
      guard !hosts.isEmpty else { continue }
      targets[index].matrix = hostMatrix(
        targets[index].matrix, hosts: hosts,
        names: hosts.map { "'\($0.name)' (\(($0.project as NSString).lastPathComponent))" }
          .joined(separator: ", "),
        relation: "embeds it")
    }
  }

  /// `library`'s matrix as shown by `hosts`: their orientations, status bar and full-screen
  /// setting, its device families narrowed to theirs; the reasons name the hosts (`names`) and
  /// how they relate to it (`relation`: "depends on it").
  static func hostMatrix(
    _ library: AppMatrix, hosts: [AppTarget], names: String, relation: String
  ) -> AppMatrix {
    var matrix = library
    let hostIdioms = Set(hosts.flatMap(\.matrix.idioms))
    let idioms = matrix.idioms.filter(hostIdioms.contains)
    if !idioms.isEmpty { matrix.idioms = idioms }
    matrix.phoneOrientations = InterfaceOrientation.allCases.filter { orientation in
      hosts.contains { $0.matrix.phoneOrientations.contains(orientation) }
    }
    matrix.padOrientations = InterfaceOrientation.allCases.filter { orientation in
      hosts.contains { $0.matrix.padOrientations.contains(orientation) }
    }
    matrix.statusBarHidden = hosts.allSatisfy(\.matrix.statusBarHidden)
    matrix.requiresFullScreen = hosts.allSatisfy(\.matrix.requiresFullScreen)
    let list = { (orientations: [InterfaceOrientation]) in
      orientations.map(\.rawValue).joined(separator: ", ")
    }
    let taken = matrix
    matrix.reasons = taken.reasons.map { reason in
      if reason.hasPrefix("orientations: a library's") {
        var parts: [String] = []
        if taken.idioms.contains(.phone) {
          parts.append("iPhone " + list(taken.phoneOrientations))
        }
        if taken.idioms.contains(.pad) { parts.append("iPad " + list(taken.padOrientations)) }
        return "orientations \(parts.joined(separator: "; ")): the app target \(names) that"
          + " \(relation)"
      }
      if reason.hasPrefix("status bar shown: a library's") {
        return "status bar \(taken.statusBarHidden ? "hidden" : "shown"): the app target"
          + " \(names) that \(relation)"
      }
      return reason
    }
    if idioms.count < library.idioms.count, !idioms.isEmpty {
      matrix.reasons.append(
        "devices narrowed to "
          + idioms.map { $0 == .phone ? "iPhone" : "iPad" }.joined(separator: ", ")
          + ": the app target \(names) that \(relation)")
    }
    return matrix
  }

  /// The build settings the app reader expands (their expansion is checked against the limit).
  static let settingsRead = [
    "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_FILE",
    "INFOPLIST_PREFIX_HEADER", "INFOPLIST_PREPROCESSOR_DEFINITIONS", "INFOPLIST_PREPROCESS",
    "GENERATE_INFOPLIST_FILE", "SDKROOT", "SUPPORTED_PLATFORMS",
    "INFOPLIST_KEY_UILaunchStoryboardName", "INFOPLIST_KEY_UIMainStoryboardFile",
    "INFOPLIST_KEY_UISupportedInterfaceOrientations",
  ]

  /// The `INFOPLIST_PREFIX_HEADER` file a target that preprocesses its Info.plist reads, or nil.
  static func prefixHeaderPath(_ settings: BuildSettings, sourceRoot: String) -> String? {
    guard settings.bool("INFOPLIST_PREPROCESS") == true,
      let named = settings.expanded("INFOPLIST_PREFIX_HEADER"), !named.isEmpty
    else { return nil }
    return resolvedPath(named, sourceRoot: sourceRoot)
  }

  /// The macros Xcode defines when it preprocesses the target's Info.plist, or `nil` when the
  /// target does not set `INFOPLIST_PREPROCESS = YES`: `INFOPLIST_PREPROCESSOR_DEFINITIONS`,
  /// then the `#define` lines of `INFOPLIST_PREFIX_HEADER`. A prefix header that does not exist
  /// (often one a build script writes into derived files) is noted and its macros left out.
  static func preprocessorDefinitions(
    _ settings: BuildSettings, sourceRoot: String, target: XcodeProject.Target,
    project: XcodeProject, notes: inout [ProjectNote]
  ) throws(ProjectError) -> [String: String]? {
    guard settings.bool("INFOPLIST_PREPROCESS") == true else { return nil }
    var definitions = InfoPlistPreprocessor.definitions(from: settings)
    guard let named = settings.expanded("INFOPLIST_PREFIX_HEADER"), !named.isEmpty else {
      return definitions
    }
    let path = resolvedPath(named, sourceRoot: sourceRoot)
    guard FileManager.default.fileExists(atPath: path) else {
      notes.append(
        ProjectNote(
          file: project.file, line: target.line,
          message: "target '\(target.name)' preprocesses its Info.plist with prefix header"
            + " '\(named)', which does not exist (a build step may write it); its macros are not"
            + " defined"))
      return definitions
    }
    let bytes = try readBytes(path)
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw notUTF8(bytes, file: path, "a prefix header must be UTF-8 text")
    }
    _ = try InfoPlistPreprocessor.preprocess(text, file: path, definitions: &definitions)
    return definitions
  }

  /// Why a target is not audited, or `nil` when it is: tests, aggregate targets, targets for
  /// another platform, and products that are neither apps, extensions nor libraries.
  /// The `NSExtensionPointIdentifier` of a Today widget: "App extensions in the Today view are
  /// called widgets" (Apple's *App Extension Programming Guide*, "Today",
  /// https://developer.apple.com/Library/ios/documentation/General/Conceptual/ExtensibilityPG/Today.html);
  /// the system sizes and places a widget's view in the Today view (`NCWidgetProviding`,
  /// `widgetActiveDisplayModeDidChange(_:withMaximumSize:)`), never in a window of the
  /// screen's size (UIKitRules R22.13).
  static let widgetExtensionPoints: Set<String> = ["com.apple.widget-extension"]

  static func skipReason(_ target: XcodeProject.Target, settings: BuildSettings) -> String? {
    let type = target.productType
    if type.rawValue.isEmpty { return "aggregate target" }
    if type.isTest { return "\(type) target" }
    guard type.isApplication || type.isAppExtension || type.isLibrary else {
      return "\(type) target"
    }
    let platform = platform(settings)
    guard platform == "iOS" else { return "\(platform) target" }
    return nil
  }

  /// `iOS`, `macOS`, `tvOS`, `watchOS` or `visionOS`, from `SDKROOT` and
  /// `SUPPORTED_PLATFORMS`.
  static func platform(_ settings: BuildSettings) -> String {
    let sdk = settings.expanded("SDKROOT") ?? ""
    let supported = settings.expanded("SUPPORTED_PLATFORMS") ?? ""
    let names: [(String, String)] = [
      ("iphoneos", "iOS"), ("macosx", "macOS"), ("appletvos", "tvOS"), ("watchos", "watchOS"),
      ("xros", "visionOS"),
    ]
    if supported.split(separator: " ").contains("iphoneos") { return "iOS" }
    for (prefix, name) in names where sdk.hasPrefix(prefix) { return name }
    if !supported.isEmpty, let first = names.first(where: { supported.contains($0.0) }) {
      return first.1
    }
    if settings["MACOSX_DEPLOYMENT_TARGET"] != nil && settings["IPHONEOS_DEPLOYMENT_TARGET"] == nil
    {
      return "macOS"
    }
    return "iOS"
  }

  /// `path` relative to `folder` when inside it.
  public static func relative(_ path: String, to folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// One audited target: what it ships and the matrix it runs in.
public struct AppTarget: Hashable, Sendable {
  /// The `.xcodeproj` it belongs to.
  public var project: String
  /// The target's name.
  public var name: String
  /// What it builds.
  public var productType: ProductType
  /// The configuration read (the list's default, usually `Release`).
  public var configuration: String
  /// Devices, orientations, iOS versions and status bar, with reasons.
  public var matrix: AppMatrix
  /// The Info.plist file read, if any.
  public var infoPlist: String?
  /// The Info.plist keys read (file and generated).
  public var info: InfoPlist
  /// The storyboards and xibs its resources phase (and synchronized folders) ship, existing ones.
  public var interfaceFiles: [XcodeProject.File]
  /// The shipped storyboards `UILaunchStoryboardName` names.
  public var launchScreenFiles: [String]
  /// The shipped storyboards `UIMainStoryboardFile` or the scene manifest names.
  public var mainStoryboardFiles: [String]
  /// For an application whose Info.plist keys were read: its shipped storyboards that are
  /// neither the launch screen nor one it launches with, so only code shows them (all of them
  /// when it names none: the app makes its window in code). Empty otherwise (an extension's
  /// `NSExtensionMainStoryboard` is not read; a framework's host decides).
  public var storyboardsShownByCode: [String] = []
  /// The file name of the target's product (`SafeAppUI.framework`), from `productReference`.
  public var productFileName: String?
  /// The products its frameworks and copy-files phases link or embed, by file name.
  public var linkedProducts: [String] = []
  /// The Swift and Objective-C files it compiles (``XcodeProject/sourceFiles(of:)``), existing
  /// ones, sorted: where project mode reads how the code shows each screen.
  public var sourceFiles: [String] = []

  /// `target 'App' (application, Release) in App.xcodeproj: 4 IB files`, then the matrix's
  /// reasons indented.
  public func header(relativeTo root: String) -> [String] {
    let count = interfaceFiles.count
    return [
      "target '\(name)' (\(productType), \(configuration)) in "
        + AppProject.relative(project, to: root) + ": \(count) IB file\(count == 1 ? "" : "s")"
    ] + matrix.reasons.map { "  " + $0 }
  }
}
