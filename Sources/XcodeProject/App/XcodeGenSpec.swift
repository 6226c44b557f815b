import Foundation
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

  /// The spec `folder/project.yml`, or `nil` when there is none or it does not parse.
  public static func read(folder: String) -> XcodeGenSpec? {
    let root = absolute(folder)
    let path = root + "/project.yml"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    var targets: [String: (dict: [String: Any], base: String)] = [:]  // lookups only
    var packages: [String: String] = [:]  // lookups only: name → absolute path
    var order: [String] = []
    var pending: [(path: String, depth: Int)] = [(path, 0)]
    var seen: Set<String> = []
    while let (file, depth) = pending.popLast() {
      guard depth < 8, seen.insert(file).inserted,
        let data = FileManager.default.contents(atPath: file), data.count <= 4 * 1_048_576,
        let text = String(data: data, encoding: .utf8),
        let spec = mapping(try? Yams.load(yaml: text))
      else {
        if file == path { return nil }
        continue
      }
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
    func roots(_ name: String, depth: Int) -> [String] {
      guard depth < 16, let (dict, base) = targets[name] else { return [] }
      var result = sources(dict, base)
      for dependency in dict["dependencies"] as? [Any] ?? [] {
        guard let dependency = mapping(dependency) else { continue }
        if let package = dependency["package"] as? String, let local = packages[package] {
          result.append(local)
        }
        if let target = dependency["target"] as? String {
          result += roots(target, depth: depth + 1)
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
        for source in sources(dict, base) {
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
          name: name, infoPlist: plist, roots: Array(Set(roots(name, depth: 0))).sorted()))
    }
    return XcodeGenSpec(path: path, applications: applications)
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
