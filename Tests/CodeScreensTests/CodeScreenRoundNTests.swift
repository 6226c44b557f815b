import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round N's code-screen causes, rewritten small. Frames are the code's own numbers on the
/// iPhone 8 (375 × 667, the catalog).
@Suite("Code screens: round N")
@MainActor
struct CodeScreenRoundNTests {
  static func screen(_ source: String, _ className: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source).first { $0.name.hasSuffix("#" + className) })
  }

  /// A pod's constants in the SwifterSwift shape: statics behind `#if !os(macOS)`, a getter
  /// whose body is `#if os(iOS) || os(tvOS) … #elseif os(watchOS) … #endif`, and one behind a
  /// build flag (`#if DEBUG`), which only the build decides.
  static let kit = """
    import UIKit
    public struct Kit {
      #if !os(macOS)
      public static var screenWidth: CGFloat {
        #if os(iOS) || os(tvOS)
          return UIScreen.main.bounds.width
        #elseif os(watchOS)
          return 100
        #endif
      }
      #endif
      #if os(macOS)
      public static var gap: CGFloat { return 80 }
      #else
      public static var gap: CGFloat { return 16 }
      #endif
      public static var flagged: CGFloat {
        #if DEBUG
          return 10
        #else
          return 20
        #endif
      }
    }
    """

  /// Fresh round N's WeiBook: its frames use `SwifterSwift.screenWidth` / `screenHeight`, whose
  /// getters sit in `#if !os(macOS)` and `#if os(iOS) || os(tvOS)` blocks; the reader skipped
  /// conditional compilation, the statics were unknown and every such view was left out. An
  /// iOS app compiles the `os(iOS)` branches (``CompilationCondition``): on the iPhone 8 the
  /// field is 375 − 64 = 311 wide, the button 16 from the left (the `#else` of `os(macOS)`).
  @Test("#if os(iOS) branches are read as an iOS app compiles them")
  func platformConditions() throws {
    let screen = try Self.screen(
      Self.kit + """

        class SearchViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: Kit.screenWidth - 64, height: 30))
            view.addSubview(field)
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: Kit.gap, y: 200, width: 44, height: 44)
            view.addSubview(button)
          }
        }
        """, "SearchViewController")
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["field"], CGRect(x: 0, y: 100, width: 311, height: 30)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 16, y: 200, width: 44, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// Look-alike: a value behind a build flag (`#if DEBUG`) is not known statically; the view
  /// placed with it is left out with a note naming the condition, not laid out with either
  /// branch's number. Statements behind a flag in a controller's own code are an undecided
  /// branch too: the label it adds is left out with a note, while the one outside is laid out.
  @Test("#if DEBUG is a branch the reader cannot decide")
  func buildFlags() throws {
    let screen = try Self.screen(
      Self.kit + """

        class DebugViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let badge = UIView(frame: CGRect(x: Kit.flagged, y: 300, width: 44, height: 44))
            view.addSubview(badge)
            let title = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
            view.addSubview(title)
            #if DEBUG
            let marker = UILabel(frame: CGRect(x: 0, y: 400, width: 200, height: 30))
            view.addSubview(marker)
            #endif
          }
        }
        """, "DebugViewController")
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(result.frames["badge"] == nil, "\(result.frames)")
    #expect(result.frames["marker"] == nil, "\(result.frames)")
    #expect(
      CodeScreenTests.near(result.frames["title"], CGRect(x: 0, y: 100, width: 200, height: 30)),
      "\(result.frames) \(result.notes)")
    #expect(result.notes.contains { $0.contains("#if DEBUG") }, "\(result.notes)")
  }

  /// A bottom bar in the shape of WeiBook's `GloableBottomButtonView`: its initializer takes an
  /// optional frame and calls `super.init(frame:)` with its own frame when given `nil`; its
  /// button fills it with SnapKit's `make.edges.equalTo(UIEdgeInsetsMake(…))`.
  static func bottomBar(_ call: String, insets: String) -> String {
    """
    import UIKit
    class BottomButtonView: UIView {
      var button: UIButton!
      init(frame: CGRect?, title: String) {
        if frame == nil {
          super.init(frame: CGRect(x: 0, y: UIScreen.main.bounds.height - 49 - 64,
                                   width: UIScreen.main.bounds.width, height: 49))
        } else {
          super.init(frame: frame!)
        }
        button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        addSubview(button)
        button.snp.makeConstraints { (make) in
          make.edges.equalTo(\(insets))
        }
      }
      required init?(coder aDecoder: NSCoder) { fatalError() }
    }
    class AddBookViewController: UIViewController {
      var bottomBtn: BottomButtonView!
      override func viewDidLoad() {
        super.viewDidLoad()
        bottomBtn = BottomButtonView.init(\(call), title: "Add")
        view.addSubview(bottomBtn)
      }
    }
    """
  }

  /// Fresh round N's WeiBook (WB4–WB6): UIKit's `init(frame:)` called from a view's own
  /// initializer sets the frame (Apple's documentation of `UIView.init(frame:)`); only an
  /// initializer named `init(frame:)` had one (its argument), so the bar was laid out at a zero
  /// frame without a note. A `UIEdgeInsets` target relates to the superview's edges with the
  /// insets (SnapKit's `ConstraintConstantTarget`: left and top as they are, right and bottom
  /// negated); it was "a target that is not read". iPhone 8: the bar at y 667 − 49 − 64 = 554,
  /// the button filling it.
  @Test("super.init(frame:) in a view's own initializer, and an insets target")
  func superInitFrameAndInsetsTarget() throws {
    let screen = try Self.screen(
      Self.bottomBar("frame: nil", insets: "UIEdgeInsetsMake(0, 0, 0, 0)"),
      "AddBookViewController")
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(
        result.frames["bottomBtn"], CGRect(x: 0, y: 554, width: 375, height: 49)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 0, y: 554, width: 375, height: 49)),
      "\(result.frames) \(result.notes)")
  }

  /// Look-alike: given a frame, the other branch passes it on (`super.init(frame: frame!)`):
  /// (0, 100, 200, 40); insets of 5 and 10 put the button at (10, 105, 180, 30).
  @Test("a given frame is passed on; insets inset the button")
  func superInitGivenFrame() throws {
    let screen = try Self.screen(
      Self.bottomBar(
        "frame: CGRect(x: 0, y: 100, width: 200, height: 40)",
        insets: "UIEdgeInsetsMake(5, 10, 5, 10)"),
      "AddBookViewController")
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(
        result.frames["bottomBtn"], CGRect(x: 0, y: 100, width: 200, height: 40)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 10, y: 105, width: 180, height: 30)),
      "\(result.frames) \(result.notes)")
  }
}
