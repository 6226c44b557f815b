import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import SourceLint

extension CodeInterpreter {
  static let anchorAttributes: [String: ConstraintSpec.Attribute] = [
    "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading,
    "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
    "widthAnchor": .width, "heightAnchor": .height, "centerXAnchor": .centerX,
    "centerYAnchor": .centerY,
  ]

  static let guides: [String: ConstraintItem.Guide] = [
    "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .margins,
    "readableContentGuide": .readable, "keyboardLayoutGuide": .keyboard,
  ]

  /// The controller's root view, made on first use as UIKit's `loadView` makes it.
  func ensureRootView(at position: CodePosition) -> Int {
    if let rootView { return rootView }
    if !program.isViewClass(screenClass.name), let nib = controllerNib(),
      let index = makeRootFromNib(nib)
    {
      return index
    }
    let uikit = program.nearestUIKit(screenClass.name)
    let className: String
    switch uikit {
    case "UITableViewController": className = "UITableView"
    case "UICollectionViewController": className = "UICollectionView"
    case let name? where UIKitClasses.views[name] != nil: className = screenClass.name
    default: className = "UIView"
    }
    let index = views.count
    let bounds = environment.screenBounds
    var state = ViewState(
      className: className, uikitClass: program.nearestUIKit(className) ?? "UIView",
      created: screenClass.position)
    state.frame = (0, 0, Double(bounds.width), Double(bounds.height))
    state.name = "view"
    views.append(state)
    rootView = index
    return index
  }

  func markNavigation(_ position: CodePosition) {
    if !controller.usesNavigation {
      controller.usesNavigation = true
      controller.usesNavigationAt = position
    }
  }

  /// The frame of a view as code reads it now (see ``Phase``).
  func currentFrame(_ index: Int, at position: CodePosition, reading: String) -> CodeValue {
    switch phase {
    case .load:
      // The root view's frame is the screen's bounds (set when it was made, read here).
      if index == rootView { _ = screenSize }
      if let changed = views[index].frameChanged {
        // Round M/L: SwiftCyxbs placed its fields from `contentLab.frame.maxY` after
        // `contentLab.sizeToFit()`; the old frame was answered, and the field was placed at y 0.
        return unknown("'\(reading)' after \(changed.reason)", at: position)
      }
      readFrame(index)
      if let frame = views[index].frame {
        return .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      }
      // A view made without a frame has a zero frame until Auto Layout places it.
      return .rect(x: 0, y: 0, width: 0, height: 0)
    case .beforeLayout:
      return unknown(
        "'\(reading)' is read before UIKit lays the view out (its size then depends on the"
          + " container)", at: position)
    case .layout:
      if let frame = measured?.frames[index] {
        return .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      }
      if index == rootView, let frame = parentGivenRootFrame {
        // A child controller's root view, which its parent's code framed: UIKit lays the
        // child's view out at that frame before the child's layout callbacks run.
        return .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      }
      readsLayout = true
      return unknown("'\(reading)' is the laid-out size, not known before layout", at: position)
    }
  }

  /// `rect.y`: a computed property the program declares in an extension of the geometry
  /// value's type (`extension CGRect { var y: CGFloat { origin.y } }`), read for the value as
  /// `self`; `nil` when the program declares none (``valueExtensionCall``).
  func valueExtensionProperty(_ receiver: CodeValue, _ name: String, at: CodePosition)
    -> CodeValue?
  {
    guard let type = Self.valueTypeName(receiver), let owner = program.classes[type],
      program.property(name, of: type)?.1.getter != nil
    else { return nil }
    return property(name, of: owner, for: receiver, at: at)
  }

  func member(_ receiver: CodeValue, _ name: String, at: CodePosition, scope: Scope) -> CodeValue {
    switch receiver {
    case .controller:
      return controllerMember(name, at: at)
    case .view(let index):
      return viewMember(index, name, at: at)
    case .guide(let index, let guide):
      if let attribute = Self.anchorAttributes[name] {
        return .anchor(AnchorReference(view: index, guide: guide, attribute: attribute))
      }
      if name == "snp" { return .snap(view: index, guide: guide) }
      return unknown("'\(name)' of a layout guide is not known statically", at: at)
    case .cartographyProxy(let view, let guide):
      return cartographyMember(view, guide, name, at: at)
    case .layoutSupport(let top):
      let root = ensureRootView(at: at)
      switch (name, top) {
      case ("bottomAnchor", true):
        return .anchor(AnchorReference(view: root, guide: .safeArea, attribute: .top))
      case ("topAnchor", false):
        return .anchor(AnchorReference(view: root, guide: .safeArea, attribute: .bottom))
      case ("snp", _):
        // SnapKit's `ConstraintLayoutSupportDSL` (`topLayoutGuide.snp.bottom`): the guide's
        // edges, read below as SnapKit's items.
        return receiver
      // SnapKit's `top` and `bottom` of a layout guide (`ConstraintLayoutSupportDSL`): the top
      // guide runs from the view's top to the safe area's top, the bottom guide from the safe
      // area's bottom to the view's bottom (Apple's `topLayoutGuide`: "use
      // view.safeAreaLayoutGuide.topAnchor instead"). Fresh round X: Graygram's login fields,
      // `make.top.equalTo(self.topLayoutGuide.snp.bottom)`, were left out.
      case ("top", true):
        return .snapItem(view: root, guide: nil, attributes: [.top])
      case ("bottom", true):
        return .snapItem(view: root, guide: .safeArea, attributes: [.top])
      case ("top", false):
        return .snapItem(view: root, guide: .safeArea, attributes: [.bottom])
      case ("bottom", false):
        return .snapItem(view: root, guide: nil, attributes: [.bottom])
      case ("length", _):
        guard phase == .layout, let insets = measured?.safeAreaInsets[root] else {
          if phase == .layout { readsLayout = true }
          return unknown("the layout guide's length is known only after layout", at: at)
        }
        return .number(top ? insets.top : insets.bottom)
      default:
        return unknown("'\(name)' of a layout guide is not read", at: at)
      }
    case .rect(let x, let y, let width, let height):
      switch name {
      case "origin": return .point(x: x, y: y)
      case "size": return .size(width: width, height: height)
      case "width": return .number(width)
      case "height": return .number(height)
      case "minX": return .number(x)
      case "minY": return .number(y)
      case "maxX": return .number(x + width)
      case "maxY": return .number(y + height)
      case "midX": return .number(x + width / 2)
      case "midY": return .number(y + height / 2)
      default:
        return valueExtensionProperty(receiver, name, at: at)
          ?? unknown("'\(name)' of a rectangle", at: at)
      }
    case .size(let width, let height):
      switch name {
      case "width": return .number(width)
      case "height": return .number(height)
      default:
        return valueExtensionProperty(receiver, name, at: at)
          ?? unknown("'\(name)' of a size", at: at)
      }
    case .point(let x, let y):
      switch name {
      case "x": return .number(x)
      case "y": return .number(y)
      default:
        return valueExtensionProperty(receiver, name, at: at)
          ?? unknown("'\(name)' of a point", at: at)
      }
    case .insets(let top, let left, let bottom, let right):
      switch name {
      case "top": return .number(top)
      case "left": return .number(left)
      case "bottom": return .number(bottom)
      case "right": return .number(right)
      default:
        return valueExtensionProperty(receiver, name, at: at)
          ?? unknown("'\(name)' of insets", at: at)
      }
    case .type(let type):
      return typeMember(type, name, at: at)
    case .enumCase(let value):
      if name == "isLandscape" || name == "isPortrait",
        let orientation = Orientation(rawValue: value)
      {
        // `UIInterfaceOrientation.isLandscape`/`isPortrait` (UIKit's Swift overlay), as
        // `UIInterfaceOrientationIsLandscape` in Objective-C.
        return .boolean(name == "isLandscape" ? orientation.isLandscape : !orientation.isLandscape)
      }
      return name == "rawValue" ? unknown("a raw value", at: at) : .enumCase(name)
    case .screen:
      switch name {
      case "bounds":
        let size = screenSize
        return .rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
      case "scale":
        let scale = Double(environment.device.scale)
        record(.scale(scale))
        return .number(scale)
      default: return unknown("'UIScreen.main.\(name)' is not read", at: at)
      }
    case .navigationController:
      switch name {
      case "navigationBar": return .navigationBar
      case "isNavigationBarHidden", "navigationBarHidden":
        return controller.navigationBarHidden.map { .boolean($0) } ?? .boolean(false)
      default: return unknown("'navigationController.\(name)' is not read", at: at)
      }
    case .navigationBar:
      return unknown("the navigation bar's '\(name)' is not read", at: at)
    case .constraint(let index):
      switch name {
      case "constant": return .number(constraints[index].constant)
      case "priority": return .number(constraints[index].priority)
      case "isActive": return .boolean(constraints[index].isActive)
      default: return unknown("the constraint's '\(name)'", at: at)
      }
    case .snap(let view, let guide):
      if let attributes = Self.snapAttributes(name) {
        return .snapItem(view: view, guide: guide, attributes: attributes)
      }
      if let attribute = Self.snapMarginAttributes[name] {
        return .snapItem(view: view, guide: .margins, attributes: [attribute])
      }
      return unknown("SnapKit's '\(name)' is not read", at: at)
    case .snapMaker(let view, let attributes):
      // Masonry's `and` and `with` (`make.left.and.right.mas_equalTo(self)`): "semantic"
      // properties with no effect (Masonry's `MASConstraint.h`). Before, the attributes chained
      // after them were dropped (round K's shake buttons).
      if isObjectiveC, name == "and" || name == "with" { return receiver }
      if let more = Self.snapAttributes(name) {
        return .snapMaker(view: view, attributes: attributes + more)
      }
      return unknown("SnapKit's '\(name)' is not read", at: at)
    case .snapDescription:
      return receiver
    case .font(let size):
      switch name {
      case "pointSize": return .number(size)
      case "lineHeight":
        return .number(size * Double(IntrinsicSizeEstimate.systemLineHeightPerPoint))
      default: return unknown("the font's '\(name)'", at: at)
      }
    case .array(let elements):
      switch name {
      case "count": return .number(Double(elements.count))
      case "first", "firstObject": return elements.first ?? .none
      case "last", "lastObject": return elements.last ?? .none
      case "isEmpty": return .boolean(elements.isEmpty)
      default: return unknown("'\(name)' of an array", at: at)
      }
    case .none:
      return .none  // optional chaining on nil
    case .unknown:
      return receiver
    case .object(Self.sharedApplication):
      return applicationMember(name, at: at)
    case .object(let object) where object.hasPrefix(Self.controllerInstancePrefix):
      // A child controller of the program: its `view`, which its own code fills at export.
      if name == "view" { return .view(childRoot(object, at: at)) }
      return unknown("'\(name)' of a controller is not read", at: at)
    case .object(let object) where program.classes[object] != nil:
      // An instance of a model class of the program (`Globals.statusBarHeight`): its property,
      // evaluated on first read.
      if let type = program.classes[object],
        let value = property(name, of: type, for: receiver, at: at)
      {
        return value
      }
      return unknown("'\(name)' of a '\(object)' is not known statically", at: at)
    default:
      return unknown("'\(name)' is not known statically", at: at)
    }
  }

  /// The root view of the controller instance `object` (`controller 3:HotViewController`),
  /// made on first read as UIKit's `loadView` makes it: with the screen's bounds ("If the view
  /// controller does not have an associated nib file, this method creates a plain UIView
  /// object instead", Apple's documentation of `loadView`; the reader sizes root views to the
  /// screen as everywhere else). Its content is the controller's own code's, run at export.
  func childRoot(_ object: String, at: CodePosition) -> Int {
    if let index = childRoots[object] { return index }
    let className = String(object.split(separator: ":", maxSplits: 1).last ?? "")
    var state = ViewState(className: className, uikitClass: "UIView", created: at)
    state.childController = className
    state.name = className + ".view"
    let size = screenSize
    state.frame = (0, 0, Double(size.width), Double(size.height))
    views.append(state)
    childRoots[object] = views.count - 1
    return views.count - 1
  }

  func controllerMember(_ name: String, at: CodePosition) -> CodeValue {
    switch name {
    case "view":
      return .view(ensureRootView(at: at))
    case "navigationController":
      markNavigation(at)
      return .navigationController
    case "navigationItem":
      markNavigation(at)
      return .navigationItem
    case "topLayoutGuide": return .layoutSupport(top: true)
    case "bottomLayoutGuide": return .layoutSupport(top: false)
    case "mas_topLayoutGuide", "mas_topLayoutGuideBottom":
      return .snapItem(view: ensureRootView(at: at), guide: .safeArea, attributes: [.top])
    case "mas_bottomLayoutGuide", "mas_bottomLayoutGuideTop":
      return .snapItem(view: ensureRootView(at: at), guide: .safeArea, attributes: [.bottom])
    case "title": return controller.title.map { .string($0) } ?? .none
    case "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
      "automaticallyAdjustsScrollViewInsets":
      return unknown("reading '\(name)' is not followed", at: at)
    default:
      break
    }
    if let value = property(name, of: screenClass, for: .controller, at: at) { return value }
    // Objective-C dot syntax calls the getter method, declared as a property or not (a
    // category's `- (NavigationBar *)navigationBar`, whose `@property` may be in a header the
    // files do not hold): round I's bilibili-ios `self.navigationBar.mas_bottom`.
    if isObjectiveC,
      let (declaring, getter) = program.method(name, arguments: [], of: screenClass.name),
      evaluatingProperty.insert("getter.\(name)").inserted
    {
      defer { evaluatingProperty.remove("getter.\(name)") }
      return invoke(getter, owner: declaring, selfValue: .controller, arguments: [])
    }
    if name == "tableView" || name == "collectionView" {
      let root = ensureRootView(at: at)
      if views[root].uikitClass == (name == "tableView" ? "UITableView" : "UICollectionView") {
        return .view(root)
      }
    }
    return unknown("'self.\(name)' is not known statically", at: at)
  }

  func viewMember(_ index: Int, _ name: String, at: CodePosition) -> CodeValue {
    if let attribute = Self.anchorAttributes[name] {
      return .anchor(AnchorReference(view: index, guide: nil, attribute: attribute))
    }
    if let guide = Self.guides[name] { return .guide(index, guide) }
    let label = views[index].name ?? views[index].className
    if let item = Self.masonryItem(name) {
      return .snapItem(view: index, guide: item.guide, attributes: item.attributes)
    }
    if let item = masonryShorthandItem(name, of: index) {
      return .snapItem(view: index, guide: item.guide, attributes: item.attributes)
    }
    switch name {
    case "snp": return .snap(view: index, guide: nil)
    case "frame":
      return currentFrame(index, at: at, reading: "\(label).frame")
    case "bounds":
      let frame = currentFrame(index, at: at, reading: "\(label).bounds")
      if case .rect(_, _, let width, let height) = frame {
        return .rect(x: 0, y: 0, width: width, height: height)
      }
      return frame
    case "center":
      let frame = currentFrame(index, at: at, reading: "\(label).center")
      if case .rect(let x, let y, let width, let height) = frame {
        return .point(x: x + width / 2, y: y + height / 2)
      }
      return frame
    case "safeAreaInsets":
      switch phase {
      case .load:
        // Zero until the first layout pass (UIKit computes safe areas while laying out).
        return .insets(top: 0, left: 0, bottom: 0, right: 0)
      case .beforeLayout:
        return unknown(
          "'\(label).safeAreaInsets' is read before UIKit lays the view out", at: at)
      case .layout:
        if let insets = measured?.safeAreaInsets[index] {
          return .insets(
            top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        readsLayout = true
        return unknown("'\(label).safeAreaInsets' is known only after layout", at: at)
      }
    case "superview":
      return views[index].superview.map { .view($0) } ?? .none
    case "subviews"
    where ["UIView", "UIStackView"].contains(views[index].uikitClass)
      && views[index].unknownSubviewAdded == nil && views[index].unknown == nil:
      // A plain view's or a stack view's subviews are the ones the code added, in order (UIKit
      // adds none of its own to them); a control's, a label's or a scroll view's include
      // UIKit's private views, and stay unknown. Fresh round V: diveCompanion's button row,
      // `dividedBy(buttonStackView.subviews.count)`.
      return .array(views[index].subviews.map { .view($0) })
    case _
    where ["titleLabel", "imageView", "textLabel", "contentView"].contains(name)
      && program.property(name, of: views[index].className) != nil:
      // The program's own property of the name (a `UIButton` subclass's `textLabel`, round K's
      // shake buttons): read as the class declares it, below. (One `where` for every name: a
      // `where` after a list of patterns guards only the last, and UIKit's own `titleLabel`
      // was read as the program's: what is set through it left the drawing as if untouched.)
      break
    case "layer", "backgroundColor", "tintColor", "titleLabel", "imageView", "textLabel",
      "contentView":
      // What is set through them (a layer's border or background, a button's title font or
      // image) changes the drawing: a xib's drawn content no longer stands.
      if name != "backgroundColor", name != "tintColor", name != "contentView" {
        views[index].drawn = nil
        views[index].drawingUnknown = true
      }
      return .object(name)
    case "isHidden": return .boolean(views[index].hidden ?? false)
    case "text":
      if let text = views[index].text, !views[index].textUnknown {
        return text.map { .string($0) } ?? .none
      }
      return unknown("the text of '\(label)'", at: at)
    case "font":
      if let size = views[index].fontSize { return .font(size) }
      return unknown("the font of '\(label)'", at: at)
    case "contentInset":
      if let inset = views[index].contentInset {
        return .insets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      }
      return .insets(top: 0, left: 0, bottom: 0, right: 0)
    default:
      break
    }
    // The view's class as the program declares or extends it; else the program's extension
    // of a UIKit superclass that declares the property (`extension UIView { var bottom:
    // CGFloat { … } }` read on a `UIImageView`: an extension adds its members to every
    // subclass, The Swift Programming Language, "Extensions"; fresh round W, SpotifyClone's
    // player framed from `imageView.bottom`).
    if let owner = program.classes[views[index].className]
      ?? program.property(name, of: views[index].className)?.0,
      !sendsCategoryAccessor(name, arguments: 0, of: owner.name),
      let value = property(name, of: owner, for: .view(index), at: at)
    {
      return value
    }
    if let (owner, getter) = objectiveCAccessor(name, arguments: 0, of: views[index].className) {
      // Objective-C's dot syntax sends the getter: a category's `- (CGFloat)width { return
      // self.frame.size.width; }` (`UIView+frame.h`) read as `self.view.width`. Run at each
      // read (computed, not kept). Round J: baisibudejie's strips framed with `self.view.width`
      // were left out.
      return invoke(getter, owner: owner, selfValue: .view(index), arguments: [])
    }
    return unknown("'\(label).\(name)' is not known statically", at: at)
  }

  /// Whether dot syntax on a view of `className` sends an accessor method for `name` because the
  /// property is a category's of a UIKit class (`@interface UIView (Frame) @property CGFloat y;`
  /// with `- (void)setY:` in the `@implementation`): a category cannot add storage (Apple's
  /// "Customizing Existing Classes": categories can declare properties but not instance
  /// variables), so the value is what its accessors make of the frame. Read as a stored property
  /// when the category's header was read, the frame helpers did nothing (a plain `UIView` whose
  /// `y` was set stayed at 0).
  func sendsCategoryAccessor(_ name: String, arguments: Int, of className: String) -> Bool {
    guard let (declaring, _) = program.property(name, of: className),
      UIKitClasses.views[declaring.name] != nil
    else { return false }
    return objectiveCAccessor(name, arguments: arguments, of: className) != nil
  }

  /// A method of an Objective-C class or category of the program (`@implementation UIView
  /// (frame)`) that dot syntax sends: the getter `name` (no argument) or the setter `setName:`
  /// (one), found along the class's superclass chain (UIKit's included, so a `UIView` category
  /// serves a `UIButton`).
  func objectiveCAccessor(_ name: String, arguments: Int, of className: String) -> (
    CodeClass, CodeMethod
  )? {
    let selector: String
    if arguments == 0 {
      selector = name
    } else {
      guard let first = name.first else { return nil }
      selector = "set" + first.uppercased() + name.dropFirst()
    }
    let placeholder = CodeArgument(
      label: nil, value: CodeExpression(.number(0), at: CodePosition(line: 1, column: 1), text: ""))
    guard
      let (owner, method) = program.method(
        selector, arguments: Array(repeating: placeholder, count: arguments), of: className),
      method.parameters.count == arguments
    else { return nil }
    let file = owner.file.lowercased()
    guard file.hasSuffix(".m") || file.hasSuffix(".mm") else { return nil }
    return (owner, method)
  }

  /// The application object's name as a value (``typeMember(_:_:at:)``).
  static let sharedApplication = "UIApplication.shared"

  /// A member of `UIApplication.shared` read while the screen is built: the status bar's frame
  /// and the interface orientation, from the environment (recorded as reads, so that the
  /// interpretation is reused only where they are the same). `statusBarFrame` is "the frame
  /// rectangle defining the area of the status bar", `CGRectZero` while the status bar is
  /// hidden (Apple's `UIApplication.statusBarFrame`), as wide as the screen in the interface
  /// orientation; `statusBarOrientation` is the interface orientation (Apple's
  /// `UIApplication.statusBarOrientation`). Round T: QQHomePage's `STATUS_BAR_HEIGHT` tested
  /// `statusBarOrientation`, Kuaishou's title view stood at `statusBarFrame.size.height`; both
  /// were "not known statically".
  func applicationMember(_ name: String, at: CodePosition) -> CodeValue {
    switch name {
    case "statusBarFrame":
      let frame = Self.statusBarFrame(in: environment)
      record(.statusBarFrame(width: frame.width, height: frame.height))
      return .rect(x: 0, y: 0, width: frame.width, height: frame.height)
    case "statusBarOrientation":
      record(.orientation(environment.orientation.rawValue))
      return .enumCase(environment.orientation.rawValue)
    default:
      return unknown("'UIApplication.shared.\(name)' is not known statically", at: at)
    }
  }

  /// The status bar's frame in `environment`: the screen's width and the status bar's height
  /// where it shows, zero where it does not (hidden by the app, or in landscape on a phone).
  static func statusBarFrame(in environment: Environment) -> (width: Double, height: Double) {
    let catalog = CatalogEnvironment(environment)
    guard catalog.statusBarVisible, !environment.statusBarHidden, catalog.statusBarHeight > 0
    else { return (0, 0) }
    return (Double(environment.screenBounds.width), Double(catalog.statusBarHeight))
  }

  func typeMember(_ type: String, _ name: String, at: CodePosition) -> CodeValue {
    // `TSChatActionBarView.self`: the type itself (for `String(describing:)`).
    if name == "self" { return .type(type) }
    // The program's own types: a nested type, or a static property.
    if program.hasStatics(type + "." + name) { return .type(type + "." + name) }
    if let statics = program.statics(type), let value = staticProperty(name, of: statics, at: at) {
      return value
    }
    switch (type, name) {
    case ("UIScreen", "main"): return .screen
    // `[UIColor clearColor]` (read as a property of the class) is `UIColor.clear`.
    case ("UIColor", "clearColor"): return .enumCase("clear")
    case ("CGAffineTransform", "identity"): return .enumCase("identity")
    case ("CGRect", "zero"): return .rect(x: 0, y: 0, width: 0, height: 0)
    case ("CGSize", "zero"): return .size(width: 0, height: 0)
    case ("CGPoint", "zero"): return .point(x: 0, y: 0)
    case ("UIEdgeInsets", "zero"), ("NSDirectionalEdgeInsets", "zero"):
      return .insets(top: 0, left: 0, bottom: 0, right: 0)
    // UIFont's class properties (Apple's documentation: systemFontSize 14, labelFontSize 17,
    // buttonFontSize 18 on iOS).
    case ("UIFont", "systemFontSize"): return .number(14)
    case ("UIFont", "labelFontSize"): return .number(17)
    case ("UIFont", "buttonFontSize"): return .number(18)
    case ("UILayoutPriority", _):
      return Self.priority(name).map { .number($0) } ?? unknown("the priority '\(name)'", at: at)
    case ("UIApplication", "shared"), ("UIApplication", "sharedApplication"):
      // The application object (`[UIApplication sharedApplication]`): its status bar's frame
      // and orientation are read (``applicationMember(_:at:)``), anything else is not.
      return .object(Self.sharedApplication)
    case ("UIApplication", _), ("UIDevice", _):
      return unknown("'\(type).\(name)' is not known statically", at: at)
    default:
      return .enumCase(name)
    }
  }

  /// `UILayoutPriority`'s named values (UIKit's header: required 1000, defaultHigh 750,
  /// dragThatCanResizeScene 510, sceneSizeStayPut 500, dragThatCannotResizeScene 490,
  /// defaultLow 250, fittingSizeLevel 50); SnapKit's `high`/`medium`/`low`/`required`.
  static func priority(_ name: String) -> Double? {
    switch name {
    case "required": 1000
    case "defaultHigh", "high": 750
    case "medium": 500
    case "defaultLow", "low": 250
    case "fittingSizeLevel": 50
    default: nil
    }
  }
}

extension CodeInterpreter {
  /// The attributes Masonry's shorthand forwards without the prefix (`view.bottom` for
  /// `view.mas_bottom`, View+MASShorthandAdditions.h, compiled only under `#define
  /// MAS_SHORTHAND`): not `center`, `size` or `edges`, which the shorthand header leaves to
  /// the maker (and `center` is UIView's own point).
  static let masonryShorthandAttributes: Set<String> = [
    "top", "left", "bottom", "right", "leading", "trailing", "width", "height", "centerX",
    "centerY", "baseline", "firstBaseline", "lastBaseline", "leftMargin", "rightMargin",
    "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
    "centerYWithinMargins",
  ]

  /// `view.bottom` as Masonry's `view.mas_bottom` where the program defines `MAS_SHORTHAND`
  /// and declares no property or method of that name for the view's class (a frame category's
  /// `view.width` stays the category's).
  func masonryShorthandItem(_ name: String, of index: Int) -> (
    guide: ConstraintItem.Guide?, attributes: [ConstraintSpec.Attribute]
  )? {
    guard program.definesMasonryShorthand, Self.masonryShorthandAttributes.contains(name),
      program.property(name, of: views[index].className) == nil,
      program.method(name, arguments: [], of: views[index].className) == nil
    else { return nil }
    return Self.masonryItem("mas_" + name)
  }

  /// Masonry's view attributes (`view.mas_top`, `view.mas_safeAreaLayoutGuideBottom`).
  static func masonryItem(_ name: String) -> (
    guide: ConstraintItem.Guide?, attributes: [ConstraintSpec.Attribute]
  )? {
    guard name.hasPrefix("mas_") else { return nil }
    var rest = String(name.dropFirst(4))
    var guide: ConstraintItem.Guide?
    if rest.hasPrefix("safeAreaLayoutGuide") {
      guide = .safeArea
      rest = String(rest.dropFirst("safeAreaLayoutGuide".count))
      if rest.isEmpty { return (guide, [.top, .left, .bottom, .right]) }
      rest = rest.prefix(1).lowercased() + rest.dropFirst()
    }
    if rest.hasSuffix("Margin") {
      guard guide == nil else { return nil }
      guide = .margins
      rest = String(rest.dropLast("Margin".count))
    }
    guard let attributes = snapAttributes(rest) else { return nil }
    return (guide, attributes)
  }
}
