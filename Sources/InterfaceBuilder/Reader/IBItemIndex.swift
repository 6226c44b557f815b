/// What a constraint's `firstItem`/`secondItem` id names (spec §4.3).
public enum IBItemReference: Hashable, Sendable {
  /// A view.
  case view(String)
  /// A `<viewLayoutGuide>` of a view: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`.
  case viewGuide(viewID: String, key: String)
  /// A legacy top or bottom layout guide of a controller, whose root view is `rootViewID`.
  case controllerGuide(
    controllerID: String, rootViewID: String?, edge: IBControllerLayoutGuide.Edge)

  /// The view the item belongs to (a guide counts as its owning view, a legacy guide as the
  /// controller's root view).
  public var viewID: String? {
    switch self {
    case .view(let id): id
    case .viewGuide(let id, _): id
    case .controllerGuide(_, let root, _): root
    }
  }
}

/// A segue and the controller whose scene holds it.
public struct IBIncomingSegue: Hashable, Sendable {
  /// The controller the segue starts from.
  public var sourceID: String
  /// The segue.
  public var segue: IBSegue
}

/// Every id of a document: views with their parents, guides and controllers (ids are unique per
/// document, spec §2.1).
public struct IBItemIndex: Sendable {
  private var items: [String: IBItemReference] = [:]
  private var parents: [String: String] = [:]
  /// Where each view is: its root in ``roots`` and its place in that root's
  /// ``IBView/forEachView(_:)`` order. A view is found again by walking its root (``view(_:)`` is
  /// rare), so the index holds no copy of any view.
  private var viewPlaces: [String: (root: Int32, ordinal: Int32)] = [:]
  private var roots: [IBView] = []
  private var controllers: [String: IBController] = [:]
  /// The container (navigation or tab bar controller) each controller is a relationship child
  /// of, the first in document order.
  private var containers: [String: String] = [:]
  private var sceneIDs: Set<String> = []
  /// The destinations of every controller's relationship segues, a container's or not.
  private var relationshipDestinations: Set<String> = []
  /// The segues that lead to each controller (not relationships, not unwinds), with their source
  /// controller, in document order.
  private var incoming: [String: [IBIncomingSegue]] = [:]
  /// The ids that more than one view has.
  private var duplicatedViewIDs: Set<String> = []
  /// The builder's plans for this document's controllers, made by the first build that needs
  /// them (``IBControllerTemplate``); a new index (changed scenes) starts without any.
  private(set) var buildTemplates = IBBuildTemplates(duplicatedViewIDs: [])

  /// Indexes every scene of `document`.
  public init(_ document: IBDocument) {
    self = document.itemIndex
  }

  /// Indexes every scene.
  public init(scenes: [IBScene]) {
    for scene in scenes {
      sceneIDs.insert(scene.id)
      add(scene.controller)
      for view in scene.detachedViews { add(view, parent: nil) }
      addIncomingSegues(of: scene.controller)
      let controller = scene.controller
      for segue in controller.relationshipSegues {
        relationshipDestinations.insert(segue.destination)
      }
      // Only navigation, tab bar and split view controllers are built around their children.
      guard
        controller.kind == .navigationController || controller.kind == .tabBarController
          || controller.kind == .splitViewController
      else { continue }
      for segue in controller.relationshipSegues where containers[segue.destination] == nil {
        containers[segue.destination] = controller.id
      }
    }
    buildTemplates = IBBuildTemplates(duplicatedViewIDs: duplicatedViewIDs)
  }

  /// Indexes one controller and its views.
  public init(controller: IBController) {
    add(controller)
    buildTemplates = IBBuildTemplates(duplicatedViewIDs: duplicatedViewIDs)
  }

  private mutating func add(_ controller: IBController) {
    controllers[controller.id] = controller
    for guide in controller.layoutGuides {
      items[guide.id] = .controllerGuide(
        controllerID: controller.id, rootViewID: controller.view?.id, edge: guide.edge)
    }
    if let view = controller.view { add(view, parent: nil) }
    for view in controller.barItemViews { add(view, parent: nil) }
  }

  private mutating func add(_ root: IBView, parent: String?) {
    var ordinal: Int32 = 0
    roots.append(root)
    add(root, parent: parent, root: Int32(roots.count - 1), ordinal: &ordinal)
  }

  /// Indexes `view` and its descendants in ``IBView/forEachView(_:)`` order.
  private mutating func add(_ view: IBView, parent: String?, root: Int32, ordinal: inout Int32) {
    items[view.id] = .view(view.id)
    if viewPlaces[view.id] != nil { duplicatedViewIDs.insert(view.id) }
    viewPlaces[view.id] = (root, ordinal)
    ordinal += 1
    if let parent { parents[view.id] = parent }
    for guide in view.layoutGuides { items[guide.id] = .viewGuide(viewID: view.id, key: guide.key) }
    for child in view.subviews { add(child, parent: view.id, root: root, ordinal: &ordinal) }
    for child in view.keyedViews { add(child, parent: view.id, root: root, ordinal: &ordinal) }
    for cell in view.table?.prototypeCells ?? [] {
      add(cell, parent: view.id, root: root, ordinal: &ordinal)
    }
    for section in view.table?.sections ?? [] {
      for cell in section.cells { add(cell, parent: view.id, root: root, ordinal: &ordinal) }
    }
    for cell in view.collection?.cells ?? [] {
      add(cell, parent: view.id, root: root, ordinal: &ordinal)
    }
  }

  private mutating func addIncomingSegues(of controller: IBController) {
    var segues = controller.segues
    let roots = [controller.view].compactMap { $0 } + controller.barItemViews
    for view in roots.flatMap({ $0.allViews() }) { segues += view.segues }
    for segue in segues where segue.kind != "relationship" && segue.kind != "unwind" {
      incoming[segue.destination, default: []].append(
        IBIncomingSegue(sourceID: controller.id, segue: segue))
    }
  }

  /// The segues that lead to controller `id` (relationships and unwinds excepted), in document
  /// order: those of each controller's `<connections>` and of its views (buttons, cells).
  public func incomingSegues(to id: String) -> [IBIncomingSegue] { incoming[id] ?? [] }

  /// What `id` names, if anything.
  public func item(_ id: String) -> IBItemReference? { items[id] }

  /// The view with `id` (the last in document order when a file repeats an id). O(n) in its
  /// root's views: the index keeps places, not copies.
  public func view(_ id: String) -> IBView? {
    guard let place = viewPlaces[id], Int(place.root) < roots.count else { return nil }
    var ordinal: Int32 = 0
    var found: IBView?
    roots[Int(place.root)].forEachView { view in
      if ordinal == place.ordinal { found = view }
      ordinal += 1
    }
    return found
  }

  /// The controller with `id`.
  public func controller(_ id: String) -> IBController? { controllers[id] }

  /// The navigation or tab bar controller whose relationship child `controllerID` is.
  public func container(of controllerID: String) -> String? { containers[controllerID] }

  /// Whether a scene has this id.
  public func hasScene(_ id: String) -> Bool { sceneIDs.contains(id) }

  /// Whether a relationship segue of any controller leads to controller `id`.
  public func isRelationshipDestination(_ id: String) -> Bool {
    relationshipDestinations.contains(id)
  }

  /// The superview id of a view.
  public func parent(of id: String) -> String? { parents[id] }

  /// Whether `ancestor` is `id` or one of its superviews.
  public func isAncestor(_ ancestor: String, of id: String) -> Bool {
    var current: String? = id
    var steps = 0
    while let candidate = current, steps < 10_000 {
      if candidate == ancestor { return true }
      current = parents[candidate]
      steps += 1
    }
    return false
  }
}

extension IBDocumentDecoder {
  /// Checks every constraint's items and owner (spec §4.3, §4.4); problems become notes.
  func validate(_ document: inout IBDocument) {
    let index = document.itemIndex
    for scene in document.scenes {
      let roots =
        [scene.controller.view].compactMap { $0 } + scene.controller.barItemViews
        + scene.detachedViews
      for root in roots {
        root.forEachView { view in validateConstraints(of: view, index: index) }
      }
    }
  }

  /// Each constraint of one view: its items and owner, and duplicates among them.
  private func validateConstraints(of view: IBView, index: IBItemIndex) {
    var seen: [String: String] = [:]
    for constraint in view.constraints {
      validate(constraint, index: index)
      let signature =
        "\(constraint.firstItem).\(constraint.firstAttribute.rawValue)"
        + "|\(constraint.relation.rawValue)|\(constraint.secondItem ?? "")."
        + "\(constraint.secondAttribute?.rawValue ?? "")|\(constraint.multiplier)"
        + "|\(constraint.constant)|\(constraint.priority)|\(constraint.variations.count)"
      if let first = seen[signature] {
        note(
          .warning,
          "constraint '\(constraint.id)' duplicates '\(first)' (\(constraint)); one is kept",
          at: constraint.location)
      } else {
        seen[signature] = constraint.id
      }
    }
  }

  private func validate(_ constraint: IBConstraint, index: IBItemIndex) {
    var owners: [String] = []
    for id in [constraint.firstItem] + [constraint.secondItem].compactMap({ $0 }) {
      guard let item = index.item(id) else {
        note(
          .warning,
          "constraint '\(constraint.id)' names '\(id.prefix(60))', which is not a view or guide in"
            + " this document; the constraint is dropped", at: constraint.location)
        return
      }
      if let viewID = item.viewID { owners.append(viewID) }
    }
    if constraint.secondItem != nil, constraint.secondAttribute == nil {
      note(
        .warning, "constraint '\(constraint.id)' has a second item but no second attribute",
        at: constraint.location)
    }
    for viewID in owners where !index.isAncestor(constraint.ownerID, of: viewID) {
      note(
        .warning,
        "constraint '\(constraint.id)' is stored on '\(constraint.ownerID)', which is not an"
          + " ancestor of '\(viewID)'; UIKit would refuse to install it", at: constraint.location)
      return
    }
  }
}
