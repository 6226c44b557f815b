/// The fuzzer's bytes read as choices: a structure-aware generator asks for a number in a range,
/// a flag or an element of a list, and libFuzzer's mutations of the bytes become mutations of
/// the choices, so every input is a valid document with different values. Past the end of the
/// bytes every choice is the first one, so a short input gives a small document.
struct Entropy {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte was used.
  var isExhausted: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `range` (two bytes of choice).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound + 1
    guard span > 1 else { return range.lowerBound }
    let value = Int(byte()) << 8 | Int(byte())
    return range.lowerBound + value % span
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One element of `choices` (which must not be empty).
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  /// True about one time in `n`.
  mutating func oneIn(_ n: Int) -> Bool { int(0...(n - 1)) == 0 }
}
