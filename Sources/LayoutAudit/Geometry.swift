import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Tolerances and small geometry helpers shared by the rules.
public enum Geometry {
  /// Overlaps and differences under half a point are not findings.
  public static let tolerance: CGFloat = 0.5

  /// The overlap of two rectangles, or `nil` when it is thinner than the tolerance either way.
  public static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
    let result = a.intersection(b)
    guard !result.isNull, result.width > tolerance, result.height > tolerance else { return nil }
    return result
  }

  /// `44`, `97.667`: at most three decimals.
  public static func points(_ value: CGFloat) -> String {
    PointFormat.string((value * 1000).rounded() / 1000)
  }
}
