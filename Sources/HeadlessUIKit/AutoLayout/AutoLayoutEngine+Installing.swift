import AutoLayoutSolver
import DeviceCatalog
import Foundation

// Installing and removing constraints: a constraint turned into its solver constraint, and the
// items it names made or released.
extension AutoLayoutEngine {
  // MARK: Installing

  func install(_ constraint: NSLayoutConstraint) {
    // first − multiplier × second − constant, written term by term (the same terms, in the same
    // order, as the expression operators would write) into a fixed buffer: no array per
    // constraint while a batch is recorded.
    guard let (firstIndex, firstAttribute) = item(constraint.firstHandle, constraint.firstAttribute)
    else { return }
    var terms = TermBuffer()
    AutoLayoutEngine.appendTerms(items[firstIndex].base, firstAttribute, times: 1, to: &terms)
    var secondIndex: Int?
    if let handle = constraint.secondHandle,
      let (index, secondAttribute) = item(handle, constraint.secondAttribute)
    {
      if let (origin, size, share) = AutoLayoutEngine.ancestorFrame(
        constraint, firstAttribute, secondAttribute)
      {
        // A position measured in the second item's own coordinates (it is the first's
        // ancestor): first − ancestor.origin == multiplier × (second − ancestor.origin) +
        // constant, the second's part being `share` of the ancestor's size (AL1.6).
        terms.append(items[index].base + origin, -1)
        if share != 0 {
          terms.append(items[index].base + size, -Double(constraint.multiplier) * share)
        }
      } else {
        AutoLayoutEngine.appendTerms(
          items[index].base, secondAttribute, times: -Double(constraint.multiplier), to: &terms)
      }
      secondIndex = index
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let strength = Strength.uikit(priority: constraint.priority.rawValue)
    items[firstIndex].references += 1
    if let secondIndex { items[secondIndex].references += 1 }
    if recording != nil {
      // Recorded from its parts: the solver constraint is made only if no earlier window ran
      // the same batch. While the batch matches a template, the record names the template's
      // equal constraint by position at once; otherwise ``installRecorded(_:)`` gives it one
      // later.
      // (`if let`, not `Optional.map`: a closure made here is checked for the main actor on
      // every call.)
      var source = SolverConstraintSource.own(AutoLayoutEngine.unmadeConstraint)
      if let position = recording?.constraint(
        terms: terms, constant: -Double(constraint.constant), relation: relation,
        strength: strength)
      {
        source = .shared(position)
      }
      storeRecord(
        Installed(
          constraint: constraint, solverConstraint: source, revision: constraint.revision,
          first: firstIndex, second: secondIndex))
      return
    }
    let expression = LinearExpression(terms.terms, constant: -Double(constraint.constant))
    let solverConstraint = Constraint(expression, relation, strength: strength)
    do {
      try addToSolver(solverConstraint)
      storeRecord(
        Installed(
          constraint: constraint, solverConstraint: .own(solverConstraint),
          revision: constraint.revision, first: firstIndex, second: secondIndex))
    } catch {
      // AL2.1: the constraint being added conflicts with required ones already in: break it.
      release(firstIndex)
      if let secondIndex { release(secondIndex) }
      let set = minimalConflict(target: .constraint(constraint, solverConstraint)) ?? []
      broken.append(
        Broken(
          constraint: constraint, set: set, againstFixedGeometry: false,
          fixedRevision: fixedRevision, revision: constraint.revision))
    }
  }

  /// The item a constraint's item and attribute name, made if new, with the attribute it is read
  /// through (a margin attribute names the view's `layoutMarginsGuide`); nil once the item is
  /// freed. A known item's live row is read from its handle's slot, without asking its class.
  func item(_ handle: LayoutItemHandle, _ attribute: NSLayoutConstraint.Attribute)
    -> (Int, NSLayoutConstraint.Attribute)?
  {
    // A slot of this engine on the handle means a live item, which holds its object (only the
    // handle of a known item is given a slot): no need to take a reference to the object.
    if attribute.withoutMargin == nil {
      let slot = handle.engineItem
      if slot.engine == serial { return (slot.index, attribute) }
    }
    guard let object = handle.object else { return nil }
    let (resolved, resolvedAttribute) = resolve(object, attribute)
    return (item(for: resolved), resolvedAttribute)
  }

  func uninstall(_ record: Installed, removingFromSolver: Bool = true) {
    if removingFromSolver { try? solver.removeConstraint(solverConstraint(of: record)) }
    removeRecord(of: record.constraint)
    release(record.first)
    if let second = record.second { release(second) }
  }

  /// Drops one reference to an item; the last one releases it (its row stays, not live).
  func release(_ index: Int) {
    guard items[index].isLive else { return }
    items[index].references -= 1
    guard items[index].references <= 0 else { return }
    tearDown(index)
    if let object = object(ofItem: index) { clearSlot(of: object) }
    items[index].isLive = false
    heldItemsAreCurrent = false
    items[index].object = nil
    if let key = items[index].geometryOwner, var list = owned[key] {
      list.removeAll { $0 == index }
      owned[key] = list
    }
  }

  /// Margin attributes are the edges of the item's `layoutMarginsGuide` (UIKit's definition).
  private func resolve(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> (AnyObject, NSLayoutConstraint.Attribute)
  {
    if let plain = attribute.withoutMargin, let view = object as? UIView {
      return (view.layoutMarginsGuide, plain)
    }
    return (object, attribute)
  }

  /// The object's item, made (with its four variables) if it has none.
  func item(for object: AnyObject) -> Int {
    if let index = itemIndex(of: object) { return index }
    // Unnamed: names are for diagnostics, and the engine reports items, not variables.
    let base = makeVariables()
    let index = items.count
    let isWindow = ObjectIdentifier(object) == windowIdentifier
    heldItemsAreCurrent = false
    items.append(
      Item(object: isWindow ? nil : object, isWindow: isWindow, base: base, kind: kind(of: object)))
    claimSlot(of: object, index: index)
    setUp(index)
    registerGeometryOwner(index, object)
    return index
  }

  /// Lists a held item (fixed or attached) under the view whose settling re-suggests it
  /// (``viewDidSettle(_:)``), in item order. A free item holds nothing to suggest and is listed
  /// only once it becomes held (``refreshKinds(below:)``).
  private func registerGeometryOwner(_ index: Int, _ object: AnyObject) {
    guard items[index].kind != .free, items[index].geometryOwner == nil,
      let owner = geometryOwner(of: object)
    else { return }
    let key = ObjectIdentifier(owner)
    items[index].geometryOwner = key
    var list: [Int]
    if let known = owned[key] {
      list = known
    } else {
      list = []
      // One past the limit says "many": the dictionary is asked then.
      if fewOwners.count <= AutoLayoutEngine.fewOwnersLimit { fewOwners.append(key) }
    }
    if let last = list.last, last > index {
      list.insert(index, at: list.firstIndex { $0 > index } ?? list.count)
    } else {
      list.append(index)
    }
    owned[key] = list
  }

  func kind(of object: AnyObject) -> Kind {
    switch object {
    case let window as UIWindow where ObjectIdentifier(window) == windowIdentifier: .fixed
    case let view as UIView: view.translatesAutoresizingMaskIntoConstraints ? .fixed : .free
    case let guide as UILayoutGuide:
      if guide.system == nil {
        .free
      } else if let view = guide.owningView, view !== window,
        !view.translatesAutoresizingMaskIntoConstraints
      {
        .attached
      } else {
        .fixed
      }
    default: .fixed
    }
  }

  /// Holds a new (or newly re-kinded) item's geometry: edit variables on a fixed item's frame;
  /// for an attached guide, the required ties to its view and edit variables on its insets.
  private func setUp(_ index: Int) {
    switch items[index].kind {
    case .free:
      break
    case .fixed:
      addEdits(index)
    case .attached:
      guard let guide = items[index].object as? UILayoutGuide, let view = guide.owningView else {
        return
      }
      let owner = self.item(for: view)
      items[owner].references += 1
      items[index].owner = owner
      if items[index].insetBase < 0 { items[index].insetBase = makeVariables() }
      let g = items[index].base
      let o = items[owner].base
      let d = items[index].insetBase
      func v(_ id: Int) -> Variable { Variable(id: id) }
      // guide.left = view.left + l; guide.top = view.top + t;
      // guide.width = view.width − l − r; guide.height = view.height − t − b.
      let links = [
        Constraint(v(g) - v(o) - v(d), .equal, strength: .required),
        Constraint(v(g + 1) - v(o + 1) - v(d + 1), .equal, strength: .required),
        Constraint(v(g + 2) - v(o + 2) + v(d) + v(d + 2), .equal, strength: .required),
        Constraint(v(g + 3) - v(o + 3) + v(d + 1) + v(d + 3), .equal, strength: .required),
      ]
      items[index].links = links
      for (position, link) in links.enumerated() {
        try? addToSolver(link)
        if recording != nil { recordedOwners.append(.link(item: index, position: position)) }
      }
      addEdits(index)
    }
  }

  /// Undoes ``setUp(_:)``.
  private func tearDown(_ index: Int) {
    switch items[index].kind {
    case .free:
      break
    case .fixed:
      removeEdits(index)
    case .attached:
      removeEdits(index)
      for link in items[index].links { try? solver.removeConstraint(link) }
      items[index].links = []
      let owner = items[index].owner
      items[index].owner = -1
      if owner >= 0 { release(owner) }
    }
  }

  func geometryOwner(of object: AnyObject) -> UIView? {
    switch object {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.system == nil ? nil : guide.owningView
    case let support as UILayoutSupport: support.controller?.viewIfLoaded
    default: nil
    }
  }

  /// The strength of a fixed item's edit variables. UIKit holds autoresizing-mask and guide
  /// geometry with *required* constraints, so no set of non-required constraints may move it:
  /// kiwi's `strong` (10⁶) is not enough, since a few compression resistances at 750 (weight
  /// 750,000 each) outweigh it together. 999·10⁶ outweighs a thousand constraints at 999
  /// while staying below required, so a required constraint that contradicts the geometry
  /// still shows as a violation (AL2.2) instead of being refused.
  static let fixedStrength = Strength.create(999, 0, 0)

  private func addEdits(_ index: Int) {
    for k in 0..<4 {
      let variable = items[index].heldVariable(k)
      if recording != nil {
        recording?.edit(variable, strength: AutoLayoutEngine.fixedStrength)
      } else if !solver.hasEditVariable(variable) {
        try? solver.addEditVariable(variable, strength: AutoLayoutEngine.fixedStrength)
      }
    }
    items[index].suggested = SIMD4(repeating: .nan)
  }

  private func removeEdits(_ index: Int) {
    for k in 0..<4 {
      let variable = items[index].heldVariable(k)
      if solver.hasEditVariable(variable) { try? solver.removeEditVariable(variable) }
    }
  }

  /// A view whose `translatesAutoresizingMaskIntoConstraints` changed moves between fixed and
  /// free (among the items before `end`).
  func refreshKinds(below end: Int) {
    for index in 0..<min(end, items.count) where items[index].isLive {
      guard let object = object(ofItem: index) else { continue }
      let kind = kind(of: object)
      guard kind != items[index].kind else { continue }
      tearDown(index)
      items[index].kind = kind
      heldItemsAreCurrent = false
      setUp(index)
      registerGeometryOwner(index, object)
    }
  }

  /// Appends `factor` × the attribute's expression over an item's variables (left, top, width,
  /// height from `base`): `right` is left + width, `centerX` left + 0.5 × width, and so on.
  /// For a constraint whose multiplier is not 1 between a position of a view (or guide) and the
  /// same axis's position of one of its ancestors: the ancestor's origin and size variables (as
  /// offsets from its base: left 0, top 1, width 2, height 3) and the share of its size at which
  /// the ancestor's attribute lies in its own coordinates (leading 0, center ½, trailing 1).
  /// `nil` for every other constraint: a multiplier of 1 (a translation cancels out), sizes,
  /// margins and baselines, and two views neither of which holds the other.
  ///
  /// Auto Layout measures both sides in the coordinate system of the items' closest common
  /// ancestor (AL1.6): `child.centerY == 0.75 × superview.centerY` puts the child's centre at
  /// three eighths of the superview's height, wherever the superview is. The engine's variables
  /// are in window coordinates, where the same equation would depend on the superview's place.
  static func ancestorFrame(
    _ constraint: NSLayoutConstraint, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ secondAttribute: NSLayoutConstraint.Attribute
  ) -> (origin: Int, size: Int, share: Double)? {
    guard constraint.multiplier != 1, constraint.multiplier.isFinite,
      constraint.firstAttribute == firstAttribute, constraint.secondAttribute == secondAttribute,
      let firstAxis = axis(firstAttribute), let secondAxis = axis(secondAttribute),
      firstAxis.vertical == secondAxis.vertical,
      let ancestor = constraint.secondHandle?.object as? UIView,
      let first = constraint.firstHandle.object
    else { return nil }
    var view: UIView? =
      (first as? UIView)?.superview ?? (first as? UILayoutGuide)?.owningView
    var steps = 0
    while let current = view, steps < 4096 {
      if current === ancestor {
        return firstAxis.vertical ? (1, 3, secondAxis.share) : (0, 2, secondAxis.share)
      }
      view = current.superview
      steps += 1
    }
    return nil
  }

  /// A position attribute's axis and where it lies along its view's size (0 leading or top,
  /// ½ centre, 1 trailing or bottom); `nil` for sizes, margins and baselines.
  private static func axis(_ attribute: NSLayoutConstraint.Attribute)
    -> (vertical: Bool, share: Double)?
  {
    switch attribute {
    case .left, .leading: (false, 0)
    case .centerX: (false, 0.5)
    case .right, .trailing: (false, 1)
    case .top: (true, 0)
    case .centerY: (true, 0.5)
    case .bottom: (true, 1)
    default: nil
    }
  }

  private static func appendTerms(
    _ base: Int, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
    to terms: inout TermBuffer
  ) {
    let left = base
    let top = base + 1
    let width = base + 2
    let height = base + 3
    switch attribute {
    case .left, .leading: terms.append(left, factor)
    case .right, .trailing:
      terms.append(left, factor)
      terms.append(width, factor)
    case .centerX:
      terms.append(left, factor)
      terms.append(width, 0.5 * factor)
    case .top, .firstBaseline: terms.append(top, factor)
    case .bottom, .lastBaseline:
      terms.append(top, factor)
      terms.append(height, factor)
    case .centerY:
      terms.append(top, factor)
      terms.append(height, 0.5 * factor)
    case .width: terms.append(width, factor)
    case .height: terms.append(height, factor)
    default: break
    }
  }
}
