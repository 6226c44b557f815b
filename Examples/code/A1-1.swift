// Article 001, A1-1 in code (the scene: ../A1-1.yaml): the navigation bar hidden, a table view
// filling the view; from iOS 11 its content moves down by the status bar.
import UIKit

final class HiddenBarTableViewController: UIViewController {
  var tb: UITableView!

  override func viewDidLoad() {
    super.viewDidLoad()
    tb = UITableView(frame: view.bounds, style: .plain)
    view.addSubview(tb)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
  }
}
