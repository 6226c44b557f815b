import CodeContext
import CodeScreens
import Foundation
import SourceLint
import Testing

@testable import SafeAreaKit

/// Issue 28: a project audit reads each Swift source with the code-screen reader and the code
/// context; swift-syntax parses it once for both (round G's Cosmostation parsed its 1,166 files
/// twice), and what each reads from the shared parse is what it reads parsing alone.
@MainActor
@Suite struct SwiftParseSharingTests {
  /// A controller that shows another one: both readers find something in it.
  let source = """
    import UIKit

    class ListViewController: UIViewController {
      let label = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        label.frame = CGRect(x: 16, y: 100, width: 200, height: 20)
      }
      func open() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
      }
    }

    class DetailViewController: UIViewController {}
    """

  /// A new file holding `source` (a path no reader of this process has read), removed after
  /// `body`.
  func withFile<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parse-sharing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/ListViewController.swift"
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    return try body(path)
  }

  /// What the code context reads of `path`, as text to compare.
  func context(_ index: CodeIndex) -> String {
    "\(index.controllers) \(index.showings) \(index.unresolved) \(index.notes)"
  }

  @Test("the code context reads the code-screen reader's parse, and reads the same")
  func contextAfterScreens() throws {
    LayoutSources.shareSwiftParses()
    try withFile { path in
      let screens = CodeScreens.load(projectSources: [path], admittingSupport: { _ in true })
      #expect(screens.screens.map(\.className) == ["ListViewController", "DetailViewController"])
      #expect(SwiftParseSharing.parses(of: path) == 1)
      let shared = CodeIndex.read(files: [path])
      #expect(SwiftParseSharing.parses(of: path) == 1)
      #expect(shared.controllers.count == 2)
      #expect(shared.showings.count == 1)
      // Read alone (no bytes given: parsed for itself, not shared).
      let alone = CodeIndex.read(sources: [(path, source)])
      #expect(SwiftParseSharing.parses(of: path) == 2)
      #expect(context(shared) == context(alone))
    }
  }

  @Test("the code-screen reader reads the code context's parse, and reads the same")
  func screensAfterContext() throws {
    LayoutSources.shareSwiftParses()
    try withFile { path in
      _ = CodeIndex.read(files: [path])
      #expect(SwiftParseSharing.parses(of: path) == 1)
      let shared = CodeScreens.load(projectSources: [path], admittingSupport: { _ in true })
      #expect(SwiftParseSharing.parses(of: path) == 1)
      CodeScreens.forgetReadFiles()
      let alone = CodeScreens.load(projectSources: [path], admittingSupport: { _ in true })
      #expect(SwiftParseSharing.parses(of: path) == 2)
      #expect(shared.screens.map(\.className) == alone.screens.map(\.className))
      let layouts = try shared.screens.map {
        try "\($0.layout(in: CodeScreens.defaultEnvironment).notes)"
      }
      let aloneLayouts = try alone.screens.map {
        try "\($0.layout(in: CodeScreens.defaultEnvironment).notes)"
      }
      #expect(layouts == aloneLayouts)
    }
  }
}
