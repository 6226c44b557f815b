import Foundation
import XcodeProject

extension CodeIndex {
  /// The index of every Swift and Objective-C file the app's audited targets compile (their
  /// sources phases and synchronized folders; headers beside the `.m` files), read once for the
  /// whole app.
  public static func read(app: AppProject) -> CodeIndex {
    var files: Set<String> = []
    for target in app.targets { files.formUnion(target.sourceFiles) }
    return read(files: files.sorted())
  }

  /// The files ``read(app:)`` reads or looks for: every audited target's sources, and the
  /// header beside each Objective-C implementation; sorted (what a cache must watch).
  public static func sourceFiles(of app: AppProject) -> [String] {
    var files: Set<String> = []
    for target in app.targets {
      for file in target.sourceFiles {
        files.insert(file)
        let ext = (file as NSString).pathExtension.lowercased()
        if ext == "m" || ext == "mm" {
          files.insert((file as NSString).deletingPathExtension + ".h")
        }
      }
    }
    return files.sorted()
  }
}
