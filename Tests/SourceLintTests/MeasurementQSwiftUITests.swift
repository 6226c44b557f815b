import Foundation
import SourceLint
import Testing

/// Measurement Q's SwiftUI false alarms and misses (1 December 2026; `Documentation/
/// SourceLint.md`, "Fixes from measurement Q (SwiftUI)"): each a small rewrite of the real case,
/// never the real file, with the look-alike that must still be told apart.
@Suite struct MeasurementQSwiftUITests {
  static func found(_ text: String, _ name: String, _ rule: String) -> [String] {
    MeasurementJCasesTests.found(MeasurementJCasesTests.lint([("App/\(name)", text)]), rule)
  }

  static let shell = #"""
    import SwiftUI

    struct Shell: View {
        @State private var open = false
        var body: some View {
            ZStack {
                Color.teal.ignoresSafeArea()
                Home(tab: "Inbox")
                    .offset(x: open ? 200 : 0)
            }
            .ignoresSafeArea()
        }
    }
    """#

  static let plainHome = #"""
    import SwiftUI

    struct Home: View {
        var tab: String
        var body: some View {
            NavigationView {
                Text(tab).navigationTitle(tab)
            }
        }
    }
    """#

  static let buttonHome = #"""
    import SwiftUI

    struct Home: View {
        var tab: String
        var body: some View {
            HStack {
                Button("Back") {}
                Spacer()
                Button("More") {}
            }
        }
    }
    """#

  /// Two apps of one repository each have a `Home`: the shell of the first lays out its own
  /// `Home` (no control) in a stack that gives up every edge; the second app's `Home` holds
  /// buttons. A view name resolves within its project, as other names do.
  @Test func aViewNameResolvesWithinItsProject() {
    let files = [
      ("Repo/Menu/Shell.swift", Self.shell), ("Repo/Menu/Home.swift", Self.plainHome),
      ("Repo/Chat/Home.swift", Self.buttonHome),
    ]
    let projects = [
      "Repo/Menu/Shell.swift": "Repo/Menu", "Repo/Menu/Home.swift": "Repo/Menu",
      "Repo/Chat/Home.swift": "Repo/Chat",
    ]
    let apart = Linter().lint(sources: files.map { (name: $0.0, text: $0.1) }, projects: projects)
    #expect(MeasurementJCasesTests.found(apart, "ignores_safe_area_controls").isEmpty)
    // The same shell with its own project's `Home` holding the buttons.
    let together = Linter().lint(
      sources: [("Repo/Menu/Shell.swift", Self.shell), ("Repo/Menu/Home.swift", Self.buttonHome)]
        .map { (name: $0.0, text: $0.1) },
      projects: ["Repo/Menu/Shell.swift": "Repo/Menu", "Repo/Menu/Home.swift": "Repo/Menu"])
    #expect(
      MeasurementJCasesTests.found(together, "ignores_safe_area_controls")
        == ["Repo/Menu/Shell.swift:11"])
  }
}
