import Foundation
import HeadlessUIKit
import SceneDocument
import TextEscaping

extension CodeInterpreter {
  /// What the run made, as the scene document's controller node, with the id each kept view got
  /// (by index) and the notes about what was left out.
  struct Export {
    var controller: ControllerNode
    var ids: [Int: String]
    var notes: [CodeNote]
    /// The xib the root view came from (``CodeNib``), when it did.
    var rootNib: String? = nil
    /// The frames computed from the screen's size (``FrameTerms``): the interpretation does
    /// not rest on the screen's size through them, and an environment of another size gets them
    /// computed again (``FrameTerms/patching(_:_:width:height:)``).
    var framePatches: [FramePatch] = []
    /// What the kept views made from a xib draw, by view id, where the xib says and no code
    /// changed it (``CodeNib/View/drawnContent``).
    var drawnContents: [String: DrawnContent] = [:]
    /// Whether some view the code put under the root view is left out of the layout.
    var rootContentPartlyKnown = false
  }

  func location(_ position: CodePosition, file: String? = nil) -> SourceLocation {
    SourceLocation(
      file: file ?? position.file ?? screenClass.file, line: position.line,
      column: position.column)
  }

  func export() -> Export {
    let root = ensureRootView(at: screenClass.position)
    // A xib's root is resized to the screen by the views' masks (the frames' terms do not
    // follow that), and a child's or a measured pass's frames are not kept apart: there the
    // frames rest on the screen's size, as they always did.
    if rootNib != nil || !keepsScreenTerms {
      for index in views.indices where views[index].frameTerms != nil {
        dropTerms(views[index].frameTerms)
        views[index].frameTerms = nil
      }
    }
    exportedFrameTerms = [:]
    autoresizeNibRoot(root)
    var excluded = Set<Int>()
    var reasons: [Int: String] = [:]
    // Views of the program's own classes some of whose content is left out (below), by index.
    var partlyKnown: [Int: Int] = [:]
    func exclude(_ index: Int, _ reason: String) {
      guard index != root, excluded.insert(index).inserted else { return }
      reasons[index] = reason
    }
    // A line a reason names, in the words of the note it goes into: the note is located in the
    // file of the view's place, so a line of another file (a xib's constraint, a base
    // controller's call) is named with its file (fresh round S, W1).
    func line(_ position: CodePosition, of index: Int) -> String {
      lineReference(position, from: leftOutPosition(index))
    }
    // The views the code put under the root view, in order.
    var inTree: [Int] = []
    var pending = [root]
    while let index = pending.popLast() {
      inTree.append(index)
      pending += views[index].subviews.reversed()
    }
    let treeSet = Set(inTree)
    for index in inTree where index != root {
      if let unknown = views[index].unknown {
        exclude(index, "\(unknown.reason) (\(line(unknown.position, of: index)))")
      }
      // `sizeToFit()` set a frame that needs text metrics, unless Auto Layout places the view:
      // with `translatesAutoresizingMaskIntoConstraints` off (SnapKit and Masonry turn it off),
      // the next layout pass gives it the frame its constraints and intrinsic size make
      // (UIKitRules R12.6), and the one `sizeToFit()` set does not last.
      if let unknown = views[index].sizedToFit, !views[index].constrainedByDSL,
        views[index].translatesAutoresizingMask != false
      {
        exclude(index, "\(unknown.reason) (\(line(unknown.position, of: index)))")
      }
      if let className = views[index].childController, !canReadChild(className) {
        exclude(
          index,
          "it is the view of the child controller '\(className)', whose code is not read here"
            + " (its implementation is not among the files read, or it nests more than"
            + " \(Self.maximumChildDepth) deep)")
      }
      if let stack = views[index].superview, views[stack].uikitClass == "UIStackView",
        views[stack].arranged.contains(index), hasOwnIntrinsicSize(index)
      {
        // The stack sizes it from its intrinsic size, which its class computes at run time.
        exclude(
          index,
          "it is arranged by the stack view '\(displayName(stack))' and its class"
            + " '\(views[index].className)' computes its own intrinsicContentSize")
      }
      if let stack = views[index].superview, views[stack].uikitClass == "UIStackView",
        views[stack].arranged.contains(index), let unknown = views[stack].arrangementUnknown
      {
        exclude(
          index,
          "it is arranged by the stack view '\(displayName(stack))': \(unknown.reason)"
            + " (\(line(unknown.position, of: index)))")
      }
    }
    // Constraints that are active, known, and between views of the tree.
    var kept: [Int] = []
    for index in constraints.indices
    where constraints[index].isActive || constraints[index].activityUnknown != nil {
      let constraint = constraints[index]
      let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
      guard items.allSatisfy({ treeSet.contains($0) }) else { continue }
      if let unknown = constraint.activityUnknown {
        for item in items where item != root {
          exclude(
            item,
            "whether its constraint '\(constraint.text)' (\(line(constraint.position, of: item)))"
              + " is active is not known statically: \(unknown.reason)"
              + " (\(line(unknown.position, of: item)))")
        }
        continue
      }
      if let unknown = constraint.unknown {
        for item in items where item != root {
          exclude(
            item,
            "its constraint '\(constraint.text)' (\(line(constraint.position, of: item))) is not"
              + " known statically: \(unknown.reason)")
        }
        continue
      }
      if items.allSatisfy({ $0 == root }) {
        note(
          "'\(constraint.text)' constrains the root view, which its container sizes; not"
            + " laid out", at: constraint.position)
        continue
      }
      kept.append(index)
    }
    // Views that Auto Layout places while their frame is also turned into constraints.
    for index in kept {
      let constraint = constraints[index]
      let firstIsRoot = constraint.first.view == root
      let first = !firstIsRoot ? constraint.first.view : (constraint.second?.view ?? root)
      let other = !firstIsRoot ? constraint.second?.view : constraint.first.view
      guard first != root, !views[first].constrainedByDSL,
        views[first].translatesAutoresizingMask != false
      else { continue }
      // A constraint between a view and one of its own subviews (a xib root's
      // `bottom = pageControl.bottom - 5`, its first item left out) places the subview: the
      // autoresizing constraints fix the view's own frame in its superview
      // (`translatesAutoresizingMaskIntoConstraints`, UIKitRules R12.6), and the constraint
      // does not compete with them (fresh round S, W1: five xib headers went out).
      if let other, isDescendant(other, of: first) { continue }
      exclude(
        first,
        "it is constrained (\(line(constraint.position, of: first))) while"
          + " translatesAutoresizingMaskIntoConstraints is true, so UIKit also turns its frame"
          + " into constraints and breaks one of the conflicting ones at run time")
    }
    // What depends on a view left out goes too: its subviews, and views constrained to it.
    var changed = true
    var rounds = 0
    while changed, rounds < 1_000 {
      changed = false
      rounds += 1
      // A view of the program's own class places its content in its own code: when some of
      // that content is left out, what the view shows is only partly known (a hand-made bar's
      // background cannot be told from content under the status bar). It stays, as a container
      // that draws nothing itself, and its known subviews, whose places its code gave, are
      // judged (fresh round M: GeneYe/XiMaLaYaFM's selector strips, whose 2-pt underline's width
      // comes from text metrics, went with all their buttons; WeChat_D's chat tool bar). Before,
      // it went with everything in it, as a child controller's partly known view did until
      // round K. A plain container all of whose content is left out still goes (below).
      for index in inTree where !excluded.contains(index) && index != root {
        // A plain container all of whose content is left out shows nothing known either: only
        // its frame is (Antidote's login form container, its form left out: round H).
        // A subview code added that is not known statically counts as one left out (fresh
        // round O: SXNews's weather panel, whose item views come from a xib factory, was judged
        // as a bare translucent fill at the screen's bottom).
        let unknownAdded = views[index].unknownSubviewAdded
        let emptiedContainer =
          views[index].className == "UIView"
          && (!views[index].subviews.isEmpty || unknownAdded != nil)
          && views[index].subviews.allSatisfy { excluded.contains($0) }
        // A UIKit class the program only extends (`extension UIView { var width … }`, as most
        // apps' frame helpers do) places nothing in code of its own: a plain `UIView` holding a
        // left-out label keeps its other subviews (fresh round L: MeiTuan_Swift's map bar, whose
        // back button at y 30 went out with its title).
        let ownClass =
          program.classes[views[index].className] != nil
          && UIKitClasses.views[views[index].className] == nil
        if emptiedContainer, let unknownAdded,
          !views[index].subviews.contains(where: { excluded.contains($0) })
        {
          exclude(
            index,
            "a subview added to it (\(line(unknownAdded, of: index))) is not known statically,"
              + " so what it shows is only partly known")
          changed = true
          continue
        }
        guard ownClass || emptiedContainer,
          let missing = views[index].subviews.first(where: { excluded.contains($0) })
        else { continue }
        if emptiedContainer {
          exclude(
            index,
            "its subview '\(displayName(missing))' is left out, so what it shows is only partly"
              + " known")
          changed = true
        } else if partlyKnown[index] == nil {
          partlyKnown[index] = missing
        }
      }
      for index in inTree where !excluded.contains(index) && index != root {
        if let parent = views[index].superview, excluded.contains(parent) {
          exclude(index, "its superview '\(displayName(parent))' is left out")
          changed = true
        }
      }
      // A stack view places each arranged view after the ones before it: when one is left out,
      // where the others go is not known either.
      for index in inTree where views[index].uikitClass == "UIStackView" {
        let arranged = views[index].arranged.filter { treeSet.contains($0) }
        guard let missing = arranged.first(where: { excluded.contains($0) }) else { continue }
        for other in arranged where !excluded.contains(other) {
          exclude(
            other,
            "the stack view '\(displayName(index))' also arranges '\(displayName(missing))',"
              + " which is left out")
          changed = true
        }
      }
      for constraint in kept {
        let first = constraints[constraint].first.view
        guard let second = constraints[constraint].second?.view else { continue }
        if excluded.contains(first), !excluded.contains(second), second != root,
          views[second].superview != first
        {
          // The other view is placed relative to one that is left out only when it is the
          // constrained one; a view only named as a reference keeps its own place.
          continue
        }
        if excluded.contains(second), !excluded.contains(first), first != root {
          exclude(first, "it is constrained to '\(displayName(second))', which is left out")
          changed = true
        }
      }
    }
    for index in inTree where !excluded.contains(index) {
      guard let missing = partlyKnown[index] else { continue }
      let position = views[index].frameSet ?? views[index].created
      note(
        "'\(displayName(index))' (\(views[index].className)): its subview"
          + " '\(displayName(missing))' is left out, so what it shows is only partly known; it is"
          + " judged as a container that draws nothing itself, and its known subviews as placed",
        at: position)
    }
    for index in inTree where excluded.contains(index) {
      let position = leftOutPosition(index)
      note(
        "'\(displayName(index))' (\(views[index].className)) is left out of the layout: "
          + (reasons[index] ?? "unknown"), at: position)
    }
    // Ids: the variable or property name, unique in the screen.
    var ids: [Int: String] = [:]
    var used: Set<String> = []
    for index in inTree where !excluded.contains(index) {
      var base =
        idPrefix + (views[index].name ?? "\(views[index].uikitClass)-\(views[index].created.line)")
      if index == root { base = rootID }
      var id = base
      var suffix = 2
      while !used.insert(id).inserted {
        id = "\(base)-\(suffix)"
        suffix += 1
      }
      ids[index] = id
    }
    // Each constraint goes on the list of a non-root view among its items.
    var lists: [Int: [ConstraintSpec]] = [:]
    for index in kept {
      let constraint = constraints[index]
      guard let firstID = ids[constraint.first.view] else { continue }
      let secondID = constraint.second.flatMap { ids[$0.view] }
      if constraint.second != nil, secondID == nil { continue }
      var owner =
        constraint.first.view != root ? constraint.first.view : (constraint.second?.view ?? root)
      if let other = constraint.second?.view, owner == constraint.first.view,
        !views[owner].constrainedByDSL, views[owner].translatesAutoresizingMask != false,
        isDescendant(other, of: owner)
      {
        // A view that keeps its frame (above) and one of its subviews: the subview is the one
        // placed (R12.11), and the view's frame stays its own.
        owner = other
      }
      let at = location(constraint.position)
      let first = ConstraintAnchor(
        item: ConstraintItem(target: .view(firstID), guide: constraint.first.guide),
        attribute: constraint.first.attribute, location: at)
      let second = constraint.second.map {
        ConstraintAnchor(
          item: ConstraintItem(target: .view(secondID ?? "view"), guide: $0.guide),
          attribute: $0.attribute, location: at)
      }
      let spec = ConstraintSpec(
        text: constraint.text, location: at, first: first, relation: constraint.relation,
        multiplier: constraint.multiplier, second: second, constant: constraint.constant,
        priority: Swift.min(1000, Swift.max(1, constraint.priority)))
      lists[owner, default: []].append(spec)
    }
    let rootNode = viewNode(root, ids: ids, lists: lists, excluded: excluded, isRoot: true)
    var node = ControllerNode(kind: .controller, location: location(screenClass.position))
    node.id = Located(screenClass.name, at: location(screenClass.position))
    node.view = rootNode
    let here = location(screenClass.position)
    if let title = controller.title { node.title = Located(title, at: here) }
    if let value = controller.additionalSafeAreaInsets {
      node.additionalSafeAreaInsets = Located(value, at: here)
    }
    if let value = controller.edgesForExtendedLayout {
      node.edgesForExtendedLayout = Located(value, at: here)
    }
    if let value = controller.extendedLayoutIncludesOpaqueBars {
      node.extendedLayoutIncludesOpaqueBars = Located(value, at: here)
    }
    if let value = controller.automaticallyAdjustsScrollViewInsets {
      node.automaticallyAdjustsScrollViewInsets = Located(value, at: here)
    }
    if let value = controller.prefersStatusBarHidden {
      node.prefersStatusBarHidden = Located(value, at: here)
    }
    if let value = controller.hidesBottomBarWhenPushed {
      node.hidesBottomBarWhenPushed = Located(value, at: here)
    }
    if let value = controller.largeTitleDisplayMode {
      node.largeTitleDisplayMode = Located(value, at: here)
    }
    var patches = FrameTerms.patches(node, exportedFrameTerms) ?? []
    if patches.count != exportedFrameTerms.count {
      // A frame not where the layout's frames are patched (never seen): the size is read.
      _ = screenSize
      patches = []
    }
    var drawnContents: [String: DrawnContent] = [:]
    for (index, id) in ids {
      if let drawn = views[index].drawn ?? codeDrawn(views[index]) { drawnContents[id] = drawn }
    }
    for (index, _) in partlyKnown {
      // A view of the program's class whose content is partly left out (above): a container.
      if let id = ids[index] { drawnContents[id] = .nothing }
    }
    for id in partlyKnownChildRoots {
      // A child controller's view holds what the child's code puts in it; when some of that is
      // left out, the view is a container whose content is only partly known, not content
      // itself (round K's TLChat: a child's view reported under the bar, while its table view,
      // left out, is what it shows and UIKit insets). Its known subviews are still judged.
      drawnContents[id] = .nothing
    }
    return Export(
      controller: node, ids: ids, notes: notes.sorted(), rootNib: rootNib,
      framePatches: patches, drawnContents: drawnContents,
      rootContentPartlyKnown: !excluded.isEmpty || !partlyKnown.isEmpty)
  }

  /// Whether the code of child controller class `className` is run for its parent's layout.
  func canReadChild(_ className: String) -> Bool {
    guard childDepth < Self.maximumChildDepth, let type = program.classes[className] else {
      return false
    }
    return !type.isDeclarationOnly
  }

  /// Whether the view's class (one of the program's) overrides `intrinsicContentSize`.
  func hasOwnIntrinsicSize(_ index: Int) -> Bool {
    let className = views[index].className
    guard program.classes[className] != nil else { return false }
    return program.property("intrinsicContentSize", of: className) != nil
      || program.method("intrinsicContentSize", arguments: [], of: className) != nil
  }

  /// Where the note that a view is left out is located: the place of its unknown, else of its
  /// frame, else where it was made.
  func leftOutPosition(_ index: Int) -> CodePosition {
    views[index].unknown?.position ?? views[index].frameSet ?? views[index].created
  }

  /// `line 40` when `position` is in the file of the note located at `notePosition`, else
  /// `line 40 of YQAmuseMenuView.xib`: a note names a line of its own file only.
  func lineReference(_ position: CodePosition, from notePosition: CodePosition) -> String {
    let file = position.file ?? screenClass.file
    guard file != (notePosition.file ?? screenClass.file) else { return "line \(position.line)" }
    return "line \(position.line) of \((file as NSString).lastPathComponent)"
  }

  /// Whether `index` is a subview of `ancestor`, at any depth.
  func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
    var current = views[index].superview
    var steps = 0
    while let view = current, steps < 10_000 {
      if view == ancestor { return true }
      current = views[view].superview
      steps += 1
    }
    return false
  }

  func displayName(_ index: Int) -> String {
    views[index].name ?? "\(views[index].className) at line \(views[index].created.line)"
  }

  func viewNode(
    _ index: Int, ids: [Int: String], lists: [Int: [ConstraintSpec]], excluded: Set<Int>,
    isRoot: Bool
  ) -> ViewNode {
    let state = views[index]
    let kind = UIKitClasses.views[state.uikitClass] ?? .view
    let position = state.frameSet ?? state.created
    var node = ViewNode(kind: kind, location: location(position))
    let here = location(position)
    node.id = ids[index].map { Located($0, at: here) }
    if let table = state.superview, views[table].tableHeaderView == index {
      node.tableHeader = Located(true, at: here)
    }
    if !isRoot, let frame = state.frame {
      if let terms = state.frameTerms, terms.readsScreen, let id = ids[index] {
        exportedFrameTerms[id] = terms
      }
      node.frame = Located(
        .rect(
          x: .number(frame.x), y: .number(frame.y), width: .number(frame.width),
          height: .number(frame.height)), at: here)
    }
    if let flags = state.autoresizing { node.autoresizingMask = Located(flags, at: here) }
    // A view made invisible (hidden, or fully transparent) is not what a user sees.
    if state.hidden == true || (state.alpha.map { $0 <= 0.01 } ?? false) {
      node.hidden = Located(true, at: here)
    }
    if let value = state.clipsToBounds { node.clipsToBounds = Located(value, at: here) }
    if let value = state.layoutMargins { node.layoutMargins = Located(value, at: here) }
    if let value = state.insetsLayoutMarginsFromSafeArea {
      node.insetsLayoutMarginsFromSafeArea = Located(value, at: here)
    }
    if let value = state.preservesSuperviewLayoutMargins {
      node.preservesSuperviewLayoutMargins = Located(value, at: here)
    }
    if !isRoot, lists[index] == nil, let value = state.translatesAutoresizingMask, !value {
      node.translatesAutoresizingMaskIntoConstraints = Located(false, at: here)
    }
    if kind.isScrollView {
      if let value = state.contentInset { node.contentInset = Located(value, at: here) }
      if let value = state.contentInsetAdjustment {
        node.contentInsetAdjustmentBehavior = Located(value, at: here)
      }
      if let value = state.contentSize, kind == .scrollView {
        node.contentSize = Located(value, at: here)
      }
    }
    if kind == .tableView {
      if let value = state.tableStyle { node.style = Located(value, at: here) }
      if let value = state.rowHeight { node.rowHeight = Located(value, at: here) }
      if let value = state.estimatedRowHeight { node.estimatedRowHeight = Located(value, at: here) }
      if let value = state.tableHeaderHeight { node.tableHeaderHeight = Located(value, at: here) }
    }
    let oneLine = (state.numberOfLines ?? 1) == 1
    switch kind {
    case .label, .textField:
      if case .some(let text) = state.text, !state.textUnknown, oneLine || kind == .textField {
        node.text = Located(text ?? "", at: here)
      }
      if let size = state.fontSize { node.font = Located(size, at: here) }
    case .button:
      if let title = state.title, oneLine {
        node.title = Located(title, at: here)
      }
      if let size = state.fontSize { node.font = Located(size, at: here) }
    default:
      break
    }
    if kind == .stackView {
      if let value = state.stackAxis { node.axis = Located(value, at: here) }
      if let value = state.stackSpacing { node.spacing = Located(value, at: here) }
      if let value = state.stackAlignment { node.alignment = Located(value, at: here) }
      if let value = state.stackDistribution { node.distribution = Located(value, at: here) }
      if let value = state.stackMarginsRelative {
        node.layoutMarginsRelativeArrangement = Located(value, at: here)
      }
      // The arranged subviews, in arrangement order (when one is left out, all are).
      let arranged = state.arranged.filter { !excluded.contains($0) && ids[$0] != nil }
      node.arranged = Located(arranged.compactMap { ids[$0] }, at: here)
    }
    if let list = lists[index], !isRoot { node.constraints = list }
    var subviews: [ViewNode] = []
    for child in state.subviews where !excluded.contains(child) && ids[child] != nil {
      subviews.append(viewNode(child, ids: ids, lists: lists, excluded: excluded, isRoot: false))
    }
    if !subviews.isEmpty { node.subviews = subviews }
    // The frame the parent's code set, when nothing else places the view at layout.
    let given =
      state.frameSet != nil && !state.constrainedByDSL
        && state.translatesAutoresizingMask != false ? state.frame : nil
    if let className = state.childController, let id = ids[index],
      let content = childContent(className, rootID: id, frame: given, at: state.created)
    {
      // A child controller's view: what its own code puts in it, at the place and size its
      // parent's code gives it.
      var grafted = content
      grafted.id = node.id
      grafted.location = node.location
      grafted.frame = node.frame
      grafted.autoresizingMask = node.autoresizingMask
      grafted.hidden = node.hidden
      grafted.translatesAutoresizingMaskIntoConstraints =
        node.translatesAutoresizingMaskIntoConstraints
      grafted.constraints = (node.constraints ?? []) + (content.constraints ?? [])
      let all = (content.subviews ?? []) + subviews
      grafted.subviews = all.isEmpty ? nil : all
      return grafted
    }
    return node
  }

  /// The root view the code of controller class `className` makes, run as a child of this
  /// screen in the same environment (its views' ids prefixed with the class's name, its root's
  /// id `rootID`), with its notes; `nil` past ``CodeInterpreter/maximumChildDepth`` or for a
  /// class whose implementation is not read.
  func childContent(
    _ className: String, rootID: String,
    frame: (x: Double, y: Double, width: Double, height: Double)? = nil, at: CodePosition
  ) -> ViewNode? {
    guard canReadChild(className), let type = program.classes[className] else { return nil }
    let nested = CodeInterpreter(
      program: program, screen: type, environment: environment, measured: nil)
    nested.childDepth = childDepth + 1
    if let frame {
      // The frame the parent's code gave the child's view, read by the child's layout
      // callbacks. It may come from the screen's size: the layout then depends on it.
      nested.parentGivenRootFrame = frame
      let size = environment.screenBounds.size
      record(.screenSize(width: Double(size.width), height: Double(size.height)))
    }
    nested.idPrefix = idPrefix + className + "."
    nested.rootID = rootID
    nested.nibs = nibs
    nested.runScreen()
    let export = nested.export()
    if export.rootContentPartlyKnown { partlyKnownChildRoots.insert(rootID) }
    for read in nested.reads { record(read) }
    for item in export.notes { note(item.message, at: item.position, file: item.file) }
    return export.controller.view
  }

  /// What a `UILabel` or `UIButton` made in code draws, when every property its drawing depends
  /// on is known statically (issue 27, item 1): the same ``DrawnContent`` the Interface Builder
  /// reader gives the equivalent label or button (``InterfaceBuilder/IBDocument/drawnContent(of:)``):
  /// a label's literal `text` at its `font` (UILabel's default, system 17 pt), `textAlignment`
  /// (`.natural`), `numberOfLines` (1), shrunk to `minimumScaleFactor` (half when none is set)
  /// when `adjustsFontSizeToFitWidth`; a button's literal title for the normal state
  /// (`setTitle(_:for:)`) at system 15 pt, placed by `contentHorizontalAlignment` and
  /// `contentVerticalAlignment` (centred). `nil` (the frame is judged, as before) for a class of
  /// the app (it may draw otherwise), a view from a xib (its drawing is the xib's), text or a
  /// title not known statically or not set, an attributed text, an image, a background colour,
  /// the layer, the title label's font, or a button type with a system glyph.
  func codeDrawn(_ state: ViewState) -> DrawnContent? {
    // A class of the app may draw otherwise; one named as a UIKit class is that class's
    // category or extension (an app cannot define `UILabel`), which adds methods, not drawing.
    guard !state.fromNib, !state.drawingUnknown,
      program.classes[state.className] == nil || UIKitClasses.views[state.className] != nil
    else {
      return nil
    }
    switch state.className {
    case "UILabel":
      guard !state.textUnknown, case .some(.some(let text)) = state.text else { return nil }
      // The code set the text to the empty literal and nothing else at rest: the label draws no
      // glyph (its background is the view's, judged as a plain view's: never coloured or set
      // clear, ``noteDrawing``), so nothing of it can be hidden. Fresh round P: iStayHealthy's
      // "Loading data…" label, `text = @""` in `viewDidLoad`, filled only while a load runs,
      // was reported under the navigation bar once per subclass screen (14 findings).
      if text.isEmpty { return Self.isPlacedLeaf(state) ? .nothing : nil }
      var size = state.fontSize ?? 17  // UILabel's default font: system 17 pt
      if state.adjustsFontSize {
        size *= state.minimumScaleFactor.flatMap { $0 > 0 ? $0 : nil } ?? 0.5
      }
      guard size.isFinite, size > 0, size < 10_000 else { return nil }
      return .text(
        TextContent(
          text: text, pointSize: CGFloat(size), alignment: state.textAlignment ?? .natural,
          numberOfLines: state.numberOfLines ?? 1))
    case "UIButton":
      // `UIButton(type:)` with a system glyph (info, add, disclosure, close) draws an image.
      guard ["system", "custom", "roundedRect", nil].contains(state.buttonType),
        !state.titleUnknown
      else { return nil }
      guard let title = state.title, !title.isEmpty else {
        // No title ever set, no image, no background, no layer (each of those makes the
        // drawing unknown): a button of a title-drawing type that draws neither title nor
        // image is an empty tap area, as the same button from a xib is (`UIButton()` is
        // `.custom`, which "has no style": Apple's `UIButton.ButtonType` reference). Fresh
        // round Y: Evaluate Day's bottom sheets add a 50-pt `closeButton` whose image line is
        // commented out, reported cut by the display's rounded corner in landscape.
        return Self.isPlacedLeaf(state) ? .nothing : nil
      }
      return .button(
        ButtonContent(
          title: title, pointSize: CGFloat(state.fontSize ?? 15),  // system 15 pt
          imageSize: nil, horizontal: state.contentHorizontal ?? .center,
          vertical: state.contentVertical ?? .center, insets: .zero))
    case "UIActivityIndicatorView":
      // Stopped at rest and hiding while stopped: hidden, so nothing of it is drawn ("If the
      // value of this property is true (the default), the receiver sets its isHidden property
      // (UIView) to true when receiver is not animating", Apple's `hidesWhenStopped` reference;
      // it animates only from `startAnimating()`; UIKitRules R21.3). Fresh round P:
      // iStayHealthy's spinner, started only while a load runs, was reported under the
      // navigation bar once per subclass screen (14 findings).
      guard !state.animating, state.hidesWhenStopped, state.subviews.isEmpty,
        state.unknownSubviewAdded == nil
      else { return nil }
      return .nothing
    case "UIView", "UIControl":
      // A plain leaf the code made and never coloured draws nothing: no subview added (none
      // known, none left out), its background never set (or set clear: ``noteDrawing``) and its
      // layer never reached (`UIView.backgroundColor`: "The default value is nil, which results
      // in a transparent background color", Apple's reference; UIKitRules R12.6, R21.3). An empty hit
      // area or spacer, not content, as the same leaf from a xib is not (`DrawnContent.nothing`).
      // Fresh round P: Ello's 20-pt `UIControl` strip that brings the bars back, pinned to the
      // top of the screen, was reported under the sensor housing on every notched iPhone.
      guard Self.isPlacedLeaf(state), state.childController == nil else { return nil }
      return .nothing
    default:
      return nil
    }
  }

  /// A view in the hierarchy that holds no subview (none known, none left out): what a label
  /// with no text or a plain view never coloured needs to draw nothing.
  static func isPlacedLeaf(_ state: ViewState) -> Bool {
    state.superview != nil && state.subviews.isEmpty && state.unknownSubviewAdded == nil
  }
}
