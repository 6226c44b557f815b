import DeviceCatalog
import Foundation

/// UIKit's `UIModalPresentationStyle` (the styles the model lays out; R13.1).
public enum UIModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
  case automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext,
    overCurrentContext
}

/// UIKit's `UISheetPresentationController`, reduced to what layout reads: the detents, the
/// grabber, edge attachment in compact height, and the values the last layout resolved (R13.3–R13.6,
/// R13.10).
@MainActor
public final class UISheetPresentationController {
  /// UIKit's `UISheetPresentationController.Detent`.
  public struct Detent: Sendable {
    /// What a custom detent's resolver is given (`UISheetPresentationControllerDetentResolutionContext`).
    public struct ResolutionContext: Sendable {
      /// The largest value a detent can have in this sheet (R13.5).
      public var maximumDetentValue: CGFloat
    }

    enum Kind: Sendable {
      case large, medium
      case custom(@Sendable (ResolutionContext) -> CGFloat?)
    }

    let kind: Kind
    /// The detent's identifier (`com.apple.UIKit.large`, `com.apple.UIKit.medium`, or the custom
    /// one).
    public let identifier: String

    /// The system's full-height detent.
    public static func large() -> Detent {
      Detent(kind: .large, identifier: "com.apple.UIKit.large")
    }
    /// The system's medium detent (inactive in compact height).
    public static func medium() -> Detent {
      Detent(kind: .medium, identifier: "com.apple.UIKit.medium")
    }
    /// A custom detent whose value `resolver` computes from the context.
    public static func custom(
      identifier: String? = nil,
      resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(kind: .custom(resolver), identifier: identifier ?? "custom")
    }
  }

  /// The heights where the sheet rests, smallest first (default: `[.large()]`).
  public var detents: [Detent] = [.large()]
  /// The detent shown; `nil` shows the smallest of ``detents`` ([Apple doc]).
  public var selectedDetentIdentifier: String?
  /// Whether the sheet draws a grabber (R13.10: it changes no frame or inset).
  public var prefersGrabberVisible = false
  /// Whether the sheet stays attached to the bottom edge in compact height (R13.4).
  public var prefersEdgeAttachedInCompactHeight = false

  /// The detent shown: the selected one, else the smallest (the first).
  var shownDetent: Detent {
    if let selectedDetentIdentifier,
      let detent = detents.first(where: { $0.identifier == selectedDetentIdentifier })
    {
      return detent
    }
    return detents.first ?? .large()
  }

  init() {}
}

/// UIKit's `UIPopoverPresentationController`, reduced to its anchor.
@MainActor
public final class UIPopoverPresentationController {
  /// The view the popover's arrow points at.
  public weak var sourceView: UIView?
  /// The rect in ``sourceView`` the arrow points at.
  public var sourceRect: CGRect = .zero
  /// The arrow directions allowed (`any`, `up`, `down`, `left`, `right`).
  public var permittedArrowDirections: [String] = ["any"]
  /// Whether the popover adapts in a horizontally compact environment (to a sheet from iOS 13,
  /// R13.1). `false` stands for a delegate whose `adaptivePresentationStyle(for:)` returns
  /// `.none`: `UIPresentationController.adaptivePresentationStyle` is "the value provided by the
  /// presentation controller's delegate" (Apple's documentation), and `.none` keeps the current
  /// style.
  public var adaptsWhenCompact = true

  init() {}
}

/// What the last layout resolved for a presented controller (R13).
public struct PresentationLayout: Hashable, Sendable {
  /// The style asked for.
  public var requestedStyle: UIModalPresentationStyle
  /// The style UIKit resolves it to (R13.1).
  public var resolvedStyle: UIModalPresentationStyle
  /// The presented view's frame in the window as drawn.
  public var windowFrame: CGRect
  /// `maximumDetentValue` of a sheet, where known.
  public var maximumDetentValue: CGFloat?
  /// `detentValue` of a sheet, where known.
  public var detentValue: CGFloat?
  /// The grabber's frame in window coordinates, when shown (R13.10).
  public var grabberFrame: CGRect?
  /// Why the presentation's geometry is not known (R13.4, R13.5, R13.9, stacked sheets).
  public var missingValues: [MissingValue]
  /// The rule that placed the presented view.
  public var rule: String

  /// Whether the presentation is a sheet (page or form sheet as resolved).
  public var isSheet: Bool { resolvedStyle == .pageSheet || resolvedStyle == .formSheet }
}
