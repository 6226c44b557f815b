import Foundation

extension AppProject {
  /// The storyboards the app ships that no name in the app reaches: UIKit loads a storyboard by
  /// its name only — `UIMainStoryboardFile` or the scene manifest's `UISceneStoryboardFile`
  /// (read into ``AppTarget/mainStoryboardFiles``), `UILaunchStoryboardName`, a storyboard
  /// reference in another storyboard (`storyboardName`), or code
  /// (`UIStoryboard(name:bundle:)`: "The name of the storyboard resource file without the
  /// filename extension", Apple's documentation; UIKitRules R22.33). A storyboard that every
  /// application target shipping it shows only by code (``AppTarget/storyboardsShownByCode``)
  /// and whose name (without a `~iphone`/`~ipad` suffix, which UIKit adds itself) appears in no
  /// storyboard reference and nowhere in its targets' source files (and the headers beside them),
  /// in any case, is reached by no name the files hold: most often an old copy left in the resources (fresh round Q: a
  /// `Main_iPhone.storyboard` beside the `Main.storyboard` that every name in the code gives).
  /// A name built at run time is not followed, so such a storyboard may still be loaded: its
  /// findings are kept, one severity lower, saying so (the audit; issue 27).
  ///
  /// Empty when no target's source files are known (nothing to tell by). Sorted.
  public func storyboardsNoNameReaches() -> [String] {
    let applications = targets.filter { $0.productType.isApplication }
    let sources = Set(applications.flatMap(\.sourceFiles))
    guard !sources.isEmpty else { return [] }
    // Shown by code only when no target that ships the file shows it otherwise
    // (``AppAuditPlan``'s rule).
    // The shipped files are shown relative to the working directory (``displayed()``), the
    // storyboards shown by code kept as read: compared as absolute, standardized paths.
    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }
    var shownByCode: [String: Bool] = [:]  // lookups only
    for target in targets {
      let byCode = Set(target.storyboardsShownByCode.map(standardized))
      for file in target.interfaceFiles.map(\.path) {
        shownByCode[file] = (shownByCode[file] ?? true) && byCode.contains(standardized(file))
      }
    }
    let candidates = shownByCode.filter(\.value).map(\.key).sorted()
    guard !candidates.isEmpty else { return [] }
    func lowercasedTexts(_ files: [String]) -> [String] {
      files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8).lowercased() }
    }
    // The headers beside the sources too: an Objective-C name is often a constant in one.
    let folders = Set(sources.map { ($0 as NSString).deletingLastPathComponent })
    let headers = folders.sorted().flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        .filter { $0.hasSuffix(".h") }.map { (folder as NSString).appendingPathComponent($0) }
    }
    let code = lowercasedTexts(sources.sorted() + headers)
    let storyboards = lowercasedTexts(
      Set(targets.flatMap { $0.interfaceFiles.map(\.path) }).sorted().filter {
        $0.lowercased().hasSuffix(".storyboard")
      })
    return candidates.filter { file in
      var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
      let lowered = name.lowercased()
      guard !lowered.isEmpty else { return false }
      // In code any mention counts (a literal, a constant, an R.swift or SwiftGen accessor
      // spelled after the name); in a storyboard only a reference does.
      return !code.contains { $0.contains(lowered) }
        && !storyboards.contains { $0.contains("storyboardname=\"\(lowered)\"") }
    }
  }
}
