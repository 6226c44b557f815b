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
