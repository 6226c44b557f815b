// Article 000, A0-8 in Objective-C (the scene: ../A0-8.yaml): a table view filling the view with
// contentInset {100, 0, 100, 0}; adjustedContentInset = contentInset + safeAreaInsets.
#import <UIKit/UIKit.h>

@interface InsetTableViewController : UIViewController
@property (nonatomic, strong) UITableView *tb;
@end

@implementation InsetTableViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.navigationItem setTitle:@"A0-8"];
    self.tb = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.tb.contentInset = UIEdgeInsetsMake(100, 0, 100, 0);
    [self.view addSubview:self.tb];
}

@end
