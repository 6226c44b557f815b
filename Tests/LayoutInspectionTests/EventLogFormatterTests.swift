import DeviceCatalog
import HeadlessUIKit
import Testing

@testable import LayoutInspection

@Suite struct EventLogFormatterTests {
  let events = (0..<10).map { index in
    LayoutEvent(
      kind: index == 0 ? .viewDidLoad : .viewSafeAreaInsetsDidChange,
      object: "UIViewController#vc",
      safeAreaInsets: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
  }

  @Test func oneNumberedLinePerCallback() {
    let lines = EventLogFormatter.text(events).split(separator: "\n")
    #expect(lines.count == 10)
    #expect(lines[0] == " 1 UIViewController#vc.viewDidLoad safeAreaInsets={88, 0, 34, 0}")
    #expect(
      lines[9] == "10 UIViewController#vc.viewSafeAreaInsetsDidChange safeAreaInsets={88, 0, 34, 0}"
    )
  }

  @Test func withoutSafeAreaInsets() {
    let text = EventLogFormatter.text(Array(events.prefix(1)), showsSafeAreaInsets: false)
    #expect(text == "1 UIViewController#vc.viewDidLoad")
    #expect(EventLogFormatter.text([]) == "")
  }

  @MainActor
  @Test func realLogStartsWithViewDidLoad() throws {
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    window.eventLog = []
    let vc = UIViewController()
    vc.sceneID = "vc"
    window.rootViewController = UINavigationController(rootViewController: vc)
    window.makeKeyAndVisible()
    let text = EventLogFormatter.text(window.eventLog ?? [])
    #expect(text.hasPrefix(" 1 UINavigationController.viewDidLoad safeAreaInsets={0, 0, 0, 0}"))
    #expect(
      text.contains("UIViewController#vc.viewSafeAreaInsetsDidChange safeAreaInsets={88, 0, 34, 0}")
    )
  }
}
