// Article 000, A0-1 in code (the scene: ../A0-1.yaml): a red view framed at (0, 0, screen width,
// 88) in a controller pushed under a translucent navigation bar. The root view starts at the top
// of the screen (R3.1), so the view is hidden under the status bar and the bar.
import UIKit

final class RedHeaderViewController: UIViewController {
  let red = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "A0-1"
    red.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 88)
    red.backgroundColor = .red
    view.addSubview(red)
  }
}
