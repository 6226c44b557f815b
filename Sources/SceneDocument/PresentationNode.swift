import TextEscaping

/// `presents:` (contract version 2): a controller presented modally from the node that holds it,
/// with its presentation settings.
public struct PresentationNode: Hashable, Sendable {
  /// `modalPresentationStyle:` values.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext,
      overCurrentContext
  }

  /// `detent:` `large`, `medium` or a custom value in points.
  public enum Detent: Hashable, Sendable {
    case large, medium
    case custom(Double)
  }

  /// `permittedArrowDirections:` values.
  public enum ArrowDirection: String, Hashable, Sendable, CaseIterable {
    case any, up, down, left, right
  }

  /// `popover: { sourceView, sourceRect, permittedArrowDirections }`.
  public struct Popover: Hashable, Sendable {
    public var location: SourceLocation
    public var sourceView: Located<String>?
    public var sourceRect: Located<[Double]>?
    public var permittedArrowDirections: Located<ArrowDirection>?

    public init(location: SourceLocation) { self.location = location }
  }

  /// Where the `presents:` mapping starts.
  public var location: SourceLocation
  /// `modalPresentationStyle:` (default `automatic`).
  public var modalPresentationStyle: Located<Style>?
  /// `detent:` (default `large`).
  public var detent: Located<Detent>?
  /// `prefersGrabberVisible:`
  public var prefersGrabberVisible: Located<Bool>?
  /// `prefersEdgeAttachedInCompactHeight:`
  public var prefersEdgeAttachedInCompactHeight: Located<Bool>?
  /// `popover:`
  public var popover: Popover?
  private var storedController: [ControllerNode]

  /// The presented controller.
  public var controller: ControllerNode {
    get { storedController[0] }
    set { storedController = [newValue] }
  }

  /// Creates a presentation of `controller`.
  public init(location: SourceLocation, controller: ControllerNode) {
    self.location = location
    self.storedController = [controller]
  }
}
