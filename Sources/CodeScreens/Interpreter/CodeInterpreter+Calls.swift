import DeviceCatalog
import Foundation
import SceneDocument

extension CodeInterpreter {
  func argument(_ arguments: [CodeArgument], _ label: String?) -> CodeArgument? {
    arguments.first { $0.label == label }
  }

  func call(
    _ callee: CodeExpression, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope, expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    switch callee.kind {
    case .closure(let closure):
      return runClosure(
        closure, arguments: [], selfValue: scope.selfValue, owner: scope.owner, outer: scope)
    case .name(let name):
      if name == "self", case .type(let type) = scope.selfValue, program.classes[type] != nil {
        // `[[self alloc] initWithFrame:frame]`, `[self new]` in a class method: the class.
        return call(
          CodeExpression(.name(type), at: callee.position, text: type), arguments, trailing,
          scope, expression: expression)
      }
      if let local = scope.lookup(name) {
        if case .closure(let closure) = local {
          // A local closure or local function sees the locals of the body it is in.
          let values = arguments.map { evaluate($0.value, scope) }
          return runClosure(
            closure, arguments: values, selfValue: scope.selfValue, owner: scope.owner,
            outer: scope)
        }
        return unknown("calling '\(name)' is not followed", at: at)
      }
      // A generic parameter of the class whose code runs (`view = T(frame: .zero)` in
      // `BaseViewController<T: UIView>`): the type the instance's class chain binds it to.
      if let concrete = genericArgument(name, scope) {
        return call(
          CodeExpression(.name(concrete), at: callee.position, text: concrete), arguments,
          trailing, scope, expression: expression)
      }
      // `U()` with `typealias U = Utilities`: the type it names.
      if let target = program.resolvedTypeAlias(name, enclosing: scope.owner?.name) {
        return call(
          CodeExpression(.name(target), at: callee.position, text: target), arguments,
          trailing, scope, expression: expression)
      }
      // A method of `self` called without `self.`: `self` is implicit ("The self Property",
      // The Swift Programming Language), so the call is dispatched on the instance's class, and
      // a subclass's override runs ("Inheritance: Overriding"). A base controller's
      // `viewDidLoad` calling `setupViews()` runs the screen's `setupViews()` (fresh round Y, Y1:
      // Chaeum's and Memoria's screens ran the base's empty hooks and were laid out empty).
      if let owner = scope.owner,
        let (declaring, method) = program.method(
          name, arguments: arguments, of: dispatchClass(of: scope.selfValue, from: owner.name))
      {
        let values = arguments.map { evaluate($0.value, scope) }
        return invoke(
          method, owner: declaring, selfValue: scope.selfValue, arguments: values,
          labels: arguments.map(\.label))
      }
      // A UIKit method of `self` called without `self.` (`addSubview(field)` in a view class).
      switch scope.selfValue {
      case .view(let index) where !program.isKnownFreeFunction(name):
        if UIKitViewMethods.names.contains(name) {
          return viewMethod(index, name, arguments, trailing, scope, expression: expression)
        }
      case .controller where UIKitViewMethods.controllerNames.contains(name):
        return methodCall(.controller, name, arguments, trailing, scope, expression: expression)
      case .array where !program.isKnownFreeFunction(name):
        // `forEach { … }` inside a method of an `extension Array`: the array's own method.
        return methodCall(
          scope.selfValue, name, arguments, trailing, scope, expression: expression)
      default:
        break
      }
      return freeCall(name, arguments, trailing, scope, expression: expression)
    case .member(nil, let name):
      // `.init(…)`, `.systemFont(ofSize: 15)`
      return typeCall("", name, arguments, trailing, scope, expression: expression)
    case .member(let base?, let name):
      if case .name("super") = base.kind {
        return superCall(name, arguments, scope, at: at)
      }
      if let value = nibCall(base, name, arguments, scope, at: at) { return value }
      // `UITableView.init(frame:style:)`, `CGRect.init(x:y:width:height:)`: the initializer
      // written out is the type called (Swift's "initializer expression").
      if name == "init", case .name(let type) = base.kind, type.first?.isUppercase == true,
        scope.lookup(type) == nil
      {
        return call(
          CodeExpression(.name(type), at: base.position, text: type), arguments, trailing,
          scope, expression: expression)
      }
      if isObjectiveC, name == "setFont", arguments.count == 1, arguments[0].label == nil,
        case .member(_?, "titleLabel") = base.kind
      {
        // `[button.titleLabel setFont:…]`: the title's font (``setTitleFont(_:_:)``), read
        // before `titleLabel` is evaluated.
        let statement = CodeStatement(kind: .unknown(""), position: at, text: expression.text)
        let target = CodeExpression(.member(base, "font"), at: at, text: expression.text)
        assign(target, evaluate(arguments[0].value, scope), scope, statement: statement)
        return .none
      }
      if case .name(let type) = base.kind, type == "NSMutableArray" || type == "NSArray",
        ["array", "new", "arrayWithCapacity"].contains(name), scope.lookup(type) == nil
      {
        // `[NSMutableArray array]`, `[NSMutableArray arrayWithCapacity:4]`: an empty array.
        return .array([])
      }
      let receiver = evaluate(base, scope)
      if case .array(let elements) = receiver,
        let changed = arrayMutation(elements, name, arguments, scope, at: at)
      {
        // `labels.append(label)`, `[self.items addObject:item]`: the array is written back
        // where it is kept (a local, a property, an instance variable), so that a later loop
        // over it, or `labels[0]`, sees the views (round K: title strips whose labels were
        // made in one loop and placed in another).
        let statement = CodeStatement(kind: .unknown(""), position: at, text: expression.text)
        assign(base, changed, scope, statement: statement)
        return .none
      }
      if isObjectiveC, arguments.isEmpty, trailing == nil,
        let value = objectiveCPropertyRead(receiver, name, scope, at: at)
      {
        return value
      }
      if isObjectiveC, arguments.count == 1, arguments[0].label == nil, name.count > 3,
        name.hasPrefix("set"), let first = name.dropFirst(3).first, first.isUppercase
      {
        // `[view setFrame:r]`: the setter of `frame`.
        let property = first.lowercased() + name.dropFirst(4)
        let statement = CodeStatement(kind: .unknown(""), position: at, text: expression.text)
        let target = CodeExpression(.member(base, property), at: at, text: expression.text)
        assign(target, evaluate(arguments[0].value, scope), scope, statement: statement)
        return .none
      }
      return methodCall(receiver, name, arguments, trailing, scope, expression: expression)
    case .array(let element) where element.count == 1 && arguments.isEmpty && trailing == nil:
      // `[UILabel]()`: an empty array of a type.
      return .array([])
    case .dictionary(let pair) where pair.count == 2 && arguments.isEmpty && trailing == nil:
      // `[String: UIView]()`: an empty dictionary.
      return .dictionary([:])
    default:
      let value = evaluate(callee, scope)
      if case .closure(let closure) = value {
        return runClosure(
          closure, arguments: arguments.map { evaluate($0.value, scope) },
          selfValue: scope.selfValue, owner: scope.owner)
      }
      return unknown("'\(expression.text)' is not understood", at: at)
    }
  }

  /// The type a generic parameter of the running code's class stands for in this instance:
  /// `class BaseViewController<View: UIView>` running for `final class LoginViewController:
  /// BaseViewController<LoginView>` binds `View` to `LoginView` ("The Swift Programming
  /// Language", Generics: "the type parameter is replaced with an actual type whenever the
  /// function is called"; a subclass of a generic class names that type in its superclass
  /// clause). The binding is followed down the instance's class chain, each clause's arguments
  /// read through the bindings below it (`class A<T>: B<T>`). `nil` when the name is not one of
  /// the class's parameters, or the chain does not bind it to a type the reader can name.
  func genericArgument(_ name: String, _ scope: Scope) -> String? {
    guard let owner = scope.owner, owner.genericParameters.contains(name),
      scope.lookup(name) == nil
    else { return nil }
    let dynamic: String
    switch scope.selfValue {
    case .controller: dynamic = screenClass.name
    case .view(let index): dynamic = views[index].className
    default: return nil
    }
    var current = dynamic
    var bindings: [String: String] = [:]
    var seen: Set<String> = []
    while seen.insert(current).inserted, let type = program.classes[current],
      let superclass = type.superclass
    {
      if current == owner.name { return nil }
      let arguments = type.superclassGenericArguments.map { bindings[$0] ?? $0 }
      let parameters = program.classes[superclass]?.genericParameters ?? []
      bindings = [:]
      for (parameter, argument) in zip(parameters, arguments) { bindings[parameter] = argument }
      if superclass == owner.name {
        guard let bound = bindings[name], bound != name else { return nil }
        return bound
      }
      current = superclass
    }
    return nil
  }

  /// A scale by 1, a translation by 0 or a rotation by 0 (`CGAffineTransform(scaleX: 1, y: 1)`,
  /// `CGAffineTransformMakeScale(1, 1)`, …) is the identity matrix, which leaves the frame as
  /// it is (round K: a title strip scaled its first label by `isNeedScale ? range : 1.0`, and
  /// the label was left out); `.none` for any other call of these, so that the caller goes on.
  func identityTransform(
    _ name: String, _ arguments: [CodeArgument], _ evaluated: (Int) -> CodeValue
  ) -> CodeValue? {
    let expected: Double
    switch (name, arguments.map(\.label)) {
    case ("CGAffineTransform", ["scaleX", "y"]), ("CGAffineTransformMakeScale", [nil, nil]):
      expected = 1
    case ("CGAffineTransform", ["translationX", "y"]),
      ("CGAffineTransformMakeTranslation", [nil, nil]),
      ("CGAffineTransform", ["rotationAngle"]), ("CGAffineTransformMakeRotation", [nil]):
      expected = 0
    default:
      return nil
    }
    let values = arguments.indices.map { evaluated($0).number }
    guard values.allSatisfy({ $0 == expected }) else { return nil }
    return .enumCase("identity")
  }

  /// The most elements an array the code builds element by element is followed for: a bound of
  /// the reader (a row of tabs or titles is short), not a UIKit value.
  static let maximumArrayCount = 256

  /// What a mutating call on an array leaves in it (Swift's `append(_:)`,
  /// `append(contentsOf:)`, `insert(_:at:)`, `removeAll()`; `NSMutableArray`'s `addObject:`,
  /// `addObjectsFromArray:`, `insertObject:atIndex:`, `removeAllObjects`), or `nil` when `name`
  /// is not one. An element or index not known statically makes the whole array unknown.
  func arrayMutation(
    _ elements: [CodeValue], _ name: String, _ arguments: [CodeArgument], _ scope: Scope,
    at: CodePosition
  ) -> CodeValue? {
    let labels = arguments.map(\.label)
    var result: [CodeValue]
    switch (name, labels) {
    case ("append", [nil]), ("addObject", [nil]):
      result = elements + [evaluate(arguments[0].value, scope)]
    case ("append", ["contentsOf"]), ("addObjectsFromArray", [nil]):
      guard case .array(let more) = evaluate(arguments[0].value, scope) else {
        return unknown("the elements added by '\(name)' are not known statically", at: at)
      }
      result = elements + more
    case ("insert", [nil, "at"]), ("insertObject", [nil, "atIndex"]):
      let element = evaluate(arguments[0].value, scope)
      guard let index = evaluate(arguments[1].value, scope).number, index >= 0,
        index <= Double(elements.count), index == index.rounded()
      else { return unknown("the index of '\(name)' is not known statically", at: at) }
      result = elements
      result.insert(element, at: Int(index))
    case ("removeAll", []), ("removeAllObjects", []):
      result = []
    default:
      return nil
    }
    guard result.count <= Self.maximumArrayCount else {
      return unknown(
        "an array grown past the \(Self.maximumArrayCount) elements the reader follows", at: at)
    }
    return .array(result)
  }

  /// `super.viewDidLoad()`, `super.init(frame: frame)`: the superclass's method when the program
  /// has it (a base controller of the same project), else UIKit's, which sets nothing read here.
  func superCall(_ name: String, _ arguments: [CodeArgument], _ scope: Scope, at: CodePosition)
    -> CodeValue
  {
    if name == "init", case .controller = scope.selfValue,
      arguments.first?.label == "nibName" || arguments.first?.label == "initWithNibName"
    {
      // `super.init(nibName: "Chat", bundle: nil)`: the xib UIKit loads the view from; `nil`
      // is the one named after the class.
      if case .string(let nibName) = evaluate(arguments[0].value, scope) {
        requestedNibName = nibName
      }
    }
    guard let owner = scope.owner, let superclass = program.superclass(of: owner.name),
      let (declaring, method) = program.method(name, arguments: arguments, of: superclass)
    else {
      if name == "init", arguments.isEmpty, case .controller = scope.selfValue,
        let (declaring, designated) = designatedControllerInitializer()
      {
        // UIKit's `init` of a view controller sends the designated initializer
        // `init(nibName:bundle:)` ("the designated initializer for this class", Apple's
        // documentation of `UIViewController`) with `nil` and `nil`, to the object's own
        // class: the program's override runs.
        return invoke(
          designated, owner: declaring, selfValue: .controller, arguments: [.none, .none])
      }
      if name == "init", case .view(let index) = scope.selfValue, index != rootView,
        let first = arguments.first, first.label == "frame"
      {
        superInitFrame(index, first.value, scope)
      }
      return .none
    }
    let values = argumentValues(arguments, for: method, scope)
    return invoke(
      method, owner: declaring, selfValue: scope.selfValue, arguments: values,
      labels: arguments.map(\.label))
  }

  /// The values of a call's arguments to a method or function of the program. An argument
  /// written as an implicit member expression (`.zero`, `.init(top: 14, left: 80, bottom: 30,
  /// right: 10)`, `.init(width: 150, height: 100)`) is a member of its parameter's declared type:
  /// "an abbreviated way to access a member of a type … in a context where type inference can
  /// determine the implied type" (The Swift Programming Language, "Implicit Member
  /// Expression"). Round T: the LBTA `anchor(top:leading:bottom:trailing:padding:size:)` helper's
  /// paddings and sizes were "not known statically", so its constraints were dropped.
  func argumentValues(_ arguments: [CodeArgument], for method: CodeMethod, _ scope: Scope)
    -> [CodeValue]
  {
    let parameters =
      method.parameterTypes.isEmpty ? [] : method.parameterIndices(for: arguments.map(\.label))
    return arguments.enumerated().map { offset, argument in
      if offset < parameters.count, let parameter = parameters[offset],
        parameter < method.parameterTypes.count, let type = method.parameterTypes[parameter],
        let value = implicitMember(argument.value, of: type, scope)
      {
        return value
      }
      return evaluate(argument.value, scope)
    }
  }

  /// The geometry value types whose members the interpreter computes (``typeCall(_:_:_:_:_:expression:)``,
  /// ``staticMember``): an implicit member of one of them is read as that type's member.
  static let implicitMemberTypes: Set<String> = [
    "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets",
  ]

  /// `expression` read as a member of `type` when it is an implicit member expression (`.zero`,
  /// `.init(…)`) and `type` a geometry value type (``implicitMemberTypes``); `nil` otherwise.
  func implicitMember(_ expression: CodeExpression, of type: String, _ scope: Scope) -> CodeValue? {
    guard Self.implicitMemberTypes.contains(type) else { return nil }
    let typeExpression = CodeExpression(.name(type), at: expression.position, text: type)
    switch expression.kind {
    case .member(nil, let name):
      return evaluate(
        CodeExpression(
          .member(typeExpression, name), at: expression.position, text: expression.text),
        scope)
    case .call(let callee, let arguments, let trailing):
      guard case .member(nil, let name) = callee.kind else { return nil }
      if name == "init" {
        return call(typeExpression, arguments, trailing, scope, expression: expression)
      }
      return typeCall(type, name, arguments, trailing, scope, expression: expression)
    default:
      return nil
    }
  }

  /// UIKit's `init(frame:)` (`[super initWithFrame:]`) called from a view class's own
  /// initializer: it sets the view's frame ("Initializes and returns a newly allocated view
  /// object with the specified frame rectangle", Apple's documentation of `UIView.init(frame:)`).
  /// Round N's WeiBook: `init(frame: CGRect?, title:tag:action:)` calls `super.init(frame:
  /// CGRect(x: 0, y: screenHeight - 49 - 64, …))` when given `nil`; only an initializer named
  /// `init(frame:)` had its frame, from the caller's argument, and this view was laid out at a
  /// zero frame without a note. The same frame again (`super.init(frame: frame)` in
  /// `init(frame:)`, already set from the argument) keeps what the argument set.
  func superInitFrame(_ index: Int, _ expression: CodeExpression, _ scope: Scope) {
    let (value, kept) = frameValue(expression, scope)
    var terms = kept
    defer { dropTerms(terms) }
    switch value {
    case .rect(let x, let y, let width, let height):
      if let old = views[index].frame {
        if old.x == x, old.y == y, old.width == width, old.height == height { return }
      } else if x == 0, y == 0, width == 0, height == 0 {
        return
      }
      views[index].frame = (x, y, width, height)
      views[index].frameTerms = terms
      terms = nil
      views[index].frameSet = expression.position
      views[index].frameChanged = nil
      views[index].sizedToFit = nil
    case .unknown(let unknown):
      leaveOut(index, unknown)
      if index != rootView { views[index].frameChanged = Self.frameNotKnown(unknown) }
    default:
      break
    }
  }

  /// Why a view's frame, read after the code set it from a value not known statically, is not
  /// known: a frame read from a view left out of the layout is not the one the app gives it
  /// (the view's frame is what its initializer or setter received, Apple's `UIView.frame`).
  static func frameNotKnown(_ unknown: Unknown) -> Unknown {
    Unknown(
      reason: "its frame was set from what is not known statically (\(unknown.reason))",
      position: unknown.position)
  }

  /// The screen class's (or a program superclass's) override of `init(nibName:bundle:)`.
  func designatedControllerInitializer() -> (CodeClass, CodeMethod)? {
    var current: CodeClass? = program.classes[screenClass.name] ?? screenClass
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      if let found = type.methods.first(where: {
        $0.baseName == "init" && $0.labels == ["nibName", "bundle"]
      }) {
        return (type, found)
      }
      current = type.superclass.flatMap { program.classes[$0] }
    }
    return nil
  }

  // MARK: Free functions and initializers

  func freeCall(
    _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?, _ scope: Scope,
    expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    // Each argument is evaluated once: a conversion that failed and then `firstUnknown()`
    // evaluated it again, so calls nested n deep around an unknown took 2^n evaluations
    // (`min(min(…))` 121 deep, found by `gen-swift`, issue 32).
    var values: [CodeValue?] = Array(repeating: nil, count: arguments.count)
    func evaluated(_ index: Int) -> CodeValue {
      if let known = values[index] { return known }
      let value = evaluate(arguments[index].value, scope)
      values[index] = value
      return value
    }
    func evaluated(labeled label: String?) -> CodeValue? {
      arguments.firstIndex { $0.label == label }.map { evaluated($0) }
    }
    func numbers(_ labels: [String?]) -> [Double]? {
      var result: [Double] = []
      for (index, label) in labels.enumerated() {
        let value: CodeValue
        if label == nil, index < arguments.count {
          value = evaluated(index)
        } else if let found = evaluated(labeled: label) {
          value = found
        } else {
          return nil
        }
        guard let number = value.number else { return nil }
        result.append(number)
      }
      return result
    }
    func firstUnknown() -> CodeValue {
      for index in arguments.indices {
        if case .unknown(let unknown) = evaluated(index) { return .unknown(unknown) }
      }
      return unknown("'\(expression.text)' has a value that is not a number", at: at)
    }
    if UIKitClasses.views[name] != nil || program.isViewClass(name) {
      return construct(name, arguments, scope, at: at)
    }
    // Cartography's `constrain`, unless the program declares its own function of the name.
    if name == "constrain", program.function(name, arguments: arguments) == nil,
      let made = cartographyConstrain(arguments, trailing, scope, expression: expression)
    {
      return made
    }
    if name == "inset", cartographyDepth > 0,
      let inset = cartographyInset(arguments.indices.map { evaluated($0) }, at: at)
    {
      return inset
    }
    if let identity = identityTransform(name, arguments, evaluated) { return identity }
    switch name {
    case _
    where (name == "NSMutableArray" || name == "NSArray")
      && (arguments.isEmpty || (arguments.count == 1 && arguments[0].label == "capacity")):
      // `[[NSMutableArray alloc] init]`, `[NSMutableArray new]`,
      // `[[NSMutableArray alloc] initWithCapacity:4]`: an empty array.
      return .array([])
    case "UINib" where arguments.first?.label == "nibName":
      // `UINib(nibName: "Bar", bundle: nil)`: instantiated later.
      guard case .string(let nibName) = evaluated(0) else {
        return unknown("the xib's name in '\(expression.text)' is not known statically", at: at)
      }
      return .object(Self.nibObjectPrefix + nibName)
    case "String" where arguments.count == 1 && arguments[0].label == "describing":
      // `String(describing: BarView.self)`: a class's name (unqualified, as Swift prints it).
      if case .type(let type) = evaluated(0) {
        return .string(type.split(separator: ".").last.map(String.init) ?? type)
      }
      return unknown("'\(expression.text)' is not known statically", at: at)
    case "NSStringFromClass" where isObjectiveC && arguments.count == 1:
      // `NSStringFromClass(self)` in a class method, `NSStringFromClass([BarView class])`: an
      // Objective-C class's name, as declared (a Swift class's would carry its module's name,
      // so only Objective-C code is read this way).
      if case .type(let type) = evaluated(0) { return .string(type) }
      return unknown("'\(expression.text)' is not known statically", at: at)
    case "CGRect":
      if arguments.isEmpty { return .rect(x: 0, y: 0, width: 0, height: 0) }
      if var o = evaluated(labeled: "origin"), var s = evaluated(labeled: "size") {
        // `.zero` as an argument is the implicit member of the labelled type.
        if case .enumCase("zero") = o { o = .point(x: 0, y: 0) }
        if case .enumCase("zero") = s { s = .size(width: 0, height: 0) }
        if case .point(let x, let y) = o, case .size(let w, let h) = s {
          return .rect(x: x, y: y, width: w, height: h)
        }
        return o.unknown != nil ? o : s.unknown != nil ? s : unknown("a rectangle", at: at)
      }
      guard let v = numbers(["x", "y", "width", "height"]) else { return firstUnknown() }
      return .rect(x: v[0], y: v[1], width: v[2], height: v[3])
    case "CGRectMake":
      guard let v = numbers([nil, nil, nil, nil]) else { return firstUnknown() }
      return .rect(x: v[0], y: v[1], width: v[2], height: v[3])
    case "CGSize":
      if arguments.isEmpty { return .size(width: 0, height: 0) }
      guard let v = numbers(["width", "height"]) else { return firstUnknown() }
      return .size(width: v[0], height: v[1])
    case "CGSizeMake":
      guard let v = numbers([nil, nil]) else { return firstUnknown() }
      return .size(width: v[0], height: v[1])
    case "CGPoint":
      if arguments.isEmpty { return .point(x: 0, y: 0) }
      guard let v = numbers(["x", "y"]) else { return firstUnknown() }
      return .point(x: v[0], y: v[1])
    case "CGPointMake":
      guard let v = numbers([nil, nil]) else { return firstUnknown() }
      return .point(x: v[0], y: v[1])
    case "UIEdgeInsets":
      if arguments.isEmpty { return .insets(top: 0, left: 0, bottom: 0, right: 0) }
      if let all = evaluated(labeled: "all") {
        guard let value = all.number else { return firstUnknown() }
        return .insets(top: value, left: value, bottom: value, right: value)
      }
      guard let v = numbers(["top", "left", "bottom", "right"]) else { return firstUnknown() }
      return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    case "UIRectEdge":
      // `UIRectEdge()`: an option set's `init()` "creates an empty option set" (Apple's
      // `OptionSet` documentation), as `[]` (Antidote's `edgesForExtendedLayout = UIRectEdge()`
      // in its controllers' initializers, round G).
      if arguments.isEmpty { return .array([]) }
      return firstUnknown()
    case "UIEdgeInsetsMake":
      guard let v = numbers([nil, nil, nil, nil]) else { return firstUnknown() }
      return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    case "NSDirectionalEdgeInsets":
      guard let v = numbers(["top", "leading", "bottom", "trailing"]) else {
        return firstUnknown()
      }
      return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    case "CGFloat", "Double", "Float", "Int":
      guard arguments.count == 1 else { return firstUnknown() }
      let value = evaluated(0)
      if name == "Int", let number = value.number { return .number(number.rounded(.towardZero)) }
      return value
    case "UILayoutPriority":
      if let raw = argument(arguments, "rawValue") ?? arguments.first {
        return evaluate(raw.value, scope)
      }
      return firstUnknown()
    case "max", "min", "fmax", "fmin", "MAX", "MIN":
      let all = arguments.indices.map { evaluated($0) }
      let numbers = all.compactMap(\.number)
      guard numbers.count == all.count, let first = numbers.first else { return firstUnknown() }
      let isMax = name.lowercased().hasSuffix("max")
      return .number(
        numbers.dropFirst().reduce(first) { isMax ? Swift.max($0, $1) : Swift.min($0, $1) })
    case "floor", "ceil", "round", "abs", "fabs", "floorf", "ceilf", "roundf":
      guard arguments.count == 1, let value = evaluated(0).number else {
        return firstUnknown()
      }
      switch name {
      case "floor", "floorf": return .number(value.rounded(.down))
      case "ceil", "ceilf": return .number(value.rounded(.up))
      case "round", "roundf": return .number(value.rounded())
      default: return .number(Swift.abs(value))
      }
    case "NSLayoutConstraint":
      return layoutConstraint(arguments, scope, expression: expression)
    case "UIInterfaceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait":
      // UIKit's `UIApplication.h`: `IsLandscape(o)` is `o == LandscapeLeft || o ==
      // LandscapeRight`, `IsPortrait(o)` is `o == Portrait || o == PortraitUpsideDown`.
      guard arguments.count == 1, case .enumCase(let orientation) = evaluated(0),
        let known = Orientation(rawValue: orientation)
      else { return firstUnknown() }
      return .boolean(
        name.hasSuffix("Landscape") ? known.isLandscape : !known.isLandscape)
    case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX",
      "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY":
      guard arguments.count == 1 else { return firstUnknown() }
      let rect = evaluated(0)
      guard case .rect = rect else { return rect.unknown != nil ? rect : firstUnknown() }
      let part = String(name.dropFirst("CGRectGet".count))
      return member(rect, part.prefix(1).lowercased() + part.dropFirst(), at: at, scope: scope)
    case "CGRectIsEmpty", "CGRectIsNull", "CGRectIsInfinite":
      // Core Graphics: "An empty rectangle is either a null rectangle or a valid rectangle with
      // zero height or width" (`CGRectIsEmpty`); a rectangle of finite numbers is neither null
      // (`CGRectNull` has infinite coordinates) nor infinite.
      guard arguments.count == 1 else { return firstUnknown() }
      let rect = evaluated(0)
      guard case .rect(let x, let y, let width, let height) = rect,
        [x, y, width, height].allSatisfy(\.isFinite)
      else { return rect.unknown != nil ? rect : firstUnknown() }
      if name == "CGRectIsEmpty" { return .boolean(width == 0 || height == 0) }
      return .boolean(false)
    case "NSDictionaryOfVariableBindings", "_NSDictionaryOfVariableBindings":
      // The views keyed by the names written (`NSDictionaryOfVariableBindings(_label, button)`).
      var result: [String: CodeValue] = [:]
      for argument in arguments {
        result[argument.value.text.replacingOccurrences(of: " ", with: "")] = evaluate(
          argument.value, scope)
      }
      return .dictionary(result)
    case "mas_equalTo", "MASBoxValue":
      return arguments.first.map { evaluate($0.value, scope) } ?? firstUnknown()
    case "objc_getAssociatedObject", "objc_setAssociatedObject":
      // The runtime's associated objects (a category's lazy getter: `if (!bar) { bar = …;
      // objc_setAssociatedObject(self, @selector(bar), bar, …); }`): nil until set, then what
      // was set, per object and key. A key other than `@selector(name)` or a static's address
      // (`&kKey`), or an object without identity here, is not followed.
      let setting = name == "objc_setAssociatedObject"
      guard arguments.count >= (setting ? 3 : 2),
        let key = Self.associationKey(arguments[1].value)
      else {
        return unknown("'\(expression.text)' with a key that is not read", at: at)
      }
      let object = evaluated(0)
      switch object {
      case .controller, .view, .object: break
      default: return unknown("'\(expression.text)' on an object that is not read", at: at)
      }
      let slot = "@associated " + key
      if setting {
        properties[selfKey(object), default: [:]][slot] = evaluated(2)
        return .none
      }
      return properties[selfKey(object)]?[slot] ?? .none
    case "UIFont":
      if let size = argument(arguments, "size"), let points = evaluate(size.value, scope).number {
        return .font(points)
      }
      return unknown("the font '\(expression.text)'", at: at)
    case "UIColor":
      // `UIColor(white: 0, alpha: 0)`, `UIColor(red: 1, green: 1, blue: 1, alpha: 0)`: a colour
      // whose alpha is written 0 is clear, whatever its components.
      if let alpha = argument(arguments, "alpha"), evaluate(alpha.value, scope).number == 0 {
        return .enumCase("clear")
      }
      return .object(name)
    default:
      break
    }
    if UIKitClasses.objects.contains(name) || UIKitClasses.controllers.contains(name)
      || UIKitClasses.containers.contains(name)
    {
      return .object(name)
    }
    if let function = program.function(name, arguments: arguments),
      let owner = program.classes[CodeProgram.globalFunctions]
    {
      // A free function of the project: its body runs (no `self`).
      let values = argumentValues(arguments, for: function, scope)
      return invoke(
        function, owner: owner, selfValue: .none, arguments: values,
        labels: arguments.map(\.label))
    }
    if let type = program.classes[name] {
      if type.isDeclarationOnly, let uikit = program.nearestUIKit(name),
        UIKitClasses.views[uikit] != nil
      {
        // A view class whose header is read but whose implementation is not: what its
        // initializer sets is not known.
        leaveOutViewArguments(arguments, scope, callText: expression.text, at: at)
        return unknown(
          "'\(name)' is declared in a header read, but its implementation is not among the files"
            + " read", at: at)
      }
      if let uikit = program.nearestUIKit(name), UIKitClasses.controllers.contains(uikit) {
        // A controller of the program: one instance, whose `view` its own code fills.
        childInstances += 1
        return .object(Self.controllerInstancePrefix + "\(childInstances):" + name)
      }
      if type.isValueType {
        // A structure's value: one made with no arguments is a new value whose stored
        // properties start at their initial values (The Swift Programming Language,
        // "Structures and Classes": structures are value types, copied, never shared), so what
        // an earlier value of the type held is forgotten; one made with arguments is not read.
        guard arguments.isEmpty, trailing == nil else {
          leaveOutViewArguments(arguments, scope, callText: expression.text, at: at)
          return unknown("'\(expression.text)' is not known statically", at: at)
        }
        properties[selfKey(.object(name))] = nil
        if let (declaring, method) = program.initializer(of: name, labels: []) {
          invoke(method, owner: declaring, selfValue: .object(name), arguments: [])
        }
      }
      return .object(name)  // a model class of the program
    }
    leaveOutViewArguments(arguments, scope, callText: expression.text, at: at)
    return unknown("'\(expression.text)' is not known statically", at: at)
  }

  /// A call the interpreter does not follow may move or resize the views it is given: each is
  /// left out of the layout.
  func leaveOutViewArguments(
    _ arguments: [CodeArgument], _ scope: Scope, callText: String, at: CodePosition
  ) {
    for argument in arguments {
      var base = argument.value
      while case .member(let inner?, _) = base.kind { base = inner }
      guard case .name(let name) = base.kind, argument.value.path != nil else { continue }
      let value =
        scope.lookup(name)
        ?? scope.owner.flatMap { owner in
          program.property(name, of: owner.name) != nil
            ? properties[selfKey(scope.selfValue)]?[name] : nil
        }
      if case .view(let index)? = value, argument.value.path == name {
        leaveOut(
          index,
          Unknown(
            reason: "it is passed to '\(callText)', which is not read (it may move or resize it)",
            position: at))
      }
    }
  }

  func typeCall(
    _ type: String, _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope, expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    // A static function of the program's own type (`Size.calculateHeight()`).
    if let (declaring, method) = program.staticMethod(name, arguments: arguments, of: type) {
      let values = argumentValues(arguments, for: method, scope)
      let made = invoke(
        method, owner: declaring, selfValue: .type(type), arguments: values,
        labels: arguments.map(\.label))
      let file = declaring.file.lowercased()
      if case .view(let index) = made, file.hasSuffix(".m") || file.hasSuffix(".mm"),
        !views[index].namedByProperty
      {
        // An Objective-C class factory (`[SegmentBar segmentBarWithFrame:…]`): the view is
        // named where the caller keeps it (`strip`), not by the factory's local (`bar`).
        views[index].name = nil
      }
      return made
    }
    switch name {
    case "mainScreen" where type == "UIScreen" && arguments.isEmpty,
      "sharedApplication" where type == "UIApplication" && arguments.isEmpty:
      // Swift 2's spellings of `UIScreen.main` and `UIApplication.shared` (renamed by Swift 3's
      // API guidelines, SE-0005 "Better Translation of Objective-C APIs Into Swift"): the same
      // objects (round T's Kuaishou: `UIScreen.mainScreen().bounds`, "not known statically").
      return typeMember(type, name == "mainScreen" ? "main" : "shared", at: at)
    case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
      "monospacedSystemFont":
      if let size = argument(arguments, "ofSize"), let points = evaluate(size.value, scope).number {
        return .font(points)
      }
      return unknown("the font '\(expression.text)'", at: at)
    case "preferredFont":
      if let style = argument(arguments, "forTextStyle"),
        case .enumCase(let name) = evaluate(style.value, scope),
        let size = Self.textStyleSizes[name]
      {
        return .font(size)
      }
      return unknown("the font '\(expression.text)'", at: at)
    case "activate", "deactivate":
      guard type == "NSLayoutConstraint", let list = arguments.first else {
        return unknown("'\(expression.text)'", at: at)
      }
      setActive(evaluate(list.value, scope), name == "activate", at: at, text: expression.text)
      return .none
    case "constraints", "constraintsWithVisualFormat":
      if type == "NSLayoutConstraint" {
        return visualFormat(arguments, scope, expression: expression)
      }
    case "animate", "performWithoutAnimation", "transition", "animateKeyframes", "addKeyframe":
      // The animation's end state is what the screen shows: the `animations` closure, written
      // as a labelled argument (then a trailing closure is the completion) or as the trailing
      // closure; then the completion, which UIKit calls when the animation ends (with `true`
      // when it finished: `UIView.animate(withDuration:animations:completion:)`), so what it
      // sets is the state at rest too (round K: a bar hidden for a launch animation and shown
      // again in its completion).
      func closure(labelled label: String) -> CodeClosure? {
        arguments.compactMap { argument -> CodeClosure? in
          if argument.label == label, case .closure(let closure) = argument.value.kind {
            return closure
          }
          return nil
        }.first
      }
      let labelled = closure(labelled: "animations")
      if let animations = labelled ?? trailing {
        _ = runClosure(
          animations, arguments: [], selfValue: scope.selfValue, owner: scope.owner,
          outer: scope)
      }
      if let completion = closure(labelled: "completion") ?? (labelled != nil ? trailing : nil) {
        _ = runClosure(
          completion, arguments: [.boolean(true)], selfValue: scope.selfValue,
          owner: scope.owner, outer: scope)
      }
      return .none
    default:
      break
    }
    if type == "UIColor" {
      // A colour whose alpha is written 0 is clear, whatever its components
      // (`UIColor(white: 0, alpha: 0)`, `[UIColor colorWithRed:1 green:1 blue:1 alpha:0]`);
      // `UIColor.clearColor()` (Swift 2) is `.clear`.
      if name == "clearColor" || name == "clear" { return .enumCase("clear") }
      if let alpha = argument(arguments, "alpha"), evaluate(alpha.value, scope).number == 0 {
        return .enumCase("clear")
      }
    }
    if type.isEmpty {
      return unknown("'\(expression.text)' is not known statically", at: at)
    }
    if type == "UIView" || UIKitClasses.objects.contains(type) {
      return .object(type)
    }
    if let owner = program.classes[type], owner.methods.contains(where: { $0.baseName == name }) {
      leaveOutViewArguments(arguments, scope, callText: expression.text, at: at)
    }
    return unknown("'\(expression.text)' is not known statically", at: at)
  }

  /// The point sizes of the text styles at the default (Large) content size category, from
  /// Apple's Human Interface Guidelines ("Typography", iOS Dynamic Type sizes).
  static let textStyleSizes: [String: Double] = [
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
    "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
  ]

  /// The views a visual format's `views:` names, by the names in its text (when the dictionary
  /// is not known statically), left out.
  func leaveOutVisualFormatViews(_ arguments: [CodeArgument], _ scope: Scope, at: CodePosition) {
    guard let views = argument(arguments, "views") else { return }
    // `["a": a, "b": b]` is read as an unknown (dictionary literals are not kept): the names in
    // its text that are views are left out.
    for token in views.value.text.split(whereSeparator: {
      !$0.isLetter && !$0.isNumber && $0 != "_"
    }) {
      if case .view(let index)? = scope.lookup(String(token)) {
        leaveOut(index, Unknown(reason: "visual format constraints place it", position: at))
      }
    }
  }

  // MARK: Views

  /// A view made with an initializer: a UIKit class, or a class of the program (its
  /// initializer's code runs with `self` the new view).
  func construct(
    _ className: String, _ arguments: [CodeArgument], _ scope: Scope, at: CodePosition
  ) -> CodeValue {
    let uikit = program.nearestUIKit(className) ?? "UIView"
    var state = ViewState(className: className, uikitClass: uikit, created: at)
    var pending: [Int] = []
    for argument in arguments {
      var terms: FrameTerms?
      let value: CodeValue
      if argument.label == "frame" {
        (value, terms) = frameValue(argument.value, scope)
      } else {
        value = evaluate(argument.value, scope)
      }
      defer { dropTerms(terms) }
      switch (argument.label, value) {
      case ("frame", .rect(let x, let y, let width, let height)):
        state.frame = (x, y, width, height)
        state.frameTerms = terms
        terms = nil
        state.frameSet = argument.value.position
      case ("frame", .unknown(let unknown)):
        state.unknown = unknown
        // Its frame, read later (`CGRectGetMaxY(self.listTableView.frame)`), is not known
        // either: the zero frame it would otherwise answer placed what follows it at the top of
        // the screen (round T's QQMusic menu buttons, "in the status bar").
        state.frameChanged = Self.frameNotKnown(unknown)
      case ("style", .enumCase(let style)) where uikit == "UITableView":
        state.tableStyle = ViewNode.TableStyle(rawValue: style)
      case ("type", .enumCase(let type)):
        state.buttonType = type
      case ("type", _):
        state.drawingUnknown = true
      case ("arrangedSubviews", .array(let elements)):
        var written: [CodeExpression] = []
        if case .array(let literal) = argument.value.kind { written = literal }
        for (offset, element) in elements.enumerated() {
          if case .view(let index) = element {
            pending.append(index)
          } else if state.arrangementUnknown == nil {
            // Which arranged view, and why (before: "one of its arranged views is not known
            // statically", without either; fresh round V's TwitterClone).
            let text = offset < written.count ? "'\(written[offset].text)'" : "number \(offset + 1)"
            var why = "it is not a view the code makes"
            if case .unknown(let unknown) = element { why = unknown.reason }
            state.arrangementUnknown = Unknown(
              reason: "its arranged view \(text) is not known statically (\(why))",
              position: argument.value.position)
          }
        }
      case ("arrangedSubviews", _):
        state.arrangementUnknown = Unknown(
          reason: "its arranged views are not known statically", position: argument.value.position)
      case ("text", .string(let text)):
        state.text = .some(text)
      default:
        break
      }
    }
    let index = views.count
    views.append(state)
    for arranged in pending { addArranged(arranged, to: index, at: at) }
    // The program's own view class: its initializer runs now (init(frame:), init(), or the
    // one whose labels match), with the instance's properties.
    if let owner = program.classes[className] {
      let labels = arguments.map(\.label)
      let initializer =
        program.initializer(of: className, labels: labels)
        ?? (arguments.isEmpty ? program.initializer(of: className, labels: ["frame"]) : nil)
      if let (declaring, method) = initializer {
        var values = argumentValues(arguments, for: method, scope)
        if values.isEmpty, method.labels == ["frame"] {
          values = [.rect(x: 0, y: 0, width: 0, height: 0)]
        }
        invoke(
          method, owner: declaring, selfValue: .view(index), arguments: values,
          labels: arguments.map(\.label))
      } else if !arguments.isEmpty {
        _ = owner
      }
    }
    return .view(index)
  }

  func addSubview(_ child: Int, to parent: Int, at index: Int? = nil, position: CodePosition) {
    guard child != parent, views.indices.contains(child), views.indices.contains(parent) else {
      return
    }
    // A view has one superview: adding it elsewhere moves it.
    if let old = views[child].superview {
      views[old].subviews.removeAll { $0 == child }
    }
    var ancestor: Int? = parent
    var steps = 0
    while let current = ancestor, steps < 10_000 {
      if current == child {
        note("a view is added inside itself; it is left out", at: position)
        leaveOut(child, Unknown(reason: "it is added inside itself", position: position))
        return
      }
      ancestor = views[current].superview
      steps += 1
    }
    views[child].superview = parent
    if let index, index >= 0, index <= views[parent].subviews.count {
      views[parent].subviews.insert(child, at: index)
    } else {
      views[parent].subviews.append(child)
    }
  }

  /// `addArrangedSubview` (at the end) and `insertArrangedSubview(_:at:)` (`position`): a
  /// subview of the stack view (added last when it is not one yet, as UIKit does), arranged.
  func addArranged(
    _ child: Int, to stack: Int, at position: CodePosition, position index: Int? = nil
  ) {
    guard child != stack, views.indices.contains(child), views.indices.contains(stack) else {
      return
    }
    if views[child].superview != stack { addSubview(child, to: stack, position: position) }
    guard views[child].superview == stack else { return }
    views[stack].arranged.removeAll { $0 == child }
    let count = views[stack].arranged.count
    views[stack].arranged.insert(child, at: Swift.min(Swift.max(0, index ?? count), count))
    // UIKit turns an arranged view's autoresizing-mask constraints off.
    views[child].translatesAutoresizingMask = false
  }

  func methodCall(
    _ receiver: CodeValue, _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope, expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    func value(_ index: Int) -> CodeValue {
      index < arguments.count ? evaluate(arguments[index].value, scope) : .none
    }
    if let result = thenCall(receiver, name, arguments, trailing, scope) { return result }
    switch receiver {
    case .unknown:
      leaveOutViewArguments(arguments, scope, callText: expression.text, at: at)
      return receiver
    case .none:
      return .none  // optional chaining on nil
    case .type(let type):
      return typeCall(type, name, arguments, trailing, scope, expression: expression)
    case .controller:
      if name == "isKindOfClass" || name == "isMemberOfClass", let first = arguments.first,
        let known = isKind(first.value.text, exactly: name == "isMemberOfClass")
      {
        return .boolean(known)
      }
      if name == "respondsToSelector" || name == "responds", arguments.count == 1,
        Self.respondsOnEveryModeledIOS(arguments[0].value.text)
      {
        return .boolean(true)
      }
      if let (declaring, method) = program.method(name, arguments: arguments, of: screenClass.name)
      {
        let values = argumentValues(arguments, for: method, scope)
        return invoke(
          method, owner: declaring, selfValue: .controller, arguments: values,
          labels: arguments.map(\.label))
      }
      if name == "setNeedsStatusBarAppearanceUpdate" || name == "addChild"
        || name == "addChildViewController" || name == "present" || name == "dismiss"
        || name == "setNeedsUpdateOfHomeIndicatorAutoHidden"
      {
        return .none
      }
      return unknown("'\(expression.text)' is not read", at: at)
    case .navigationController:
      if name == "setNavigationBarHidden", case .boolean(let hidden) = value(0) {
        controller.navigationBarHidden = hidden
        return .none
      }
      if name == "setNavigationBarHidden" {
        note(
          "'\(expression.text)': whether the bar is hidden is not known statically; it is"
            + " laid out shown", at: at)
      }
      return .none
    case .view(let index):
      return viewMethod(index, name, arguments, trailing, scope, expression: expression)
    case .anchor(let anchor):
      guard name == "constraint" else {
        return unknown("'\(expression.text)' is not read", at: at)
      }
      return anchorConstraint(anchor, arguments, scope, expression: expression)
    case .snap(let view, let guide):
      guard guide == nil else { return unknown("SnapKit's '\(name)' on a guide", at: at) }
      return snapConstraints(view, name, arguments, trailing, scope, expression: expression)
    case .snapMaker(let view, let attributes):
      if isObjectiveC, !attributes.isEmpty, Self.masonryConstantCalls.contains(name) {
        // Masonry's call form without `equalTo`: `make.top.left.right.offset(0)`,
        // `make.height.offset(64)`, `make.edges.insets(…)` (`-[MASConstraint offset]` returns a
        // block taking the constant): installed as the assignment form is. Before, nothing was
        // made and nothing was said (round J's CJWTakeAway bar).
        let value = arguments.first.map { evaluate($0.value, scope) } ?? .none
        let setter = name == "mas_offset" ? "offset" : name
        _ = masonryConstantSetter(receiver, setter, value, at: at, scope: scope)
        return .none
      }
      return snapRelate(view, attributes, name, arguments, scope, expression: expression)
    case .snapDescription(let made):
      return snapModify(made, name, arguments, scope, expression: expression)
    case .array(let elements):
      switch name {
      case "subscript", "objectAtIndex":
        // `views[0]`, `[views objectAtIndex:0]`.
        guard let number = value(0).number, number >= 0, number < Double(elements.count),
          number == number.rounded()
        else { return unknown("'\(expression.text)': an index not known statically", at: at) }
        return elements[Int(number)]
      case "forEach", "map", "compactMap":
        var closure = trailing
        if closure == nil, let first = arguments.first {
          if case .closure(let literal) = first.value.kind {
            closure = literal
          } else if case .member(let base?, let method) = first.value.kind {
            // `views.forEach(view.addSubview)`: a method reference.
            let target = evaluate(base, scope)
            var results: [CodeValue] = []
            for element in elements {
              let argument = CodeArgument(
                label: nil,
                value: CodeExpression(.name("$element"), at: at, text: "$element"))
              scope.locals.append(["$element": element])
              results.append(
                methodCall(target, method, [argument], nil, scope, expression: expression))
              scope.locals.removeLast()
            }
            return .array(results)
          }
        }
        guard let closure else { return unknown("'\(expression.text)'", at: at) }
        var results: [CodeValue] = []
        for element in elements {
          results.append(
            runClosure(
              closure, arguments: [element], selfValue: scope.selfValue, owner: scope.owner,
              outer: scope))
        }
        return .array(results)
      case "firstObject", "lastObject",
        "count" where arguments.isEmpty && trailing == nil:
        // `[[NSBundle mainBundle] loadNibNamed:… owner:nil options:nil] lastObject]`: the
        // message form of the array's properties (fresh round O: WeChat's `mh_viewFromXib`).
        return member(receiver, name, at: at, scope: scope)
      default:
        // A method the program declares in an extension of `Array`, run with the array as
        // `self` (Swift's extension methods: "Extensions add new functionality to an existing
        // class, structure, enumeration, or protocol type", The Swift Programming Language).
        if let result = valueExtensionCall(receiver, name, arguments, scope, expression: expression)
        {
          return result
        }
        // Not read: the views it holds may be added, moved or resized by it, so they are left
        // out with a note (before, the value was dropped as a statement's, without a word, and
        // the views were never added: fresh round V).
        let held = elements.compactMap { element -> Int? in
          if case .view(let index) = element { return index }
          return nil
        }
        if !held.isEmpty {
          note(
            "'\(expression.text)' is not read ('\(name)' of an array: no extension of Array among"
              + " the files read declares it); the views in the array ("
              + held.map { "'\(displayName($0))'" }.joined(separator: ", ")
              + ") may be added, moved or resized by it, and are left out", at: at)
        }
        for index in held {
          leaveOut(
            index,
            Unknown(
              reason:
                "it is in the array '\(expression.text)' is called on, and '\(name)' of an array"
                + " is not read (it may add, move or resize it)", position: at))
        }
        return unknown("'\(name)' of an array is not read", at: at)
      }
    case .constraint(let index):
      if name == "priority" || name == "withPriority", let priority = value(0).number {
        constraints[index].priority = priority
        return receiver
      }
      return unknown("'\(expression.text)' is not read", at: at)
    case .object(let object) where object.hasPrefix(Self.nibObjectPrefix):
      return nibObjectCall(object, name, arguments, scope, at: at)
        ?? unknown("'\(expression.text)' is not read", at: at)
    case .object(let object) where program.classes[object] != nil:
      // A method of an object of a helper class of the program
      // (`Utilities().inputContainerView(withImage:textField:)`, fresh round V: TwitterClone's
      // login fields): followed, as a static function is; before, its value was `nil`.
      if let (declaring, method) = program.method(name, arguments: arguments, of: object) {
        let values = argumentValues(arguments, for: method, scope)
        return invoke(
          method, owner: declaring, selfValue: receiver, arguments: values,
          labels: arguments.map(\.label))
      }
      return .none
    case .object, .navigationBar, .navigationItem, .screen, .font, .enumCase:
      return .none
    case .rect, .size, .point, .insets:
      return valueExtensionCall(receiver, name, arguments, scope, expression: expression)
        ?? unknown("'\(expression.text)' is not read", at: at)
    default:
      return unknown("'\(expression.text)' is not read", at: at)
    }
  }

  /// The Then library's `then` and `do` on a view or an object (`UIView().then { $0.… }`; fresh
  /// round R: WarmDairy builds every view so): devxoul/Then's `Then.swift` declares `func
  /// then(_ block: (Self) throws -> Void) rethrows -> Self { try block(self); return self }` and
  /// `do` the same without the result, so the closure runs at once with the receiver, not when
  /// something calls back. `nil` when the call is not one: another receiver (a promise's `then`
  /// stays a callback), arguments besides the closure, or a class of the program that declares
  /// its own `then`.
  func thenCall(
    _ receiver: CodeValue, _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope
  ) -> CodeValue? {
    guard name == "then" || name == "do", arguments.isEmpty, let closure = trailing,
      closure.parameters.count <= 1
    else { return nil }
    switch receiver {
    case .view(let index):
      if program.method(name, arguments: [], of: views[index].className) != nil { return nil }
    case .object:
      break
    default:
      return nil
    }
    _ = runClosure(
      closure, arguments: [receiver], selfValue: scope.selfValue, owner: scope.owner,
      outer: scope)
    return name == "then" ? receiver : CodeValue.none
  }

  /// The Swift type of a geometry value, whose extensions the program may declare.
  static func valueTypeName(_ value: CodeValue) -> String? {
    switch value {
    case .rect: return "CGRect"
    case .size: return "CGSize"
    case .point: return "CGPoint"
    case .insets: return "UIEdgeInsets"
    // `extension Array where Element: UIView { func addSubViews(_:) }` (fresh round V:
    // KnockKnock's views add every subview with `[a, b].addSubViews(self)`).
    case .array: return "Array"
    default: return nil
    }
  }

  /// `rect.fromBottom()`: a method the program declares in an extension of the value's type
  /// (`extension CGRect { func fromBottom() -> CGRect { … } }`), run for the value as `self`;
  /// `nil` when the program declares none. Fresh round P: Ello frames its tab bar with
  /// `view.bounds.fromBottom().with(height: …).shift(up: …)` and the bar was left out. A method
  /// that writes to the value itself (`mutating`) is not written back: its result and the
  /// receiver are not known.
  func valueExtensionCall(
    _ receiver: CodeValue, _ name: String, _ arguments: [CodeArgument], _ scope: Scope,
    expression: CodeExpression
  ) -> CodeValue? {
    guard let type = Self.valueTypeName(receiver),
      let (declaring, method) = program.method(name, arguments: arguments, of: type)
    else { return nil }
    let values = argumentValues(arguments, for: method, scope)
    let outer = valueSelfWritten
    valueSelfWritten = false
    let result = invoke(
      method, owner: declaring, selfValue: receiver, arguments: values,
      labels: arguments.map(\.label))
    let written = valueSelfWritten
    valueSelfWritten = outer
    guard !written else {
      let unknown = Unknown(
        reason: "'\(expression.text)' changes the value itself, which is not followed",
        position: expression.position)
      if case .call(let callee, _, _) = expression.kind, case .member(let base?, _) = callee.kind {
        let statement = CodeStatement(
          kind: .expression(expression), position: expression.position, text: expression.text)
        assign(base, .unknown(unknown), scope, statement: statement)
      }
      return .unknown(unknown)
    }
    return result
  }

  func viewMethod(
    _ index: Int, _ name: String, _ arguments: [CodeArgument], _ trailing: CodeClosure?,
    _ scope: Scope, expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    if name == "setNeedsUpdateConstraints", arguments.isEmpty,
      program.method(name, arguments: [], of: views[index].className) == nil
    {
      // UIKit runs the view's `updateConstraints()` in the next layout pass
      // (``runUpdateConstraints()``).
      views[index].needsUpdateConstraints = true
      return .none
    }
    // `setTitle(_:for:)`, `[label setText:]`, `setImage(_:for:)`: the drawing changes.
    if name.hasPrefix("set"), name.count > 3 {
      let member = name.dropFirst(3)
      let property = member.prefix(1).lowercased() + member.dropFirst()
      if Self.drawingMembers.contains(property)
        || ["title", "attributedTitle", "backgroundImage"].contains(property)
      {
        views[index].drawn = nil
        // A code-made button's title for the normal state is kept (`setTitle` below); any
        // other drawing set by a method (an image, a background image, an attributed title)
        // is not modelled.
        if property != "title" { views[index].drawingUnknown = true }
      }
    }
    func view(_ argumentIndex: Int) -> Int? {
      guard argumentIndex < arguments.count,
        case .view(let child) = evaluate(arguments[argumentIndex].value, scope)
      else { return nil }
      return child
    }
    func reportUnknownChild(_ argumentIndex: Int) {
      guard argumentIndex < arguments.count else { return }
      let value = evaluate(arguments[argumentIndex].value, scope)
      if case .unknown(let unknown) = value {
        note(
          "the view '\(arguments[argumentIndex].value.text)' added here is not known statically"
            + " (\(unknown.reason)); it is left out", at: at)
        if views[index].unknownSubviewAdded == nil { views[index].unknownSubviewAdded = at }
      }
    }
    // The program's own view class: its methods run with `self` the view.
    if let (declaring, method) = program.method(
      name, arguments: arguments, of: views[index].className)
    {
      let values = argumentValues(arguments, for: method, scope)
      return invoke(
        method, owner: declaring, selfValue: .view(index), arguments: values,
        labels: arguments.map(\.label))
    }
    switch name {
    case "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints":
      // Masonry: the same maker as SnapKit's (`make.top.equalTo(…).offset(…)`).
      let snapName = String(name.dropFirst("mas_".count))
      return snapConstraints(
        index, snapName, arguments, trailing, scope, expression: expression, masonry: true)
    case "makeConstraints" where Self.takesBlock(arguments, trailing),
      "remakeConstraints" where Self.takesBlock(arguments, trailing),
      "updateConstraints" where Self.takesBlock(arguments, trailing):
      // Masonry's shorthand (`#define MAS_SHORTHAND`, View+MASShorthandAdditions.h): the same
      // methods without the prefix, each taking the maker block. UIKit's own
      // `-updateConstraints` takes no block, so a call with one is Masonry's (fresh round Q:
      // HappyGo's `[bottomView makeConstraints:^(MASConstraintMaker *make){…}]`).
      return snapConstraints(
        index, name, arguments, trailing, scope, expression: expression, masonry: true)
    case "addSubview":
      if let child = view(0) {
        addSubview(child, to: index, position: at)
      } else {
        reportUnknownChild(0)
      }
      return .none
    case "insertSubview":
      guard let child = view(0) else {
        reportUnknownChild(0)
        return .none
      }
      if let position = argument(arguments, "at"),
        let number = evaluate(position.value, scope).number
      {
        addSubview(child, to: index, at: Int(number), position: at)
      } else if let sibling = argument(arguments, "belowSubview").flatMap({ argument in
        if case .view(let sibling) = evaluate(argument.value, scope) { return sibling }
        return nil
      }) {
        let at = views[index].subviews.firstIndex(of: sibling)
        addSubview(child, to: index, at: at, position: expression.position)
      } else if let sibling = argument(arguments, "aboveSubview").flatMap({ argument in
        if case .view(let sibling) = evaluate(argument.value, scope) { return sibling }
        return nil
      }) {
        let at = views[index].subviews.firstIndex(of: sibling).map { $0 + 1 }
        addSubview(child, to: index, at: at, position: expression.position)
      } else {
        addSubview(child, to: index, position: at)
      }
      return .none
    case "addArrangedSubview", "insertArrangedSubview":
      if let child = view(0) {
        var position: Int?
        if name == "insertArrangedSubview" {
          guard
            let number = (argument(arguments, "at") ?? argument(arguments, "atIndex"))
              .map({ evaluate($0.value, scope) })?.number,
            number >= 0, number < 1_000_000
          else {
            addArranged(child, to: index, at: at)
            leaveOut(
              child, Unknown(reason: "its place in the stack view is not known", position: at))
            return .none
          }
          position = Int(number)
        }
        addArranged(child, to: index, at: at, position: position)
      } else {
        reportUnknownChild(0)
        // The stack places the others around it: where they go is not known either.
        if views[index].arrangementUnknown == nil {
          views[index].arrangementUnknown = Unknown(
            reason: "it arranges '\(arguments.first?.value.text ?? "a view")', which is not known"
              + " statically", position: at)
        }
      }
      return .none
    case "removeArrangedSubview":
      // UIKit keeps it as a subview, no longer arranged.
      if let child = view(0) { views[index].arranged.removeAll { $0 == child } }
      return .none
    case "setCustomSpacing":
      if views[index].arrangementUnknown == nil {
        views[index].arrangementUnknown = Unknown(
          reason: "its stack view sets a custom spacing (not modelled)", position: at)
      }
      return .none
    case "removeFromSuperview":
      if let parent = views[index].superview {
        views[parent].subviews.removeAll { $0 == index }
        views[parent].arranged.removeAll { $0 == index }
        views[index].superview = nil
      }
      return .none
    case "bringSubviewToFront", "bringSubview":
      if let child = view(0), views[index].subviews.contains(child) {
        views[index].subviews.removeAll { $0 == child }
        views[index].subviews.append(child)
      }
      return .none
    case "sendSubviewToBack", "sendSubview":
      if let child = view(0), views[index].subviews.contains(child) {
        views[index].subviews.removeAll { $0 == child }
        views[index].subviews.insert(child, at: 0)
      }
      return .none
    case "setTitle":
      let title = arguments.first.map { evaluate($0.value, scope) }
      let state = argument(arguments, "for").map { evaluate($0.value, scope) }
      let isNormal: Bool
      switch state {
      case .enumCase("normal")?, .array([])?, .object?: isNormal = true
      default: isNormal = false
      }
      if isNormal {
        if case .string(let text)? = title {
          views[index].title = text
          views[index].titleUnknown = false
        } else {
          views[index].title = nil
          if case CodeValue.none? = title {} else { views[index].titleUnknown = true }
        }
      } else {
        // A title for another state (selected, disabled) may be the one shown at rest.
        views[index].drawingUnknown = true
      }
      return .none
    case "addConstraint", "addConstraints":
      setActive(value(arguments, 0, scope), true, at: at, text: expression.text)
      return .none
    case "sizeToFit":
      let unknown = Unknown(
        reason: "'sizeToFit()' sizes it to its content, which needs text and image metrics",
        position: at)
      // It resizes the view at once ("Resizes and moves the receiver view so it just encloses
      // its subviews", Apple's documentation of `sizeToFit()`): its frame, read later in the
      // same method, is no longer the one the code set. Whether the view is left out is decided
      // when the layout is exported (``sizedToFit``): a view Auto Layout places gets its frame
      // from its constraints at the next layout pass (fresh round Y, Y3: Summar's labels).
      if index != rootView {
        views[index].sizedToFit = unknown
        views[index].frameChanged = unknown
      }
      return .none
    case "startAnimating", "stopAnimating":
      views[index].animating = name == "startAnimating"
      return .none
    default:
      if UIKitClasses.harmlessViewMethods.contains(name) { return .none }
      if UIKitClasses.isImageLoader(name) {
        // The image comes later; what it is is not known (``UIKitClasses/isImageLoader(_:)``).
        views[index].drawingUnknown = true
        return .none
      }
      if let rootView, index == rootView {
        return .none
      }
      let unknown = Unknown(
        reason: "'\(expression.text)' is not read (it may move or resize the view)",
        position: at)
      leaveOut(index, unknown)
      views[index].frameChanged = unknown
      return self.unknown("'\(expression.text)' is not read", at: at)
    }
  }

  func value(_ arguments: [CodeArgument], _ index: Int, _ scope: Scope) -> CodeValue {
    index < arguments.count ? evaluate(arguments[index].value, scope) : .none
  }

  // MARK: Constraints

  func setActive(_ value: CodeValue, _ active: Bool, at: CodePosition, text: String) {
    switch value {
    case .constraint(let index):
      constraints[index].isActive = active
    case .array(let elements):
      for element in elements { setActive(element, active, at: at, text: text) }
    case .snapDescription(let made):
      for index in made { constraints[index].isActive = active }
    case .unknown(let unknown):
      if active {
        note(
          "a constraint activated by '\(text)' is not known statically (\(unknown.reason));"
            + " the views it would place may be ambiguous", at: unknown.position)
      }
    default:
      break
    }
  }

  /// `first.constraint(equalTo: second, multiplier:, constant:)` and the other forms of
  /// `NSLayoutAnchor`.
  func anchorConstraint(
    _ first: AnchorReference, _ arguments: [CodeArgument], _ scope: Scope,
    expression: CodeExpression
  ) -> CodeValue {
    let at = expression.position
    var relation: ConstraintSpec.Relation = .equal
    var second: AnchorReference?
    var constant = 0.0
    var multiplier = 1.0
    for argument in arguments {
      let value = evaluate(argument.value, scope)
      if case .unknown(let unknown) = value {
        return makeUnknownConstraint(first, unknown, expression: expression)
      }
      switch argument.label {
      case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
        relation = Self.relation(argument.label ?? "")
        guard case .anchor(let anchor) = value else {
          return makeUnknownConstraint(
            first,
            Unknown(reason: "'\(argument.value.text)' is not an anchor", position: at),
            expression: expression)
        }
        second = anchor
      case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
        relation = Self.relation(argument.label ?? "")
        constant = value.number ?? 0
      case "constant":
        constant = value.number ?? 0
      case "multiplier":
        multiplier = value.number ?? 1
      case "equalToSystemSpacingBelow", "equalToSystemSpacingAfter",
        "greaterThanOrEqualToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingAfter",
        "lessThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingAfter":
        return makeUnknownConstraint(
          first, Unknown(reason: "system spacing is not modelled", position: at),
          expression: expression)
      default:
        break
      }
    }
    if let second, !Self.compatible(first.attribute, second.attribute) {
      return makeUnknownConstraint(
        first, Unknown(reason: "its anchors measure different things", position: at),
        expression: expression)
    }
    if second == nil, first.attribute.kind != .dimension {
      return makeUnknownConstraint(
        first, Unknown(reason: "a position anchor has no constant form", position: at),
        expression: expression)
    }
    constraints.append(
      ConstraintState(
        first: first, relation: relation, multiplier: multiplier, second: second,
        constant: constant, priority: 1000, position: at, text: expression.text, isActive: false))
    return .constraint(constraints.count - 1)
  }

  func makeUnknownConstraint(
    _ first: AnchorReference, _ unknown: Unknown, expression: CodeExpression
  ) -> CodeValue {
    var state = ConstraintState(
      first: first, relation: .equal, multiplier: 1, second: nil, constant: 0, priority: 1000,
      position: expression.position, text: expression.text, isActive: false)
    state.unknown = unknown
    constraints.append(state)
    return .constraint(constraints.count - 1)
  }

  static func relation(_ label: String) -> ConstraintSpec.Relation {
    if label.hasPrefix("greaterThan") { return .greaterThanOrEqual }
    if label.hasPrefix("lessThan") { return .lessThanOrEqual }
    return .equal
  }

  static func compatible(_ a: ConstraintSpec.Attribute, _ b: ConstraintSpec.Attribute) -> Bool {
    a.kind == b.kind
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  func layoutConstraint(_ arguments: [CodeArgument], _ scope: Scope, expression: CodeExpression)
    -> CodeValue
  {
    let at = expression.position
    let attributes = arguments.filter { $0.label == "attribute" }.map {
      evaluate($0.value, scope)
    }
    func anchor(_ item: CodeValue, _ attribute: CodeValue) -> AnchorReference?? {
      guard case .enumCase(var name) = attribute else { return .some(nil) }
      var guide: ConstraintItem.Guide?
      if name.hasSuffix("Margin") {
        name = String(name.dropLast("Margin".count))
        guide = .margins
      }
      if name == "notAnAttribute" { return .some(nil) }
      guard let parsed = ConstraintSpec.Attribute(rawValue: name) else { return .some(nil) }
      switch item {
      case .view(let index):
        return .some(AnchorReference(view: index, guide: guide, attribute: parsed))
      case .guide(let index, let itemGuide) where guide == nil:
        return .some(AnchorReference(view: index, guide: itemGuide, attribute: parsed))
      case .layoutSupport(let top):
        let root = ensureRootView(at: at)
        // The guide's bottom (top guide) or top (bottom guide) is the safe area's edge; its
        // other edge is the view's.
        if top {
          return .some(
            AnchorReference(
              view: root, guide: parsed == .bottom ? .safeArea : nil,
              attribute: parsed == .bottom ? .top : parsed))
        }
        return .some(
          AnchorReference(
            view: root, guide: parsed == .top ? .safeArea : nil,
            attribute: parsed == .top ? .bottom : parsed))
      case .none:
        return nil
      default:
        return .some(nil)
      }
    }
    guard let item = argument(arguments, "item"), attributes.count == 2 else {
      return unknown("'\(expression.text)' is not understood", at: at)
    }
    let firstItem = evaluate(item.value, scope)
    guard case .some(let first?) = anchor(firstItem, attributes[0]) else {
      if case .unknown(let unknown) = firstItem { return .unknown(unknown) }
      return unknown("the first item of '\(expression.text)' is not known", at: at)
    }
    var relation: ConstraintSpec.Relation = .equal
    if let related = argument(arguments, "relatedBy"),
      case .enumCase(let name) = evaluate(
        related.value, scope)
    {
      relation = Self.relation(name)
    }
    let toItem = argument(arguments, "toItem").map { evaluate($0.value, scope) } ?? .none
    var second: AnchorReference?
    switch anchor(toItem, attributes[1]) {
    case .some(let anchor?): second = anchor
    case .some(nil):
      if case .unknown(let unknown) = toItem {
        return makeUnknownConstraint(first, unknown, expression: expression)
      }
      if case .enumCase("notAnAttribute") = attributes[1] {
        second = nil
      } else if case .none = toItem {
        second = nil
      } else {
        return makeUnknownConstraint(
          first, Unknown(reason: "its second item is not known", position: at),
          expression: expression)
      }
    case .none: second = nil
    }
    let multiplier = argument(arguments, "multiplier").map { evaluate($0.value, scope) }
    let constant = argument(arguments, "constant").map { evaluate($0.value, scope) }
    for value in [multiplier, constant] {
      if case .unknown(let unknown)? = value {
        return makeUnknownConstraint(first, unknown, expression: expression)
      }
    }
    if let second, !Self.compatible(first.attribute, second.attribute) {
      return makeUnknownConstraint(
        first, Unknown(reason: "its attributes measure different things", position: at),
        expression: expression)
    }
    if second == nil, first.attribute.kind != .dimension {
      return makeUnknownConstraint(
        first, Unknown(reason: "a position has no constant form", position: at),
        expression: expression)
    }
    constraints.append(
      ConstraintState(
        first: first, relation: relation, multiplier: multiplier?.number ?? 1, second: second,
        constant: constant?.number ?? 0, priority: 1000, position: at, text: expression.text,
        isActive: false))
    return .constraint(constraints.count - 1)
  }
}

extension CodeInterpreter {
  /// `[self isKindOfClass:X.class]` in the screen's code (a base controller asking which screen
  /// it is): decided from the screen's class and its superclasses in the program, when the chain
  /// reaches a UIKit class; `nil` when not known.
  func isKind(_ argumentText: String, exactly: Bool) -> Bool? {
    let words = argumentText.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    guard let target = words.first(where: { $0 != "class" && $0 != "self" }) else { return nil }
    if exactly { return target == screenClass.name }
    var current: String? = screenClass.name
    var steps = 0
    while let name = current, steps < 64 {
      if name == target { return true }
      steps += 1
      if program.classes[name] == nil {
        // A UIKit class ends the chain: a class of the program further up cannot be.
        guard UIKitClasses.controllers.contains(name) || UIKitClasses.views[name] != nil,
          program.classes[target] != nil
        else { return nil }
        return false
      }
      current = program.superclass(of: name)
    }
    return nil
  }
}

/// UIKit methods code calls on `self` without writing `self.`.
enum UIKitViewMethods {
  static let names: Set<String> =
    [
      "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
      "removeArrangedSubview", "setCustomSpacing", "bringSubviewToFront", "sendSubviewToBack",
      "addConstraint", "addConstraints", "sizeToFit",
      "setTitle",
    ].reduce(into: UIKitClasses.harmlessViewMethods) { $0.insert($1) }
  static let controllerNames: Set<String> = [
    "setNeedsStatusBarAppearanceUpdate", "addChild", "addChildViewController", "present",
    "dismiss", "setNeedsUpdateOfHomeIndicatorAutoHidden",
  ]
}

extension CodeInterpreter {
  /// The key of an associated object: `@selector(name)` or `&kKey`, by its text.
  static func associationKey(_ expression: CodeExpression) -> String? {
    let text = expression.text.filter { !$0.isWhitespace }
    if text.hasPrefix("@selector(") {
      let name = text.dropFirst("@selector(".count).prefix {
        $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":"
      }
      return name.isEmpty ? nil : "@selector(" + name + ")"
    }
    if text.hasPrefix("&"),
      text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      text.count > 1
    {
      return text
    }
    return nil
  }

  /// Whether the screen's file is Objective-C (a message without arguments reads a property).
  /// Whether a call hands a closure (an Objective-C block): Masonry's shorthand makers take one.
  static func takesBlock(_ arguments: [CodeArgument], _ trailing: CodeClosure?) -> Bool {
    if trailing != nil { return true }
    guard arguments.count == 1, case .closure = arguments[0].value.kind else { return false }
    return true
  }

  var isObjectiveC: Bool {
    let file = screenClass.file.lowercased()
    return file.hasSuffix(".m") || file.hasSuffix(".mm")
  }

  /// `[self view]`, `[view frame]`: a property read, unless the program has such a method or
  /// UIKit's method changes something.
  func objectiveCPropertyRead(
    _ receiver: CodeValue, _ name: String, _ scope: Scope, at: CodePosition
  ) -> CodeValue? {
    let className: String?
    switch receiver {
    case .controller: className = screenClass.name
    case .view(let index): className = views[index].className
    case .type(let type):
      // `[TGFooterView footerView]`: a class method of the program, not a property.
      if program.staticMethod(name, arguments: [], of: type) != nil { return nil }
      // A message to one of the program's classes that none of its class methods answers
      // (one from a pod not read): a call whose result is not known, not an enum case —
      // Objective-C writes enum constants bare (fresh round O: the hand-made bar was dropped
      // without a note as `.enumCase("mh_viewFromXib")`).
      if program.classes[type] != nil, !program.hasStatics(type + "." + name),
        program.statics(type)?.property(name) == nil
      {
        return nil
      }
      className = nil
    case .screen, .navigationController, .navigationBar, .snap, .guide: className = nil
    case .object(let object) where object.hasPrefix(Self.controllerInstancePrefix):
      className = nil  // `[self.hot view]`: a child controller's view
    default: return nil
    }
    if let className, program.method(name, arguments: [], of: className) != nil,
      program.property(name, of: className) == nil
    {
      return nil
    }
    if UIKitViewMethods.names.contains(name) || UIKitViewMethods.controllerNames.contains(name)
      || ["removeFromSuperview", "new", "alloc", "init"].contains(name)
    {
      return nil
    }
    return member(receiver, name, at: at, scope: scope)
  }
}

extension CodeInterpreter {
  /// The class a call on `self` is dispatched on: the class of the instance the code runs for
  /// (the screen's controller, a view of the program's own class) when it inherits from
  /// `owner`, the class whose method is running; else `owner`.
  func dispatchClass(of selfValue: CodeValue, from owner: String) -> String {
    let dynamic: String?
    switch selfValue {
    case .controller: dynamic = screenClass.name
    case .view(let index) where views.indices.contains(index): dynamic = views[index].className
    default: dynamic = nil
    }
    guard let dynamic, dynamic != owner, program.isSubclass(dynamic, of: owner) else {
      return owner
    }
    return dynamic
  }
}

extension CodeInterpreter {
  /// `UIViewController` selectors of iOS 7.0 ("iOS 7.0+", Apple's `UIViewController`
  /// documentation), older than any iOS the audit models: `[self respondsToSelector:@selector(…)]`
  /// of one is true (fresh round Y, Y4: DoubanWorld's recommend tab turns the inset adjustment off
  /// under such a test). The code context reads the same test the same way
  /// (`selectorCheckAlwaysHolds` in `CodeContext`).
  static let iOS7ControllerSelectors: Set<String> = [
    "edgesForExtendedLayout", "setEdgesForExtendedLayout:", "extendedLayoutIncludesOpaqueBars",
    "setExtendedLayoutIncludesOpaqueBars:", "automaticallyAdjustsScrollViewInsets",
    "setAutomaticallyAdjustsScrollViewInsets:", "setNeedsStatusBarAppearanceUpdate",
  ]

  /// Whether `@selector(name)` (the argument's text) names one of ``iOS7ControllerSelectors``.
  static func respondsOnEveryModeledIOS(_ argument: String) -> Bool {
    let text = argument.filter { !$0.isWhitespace }
    guard text.hasPrefix("@selector("), text.hasSuffix(")") else { return false }
    return iOS7ControllerSelectors.contains(String(text.dropFirst(10).dropLast()))
  }
}
