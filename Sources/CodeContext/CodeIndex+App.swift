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
}
