import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// Issue 32: a flow layout whose item has no extent (or 1e-300) on the cross axis made the
/// number of items per line infinite or 10^300, and its conversion to `Int` trapped.
@MainActor
@Suite struct FlowLayoutBoundsTests {
  @Test(arguments: [
    (CGFloat(1e300), FlowLayoutRules.maximumItemsPerLine),
    (.infinity, FlowLayoutRules.maximumItemsPerLine),
    (.nan, 1), (-.infinity, 1), (-5, 1), (0, 1), (0.999, 1), (1, 1), (3.7, 3),
    (CGFloat(1 << 40) + 10, FlowLayoutRules.maximumItemsPerLine),
  ])
  func itemsPerLineIsAlwaysAnInt(_ quotient: CGFloat, _ expected: Int) {
    #expect(FlowLayoutRules.itemsPerLine(quotient: quotient) == expected)
  }

  func layout(itemSize: CGSize, spacing: CGFloat = 0, items: Int) -> [CGRect] {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.numberOfItemsInSection = [items]
    return view.layoutItems().frames.first ?? []
  }

  @Test(arguments: [
    CGSize(width: 1e-300, height: 10), CGSize(width: 0, height: 10),
    CGSize(width: Double.leastNonzeroMagnitude, height: 10),  // 5e-324, the smallest subnormal
  ])
  func tinyItemsShareOneLine(_ size: CGSize) {
    // Every item fits on the first line: all at y = 0, spread across the 100-pt width.
    let frames = layout(itemSize: size, items: 3)
    #expect(frames.count == 3)
    #expect(frames.allSatisfy { $0.minY == 0 })
    #expect(frames.allSatisfy { $0.minX.isFinite && $0.minX >= 0 && $0.minX <= 100 })
  }

  @Test func zeroMainAxisStacksLinesAtTheTop() {
    // 10-pt items, 10 per 100-pt line; a zero height puts every line at y = 0.
    let frames = layout(itemSize: CGSize(width: 10, height: 0), items: 25)
    #expect(frames.count == 25)
    #expect(frames.allSatisfy { $0.minY == 0 })
    #expect(frames[10].minX == 0)
  }

  @Test func ordinaryItemsAreUnchanged() {
    // 30-pt items with 5-pt spacing in 100 pt: 3 per line (3 × 30 + 2 × 5 = 100).
    let frames = layout(itemSize: CGSize(width: 30, height: 20), spacing: 5, items: 4)
    #expect(frames.map(\.minX) == [0, 35, 70, 0])
    #expect(frames.map(\.minY) == [0, 0, 0, 20])
  }
}
