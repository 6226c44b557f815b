// Article 000, A0-6 before the fix, in Objective-C (the scene: ../A0-6-fixed-offset.yaml): the red
// view at a fixed y = kNavBarHeight (64: 20 status + 44 nav), right only on phones whose status
// bar is 20 pt tall; under the bar on every notched phone.
#import <UIKit/UIKit.h>

#define kScreenWidth [UIScreen mainScreen].bounds.size.width
#define kNavBarHeight 64

@interface FixedOffsetViewController : UIViewController
@property (nonatomic, strong) UIView *red;
@end

@implementation FixedOffsetViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"A0-6";
    self.red = [[UIView alloc] initWithFrame:CGRectMake(0, kNavBarHeight, kScreenWidth, 100)];
    self.red.backgroundColor = [UIColor redColor];
    [self.view addSubview:self.red];
}

@end
