import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// The shared corpus: `<repo>/../shared/corpus/ib`, resolved from this file (three levels below
/// the repository root); nil when absent.
enum Corpus {
  static let directory: String? = {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = repo.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  /// Whether tests that need the corpus run: when it is present, and under
  /// `SAFEAREA_REQUIRE_CORPUS=1` even when it is absent (they then fail on ``require()``, so a
  /// CI that says the corpus must be there never passes without it; a fork's CI, which has no
  /// corpus and does not set the variable, skips them).
  static let runsCorpusTests = directory != nil || isRequired

  /// `SAFEAREA_REQUIRE_CORPUS=1` in the environment (set by `.ci/run`).
  static let isRequired = ProcessInfo.processInfo.environment["SAFEAREA_REQUIRE_CORPUS"] == "1"

  /// The note a skipped corpus test shows.
  static let skipNote: Comment =
    "skipped: the shared corpus is not at <repo>/../shared/corpus/ib (a clone without ../shared); under SAFEAREA_REQUIRE_CORPUS=1 this fails"

  /// The condition trait of every test that reads the corpus: skipped with ``skipNote`` when the
  /// corpus is absent, run (and failing on ``require()``) under `SAFEAREA_REQUIRE_CORPUS=1`.
  static var trait: ConditionTrait { .enabled(if: runsCorpusTests, skipNote) }

  /// Fails the test when the corpus is absent (reached only under `SAFEAREA_REQUIRE_CORPUS=1`).
  static func require() throws {
    try #require(
      directory != nil,
      "the shared corpus is absent under SAFEAREA_REQUIRE_CORPUS=1: <repo>/../shared/corpus/ib")
  }

  /// Every `.storyboard` and `.xib` under the corpus, as paths relative to it, sorted.
  static let files: [String] = {
    guard let directory,
      let all = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]
    else { return [] }
    return all.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }()

  static func path(_ relative: String) -> String {
    (directory ?? "") + "/" + relative
  }

  static func load(_ relative: String) throws -> IBDocument {
    try IBDocument.load(path: path(relative))
  }
}

func device(_ name: String) throws -> Device {
  try #require(DeviceCatalog.device(named: name), "no device '\(name)' in the catalog")
}

/// Reads a document from text.
func read(_ text: String, path: String = "test.storyboard") throws(IBError) -> IBDocument {
  try IBDocument(data: Data(text.utf8), path: path)
}

/// A minimal iOS storyboard around `scenes`.
func storyboard(_ scenes: String, initial: String? = nil, extra: String = "") -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
  useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\
  \(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
  \(scenes)
      </scenes>\(extra)
  </document>
  """
}

extension UIView {
  /// The first view in this subtree whose `sceneID` is `id`.
  func descendant(_ id: String) -> UIView? {
    if sceneID == id { return self }
    for subview in subviews {
      if let found = subview.descendant(id) { return found }
    }
    return nil
  }
}

/// Compares floating point within a tolerance (the project's one comparison helper for tests).
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
    && close(a.height, b.height)
}

func close(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
  close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom)
    && close(a.right, b.right)
}
