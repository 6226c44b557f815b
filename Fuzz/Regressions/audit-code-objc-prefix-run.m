// Issue 32 (gen-objc, fuzz run 14): a run of `*&` before an operand was kept as the operand's
// debug description, each level escaping the one inside it: 26 pairs took 31 s and 2 GB.
#import <UIKit/UIKit.h>
@interface HostileViewController : UIViewController
@property (nonatomic, strong) UIView *box;
@end
@implementation HostileViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.box = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 30, 40)];
    self.box.frame = CGRectMake(0, 0, 0, *&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&*&[[UIScreen mainScreen] bounds].size.width);
    [self.view addSubview:self.box];
}
@end
