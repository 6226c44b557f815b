import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

// README-BEGIN
/// Article 000's fix (seed A0-6): place the red view from the safe area, not from a device check.
final class RedViewController: UIViewController {
  let red = UIView()
  var printed: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    red.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: 100)  // 20 + 44 pt
    view.addSubview(red)
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    red.frame.origin.y = view.safeAreaInsets.top  // right on every phone, including future ones
    printed.append("safeAreaInsets = \(view.safeAreaInsets), red.frame.minY = \(red.frame.minY)")
  }
}

@MainActor
func runArticle000(on deviceName: String) -> [String] {
  guard let device = DeviceCatalog.device(named: deviceName) else { return [] }
  let window = UIWindow(environment: Environment(device: device, orientation: .portrait, ios: 16))
  let controller = RedViewController()
  window.rootViewController = UINavigationController(rootViewController: controller)
  window.makeKeyAndVisible()
  return controller.printed
}
// README-END

@MainActor
@Suite struct ReadmeExampleTests {
  @Test("the README's Swift example prints the article's numbers")
  func article000() {
    #expect(
      runArticle000(on: "iPhone 8") == ["safeAreaInsets = {64, 0, 0, 0}, red.frame.minY = 64.0"])
    #expect(
      runArticle000(on: "iPhone X") == ["safeAreaInsets = {88, 0, 34, 0}, red.frame.minY = 88.0"])
    #expect(
      runArticle000(on: "iPhone 14 Pro") == [
        "safeAreaInsets = {97.66666666666667, 0, 34, 0}, red.frame.minY = 97.66666666666666"
      ])
  }

  @Test("the library page (Documentation/Library.md) shows exactly this example")
  func readmeIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let readme = try String(
      contentsOf: root.appendingPathComponent("Documentation/Library.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README-BEGIN\n"))
    let end = try #require(source.range(of: "// README-END"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(
      readme.contains(example),
      "Documentation/Library.md's Swift example differs from ReadmeExampleTests.swift")
  }
}
