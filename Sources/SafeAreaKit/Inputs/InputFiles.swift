import Foundation
import TextEscaping

/// Command-line inputs: a directory argument means every input file under it.
public enum InputFiles {
  /// Scene files (`scene-format.md`).
  public static let sceneExtensions = ["yaml", "yml", "json"]

  /// Folders that are Xcode bundles or packages, whose files are never inputs.
  public static let bundleExtensions: Set<String> = [
    "xcassets", "xcodeproj", "xcworkspace", "bundle", "xcframework", "framework", "appiconset",
    "imageset", "colorset", "xcdatamodeld", "xcstrings", "xcresult",
  ]

  /// The files named, with each directory replaced by the files under it (recursively) whose
  /// extension is one of `extensions` and that `including` accepts (a configuration's
  /// `excluded`/`included`), sorted by path. A directory without such files is bad input; one
  /// whose files are all excluded gives none.
  public static func expand(
    _ paths: [String], extensions: [String] = sceneExtensions,
    including: ((String) -> Bool)? = nil, messages: Messages = .standardError
  ) throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        result.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      // Hidden folders (`.safearea-cache/`, whose entries are JSON, `.git`, `.build`) and
      // hidden files (`.swiftlint.yml`, `.safearea.yml`) hold no inputs: a re-run in a folder of
      // scene files must not read the cache as scenes. Inside Xcode's bundles and packages
      // (asset catalogs' `Contents.json`, projects, workspaces) nothing is a scene or an IB
      // document of the app's. Links to folders are not followed (a note says so); links to
      // files are read.
      let walk = InputFileKind.walk(base) { relative in
        let name = (relative as NSString).lastPathComponent
        return !name.hasPrefix(".")
          && !bundleExtensions.contains((name as NSString).pathExtension.lowercased())
      }
      noteLinkedFolders(walk.linkedFolders.map { "\(base)/\($0)" }, messages)
      let found = walk.files
        .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        .filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }
        .map { "\(base)/\($0)" }
      guard !found.isEmpty else {
        throw InputError(
          description: "'\(path)' holds no input files (expected "
            + extensions.map { ".\($0)" }.joined(separator: ", ") + ")")
      }
      result += found.filter { including?($0) ?? true }
    }
    return result
  }

  /// Folders reached through a symbolic link, noted once each per run.
  nonisolated(unsafe) private static var notedLinks: Set<String> = []

  private static func noteLinkedFolders(_ links: [String], _ messages: Messages) {
    for link in links where notedLinks.insert(link).inserted {
      messages.note(
        "note: '\(link)' is a symbolic link to a folder; it is not followed (link the files, or"
          + " name the folder on the command line)")
    }
  }
}
