import TextEscaping

/// The app delegate's orientation lock that a screen sets while it shows (fresh round T,
/// StratoSnap; round S's time-board), a pattern copied from one Stack Overflow answer into many
/// apps:
///
/// ```swift
/// class AppDelegate: UIResponder, UIApplicationDelegate {
///     var orientationLock = UIInterfaceOrientationMask.all
///     func application(_ application: UIApplication,
///                      supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
///         return self.orientationLock
///     }
/// }
/// struct AppUtility {
///     static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
///         if let delegate = UIApplication.shared.delegate as? AppDelegate {
///             delegate.orientationLock = orientation
///         }
///     }
/// }
/// class HomeViewController: UIViewController {
///     override func viewWillAppear(_ animated: Bool) {
///         super.viewWillAppear(animated)
///         AppUtility.lockOrientation(.portrait)
///     }
/// }
/// ```
///
/// UIKit asks the app delegate for every window and intersects its answer with the answer of the
/// root or topmost full-screen controller ("the orientations returned by this method are
/// intersected with the orientations supported by the root view controller or topmost presented
/// view controller", Apple's documentation of
/// `UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)`; R22.15). So while a
/// screen that set the lock from its `viewWillAppear` is on top, the app's answer is the mask it
/// set, whatever container holds the screen (a pushed screen's own `supportedInterfaceOrientations`
/// is not asked; the app delegate's answer is).
enum OrientationLockReader {
  /// The methods whose unconditional statements set the lock for the screen as it shows:
  /// `viewWillAppear` and `viewDidAppear` run each time it comes on screen, `viewDidLoad` once
  /// before its first appearance.
  static let lockingMethods: Set<String> = ["viewWillAppear", "viewDidAppear", "viewDidLoad"]

  /// The stored property the app delegate's answer returns: `method` answers
  /// `application(_:supportedInterfaceOrientationsFor:)` of `owner` with one unconditional
  /// `return self.orientationLock` (`return orientationLock`, `return AppDelegate.orientationLock`,
  /// `return Self.orientationLock`). `nil` for any other answer.
  static func lockProperty(returnedBy method: CodeMethod, owner: String) -> String? {
    let returns = method.statements.filter {
      if case .returns = $0.kind { return true }
      return false
    }
    guard returns.count == 1, !returns[0].conditional,
      case .returns(let value) = returns[0].kind
    else { return nil }
    switch value.uncast {
    case .name(let name) where name != "self" && name.first?.isLowercase == true:
      return name
    case .member(.name(let base), let name)
    where base == "self" || base == "Self" || base == plainName(owner):
      return name
    default:
      return nil
    }
  }

  /// A method that sets the lock to the mask it is handed: its first parameter assigned to
  /// `….property` (`delegate.orientationLock = orientation`), or handed on as the first argument
  /// of another such method (`self.lockOrientation(orientation)`; the `andRotateTo:` overload).
  struct Helper: Hashable, Sendable {
    /// The declaring type's plain name (`AppUtility`); `nil` for a free function.
    var type: String?
    var name: String
  }

  /// Every method of `files` that sets `property` to its first parameter, directly or through
  /// another one (followed four deep).
  static func helpers(in files: [CodeFile], property: String) -> Set<Helper> {
    var candidates: [(helper: Helper, method: CodeMethod)] = []
    for file in files {
      for declaration in file.classes {
        for method in declaration.methods where !method.parameters.isEmpty {
          candidates.append((Helper(type: plainName(declaration.name), name: method.name), method))
        }
      }
      for method in file.freeMethods where !method.parameters.isEmpty {
        candidates.append((Helper(type: nil, name: method.name), method))
      }
    }
    var found: Set<Helper> = []
    for _ in 0..<4 {
      var added = false
      for (helper, method) in candidates where !found.contains(helper) {
        let parameter = method.parameters[0].name
        let sets = method.statements.contains { statement in
          guard !statement.conditional else { return false }
          switch statement.kind {
          case .assign(let target, .name(let value)):
            return value == parameter && target.uncast.lastName == property
              && isMember(target)
          case .evaluate(.call(let callee, let arguments)),
            .returns(.call(let callee, let arguments)):
            guard case .name(parameter)? = arguments.first?.value else { return false }
            return calls(callee, oneOf: found, from: helper.type)
          default:
            return false
          }
        }
        if sets {
          found.insert(helper)
          added = true
        }
      }
      if !added { break }
    }
    return found
  }

  /// The lock `statement` (of a locking method of a controller) sets, as a fact: a call of a
  /// helper with a literal mask first (`AppUtility.lockOrientation(.portrait)`,
  /// `AppDelegate.AppUtility.lockOrientation(UIInterfaceOrientationMask.portrait, andRotateTo:
  /// .portrait)`), or the property assigned a literal mask (`appDelegate.orientationLock =
  /// .portrait`). A statement on a runtime branch sets nothing known.
  /// `caller`: the controller's class, whose own helper methods it calls without a receiver
  /// (time-board's `orientationType(.portrait)`).
  static func fact(
    in statement: CodeStatement, method: String, property: String, helpers: Set<Helper>,
    caller: String?, returnedAt: SourceLocation
  ) -> CodeFact? {
    guard !statement.conditional else { return nil }
    let mask: CodeExpression
    switch statement.kind {
    case .evaluate(.call(let callee, let arguments)), .returns(.call(let callee, let arguments)):
      // A one-line body is read as its value (`func configure() { lock(.portrait) }`).
      guard let first = arguments.first, calls(callee, oneOf: helpers, from: caller) else {
        return nil
      }
      mask = first.value
    case .assign(let target, let value) where target.uncast.lastName == property:
      guard isMember(target) else { return nil }
      mask = value
    default:
      return nil
    }
    guard let orientations = FactReader.orientations(mask) else { return nil }
    return CodeFact(
      kind: .appOrientationLock, subject: property, value: .orientations(orientations),
      location: statement.location, snippet: statement.snippet, method: method,
      placedAt: returnedAt)
  }

  /// The statements `method` runs, with those of the argument-less methods of the class it
  /// calls unconditionally (`configure()`, `self.setUp()`), two deep, in place of the call
  /// (round S's time-board: `viewDidLoad` → `configure()` → `orientationType(.portrait)`).
  static func statements(of method: CodeMethod, among methods: [CodeMethod], depth: Int = 0)
    -> [CodeStatement]
  {
    var result: [CodeStatement] = []
    for statement in method.statements {
      result.append(statement)
      guard depth < 2, !statement.conditional else { continue }
      let callee: CodeExpression
      switch statement.kind {
      case .evaluate(.call(let called, let arguments)) where arguments.isEmpty,
        .returns(.call(let called, let arguments)) where arguments.isEmpty:
        callee = called
      default:
        continue
      }
      let name: String?
      switch callee {
      case .name(let called): name = called
      case .member(let base, let called) where base.isSelf: name = called
      default: name = nil
      }
      guard let name, name != method.name,
        let helper = methods.first(where: { $0.name == name && $0.parameters.isEmpty })
      else { continue }
      result += statements(of: helper, among: methods, depth: depth + 1)
    }
    return result
  }

  /// Whether `callee` calls one of `helpers`: `Type.name(…)` (any qualification ending in the
  /// type, `AppDelegate.AppUtility.lockOrientation`), or `name(…)`/`self.name(…)` inside the
  /// helper's own type (`caller`) or of a free function.
  static func calls(_ callee: CodeExpression, oneOf helpers: Set<Helper>, from caller: String?)
    -> Bool
  {
    switch callee {
    case .member(let base, let name):
      if base.isSelf || base == .name("Self") {
        return helpers.contains(Helper(type: caller, name: name))
      }
      guard let type = base.uncast.lastName else { return false }
      return helpers.contains(Helper(type: type, name: name))
    case .name(let name):
      return helpers.contains(Helper(type: caller, name: name))
        || helpers.contains(Helper(type: nil, name: name))
    default:
      return false
    }
  }

  /// Whether `target` is a property of something (`delegate.orientationLock`), not a local.
  static func isMember(_ target: CodeExpression) -> Bool {
    if case .member = target.uncast { return true }
    return false
  }

  /// `AppDelegate.AppUtility` → `AppUtility`.
  static func plainName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}
