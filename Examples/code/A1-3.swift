// Article 001, A1-3 in code (the scene: ../A1-3.yaml): A1-1 with
// contentInsetAdjustmentBehavior = .never, so the content starts under the status bar.
import UIKit

final class NeverAdjustTableViewController: UIViewController {
  let tb = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tb.frame = view.bounds
    if #available(iOS 11.0, *) {
      tb.contentInsetAdjustmentBehavior = .never
    } else {
      automaticallyAdjustsScrollViewInsets = false
    }
    view.addSubview(tb)
    navigationController?.setNavigationBarHidden(true, animated: false)
  }
}
