import Foundation

/// UIKit's `UILayoutGuide`. The system guides of a view (`safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, `readableContentGuide`) compute their `layoutFrame` from the view.
@MainActor
open class UILayoutGuide {
  /// Which system guide this is, if any.
  public enum SystemGuide: Sendable, Hashable {
    case safeArea, margins, readableContent
  }

  public let system: SystemGuide?
  public internal(set) weak var owningView: UIView?
  public var identifier: String = ""
  var storedFrame: CGRect = .zero

  /// A guide for Auto Layout, added to a view with `addLayoutGuide(_:)`.
  public init() {
    system = nil
  }

  init(system: SystemGuide, owner: UIView) {
    self.system = system
    self.owningView = owner
    self.identifier =
      switch system {
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .margins: "UIViewLayoutMarginsGuide"
      case .readableContent: "UIViewReadableContentGuide"
      }
  }

  /// The guide's rectangle in its owning view's coordinates.
  public var layoutFrame: CGRect {
    guard let view = owningView, let system else { return storedFrame }
    switch system {
    case .safeArea:
      return view.bounds.inset(by: view.safeAreaInsets)
    case .margins:
      return view.bounds.inset(by: view.layoutMargins)
    case .readableContent:
      return MarginRules.readableContentFrame(
        marginsFrame: view.bounds.inset(by: view.layoutMargins))
    }
  }
}
