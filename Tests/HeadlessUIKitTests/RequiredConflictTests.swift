import Foundation
import Testing

@testable import HeadlessUIKit

/// `NSLayoutConstraint.requiredConflict(in:)` answers "no conflict" without a solver when every
/// required constraint names a variable no earlier one named. On random constraint sets over a
/// few views, that shortcut must agree with the solver alone, and the public answer must be the
/// solver's answer, conflict and minimal set included.
@MainActor
struct RequiredConflictTests {
  /// A small deterministic generator (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let attributes: [NSLayoutConstraint.Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .leadingMargin, .topMargin, .notAnAttribute,
  ]

  static func randomSet(
    views: [UIView], count: Int, using random: inout Generator
  ) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    for _ in 0..<count {
      let first = views[Int.random(in: 0..<views.count, using: &random)]
      let second: UIView? =
        Bool.random(using: &random) ? views[Int.random(in: 0..<views.count, using: &random)] : nil
      let constraint = NSLayoutConstraint(
        item: first,
        attribute: attributes[Int.random(in: 0..<attributes.count, using: &random)],
        relatedBy: [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][
          Int.random(in: 0..<4, using: &random)],
        toItem: second,
        attribute: attributes[Int.random(in: 0..<attributes.count, using: &random)],
        multiplier: [1, 1, 2, 0.5, -1, 0][Int.random(in: 0..<6, using: &random)],
        constant: CGFloat(Int.random(in: -3...3, using: &random) * 10))
      if Int.random(in: 0..<5, using: &random) == 0 { constraint.priority = .defaultHigh }
      made.append(constraint)
    }
    return made
  }

  @Test("the shortcut never answers 'no conflict' where the solver finds one; same answers")
  func shortcutAgreesWithSolver() {
    var random = Generator(state: 11)
    let views = (0..<4).map { _ in UIView(frame: .zero) }
    var shortcuts = 0
    var conflicts = 0
    for round in 0..<600 {
      let set = RequiredConflictTests.randomSet(
        views: views, count: 1 + round % 12, using: &random)
      let bySolver = NSLayoutConstraint.requiredConflictBySolving(set)
      if NSLayoutConstraint.eachNamesAFreshVariable(set) {
        shortcuts += 1
        #expect(bySolver == nil, "round \(round)")
      }
      if bySolver != nil { conflicts += 1 }
      let answer = NSLayoutConstraint.requiredConflict(in: set)
      #expect(answer?.broken === bySolver?.broken, "round \(round)")
      #expect(
        answer.map { $0.conflictingSet.map(ObjectIdentifier.init) }
          == bySolver.map { $0.conflictingSet.map(ObjectIdentifier.init) }, "round \(round)")
    }
    // Both paths were exercised.
    #expect(shortcuts > 100)
    #expect(conflicts > 100)
  }

  /// A class that is not a layout item (each constraint made on it gets its own handle).
  final class Thing {}

  @Test("an item of another class named twice is one item to the shortcut")
  func foreignItemNamedTwice() {
    let thing = Thing()
    let made = [10.0, 20.0].map { width in
      NSLayoutConstraint(
        item: thing, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: width)
    }
    #expect(!NSLayoutConstraint.eachNamesAFreshVariable(made))
    #expect(NSLayoutConstraint.requiredConflict(in: made)?.broken === made[1])
    // The same for a view, numbered on its handle.
    let view = UIView()
    let onView = [10.0, 20.0].map { view.widthAnchor.constraint(equalToConstant: $0) }
    #expect(!NSLayoutConstraint.eachNamesAFreshVariable(onView))
    #expect(NSLayoutConstraint.eachNamesAFreshVariable([onView[0]]))
  }

  @Test("a chain of views, each placed after the last, is decided without a solver")
  func chainTakesTheShortcut() {
    let root = UIView(frame: .zero)
    var previous: UIView?
    var made: [NSLayoutConstraint] = []
    for _ in 0..<50 {
      let view = UIView(frame: .zero)
      root.addSubview(view)
      made += [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 0.1),
        view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
      ]
      previous = view
    }
    #expect(NSLayoutConstraint.eachNamesAFreshVariable(made))
    #expect(NSLayoutConstraint.requiredConflict(in: made) == nil)
    // A cycle closing the chain is not: the solver decides, and finds it.
    if let previous {
      let cycle = root.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 1)
      #expect(!NSLayoutConstraint.eachNamesAFreshVariable(made + [cycle]))
      #expect(NSLayoutConstraint.requiredConflict(in: made + [cycle])?.broken === cycle)
    }
  }
}
