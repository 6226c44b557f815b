import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// The stand-in for a scroll view's `contentLayoutGuide` (the runtime has none): a custom
/// guide on the scroll view whose origin is kept at the content origin and whose solved size
/// becomes the scroll view's `contentSize` (``IBBuildContext/finish(window:)``).
@MainActor
final class ContentGuide {
  weak var scrollView: UIScrollView?
  let guide: UILayoutGuide
  /// `guide.left == scroll.left - contentOffset.x` and the same for top.
  let left: NSLayoutConstraint
  let top: NSLayoutConstraint

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    guide = UILayoutGuide()
    guide.identifier = "contentLayoutGuide"
    scrollView.addLayoutGuide(guide)
    left = NSLayoutConstraint(
      item: guide, attribute: .left, relatedBy: .equal, toItem: scrollView, attribute: .left,
      multiplier: 1, constant: 0)
    top = NSLayoutConstraint(
      item: guide, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top,
      multiplier: 1, constant: 0)
    left.identifier = "IB-contentLayoutGuide-origin"
    top.identifier = "IB-contentLayoutGuide-origin"
    NSLayoutConstraint.activate([left, top])
  }
}

/// What one of a document's constraints becomes in a build, decided from the document alone
/// where that is possible: its items as places in the controller's built views (not ids to look
/// up), its attributes as the runtime's, its priority clamped, and the notes it gives. Planned
/// once per controller and size classes (``IBControllerTemplate``) and realized in every build
/// (a class: a build reads the plan without copying it).
final class IBConstraintPlan {
  /// A view the plan names: the controller's `index`th built view (``IBViewController/builtViews``)
  /// or, in a plan made during one build, the view itself.
  enum ViewSlot {
    case local(Int)
    case object(UIView)
  }

  /// One item of the constraint.
  struct Item {
    enum Kind {
      /// The view itself.
      case view
      /// The stand-in for the scroll view's content layout guide.
      case contentGuide
      /// The view's safe-area guide (back-deployed under iOS 10: ``IBBuildContext/safeAreaItem``).
      case safeArea
      /// A controller's legacy top or bottom layout guide: the controller whose tree the
      /// constraint is in (`nil`: a template names no build's objects) or another one.
      case controllerGuide(UIViewController?, IBControllerLayoutGuide.Edge)
    }
    var kind: Kind
    var slot: ViewSlot?
    var attribute: NSLayoutConstraint.Attribute
  }

  let constraint: IBConstraint
  let first: Item
  let second: Item?
  let relation: NSLayoutConstraint.Relation
  let priority: Double
  let location: SourceLocation
  /// The constraint as its runtime constraints describe it (`explain`), one object shared by
  /// every build: a closure that captures one object needs no context of its own, so realizing
  /// the plan copies no ``IBConstraint``.
  let source: IBConstraintSource

  init(
    constraint: IBConstraint, first: Item, second: Item?, relation: NSLayoutConstraint.Relation,
    priority: Double, location: SourceLocation
  ) {
    self.constraint = constraint
    source = IBConstraintSource(constraint)
    self.first = first
    self.second = second
    self.relation = relation
    self.priority = priority
    self.location = location
  }
}

/// A document constraint held by reference (``IBConstraintPlan/source``,
/// ``IBControllerTemplate/Entry/perBuild(_:)``).
final class IBConstraintSource: Sendable {
  let constraint: IBConstraint

  init(_ constraint: IBConstraint) {
    self.constraint = constraint
  }
}

/// A controller's constraints planned for one set of size classes (spec §4): which are installed
/// (``IBView/installedConstraints(for:)``) and what each becomes (``IBConstraintPlan``). Every
/// build of the same controller under the same size classes makes the same views in the same
/// order, so the plans made in the first build serve the others (a build whose views differ in
/// number or at either end makes its own); a constraint that names a view
/// outside the controller's own tree (whose presence depends on the rest of the build) is planned
/// again in each build.
final class IBControllerTemplate {
  enum Entry {
    /// Planned: the notes it gives, and what it becomes (`nil`: not installed).
    case planned([IBNote], IBConstraintPlan?)
    /// Planned in each build (held by reference: an entry is copied in each build).
    case perBuild(IBConstraintSource)
  }

  /// The ids of the built views, in order: the template serves a build that made these.
  let viewIDs: [String?]
  let entries: [Entry]

  init(viewIDs: [String?], entries: [Entry]) {
    self.viewIDs = viewIDs
    self.entries = entries
  }
}

/// The templates of one document's controllers, by controller id and size classes, kept with the
/// document's ``IBItemIndex`` (a new index, for changed scenes, starts empty).
final class IBBuildTemplates: @unchecked Sendable {
  private let lock = NSLock()
  private var templates: [Key: IBControllerTemplate] = [:]  // lookups only
  /// The view ids that more than one view of the document has.
  let duplicatedViewIDs: Set<String>
  /// Whether builds use templates (they do; the tests turn them off to compare).
  @MainActor static var areUsed = true

  init(duplicatedViewIDs: Set<String>) {
    self.duplicatedViewIDs = duplicatedViewIDs
  }

  struct Key: Hashable {
    var controllerID: String
    var traits: IBTraits
  }

  subscript(key: Key) -> IBControllerTemplate? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return templates[key]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      templates[key] = newValue
    }
  }
}

extension IBBuildContext {
  /// Installs the constraints of `controller`'s view tree (spec §4): those of every built view,
  /// resolved for the environment's size classes, placeholders dropped, in document order.
  /// Items that are not built (a subview removed for these size classes, a cell's content) or
  /// cannot be expressed are skipped; the latter with a located note. Conflicts and ambiguity are
  /// left to the runtime, which reports them in `window.layoutIssues`.
  func installConstraints(of controller: IBViewController) {
    let template = template(of: controller)
    var made: [NSLayoutConstraint] = []
    /// The built view each made constraint's first item is, when the plan knows it.
    var firstSlots: [Int?] = []
    for entry in template.entries {
      let plan: IBConstraintPlan?
      switch entry {
      case .planned(let notes, let planned):
        for note in notes { self.note(note.kind, note.message, at: note.location) }
        plan = planned
      case .perBuild(let source):
        // Without a template's views nothing is unplannable: this never throws.
        plan = try? self.plan(source.constraint, controller: controller, views: nil) {
          kind, message, at in note(kind, message, at: at)
        }
      }
      guard let plan, let runtime = realize(plan, controller: controller) else { continue }
      made.append(runtime)
      if case .view = plan.first.kind, case .local(let index) = plan.first.slot {
        firstSlots.append(index)
      } else {
        firstSlots.append(nil)
      }
    }
    // A view named by a constraint's first item positions itself by constraints even when the
    // document leaves translatesAutoresizingMaskIntoConstraints at YES (spec §4, §5.1), except a
    // controller's root view and the views that fill a slot of their parent (content views).
    for (constraint, slot) in zip(made, firstSlots) {
      guard let view = constraint.firstItem as? UIView,
        view.translatesAutoresizingMaskIntoConstraints,
        view.owningViewController?.viewIfLoaded !== view
      else { continue }
      let model: IBView
      if let slot {
        model = controller.builtViews[slot].model
      } else if let found = controller.builtViews.first(where: { $0.view === view })?.model {
        model = found
      } else {
        continue
      }
      guard model.key == nil, !model.fixedFrame else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      note(
        .assumption,
        "'\(model.userLabel ?? model.id)' is constrained but does not say"
          + " translatesAutoresizingMaskIntoConstraints=\"NO\"; it is laid out by its constraints",
        at: model.location)
    }
    NSLayoutConstraint.activate(made)
  }

  /// The template of `controller` under this build's size classes: the document's, or made now
  /// from this build's views (and kept with the document).
  private func template(of controller: IBViewController) -> IBControllerTemplate {
    guard IBBuildTemplates.areUsed else {
      // Every constraint planned in this build (what the tests compare the templates with).
      let constraints = controller.builtViews.flatMap { $0.model.installedConstraints(for: traits) }
      return IBControllerTemplate(
        viewIDs: [], entries: constraints.map { .perBuild(IBConstraintSource($0)) })
    }
    let key = IBBuildTemplates.Key(controllerID: controller.model.id, traits: traits)
    let views = controller.builtViews
    // A controller's views under given size classes are the same in every build (its tree's
    // models filtered by the size classes): the count and the two ends are checked, not each id.
    let objects = controller.builtViewObjects
    if let known = index.buildTemplates[key], known.viewIDs.count == objects.count,
      known.viewIDs.first == objects.first?.sceneID, known.viewIDs.last == objects.last?.sceneID
    {
      return known
    }
    var local: [String: Int] = [:]  // lookups only
    for (offset, built) in views.enumerated() where local[built.model.id] == nil {
      local[built.model.id] = offset
    }
    var entries: [IBControllerTemplate.Entry] = []
    for (model, _) in views {
      for constraint in model.installedConstraints(for: traits) {
        var notes: [IBNote] = []
        guard
          let plan = try? plan(
            constraint, controller: controller, views: (local, controller.builtViewObjects),
            note: { kind, message, at in notes.append(IBNote(kind, message, at: at)) })
        else {
          entries.append(.perBuild(IBConstraintSource(constraint)))
          continue
        }
        entries.append(.planned(notes, plan))
      }
    }
    let made = IBControllerTemplate(viewIDs: views.map(\.model.id), entries: entries)
    index.buildTemplates[key] = made
    return made
  }

  /// A constraint that names something a template cannot plan (a view outside the controller's
  /// tree, another controller's layout guide): it is planned in each build.
  struct NotPlannable: Error {}

  /// What `constraint` becomes (`nil`: not installed), with its notes. With `views` (the
  /// controller's built views and their places by id) the plan names views by place and
  /// throws ``NotPlannable`` for what depends on the rest of the build; without, it names this
  /// build's views.
  func plan(
    _ constraint: IBConstraint, controller: IBViewController,
    views: (local: [String: Int], built: [UIView])?,
    note: (IBNote.Kind, String, SourceLocation) -> Void
  ) throws(NotPlannable) -> IBConstraintPlan? {
    let lookup = { (id: String) throws(NotPlannable) -> (IBConstraintPlan.ViewSlot, UIView)? in
      if let views {
        // A view outside the tree, or one whose id another view shares (the build's latest
        // view of that id is the one named), depends on the rest of the build.
        guard let slot = views.local[id], !self.index.buildTemplates.duplicatedViewIDs.contains(id)
        else { throw NotPlannable() }
        return (.local(slot), views.built[slot])
      }
      return self.view(id: id).map { (.object($0), $0) }
    }
    guard let firstAttribute = runtimeAttribute(constraint.firstAttribute, constraint, note)
    else { return nil }
    guard
      let first = try item(
        constraint.firstItem, firstAttribute, other: constraint.secondItem, constraint,
        controller: controller, planning: views != nil, lookup: lookup, note)
    else { return nil }
    var second: IBConstraintPlan.Item?
    if let secondID = constraint.secondItem {
      guard let attribute = constraint.secondAttribute,
        let secondAttribute = runtimeAttribute(attribute, constraint, note),
        let resolved = try item(
          secondID, secondAttribute, other: constraint.firstItem, constraint,
          controller: controller, planning: views != nil, lookup: lookup, note)
      else { return nil }
      second = resolved
    } else if first.attribute != .width && first.attribute != .height {
      note(
        .warning,
        "constraint '\(constraint.id)' gives '\(constraint.firstAttribute.rawValue)' a constant"
          + " without a second item (only a width or height can be constant); not installed",
        constraint.location)
      return nil
    }
    let relation: NSLayoutConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    var priority = constraint.priority
    if !(priority >= 1 && priority <= 1000) {
      note(
        .warning,
        "constraint '\(constraint.id)' has priority \(priority), outside 1…1000; clamped",
        constraint.location)
      priority = priority.isNaN ? 1000 : min(1000, max(1, priority))
    }
    return IBConstraintPlan(
      constraint: constraint, first: first, second: second, relation: relation,
      priority: priority, location: reference(constraint.location))
  }

  /// The runtime constraint `plan` describes, in this build.
  private func realize(_ plan: IBConstraintPlan, controller: IBViewController)
    -> NSLayoutConstraint?
  {
    guard let first = object(plan.first, controller: controller, plan.constraint) else {
      return nil
    }
    var second: (object: AnyObject, attribute: NSLayoutConstraint.Attribute)?
    if let item = plan.second {
      guard let resolved = object(item, controller: controller, plan.constraint) else {
        return nil
      }
      second = resolved
    }
    let runtime = NSLayoutConstraint(
      item: first.object, attribute: first.attribute, relatedBy: plan.relation,
      toItem: second?.object, attribute: second?.attribute ?? .notAnAttribute,
      multiplier: plan.constraint.multiplier, constant: plan.constraint.constant)
    runtime.priority = UILayoutPriority(Float(plan.priority))
    runtime.identifier = plan.constraint.identifier
    runtime.sourceLocation = plan.location
    let source = plan.source
    runtime.setSourceText { source.constraint.description }
    return runtime
  }

  /// The runtime item a planned item is in this build.
  private func object(
    _ item: IBConstraintPlan.Item, controller: IBViewController, _ constraint: IBConstraint
  ) -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
    let view: UIView?
    switch item.slot {
    case .local(let index): view = controller.builtViewObjects[index]
    case .object(let object): view = object
    case nil: view = nil
    }
    switch item.kind {
    case .view:
      guard let view else { return nil }
      return (view, item.attribute)
    case .contentGuide:
      guard let scroll = view as? UIScrollView else { return nil }
      return (contentGuide(for: scroll, constraint).guide, item.attribute)
    case .safeArea:
      guard let view else { return nil }
      return safeAreaItem(of: view, item.attribute)
    case .controllerGuide(let other, let edge):
      let owner = other ?? controller
      return (edge == .top ? owner.topLayoutGuide : owner.bottomLayoutGuide, item.attribute)
    }
  }

  /// IB's attribute name → the runtime's attribute (spec §4.2); nil with a note when unknown.
  private func runtimeAttribute(
    _ attribute: IBLayoutAttribute, _ constraint: IBConstraint,
    _ note: (IBNote.Kind, String, SourceLocation) -> Void
  ) -> NSLayoutConstraint.Attribute? {
    let result: NSLayoutConstraint.Attribute? =
      switch attribute.rawValue {
      case "left": .left
      case "right": .right
      case "top": .top
      case "bottom": .bottom
      case "leading": .leading
      case "trailing": .trailing
      case "width": .width
      case "height": .height
      case "centerX": .centerX
      case "centerY": .centerY
      case "firstBaseline": .firstBaseline
      case "lastBaseline", "baseline": .lastBaseline
      case "leftMargin": .leftMargin
      case "rightMargin": .rightMargin
      case "topMargin": .topMargin
      case "bottomMargin": .bottomMargin
      case "leadingMargin": .leadingMargin
      case "trailingMargin": .trailingMargin
      case "centerXWithinMargins": .centerXWithinMargins
      case "centerYWithinMargins": .centerYWithinMargins
      default: nil
      }
    guard let result else {
      note(
        .warning,
        "constraint '\(constraint.id)' uses the unknown attribute"
          + " '\(attribute.rawValue.prefix(40))'; not installed", constraint.location)
      return nil
    }
    if attribute.isBaseline {
      note(
        .notModelled,
        "constraint '\(constraint.id)': '\(attribute.rawValue)' is laid out as the"
          + " \(result == .firstBaseline ? "top" : "bottom") edge (no text metrics)",
        constraint.location)
    }
    return result
  }

  /// The item an id names (spec §4.3), with the attribute to use on it; `lookup` finds a built
  /// view by id (throwing when a template cannot name it).
  private func item(
    _ id: String, _ attribute: NSLayoutConstraint.Attribute, other: String?,
    _ constraint: IBConstraint, controller: IBViewController,
    planning: Bool,
    lookup: (String) throws(NotPlannable) -> (IBConstraintPlan.ViewSlot, UIView)?,
    _ note: (IBNote.Kind, String, SourceLocation) -> Void
  ) throws(NotPlannable) -> IBConstraintPlan.Item? {
    switch index.item(id) {
    case nil:
      return nil  // the reader reported the unknown id
    case .view(let viewID):
      guard let (slot, view) = try lookup(viewID) else { return nil }  // not built for these traits
      if let scroll = view as? UIScrollView, let other, let otherID = index.item(other)?.viewID,
        let (_, otherView) = try lookup(otherID), otherView !== scroll,
        otherView.isDescendant(of: scroll)
      {
        // Apple's rule without content guides (spec §3.4): edges and margins attach to the
        // content area, sizes and centres to the frame.
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
          return IBConstraintPlan.Item(kind: .view, slot: slot, attribute: attribute)
        default:
          return IBConstraintPlan.Item(
            kind: .contentGuide, slot: slot, attribute: plainEdge(attribute, constraint, note))
        }
      }
      return IBConstraintPlan.Item(kind: .view, slot: slot, attribute: attribute)
    case .viewGuide(let viewID, let key):
      guard let (slot, view) = try lookup(viewID) else { return nil }
      let plain = plainEdge(attribute, constraint, note)
      switch key {
      case "safeArea":
        return IBConstraintPlan.Item(kind: .safeArea, slot: slot, attribute: plain)
      case "frameLayoutGuide":
        return IBConstraintPlan.Item(kind: .view, slot: slot, attribute: plain)
      case "contentLayoutGuide":
        return IBConstraintPlan.Item(
          kind: view is UIScrollView ? .contentGuide : .view, slot: slot, attribute: plain)
      default:
        note(
          .notModelled,
          "constraint '\(constraint.id)' names the '\(key)' guide of '\(viewID)', which is not"
            + " modelled; not installed", constraint.location)
        return nil
      }
    case .controllerGuide(let controllerID, _, let edge):
      guard let owner = built[controllerID] else {
        // Whether another controller is built yet depends on the rest of the build.
        if planning { throw NotPlannable() }
        return nil
      }
      let own = owner === controller
      if planning && !own { throw NotPlannable() }
      guard owner.isViewLoaded else { return nil }
      let plain = plainEdge(attribute, constraint, note)
      return IBConstraintPlan.Item(
        kind: .controllerGuide(own ? nil : owner, edge), slot: nil, attribute: plain)
    }
  }

  /// A view's safe-area guide. A storyboard back-deploys it under iOS 10 (spec §4.7): on a
  /// controller's root view its top is the top layout guide's bottom and its bottom the bottom
  /// layout guide's top; everything else (and a xib's guide) is the view's bounds, which is
  /// what the runtime's guide is under iOS 10 (no safe area).
  private func safeAreaItem(of view: UIView, _ attribute: NSLayoutConstraint.Attribute)
    -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute)
  {
    if environment.ios < IOSBehaviour.safeAreaIntroduced, document.kind == .storyboard,
      let controller = view.owningViewController, controller.viewIfLoaded === view
    {
      if attribute == .top { return (controller.topLayoutGuide, .bottom) }
      if attribute == .bottom { return (controller.bottomLayoutGuide, .top) }
    }
    return (view.safeAreaLayoutGuide, attribute)
  }

  /// Guides have no margins: a margin attribute on a guide is its plain edge (noted).
  private func plainEdge(
    _ attribute: NSLayoutConstraint.Attribute, _ constraint: IBConstraint,
    _ note: (IBNote.Kind, String, SourceLocation) -> Void
  ) -> NSLayoutConstraint.Attribute {
    let plain: NSLayoutConstraint.Attribute? =
      switch attribute {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    guard let plain else { return attribute }
    note(
      .notModelled,
      "constraint '\(constraint.id)': the margin attribute '\(attribute.name)' of a guide or"
        + " scroll content is laid out as '\(plain.name)'", constraint.location)
    return plain
  }

  /// The content-guide stand-in of `scroll`, made on first use.
  private func contentGuide(for scroll: UIScrollView, _ constraint: IBConstraint) -> ContentGuide {
    let key = ObjectIdentifier(scroll)
    if let existing = contentGuides[key] { return existing }
    let made = ContentGuide(scrollView: scroll)
    contentGuides[key] = made
    if let model = index.view(scroll.sceneID ?? "") {
      note(
        .assumption,
        "scroll content of '\(model.userLabel ?? model.id)': its constraints place the content"
          + " at the content origin and its solved size is the content size (the runtime has no"
          + " contentLayoutGuide; a stand-in guide is used)", at: model.location)
    } else {
      note(
        .assumption, "scroll content: a stand-in content layout guide is used",
        at: constraint.location)
    }
    return made
  }
}
