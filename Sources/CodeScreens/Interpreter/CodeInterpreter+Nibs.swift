import Foundation
import HeadlessUIKit
import SceneDocument

/// Xibs loaded by code (``CodeNib``): a controller's view from its xib, `loadNibNamed`,
/// `UINib(nibName:bundle:).instantiate(withOwner:options:)`.
extension CodeInterpreter {
  /// The prefix of the ``CodeValue/object(_:)`` a `UINib(nibName:bundle:)` gives.
  static let nibObjectPrefix = "UINib:"

  /// The xib UIKit loads for the screen's controller: the one its initializer names
  /// (`super.init(nibName: "X", bundle: nil)`), else the one named after the class — `MyView`
  /// then `MyViewController` for `MyViewController` (Apple's documentation of
  /// `UIViewController.nibName`) — when the class (or a project superclass) does not override
  /// `loadView` and the xib's File's Owner has a `view` outlet.
  func controllerNib() -> CodeNib? {
    guard let nibs else { return nil }
    var current: String? = screenClass.name
    var steps = 0
    while let name = current, steps < 64 {
      if program.classes[name]?.method("loadView()") != nil { return nil }
      current = program.superclass(of: name)
      steps += 1
    }
    var names: [String] = []
    if let requestedNibName {
      names = [requestedNibName]
    } else {
      let name = screenClass.name
      if name.hasSuffix("Controller") { names.append(String(name.dropLast("Controller".count))) }
      names.append(name)
    }
    for name in names {
      if let nib = nibs.nib(named: name), nib.ownerView != nil, nib.unreadable == nil {
        return nib
      }
    }
    return nil
  }

  /// The screen's root view made from its xib: the File's Owner's `view` and its subviews, the
  /// owner's outlets set on the controller. The root keeps the xib's stored size until its
  /// container sizes it (as UIKit's nib-loaded view does: code reading `view.bounds` in
  /// `viewDidLoad` gets the stored size); ``autoresizeNibRoot()`` applies that resize at export.
  func makeRootFromNib(_ nib: CodeNib) -> Int? {
    guard let owner = nib.ownerView else { return nil }
    var made: [String: Int] = [:]
    let index = instantiate(owner, nib: nib, made: &made)
    views[index].name = "view"
    views[index].namedByProperty = true
    if views[index].frame == nil {
      // A root without a stored size takes the screen's: recorded as read (``screenSize``).
      let bounds = screenSize
      views[index].frame = (0, 0, Double(bounds.width), Double(bounds.height))
    }
    views[index].frame?.x = 0
    views[index].frame?.y = 0
    rootView = index
    rootNib = nib.path
    instantiateConstraints(nib, made: made)
    for (property, id) in nib.ownerOutlets.sorted(by: { $0.key < $1.key }) where property != "view"
    {
      guard let view = made[id] else { continue }
      properties[-1, default: [:]][property] = .view(view)
      bindName(.view(view), property, byProperty: true)
      connected(property, of: screenClass.name, on: .controller)
    }
    bindViewOutlets(nib, made: made)
    return index
  }

  /// `loadNibNamed` / `instantiate(withOwner:options:)`: the xib's top-level views, made anew,
  /// in its order; outlets of an owner of the program set on it.
  func loadNib(_ name: String, owner: CodeValue?, at position: CodePosition) -> CodeValue {
    guard let nibs else {
      return unknown("the xib '\(name)' is not read (no project xibs are given)", at: position)
    }
    guard let nib = nibs.nib(named: name) else {
      return unknown("no xib named '\(name)' is found in the project", at: position)
    }
    if let problem = nib.unreadable {
      return unknown("the xib '\(name)' cannot be laid out from code: \(problem)", at: position)
    }
    var made: [String: Int] = [:]
    var tops: [CodeValue] = []
    for view in nib.allTopLevelViews {
      tops.append(.view(instantiate(view, nib: nib, made: &made)))
    }
    instantiateConstraints(nib, made: made)
    if let owner, owner != CodeValue.none {
      for (property, id) in nib.ownerOutlets.sorted(by: { $0.key < $1.key })
      where property != "view" {
        guard let view = made[id] else { continue }
        properties[selfKey(owner), default: [:]][property] = .view(view)
        bindName(.view(view), property, byProperty: true)
        if case .controller = owner { connected(property, of: screenClass.name, on: owner) }
      }
    }
    bindViewOutlets(nib, made: made)
    return .array(tops)
  }

  /// A view of the xib and its subviews, as views of the run; `made` maps xib ids to indices.
  func instantiate(_ view: CodeNib.View, nib: CodeNib, made: inout [String: Int]) -> Int {
    let position = CodePosition(line: view.line, column: view.column, file: nib.path)
    var state = ViewState(
      className: view.className,
      uikitClass: program.nearestUIKit(view.className) ?? view.uikitClass, created: position)
    state.name = view.name
    if let frame = view.frame {
      state.frame = frame
      state.frameSet = position
    }
    state.autoresizing = view.autoresizing
    state.translatesAutoresizingMask = view.translatesAutoresizingMaskIntoConstraints
    if view.hidden { state.hidden = true }
    state.alpha = view.alpha
    if view.clipsToBounds { state.clipsToBounds = true }
    state.drawn = view.drawnContent
    state.fromNib = true
    if let text = view.text {
      if state.uikitClass == "UIButton" { state.title = text } else { state.text = .some(text) }
    }
    let index = views.count
    views.append(state)
    made[view.id] = index
    for subview in view.subviews {
      let child = instantiate(subview, nib: nib, made: &made)
      addSubview(child, to: index, position: position)
    }
    return index
  }

  /// The xib's constraints between the views made from it.
  func instantiateConstraints(_ nib: CodeNib, made: [String: Int]) {
    for constraint in nib.constraints {
      guard let first = made[constraint.first] else { continue }
      var second: AnchorReference?
      if let id = constraint.second {
        guard let view = made[id] else { continue }
        second = AnchorReference(
          view: view, guide: constraint.secondGuide,
          attribute: constraint.secondAttribute ?? constraint.firstAttribute)
      }
      constraints.append(
        ConstraintState(
          first: AnchorReference(
            view: first, guide: constraint.firstGuide, attribute: constraint.firstAttribute),
          relation: constraint.relation, multiplier: constraint.multiplier, second: second,
          constant: constraint.constant, priority: constraint.priority,
          position: CodePosition(line: constraint.line, column: constraint.column, file: nib.path),
          text: constraint.text, isActive: true))
    }
  }

  /// The outlets of the xib's own views of the program's classes (`@IBOutlet var inputTextView`
  /// of a custom bar): set on the instance that holds the outlet's view, then its
  /// `awakeFromNib` runs, as UIKit calls it once the outlets are connected.
  func bindViewOutlets(_ nib: CodeNib, made: [String: Int]) {
    let owned = Set(nib.ownerOutlets.values)
    var custom: [Int] = []
    for index in made.values.sorted() where program.classes[views[index].className] != nil {
      custom.append(index)
    }
    for (id, property) in nib.outletNames.sorted(by: { $0.key < $1.key }) where !owned.contains(id)
    {
      guard let view = made[id] else { continue }
      // The nearest custom view above it that declares the property holds the outlet.
      var current = views[view].superview
      var steps = 0
      while let holder = current, steps < 10_000 {
        if program.property(property, of: views[holder].className) != nil {
          properties[holder, default: [:]][property] = .view(view)
          bindName(.view(view), property, byProperty: true)
          connected(property, of: views[holder].className, on: .view(holder))
          break
        }
        current = views[holder].superview
        steps += 1
      }
    }
    for index in custom {
      guard
        let (owner, method) = program.method(
          "awakeFromNib", arguments: [], of: views[index].className)
      else { continue }
      invoke(method, owner: owner, selfValue: .view(index), arguments: [])
    }
  }

  /// An outlet `property` of class `className` connected on `holder`: its `didSet` observer runs
  /// (UIKit sets outlets through their setters; TSWeChat's `recordButton` hides itself there).
  func connected(_ property: String, of className: String, on holder: CodeValue) {
    guard let (owner, declared) = program.property(property, of: className),
      let observer = declared.didSet
    else { return }
    run(observer, Scope(selfValue: holder, owner: owner))
  }

  /// The xib root's resize from its stored size to the screen's (the scene builder makes a
  /// controller's root view with the screen's bounds): its subviews move and stretch by their
  /// autoresizing masks (R12.1), as UIKit resizes them when the container sizes the root.
  func autoresizeNibRoot(_ root: Int) {
    guard rootNib != nil, let frame = views[root].frame else { return }
    // The resized frames rest on the screen's size (even when it equals the stored one, as
    // another size would resize them): recorded as read, so that the layout cache does not
    // give one size's frames to another.
    let bounds = screenSize
    let new = (Double(bounds.width), Double(bounds.height))
    guard abs(frame.width - new.0) > 0.001 || abs(frame.height - new.1) > 0.001 else { return }
    autoresize(root, from: (frame.width, frame.height), to: new)
    views[root].frame = (0, 0, new.0, new.1)
  }

  private func autoresize(_ index: Int, from old: (Double, Double), to new: (Double, Double)) {
    for child in views[index].subviews {
      guard views[child].translatesAutoresizingMask != false, let frame = views[child].frame
      else { continue }
      let mask = UIView.AutoresizingMask(views[child].autoresizing ?? [])
      let resized = Autoresizing.resize(
        frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
        mask: mask, oldSuperviewSize: CGSize(width: old.0, height: old.1),
        newSuperviewSize: CGSize(width: new.0, height: new.1))
      views[child].frame = (
        Double(resized.minX), Double(resized.minY), Double(resized.width),
        Double(resized.height)
      )
      autoresize(
        child, from: (frame.width, frame.height),
        to: (Double(resized.width), Double(resized.height)))
    }
  }
}

extension CodeInterpreter {
  /// Calls that load xibs or ask whether one exists, read before their receiver (a bundle,
  /// `UINib`), which the layout does not otherwise need:
  /// `Bundle.main.loadNibNamed("Bar", owner: self, options: nil)`,
  /// `[[NSBundle mainBundle] loadNibNamed:@"Bar" owner:self options:nil]`,
  /// `[UINib nibWithNibName:@"Bar" bundle:nil]`, `Bundle.main.path(forResource: "Bar", ofType:
  /// "nib")` (a path when the project has the xib, else `nil`). `nil` for any other call.
  func nibCall(
    _ base: CodeExpression, _ name: String, _ arguments: [CodeArgument], _ scope: Scope,
    at: CodePosition
  ) -> CodeValue? {
    switch name {
    case "loadNibNamed":
      guard let first = arguments.first, first.label == nil else { return nil }
      guard case .string(let nibName) = evaluate(first.value, scope) else {
        return unknown("the xib's name in '\(base.text).\(name)' is not known statically", at: at)
      }
      let owner = argument(arguments, "owner").map { evaluate($0.value, scope) }
      return loadNib(nibName, owner: owner, at: at)
    case "nibWithNibName" where base.path == "UINib":
      guard let first = arguments.first else { return nil }
      guard case .string(let nibName) = evaluate(first.value, scope) else {
        return unknown("the xib's name in 'UINib' is not known statically", at: at)
      }
      return .object(Self.nibObjectPrefix + nibName)
    case "path", "pathForResource":
      guard let resource = arguments.first,
        resource.label == "forResource" || resource.label == nil,
        let type = argument(arguments, "ofType"),
        case .string(let kind) = evaluate(type.value, scope), kind == "nib" || kind == "xib",
        let nibs
      else { return nil }
      guard case .string(let nibName) = evaluate(resource.value, scope) else {
        return unknown(
          "the resource name in '\(base.text).\(name)' is not known statically", at: at)
      }
      return nibs.nib(named: nibName) != nil ? .string(nibName + ".nib") : CodeValue.none
    default:
      return nil
    }
  }

  /// `nib.instantiate(withOwner:options:)` / `instantiateWithOwner:options:` on what
  /// `UINib(nibName:bundle:)` gave.
  func nibObjectCall(
    _ object: String, _ name: String, _ arguments: [CodeArgument], _ scope: Scope,
    at: CodePosition
  ) -> CodeValue? {
    guard object.hasPrefix(Self.nibObjectPrefix),
      name == "instantiate" || name == "instantiateWithOwner"
    else { return nil }
    let owner = arguments.first.map { evaluate($0.value, scope) }
    return loadNib(String(object.dropFirst(Self.nibObjectPrefix.count)), owner: owner, at: at)
  }

  /// Properties whose assignment changes what a view draws inside its frame (its text, font,
  /// alignment, lines, image, background, border): a xib's drawn content
  /// (``CodeNib/View/drawnContent``) no longer stands once code sets one of them, and the view
  /// is judged by its frame again. Setting the frame, constraints, `isHidden` or `alpha` keeps
  /// it: UIKit lays the same drawing out in the new bounds.
  static let drawingMembers: Set<String> = [
    "text", "attributedText", "font", "textAlignment", "numberOfLines", "adjustsFontSizeToFitWidth",
    "minimumScaleFactor", "lineBreakMode", "image", "backgroundColor", "contentHorizontalAlignment",
    "contentVerticalAlignment", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
    "configuration", "layer", "title", "attributedTitle", "semanticContentAttribute",
  ]
}
