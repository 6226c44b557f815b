import Foundation
import Testing

@testable import SafeAreaKit

/// What a code screen's reading left out is said once per place (fresh round S, W4: SDDouYu's
/// `SDRootViewController.m:30` note printed 8 times, once per screen that inherits the code).
@MainActor
@Suite struct CodeNotesOnceTests {
  /// A base controller whose `viewDidLoad` loops over an array known only at run time (a note),
  /// two subclasses that run it, and a third screen with a loop of its own at another line. (A
  /// loop over `view.subviews` no longer makes a note: since round V the subviews the code added
  /// are known.)
  static let files = [
    "Base.swift": """
    import UIKit
    class BaseViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            for tag in UserDefaults.standard.stringArray(forKey: "tags") ?? [] { title = tag }
        }
    }
    """,
    "Screens.swift": """
    import UIKit
    final class FirstViewController: BaseViewController {
        let box = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
        }
    }
    final class SecondViewController: BaseViewController {
        let box = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
        }
    }
    final class ThirdViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            for tag in UserDefaults.standard.stringArray(forKey: "tags") ?? [] { title = tag }
        }
    }
    """,
  ]

  @Test("a note that screens sharing code each make is said once; other places keep theirs")
  func sharedNoteIsSaidOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("code-notes-once-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in Self.files.sorted(by: { $0.key < $1.key }) {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    var request = AuditRequest(paths: [folder])
    request.jobs = 1
    request.matrix.devices = "iPhone X"
    request.matrix.orientations = "portrait"
    let lines = Notes()
    _ = try request.run(messages: Messages { lines.append($0) })
    let loops = lines.all.filter { $0.contains("runs a number of times only known at run time") }
    // Base.swift:5 (the base and its two subclasses) once; Screens.swift:19 (the third) once.
    #expect(loops.filter { $0.contains("/Base.swift:5:") }.count == 1, "\(loops)")
    #expect(loops.filter { $0.contains("/Screens.swift:19:") }.count == 1, "\(loops)")
    #expect(loops.count == 2, "\(loops)")
  }
}
