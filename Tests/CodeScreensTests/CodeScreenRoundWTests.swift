import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round W's classes, rewritten small (never the apps' files). Frames are the code's own
/// numbers on the catalog's iPhone 8 (375 × 667).
@Suite("Code screens: round W")
@MainActor
struct CodeScreenRoundWTests {
  static func screen(_ source: String, name: String, controller: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + controller)
      })
  }

  // MARK: W2, a `switch` over a value the code set

  /// Two Spotify clones' library toggles: a stored property with a literal initial value
  /// (`var state = State.first`), read by a `switch` in the view's initializer that activates
  /// one of two indicator constraints. Before: "which case runs is not known statically", the
  /// indicator's constraints unknown, and the whole toggle (its buttons) left out.
  static func toggle(initial: String, cases: String? = nil) -> String {
    let defaultCases = """
              case .first:
                  atSecond?.isActive = false
                  atFirst?.isActive = true
              case .second:
                  atFirst?.isActive = false
                  atSecond?.isActive = true
      """
    return """
      import UIKit
      final class ToggleView: UIView {
          enum State { case first, second }
          var state = \(initial)
          let firstButton = UIButton()
          let indicator = UIView()
          var atFirst: NSLayoutConstraint?
          var atSecond: NSLayoutConstraint?
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(firstButton)
              addSubview(indicator)
              firstButton.translatesAutoresizingMaskIntoConstraints = false
              indicator.translatesAutoresizingMaskIntoConstraints = false
              atFirst = indicator.leadingAnchor.constraint(equalTo: leadingAnchor)
              atSecond = indicator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 100)
              NSLayoutConstraint.activate([
                  firstButton.topAnchor.constraint(equalTo: topAnchor),
                  firstButton.leadingAnchor.constraint(equalTo: leadingAnchor),
                  firstButton.widthAnchor.constraint(equalToConstant: 100),
                  firstButton.heightAnchor.constraint(equalToConstant: 50),
                  indicator.topAnchor.constraint(equalTo: topAnchor, constant: 50),
                  indicator.widthAnchor.constraint(equalToConstant: 100),
                  indicator.heightAnchor.constraint(equalToConstant: 3),
              ])
              update()
          }
          required init?(coder: NSCoder) { fatalError() }
          func update() {
              switch state {
      \(cases ?? defaultCases)
              }
          }
      }
      final class ShelfViewController: UIViewController {
          let toggle = ToggleView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(toggle)
              toggle.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  toggle.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                  toggle.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  toggle.widthAnchor.constraint(equalToConstant: 200),
                  toggle.heightAnchor.constraint(equalToConstant: 55),
              ])
          }
      }
      """
  }

  @Test(
    "a switch over a value the code set runs the case it matches",
    arguments: [("State.first", 0.0), ("State.second", 100.0), (".second", 100.0)])
  func switchOverKnownValue(initial: String, indicatorX: Double) throws {
    let source = Self.toggle(initial: initial).replacingOccurrences(
      of: "var state = .second", with: "var state: State = .second")
    let screen = try Self.screen(source, name: "Shelf.swift", controller: "ShelfViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("which case runs") }, "\(notes)")
    let indicator = try #require(frames["indicator"], "\(frames) \(notes)")
    #expect(indicator.minX == indicatorX && indicator.width == 100, "\(indicator)")
    let button = try #require(frames["firstButton"], "\(frames) \(notes)")
    #expect(button.minX == 0 && button.width == 100 && button.height == 50, "\(button)")
  }

  /// A `default:` runs when no case matches.
  @Test("a switch whose cases do not match runs its default")
  func switchDefault() throws {
    let cases = """
              case .first:
                  atSecond?.isActive = false
                  atFirst?.isActive = true
              default:
                  atFirst?.isActive = false
                  atSecond?.isActive = true
      """
    let screen = try Self.screen(
      Self.toggle(initial: "State.second", cases: cases), name: "Shelf.swift",
      controller: "ShelfViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["indicator"]?.minX == 100, "\(frames) \(notes)")
  }

  /// Look-alikes: a subject only known at run time, or a case the reader does not compare (a
  /// `where` clause), still leaves what the cases set out, with the note.
  @Test(
    "look-alike: a switch over run-time state, or with a pattern not compared, stays a note",
    arguments: [
      (
        "UserDefaults.standard.bool(forKey: \"albums\") ? State.second : State.first", nil
      ),
      (
        "State.first",
        """
                case .first where UserDefaults.standard.bool(forKey: "albums"):
                    atSecond?.isActive = false
                    atFirst?.isActive = true
                default:
                    atFirst?.isActive = false
                    atSecond?.isActive = true
        """
      ),
    ] as [(String, String?)])
  func switchNotKnown(initial: String, cases: String?) throws {
    let screen = try Self.screen(
      Self.toggle(initial: initial, cases: cases), name: "Shelf.swift",
      controller: "ShelfViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(notes.contains { $0.contains("which case runs") }, "\(notes)")
    #expect(frames["indicator"] == nil, "\(frames)")
  }

  // MARK: W3, a branch on run-time state that places nothing

  /// Spotify Academy's sign-in screen: `if let url = … { webView.load(URLRequest(url: url)) }`
  /// above the constraints that pin the web view to the view's edges. Before: "what its
  /// branches set is left out", the web view's constraints unknown, and the unplaced web view
  /// reported 54 pt under the navigation bar (a false alarm).
  static func signIn(branch: String) -> String {
    """
    import UIKit
    import WebKit
    final class SignInViewController: UIViewController {
        private let webView: WKWebView = {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.translatesAutoresizingMaskIntoConstraints = false
            return webView
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(webView)
            if let url = AuthService.shared.signInURL {
                \(branch)
            }
            NSLayoutConstraint.activate([
                webView.topAnchor.constraint(equalTo: view.topAnchor),
                webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            ])
        }
    }
    """
  }

  @Test(
    "a branch on run-time state that only loads or styles a view does not unplace it",
    arguments: [
      "webView.load(URLRequest(url: url))",
      "webView.backgroundColor = .black\n            webView.load(URLRequest(url: url))",
    ])
  func branchPlacingNothing(branch: String) throws {
    let screen = try Self.screen(
      Self.signIn(branch: branch), name: "SignIn.swift", controller: "SignInViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("branches set is left out") }, "\(notes)")
    let web = try #require(frames["webView"], "\(frames) \(notes)")
    #expect(web == CGRect(x: 0, y: 0, width: 375, height: 667), "\(web)")
  }

  /// Look-alike: a branch that hides, frames or re-parents the view still leaves it out.
  @Test(
    "look-alike: a branch that hides or moves the view still leaves it out",
    arguments: [
      "webView.isHidden = true",
      "webView.removeFromSuperview()",
      "webView.load(URLRequest(url: url))\n            webView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)",
    ])
  func branchPlacingSomething(branch: String) throws {
    let screen = try Self.screen(
      Self.signIn(branch: branch), name: "SignIn.swift", controller: "SignInViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(notes.contains { $0.contains("branches set is left out") }, "\(notes)")
    #expect(frames["webView"] == nil, "\(frames)")
  }

  // MARK: W1, an image loaded by SDWebImage

  /// Both Spotify clones' players: `imageView.sd_setImage(with: url, completed: nil)` on an
  /// image view framed in code, the controls framed below it. SDWebImage's category sets the
  /// view's `image` when the download ends ("Set the imageView `image` with an `url`",
  /// `UIImageView+WebCache.h`): for the layout it is an `image` assignment, which places nothing
  /// (the reader estimates no size from an image). Before: "'imageView.sd_setImage(…)' is not
  /// read (it may move or resize the view)", and the controls were left out with it.
  static func player(load: String) -> String {
    """
    import UIKit
    final class PlayerViewController: UIViewController {
        private let imageView = UIImageView()
        private let controlsView = UIView()
        var artworkURL: URL?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(imageView)
            view.addSubview(controlsView)
            controlsView.backgroundColor = .darkGray
            \(load)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            imageView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 300)
            controlsView.frame = CGRect(
                x: 10, y: imageView.frame.maxY + 10, width: view.bounds.width - 20, height: 150)
        }
    }
    """
  }

  @Test(
    "an image view's sd_setImage places nothing",
    arguments: [
      "imageView.sd_setImage(with: artworkURL, completed: nil)",
      "imageView.sd_setImage(with: artworkURL, placeholderImage: UIImage(systemName: \"photo\"))",
    ])
  func sdWebImage(load: String) throws {
    let screen = try Self.screen(
      Self.player(load: load), name: "Player.swift", controller: "PlayerViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("sd_setImage") }, "\(notes)")
    let controls = try #require(frames["controlsView"], "\(frames) \(notes)")
    #expect(controls == CGRect(x: 10, y: 410, width: 355, height: 150), "\(controls)")
  }

  /// Look-alike: another method of the app's own that the reader cannot follow still leaves the
  /// view out.
  @Test("look-alike: an unknown method on the image view still leaves it out")
  func unknownImageMethod() throws {
    let screen = try Self.screen(
      Self.player(load: "imageView.fitToArtwork(artworkURL)"), name: "Player.swift",
      controller: "PlayerViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["imageView"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("fitToArtwork") }, "\(notes)")
  }
}

/// W8 (found while checking W1 on SpotifyClone's player): a computed property of the program's
/// `extension UIView` read on a view of a UIKit subclass (`imageView.bottom` on a
/// `UIImageView`). Swift's extensions add members to every subclass ("Extensions add new
/// functionality to an existing class", The Swift Programming Language, "Extensions"). Before:
/// "'imageView.bottom' is not known statically" (only a class the program itself declares or
/// extends was looked up), and the controls framed from it were left out.
@Suite("Code screens: round W, UIView extensions on UIKit subclasses")
@MainActor
struct CodeScreenRoundWExtensionTests {
  static func player(extending: String, read: String) -> String {
    """
    import UIKit
    extension \(extending) {
        var width: CGFloat { frame.size.width }
        var height: CGFloat { frame.size.height }
        var top: CGFloat { frame.origin.y }
        var bottom: CGFloat { top + height }
    }
    final class PlayerViewController: UIViewController {
        private let imageView = UIImageView()
        private let controlsView = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(imageView)
            view.addSubview(controlsView)
            controlsView.backgroundColor = .darkGray
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            imageView.frame = CGRect(x: 0, y: 100, width: view.width, height: 300)
            controlsView.frame = CGRect(x: 10, y: \(read) + 10, width: view.width - 20, height: 150)
        }
    }
    """
  }

  @Test(
    "a UIView extension's computed property is read on a UIImageView",
    arguments: ["imageView.bottom", "imageView.top + imageView.height"])
  func extensionPropertyOnSubclass(read: String) throws {
    let screen = try CodeScreenRoundWTests.screen(
      Self.player(extending: "UIView", read: read), name: "Player.swift",
      controller: "PlayerViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let controls = try #require(frames["controlsView"], "\(frames) \(notes)")
    #expect(controls == CGRect(x: 10, y: 410, width: 355, height: 150), "\(controls)")
  }

  /// Look-alike: an extension of another UIKit class (`UIButton`) does not apply to an image
  /// view: still unknown, said.
  @Test("look-alike: another class's extension is not read on an image view")
  func extensionOfOtherClass() throws {
    let source = Self.player(extending: "UIButton", read: "imageView.bottom")
      .replacingOccurrences(of: "width: view.width", with: "width: view.bounds.width")
    let screen = try CodeScreenRoundWTests.screen(
      source, name: "Player.swift", controller: "PlayerViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["controlsView"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("imageView.bottom") }, "\(notes)")
  }
}

/// W3 for a `switch`: a `switch` over run-time state whose cases only style views (a title per
/// case) gives the same geometry whichever case runs, as an `if` does (issue 28, item 5).
@Suite("Code screens: round W, a switch that places nothing")
@MainActor
struct CodeScreenRoundWSwitchStylingTests {
  static func source(_ body: String) -> String {
    """
    import UIKit
    final class ModeViewController: UIViewController {
        let actionButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(actionButton)
            actionButton.frame = CGRect(x: 20, y: 100, width: 335, height: 44)
            switch Settings.shared.mode {
            \(body)
            }
        }
    }
    """
  }

  @Test("a switch over run-time state whose cases only style a view leaves it placed")
  func switchStylingOnly() throws {
    let body = """
      case .light:
                  actionButton.setTitle("Dark", for: .normal)
              default:
                  actionButton.setTitle("Light", for: .normal)
                  actionButton.backgroundColor = .black
      """
    let screen = try CodeScreenRoundWTests.screen(
      Self.source(body), name: "Mode.swift", controller: "ModeViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("which case runs") }, "\(notes)")
    #expect(frames["actionButton"] == CGRect(x: 20, y: 100, width: 335, height: 44), "\(frames)")
  }

  @Test("look-alike: a case that moves the view still leaves it out")
  func switchMoving() throws {
    let body = """
      case .light:
                  actionButton.setTitle("Dark", for: .normal)
              default:
                  actionButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      """
    let screen = try CodeScreenRoundWTests.screen(
      Self.source(body), name: "Mode.swift", controller: "ModeViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(notes.contains { $0.contains("which case runs") }, "\(notes)")
    #expect(frames["actionButton"] == nil, "\(frames)")
  }
}
