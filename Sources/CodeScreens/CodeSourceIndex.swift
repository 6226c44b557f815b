import Foundation
import TextEscaping

/// The names an app's sources declare, and where: built once per project, so that a file or a
/// folder audited alone is read with the project's own base controllers, view classes,
/// extensions, constants and macros it uses from other files (`BaseViewController`,
/// `ChatInputView`, `kNavBarHeight` in a prefix header, `regClass(_:cell:)` in a helper file).
///
/// The index is a textual pre-scan (no parsing): each source file's declared names —
/// `class`/`struct`/`enum`/`extension` names, top-level `let`/`var`/`func`, every `func`
/// name, Objective-C `@interface`/`@implementation` names, method selectors' first parts,
/// `#define` macros and `const` constants. ``supportFiles(for:)`` then follows the names the
/// given files use, a few rounds deep, to the files that declare them, with bounded cost.
///
/// ```swift
/// let root = CodeSourceIndex.projectRoot(of: "App/Chat/ChatViewController.swift")
/// let index = CodeSourceIndex.shared(root: root!)
/// let extra = index.supportFiles(for: ["App/Chat/ChatViewController.swift"])
/// let (screens, notes) = try CodeScreens.load(paths: ["App/Chat/ChatViewController.swift"],
///                                             support: extra)
/// ```
public struct CodeSourceIndex: Sendable {
  /// The folder the index covers.
  public let root: String
  /// Every source and header file under the root, sorted.
  public let files: [String]
  /// Declared name → the files that declare it, in path order (lookups only).
  let declarations: [String: [String]]
  /// What each file read by ``supportFiles(for:)`` declares and uses, read once per index: an
  /// app's targets ask for their support files one after another (a CocoaPods app: one target
  /// per pod), and the same base classes and headers are followed for each.
  let fileNames = FileNamesCache()
  /// Files over this size are not indexed.
  public static let maximumFileSize = 4_000_000
  /// At most this many files are indexed under a root.
  public static let maximumFiles = 30_000
  /// At most this many support files are added for one set of given files.
  public static let maximumSupportFiles = 400
  /// Rounds of following names (a base controller's base controller, a macro's macro).
  public static let maximumRounds = 4
  /// A name declared in more files than this (`setup`, `configure`) does not pull files in.
  public static let maximumDeclaringFiles = 3

  /// Folders never indexed: build products, dependency managers' caches, version control.
  static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "node_modules", ".git", ".svn", ".hg", "Carthage/Build",
  ]

  /// Indexes every `.swift`, `.m`, `.mm`, `.h` and `.pch` file under `root` (symbolic links to folders
  /// are not followed; hidden folders and build folders are skipped).
  public init(root: String) {
    self.root = root
    var found: [String] = []
    let manager = FileManager.default
    var pending = [root]
    var visited = 0
    while let folder = pending.popLast(), found.count < Self.maximumFiles, visited < 200_000 {
      visited += 1
      guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      for name in names.sorted() {
        let path = (folder as NSString).appendingPathComponent(name)
        guard let attributes = try? manager.attributesOfItem(atPath: path),
          let type = attributes[.type] as? FileAttributeType
        else { continue }
        if type == .typeDirectory {
          if name.hasPrefix(".") || Self.skippedFolders.contains(name)
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
            || name.hasSuffix(".framework") || name.hasSuffix(".bundle")
          {
            continue
          }
          pending.append(path)
        } else if type == .typeRegular {
          let ext = (name as NSString).pathExtension.lowercased()
          guard ["swift", "m", "mm", "h", "pch"].contains(ext) else { continue }
          let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
          guard size <= Self.maximumFileSize else { continue }
          found.append(path)
        }
      }
    }
    found.sort()
    files = found
    var declarations: [String: [String]] = [:]
    for file in found {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      for name in Self.declaredNames(in: text, swift: file.lowercased().hasSuffix(".swift")) {
        declarations[name, default: []].append(file)
      }
    }
    self.declarations = declarations
  }

  /// The files under the root that declare `name`, in path order.
  public func files(declaring name: String) -> [String] { declarations[name] ?? [] }

  /// The other files of the project the given `files` need: the files declaring the names they
  /// use that they do not declare themselves, followed ``maximumRounds`` rounds deep, at most
  /// ``maximumSupportFiles`` files, sorted. UIKit's own names (`UIView`, `NSLayoutConstraint`)
  /// never pull a file in (a project's `extension UIView` is reached through its methods'
  /// names instead), nor do names declared in more than ``maximumDeclaringFiles`` files.
  public func supportFiles(for files: [String]) -> [String] {
    let current = FileManager.default.currentDirectoryPath + "/"
    var included = Set(
      files.map { file in
        file.hasPrefix("/") ? file : (current + file as NSString).standardizingPath
      })
    let given = included
    var added: [String] = []
    var frontier = files
    // The headers of the given implementations (their `@interface`: superclass, properties).
    for file in included.sorted() {
      for sibling in Self.siblings(of: file)
      where !included.contains(sibling) && self.files.contains(sibling) {
        included.insert(sibling)
        added.append(sibling)
        frontier.append(sibling)
      }
    }
    var declared: Set<String> = []
    var used: Set<String> = []
    for _ in 0..<Self.maximumRounds {
      for file in frontier {
        guard let names = fileNames.names(of: file) else { continue }
        declared.formUnion(names.declared)
        used.formUnion(names.used)
      }
      var next: [String] = []
      for name in used.subtracting(declared).sorted() where !Self.isPlatformName(name) {
        guard let all = declarations[name] else { continue }
        // A name declared in many files (a repository holding two copies of its project, a
        // name every module declares) is taken from the declarations nearest the given files,
        // when few enough are nearest (round J's CJWTakeAway: its base controller's header and
        // implementation, in each of two copies).
        let declaring =
          all.count <= Self.maximumDeclaringFiles ? all : Self.nearest(all, to: given)
        guard declaring.count <= Self.maximumDeclaringFiles else { continue }
        for file in declaring where !included.contains(file) {
          guard added.count < Self.maximumSupportFiles else { break }
          included.insert(file)
          added.append(file)
          next.append(file)
          // An Objective-C class's header and implementation go together.
          for sibling in Self.siblings(of: file) where !included.contains(sibling) {
            guard self.files.contains(sibling), added.count < Self.maximumSupportFiles else {
              continue
            }
            included.insert(sibling)
            added.append(sibling)
            next.append(sibling)
          }
        }
      }
      if next.isEmpty { break }
      frontier = next
    }
    // Paths as the given files are written: relative to the current folder when they are.
    let relative = files.first.map { !$0.hasPrefix("/") } ?? false
    return added.map { file in
      relative && file.hasPrefix(current) ? String(file.dropFirst(current.count)) : file
    }.sorted()
  }

  /// The files of `candidates` in the deepest folder they share with one of `files` (all of
  /// them when none is nearer than another).
  static func nearest(_ candidates: [String], to files: Set<String>) -> [String] {
    func folders(_ path: String) -> [Substring] {
      (path as NSString).deletingLastPathComponent.split(separator: "/")
    }
    let givenFolders = files.map(folders)
    let depths = candidates.map { candidate -> Int in
      let parts = folders(candidate)
      return givenFolders.map { given in
        zip(parts, given).prefix { $0 == $1 }.count
      }.max() ?? 0
    }
    guard let deepest = depths.max() else { return candidates }
    return zip(candidates, depths).filter { $0.1 == deepest }.map(\.0)
  }

  static func siblings(of file: String) -> [String] {
    let stem = (file as NSString).deletingPathExtension
    switch (file as NSString).pathExtension.lowercased() {
    case "h": return [stem + ".m", stem + ".mm"]
    case "m", "mm": return [stem + ".h"]
    default: return []
    }
  }

  /// UIKit's, Foundation's and Core Graphics' names, which a project may extend but never
  /// declares.
  static func isPlatformName(_ name: String) -> Bool {
    for prefix in ["UI", "NS", "CG", "CA", "WK", "MK", "AV"] where name.hasPrefix(prefix) {
      if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
    }
    return ["self", "super", "init", "frame", "view", "viewDidLoad", "layoutSubviews"].contains(
      name)
  }

  /// The names a file declares (textual: the first words of each line).
  static func declaredNames(in text: String, swift: Bool) -> Set<String> {
    var names: Set<String> = []
    // Inside a C enumeration's braces (`typedef NS_ENUM(NSInteger, Kind) {`): each line's first
    // word is an enumerator, a constant other files use by name.
    var inEnumeration = false
    for line in lines(of: text) {
      if !swift, inEnumeration || line.contains("enum") {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let comment = trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
        if inEnumeration, !comment, let first = Self.words(line.prefix(400)).first,
          first.first.map({ $0.isLetter || $0 == "_" }) ?? false
        {
          names.insert(first)
        }
        if line.contains("}") {
          inEnumeration = false
        } else if !inEnumeration, line.contains("{"),
          Self.words(line.prefix(400)).contains(where: {
            $0 == "enum" || ObjectiveCCodeReader.Reader.typeMacros.contains($0)
          })
        {
          inEnumeration = true
        }
        if inEnumeration || line.contains("}") { continue }
      }
      // A Swift line declares a name only after a modifier or a declaring keyword: the line's
      // other words are split only then (splitting every line was 8 % of a project audit).
      if swift, !Self.swiftDeclarationStarts.contains(Self.firstWord(line.prefix(400)) ?? "") {
        continue
      }
      let atTop = line.first.map { !$0.isWhitespace } ?? false
      var words = Self.words(line.prefix(400))
      guard !words.isEmpty else { continue }
      if swift {
        while let first = words.first, swiftModifiers.contains(first), words.count > 1,
          !(first == "class" && !["func", "var", "let"].contains(words[1]))
        {
          words.removeFirst()
        }
        guard words.count >= 2 else { continue }
        switch words[0] {
        case "class", "struct", "enum", "protocol", "typealias":
          names.insert(words[1])
        case "func":
          names.insert(words[1])
        case "let", "var":
          if atTop { names.insert(words[1]) }
        default:
          break
        }
      } else {
        switch words[0] {
        case "#define" where words.count >= 2:
          names.insert(words[1])
        case "@interface", "@implementation", "@protocol":
          if words.count >= 2 { names.insert(words[1]) }
        case "-", "+":
          // `- (void)setupViews`, `- (instancetype)initWithTitle:(NSString *)title`
          if let selector = words.dropFirst().first(where: { word in
            word.first.map { $0.isLetter || $0 == "_" } ?? false
          }), let part = Self.firstSelectorPart(line) {
            _ = selector
            names.insert(part)
          }
        default:
          // `static const CGFloat kNavBarHeight = 64;`, `CGFloat const kTop = 20;`
          if atTop, words.contains("const"), let equals = line.firstIndex(of: "=") {
            if let last = Self.words(line[..<equals]).last { names.insert(last) }
          } else if atTop, words[0] != "typedef", !line.contains("="),
            let paren = line.firstIndex(of: "("),
            let last = Self.words(line[..<paren]).last
          {
            // A C function, defined or declared (`static inline CGFloat TKScale(CGFloat
            // origin) {`, `CGRect CHANGE_CGRectMake(CGFloat x, …);`): the name before `(`.
            names.insert(last)
          }
        }
      }
    }
    return names.filter { name in
      name.first.map { $0.isLetter || $0 == "_" } ?? false
    }
  }

  /// The words ``declaredNames(in:swift:)`` skips before a Swift declaration's keyword.
  static let swiftModifiers: Set<String> = [
    "public", "open", "internal", "fileprivate", "private", "final", "static", "class",
    "override", "@objc", "@MainActor", "@IBDesignable", "lazy", "dynamic", "@objcMembers",
    "nonisolated", "mutating",
  ]

  /// The first words of the Swift lines ``declaredNames(in:swift:)`` reads a name from.
  static let swiftDeclarationStarts =
    swiftModifiers.union(["class", "struct", "enum", "protocol", "typealias", "func", "let", "var"])

  /// Whether an ASCII `byte` belongs to a word: a letter, a digit or `_`, and `@` or `#` where
  /// it starts one (`@objc`, `#if`).
  static func isWordByte(_ byte: UInt8, startingWord: Bool) -> Bool {
    let isLetterOrDigit =
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
    return isLetterOrDigit || byte == 0x5F
      || ((byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")) && startingWord)
  }

  /// `words(line).first`, found without splitting the rest of the line where the line's first
  /// word is ASCII and ends at an ASCII byte (an ASCII letter or digit never joins the ASCII
  /// byte after it in a `Character`, so the word is the one ``charactersWords(_:)`` finds too).
  static func firstWord(_ line: Substring) -> String? {
    var current: [UInt8] = []
    for byte in line.utf8 {
      guard byte < 0x80 else { return words(line).first }
      if isWordByte(byte, startingWord: current.isEmpty) {
        current.append(byte)
      } else if !current.isEmpty {
        return String(decoding: current, as: UTF8.self)
      } else {
        let isWhitespace = (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
        // Anything but white space before the first word (`-`, `+`, a comment's `/`): the
        // whole line's words decide.
        if !isWhitespace { return words(line).first }
      }
    }
    return current.isEmpty ? nil : String(decoding: current, as: UTF8.self)
  }

  /// `- (void)foo:(int)a bar:(int)b` → `foo`.
  static func firstSelectorPart(_ line: Substring) -> String? {
    var rest = line.drop { $0 == "-" || $0 == "+" || $0.isWhitespace }
    if rest.first == "(" {
      var level = 0
      var index = rest.startIndex
      while index < rest.endIndex {
        if rest[index] == "(" { level += 1 }
        if rest[index] == ")" {
          level -= 1
          if level == 0 { break }
        }
        index = rest.index(after: index)
      }
      guard index < rest.endIndex else { return nil }
      rest = rest[rest.index(after: index)...]
    }
    let name = rest.drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The non-empty lines of `text`. A file without a carriage return is split on its bytes
  /// (Swift's `Character` split costs a grapheme break test per character: 34 % of auditing one
  /// file in a 55,000-line package); one with a CR as `TextLines` counts lines (LF, CRLF or a
  /// lone CR: `split(separator: "\n")` left a CRLF file whole, since a CRLF is one `Character`,
  /// and only its first line's declarations were found).
  static func lines(of text: String) -> [Substring] {
    let utf8 = text.utf8
    guard !utf8.contains(UInt8(ascii: "\r")) else {
      return TextLines.split(text).filter { !$0.isEmpty }
    }
    var result: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        if index != start { result.append(text[start..<index]) }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex { result.append(text[start..<utf8.endIndex]) }
    return result
  }

  /// Words: identifiers (with a leading `@` or `#`), and `-`/`+` at the line's start.
  static func words(_ line: Substring) -> [String] {
    if let ascii = asciiWords(line) { return ascii }
    return charactersWords(line)
  }

  /// ``words(_:)`` of an ASCII line, read byte by byte (`nil` when the line is not ASCII): the
  /// same test per byte as ``charactersWords(_:)`` makes per character (ASCII letters and
  /// digits; Unicode's white space in ASCII: tab, line feed, vertical tab, form feed, carriage
  /// return, space).
  static func asciiWords(_ line: Substring) -> [String]? {
    let utf8 = line.utf8
    guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    var result: [String] = []
    var current: [UInt8] = []
    var first = true
    for byte in utf8 {
      if isWordByte(byte, startingWord: current.isEmpty) {
        current.append(byte)
      } else {
        if !current.isEmpty {
          result.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        } else if first, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
          result.append(String(decoding: [byte], as: UTF8.self))
        }
        if byte == UInt8(ascii: "/") { break }
        let isWhitespace = (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
        if !isWhitespace { first = false }
      }
      if !current.isEmpty { first = false }
    }
    if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
    return result
  }

  /// ``words(_:)`` by `Character` (any line).
  static func charactersWords(_ line: Substring) -> [String] {
    var result: [String] = []
    var current = ""
    var first = true
    for character in line {
      if character.isLetter || character.isNumber || character == "_"
        || ((character == "@" || character == "#") && current.isEmpty)
      {
        current.append(character)
      } else {
        if !current.isEmpty {
          result.append(current)
          current = ""
        } else if first, character == "-" || character == "+" {
          result.append(String(character))
        }
        if character == "/" { break }  // a comment (or a division, rarely on a declaration line)
        if !character.isWhitespace { first = false }
      }
      if !current.isEmpty { first = false }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The identifiers a file uses.
  static func identifiers(in text: String) -> Set<String> {
    var result: Set<String> = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      let isIdentifier =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
        || (!current.isEmpty && byte >= 0x30 && byte <= 0x39)
      if isIdentifier {
        current.append(byte)
      } else if !current.isEmpty {
        result.insert(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)) }
    return result
  }

  /// The project folder of `path`: the nearest folder at or above it holding an `.xcodeproj`,
  /// an `.xcworkspace`, a `Package.swift` or a `.git`, at most 8 levels up; `nil` when none.
  public static func projectRoot(of path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    var folder = path
    if !folder.hasPrefix("/") {
      folder = (manager.currentDirectoryPath as NSString).appendingPathComponent(folder)
    }
    folder = (folder as NSString).standardizingPath
    if !(manager.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
      folder = (folder as NSString).deletingLastPathComponent
    }
    if folder.isEmpty { folder = "." }
    for _ in 0..<8 {
      if let names = try? manager.contentsOfDirectory(atPath: folder),
        names.contains(where: {
          $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift"
            || $0 == ".git"
        })
      {
        return folder
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    return nil
  }

  private static let cache = IndexCache()

  /// The index of `root`, built once per process.
  public static func shared(root: String) -> CodeSourceIndex {
    cache.index(root)
  }

  /// Forgets the indexes built (a benchmark's runs each build theirs).
  package static func forgetIndexes() { cache.removeAll() }
}

/// The names each file declares and uses, read once (``CodeSourceIndex/supportFiles(for:)``).
final class FileNamesCache: @unchecked Sendable {
  struct Names {
    var declared: Set<String>
    var used: Set<String>
  }
  private let lock = NSLock()
  private var read: [String: Names?] = [:]  // lookups only

  /// `nil` when the file cannot be read or is over ``CodeSourceIndex/maximumFileSize``.
  func names(of file: String) -> Names? {
    lock.lock()
    if let known = read[file] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var names: Names?
    if let data = FileManager.default.contents(atPath: file),
      data.count <= CodeSourceIndex.maximumFileSize
    {
      let text = String(decoding: data, as: UTF8.self)
      names = Names(
        declared: CodeSourceIndex.declaredNames(
          in: text, swift: file.lowercased().hasSuffix(".swift")),
        used: CodeSourceIndex.identifiers(in: text))
    }
    lock.lock()
    read[file] = names
    lock.unlock()
    return names
  }
}

/// Indexes built in this process, by root.
private final class IndexCache: @unchecked Sendable {
  private let lock = NSLock()
  private var built: [String: CodeSourceIndex] = [:]  // lookups only

  func removeAll() {
    lock.lock()
    built = [:]
    lock.unlock()
  }

  func index(_ root: String) -> CodeSourceIndex {
    lock.lock()
    defer { lock.unlock() }
    if let known = built[root] { return known }
    let index = CodeSourceIndex(root: root)
    built[root] = index
    return index
  }
}
