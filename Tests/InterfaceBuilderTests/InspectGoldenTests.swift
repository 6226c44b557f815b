import DeviceCatalog
import Foundation
import GoldenFiles
import HeadlessUIKit
import LayoutInspection
import Testing

@testable import InterfaceBuilder

/// `inspect` text (``InspectFormatter/tree(_:)``) of a handful of corpus scenes, one per kind
/// of layout, compared with `Goldens/<name>.txt`. Re-record with `RECORD_SNAPSHOTS=1`; a missing
/// golden fails. Corpus paths are written relative to the repository (`../shared/corpus/ib/…`).
@Suite(Corpus.trait)
@MainActor
struct InspectGoldenTests {
  struct Case: Sendable, CustomStringConvertible {
    var golden: String
    var file: String
    var scene: String
    var device: String
    var orientation: Orientation = .portrait
    var ios: Int = 16
    var description: String { golden }
  }

  nonisolated static let cases: [Case] = [
    // Navigation + table: a table view controller under a translucent navigation bar.
    Case(
      golden: "navigation-table",
      file: "Ranchero-Software__NetNewsWire/iOS__Account__Account.storyboard",
      scene: "LocalAccountViewController", device: "iPhone X"),
    // Tab bar: the animated tab bar demo's tabs, the first one selected.
    Case(
      golden: "tab-bar",
      file:
        "Ramotion__animated-tab-bar/RAMAnimatedTabBarDemo__RAMAnimatedTabBarDemo__Base.lproj__Main.storyboard",
      scene: "", device: "iPhone 16 Pro"),
    // Collection view: NetNewsWire's main storyboard (flow layout, section insets to the safe area).
    Case(
      golden: "collection-view",
      file: "Ranchero-Software__NetNewsWire/iOS__Base.lproj__Main.storyboard",
      scene: "collection", device: "iPhone X", orientation: .landscapeLeft),
    // Stack views: FloatingPanel Stocks' stack of labels.
    Case(
      golden: "stack-view",
      file: "scenee__FloatingPanel/Examples__Stocks__Stocks__Base.lproj__Main.storyboard",
      scene: "BYZ-38-t0r", device: "iPhone X"),
    // Legacy layout guides under iOS 10: an XLPagerTabStrip page pinned between the top and
    // bottom layout guides.
    Case(
      golden: "legacy-layout-guides",
      file: "xmartlabs__XLPagerTabStrip/Example__Example__Base.lproj__Storyboard.storyboard",
      scene: "KF9-Il-rUn", device: "iPhone 8", ios: 10),
    // Autoresizing only (no Auto Layout): IQKeyboardManager's Xcode 6 demo on a wider phone.
    Case(
      golden: "autoresizing-only",
      file:
        "hackiftekhar__IQKeyboardManager/KeyboardTextFieldDemo__KeyboardTextFieldDemo__Base.lproj__Main.storyboard",
      scene: "TextFieldViewController", device: "iPhone X"),
  ]

  @Test(arguments: cases)
  func inspectText(_ golden: Case) throws {
    let document = try Corpus.load(golden.file)
    let scene = try #require(Self.scene(golden.scene, in: document), "no scene '\(golden.scene)'")
    let environment = Environment(
      device: try device(golden.device), orientation: golden.orientation, ios: golden.ios)
    let window = try IBBuilder.makeWindow(document, scene: scene, environment: environment)
    var text = InspectFormatter.tree(window.snapshot())
    if let directory = Corpus.directory {
      text = text.replacingOccurrences(of: directory, with: "../shared/corpus/ib")
    }
    GoldenFile.expect(
      text, named: golden.golden + ".txt",
      in: GoldenFile.directory(besides: #filePath, "Goldens"), endingWithNewline: true)
  }

  /// A scene by `--scene` selector; the empty selector is the initial scene (or the first).
  static func scene(_ selector: String, in document: IBDocument) -> IBScene? {
    if selector.isEmpty { return document.initialScene ?? document.scenes.first }
    if selector == "collection" {
      return document.scenes.first { $0.controller.kind == .collectionViewController }
        ?? document.scenes.first { scene in
          scene.controller.view?.allViews().contains { $0.elementName == "collectionView" } ?? false
        }
    }
    return document.scenes(matching: selector).first
  }
}
