// The Interface Builder benchmark (issue 6 item 6): read, build and lay out the largest corpus
// storyboard (IQKeyboardManager `MainSwift.storyboard`, 28 scenes) on every catalog device in
// portrait and landscape, then the whole corpus once on an iPhone X (reading included). Goal: the large storyboard
// across the whole matrix in under 1 second in a release build. The corpus is read from
// `<repo>/../shared/corpus/ib` (never copied into the repository).
import DeviceCatalog
import Foundation
import HeadlessUIKit
import InterfaceBuilder

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
  let environments = DeviceCatalog.devices.flatMap { device in
    [Orientation.portrait, .landscapeLeft].map { Environment(device: device, orientation: $0) }
  }

  // The large storyboard on the whole matrix, as `safearea audit` does it: read once, then
  // build and lay out every scene in every environment, and read the layout issues.
  var start = DispatchTime.now().uptimeNanoseconds
  guard let document = try? IBDocument.load(path: large) else {
    print("ib: cannot read \(large)")
    return
  }
  let readTime = DispatchTime.now().uptimeNanoseconds - start
  var layouts = 0
  var withIssues = 0
  start = DispatchTime.now().uptimeNanoseconds
  for environment in environments {
    for scene in document.scenes {
      guard let window = try? IBBuilder.makeWindow(document, scene: scene, environment: environment)
      else { continue }
      layouts += 1
      if !window.layoutIssues.isEmpty { withIssues += 1 }
    }
  }
  var seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "ib: MainSwift.storyboard read in "
      + String(format: "%.1f ms", Double(readTime) / 1e6)
      + "; 28 scenes × \(environments.count) environments"
      + " (\(DeviceCatalog.devices.count) devices × 2 orientations) = \(layouts) layouts"
      + " (\(withIssues) with layout issues) built and laid out in "
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
      guard let window = try? IBBuilder.makeWindow(document, scene: scene, environment: environment)
      else { continue }
      scenes += 1
      if !window.layoutIssues.isEmpty { withIssues += 1 }
    }
  }
  seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "ib: whole corpus on iPhone X: \(files.count) files (\(rejected) rejected), \(scenes) scenes"
      + " laid out (\(withIssues) with layout issues): "
      + String(format: "%.3f s", seconds))
}
