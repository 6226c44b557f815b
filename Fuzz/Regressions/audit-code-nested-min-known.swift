// Issue 32 (fourth round, hand-made): calls nested 200 deep around a value every environment
// knows (the screen height): a 300-s timeout on a release build before 61a04fc; now a located
// note (nesting past the reader's 120 levels) in 0.2 s.
import UIKit
final class HostileViewController: UIViewController {
  let box = UIView()
  override func viewDidLoad() {
    super.viewDidLoad()
    box.frame = CGRect(x: 10, y: min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(min(UIScreen.main.bounds.height, 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), 44), width: 100, height: 44)
    view.addSubview(box)
  }
}
