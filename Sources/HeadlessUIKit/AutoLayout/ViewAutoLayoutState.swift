import Foundation

/// A view's Auto Layout state: the constraints installed on it (UIKit's `constraints`), its
/// layout guides, hugging and compression-resistance priorities, and whether it needs
/// `updateConstraints`.
@MainActor
struct ViewAutoLayoutState {
  /// The constraints installed on this view, in activation order.
  var constraints: [NSLayoutConstraint] = []
  /// Guides added with `addLayoutGuide(_:)`.
  var layoutGuides: [UILayoutGuide] = []
  var huggingHorizontal = UILayoutPriority.defaultLow
  var huggingVertical = UILayoutPriority.defaultLow
  var compressionHorizontal = UILayoutPriority.defaultHigh
  var compressionVertical = UILayoutPriority.defaultHigh
  /// UIKit calls `updateConstraints` once on every view of a constraint-based layout first.
  var needsUpdateConstraints = true
  /// The engine's mark for one collection of a window's constraints (`AutoLayoutEngine.collect`):
  /// the view is in the window (for a guide's owning view; a view item's mark is on its
  /// ``LayoutItemHandle``).
  var memberMark = 0
}

/// Where an object sits in a window's Auto Layout engine: the engine's ``AutoLayoutEngine/serial``
/// and the index of the object's row there (an item's, an installed constraint's); engine 0 means
/// none. Kept on the object so the engine finds its rows without a dictionary keyed by identity.
struct EngineSlot: Equatable {
  var engine = 0
  var index = 0
}
