import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round M's code-screen causes, rewritten small. Frames are the code's own numbers, computed
/// by hand from the library's documented behaviour (cited at each test).
@Suite("Code screens: round M")
@MainActor
struct CodeScreenRoundMTests {
  static let iPhone8 = Environment(
    device: DeviceCatalog.device(named: "iPhone 8") ?? DeviceCatalog.newestPhone,
    orientation: .portrait, ios: 16)

  static func listScreen(coverBottom: String, update: Bool = true) -> String {
    """
    @interface ListViewController : UIViewController
    @property (nonatomic, strong) UITableView *table;
    @property (nonatomic, strong) UIView *cover;
    @end
    @implementation ListViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.table = [[UITableView alloc] init];
        [self.view addSubview:self.table];
        self.cover = [[UIView alloc] init];
        [self.view addSubview:self.cover];
        [self.table mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.offset(100);
            make.left.right.offset(0);
            make.bottom.offset(-50);
        }];
        [self.cover \(update ? "mas_updateConstraints" : "mas_makeConstraints"):^(MASConstraintMaker *make) {
            make.edges.equalTo(self.table);
            \(coverBottom)
        }];
    }
    @end
    """
  }

  /// Fresh round M's WeChat_D: the chat list's search cover is updated with
  /// `make.edges.equalTo(table)` and then `make.bottom.equalTo(table.mas_bottom).offset(10)` in
  /// one `mas_updateConstraints:` block. Masonry installs each constraint in order with
  /// `updateExisting`; `-[MASViewConstraint install]` finds the similar one installed a line
  /// before (`layoutConstraintSimilarTo:`: same items, attributes, relation, multiplier and
  /// priority) and sets its constant to 10, so there is one bottom constraint. It was read as two
  /// required constraints that can never hold together, and the screen was not laid out.
  /// iPhone 8 (375 × 667): the table is (0, 100, 375, 667 − 50 − 100 = 517); the cover ends 10
  /// below it: height 527.
  @Test("mas_updateConstraints updates a similar constraint the same block installed")
  func masonryUpdateInSameBlock() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        Self.listScreen(coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10);"),
        name: "ListViewController.m"
      ).first)
    let result = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["table"], CGRect(x: 0, y: 100, width: 375, height: 517)),
      "\(result.frames)")
    #expect(
      CodeScreenTests.near(result.frames["cover"], CGRect(x: 0, y: 100, width: 375, height: 527)),
      "\(result.frames) \(result.notes)")
  }

  /// Look-alikes: a second bottom constraint of another priority is not similar
  /// (`layoutConstraintSimilarTo:` compares priorities), so it is added and the required one
  /// holds (the cover ends with the table); in `mas_makeConstraints:` nothing is updated, and the
  /// two required constraints still can never hold together (a located error, as UIKit would
  /// break one at run time).
  @Test("another priority, or mas_makeConstraints, adds the constraint instead")
  func masonryUpdateLookAlikes() throws {
    let lower = try #require(
      try CodeScreenTests.screens(
        Self.listScreen(
          coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10).priorityHigh();"),
        name: "ListViewController.m"
      ).first)
    let result = try CodeScreenTests.frames(lower, Self.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["cover"], CGRect(x: 0, y: 100, width: 375, height: 517)),
      "\(result.frames) \(result.notes)")
    let made = try #require(
      try CodeScreenTests.screens(
        Self.listScreen(
          coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10);",
          update: false),
        name: "ListViewController.m"
      ).first)
    #expect(throws: (any Error).self) { try CodeScreenTests.frames(made, Self.iPhone8) }
  }
}
