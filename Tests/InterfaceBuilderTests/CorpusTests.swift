import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Every file of `../shared/corpus/ib` is read, and every scene it has is laid out on a few
/// devices: each file gives a result or a located message, and nothing crashes.
@Suite(Corpus.trait) struct CorpusTests {
  /// The files the spec says are rejected (§1.8, §6), and why.
  static let expectedErrors: [String: IBError.Kind] = [
    "BigZaphod__Chameleon/Examples__MultiApple__iOS__MainWindow.xib": .legacyArchive,
    "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Utils__Glob__ProjectMock__Level1_1__Level1_1.xib":
      .emptyFile,
    "hackiftekhar__IQKeyboardManager/KeyboardTextFieldDemo__KeyboardTextFieldDemo__ScrollViewController.xib":
      .legacyArchive,
    "mobileprint__ios-print-sdk/Pod__Classes__Private__HPPPPageRangeView.xib":
      .mergeConflictMarkers,
  ]

  /// The files read but skipped with a note.
  static let expectedSkipped: Set<String> = [
    "IBDecodable__IBDecodable/Tests__Resources__StoryboardEmpty.storyboard",
    "layoutBox__PinLayout/TestProjects__cocoapods__tvos__PinLayout-tvOS__Main.storyboard",
  ]

  static let environments: [(String, Orientation, Int)] = [
    ("iPhone SE (1st generation)", .portrait, 10),
    ("iPhone X", .portrait, 16),
    ("iPhone 16 Pro", .landscapeLeft, 26),
    ("iPad Pro 11-inch (M4)", .portrait, 26),
  ]

  @Test func corpusIsPresent() throws {
    try Corpus.require()
    #expect(Corpus.files.count == 44)
  }

  @Test(arguments: Corpus.files)
  @MainActor
  func fileReadsAndLaysOut(_ file: String) throws {
    let path = Corpus.path(file)
    let document: IBDocument
    do {
      document = try IBDocument.load(path: path)
    } catch {
      #expect(error.file == path)
      #expect(error.line >= 1 && error.column >= 1)
      #expect(!error.message.isEmpty)
      #expect(Self.expectedErrors[file] == error.kind, "\(error)")
      return
    }
    #expect(Self.expectedErrors[file] == nil, "expected an error for \(file)")
    if Self.expectedSkipped.contains(file) {
      #expect(document.scenes.isEmpty)
      #expect(document.notes.contains { $0.kind == .skipped && $0.location.line >= 1 })
      return
    }
    #expect(!document.scenes.isEmpty)
    for note in document.notes {
      #expect(note.location.file == path && note.location.line >= 1, "\(note)")
    }
    for (name, orientation, ios) in Self.environments {
      let environment = Environment(device: try device(name), orientation: orientation, ios: ios)
      for scene in document.scenes {
        let result = try IBBuilder.build(document, scene: scene, environment: environment)
        let bounds = result.window.bounds
        #expect(close(bounds.size.width, environment.screenBounds.width))
        let view = result.sceneController.view
        #expect(view.sceneID != nil || scene.controller.view == nil)
        #expect(view.frame.width.isFinite && view.frame.height.isFinite)
        for note in result.notes { #expect(note.location.line >= 1, "\(note)") }
      }
    }
  }

  /// The whole corpus in numbers (printed for the report): files read, scenes laid out,
  /// skipped files, errors, and how many scenes' constraints conflict or leave a frame
  /// ambiguous on an iPhone X (reported, not asserted: they are the apps' own layouts).
  @Test @MainActor func corpusSummary() throws {
    try Corpus.require()
    var read = 0
    var errors = 0
    var skipped = 0
    var scenes = 0
    var layouts = 0
    var constraints = 0
    var notes = 0
    var conflicted = 0
    var ambiguous = 0
    var installed = 0
    let environment = Environment(device: try device("iPhone X"), ios: 16)
    for file in Corpus.files {
      guard let document = try? Corpus.load(file) else {
        errors += 1
        continue
      }
      read += 1
      if document.isSkipped || document.scenes.isEmpty {
        skipped += 1
        continue
      }
      scenes += document.scenes.count
      constraints += document.allConstraints.count
      notes += document.notes.count
      for scene in document.scenes {
        let window = try IBBuilder.makeWindow(document, scene: scene, environment: environment)
        layouts += 1
        let issues = window.layoutIssues
        if issues.contains(where: { if case .conflict = $0 { true } else { false } }) {
          conflicted += 1
        }
        if issues.contains(where: { if case .ambiguous = $0 { true } else { false } }) {
          ambiguous += 1
        }
        installed += Self.appConstraints(in: window)
      }
    }
    print(
      "corpus: \(Corpus.files.count) files, \(read) read, \(errors) rejected, \(skipped) skipped,"
        + " \(scenes) scenes, \(layouts) laid out on iPhone X, \(constraints) constraints,"
        + " \(notes) reader notes; \(installed) constraints installed, \(conflicted) scenes with"
        + " conflicts, \(ambiguous) with ambiguous frames")
    #expect(read == 40)
    #expect(errors == 4)
    #expect(skipped == 2)
    #expect(layouts == scenes)
    #expect(constraints == 3163)
    #expect(installed > 0)
  }

  /// The app (document) constraints installed in a window's views.
  @MainActor static func appConstraints(in view: UIView) -> Int {
    view.constraints.filter { $0.origin == .app && $0.identifier != "IB-contentLayoutGuide-origin" }
      .count
      + view.subviews.reduce(0) { $0 + appConstraints(in: $1) }
  }
}
