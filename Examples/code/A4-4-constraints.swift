// Article 004, A4-4 with Auto Layout in code (the scene: ../A4-4-constraints.yaml): the comment
// box pinned to the bottom of the view overlaps the home indicator; the chat input pinned to the
// safe area clears it.
import UIKit

final class ConstrainedChatViewController: UIViewController {
  private let commentBox = UIView()
  private let chatInput = UIView()
  private let sendButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    [commentBox, chatInput].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    chatInput.addSubview(sendButton)
    NSLayoutConstraint.activate([
      commentBox.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      commentBox.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      commentBox.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      commentBox.heightAnchor.constraint(equalToConstant: 44),
      chatInput.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      chatInput.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      chatInput.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      chatInput.heightAnchor.constraint(equalToConstant: 50),
    ])
    sendButton.trailingAnchor.constraint(equalTo: chatInput.trailingAnchor, constant: -8).isActive = true
    sendButton.centerYAnchor.constraint(equalTo: chatInput.centerYAnchor).isActive = true
    sendButton.widthAnchor.constraint(equalToConstant: 52).isActive = true
    sendButton.heightAnchor.constraint(equalToConstant: 40).isActive = true
  }
}
