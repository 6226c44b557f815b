extension SourceFixture {
  /// Taka's main storyboard (fresh round R, context): the initial navigation controller (id
  /// `nav`, no `navigationBarHidden`) whose root is a `ViewController` (id `root`).
  public static let takaStoryboard = IBFixture.storyboard(
    initial: "nav",
    scenes: [
      IBFixture.scene("s0", IBFixture.navigationController(id: "nav", root: "root")),
      IBFixture.scene(
        "s1", IBFixture.viewController(id: "root", customClass: "ViewController", rootID: "v")),
    ].joined(separator: "\n"))

  /// Taka's menu: the presenting code wraps the menu in a navigation controller whose bar it
  /// hides; the menu's `viewDidLoad` makes an empty navigation controller into a property that
  /// `use` may use again. Its `ViewController` hides its navigation controller's bar in
  /// `viewDidLoad`; `[[UINavigationController alloc] initWithRootViewController:menu]` is at
  /// line 22.
  public static func takaMenu(use: String) -> String {
    """
    @interface CustomMenuViewController : UIViewController
    @property (nonatomic, strong) UINavigationController *nav;
    @end
    @implementation CustomMenuViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.nav=[[UINavigationController alloc]init];
    }
    - (void)settingButtonAction:(id)sender {
        \(use)
    }
    @end
    @interface ViewController : UIViewController
    @end
    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.navigationController.navigationBar.hidden = YES;
    }
    - (void)enter {
        CustomMenuViewController *menu = [[CustomMenuViewController alloc] init];
        UINavigationController *navi = [[UINavigationController alloc] initWithRootViewController:menu];
        navi.navigationBar.hidden = YES;
        [self presentViewController:navi animated:YES completion:nil];
    }
    - (void)viewWillDisappear:(BOOL)animated {
        [super viewWillDisappear:animated];
    }
    @end
    @interface PayPalPaymentViewController : UINavigationController
    @end
    """
  }
}
