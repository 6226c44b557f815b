import Foundation
import IBFixtures
import Testing

/// Round L's children placed by a container's code (training; `Documentation/CodeContext.md`,
/// "A child placed by its container's code"), rewritten small: WavesWallet's DEX pages are built
/// by module builders through SwiftGen's scene accessors and handed to the pair screen's
/// `addViewController(_:isScrollEnabled:)`, whose `viewDidLoad` adds each into its paging scroll
/// view; Slide's colour picker is made a child of an alert. Their views are the container views'
/// (R22.14): nothing resting on a screen edge is reported. The look-alike, a child whose view goes
/// into the parent's root view, keeps its bottom-edge finding.
@Suite struct ChildPageContextCommandTests {
  /// A scene with a button over the home indicator of an iPhone 15 (its bottom edge at 852).
  static func scene(_ id: String, _ identifier: String, _ customClass: String) -> String {
    IBFixture.scene(
      "s-\(id)",
      IBFixture.viewController(
        id: id, storyboardIdentifier: identifier, customClass: customClass,
        attributes: #" customModule="App""#, rootID: "\(id)-root",
        subviews: IBFixture.button(
          "\(id)-button", frame: (20, 808, 120, 44),
          autoresizing: #"flexibleMaxX="YES" flexibleMinY="YES""#),
        layout: #"<viewLayoutGuide key="safeArea" id="\#(id)-sa"/>"#))
  }

  static let storyboard = IBFixture.storyboard(
    initial: nil,
    scenes: scene("book", "OrderBook", "OrderBookViewController") + "\n"
      + scene("summary", "Summary", "SummaryViewController") + "\n"
      + scene("picker", "ColorPicker", "ColorPickerViewController"))

  static let code = """
    import UIKit

    internal protocol StoryboardType { static var storyboardName: String { get } }
    internal struct SceneType<T: UIViewController> {
      internal let storyboard: StoryboardType.Type
      internal let identifier: String
      internal func instantiate() -> T {
        let storyboard = UIStoryboard(name: self.storyboard.storyboardName, bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: identifier) as! T
      }
    }
    internal enum StoryboardScene {
      internal enum Trade: StoryboardType {
        internal static let storyboardName = "Main"
        internal static let pairViewController = SceneType<App.PairViewController>(storyboard: Trade.self, identifier: "Pair")
        internal static let orderBookViewController = SceneType<App.OrderBookViewController>(storyboard: Trade.self, identifier: "OrderBook")
        internal static let summaryViewController = SceneType<App.SummaryViewController>(storyboard: Trade.self, identifier: "Summary")
      }
    }

    struct OrderBookModuleBuilder {
      func build(input: String) -> UIViewController {
        let vc = StoryboardScene.Trade.orderBookViewController.instantiate()
        vc.pair = input
        return vc
      }
    }

    struct PairModuleBuilder {
      func build(input: String) -> UIViewController {
        let vc = StoryboardScene.Trade.pairViewController.instantiate()
        vc.addViewController(OrderBookModuleBuilder().build(input: input), isScrollEnabled: true)
        return vc
      }
    }

    final class PairViewController: UIViewController {
      @IBOutlet weak var scrollView: UIScrollView!
      private var viewControllers: [UIViewController] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        buildControllers()
      }
      func addViewController(_ viewController: UIViewController, isScrollEnabled: Bool) {
        viewControllers.append(viewController)
      }
      private func buildControllers() {
        for (index, controller) in viewControllers.enumerated() {
          addController(controller, atIndex: index)
        }
      }
      private func addController(_ viewController: UIViewController, atIndex: Int) {
        scrollView.addSubview(viewController.view)
        viewController.view.frame.origin.x = CGFloat(atIndex) * scrollView.bounds.width
        addChild(viewController)
        viewController.didMove(toParent: self)
      }
    }

    final class OrderBookViewController: UIViewController {
      var pair: String?
    }
    final class SummaryViewController: UIViewController {}
    final class ColorPickerViewController: UIViewController {}

    final class HomeViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let summary = StoryboardScene.Trade.summaryViewController.instantiate()
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
      }
    }

    final class ThemeViewController: UIViewController {
      @objc func pickColor() {
        let alert = AlertController(title: "", message: nil, preferredStyle: .alert)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let vc = storyboard.instantiateViewController(withIdentifier: "ColorPicker") as? ColorPickerViewController else { return }
        alert.addChild(vc)
        let view = UIView()
        alert.contentView.addSubview(view)
        present(alert, animated: true)
      }
    }
    """

  @Test func pagesPlacedByTheirContainerReportNothingOnAScreenEdge() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ChildPageContextCommandTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("App.xcodeproj/project.pbxproj", CodeContextCommandTests.project),
      ("App/Main.storyboard", Self.storyboard), ("App/Feed.swift", Self.code),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let arguments = [
      "audit", "--no-cache", "--jobs", "1", "--devices", "iPhone 15", "--orientations",
      "portrait", "--format", "json",
    ]
    let before = try CodeContextCommandTests.findings(
      try safearea(arguments + ["--no-code-context", "."], in: root).stdout)
    let run = try safearea(arguments + ["."], in: root)
    let after = try CodeContextCommandTests.findings(run.stdout)
    func ids(_ findings: [[String: Any]]) -> Set<String> {
      Set(findings.compactMap { $0["id"] as? String })
    }
    // Without the code, every button is reported over the home indicator (bottom edge).
    #expect(ids(before).isSuperset(of: ["book-button", "summary-button", "picker-button"]))
    // With it: the page in the scroll view and the picker in the alert report nothing on an
    // edge; the child in the parent's root view keeps its finding, its context assumed.
    #expect(!ids(after).contains("book-button"), "\(run.stdout)")
    #expect(!ids(after).contains("picker-button"), "\(run.stdout)")
    let summary = try #require(after.first { ($0["id"] as? String) == "summary-button" })
    #expect((summary["message"] as? String)?.contains("context assumed") == true)
    // The header says what the code decided, naming the container's code.
    #expect(
      run.stderr.contains(
        "its view placed by its container's code (into 'scrollView'): its frame and safe area"
          + " are the container view's"), "\(run.stderr)")
    #expect(run.stderr.contains("added as a child controller by Feed.swift:"), "\(run.stderr)")
  }
}
