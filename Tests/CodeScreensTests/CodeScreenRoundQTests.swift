import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round Q's code-screen causes, rewritten small. Frames are the code's own numbers on the
/// iPhone X (375 × 812, the catalog).
@Suite("Code screens: round Q")
@MainActor
struct CodeScreenRoundQTests {
  static func layout(_ source: String, screen suffix: String, file: String) throws -> (
    frames: [String: CGRect], notes: [String]
  ) {
    let screen = try #require(
      try CodeScreenTests.screens(source, name: file).first { $0.name.hasSuffix(suffix) })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    return (result.frames, result.notes)
  }

  /// ArdWang/ShopPoject_ObjectC's cart: Masonry's shorthand (`#define MAS_SHORTHAND`,
  /// `makeConstraints:` without the prefix, `bar.centerY`) in a view the controller makes in a
  /// lazy getter (`if (self.basketView == nil) { … }`). Before, every shorthand block was "not
  /// read" and the getter's test not known: the screen had no view. `outside` adds a class
  /// that sets the property from outside (the look-alike: then it is not known to be `nil`).
  static func basketScreen(outside: Bool) -> String {
    """
    #define MAS_SHORTHAND
    #import "Masonry.h"

    @interface BasketView : UIView
    @property (nonatomic, strong) UIButton *payButton;
    @property (nonatomic, strong) UILabel *totalLabel;
    @end

    @implementation BasketView
    - (instancetype)init {
        self = [super init];
        if (self) { [self setUp]; }
        return self;
    }
    - (void)setUp {
        UIView *bar = [[UIView alloc] init];
        bar.backgroundColor = [UIColor whiteColor];
        [self addSubview:bar];
        [bar makeConstraints:^(MASConstraintMaker *make){
            make.left.right.equalTo(self);
            make.height.equalTo(@50);
            make.bottom.equalTo(self).offset(-49);
        }];
        self.payButton = [[UIButton alloc] init];
        self.payButton.backgroundColor = [UIColor redColor];
        [bar addSubview:self.payButton];
        [self.payButton makeConstraints:^(MASConstraintMaker *make){
            make.top.right.equalTo(bar);
            make.height.equalTo(bar);
            make.width.equalTo(@100);
        }];
        self.totalLabel = [[UILabel alloc] init];
        self.totalLabel.text = @"Total";
        [bar addSubview:self.totalLabel];
        [self.totalLabel makeConstraints:^(MASConstraintMaker *make){
            make.left.equalTo(bar).offset(10);
            make.centerY.equalTo(bar.centerY);
            make.height.equalTo(@25);
            make.width.equalTo(@80);
        }];
    }
    @end

    @interface BasketViewController : UIViewController
    @end

    @interface BasketViewController ()
    @property (nonatomic, strong) BasketView *basketView;
    @end

    @implementation BasketViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        [self getBasketView];
        self.basketView.frame = self.view.bounds;
        [self.view addSubview:self.basketView];
    }
    - (BasketView *)getBasketView {
        if (self.basketView == nil) {
            self.basketView = [[BasketView alloc] init];
        }
        return self.basketView;
    }
    @end
    """
      + (outside
        ? """

        @interface Shop : NSObject
        @end
        @implementation Shop
        - (void)open:(BasketViewController *)controller {
            controller.basketView = [[BasketView alloc] init];
        }
        @end
        """ : "")
  }

  @Test("Masonry's shorthand and an Objective-C property nil until set: the cart bar is laid out")
  func masonryShorthandInLazyView() throws {
    let (frames, notes) = try Self.layout(
      Self.basketScreen(outside: false), screen: "#BasketViewController", file: "Basket.m")
    // 812 − 49 − 50 = 713: the bar's top, 49 pt above the bottom (the code's numbers).
    #expect(
      CodeScreenTests.near(frames["payButton"], CGRect(x: 275, y: 713, width: 100, height: 50)),
      "\(frames) \(notes)")
    // `bar.centerY` is Masonry's `bar.mas_centerY`: the label's centre on the bar's, 738.
    #expect(
      CodeScreenTests.near(frames["totalLabel"], CGRect(x: 10, y: 725.5, width: 80, height: 25)),
      "\(frames) \(notes)")
    #expect(!notes.contains { $0.contains("is not read") }, "\(notes)")
  }

  @Test("a property some other code sets is not known to be nil: the view stays out, noted")
  func propertySetElsewhereStaysUnknown() throws {
    let (frames, notes) = try Self.layout(
      Self.basketScreen(outside: true), screen: "#BasketViewController", file: "Basket.m")
    #expect(frames["payButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("self.basketView") }, "\(notes)")
  }

  /// stoianivanov/naPost's home: the visual format helper of many tutorials, a variadic
  /// `views: UIView...` whose keys are `"v\(index)"` built in a loop. Before, the loop's
  /// sequence (the variadic parameter) was not known, the interpolation and
  /// `NSLayoutFormatOptions()` not read: every view it placed was left out.
  static func formatScreen(key: String) -> String {
    """
    import UIKit

    extension UIView {
        func addConstraintsWithFormat(_ format: String, views: UIView...) {
            var viewsDictionary = [String: UIView]()
            for (index, view) in views.enumerated() {
                let key = \(key)
                viewsDictionary[key] = view
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: NSLayoutFormatOptions(), metrics: nil, views: viewsDictionary))
        }
    }

    class HomeViewController: UIViewController {
        let scale: CGFloat = 0
        let header = UIView()
        let list = UITableView()
        let testButton = UIButton()

        override func viewDidLoad() {
            super.viewDidLoad()
            header.backgroundColor = .white
            testButton.setTitle("Test it", for: .normal)
            view.addSubview(list)
            view.addSubview(header)
            view.addSubview(testButton)
            view.addConstraintsWithFormat("H:|[v0]|", views: list)
            view.addConstraintsWithFormat("H:|[v0]|", views: header)
            view.addConstraintsWithFormat("H:|[v0]|", views: testButton)
            view.addConstraintsWithFormat("V:|-20-[v0(44)][v1][v2(20)]|", views: header, list, testButton)
        }
    }
    """
  }

  @Test("a variadic visual-format helper with interpolated keys places its views")
  func variadicFormatHelper() throws {
    let (frames, notes) = try Self.layout(
      Self.formatScreen(key: #""v\(index)""#), screen: "#HomeViewController", file: "Home.swift")
    #expect(
      CodeScreenTests.near(frames["header"], CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["list"], CGRect(x: 0, y: 64, width: 375, height: 728)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["testButton"], CGRect(x: 0, y: 792, width: 375, height: 20)),
      "\(frames) \(notes)")
  }

  /// The same screen's `[v2(20)]|`: a view flush against the superview's closing edge (the
  /// empty connection, spacing 0). Before, the closing `|` without a spacing was read as a
  /// spacing naming a view, and the views of every such format were left out.
  @Test("a closing '|' right after a view is flush: the test button sits on the bottom edge")
  func flushClosingEdge() throws {
    let source = """
      import UIKit
      class HomeViewController: UIViewController {
          let testButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              testButton.setTitle("Test it", for: .normal)
              testButton.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(testButton)
              let views = ["b": testButton]
              view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", options: [], metrics: nil, views: views))
              view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]|", options: [], metrics: nil, views: views))
          }
      }
      """
    let (frames, notes) = try Self.layout(
      source, screen: "#HomeViewController", file: "Flush.swift")
    #expect(
      CodeScreenTests.near(frames["testButton"], CGRect(x: 0, y: 792, width: 375, height: 20)),
      "\(frames) \(notes)")
    // The look-alike: a closing spacing is still kept (`-8-|`: 8 above the bottom edge).
    let spaced = try Self.layout(
      source.replacingOccurrences(of: "V:[b(20)]|", with: "V:[b(20)]-8-|"),
      screen: "#HomeViewController", file: "Flush.swift")
    #expect(
      CodeScreenTests.near(
        spaced.frames["testButton"], CGRect(x: 0, y: 784, width: 375, height: 20)),
      "\(spaced.frames) \(spaced.notes)")
  }

  @Test("an interpolated number whose type is not known stays unknown: the views are noted")
  func interpolatedNonIntegerStaysUnknown() throws {
    // `scale` is a `CGFloat`: `"v\(scale)"` is `"v0.0"`, not `"v0"`; the reader keeps no
    // number's type, so the key is not known and the views stay out with a note.
    let (frames, notes) = try Self.layout(
      Self.formatScreen(key: #""v\(self.scale)""#), screen: "#HomeViewController",
      file: "Home.swift")
    #expect(
      !CodeScreenTests.near(frames["header"], CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(frames)")
    #expect(notes.contains { $0.contains("views dictionary is not known") }, "\(notes)")
  }
}
