import CodeContext
import CodeScreens
import Foundation
import Testing

@testable import SafeAreaKit

/// Issue 32: one rule bounds the code a run reads, named, in a folder or listed by a project —
/// a source by a third of its size, a screen by its first layout's views and constraints — and
/// a target whose sources another target lists too is read once.
@MainActor
@Suite struct InputBudgetCodeTests {
  /// A folder holding `files` (relative path → text), removed after `body`.
  func withFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("input-budget-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let path = folder + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    return try body(folder)
  }

  /// A header of `#define` lines only (the densest the reader keeps) still counts a fifth of
  /// its size.
  @Test("a header of dense #define lines counts a fifth of its size")
  func headerCountsAFifth() throws {
    let header = String(repeating: "#define kNavBarHeight 64\n", count: 40)
    try withFolder(["Metrics.h": header]) { folder in
      let budget = InputBudget()
      var unreadable = 0
      _ = try LayoutSources.load(
        [folder], unreadable: &unreadable, budget: budget, messages: .discarded)
      #expect(budget.bytes == header.utf8.count / 5)
      #expect(budget.screens == 0)
    }
  }

  /// A controller with a label pinned by four constraints and a framed button: its first layout
  /// holds three views (the root view, the label, the button) and four constraints.
  let oneScreen = """
    import UIKit

    class OneViewController: UIViewController {
      let label = UILabel()
      let button = UIButton()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        view.addSubview(button)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
          label.widthAnchor.constraint(equalToConstant: 120),
          label.heightAnchor.constraint(equalToConstant: 20),
        ])
        button.frame = CGRect(x: 16, y: 300, width: 80, height: 30)
      }
    }

    """

  /// Three controllers with one framed label each (two views, no constraint).
  func threeScreens() -> String {
    "import UIKit\n\n"
      + (1...3).map { index in
        """
        class Screen\(index)ViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UILabel(frame: CGRect(x: 20, y: \(100 * index), width: 100, height: 20)))
          }
        }

        """
      }.joined()
  }

  @Test(
    "a source counts a third of its size and room to parse it again; a screen 60 bytes, 80 a view, 16 a constraint"
  )
  func sourceAndScreenCosts() throws {
    try withFolder(["One.swift": oneScreen]) { folder in
      let budget = InputBudget()
      var unreadable = 0
      let sources = try LayoutSources.load(
        [folder], unreadable: &unreadable, budget: budget, messages: .discarded)
      #expect(sources.map(\.name) == ["One.swift#OneViewController"])
      let size = oneScreen.utf8.count
      // Counted by hand from the source above: 3 views, 4 constraints.
      #expect(budget.bytes == size / 3 + 60 + 3 * 80 + 4 * 16)
      #expect(budget.parseRoom == size / 6 * 7)
      #expect(budget.sourceBytes == size / 3)
      #expect(budget.screenBytes == 60 + 3 * 80 + 4 * 16)
      #expect(budget.screens == 1)
      #expect(budget.files == 1)
      #expect(budget.problem == nil)
    }
  }

  @Test("the screen past the bound is a located error at its class; the screens before it are kept")
  func screenPastTheBoundIsALocatedError() throws {
    let text = threeScreens()
    try withFolder(["Three.swift": text]) { folder in
      let size = text.utf8.count
      // Room for the source and two screens of two views each: the third is refused.
      let limit = size / 3 + size / 6 * 7 + 2 * (60 + 2 * 80)
      var request = AuditRequest(paths: [folder])
      request.jobs = 1
      request.matrix.devices = "iPhone X"
      request.inputLimits = InputBudget.Limits(maximumBytes: limit)
      let lines = Notes()
      let result = try request.run(messages: Messages { lines.append($0) })
      #expect(
        result.inputs.sources.map(\.name) == [
          "Three.swift#Screen1ViewController", "Three.swift#Screen2ViewController",
        ])
      #expect(result.inputs.unreadable == 1)
      // The third class is declared at line 15, its name at column 7.
      let error = try #require(lines.all.first { $0.contains("error:") })
      #expect(
        error.hasPrefix(
          "\(folder)/Three.swift:15:7: error: this screen would take the run past more than"
            + " \(limit) bytes of input"), "\(error)")
      let counted: String =
        "(\(size / 3 + 2 * 220) counted before it, of which \(size / 3) for sources and 440 for"
        + " 2 screens built in code, and \(size / 6 * 7) kept to parse the largest source;"
      #expect(error.contains(counted), "\(error)")
      #expect(
        error.hasSuffix("it is not read (audit fewer files at a time: name a subfolder)"),
        "\(error)")
      // With room for the third, all three are read.
      request.inputLimits = InputBudget.Limits(maximumBytes: limit + 60 + 2 * 80)
      #expect(try request.run(messages: .discarded).inputs.sources.count == 3)
    }
  }

  /// `App` compiles `A.swift` and `B.swift` on the iPhone, `AppPad` only `A.swift` on the iPad;
  /// `Big.swift` is listed by neither (written only when asked).
  func project(extraSource: Bool = false) -> [String: String] {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, T2, ); };
          G0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = App/A.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = App/B.swift; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = App/Big.swift; sourceTree = "<group>"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TR1, ); };
          TR1 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, \(extraSource ? "B3, " : "")); };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (S2, ); name = AppPad; productType = "com.apple.product-type.application"; };
          TL2 = {isa = XCConfigurationList; buildConfigurations = (TR2, ); };
          TR2 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; TARGETED_DEVICE_FAMILY = 2; }; name = Release; };
          S2 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
          B3 = {isa = PBXBuildFile; fileRef = F3; };
          B4 = {isa = PBXBuildFile; fileRef = F1; };
        };
        rootObject = P;
      }
      """
    func screen(_ name: String) -> String {
      """
      import UIKit

      class \(name)ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(UILabel(frame: CGRect(x: 20, y: 200, width: 100, height: 20)))
        }
      }

      """
    }
    var files = [
      "App.xcodeproj/project.pbxproj": pbxproj, "App/A.swift": screen("A"),
      "App/B.swift": screen("B"),
    ]
    if extraSource { files["App/Big.swift"] = String(repeating: "// filler\n", count: 3_000) }
    return files
  }

  @Test(
    "a target whose sources another target lists too is read once; each screen in the union of the matrices of the targets that compile it"
  )
  func targetInsideAnotherIsReadOnce() throws {
    try withFolder(project()) { folder in
      var request = AuditRequest(paths: [folder])
      request.jobs = 1
      let result = try request.run(messages: .discarded)
      let code = result.inputs.sources.filter { $0.file.hasSuffix(".swift") }
      // Each screen once (it was read and audited once per target).
      #expect(code.map(\.name).sorted() == ["A.swift#AViewController", "B.swift#BViewController"])
      func idioms(of name: String) throws -> Set<String> {
        let unit = try #require(
          result.inputs.units.first { $0.sources.contains { $0.name == name } })
        return Set(unit.matrix.devices.map { "\($0.idiom)" })
      }
      // A.swift: both targets compile it; B.swift: only the iPhone app.
      #expect(try idioms(of: "A.swift#AViewController") == ["phone", "pad"])
      #expect(try idioms(of: "B.swift#BViewController") == ["phone"])
      #expect(
        result.inputs.header.contains(
          "target 'AppPad' compiles only sources 'App' compiles: the code is read once, and each"
            + " screen audited in the union of the matrices of the targets that compile its file"),
        "\(result.inputs.header)")
    }
  }

  @Test("a project's listed sources count by their size, as a folder's do")
  func projectSourcesCountBySize() throws {
    try withFolder(project(extraSource: true)) { folder in
      var request = AuditRequest(paths: [folder])
      request.jobs = 1
      // Big.swift (30,000 bytes) alone needs 10,000 bytes and 35,000 of room: past 40,000.
      request.inputLimits = InputBudget.Limits(maximumBytes: 40_000)
      let lines = Notes()
      let result = try request.run(messages: Messages { lines.append($0) })
      #expect(result.inputs.unreadable == 1)
      #expect(
        lines.all.contains { $0.hasPrefix("\(folder)/App/Big.swift:1:1: error: this file would") },
        "\(lines.all)")
      // A.swift and B.swift come before it and are audited.
      #expect(result.inputs.sources.count == 2)
      request.inputLimits = .standard
      #expect(try request.run(messages: .discarded).inputs.unreadable == 0)
    }
  }

  /// Issue 32, Pyto: a vendored C header (a rewrite of a Python/ICU one) counts by what the
  /// reader keeps of it — its `#define` lines and constants a fifth, its inline function's body a
  /// third — and
  /// not by its prototypes, typedefs and comments.
  @Test("a vendored C header counts by its macros and bodies, not its prototypes and comments")
  func vendoredHeaderCountsWhatItDeclares() throws {
    let defines = """
      #define Py_LIMITED_API 0x030A0000
      #define PyAPI_FUNC(RTYPE) RTYPE \\
          __attribute__((visibility("default")))
      #define Py_ABS(x) ((x) < 0 ? -(x) : (x))
      static const double Py_HUGE_VAL = 1e300;

      """
    let body = """
      static inline int Py_IS_TYPE(PyObject *ob, PyTypeObject *type) {
          return ob->ob_type == type; /* '}' in a comment, "{" in a string */
      }

      """
    let prototype = """
      /* Return the length of the object, as in len(o). { not a brace */
      PyAPI_FUNC(Py_ssize_t) PyObject_Length(PyObject *o);
      typedef struct _object PyObject;

      """
    let header =
      "#ifndef Py_OBJECT_H\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n" + defines
      + String(repeating: prototype, count: 200) + body + "#ifdef __cplusplus\n}\n#endif\n#endif\n"
    let interface = """
      @interface PyWrapper : NSObject
      @property (nonatomic) CGFloat inset;
      - (void)run;
      @end

      """
    try withFolder(["Include/object.h": header, "Wrapper.h": "// wrapper\n" + interface]) {
      folder in
      let budget = InputBudget()
      var unreadable = 0
      _ = try LayoutSources.load(
        [folder], unreadable: &unreadable, budget: budget, messages: .discarded)
      // Computed from the parts the headers are made of: each keeps its declarations (a fifth)
      // and its bodies (a third); the 200 prototypes, the guards and the comment count nothing.
      let expected =
        defines.utf8.count / 5 + body.utf8.count / 3 + interface.utf8.count / 5
      #expect(budget.bytes == expected)
      #expect(budget.bytes < (header.utf8.count + interface.utf8.count) / 20)
      #expect(unreadable == 0)
    }
  }

  /// Issue 32, Threema: two app targets, neither compiling only the other's sources, share a
  /// framework source; it is read once per process, so the run's bound counts it once.
  func sharedFrameworkProject() -> [String: String] {
    var files = project(extraSource: true)
    files["App.xcodeproj/project.pbxproj"] = (files["App.xcodeproj/project.pbxproj"] ?? "")
      .replacingOccurrences(
        of: "S2 = {isa = PBXSourcesBuildPhase; files = (B4, ); };",
        with: "S2 = {isa = PBXSourcesBuildPhase; files = (B4, B5, ); };"
      )
      .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2;", with: "TARGETED_DEVICE_FAMILY = 1;")
      .replacingOccurrences(
        of: "B4 = {isa = PBXBuildFile; fileRef = F1; };",
        with:
          "B4 = {isa = PBXBuildFile; fileRef = F2; };\n    B5 = {isa = PBXBuildFile; fileRef = F3; };"
      )
      .replacingOccurrences(
        of: "S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };",
        with: "S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };")
    return files
  }

  @Test("a source two target groups read counts once against the run's bound")
  func sharedSourceCountsOnce() throws {
    try withFolder(sharedFrameworkProject()) { folder in
      let shared = folder + "/App/Big.swift"
      // The budget alone: the second admission of a source the reader keeps costs nothing.
      let budget = InputBudget()
      #expect(budget.admit(shared))
      let once = (budget.files, budget.bytes)
      #expect(once.1 == 30_000 / 3)
      #expect(budget.admit(shared))
      #expect(budget.files == once.0 && budget.bytes == once.1)

      var request = AuditRequest(paths: [folder])
      request.jobs = 1
      // Big.swift counts 10,000 with 35,000 of room; A.swift, B.swift and their two screens
      // about 1,000: under 50,000 once, past it if Big.swift counted for each group.
      request.inputLimits = InputBudget.Limits(maximumBytes: 50_000)
      let lines = Notes()
      let result = try request.run(messages: Messages { lines.append($0) })
      #expect(
        result.inputs.header.contains { $0.contains("compiles only sources") } == false,
        "two groups: \(result.inputs.header)")
      // Unless this process's reader dropped it (its 64 MiB were full), Big.swift is kept and
      // counted once.
      if CodeScreens.readsAgain(shared) || CodeIndex.readsAgain(shared) {
        #expect(result.inputs.unreadable == 1)
      } else {
        #expect(result.inputs.unreadable == 0, "\(lines.all)")
        #expect(
          result.inputs.sources.map(\.name).sorted()
            == ["A.swift#AViewController", "B.swift#BViewController"])
      }
    }
  }
}
