// Article 000, A0-3 in code (the scene: ../A0-3.yaml): the red view is 100 points tall; the
// article prints vc.view.safeAreaInsets = {88, 0, 34, 0} on the iPhone X.
import UIKit

final class TallRedViewController: UIViewController {
  private lazy var red: UIView = {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 100))
    view.backgroundColor = .red
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "A0-3"
    view.addSubview(red)
  }
}
