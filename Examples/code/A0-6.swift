// Article 000, A0-6 fixed (the scene: ../A0-6.yaml): the red view placed from the safe area in
// viewDidLayoutSubviews, right on every phone with no device check: 64 on an iPhone 8, 88 on an
// iPhone X, 97.667 on an iPhone 14 Pro.
import UIKit

final class SafeOffsetViewController: UIViewController {
  let red = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "A0-6"
    view.addSubview(red)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    red.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 100)
  }
}
