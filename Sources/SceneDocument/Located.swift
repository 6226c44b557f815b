import TextEscaping

/// A value read from a scene file together with the place it was written.
///
/// The builder uses the location to report problems it finds later (an unknown device name,
/// a constraint naming a view that does not exist) at the value itself.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value starts in the file (columns in Unicode scalars, as libYAML counts them).
  public var location: SourceLocation

  /// Creates a located value.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
