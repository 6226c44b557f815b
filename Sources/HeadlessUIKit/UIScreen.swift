import DeviceCatalog
import Foundation

/// UIKit's `UIScreen`: the device's screen in one environment.
@MainActor
public final class UIScreen {
  public let environment: Environment

  public init(environment: Environment) {
    self.environment = environment
  }

  /// The screen of the most recently created or re-configured window (UIKit code reads
  /// `UIScreen.main.bounds`); before any window, the newest iPhone in portrait.
  public static var main = UIScreen(environment: Environment(device: DeviceCatalog.newestPhone))

  /// The screen's bounds in the current orientation.
  public var bounds: CGRect { environment.screenBounds }
  public var scale: CGFloat { environment.device.scale }
  public var traitCollection: UITraitCollection { UITraitCollection(environment: environment) }
}
