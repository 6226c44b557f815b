import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// A view that records `updateConstraints` calls into a shared log.
@MainActor
final class RecordingView: UIView {
  let name: String
  let record: @MainActor (String) -> Void

  init(_ name: String, record: @escaping @MainActor (String) -> Void) {
    self.name = name
    self.record = record
    super.init(frame: .zero)
  }

  override func updateConstraints() {
    record("updateConstraints \(name)")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    record("layoutSubviews \(name)")
  }
}

@MainActor
final class RecordingController: UIViewController {
  var log: [String] = []

  override func loadView() {
    let root = RecordingView("root") { [unowned self] in self.log.append($0) }
    let child = RecordingView("child") { [unowned self] in self.log.append($0) }
    let grandchild = RecordingView("grandchild") { [unowned self] in self.log.append($0) }
    root.addSubview(child)
    child.addSubview(grandchild)
    view = root
    child.setNeedsUpdateConstraints()
  }

  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    super.updateViewConstraints()
  }
}

/// Conflicts (broken constraint, minimal set), ambiguity, intrinsic size, update-constraints
/// order (`Documentation/AutoLayout.md`, AL1.1, AL2, AL3).
@MainActor
@Suite struct AutoLayoutIssueTests {
  private func conflicts(_ window: UIWindow) -> [LayoutConflict] {
    window.layoutIssues.compactMap {
      if case .conflict(let conflict) = $0 { return conflict }
      return nil
    }
  }

  private func ambiguities(_ window: UIWindow) -> [LayoutAmbiguity] {
    window.layoutIssues.compactMap {
      if case .ambiguous(let ambiguity) = $0 { return ambiguity }
      return nil
    }
  }

  @Test("two required widths: the one activated last is broken; the set is the other one")
  func requiredConflict() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "box")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        view.widthAnchor.constraint(equalToConstant: 100),
      ])
      let late = view.widthAnchor.constraint(equalToConstant: 200)
      late.identifier = "late"
      late.isActive = true
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(try #require(made).frame.width == 100)
    let found = conflicts(window)
    try #require(found.count == 1)
    #expect(found[0].broken.text == "UIView#box.width == 200")
    #expect(found[0].broken.identifier == "late")
    #expect(found[0].broken.isBroken)
    #expect(found[0].conflictingSet.map(\.text) == ["UIView#box.width == 100"])
    #expect(ambiguities(window).isEmpty)
  }

  @Test("a three-constraint cycle: the minimal set names exactly the other two")
  func cycle() throws {
    let vc = ConstraintViewController { root in
      let a = constrainedSubview(of: root, id: "a")
      let b = constrainedSubview(of: root, id: "b")
      NSLayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
        a.widthAnchor.constraint(equalToConstant: 40),  // not part of the cycle's set
        b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10),
        a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10),
      ])
    }
    let window = try show(vc, on: "iPhone 8")
    let found = conflicts(window)
    try #require(found.count == 1)
    #expect(found[0].broken.text == "UIView#a.width == UIView#b.width + 10")
    #expect(
      found[0].conflictingSet.map(\.text).sorted() == ["UIView#b.width == UIView#a.width + 10"])
  }

  @Test("a constraint against the superview's frame (autoresizing mask): broken, with the frame")
  func conflictWithFixedGeometry() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "wide")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 400).isActive = true
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    // UIKit breaks one constraint and keeps the screen's geometry: the view is 375 wide.
    #expect(try #require(made).frame.width == 375)
    let found = conflicts(window)
    try #require(found.count == 1)
    #expect(found[0].broken.text == "UIView#wide.width >= 400")
    let texts = found[0].conflictingSet.map(\.text)
    #expect(texts.contains("UIView#wide.leading == UIView.leading"))
    #expect(texts.contains("UIView#wide.trailing == UIView.trailing"))
    #expect(found[0].conflictingSet.contains { $0.origin == .autoresizingMask })
    // On a wider screen the same constraint holds: nothing is broken.
    window.setEnvironment(Environment(device: try device("iPad Air 2")))
    #expect(conflicts(window).isEmpty)
  }

  @Test("ambiguity: a view with only a position has an ambiguous width and height")
  func ambiguity() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "loose")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    let view = try #require(made)
    #expect(view.hasAmbiguousLayout)
    let found = ambiguities(window)
    #expect(found.map(\.view) == ["UIView#loose"])
    #expect(found.first?.attributes == ["width", "height"])
  }

  @Test("an inequality alone leaves the position ambiguous; a low-priority pin settles it")
  func inequalityAmbiguity() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "v")
      let low = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
      low.priority = UILayoutPriority(1)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
        view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
        low,
      ])
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(try #require(made).frame.minX == 20)
    #expect(ambiguities(window).first?.attributes == ["y"])
  }

  @Test("intrinsic size: hugging (250) and compression resistance (750) per axis")
  func intrinsicSize() throws {
    var label: IntrinsicView?
    var other: IntrinsicView?
    let vc = ConstraintViewController { root in
      let first = IntrinsicView(size: CGSize(width: 100, height: 20))
      let second = IntrinsicView(size: CGSize(width: 80, height: 20))
      for view in [first, second] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      // The second hugs harder, so the first one stretches to fill the row.
      second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
        second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        first.topAnchor.constraint(equalTo: root.topAnchor),
        second.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      label = first
      other = second
    }
    let window = try show(vc, on: "iPhone 8")
    let first = try #require(label)
    let second = try #require(other)
    #expect(second.frame == CGRect(x: 375 - 80, y: 0, width: 80, height: 20))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375 - 80, height: 20))
    #expect(window.layoutIssues.isEmpty)
    // Squeezed: the one with lower compression resistance gives way.
    first.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    first.size.width = 300
    second.size.width = 300
    first.invalidateIntrinsicContentSize()
    second.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    #expect(second.frame.width == 300)
    #expect(first.frame.width == 75)
  }

  @Test("many compression resistances cannot widen the screen: the rows are squeezed, no conflict")
  func compressionResistancesDoNotMoveFixedGeometry() throws {
    // Twelve rows, each a 300-pt label and a 100-pt label between the root view's edges: on a
    // 320-pt screen every row is 80 pt too wide. UIKit's autoresizing constraints are required,
    // so the labels give way (compression resistance 750 < 1000); the sum of the twelve rows'
    // resistances (12 × 2 × 750,000 per point) must not pull the root view wider, and nothing
    // conflicts (a corpus storyboard was reported with 29 broken constraints on the iPhone SE).
    var rows: [(IntrinsicView, IntrinsicView)] = []
    let vc = ConstraintViewController { root in
      for index in 0..<12 {
        let left = IntrinsicView(size: CGSize(width: 300, height: 20))
        let right = IntrinsicView(size: CGSize(width: 100, height: 20))
        for view in [left, right] {
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
        }
        right.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
          left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
          right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          left.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 30),
          right.topAnchor.constraint(equalTo: left.topAnchor),
        ])
        rows.append((left, right))
      }
    }
    let window = try show(vc, on: "iPhone SE (1st generation)")
    #expect(vc.view.frame.width == 320)
    #expect(window.layoutIssues.isEmpty)
    for (left, right) in rows {
      #expect(right.frame == CGRect(x: 220, y: left.frame.minY, width: 100, height: 20))
      #expect(left.frame.width == 220)
    }
  }
  @Test("updateConstraints runs bottom-up before layout, then updateViewConstraints")
  func updateConstraintsOrder() throws {
    let vc = RecordingController()
    try show(vc, on: "iPhone 8")
    let updates = vc.log.prefix { !$0.hasPrefix("layoutSubviews") }
    #expect(
      Array(updates) == [
        "updateConstraints grandchild", "updateConstraints child", "updateConstraints root",
        "updateViewConstraints",
      ])
    #expect(vc.log.contains("layoutSubviews root"))
    // Only views that ask for it are updated again.
    vc.log = []
    vc.view.subviews[0].setNeedsUpdateConstraints()
    vc.view.setNeedsLayout()
    vc.view.layoutIfNeeded()
    #expect(vc.log.first == "updateConstraints child")
    #expect(!vc.log.contains("updateConstraints root"))
  }

  @Test("constraints between views in different hierarchies are reported and ignored")
  func noCommonAncestor() throws {
    let stray = UIView()
    stray.sceneID = "stray"
    let vc = ConstraintViewController { root in
      let view = constrainedSubview(of: root, id: "v")
      view.widthAnchor.constraint(equalTo: stray.widthAnchor).isActive = true
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(
      window.layoutIssues.contains {
        if case .noCommonAncestor(let constraint) = $0 {
          return constraint.text == "UIView#v.width == UIView#stray.width"
        }
        return false
      })
  }
}
