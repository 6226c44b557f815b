import Foundation
import XcodeProject

/// The source files of an app, from its Xcode project (issue 12's project reading): every file
/// the app targets compile (`PBXSourcesBuildPhase` and synchronized folders) that the linter
/// reads, plus the headers beside them (a sources phase lists no headers, and the macros live in
/// them).
public enum ProjectSources {
  /// The files of `app`'s shipped targets, sorted and unique.
  public static func files(of app: AppProject) -> [String] {
    var result: Set<String> = []
    var folders: Set<String> = []
    for target in app.targets {
      guard let project = app.projects.first(where: { $0.path == target.project }),
        let declared = project.targets.first(where: { $0.name == target.name })
      else { continue }
      for file in project.sourceFiles(of: declared) where file.exists {
        guard SourceLanguage.of(path: file.path) != nil else { continue }
        result.insert(file.path)
        folders.insert((file.path as NSString).deletingLastPathComponent)
      }
    }
    for folder in folders.sorted() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where name.lowercased().hasSuffix(".h") {
        result.insert((folder as NSString).appendingPathComponent(name))
      }
    }
    return result.sorted()
  }
}
