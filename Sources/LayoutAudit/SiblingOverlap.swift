import Foundation
import HeadlessUIKit

/// Which views of one superview have a later, visible sibling drawn over them: the `isBackdrop`
/// of ``AuditedLayout/Analysis`` (a plain view with content drawn over it is decoration).
///
/// The plain question (for each subview, does one of the subviews after it overlap it by more
/// than ``Geometry/tolerance`` both ways) asked of every pair is quadratic in the number of
/// siblings: a 10,000-view chain under one superview took 50 million rectangle intersections per
/// layout. Here the later siblings are filed in a uniform grid of cells about the size of a
/// typical sibling, so a subview is compared only with the siblings that share a cell with it:
/// linear for chains, grids and any spread of similar-sized views. The answer is the pairwise
/// one exactly: every candidate is confirmed with ``Geometry/overlap(_:_:)``, and two rectangles
/// that overlap by more than the tolerance share the interior of some cell.
enum SiblingOverlap {
  /// Up to this many siblings, every pair is compared directly.
  static let directLimit = 32
  /// A rectangle spanning more cells than this is kept in a list compared with every later
  /// query instead of being filed cell by cell; as a query, it is compared with every filed
  /// sibling instead of looking its cells up.
  static let maximumCellsPerRectangle = 64
  /// Coordinates beyond this magnitude are not filed in the grid (their cell numbers would not
  /// fit); such rectangles are compared with every other, as in the plain question.
  static let largestFiledCoordinate: CGFloat = 1e12

  /// `covered[i]`: whether some `j > i` with `visible[j]` has
  /// `Geometry.overlap(frames[j], frames[i]) != nil`.
  static func coveredByLaterSibling(frames: [CGRect], visible: [Bool]) -> [Bool] {
    let count = frames.count
    var covered = [Bool](repeating: false, count: count)
    guard count > 1 else { return covered }
    if count <= directLimit {
      for index in 0..<count {
        covered[index] = (index + 1..<count).contains {
          visible[$0] && Geometry.overlap(frames[$0], frames[index]) != nil
        }
      }
      return covered
    }
    let standard = frames.map(\.standardized)
    // Only a rectangle thicker than the tolerance both ways can overlap another by more than it.
    func canOverlap(_ rect: CGRect) -> Bool {
      !(rect.width <= Geometry.tolerance) && !(rect.height <= Geometry.tolerance)
    }
    func isFilable(_ rect: CGRect) -> Bool {
      rect.minX.isFinite && rect.maxX.isFinite && rect.minY.isFinite && rect.maxY.isFinite
        && max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY))
          <= largestFiledCoordinate
    }
    // Cells the size of the median sibling (at least a point), so that a typical sibling spans
    // a few cells and a cell holds a few siblings.
    let sized = standard.filter { isFilable($0) && canOverlap($0) }
    let cellWidth = max(1, median(sized.map(\.width)))
    let cellHeight = max(1, median(sized.map(\.height)))
    func cells(_ rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
      (
        Int((rect.minX / cellWidth).rounded(.down))...Int((rect.maxX / cellWidth).rounded(.down)),
        Int((rect.minY / cellHeight).rounded(.down))...Int((rect.maxY / cellHeight).rounded(.down))
      )
    }
    func isWide(_ span: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> Bool {
      let (width, height) = (span.x.count, span.y.count)
      return width > maximumCellsPerRectangle || height > maximumCellsPerRectangle
        || width * height > maximumCellsPerRectangle
    }
    var grid: [Int64: [Int]] = [:]
    /// Later visible siblings filed in the grid.
    var filed: [Int] = []
    /// Later visible siblings compared with every query: not filable, or spanning many cells.
    var everywhere: [Int] = []
    func key(_ x: Int, _ y: Int) -> Int64 {
      Int64(truncatingIfNeeded: x) &* 1_000_003 &+ Int64(truncatingIfNeeded: y)
    }
    for index in stride(from: count - 1, through: 0, by: -1) {
      let rect = standard[index]
      let filable = isFilable(rect)
      if canOverlap(rect) || !filable {
        covered[index] = everywhere.contains {
          Geometry.overlap(frames[$0], frames[index]) != nil
        }
        if !covered[index] {
          if filable, !isWide(cells(rect)) {
            let span = cells(rect)
            search: for x in span.x {
              for y in span.y {
                guard let list = grid[key(x, y)] else { continue }
                if list.contains(where: { Geometry.overlap(frames[$0], frames[index]) != nil }) {
                  covered[index] = true
                  break search
                }
              }
            }
          } else if filable {
            // Wider than the grid is worth: compare with every filed sibling.
            covered[index] = filed.contains { Geometry.overlap(frames[$0], frames[index]) != nil }
          } else {
            // Not filable: compare with every later visible sibling, as the plain question does.
            covered[index] = (index + 1..<count).contains {
              visible[$0] && Geometry.overlap(frames[$0], frames[index]) != nil
            }
          }
        }
      }
      guard visible[index] else { continue }
      if !filable {
        everywhere.append(index)
      } else if canOverlap(rect) {
        let span = cells(rect)
        if isWide(span) {
          everywhere.append(index)
        } else {
          filed.append(index)
          for x in span.x {
            for y in span.y { grid[key(x, y), default: []].append(index) }
          }
        }
      }
    }
    return covered
  }

  private static func median(_ values: [CGFloat]) -> CGFloat {
    guard !values.isEmpty else { return 1 }
    return values.sorted()[values.count / 2]
  }
}
