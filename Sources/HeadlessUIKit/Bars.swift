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

  /// Whether the bar is given a scroll-edge appearance of its own (a storyboard's
  /// `<navigationBarAppearance key="scrollEdgeAppearance">`): then what it draws at the scroll
  /// edge is that appearance, not the default transparent background (R10.2).
  public var definesScrollEdgeAppearance = false

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

  /// The intrinsic size a reader estimated (``IntrinsicSizeEstimate``); `nil` for none, and
  /// `UIView.noIntrinsicMetric` in a dimension that has none.
  public var estimatedIntrinsicSize: CGSize? {
    didSet { invalidateIntrinsicContentSize() }
  }

  open override var intrinsicContentSize: CGSize {
    estimatedIntrinsicSize ?? super.intrinsicContentSize
  }
}

/// UIKit's `UILabel` (layout only).
@MainActor
open class UILabel: UIView {
  public var text: String?

  /// The intrinsic size a reader estimated (``IntrinsicSizeEstimate``); `nil` for none, and
  /// `UIView.noIntrinsicMetric` in a dimension that has none.
  public var estimatedIntrinsicSize: CGSize? {
    didSet { invalidateIntrinsicContentSize() }
  }

  open override var intrinsicContentSize: CGSize {
    estimatedIntrinsicSize ?? super.intrinsicContentSize
  }
}

/// UIKit's `UIButton` (layout only).
@MainActor
open class UIButton: UIView {
  public var title: String?

  /// The intrinsic size a reader estimated (``IntrinsicSizeEstimate``); `nil` for none, and
  /// `UIView.noIntrinsicMetric` in a dimension that has none.
  public var estimatedIntrinsicSize: CGSize? {
    didSet { invalidateIntrinsicContentSize() }
  }

  open override var intrinsicContentSize: CGSize {
    estimatedIntrinsicSize ?? super.intrinsicContentSize
  }
}

/// UIKit's `UIImageView` (layout only).
@MainActor
open class UIImageView: UIView {
  public var image: UIImage?

  /// The intrinsic size a reader estimated (``IntrinsicSizeEstimate``); `nil` for none, and
  /// `UIView.noIntrinsicMetric` in a dimension that has none.
  public var estimatedIntrinsicSize: CGSize? {
    didSet { invalidateIntrinsicContentSize() }
  }

  open override var intrinsicContentSize: CGSize {
    estimatedIntrinsicSize ?? super.intrinsicContentSize
  }

  /// Where the image is drawn, in the view's bounds, or `nil` without an image: the whole bounds
  /// for `.scaleToFill`, `.scaleAspectFill` and `.redraw`; the image scaled to fit and centred for
  /// `.scaleAspectFit`; the image at its own size, placed at the centre, an edge or a corner, for
  /// the other modes (`UIView.ContentMode`, Apple's documentation of each case).
  public var imageRect: CGRect? {
    guard let size = image?.size, size.width > 0, size.height > 0 else { return nil }
    return contentMode.rect(for: size, in: bounds)
  }
}

extension UIView {
  /// UIKit's `UIView.ContentMode`: how a view lays out its content when its size changes.
  public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The rect content of `size` takes in `bounds`. Scaling modes other than aspect fit fill
    /// the bounds (aspect fill overflows them; what shows is the bounds, or more when the view
    /// does not clip: the bounds is the conservative answer).
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
      switch self {
      case .scaleToFill, .scaleAspectFill, .redraw:
        return bounds
      case .scaleAspectFit:
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
          x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
          width: fitted.width, height: fitted.height)
      default:
        let x: CGFloat
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
        default: x = bounds.midX - size.width / 2
        }
        let y: CGFloat
        switch self {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
        default: y = bounds.midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
      }
    }
  }
}
