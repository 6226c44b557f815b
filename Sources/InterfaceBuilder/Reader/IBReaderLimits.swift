/// The bounds the reader enforces on untrusted input. Every real Interface Builder file sits far
/// inside them (the largest corpus file is 520 KB, nests 30 deep and has 25,000 elements).
public struct IBReaderLimits: Hashable, Sendable {
  /// The largest file read, in bytes (default 32 MB).
  public var maximumFileSize: Int
  /// The deepest element nesting accepted (default 256).
  public var maximumDepth: Int
  /// The most elements in one file (default 250,000: the largest corpus file has 3,326, and a
  /// file at the limit is laid out within the documented memory budget,
  /// `Documentation/HostileInput.md`).
  public var maximumElementCount: Int
  /// The longest attribute value, in bytes (default 1 MB).
  public var maximumAttributeLength: Int

  /// Creates limits; the defaults are the documented ones.
  public init(
    maximumFileSize: Int = 32 * 1024 * 1024, maximumDepth: Int = 256,
    maximumElementCount: Int = 250_000, maximumAttributeLength: Int = 1024 * 1024
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumDepth = maximumDepth
    self.maximumElementCount = maximumElementCount
    self.maximumAttributeLength = maximumAttributeLength
  }

  /// The documented defaults.
  public static let standard = IBReaderLimits()
}
