// Article 003, A3-8 in code (the scene: ../A3-8.yaml): a table in landscape on an iPhone X; the
// cells keep the full width and their content views are inset by the safe area.
import UIKit

final class LandscapeTableViewController: UIViewController {
  let tb = UITableView()
  let flat = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tb.frame = view.bounds
    view.addSubview(tb)
    flat.frame = view.bounds
    flat.isHidden = true
    view.addSubview(flat)
  }
}
