import Foundation

/// Writes an Xcode project into a folder: a `project.pbxproj` (OpenStep text) whose targets,
/// groups and build settings carry hostile values, xcconfig files that include each other (twice,
/// in cycles, deep), an Info.plist in XML, binary, OpenStep or preprocessed form (with `#define`
/// chains and processing instructions), a prefix header, and a workspace whose
/// `contents.xcworkspacedata` nests groups and holds hostile markup (issue 32, item 2); and
/// symbolic links in the project's folder (loops to `.` and `..`, a dangling one, links to a
/// folder and a file outside it, a synchronized folder that is a link), which the project names
/// through its groups, sources phase and synchronized folder.
struct ProjectGenerator {
  var entropy: Entropy

  init(_ bytes: [UInt8]) { entropy = Entropy(bytes) }

  /// The symbolic links to make (relative path, destination). `outside` is a folder outside the
  /// project's folder (its files: `Far.swift`, `Bars.h`); no link points anywhere else that is
  /// not the project's own folder, so a reader that followed one reads nothing of the machine.
  mutating func links(outside: String) -> [(String, String)] {
    guard entropy.oneIn(3) else { return [] }
    let candidates = [
      ("Linked", outside), ("App/Loop", ".."), ("App/Self", "."), ("Synced/Up", ".."),
      ("Synced/Out.swift", outside + "/Far.swift"), ("App/Bars.h", outside + "/Bars.h"),
      ("SyncedLink", outside), ("Dangling.swift", outside + "/missing/none.swift"),
      ("App/Alias.swift", "../Synced/Own.swift"),
    ]
    return candidates.filter { _ in entropy.bool() }
  }

  /// The files to write, relative to the project's folder, and the path to load (relative).
  mutating func files() -> (files: [(String, [UInt8])], load: String) {
    var files: [(String, [UInt8])] = [("Synced/Own.swift", Array("let x = 1\n".utf8))]
    let configs = entropy.int(1...6)
    for index in 0..<configs {
      files.append(("Config/C\(index).xcconfig", Array(xcconfig(index, of: configs).utf8)))
    }
    files.append(("App/Info.plist", infoPlist()))
    files.append(("App/Prefix.h", Array(prefixHeader().utf8)))
    files.append(("App.xcodeproj/project.pbxproj", Array(pbxproj(configs: configs).utf8)))
    files.append(("App/Main.storyboard", Array("<document/>".utf8)))
    let useWorkspace = entropy.oneIn(3)
    if useWorkspace {
      files.append(("App.xcworkspace/contents.xcworkspacedata", Array(workspace().utf8)))
    }
    return (files, useWorkspace ? "App.xcworkspace" : "App.xcodeproj")
  }

  private mutating func value() -> String {
    switch entropy.int(0...7) {
    case 0: return HostileValues.number(&entropy)
    case 1: return "$(inherited) $(inherited)"
    case 2: return "$(V\(entropy.int(0...3)))$(V\(entropy.int(0...3)))"
    case 3: return "${V\(entropy.int(0...3)):default=x}"
    case 4:
      return HostileValues.string(&entropy, ordinary: ["1,2", "iphoneos", "YES", "NO", "15.0"])
    default:
      return entropy.pick([
        "1", "1,2", "2", "YES", "NO", "12.0", "26.0", "iphoneos", "App/Info.plist",
      ])
    }
  }

  private let keys = [
    "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_FILE", "SDKROOT",
    "INFOPLIST_PREPROCESS", "INFOPLIST_PREFIX_HEADER", "INFOPLIST_PREPROCESSOR_DEFINITIONS",
    "GENERATE_INFOPLIST_FILE", "INFOPLIST_KEY_UILaunchStoryboardName", "V0", "V1", "V2", "V3",
    "OTHER_LDFLAGS",
  ]

  private mutating func xcconfig(_ index: Int, of count: Int) -> String {
    var lines: [String] = []
    for _ in 0..<entropy.int(0...8) {
      switch entropy.int(0...9) {
      case 0:
        // The next file, twice (2^n reads before files were read once each).
        if index + 1 < count {
          lines.append("#include \"C\(index + 1).xcconfig\"")
          lines.append("#include \"C\(index + 1).xcconfig\"")
        }
      case 1: lines.append("#include \"C\(entropy.int(0...(count - 1))).xcconfig\"")  // cycles
      case 2: lines.append("#include? \"Missing\(entropy.int(0...2)).xcconfig\"")
      case 3:
        lines.append(
          entropy.pick(["#include", "#include \"", "#import \"x\"", "KEY", "= 1", "9A = 1"]))
      case 4:
        let key = entropy.pick(keys)
        lines.append(
          "\(key)[sdk=\(entropy.pick(["iphoneos*", "*", "**", "[", "macosx*"]))] = \(value())")
      case 5: lines.append("OTHER_LDFLAGS = $(inherited)$(inherited)")
      default:
        lines.append("\(entropy.pick(keys)) = \(value()) // \(entropy.pick(["c", "/*", "\\"]))")
      }
    }
    return lines.joined(separator: entropy.oneIn(8) ? "\r\n" : "\n")
  }

  private mutating func prefixHeader() -> String {
    var lines: [String] = []
    let depth = entropy.int(0...70)
    lines.append("#define A_0 1")
    for level in 1..<max(depth, 2) {
      lines.append("#define A_\(level) A_\(level - 1)+A_\(level - 1)")
    }
    if entropy.bool() { lines.append("#define SELF SELF+SELF") }
    if entropy.bool() { lines.append("#define P Q*2\n#define Q P+1") }
    return lines.joined(separator: "\n")
  }

  private mutating func plistBody() -> String {
    var body = ""
    body += HostileValues.between(&entropy)
    body += "<dict>"
    body += HostileValues.between(&entropy)
    body +=
      "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>"
    body += HostileValues.between(&entropy)
    body += "<string>$(V\(entropy.int(0...3)))</string></array>"
    body += "<key>UILaunchStoryboardName</key><string>\(HostileValues.attribute(value()))</string>"
    body +=
      "<key>UIStatusBarHidden</key>\(entropy.pick(["<true/>", "<false/>", "<integer>\(HostileValues.number(&entropy))</integer>", "<real>\(HostileValues.number(&entropy))</real>", "<string>YES</string>"]))"
    body += HostileValues.between(&entropy)
    body += "</dict>"
    return body
  }

  private mutating func infoPlist() -> [UInt8] {
    switch entropy.int(0...4) {
    case 0:
      // Binary: written by PropertyListSerialization, with hostile numbers as values.
      let object: [String: Any] = [
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", value()],
        "UIStatusBarHidden": Double(HostileValues.number(&entropy)) ?? 0,
        "UILaunchStoryboardName": value(),
      ]
      return
        (try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        .map { [UInt8]($0) } ?? []
    case 1:
      // OpenStep, sometimes malformed.
      return Array(
        ("{ UISupportedInterfaceOrientations = (UIInterfaceOrientationPortrait, \"\(value())\"); UIStatusBarHidden = \(entropy.pick(["YES", "1", "\"", ""]))"
          + (entropy.bool() ? "; }" : " }")).utf8)
    case 2:
      // Preprocessed.
      let condition = entropy.pick([
        "A_\(entropy.int(0...70))", "SELF", "P", "defined(A_1) && A_3 > 2", "((((1", "1/0",
      ])
      return Array(
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n#if \(condition)\n"
          + plistBody() + "\n#else\n<dict/>\n#endif\n</plist>\n").utf8)
    default:
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      if entropy.bool() { text += entropy.pick(HostileValues.doctypes) + "\n" }
      text += "<plist version=\"1.0\">" + plistBody()
      // Malformed sometimes, so that the located-error path parses it too.
      text += entropy.oneIn(3) ? "</plistt>" : "</plist>"
      return Array(text.utf8)
    }
  }

  private mutating func pbxproj(configs: Int) -> String {
    func settings(_ generator: inout ProjectGenerator) -> String {
      var text = ""
      for _ in 0..<generator.entropy.int(0...6) {
        let key = generator.entropy.pick(generator.keys)
        text += "\(key) = \"\(generator.value().replacingOccurrences(of: "\"", with: "\\\""))\"; "
      }
      return text
    }
    let base = entropy.int(0...(configs - 1))
    var objects = """
      G0 = {isa = PBXGroup; children = (F1, FX, G1, G2, SG); sourceTree = "<group>"; };
      G2 = {isa = PBXGroup; children = (F2, F3); path = \(entropy.pick(["Linked", "App", "App/Loop", "App/Self/Self"])); sourceTree = "<group>"; };
      F2 = {isa = PBXFileReference; path = \(entropy.pick(["Far.swift", "Alias.swift", "../Dangling.swift", "Loop/App/Alias.swift"])); sourceTree = "<group>"; };
      F3 = {isa = PBXFileReference; path = Bars.h; sourceTree = "<group>"; };
      SG = {isa = PBXFileSystemSynchronizedRootGroup; path = \(entropy.pick(["Synced", "SyncedLink", "App/Loop", "Synced/Up"])); sourceTree = "<group>"; };
      S1 = {isa = PBXSourcesBuildPhase; files = (B2, B3); };
      B2 = {isa = PBXBuildFile; fileRef = F2; };
      B3 = {isa = PBXBuildFile; fileRef = F3; };
      G1 = {isa = PBXGroup; children = (\(entropy.pick(["G1", "G0", "F1"]))); path = \(entropy.pick(["App", "..", "/", "App/../.."])); sourceTree = "<group>"; };
      F1 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
      FX = {isa = PBXFileReference; path = Config/C\(base).xcconfig; sourceTree = SOURCE_ROOT; };
      PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
      PR = {isa = XCBuildConfiguration; baseConfigurationReference = FX; buildSettings = {\(settings(&self))}; name = Release; };
      T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (R1, S1); fileSystemSynchronizedGroups = (SG, ); name = App; productType = "\(entropy.pick(["com.apple.product-type.application", "com.apple.product-type.framework", "", "x"]))"; };
      TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
      TR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; INFOPLIST_PREPROCESS = \(entropy.pick(["YES", "NO"])); INFOPLIST_PREFIX_HEADER = App/Prefix.h; \(settings(&self))}; name = Release; };
      R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
      B1 = {isa = PBXBuildFile; fileRef = \(entropy.pick(["F1", "G0", "B1", "nope"])); };

      """
    if entropy.oneIn(4) {
      // Deep arrays and dictionaries.
      let depth = entropy.int(1...300)
      objects +=
        "X = {isa = PBXGroup; children = " + String(repeating: "(", count: depth)
        + String(repeating: ")", count: depth) + "; };\n"
    }
    return """
      // !$*UTF8*$!
      {
      archiveVersion = 1;
      objectVersion = \(HostileValues.number(&entropy).isEmpty ? "56" : "56");
      objects = {
      P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
      \(objects)
      };
      rootObject = P;
      }

      """
  }

  private mutating func workspace() -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += HostileValues.between(&entropy)
    text += "<Workspace version = \"1.0\">"
    let depth = entropy.oneIn(8) ? entropy.int(100...3000) : entropy.int(0...4)
    for level in 0..<depth {
      text +=
        "<Group location = \"group:G\(level)\" name = \"G\">" + HostileValues.between(&entropy)
    }
    text +=
      "<FileRef location = \"\(entropy.pick(["group:../App.xcodeproj", "container:App.xcodeproj", "self:", "absolute:/", "group:"]))\"></FileRef>"
    text += HostileValues.between(&entropy)
    for _ in 0..<depth { text += "</Group>" }
    text += "</Workspace>"
    text += HostileValues.between(&entropy)
    return text
  }
}
