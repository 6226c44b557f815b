import Foundation

/// The numbers a layout accepts from its inputs (scene files, storyboards and xibs): finite, and
/// within bounds far beyond any real screen, so that the arithmetic of a layout (sums along a chain
/// of views, products with multipliers) stays exact enough and finite. A number outside them is a
/// located error of the reader that read it (`Documentation/Robustness.md`).
public enum InputBounds {
  /// The largest magnitude of a geometry number (a coordinate, size, inset, spacing, constant):
  /// 10⁶ points (the largest screen is under 1,400 points wide).
  public static let maximumGeometry: Double = 1_000_000
  /// The largest magnitude of a constraint multiplier: 10⁴.
  public static let maximumMultiplier: Double = 10_000

  /// Why `value` is not an acceptable geometry number (`'nan' is not a finite number`), or nil.
  public static func geometryProblem(_ value: Double) -> String? {
    problem(value, bound: maximumGeometry, what: "points")
  }

  /// Why `value` is not an acceptable multiplier, or nil.
  public static func multiplierProblem(_ value: Double) -> String? {
    problem(value, bound: maximumMultiplier, what: "for a multiplier")
  }

  private static func problem(_ value: Double, bound: Double, what: String) -> String? {
    guard value.isFinite else { return "'\(value)' is not a finite number" }
    guard abs(value) <= bound else {
      return "'\(value)' is beyond ±\(Int(bound)) \(what), the bound on layout numbers"
    }
    return nil
  }
}

/// What an input path names, checked before it is opened: a FIFO or a device would block the
/// read (or never end), so only regular files are read.
public enum InputFileKind {
  /// Why the file at `path` cannot be read as an input (`it is a FIFO (named pipe)`), or nil
  /// for a regular file (a symbolic link is followed). `nil` too when it does not exist: the
  /// open that follows says so.
  public static func problem(atPath path: String) -> String? {
    guard
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
        as? FileAttributeType
    else { return nil }
    switch type {
    case .typeRegular: return nil
    case .typeDirectory: return "it is a directory"
    case .typeCharacterSpecial, .typeBlockSpecial: return "it is a device"
    case .typeSocket: return "it is a socket"
    default: return "it is not a regular file (a FIFO or another special file)"
    }
  }
}
