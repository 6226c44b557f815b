import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round P's code-screen causes, rewritten small. Frames are the code's own numbers on the
/// iPhone X (375 × 812, the catalog).
@Suite("Code screens: round P")
@MainActor
struct CodeScreenRoundPTests {
  /// The screen `ListViewController` of `source`, laid out on the iPhone X.
  static func layout(_ source: String) throws -> (frames: [String: CGRect], notes: [String]) {
    let screen = try #require(
      try CodeScreenTests.screens(source).first { $0.name.hasSuffix("#ListViewController") })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    return (result.frames, result.notes)
  }

  /// KlayThompson/weiboSwift's base controller: a full-screen table under a hand-made bar, its
  /// insets written by hand with the tab bar's height read through `tabBarController?`, which
  /// the code alone does not give. Before, the whole `contentInset` was dropped without a word
  /// and the table judged with none; now the table (and what rests on its inset) is left out
  /// with a note naming the line.
  static func insetScreen(bottom: String) -> String {
    """
    import UIKit

    class ListViewController: UIViewController {
        var tableView: UITableView?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
            view.addSubview(tableView!)
            tableView?.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: \(bottom), right: 0)
        }
    }
    """
  }

  @Test("a contentInset not known statically leaves the scroll view out with a note")
  func unknownContentInsetIsNoted() throws {
    let unknown = try Self.layout(
      Self.insetScreen(bottom: "tabBarController?.tabBar.bounds.height ?? 49"))
    #expect(unknown.frames["tableView"] == nil, "\(unknown.frames)")
    #expect(
      unknown.notes.contains { $0.contains("tableView") && $0.contains("contentInset") },
      "\(unknown.notes)")
    // The look-alike: an inset the code gives in numbers is kept (the table is laid out).
    let known = try Self.layout(Self.insetScreen(bottom: "49"))
    #expect(
      CodeScreenTests.near(known.frames["tableView"], CGRect(x: 0, y: 0, width: 375, height: 812)),
      "\(known.frames) \(known.notes)")
    #expect(!known.notes.contains { $0.contains("contentInset") }, "\(known.notes)")
  }

  /// Ello's tab bar controller frames its bar with its own `extension CGRect` helpers:
  /// `view.bounds.fromBottom().with(height: 44).shift(up: 44)`. Before, a method of the
  /// program's extension of a geometry type was "not read" and the bar was left out.
  static let rectExtension = """
    extension CGRect {
        var y: CGFloat { return origin.y }
        func at(y amt: CGFloat) -> CGRect {
            var f = self
            f.origin.y = amt
            return f
        }
        func with(height amt: CGFloat) -> CGRect {
            var f = self
            f.size.height = amt
            return f
        }
        func fromBottom() -> CGRect {
            return CGRect(x: minX, y: maxY, width: width, height: 0)
        }
        func shift(up amt: CGFloat) -> CGRect {
            return at(y: self.y - amt)
        }
        mutating func lift(_ amt: CGFloat) {
            origin.y -= amt
        }
    }

    """

  /// The screen whose `bar` the `framing` lines frame, with the extension above.
  static func barScreen(_ framing: String) throws -> (frames: [String: CGRect], notes: [String]) {
    try layout(
      rectExtension + """
        class ListViewController: UIViewController {
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                \(framing)
            }
        }
        """)
  }

  @Test("a method of the program's extension of CGRect runs for the rectangle")
  func rectExtensionMethods() throws {
    let result = try Self.barScreen(
      "bar.frame = view.bounds.fromBottom().with(height: 44).shift(up: 44)")
    #expect(
      CodeScreenTests.near(result.frames["bar"], CGRect(x: 0, y: 768, width: 375, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// The look-alikes: a `mutating` method changes the value in place, which the reader does not
  /// write back; the rectangle, and the view framed from it, are not known (never placed at the
  /// value from before the call). A method the program does not declare stays "not read".
  @Test("a mutating extension method or an undeclared one leaves the view out with a note")
  func mutatingOrUndeclaredExtensionMethod() throws {
    let mutating = try Self.barScreen(
      """
      var frame = view.bounds.fromBottom().with(height: 44)
              frame.lift(44)
              bar.frame = frame
      """)
    #expect(mutating.frames["bar"] == nil, "\(mutating.frames)")
    #expect(mutating.notes.contains { $0.contains("lift") }, "\(mutating.notes)")
    let undeclared = try Self.barScreen("bar.frame = view.bounds.fromTop(44)")
    #expect(undeclared.frames["bar"] == nil, "\(undeclared.frames)")
    #expect(undeclared.notes.contains { $0.contains("fromTop") }, "\(undeclared.notes)")
  }
}
