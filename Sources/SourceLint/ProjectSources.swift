import Foundation
import XcodeProject

/// The source files of an app, from its Xcode project (issue 12's project reading): every file
/// the app targets compile (`PBXSourcesBuildPhase` and synchronized folders) that the linter
/// reads, plus the headers beside them (a sources phase lists no headers, and the macros live in
/// them).
public enum ProjectSources {
  /// The files of `app`'s shipped targets, sorted and unique.
  public static func files(of app: AppProject) -> [String] {
    read(app).files
  }

  /// The files of `app`'s shipped targets, sorted and unique, and a note for each file a
  /// symbolic link would have led to (a folder link on the way, or a link to a file outside the
  /// project's folder: ``XcodeProject/linkProblem(_:)``), which is not read, as the folder walk
  /// of `lint` reads none.
  public static func read(_ app: AppProject) -> (files: [String], notes: [ProjectNote]) {
    var result: Set<String> = []
    var folders: [String: XcodeProject] = [:]  // lookups only
    var notes: [ProjectNote] = []
    for target in app.targets {
      guard let project = app.projects.first(where: { $0.path == target.project }),
        let declared = project.targets.first(where: { $0.name == target.name })
      else { continue }
      for file in project.sourceFiles(of: declared, notes: &notes) where file.exists {
        guard SourceLanguage.of(path: file.path) != nil else { continue }
        result.insert(file.path)
        let folder = (file.path as NSString).deletingLastPathComponent
        if folders[folder] == nil { folders[folder] = project }
      }
    }
    for folder in folders.keys.sorted() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      // Headers, and the prefix header (`.pch`) whose macros every file of the target sees.
      for name in names.sorted()
      where name.lowercased().hasSuffix(".h") || name.lowercased().hasSuffix(".pch") {
        let path = (folder as NSString).appendingPathComponent(name)
        if let problem = folders[folder]?.linkProblem(path) {
          notes.append(ProjectNote(file: path, message: problem))
          continue
        }
        result.insert(path)
      }
    }
    return (result.sorted(), Array(Set(notes)).sorted())
  }
}
