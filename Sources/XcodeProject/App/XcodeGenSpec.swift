import Foundation
import TextEscaping
import Yams

/// The application targets of an XcodeGen spec (`project.yml`) in a folder that checks in no
/// Xcode project: which Info.plist each uses and which folders it ships, so that the app
/// Info.plist that governs a storyboard or xib is the one of the target that ships it.
///
/// XcodeGen's `INFOPLIST_FILE`: "If it doesn't exist your sources will be searched for
/// `Info.plist` files and the first one found will be used for this setting" (XcodeGen's
/// `Docs/ProjectSpec.md`, "Target", `settings`); `info: path:` names it too. A target ships its
/// `sources`, the local Swift packages it depends on (`dependencies: - package: Name` with the
/// spec's `packages: Name: path:`), and what its `target:` dependencies ship. `include:` specs
/// are read too (relative to the including file, at most 8 levels).
///
/// ```swift
/// if let spec = XcodeGenSpec.read(folder: "My-Wallet") {
///   spec.applications.filter { $0.ships("My-Wallet/Modules/KYC/KYC.storyboard") }
/// }
/// ```
public struct XcodeGenSpec: Hashable, Sendable {
  /// One `type: application` target.
  public struct Application: Hashable, Sendable {
    public var name: String
    /// Its Info.plist (absolute), or `nil` when the spec names none and its sources hold none.
    public var infoPlist: String?
    /// The folders and files it ships (absolute, standardized), sorted.
    public var roots: [String]

    /// Whether the file at `path` (absolute or relative to the current folder) is under one of
    /// ``roots``.
    public func ships(_ path: String) -> Bool {
      let file = XcodeGenSpec.absolute(path)
      return roots.contains { file == $0 || file.hasPrefix($0 + "/") }
    }
  }

  /// The spec read (absolute).
  public var path: String
  /// The application targets, by name.
  public var applications: [Application]
  /// The spec files read (absolute): `project.yml` and the specs it includes.
  public var files: [String] = []

  /// The spec `folder/project.yml`, or `nil` when there is none or it cannot be read
  /// (``load(folder:)`` says why).
  public static func read(folder: String) -> XcodeGenSpec? {
    try? load(folder: folder)
  }

  /// The spec `folder/project.yml`, or `nil` when there is none; a spec, or a spec it includes,
  /// that cannot be read is a located error: not a regular file (a FIFO or `/dev/zero` would
  /// block the read or never end), larger than 4 MiB, not UTF-8, YAML that does not parse, or
  /// YAML with anchors and aliases (`&name`, `*name`: an alias can expand exponentially, and as a
  /// mapping key take exponential time to hash, as the configuration's and scene files' readers
  /// refuse them). An included file that does not exist is skipped (XcodeGen's optional local
  /// specs), as is an include cycle.
  public static func load(folder: String) throws(ProjectError) -> XcodeGenSpec? {
    let root = absolute(folder)
    let path = root + "/project.yml"
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    if isDirectory.boolValue { return nil }
    var targets: [String: (dict: [String: Any], base: String)] = [:]  // lookups only
    var packages: [String: String] = [:]  // lookups only: name → absolute path
    var order: [String] = []
    var pending: [(path: String, depth: Int)] = [(path, 0)]
    var seen: Set<String> = []
    var files: [String] = []
    while let (file, depth) = pending.popLast() {
      guard depth < 8, seen.insert(file).inserted else { continue }
      if file != path, InputFileKind.entry(atPath: file) == .other,
        InputFileKind.problem(atPath: file) == nil
      {
        continue  // an include that does not exist
      }
      let spec = try parse(file)
      files.append(file)
      let base = (file as NSString).deletingLastPathComponent
      for include in spec["include"] as? [Any] ?? [] {
        let relative = (include as? String) ?? (mapping(include)?["path"] as? String)
        if let relative { pending.append((resolve(relative, base), depth + 1)) }
      }
      for (name, value) in mapping(spec["packages"]) ?? [:] {
        if let local = mapping(value)?["path"] as? String, packages[name] == nil {
          packages[name] = resolve(local, base)
        }
      }
      for (name, value) in mapping(spec["targets"]) ?? [:] {
        guard let dict = mapping(value), targets[name] == nil else { continue }
        targets[name] = (dict, base)
        order.append(name)
      }
    }
    func sources(_ dict: [String: Any], _ base: String) -> [String] {
      var list: [Any] = []
      if let one = dict["sources"] as? String { list = [one] }
      if let many = dict["sources"] as? [Any] { list = many }
      return list.compactMap { entry in
        ((entry as? String) ?? (mapping(entry)?["path"] as? String)).map {
          resolve($0, base)
        }
      }
    }
    // What a target ships: its sources, its local packages, and those of every target it
    // depends on, each target visited once (a spec whose targets each depend on the next many
    // times took exponential time when every path was followed).
    func roots(_ name: String) -> [String] {
      var result: [String] = []
      var visited: Set<String> = [name]
      var queue = [name]
      while let next = queue.popLast() {
        guard let (dict, base) = targets[next] else { continue }
        result += sources(dict, base)
        for dependency in dict["dependencies"] as? [Any] ?? [] {
          guard let dependency = mapping(dependency) else { continue }
          if let package = dependency["package"] as? String, let local = packages[package] {
            result.append(local)
          }
          if let target = dependency["target"] as? String, visited.insert(target).inserted {
            queue.append(target)
          }
        }
      }
      return result
    }
    var applications: [Application] = []
    for name in order.sorted() {
      guard let (dict, base) = targets[name], dict["type"] as? String == "application" else {
        continue
      }
      let settings = mapping(dict["settings"])
      let named =
        (mapping(dict["info"])?["path"] as? String)
        ?? (settings?["INFOPLIST_FILE"] as? String)
        ?? (mapping(settings?["base"])?["INFOPLIST_FILE"] as? String)
      var plist = named.map { resolve($0, base) }
      if plist == nil {
        // The first `Info.plist` in its sources, in path order.
        var found: [String] = []
        // Only in the spec's folder: a source of `/` or `../..` made the walk read the machine.
        for source in sources(dict, base) where source == root || source.hasPrefix(root + "/") {
          if (source as NSString).lastPathComponent == "Info.plist" { found.append(source) }
          AppProject.walkFolder(source) { path, entry, isDirectory in
            if isDirectory { return !entry.contains(".") }
            if entry == "Info.plist" { found.append(path) }
            return false
          }
        }
        plist = found.sorted().first
      }
      applications.append(
        Application(
          name: name, infoPlist: plist, roots: Array(Set(roots(name))).sorted()))
    }
    return XcodeGenSpec(path: path, applications: applications, files: files)
  }

  /// The top-level mapping of the spec at `file` (an empty one for an empty file or a scalar).
  static func parse(_ file: String) throws(ProjectError) -> [String: Any] {
    let bytes = try readBytes(file)
    if bytes.count > 4 * 1_048_576 {
      throw ProjectError(
        .fileTooLarge, "the XcodeGen spec is \(bytes.count) bytes, more than the 4 MiB read",
        file: file)
    }
    guard var text = String(bytes: bytes, encoding: .utf8) else {
      throw notUTF8(bytes, file: file, "the XcodeGen spec is not UTF-8 text")
    }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    // Lines end at LF, CRLF or a lone CR, as Yams and the anchor scan count them.
    let lines = TextLines(Array(text.utf8))
    func located(_ kind: ProjectError.Kind, _ message: String, line: Int, column: Int)
      -> ProjectError
    {
      let line = min(max(1, line), lines.count)
      return ProjectError(
        kind, message, file: file, line: line, column: max(1, column),
        sourceLine: lines.line(line))
    }
    if let alias = YAMLAnchorMark.first(in: text, skippingQuotesAndComments: true) {
      throw located(
        .structure,
        "YAML anchors and aliases ('\(alias.text)') are not read in an XcodeGen spec; the IB"
          + " files keep the command's orientations", line: alias.line, column: alias.column)
    }
    let node: Yams.Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      switch error {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw located(.syntax, "invalid YAML: \(problem)", line: mark.line, column: mark.column)
      case .duplicatedKeysInMapping(let duplicates, let context):
        throw located(
          .syntax, "duplicate key '\(duplicates.first ?? "")' in this mapping",
          line: context.mark.line, column: context.mark.column)
      default:
        throw located(.syntax, "invalid YAML: \(error)", line: 1, column: 1)
      }
    } catch {
      throw located(.syntax, "invalid YAML: \(error)", line: 1, column: 1)
    }
    guard let node else { return [:] }
    guard let spec = value(of: node) as? [String: Any] else {
      throw located(
        .structure, "an XcodeGen spec is a mapping (name:, targets:, …)", line: 1, column: 1)
    }
    return spec
  }

  /// A composed node as the reader looks it up: a scalar's text, a sequence's values, a
  /// mapping's values by their scalar keys (a mapping or a sequence as a key, which YAML allows
  /// and XcodeGen never writes, is left out: Yams' `load` stopped the process on one, `[a]: b`).
  static func value(of node: Yams.Node) -> Any {
    switch node {
    case .scalar(let scalar): return scalar.string
    case .sequence(let sequence): return sequence.map(value(of:))
    case .mapping(let mapping):
      var result: [String: Any] = [:]  // lookups only
      for (key, item) in mapping {
        if case .scalar(let scalar) = key { result[scalar.string] = value(of: item) }
      }
      return result
    default: return NSNull()
    }
  }

  /// A YAML mapping with string keys (Yams gives `[AnyHashable: Any]`); other keys are dropped.
  static func mapping(_ value: Any?) -> [String: Any]? {
    if let strings = value as? [String: Any] { return strings }
    guard let any = value as? [AnyHashable: Any] else { return nil }
    var result: [String: Any] = [:]  // lookups only
    for (key, item) in any {
      if let key = key.base as? String { result[key] = item }
    }
    return result
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  static func resolve(_ relative: String, _ base: String) -> String {
    absolute(relative.hasPrefix("/") ? relative : base + "/" + relative)
  }
}
