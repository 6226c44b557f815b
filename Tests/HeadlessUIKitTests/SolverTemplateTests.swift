import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// A window's first batch of constraints may come from a solver another window produced from the
/// same operations (AutoLayoutEngine+Template.swift): it must lay out exactly as a solver built
/// from scratch, and a batch with a conflict must still break it.
@MainActor
@Suite(.serialized) struct SolverTemplateTests {
  /// A card pinned to the safe area and margins, a label with an intrinsic size, a row of two
  /// buttons sharing the width.
  static func card(top: Box) -> ConstraintViewController {
    ConstraintViewController { root in
      let card = constrainedSubview(of: root, id: "card")
      let left = constrainedSubview(of: card, id: "left")
      let right = constrainedSubview(of: card, id: "right")
      let pin = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12)
      top.constraint = pin
      NSLayoutConstraint.activate([
        pin,
        card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        card.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -12),
        left.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        left.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        left.heightAnchor.constraint(equalToConstant: 44),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
        right.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        right.widthAnchor.constraint(equalTo: left.widthAnchor),
        right.centerYAnchor.constraint(equalTo: left.centerYAnchor),
        right.heightAnchor.constraint(equalTo: left.heightAnchor),
      ])
    }
  }

  final class Box {
    var constraint: NSLayoutConstraint?
  }

  /// The frames after the first layout, after a changed constant (the engine removes the old
  /// constraint from the solver, so the solver must know the constraint objects the engine
  /// holds) and after a rotation (edit variables).
  func frames(on device: String, _ orientation: Orientation = .portrait) throws -> String {
    let top = Box()
    let window = try show(Self.card(top: top), on: device, orientation: orientation)
    func text(_ snapshot: LayoutSnapshot) -> String {
      snapshot.allViews.map { "\($0.displayName) \($0.frameInWindow)" }.joined(separator: "\n")
        + "\n" + snapshot.layoutIssues.map(\.description).joined() + "\n"
    }
    var result = text(window.snapshot())
    top.constraint?.constant = 40
    window.layoutIfNeeded()
    result += text(window.snapshot())
    var rotated = window.environment
    rotated.orientation = orientation.isLandscape ? .portrait : .landscapeLeft
    window.setEnvironment(rotated)
    result += text(window.snapshot())
    return result
  }

  @Test("a window whose batch comes from a template lays out as one built from scratch")
  func templateEqualsScratch() throws {
    for (device, orientation) in [
      ("iPhone 15 Pro", Orientation.landscapeLeft), ("iPad Air 2", .portrait),
    ] {
      SolverTemplates.removeAll()
      let scratch = try frames(on: device, orientation)
      SolverTemplates.removeAll()
      _ = try frames(on: "iPhone 8")  // records the batch
      let hitsBefore = SolverTemplates.hits
      let reused = try frames(on: device, orientation)
      #expect(SolverTemplates.hits == hitsBefore + 1)
      #expect(reused == scratch)
    }
  }

  @Test("a batch with a conflict is installed one by one: the same constraint breaks every time")
  func conflictFallsBack() throws {
    func conflicted() throws -> [String] {
      let vc = ConstraintViewController { root in
        let view = constrainedSubview(of: root, id: "box")
        NSLayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          view.topAnchor.constraint(equalTo: root.topAnchor),
          view.heightAnchor.constraint(equalToConstant: 10),
          view.widthAnchor.constraint(equalToConstant: 100),
          view.widthAnchor.constraint(equalToConstant: 200),
        ])
      }
      let window = try show(vc, on: "iPhone 8")
      return window.layoutIssues.map(\.description)
    }
    SolverTemplates.removeAll()
    let first = try conflicted()
    let second = try conflicted()
    #expect(first.count == 1)
    #expect(first.first?.contains("UIView#box.width == 200") == true)
    #expect(second == first)
  }

  /// A free card whose child is pinned to the card's margins (an attached guide: its links are
  /// recorded constraints too): laid out, then the child's margin constraints deactivated (the
  /// guide is released and its links leave the solver), then rotated. The solver's constraint
  /// count tells whether the links the engine removed were the ones the solver held.
  func attachedGuideFrames(on device: String) throws -> String {
    let pins = Box()
    var child: UIView?
    let controller = ConstraintViewController { root in
      let card = constrainedSubview(of: root, id: "card")
      let inner = constrainedSubview(of: card, id: "inner")
      child = inner
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        card.widthAnchor.constraint(equalToConstant: 200),
        card.heightAnchor.constraint(equalToConstant: 120),
        inner.widthAnchor.constraint(equalToConstant: 50),
        inner.heightAnchor.constraint(equalToConstant: 30),
      ])
      let leading = inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
      let top = inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor)
      pins.constraint = leading
      NSLayoutConstraint.activate([leading, top])
      leading.identifier = "leading"
      top.identifier = "top"
    }
    let window = try show(controller, on: device)
    func text() -> String {
      let count = window.autoLayoutEngine?.solver.constraintCount ?? -1
      return window.snapshot().allViews.map { "\($0.displayName) \($0.frameInWindow)" }
        .joined(separator: "\n") + "\nsolver constraints \(count)\n"
    }
    var result = text()
    NSLayoutConstraint.deactivate(
      child?.superview?.constraints.filter { $0.identifier == "leading" || $0.identifier == "top" }
        ?? [])
    NSLayoutConstraint.activate(
      [
        (child?.leadingAnchor).map { anchor in
          anchor.constraint(equalTo: controller.view.leadingAnchor, constant: 5)
        },
        (child?.topAnchor).map { anchor in anchor.constraint(equalTo: controller.view.topAnchor) },
      ].compactMap { $0 })
    window.layoutIfNeeded()
    result += text()
    var rotated = window.environment
    rotated.orientation = .landscapeLeft
    window.setEnvironment(rotated)
    result += text()
    return result
  }

  @Test("a template's attached-guide links are the ones the engine later removes")
  func templateWithAttachedGuide() throws {
    SolverTemplates.removeAll()
    let scratch = try attachedGuideFrames(on: "iPhone 15")
    SolverTemplates.removeAll()
    _ = try attachedGuideFrames(on: "iPhone 8")  // records the batch
    let hitsBefore = SolverTemplates.hits
    let reused = try attachedGuideFrames(on: "iPhone 15")
    #expect(SolverTemplates.hits == hitsBefore + 1)
    #expect(reused == scratch)
    // The card's margins guide was attached (4 links) and is gone after the second layout.
    #expect(scratch.contains("card"))
  }

  /// A vertical chain of `count` views, each 10 points wide and `height` tall, the one at
  /// `offset.index` placed `offset.constant` below the previous one.
  func chainFrames(
    count: Int, height: CGFloat = 20, offset: (index: Int, constant: CGFloat) = (0, 0),
    on device: String = "iPhone 15"
  ) throws -> String {
    let controller = ConstraintViewController { root in
      var previous: UIView?
      for index in 0..<count {
        let view = constrainedSubview(of: root, id: "v\(index)")
        let gap = index == offset.index ? offset.constant : 0
        NSLayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          view.widthAnchor.constraint(equalToConstant: 10),
          view.heightAnchor.constraint(equalToConstant: height),
          view.topAnchor.constraint(
            equalTo: previous?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor, constant: gap),
        ])
        previous = view
      }
    }
    let window = try show(controller, on: device)
    return window.snapshot().allViews.map { "\($0.displayName) \($0.frameInWindow)" }
      .joined(separator: "\n")
  }

  @Test(
    "a batch checked against a template of its size that differs at its start, middle or end lays out as one built from scratch"
  )
  func checkedBatchThatDiffers() throws {
    for index in [0, 3, 5] {
      SolverTemplates.removeAll()
      let scratch = try chainFrames(count: 6, offset: (index, 7))
      SolverTemplates.removeAll()
      _ = try chainFrames(count: 6)  // a template with as many constraints, other constants
      let hitsBefore = SolverTemplates.hits
      let checked = try chainFrames(count: 6, offset: (index, 7))
      #expect(checked == scratch)
      #expect(SolverTemplates.hits == hitsBefore)
      // Now a template of its own: found, and still the same frames.
      let again = try chainFrames(count: 6, offset: (index, 7))
      #expect(again == scratch)
      #expect(SolverTemplates.hits == hitsBefore + 1)
      #expect(scratch.contains("UIView#v5"))
    }
    // Another height throughout: every constraint operation differs from the template's.
    SolverTemplates.removeAll()
    let scratch = try chainFrames(count: 6, height: 30)
    SolverTemplates.removeAll()
    _ = try chainFrames(count: 6)
    #expect(try chainFrames(count: 6, height: 30) == scratch)
  }

  @Test("a batch found by checking gives the template's solver to a window on another device")
  func checkedBatchOnAnotherDevice() throws {
    SolverTemplates.removeAll()
    let scratch = try chainFrames(count: 4, on: "iPad Air 2")
    SolverTemplates.removeAll()
    _ = try chainFrames(count: 4, on: "iPhone 8")
    let hitsBefore = SolverTemplates.hits
    #expect(try chainFrames(count: 4, on: "iPad Air 2") == scratch)
    #expect(SolverTemplates.hits == hitsBefore + 1)
  }
}
