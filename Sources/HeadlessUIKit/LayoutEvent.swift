import DeviceCatalog
import Foundation

/// One callback the runtime made, recorded when a window's event log is on (`inspect --events`).
public struct LayoutEvent: Hashable, Sendable, CustomStringConvertible {
  /// The callback.
  public enum Kind: String, Sendable, Hashable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    case viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidLayoutSubviews
    case viewLayoutMarginsDidChange
    case viewWillTransition = "viewWillTransition(to:with:)"
    case safeAreaInsetsDidChange, layoutMarginsDidChange, layoutSubviews
    case adjustedContentInsetDidChange
  }

  public var kind: Kind
  /// `ClassName` or `ClassName#id`.
  public var object: String
  /// The object's root view (for a controller) or own `safeAreaInsets` at that moment.
  public var safeAreaInsets: UIEdgeInsets

  public init(kind: Kind, object: String, safeAreaInsets: UIEdgeInsets) {
    self.kind = kind
    self.object = object
    self.safeAreaInsets = safeAreaInsets
  }

  public var description: String {
    "\(object).\(kind.rawValue) safeAreaInsets=\(safeAreaInsets)"
  }
}
