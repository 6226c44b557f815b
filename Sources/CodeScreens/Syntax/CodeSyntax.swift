import SourceLint

/// A 1-based line and column in a source file (columns in UTF-8 bytes, as swift-syntax and Xcode
/// count them): the one ``TextEscaping/SourcePosition``, and the file when it is another than the
/// screen's.
public struct CodePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line and column.
  public var position: SourcePosition
  /// The file, when the position is in another file than the screen's (a base controller's, a
  /// helper's): the reader sets it on every position it makes.
  public var file: String?

  /// Creates a position.
  public init(_ position: SourcePosition, file: String? = nil) {
    self.position = position
    self.file = file
  }

  /// Creates a position.
  public init(line: Int, column: Int, file: String? = nil) {
    self.init(SourcePosition(line: line, column: column), file: file)
  }

  /// The line, from 1.
  public var line: Int {
    get { position.line }
    set { position.line = newValue }
  }

  /// The column, from 1.
  public var column: Int {
    get { position.column }
    set { position.column = newValue }
  }

  /// Orders by line, then column.
  public static func < (lhs: CodePosition, rhs: CodePosition) -> Bool {
    lhs.position < rhs.position
  }

  /// `line:column`
  public var description: String { position.description }
}

/// An expression of view code, reduced to the forms the interpreter reads (the same for Swift and
/// Objective-C). Each keeps where it starts, its text (for notes and `explain`), and, for names,
/// member paths and calls, the ``LintExpression`` SourceLint makes of it, so that a constant, a
/// macro or a device check the interpreter does not know itself is evaluated through lint's
/// definition table and catalog facts.
struct CodeExpression: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// A string whose value is not a literal (interpolation, a localized string, a variable's).
    case nilLiteral
    /// A bare name (`view`, `self`, `kNavBarHeight`, `make`).
    case name(String)
    /// `base.name`; `nil` base for an implicit member (`.horizontal`).
    case member(CodeExpression?, String)
    /// A call: the callee, its labelled arguments, its trailing closure.
    case call(CodeExpression, [CodeArgument], CodeClosure?)
    /// A closure literal.
    case closure(CodeClosure)
    case binary(String, CodeExpression, CodeExpression)
    case unary(String, CodeExpression)
    case conditional(CodeExpression, CodeExpression, CodeExpression)
    case array([CodeExpression])
    /// A string with interpolations (`"v\(index)"`): its literal pieces (as `.string`) and its
    /// interpolated expressions, in order.
    case interpolation([CodeExpression])
    /// A dictionary literal, keys and values alternating (`["a": a]`, `@{@"a": a}`).
    case dictionary([CodeExpression])
    /// Something the reader does not understand, as written.
    case unknown(String)
  }

  var kind: Kind
  var position: CodePosition
  /// The source text, on one line and shortened.
  var text: String
  /// SourceLint's reading of the same expression, for constants, macros and device facts.
  var lint: LintExpression?

  init(_ kind: Kind, at position: CodePosition, text: String, lint: LintExpression? = nil) {
    self.kind = kind
    self.position = position
    self.text = text
    self.lint = lint
  }

  /// The dotted path of a chain of names and members (`self.view.safeAreaLayoutGuide`), or `nil`.
  var path: String? {
    switch kind {
    case .name(let name): name
    case .member(let base?, let name): base.path.map { "\($0).\(name)" }
    default: nil
    }
  }
}

/// One argument of a call: its label (`nil` when unlabelled) and value.
struct CodeArgument: Hashable, Sendable {
  var label: String?
  var value: CodeExpression
}

/// A closure: its parameter names and body.
struct CodeClosure: Hashable, Sendable {
  var parameters: [String]
  var body: [CodeStatement]
}

/// A condition of an `if` or a `guard`.
enum CodeCondition: Hashable, Sendable {
  /// A boolean expression.
  case expression(CodeExpression)
  /// `if let name = value` (`value` nil for the shorthand `if let name`).
  case binding(name: String, value: CodeExpression?, position: CodePosition)
  /// `#available(iOS N, *)` (`unavailable` for `#unavailable`): taken by the environment's iOS.
  case available(major: Int, unavailable: Bool)
  /// Anything else, as written.
  case unknown(String, CodePosition)
}

/// What one case of a `switch` matches.
enum CodeSwitchLabel: Hashable, Sendable {
  /// `case a, b:` — values the subject is compared with, as `==` compares them.
  case values([CodeExpression])
  /// `default:`
  case otherwise
  /// A pattern the reader does not compare (a binding, a `where` clause, a range, a type
  /// test), or a body with `fallthrough`.
  case unreadable
}

/// A statement of a method, an initializer or a closure.
struct CodeStatement: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    /// `let`/`var` with one name (and an initial value).
    case declare(name: String, value: CodeExpression?)
    /// `target = value`, `target += value`, `target -= value`.
    case assign(target: CodeExpression, op: String, value: CodeExpression)
    /// An expression evaluated for its effect (a call).
    case expression(CodeExpression)
    case ifStatement([CodeCondition], then: [CodeStatement], otherwise: [CodeStatement]?)
    case guardStatement([CodeCondition], otherwise: [CodeStatement])
    case returnStatement(CodeExpression?)
    /// A loop (`for`, `while`, `repeat`): its body runs a number of times only known at run time.
    case loop(body: [CodeStatement])
    /// `for name in sequence` (Swift; Objective-C's `for (T *name in sequence)`, and
    /// `for (int name = a; name < b; name++)` as `a..<b`) whose body has no `break` or
    /// `continue`: run once per element when the sequence is statically known and short.
    /// `for (i, name) in sequence.enumerated()` keeps `sequence` and names the offset `index`
    /// (`_` for a wildcard, as `name` is).
    case forEach(name: String, sequence: CodeExpression, body: [CodeStatement], index: String?)
    /// A `switch`: its `subject` (nil where the reader keeps none: Objective-C) and what each
    /// of `cases` matches (`labels`, one per case; empty where not read). Which case runs is
    /// known when the subject's value and every label are (``CodeSwitchLabel``).
    case switchStatement(
      cases: [[CodeStatement]], subject: CodeExpression?, labels: [CodeSwitchLabel])
    /// Something the reader does not understand, as written.
    case unknown(String)
  }

  var kind: Kind
  var position: CodePosition
  var text: String
}

/// A stored, lazy or computed property of a class.
struct CodeProperty: Hashable, Sendable {
  var name: String
  var isLazy: Bool
  /// The declared type's name (`UILabel`), when written.
  var typeName: String?
  var initializer: CodeExpression?
  /// A computed property's getter.
  var getter: [CodeStatement]?
  var position: CodePosition
  /// A stored property's `didSet` observer (run when a xib connects an outlet: UIKit sets
  /// outlets through their setters).
  var didSet: [CodeStatement]? = nil
  /// An Objective-C object property (`CartView *cartView`) that is not an outlet: `+alloc`
  /// sets every instance variable but `isa` to 0, so it is `nil` until code sets it (Apple,
  /// NSObject `alloc`: "memory for all other instance variables is set to 0").
  var startsNil = false
}

/// A method or an initializer: its Swift name (`viewDidLoad`, `init(frame:)`,
/// `buildButton(with:)`; Objective-C selectors become the same form), parameter names, body.
struct CodeMethod: Hashable, Sendable {
  var name: String
  /// The base name (`buildButton`, `init`).
  var baseName: String
  /// Argument labels (`nil` for `_`) and the parameters' local names, in order.
  var labels: [String?]
  var parameters: [String]
  var body: [CodeStatement]
  var position: CodePosition
  /// Each parameter's default value (`startIndex: Int = 0`), when it has one: a call may leave
  /// out trailing parameters that have one (Swift).
  var defaults: [CodeExpression?] = []
  /// Whether the last parameter is variadic (Swift's `views: UIView...`): it takes the rest of
  /// the call's arguments as an array.
  var isVariadic = false
  /// Each parameter's declared type as written, without `?`/`!` (`UIEdgeInsets`, `CGSize`),
  /// when the reader knows it (Swift): the contextual type an implicit member expression given
  /// as its argument or default (`.zero`, `.init(top: 14, left: 80, bottom: 0, right: 0)`) is a
  /// member of. Empty when not known (Objective-C).
  var parameterTypes: [String?] = []

  /// For each of a call's arguments, the index of the parameter it is given to: in order when
  /// the call gives every parameter (or a variadic one), else by ``argumentIndices(for:)``.
  func parameterIndices(for labels: [String?]) -> [Int?] {
    if let indices = argumentIndices(for: labels) {
      var result = [Int?](repeating: nil, count: labels.count)
      for (parameter, argument) in indices.enumerated() {
        if let argument { result[argument] = parameter }
      }
      return result
    }
    return labels.indices.map { $0 < parameters.count ? $0 : nil }
  }

  /// Whether a call with `count` arguments may call this method: as many parameters, or more
  /// whose trailing ones all have default values.
  func accepts(_ count: Int) -> Bool {
    guard parameters.count >= count else { return false }
    return (count..<parameters.count).allSatisfy { $0 < defaults.count && defaults[$0] != nil }
  }

  /// Whether a call of as many arguments with these labels may name this method: each label is
  /// the parameter's, or absent (a trailing closure, an argument the reader could not label).
  /// An Objective-C selector's parts are its labels, so `colorWithRed:green:blue:alpha:` never
  /// names a category's `colorWithRed:andGreen:andBlue:andAlpha:` (fresh round S, W2: UIKit's
  /// method was read as the category's own, a recursion).
  func admitsLabels(_ labels: [String?]) -> Bool {
    guard labels.count == self.labels.count else { return false }
    return zip(labels, self.labels).allSatisfy { call, declared in call == nil || call == declared }
  }

  /// For each parameter, the index of the call's argument it takes, or `nil` when the call
  /// leaves it out and it has a default value (Swift's rule: the arguments come in the
  /// parameters' order, by their labels, and only a parameter with a default value may be left
  /// out; The Swift Programming Language, "Default Parameter Values"). `nil` when these labels
  /// cannot call the method, or when the call gives every parameter.
  func argumentIndices(for labels: [String?]) -> [Int?]? {
    guard !isVariadic, labels.count < parameters.count else { return nil }
    var result: [Int?] = []
    var next = 0
    for (offset, label) in self.labels.enumerated() {
      if next < labels.count, labels[next] == label {
        result.append(next)
        next += 1
      } else if offset < defaults.count, defaults[offset] != nil {
        result.append(nil)
      } else {
        return nil
      }
    }
    return next == labels.count ? result : nil
  }

  /// Whether a call with these argument labels may call this variadic method: the labels
  /// before the variadic parameter, then its label on its first argument (if any) and none on
  /// the others (Swift's rule for a variadic parameter followed by no other).
  func acceptsVariadic(_ labels: [String?]) -> Bool {
    guard isVariadic, let variadicLabel = self.labels.last else { return false }
    let fixed = self.labels.count - 1
    guard labels.count >= fixed, Array(labels.prefix(fixed)) == Array(self.labels.prefix(fixed))
    else { return false }
    let rest = labels.dropFirst(fixed)
    guard let first = rest.first else { return true }
    return first == variadicLabel && rest.dropFirst().allSatisfy { $0 == nil }
  }
}

/// A class declaration with the members of its extensions in the same files.
struct CodeClass: Hashable, Sendable {
  var name: String
  var superclass: String?
  var position: CodePosition
  var file: String
  var properties: [CodeProperty] = []
  var methods: [CodeMethod] = []
  /// An Objective-C `@interface` without its `@implementation` in the same file (a header): it
  /// gives the superclass and properties, never a screen, and never the class's place.
  var isDeclarationOnly = false
  /// A Swift `class` declared without an inheritance clause (`final class DetailViewModel {`):
  /// a root class, so no `UIViewController` whatever methods it implements (an extension has
  /// no superclass either, and says nothing).
  var declaresNoSuperclass = false
  /// A Swift `struct`: a value type. Only a value made with no arguments is modelled (a new
  /// value, its stored properties at their initial values); one made with arguments (a
  /// memberwise or declared initializer) stays not known statically.
  var isValueType = false
  /// A Swift generic class's parameter names (`class BaseViewController<View: UIView>`: `View`).
  var genericParameters: [String] = []
  /// The generic arguments of the superclass clause (`final class LoginViewController:
  /// BaseViewController<LoginView>`: `LoginView`), as written, in order.
  var superclassGenericArguments: [String] = []
  /// `typealias u = Utilities` declared in the class (or, on the global pseudo-class, at the top
  /// level): alias → the type written.
  var typeAliases: [String: String] = [:]

  func property(_ name: String) -> CodeProperty? { properties.first { $0.name == name } }

  /// The methods with this base name and argument count (an override and its overloads).
  func methods(named baseName: String, arguments: Int) -> [CodeMethod] {
    methods.filter { $0.baseName == baseName && $0.parameters.count == arguments }
  }

  func method(_ name: String) -> CodeMethod? { methods.first { $0.name == name } }
}

/// What a reader made of one source file.
struct CodeFile: Hashable, Sendable {
  var path: String
  var classes: [CodeClass]
  /// Syntax errors, each a located note; the rest of the file is still read.
  var problems: [CodeNote]
  /// SourceLint's model of the file (its definitions feed the definition table).
  var model: SourceModel
  /// The protocols the file declares (Swift `protocol P`), by name.
  var protocols: [String] = []
}
