// Article 004, A4-4 in code (the scene: ../A4-4.yaml): a chat input framed at the bottom of the
// screen overlaps the home indicator, and its send button with it.
import UIKit

let chatInputHeight: CGFloat = 50

final class ChatViewController: UIViewController {
  let chatInput = UIView()
  let sendButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    let screen = UIScreen.main.bounds
    chatInput.frame = CGRect(
      x: 0, y: screen.height - chatInputHeight, width: screen.width, height: chatInputHeight)
    view.addSubview(chatInput)
    sendButton.frame = CGRect(x: chatInput.bounds.width - 60, y: 5, width: 52, height: 40)
    sendButton.setTitle("Send", for: .normal)
    chatInput.addSubview(sendButton)
  }
}
