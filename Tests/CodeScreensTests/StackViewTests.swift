import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Stack views arranged from code (small rewrites of Mastodon's profile and toolbar stacks and
/// a login form in Objective-C). Expected frames are computed by hand from UIKit's stack view
/// rules (the first and last arranged views touch the stack's ends, `spacing` between them,
/// `fillEqually` splits what is left evenly, hidden views take no room) and the catalog's
/// screen size and status bar.
@Suite("Code screens: stack views")
@MainActor
struct StackViewTests {
  static let iPhone8 = CodeScreenTests.iPhone8

  @Test("Swift: a vertical stack made with arrangedSubviews:, pinned below the safe area")
  func verticalStack() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class ProfileViewController: UIViewController {
          let header = UIView()
          let footer = UIView()
          lazy var stack = UIStackView(arrangedSubviews: [header, footer])
          override func viewDidLoad() {
            super.viewDidLoad()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
              stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
              stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
              stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
              header.heightAnchor.constraint(equalToConstant: 100),
              footer.heightAnchor.constraint(equalToConstant: 40),
            ])
          }
        }
        """
      ).first)
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(!notes.contains { $0.contains("stack") }, "\(notes)")
    let stack = try #require(layout.scene.root.view?.subviews?.first)
    #expect(stack.kind == .stackView)
    #expect(stack.axis?.value == .vertical)
    #expect(stack.arranged?.value == ["header", "footer"])
    // iPhone 8, full screen: status bar 20, so the stack starts at 30; 375 - 32 = 343 wide.
    #expect(CodeScreenTests.near(frames["header"], CGRect(x: 16, y: 30, width: 343, height: 100)))
    // 30 + 100 + 12.
    #expect(CodeScreenTests.near(frames["footer"], CGRect(x: 16, y: 142, width: 343, height: 40)))
    #expect(CodeScreenTests.near(frames["stack"], CGRect(x: 16, y: 30, width: 343, height: 152)))
  }

  @Test("Swift: fillEqually, insertArrangedSubview(_:at:), a hidden arranged view takes no room")
  func fillEquallyToolbar() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class ToolbarViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let bar = UIStackView()
            bar.distribution = .fillEqually
            bar.spacing = 8
            let like = UIButton(type: .system)
            let share = UIButton(type: .system)
            let more = UIButton(type: .system)
            let extra = UIView()
            bar.addArrangedSubview(like)
            bar.addArrangedSubview(share)
            bar.insertArrangedSubview(more, at: 0)
            bar.addArrangedSubview(extra)
            extra.isHidden = true
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
              bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
              bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
              bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
              bar.heightAnchor.constraint(equalToConstant: 44),
            ])
          }
        }
        """
      ).first)
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(!notes.contains { $0.contains("stack") }, "\(notes)")
    let bar = try #require(layout.scene.root.view?.subviews?.first)
    #expect(bar.arranged?.value == ["more", "like", "share", "extra"])
    // 375 - 20 = 355 wide; three visible views and two gaps of 8: (355 - 16) / 3 = 113 each.
    // The bar's bottom is the safe area's (no home indicator on an iPhone 8): y = 667 - 44.
    #expect(CodeScreenTests.near(frames["more"], CGRect(x: 10, y: 623, width: 113, height: 44)))
    #expect(CodeScreenTests.near(frames["like"], CGRect(x: 131, y: 623, width: 113, height: 44)))
    #expect(CodeScreenTests.near(frames["share"], CGRect(x: 252, y: 623, width: 113, height: 44)))
  }

  @Test("Objective-C: a framed stack, addArrangedSubview:, UIStackViewDistributionFillEqually")
  func objectiveCStack() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        @implementation LoginViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIStackView *form = [[UIStackView alloc] initWithFrame:CGRectMake(0, 100, 200, 90)];
            form.axis = UILayoutConstraintAxisVertical;
            form.distribution = UIStackViewDistributionFillEqually;
            form.spacing = 10;
            UIView *name = [UIView new];
            UIView *password = [UIView new];
            [form addArrangedSubview:name];
            [form addArrangedSubview:password];
            [self.view addSubview:form];
        }
        @end
        """, name: "LoginViewController.m"
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(!notes.contains { $0.contains("stack") }, "\(notes)")
    // 90 high, one gap of 10: (90 - 10) / 2 = 40 each; the stack's frame is 200 wide.
    #expect(CodeScreenTests.near(frames["name"], CGRect(x: 0, y: 100, width: 200, height: 40)))
    #expect(
      CodeScreenTests.near(frames["password"], CGRect(x: 0, y: 150, width: 200, height: 40)))
  }

  @Test("the system spacing, baseline alignment and an unknown arranged view are notes")
  func unknownArrangements() throws {
    let screens = try CodeScreenTests.screens(
      """
      import UIKit
      class SystemSpacingViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let stack = UIStackView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
          stack.spacing = UIStackView.spacingUseSystem
          let a = UIView()
          stack.addArrangedSubview(a)
          view.addSubview(stack)
        }
      }
      class BaselineViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let stack = UIStackView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
          stack.alignment = .firstBaseline
          let b = UIView()
          stack.addArrangedSubview(b)
          view.addSubview(stack)
        }
      }
      class FactoryViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let stack = UIStackView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
          let known = UIView()
          stack.addArrangedSubview(known)
          stack.addArrangedSubview(AvatarFactory.make())
          let unknown = AvatarFactory.make()
          stack.addArrangedSubview(unknown)
          view.addSubview(stack)
        }
      }
      """)
    #expect(screens.count == 3)
    for screen in screens {
      let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone8)
      // The stack itself keeps its frame; what it arranges is left out, and said.
      #expect(frames["stack"] != nil, "\(screen.name)")
      #expect(frames["a"] == nil && frames["b"] == nil && frames["known"] == nil, "\(frames)")
      #expect(notes.contains { $0.contains("stack view 'stack'") }, "\(screen.name): \(notes)")
    }
  }

  @Test("scene files: stackView with arranged ids; an id that is not a subview is an error")
  func sceneFileStack() throws {
    let scene = try SceneLoader.parse(
      """
      environment: { device: iPhone 8 }
      root:
        controller:
          view:
            subviews:
              - stackView:
                  id: stack
                  axis: vertical
                  spacing: 5
                  distribution: fillEqually
                  frame: [0, 0, 100, 105]
                  arranged: [b, a]
                  subviews:
                    - view: { id: a }
                    - view: { id: b }
      """, file: "stack.yaml")
    let environment = try SceneBuilder.environment(for: scene, overrides: .init())
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    var frames: [String: CGRect] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID { frames[id] = view.frameInWindow }
      pending += view.subviews
    }
    // b first: (105 - 5) / 2 = 50 each.
    #expect(CodeScreenTests.near(frames["b"], CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(CodeScreenTests.near(frames["a"], CGRect(x: 0, y: 55, width: 100, height: 50)))
    let error = try #require(throws: SceneError.self) {
      try SceneLoader.parse(
        """
        environment: { device: iPhone 8 }
        root:
          controller:
            view:
              subviews:
                - stackView: { id: s, arranged: [x], subviews: [{ view: { id: a } }] }
        """, file: "bad.yaml")
    }
    #expect(error.message.contains("'x'"))
    #expect(error.location.line == 6)
  }
}

/// Interpretation shared between environments with the same facts (``CodeLayoutCache``): the
/// same screen laid out in several environments, one after the other, gives each environment's
/// own values (hand-computed from the catalog), whether its result was computed or reused.
@Suite("Code screens: one interpretation per set of facts read")
@MainActor
struct CodeLayoutCacheTests {
  @Test("a device check, #available and the screen's width: each environment gets its own value")
  func factsKeepEnvironmentsApart() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        let kNavBarHeight: CGFloat = UIScreen.main.bounds.height >= 812 ? 88 : 64
        class FeedViewController: UIViewController {
          let banner = UIView()
          let badge = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            banner.frame = CGRect(x: 0, y: kNavBarHeight, width: view.bounds.width, height: 40)
            view.addSubview(banner)
            if #available(iOS 13, *) {
              badge.frame = CGRect(x: 0, y: 200, width: 10, height: 10)
            } else {
              badge.frame = CGRect(x: 0, y: 300, width: 10, height: 10)
            }
            view.addSubview(badge)
          }
        }
        """
      ).first)
    let iPhone8 = CodeScreenTests.iPhone8  // 375 × 667
    let iPhoneX = CodeScreenTests.iPhoneX  // 375 × 812
    let iPhone8New = Environment(device: iPhone8.device, orientation: .portrait, ios: 14)
    let iPhone8Landscape = Environment(
      device: iPhone8.device, orientation: .landscapeLeft, ios: iPhone8.ios)
    // Twice over, so that the second round reuses what the first computed.
    for _ in 0..<2 {
      let (eight, _, _) = try CodeScreenTests.frames(screen, iPhone8)
      #expect(CodeScreenTests.near(eight["banner"], CGRect(x: 0, y: 64, width: 375, height: 40)))
      let (x, _, _) = try CodeScreenTests.frames(screen, iPhoneX)
      #expect(CodeScreenTests.near(x["banner"], CGRect(x: 0, y: 88, width: 375, height: 40)))
      // iOS 11 takes the else branch; iOS 14 the #available one.
      let (new, _, _) = try CodeScreenTests.frames(screen, iPhone8New)
      #expect(CodeScreenTests.near(new["badge"], CGRect(x: 0, y: 200, width: 10, height: 10)))
      #expect(
        CodeScreenTests.near(eight["badge"], CGRect(x: 0, y: 300, width: 10, height: 10)))
      // Landscape: 667 × 375, under 812 high: 64, and the width is 667.
      let (wide, _, _) = try CodeScreenTests.frames(screen, iPhone8Landscape)
      #expect(CodeScreenTests.near(wide["banner"], CGRect(x: 0, y: 64, width: 667, height: 40)))
    }
  }

  @Test("the recorded reads: screen size, #available, lint's evaluation")
  func recordedReads() throws {
    let program = CodeProgram(files: [
      SwiftCodeReader.read(
        """
        import UIKit
        class PlainViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            view.addSubview(box)
          }
        }
        """, path: "Plain.swift")
    ])
    let type = try #require(program.classes["PlainViewController"])
    let interpreter = CodeInterpreter(
      program: program, screen: type, environment: CodeScreenTests.iPhone8, measured: nil)
    interpreter.runScreen()
    // Nothing here depends on the device: one result serves every environment.
    #expect(interpreter.reads.isEmpty, "\(interpreter.reads)")
  }
}

/// What the third session's fresh apps showed (small rewrites of MiaowShow's Masonry selector
/// view and ZLPhotoBrowser's hand-made navigation bar).
@Suite("Code screens: boxed macros, partly known custom views")
@MainActor
struct FreshAppFixTests {
  @Test("Objective-C: @kMacro in Masonry is the macro's number")
  func boxedMacro() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        #define kItemW 60
        @implementation TabsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIButton *hotBtn = [UIButton buttonWithType:UIButtonTypeCustom];
            [self.view addSubview:hotBtn];
            [hotBtn mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self.view).offset(20);
                make.top.equalTo(self.view).offset(100);
                make.width.equalTo(@kItemW);
                make.height.equalTo(@30);
            }];
        }
        @end
        """, name: "TabsViewController.m"
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(!notes.contains { $0.contains("kItemW") }, "\(notes)")
    #expect(CodeScreenTests.near(frames["hotBtn"], CGRect(x: 20, y: 100, width: 60, height: 30)))
  }

  /// Since round M the custom view stays as a container that draws nothing itself (what its
  /// own code leaves out could be what it shows); before, it was left out with everything in it.
  @Test("a custom view whose own code leaves a subview out draws nothing itself, with a note")
  func partlyKnownCustomView() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class AlbumNavView: UIView {
          let cancelButton = UIButton(type: .system)
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(cancelButton)
            if Settings.current.showsCancel {
              cancelButton.frame = CGRect(x: 0, y: 50, width: 44, height: 44)
            }
          }
        }
        class AlbumListViewController: UIViewController {
          let navView = AlbumNavView()
          override func viewDidLoad() {
            super.viewDidLoad()
            navView.frame = CGRect(x: 0, y: 0, width: 375, height: 94)
            view.addSubview(navView)
          }
        }
        """
      ).first { $0.className == "AlbumListViewController" })
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(frames["navView"], CGRect(x: 0, y: 0, width: 375, height: 94)),
      "\(frames)")
    #expect(layout.drawnContents["navView"] == DrawnContent.nothing, "\(layout.drawnContents)")
    #expect(frames["cancelButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("'navView'") && $0.contains("partly known") }, "\(notes)")
  }
}
