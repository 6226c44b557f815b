import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutInspection

/// Small hierarchies built with the runtime API, as the seed articles build them.
@MainActor
enum Scenes {
  static func device(_ name: String = "iPhone X") throws -> Device {
    try #require(DeviceCatalog.device(named: name))
  }

  /// iPhone X, a controller `vc` with a full-screen table `tb` of 60 rows, in a navigation
  /// controller `nav`.
  static func navigationTable(
    ios: Int = IOSBehaviour.newest, translucent: Bool = true, rows: Int = 60
  ) throws -> (window: UIWindow, nav: UINavigationController, vc: UIViewController, tb: UITableView)
  {
    let window = UIWindow(environment: Environment(device: try device(), ios: ios))
    let vc = UIViewController()
    vc.sceneID = "vc"
    vc.view.sceneID = "root"
    let table = UITableView(frame: vc.view.bounds, style: .plain)
    table.sceneID = "tb"
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.numberOfRowsInSection = [rows]
    vc.view.addSubview(table)
    let nav = UINavigationController(rootViewController: vc)
    nav.sceneID = "nav"
    nav.navigationBar.isTranslucent = translucent
    window.rootViewController = nav
    window.makeKeyAndVisible()
    return (window, nav, vc, table)
  }

  /// The values of `paths` in `snapshot`, as text lines.
  static func text(_ paths: [String], in snapshot: LayoutSnapshot) throws -> String {
    QueryOutput.text(results: try resolve(paths, in: snapshot))
  }

  /// The error `path` gives in `snapshot`.
  static func error(_ path: String, in snapshot: LayoutSnapshot) -> QueryError? {
    do {
      _ = try resolve(try QueryPath(path), in: snapshot)
      return nil
    } catch {
      return error
    }
  }
}
