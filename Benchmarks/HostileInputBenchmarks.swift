import Foundation

/// `hostile`: issue 32's quadratic and exponential inputs, each written fresh to a temporary
/// folder and run through the real `safearea` command built next to this executable (the
/// release build), at two sizes where the issue gave a figure for its growth. Prints, per case,
/// the best wall time of the runs, the CPU time of that run's process (user + system), the exit
/// status and the bytes written to standard output. The figures (before the fixes) are
/// quoted in the case's name; `Documentation/Benchmarks.md` has the table.
func runHostileInputBenchmarks() {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("safearea")
  guard FileManager.default.fileExists(atPath: binary.path) else {
    print("hostile: no safearea binary at \(binary.path); build it with the same configuration")
    return
  }
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("safearea-hostile-\(ProcessInfo.processInfo.processIdentifier)").path
  defer { try? FileManager.default.removeItem(atPath: root) }
  let cases = HostileCase.all(in: root)
  for each in cases {
    guard each.write() else {
      print("hostile: \(each.name): cannot write the input under \(root)")
      continue
    }
    var best: (wall: Double, cpu: Double, status: Int32, bytes: Int)?
    for _ in 0..<each.runs {
      guard let run = runCommand(binary, each.arguments) else { return }
      if run.wall < best?.wall ?? .infinity { best = run }
    }
    guard let best else { continue }
    print(
      "hostile: \(each.name): "
        + String(format: "%.3f s (CPU %.3f s)", best.wall, best.cpu)
        + ", exit \(best.status), \(best.bytes) bytes out, best of \(each.runs)")
  }
}

/// Runs `binary` with `arguments`: wall seconds, the child's CPU seconds, its exit status and the
/// bytes it wrote to standard output (read as it goes; standard error is discarded).
private func runCommand(_ binary: URL, _ arguments: [String]) -> (
  wall: Double, cpu: Double, status: Int32, bytes: Int
)? {
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  let cpuStart = childrenCPUSeconds()
  let start = DispatchTime.now().uptimeNanoseconds
  guard (try? process.run()) != nil else {
    print("hostile: cannot run \(binary.path)")
    return nil
  }
  var bytes = 0
  while true {
    let chunk = output.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    bytes += chunk.count
  }
  process.waitUntilExit()
  let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  return (wall, childrenCPUSeconds() - cpuStart, process.terminationStatus, bytes)
}

/// One input of issue 32 and the command that reads it.
private struct HostileCase {
  var name: String
  /// Relative path → contents.
  var files: [(String, String)]
  var folder: String
  var arguments: [String]
  var runs = 3

  func write() -> Bool {
    do {
      for (relative, text) in files {
        let path = (folder as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
      }
      return true
    } catch {
      return false
    }
  }

  static func all(in root: String) -> [HostileCase] {
    var cases: [HostileCase] = []
    func folder(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }
    // A vertical stack view of N plain views pinned to the safe area (31.7 s at 2,000).
    for count in [200, 2_000] {
      let place = folder("stack\(count)")
      var lines = [
        "environment: { device: iPhone X, ios: 17 }", "root:", "  controller:", "    id: vc",
        "    view:", "      subviews:",
        "        - stackView:",
        "            id: stack",
        "            axis: vertical",
        "            constraints: [leading == safeArea.leading, trailing == safeArea.trailing,"
          + " top == safeArea.top]",
        "            subviews:",
      ]
      for index in 0..<count { lines.append("              - view: { id: v\(index) }") }
      cases.append(
        HostileCase(
          name: "inspect, stack view of \(count) children (issue: 31.7 s at 2,000)",
          files: [("stack.yaml", lines.joined(separator: "\n") + "\n")], folder: place,
          arguments: ["inspect", place + "/stack.yaml"]))
    }
    // N sibling views of one storyboard on one line (22 s at 40,000).
    for count in [4_000, 40_000] {
      let place = folder("oneline\(count)")
      var text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3"
        + ".CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime="
        + "\"iOS.CocoaTouch\" useAutolayout=\"YES\" useSafeAreas=\"YES\" initialViewController="
        + "\"vc\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"vc\" sceneMemberID="
        + "\"viewController\"><view key=\"view\" id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\""
        + " width=\"375\" height=\"812\"/><subviews>"
      for index in 0..<count {
        text +=
          "<view id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index % 700 + 50)\""
          + " width=\"10\" height=\"10\"/></view>"
      }
      text +=
        "</subviews><viewLayoutGuide key=\"safeArea\" id=\"sa\"/></view></viewController>"
        + "</objects></scene></scenes></document>"
      cases.append(
        HostileCase(
          name: "audit, \(count) IB elements on one line (issue: 22 s at 40,000)",
          files: [("Line.storyboard", text)], folder: place,
          arguments: [
            "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone X",
            place + "/Line.storyboard",
          ]))
    }
    // A folder of N one-scene files (1.2 s at 2,000, 50.8 s at 20,000).
    for count in [2_000, 20_000] {
      let place = folder("scenes\(count)")
      let scene = """
        environment: { device: iPhone X, ios: 17 }
        root:
          controller:
            id: vc
            view:
              subviews:
                - view: { id: a, frame: [safeArea.left, safeArea.top, 100, 44] }

        """
      cases.append(
        HostileCase(
          name: "audit, a folder of \(count) scene files (issue: 1.2 s at 2,000, 50.8 s at 20,000)",
          files: (0..<count).map { ("s\($0).yaml", scene) }, folder: place,
          arguments: ["audit", "--no-cache", "--jobs", "1", "--devices", "iPhone X", place],
          runs: count > 2_000 ? 1 : 3))
    }
    // A workspace of 40,000 nested groups (30 s, 1.8 GB).
    do {
      let place = folder("workspace")
      let depth = 40_000
      let text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version=\"1.0\">"
        + String(repeating: "<Group location=\"group:g\">\n", count: depth)
        + String(repeating: "</Group>", count: depth) + "</Workspace>\n"
      cases.append(
        HostileCase(
          name: "audit, a workspace of 40,000 nested groups (issue: 30 s, 1.8 GB)",
          files: [("W.xcworkspace/contents.xcworkspacedata", text)], folder: place,
          arguments: ["audit", "--no-cache", place + "/W.xcworkspace"]))
    }
    // Definitions that refer to themselves or double (hangs: 2^n evaluations).
    let screen = """
      final class S: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: VALUE))
          if UIScreen.main.bounds.height == 812 { v.frame.origin.y = 44 }
          view.addSubview(v)
        }
      }

      """
    do {
      let place = folder("selfref")
      let doubling = (1...60).map { "let d\($0) = d\($0 - 1) + d\($0 - 1)\n" }.joined()
      let macros = (1...60).map { "#define A\($0) (A\($0 - 1)+A\($0 - 1))\n" }.joined()
      let objc = """
        #import "Macros.h"
        @implementation S
        - (void)viewDidLoad {
          UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, C + A60)];
          if ([UIScreen mainScreen].bounds.size.height == 812) { v.frame = CGRectMake(0, 44, 1, 1); }
        }
        @end

        """
      cases.append(
        HostileCase(
          name: "lint, 'let c = c + c + c + c', '#define C (C+C+C+C)' and doubling chains 60 deep"
            + " (issue: all 34 fuzzer hangs)",
          files: [
            (
              "a.swift",
              "import UIKit\nlet c = c + c + c + c\nlet d0: CGFloat = 1\n" + doubling
                + screen.replacingOccurrences(of: "VALUE", with: "c + d60")
            ),
            ("Macros.h", "#define C (C+C+C+C)\n#define A0 1\n" + macros), ("S.m", objc),
          ], folder: place, arguments: ["lint", place]))
    }
    // A sum of 100,000 terms (a stack overflow before).
    do {
      let place = folder("sum")
      let sum = Array(repeating: "1", count: 100_000).joined(separator: " + ")
      cases.append(
        HostileCase(
          name: "lint, a Swift sum of 100,000 terms (issue: SIGSEGV)",
          files: [
            ("a.swift", "import UIKit\n" + screen.replacingOccurrences(of: "VALUE", with: sum))
          ],
          folder: place, arguments: ["lint", place]))
    }
    // xcconfig files that include the next one twice (2^30 reads) and $(inherited) doubled on 41
    // lines (> 1.4 GB): a project whose configuration is based on C0.xcconfig.
    for kind in ["include", "inherited"] {
      let place = folder("xcconfig-\(kind)")
      var files: [(String, String)] = [
        ("P.xcodeproj/project.pbxproj", hostileProject), ("App/Screen.swift", "import UIKit\n"),
        (
          "App/Info.plist",
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>UILaunchStoryboardName</key>\n\t<string>Launch</string>\n</dict>\n</plist>\n"
        ),
      ]
      if kind == "include" {
        for index in 0..<30 {
          let next = index + 1 < 30 ? "#include \"C\(index + 1).xcconfig\"\n" : ""
          files.append(("C\(index).xcconfig", next + next + "K\(index) = \(index)\n"))
        }
      } else {
        files.append(
          (
            "C0.xcconfig",
            "FLAGS = -a\n" + String(repeating: "FLAGS = $(inherited)$(inherited)\n", count: 41)
          ))
      }
      cases.append(
        HostileCase(
          name: kind == "include"
            ? "audit, 30 xcconfig files each including the next twice (issue: 2^30 reads)"
            : "audit, '$(inherited)$(inherited)' on 41 lines (issue: > 1.4 GB, hang)",
          files: files, folder: place, arguments: ["audit", "--no-cache", place]))
    }
    // `**` twelve times in `.safearea.yml` against a path 60 folders deep.
    do {
      let place = folder("globs")
      let deep = Array(repeating: "d", count: 60).joined(separator: "/")
      let patterns = [
        Array(repeating: "**", count: 12).joined(separator: "/") + "/nomatch.swift",
        Array(repeating: "**/d", count: 12).joined(separator: "/") + "/**/y.swift",
      ]
      cases.append(
        HostileCase(
          name:
            "lint, 12 '**' in .safearea.yml against a path 60 folders deep (issue: backtracking)",
          files: [
            (".safearea.yml", "excluded: [\"\(patterns[0])\", \"\(patterns[1])\"]\n"),
            (
              deep + "/x.swift",
              "import UIKit\n" + screen.replacingOccurrences(of: "VALUE", with: "1")
            ),
          ], folder: place, arguments: ["lint", place]))
    }
    // `lint --format json` on N device checks (47k findings: past 24 GB before).
    for count in [4_700, 47_000] {
      let place = folder("json\(count)")
      let line = "    if UIScreen.main.bounds.height == 812 { v.frame.origin.y = 44 }\n"
      let text =
        "import UIKit\nfinal class S: UIViewController {\n  override func viewDidLoad() {\n"
        + "    let v = UIView()\n" + String(repeating: line, count: count) + "  }\n}\n"
      cases.append(
        HostileCase(
          name: "lint --format json, \(count) device checks (issue: past 24 GB at 47,000 findings)",
          files: [("a.swift", text)], folder: place,
          arguments: ["lint", "--format", "json", place], runs: count > 4_700 ? 1 : 3))
    }
    return cases
  }
}

/// A one-target app whose project configuration is based on `C0.xcconfig`.
private let hostileProject = """
  // !$*UTF8*$!
  {
  \tarchiveVersion = 1;
  \tclasses = {
  \t};
  \tobjectVersion = 56;
  \tobjects = {
  \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
  \t\tG0 = {isa = PBXGroup; children = (F1, FX); sourceTree = "<group>"; };
  \t\tF1 = {isa = PBXFileReference; path = App/Screen.swift; sourceTree = "<group>"; };
  \t\tFX = {isa = PBXFileReference; path = C0.xcconfig; sourceTree = "<group>"; };
  \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
  \t\tPR = {isa = XCBuildConfiguration; baseConfigurationReference = FX; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
  \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
  \t\tS1 = {isa = PBXSourcesBuildPhase; files = (BF1); };
  \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
  \t\tTL1 = {isa = XCConfigurationList; buildConfigurations = (TR1); defaultConfigurationName = Release; };
  \t\tTR1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info.plist"; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
  \t};
  \trootObject = P;
  }

  """
