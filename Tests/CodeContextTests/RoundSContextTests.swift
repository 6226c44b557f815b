import Foundation
import Testing

@testable import CodeContext

/// Fresh round S's code-context classes, rewritten small (training from then on;
/// `Documentation/Journal/2026-12-01-precision-S.md`, "What is left", item 1).
@Suite struct RoundSContextTests {
  /// ESP RainMaker names its scenes through a `struct Constants { static let … = "…" }` and a
  /// controller's own `static let storyboardId = "…"`: 26 scenes were read as reached by no code
  /// (or their pushers' bar state was lost). A `static let` or file-scope `let` holding a string
  /// literal is that string; a `static var`, a computed property and an interpolated string
  /// stay built at run time.
  @Test func swiftStringConstantsNameScenes() throws {
    let constants = """
      struct Constants {
          static let connectVCIdentifier = "connectVC"
          static var mutableIdentifier = "mutable"
          static var computedIdentifier: String { "computed" }
      }
      let kSettingsIdentifier = "settings"
      """
    let code = """
      class ThreadSuccessViewController: UIViewController {
          static let storyboardId = "ThreadSuccessViewController"
      }
      class OtherViewController: UIViewController {
          static let storyboardId = "Other"
      }
      class LandingViewController: UIViewController {
          func connect() {
              let connectVC = storyboard?.instantiateViewController(withIdentifier: Constants.connectVCIdentifier) as! ConnectViewController
              navigationController?.pushViewController(connectVC, animated: true)
          }
          func success() {
              let main = UIStoryboard(name: "Main", bundle: nil)
              let vc = main.instantiateViewController(withIdentifier: ThreadSuccessViewController.storyboardId)
              navigationController?.pushViewController(vc, animated: true)
          }
          func settings() {
              let main = UIStoryboard(name: "Main", bundle: nil)
              present(main.instantiateViewController(withIdentifier: kSettingsIdentifier), animated: true)
          }
          func runTime(name: String) {
              let main = UIStoryboard(name: "Main", bundle: nil)
              present(main.instantiateViewController(withIdentifier: Constants.mutableIdentifier), animated: true)
              present(main.instantiateViewController(withIdentifier: Constants.computedIdentifier), animated: true)
              present(main.instantiateViewController(withIdentifier: "\\(name)VC"), animated: true)
          }
      }
      """
    let index = CodeIndex.read(sources: [
      ("App/Utilities/Constants.swift", constants), ("App/Landing.swift", code),
    ])
    let identifiers = Set(
      index.showings.compactMap { showing -> String? in
        if case .storyboardScene(_, let identifier) = showing.screen { identifier } else { nil }
      })
    #expect(identifiers == ["connectVC", "ThreadSuccessViewController", "settings"])
    #expect(
      index.showings.contains {
        $0.screen == .storyboardScene(storyboard: "Main", identifier: "ThreadSuccessViewController")
      })
    let reasons = index.unresolved.map(\.reason)
    for name in ["Constants.mutableIdentifier", "Constants.computedIdentifier", "name"] {
      #expect(reasons.contains { $0.contains(name) }, "\(name): \(reasons)")
    }
  }
}
