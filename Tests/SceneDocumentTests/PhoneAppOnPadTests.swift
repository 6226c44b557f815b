import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// R19.5: an iPhone-only app on an iPad under iOS 27, against the one reading
/// (GetStream/stream-chat-react-native `ai-docs/iphone-duo-readiness.md` §1, "Measured
/// geometry": "iPad Pro 11" running the iPhone-only app in a compatibility window, iOS 27.0 |
/// 417 × 1210 @2x | 834 × 1210 @2x | 32 / 20 / 0 / 0").
@MainActor
@Suite struct PhoneAppOnPadTests {
  static let text = """
    environment:
      device: iPad Pro 11-inch (M4)
      ios: 27
      appIdiom: phone
    root:
      controller:
        id: vc
        view:
          subviews:
            - view:
                id: content
                constraints:
                  - top == safeArea.top
                  - bottom == safeArea.bottom
                  - leading == safeArea.leading
                  - trailing == safeArea.trailing
    """

  func layOut(_ text: String, overrides: EnvironmentOverrides = .init()) throws -> [String: String]
  {
    let scene = try SceneLoader.parse(text, file: "phone-app.yaml")
    let environment = try SceneBuilder.environment(for: scene, overrides: overrides)
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let paths = ["window.frame", "vc.view.safeAreaInsets", "content.frameInWindow"]
    let results = try resolve(paths, in: window.snapshot())
    var values = Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) })
    let screen = environment.screenBounds.size
    values["screen"] = "\(Int(screen.width))x\(Int(screen.height))"
    values["idiom"] = environment.idiom.rawValue
    values["classes"] = "\(environment.sizeClasses.horizontal)/\(environment.sizeClasses.vertical)"
    withExtendedLifetime(window) {}
    return values
  }

  @Test(
    "the window, the screen and the insets are the reading's; the app is phone-idiom, compact in width"
  )
  func measuredWindow() throws {
    let values = try layOut(Self.text)
    #expect(values["window.frame"] == "{{0, 0}, {417, 1210}}")
    #expect(values["screen"] == "834x1210")
    #expect(values["vc.view.safeAreaInsets"] == "{32, 0, 20, 0}")
    #expect(values["content.frameInWindow"] == "{{0, 32}, {417, 1158}}")
    #expect(values["idiom"] == "phone")
    #expect(values["classes"] == "compact/regular")
    // The same iPad without the key is the iPad's own full-screen window.
    let own = try layOut(Self.text.replacingOccurrences(of: "  appIdiom: phone\n", with: ""))
    #expect(own["window.frame"] == "{{0, 0}, {834, 1210}}")
    #expect(own["idiom"] == "pad")
    // A window at another place on the screen keeps the measured insets.
    let placed = try layOut(
      Self.text, overrides: .init(window: CGRect(x: 417, y: 0, width: 417, height: 1210)))
    #expect(placed["window.frame"] == "{{417, 0}, {417, 1210}}")
    #expect(placed["vc.view.safeAreaInsets"] == "{32, 0, 20, 0}")
    // The command line's --app-idiom does what the key does.
    let overridden = try layOut(
      Self.text.replacingOccurrences(of: "  appIdiom: phone\n", with: ""),
      overrides: .init(appIdiom: .phone))
    #expect(overridden["vc.view.safeAreaInsets"] == "{32, 0, 20, 0}")
  }

  @Test("what no source measured is a located error naming it")
  func unmeasured() throws {
    func problem(_ text: String, overrides: EnvironmentOverrides = .init()) -> SceneError? {
      do {
        _ = try layOut(text, overrides: overrides)
        return nil
      } catch let error as SceneError {
        return error
      } catch {
        return nil
      }
    }
    let before = problem(Self.text.replacingOccurrences(of: "ios: 27", with: "ios: 26"))
    #expect(before?.message.contains("from iOS 27") == true, "\(String(describing: before))")
    #expect(before?.location.line == 4)  // at 'appIdiom:'
    let otherPad = problem(
      Self.text.replacingOccurrences(of: "iPad Pro 11-inch (M4)", with: "iPad Air 11-inch (M2)"))
    #expect(
      otherPad?.message.hasPrefix(
        "no source measured an iPhone-only app's window on the iPad Air 11-inch (M2) in portrait")
        == true, "\(String(describing: otherPad))")
    let landscape = problem(Self.text, overrides: .init(orientation: .landscapeLeft))
    #expect(landscape?.message.contains("in landscapeLeft") == true)
    let wider = problem(
      Self.text, overrides: .init(window: CGRect(x: 0, y: 0, width: 600, height: 1210)))
    #expect(wider?.message.contains("safe area of an iPhone-only app's") == true)
    let hidden = problem(Self.text, overrides: .init(statusBarHidden: true))
    #expect(hidden?.message.contains("status bar hidden") == true)
    let padOnPhone = problem(
      Self.text.replacingOccurrences(of: "iPad Pro 11-inch (M4)", with: "iPhone 16")
        .replacingOccurrences(of: "appIdiom: phone", with: "appIdiom: pad"))
    #expect(padOnPhone?.message.contains("an iPad app does not run on an iPhone") == true)
  }

  @Test("container bars are a missing value naming R19.5, not the iPad's bars")
  func barsAreMissing() throws {
    let device = try #require(DeviceCatalog.device(named: "iPad Pro 11-inch (M4)"))
    let environment = Environment(device: device, ios: 27, appIdiom: .phone)
    #expect(environment.windowProblem() == nil)
    let metrics = environment.barMetrics
    #expect(metrics.navigationBarMissing?.rule == "R19.5")
    #expect(metrics.tabBarMissing?.rule == "R19.5")
    #expect(metrics.toolbarMissing?.rule == "R19.5")
    #expect(
      environment.windowSafeAreaInsets(statusBarVisible: true).provenance
        == .measured("DUO-STREAM §1"))
  }
}
