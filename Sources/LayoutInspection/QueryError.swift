import TextEscaping

/// Why a query path could not be parsed or resolved. The message names the path and says how to
/// fix it.
public struct QueryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// The path is not `ID.PROPERTY` or a cell/item index is not a number.
    case malformedPath
    /// The property name is not one the query knows.
    case unknownProperty
    /// No view or controller has the id.
    case unknownID
    /// The property does not exist on that kind of object.
    case notApplicable
    /// A cell, item or section index is out of range.
    case outOfRange
    /// The property is iOS 11 API asked for under iOS 10 behaviour.
    case unavailable
    /// The controller's view is not in the window (lower in a navigation stack, another tab).
    case notOnScreen
    /// The value depends on one the model cannot know for this device and iOS version (no
    /// source measured it): the message names what is missing and its rule.
    case missingValue
  }

  /// The path as written.
  public var path: String
  /// What went wrong.
  public var kind: Kind
  /// A lowercase sentence quoting the user's values in `'…'`.
  public var message: String

  /// Creates an error.
  public init(path: String, kind: Kind, message: String) {
    self.path = path
    self.kind = kind
    self.message = message
  }

  /// `'tbl.frame': no view or controller has id 'tbl'; did you mean 'tb'?`, escaped
  /// (``ControlCharacters``): always one line.
  public var description: String { "'\(path)': \(message)".escapingControlCharacters }
}
