import Foundation

/// UIKit's `UILayoutGuide`. The system guides of a view (`safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, `readableContentGuide`) compute their `layoutFrame` from the view.
@MainActor
open class UILayoutGuide {
  /// Which system guide this is, if any.
  public enum SystemGuide: Sendable, Hashable {
    case safeArea, margins, readableContent
    /// `keyboardLayoutGuide` (R16.4).
    case keyboard
  }

  public let system: SystemGuide?
  /// The view the guide belongs to. Not Swift `weak`: the view holds its guides and clears this
  /// in its `deinit` (and `removeLayoutGuide(_:)` clears it), so it never outlives the view.
  public internal(set) var owningView: UIView? {
    get { storedOwningView }
    set { storedOwningView = newValue }
  }
  nonisolated(unsafe) unowned(unsafe) var storedOwningView: UIView?
  /// The guide as constraints and anchors refer to it (``LayoutItemHandle``).
  @exclusivity(unchecked) private var storedItemHandle: LayoutItemHandle?
  public var identifier: String = ""
  @exclusivity(unchecked) var storedFrame: CGRect = .zero

  /// A guide for Auto Layout, added to a view with `addLayoutGuide(_:)`.
  public init() {
    system = nil
  }

  init(system: SystemGuide, owner: UIView) {
    self.system = system
    self.storedOwningView = owner
    self.identifier =
      switch system {
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .margins: "UIViewLayoutMarginsGuide"
      case .readableContent: "UIViewReadableContentGuide"
      case .keyboard: "UIKeyboardLayoutGuide"
      }
  }

  deinit {
    storedItemHandle?.itemWillGo()
  }

  /// The handle, if one was made (the guide's engine slot is on it).
  var existingItemHandle: LayoutItemHandle? { storedItemHandle }

  package var itemHandle: LayoutItemHandle {
    if let storedItemHandle { return storedItemHandle }
    let handle = LayoutItemHandle.made(for: self)
    storedItemHandle = handle
    return handle
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
    case .keyboard:
      return KeyboardRules.layoutFrame(
        of: view, usesBottomSafeArea: (self as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true)
    }
  }
}

/// UIKit's `UIKeyboardLayoutGuide` (iOS 15): the part of its view the docked keyboard covers
/// (R16.4).
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
  /// With the keyboard hidden, sit on the safe area's bottom with the bottom inset's height
  /// (default true); false: at the view's bottom, 0 tall.
  public var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsLayout() }
  }
  /// Whether an undocked keyboard moves the guide (default false; R16.3: an undocked keyboard
  /// covers nothing in the model).
  public var followsUndockedKeyboard = false
  /// `keyboardDismissPadding` (default 0).
  public var keyboardDismissPadding: CGFloat = 0

  init(owner: UIView) {
    super.init(system: .keyboard, owner: owner)
  }
}
