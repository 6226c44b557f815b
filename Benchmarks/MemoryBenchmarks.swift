// The memory benchmark (issue 17 item 2): peak resident memory for the largest corpus storyboard
// and for a synthetic storyboard of 1,000,000 elements, each measured in a fresh child process
// (`Benchmarks memory-child FILE`) so that one figure does not include another's peak. The child
// reads the file, builds and lays out every scene on one device (as `safearea inspect` does) and
// takes its snapshot, printing the peak after each step.
import DeviceCatalog
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident set size so far, in bytes (`getrusage`: kilobytes on Linux, bytes
/// on macOS).
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
  getrusage(RUSAGE_SELF, &usage)
  return Int(usage.ru_maxrss)
  #else
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Int(usage.ru_maxrss) * 1024
  #endif
}

/// A storyboard of one scene whose root view holds `elements - 7` empty subviews: `elements`
/// elements in all, the shape of the issue's 600,000-view file.
func syntheticStoryboard(elements: Int) -> String {
  var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
    initialViewController="c"><scenes><scene sceneID="s"><objects><viewController id="c" \
    sceneMemberID="viewController"><view key="view" id="r"><subviews>

    """
  text.reserveCapacity(elements * 16 + 600)
  for index in 0..<max(0, elements - 7) {
    text += "<view id=\"\(String(index, radix: 36))\"/>\n"
  }
  return text + "</subviews></view></viewController></objects></scene></scenes></document>\n"
}

@MainActor
func runMemoryBenchmarks() {
  let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let corpus = repo.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib").path
  var inputs: [(label: String, path: String)] = []
  let files = ((FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String]) ?? [])
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    .map { corpus + "/" + $0 }
  let sizes = files.map {
    ((try? FileManager.default.attributesOfItem(atPath: $0)[.size]) as? Int) ?? 0
  }
  if let largest = zip(files, sizes).max(by: { $0.1 < $1.1 }) {
    inputs.append(
      ("largest corpus file (\(largest.0.split(separator: "/").last ?? ""))", largest.0))
  } else {
    print("memory: corpus not found at \(corpus); the corpus figure is skipped")
  }
  // At the element limit (the largest admitted input of this shape) and at 1,000,000 elements
  // (rejected with a located error).
  var synthetic: [String] = []
  defer { for path in synthetic { try? FileManager.default.removeItem(atPath: path) } }
  for elements in [IBReaderLimits.standard.maximumElementCount, 1_000_000] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-memory-\(getpid())-\(elements).storyboard").path
    do {
      try syntheticStoryboard(elements: elements).write(
        toFile: path, atomically: true, encoding: .utf8)
    } catch {
      print("memory: cannot write \(path): \(error)")
      return
    }
    synthetic.append(path)
    inputs.append(("synthetic, \(elements) elements", path))
  }
  for input in inputs {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory-child", input.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
      print("memory: cannot start a child: \(error)")
      return
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print("memory: \(input.label): " + output.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

/// The child: reads `path`, lays out every scene on one device, prints the peak after each step.
@MainActor
func runMemoryChild(path: String) {
  func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1e6) }
  let baseline = peakResidentBytes()
  let size = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
  var steps = ["\(size / 1000) KB file; baseline \(megabytes(baseline))"]
  defer { print(steps.joined(separator: "; ")) }
  let document: IBDocument
  do {
    document = try IBDocument.load(path: path)
  } catch {
    steps.append(
      "rejected: \(error.description.prefix { $0 != "\n" }) (peak \(megabytes(peakResidentBytes())))"
    )
    return
  }
  var elements = 0
  for scene in document.scenes { scene.controller.view?.forEachView { _ in elements += 1 } }
  let read = peakResidentBytes()
  steps.append(
    "read: peak \(megabytes(read)), \(elements) views, "
      + "\((read - baseline) / max(1, elements)) bytes per view")
  guard let device = DeviceCatalog.device(named: "iPhone X") else { return }
  for scene in document.scenes {
    do {
      let window = try IBBuilder.makeWindow(
        document, scene: scene, environment: Environment(device: device, ios: 16))
      _ = window.snapshot().window.subviews.count
    } catch {
      steps.append("scene \(scene.id) rejected: \(error.description.prefix { $0 != "\n" })")
    }
  }
  let laidOut = peakResidentBytes()
  steps.append(
    "laid out and snapshotted (inspect): peak \(megabytes(laidOut)), "
      + "\((laidOut - baseline) / max(1, elements)) bytes per view")
  // The audit of every scene on the same device in both orientations, in this process.
  let byID = Dictionary(
    document.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  let matrix = AuditMatrix(devices: [device])
  let report = Auditor(matrix: matrix).audit(files: document.scenes.map(\.id)) {
    id, environment in
    guard let scene = byID[id] else {
      throw IBError(.cannotLayOut, "no scene \(id)", at: document.location)
    }
    return try IBBuilder.makeWindow(document, scene: scene, environment: environment).snapshot(
      derivations: false, constraints: false)
  }
  steps.append(
    "audited (\(report.findings.count) findings): peak \(megabytes(peakResidentBytes()))")
}
