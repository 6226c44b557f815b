extension SourceFixture {
  /// weiboSwift's tabs (round P, code): each made from a class name read from data and wrapped
  /// in a `MainNavigationController`, whose `viewDidLoad` runs `barStatement`; the home tab
  /// pushes the web screen, whose title label sits at y 20 of its view (it draws its own bar
  /// below). `MainNavigationController(rootViewController:)` is at line 15 of the file.
  public static func weiboTabs(barStatement: String) -> String {
    """
    import UIKit
    class MainNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        \(barStatement)
      }
    }
    class BaseViewController: UIViewController {}
    class MainTabBarController: UITabBarController {
      func viewController(dictionary: [String: AnyObject]) -> UIViewController {
        guard let className = dictionary["className"] as? String,
          let clas = NSClassFromString(Bundle.main.namespace + "." + className) as? BaseViewController.Type
          else { return UIViewController() }
        let viewConttroller = clas.init()
        let navi = MainNavigationController(rootViewController: viewConttroller)
        return navi
      }
    }
    class HomeViewController: BaseViewController {
      func open(urlString: String) {
        let homeWeb = HomeWebViewController()
        navigationController?.pushViewController(homeWeb, animated: true)
      }
    }
    class HomeWebViewController: BaseViewController {
      lazy var webTitle: UILabel = {
        let label = UILabel(frame: CGRect(x: 60, y: 20, width: 200, height: 44))
        label.text = "Weibo"
        return label
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webTitle)
      }
    }
    """
  }
}
