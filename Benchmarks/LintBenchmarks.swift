import Foundation
import SourceLint

/// `lint`: 100,000 lines of generated Swift and Objective-C (half each, a shared header of
/// macros used from every Objective-C file) linted with every rule, evaluation on the whole
/// catalog included (issue 14 item 7: under 2 s), on one thread and on `--jobs` threads (default:
/// every active core); the two reports must be equal.
func runLintBenchmarks() {
  if let lintDirectory {
    runRealLintBenchmark(lintDirectory)
    return
  }
  let sources = makeLintSources(totalLines: lintLines)
  let lines = sources.reduce(0) {
    $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  }
  var reports: [LintReport] = []
  for threads in Set([1, jobs]).sorted() {
    var best = Double.infinity
    var report: LintReport?
    for run in 0..<3 {
      let start = Date()
      let cpuStart = processCPUSeconds()
      report = Linter(jobs: threads).lint(sources: sources)
      let seconds = Date().timeIntervalSince(start)
      let cpu = processCPUSeconds() - cpuStart
      best = min(best, seconds)
      print(
        "lint: \(lines) lines in \(sources.count) files, \(report?.findings.count ?? 0) findings, "
          + "\(threads) thread\(threads == 1 ? "" : "s"), run \(run + 1): "
          + String(format: "%.3f s (CPU %.3f s)", seconds, cpu)
          + (reports.isEmpty && run == 0 ? " (catalog matrix built in this run)" : ""))
    }
    if let report { reports.append(report) }
    print(
      "lint: best " + String(format: "%.3f s", best)
        + " for \(lines) lines on \(threads) thread\(threads == 1 ? "" : "s") (target < 2 s)")
  }
  if let first = reports.first, reports.contains(where: { $0 != first }) {
    print("lint: ERROR: the reports on one thread and on \(jobs) differ")
    exit(1)
  }
  runLintCommandBenchmarks(sources: sources, lines: lines)
}

/// The real command, `safearea lint --jobs N DIR` on the same input written to a folder, when
/// `safearea` was built next to this executable: the process end to end (start, catalog, reading
/// the files, text output to /dev/null), best of 3, with the CPU time of the child process.
func runLintCommandBenchmarks(sources: [(name: String, text: String)], lines: Int) {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("safearea")
  guard FileManager.default.fileExists(atPath: binary.path) else {
    print("lint: no safearea binary at \(binary.path); the command's timings are skipped")
    return
  }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("safearea-lint-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: folder) }
  guard writeLintSources(sources, to: folder.path) else { return }
  for threads in Set([1, jobs]).sorted() {
    var best = Double.infinity
    var bestCPU = Double.infinity
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["lint", "--jobs", String(threads), folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let cpuStart = childrenCPUSeconds()
      let start = DispatchTime.now().uptimeNanoseconds
      guard (try? process.run()) != nil else { return }
      process.waitUntilExit()
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if seconds < best {
        best = seconds
        bestCPU = childrenCPUSeconds() - cpuStart
      }
    }
    print(
      "lint: safearea lint --jobs \(threads) (\(lines) lines, text to /dev/null): best "
        + String(format: "%.3f s (CPU %.3f s)", best, bestCPU) + " of 3 (target < 2 s)")
  }
}

/// CPU time of the finished child processes, every thread.
func childrenCPUSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  #else
  getrusage(RUSAGE_CHILDREN, &usage)
  #endif
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// `--write-lint-sources DIR`: the benchmark's input (``lintLines`` lines) written to `folder`.
func writeLintSources(to folder: String) -> Bool {
  writeLintSources(makeLintSources(totalLines: lintLines), to: folder)
}

func writeLintSources(_ sources: [(name: String, text: String)], to folder: String) -> Bool {
  do {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    for source in sources {
      try source.text.write(
        toFile: (folder as NSString).appendingPathComponent(source.name), atomically: false,
        encoding: .utf8)
    }
    return true
  } catch {
    print("lint: cannot write the sources to \(folder): \(error)")
    return false
  }
}

/// CPU time of the whole process, every thread (on a loaded machine the wall time says little;
/// on one thread the CPU time is what the run would take alone).
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Generated files: `Metrics.h` with bar and device macros, then `.m` and `.swift` files of about
/// 1,000 lines each, alternating, until `totalLines`.
func makeLintSources(totalLines: Int) -> [(name: String, text: String)] {
  let header = """
    #define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width
    #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
    #define IS_IPHONE_X (SCREEN_HEIGHT == 812 || SCREEN_HEIGHT == 896)
    #define kStatusBarHeight (IS_IPHONE_X ? 44 : 20)
    #define kNavBarHeight (IS_IPHONE_X ? 88 : 64)
    #define kTabBarHeight (IS_IPHONE_X ? 83 : 49)
    #define kSafeBottom (IS_IPHONE_X ? 34 : 0)
    #define SIZE_FROM_750(x) ((x) * SCREEN_WIDTH / 750)

    """
  var sources: [(name: String, text: String)] = [("Metrics.h", header)]
  var lines = header.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  var index = 0
  while lines < totalLines {
    var text = ""
    if index % 2 == 0 {
      text += "#import \"Metrics.h\"\n\n@implementation View\(index)\n\n"
      var method = 0
      while text.utf8.count < 30_000 {
        text += """
          - (void)layout\(method) {
              CGFloat top = kNavBarHeight + \(method % 20);
              self.tableView.frame = CGRectMake(0, top, SCREEN_WIDTH, SCREEN_HEIGHT - top - kTabBarHeight);
              if (IS_IPHONE_X) {
                  self.footer.frame = CGRectMake(0, 10, SIZE_FROM_750(\(method)), kSafeBottom);
              } else {
                  self.footer.hidden = NO;
              }
              [self.label setText:@"row \(method)"];
              NSInteger count = [self.items count] * 2 + \(method);
              self.count = count;
          }

          """
        method += 1
      }
      text += "@end\n"
      sources.append(("View\(index).m", text))
    } else {
      text += "import UIKit\n\nfinal class Screen\(index): UIViewController {\n"
      var method = 0
      while text.utf8.count < 30_000 {
        text += """
            var isNotched\(method): Bool { view.window?.safeAreaInsets.bottom ?? 0 > 0 }
            func layout\(method)() {
              let height: CGFloat = UIScreen.main.bounds.height == 812 ? 88 : 64
              header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
              if UIDevice.current.userInterfaceIdiom == .pad {
                grid.itemSize = CGSize(width: 200, height: \(method))
              }
              let title = "screen \(method)"
              label.text = title
              items = items.map { $0 * 2 }.filter { $0 > \(method) }
            }

          """
        method += 1
      }
      text += "}\n"
      sources.append(("Screen\(index).swift", text))
    }
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    index += 1
  }
  return sources
}

/// `--lint-dir DIR`: a real app's sources, read from disk once (generated files skipped, as the
/// command does), then linted in-process three times on one thread and on `--jobs` threads, with
/// the process's CPU time; the reports must be equal.
func runRealLintBenchmark(_ directory: String) {
  let walk = Linter.walk([directory])
  var sources: [(name: String, text: String)] = []
  var skipped = 0
  for file in walk.files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let text = String(decoding: data, as: UTF8.self)
    if Linter.isGenerated(text, file: file) {
      skipped += 1
      continue
    }
    sources.append((file, text))
  }
  let lines = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
  let swift = sources.filter { $0.name.hasSuffix(".swift") }
  let swiftLines = swift.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
  print(
    "lint (real): \(directory): \(sources.count) files, \(lines) lines (\(swift.count) Swift files, "
      + "\(swiftLines) lines), \(skipped) generated files skipped")
  var reports: [LintReport] = []
  for threads in Set([1, jobs]).sorted() {
    var best = Double.infinity
    var bestCPU = Double.infinity
    var report: LintReport?
    for run in 0..<3 {
      let start = Date()
      let cpuStart = processCPUSeconds()
      report = Linter(jobs: threads).lint(sources: sources)
      let seconds = Date().timeIntervalSince(start)
      let cpu = processCPUSeconds() - cpuStart
      best = min(best, seconds)
      bestCPU = min(bestCPU, cpu)
      print(
        "lint (real): \(threads) thread\(threads == 1 ? "" : "s"), run \(run + 1): "
          + String(format: "%.3f s (CPU %.3f s)", seconds, cpu)
          + ", \(report?.findings.count ?? 0) findings")
    }
    if let report { reports.append(report) }
    print(
      "lint (real): best " + String(format: "%.3f s wall, %.3f s CPU", best, bestCPU)
        + " for \(lines) lines on \(threads) thread\(threads == 1 ? "" : "s")")
  }
  if let first = reports.first, reports.contains(where: { $0 != first }) {
    print("lint (real): ERROR: the reports on one thread and on \(jobs) differ")
    exit(1)
  }
  runRealLintCommandBenchmark(files: sources.map { $0.name }, lines: lines)
}

/// The command on a real app's files, named one by one (a folder holding an `.xcodeproj` would
/// be read in project mode, its iOS target only): `safearea lint --jobs N FILES…`, text to
/// /dev/null, best of 3 with the child's CPU time, when `safearea` was built next to this
/// executable. Process start, the catalog and the argument parsing of every path included.
func runRealLintCommandBenchmark(files: [String], lines: Int) {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("safearea")
  guard FileManager.default.fileExists(atPath: binary.path) else {
    print("lint (real): no safearea binary at \(binary.path); the command's timings are skipped")
    return
  }
  for threads in Set([1, jobs]).sorted() {
    var best = Double.infinity
    var bestCPU = Double.infinity
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["lint", "--jobs", String(threads)] + files
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let cpuStart = childrenCPUSeconds()
      let start = DispatchTime.now().uptimeNanoseconds
      guard (try? process.run()) != nil else { return }
      process.waitUntilExit()
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let cpu = childrenCPUSeconds() - cpuStart
      best = min(best, seconds)
      bestCPU = min(bestCPU, cpu)
    }
    print(
      "lint (real): safearea lint --jobs \(threads) (\(files.count) files, \(lines) lines, text to "
        + "/dev/null): best " + String(format: "%.3f s wall, %.3f s CPU", best, bestCPU) + " of 3")
  }
}
