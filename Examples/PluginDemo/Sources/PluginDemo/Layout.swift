// A device check of the kind `safearea lint` reports: a screen height standing for "has a
// notch", which the catalog's devices contradict, and a status bar height chosen by it.
// Compiled only where UIKit exists; `safearea lint` reads it on any system.
#if canImport(UIKit)
import UIKit

/// Where this demo places its content.
public enum Layout {
  /// Whether the screen is an iPhone X-sized one: the check the lint finds.
  public static var isIPhoneX: Bool { UIScreen.main.bounds.size.height == 812 }

  /// 44 on a "notched" phone, 20 otherwise: a bar metric from a device check.
  public static var topInset: CGFloat { isIPhoneX ? 44 : 20 }
}
#endif

/// The demo's name (the module has one symbol on every system).
public let pluginDemoName = "PluginDemo"
