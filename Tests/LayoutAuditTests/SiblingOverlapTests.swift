import Foundation
import Testing

@testable import LayoutAudit

/// The grid behind `isBackdrop` gives the pairwise answer: for each subview, whether a later
/// visible sibling overlaps it by more than the tolerance both ways.
@Suite("sibling overlap")
struct SiblingOverlapTests {
  /// The definition, pair by pair.
  static func pairwise(_ frames: [CGRect], _ visible: [Bool]) -> [Bool] {
    frames.indices.map { index in
      (index + 1..<frames.count).contains {
        visible[$0] && Geometry.overlap(frames[$0], frames[index]) != nil
      }
    }
  }

  /// A fixed linear congruential generator: the same rectangles on every run.
  struct Numbers {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Double>) -> CGFloat {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      return CGFloat(range.lowerBound + unit * (range.upperBound - range.lowerBound))
    }
  }

  @Test("random layouts of every kind agree with the pairwise definition")
  func agreesWithPairwise() {
    var numbers = Numbers(state: 11)
    for round in 0..<60 {
      let count = [2, 40, 200, 700][round % 4]
      var frames: [CGRect] = []
      var visible: [Bool] = []
      for index in 0..<count {
        let kind = Int(numbers.next(0...9.999))
        var rect: CGRect
        switch kind {
        case 0:  // a full-screen backdrop
          rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        case 1:  // a hairline
          rect = CGRect(x: numbers.next(0...390), y: numbers.next(0...844), width: 300, height: 0.4)
        case 2:  // negative size (an unstandardized frame)
          rect = CGRect(
            x: numbers.next(0...390), y: numbers.next(0...844), width: -numbers.next(1...80),
            height: -numbers.next(1...80))
        case 3:  // far away or huge
          rect = CGRect(
            x: numbers.next(-1e13...1e13), y: numbers.next(-1e6...1e6),
            width: numbers.next(0...1e13), height: numbers.next(0...2000))
        // (No frame that is not finite: a layout never holds one, `AutoLayoutEngine` lays such
        // a view out at 0, and `CGRect.intersection` traps on NaN.)
        case 4, 5:  // far beyond the grid's coordinates
          rect = CGRect(
            x: numbers.next(1e12...3e12), y: numbers.next(0...844), width: numbers.next(1...1e12),
            height: numbers.next(1...100))
        case 6:  // a cell of a grid, touching its neighbours
          rect = CGRect(
            x: CGFloat(index % 20) * 19.5, y: CGFloat(index / 20) * 44, width: 19.5, height: 44)
        default:  // an ordinary small view
          rect = CGRect(
            x: numbers.next(-20...400), y: numbers.next(-20...860), width: numbers.next(0...120),
            height: numbers.next(0...120))
        }
        frames.append(rect)
        visible.append(numbers.next(0...1) < 0.8)
      }
      #expect(
        SiblingOverlap.coveredByLaterSibling(frames: frames, visible: visible)
          == Self.pairwise(frames, visible), "round \(round)")
    }
  }

  @Test(
    "a chain of touching views and a grid of touching cells cover nothing; a view drawn over them covers all"
  )
  func chainAndGrid() {
    let chain = (0..<1_000).map { CGRect(x: 0, y: CGFloat($0) * 10, width: 100, height: 10) }
    let grid = (0..<1_000).map {
      CGRect(x: CGFloat($0 % 25) * 16, y: CGFloat($0 / 25) * 16, width: 16, height: 16)
    }
    for frames in [chain, grid] {
      let visible = [Bool](repeating: true, count: frames.count)
      #expect(
        !SiblingOverlap.coveredByLaterSibling(frames: frames, visible: visible).contains(true))
      let over = frames + [CGRect(x: 0, y: 0, width: 1e4, height: 1e4)]
      let covered = SiblingOverlap.coveredByLaterSibling(frames: over, visible: visible + [true])
      #expect(covered == [Bool](repeating: true, count: frames.count) + [false])
      let hidden = SiblingOverlap.coveredByLaterSibling(frames: over, visible: visible + [false])
      #expect(!hidden.contains(true))
    }
  }
}
