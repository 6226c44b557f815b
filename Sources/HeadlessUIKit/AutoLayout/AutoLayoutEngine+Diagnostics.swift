import AutoLayoutSolver
import DeviceCatalog
import Foundation

extension AutoLayoutEngine {
  /// A required relation in a conflict check: an installed constraint, or a fixed item's
  /// geometry (the autoresizing-mask and system-guide constraints UIKit would hold as required):
  /// one of an item's four variables and the value suggested for it.
  enum Fact {
    case constraint(NSLayoutConstraint, Constraint)
    /// An item (its index in ``AutoLayoutEngine/items``), which of its held variables, that
    /// variable, the value suggested for it.
    case fixed(Int, Int, Variable, Double)
    /// A required tie of an attached guide (its item's index) to its view (never broken).
    case link(Int, Constraint)

    var variables: [Variable] {
      switch self {
      case .constraint(_, let constraint), .link(_, let constraint):
        constraint.expression.terms.map(\.variable)
      case .fixed(_, _, let variable, _): [variable]
      }
    }

    func required() -> Constraint {
      switch self {
      case .constraint(_, let constraint):
        Constraint(constraint.expression, constraint.relation, strength: .required)
      case .fixed(_, _, let variable, let value):
        Constraint(LinearExpression(variable) - value, .equal, strength: .required)
      case .link(_, let constraint):
        constraint
      }
    }

    func isConstraint(_ other: NSLayoutConstraint) -> Bool {
      if case .constraint(let constraint, _) = self { return constraint === other }
      return false
    }
  }

  // MARK: Minimal conflicting set (AL2.3)

  /// A minimal set of required facts that, with `target`, cannot all hold: the deletion filter
  /// (drop each fact in turn; keep it out if the rest still conflicts with `target`) over the
  /// required facts connected to `target` through shared variables; nil when they hold together
  /// with `target` (no conflict among required facts).
  ///
  /// - Complexity: O(m·k) solver additions for k connected facts and a conflict of m
  ///   (``deletionFilter(_:target:)``; it was O(k²): a scene of SoundFonts with hundreds of
  ///   connected facts took minutes per layout).
  func minimalConflict(target: Fact) -> [Fact]? {
    var candidates: [Fact] =
      installedRecords
      .filter { solverConstraint(of: $0).strength.isRequired }
      .sorted { $0.constraint.activationSequence < $1.constraint.activationSequence }
      .map { .constraint($0.constraint, solverConstraint(of: $0)) }
    for itemIndex in items.indices where items[itemIndex].isLive && items[itemIndex].kind != .free {
      let item = items[itemIndex]
      for link in item.links { candidates.append(.link(itemIndex, link)) }
      for index in 0..<4 where !item.suggested[index].isNaN {
        if case .fixed(let targetItem, let targetIndex, _, _) = target, targetItem == itemIndex,
          targetIndex == index
        {
          continue
        }
        candidates.append(
          .fixed(itemIndex, index, item.heldVariable(index), item.suggested[index]))
      }
    }
    // Keep the facts connected to the target through shared variables.
    var reached = Set(target.variables.map(\.id))
    var connected = [Bool](repeating: false, count: candidates.count)
    var grew = true
    while grew {
      grew = false
      for (index, fact) in candidates.enumerated() where !connected[index] {
        let ids = fact.variables.map(\.id)
        if ids.contains(where: reached.contains) {
          connected[index] = true
          for id in ids { reached.insert(id) }
          grew = true
        }
      }
    }
    let set = candidates.indices.filter { connected[$0] }.map { candidates[$0] }
    return Self.deletionFilter(set, target: target)
  }

  /// What the deletion filter keeps of `facts` (in order: drop each fact in turn while the rest
  /// still conflicts with `target`), or nil when all of them hold together with `target`; found
  /// with one solver pass per kept fact instead of one per fact.
  ///
  /// With `kept` the facts kept so far and `f[q]` the last of them, the filter drops `f[q+1]`,
  /// `f[q+2]`, … for as long as `kept` with the facts after the dropped one still conflicts with
  /// `target` — sets that only shrink, so it stops at the largest `p` for which `kept`,
  /// `f[p]`, …, `f[last]` and `target` conflict, and keeps `f[p]`. One pass finds that `p`:
  /// `target` and `kept` in a fresh solver, then `f[last]`, `f[last-1]`, … added until one cannot
  /// be. Once `kept` alone conflicts with `target`, every later fact is dropped.
  static func deletionFilter(_ facts: [Fact], target: Fact) -> [Fact]? {
    deletionFilter(facts.map { $0.required() }, target: target.required())?.map { facts[$0] }
  }

  /// ``deletionFilter(_:target:)`` over solver constraints: the positions in `constraints` of
  /// what the filter keeps, in order, or nil when all of them hold together with `target`.
  nonisolated static func deletionFilter(_ constraints: [Constraint], target: Constraint)
    -> [Int]?
  {
    var kept: [Int] = []
    var lower = 0
    while true {
      var solver = Solver()
      do {
        try solver.addConstraint(target)
        for index in kept { try solver.addConstraint(constraints[index]) }
      } catch {
        return kept
      }
      var found: Int?
      for index in stride(from: constraints.count - 1, through: lower, by: -1) {
        do {
          try solver.addConstraint(constraints[index])
        } catch {
          found = index
          break
        }
      }
      // Every constraint holds with `target` (first pass), or (later passes, which re-add a set
      // found to conflict) the solver's rounding disagreed with the earlier pass: keep what is
      // found.
      guard let found else { return kept.isEmpty ? nil : kept }
      kept.append(found)
      lower = found + 1
    }
  }

  static func satisfiable(_ facts: [Fact]) -> Bool {
    var solver = Solver()
    for fact in facts {
      do {
        try solver.addConstraint(fact.required())
      } catch {
        return false
      }
    }
    return true
  }

  func conflict(broken: NSLayoutConstraint, set: [Fact]) -> LayoutConflict {
    var brokenSnapshot = ConstraintText.snapshot(broken, relativeTo: nil)
    brokenSnapshot.isBroken = true
    return LayoutConflict(
      broken: brokenSnapshot,
      conflictingSet: set.filter { !$0.isConstraint(broken) }.map(snapshot(of:)))
  }

  func snapshot(of fact: Fact) -> ConstraintSnapshot {
    switch fact {
    case .constraint(let constraint, _):
      return ConstraintText.snapshot(constraint, relativeTo: nil)
    case .link(let item, _):
      let name = object(ofItem: item).map { ConstraintText.globalName($0) } ?? "(deallocated)"
      let ownerIndex = items[item].owner
      let owner =
        (ownerIndex >= 0 ? object(ofItem: ownerIndex) : nil).map { ConstraintText.globalName($0) }
        ?? "(deallocated)"
      return ConstraintSnapshot(text: "\(name) inside \(owner)", origin: .systemGuide)
    case .fixed(let itemIndex, let index, _, let value):
      let item = items[itemIndex]
      let object = object(ofItem: itemIndex)
      let attribute =
        item.kind == .attached
        ? ["inset.left", "inset.top", "inset.right", "inset.bottom"][index]
        : ["left", "top", "width", "height"][index]
      let name = object.map { ConstraintText.globalName($0) } ?? "(deallocated)"
      let origin: ConstraintSnapshot.Origin =
        switch object {
        case is UIView: .autoresizingMask
        case is UILayoutGuide: .systemGuide
        default: .layoutSupport
        }
      return ConstraintSnapshot(
        text: "\(name).\(attribute) == \(PointFormat.string(CGFloat(value)))",
        origin: origin)
    }
  }

  // MARK: Issues

  /// Conflicts and constraints without a common ancestor found in the last pass, then views
  /// whose frame is ambiguous.
  func issues() -> [LayoutIssue] {
    var result: [LayoutIssue] = broken.sorted {
      $0.constraint.activationSequence < $1.constraint.activationSequence
    }.map { .conflict(conflict(broken: $0.constraint, set: $0.set)) }
    result += unrooted.map { .noCommonAncestor(ConstraintText.snapshot($0, relativeTo: nil)) }
    if let failure = solver.numericalFailure { result.append(.numericalFailure(failure)) }
    result += outOfRange.map { entry in
      .outOfRange(
        LayoutAmbiguity(
          view: ConstraintText.globalName(entry.view), sourceLocation: entry.view.sourceLocation,
          attributes: entry.attributes))
    }
    result += ambiguities().issues.map { .ambiguous($0) }
    return result
  }

  func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
    broken.contains { $0.constraint === constraint }
  }

  // MARK: Ambiguity (AL2.4)

  /// Views whose frame the constraints leave undetermined: a frame variable that another
  /// optimal solution changes, at no cost at any priority, which is what ambiguity means.
  ///
  /// One pass over the solver's optimal tableau (``Solver/zeroCostMoves()``) decides most
  /// variables: one whose row holds only symbols held at zero on the optimal face cannot move;
  /// one whose row holds a zero-cost symbol that no degenerate row limits can (the optimal-face
  /// reading of the final tableau, Chvátal 1983; Cassowary's restricted and
  /// unrestricted variables, Badros, Borning & Stuckey 2001). A variable the pass leaves
  /// undecided (a degenerate row another symbol could compensate) is pulled by 10 pt each way
  /// with a *weak* edit variable on a copy of the solver (kiwi's edit-variable trick): weak is
  /// below every UIKit priority (priority 1 weighs 1,000 times weak), so the variable moves only
  /// along a direction that costs nothing. Variables tied together by required equalities are
  /// decided once.
  ///
  /// - Complexity: O(tableau cells) for the pass, O(terms of its row) per frame variable, plus
  ///   one incremental edit per undecided variable; cached until the next solve. (It was one
  ///   edit per free variable: 2,000 stack-view children took 31.7 s.)
  func ambiguities() -> (views: [UIView], issues: [LayoutAmbiguity]) {
    if let cache = ambiguityCache, cache.generation == generation {
      return (cache.views, cache.issues)
    }
    let solver = self.solver
    let moves = solver.zeroCostMoves()
    var work = solver
    var views: [UIView] = []
    var issues: [LayoutAmbiguity] = []
    let names = ["x", "y", "width", "height"]
    var decided: [Int: Bool] = [:]
    for item in items where item.isLive && item.kind == .free {
      guard let view = item.object as? UIView else { continue }
      var loose: [String] = []
      for index in 0..<4 {
        let variable = item.variable(index)
        let freedom = solver.freedom(of: variable, in: moves)
        if freedom == .determined { continue }
        // Variables tied together by required equalities move together: decide each tie once.
        let root = solver.substitutionRoot(of: variable)
        if let root, let known = decided[root] {
          if known { loose.append(names[index]) }
          continue
        }
        let moved: Bool
        if freedom == .movable {
          moved = true
        } else if let pulled = Self.probe(variable, in: &work) {
          moved = pulled
        } else {
          continue  // already an edit variable: it cannot be pulled
        }
        if let root { decided[root] = moved }
        if moved { loose.append(names[index]) }
      }
      if !loose.isEmpty {
        views.append(view)
        issues.append(
          LayoutAmbiguity(
            view: ConstraintText.globalName(view), sourceLocation: view.sourceLocation,
            attributes: loose))
      }
    }
    ambiguityCache = (generation, views, issues)
    return (views, issues)
  }

  /// Pulls `variable` 10 pt each way with a weak edit variable on `work` (left as it was, edit
  /// removed) and says whether it moved; `nil` when it cannot be pulled (it already is an edit
  /// variable). One variable's value at a time (`currentValue`): updating every variable per
  /// probe made the check quadratic in the free views.
  static func probe(_ variable: Variable, in work: inout Solver) -> Bool? {
    let base = work.currentValue(of: variable)
    guard (try? work.addEditVariable(variable, strength: .weak)) != nil else { return nil }
    var moved = false
    for delta in [10.0, -10.0] where !moved {
      try? work.suggestValue(variable, base + delta)
      moved = abs(work.currentValue(of: variable) - base) > 1e-6
    }
    try? work.removeEditVariable(variable)
    return moved
  }
}

/// Constraints as text in the scene grammar (`view.top == superview.safeArea.top + 20 @750`).
@MainActor
enum ConstraintText {
  /// - Parameter isBroken: whether the engine broke it (looked up in the constraint's window's
  ///   engine when not given).
  static func snapshot(
    _ constraint: NSLayoutConstraint, relativeTo view: UIView?, isBroken: Bool? = nil
  ) -> ConstraintSnapshot {
    let origin: ConstraintSnapshot.Origin =
      switch constraint.origin {
      case .app: .app
      case .contentSize: .contentSize
      case .stackView: .stackView
      }
    return ConstraintSnapshot(
      text: text(constraint, relativeTo: view), identifier: constraint.identifier, origin: origin,
      sourceLocation: constraint.sourceLocation,
      isBroken: isBroken
        ?? constraint.installedOn?.window?.autoLayoutEngine?.isBroken(constraint) ?? false)
  }

  /// `first.attribute RELATION [multiplier *] second.attribute [± constant] [@priority]`; with a
  /// perspective view, that view is `view` and its superview `superview`.
  static func text(_ constraint: NSLayoutConstraint, relativeTo view: UIView?) -> String {
    let first = constraint.firstItem.map { name($0, relativeTo: view) } ?? "(deallocated)"
    var text = "\(first).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
    if let second = constraint.secondItem {
      if !PointFormat.nearlyEqual(constraint.multiplier, 1) {
        text += "\(PointFormat.string(constraint.multiplier)) * "
      }
      text += "\(name(second, relativeTo: view)).\(constraint.secondAttribute.name)"
      if !PointFormat.nearlyEqual(constraint.constant, 0) {
        text +=
          constraint.constant < 0
          ? " - \(PointFormat.string(-constraint.constant))"
          : " + \(PointFormat.string(constraint.constant))"
      }
    } else {
      text += PointFormat.string(constraint.constant)
    }
    if !constraint.priority.isRequired {
      text += " @\(PointFormat.string(CGFloat(constraint.priority.rawValue)))"
    }
    return text
  }

  static func name(_ object: AnyObject, relativeTo perspective: UIView?) -> String {
    guard let perspective else { return globalName(object) }
    switch object {
    case let view as UIView:
      return viewName(view, relativeTo: perspective)
    case let guide as UILayoutGuide:
      let owner = guide.owningView.map { viewName($0, relativeTo: perspective) } ?? "(no owner)"
      return "\(owner).\(guideName(guide))"
    default:
      return globalName(object)
    }
  }

  private static func viewName(_ view: UIView, relativeTo perspective: UIView) -> String {
    if view === perspective { return "view" }
    if view === perspective.superview { return "superview" }
    return view.sceneID ?? view.className
  }

  static func globalName(_ object: AnyObject) -> String {
    switch object {
    case let view as UIView:
      return view.sceneID.map { "\(view.className)#\($0)" } ?? view.className
    case let guide as UILayoutGuide:
      let owner = guide.owningView.map { globalName($0) } ?? "(no owner)"
      return "\(owner).\(guideName(guide))"
    case let support as UILayoutSupport:
      let controller =
        support.controller.map { controller in
          controller.sceneID.map { "\(controller.className)#\($0)" } ?? controller.className
        } ?? "(no controller)"
      return "\(controller).\(support.isTop ? "topLayoutGuide" : "bottomLayoutGuide")"
    default:
      return String(describing: type(of: object))
    }
  }

  static func guideName(_ guide: UILayoutGuide) -> String {
    switch guide.system {
    case .safeArea: "safeArea"
    case .margins: "margins"
    case .readableContent: "readable"
    case .keyboard: "keyboard"
    case nil: guide.identifier.isEmpty ? "guide" : guide.identifier
    }
  }
}
