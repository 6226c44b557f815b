import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Cases from the fresh round G apps (2026-11-29, fifth session), rewritten small.
@Suite("Code screens: round G causes (web views, empty edge sets)")
@MainActor
struct CodeScreenRoundGWebViewTests {
  /// A chat app's web view controller: a `WKWebView` made in a lazy property's closure and
  /// pinned to the root view's bottom (below the safe area). UIKit's web view insets its page by
  /// its safe area, so the page stops above the home indicator; the reader built it as a plain
  /// view and the audit judged its frame (seven false alarms in round G).
  static let source = """
    import UIKit
    import WebKit
    class ArticleWebView: WKWebView {}
    class WebViewViewController: UIViewController {
      public lazy var webView: WKWebView = {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        return view
      }()
      let article = ArticleWebView(frame: .zero)
      let footer = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        view.addSubview(article)
        view.addSubview(footer)
        webView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          webView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        article.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        footer.frame = CGRect(x: 0, y: 700, width: 375, height: 112)
        footer.backgroundColor = .white
      }
    }
    """

  func views() throws -> [String: UIView] {
    let screen = try #require(
      try CodeScreenTests.screens(Self.source).first { $0.className == "WebViewViewController" })
    let window = try screen.makeWindow(CodeScreenTests.iPhoneX)
    var result: [String: UIView] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID { result[id] = view }
      pending += view.subviews
    }
    return result
  }

  @Test("a web view made in code keeps its class and draws its page inside its safe area")
  func webViewDrawsInsideItsSafeArea() throws {
    let views = try views()
    let web = try #require(views["webView"])
    #expect(web.className == "WKWebView")
    #expect(web.drawnContent == .insetBySafeArea)
    // iPhone X, iOS 11: 375 × 812, bottom inset 34 (the catalog); the page ends at 812 - 34.
    let insets = web.safeAreaInsets
    #expect(abs(insets.bottom - 34) < 0.01)
    let page = web.drawnContent?.rect(in: web.bounds, safeAreaInsets: insets)
    #expect(page.map { abs($0.maxY - (web.bounds.height - 34)) < 0.01 } == true)
    // A subclass of the app's is a web view too, named by its own class.
    let article = try #require(views["article"])
    #expect(article.className == "ArticleWebView")
    #expect(article.drawnContent == .insetBySafeArea)
  }

  /// (Coloured: a plain leaf the code never colours draws nothing, round P, R21.3.)
  @Test("a coloured plain view made in code is still judged by its frame")
  func plainViewIsUnchanged() throws {
    let footer = try #require(try views()["footer"])
    #expect(footer.drawnContent == nil)
    #expect(footer.className == "UIView")
  }

  /// A messaging app's text editor: `edgesForExtendedLayout = UIRectEdge()` in the controller's
  /// initializer with arguments (two false alarms under the navigation bar in round G).
  /// `UIRectEdge()` is an option set's `init()`, the empty set (Apple's `OptionSet`
  /// documentation), as `[]`; a raw value the reader cannot compute stays unknown.
  @Test("UIRectEdge() is the empty set of edges; UIRectEdge(rawValue:) of an unknown stays unknown")
  func emptyRectEdge() throws {
    let screens = try CodeScreenTests.screens(
      """
      import UIKit
      class TextEditController: UIViewController {
        var textField: UITextField!
        init(title: String, defaultValue: String?) {
          super.init(nibName: nil, bundle: nil)
          self.title = title
          edgesForExtendedLayout = UIRectEdge()
        }
        required init?(coder aDecoder: NSCoder) { fatalError() }
        override func loadView() {
          view = UIView()
          textField = UITextField()
          view.addSubview(textField)
          textField.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
        }
      }
      class FlagsController: UIViewController {
        init(flags: UInt) {
          super.init(nibName: nil, bundle: nil)
          edgesForExtendedLayout = UIRectEdge(rawValue: flags)
        }
        required init?(coder aDecoder: NSCoder) { fatalError() }
      }
      """)
    let edit = try #require(screens.first { $0.className == "TextEditController" })
    let interpreter = CodeInterpreter(
      program: edit.program, screen: edit.screenClass, environment: CodeScreenTests.iPhoneX,
      measured: nil)
    interpreter.runScreen()
    #expect(interpreter.controller.edgesForExtendedLayout == ExtendedEdges.none)
    let flags = try #require(screens.first { $0.className == "FlagsController" })
    let other = CodeInterpreter(
      program: flags.program, screen: flags.screenClass, environment: CodeScreenTests.iPhoneX,
      measured: nil)
    other.runScreen()
    #expect(other.controller.edgesForExtendedLayout == nil)
  }
}
