import Foundation
import TextEscaping

extension CodeIndex {
  /// What the app's own code defines as a test of the device's idiom, for the branches whose
  /// condition the readers could not read alone (``CodeStatement/idiomTest``):
  ///
  /// - *helpers*: class methods, static or computed properties and functions without parameters
  ///   whose one unconditional `return` is an idiom test, by `Type.method` — `class func isPad()
  ///   -> Bool { return UIDevice.current.userInterfaceIdiom == .pad }`, `extension UIDevice {
  ///   static var phone: Bool { current.userInterfaceIdiom == .phone } }`, `+ (BOOL)isIPad {
  ///   return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad; }`;
  /// - *macros*: one-line `#define`s without parameters whose body is an idiom test, from the
  ///   headers the app's Objective-C imports with quotes wherever they lie under the app's
  ///   folder, and from its prefix headers (`.pch`) and what they import
  ///   (``appMacros(objectiveCFiles:)``).
  ///
  /// Fresh round V's TookTODO: its app delegate answers `if ( IS_PHONE ) return
  /// UIInterfaceOrientationMaskPortrait; else return UIInterfaceOrientationMaskLandscape;`, and
  /// `IS_PHONE` is defined in `inc/Constance/Macroses.h`, which `AppDelegate.m` gets only
  /// through `PrefixHeader.pch` (`GCC_PREFIX_HEADER`): 43 landscape findings on iPhones, which
  /// the app never shows. Round U (lost journal; measured on other apps): `if
  /// ViewsHelpers.IsiPad()` and `Utils.isPad() ? .all : .portrait`.
  struct IdiomTests: Sendable {
    var helpers: [String: String] = [:]  // lookups only
    var macros: [String: String] = [:]  // lookups only
    var isEmpty: Bool { helpers.isEmpty && macros.isEmpty }

    /// The idiom `condition` holds on: a literal idiom test (``deviceIdiomTested(_:)``), a call of
    /// one of the app's idiom helpers, or one of its idiom macros, each turned over by a leading
    /// `!` (`!(…)` is how the readers write an `else`). `nil` for anything else.
    func idiom(of condition: String) -> String? {
      let (text, negated) = strippingNegations(condition)
      var found: String?
      if let tested = deviceIdiomTested(String(text)) {
        found = tested
      } else if let key = helperKey(text), let tested = helpers[key] {
        found = tested
      } else {
        var name = text.filter { !$0.isWhitespace }
        if name.hasSuffix("()") { name = String(name.dropLast(2)) }
        if let body = macros[name] { found = deviceIdiomTested(body) }
      }
      guard let found else { return nil }
      return negated ? otherIdiom(found) : found
    }
  }

  /// The app's idiom helpers (``IdiomTests``), by `Type.method`; a name two types declare with
  /// different answers is left out.
  static func idiomHelpers(_ files: [CodeFile]) -> [String: String] {
    var result: [String: String?] = [:]  // lookups only
    for file in files {
      for declaration in file.classes {
        for method in declaration.methods where method.parameters.isEmpty {
          let returns = method.statements.filter {
            if case .returns = $0.kind { return true }
            return false
          }
          guard returns.count == 1, !returns[0].conditional,
            let idiom = deviceIdiomTested(returnedText(returns[0]))
          else { continue }
          let key = declaration.name + "." + method.name
          if let known = result[key], known != idiom {
            result[key] = .some(nil)
          } else {
            result[key] = idiom
          }
        }
      }
    }
    return result.compactMapValues { $0 }
  }

  /// The idiom macros (``IdiomTests``) the app's Objective-C files can see: the one-line
  /// `#define`s without parameters, whose body is an idiom test, of the headers those files
  /// import with quotes (found beside the importing file, else by a name only one header has
  /// under the folder above the one that holds every Objective-C file: a header search path),
  /// and of the prefix headers (`.pch`) under that folder and the headers they import. A name
  /// defined with different bodies is left out: which one a file sees is the preprocessor's
  /// choice. At most 20,000 entries of the folder are looked at (`Pods`, `Carthage`, build
  /// folders, asset catalogs and hidden folders skipped) and 256 headers read.
  static func appMacros(objectiveCFiles: [String]) -> [String: String] {
    appDefines(objectiveCFiles: objectiveCFiles).compactMapValues { macro in
      macro.parameters?.isEmpty ?? true ? macro.body.filter { !$0.isWhitespace } : nil
    }.filter { deviceIdiomTested($0.value) != nil }
  }

  /// The one-line `#define`s the app's Objective-C files can see, found as ``appMacros(objectiveCFiles:)``
  /// finds them (the headers they import with quotes, the prefix headers and what those
  /// import), by name; a name defined with different bodies or parameters is left out.
  static func appDefines(objectiveCFiles: [String]) -> [String: ObjectiveCCodeReader
    .MacroDefinition]
  {
    let sources = objectiveCFiles.filter {
      ["m", "mm", "h"].contains(($0 as NSString).pathExtension.lowercased())
    }
    guard !sources.isEmpty else { return [:] }
    var common = (sources[0] as NSString).deletingLastPathComponent
    for source in sources.dropFirst() {
      while !common.isEmpty, common != "/", !source.hasPrefix(common + "/") {
        common = (common as NSString).deletingLastPathComponent
      }
    }
    // The folder above the sources' own: a project keeps its headers and prefix header beside
    // its sources' folder (TookTODO: `src/`, `inc/`, `prj/PrefixHeader.pch`).
    let root = (common as NSString).deletingLastPathComponent
    guard !common.isEmpty, common != "/", !root.isEmpty, root != "/", root != "." else {
      return [:]
    }
    // The headers under the root, by file name.
    var headers: [String: [String]] = [:]  // lookups only
    var prefixHeaders: [String] = []
    let skipped: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules"]
    if let walker = FileManager.default.enumerator(atPath: root) {
      var seen = 0
      while let entry = walker.nextObject() as? String, seen < 20_000 {
        seen += 1
        let name = (entry as NSString).lastPathComponent
        if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcodeproj")
          || name.hasSuffix(".xcassets") || name.hasSuffix(".lproj")
        {
          walker.skipDescendants()
          continue
        }
        let ext = (name as NSString).pathExtension.lowercased()
        let path = (root as NSString).appendingPathComponent(entry)
        if ext == "h" { headers[name, default: []].append(path) }
        if ext == "pch" { prefixHeaders.append(path) }
      }
    }
    var texts: [String: String] = [:]  // lookups only
    var read = 0
    func text(_ path: String) -> String? {
      if let known = texts[path] { return known }
      guard read < 256, InputFileKind.problem(atPath: path) == nil,
        let data = FileManager.default.contents(atPath: path), data.count < 1_000_000
      else { return nil }
      read += 1
      let decoded = String(decoding: data, as: UTF8.self)
      texts[path] = decoded
      return decoded
    }
    /// The headers `text` (at `path`) imports with quotes.
    func imports(_ text: String, at path: String) -> [String] {
      let directory = (path as NSString).deletingLastPathComponent
      var result: [String] = []
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \""),
          let open = trimmed.firstIndex(of: "\""),
          let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let name = String(trimmed[trimmed.index(after: open)..<close])
        guard name.hasSuffix(".h") else { continue }
        let beside = (directory as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: beside) {
          result.append(beside)
        } else if let found = headers[(name as NSString).lastPathComponent], found.count == 1 {
          result.append(found[0])
        }
      }
      return result
    }
    var visible: Set<String> = []
    for prefix in prefixHeaders {
      visible.insert(prefix)
      if let body = text(prefix) { visible.formUnion(imports(body, at: prefix)) }
    }
    for source in sources {
      guard let data = FileManager.default.contents(atPath: source), data.count < 8_000_000
      else { continue }
      visible.formUnion(imports(String(decoding: data, as: UTF8.self), at: source))
    }
    var result: [String: ObjectiveCCodeReader.MacroDefinition?] = [:]  // lookups only
    for header in visible.sorted() {
      guard let body = text(header) else { continue }
      for (name, macro) in ObjectiveCCodeReader.defineLines(body) {
        // Two definitions agree when they differ only in white space.
        func plain(_ definition: ObjectiveCCodeReader.MacroDefinition) -> String {
          (definition.parameters?.joined(separator: ",") ?? "-") + "|"
            + definition.body.filter { !$0.isWhitespace }
        }
        if let known = result[name], known.map(plain) != plain(macro) {
          result[name] = .some(nil)
        } else if result[name] == nil {
          result[name] = macro
        }
      }
    }
    return result.compactMapValues { $0 }
  }

  /// `method` with the statements on a branch the readers could not read alone
  /// (``CodeStatement/idiomTest``) marked with the idiom the app's helpers and macros say it
  /// tests (``IdiomTests/idiom(of:)``).
  static func resolvingIdiomTests(_ method: CodeMethod, _ tests: IdiomTests) -> CodeMethod {
    guard !tests.isEmpty, method.statements.contains(where: { $0.idiomTest != nil }) else {
      return method
    }
    var result = method
    for index in result.statements.indices {
      guard result.statements[index].idiom == nil, let test = result.statements[index].idiomTest,
        let idiom = tests.idiom(of: test)
      else { continue }
      result.statements[index].idiom = idiom
    }
    return result
  }
}
