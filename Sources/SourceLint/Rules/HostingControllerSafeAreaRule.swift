/// `hosting_controller_safe_area`: a `UIHostingController` embedded as a child with no decision
/// about its safe-area regions.
enum HostingControllerSafeAreaRule {
  static let description = LintRuleDescription(
    identifier: LintRules.hostingControllerSafeArea, name: "Hosting controller safe area",
    summary: """
      A `UIHostingController` added as a child view controller in a file that never sets its \
      `safeAreaRegions`.
      """,
    rationale: """
      A hosting controller applies the safe area its view is in. Embedded in a cell, a card or \
      a view its parent already places inside the safe area, it adds the insets a second time \
      where its frame touches the screen's edges (a gap above a bottom sheet's content, a cell \
      that grows on a notched phone), and jumps when the insets change. Whether the SwiftUI \
      content should see the safe area is a decision to write down: `safeAreaRegions = []` \
      when the parent handles it, the default when it does not.
      """,
    severity: .warning,
    fix: """
      Set `host.safeAreaRegions` (iOS 16.4+): `[]` when the parent lays the child out inside the \
      safe area, `.container` or `.all` when the child reaches the screen's edges.
      """,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI
        import UIKit
        final class CardCell: UICollectionViewCell {
          func embed(in parent: UIViewController) {
            let host = ↓UIHostingController(rootView: Card())
            parent.addChild(host)
            contentView.addSubview(host.view)
            host.didMove(toParent: parent)
          }
        }

        """)
    ],
    nonTriggeringExamples: [
      .swift(
        """
        import SwiftUI
        import UIKit
        final class CardCell: UICollectionViewCell {
          func embed(in parent: UIViewController) {
            let host = UIHostingController(rootView: Card())
            host.safeAreaRegions = []
            parent.addChild(host)
            contentView.addSubview(host.view)
          }
        }

        """),
      .swift(
        """
        import SwiftUI
        import UIKit
        func makeRoot() -> UIViewController { UIHostingController(rootView: Root()) }

        """),
    ],
    measured: """
      On `corpus/swiftui` (15 files, 29 November 2026) the first version reported Pulse's \
      `MainViewController`, which pins its hosting controller over its own full-screen `view`, \
      where the default regions are right: a false alarm. The rule now fires only when the \
      hosted view is added to another view (a cell's `contentView`, a container); with that, \
      no finding on the corpus or the 5 fetched files. Precision 0 / 1 before the change, not \
      measured after. \
      Fresh measurement W (195 SwiftUI files): no finding, 0 of 2 labels found (a pager's \
      pages, each a hosting controller whose view goes into a `UIStackView` with \
      `addArrangedSubview`). Fixed after it: arranged and inserted subviews count as embedded \
      (training: 2 of 2 found, both right).
      """)
}
