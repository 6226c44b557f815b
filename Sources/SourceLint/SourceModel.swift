/// A name the code defines and uses elsewhere: a macro, a constant, a property or a helper.
public struct SourceDefinition: Hashable, Sendable {
  /// What defines it.
  public enum Kind: String, Hashable, Sendable {
    case macro, constant, property, function, method
  }

  public var name: String
  public var kind: Kind
  /// The parameters of a function-like macro or helper (`nil` when it takes none).
  public var parameters: [String]?
  /// Its value as an expression, or `nil` when it is not one (a statement macro, an opaque
  /// body).
  public var expression: LintExpression?
  /// The name's token.
  public var location: SourceLocation
  /// For macros: the preprocessor branch it is defined in (`""` outside any `#if`), as
  /// `file:line#branch` steps, so that definitions in `#if` / `#else` stay apart.
  public var branch: String
  /// The type it is a member of (a Swift type's or extension's member, an Objective-C
  /// `@implementation`'s method), or `nil` for a file-scope name: a member is reached only
  /// through its own type (`Helper.isNotched`, `[Helper isNotched]`), or by its bare name inside
  /// that type — never through another type (`OtherView.loadView()`, `UIScreen.main.bounds`,
  /// `[[CAAnimationGroup alloc] init]`; measurement M).
  public var owner: String?

  public init(
    name: String, kind: Kind, parameters: [String]? = nil, expression: LintExpression?,
    location: SourceLocation, branch: String = "", owner: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.parameters = parameters
    self.expression = expression
    self.location = location
    self.branch = branch
    self.owner = owner
  }

  /// Whether `self` and `other` are in different branches of one `#if`.
  public func isExclusive(with other: SourceDefinition) -> Bool {
    guard location.file == other.location.file else { return false }
    let lhs = branch.split(separator: "/")
    let rhs = other.branch.split(separator: "/")
    for (a, b) in zip(lhs, rhs) {
      let aSite = a.split(separator: "#").first
      let bSite = b.split(separator: "#").first
      if aSite == bSite, a != b { return true }
      if aSite != bSite { return false }
    }
    return false
  }
}

/// An expression the code evaluates: a statement's value, a condition, a returned value.
public struct SourceStatement: Hashable, Sendable {
  /// What the expression is for.
  public enum Role: String, Hashable, Sendable {
    /// Assigned, declared or evaluated for its effect.
    case value
    /// An `if`/`guard`/`while`/`switch case` condition.
    case condition
    /// A returned value.
    case returnValue
  }

  public var expression: LintExpression
  public var role: Role
  /// What the value is assigned to, as written (`self.view.frame`, `statusBarView.height`).
  public var target: String?
  /// Inside the fallback branch of an availability check (`if #available(iOS 11, *) {} else
  /// {…}`, `if (@available(…)) … else …`, a `systemVersion < 11` branch).
  public var isAvailabilityFallback: Bool
  /// For conditions: whether the code it controls sets layout (frames, sizes, insets,
  /// constraints, offsets, fonts) or chooses numbers.
  public var controlsLayout: Bool
  /// For conditions: whether the code it controls only returns a string (a model-name table).
  public var controlsNameOnly: Bool
  /// For conditions: whether the code it controls only assigns a name to a variable
  /// (`model = iPhoneX;`, `name = @"iPhone X";`): an entry of an identifier table, which
  /// decides nothing itself (measurement R: an 89-entry `platform` → enum table).
  public var controlsTableEntryOnly: Bool
  /// The enclosing function, method or property, if any.
  public var enclosing: String?
  /// The Swift type (or extended type) the statement is in, if any: a bare name there can be
  /// one of that type's members.
  public var enclosingType: String?

  public init(
    expression: LintExpression, role: Role, target: String? = nil,
    isAvailabilityFallback: Bool = false, controlsLayout: Bool = false,
    controlsNameOnly: Bool = false, enclosing: String? = nil, enclosingType: String? = nil,
    controlsTableEntryOnly: Bool = false
  ) {
    self.expression = expression
    self.role = role
    self.target = target
    self.isAvailabilityFallback = isAvailabilityFallback
    self.controlsLayout = controlsLayout
    self.controlsNameOnly = controlsNameOnly
    self.controlsTableEntryOnly = controlsTableEntryOnly
    self.enclosing = enclosing
    self.enclosingType = enclosingType
  }
}

/// What a reader found in one file.
public struct SourceModel: Hashable, Sendable {
  public var file: String
  public var language: SourceLanguage
  public var definitions: [SourceDefinition]
  public var statements: [SourceStatement]
  public var comments: [SourceComment]
  /// Where the file does not parse (Swift syntax errors), with a message: a note, not a stop.
  public var parseProblems: [(position: SourcePosition, message: String)]
  /// The number of lines.
  public var lineCount: Int
  /// Local variable names by enclosing function or method: a local shadows a definition of the
  /// same name elsewhere in the run.
  public var localNames: [String: Set<String>] = [:]
  /// The values of locals bound by `if let` / `guard let` (Swift), by enclosing function or
  /// property, then by name: a path through such a local reads what it was bound to.
  public var localValues: [String: [String: LintExpression]] = [:]
  /// The project the file belongs to (the folder holding its `.xcodeproj`, `Package.swift`,
  /// `Podfile`, `*.podspec` or `.git`), or empty when unknown: a name resolves only to
  /// definitions of the same project (issue 29: a parameter `width` tied to another
  /// project's `width`).
  public var project = ""
  /// The file's type aliases (`typealias SC = SwiftCase`), alias to the type it names: a
  /// member reached through the alias is the type's.
  public var typeAliases: [String: String] = [:]
  /// The types the file's types inherit from or conform to (`class HomeViewController:
  /// BaseViewController`, `struct Cover: View`, `extension Cover: Sharing`, `@interface Cell :
  /// UITableViewCell`): a member of the superclass or of a protocol's extension is reached from
  /// them too.
  public var superTypes: [String: [String]] = [:]
  /// The types the file declares (a Swift `class`, `struct`, `enum`, `actor` or `protocol`, an
  /// Objective-C `@interface` or `@implementation` that is not a category): a type the run does
  /// not declare is a framework's or a library's, and cannot inherit from one the run declares.
  public var declaredTypes: Set<String> = []
  /// Findings read from the code's shape (SwiftUI modifier chains), reported as they are.
  public var patternFindings: [PatternFinding] = []
  /// SwiftUI environment values (`EnvironmentValues.safeAreaInsets`) whose key's default reads
  /// a global window's safe area, by name, with where the default is; those the file sets
  /// (`.environment(\.name, …)`); and where the file lays out with one read through
  /// `@Environment(\.name)` (`.padding(.top, insets.top)`). The run joins the three.
  public var windowInsetEnvironmentValues: [String: SourcePosition] = [:]
  public var environmentValuesSet: Set<String> = []
  public var environmentInsetReads: [(name: String, position: SourcePosition)] = []
  /// The file's `View` types whose body holds a control, by name, and its `.ignoresSafeArea`
  /// calls on subtrees that make views of other files: the run joins them.
  public var controlViews: [String: String] = [:]
  public var pendingIgnores: [PendingIgnore] = []
  /// The file's `View` types that put back only a top or bottom inset and hold a control.
  public var verticalInsetViews: [String: VerticalInsetView] = [:]
  /// The file's `View` types whose body is a vertical `ScrollView` holding what they are
  /// handed (``PatternFinding/container``).
  public var scrollContainerViews: Set<String> = []
  /// The file's `View` types whose body puts a control at a side it reaches (by name, the
  /// control): ``PendingIgnore/sideViews``.
  public var sideControlViews: [String: String] = [:]
  /// The file's `UIViewRepresentable` and `UIViewControllerRepresentable` types.
  public var representableViews: Set<String> = []
  /// The file's `View` types whose body holds a text field, and those that are a row of
  /// buttons (a hand-made bar's own view), by name; and views it pins where a bar would be.
  public var inputViews: [String: String] = [:]
  public var barViews: [String: String] = [:]
  public var pendingBars: [PendingBar] = []
  /// What the run needs of each `View` type's body to decide a bar placed in another file
  /// (``ViewShape``).
  public var viewShapes: [String: ViewShape] = [:]
  /// The names the file gives a `GeometryProxy` (``GeometryProxyNames``): their insets are the
  /// view's own.
  public var geometryProxyNames: Set<String> = []
  /// The views each `View` type of the file makes (the run follows them to controls), the
  /// file's `ViewModifier`s that give up their content's safe area, and its `.modifier(…)`
  /// calls.
  public var madeViews: [String: [String]] = [:]
  public var modifierIgnores: [String: PendingModifierIgnore] = [:]
  public var modifierUses: [ModifierUse] = []
  /// Where a value only moves a view out of view (`.offset(x: shown ? 0 : -width)`): the
  /// position of the value's read, with the axis it moves along (`width` for `x:`, `height` for
  /// `y:`) and whether the chain sizes the view by the same value on that axis
  /// (`.frame(width: menuWidth).offset(x: shown ? 0 : -menuWidth)`). See
  /// ``SwiftUIPatterns/hidingOffset(_:base:)``.
  public var hidingOffsets: [SourcePosition: HidingOffset] = [:]
  /// What the reader dropped and why (an expression nested too deeply, a sum of thousands of
  /// terms), as located notes: the rest of the file is still read.
  public var notes: [(position: SourcePosition, message: String)] = []

  public init(
    file: String, language: SourceLanguage, definitions: [SourceDefinition] = [],
    statements: [SourceStatement] = [], comments: [SourceComment] = [],
    parseProblems: [(position: SourcePosition, message: String)] = [], lineCount: Int = 0
  ) {
    self.file = file
    self.language = language
    self.definitions = definitions
    self.statements = statements
    self.comments = comments
    self.parseProblems = parseProblems
    self.lineCount = lineCount
  }

  public static func == (lhs: SourceModel, rhs: SourceModel) -> Bool {
    lhs.file == rhs.file && lhs.definitions == rhs.definitions && lhs.statements == rhs.statements
      && lhs.comments == rhs.comments
      && lhs.parseProblems.map(\.message) == rhs.parseProblems.map(\.message)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(definitions)
    hasher.combine(statements)
  }
}

/// Words that make a controlled block a layout decision.
enum LayoutWords {
  static let words: Set<String> = [
    "frame", "bounds", "center", "origin", "size", "width", "height", "constant", "constraint",
    "constraints", "inset", "insets", "contentInset", "contentInsets", "margin", "margins",
    "layoutMargins", "top", "bottom", "left", "right", "leading", "trailing", "offset",
    "CGRectMake", "CGSizeMake", "CGPointMake", "CGRect", "CGSize", "CGPoint", "UIEdgeInsetsMake",
    "UIEdgeInsets", "itemSize", "rowHeight", "estimatedRowHeight", "sectionInset", "spacing",
    "minimumLineSpacing", "minimumInteritemSpacing", "mas_makeConstraints", "mas_updateConstraints",
    "mas_remakeConstraints", "snp", "makeConstraints", "updateConstraints", "setFrame",
    "contentOffset", "preferredContentSize", "x", "y", "layoutIfNeeded", "setNeedsLayout",
    "sizeThatFits", "columns", "numberOfColumns", "heightAnchor", "widthAnchor", "topAnchor",
    "bottomAnchor",
  ]

  /// Whether any of `identifiers` is a layout word.
  static func containsLayout<S: Sequence>(_ identifiers: S) -> Bool where S.Element == String {
    identifiers.contains { words.contains($0) }
  }
}
