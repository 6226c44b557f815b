/// `main_screen_bounds` (iOS 27 resizable apps): the main screen's bounds read for layout.
enum MainScreenBoundsRule {
  static let description = LintRuleDescription(
    identifier: LintRules.mainScreenBounds, name: "Main screen bounds",
    summary: "`UIScreen.main.bounds` (or a macro reading it) used to lay out views.",
    rationale: """
      From iOS 27 apps are resizable: a window is not the screen, so a frame computed from the \
      screen's bounds is wrong in every window smaller than the screen. Apple's guidance lists \
      `UIScreen.main` among the things layout must not read. Not reported where the screen's \
      size lays nothing out in any window: a width UIKit replaces (a table's header or footer \
      view, a vertical flow layout's header or footer size), a view that covers its window (named \
      for a cover, or filling the screen in its own initialiser), a view moved out of view, an \
      image's size.
      """,
    severity: .warning,
    fix: "Lay out from the view's bounds or the window scene's effective geometry.",
    triggeringExamples: [
      LintExample("#define ↓SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width\n"),
      .swift("func layout() { label.frame.size.width = ↓UIScreen.main.bounds.width - 32 }\n"),
      // A subview given the screen's rectangle in an initialiser is content.
      .swift(
        "class Card: UIView {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    content.frame = ↓UIScreen.main.bounds\n  }\n}\n"
      ),
    ],
    nonTriggeringExamples: [
      .swift("func layout() { label.frame.size.width = view.bounds.width - 32 }\n"),
      // A view filling the screen in its own initialiser covers its window in every window.
      .swift(
        "class Cover: UIView {\n  override init(frame: CGRect) {\n    super.init(frame: UIScreen.main.bounds)\n  }\n}\n"
      ),
      // A flow layout scrolling vertically uses only a header size's height.
      LintExample(
        "void f(UICollectionViewFlowLayout *layout) {\n  layout.headerReferenceSize = CGSizeMake([UIScreen mainScreen].bounds.size.width, 40);\n}\n"
      ),
    ])
}

extension MainScreenBoundsRule {
  /// The screen's size read for layout, once per statement, unless it is part of a size
  /// comparison (`device_size_check`'s).
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    // A local whose every use is harmless (out of view, an image's size, none).
    // (Whether the statement covers the window walks the whole statement: asked last, only of
    // a node that would be reported, so a long statement is not walked once per node.)
    // The body of a value named for a gesture's threshold (`static var swipeCutoff: CGFloat {
    // UIScreen.main.bounds.width / 2 * 0.8 }`) makes no layout value (``Shapes/namesThreshold``).
    if let enclosing = context.enclosing, Shapes.namesThreshold(enclosing) { return }
    if analyzer.currentHarmlessLocal || isRootViewInLoadView(context)
      || analyzer.currentLocalValueParts.contains(node.position)
    {
      return
    }
    let line = context.location(node).line
    guard !context.screenReported(at: line) else { return }
    if case .fact(let fact, _) = node.kind,
      [.screenWidth, .screenHeight, .screenSize].contains(fact), !context.inSizeComparison(node),
      !context.inComparison(node)
    {
      // A dimension of the screen, unless it only moves a view out of view or the screen's
      // shape is the point.
      // (A window made from the screen's width and height, `[[UIWindow alloc] initWithFrame:
      // CGRectMake(0, 0, CGRectGetWidth(…bounds), CGRectGetHeight(…bounds))]`, is made as one
      // from its bounds is: measurement O, 2 false alarms.)
      if hides(fact, at: node.position, analyzer) || isScreenShape(node, fact, context)
        || isPixelCount(node, context) || analyzer.currentDrawnPositions.contains(node.position)
        || Shapes.makesWindow(context.expression)
      {
        return
      }
    } else if Shapes.readsApplicationFrame(node), !Shapes.makesWindow(context.expression) {
      guard !context.inComparison(node), !coversTheWindow(context, analyzer) else { return }
      context.screenReportedLines.insert(line)
      analyzer.report(
        LintRules.mainScreenBounds, at: context.location(node),
        message: "reads the main screen's applicationFrame for layout"
          + Analyzer.applicationFrameNote)
      return
    } else if Shapes.isScreenRectangle(node), !Shapes.makesWindow(context.expression),
      !(context.target.map { Analyzer.lastName($0).lowercased().includes("window") } ?? false),
      // `window_.frame = [UIScreen mainScreen].bounds`: the window whose frame is set
      // (measurement T).
      !(context.target.map { viewName($0).lowercased().includes("window") } ?? false)
    {
      // The screen's rectangle given to a view (`self.view.frame = [[UIScreen mainScreen]
      // bounds]`), not to a window.
    } else {
      return
    }
    guard !coversTheWindow(context, analyzer) else { return }
    context.screenReportedLines.insert(line)
    analyzer.report(
      LintRules.mainScreenBounds, at: context.location(node),
      message: "reads the main screen's bounds for layout" + Analyzer.assumedNames(in: node))
  }

  /// Whether the screen's `fact` read at `position` is an `.offset`'s value that only moves
  /// a view out of view along the same axis (`.offset(y: shown ? 0 : UIScreen.main.bounds
  /// .height)`): a window is never larger than the screen, so a view inside the window moved
  /// by the screen's full height is outside it in every window. Convention settled after
  /// measurement K ("Conventions" in SourceLint.md).
  static func hides(_ fact: DeviceFact, at position: SourcePosition, _ analyzer: Analyzer) -> Bool {
    guard let offset = analyzer.currentHidingOffsets[position] else { return false }
    return (fact == .screenWidth && offset.axis == "width")
      || (fact == .screenHeight && offset.axis == "height")
  }

  /// Whether the statement gives the whole screen's rectangle to a view named for covering
  /// what is under it (`_mask = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth,
  /// kScreenHeight)]`, `let bgCoverView = UIView(frame: UIScreen.main.bounds)`): a window is
  /// never larger than the screen, so such a view covers its window in every window, as a
  /// window-sized one would (measurement R: 11 false alarms of masks, covers and backgrounds
  /// added over the key window; convention as for the screen's dimension that only moves a
  /// view out of view, SourceLint.md "Conventions"). Content given the screen's rectangle stays
  /// a finding.
  static func coversTheWindow(
    name: String?, _ expression: LintExpression,
    whole: (LintExpression) -> Bool = isWholeScreenRectangle
  ) -> Bool {
    guard let name, isCoverName(Analyzer.lastName(name)) else { return false }
    return expression.contains(whole)
  }

  /// Whether the statement gives the whole screen's rectangle to a view that covers its window
  /// (``coversTheWindow(name:_:)``): named so — the view assigned to, or whose `frame` /
  /// `bounds` is set (`self.coverBtn.frame = [UIScreen mainScreen].bounds`), or the method the
  /// statement is in —, or a view making itself as large as the screen in its own initialiser
  /// (``fillsTheScreenInItsOwnInit(_:)``).
  static func coversTheWindow(_ context: StatementContext, _ analyzer: Analyzer) -> Bool {
    let whole = { (node: LintExpression) in
      analyzer.isWholeScreenRectangle(node, file: context.file)
    }
    return coversTheWindow(name: context.target.map(viewName), context.expression, whole: whole)
      || coversTheWindow(name: context.enclosing, context.expression, whole: whole)
      || fillsTheScreenInItsOwnInit(context, whole: whole)
  }

  /// The view an assigned-to path sets: `self.coverBtn.frame` → `coverBtn`, `_mask` →
  /// `_mask`; the path's last name otherwise.
  static func viewName(_ target: String) -> String {
    let parts = target.split(whereSeparator: { " .*()[]".contains($0) })
    if parts.count >= 2, let last = parts.last, last == "frame" || last == "bounds" {
      return String(parts[parts.count - 2])
    }
    return Analyzer.lastName(target)
  }

  /// Whether the statement, in a view's own initialiser (`init(frame:)`, `initWithFrame:`,
  /// `init`), makes the view itself as large as the screen: `super.init(frame: CGRect(x: 0,
  /// y: 0, width: kScreenWidth, height: kScreenHeight))`, `self = [super
  /// initWithFrame:[UIScreen mainScreen].bounds]`, `self.frame = [UIScreen mainScreen].bounds`.
  /// Such a view is a full-screen overlay by construction — a purchase-result view, a city
  /// picker added to the key window — and covers its window in every window, as a view named
  /// for a cover does (a window is never larger than the screen; measurement S: 3 false alarms,
  /// R left 4). A subview given the screen's rectangle in an initialiser stays a finding.
  static func fillsTheScreenInItsOwnInit(
    _ context: StatementContext, whole isWholeScreenRectangle: (LintExpression) -> Bool
  ) -> Bool {
    guard let enclosing = context.enclosing, enclosing.hasPrefix("init") else { return false }
    let target = context.target.map { $0.filter { $0 != " " } }
    if let target, target == "self.frame" || target == "self.bounds" {
      return isWholeScreenRectangle(context.expression)
    }
    // Otherwise the argument of the superclass's initialiser.
    guard target == nil || target == "self" else { return false }
    guard case .call(let name, let arguments) = context.expression.kind else { return false }
    let callee = name.lastDotComponent.map(String.init) ?? name
    func isSuper(_ receiver: LintExpression) -> Bool {
      switch receiver.kind {
      case .path("super"), .reference("super"), .unknown("super"): return true
      default: return false
      }
    }
    // (`super.init(frame:)` is read as `.init` called on `super`, `[super initWithFrame:]` as
    // `initWithFrame:` with `super` first.)
    let isSuperInit =
      (name == "super.init" && arguments.count == 1)
      || ((name == ".init" || callee == "initWithFrame:") && arguments.count == 2
        && isSuper(arguments[0]))
    guard isSuperInit, let rectangle = arguments.last else { return false }
    return isWholeScreenRectangle(rectangle)
  }

  /// A name of a view that covers what is under it: a mask, a cover, a dimming or background
  /// view.
  static func isCoverName(_ name: String) -> Bool {
    let joined = NameMeaning.words(name).joined()
    return [
      "mask", "cover", "overlay", "dimming", "dimview", "shade", "bgview", "bgimgview",
      "bgimageview", "backgroundview", "backgroundimageview",
    ].contains { joined.includes($0) }
  }

  /// The screen's bounds, or a rectangle at the origin as wide and as tall as the screen.
  static func isWholeScreenRectangle(_ node: LintExpression) -> Bool {
    if Shapes.isScreenRectangle(node) { return true }
    guard case .call(let name, let arguments) = node.kind, arguments.count == 4,
      ["CGRect", "CGRectMake"].contains(name.lastDotComponent.map(String.init) ?? name)
    else { return false }
    func isZero(_ value: LintExpression) -> Bool {
      if case .number(0) = value.kind { return true }
      return false
    }
    guard isZero(arguments[0]), isZero(arguments[1]),
      case .fact(.screenWidth, _) = arguments[2].kind,
      case .fact(.screenHeight, _) = arguments[3].kind
    else { return false }
    return true
  }

  /// Whether the statement makes a view controller's root view in `loadView` (`self.view =
  /// [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds]`): the window or the container
  /// the controller is shown in sets the root view's frame when it adds it (`UIKitRules.md`
  /// R3.1–R3.2: the container's child view frames; derived), so the screen's rectangle given there is replaced (measurement N: 1 false
  /// alarm).
  static func isRootViewInLoadView(_ context: StatementContext) -> Bool {
    guard context.enclosing == "loadView", let target = context.target else { return false }
    let compact = target.filter { $0 != " " }
    return compact == "view" || compact == "self.view"
  }

  /// Whether the screen's dimension is read for the screen's own shape, which a window does
  /// not change (measurement K: a wallpaper app sizing previews and its crop to the screen's
  /// aspect, a gradient reaching across the screen):
  /// - the quotient of the screen's width and height (`bounds.width / bounds.height`): the
  ///   screen's aspect ratio;
  /// - the screen's size given to a property named for an aspect ratio
  ///   (`crop.customAspectRatio = UIScreen.main.bounds.size`);
  /// - an argument of a gradient (`RadialGradient(…, endRadius: UIScreen.main.bounds.height)`):
  ///   how far a colour ramp reaches places no content.
  static func isScreenShape(_ node: LintExpression, _ fact: DeviceFact, _ context: StatementContext)
    -> Bool
  {
    if fact == .screenSize,
      let target = context.target,
      Analyzer.lastName(target).lowercased().includes("aspectratio")
    {
      return true
    }
    guard fact == .screenWidth || fact == .screenHeight else { return false }
    let other: DeviceFact = fact == .screenWidth ? .screenHeight : .screenWidth
    let isOther = { (operand: LintExpression) -> Bool in
      if case .fact(other, _) = operand.kind { return true }
      return false
    }
    return context.expression.contains { parent in
      switch parent.kind {
      case .binary("/", let lhs, let rhs):
        return (lhs == node && isOther(rhs)) || (rhs == node && isOther(lhs))
      case .call(let name, let arguments):
        return name.hasSuffix("Gradient") && arguments.contains { $0 == node }
      default:
        return false
      }
    }
  }

  /// Whether `name` is a call that draws into an image rather than lays out a view: an image
  /// context (`UIGraphicsBeginImageContext(…)`, `UIGraphicsBeginImageContextWithOptions(…)`,
  /// `UIGraphicsImageRenderer(size:)`), drawing into the current one (`[image
  /// drawInRect:…]`, `image.draw(in:)`, `drawAtPoint:`, `drawHierarchy(in:…)`), or an image
  /// filter scaling an image to a size (`AspectScaledToFitSizeFilter(size:)`,
  /// `ScaledToSizeFilter(size:)`: the image's pixels, no view's frame; measurement S: 2 false
  /// alarms).
  static func isImageDrawing(_ name: String) -> Bool {
    let last = name.lastDotComponent.map(String.init) ?? name
    return last.hasPrefix("UIGraphicsBeginImageContext") || last == "UIGraphicsImageRenderer"
      || last.hasSuffix("SizeFilter")
      || last.hasPrefix("drawInRect:") || last.hasPrefix("drawAtPoint:") || last == "draw"
      || last.hasPrefix("drawHierarchy")
  }

  /// The positions of the nodes in the arguments of an image-drawing call
  /// (``isImageDrawing(_:)``) in `expression`: the size of an image composed or captured off
  /// screen, not a view's frame (measurement N: an image composed at twice the screen's width, a
  /// screenshot — 7 false alarms). Computed once per statement (one walk, and one more under
  /// each drawing call).
  ///
  /// The value given to SwiftUI's `.opacity(_:)` too: it "sets the transparency of this view"
  /// ([`opacity(_:)`](https://developer.apple.com/documentation/swiftui/view/opacity(_:))),
  /// drawing the view lighter where it already is — a size made from the screen there places
  /// nothing (measurement X: a swipe stamp faded by the drag over a screen-derived cutoff, a
  /// cover faded by its screen-derived size). The view the modifier is called on is not its
  /// value (`.call(".opacity", [receiver, value])` keeps the receiver first).
  static func imageDrawingPositions(_ expression: LintExpression) -> Set<SourcePosition> {
    var result: Set<SourcePosition> = []
    expression.walk { parent in
      guard case .call(let name, let arguments) = parent.kind else { return }
      if isImageDrawing(name) {
        for argument in arguments { argument.walk { result.insert($0.position) } }
      } else if (name.lastDotComponent.map(String.init) ?? name) == "opacity" {
        for argument in name.hasPrefix(".") ? arguments.dropFirst() : arguments[...] {
          argument.walk { result.insert($0.position) }
        }
      }
    }
    return result
  }

  /// Whether the screen's dimension is multiplied by the screen's scale (`UIScreen.mainScreen
  /// .bounds.size.width * UIScreen.mainScreen.scale`, directly or through locals): a count of
  /// pixels — a device-information utility's resolution, an image's pixel size — while layout is
  /// in points (measurement M: CCExtensionKit's `mq_device_resolution` and its simulator
  /// model table, 6 false alarms).
  static func isPixelCount(_ node: LintExpression, _ context: StatementContext) -> Bool {
    context.expression.contains { parent in
      guard case .binary("*", let lhs, let rhs) = parent.kind else { return false }
      let other: LintExpression
      if lhs == node {
        other = rhs
      } else if rhs == node {
        other = lhs
      } else {
        return false
      }
      if case .fact(.scale, _) = other.kind { return true }
      return false
    }
  }

  /// The positions of the screen-height reads that put a view's top at the screen's bottom or
  /// below it, in UIKit (measurement L: 12 false alarms): the `y` of a frame
  /// (`CGRect(x: 0, y: ScreenHeight, width: …)`, `CGRectMake(0, [UIScreen mainScreen].bounds
  /// .size.height + h, w, h)`) or a view's `y` set to it (`bottomView.frame.origin.y =
  /// ScreenHeight`). A window is never taller than the screen, so such a view is below every
  /// window: hidden until it is moved up, as `.offset(y: shown ? 0 : UIScreen.main.bounds
  /// .height)` is (the convention settled after measurement K). Only the value alone, or the
  /// value plus something (a sum moves it further down); `ScreenHeight - h` places a view on
  /// screen and stays a finding. The rule then checks that the read is the screen's height.
  ///
  /// The same along x, and to the other side (measurement N: 6 false alarms of a push
  /// transition and hide animations): a view's `x` set to the screen's width (right of every
  /// window) or to minus it (`fromVCRect.origin.x = -screenWidth`: left of every window, for a
  /// view no wider than the screen, as a window's views are), `y` set to minus the height, and a
  /// view's `origin` set to such a point (`frame.origin = CGPoint(x: 0, y: kScreenHeight)`).
  /// Each position comes with its axis, `"height"` or `"width"`.
  static func outOfViewPositions(_ expression: LintExpression, target: String?)
    -> [(SourcePosition, String)]
  {
    func lowered(_ value: LintExpression) -> SourcePosition? {
      switch value.kind {
      case .fact(.screenHeight, _), .reference, .local, .path: return value.position
      case .binary("+", let lhs, let rhs):
        if case .number(let number) = rhs.kind, number < 0 { return nil }
        if case .unary("-", _) = rhs.kind { return nil }
        return lowered(lhs)
      default: return nil
      }
    }
    // The value alone or negated (`screenWidth`, `-screenWidth`, `0 - screenWidth`).
    func whole(_ value: LintExpression, negatedToo: Bool) -> SourcePosition? {
      switch value.kind {
      // (An Objective-C local is read as `.local`: measurement O's transition `width`.)
      case .fact, .reference, .local, .path: return value.position
      case .unary("-", let operand) where negatedToo: return whole(operand, negatedToo: false)
      case .binary("-", let lhs, let rhs) where negatedToo:
        if case .number(0) = lhs.kind { return whole(rhs, negatedToo: false) }
        return nil
      default: return nil
      }
    }
    func negated(_ value: LintExpression) -> SourcePosition? {
      if case .unary("-", let operand) = value.kind { return whole(operand, negatedToo: false) }
      return nil
    }
    var result: [(SourcePosition, String)] = []
    if let target, target.includes(".") {
      switch Analyzer.lastName(target) {
      case "y":
        if let position = lowered(expression) ?? negated(expression) {
          result.append((position, "height"))
        }
      case "x":
        if let position = whole(expression, negatedToo: true) { result.append((position, "width")) }
      case "origin":
        if case .call(let name, let arguments) = expression.kind, arguments.count == 2,
          ["CGPoint", "CGPointMake"].contains(name.lastDotComponent.map(String.init) ?? name)
        {
          if let position = lowered(arguments[1]) ?? negated(arguments[1]) {
            result.append((position, "height"))
          }
          if let position = whole(arguments[0], negatedToo: true) {
            result.append((position, "width"))
          }
        }
      default: break
      }
    }
    expression.walk { node in
      guard case .call(let name, let arguments) = node.kind else { return }
      let callee = name.lastDotComponent.map(String.init) ?? name
      if arguments.count == 4, ["CGRect", "CGRectMake"].contains(callee) {
        if let position = lowered(arguments[1]) { result.append((position, "height")) }
        // `CGRect(x: ScreenWidth, y: …)`: a view right of every window, shown later by moving
        // it in (measurement O: a floating button's first frame).
        if let position = whole(arguments[0], negatedToo: false) {
          result.append((position, "width"))
        }
      }
      // A translation by the screen's width or height, either way: a view laid out in its
      // window (at most the screen's size, at an origin inside it) is moved out of it, as a
      // push or pop transition's `toView.transform = CGAffineTransformMakeTranslation(width,
      // 0)` is before it animates to the identity (measurement O: 4 false alarms).
      if arguments.count == 2,
        callee == "CGAffineTransformMakeTranslation" || callee == "CGAffineTransform"
      {
        if let position = whole(arguments[0], negatedToo: true) {
          result.append((position, "width"))
        }
        if let position = whole(arguments[1], negatedToo: true) {
          result.append((position, "height"))
        }
      }
    }
    return result
  }

  /// A use of a definition reading the main screen's bounds.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    // A name moving a view out of view: the screen's full dimension on the offset's axis, or
    // the extent the chain sizes the view by (`.frame(width: menuWidth)…offset(x: shown ? 0 :
    // -menuWidth)`: the view moved by its own width from where it is laid out).
    if let offset = analyzer.currentHidingOffsets[
      SourcePosition(line: use.location.line, column: use.location.column)]
    {
      if offset.ownExtent { return }
      if case .fact(let fact, _)? = use.definition.expression?.kind,
        hides(
          fact, at: SourcePosition(line: use.location.line, column: use.location.column), analyzer)
      {
        return
      }
    }
    let applicationFrame =
      use.definition.expression?.contains(Shapes.readsApplicationFrame) == true
    analyzer.report(
      LintRules.mainScreenBounds, at: use.location,
      message: applicationFrame
        ? "uses the main screen's applicationFrame through \(use.name)"
          + Analyzer.applicationFrameNote
        : "uses the main screen's bounds through \(use.name)", definition: use.definition)
  }
}
