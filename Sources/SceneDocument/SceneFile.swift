/// The syntax tree of one scene file: an optional environment and the root controller.
///
/// Produced by ``SceneLoader``. Nothing here has defaults applied: an absent key is `nil`, so
/// the builder can apply UIKit's defaults (and tell "not written" from "written as default").
public struct SceneFile: Hashable, Sendable {
  /// The path the file was loaded from (or the name given to ``SceneLoader/parse(_:file:)``).
  public var file: String
  /// The `environment:` mapping, if present.
  public var environment: EnvironmentSpec?
  /// The controller node under `root:`.
  public var root: ControllerNode
  /// What required constraints that can never hold together, whatever the screen, are: an error
  /// at their place in the file (a scene file's contract), or the runtime's to break (a document
  /// made from an app's code, which runs). Not a key of the file.
  public var requiredConflicts: RequiredConflicts = .error

  /// What a build does with required constraints that contradict each other whatever the screen.
  public enum RequiredConflicts: Hashable, Sendable {
    /// A located error: the scene file is wrong (`SceneFormat.md`).
    case error
    /// Installed as UIKit installs them: the engine breaks the most recently activated
    /// constraint of the minimal conflicting set and reports it as a layout issue (AL2.2, AL2.3;
    /// Apple's Auto Layout Guide, "Unsatisfiable Layouts": the system breaks one of the
    /// conflicting constraints at run time and logs it), as for an Interface Builder document.
    case breakAtRunTime
  }

  /// Creates a scene file.
  public init(
    file: String, environment: EnvironmentSpec?, root: ControllerNode,
    requiredConflicts: RequiredConflicts = .error
  ) {
    self.file = file
    self.environment = environment
    self.root = root
    self.requiredConflicts = requiredConflicts
  }
}

/// Insets written as `[top, left, bottom, right]`.
public struct InsetsSpec: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: Double
  /// The left inset.
  public var left: Double
  /// The bottom inset.
  public var bottom: Double
  /// The right inset.
  public var right: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `{top, left, bottom, right}`.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// A size written as `[width, height]`.
public struct SizeSpec: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `{width, height}`.
  public var description: String { "{\(width), \(height)}" }
}
