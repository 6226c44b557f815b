/// Views whose width UIKit sets whatever their frame says (measurement N: 10 false alarms;
/// measurement M left 4):
/// - a table's header and footer view: "the table view respects only the height of your view's
///   frame rectangle; it adjusts the width of your header view automatically to match the table
///   view's width" (Apple, [`UITableView.tableHeaderView`](https://developer.apple.com/documentation/uikit/uitableview/tableheaderview));
/// - the views a table or collection view gets from its data source or delegate (cells, section
///   headers and footers, returned from a `tableView…` / `collectionView…` method): the table
///   lays them out across its width, the layout gives each its frame (derived from the same
///   rule: a view the container sizes is the container's width, not its frame's).
///
/// The screen's width given as such a view's frame width (`CGRectMake(0, 0, SCREEN_WIDTH, 120)`
/// assigned to the view, built in its getter or lazy initializer, or returned) is therefore not
/// a layout value: the frame's width is dropped before the rules read the statement, its height
/// and origin stay.
struct ReplacedWidthSinks: Sendable {
  /// Properties and instance variables (`headView`, from `self.headView` and `_headView`).
  var properties: Set<String> = []
  /// Locals of a method (`cell` in `tableView`), by the method.
  var locals: [String: Set<String>] = [:]

  /// Whether the file names a horizontal direction anywhere (`scrollDirection =
  /// UICollectionViewScrollDirectionHorizontal`): a flow layout's header size then may use
  /// its width. Always for Swift, whose reader decides this itself.
  var mentionsHorizontal = false

  var isEmpty: Bool { properties.isEmpty && locals.isEmpty }

  static let headerTargets: Set<String> = ["tableHeaderView", "tableFooterView"]
  /// A flow layout's header and footer sizes (`layout.headerReferenceSize = CGSizeMake(
  /// SCREEN_WIDTH, 44)`): "only the size that corresponds to the appropriate scrolling direction
  /// is used … for the vertical scrolling direction, the layout object uses the height value"
  /// (Apple, [`UICollectionViewFlowLayout.headerReferenceSize`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize)).
  /// The Swift reader keeps only the height when it reads the assignment; the Objective-C one
  /// leaves it to ``replacesSizeWidth(of:)`` (measurement S: 2 false alarms).
  static let referenceSizeTargets: Set<String> = ["headerReferenceSize", "footerReferenceSize"]
  static let containerMethods: Set<String> = ["tableView", "collectionView"]

  init() {}

  /// The sinks of a file's statements.
  init(_ model: SourceModel) {
    // (Swift: the reader keeps a header size's height itself, from the file's text.)
    mentionsHorizontal = model.language == .swift
    for statement in model.statements where !mentionsHorizontal {
      statement.expression.walk { node in
        switch node.kind {
        case .path(let name), .reference(let name), .unknown(let name):
          if name.includes("orizontal") { mentionsHorizontal = true }
        default: break
        }
      }
    }
    for statement in model.statements {
      if let target = statement.target,
        Self.headerTargets.contains(Analyzer.lastName(target))
      {
        add(statement.expression, enclosing: statement.enclosing, model)
      }
      if statement.role == .returnValue, let enclosing = statement.enclosing,
        Self.containerMethods.contains(enclosing)
      {
        // `return section == 0 ? nil : self.headView;`, `return cell ?? UITableViewCell()`.
        var pending = [statement.expression]
        while let node = pending.popLast() {
          switch node.kind {
          case .conditional(_, let then, let otherwise):
            pending.append(then)
            pending.append(otherwise)
          case .binary("??", let lhs, let rhs):
            pending.append(lhs)
            pending.append(rhs)
          default: add(node, enclosing: enclosing, model)
          }
        }
      }
    }
  }

  private mutating func add(_ node: LintExpression, enclosing: String?, _ model: SourceModel) {
    let written: String
    switch node.kind {
    case .reference(let name), .local(let name): written = name
    case .path(let path): written = path.filter { $0 != " " }
    default: return
    }
    // (Never the controller's own view or the view itself: `return view` would take every
    // `view.frame` of the file with it; nor the table or collection view a getter of that
    // name returns — an Objective-C getter `- (UITableView *)tableView` is read as a
    // `tableView…` method: measurement N.)
    guard let name = Self.viewName(written),
      !["view", "self", "contentView", "window"].contains(name),
      !Self.containerMethods.contains(name), !name.hasSuffix("TableView"),
      !name.hasSuffix("CollectionView")
    else { return }
    // A bare name that is a local of the method is that method's view only.
    if !written.contains("."), !written.hasPrefix("_"), let enclosing,
      model.localNames[enclosing]?.contains(name) == true
    {
      locals[enclosing, default: []].insert(name)
    } else {
      properties.insert(name)
    }
  }

  /// `self.headView` → `headView`, `_headView` → `headView`; nil for a path through another
  /// object (`self.table.headView`) or an empty name.
  static func viewName(_ written: String) -> String? {
    var text = Substring(written)
    if text.hasPrefix("self.") { text = text.dropFirst(5) }
    guard !text.contains(".") else { return nil }
    while text.hasPrefix("_") { text = text.dropFirst() }
    return text.isEmpty ? nil : String(text)
  }

  /// Whether `statement` gives a frame to a view whose width UIKit sets: assigned to a table's
  /// header or footer, to a sink (`_headView = …`, `_headerView.frame = …`, a returned local),
  /// or built in a sink's getter or lazy initializer into a plain name (`let view =
  /// Header(frame: …)`).
  func replacesWidth(of statement: SourceStatement) -> Bool {
    guard let target = statement.target else { return false }
    if Self.headerTargets.contains(Analyzer.lastName(target)) { return true }
    // An Objective-C target is its tokens spaced (`_headerView . frame`, `UIView * header`): a
    // path is its tokens joined, a declaration the name declared.
    let parts = target.split(separator: " ")
    var assigned =
      parts.count > 1 && !parts.contains(".")
      ? Substring(Analyzer.lastName(target)) : Substring(parts.joined())
    if assigned.hasSuffix(".frame") { assigned = assigned.dropLast(6) }
    if let enclosing = statement.enclosing, !assigned.includes("."), !assigned.hasPrefix("_") {
      if locals[enclosing]?.contains(String(assigned)) == true { return true }
      if properties.contains(enclosing) { return true }
    }
    guard let name = Self.viewName(String(assigned)) else { return false }
    return properties.contains(name)
  }

  /// Whether `statement` sets a flow layout's header or footer size in a file that never
  /// names a horizontal direction (``referenceSizeTargets``): the size's width is not used.
  func replacesSizeWidth(of statement: SourceStatement) -> Bool {
    guard !mentionsHorizontal, let target = statement.target else { return false }
    return Self.referenceSizeTargets.contains(Analyzer.lastName(target))
  }

  /// `expression` with the width of a size it is (`CGSizeMake(w, h)`, `CGSize(width:height:)`)
  /// replaced by 0, at the width's position.
  static func droppingSizeWidth(_ expression: LintExpression) -> LintExpression {
    guard case .call(let name, var arguments) = expression.kind, arguments.count == 2,
      ["CGSize", "CGSizeMake"].contains(name.lastDotComponent.map(String.init) ?? name)
    else { return expression }
    arguments[0] = LintExpression(.number(0), at: arguments[0].position)
    var result = expression
    result.kind = .call(name, arguments)
    return result
  }

  /// `expression` with the width of each frame it builds (`CGRectMake(x, y, w, h)`,
  /// `CGRect(x:y:width:height:)`) replaced by 0, at the width's position.
  static func droppingFrameWidths(_ expression: LintExpression, depth: Int = 0) -> LintExpression {
    guard depth < 64 else { return expression }
    var result = expression
    switch expression.kind {
    case .call(let name, let arguments):
      var rebuilt = arguments.map { droppingFrameWidths($0, depth: depth + 1) }
      if arguments.count == 4,
        ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name)
      {
        rebuilt[2] = LintExpression(.number(0), at: arguments[2].position)
      }
      result.kind = .call(name, rebuilt)
    case .unary(let op, let operand):
      result.kind = .unary(op, droppingFrameWidths(operand, depth: depth + 1))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(
        op, droppingFrameWidths(lhs, depth: depth + 1), droppingFrameWidths(rhs, depth: depth + 1))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        condition, droppingFrameWidths(then, depth: depth + 1),
        droppingFrameWidths(otherwise, depth: depth + 1))
    default: break
    }
    return result
  }
}

extension Analyzer {
  /// Whether `statement` declares a local of its method (`let screenWidth = UIScreen.main
  /// .bounds.size.width`, `CGSize imageSize = [UIScreen mainScreen].bounds.size;`) that reads
  /// the screen, is assigned once, and that the method uses only to move a view out of view (``MainScreenBoundsRule/outOfViewPositions(_:target:)``, on the axis of the
  /// dimension it holds) or as the size of an image drawn off screen
  /// (``MainScreenBoundsRule/imageDrawingPositions(_:)``). The declaration is then no layout
  /// either (measurement N: a push transition's `screenWidth`, a screenshot's size — 3 false
  /// alarms; before, "the reader does not know a local's uses where it is declared"). `others`
  /// are the statements of the same method.
  func isHarmlessScreenLocal(
    _ statement: SourceStatement, among others: [SourceStatement], file: String
  ) -> Bool {
    guard statement.role == .value, let target = statement.target, !target.includes("."),
      !target.includes("["), !currentLocals.isEmpty
    else { return false }
    let name = Self.lastName(target)
    guard currentLocals.contains(name) else { return false }
    let facts = directFacts(expandingFacts(statement.expression, file: file))
    var axes: Set<String> = []
    if facts.contains(.screenWidth) { axes.insert("width") }
    if facts.contains(.screenHeight) { axes.insert("height") }
    if facts.contains(.screenSize) { axes.insert("size") }
    guard !axes.isEmpty else { return false }
    var used = false
    for other in others where other != statement {
      // Assigned again (`arrowMargin = …` in branches): its uses are not this value's alone.
      if let assigned = other.target, !assigned.includes("."), Self.lastName(assigned) == name {
        return false
      }
      var uses: [SourcePosition] = []
      other.expression.walk { node in
        switch node.kind {
        case .reference(let used), .local(let used): if used == name { uses.append(node.position) }
        case .path(let path):
          if path == name || path.hasPrefix(name + ".") { uses.append(node.position) }
        default: break
        }
      }
      guard !uses.isEmpty else { continue }
      used = true
      let drawn = MainScreenBoundsRule.imageDrawingPositions(other.expression)
      var hidden: [SourcePosition: String] = [:]
      for (position, axis) in MainScreenBoundsRule.outOfViewPositions(
        other.expression, target: other.target)
      {
        hidden[position] = axis
      }
      for use in uses {
        if drawn.contains(use) { continue }
        if let axis = hidden[use], axes == [axis] { continue }
        return false
      }
    }
    // A local never used is reported as before: what reads the screen is labelled used or not,
    // and a use the reader does not see (in an expression it keeps as unknown) is no proof.
    return used
  }
}

extension Analyzer {
  /// Whether `statement` gives the whole screen's rectangle to a local view (`CustomPickerView
  /// *pickerView = [CustomPickerView pickerWithFrame:CGRectMake(0, 0, kScreenWidth,
  /// kScreenHeight) …]`, `UIView *view = [[UIView alloc] initWithFrame:…]`) that the same method
  /// adds to a window (`[appdelegate.window addSubview:pickerView]`, `keyWindow?.addSubview(view)`):
  /// a window's direct subview as large as the screen covers its window in every window, a
  /// window never being larger than the screen — the convention for covers (SourceLint.md,
  /// "Conventions"; measurement T: 12 false alarms of pickers and a dimming view shown over the
  /// app delegate's window). A local added to a view controller's view stays a finding.
  func isWindowCoverLocal(
    _ statement: SourceStatement, among others: [SourceStatement], file: String
  ) -> Bool {
    guard statement.role == .value, let target = statement.target, !target.includes("."),
      !target.includes("["), !currentLocals.isEmpty
    else { return false }
    let name = Self.lastName(target)
    guard currentLocals.contains(name),
      expandingFacts(statement.expression, file: file).contains({
        self.isWholeScreenRectangle($0, file: file)
      })
    else { return false }
    return others.contains { other in
      guard other != statement else { return false }
      var added = false
      func isLocal(_ node: LintExpression) -> Bool {
        switch node.kind {
        case .reference(let used), .local(let used), .path(let used): return used == name
        default: return false
        }
      }
      other.expression.walk { node in
        guard !added, case .call(let call, let arguments) = node.kind else { return }
        // Objective-C: `[appdelegate.window addSubview:pickerView]`, the receiver first.
        if call == "addSubview:", arguments.count == 2,
          let receiver = CExpressionParser.path(of: arguments[0]), Self.namesWindow(receiver)
        {
          added = isLocal(arguments[1])
          return
        }
        // Swift: `keyWindow?.addSubview(view)`, the receiver in the called name.
        guard let last = call.lastDotComponent, last.hasPrefix("addSubview"),
          Self.namesWindow(String(call.dropLast(last.count + 1)))
        else { return }
        added = arguments.contains(where: isLocal)
      }
      return added
    }
  }

  /// Whether a receiver path names a window: `appdelegate.window`, `keyWindow`, `window_`,
  /// `UIApplication.shared.windows.first`, `[UIApplication sharedApplication].keyWindow`.
  static func namesWindow(_ receiver: String) -> Bool {
    let compact = receiver.replacingOccurrences(of: "?", with: "").replacingOccurrences(
      of: "!", with: "")
    if compact.includes("windows.first") || compact.includes("windows.last")
      || compact.includes("windows[")
    {
      return true
    }
    return lastName(compact).lowercased().includes("window")
  }
}
