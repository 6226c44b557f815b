import SourceLint

/// The classes of a set of source files read together (a file, a folder, an app's sources), with
/// lint's definition table for their constants and macros.
struct CodeProgram: Sendable {
  /// Classes by name, each with the members of its extensions (lookups only).
  var classes: [String: CodeClass] = [:]
  var files: [CodeFile]
  var table: DefinitionTable
  /// The suppression comments of each file (`// safearea:disable-next-line RULE`), by path
  /// (lookups only).
  var suppressions: [String: Suppression] = [:]

  /// Whether a file defines `MAS_SHORTHAND`, which compiles Masonry's unprefixed view
  /// attributes (`view.bottom`, View+MASShorthandAdditions.h).
  var definesMasonryShorthand = false
  /// ``propertiesSetElsewhere(_:)`` (lookups only).
  var propertiesSetElsewhere: Set<String> = []

  /// The type a `typealias` names (`typealias u = Utilities` in the enclosing class or one of
  /// its superclasses, then at the top level), followed through aliases of aliases (at most 8):
  /// "A type alias declaration introduces a named alias of an existing type into your program"
  /// (The Swift Programming Language, Declarations). `nil` when the name is no alias.
  func resolvedTypeAlias(_ name: String, enclosing: String?) -> String? {
    var result: String?
    var current = name
    for _ in 0..<8 {
      guard let target = typeAlias(current, enclosing: enclosing), target != current else { break }
      result = target
      current = target
    }
    return result
  }

  func typeAlias(_ name: String, enclosing: String?) -> String? {
    var type = enclosing.map {
      $0.hasPrefix(Self.staticsPrefix) ? String($0.dropFirst(Self.staticsPrefix.count)) : $0
    }
    var seen: Set<String> = []
    while let current = type, seen.insert(current).inserted, let known = classes[current] {
      if let target = known.typeAliases[name] { return target }
      type = known.superclass
    }
    return classes[Self.globalFunctions]?.typeAliases[name]
  }

  init(files: [CodeFile]) {
    self.files = files
    table = DefinitionTable(files.map(\.model))
    propertiesSetElsewhere = Self.propertiesSetElsewhere(files)
    definesMasonryShorthand = files.contains { file in
      file.model.definitions.contains { $0.kind == .macro && $0.name == "MAS_SHORTHAND" }
    }
    for file in files where !file.model.comments.isEmpty {
      suppressions[file.path] = Suppression(comments: file.model.comments)
    }
    for file in files {
      protocolNames.formUnion(file.protocols)
      for type in file.classes {
        if var known = classes[type.name] {
          // A class and its extensions in other files; the declaration keeps its place. An
          // Objective-C header's `@interface` gives the superclass, the `@implementation` the
          // place (the screen is the `.m` file's).
          if known.superclass == nil, type.superclass != nil {
            known.superclass = type.superclass
            if !type.isDeclarationOnly {
              known.position = type.position
              known.file = type.file
            }
          }
          // A Swift class declared without an inheritance clause is a root class, whichever
          // file its extensions are in.
          if type.declaresNoSuperclass { known.declaresNoSuperclass = true }
          if type.isValueType { known.isValueType = true }
          if known.genericParameters.isEmpty { known.genericParameters = type.genericParameters }
          if known.superclassGenericArguments.isEmpty {
            known.superclassGenericArguments = type.superclassGenericArguments
          }
          if known.isDeclarationOnly, !type.isDeclarationOnly {
            known.position = type.position
            known.file = type.file
            known.isDeclarationOnly = false
          }
          known.properties += type.properties
          known.methods += type.methods
          known.typeAliases.merge(type.typeAliases) { first, _ in first }
          classes[type.name] = known
        } else {
          classes[type.name] = type
        }
        if type.name.hasPrefix(Self.staticsPrefix) {
          var parts = type.name.dropFirst(Self.staticsPrefix.count).split(separator: ".")
          while parts.count > 1 {
            parts.removeLast()
            nestedStaticPaths.insert(parts.joined(separator: "."))
          }
        }
      }
    }
    for (name, type) in classes {
      if let superclass = type.superclass { superclasses[name] = superclass }
      var members = Members()
      for (index, property) in type.properties.enumerated()
      where members.properties[property.name] == nil {
        members.properties[property.name] = index
      }
      for (index, method) in type.methods.enumerated() {
        members.methods[method.baseName, default: []].append(index)
      }
      self.members[name] = members
    }
  }

  /// Each class's superclass, by class name (lookups only): the interpreter walks superclass
  /// chains at every name it looks up, and reading `classes[name]?.superclass` copied the
  /// whole class each step.
  private var superclasses: [String: String] = [:]
  /// The protocols the files declare (Swift), by name.
  private(set) var protocolNames: Set<String> = []

  /// Where each class's members are, by class name (lookups only).
  private var members: [String: Members] = [:]

  /// A class's first property of each name and its methods of each base name (indices into its
  /// `properties` and `methods`, in order): the interpreter looked members up by scanning, and
  /// filtered a new array of methods at every call (12 % of laying generated screens out).
  struct Members: Sendable {
    var properties: [String: Int] = [:]
    var methods: [String: [Int]] = [:]
  }

  /// The name of the pseudo-class that holds the files' free functions.
  static let globalFunctions = "$functions"

  /// The statics pseudo-class of the files' global variables (``staticsPrefix`` + this).
  static let globalVariables = "$globals"

  /// What starts the name of a pseudo-class holding a type's `static` members
  /// (`static ElloBar.Size`); a name with a space is no type's.
  static let staticsPrefix = "static "

  /// The pseudo-class of the static members of type `path` (`ElloBar.Size`), if any.
  func statics(_ path: String) -> CodeClass? { classes[Self.staticsPrefix + path] }

  /// The type a bare name means where code of `enclosing` runs (a class, or a statics
  /// pseudo-class): Swift looks in the enclosing types first, innermost first, then at the top
  /// level (`Size` inside `ElloBar` is `ElloBar.Size`). Only types with static members, or with
  /// nested types that have some, are known here.
  func staticTypePath(_ name: String, enclosing: String?) -> String? {
    var outer = enclosing.map {
      $0.hasPrefix(Self.staticsPrefix) ? String($0.dropFirst(Self.staticsPrefix.count)) : $0
    }
    var steps = 0
    while let current = outer, !current.isEmpty, steps < 16 {
      steps += 1
      if hasStatics(current + "." + name) { return current + "." + name }
      outer = current.split(separator: ".").dropLast().joined(separator: ".")
    }
    return hasStatics(name) ? name : nil
  }

  /// Whether type `path` or a type nested in it has static members.
  func hasStatics(_ path: String) -> Bool {
    statics(path) != nil || nestedStaticPaths.contains(path)
  }

  /// Every enclosing path of a statics pseudo-class (`ElloBar` for `ElloBar.Size`).
  var nestedStaticPaths: Set<String> = []

  func superclass(of name: String) -> String? { superclasses[name] }

  /// A free function of the files with these arguments.
  func function(_ name: String, arguments: [CodeArgument]) -> CodeMethod? {
    method(name, arguments: arguments, of: Self.globalFunctions)?.1
  }

  /// Whether `name` is a free function the interpreter evaluates (`max`, `CGRect`, …), not a
  /// method of `self`.
  func isKnownFreeFunction(_ name: String) -> Bool {
    ["max", "min", "floor", "ceil", "round", "abs", "CGRect", "CGSize", "CGPoint"].contains(name)
  }

  /// The nearest UIKit class of a class of the program or of UIKit itself.
  func nearestUIKit(_ name: String) -> String? {
    UIKitClasses.nearest(name) { superclasses[$0] }
  }

  func isViewClass(_ name: String) -> Bool {
    guard let type = classes[name], !type.isDeclarationOnly, let uikit = nearestUIKit(name)
    else { return false }
    return UIKitClasses.views[uikit] != nil
  }

  /// A property of `className` or of its superclasses in the program, with the class that
  /// declares it.
  func property(_ name: String, of className: String) -> (CodeClass, CodeProperty)? {
    var current: String? = className
    var steps = 0
    while let name2 = current, steps < 64 {
      // The first property of that name (`CodeClass.property(_:)`), found by its index.
      if let index = members[name2]?.properties[name], let type = classes[name2] {
        return (type, type.properties[index])
      }
      current = next(after: name2)
      steps += 1
    }
    return nil
  }

  /// The class after `name` in its superclass chain: its superclass in the program, else, for
  /// a UIKit class (or the program's extension of one, which names no superclass), UIKit's own
  /// superclass (``UIKitClasses/superclasses``). So an `extension UIView` property or method is
  /// found from a subclass of `UIImageView`, as Swift and Objective-C find it.
  func next(after name: String) -> String? {
    superclasses[name] ?? UIKitClasses.superclasses[name]
  }

  /// Whether `name` is `ancestor` or inherits from it, as far as the files hold the chain.
  func isSubclass(_ name: String, of ancestor: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let next = current, steps < 64 {
      if next == ancestor { return true }
      current = superclasses[next]
      steps += 1
    }
    return false
  }

  /// The method `baseName` taking these arguments (by their labels, then by count), in
  /// `className` or its superclasses.
  func method(_ baseName: String, arguments: [CodeArgument], of className: String) -> (
    CodeClass, CodeMethod
  )? {
    let labels = arguments.map(\.label)
    var current: String? = className
    var steps = 0
    while let name = current, steps < 64 {
      // The class's methods of that base name and argument count, in order: the first with
      // these labels, else the first whose labels the call's do not contradict (an argument
      // without a label, such as a trailing closure, matches any).
      if let indices = members[name]?.methods[baseName], let type = classes[name] {
        // A variadic method (`addConstraintsWithFormat(_:views: UIView...)`) takes any number
        // of trailing arguments with its labels.
        for index in indices where type.methods[index].acceptsVariadic(labels) {
          return (type, type.methods[index])
        }
        var first: CodeMethod?
        for index in indices where type.methods[index].parameters.count == arguments.count {
          let method = type.methods[index]
          if method.labels == labels { return (type, method) }
          if first == nil, method.admitsLabels(labels) { first = method }
        }
        if let first { return (type, first) }
        // One whose trailing parameters have default values the call leaves out.
        for index in indices where type.methods[index].accepts(arguments.count) {
          let method = type.methods[index]
          if Array(method.labels.prefix(arguments.count)) == labels { return (type, method) }
        }
        // One whose parameters the call's labels name in order, each parameter it leaves out
        // having a default value (`anchor(top:left:paddingTop:)` of `anchor(top:left:bottom:
        // right:paddingTop:…)`: fresh round S, M1).
        for index in indices where type.methods[index].argumentIndices(for: labels) != nil {
          return (type, type.methods[index])
        }
      }
      current = next(after: name)
      steps += 1
    }
    return nil
  }

  /// A static (class) method of `type` or of a superclass, the program's then UIKit's, with its
  /// declaring statics pseudo-class: Objective-C and Swift look class methods up the class
  /// chain as instance methods are, so `[self viewFromXib]` in `TopBar`'s class method finds a
  /// class method of a `UIView` category (`@implementation UIView (Xib)`; fresh round O: WeChat's
  /// hand-made bars, `[MHNavigationBar navigationBar]` → `[self mh_viewFromXib]`).
  func staticMethod(_ baseName: String, arguments: [CodeArgument], of type: String) -> (
    CodeClass, CodeMethod
  )? {
    var current: String? = type
    var seen: Set<String> = []
    while let name = current, seen.insert(name).inserted, seen.count < 64 {
      if let statics = statics(name),
        let found = method(baseName, arguments: arguments, of: statics.name)
      {
        return found
      }
      current = superclass(of: name) ?? UIKitClasses.superclasses[name]
    }
    return nil
  }

  /// The initializer of `className` (or a superclass in the program) with these labels.
  func initializer(of className: String, labels: [String?]) -> (CodeClass, CodeMethod)? {
    var current: String? = className
    var steps = 0
    while let name = current, let type = classes[name], steps < 64 {
      if let found = type.methods.first(where: { $0.baseName == "init" && $0.labels == labels }) {
        return (type, found)
      }
      // One whose trailing parameters have default values the call leaves out
      // (`init(frame:style:titles:startIndex: Int = 0)` called without `startIndex:`).
      if let found = type.methods.first(where: {
        $0.baseName == "init" && $0.accepts(labels.count)
          && Array($0.labels.prefix(labels.count)) == labels
      }) {
        return (type, found)
      }
      // One whose parameters the labels name in order, the others having default values.
      if let found = type.methods.first(where: {
        $0.baseName == "init" && $0.argumentIndices(for: labels) != nil
      }) {
        return (type, found)
      }
      current = type.superclass
      steps += 1
    }
    return nil
  }
}
