import Foundation

/// An Xcode project (`App.xcodeproj`) read from its `project.pbxproj`: the object table as a typed
/// graph of targets, build phases, build files, file references, groups and build
/// configurations, with questions answered as functions over the graph (which files a target
/// ships, which settings apply).
///
/// ```swift
/// let project = try XcodeProject.load(path: "App.xcodeproj")
/// for target in project.targets where target.productType.isApplication {
///   let settings = project.buildSettings(of: target)
///   print(target.name, settings.settings["TARGETED_DEVICE_FAMILY"] ?? "1")
///   print(project.resourceFiles(of: target).map(\.path))
/// }
/// ```
public struct XcodeProject: Sendable {
  /// The `.xcodeproj` folder.
  public var path: String
  /// The `project.pbxproj` file.
  public var file: String { path + "/project.pbxproj" }
  /// The project's name (the folder's name without `.xcodeproj`).
  public var name: String
  /// `SRCROOT`: the folder holding the `.xcodeproj`, plus the project's `projectDirPath`.
  public var sourceRoot: String
  /// The targets, in the project's order.
  public var targets: [Target]
  /// The project-level configurations.
  public var configurations: ConfigurationList
  /// Files the project names that do not exist, and other things worth a note.
  public var notes: [ProjectNote]

  let objects: [String: OpenStepDictionary]  // lookups only
  let bytes: [UInt8]
  /// The lines of `bytes`, for the line of each target and build setting.
  let lines: LineIndex
  /// Each group child's parent group (lookups only).
  let parents: [String: String]

  /// A native (or aggregate / legacy) target.
  public struct Target: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// `name`.
    public var name: String
    /// `productType` (empty for aggregate targets).
    public var productType: ProductType
    /// The target's configurations.
    public var configurations: ConfigurationList
    /// The build phases' object ids, in order.
    var buildPhases: [String]
    /// The Xcode 16 synchronized folders of this target.
    var synchronizedGroups: [String]
    /// 1-based line of the target's object in the pbxproj.
    public var line: Int
  }

  /// An `XCConfigurationList`: named configurations and the default one.
  public struct ConfigurationList: Hashable, Sendable {
    /// The configurations, in the project's order.
    public var configurations: [BuildConfiguration]
    /// `defaultConfigurationName` (Xcode builds it for `xcodebuild` and archives).
    public var defaultName: String?

    /// The configuration named `name`.
    public func named(_ name: String) -> BuildConfiguration? {
      configurations.first { $0.name == name }
    }
  }

  /// An `XCBuildConfiguration`: its settings and the xcconfig it is based on.
  public struct BuildConfiguration: Hashable, Sendable {
    /// `Debug`, `Release`, …
    public var name: String
    /// The `buildSettings` dictionary, values as written (arrays joined with spaces).
    public var settings: [BuildSettingAssignment]
    /// The `baseConfigurationReference`'s path on disk, when it has one.
    public var baseConfiguration: String?
  }

  /// A file a target builds or ships.
  public struct File: Hashable, Sendable, Comparable {
    /// The path on disk (the project's folder joined with the group paths).
    public var path: String
    /// The localisation of a variant-group member (`Base`, `en`), `nil` otherwise.
    public var variant: String?
    /// Whether the file exists.
    public var exists: Bool

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.path < rhs.path }
  }

  /// Reads the project at `path` (an `.xcodeproj` folder).
  ///
  /// - Throws: ``ProjectError`` with file, line and column for a malformed or unreadable
  ///   `project.pbxproj`.
  public static func load(path: String) throws(ProjectError) -> XcodeProject {
    let cleaned = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = cleaned + "/project.pbxproj"
    let bytes = try readBytes(file)
    let root = try OpenStepPlist.parse(bytes, file: file)
    return try XcodeProject(path: cleaned, root: root, bytes: bytes)
  }

  init(path: String, root: OpenStepValue, bytes: [UInt8]) throws(ProjectError) {
    self.path = path
    self.bytes = bytes
    lines = LineIndex(bytes)
    let file = path + "/project.pbxproj"
    name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    func structure(_ message: String, at offset: Int) -> ProjectError {
      let position = TextPosition(offset: offset, in: bytes)
      return ProjectError(
        .structure, message, file: file, line: position.line, column: position.column,
        sourceLine: position.sourceLine)
    }
    guard let top = root.dictionary else {
      throw structure("the root of a project.pbxproj must be a '{' dictionary", at: root.offset)
    }
    guard let table = top["objects"]?.dictionary else {
      throw structure("no 'objects' dictionary; is this a project.pbxproj?", at: top.offset)
    }
    var objects: [String: OpenStepDictionary] = [:]
    var parents: [String: String] = [:]
    for (id, value) in table.entries {
      guard let object = value.dictionary, object["isa"]?.string != nil else {
        throw structure("object '\(id)' is not a dictionary with an 'isa'", at: value.offset)
      }
      objects[id] = object
    }
    for (id, _) in table.entries {
      guard let object = objects[id] else { continue }
      for child in object["children"]?.strings ?? [] where parents[child] == nil {
        parents[child] = id
      }
    }
    self.objects = objects
    self.parents = parents
    guard let rootID = top["rootObject"]?.string, let project = objects[rootID],
      project["isa"]?.string == "PBXProject"
    else {
      throw structure("'rootObject' does not name a PBXProject object", at: top.offset)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let projectDir = project["projectDirPath"]?.string ?? ""
    sourceRoot =
      (projectDir.isEmpty ? folder : folder.appendingPathComponent(projectDir)).standardizedFileURL
      .path
    notes = []
    configurations = ConfigurationList(configurations: [], defaultName: nil)
    targets = []
    configurations = configurationList(project["buildConfigurationList"]?.string)
    for targetID in project["targets"]?.strings ?? [] {
      guard let object = objects[targetID] else {
        notes.append(
          ProjectNote(file: file, message: "target '\(targetID)' is not in the object table"))
        continue
      }
      targets.append(
        Target(
          id: targetID, name: object["name"]?.string ?? targetID,
          productType: ProductType(rawValue: object["productType"]?.string ?? ""),
          configurations: configurationList(object["buildConfigurationList"]?.string),
          buildPhases: object["buildPhases"]?.strings ?? [],
          synchronizedGroups: object["fileSystemSynchronizedGroups"]?.strings ?? [],
          line: lines.line(of: object.offset)))
    }
  }

  func configurationList(_ id: String?) -> ConfigurationList {
    guard let id, let list = objects[id] else {
      return ConfigurationList(configurations: [], defaultName: nil)
    }
    let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap {
      configurationID -> BuildConfiguration? in
      guard let object = objects[configurationID] else { return nil }
      var settings: [BuildSettingAssignment] = []
      for (key, value) in object["buildSettings"]?.dictionary?.entries ?? [] {
        guard let (name, conditions) = BuildSettingAssignment.parseKey(key) else { continue }
        let text = value.string ?? value.strings.joined(separator: " ")
        settings.append(
          BuildSettingAssignment(
            key: name, conditions: conditions, value: text, file: file,
            line: lines.line(of: value.offset)))
      }
      return BuildConfiguration(
        name: object["name"]?.string ?? configurationID, settings: settings,
        baseConfiguration: baseConfiguration(object))
    }
    return ConfigurationList(
      configurations: configurations, defaultName: list["defaultConfigurationName"]?.string)
  }

  /// The xcconfig a configuration is based on: `baseConfigurationReference` (a file reference),
  /// or Xcode 16's `baseConfigurationReferenceAnchor` (a synchronized folder) with
  /// `baseConfigurationReferenceRelativePath`.
  func baseConfiguration(_ object: OpenStepDictionary) -> String? {
    if let reference = object["baseConfigurationReference"]?.string {
      return resolvedPath(reference)
    }
    guard let anchor = object["baseConfigurationReferenceAnchor"]?.string,
      let relative = object["baseConfigurationReferenceRelativePath"]?.string,
      let folder = resolvedPath(anchor)
    else { return nil }
    return URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
  }

  // MARK: Paths

  /// The path on disk of a file reference or group, following `sourceTree` up the groups;
  /// `nil` for references outside the source tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …).
  func resolvedPath(_ id: String) -> String? {
    resolvedPath(id, depth: 0)
  }

  private func resolvedPath(_ id: String, depth: Int) -> String? {
    guard depth < ProjectReaderLimits.maximumDepth, let object = objects[id] else { return nil }
    let own = object["path"]?.string ?? ""
    let tree = object["sourceTree"]?.string ?? "<group>"
    let base: String
    switch tree {
    case "<absolute>":
      return own
    case "SOURCE_ROOT":
      base = sourceRoot
    case "<group>":
      if let parent = parents[id] {
        guard let parentPath = resolvedPath(parent, depth: depth + 1) else { return nil }
        base = parentPath
      } else {
        base = sourceRoot
      }
    default:
      return nil
    }
    if own.isEmpty { return base }
    if own.hasPrefix("/") { return own }
    return URL(fileURLWithPath: base).appendingPathComponent(own).standardizedFileURL.path
  }

  // MARK: Files

  /// The files a target's resources phase copies (storyboards, xibs, plists, …), variant groups
  /// expanded to their localisations, plus the members of its synchronized folders that are not
  /// source code; sorted by path.
  public func resourceFiles(of target: Target) -> [File] {
    files(of: target, phase: "PBXResourcesBuildPhase") { !Self.sourceExtensions.contains($0) }
  }

  /// The files a target compiles (its sources phase, plus the source files of its synchronized
  /// folders); sorted by path. For source lint: which files belong to an app.
  public func sourceFiles(of target: Target) -> [File] {
    files(of: target, phase: "PBXSourcesBuildPhase") { Self.sourceExtensions.contains($0) }
  }

  /// The extensions Xcode compiles in a sources phase.
  public static let sourceExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal",
  ]

  private func files(of target: Target, phase isa: String, synchronized keep: (String) -> Bool)
    -> [File]
  {
    var result: [File] = []
    for phaseID in target.buildPhases {
      guard let phase = objects[phaseID], phase["isa"]?.string == isa else { continue }
      for buildFileID in phase["files"]?.strings ?? [] {
        guard let reference = objects[buildFileID]?["fileRef"]?.string,
          let object = objects[reference]
        else { continue }
        if object["isa"]?.string == "PBXVariantGroup" {
          for child in object["children"]?.strings ?? [] {
            guard let path = resolvedPath(child) else { continue }
            result.append(
              File(
                path: path, variant: objects[child]?["name"]?.string,
                exists: FileManager.default.fileExists(atPath: path)))
          }
        } else if let path = resolvedPath(reference) {
          result.append(
            File(path: path, variant: nil, exists: FileManager.default.fileExists(atPath: path)))
        }
      }
    }
    for member in synchronizedMembers(of: target)
    where keep((member as NSString).pathExtension.lowercased()) {
      result.append(
        File(path: member, variant: Self.localisation(of: member), exists: true))
    }
    var seen: Set<String> = []
    return result.sorted().filter { seen.insert($0.path).inserted }
  }

  static func localisation(of path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    guard (folder as NSString).pathExtension == "lproj" else { return nil }
    return ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  // MARK: Synchronized folders (Xcode 16)

  /// The files of the target's `PBXFileSystemSynchronizedRootGroup`s: every file under each
  /// folder, minus the `membershipExceptions` of the exception sets naming this target; plus the
  /// files other targets' folders list as exceptions for this target (an exception toggles
  /// membership: it removes a file from a target that holds the folder, and adds it to a target
  /// that does not). Folders listed in `explicitFolders` are copied whole, not looked into.
  func synchronizedMembers(of target: Target) -> [String] {
    var result: [String] = []
    for (groupID, group) in synchronizedGroups() {
      guard let root = resolvedPath(groupID) else { continue }
      let holds = target.synchronizedGroups.contains(groupID)
      var exceptions: [String] = []
      for setID in group["exceptions"]?.strings ?? [] {
        guard let set = objects[setID], set["target"]?.string == target.id else { continue }
        exceptions += set["membershipExceptions"]?.strings ?? []
      }
      guard holds || !exceptions.isEmpty else { continue }
      let explicit = group["explicitFolders"]?.strings ?? []
      for relative in Self.listFiles(root, skipping: explicit) {
        let excepted = exceptions.contains { Self.exception($0, matches: relative) }
        if holds != excepted { result.append(root + "/" + relative) }
      }
    }
    return result
  }

  /// The synchronized root groups, in the object table's order of their ids (sorted).
  private func synchronizedGroups() -> [(String, OpenStepDictionary)] {
    objects.keys.sorted().compactMap { id in
      guard let object = objects[id], object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
      else { return nil }
      return (id, object)
    }
  }

  /// Whether an exception path names `relative`: paths match exactly; the localised form
  /// `/Localized/Folder/Name.xib` names `Folder/<any>.lproj/Name.xib`.
  static func exception(_ exception: String, matches relative: String) -> Bool {
    if exception == relative { return true }
    let prefix = "/Localized/"
    guard exception.hasPrefix(prefix) else { return false }
    let named = String(exception.dropFirst(prefix.count))
    let folder = (named as NSString).deletingLastPathComponent
    let name = (named as NSString).lastPathComponent
    let candidate = relative as NSString
    let lproj = (candidate.deletingLastPathComponent as NSString)
    return candidate.lastPathComponent == name && lproj.pathExtension == "lproj"
      && lproj.deletingLastPathComponent == folder
  }

  /// The files under `root`, relative, sorted; hidden files and folders with an extension other
  /// than `.lproj` (asset catalogs, bundles, playgrounds) are not looked into.
  static func listFiles(_ root: String, skipping explicit: [String]) -> [String] {
    var result: [String] = []
    var stack = [""]
    let manager = FileManager.default
    var visited = 0
    while let folder = stack.popLast(), visited < 100_000 {
      visited += 1
      let absolute = folder.isEmpty ? root : root + "/" + folder
      guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
      for name in names where !name.hasPrefix(".") {
        let relative = folder.isEmpty ? name : folder + "/" + name
        var isDirectory: ObjCBool = false
        _ = manager.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
        if isDirectory.boolValue {
          let ext = (name as NSString).pathExtension
          if (ext.isEmpty || ext == "lproj") && !explicit.contains(relative) {
            stack.append(relative)
          }
        } else {
          result.append(relative)
        }
      }
    }
    return result.sorted()
  }

  // MARK: Settings

  /// The configuration a target is audited in: its list's default (`Release` in Xcode's
  /// templates), else `Release`, else its first.
  public func defaultConfiguration(of target: Target) -> String {
    let list = target.configurations
    if let name = list.defaultName, list.named(name) != nil { return name }
    if list.named("Release") != nil { return "Release" }
    return list.configurations.first?.name ?? "Release"
  }

  /// The target's build settings in `configuration` (default: ``defaultConfiguration(of:)``):
  /// the project's xcconfig and settings, then the target's xcconfig and settings. An xcconfig
  /// that cannot be read is returned in `problems` and its level skipped; a missing one is a note.
  public func buildSettings(
    of target: Target, configuration: String? = nil, cache: XCConfigCache = XCConfigCache()
  )
    -> (settings: BuildSettings, problems: [ProjectError], notes: [ProjectNote], files: [String])
  {
    let name = configuration ?? defaultConfiguration(of: target)
    var settings = BuildSettings(
      target: target.name, project: self.name, sourceRoot: sourceRoot, configuration: name)
    var problems: [ProjectError] = []
    var notes: [ProjectNote] = []
    var files: [String] = []
    for (level, owner) in [
      (configurations.named(name), "project '\(self.name)'"),
      (target.configurations.named(name), "target '\(target.name)'"),
    ] {
      guard let level else { continue }
      if let base = level.baseConfiguration {
        if FileManager.default.fileExists(atPath: base) {
          switch cache.load(base) {
          case .success(let config):
            settings.apply(config.assignments)
            notes += config.missingIncludes
            files += config.files
          case .failure(let error):
            problems.append(error)
          }
        } else {
          notes.append(
            ProjectNote(
              file: file,
              message: "\(owner) is based on '\(base)', which does not exist; its settings are"
                + " not applied"))
        }
      }
      settings.apply(level.settings, origin: "\(owner) (\(name))")
    }
    return (settings, problems, notes, files)
  }
}

/// xcconfig files read once for all the targets of an app (they share their project's files).
public final class XCConfigCache {
  private var loaded: [String: Result<XCConfig, ProjectError>] = [:]  // lookups only

  /// An empty cache.
  public init() {}

  /// The file at `path`, read on first use.
  public func load(_ path: String) -> Result<XCConfig, ProjectError> {
    if let known = loaded[path] { return known }
    let result: Result<XCConfig, ProjectError>
    do {
      result = .success(try XCConfig.load(path: path))
    } catch {
      result = .failure(error)
    }
    loaded[path] = result
    return result
  }
}
