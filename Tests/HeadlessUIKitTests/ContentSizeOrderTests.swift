import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The order in which the engine gives a batch to the solver (`AutoLayoutEngine.order(_:)`):
/// activation order, with the non-required content-size constraints last and the required ones
/// first. A seat map made of stack views (a vertical fill-equally stack of horizontal
/// fill-equally stacks of titled buttons, the shape of a real app's xib) took seconds per layout
/// while the content-size constraints went first: every size was then in the simplex tableau
/// before the stack views' equalities came, so none of those could be solved by substitution.
@MainActor
@Suite struct ContentSizeOrderTests {
  /// `rows` horizontal fill-equally stacks (spacing 5) of `columns` views with an intrinsic size
  /// each, in a vertical fill-equally stack (spacing 15) pinned 20 pt inside an iPhone 8's root
  /// view (375 × 667 points).
  private func seatMap(rows: Int, columns: Int) throws -> (UIWindow, [[UIView]]) {
    let seats = (0..<rows).map { _ in
      (0..<columns).map { _ in IntrinsicView(size: CGSize(width: 17, height: 21)) }
    }
    let vc = ConstraintViewController { root in
      let rowStacks = seats.map { row -> UIStackView in
        let stack = UIStackView(arrangedSubviews: row)
        stack.distribution = .fillEqually
        stack.spacing = 5
        return stack
      }
      let map = UIStackView(arrangedSubviews: rowStacks)
      map.axis = .vertical
      map.distribution = .fillEqually
      map.spacing = 15
      map.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(map)
      NSLayoutConstraint.activate([
        map.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        map.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        map.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        map.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      ])
    }
    let window = try show(vc, on: "iPhone 8")
    return (window, seats)
  }

  @Test("a seat map of stack views lays out by the fill-equally arithmetic")
  func seatMapFrames() throws {
    let (window, seats) = try seatMap(rows: 3, columns: 4)
    #expect(window.layoutIssues.isEmpty, "\(window.layoutIssues)")
    // Widths: (375 − 2·20 − 3·5) / 4 = 80; heights: (667 − 2·20 − 2·15) / 3 = 199.
    for (row, views) in seats.enumerated() {
      for (column, view) in views.enumerated() {
        let frame = try #require(view.superview).convert(view.frame, to: nil)
        let want = CGRect(x: 20 + 85 * column, y: 20 + 214 * row, width: 80, height: 199)
        let error =
          [
            frame.minX - want.minX, frame.minY - want.minY, frame.width - want.width,
            frame.height - want.height,
          ].map(abs).max() ?? 0
        #expect(error < 1e-9, "\(frame) \(want)")
      }
    }
  }

  @Test("the equal widths of a row are solved by substitution, not left to the simplex")
  func equalWidthsAreSubstituted() throws {
    let (window, seats) = try seatMap(rows: 2, columns: 5)
    let engine = try #require(window.autoLayoutEngine)
    for row in seats {
      let roots = try row.map { view in
        let item = try #require(engine.itemIndex(ofView: view))
        return engine.solver.substitutionRoot(of: engine.items[item].variable(2))
      }
      // The widths share their roots: each equality `width == first.width` was substituted but
      // the one that closes the row's chain (the last view's width, which the trailing edge has
      // put in the tableau by then). Had the content-size constraints gone first, every width
      // would be a tableau symbol, its own root: five roots.
      #expect(Set(roots.map { $0 ?? -1 }).count <= 2, "\(roots)")
    }
  }

  @Test("a required content size still goes first: the conflicting constraint is the one broken")
  func requiredContentSizeFirst() throws {
    var made: UIView?
    let vc = ConstraintViewController { root in
      let view = IntrinsicView(size: CGSize(width: 50, height: 10))
      view.sceneID = "fixed"
      view.translatesAutoresizingMaskIntoConstraints = false
      view.setContentHuggingPriority(.required, for: .horizontal)
      view.setContentCompressionResistancePriority(.required, for: .horizontal)
      root.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 80),
      ])
      made = view
    }
    let window = try show(vc, on: "iPhone 8")
    #expect(try #require(made).frame.width == 50)
    let broken = window.layoutIssues.compactMap {
      if case .conflict(let conflict) = $0 { return conflict.broken.text }
      return nil
    }
    #expect(broken == ["IntrinsicView#fixed.width == 80"])
  }
}
