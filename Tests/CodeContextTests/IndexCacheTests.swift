import Foundation
import Testing

@testable import CodeContext

/// Issue 27 item 5: target groups that compile the same files share one index, made once; an
/// index made from other files, or from changed bytes, is made again.
@Suite struct IndexCacheTests {
  static let list = """
    import UIKit
    class ListViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.setNavigationBarHidden(true, animated: false)
      }
      func open() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
      }
    }
    """
  static let detail = """
    import UIKit
    class DetailViewController: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
    }
    """

  /// What an index says, as text to compare.
  static func text(_ index: CodeIndex) -> String {
    "\(index.files.map { ($0 as NSString).lastPathComponent }) \(index.controllers.map(\.name))"
      + " \(index.controllers.map(\.facts.count)) \(index.showings.map(\.description))"
      + " \(index.unresolved.count) \(index.notes)"
  }

  /// Two new files holding `list` and `detail` (paths no reader of this process has read),
  /// removed after `body`.
  func withFiles<T>(_ body: (String, String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("index-cache-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let list = folder + "/ListViewController.swift"
    let detail = folder + "/DetailViewController.swift"
    try Data(Self.list.utf8).write(to: URL(fileURLWithPath: list))
    try Data(Self.detail.utf8).write(to: URL(fileURLWithPath: detail))
    return try body(list, detail)
  }

  @Test(
    "the same files read again give the index their texts give, and a changed file is read again")
  func sameFilesSameIndex() throws {
    try withFiles { list, detail in
      let first = CodeIndex.read(files: [list, detail])
      let again = CodeIndex.read(files: [detail, list])
      // Independently: the texts read by `read(sources:)`, which keeps nothing.
      let fresh = CodeIndex.read(sources: [(list, Self.list), (detail, Self.detail)])
      #expect(Self.text(first) == Self.text(fresh))
      #expect(Self.text(again) == Self.text(fresh))
      #expect(first.controllers.count == 2)
      #expect(first.showings.count == 1)
      // One file of the group only: another index.
      let alone = CodeIndex.read(files: [list])
      #expect(Self.text(alone) == Self.text(CodeIndex.read(sources: [(list, Self.list)])))
      // The bytes change: the new text's index, not the kept one.
      let changed =
        Self.detail.replacingOccurrences(of: "{ true }", with: "{ false }")
        + "\nclass Extra: UIViewController {}\n"
      try Data(changed.utf8).write(to: URL(fileURLWithPath: detail))
      let after = CodeIndex.read(files: [list, detail])
      let afterFresh = CodeIndex.read(sources: [(list, Self.list), (detail, changed)])
      #expect(Self.text(after) == Self.text(afterFresh))
      #expect(after.controllers.count == 3)
      #expect(Self.text(after) != Self.text(first))
    }
  }

  @Test("an index is made once per set of stamps, and the oldest is let go past the capacity")
  func madeOncePerStamps() {
    let cache = IndexCache()
    var made = 0
    func index(_ stamps: [Int]) -> CodeIndex {
      cache.index(for: stamps) {
        made += 1
        return CodeIndex.read(sources: [("A.swift", Self.list)])
      }
    }
    _ = index([1, 2])
    _ = index([1, 2])
    #expect(made == 1)
    _ = index([1, 3])
    #expect(made == 2)
    for stamp in 10..<(10 + IndexCache.capacity) { _ = index([stamp]) }
    #expect(cache.count == IndexCache.capacity)
    _ = index([1, 2])  // let go: made again
    #expect(made == 3 + IndexCache.capacity)
  }
}
