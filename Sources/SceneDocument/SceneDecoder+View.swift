import TextEscaping
import Yams

extension SceneDecoder {
  static let viewKinds = ViewNode.Kind.allCases.map(\.rawValue)

  static let commonViewKeys = [
    "id", "frame", "subviews", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "layoutMargins", "autoresizingMask", "hidden",
    "clipsToBounds", "tableHeader",
    "constraints", "focused", "translatesAutoresizingMaskIntoConstraints",
  ]
  /// The intrinsic size given directly (project extension), for the views that have one.
  static let intrinsicKeys = ["intrinsicWidth", "intrinsicHeight"]
  /// Keys of the views that show text: `label` and `textField` take `text`, `button` takes
  /// `title`; all three take `font` (the system font's point size).
  static let textKeys = ["text", "font"]
  static let buttonKeys = ["title", "font"]
  static let scrollViewKeys = [
    "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "scrollEnabled",
    "alwaysBounceVertical", "alwaysBounceHorizontal",
  ]
  static let tableViewKeys = [
    "style", "rows", "sections", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
    "sectionFooterHeight", "insetsContentViewsToSafeArea", "tableHeaderHeight", "tableFooterHeight",
  ]
  static let collectionViewKeys = ["items", "sections", "flowLayout"]
  static let stackViewKeys = [
    "axis", "spacing", "alignment", "distribution", "layoutMarginsRelativeArrangement",
    "arranged",
  ]
  static let flowLayoutKeys = [
    "itemSize", "sectionInset", "sectionInsetReference", "minimumLineSpacing",
    "minimumInteritemSpacing", "scrollDirection",
  ]

  static func viewKeys(_ kind: ViewNode.Kind) -> [String] {
    switch kind {
    case .view: commonViewKeys
    case .imageView: commonViewKeys + intrinsicKeys
    case .label, .textField: commonViewKeys + textKeys + intrinsicKeys
    case .button: commonViewKeys + buttonKeys + intrinsicKeys
    case .scrollView: commonViewKeys + scrollViewKeys
    case .tableView: commonViewKeys + scrollViewKeys + tableViewKeys
    case .collectionView: commonViewKeys + scrollViewKeys + collectionViewKeys
    case .stackView: commonViewKeys + stackViewKeys
    }
  }

  static func viewKinds(accepting key: String) -> String? {
    if scrollViewKeys.contains(key) { return "'scrollView', 'tableView' and 'collectionView'" }
    let kinds = ViewNode.Kind.allCases.filter { viewKeys($0).contains(key) }
    if !kinds.isEmpty {
      let views = kinds.map { "'\($0.rawValue)'" }.joined(separator: " and ")
      // `title` is a button's and a controller's.
      return controllerKinds(accepting: key) != nil ? views + " and to controllers" : views
    }
    if controllerKinds(accepting: key) != nil { return "controllers, not views" }
    return nil
  }

  /// A controller's `view:`: either a view node (`view: { tableView: … }`) or the properties of
  /// a plain view (`view: { subviews: … }`).
  mutating func decodeRootView(_ entry: Entry) throws(SceneError) -> ViewNode {
    if isNull(entry.value) {
      return ViewNode(kind: .view, location: entry.keyLocation)
    }
    let entries = try self.entries(of: entry.value, in: "'view'")
    if entries.contains(where: { Self.viewKinds.contains($0.key) }) {
      return try decodeView(entry.value)
    }
    return try decodeViewBody(kind: .view, entries: entries, location: entry.keyLocation)
  }

  /// Decodes a view node: a mapping with exactly one view kind key.
  mutating func decodeView(_ node: Node) throws(SceneError) -> ViewNode {
    guard case .mapping = node else {
      throw error(
        "expected a view node (a mapping with one of \(Self.viewKinds.joined(separator: ", "))), found \(describe(node))",
        at: source.location(of: node))
    }
    let entries = try self.entries(of: node, in: "a view node")
    let kindEntry = try self.kindEntry(
      entries, node: node, kinds: Self.viewKinds, what: "a view node")
    let kind = ViewNode.Kind(rawValue: kindEntry.key) ?? .view
    let bodyEntries = try self.entries(of: kindEntry.value, in: "'\(kind.rawValue)'")
    return try decodeViewBody(kind: kind, entries: bodyEntries, location: kindEntry.keyLocation)
  }

  mutating func decodeViewBody(kind: ViewNode.Kind, entries: [Entry], location: SourceLocation)
    throws(SceneError) -> ViewNode
  {
    try enterNode(at: location)
    defer { leaveNode() }
    let context = "'\(kind.rawValue)'"
    try checkKeys(
      entries, allowed: Self.viewKeys(kind), in: context, elsewhere: Self.viewKinds(accepting:))
    if kind == .tableView {
      try exclusive(
        entries, "rows", "sections", hint: "use 'rows: N' for one section or 'sections: [N, …]'")
    }
    if kind == .collectionView {
      try exclusive(
        entries, "items", "sections", hint: "use 'items: N' for one section or 'sections: [N, …]'"
      )
    }
    var view = ViewNode(kind: kind, location: location)
    for entry in entries {
      switch entry.key {
      case "id": view.id = try decodeID(entry)
      case "frame": view.frame = try decodeFrame(entry)
      case "subviews":
        var subviews: [ViewNode] = []
        for element in try list(entry, of: "view nodes") {
          subviews.append(try decodeView(element))
        }
        view.subviews = subviews
      case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try bool(entry)
      case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try bool(entry)
      case "layoutMargins": view.layoutMargins = try insets(entry)
      case "autoresizingMask": view.autoresizingMask = try enumerationList(entry)
      case "hidden": view.hidden = try bool(entry)
      case "clipsToBounds": view.clipsToBounds = try bool(entry)
      case "tableHeader": view.tableHeader = try bool(entry)
      case "focused": view.focused = try bool(entry)
      case "translatesAutoresizingMaskIntoConstraints":
        view.translatesAutoresizingMaskIntoConstraints = try bool(entry)
      case "intrinsicWidth": view.intrinsicWidth = try number(entry, minimum: 0)
      case "intrinsicHeight": view.intrinsicHeight = try number(entry, minimum: 0)
      case "text": view.text = try string(entry)
      case "title": view.title = try string(entry)
      case "font": view.font = try number(entry, minimum: 0, exclusiveMinimum: true)
      case "constraints": view.constraints = try decodeConstraints(entry)
      case "contentSize": view.contentSize = try size(entry)
      case "contentInset": view.contentInset = try insets(entry)
      case "contentInsetAdjustmentBehavior":
        view.contentInsetAdjustmentBehavior = try enumeration(entry)
      case "scrollEnabled": view.scrollEnabled = try bool(entry)
      case "alwaysBounceVertical": view.alwaysBounceVertical = try bool(entry)
      case "alwaysBounceHorizontal": view.alwaysBounceHorizontal = try bool(entry)
      case "style": view.style = try enumeration(entry)
      case "rows": view.rows = try integer(entry)
      case "sections": view.sections = try counts(entry)
      case "rowHeight": view.rowHeight = try number(entry, minimum: 0)
      case "estimatedRowHeight": view.estimatedRowHeight = try number(entry, minimum: 0)
      case "sectionHeaderHeight": view.sectionHeaderHeight = try number(entry, minimum: 0)
      case "sectionFooterHeight": view.sectionFooterHeight = try number(entry, minimum: 0)
      case "insetsContentViewsToSafeArea": view.insetsContentViewsToSafeArea = try bool(entry)
      case "tableHeaderHeight": view.tableHeaderHeight = try number(entry, minimum: 0)
      case "tableFooterHeight": view.tableFooterHeight = try number(entry, minimum: 0)
      case "items": view.items = try integer(entry)
      case "flowLayout": view.flowLayout = try decodeFlowLayout(entry)
      case "axis": view.axis = try enumeration(entry)
      case "spacing": view.spacing = try number(entry)
      case "alignment": view.alignment = try enumeration(entry)
      case "distribution": view.distribution = try enumeration(entry)
      case "layoutMarginsRelativeArrangement":
        view.layoutMarginsRelativeArrangement = try bool(entry)
      case "arranged": view.arranged = try decodeArranged(entry)
      default: break
      }
    }
    if let arranged = view.arranged {
      // Only the stack view's own subviews can be arranged by it.
      let ids = Set((view.subviews ?? []).compactMap { $0.id?.value })
      for id in arranged.value where !ids.contains(id) {
        throw error(
          "'arranged' names '\(id)', which is not the id of one of this stack view's subviews",
          at: arranged.location)
      }
      if Set(arranged.value).count != arranged.value.count {
        throw error("'arranged' names a subview twice", at: arranged.location)
      }
    }
    return view
  }

  func decodeArranged(_ entry: Entry) throws(SceneError) -> Located<[String]> {
    var ids: [String] = []
    for element in try list(entry, of: "subview ids") {
      guard case .scalar(let scalar) = element, !isNull(element), !scalar.string.isEmpty else {
        throw error(
          "expected a subview id in 'arranged', found \(describe(element))",
          at: source.location(of: element))
      }
      ids.append(scalar.string)
    }
    return Located(ids, at: source.location(of: entry.value))
  }

  func decodeFlowLayout(_ entry: Entry) throws(SceneError) -> FlowLayoutSpec {
    let entries = try self.entries(of: entry.value, in: "'flowLayout'")
    try checkKeys(entries, allowed: Self.flowLayoutKeys, in: "'flowLayout'")
    var layout = FlowLayoutSpec(location: entry.keyLocation)
    for entry in entries {
      switch entry.key {
      case "itemSize": layout.itemSize = try size(entry)
      case "sectionInset": layout.sectionInset = try insets(entry)
      case "sectionInsetReference": layout.sectionInsetReference = try enumeration(entry)
      case "minimumLineSpacing": layout.minimumLineSpacing = try number(entry, minimum: 0)
      case "minimumInteritemSpacing":
        layout.minimumInteritemSpacing = try number(entry, minimum: 0)
      case "scrollDirection": layout.scrollDirection = try enumeration(entry)
      default: break
      }
    }
    return layout
  }

  // MARK: Frames

  func decodeFrame(_ entry: Entry) throws(SceneError) -> Located<FrameSpec> {
    let expected = "'bounds' or [x, y, width, height]"
    switch entry.value {
    case .scalar(let scalar) where !isNull(entry.value):
      guard scalar.string == "bounds" else {
        throw error(
          "expected \(expected) for '\(entry.key)', found \(describe(entry.value))",
          at: source.location(scalar.mark))
      }
      return Located(.bounds, at: source.location(scalar.mark))
    case .sequence(let sequence):
      let elements = Array(sequence)
      guard elements.count == 4 else {
        throw error(
          "expected 4 values [x, y, width, height] for '\(entry.key)', found \(elements.count)",
          at: source.location(of: entry.value))
      }
      var expressions: [FrameExpression] = []
      for (element, name) in zip(elements, ["x", "y", "width", "height"]) {
        expressions.append(try decodeFrameExpression(element, name: name, key: entry.key))
      }
      return Located(
        .rect(x: expressions[0], y: expressions[1], width: expressions[2], height: expressions[3]),
        at: source.location(of: entry.value))
    default:
      throw error(
        "expected \(expected) for '\(entry.key)', found \(describe(entry.value))",
        at: valueLocation(entry))
    }
  }

  func decodeFrameExpression(_ node: Node, name: String, key: String) throws(SceneError)
    -> FrameExpression
  {
    guard case .scalar(let scalar) = node, !isNull(node) else {
      throw error(
        "expected a number or an expression for \(name) in '\(key)', found \(describe(node))",
        at: source.location(of: node))
    }
    if let value = parseNumber(scalar.string) {
      return .number(value)
    }
    do {
      return try FrameExpression.parse(scalar.string)
    } catch {
      let locate = source.locator(for: scalar)
      throw self.error(error.message, at: locate(error.offset))
    }
  }

  // MARK: Constraints

  func decodeConstraints(_ entry: Entry) throws(SceneError) -> [ConstraintSpec] {
    var constraints: [ConstraintSpec] = []
    for element in try list(entry, of: "constraint strings") {
      guard case .scalar(let scalar) = element, !isNull(element) else {
        throw error(
          "expected a constraint string such as 'top == safeArea.top' in '\(entry.key)', found \(describe(element))",
          at: source.location(of: element))
      }
      let locate = source.locator(for: scalar)
      do {
        constraints.append(try ConstraintSpec.parse(scalar.string, locate: locate))
      } catch {
        throw self.error(error.message, at: locate(error.offset))
      }
    }
    return constraints
  }
}
