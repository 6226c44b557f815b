import Foundation

/// UIKit's `UINavigationBar`.
@MainActor
public final class UINavigationBar: UIView {
  private var explicitTranslucency: Bool?
  private var backgroundImage: UIImage?

  /// R3.3: true unless set to false or given a completely opaque background image.
  public var isTranslucent: Bool {
    get {
      ContainerRules.isTranslucent(explicit: explicitTranslucency, backgroundImage: backgroundImage)
    }
    set { explicitTranslucency = newValue }
  }

  public var prefersLargeTitles = false

  public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImage = image
  }

  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage }
}

/// UIKit's `UITabBar`.
@MainActor
public final class UITabBar: UIView {
  public var isTranslucent = true
  /// The iOS 26 floating platter that holds the items, in the bar's coordinates (R17.2); `nil`
  /// for a classic bar or where the platter is not modelled. Not a UIKit property.
  public internal(set) var platterFrame: CGRect?
}

/// UIKit's `UIToolbar`.
@MainActor
public final class UIToolbar: UIView {
  public var isTranslucent = true
}

/// UIKit's `UITextField` (layout only): a view that can be the first responder and show the
/// keyboard (R16).
@MainActor
open class UITextField: UIView {
  public var text: String?
  public var placeholder: String?
}

/// UIKit's `UILabel` (layout only).
@MainActor
open class UILabel: UIView {
  public var text: String?
}

/// UIKit's `UIButton` (layout only).
@MainActor
open class UIButton: UIView {
  public var title: String?
}

/// UIKit's `UIImageView` (layout only).
@MainActor
open class UIImageView: UIView {
  public var image: UIImage?
}
