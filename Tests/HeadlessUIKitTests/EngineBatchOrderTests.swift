import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The engine installs a batch in activation order (AL2.1: among conflicting required constraints
/// the one activated last is broken), but collects it view by view, each view's installed
/// constraints in turn: a constraint installed on a subview is collected after the superview's,
/// even when activated before them. The batch is sorted by the orders read during the
/// collection (`AutoLayoutEngine.sortByOrder(_:keys:)`), moving the references in place.
@MainActor
@Suite struct EngineBatchOrderTests {
  private func constraints(_ count: Int) -> [NSLayoutConstraint] {
    let view = UIView()
    return (0..<count).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
  }

  /// What the sort must give: a stable sort of the positions by key.
  private func expected(_ constraints: [NSLayoutConstraint], _ keys: [Int]) -> [NSLayoutConstraint]
  {
    keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
      .map { constraints[$0] }
  }

  @Test(
    "sorting by keys moves each constraint to its place, equal keys in their given order",
    arguments: [
      [0, 1, 2, 3, 4, 5],  // already in order
      [5, 4, 3, 2, 1, 0],  // reversed
      [0, 3, 6, 9, 1, 2, 4, 5, 7, 8],  // a superview's constraints, then its subviews'
      [7, 2, 9, 0, 4, 4, -1, -1, 3],  // equal keys; content-size constraints (−1) at the end
      [1, 0, 3, 2, 5, 4, 7, 6],  // many two-cycles
      [3, 0, 1, 2],  // one long cycle
      [],
      [42],
    ])
  func sortsByKeys(keys: [Int]) {
    let made = constraints(keys.count)
    var sorted = made
    AutoLayoutEngine.sortByOrder(&sorted, keys: keys)
    let want = expected(made, keys)
    #expect(sorted.count == want.count)
    #expect(zip(sorted, want).allSatisfy { $0 === $1 })
  }

  @Test("a pseudo-random permutation of 1,000 constraints is sorted like a stable sort")
  func sortsAPermutation() {
    var generator = RequiredConflictTests.Generator(state: 11)
    let keys = (0..<1_000).map { _ in Int(generator.next() % 300) }
    let made = constraints(keys.count)
    var sorted = made
    AutoLayoutEngine.sortByOrder(&sorted, keys: keys)
    #expect(zip(sorted, expected(made, keys)).allSatisfy { $0 === $1 })
  }

  @Test("deactivating a batch at once leaves each host with the constraints not in it, in order")
  func deactivateAllAtOnce() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    root.addSubview(a)
    root.addSubview(b)
    let kept = [
      a.widthAnchor.constraint(equalToConstant: 1), b.topAnchor.constraint(equalTo: a.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 2),
    ]
    let batch = [
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor),  // on the root
      a.widthAnchor.constraint(equalToConstant: 3),  // on a
      b.heightAnchor.constraint(equalToConstant: 4),  // on b
      a.bottomAnchor.constraint(equalTo: b.bottomAnchor),  // on the root
    ]
    NSLayoutConstraint.activate([kept[0], batch[0], kept[1], batch[1], batch[2], kept[2], batch[3]])
    #expect(root.constraints.count == 3 && a.constraints.count == 3 && b.constraints.count == 1)
    NSLayoutConstraint.deactivateAll(batch)
    #expect(batch.allSatisfy { !$0.isActive })
    #expect(kept.allSatisfy { $0.isActive })
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(kept[1])])
    #expect(
      a.constraints.map(ObjectIdentifier.init) == [kept[0], kept[2]].map(ObjectIdentifier.init))
    #expect(b.constraints.isEmpty)
  }

  @Test("a constraint installed on a subview, activated first, is installed first (AL2.1)")
  func subviewConstraintActivatedFirst() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "box")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      // Installed on the box (one item), activated first.
      view.widthAnchor.constraint(equalToConstant: 100).isActive = true
      // Installed on the root (their common ancestor), so collected before the box's own; it is
      // activated last, so it is the one broken.
      let late = view.widthAnchor.constraint(
        equalTo: root.widthAnchor, multiplier: 0, constant: 200)
      late.identifier = "late"
      late.isActive = true
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(try #require(made).frame.width == 100)
    let broken = window.layoutIssues.compactMap {
      if case .conflict(let conflict) = $0 { return conflict.broken.identifier }
      return nil
    }
    #expect(broken == ["late"])
  }
}
