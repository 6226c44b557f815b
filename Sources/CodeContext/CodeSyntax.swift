import TextEscaping

/// The small, language-neutral syntax both readers reduce code to: expressions that name
/// controllers, storyboards, styles and values, and the statements of each method, in source
/// order. What a reader does not interpret is kept as ``CodeExpression/unknown(_:)`` with its text,
/// so that a value built from it is unresolved, never guessed.
indirect enum CodeExpression: Hashable, Sendable {
  /// An identifier: a variable, a type, `self`, `super`, an Objective-C constant.
  case name(String)
  /// Swift's implicit member (`.popover`, `.portrait`).
  case implicitMember(String)
  /// `base.name` (optional chaining and forced unwrapping are read through).
  case member(CodeExpression, String)
  /// A call: a Swift function or initializer call, or an Objective-C message (callee
  /// `member(receiver, firstSelectorPiece)`, the first argument unlabelled, the others labelled
  /// with their selector pieces).
  case call(CodeExpression, [CodeArgument])
  /// A string literal without interpolation.
  case string(String)
  /// A number literal.
  case number(Double)
  /// `true`/`false`, `YES`/`NO`.
  case bool(Bool)
  /// An array literal (`[a, b]`, `@[a, b]`).
  case array([CodeExpression])
  /// `expression as! Type`, `as? Type`, `(Type *)expression`.
  case cast(CodeExpression, String)
  /// `a | b` of option masks (Objective-C's `UIInterfaceOrientationMaskPortrait | …`).
  case union([CodeExpression])
  /// Code the readers do not interpret (a conditional expression, a closure, an interpolated
  /// string, arithmetic), by its text.
  case unknown(String)

  /// The last name of a name or member chain (`self.navigationController` → `navigationController`).
  var lastName: String? {
    switch self {
    case .name(let name), .implicitMember(let name), .member(_, let name): name
    case .cast(let inner, _): inner.lastName
    default: nil
    }
  }

  /// Whether this is `self`, or a name the reader treats as the controller itself (a call
  /// without a receiver).
  var isSelf: Bool {
    if case .name(let name) = self { return name == "self" }
    return false
  }

  /// The expression without casts.
  var uncast: CodeExpression {
    if case .cast(let inner, _) = self { return inner.uncast }
    return self
  }
}

/// One argument of a ``CodeExpression/call(_:_:)``.
struct CodeArgument: Hashable, Sendable {
  var label: String?
  var value: CodeExpression
}

/// One statement of a method, reduced to what the index reads.
struct CodeStatement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `let name = value`, `Type *name = value;`, `if let name = value`.
    case bind(String, CodeExpression)
    /// `target = value` (a property of a variable, of `self`, or a plain name).
    case assign(CodeExpression, CodeExpression)
    /// An expression evaluated for its effect (a call, a message).
    case evaluate(CodeExpression)
    /// `return value` (or a getter's single expression).
    case returns(CodeExpression)
  }

  var kind: Kind
  var location: SourceLocation
  /// The statement's code, on one line, shortened to 160 characters.
  var snippet: String
  /// Whether the statement runs only on some branch of runtime state (inside an `if` with a
  /// condition other than an optional binding, a `switch`, a `guard`'s `else`, the other side of
  /// a `? :`).
  var conditional: Bool
}

/// A method, initializer or computed property's getter, with its statements in source order.
struct CodeMethod: Hashable, Sendable {
  /// The Swift base name (`viewWillAppear`, `supportedInterfaceOrientations`) or the Objective-C
  /// selector's first piece.
  var name: String
  var location: SourceLocation
  var statements: [CodeStatement]
}

/// A class (or an extension of one) as a reader saw it.
struct CodeClassDeclaration: Hashable, Sendable {
  var name: String
  /// The first inherited type (Swift) or the `@interface`'s superclass (Objective-C).
  var superclass: String?
  var location: SourceLocation
  /// Whether this is an extension or an Objective-C `@implementation`/category, which adds
  /// methods to a class declared elsewhere.
  var isExtension: Bool
  var methods: [CodeMethod]
}

/// What one file holds.
struct CodeFile: Sendable {
  var path: String
  var classes: [CodeClassDeclaration]
  /// Methods outside any class (Swift free functions, top-level code).
  var freeMethods: [CodeMethod]
}

/// A statement's text for a fact: one line, runs of white space collapsed, at most 160
/// characters.
func snippetText(_ text: String) -> String {
  var result = ""
  var lastWasSpace = false
  for character in text {
    if character.isWhitespace {
      if !lastWasSpace, !result.isEmpty { result.append(" ") }
      lastWasSpace = true
    } else {
      result.append(character)
      lastWasSpace = false
    }
    if result.count >= 160 { return result + "…" }
  }
  return result.hasSuffix(" ") ? String(result.dropLast()) : result
}
