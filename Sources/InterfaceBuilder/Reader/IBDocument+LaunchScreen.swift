import Foundation

extension IBDocument {
  /// Whether the document is a launch screen: marked `launchScreen="YES"`, named by the app's
  /// `UILaunchStoryboardName` (``isNamedLaunchScreen``, set by project mode, or
  /// `launchScreenNames`, file names without extension), or a file
  /// whose name starts with "Launch" (`LaunchScreen.storyboard`, `Launch Screen.xib`: the names
  /// Xcode's templates give; older files lack the attribute). A launch screen is a screen: its
  /// top-level view fills the window, with the status bar shown, as at launch.
  public func isLaunchScreen(named launchScreenNames: Set<String> = []) -> Bool {
    if isLaunchScreen || isNamedLaunchScreen { return true }
    // String operations, not URL: this is asked for every scene's context.
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if launchScreenNames.contains(stem) { return true }
    return stem.lowercased().hasPrefix("launch")
  }
}
