/// An optional value stored out of line: one pointer in the enclosing struct instead of the
/// value's own size, and no allocation while it is nil.
///
/// Large documents hold one value per view (the reader's `IBView`, the snapshot's
/// ``ViewSnapshot``), and kind-specific parts (scroll, table, collection, stack state) that most
/// views do not have made each of them hundreds of bytes larger. Stored with `@OutOfLine`, they
/// cost 8 bytes when absent (`Documentation/HostileInput.md`, memory budget).
///
/// Value semantics are kept: a box is never changed once made; a write makes a new one, and an
/// in-place mutation (`view.table?.cells.append(…)`) moves the value out of the box first, so it
/// does not copy the value's arrays.
///
/// ```swift
/// struct Node { @OutOfLine var scroll: ScrollViewSnapshot? }
/// ```
@propertyWrapper
public struct OutOfLine<Value: Sendable>: Sendable {
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box?

  /// Creates the storage.
  public init(wrappedValue: Value?) {
    box = wrappedValue.map(Box.init)
  }

  /// Whether there is a value, asked without copying it out of its box (reading
  /// ``wrappedValue`` to compare it with `nil` copies the value, retaining everything in it).
  package var hasValue: Bool { box != nil }

  /// The value.
  public var wrappedValue: Value? {
    get { box?.value }
    set { box = newValue.map(Box.init) }
    _modify {
      var value = box?.value
      box = nil
      defer { box = value.map(Box.init) }
      yield &value
    }
  }
}

extension OutOfLine: Equatable where Value: Equatable {
  /// Equal when the values are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension OutOfLine: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
