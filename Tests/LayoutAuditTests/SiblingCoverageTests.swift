import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutAudit

/// `SiblingCoverage` answers "does a later shown sibling overlap this view" without comparing
/// every pair. The oracle is the definition itself, asked pairwise.
@Suite struct SiblingCoverageTests {
  static func view(_ id: Int, _ frame: CGRect, hidden: Bool = false) -> ViewSnapshot {
    ViewSnapshot(
      id: id, className: "UIView", sceneID: nil, sourceLocation: nil, frame: frame,
      frameInWindow: frame, bounds: CGRect(origin: .zero, size: frame.size), isHidden: hidden,
      safeAreaInsets: nil, safeAreaDerivation: nil, safeAreaLayoutFrame: nil,
      layoutMargins: .zero, layoutMarginsLayoutFrame: .zero,
      readableContentLayoutFrame: .zero, subviews: [])
  }

  static func pairwise(_ siblings: [ViewSnapshot]) -> [Bool] {
    siblings.indices.map { index in
      siblings[(index + 1)...].contains {
        !$0.isHidden && $0.alpha >= 0.01 && Geometry.overlap($0.frame, siblings[index].frame) != nil
      }
    }
  }

  /// A deterministic generator (SplitMix64), so a failure reproduces.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(arguments: [3, 40, 65, 300, 2_000])
  func matchesThePairwiseDefinition(count: Int) {
    for seed in 0..<5 {
      var random = Generator(state: UInt64(seed * 1000 + count))
      let siblings = (0..<count).map { id in
        // Mostly small rectangles, some huge ones, some without area, some hidden, some on a
        // grid boundary, negative sizes included.
        let kind = random.next(10)
        let width = kind == 0 ? 0 : CGFloat(kind == 1 ? 600 : random.next(40) + 1) * 0.75
        let height = kind == 2 ? 0.25 : CGFloat(kind == 1 ? 900 : random.next(40) + 1) * 0.75
        let frame = CGRect(
          x: CGFloat(random.next(400)) - 20, y: CGFloat(random.next(800)) - 20,
          width: kind == 3 ? -width : width, height: height)
        return Self.view(id, frame, hidden: kind == 4)
      }
      #expect(SiblingCoverage.coveredFlags(siblings) == Self.pairwise(siblings))
    }
  }

  @Test func manyApartViewsAreNotCovered() {
    // 5,000 siblings on a diagonal, none overlapping: the pairwise check is 1.25·10⁷ comparisons.
    let siblings = (0..<5_000).map {
      Self.view($0, CGRect(x: CGFloat($0) * 2, y: CGFloat($0) * 2, width: 1.5, height: 1.5))
    }
    let flags = SiblingCoverage.coveredFlags(siblings)
    #expect(!flags.contains(true))
    // The last of three stacked views covers the two below it.
    let stacked = (0..<100).map { Self.view($0, CGRect(x: 0, y: 0, width: 10, height: 10)) }
    #expect(SiblingCoverage.coveredFlags(stacked) == Array(repeating: true, count: 99) + [false])
  }
}
