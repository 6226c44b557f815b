// Article 004, A4-4 with SnapKit (the scene: ../A4-4-constraints.yaml): the same screen as
// A4-4-constraints.swift, its constraints written with SnapKit.
import SnapKit
import UIKit

final class SnapChatViewController: UIViewController {
  let commentBox = UIView()
  let chatInput = UIView()
  let sendButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(commentBox)
    view.addSubview(chatInput)
    chatInput.addSubview(sendButton)
    commentBox.snp.makeConstraints { make in
      make.leading.trailing.bottom.equalToSuperview()
      make.height.equalTo(44)
    }
    chatInput.snp.makeConstraints { make in
      make.leading.trailing.equalTo(view.safeAreaLayoutGuide)
      make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
      make.height.equalTo(50)
    }
    sendButton.snp.makeConstraints { make in
      make.trailing.equalToSuperview().inset(8)
      make.centerY.equalToSuperview()
      make.size.equalTo(CGSize(width: 52, height: 40))
    }
  }
}
