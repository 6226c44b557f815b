import TextEscaping

/// What an app delegate that subclasses a framework's class hands that framework about the
/// app's orientations, when the framework itself is not in the repository (round O's mPower2:
/// `class AppDelegate: SBAAppDelegate` overrides `defaultOrientationLock` with `.portrait` and
/// `instantiateRootViewController()` with a controller class whose
/// `supportedInterfaceOrientations` is `.portrait`).
///
/// UIKit asks "the root view controller or the topmost modal view controller that fills the
/// window" for its orientations and intersects them with the app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` (Apple's documentation of
/// `supportedInterfaceOrientations`, R22.15); whether the framework makes the returned
/// controller the window's root, or answers the app delegate's method with the overridden
/// property, is the framework's code, which is not read. So the answer is neither applied nor
/// ignored: what the screens show in the orientations it leaves out holds in an assumed context
/// (one severity lower, the finding naming the overrides and the framework), derived,
/// `UIKitRules.md` R22.23.
public struct FrameworkOrientations: Hashable, Sendable {
  /// The orientations every override answers (`UIInterfaceOrientation` names: `portrait`).
  public var orientations: [String]
  /// The app delegate's superclass the app does not declare.
  public var framework: String
  /// What each override says, with where (`'defaultOrientationLock' answers portrait
  /// (AppDelegate.swift:68)`), in source order.
  public var overrides: [String]

  /// The words a finding in an orientation the overrides leave out carries.
  public var note: String {
    "the app delegate's superclass '\(framework)' is not in the repository and may limit the"
      + " app to \(orientations.joined(separator: ", ")): " + overrides.joined(separator: "; ")
      + " (what the framework does with them is not read)"
  }
}

extension CodeIndex {
  /// ``FrameworkOrientations`` of the app: for each app delegate class
  /// (``appDelegateClasses``) whose superclass the app does not declare (and is not
  /// `UIResponder` or `NSObject`), its methods without parameters that return an orientation
  /// mask (`override var defaultOrientationLock: UIInterfaceOrientationMask { .portrait }`) or a
  /// new instance of an app controller class whose own `supportedInterfaceOrientations` the
  /// index reads (`return MP2RootViewController(rootViewController: …)`). `nil` when there are
  /// none, or when they do not all give one answer.
  func frameworkOrientations(table: ClassTable) -> FrameworkOrientations? {
    var found: [(orientations: [String], words: String, location: SourceLocation)] = []
    var framework: String?
    for name in appDelegateClasses {
      let declarations = table.declarations[name] ?? []
      guard let superclass = table.superclass(of: name),
        table.declarations[superclass] == nil, !["UIResponder", "NSObject"].contains(superclass)
      else { continue }
      framework = framework ?? superclass
      for method in declarations.flatMap(\.methods)
      where method.parameters.isEmpty && method.name != "supportedInterfaceOrientations" {
        let answers = FactReader.returned(method, kind: .supportedInterfaceOrientations) {
          FactReader.orientations($0).map(CodeValue.orientations)
        }
        if answers.count == 1, case .orientations(let list) = answers[0].value {
          found.append(
            (
              list,
              "'\(method.name)' answers \(list.joined(separator: ", "))"
                + " (\(answers[0].location.fileNameAndLine))", answers[0].location
            ))
          continue
        }
        guard let made = Self.returnedController(of: method, in: table),
          let fact = facts(of: made).first(where: { $0.kind == .supportedInterfaceOrientations }),
          case .orientations(let list) = fact.value
        else { continue }
        found.append(
          (
            list,
            "'\(method.name)' (\(method.location.fileNameAndLine)) returns a new '\(made)', which"
              + " answers \(list.joined(separator: ", ")) (\(fact.location.fileNameAndLine))",
            method.location
          ))
      }
    }
    guard let framework, let first = found.first,
      found.allSatisfy({ Set($0.orientations) == Set(first.orientations) })
    else { return nil }
    return FrameworkOrientations(
      orientations: first.orientations, framework: framework,
      overrides: found.sorted { $0.location < $1.location }.map(\.words))
  }

  /// The app's controller class a method's one unconditional `return` makes a new instance of
  /// (`return MP2RootViewController(rootViewController: x)`, `return [[Root alloc] init];`).
  static func returnedController(of method: CodeMethod, in table: ClassTable) -> String? {
    let returns = method.statements.filter {
      if case .returns = $0.kind { return true }
      return false
    }
    guard returns.count == 1, !returns[0].conditional, case .returns(let value) = returns[0].kind
    else { return nil }
    let made: String
    switch value.uncast {
    case .call(.name(let type), _): made = type
    case .call(.member(.call(.member(.name(let type), "alloc"), _), let initializer), _)
    where initializer.hasPrefix("init"):
      made = type
    case .call(.member(.name(let type), "new"), _): made = type
    default: return nil
    }
    return table.declarations[made] != nil && table.isController(made) ? made : nil
  }
}
