import TextEscaping

/// What the app's code sets on every navigation bar through the appearance proxy:
/// `UINavigationBar.appearance().isTranslucent = false`, Objective-C's
/// `[[UINavigationBar appearance] setTranslucent:NO]` (or its dot syntax,
/// `UINavigationBar.appearance.translucent = NO`), or the same through a local
/// (`let proxy = UINavigationBar.appearance(); proxy.isTranslucent = false`), the local holding
/// what it was last bound or assigned to.
///
/// `translucent` is an appearance property of `UINavigationBar`
/// (`@property(nonatomic,assign,getter=isTranslucent) BOOL translucent … UI_APPEARANCE_SELECTOR`,
/// UIKit's `UINavigationBar.h`), so a value set on the proxy is every bar's value, and the views
/// of the controllers below an opaque bar start below it. Only the plain proxy is read:
/// `appearance(whenContainedInInstancesOf:)` / `appearanceWhenContainedIn:` set it for bars
/// inside some containers only, which the code screens do not know theirs of; they are left
/// out (a remark of the index).
enum AppearanceReader {
  /// The translucency statements of `method`, in order: one ``CodeFact`` of kind
  /// ``CodeFact/Kind/navigationBarTranslucent`` each (unresolved when on a runtime branch or not
  /// a literal), and the statements setting it on a contained-in proxy, for a remark.
  static func navigationBarTranslucency(in method: CodeMethod)
    -> (facts: [CodeFact], containedIn: [CodeStatement])
  {
    var proxies: Set<String> = []  // locals bound to the plain proxy
    var contained: Set<String> = []  // locals bound to a contained-in proxy
    var facts: [CodeFact] = []
    var containedIn: [CodeStatement] = []
    func proxy(_ expression: CodeExpression) -> Bool? {
      switch expression.uncast {
      case .call(.member(.name("UINavigationBar"), "appearance"), let arguments):
        return arguments.isEmpty
      case .member(.name("UINavigationBar"), "appearance"):
        // Objective-C dot syntax sends the class method: `UINavigationBar.appearance.translucent
        // = NO` (round L's mumble).
        return true
      case .call(.member(.name("UINavigationBar"), let name), _)
      where name.hasPrefix("appearanceWhenContainedIn") || name.hasPrefix("appearanceFor"):
        return false
      case .name(let name):
        if proxies.contains(name) { return true }
        if contained.contains(name) { return false }
        return nil
      default: return nil
      }
    }
    func record(_ base: CodeExpression, _ value: CodeExpression, _ statement: CodeStatement) {
      guard let plain = proxy(base) else { return }
      guard plain else {
        containedIn.append(statement)
        return
      }
      let resolved: CodeValue =
        if statement.conditional {
          FactReader.boolean(value).map { .unresolved(Self.onABranch($0)) }
            ?? .unresolved("set on a runtime branch")
        } else if let bool = FactReader.boolean(value) {
          .bool(bool)
        } else {
          .unresolved("'\(statement.snippet)'")
        }
      facts.append(
        CodeFact(
          kind: .navigationBarTranslucent, subject: nil, value: resolved,
          location: statement.location, snippet: statement.snippet, method: method.name))
    }
    for statement in method.statements {
      switch statement.kind {
      case .bind(let name, let value), .assign(.name(let name), let value):
        // A local bound again (`navBarAppearance = UINavigationBar.appearance(whenContainedInInstancesOf:
        // [ZomPhotosViewController.self])`, round O's Zom): what it holds from there on.
        proxies.remove(name)
        contained.remove(name)
        switch proxy(value) {
        case true?: proxies.insert(name)
        case false?: contained.insert(name)
        case nil: break
        }
      case .assign(.member(let base, let property), let value)
      where property == "isTranslucent" || property == "translucent":
        record(base, value, statement)
      case .evaluate(.call(.member(let base, "setTranslucent"), let arguments)):
        if let first = arguments.first { record(base, first.value, statement) }
      default:
        break
      }
    }
    return (facts, containedIn)
  }

  /// The scroll-edge appearance statements of `method`, in order: one ``CodeFact`` of kind
  /// ``CodeFact/Kind/navigationBarScrollEdgeAppearance`` each, for
  /// `UINavigationBar.appearance().scrollEdgeAppearance = appearance` (Objective-C's
  /// `[UINavigationBar appearance].scrollEdgeAppearance = appearance`, or through a local bound
  /// to the plain proxy): `true` when `appearance` is a `UINavigationBarAppearance` the method
  /// makes and leaves drawing a background, `false` for `nil` or one configured with
  /// `configureWithTransparentBackground()` and given no background after (unresolved on a
  /// runtime branch or for a value the method does not make).
  ///
  /// UIKit: "When the value of this property is nil, the navigation bar uses a modified version
  /// of the standardAppearance with a transparent background" (`UINavigationBar.scrollEdgeAppearance`;
  /// R10.2). `UINavigationBarAppearance()` is "a new bar appearance, configured with default
  /// values" (UIKit's `UIBarAppearance.h`, `init`), as `configureWithDefaultBackground()` and
  /// `configureWithOpaqueBackground()` leave it, with a background;
  /// `configureWithTransparentBackground()` "configures the bar appearance object with a
  /// transparent background and no shadow" and "replaces any previous values" (Apple's
  /// reference); a `backgroundColor`, `backgroundImage` or `backgroundEffect` set after that
  /// draws one again ("A color to use for the bar background", `UIBarAppearance.h`).
  static func navigationBarScrollEdgeAppearance(in method: CodeMethod) -> [CodeFact] {
    var proxies: Set<String> = []  // locals bound to the plain proxy
    var draws: [String: Bool] = [:]  // locals bound to an appearance the method makes
    func isProxy(_ expression: CodeExpression) -> Bool {
      switch expression.uncast {
      case .call(.member(.name("UINavigationBar"), "appearance"), let arguments):
        arguments.isEmpty
      case .member(.name("UINavigationBar"), "appearance"): true
      case .name(let local): proxies.contains(local)
      default: false
      }
    }
    func madeAppearance(_ expression: CodeExpression) -> Bool {
      switch expression.uncast {
      case .call(.name("UINavigationBarAppearance"), _),
        .call(.member(.name("UINavigationBarAppearance"), "init"), _),
        .call(.member(.call(.member(.name("UINavigationBarAppearance"), "alloc"), _), "init"), _),
        .call(.member(.name("UINavigationBarAppearance"), "new"), _):
        true
      default: false
      }
    }
    var facts: [CodeFact] = []
    for statement in method.statements {
      // The proxy's scroll-edge appearance set to `value` (assigned or through its setter):
      // drawn or not as the local it names was configured, none for `nil`.
      func scrollEdge(_ value: CodeExpression) {
        let drawn: Bool? =
          value.isNilLiteral ? false : value.uncast.lastName.flatMap { name in draws[name] }
        let resolved: CodeValue =
          if let drawn {
            statement.conditional ? .unresolved(Self.onABranch(drawn)) : .bool(drawn)
          } else {
            .unresolved("'\(statement.snippet)'")
          }
        facts.append(
          CodeFact(
            kind: .navigationBarScrollEdgeAppearance, subject: nil, value: resolved,
            location: statement.location, snippet: statement.snippet, method: method.name))
      }
      switch statement.kind {
      case .bind(let name, let value), .assign(.name(let name), let value):
        if isProxy(value) { proxies.insert(name) } else { proxies.remove(name) }
        if madeAppearance(value) { draws[name] = true } else { draws[name] = nil }
      case .evaluate(.call(.member(.name(let name), let method), _)):
        // A local or a stored property of the method's type (`let navigationBarAppearance =
        // UINavigationBarAppearance()`, configured in `init`: fresh round W's Yubico).
        switch method {
        case "configureWithTransparentBackground": draws[name] = false
        case "configureWithOpaqueBackground", "configureWithDefaultBackground": draws[name] = true
        default: break
        }
      case .assign(.member(.name(let name), let property), let value)
      where ["backgroundColor", "backgroundImage", "backgroundEffect"].contains(property):
        if value.isNilLiteral { continue }
        if case .implicitMember("clear") = value.uncast { continue }
        draws[name] = true
      case .assign(.member(let base, "scrollEdgeAppearance"), let value) where isProxy(base):
        scrollEdge(value)
      case .evaluate(.call(.member(let base, "setScrollEdgeAppearance"), let arguments))
      where isProxy(base) && arguments.count == 1:
        scrollEdge(arguments[0].value)
      default:
        break
      }
    }
    return facts
  }

  /// The value of a statement that writes the literal `value` on a runtime branch (an
  /// `if #available` block, a condition): unresolved, with the literal kept.
  static func onABranch(_ value: Bool) -> String { "set on a runtime branch to \(value)" }

  /// The background images `method` sets on every navigation bar through the plain proxy for
  /// the default bar metrics, each named by a literal: `[[UINavigationBar appearance]
  /// setBackgroundImage:[UIImage imageNamed:@"bar"] forBarMetrics:UIBarMetricsDefault]`,
  /// `UINavigationBar.appearance().setBackgroundImage(UIImage(named: "bar"), for: .default)`, or
  /// the image through a local the method binds (`UIImage *image = [UIImage
  /// imageNamed:@"bar"]; …`). A bar's default translucency follows its background image ("If
  /// the background image is completely opaque, the default value of this property is false",
  /// Apple's documentation of `UINavigationBar.isTranslucent`; R3.3), which
  /// ``CodeIndex/resolvingBarBackgroundImages(under:)`` reads from the app's image files.
  static func navigationBarBackgroundImages(in method: CodeMethod) -> [BarBackgroundImage] {
    var images: [String: String] = [:]  // locals bound to a named image; lookups only
    var proxies: Set<String> = []  // locals bound to the plain proxy
    func named(_ expression: CodeExpression) -> String? {
      switch expression.uncast {
      case .call(.member(.name("UIImage"), "imageNamed"), let arguments),
        .call(.name("UIImage"), let arguments):
        guard let first = arguments.first, first.label == nil || first.label == "named",
          case .string(let name) = first.value.uncast
        else { return nil }
        return name
      case .name(let local): return images[local]
      default: return nil
      }
    }
    func isProxy(_ expression: CodeExpression) -> Bool {
      switch expression.uncast {
      case .call(.member(.name("UINavigationBar"), "appearance"), let arguments):
        arguments.isEmpty
      case .member(.name("UINavigationBar"), "appearance"): true
      case .name(let local): proxies.contains(local)
      default: false
      }
    }
    var found: [BarBackgroundImage] = []
    for statement in method.statements {
      switch statement.kind {
      case .bind(let name, let value), .assign(.name(let name), let value):
        images[name] = named(value)
        if isProxy(value) { proxies.insert(name) } else { proxies.remove(name) }
      case .evaluate(.call(.member(let base, "setBackgroundImage"), let arguments)):
        guard isProxy(base), arguments.count == 2, let name = named(arguments[0].value),
          ["forBarMetrics", "for"].contains(arguments[1].label ?? ""),
          ["UIBarMetricsDefault", "default"].contains(arguments[1].value.lastName ?? "")
        else { continue }
        found.append(
          BarBackgroundImage(
            imageName: name, location: statement.location, snippet: statement.snippet,
            conditional: statement.conditional, method: method.name))
      default:
        break
      }
    }
    return found
  }
}

/// A background image the app's code sets on every navigation bar through the appearance proxy
/// (``AppearanceReader/navigationBarBackgroundImages(in:)``): the name it loads the image by,
/// and the statement.
public struct BarBackgroundImage: Hashable, Sendable {
  /// The name given to `UIImage(named:)` / `imageNamed:`.
  public let imageName: String
  public let location: SourceLocation
  public let snippet: String
  /// Whether the statement is on a runtime branch.
  public let conditional: Bool
  public let method: String
}
