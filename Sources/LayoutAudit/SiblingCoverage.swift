import Foundation
import HeadlessUIKit

/// Which views of a list of siblings have a later, shown sibling drawn over them: the
/// `isBackdrop` input of ``AuditedLayout/isDecoration(_:isBackdrop:isDecorationClass:)``.
///
/// A sibling covers a view when it is shown (not hidden, alpha at least 0.01) and
/// ``Geometry/overlap(_:_:)`` finds an overlap of their frames. Asking every later sibling is
/// quadratic in the number of siblings: a storyboard of 250,000 sibling views (inside the reader's
/// limits) took tens of minutes. Here rectangles without area never cover nor are covered (the
/// overlap of a rectangle thinner than the tolerance is always thinner too), and many siblings
/// are put in a uniform grid over their bounding box, so that a view is compared only with the
/// later siblings that share a grid cell with it. Two rectangles with an overlap share the cell
/// of any point of it, so the answer is the same as the pairwise one.
enum SiblingCoverage {
  /// For each sibling, whether a later shown visual effect view (a blur) contains its whole frame:
  /// what lies under a blur is seen only blurred, and the blur takes its touches, so it is not
  /// content (AltStore's app page: the app's icon, drawn large and blurred as the background).
  /// O(siblings × blurs).
  static func underBlurFlags(_ siblings: [ViewSnapshot]) -> [Bool] {
    // Read in place (a view snapshot is some 450 bytes with a dozen references).
    // Siblings come in runs of one class, whose equal names compare without a suffix test.
    var last: (name: String, isBlur: Bool)?
    let blurs = siblings.withUnsafeBufferPointer { views in
      views.indices.filter { index in
        let name = views[index].className
        let isBlur: Bool
        if let last, last.name == name {
          isBlur = last.isBlur
        } else {
          isBlur = name.hasSuffix("VisualEffectView")
          last = (name, isBlur)
        }
        return isBlur && !views[index].isHidden && views[index].alpha >= 0.01
      }
    }
    guard !blurs.isEmpty else { return [Bool](repeating: false, count: siblings.count) }
    return siblings.indices.map { index in
      let frame = siblings[index].frame.standardized
      guard !frame.isNull, frame.width > Geometry.tolerance, frame.height > Geometry.tolerance
      else { return false }
      return blurs.contains { blur in
        blur > index
          && siblings[blur].frame.standardized.insetBy(
            dx: -Geometry.tolerance, dy: -Geometry.tolerance
          ).contains(frame)
      }
    }
  }

  /// Siblings up to this count are compared pairwise.
  static let pairwiseLimit = 64
  /// A rectangle spanning more cells than this is kept in a list that every query reads.
  static let maximumCellsPerRectangle = 256

  /// For each sibling, whether a later shown sibling overlaps it. O(n) for siblings that do not
  /// overlap much; never worse than the pairwise comparison.
  static func coveredFlags(_ siblings: [ViewSnapshot]) -> [Bool] {
    let count = siblings.count
    var covered = [Bool](repeating: false, count: count)
    guard count > 1 else { return covered }
    // Read in place (a view snapshot is some 450 bytes with a dozen references).
    let (frames, shown) = siblings.withUnsafeBufferPointer { views in
      (views.map { $0.frame.standardized }, views.map { !$0.isHidden && $0.alpha >= 0.01 })
    }
    func hasArea(_ frame: CGRect) -> Bool {
      !frame.isNull && frame.width > Geometry.tolerance && frame.height > Geometry.tolerance
        && frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
    }
    func covers(_ index: Int) -> Bool {
      shown[index] && hasArea(frames[index])
    }
    if count <= pairwiseLimit {
      for index in 0..<count where hasArea(frames[index]) {
        covered[index] = ((index + 1)..<count).contains {
          covers($0) && Geometry.overlap(frames[$0], frames[index]) != nil
        }
      }
      return covered
    }
    var bounds = CGRect.null
    for index in 0..<count where covers(index) { bounds = bounds.union(frames[index]) }
    guard !bounds.isNull else { return covered }
    let side = min(1024, Int(Double(count).squareRoot()) + 1)
    let cellWidth = bounds.width / CGFloat(side)
    let cellHeight = bounds.height / CGFloat(side)
    func cellRange(_ low: CGFloat, _ high: CGFloat, origin: CGFloat, size: CGFloat) -> ClosedRange<
      Int
    > {
      func cell(_ value: CGFloat) -> Int {
        let position = ((value - origin) / size).rounded(.down)
        // Checked conversion: a zero cell size makes 0/0 (NaN), which `min`/`max` pass through.
        guard position.isFinite else { return position > 0 ? side - 1 : 0 }
        return Int(min(max(position, 0), CGFloat(side - 1)))
      }
      return cell(low)...cell(high)
    }
    var cells = [[Int32]](repeating: [], count: side * side)
    var large: [Int32] = []
    var inserted: [Int32] = []
    for index in stride(from: count - 1, through: 0, by: -1) {
      let frame = frames[index]
      guard hasArea(frame) else { continue }
      let columns = cellRange(frame.minX, frame.maxX, origin: bounds.minX, size: cellWidth)
      let rows = cellRange(frame.minY, frame.maxY, origin: bounds.minY, size: cellHeight)
      let spansMany = columns.count * rows.count > maximumCellsPerRectangle
      func overlaps(_ other: Int32) -> Bool {
        Geometry.overlap(frames[Int(other)], frame) != nil
      }
      if spansMany {
        covered[index] = inserted.contains(where: overlaps)
      } else if large.contains(where: overlaps) {
        covered[index] = true
      } else {
        search: for row in rows {
          for column in columns where cells[row * side + column].contains(where: overlaps) {
            covered[index] = true
            break search
          }
        }
      }
      guard covers(index) else { continue }
      inserted.append(Int32(index))
      if spansMany {
        large.append(Int32(index))
      } else {
        for row in rows {
          for column in columns { cells[row * side + column].append(Int32(index)) }
        }
      }
    }
    return covered
  }
}
