import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Screens whose classes, functions, constants and macros are in other files of their project
/// (small rewrites of MVVMReactiveCocoa's and V2ex-Swift's screens, fetched 2026-11-29), read
/// through the project index.
@Suite("Code screens: the project's other files")
@MainActor
struct ProjectSourcesTests {
  static let iPhone8 = CodeScreenTests.iPhone8
  static let iPhoneX = CodeScreenTests.iPhoneX

  /// A project folder (with an `.xcodeproj`) holding `files`; returns its path.
  static func project(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProjectSourcesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  static let baseHeader = """
    @interface BaseTableViewController : UIViewController
    @property (nonatomic, strong) UITableView *tableView;
    @end
    """
  static let baseImplementation = """
    #import "BaseTableViewController.h"
    @implementation BaseTableViewController
    - (instancetype)init {
        self = [super init];
        if (self) {
            self.title = @"Repos";
        }
        return self;
    }
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
        [self.view addSubview:self.tableView];
    }
    @end
    """
  static let constants = """
    #define kWrapperTop (IS_IPHONE_X ? 88 : 64)
    #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)
    """
  static let trending = """
    #import "BaseTableViewController.h"
    @interface TrendingViewController : BaseTableViewController
    @end
    @implementation TrendingViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *wrapperView = [[UIView alloc] initWithFrame:CGRectMake(0, kWrapperTop, CGRectGetWidth(self.view.frame), 45)];
        [self.view addSubview:wrapperView];
    }
    @end
    """

  @Test(
    "an Objective-C superclass declared in a header is read: the base controller's viewDidLoad runs"
  )
  func headerSuperclass() throws {
    let root = try Self.project([
      "App/Base/BaseTableViewController.h": Self.baseHeader,
      "App/Base/BaseTableViewController.m": Self.baseImplementation,
      "App/Trending/TrendingViewController.m": Self.trending,
      "App/Constants.h": Self.constants,
    ])
    let file = root + "/App/Trending/TrendingViewController.m"
    // Alone, the superclass is not known: a note, the base's table view is not laid out.
    let alone = try CodeScreens.load(paths: [file]).screens
    let aloneLayout = try #require(alone.first).layout(in: Self.iPhone8)
    #expect(aloneLayout.notes.contains { $0.message.contains("is not among the files read") })
    // With the project: the base controller (header + implementation) and the macros are read.
    let (screens, _) = try CodeScreens.loadResolvingProject(paths: [file])
    #expect(screens.map(\.className) == ["TrendingViewController"])
    let screen = try #require(screens.first)
    #expect(screen.file == file)
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(!notes.contains { $0.contains("is not among the files read") })
    // `self.title` in the base initializer: pushed onto a navigation controller (assumed).
    #expect(!layout.assumesFullScreen)
    // iPhone 8 (375 × 667): IS_IPHONE_X is false, so the wrapper is at y 64 below the top of
    // the root view, which the opaque-free navigation bar extends under (root at y 0).
    #expect(
      CodeScreenTests.near(frames["wrapperView"], CGRect(x: 0, y: 64, width: 375, height: 45)))
    #expect(frames["tableView"] != nil)
  }

  @Test("the index follows only what the file uses, and never UIKit's names")
  func supportFilesAreBounded() throws {
    let root = try Self.project([
      "App/Base/BaseTableViewController.h": Self.baseHeader,
      "App/Base/BaseTableViewController.m": Self.baseImplementation,
      "App/Trending/TrendingViewController.m": Self.trending,
      "App/Constants.h": Self.constants,
      "App/Unrelated.swift":
        "import UIKit\nclass UnrelatedView: UIView {}\nextension UIView { func shake() {} }\n",
    ])
    let index = CodeSourceIndex(root: root)
    #expect(index.files.count == 5)
    let support = index.supportFiles(for: [root + "/App/Trending/TrendingViewController.m"])
    #expect(
      support == [
        root + "/App/Base/BaseTableViewController.h", root + "/App/Base/BaseTableViewController.m",
        root + "/App/Constants.h",
      ])
    #expect(
      CodeSourceIndex.projectRoot(of: root + "/App/Trending/TrendingViewController.m") == root)
  }

  @Test("a free function of another file is followed (V2ex-Swift's regClass(_:cell:))")
  func freeFunctionOfTheProject() throws {
    let root = try Self.project([
      "Common/UITableView+Extension.swift": """
      import UIKit
      func regClass(_ tableView: UITableView, cell: AnyClass) -> Void {
          tableView.register(cell, forCellReuseIdentifier: "\\(cell)")
      }
      """,
      "Controller/CommentsViewController.swift": """
      import UIKit
      class CommentsViewController: UIViewController {
          fileprivate lazy var tableView: UITableView = {
              let tableView = UITableView()
              tableView.contentInsetAdjustmentBehavior = .never
              tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
              regClass(tableView, cell: UITableViewCell.self)
              return tableView
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              self.view.addSubview(self.tableView)
              self.tableView.frame = self.view.bounds
          }
      }
      """,
    ])
    let file = root + "/Controller/CommentsViewController.swift"
    let alone = try #require(try CodeScreens.load(paths: [file]).screens.first)
    let (aloneFrames, _, _) = try CodeScreenTests.frames(alone, Self.iPhoneX)
    #expect(aloneFrames["tableView"] == nil)  // passed to a function not read: left out
    let screen = try #require(try CodeScreens.loadResolvingProject(paths: [file]).screens.first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhoneX)
    #expect(!notes.contains { $0.contains("regClass") })
    // iPhone X: 375 × 812.
    #expect(CodeScreenTests.near(frames["tableView"], CGRect(x: 0, y: 0, width: 375, height: 812)))
  }

  @Test("project mode: the app's sources are read together; headers give no screen")
  func projectSources() throws {
    let root = try Self.project([
      "App/Base/BaseTableViewController.h": Self.baseHeader,
      "App/Base/BaseTableViewController.m": Self.baseImplementation,
      "App/Trending/TrendingViewController.m": Self.trending,
      "App/Constants.h": Self.constants,
    ])
    let sources = [
      root + "/App/Trending/TrendingViewController.m", root + "/App/Base/BaseTableViewController.m",
      root + "/App/Base/BaseTableViewController.h", root + "/App/Missing.m",
    ]
    let (screens, notes) = CodeScreens.load(projectSources: sources)
    #expect(screens.map(\.className) == ["BaseTableViewController", "TrendingViewController"])
    #expect(notes.map(\.file) == [root + "/App/Missing.m"])
  }

  @Test("[self isKindOfClass:X.class] in a base controller is decided per screen (Coding-iOS)")
  func isKindOfClassInBase() throws {
    let screens = try CodeScreenTests.screens(
      """
      @interface BaseViewController : UIViewController
      @end
      @implementation BaseViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          if ([self isKindOfClass:ProjectViewController.class]) {
              UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 320, 40)];
              [self.view addSubview:banner];
          }
      }
      @end
      @interface ProjectViewController : BaseViewController
      @end
      @implementation ProjectViewController
      @end
      @interface OtherViewController : BaseViewController
      @end
      @implementation OtherViewController
      - (void)loadView { [super loadView]; }
      @end
      """, name: "Base.m")
    let project = try #require(screens.first { $0.className == "ProjectViewController" })
    let other = try #require(screens.first { $0.className == "OtherViewController" })
    let (projectFrames, projectNotes, _) = try CodeScreenTests.frames(project, Self.iPhone8)
    #expect(
      CodeScreenTests.near(projectFrames["banner"], CGRect(x: 0, y: 100, width: 320, height: 40)))
    #expect(!projectNotes.contains { $0.contains("isKindOfClass") })
    let (otherFrames, otherNotes, _) = try CodeScreenTests.frames(other, Self.iPhone8)
    #expect(otherFrames["banner"] == nil)
    #expect(!otherNotes.contains { $0.contains("isKindOfClass") })
  }
}
