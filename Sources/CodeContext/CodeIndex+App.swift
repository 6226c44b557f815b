import Foundation
import XcodeProject

extension CodeIndex {
  /// The index of every Swift and Objective-C file the app's audited targets compile (their
  /// sources phases and synchronized folders; headers beside the `.m` files), read once for the
  /// whole app.
  public static func read(app: AppProject) -> CodeIndex {
    var files: Set<String> = []
    for target in app.targets { files.formUnion(target.sourceFiles) }
    return read(files: files.sorted(), earliestIOS: earliestIOS(of: app))
  }

  /// The oldest iOS the app's audited targets deploy to (the major of the lowest
  /// `IPHONEOS_DEPLOYMENT_TARGET`), `nil` when a target sets none (then every modelled iOS).
  /// Fresh round X's SealTalk (iOS 9 and later) makes its bars opaque under `if
  /// (IOS_FSystenVersion >= 8.0)`, a check its code always passes.
  public static func earliestIOS(of app: AppProject) -> Int? {
    var earliest: Int?
    for target in app.targets {
      guard let major = target.matrix.deploymentTarget?.major else { return nil }
      earliest = min(earliest ?? major, major)
    }
    return earliest
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

extension CodeIndex {
  /// The app and app-extension targets of `app` that ship the storyboard or xib at `path`, by
  /// name, sorted: whose code shows it. Empty when only frameworks or libraries ship it (then the
  /// app that embeds them shows it, and every target's code is read).
  public static func codeOwners(of app: AppProject, shipping path: String) -> [String] {
    app.targets.filter { target in
      (target.productType.isApplication || target.productType.isAppExtension)
        && target.interfaceFiles.contains(where: { $0.path == path })
    }.map(\.name).sorted()
  }

  /// The sources that decide how a file shipped by the targets named `owners` is shown: those
  /// targets' own sources and those of every target that is neither an app nor an extension
  /// (frameworks and libraries, whose code any app of the project may run), sorted. A class
  /// name means the class of the target that ships the file: three sample apps in one
  /// repository that each declare `ViewController` are three different classes, and one app's
  /// `setNavigationBarHidden(true)` says nothing about another's screens. No owners: every
  /// audited target's sources (``read(app:)``).
  public static func sourceFiles(of app: AppProject, owners: [String]) -> [String] {
    let named = Set(owners)
    var files: Set<String> = []
    for target in app.targets {
      let ownCode = target.productType.isApplication || target.productType.isAppExtension
      if named.isEmpty || !ownCode || named.contains(target.name) {
        files.formUnion(target.sourceFiles)
      }
    }
    return files.sorted()
  }
}
