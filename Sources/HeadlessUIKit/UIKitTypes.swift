import DeviceCatalog
import Foundation

/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = Orientation

/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = Idiom

/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass

/// UIKit's `NSDirectionalEdgeInsets` (leading and trailing instead of left and right; the
/// runtime lays out left-to-right, so leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets with leading as left (left-to-right layout).
  public var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's `UITraitCollection`, restricted to what layout reads.
public struct UITraitCollection: Hashable, Sendable {
  public var userInterfaceIdiom: UIUserInterfaceIdiom
  public var horizontalSizeClass: UIUserInterfaceSizeClass
  public var verticalSizeClass: UIUserInterfaceSizeClass
  public var displayScale: CGFloat

  public init(
    userInterfaceIdiom: UIUserInterfaceIdiom, horizontalSizeClass: UIUserInterfaceSizeClass,
    verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat
  ) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
  }

  /// The traits of the window of `environment` (its size classes from its own size, R18.1).
  public init(environment: Environment) {
    let classes = environment.sizeClasses
    self.init(
      userInterfaceIdiom: environment.idiom, horizontalSizeClass: classes.horizontal,
      verticalSizeClass: classes.vertical, displayScale: environment.device.scale)
  }
}

/// UIKit's `UIEvent`: the runtime has no events, but `hitTest(_:with:)` keeps UIKit's signature.
public final class UIEvent {
  public init() {}
}

/// UIKit's `UIImage`, reduced to what bar layout reads: whether every pixel is opaque (R3.3).
public struct UIImage: Hashable, Sendable {
  public var size: CGSize
  public var isOpaque: Bool

  public init(size: CGSize = CGSize(width: 1, height: 1), isOpaque: Bool) {
    self.size = size
    self.isOpaque = isOpaque
  }
}

/// UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Sendable {
  case `default`, compact, defaultPrompt, compactPrompt
}

/// An error a layout throws because it uses API that the environment's iOS behaviour does not
/// have: the same layout exists under ``requiredIOS`` and later. An audit leaves the environments
/// below that version out (and says so) instead of failing the file.
public protocol IOSRequirementError: Error {
  /// The first iOS behaviour version the failing API exists under; `nil` when the error is not
  /// about an iOS version.
  var requiredIOS: Int? { get }
  /// One line for a report: where the API is used and what it is, without the environment's
  /// version (the same for every environment it fails in).
  var requirementSummary: String { get }
}

/// Errors the runtime reports for API that does not exist under the environment's iOS version
/// (under `ios: 10`, the iOS 11 safe-area API).
public struct UnavailableAPIError: Error, CustomStringConvertible, Hashable, Sendable,
  IOSRequirementError
{
  public var api: String
  public var introduced: Int
  public var ios: Int

  public init(api: String, introduced: Int, ios: Int) {
    self.api = api
    self.introduced = introduced
    self.ios = ios
  }

  public var description: String {
    "'\(api)' was introduced in iOS \(introduced); under iOS \(ios) behaviour it does not exist"
      + (introduced == 11 ? " (use topLayoutGuide.length and bottomLayoutGuide.length)" : "")
  }

  public var requiredIOS: Int? { introduced }

  public var requirementSummary: String { "'\(api)' was introduced in iOS \(introduced)" }
}
