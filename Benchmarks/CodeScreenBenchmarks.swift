import CodeContext
import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SafeAreaKit
import SceneDocument

/// `code` (issue 28 item 9): reading and laying out the code screens of a 100,000-line app on
/// the default matrix (every catalog device × portrait and landscape, each device's newest iOS).
/// The generated input (`--lines`, default 100,000) is half Swift (frames, anchors, SnapKit, a
/// device-check constant), half Objective-C (macros in a shared header, Masonry, lazy getters),
/// every file one screen; `--app DIR` reads a real app's folder instead. Timed: reading every
/// file (the index pre-scan included for `--app`), then each screen's layout in every
/// environment (interpreting its code and building its window: what `audit` lays out), on one
/// thread.
///
/// Then two figures of the command's own path (`AuditRequest`, one process, no cache), which
/// the first does not show: **one file** — `audit` of the first screen's file alone, inside the
/// generated package (an empty `.git` in it makes the folder its project: the project's
/// index is built first, `CodeSourceIndex`; round 5 saw one four-line file take 127 s in a
/// debug build of this repository) — and **audit** — `audit` of the whole folder (reading,
/// the index, the code context, the layouts the audit shares between environments with equal
/// layout inputs, and the rules). The run's byte bound on a folder's sources is raised for it
/// (the generated 100,000 lines pass the command's 8 MiB).
@MainActor
func runCodeScreenBenchmarks() {
  let paths: [String]
  var folder: URL?
  if let appDirectory {
    paths = (try? InputFilesForBenchmark.sources(in: appDirectory)) ?? []
  } else {
    let made = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "safearea-code-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    folder = made
    paths = writeCodeScreenSources(totalLines: lintLines, to: made)
  }
  defer { if let folder { try? FileManager.default.removeItem(at: folder) } }
  if let folder {
    runCodeAuditBenchmarks(folder: folder.path, screenFile: paths.first { $0.hasSuffix(".swift") })
  }
  var lines = 0
  for path in paths {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  }
  let environments = AuditMatrix().environments
  var best = Double.infinity
  for run in 0..<2 {
    forgetCodeReads()
    let start = Date()
    let cpuStart = processCPUSeconds()
    let screens: [CodeScreen]
    if appDirectory == nil {
      screens = (try? CodeScreens.load(paths: paths))?.screens ?? []
    } else {
      screens = CodeScreens.load(projectSources: paths).screens
    }
    let read = Date().timeIntervalSince(start)
    var layouts = 0
    var failures = 0
    for screen in screens {
      for environment in environments {
        if (try? screen.makeWindow(environment)) != nil { layouts += 1 } else { failures += 1 }
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let cpu = processCPUSeconds() - cpuStart
    best = min(best, seconds)
    let counts =
      "\(lines) lines in \(paths.count) files, \(screens.count) screens × "
      + "\(environments.count) environments = \(layouts) layouts (\(failures) failed)"
    let times =
      "read " + String(format: "%.3f s", read) + ", total "
      + String(format: "%.3f s (CPU %.3f s)", seconds, cpu)
    print("code: " + counts + ", run \(run + 1): " + times)
  }
  print("code: best " + String(format: "%.3f s", best) + " (target < 5 s)")
}

/// Forgets what this process read of source files (each run reads them as a new process would).
func forgetCodeReads() {
  CodeScreens.forgetReadFiles()
  CodeIndex.forgetReadFiles()
}

/// The `one file` and `audit` figures of `code` (see ``runCodeScreenBenchmarks()``), two runs
/// each, every read forgotten before each.
@MainActor
func runCodeAuditBenchmarks(folder: String, screenFile: String?) {
  let environments = AuditMatrix().environments.count
  for run in 0..<2 {
    if let screenFile {
      forgetCodeReads()
      var request = AuditRequest(paths: [screenFile])
      request.jobs = 1
      let start = Date()
      let cpuStart = processCPUSeconds()
      let result = try? request.run(messages: .discarded)
      let seconds = Date().timeIntervalSince(start)
      let cpu = processCPUSeconds() - cpuStart
      print(
        "code: one file of the package (its index built), run \(run + 1): "
          + "\(result?.auditReport.layoutCount ?? -1) layouts, "
          + String(format: "%.3f s (CPU %.3f s)", seconds, cpu))
    }
    forgetCodeReads()
    var request = AuditRequest(paths: [folder])
    request.jobs = 1
    request.inputLimits.maximumBytes = 1 << 30
    let start = Date()
    let cpuStart = processCPUSeconds()
    let result = try? request.run(messages: .discarded)
    let seconds = Date().timeIntervalSince(start)
    let cpu = processCPUSeconds() - cpuStart
    let report = result?.auditReport
    print(
      "code: audit of the folder, run \(run + 1): \(report?.files.count ?? -1) screens × "
        + "\(environments) environments, \(report?.layoutCount ?? -1) layouts computed, "
        + "\(report?.findings.count ?? -1) findings, "
        + String(format: "%.3f s (CPU %.3f s)", seconds, cpu))
  }
}

enum InputFilesForBenchmark {
  /// The `.swift`, `.m`, `.mm`, `.h` files under `folder`, sorted.
  static func sources(in folder: String) throws -> [String] {
    var result: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      let ext = (relative as NSString).pathExtension.lowercased()
      if ["swift", "m", "mm", "h"].contains(ext) {
        result.append((folder as NSString).appendingPathComponent(relative))
      }
    }
    return result.sorted()
  }
}

/// Writes generated code screens of about `totalLines` lines to `folder`; returns their paths.
func writeCodeScreenSources(totalLines: Int, to folder: URL) -> [String] {
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var paths: [String] = []
  let header = """
    #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height >= 812)
    #define kNavBarHeight (IS_IPHONE_X ? 88 : 64)
    #define kTabBarHeight (IS_IPHONE_X ? 83 : 49)

    """
  // The folder is a project (an empty `.git`, not a `Package.swift`, which would make the
  // folder a Swift package's): a file audited alone is read with the others it uses.
  try? FileManager.default.createDirectory(
    at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
  let headerPath = folder.appendingPathComponent("Constants.h").path
  try? header.write(toFile: headerPath, atomically: true, encoding: .utf8)
  paths.append(headerPath)
  var lines = header.split(separator: "\n").count
  var index = 0
  while lines < totalLines {
    let swift = index % 2 == 0
    var text = ""
    if swift {
      text +=
        "import UIKit\nimport SnapKit\n\nlet kTopBar\(index): CGFloat = UIScreen.main.bounds.height >= 812 ? 88 : 64\n\n"
      text += "class Screen\(index)ViewController: UIViewController {\n"
      for row in 0..<12 {
        text += "  let label\(row) = UILabel()\n  let button\(row) = UIButton(type: .system)\n"
      }
      text += "  override func viewDidLoad() {\n    super.viewDidLoad()\n"
      text += "    title = \"Screen \(index)\"\n"
      for row in 0..<12 {
        text += """
              label\(row).text = "Row \(row)"
              label\(row).font = .systemFont(ofSize: 17)
              view.addSubview(label\(row))
              label\(row).translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                label\(row).topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(row * 30 + 8)),
                label\(row).leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                label\(row).widthAnchor.constraint(equalToConstant: 120),
              ])
              view.addSubview(button\(row))
              button\(row).snp.makeConstraints { make in
                make.centerY.equalTo(label\(row))
                make.trailing.equalToSuperview().offset(-16)
                make.width.equalTo(80)
              }

          """
      }
      text +=
        "    let bar = UIView(frame: CGRect(x: 0, y: kTopBar\(index), width: view.bounds.width, height: 44))\n"
      text += "    view.addSubview(bar)\n  }\n}\n"
    } else {
      text +=
        "#import \"Constants.h\"\n\n@interface Screen\(index)ViewController : UIViewController\n"
      for row in 0..<12 { text += "@property (nonatomic, strong) UILabel *label\(row);\n" }
      text += "@end\n\n@implementation Screen\(index)ViewController\n\n- (void)viewDidLoad {\n"
      text += "    [super viewDidLoad];\n"
      for row in 0..<12 {
        text += """
              self.label\(row) = [[UILabel alloc] initWithFrame:CGRectMake(16, kNavBarHeight + \(row * 30), 200, 21)];
              self.label\(row).text = @"Row \(row)";
              [self.view addSubview:self.label\(row)];
              UIButton *button\(row) = [UIButton buttonWithType:UIButtonTypeSystem];
              [self.view addSubview:button\(row)];
              [button\(row) mas_makeConstraints:^(MASConstraintMaker *make) {
                  make.centerY.equalTo(self.label\(row));
                  make.right.equalTo(self.view).offset(-16);
                  make.width.mas_equalTo(80);
                  make.height.mas_equalTo(30);
              }];

          """
      }
      text +=
        "    UIView *tabBar = [[UIView alloc] initWithFrame:CGRectMake(0, [UIScreen mainScreen].bounds.size.height - kTabBarHeight, [UIScreen mainScreen].bounds.size.width, kTabBarHeight)];\n"
      text += "    [self.view addSubview:tabBar];\n}\n\n@end\n"
    }
    let name = "Screen\(index)ViewController." + (swift ? "swift" : "m")
    let path = folder.appendingPathComponent(name).path
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    paths.append(path)
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
    index += 1
  }
  return paths
}
