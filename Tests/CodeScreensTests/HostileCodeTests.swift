import Foundation
import Testing

@testable import CodeScreens

/// Code screens read hostile Swift (issue 32; found by the `gen-swift` and `gen-swiftui` fuzz
/// targets through `safearea audit FILE.swift`): each input crashed the reader with a stack
/// overflow, and now gives a located note while the rest of the screen is read.
@Suite("Code screens: hostile input")
@MainActor
struct HostileCodeTests {
  /// A screen whose `viewDidLoad` holds `line` and then frames `box` at (10, 20, 30, 40).
  static func screen(with line: String) -> String {
    """
    import UIKit
    final class HostileViewController: UIViewController {
      let box = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        \(line)
        box.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        view.addSubview(box)
      }
    }
    """
  }

  /// Folding a 100,000-term sum nested 100,000 syntax arenas, whose release recursed until the
  /// stack ran out; a 100,000-term `??` chain overflowed in the operator table's lookup.
  @Test(arguments: [" + ", " ?? "])
  func longOperatorSequenceIsANoteAndTheRestIsRead(_ separator: String) throws {
    let terms = Array(repeating: "1", count: 100_000).joined(separator: separator)
    let screen = try #require(
      try CodeScreenTests.screens(Self.screen(with: "let huge = \(terms)")).first)
    #expect(
      screen.readNotes.contains {
        $0.position.line == 6 && $0.position.column == 16
          && $0.message.contains("99999 operators is not read")
      }, "\(screen.readNotes)")
    let (frames, _, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(CodeScreenTests.near(frames["box"], CGRect(x: 10, y: 20, width: 30, height: 40)))
  }

  /// A sequence of 255 operators is still folded and read: the bound is above what code holds.
  @Test func sequenceUnderTheBoundIsRead() throws {
    let terms = Array(repeating: "1", count: 256).joined(separator: " + ")
    let screen = try #require(
      try CodeScreenTests.screens(Self.screen(with: "let sum = \(terms)")).first)
    #expect(!screen.readNotes.contains { $0.message.contains("operators is not read") })
  }

  /// 1,000 nested `Array<` recursed through swift-syntax's parser until the stack ran out.
  @Test func deeplyNestedGenericsAreALocatedNote() throws {
    let type =
      String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("HostileCodeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Generic.swift").path
    try Self.screen(with: "let deep: \(type) = []").write(
      toFile: path, atomically: true, encoding: .utf8)
    let loaded = try CodeScreens.load(paths: [path])
    #expect(loaded.screens.isEmpty)
    #expect(
      loaded.notes.contains {
        $0.position.line == 6
          && $0.message.contains("generic arguments or brackets nested more than 64 deep")
      }, "\(loaded.notes)")
  }

  /// Issue 32: a named source past the size limit is a located error (the audit exits 65); one
  /// a project lists is a note and the project's other sources are read.
  @Test func sourcePastTheSizeLimitIsALocatedError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("HostileCodeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = Self.screen(with: "let x = 1")
    let padding = String(
      repeating: "/", count: CodeScreens.maximumFileSize + 1 - screen.utf8.count - 1)
    let big = folder.appendingPathComponent("Big.swift").path
    try (screen + padding + "\n").write(toFile: big, atomically: true, encoding: .utf8)
    let size = CodeScreens.maximumFileSize + 1
    #expect(throws: CodeScreenError.self) { try CodeScreens.load(paths: [big]) }
    do {
      _ = try CodeScreens.load(paths: [big])
    } catch {
      #expect(
        error.description
          == "\(big):1:1: error: the file is \(size) bytes, more than the 4000000 bytes read; not"
          + " read")
    }
    let small = folder.appendingPathComponent("Small.swift").path
    try screen.write(toFile: small, atomically: true, encoding: .utf8)
    let project = CodeScreens.load(projectSources: [big, small])
    #expect(project.screens.count == 1)
    #expect(
      project.notes.contains {
        $0.file == big && $0.position.line == 1 && $0.message.contains("\(size) bytes")
      })
  }
}

/// Two more from the source fuzzers: a hang and a stack overflow in the interpreter.
@Suite("Code screens: hostile input, interpreted")
@MainActor
struct HostileCodeInterpretedTests {
  /// `min(min(…))` 121 deep: the innermost is past the reader's 120 levels (an unknown), and
  /// each level evaluated its arguments twice (2^121 evaluations: the audit never ended).
  @Test func callsNestedPastTheBoundAroundAnUnknownEndQuickly() throws {
    let nested = String(repeating: "min(", count: 121) + "1" + String(repeating: ", 1)", count: 121)
    let screen = try #require(
      try CodeScreenTests.screens(
        HostileCodeTests.screen(with: "box.frame.origin.y = \(nested)")
      ).first)
    // It ends (before: never), and the unknown value is said, not guessed: the view whose frame
    // it reaches is left out with a note.
    let layout = try screen.layout(in: CodeScreenTests.iPhoneX)
    #expect(!layout.notes.isEmpty)
  }

  /// A 10,000-term sum in an Objective-C method made a left-deep tree 10,000 levels deep that
  /// the interpreter recursed through until the stack ran out.
  @Test func longObjectiveCSumInAMethodIsNotRead() throws {
    let sum = Array(repeating: "83", count: 10_000).joined(separator: " + ")
    let source = """
      #import <UIKit/UIKit.h>
      @interface HostileViewController : UIViewController
      @property (nonatomic, strong) UIView *box;
      @end
      @implementation HostileViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 1, 1)];
          CGFloat sum = \(sum);
          self.box.frame = CGRectMake(10, 20, 30, 40);
          [self.view addSubview:self.box];
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Screen.m").first)
    let (frames, _, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(CodeScreenTests.near(frames["box"], CGRect(x: 10, y: 20, width: 30, height: 40)))
  }
}
