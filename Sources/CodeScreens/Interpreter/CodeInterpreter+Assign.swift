import Foundation
import HeadlessUIKit
import SceneDocument

extension CodeInterpreter {
  /// `target = value`: a local, a property, or a property of a view, the controller, its
  /// navigation item or bar, or a constraint. A part of a value (`frame.origin.y`) is written
  /// back through the whole (`frame`).
  func assign(
    _ target: CodeExpression, _ value: CodeValue, _ scope: Scope, statement: CodeStatement,
    frameTerms: FrameTerms? = nil
  ) {
    let at = statement.position
    // The terms of an assigned frame are kept only by the view's `frame` (below).
    var frameTerms = frameTerms
    defer { dropTerms(frameTerms) }
    switch target.kind {
    case .name(let name):
      // `self = [super initWithFrame:frame]`: the object being read stays itself. A geometry
      // value's `mutating` extension method writing `self` is not followed (``valueSelfWritten``).
      if name == "self" {
        if Self.valueTypeName(scope.selfValue) != nil { valueSelfWritten = true }
        return
      }
      if scope.set(name, value) { return }
      if name.hasPrefix("_"), let owner = scope.owner,
        program.property(String(name.dropFirst()), of: owner.name) != nil
      {
        let property = String(name.dropFirst())
        properties[selfKey(scope.selfValue), default: [:]][property] = value
        bindName(value, property, byProperty: true)
        return
      }
      if let owner = scope.owner, program.property(name, of: owner.name) != nil {
        properties[selfKey(scope.selfValue), default: [:]][name] = value
        bindName(value, name, byProperty: true)
        return
      }
      // Objective-C: a bare name that is neither a local nor a property's `_name` is an
      // instance variable (`@implementation X { UIButton *QRcodeBtn; }`): kept per object.
      // Before, it was dropped, and `[QRcodeBtn mas_makeConstraints:…]` placed nothing, silently.
      if isObjectiveC, scope.owner != nil {
        switch scope.selfValue {
        case .controller, .view, .object:
          properties[selfKey(scope.selfValue), default: [:]][Self.ivarKey(name)] = value
          bindName(value, name, byProperty: true)
          return
        default: break
        }
      }
      setMember(scope.selfValue, name, value, at: at, scope: scope)
    case .member(let base?, let name):
      // `button.titleLabel.font = …` (`titleLabel?.font`, `[button.titleLabel setFont:…]`):
      // the font of the title a code-made button draws. Read before the base is evaluated,
      // since reading `titleLabel` for anything else makes the drawing unknown.
      if name == "font", case .member(let owner?, "titleLabel") = base.kind,
        case .view(let index) = evaluate(owner, scope)
      {
        setTitleFont(index, value)
        return
      }
      // A part of a value: `x.frame.origin.y = 5`, `x.contentInset.top = 64`, and a part of
      // a local value (`CGRect rect = self.frame; rect.size.width = width;`, the body of a
      // `UIView (frame)` category's setter: before, the local kept its old value).
      var isPart = false
      if case .member = base.kind { isPart = true }
      if case .name(let local) = base.kind, scope.lookup(local) != nil { isPart = true }
      if isPart, Self.valueParts.contains(name) {
        let whole = evaluate(base, scope)
        if let updated = Self.replacing(name, in: whole, with: value) {
          assign(base, updated, scope, statement: statement)
          return
        }
        if case .unknown = whole { return }
      }
      let receiver = evaluate(base, scope)
      if let terms = frameTerms, name == "frame", case .view(let index) = receiver {
        frameTerms = nil
        setViewMember(index, name, value, at: at, frameTerms: terms)
        return
      }
      setMember(receiver, name, value, at: at, scope: scope)
    case .call(let callee, let arguments, nil):
      // `viewsDictionary[key] = view`: a key of a local dictionary (a visual format's views,
      // built in a loop by a helper).
      guard case .member(let base?, "subscript") = callee.kind, case .name(let name) = base.kind,
        arguments.count == 1, case .dictionary(var items)? = scope.lookup(name)
      else { break }
      if case .string(let key) = evaluate(arguments[0].value, scope) {
        items[key] = value
        _ = scope.set(name, .dictionary(items))
      } else {
        _ = scope.set(
          name, unknown("a key of '\(name)' ('\(arguments[0].value.text)') is not known", at: at))
      }
    default:
      break
    }
  }

  static let valueParts: Set<String> = [
    "origin", "size", "x", "y", "width", "height", "top", "left", "bottom", "right",
  ]

  /// `whole` with its part `name` replaced, or `nil` when `whole` has no such part.
  static func replacing(_ name: String, in whole: CodeValue, with value: CodeValue) -> CodeValue? {
    if case .unknown = value {
      switch whole {
      case .rect, .point, .size, .insets: return value
      default: return nil
      }
    }
    switch (whole, name) {
    case (.rect(_, _, let w, let h), "origin"):
      if case .point(let x, let y) = value { return .rect(x: x, y: y, width: w, height: h) }
    case (.rect(let x, let y, _, _), "size"):
      if case .size(let w, let h) = value { return .rect(x: x, y: y, width: w, height: h) }
    case (.rect(let x, let y, _, let h), "width"):
      if let w = value.number { return .rect(x: x, y: y, width: w, height: h) }
    case (.rect(let x, let y, let w, _), "height"):
      if let h = value.number { return .rect(x: x, y: y, width: w, height: h) }
    case (.point(_, let y), "x"):
      if let x = value.number { return .point(x: x, y: y) }
    case (.point(let x, _), "y"):
      if let y = value.number { return .point(x: x, y: y) }
    case (.size(_, let h), "width"):
      if let w = value.number { return .size(width: w, height: h) }
    case (.size(let w, _), "height"):
      if let h = value.number { return .size(width: w, height: h) }
    case (.insets(_, let l, let b, let r), "top"):
      if let t = value.number { return .insets(top: t, left: l, bottom: b, right: r) }
    case (.insets(let t, _, let b, let r), "left"):
      if let l = value.number { return .insets(top: t, left: l, bottom: b, right: r) }
    case (.insets(let t, let l, _, let r), "bottom"):
      if let b = value.number { return .insets(top: t, left: l, bottom: b, right: r) }
    case (.insets(let t, let l, let b, _), "right"):
      if let r = value.number { return .insets(top: t, left: l, bottom: b, right: r) }
    default:
      return nil
    }
    return nil
  }

  func setMember(
    _ receiver: CodeValue, _ name: String, _ value: CodeValue, at: CodePosition, scope: Scope
  ) {
    if masonryConstantSetter(receiver, name, value, at: at, scope: scope) { return }
    switch receiver {
    case .rect, .size, .point, .insets:
      // A part of the geometry value an extension method runs for (`origin.y = 0` in a
      // `mutating func`): not written back (``valueExtensionCall``).
      if Self.valueTypeName(scope.selfValue) != nil { valueSelfWritten = true }
    case .view(let index):
      setViewMember(index, name, value, at: at)
    case .controller:
      setControllerMember(name, value, at: at, scope: scope)
    case .navigationItem:
      markNavigation(at)
      if name == "largeTitleDisplayMode", case .enumCase(let mode) = value {
        controller.largeTitleDisplayMode = ControllerNode.LargeTitleDisplayMode(rawValue: mode)
      }
    case .navigationBar:
      markNavigation(at)
      switch (name, value) {
      case ("isTranslucent", .boolean(let translucent)), ("translucent", .boolean(let translucent)):
        controller.navigationBarTranslucent = translucent
      case ("isHidden", .boolean(let hidden)), ("hidden", .boolean(let hidden)):
        controller.navigationBarHidden = hidden
      case ("prefersLargeTitles", .boolean(let large)):
        controller.prefersLargeTitles = large
      case ("isTranslucent", _), ("isHidden", _):
        note(
          "the navigation bar's '\(name)' is not known statically; UIKit's default is assumed",
          at: at)
      default:
        break
      }
    case .navigationController:
      // Swift's `isNavigationBarHidden` is Objective-C's `navigationBarHidden` property.
      if name == "isNavigationBarHidden" || name == "navigationBarHidden" {
        if case .boolean(let hidden) = value {
          controller.navigationBarHidden = hidden
        } else {
          note("whether the navigation bar is hidden is not known statically", at: at)
        }
      }
    case .object(let object)
    where program.classes[object] != nil && program.property(name, of: object) != nil:
      // A stored property of an instance of a model type of the program (`anchored.top =
      // topAnchor.constraint(…)` in the LBTA helper's `AnchoredConstraints` struct), read back
      // by ``property(_:of:for:at:)``. Before, the write was dropped without a note, and the
      // constraints switched on from the struct were never made (fresh round T, W2).
      properties[selfKey(receiver), default: [:]][name] = value
    case .snapDescription(let made) where name == "isActive":
      // SnapKit's `Constraint.isActive` (SnapKit 4.2+).
      for index in made { setMember(.constraint(index), name, value, at: at, scope: scope) }
    case .constraint(let index):
      switch name {
      case "isActive":
        if case .boolean(let active) = value {
          constraints[index].isActive = active
        } else if case .unknown(let unknown) = value {
          constraints[index].unknown = unknown
          constraints[index].isActive = true
        }
      case "priority":
        if let priority = value.number {
          constraints[index].priority = priority
        } else if case .enumCase(let name) = value, let priority = Self.priority(name) {
          constraints[index].priority = priority
        } else if case .unknown(let unknown) = value {
          constraints[index].unknown = unknown
        }
      case "constant":
        if let constant = value.number {
          constraints[index].constant = constant
        } else if case .unknown(let unknown) = value {
          constraints[index].unknown = unknown
        }
      default:
        break
      }
    default:
      break
    }
  }

  func setControllerMember(_ name: String, _ value: CodeValue, at: CodePosition, scope: Scope) {
    if program.property(name, of: screenClass.name) != nil {
      properties[-1, default: [:]][name] = value
      bindName(value, name, byProperty: true)
      return
    }
    switch name {
    case "view":
      if case .view(let index) = value {
        views[index].name = "view"
        views[index].namedByProperty = true
        views[index].unknown = nil
        rootView = index
      } else {
        note(
          "the root view set here is not known statically; a plain view is laid out in its"
            + " place", at: at)
      }
    case "edgesForExtendedLayout":
      switch value {
      case .array(let elements):
        var edges: [ExtendedEdges.Edge] = []
        for element in elements {
          guard case .enumCase(let name) = element else {
            note("'edgesForExtendedLayout' is not known statically", at: at)
            return
          }
          if name == "all" {
            controller.edgesForExtendedLayout = .all
            return
          }
          if let edge = ExtendedEdges.Edge(rawValue: name), !edges.contains(edge) {
            edges.append(edge)
          }
        }
        controller.edgesForExtendedLayout =
          edges.isEmpty ? ExtendedEdges.none : .edges(edges.sorted())
      case .enumCase("all"): controller.edgesForExtendedLayout = .all
      case .enumCase(let name):
        if let edge = ExtendedEdges.Edge(rawValue: name) {
          controller.edgesForExtendedLayout = .edges([edge])
        } else if name == "init" || name == "none" {
          controller.edgesForExtendedLayout = ExtendedEdges.none
        }
      default:
        note("'edgesForExtendedLayout' is not known statically; UIKit's default is kept", at: at)
      }
    case "extendedLayoutIncludesOpaqueBars":
      if case .boolean(let flag) = value { controller.extendedLayoutIncludesOpaqueBars = flag }
    case "automaticallyAdjustsScrollViewInsets":
      if case .boolean(let flag) = value { controller.automaticallyAdjustsScrollViewInsets = flag }
    case "additionalSafeAreaInsets":
      if case .insets(let t, let l, let b, let r) = value {
        controller.additionalSafeAreaInsets = InsetsSpec(top: t, left: l, bottom: b, right: r)
      } else {
        note("'additionalSafeAreaInsets' is not known statically; it is left at zero", at: at)
      }
    case "title":
      markNavigation(at)
      if case .string(let title) = value { controller.title = title }
    case "hidesBottomBarWhenPushed":
      if case .boolean(let flag) = value { controller.hidesBottomBarWhenPushed = flag }
    case "modalPresentationStyle":
      if case .enumCase(let style) = value { controller.modalPresentationStyle = style }
    default:
      break
    }
  }

  func setViewMember(
    _ index: Int, _ name: String, _ value: CodeValue, at: CodePosition,
    frameTerms: FrameTerms? = nil
  ) {
    var frameTerms = frameTerms
    defer { dropTerms(frameTerms) }
    if Self.drawingMembers.contains(name) {
      views[index].drawn = nil
      noteDrawing(index, name, value)
    }
    if name == "hidesWhenStopped" {
      if case .boolean(let hides) = value {
        views[index].hidesWhenStopped = hides
      } else {
        views[index].hidesWhenStopped = false
      }
    }
    if name == "transform" {
      guard index != rootView else { return }
      if case .enumCase("identity") = value {
        // The identity transform (`.identity`, `CGAffineTransformIdentity`), often the end
        // state of an entrance animation that started from a translation or a scale: the view
        // is placed by its frame again. Any other reason it was left out stays.
        if views[index].unknown?.reason == Self.transformReason { views[index].unknown = nil }
      } else {
        // Any other transform, known or not, moves what the frame says (not modelled).
        leaveOut(index, Unknown(reason: Self.transformReason, position: at))
      }
      return
    }
    if case .unknown(let unknown) = value, Self.layoutProperties.contains(name) {
      if index == rootView {
        if name != "frame" && name != "bounds" && name != "center" {
          note(
            "the root view's '\(name)' is not known statically (\(unknown.reason)); UIKit's"
              + " default is kept", at: at)
        }
        return
      }
      leaveOut(index, unknown)
      // Its frame is no longer the one read before (`emailField.frame.origin.y =
      // contentLab.frame.maxY + 32` after the label's `sizeToFit()`): a later
      // `emailField.frame.maxY` is not known either (round L's SwiftCyxbs placed the next
      // field from the old one, under the bar).
      if name == "frame" || name == "bounds" || name == "center" {
        views[index].frameChanged = unknown
      }
      return
    }
    if let owner = program.classes[views[index].className],
      program.property(name, of: owner.name) != nil,
      !sendsCategoryAccessor(name, arguments: 1, of: owner.name)
    {
      properties[index, default: [:]][name] = value
      bindName(value, name, byProperty: true)
      return
    }
    if views[index].uikitClass == "UIStackView", setStackMember(index, name, value, at: at) {
      return
    }
    switch name {
    case "frame":
      // A controller's root view is sized by its container (the frame set here is replaced).
      guard index != rootView, case .rect(let x, let y, let w, let h) = value else { return }
      views[index].frame = (x, y, w, h)
      views[index].frameTerms = frameTerms
      frameTerms = nil
      views[index].frameSet = at
      views[index].frameChanged = nil
      views[index].sizedToFit = nil
    case "bounds":
      guard index != rootView, case .rect(_, _, let w, let h) = value else { return }
      // Setting bounds keeps the centre.
      readFrame(index)
      let old = views[index].frame ?? (0, 0, 0, 0)
      let center = (x: old.x + old.width / 2, y: old.y + old.height / 2)
      views[index].frame = (center.x - w / 2, center.y - h / 2, w, h)
      views[index].frameSet = at
    case "center":
      guard index != rootView, case .point(let x, let y) = value else { return }
      readFrame(index)
      let old = views[index].frame ?? (0, 0, 0, 0)
      views[index].frame = (x - old.width / 2, y - old.height / 2, old.width, old.height)
      views[index].frameSet = at
    case "isHidden":
      if case .boolean(let hidden) = value { views[index].hidden = hidden }
    case "hidden" where isObjectiveC:
      // Objective-C's property is `hidden` (`view.hidden = YES`, `[view setHidden:YES]`).
      // (Swift 2's `hidden` is not read: in round G's LoveFreshBeen a bare `hidden = true` in a
      // shared view's initializer hid the view that holds it, a wrong `self` not found yet.)
      if case .boolean(let hidden) = value { views[index].hidden = hidden }
    case "alpha":
      if let alpha = value.number { views[index].alpha = alpha }
    case "clipsToBounds":
      if case .boolean(let clips) = value { views[index].clipsToBounds = clips }
    case "translatesAutoresizingMaskIntoConstraints":
      if case .boolean(let flag) = value { views[index].translatesAutoresizingMask = flag }
    case "autoresizingMask":
      var flags: [ViewNode.AutoresizingFlag] = []
      let elements: [CodeValue]
      switch value {
      case .array(let list): elements = list
      default: elements = [value]
      }
      for element in elements {
        guard case .enumCase(let name) = element else {
          leaveOut(index, Unknown(reason: "its autoresizing mask is not known", position: at))
          return
        }
        if let flag = ViewNode.AutoresizingFlag(rawValue: name), !flags.contains(flag) {
          flags.append(flag)
        }
      }
      views[index].autoresizing = flags.sorted()
    case "text":
      switch value {
      case .string(let text):
        views[index].text = .some(text)
        views[index].textUnknown = false
      case .none:
        views[index].text = .some(nil)
        views[index].textUnknown = false
      default:
        views[index].textUnknown = true
      }
    case "font":
      if case .font(let size) = value {
        views[index].fontSize = size
      } else {
        views[index].fontSize = nil
        views[index].textUnknown = true
      }
    case "numberOfLines":
      views[index].numberOfLines = value.number.map { Int($0) }
    case "contentInset":
      if case .insets(let t, let l, let b, let r) = value {
        views[index].contentInset = InsetsSpec(top: t, left: l, bottom: b, right: r)
      } else if case .unknown(let unknown) = value {
        // Where the content rests, and whether the bars are counted twice, follow from the
        // inset (fresh round P: `contentInset = UIEdgeInsets(top: 64, …, bottom:
        // tabBarController?.tabBar.bounds.height ?? 49, …)` was dropped silently and the table
        // judged with none). Said, never guessed: the scroll view and its content are left out.
        let reason = "its contentInset is not known statically (\(unknown.reason))"
        if index == rootView {
          note("the root view's " + reason + "; UIKit's default is kept", at: at)
        } else {
          leaveOut(index, Unknown(reason: reason, position: at))
        }
      }
    case "contentInsetAdjustmentBehavior":
      if case .enumCase(let name) = value {
        views[index].contentInsetAdjustment = ViewNode.ContentInsetAdjustmentBehavior(
          rawValue: name)
      }
    case "contentSize":
      if case .size(let w, let h) = value {
        views[index].contentSize = SizeSpec(width: w, height: h)
      }
    case "layoutMargins", "directionalLayoutMargins":
      if case .insets(let t, let l, let b, let r) = value {
        views[index].layoutMargins = InsetsSpec(top: t, left: l, bottom: b, right: r)
      }
    case "insetsLayoutMarginsFromSafeArea":
      if case .boolean(let flag) = value { views[index].insetsLayoutMarginsFromSafeArea = flag }
    case "preservesSuperviewLayoutMargins":
      if case .boolean(let flag) = value { views[index].preservesSuperviewLayoutMargins = flag }
    case "rowHeight":
      views[index].rowHeight = value.number.flatMap { $0 >= 0 ? $0 : nil }
    case "estimatedRowHeight":
      views[index].estimatedRowHeight = value.number.flatMap { $0 >= 0 ? $0 : nil }
    case "tableHeaderView":
      if case .view(let header) = value, let frame = views[header].frame {
        readFrame(header)
        views[index].tableHeaderHeight = Swift.max(0, frame.height)
        // The header is a subview of the table, above its content and as wide as the table
        // (Apple's `UITableView.tableHeaderView`: "it adjusts the width of your header view
        // automatically to match the table view's width"), laid out with what it holds. Before
        // (fresh round X, HBOMaxClone's featured header) only its height was read, and the
        // buttons in it were never judged.
        if views[header].superview == nil || views[header].superview == index {
          if let old = views[index].tableHeaderView, old != header,
            views[old].superview == index
          {
            views[index].subviews.removeAll { $0 == old }
            views[old].superview = nil
          }
          addSubview(header, to: index, position: at)
          views[index].tableHeaderView = header
        }
      }
    default:
      if let (owner, setter) = objectiveCAccessor(name, arguments: 1, of: views[index].className) {
        // Objective-C's dot syntax sends the setter: a category's `- (void)setWidth:(CGFloat)w`
        // (`button.width = 100`). Before, the assignment was dropped without a note.
        let placed = views[index].frameSet
        invoke(setter, owner: owner, selfValue: .view(index), arguments: [value])
        if views[index].frameSet != placed, views[index].frameSet?.file == owner.file,
          owner.file != at.file
        {
          // The frame the setter wrote was put there by this line: a finding on the view names
          // the screen's line, not the category's (fresh round O: SXNews's `bottomView.y = …`
          // was located in `UIView+Frame.m`'s `setY:`, shared by every view of the app).
          views[index].frameSet = at
        }
      }
    }
  }

  /// A stack view's `axis`, `spacing`, `alignment`, `distribution`,
  /// `isLayoutMarginsRelativeArrangement` and `isBaselineRelativeArrangement`: kept when known;
  /// a value that is not known statically, the system spacing, a baseline alignment or a
  /// baseline-relative arrangement (they need text metrics) makes the arrangement unknown.
  /// Whether `name` was one of them.
  func setStackMember(_ index: Int, _ name: String, _ value: CodeValue, at: CodePosition) -> Bool {
    func unknown(_ reason: String) {
      if views[index].arrangementUnknown == nil {
        views[index].arrangementUnknown = Unknown(reason: reason, position: at)
      }
    }
    switch name {
    case "axis":
      if case .enumCase(let name) = value, let axis = ViewNode.StackAxis(rawValue: name) {
        views[index].stackAxis = axis
      } else {
        unknown("its stack view's axis is not known statically")
      }
    case "spacing":
      if let spacing = value.number, spacing.isFinite, abs(spacing) < 100_000 {
        views[index].stackSpacing = spacing
      } else {
        // `UIStackView.spacingUseSystem` and run-time values: UIKit's to decide, not guessed.
        unknown("its stack view's spacing is not known statically (or is the system spacing)")
      }
    case "alignment":
      if case .enumCase(let name) = value, let alignment = ViewNode.StackAlignment(rawValue: name) {
        views[index].stackAlignment = alignment
      } else if case .enumCase(let name) = value, name.hasSuffix("Baseline") {
        unknown("its stack view aligns on text baselines, which need text metrics")
      } else {
        unknown("its stack view's alignment is not known statically")
      }
    case "distribution":
      if case .enumCase(let name) = value,
        let distribution = ViewNode.StackDistribution(rawValue: name)
      {
        views[index].stackDistribution = distribution
      } else {
        unknown("its stack view's distribution is not known statically")
      }
    case "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement":
      if case .boolean(let flag) = value {
        views[index].stackMarginsRelative = flag
      } else {
        unknown("whether its stack view arranges within its margins is not known statically")
      }
    case "isBaselineRelativeArrangement", "baselineRelativeArrangement":
      if case .boolean(let flag) = value, !flag { return true }
      unknown("its stack view's arrangement is baseline-relative, which needs text metrics")
    default:
      return false
    }
    return true
  }

  /// Keeps what a drawing member (``drawingMembers``) set on a view, for the drawing of a label
  /// or button made in code (``codeDrawn(_:)``): a value not known statically, or a member not
  /// modelled, makes the drawing unknown (the view is judged by its frame, as before).
  /// `text`, `font` and `numberOfLines` are kept by ``setViewMember(_:_:_:at:frameTerms:)``.
  func noteDrawing(_ index: Int, _ name: String, _ value: CodeValue) {
    switch (name, value) {
    case ("text", _), ("font", _):
      return
    case ("numberOfLines", _):
      if let lines = value.number, lines >= 0, lines < 1_000_000 { return }
    case ("textAlignment", .enumCase(let alignment)):
      if let known = ContentAlignment(rawValue: alignment) {
        views[index].textAlignment = known
        return
      }
    case ("contentHorizontalAlignment", .enumCase(let alignment)):
      // Written `leading`/`trailing` in a left-to-right layout, as the IB reader reads it.
      switch alignment {
      case "left", "leading": views[index].contentHorizontal = .left
      case "right", "trailing": views[index].contentHorizontal = .right
      case "center": views[index].contentHorizontal = .center
      case "fill": views[index].contentHorizontal = .fill
      default: views[index].drawingUnknown = true
      }
      return
    case ("contentVerticalAlignment", .enumCase(let alignment)):
      if let known = ContentVerticalAlignment(rawValue: alignment) {
        views[index].contentVertical = known
        return
      }
    case ("adjustsFontSizeToFitWidth", .boolean(let shrinks)):
      views[index].adjustsFontSize = shrinks
      return
    case ("minimumScaleFactor", _):
      if let factor = value.number, factor >= 0, factor <= 1 {
        views[index].minimumScaleFactor = factor
        return
      }
    case ("backgroundColor", .enumCase("clear")), ("backgroundColor", .enumCase("clearColor")),
      ("backgroundColor", .none):
      // A clear background draws nothing (`.clear`, `UIColor.clear`, `[UIColor clearColor]`,
      // a colour of alpha 0 such as `UIColor(white: 0, alpha: 0)`: ``typeCall``, `nil`): the
      // text or title is still what is drawn. Any other colour fills the frame.
      return
    case ("lineBreakMode", _):
      // Truncating or clipping only shortens a line (the text rectangle is a lower bound).
      return
    default:
      break
    }
    views[index].drawingUnknown = true
  }

  /// `button.titleLabel.font = value`: a font known statically (`.systemFont(ofSize:)`,
  /// `[UIFont boldSystemFontOfSize:]`, a text style) is the title's point size (what
  /// ``codeDrawn(_:)`` lays the title out at); any other value makes the drawing unknown. A
  /// xib's drawing of the button no longer stands (its font changed).
  func setTitleFont(_ index: Int, _ value: CodeValue) {
    views[index].drawn = nil
    if case .font(let size) = value, size.isFinite, size > 0 {
      views[index].fontSize = size
    } else {
      views[index].drawingUnknown = true
    }
  }

  /// Properties whose unknown value makes the view's place unknown.
  static let layoutProperties: Set<String> = [
    "frame", "bounds", "center", "isHidden", "autoresizingMask",
    "translatesAutoresizingMaskIntoConstraints", "transform",
  ]
}
