/// Source files for tests that more than one test target reads, each a small rewrite of a real
/// case (never the real file).
public enum SourceFixture {
  /// Awful's page picker (round N): a controller whose own initializer sets `.popover` and makes
  /// itself the popover's delegate, answering `answer` from
  /// `adaptivePresentationStyle(for:traitCollection:)`; the posts screen presents it without a
  /// style (`Selectotron.swift:10` sets the style when the file is one of the tests' `Posts.swift`).
  public static func selectotron(answer: String) -> String {
    """
    final class PostsPageViewController: UIViewController {
      func pick() {
        let selectotron = Selectotron(postsViewController: self)
        self.present(selectotron, animated: true)
      }
    }
    final class Selectotron: UIViewController, UIPopoverPresentationControllerDelegate {
      init(postsViewController: PostsPageViewController) {
        super.init(nibName: "Selectotron", bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController!.delegate = self
      }
      func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return \(answer)
      }
    }
    """
  }
}
