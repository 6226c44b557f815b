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
}
