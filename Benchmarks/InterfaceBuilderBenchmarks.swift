// The Interface Builder benchmark (issue 6 item 6): read, build and lay out the largest corpus
// storyboard (IQKeyboardManager `MainSwift.storyboard`, 28 scenes) on every catalog device in
// portrait and landscape, then the whole corpus once on an iPhone X (reading included). Goal: the large storyboard
// across the whole matrix in under 1 second in a release build. The corpus is read from
// `<repo>/../shared/corpus/ib` (never copied into the repository).
import DeviceCatalog
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import SafeAreaKit

@MainActor
func runInterfaceBuilderBenchmarks() {
  let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let corpus = repo.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib").path
  guard FileManager.default.fileExists(atPath: corpus) else {
    print("ib: corpus not found at \(corpus); skipped")
    return
  }
  let large =
    corpus + "/hackiftekhar__IQKeyboardManager/Demo__Swift_Demo__Storyboard__MainSwift.storyboard"

  // The large storyboard on the whole matrix, as `safearea audit` does it: read once, then build,
  // lay out and audit every scene in every environment (each device's newest iOS), laying a scene
  // out once per distinct set of layout inputs.
  var start = DispatchTime.now().uptimeNanoseconds
  guard let document = try? IBDocument.load(path: large) else {
    print("ib: cannot read \(large)")
    return
  }
  let readTime = DispatchTime.now().uptimeNanoseconds - start
  let matrix = AuditMatrix()
  // The audit as `safearea audit FILE --jobs N` runs it, through the same API (the file read
  // again: the figure includes reading, as the command's does).
  start = DispatchTime.now().uptimeNanoseconds
  guard let result = benchmarkAudit(AuditRequest(paths: [large])) else { return }
  var seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  let sceneEnvironments = document.scenes.count * matrix.environments.count
  print(
    "ib: MainSwift.storyboard read in "
      + String(format: "%.1f ms", Double(readTime) / 1e6)
      + "; audited: \(document.scenes.count) scenes × \(matrix.environments.count) environments"
      + " (\(matrix.devices.count) devices × 2 orientations) = \(sceneEnvironments)"
      + " scene-environments (\(result.auditReport.layoutCount) layouts computed, the others"
      + " shared), \(result.auditReport.findings.count) findings, \(jobs) processes: "
      + String(
        format: "%.3f s read + audit, %.0f µs per scene-environment", seconds,
        seconds * 1e6 / Double(max(1, sceneEnvironments))))

  // The same matrix with every layout computed (no sharing), without the audit.
  var layouts = 0
  var withIssues = 0
  start = DispatchTime.now().uptimeNanoseconds
  for environment in matrix.environments {
    for scene in document.scenes {
      count(document, scene, environment, layouts: &layouts, withIssues: &withIssues)
    }
  }
  seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "ib: the same \(layouts) layouts each computed (\(withIssues) with layout issues), not audited: "
      + String(
        format: "%.3f s, %.0f µs per layout", seconds, seconds * 1e6 / Double(max(1, layouts))))

  // The whole corpus once, on an iPhone X.
  guard let iPhoneX = DeviceCatalog.device(named: "iPhone X") else { return }
  let environment = Environment(device: iPhoneX, ios: 16)
  let files = ((FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String]) ?? [])
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  var scenes = 0
  var rejected = 0
  withIssues = 0
  start = DispatchTime.now().uptimeNanoseconds
  for file in files {
    guard let document = try? IBDocument.load(path: corpus + "/" + file) else {
      rejected += 1
      continue
    }
    guard !document.isSkipped else { continue }
    for scene in document.scenes {
      count(document, scene, environment, layouts: &scenes, withIssues: &withIssues)
    }
  }
  seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "ib: whole corpus on iPhone X: \(files.count) files (\(rejected) rejected), \(scenes) scenes"
      + " laid out (\(withIssues) with layout issues): "
      + String(format: "%.3f s", seconds))
}

/// Builds and lays out `scene` in `environment`, counting it and whether it has layout issues.
@MainActor
private func count(
  _ document: IBDocument, _ scene: IBScene, _ environment: Environment, layouts: inout Int,
  withIssues: inout Int
) {
  guard let window = try? IBBuilder.makeWindow(document, scene: scene, environment: environment)
  else { return }
  layouts += 1
  if !window.layoutIssues.isEmpty { withIssues += 1 }
}
