import AutoLayoutSolver
import DeviceCatalog
import Foundation

// Solving (conflicts broken, AL1.4) and applying the solved frames to the views (AL1.2).
extension AutoLayoutEngine {
  // MARK: Solving

  /// Solves and tells the views that moved. Conflicts with fixed geometry are broken only with
  /// `breaking` (at the end of a pass, AL1.4): during the top-down descent the fixed geometry
  /// below the view being laid out still has its old values, so a conflict seen then may be
  /// transient.
  func solve(breaking: Bool = false) {
    solver.updateVariables()
    if breaking { breakConstraintsAgainstFixedGeometry() }
    generation += 1
    ambiguityCache = nil
    // One copy of the solver for the reads (a method call on the stored property copies it).
    let solved = solver
    // The last superview's way up to the window, taken once for all its subviews (siblings are
    // items one after another); nothing here moves a view.
    var lastSuperview: ObjectIdentifier?
    var superviewPath: PathToRoot?
    for index in items.indices where items[index].isLive && items[index].kind == .free {
      guard let object = items[index].object else { continue }
      let rect = solvedRect(items[index].base, in: solved)
      if items[index].isView {
        let view = unsafeDowncast(object, to: UIView.self)
        var path: PathToRoot?
        if let superview = view.superview {
          if lastSuperview != ObjectIdentifier(superview) {
            lastSuperview = ObjectIdentifier(superview)
            superviewPath = superview.pathToRoot()
          }
          path = superviewPath
        }
        let current = view.frameInWindow(superviewPath: path)
        if !AutoLayoutEngine.nearlyEqual(current, rect) {
          view.superview?.needsLayout = true
          framesStale = true
        }
      } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        guide.storedFrame = CGRect(origin: owner.convert(rect.origin, from: nil), size: rect.size)
      }
    }
  }

  func solvedRect(_ base: Int, in solver: Solver) -> CGRect {
    // One call for the four (each call into the solver's module retains its arrays).
    let values = solver.values(ofFourFrom: base)
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// AL2.2: a fixed item held away from its geometry means required constraints contradict the
  /// runtime's own (autoresizing-mask, safe-area, margin) constraints: break the most recently
  /// activated constraint of the minimal conflicting set, and solve again.
  private func breakConstraintsAgainstFixedGeometry() {
    for _ in 0..<16 {
      // The first fixed variable held off by required facts (one held off only by the weight of
      // weaker constraints, or as the side effect of another conflict, explains nothing).
      var found: (target: Fact, set: [Fact])?
      for (item, index) in violatedFixed() {
        let target = Fact.fixed(
          item, index, items[item].heldVariable(index), items[item].suggested[index])
        if let set = minimalConflict(target: target) {
          found = (target, set)
          break
        }
      }
      guard let (target, set) = found else { return }
      let candidates = set.compactMap { fact -> NSLayoutConstraint? in
        if case .constraint(let constraint, _) = fact { return constraint }
        return nil
      }
      guard let victim = candidates.max(by: { order($0) < order($1) }),
        let record = installedRecord(for: victim)
      else { return }
      uninstall(record)
      broken.append(
        Broken(
          constraint: victim, set: set.filter { !$0.isConstraint(victim) } + [target],
          againstFixedGeometry: true, fixedRevision: fixedRevision, revision: record.revision))
      solver.updateVariables()
    }
  }

  /// The fixed variables held off their suggested values, in item order.
  func violatedFixed() -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    let solver = self.solver
    for itemIndex in currentHeldItems() {
      let item = items[itemIndex]
      for index in 0..<4 where !item.suggested[index].isNaN {
        let value = solver.value(of: item.heldVariable(index))
        if abs(value - item.suggested[index]) > 1e-6 * max(1, abs(item.suggested[index])) {
          result.append((itemIndex, index))
        }
      }
    }
    return result
  }

  // MARK: Applying

  /// UIKit's `-[UIView layoutSubviews]` work: the frames Auto Layout computed for this view's
  /// constrained subviews, in its bounds' coordinates (AL1.2).
  func applyFrames(toSubviewsOf view: UIView) {
    var solved: Solver?
    // The superview's place in the window, found once for all its subviews.
    var placement: (point: CGPoint, scale: CGFloat)?
    for subview in view.subviews {
      guard let index = itemIndex(ofView: subview), items[index].kind == .free else { continue }
      if solved == nil { solved = solver }
      guard let solved else { continue }
      var rect = solvedRect(items[index].base, in: solved)
      if !outOfRange.isEmpty { outOfRange.removeAll { $0.view === subview } }
      // A function, not a closure: a closure made here is checked for the main actor per call.
      func inRange(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= AutoLayoutEngine.largestSolvedValue
      }
      if !(inRange(rect.minX) && inRange(rect.minY) && inRange(rect.width)
        && inRange(rect.height)) || solved.numericalFailure != nil
      {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        let names = ["x", "y", "width", "height"]
        let bad = values.indices.filter { !inRange(values[$0]) }
        // Not a trap: the numbers came from the constraints. Lay the view out at zero there
        // and say so (`LayoutIssue.outOfRange`).
        var fixed = values
        for index in bad { fixed[index] = 0 }
        rect = CGRect(x: fixed[0], y: fixed[1], width: fixed[2], height: fixed[3])
        outOfRange.append((subview, bad.isEmpty ? names : bad.map { names[$0] }))
      }
      let windowPlacement = placement ?? view.windowPlacement()
      placement = windowPlacement
      let origin = view.convert(rect.origin, fromWindow: windowPlacement)
      let frame = CGRect(
        x: origin.x, y: origin.y, width: max(0, rect.width), height: max(0, rect.height))
      if !AutoLayoutEngine.nearlyEqual(subview.frame, frame) { subview.frame = frame }
    }
  }

  /// The largest magnitude of a solved coordinate or size applied to a view: 10⁹ points, a
  /// thousand times the bound on input numbers (``InputBounds``), which sums along any real
  /// chain of views stay under; beyond it a product of multipliers has run away.
  static let largestSolvedValue: CGFloat = 1e9

  static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
      && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
  }
}
