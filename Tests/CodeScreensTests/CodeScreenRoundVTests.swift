import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round V's largest classes (and round U's known misses), rewritten small (never the
/// apps' files). Frames are the code's own numbers on the catalog's phones.
@Suite("Code screens: round V")
@MainActor
struct CodeScreenRoundVTests {
  static let iPhone13 = Environment(
    device: DeviceCatalog.device(named: "iPhone 13") ?? DeviceCatalog.newestPhone,
    orientation: .portrait, ios: 17)

  static func screen(_ source: String, name: String, controller: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + controller)
      })
  }

  // MARK: M1, the root view of a generic base controller

  /// The three shapes of round V's generic bases, small: `loadView` makes the generic
  /// parameter's type (`view = T(frame: .zero)`, `view = CustomView()`), or keeps a view made
  /// from it in the initializer (`convenience init() { self.init(view: View()) }`). The subclass
  /// names the type in its superclass clause (`LoginViewController: BaseViewController<LoginView>`).
  /// Before: "the root view set here is not known statically; a plain view is laid out in its
  /// place" and the login button was nowhere.
  static func genericBase(_ loadView: String, initializers: String = "") -> String {
    """
    import UIKit
    final class LoginView: UIView {
        let loginButton = UIButton()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(loginButton)
            loginButton.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                loginButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                loginButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                loginButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                loginButton.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    class BaseViewController<View: UIView>: UIViewController {
    \(initializers)
        override func loadView() {
            \(loadView)
        }
    }
    final class LoginViewController: BaseViewController<LoginView> {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Login"
        }
    }
    """
  }

  static let genericShapes: [(loadView: String, initializers: String)] = [
    ("view = View(frame: .zero)", ""),
    ("view = View()", ""),
    (
      "view = containerView",
      """
          let containerView: View
          init(view: View) {
              self.containerView = view
              super.init(nibName: nil, bundle: nil)
          }
          convenience init() { self.init(view: View()) }
          required init?(coder: NSCoder) { fatalError() }
      """
    ),
  ]

  @Test(
    "a generic base controller's root view is its subclass's generic argument",
    arguments: 0..<3)
  func genericBaseRootView(shape: Int) throws {
    let (loadView, initializers) = Self.genericShapes[shape]
    let screen = try Self.screen(
      Self.genericBase(loadView, initializers: initializers), name: "Login.swift",
      controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("root view set here") }, "\(notes)")
    // iPhone 8: 375 × 667, a page sheet or not, the button 10 pt above the view's bottom.
    let button = try #require(frames["loginButton"], "\(frames) \(notes)")
    #expect(button.minX == 20 && button.width == 335 && button.height == 44, "\(button)")
  }

  /// Look-alike: the same base used without a generic argument the files know (a parameter
  /// bound to a type of another module) still lays out a plain view, with the note.
  @Test("look-alike: a generic argument that is not among the files read stays unknown")
  func genericArgumentNotRead() throws {
    let source = Self.genericBase("view = View()").replacingOccurrences(
      of: "BaseViewController<LoginView> {", with: "BaseViewController<ExternalView> {")
    let screen = try Self.screen(source, name: "Login.swift", controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["loginButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("root view set here") }, "\(notes)")
  }

  // MARK: M1b, a method of an `extension Array` (the generic bases' views add their subviews so)

  /// KnockKnock's views add every subview with `[a, b].addSubViews(self)`, a method of
  /// `extension Array where Element: UIView` that runs `forEach { parentView.addSubview($0) }`.
  /// Before: the call's value was "'addSubViews' of an array is not read", dropped without a
  /// note as a statement, and the views were never added (the screen was laid out empty).
  static func arrayExtension(body: String) -> String {
    """
    import UIKit
    extension Array where Element: UIView {
        func addSubViews(_ parentView: UIView) {
            \(body)
        }
    }
    final class CardViewController: UIViewController {
        let titleLabel = UILabel()
        let doneButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            [titleLabel, doneButton].addSubViews(view)
            titleLabel.frame = CGRect(x: 16, y: 100, width: 200, height: 30)
            doneButton.frame = CGRect(x: 16, y: 140, width: 200, height: 44)
        }
    }
    """
  }

  @Test(
    "a method of an Array extension runs with the array as self",
    arguments: [
      "self.forEach { parentView.addSubview($0) }", "forEach { parentView.addSubview($0) }",
      "for view in self { parentView.addSubview(view) }",
    ])
  func arrayExtensionMethod(body: String) throws {
    let screen = try Self.screen(
      Self.arrayExtension(body: body), name: "Card.swift", controller: "CardViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      frames["titleLabel"].map { $0.minX == 16 && $0.width == 200 } == true, "\(frames) \(notes)")
    #expect(frames["doneButton"].map { $0.height == 44 } == true, "\(frames) \(notes)")
  }

  /// Look-alike: an array method the program does not declare is still not read, and what it
  /// would have added is said (not silently dropped).
  @Test("look-alike: an array method nobody declares is said, not dropped silently")
  func arrayMethodNotDeclared() throws {
    let source = Self.arrayExtension(body: "forEach { parentView.addSubview($0) }")
      .replacingOccurrences(
        of: "[titleLabel, doneButton].addSubViews(view)",
        with: "[titleLabel, doneButton].installAll(in: view)")
    let screen = try Self.screen(source, name: "Card.swift", controller: "CardViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["titleLabel"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("installAll") }, "\(notes)")
  }

  // MARK: V1, SnapKit's `inset` takes its sign from the attribute related to

  /// KnockKnock's profile setting: `confirmButton.top.equalTo(safeAreaLayoutGuide.snp.bottom)
  /// .inset(47)` sits 47 pt *above* the safe area's bottom: SnapKit's `Constraint.init` reads the
  /// constant "for" the layout-to attribute (`constraintConstantTargetValueFor(layoutAttribute:
  /// layoutToAttribute)`, `Constraint.swift`), and a bottom is negated. Before: read for the
  /// first attribute (top, +47), the button lay 47 pt below the safe area, off the screen.
  static let insetSource = """
    import UIKit
    import SnapKit
    final class SettingViewController: UIViewController {
        let confirmButton = UIButton()
        let titleLabel = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(confirmButton)
            view.addSubview(titleLabel)
            confirmButton.snp.makeConstraints {
                $0.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(20)
                $0.top.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(47)
                $0.height.equalTo(47)
            }
            titleLabel.snp.makeConstraints {
                $0.top.equalToSuperview().inset(30)
                $0.leading.equalToSuperview().inset(16)
                $0.width.equalTo(100)
                $0.height.equalTo(20)
            }
        }
    }
    """

  @Test("SnapKit's inset is signed by the attribute it relates to")
  func snapKitInsetSignedByTarget() throws {
    let screen = try Self.screen(
      Self.insetSource, name: "Setting.swift", controller: "SettingViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let button = try #require(frames["confirmButton"], "\(frames) \(notes)")
    // iPhone 8 portrait, the screen assumed full screen: safe area bottom at 667.
    #expect(button.maxY == 667 && button.minY == 620, "\(button)")
    #expect(button.minX == 20 && button.width == 335, "\(button)")
    // Look-alike: the same edge (top to top) keeps the inset inwards, + 30.
    let label = try #require(frames["titleLabel"], "\(frames)")
    #expect(label.minY == 30 && label.minX == 16, "\(label)")
  }

  // MARK: M2, a type alias

  /// NoStoryBoardTwitterApp's login, small: `typealias u = Utilities` inside the controller,
  /// then `u.inputContainer(…)` (a static function of the program) for the stack's first
  /// arranged view. Before: "'u' is not known statically", the stack's first arranged view was
  /// unknown and all three arranged views were left out.
  static func typeAlias(_ declaration: String, member: Bool) -> String {
    """
    import UIKit
    \(member ? "" : declaration)
    class Utilities {
        static func inputContainer(height: CGFloat) -> UIView {
            let container = UIView()
            container.heightAnchor.constraint(equalToConstant: height).isActive = true
            return container
        }
    }
    class LoginViewController: UIViewController {
        \(member ? declaration : "")
        lazy var emailContainer: UIView = u.inputContainer(height: 50)
        let loginButton: UIButton = {
            let button = UIButton(type: .system)
            button.heightAnchor.constraint(equalToConstant: 50).isActive = true
            return button
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(arrangedSubviews: [emailContainer, loginButton])
            stack.axis = .vertical
            stack.spacing = 20
            view.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100).isActive = true
            stack.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 32).isActive = true
            stack.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -32).isActive = true
        }
    }
    """
  }

  @Test("a type alias names its type", arguments: [true, false])
  func typeAliasNamesItsType(member: Bool) throws {
    let screen = try Self.screen(
      Self.typeAlias("typealias u = Utilities", member: member), name: "Login.swift",
      controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let button = try #require(frames["loginButton"], "\(frames) \(notes)")
    // iPhone 8, full screen assumed: safe area top 20; the button after 50 + 20.
    #expect(button.minX == 32 && button.width == 311 && button.minY == 190, "\(button)")
  }

  @Test("look-alike: an alias of a type the files do not declare stays unknown")
  func typeAliasOfUnknownType() throws {
    let screen = try Self.screen(
      Self.typeAlias("typealias u = ExternalUtilities", member: true), name: "Login.swift",
      controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["loginButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("arranged") }, "\(notes)")
  }

  // MARK: M3, a stack view whose arranged view comes from a helper object's method

  /// TwitterClone's login, small: the stack's first arranged view is made by an instance method
  /// of a helper class of the program, `Utilities().inputContainerView(height: 50)`. Before: the
  /// method of an object of the program was not run (its value `nil`), and the stack's arranged
  /// views were all left out with "one of its arranged views is not known statically", which did
  /// not say which one, nor why.
  static func helperObject(_ call: String) -> String {
    """
    import UIKit
    class Utilities {
        func inputContainerView(height: CGFloat) -> UIView {
            let container = UIView()
            container.heightAnchor.constraint(equalToConstant: height).isActive = true
            return container
        }
    }
    class LoginController: UIViewController {
        private lazy var emailContainerView: UIView = {
            let view = \(call)
            return view
        }()
        let loginButton: UIButton = {
            let button = UIButton(type: .system)
            button.heightAnchor.constraint(equalToConstant: 50).isActive = true
            return button
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(arrangedSubviews: [emailContainerView, loginButton])
            stack.axis = .vertical
            stack.spacing = 20
            view.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100).isActive = true
            stack.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 32).isActive = true
            stack.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -32).isActive = true
        }
    }
    """
  }

  @Test("a method of a helper object of the program makes the stack's arranged view")
  func helperObjectMethod() throws {
    let screen = try Self.screen(
      Self.helperObject("Utilities().inputContainerView(height: 50)"), name: "Login.swift",
      controller: "LoginController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let button = try #require(frames["loginButton"], "\(frames) \(notes)")
    #expect(button.minX == 32 && button.width == 311 && button.minY == 190, "\(button)")
  }

  /// Look-alike: a helper the files do not declare still leaves the stack's views out, and the
  /// note names the arranged view that is not known and why.
  @Test("look-alike: the note names the arranged view that is not known, and why")
  func unknownArrangedViewIsNamed() throws {
    let screen = try Self.screen(
      Self.helperObject("ExternalKit.inputContainerView(height: 50)"), name: "Login.swift",
      controller: "LoginController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["loginButton"] == nil, "\(frames)")
    let note = try #require(notes.first { $0.hasPrefix("'loginButton'") }, "\(notes)")
    #expect(note.contains("'emailContainerView'"), "\(note)")
    #expect(note.contains("ExternalKit"), "\(note)")
  }

  // MARK: M5, a view's `updateConstraints()` after `setNeedsUpdateConstraints()`

  /// Talula's about screen, small: the view makes its constraints in `override func
  /// updateConstraints()` (once, behind a flag) and calls `setNeedsUpdateConstraints()` in its
  /// initializer. UIKit runs `updateConstraints()` in the next layout pass ("Calling this method
  /// [setNeedsUpdateConstraints] ... the system calls updateConstraints() as part of its normal
  /// layout pass", Apple's `UIView` documentation). Before: never run, the label zero-sized and
  /// ambiguous. `flag` false gives the look-alike: a view that never asks is not updated.
  static func updateConstraintsSource(asks: Bool) -> String {
    """
    import UIKit
    import SnapKit
    class InformationView: UIView {
        private var didSetupConstraints = false
        let titleLabel = UILabel()
        init() {
            super.init(frame: .zero)
            addSubview(titleLabel)
            \(asks ? "self.setNeedsUpdateConstraints()" : "")
        }
        required init?(coder: NSCoder) { fatalError() }
        override func updateConstraints() {
            if !didSetupConstraints {
                titleLabel.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(20)
                    make.left.equalToSuperview().offset(15)
                    make.right.equalToSuperview().offset(-15)
                    make.height.equalTo(30)
                }
                didSetupConstraints = true
            }
            super.updateConstraints()
        }
    }
    class InformationViewController: UIViewController {
        override func loadView() {
            view = InformationView()
        }
    }
    """
  }

  @Test("a view's updateConstraints runs after setNeedsUpdateConstraints")
  func updateConstraintsRuns() throws {
    let screen = try Self.screen(
      Self.updateConstraintsSource(asks: true), name: "Information.swift",
      controller: "InformationViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let label = try #require(frames["titleLabel"], "\(frames) \(notes)")
    #expect(label.minX == 15 && label.width == 345 && label.height == 30, "\(label)")
  }

  /// Talula's about view itself never asks, but a row inside it does: the window runs a
  /// constraint pass, and every view's `updateConstraints()` runs in it.
  @Test("a view that never asks is updated in a constraint pass another view asked for")
  func updateConstraintsInPass() throws {
    let source = Self.updateConstraintsSource(asks: false).replacingOccurrences(
      of: "addSubview(titleLabel)",
      with:
        "addSubview(titleLabel)\n        let row = UIView()\n        addSubview(row)\n        row.setNeedsUpdateConstraints()"
    )
    let screen = try Self.screen(
      source, name: "Information.swift", controller: "InformationViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let label = try #require(frames["titleLabel"], "\(frames) \(notes)")
    #expect(label.minX == 15 && label.width == 345, "\(label)")
  }

  @Test("look-alike: without constraints or a request, no constraint pass runs")
  func updateConstraintsNotAsked() throws {
    let screen = try Self.screen(
      Self.updateConstraintsSource(asks: false), name: "Information.swift",
      controller: "InformationViewController")
    let (frames, _, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["titleLabel"].map { $0.width == 345 } != true, "\(frames)")
  }

  // MARK: M6, `subviews` of a plain view or a stack view

  /// diveCompanion's button row, small: three buttons added to a stack view with `addSubview`
  /// (not arranged), each as wide as the row `dividedBy(row.subviews.count)`. Before:
  /// "'buttonRow.subviews' is not known statically", and the row and its buttons were left out.
  /// `button` gives the look-alike: a `UIButton`'s subviews are UIKit's own (its title label and
  /// image view, made at run time), so their count stays unknown.
  static func subviewsSource(container: String) -> String {
    """
    import UIKit
    import SnapKit
    final class SiteViewController: UIViewController {
        let row = \(container)()
        let prevButton = UIButton()
        let homeButton = UIButton()
        let nextButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(row)
            [homeButton, prevButton, nextButton].forEach { row.addSubview($0) }
            row.snp.makeConstraints {
                $0.bottom.equalTo(view.safeAreaLayoutGuide).inset(20)
                $0.leading.trailing.equalToSuperview()
                $0.height.equalTo(38)
            }
            homeButton.snp.makeConstraints {
                $0.leading.top.bottom.equalToSuperview()
                $0.width.equalTo(row.snp.width).dividedBy(row.subviews.count)
            }
        }
    }
    """
  }

  @Test("the subviews of a plain view or a stack view are the ones the code added")
  func subviewsOfPlainView() throws {
    let screen = try Self.screen(
      Self.subviewsSource(container: "UIStackView"), name: "Site.swift",
      controller: "SiteViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    let home = try #require(frames["homeButton"], "\(frames) \(notes)")
    #expect(home.width == 125 && home.height == 38, "\(home)")
  }

  @Test("look-alike: a UIKit control's subviews stay unknown")
  func subviewsOfControlUnknown() throws {
    let screen = try Self.screen(
      Self.subviewsSource(container: "UIButton"), name: "Site.swift",
      controller: "SiteViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["homeButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("subviews") }, "\(notes)")
  }
}
