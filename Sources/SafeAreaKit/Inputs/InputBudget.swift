import CodeContext
import CodeScreens
import Foundation
import InterfaceBuilder
import SceneDocument
import TextEscaping

/// The bound on one run's layout inputs taken together (issue 32). Every file the per-file limits
/// admit (a scene file of 8 MiB, a storyboard of 250,000 elements, a source of 4,000,000 bytes)
/// stays parsed until the report is made, so a folder of many files grew without bound (about
/// 11 KB a small scene file: some 90,000 of them passed 1 GB; two scene files of 8 MB, 1.16 GB).
/// A run reads at most ``Limits/maximumFiles`` input files and ``Limits/maximumBytes`` of input,
/// counted in scene-file bytes: a scene file by its size, a storyboard or xib by
/// ``Limits/bytesPerInterfaceBuilderView`` for each of its views (its cost follows its views, not
/// its bytes), and code by what it keeps: every Swift or Objective-C source read for code screens
/// (named, found in a folder, listed by a project, or read for the definitions a screen uses)
/// by a third of its size, each screen it declares by its first layout's views and constraints
/// (``admitCodeScreen(views:constraints:at:)``), and the room to parse the largest source read
/// once more (``Limits/sourceParseRoom``). The same rule holds in project mode and for a folder,
/// so an app counts the same however it is named. The weights are derived from measurements
/// (`Documentation/Robustness.md`, "Bounds on input"): each input at its own reader's limit fills
/// the run's bound about alone, and the worst code per byte (empty screens, view-dense screens,
/// generated code with no UIKit) stays under 1 GB at the bound. The first file or screen past
/// either limit is a located error, it and everything later are left unread, what came before
/// is audited, and the run exits 65.
public final class InputBudget: @unchecked Sendable {
  /// The run's limits.
  public struct Limits: Hashable, Sendable {
    /// Input files read in one run (scene files, storyboards and xibs, code-screen sources).
    public var maximumFiles: Int
    /// Input read in one run, in scene-file bytes.
    public var maximumBytes: Int

    public init(maximumFiles: Int = 20_000, maximumBytes: Int = 8 << 20) {
      self.maximumFiles = maximumFiles
      self.maximumBytes = maximumBytes
    }

    /// 20,000 files and 8 MiB (one scene file at the scene reader's 8 MiB limit).
    public static let standard = Limits()

    /// A source's bytes count a third (derived: what the code-screen reader keeps of code that
    /// declares no screen — every type's methods and statics as statements, and lint's model of
    /// the file — peaked at 28 MB per MB of generated protocol-buffer-like Swift and 15 MB per
    /// MB of a real app's generated protocol buffers, against about 95 bytes of peak per
    /// scene-file byte at the bound: 821 MB for one 8 MiB scene file).
    public static let sourceByteDivisor = 3
    /// An Objective-C or C header (`.h`, `.pch`: read for its macros and declarations, never
    /// for screens) counts by what the reader keeps of it, found by a byte scan
    /// (``InputBudget/headerKeptBytes(_:)``): the bytes of its `#define` lines and of its
    /// `@interface` and `@protocol` blocks and its constants' lines count a fifth (derived: 8 MB of `#define` lines
    /// peaked at 191 MB, about 20 MB per MB; 8 MB of `@interface` blocks at 94 MB), the bytes
    /// inside braces (inline functions' statements, enums, structs) a third, as a source's;
    /// prototypes, typedefs, includes, other directives and comments, of which the reader keeps
    /// nothing, do not count (issue 32: Pyto's project lists megabytes of vendored C headers,
    /// refused when a header counted a fifth of its size).
    public static let headerByteDivisor = 5
    /// Room kept for parsing the largest source read once more, per byte of it, in sixths
    /// (derived: one 4 MB Swift file's parse — syntax tree, folding, lint's model — took about
    /// 445 MB while it lasted, about 111 bytes a byte; the code context and the showing index
    /// parse every source again after all are read, so the room is kept for the whole run).
    public static let sourceParseRoomSixths = 7
    /// What a screen built in code counts, and each view and constraint of its first layout
    /// (derived: 29,737 empty controllers in 1 MB of Swift peaked at 238 MB, about 6.3 KB a
    /// screen; 236 controllers of 50 framed labels, 141 MB, about 6.3 KB a view beyond the
    /// source's third; 147 controllers of 102 constraints, 86 MB, about 1.3 KB a constraint).
    public static let bytesPerCodeScreen = 60
    public static let bytesPerCodeView = 80
    public static let bytesPerCodeConstraint = 16
    /// What a storyboard's or xib's view counts, in bytes (derived: one document at the reader's
    /// 250,000-element limit, 249,994 views, fits in the 8 MiB; it peaked at 834 MB alone, two
    /// at 1.07 GB).
    public static let bytesPerInterfaceBuilderView = 33

    /// The room kept for parsing a source of `size` bytes once more.
    public static func sourceParseRoom(_ size: Int) -> Int {
      size / 6 * sourceParseRoomSixths
    }
  }

  public let limits: Limits
  /// Files admitted so far, and what they count.
  public private(set) var files = 0
  public private(set) var bytes = 0
  /// The room kept for parsing the largest source admitted once more.
  public private(set) var parseRoom = 0
  /// What the sources and the screens built in code count of ``bytes``, and how many screens.
  public private(set) var sourceBytes = 0
  public private(set) var screenBytes = 0
  public private(set) var screens = 0
  /// The first file or screen refused (`file:line:column` and what it is), and how many were
  /// refused in all.
  public private(set) var firstRefused: String?
  public private(set) var refused = 0
  private var firstRefusedKind = "file"
  /// Screens refused (the others refused are files).
  private var refusedScreens = 0
  /// What was counted, and the room kept, when the first file or screen was refused.
  private var countedBeforeRefusal = (bytes: 0, room: 0, sources: 0, screenBytes: 0, screens: 0)
  /// Whether the first refused file passed the file limit (else the byte limit).
  private var passedFileLimit = false
  /// The sources counted, by the path the reader keeps them by.
  private var countedSources: Set<String> = []  // lookups only
  private let lock = NSLock()

  public init(_ limits: Limits = .standard) { self.limits = limits }

  /// Whether a screen was refused: every later screen is too.
  public var refusesScreens: Bool {
    lock.lock()
    defer { lock.unlock() }
    return refusedScreens > 0
  }

  /// Counts `file` and tells whether the run may read it: a scene file by its size, a Swift or
  /// Objective-C source by a third of its size (keeping the room to parse it once more), a
  /// storyboard or xib as a file here and by its views once read
  /// (``admitInterfaceBuilderViews(_:of:)``). Once one file is refused every later one is too,
  /// so which files are read depends only on their order.
  public func admit(_ file: String) -> Bool {
    let ext = (CodeScreens.split(file).file as NSString).pathExtension.lowercased()
    var cost = 0
    var room = 0
    var isSource = false
    if LayoutSources.interfaceBuilderExtensions.contains(ext) {
      cost = 0
    } else if CodeScreens.isCodePath(file) {
      let path = CodeScreens.split(file).file
      // Read once per process and kept (``CodeScreens/readsAgain(_:)``): a source another
      // target group read before costs nothing more (issue 32: Threema's framework sources,
      // read for each group, were counted again each time and refused the app).
      let counted = lock.withLock { countedSources.contains(path) }
      if counted, !CodeScreens.readsAgain(path), !CodeIndex.readsAgain(path) {
        lock.lock()
        defer { lock.unlock() }
        if firstRefused == nil { return true }
        refuse("\(file):1:1", kind: "file", passedFileLimit: false)
        return false
      }
      let size = Self.size(of: path)
      isSource = true
      if CodeScreens.headerExtensions.contains(ext) {
        cost = Self.headerCost(of: path, size: size)
      } else {
        cost = size / Limits.sourceByteDivisor
      }
      room = Limits.sourceParseRoom(size)
    } else {
      cost = Self.size(of: file)
    }
    lock.lock()
    defer { lock.unlock() }
    let keptRoom = max(parseRoom, room)
    if firstRefused == nil, files + 1 <= limits.maximumFiles,
      bytes + cost + keptRoom <= limits.maximumBytes
    {
      files += 1
      bytes += cost
      if isSource {
        sourceBytes += cost
        countedSources.insert(CodeScreens.split(file).file)
      }
      parseRoom = keptRoom
      return true
    }
    refuse("\(file):1:1", kind: "file", passedFileLimit: files + 1 > limits.maximumFiles)
    return false
  }

  /// Counts the views of an admitted storyboard or xib and tells whether the run may keep it;
  /// past the limit the file is the first refused one (its document is dropped).
  public func admitInterfaceBuilderViews(_ views: Int, of file: String) -> Bool {
    let cost = views * Limits.bytesPerInterfaceBuilderView
    lock.lock()
    defer { lock.unlock() }
    if firstRefused == nil, bytes + cost + parseRoom <= limits.maximumBytes {
      bytes += cost
      return true
    }
    // The file was counted when it was admitted.
    if firstRefused == nil { files -= 1 }
    refuse("\(file):1:1", kind: "file", passedFileLimit: false)
    return false
  }

  /// Counts a screen built in code, once laid out, and tells whether the run may keep it: what
  /// a screen keeps until the report follows its views and constraints (its layouts are kept
  /// for reuse in environments with the same facts), not its source's bytes, which were counted
  /// when the source was read. `place` is where its class is declared (`file:line:column`).
  /// Once a screen is refused every later screen and file is; a file refused before it does not
  /// refuse the screens of the sources read before that file (they are read together after
  /// it was counted).
  public func admitCodeScreen(views: Int, constraints: Int, at place: String) -> Bool {
    let cost =
      Limits.bytesPerCodeScreen + views * Limits.bytesPerCodeView + constraints
      * Limits.bytesPerCodeConstraint
    lock.lock()
    defer { lock.unlock() }
    if refusedScreens == 0, bytes + cost + parseRoom <= limits.maximumBytes {
      bytes += cost
      screenBytes += cost
      screens += 1
      return true
    }
    refuse(place, kind: "screen", passedFileLimit: false)
    return false
  }

  private func refuse(_ place: String, kind: String, passedFileLimit: Bool) {
    if firstRefused == nil {
      firstRefused = place
      countedBeforeRefusal = (bytes, parseRoom, sourceBytes, screenBytes, screens)
      firstRefusedKind = kind
      self.passedFileLimit = passedFileLimit
    }
    refused += 1
    if kind == "screen" { refusedScreens += 1 }
  }

  /// The located error for the first refused file or screen, or `nil` when every one was
  /// admitted.
  public var problem: InputError? {
    lock.lock()
    defer { lock.unlock() }
    guard let place = firstRefused else { return nil }
    let limit =
      passedFileLimit
      ? "more than \(limits.maximumFiles) input files, the limit of one run"
      : "more than \(limits.maximumBytes) bytes of input (\(countedBeforeRefusal.bytes) counted"
        + " before it"
        + (countedBeforeRefusal.sources + countedBeforeRefusal.screens > 0
          ? ", of which \(countedBeforeRefusal.sources) for sources and"
            + " \(countedBeforeRefusal.screenBytes) for \(countedBeforeRefusal.screens) screen"
            + (countedBeforeRefusal.screens == 1 ? "" : "s") + " built in code" : "")
        + (countedBeforeRefusal.room > 0
          ? ", and \(countedBeforeRefusal.room) kept to parse the largest source" : "")
        + "; a source's bytes count a third, a header's by what it declares, a screen built in code"
        + " \(Limits.bytesPerCodeScreen) bytes and its views \(Limits.bytesPerCodeView) and"
        + " constraints \(Limits.bytesPerCodeConstraint) each, a storyboard's or xib's views"
        + " \(Limits.bytesPerInterfaceBuilderView) bytes each), the limit of one run"
    // What was refused after it: files, and screens built in code.
    let screens = refusedScreens - (firstRefusedKind == "screen" ? 1 : 0)
    let laterFiles = refused - 1 - screens
    var after: [String] = []
    if screens > 0 { after.append("\(screens) screen\(screens == 1 ? "" : "s")") }
    if laterFiles > 0 { after.append("\(laterFiles) file\(laterFiles == 1 ? "" : "s")") }
    let rest =
      after.isEmpty
      ? "it is not read"
      : "it and the \(after.joined(separator: " and ")) after it are not read"
    let message =
      "\(place): error: this \(firstRefusedKind) would take the run past \(limit); \(rest)"
      + " (audit fewer files at a time: name a subfolder)"
    return InputError(located: message.escapingControlCharacters)
  }

  /// The views (a controller without a root view has a plain one) and constraints of a laid-out
  /// screen's document, walked without recursion: its controllers, their children and the
  /// controllers they hold or present.
  public static func elementCounts(_ root: ControllerNode) -> (views: Int, constraints: Int) {
    var views = 0
    var constraints = 0
    var controllers = [root]
    var pending: [ViewNode] = []
    while true {
      if let view = pending.popLast() {
        views += 1
        constraints += view.constraints?.count ?? 0
        pending += view.subviews ?? []
        continue
      }
      guard let controller = controllers.popLast() else { break }
      if let view = controller.view { pending.append(view) } else { views += 1 }
      controllers += controller.children?.map(\.controller) ?? []
      controllers += controller.viewControllers ?? []
      if let presented = controller.presents { controllers.append(presented.controller) }
    }
    return (views, constraints)
  }

  /// What a header counts: its kept bytes (``headerKeptBytes(_:)``), a fifth of its
  /// declarations' and a third of its bodies'. A header larger than the readers read
  /// (``CodeIndex/maximumFileSize``) is read by neither and counts nothing.
  static func headerCost(of path: String, size: Int) -> Int {
    guard size <= CodeIndex.maximumFileSize,
      let data = FileManager.default.contents(atPath: path)
    else { return 0 }
    let kept = data.withUnsafeBytes { headerKeptBytes($0.bindMemory(to: UInt8.self)) }
    return kept.declarations / Limits.headerByteDivisor + kept.bodies / Limits.sourceByteDivisor
  }

  /// The bytes of a header the Objective-C reader keeps something of, by a scan of its lines:
  /// `declarations`, its `#define` lines (with their continuations), its `@interface`,
  /// `@protocol` and `@implementation` blocks to their `@end`, and its lines outside braces that
  /// initialize something (an `=` outside comments and strings: a constant); `bodies`, its other lines that
  /// open a brace or lie inside one, except the braces of `extern "C" {` and `namespace` (which
  /// wrap whole headers). Comments, strings and character literals hold no brace.
  static func headerKeptBytes(_ text: UnsafeBufferPointer<UInt8>) -> (
    declarations: Int, bodies: Int
  ) {
    let newline = UInt8(ascii: "\n")
    var declarations = 0
    var bodies = 0
    var inComment = false
    var inBlock = false  // an @interface, @protocol or @implementation block
    var continuesDefine = false
    var braces: [Bool] = []  // whether each open brace is a body's
    var openBodies = 0
    var start = 0
    while start < text.count {
      var end = start
      while end < text.count, text[end] != newline { end += 1 }
      let next = min(end + 1, text.count)
      let length = next - start
      // The line without its leading blanks, and without trailing blanks for `\`.
      var first = start
      while first < end, text[first] == 0x20 || text[first] == 0x09 { first += 1 }
      var last = end
      while last > first, text[last - 1] == 0x20 || text[last - 1] == 0x09 || text[last - 1] == 0x0D
      {
        last -= 1
      }
      func begins(_ word: StaticString, at index: Int) -> Bool {
        guard index + word.utf8CodeUnitCount <= end else { return false }
        for offset in 0..<word.utf8CodeUnitCount
        where text[index + offset] != word.utf8Start[offset] {
          return false
        }
        return true
      }
      defer { start = next }
      if continuesDefine {
        declarations += length
        continuesDefine = last > first && text[last - 1] == UInt8(ascii: "\\")
        continue
      }
      if !inComment, first < end, text[first] == UInt8(ascii: "#") {
        var word = first + 1
        while word < end, text[word] == 0x20 || text[word] == 0x09 { word += 1 }
        if begins("define", at: word) {
          declarations += length
          continuesDefine = text[last - 1] == UInt8(ascii: "\\")
        }
        continue
      }
      if inBlock {
        declarations += length
        if !inComment, begins("@end", at: first) { inBlock = false }
        continue
      }
      if !inComment,
        begins("@interface", at: first) || begins("@protocol", at: first)
          || begins("@implementation", at: first)
      {
        declarations += length
        // `@protocol P;` declares it ahead, with no block.
        inBlock = !(begins("@protocol", at: first) && text[last - 1] == UInt8(ascii: ";"))
        continue
      }
      var isBody = openBodies > 0
      var initializes = false  // `static const CGFloat kHeight = 44;`: a constant kept
      let wraps =
        begins("extern \"C\"", at: first) || begins("extern \"C++\"", at: first)
        || begins("namespace", at: first)
      var index = first
      while index < end {
        let byte = text[index]
        let following: UInt8 = index + 1 < end ? text[index + 1] : 0
        if inComment {
          if byte == UInt8(ascii: "*"), following == UInt8(ascii: "/") {
            inComment = false
            index += 1
          }
        } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "/") {
          break
        } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
          inComment = true
          index += 1
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          // A string or character literal, to its closing quote on this line.
          index += 1
          while index < end, text[index] != byte {
            if text[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
          }
        } else if byte == UInt8(ascii: "=") {
          initializes = true
        } else if byte == UInt8(ascii: "{") {
          let body = !(wraps && braces.allSatisfy { !$0 })
          braces.append(body)
          if body {
            openBodies += 1
            isBody = true
          }
        } else if byte == UInt8(ascii: "}"), let body = braces.popLast(), body {
          openBodies -= 1
        }
        index += 1
      }
      if isBody {
        bodies += length
      } else if initializes {
        declarations += length
      }
    }
    return (declarations, bodies)
  }

  private static func size(of file: String) -> Int {
    var info = stat()
    guard stat(file, &info) == 0 else { return 0 }
    return max(0, Int(info.st_size))
  }
}
