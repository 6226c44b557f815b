import Foundation
import SourceLint
import Testing

/// `lint` given an Xcode project lints what its app target compiles, with the headers beside it,
/// and nothing else in the folder.
@Suite struct ProjectSourcesTests {
  @Test func projectLintsItsTargetsSources() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProjectSourcesTests-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ relative: String, _ text: String) throws {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try write(
      "App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 56;
      \tobjects = {
      \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
      \t\tG0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
      \t\tG1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
      \t\tF1 = {isa = PBXFileReference; path = View.m; sourceTree = "<group>"; };
      \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
      \t\tPR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
      \t\tTL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
      \t\tTR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; }; name = Release; };
      \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t};
      \trootObject = P;
      }

      """)
    try write(
      "App/Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n")
    try write("App/Metrics.h", "#define kNavBarHeight 64\n")
    try write("App/View.m", "void f(void) { v.frame = CGRectMake(0, kNavBarHeight, 1, 1); }\n")
    try write("Unshipped/Old.m", "#define kTabBarHeight 49\n")
    let report = Linter(rules: ["bar_constant"]).lint(paths: [root])
    let files = report.files.map { ($0 as NSString).lastPathComponent }
    #expect(files.sorted() == ["Metrics.h", "View.m"])
    #expect(
      report.findings.map { ($0.location.file as NSString).lastPathComponent }.sorted()
        == ["Metrics.h", "View.m"])
  }

  /// Issue 32: project mode does not follow a folder link (a group whose folder is a link out of
  /// the project) nor read a header that links to a file outside; each is a note.
  @Test func projectModeFollowsNoLinkOut() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProjectSourcesTests-\(UUID().uuidString)").path
    let outside = root + "-outside"
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    func write(_ path: String, _ text: String) throws {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try write(
      root + "/App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
      \t\tG0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
      \t\tG1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
      \t\tG2 = {isa = PBXGroup; children = (F2); path = Linked; sourceTree = "<group>"; };
      \t\tF1 = {isa = PBXFileReference; path = View.m; sourceTree = "<group>"; };
      \t\tF2 = {isa = PBXFileReference; path = Far.m; sourceTree = "<group>"; };
      \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
      \t\tPR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
      \t\tTL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
      \t\tTR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; }; name = Release; };
      \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
      \t};
      \trootObject = P;
      }

      """)
    try write(
      root + "/App/Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n")
    try write(root + "/App/View.m", "void f(void) { v.frame = CGRectMake(0, 64, 1, 1); }\n")
    try write(outside + "/Far.m", "void g(void) { v.frame = CGRectMake(0, 64, 1, 1); }\n")
    try write(outside + "/Bars.h", "#define kNavBarHeight 64\n")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Linked", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/Bars.h", withDestinationPath: outside + "/Bars.h")
    let report = Linter(rules: ["bar_constant"]).lint(paths: [root])
    #expect(report.files.map { ($0 as NSString).lastPathComponent } == ["View.m"])
    let notes = report.notes.map(\.message)
    #expect(notes.contains { $0.contains("/Linked/Far.m' is reached through '") })
    #expect(notes.contains { $0.contains("/App/Bars.h' is a symbolic link to a file outside") })
    #expect(report.notes.allSatisfy { !$0.isUnreadable })
  }
}
