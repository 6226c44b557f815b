import TextEscaping
import Yams

extension SceneDecoder {
  static let controllerKinds = ControllerNode.Kind.allCases.map(\.rawValue)

  static func controllerKeys(_ kind: ControllerNode.Kind) -> [String] {
    switch kind {
    case .controller:
      [
        "id", "title", "view", "additionalSafeAreaInsets", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
        "prefersStatusBarHidden", "largeTitleDisplayMode", "hidesBottomBarWhenPushed", "children",
        "presents", "navigationItem",
      ]
    case .navigation: ["id", "navigationBar", "toolbar", "viewControllers", "presents"]
    case .tabBar:
      ["id", "tabBar", "viewControllers", "selectedIndex", "presents", "bottomAccessory"]
    case .split:
      [
        "id", "style", "displayMode", "preferredPrimaryColumnWidth",
        "preferredSupplementaryColumnWidth", "preferredPrimaryColumnWidthFraction", "primary",
        "supplementary", "secondary", "compact", "viewControllers", "presents",
      ]
    }
  }

  /// The kinds of controller a key applies to, for "key … applies to …" messages.
  static func controllerKinds(accepting key: String) -> String? {
    let kinds = ControllerNode.Kind.allCases.filter { controllerKeys($0).contains(key) }
    return kinds.isEmpty ? nil : kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
  }

  /// Decodes a controller node: a mapping with exactly one of `controller`, `navigation`,
  /// `tabBar`.
  mutating func decodeController(_ node: Node, what: String) throws(SceneError) -> ControllerNode {
    guard case .mapping = node else {
      throw error(
        "expected a controller node (a mapping with one of \(Self.controllerKinds.joined(separator: ", "))) for \(what), found \(describe(node))",
        at: source.location(of: node))
    }
    let entries = try self.entries(of: node, in: "a controller node")
    let kindEntry = try self.kindEntry(
      entries, node: node, kinds: Self.controllerKinds, what: "a controller node")
    return try decodeControllerBody(kindEntry)
  }

  mutating func decodeControllerBody(_ kindEntry: Entry) throws(SceneError) -> ControllerNode {
    let kind = ControllerNode.Kind(rawValue: kindEntry.key) ?? .controller
    try enterNode(at: kindEntry.keyLocation)
    defer { leaveNode() }
    let context = "'\(kind.rawValue)'"
    let entries = try self.entries(of: kindEntry.value, in: context)
    try checkKeys(
      entries, allowed: Self.controllerKeys(kind), in: context,
      elsewhere: Self.controllerKinds(accepting:))
    var controller = ControllerNode(kind: kind, location: kindEntry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "id": controller.id = try decodeID(entry)
      case "title": controller.title = try string(entry)
      case "view": controller.view = try decodeRootView(entry)
      case "additionalSafeAreaInsets": controller.additionalSafeAreaInsets = try insets(entry)
      case "edgesForExtendedLayout":
        controller.edgesForExtendedLayout = try decodeExtendedEdges(entry)
      case "extendedLayoutIncludesOpaqueBars":
        controller.extendedLayoutIncludesOpaqueBars = try bool(entry)
      case "automaticallyAdjustsScrollViewInsets":
        controller.automaticallyAdjustsScrollViewInsets = try bool(entry)
      case "prefersStatusBarHidden": controller.prefersStatusBarHidden = try bool(entry)
      case "largeTitleDisplayMode": controller.largeTitleDisplayMode = try enumeration(entry)
      case "hidesBottomBarWhenPushed": controller.hidesBottomBarWhenPushed = try bool(entry)
      case "children":
        var children: [ChildControllerNode] = []
        for element in try list(entry, of: "{ frame, <controller node> } entries") {
          children.append(try decodeChild(element))
        }
        controller.children = children
      case "navigationBar": controller.navigationBar = try decodeNavigationBar(entry)
      case "toolbar": controller.toolbar = try decodeToolbar(entry)
      case "viewControllers":
        var controllers: [ControllerNode] = []
        for element in try list(entry, of: "controller nodes") {
          controllers.append(try decodeController(element, what: "an item of 'viewControllers'"))
        }
        controller.viewControllers = controllers
      case "tabBar": controller.tabBar = try decodeTabBar(entry)
      case "selectedIndex": controller.selectedIndex = try integer(entry)
      case "presents": controller.presents = try decodePresentation(entry)
      case "navigationItem": controller.navigationItem = try decodeNavigationItem(entry)
      case "bottomAccessory": controller.bottomAccessory = try bool(entry)
      case "style": controller.splitStyle = try enumeration(entry)
      case "displayMode": controller.displayMode = try enumeration(entry)
      case "preferredPrimaryColumnWidth":
        controller.preferredPrimaryColumnWidth = try columnWidth(entry)
      case "preferredSupplementaryColumnWidth":
        controller.preferredSupplementaryColumnWidth = try columnWidth(entry)
      case "preferredPrimaryColumnWidthFraction":
        controller.preferredPrimaryColumnWidthFraction = try columnWidth(entry, fraction: true)
      case "primary", "supplementary", "secondary", "compact":
        let column = SplitColumnNode.Column(rawValue: entry.key) ?? .primary
        controller.columns.append(
          SplitColumnNode(
            column: column, location: entry.keyLocation,
            controller: try decodeController(entry.value, what: "'\(entry.key)'")))
      default: break
      }
    }
    if kind == .split { try checkSplit(controller) }
    return controller
  }

  /// A column width in points (positive), or a fraction in 0…1.
  func columnWidth(_ entry: Entry, fraction: Bool = false) throws(SceneError) -> Located<Double> {
    let value = try number(entry)
    let valid = fraction ? value.value > 0 && value.value <= 1 : value.value > 0
    guard valid else {
      throw error(
        "invalid '\(entry.key)' \(value.value); expected "
          + (fraction ? "a fraction greater than 0 and at most 1" : "a positive number of points"),
        at: value.location)
    }
    return value
  }

  /// The split keys that depend on the style: `viewControllers` for `unspecified` only (at most
  /// two), column keys for column styles only, `supplementary` and its width for
  /// `tripleColumn` only.
  func checkSplit(_ node: ControllerNode) throws(SceneError) {
    let style = node.splitStyle?.value ?? .unspecified
    let styleText = "'style: \(style.rawValue)'"
    if style == .unspecified {
      if let column = node.columns.first {
        throw error(
          "'\(column.column.rawValue)' applies to a split with columns (style doubleColumn or"
            + " tripleColumn); a classic split (\(styleText)) takes 'viewControllers:"
            + " [primary, secondary]'", at: column.location)
      }
      if let controllers = node.viewControllers, controllers.count > 2 {
        throw error(
          "a classic split takes at most two view controllers (primary, secondary); found"
            + " \(controllers.count)", at: controllers[2].location)
      }
    } else {
      if let first = node.viewControllers?.first {
        throw error(
          "'viewControllers' is for a classic split ('style: unspecified'); a split with"
            + " \(styleText) takes "
            + (style == .tripleColumn
              ? "'primary', 'supplementary', 'secondary' and 'compact'"
              : "'primary', 'secondary' and 'compact'"),
          at: first.location)
      }
    }
    if style != .tripleColumn {
      if let column = node.columns.first(where: { $0.column == .supplementary }) {
        throw error(
          "'supplementary' applies only to 'style: tripleColumn'", at: column.location)
      }
      if let width = node.preferredSupplementaryColumnWidth {
        throw error(
          "'preferredSupplementaryColumnWidth' applies only to 'style: tripleColumn'",
          at: width.location)
      }
    }
  }

  static let presentationKeys = [
    "modalPresentationStyle", "detent", "prefersGrabberVisible",
    "prefersEdgeAttachedInCompactHeight", "popover",
  ]

  /// Decodes `presents:`: the presentation keys beside exactly one controller-node key.
  mutating func decodePresentation(_ entry: Entry) throws(SceneError) -> PresentationNode {
    let node = entry.value
    guard case .mapping = node else {
      throw error(
        "expected a mapping with one of \(Self.controllerKinds.joined(separator: ", ")) for"
          + " 'presents', found \(describe(node))", at: valueLocation(entry))
    }
    let entries = try self.entries(of: node, in: "'presents'")
    let kindEntry = try self.kindEntry(
      entries, node: node, kinds: Self.controllerKinds, what: "'presents'",
      allowedBeside: Self.presentationKeys)
    let controller = try decodeControllerBody(kindEntry)
    var presentation = PresentationNode(location: entry.keyLocation, controller: controller)
    for entry in entries {
      switch entry.key {
      case "modalPresentationStyle": presentation.modalPresentationStyle = try enumeration(entry)
      case "detent": presentation.detent = try decodeDetent(entry)
      case "prefersGrabberVisible": presentation.prefersGrabberVisible = try bool(entry)
      case "prefersEdgeAttachedInCompactHeight":
        presentation.prefersEdgeAttachedInCompactHeight = try bool(entry)
      case "popover": presentation.popover = try decodePopover(entry)
      default: break
      }
    }
    if let popover = presentation.popover,
      presentation.modalPresentationStyle?.value != .popover
    {
      throw error(
        "'popover' applies only with 'modalPresentationStyle: popover'", at: popover.location)
    }
    return presentation
  }

  /// `detent: large | medium | N`.
  func decodeDetent(_ entry: Entry) throws(SceneError) -> Located<PresentationNode.Detent> {
    let scalar = try self.scalar(entry, expected: "large, medium or a number of points")
    let location = source.location(scalar.mark)
    switch scalar.string {
    case "large": return Located(.large, at: location)
    case "medium": return Located(.medium, at: location)
    default:
      guard let value = parseNumber(scalar.string), value.isFinite, value > 0 else {
        throw error(
          "invalid detent '\(scalar.string)'; expected large, medium or a positive number of"
            + " points", at: location)
      }
      return Located(.custom(value), at: location)
    }
  }

  /// `popover: { sourceView, sourceRect, permittedArrowDirections }`.
  mutating func decodePopover(_ entry: Entry) throws(SceneError) -> PresentationNode.Popover {
    let entries = try self.entries(of: entry.value, in: "'popover'")
    try checkKeys(
      entries, allowed: ["sourceView", "sourceRect", "permittedArrowDirections"], in: "'popover'")
    var popover = PresentationNode.Popover(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "sourceView": popover.sourceView = try string(entry)
      case "sourceRect":
        popover.sourceRect = try numbers(entry, names: ["x", "y", "width", "height"])
      case "permittedArrowDirections": popover.permittedArrowDirections = try enumeration(entry)
      default: break
      }
    }
    return popover
  }

  mutating func decodeChild(_ node: Node) throws(SceneError) -> ChildControllerNode {
    guard case .mapping = node else {
      throw error(
        "expected a child entry { frame: F, <controller node> } in 'children', found \(describe(node))",
        at: source.location(of: node))
    }
    let entries = try self.entries(of: node, in: "a child entry")
    let kindEntry = try self.kindEntry(
      entries, node: node, kinds: Self.controllerKinds, what: "a child entry",
      allowedBeside: ["frame"])
    var frame: Located<FrameSpec>?
    if let frameEntry = entries.first(where: { $0.key == "frame" }) {
      frame = try decodeFrame(frameEntry)
    }
    let controller = try decodeControllerBody(kindEntry)
    return ChildControllerNode(
      location: source.location(of: node), frame: frame, controller: controller)
  }

  func decodeExtendedEdges(_ entry: Entry) throws(SceneError) -> Located<ExtendedEdges> {
    if case .sequence = entry.value {
      let edges = try enumerationList(entry, as: ExtendedEdges.Edge.self)
      return Located(.edges(edges.value), at: edges.location)
    }
    guard case .scalar(let scalar) = entry.value, !isNull(entry.value) else {
      throw error(
        "expected all, none or a list of top, left, bottom, right for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
    switch scalar.string.lowercased() {
    case "all": return Located(.all, at: source.location(scalar.mark))
    case "none": return Located(.none, at: source.location(scalar.mark))
    default:
      throw error(
        "expected all, none or a list of top, left, bottom, right for '\(entry.key)', found \(describe(entry.value))",
        at: source.location(scalar.mark))
    }
  }

  func decodeNavigationBar(_ entry: Entry) throws(SceneError) -> NavigationBarSpec {
    let entries = try self.entries(of: entry.value, in: "'navigationBar'")
    try checkKeys(
      entries, allowed: ["translucent", "hidden", "backgroundImage", "prefersLargeTitles"],
      in: "'navigationBar'")
    var bar = NavigationBarSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "translucent": bar.translucent = try bool(entry)
      case "hidden": bar.hidden = try bool(entry)
      case "backgroundImage": bar.backgroundImage = try enumeration(entry)
      case "prefersLargeTitles": bar.prefersLargeTitles = try bool(entry)
      default: break
      }
    }
    return bar
  }

  func decodeNavigationItem(_ entry: Entry) throws(SceneError) -> NavigationItemSpec {
    let entries = try self.entries(of: entry.value, in: "'navigationItem'")
    try checkKeys(
      entries,
      allowed: ["prompt", "searchController", "hidesSearchBarWhenScrolling", "searchActive"],
      in: "'navigationItem'")
    var item = NavigationItemSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "prompt": item.prompt = try string(entry)
      case "searchController": item.searchController = try bool(entry)
      case "hidesSearchBarWhenScrolling": item.hidesSearchBarWhenScrolling = try bool(entry)
      case "searchActive": item.searchActive = try bool(entry)
      default: break
      }
    }
    if item.searchController?.value != true {
      let dependent: [(String, SourceLocation?)] = [
        ("searchActive", item.searchActive?.location),
        ("hidesSearchBarWhenScrolling", item.hidesSearchBarWhenScrolling?.location),
      ]
      for case (let key, let location?) in dependent {
        throw error("'\(key)' applies only with 'searchController: true'", at: location)
      }
    }
    return item
  }

  func decodeToolbar(_ entry: Entry) throws(SceneError) -> ToolbarSpec {
    let entries = try self.entries(of: entry.value, in: "'toolbar'")
    try checkKeys(entries, allowed: ["hidden", "translucent"], in: "'toolbar'")
    var toolbar = ToolbarSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "hidden": toolbar.hidden = try bool(entry)
      case "translucent": toolbar.translucent = try bool(entry)
      default: break
      }
    }
    return toolbar
  }

  func decodeTabBar(_ entry: Entry) throws(SceneError) -> TabBarSpec {
    let entries = try self.entries(of: entry.value, in: "'tabBar'")
    try checkKeys(entries, allowed: ["translucent", "hidden"], in: "'tabBar'")
    var bar = TabBarSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "translucent": bar.translucent = try bool(entry)
      case "hidden": bar.hidden = try bool(entry)
      default: break
      }
    }
    return bar
  }
}
